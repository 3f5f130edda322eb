/**
 * Analysis of a finished game (`tabula analyze`): at each decision of a record — an action whose
 * seat had more than one legal choice — the Master level's own search (`search/master.ts`, issue
 * 43; before, a weaker search over single actions) is run from the acting seat's own view, exactly
 * as the Master would run it: `game.view(state, seat)` and the legal list, never the state itself,
 * so the analysis knows no more than the seat did (tested: hidden parts of the state changed, the
 * analysis unchanged). In Loyang and Hansa that search weighs whole phases or turns, and an action
 * is worth the best line that begins with it. From the search come
 *
 * - the position's expected outcome for every seat: the mean reward over all play-outs — for
 *   several seats the search's reward, a win chance (logistic in the evaluation margin, scale one
 *   clear lead; finished games 0.6 × share of the win + 0.4 × logistic margin, `search/reward.ts`);
 *   for a solo game with an evaluation module the expected final score (Loyang: Path − Loans),
 * - the value of the chosen action and of the best one (the Master's choice), for the acting seat,
 *   and the loss: how much the chosen action dropped the seat's expectation below the best's.
 *
 * Each decision's random stream is seeded by the analysis seed and the decision's index alone, so
 * with an iteration budget the analysis is the same on every run and any number of threads.
 */
import {
  type AnyGame,
  emptyTrail,
  type GameRecord,
  isUndo,
  Rng,
  type Seat,
  step,
  type UndoTrail,
} from '@tabula/engine';
import { heuristicFor } from '../games';
import { masterSearch } from '../search/master';

export interface AnalyzeOptions {
  /** Play-outs per decision (deterministic)… */
  iters?: number;
  /** …or milliseconds per decision. */
  ms?: number;
  /** Seed of the analysis' random streams (default 1). */
  seed?: string | number;
  /** First action index analysed (default 0). */
  from?: number;
  /** Action index at which the analysis stops, exclusive (default: the record's end). */
  to?: number;
  /** At most this many decisions, the first in range (default: all). */
  maxDecisions?: number;
}

export interface DecisionAnalysis {
  /** The action's index in the record. */
  index: number;
  seat: Seat;
  /** Legal choices the seat had. */
  choices: number;
  chosen: unknown;
  /** The action the search prefers (the most visited). */
  best: unknown;
  /** Expected outcome per seat before the action, from the acting seat's view (see `unit`). */
  value: number[];
  /** The acting seat's expectation after the chosen action, and after the best one. */
  chosenValue: number;
  bestValue: number;
  /** bestValue − chosenValue, never below 0. */
  loss: number;
  iterations: number;
}

export interface GameAnalysis {
  game: string;
  players: number;
  /** `win chance` (0–1) for several seats, `score` (the game's final score) for solo games. */
  unit: 'win chance' | 'score';
  /** Action indices covered, [from, to). */
  from: number;
  to: number;
  decisions: DecisionAnalysis[];
  wallMs: number;
}

/** How many decisions the options select, and where: the indices to analyse, in order. */
export function decisionIndices(game: AnyGame, record: GameRecord, o: AnalyzeOptions = {}): number[] {
  const out: number[] = [];
  const from = o.from ?? 0;
  const to = Math.min(o.to ?? record.actions.length, record.actions.length);
  let s: unknown = game.setup({ players: record.players, seed: record.seed, options: record.options });
  // Undo entries (engine undo.ts) are replayed with the trail beside the state, never analysed.
  let trail: UndoTrail<unknown> = emptyTrail();
  for (let i = 0; i < to; i++) {
    const { seat, action } = record.actions[i]!;
    if (
      i >= from &&
      (o.maxDecisions === undefined || out.length < o.maxDecisions) &&
      !isUndo(action) &&
      game.legalActions(s, seat).length > 1
    )
      out.push(i);
    ({ state: s, trail } = step(game, s, trail, seat, action));
  }
  return out;
}

function unitOf(game: AnyGame, players: number): GameAnalysis['unit'] {
  return players === 1 && heuristicFor(game.id) ? 'score' : 'win chance';
}

/** Rewards back into the unit shown (solo: the game's score). */
function toUnit(game: AnyGame, players: number, r: number): number {
  const h = heuristicFor(game.id);
  return players === 1 && h ? r * (h.soloScale ?? 1) + (h.soloOffset ?? 0) : r;
}

/**
 * One decision: `seat` about to play `chosen` in `state`. Reads `state` only through
 * `game.view(state, seat)` and `game.legalActions(state, seat)` — what the seat's bot is given.
 */
export function analyzeDecision(
  game: AnyGame,
  state: unknown,
  seat: Seat,
  chosen: unknown,
  index: number,
  players: number,
  o: AnalyzeOptions = {},
): DecisionAnalysis {
  const view = game.view(state, seat);
  const legal: unknown[] = game.legalActions(state, seat);
  return analyzeView(game, view, legal, seat, chosen, index, players, o);
}

function analyzeView(
  game: AnyGame,
  view: unknown,
  legal: readonly unknown[],
  seat: Seat,
  chosen: unknown,
  index: number,
  players: number,
  o: AnalyzeOptions,
): DecisionAnalysis {
  const budget = o.iters !== undefined ? { iters: o.iters } : { ms: o.ms ?? 200 };
  const f = masterSearch(game, view, seat, legal, budget, Rng.seed(`analyze:${String(o.seed ?? 1)}|${index}`));
  const key = JSON.stringify(chosen);
  const at = legal.findIndex((a) => JSON.stringify(a) === key);
  if (at < 0) throw new Error(`action #${index} is not among seat ${seat}'s legal actions`);
  const best = f.best;
  let chosenReward = f.means[at]?.[seat];
  let iterations = f.iterations;
  if (chosenReward === undefined) {
    // The search never weighed the chosen action: it gets play-outs of its own (a quarter budget).
    const alone =
      o.iters !== undefined ? { iters: Math.max(8, Math.ceil(o.iters / 4)) } : { ms: Math.max(10, (o.ms ?? 200) / 4) };
    const rng = Rng.seed(`analyze:${String(o.seed ?? 1)}|${index}|chosen`);
    const r = masterSearch(game, view, seat, legal, alone, rng, chosen);
    chosenReward = r.means[at]?.[seat] ?? r.value[seat]!;
    iterations += r.iterations;
  }
  const bestReward = f.means[best]?.[seat] ?? chosenReward;
  const conv = (r: number) => toUnit(game, players, r);
  const chosenValue = conv(chosenReward);
  const bestValue = at === best ? chosenValue : conv(bestReward);
  return {
    index,
    seat,
    choices: legal.length,
    chosen,
    best: legal[best],
    value: f.value.slice(0, players).map(conv),
    chosenValue,
    bestValue,
    loss: Math.max(0, bestValue - chosenValue),
    iterations,
  };
}

/**
 * Replays `record` and analyses the decisions `indices` (see `decisionIndices`); `onDecision` is
 * told of each as it is done. The record must be valid (replay it first).
 */
export function analyzeRecord(
  game: AnyGame,
  record: GameRecord,
  indices: readonly number[],
  o: AnalyzeOptions = {},
  onDecision?: (d: DecisionAnalysis) => void,
): DecisionAnalysis[] {
  const want = new Set(indices);
  const last = indices.length ? Math.max(...indices) : -1;
  const out: DecisionAnalysis[] = [];
  let s: unknown = game.setup({ players: record.players, seed: record.seed, options: record.options });
  let trail: UndoTrail<unknown> = emptyTrail();
  for (let i = 0; i <= last; i++) {
    const { seat, action } = record.actions[i]!;
    if (want.has(i)) {
      const d = analyzeDecision(game, s, seat, action, i, record.players, o);
      out.push(d);
      onDecision?.(d);
    }
    ({ state: s, trail } = step(game, s, trail, seat, action));
  }
  return out;
}

/** The whole analysis on this thread. */
export function analyzeGame(game: AnyGame, record: GameRecord, o: AnalyzeOptions = {}): GameAnalysis {
  const t0 = performance.now();
  const indices = decisionIndices(game, record, o);
  const decisions = analyzeRecord(game, record, indices, o);
  return summarize(game, record, o, decisions, performance.now() - t0);
}

export function summarize(
  game: AnyGame,
  record: GameRecord,
  o: AnalyzeOptions,
  decisions: DecisionAnalysis[],
  wallMs: number,
): GameAnalysis {
  return {
    game: game.id,
    players: record.players,
    unit: unitOf(game, record.players),
    from: o.from ?? 0,
    to: Math.min(o.to ?? record.actions.length, record.actions.length),
    decisions: [...decisions].sort((a, b) => a.index - b.index),
    wallMs,
  };
}

/** The decisions that lost the most, worst first (ties: the earlier). */
export function worstMoves(a: GameAnalysis, n = 5): DecisionAnalysis[] {
  return [...a.decisions]
    .filter((d) => d.loss > 0)
    .sort((x, y) => y.loss - x.loss || x.index - y.index)
    .slice(0, n);
}
