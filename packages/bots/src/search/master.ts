/**
 * The Master's search laid open (issue 43): hints (`hint.ts`) and the analysis of a game
 * (`tools/analyze.ts`) run the search the Master level plays with (`levels.ts`: `search:ms=1000`),
 * not a weaker one of their own. For Loyang and Hansa that is the game's own look-ahead
 * (`GameHeuristic.decisionSearch`: the planner's best lines played out a round ahead); for a game
 * without one (Nim) the generic ISMCTS over single actions (`ismcts.ts`), as the search bot.
 *
 * The figures are per legal action. With a game's own search an action stands for the best line
 * the search weighed that begins with it (the most visited, then the better mean: the Master's
 * own rule), with that line's play-outs and their mean reward per seat (`reward.ts`: a win chance
 * with several seats, from where each play-out ended; solo, the search's own play-out score).
 */
import type { AnyGame, RandomSource, Seat } from '@tabula/engine';
import { heuristicFor } from '../games';
import type { GameHeuristic } from '../games/types';
import { ismcts, searchParams } from './index';
import { rewardsOf, soloReward } from './reward';

export interface MasterBudget {
  /** Play-outs (deterministic)… */
  iters?: number;
  /** …or milliseconds. */
  ms?: number;
}

export interface MasterFigures {
  /** Per legal action: the play-outs that weighed it (0: not weighed). */
  visits: number[];
  /** Per legal action: the mean reward of every seat over those play-outs (undefined: not weighed). */
  means: Array<number[] | undefined>;
  /** The mean reward of every seat over all play-outs: the position's value as searched. */
  value: number[];
  /** The legal action the Master would play. */
  best: number;
  /** Play-outs in all (the sum of `visits` with a game's own search). */
  total: number;
  iterations: number;
  /** True when the game's own search weighed lines (an action not led to by one has no figures). */
  lines: boolean;
}

/**
 * The Master's search for `seat` from its view and legal list. `first`: weigh only that action
 * (the analysis of a move the search did not weigh).
 */
export function masterSearch(
  game: AnyGame,
  view: unknown,
  seat: Seat,
  legal: readonly unknown[],
  budget: MasterBudget,
  rng: RandomSource,
  first?: unknown,
): MasterFigures {
  const h = heuristicFor(game.id);
  const lined = h?.decisionSearch && game.determinize ? byLines(game, h, view, seat, legal, budget, rng, first) : null;
  return lined ?? bySingleActions(game, h, view, seat, legal, budget, rng, first);
}

function bySingleActions(
  game: AnyGame,
  h: GameHeuristic | undefined,
  view: unknown,
  seat: Seat,
  legal: readonly unknown[],
  budget: MasterBudget,
  rng: RandomSource,
  first: unknown,
): MasterFigures {
  const params = searchParams(game, budget);
  if (first !== undefined) {
    const { stats } = ismcts(game, view, seat, [first], params, rng, h);
    const at = indexIn(legal, first);
    return {
      visits: legal.map((_, i) => (i === at ? stats.iterations : 0)),
      means: legal.map((_, i) => (i === at ? stats.value : undefined)),
      value: stats.value,
      best: at,
      total: stats.iterations,
      iterations: stats.iterations,
      lines: false,
    };
  }
  const { stats } = ismcts(game, view, seat, legal, params, rng, h);
  const means = stats.means.map((m) => (m.length ? m : undefined));
  let best = 0;
  for (let i = 1; i < legal.length; i++) if (better(stats.visits, means, seat, i, best)) best = i;
  const total = stats.visits.reduce((x, y) => x + y, 0);
  return { visits: stats.visits, means, value: stats.value, best, total, iterations: stats.iterations, lines: false };
}

function byLines(
  game: AnyGame,
  h: GameHeuristic,
  view: unknown,
  seat: Seat,
  legal: readonly unknown[],
  budget: MasterBudget,
  rng: RandomSource,
  first: unknown,
): MasterFigures | null {
  const sample = () => game.determinize!(view, seat, rng);
  const state = sample();
  const players = h.players(state);
  // Where each line's play-outs ended, as rewards per seat (several seats).
  const sums: number[][] = [];
  const counts: number[] = [];
  const observe = (line: number, end: unknown) => {
    const r = rewardsOf(game, end, h);
    if (!r) return;
    const sum = (sums[line] ??= new Array<number>(r.length).fill(0));
    r.forEach((x, k) => (sum[k]! += x));
    counts[line] = (counts[line] ?? 0) + 1;
  };
  const figures = h.decisionSearch!(budget).figures(state, seat, legal, sample, { observe, first });
  if (!figures) return null;
  const { firsts, result } = figures;
  const lineMeans = result.means.map((m, i): number[] | undefined => {
    if (!result.visits[i]) return undefined;
    if (players === 1) return [soloReward(m, h)];
    return counts[i] ? sums[i]!.map((x) => x / counts[i]!) : undefined;
  });
  const visits = new Array<number>(legal.length).fill(0);
  const means = new Array<number[] | undefined>(legal.length).fill(undefined);
  firsts.forEach((a, line) => {
    const i = indexIn(legal, a);
    if (i < 0 || !lineMeans[line]) return;
    const v = result.visits[line]!;
    if (v > visits[i]! || (v === visits[i] && lineMeans[line]![seat]! > (means[i]?.[seat] ?? -Infinity))) {
      visits[i] = v;
      means[i] = lineMeans[line];
    }
  });
  let total = 0;
  const value = new Array<number>(players).fill(0);
  lineMeans.forEach((m, line) => {
    if (!m) return;
    const v = result.visits[line]!;
    total += v;
    m.forEach((x, k) => (value[k]! += v * x));
  });
  for (let k = 0; k < players; k++) value[k] = total ? value[k]! / total : 0;
  let best = indexIn(legal, firsts[result.best]);
  if (best < 0) {
    best = 0;
    for (let i = 1; i < legal.length; i++) if (better(visits, means, seat, i, best)) best = i;
  }
  return { visits, means, value, best, total, iterations: result.iterations, lines: true };
}

/** More visits, or as many and a better mean for `seat` (ties keep the earlier). */
function better(
  visits: readonly number[],
  means: ReadonlyArray<number[] | undefined>,
  seat: Seat,
  i: number,
  j: number,
): boolean {
  if (visits[i]! !== visits[j]!) return visits[i]! > visits[j]!;
  return (means[i]?.[seat] ?? -1) > (means[j]?.[seat] ?? -1);
}

function indexIn(legal: readonly unknown[], a: unknown): number {
  const key = JSON.stringify(a);
  return legal.findIndex((x) => JSON.stringify(x) === key);
}
