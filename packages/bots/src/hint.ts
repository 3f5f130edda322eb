/**
 * A hint (issue 22): "what would the Master play here?" — the top actions of the Master level's
 * own search (`search/master.ts`, issue 43; before, hints ran a weaker search over single
 * actions) from the asking seat's view, each with its share of the search's play-outs and the
 * seat's expected outcome after it (a win chance with several seats; the expected final score in
 * a solo game with an evaluation, as `tools/analyze.ts` reports them). In Loyang and Hansa the
 * search weighs whole phases or turns (the planner's best lines played out a round ahead), and an
 * action stands for the best line that begins with it: the first option is the action the Master
 * would play. Like every bot it reads the state only through `game.view(state, seat)` and
 * `game.legalActions(state, seat)`, so a hint knows no more than the seat does (tested: hidden
 * parts changed, the hint unchanged).
 */
import { type AnyGame, Rng, type Seat } from '@tabula/engine';
import { heuristicFor } from './games';
import { levelOf } from './levels';
import { masterSearch } from './search/master';
import { rewardsOf } from './search/reward';
import { parseBotSpec } from './spec';
import { quickHash } from './viewHash';

/** The Master's budget (`levels.ts`: 16 play-outs, at most 3 s), the default of a hint. */
const MASTER = parseBotSpec(levelOf('master')!.spec);
const MASTER_BUDGET = {
  ...(MASTER.iters !== undefined ? { iters: MASTER.iters } : {}),
  ...(MASTER.ms !== undefined ? { ms: MASTER.ms } : {}),
};

export interface HintOptions {
  /**
   * Play-outs of the search (deterministic; in Loyang and Hansa a play-out is a line played a
   * round ahead, tens of milliseconds)…
   */
  iters?: number;
  /** …or milliseconds (default: the Master's budget, 16 play-outs within 3 s). */
  ms?: number;
  /** How many actions to list (default 3). */
  top?: number;
  seed?: string | number;
}

export interface HintOption {
  action: unknown;
  /** Share of the search's play-outs through this action (0–1). */
  share: number;
  /** The seat's expected outcome after it (see `Hint.unit`). */
  value: number;
}

export interface Hint {
  seat: Seat;
  unit: 'win chance' | 'score';
  /** The seat's expected outcome of the position as searched. */
  value: number;
  options: HintOption[];
  iterations: number;
}

/** The hint for `seat` from its own view and legal list (the seat's whole knowledge). */
export function hintFromView(
  game: AnyGame,
  view: unknown,
  seat: Seat,
  legal: readonly unknown[],
  players: number,
  o: HintOptions = {},
): Hint {
  if (legal.length === 0) throw new Error(`seat ${seat} has no legal action to hint`);
  const h = heuristicFor(game.id);
  const solo = players === 1 && h !== undefined;
  const conv = (r: number) => (solo ? r * (h.soloScale ?? 1) + (h.soloOffset ?? 0) : r);
  const unit: Hint['unit'] = solo ? 'score' : 'win chance';
  if (legal.length === 1)
    return { seat, unit, value: NaN, options: [{ action: legal[0], share: 1, value: NaN }], iterations: 0 };
  const budget = o.iters !== undefined ? { iters: o.iters } : o.ms !== undefined ? { ms: o.ms } : MASTER_BUDGET;
  const rng = Rng.seed(`hint:${String(o.seed ?? 1)}|${seat}|${quickHash(JSON.stringify(view))}`);
  const f = masterSearch(game, view, seat, legal, budget, rng);
  const mean = (i: number) => f.means[i]![seat]!;
  const order = legal.map((_, i) => i).filter((i) => f.visits[i]! > 0);
  // The Master's own choice first; it is also the most visited unless a game's search ruled otherwise.
  order.sort(
    (a, b) => Number(b === f.best) - Number(a === f.best) || f.visits[b]! - f.visits[a]! || mean(b) - mean(a) || a - b,
  );
  const total = f.total || 1;
  const top = o.top ?? 3;
  const options = order
    .slice(0, top)
    .map((i) => ({ action: legal[i], share: f.visits[i]! / total, value: conv(mean(i)) }));
  let iterations = f.iterations;
  if (f.lines && options.length < top) {
    for (const extra of others(game, view, seat, legal, order, top - options.length, budget, rng)) {
      options.push({ action: legal[extra.at], share: 0, value: conv(extra.reward) });
      iterations += extra.iterations;
    }
  }
  return { seat, unit, value: conv(f.value[seat]!), options, iterations };
}

/**
 * Actions the lines did not begin with, so a hint still lists its `top` (a Hansa turn's lines
 * often all start alike): the `n` best by the evaluation one step on, each weighed by the same
 * search restricted to lines that begin with it, at an eighth of the budget. Their share is 0:
 * the Master's search spent nothing on them.
 */
function others(
  game: AnyGame,
  view: unknown,
  seat: Seat,
  legal: readonly unknown[],
  weighed: readonly number[],
  n: number,
  budget: { iters?: number; ms?: number },
  rng: Rng,
): Array<{ at: number; reward: number; iterations: number }> {
  const h = heuristicFor(game.id);
  const s = game.determinize!(view, seat, rng);
  const oneStep = (a: unknown) => {
    try {
      return rewardsOf(game, game.apply(s, seat, a).state, h)?.[seat] ?? 0.5;
    } catch {
      return -Infinity;
    }
  };
  const rest = legal.map((_, i) => i).filter((i) => !weighed.includes(i));
  const worth = new Map(rest.map((i) => [i, oneStep(legal[i])]));
  rest.sort((a, b) => worth.get(b)! - worth.get(a)! || a - b);
  const eighth =
    budget.iters !== undefined ? { iters: Math.max(1, Math.ceil(budget.iters / 8)) } : { ms: budget.ms! / 8 };
  const out = rest.slice(0, n).map((at) => {
    const r = masterSearch(game, view, seat, legal, eighth, rng, legal[at]);
    return { at, reward: r.means[at]?.[seat] ?? r.value[seat]!, iterations: r.iterations };
  });
  return out.sort((x, y) => y.reward - x.reward || x.at - y.at);
}

/** The same, reading `state` only through the seat's view and legal list. */
export function hintFor(game: AnyGame, state: unknown, seat: Seat, players: number, o: HintOptions = {}): Hint {
  return hintFromView(game, game.view(state, seat), seat, game.legalActions(state, seat), players, o);
}
