/**
 * A hint (issue 22): "what would the search play here?" — the top actions of one search from the
 * asking seat's view, each with its share of the search (visits / iterations) and the seat's
 * expected outcome after it (a win chance with several seats; the expected final score in a solo
 * game with an evaluation, as `tools/analyze.ts` reports them). Like every bot it reads the state only
 * through `game.view(state, seat)` and `game.legalActions(state, seat)`, so a hint knows no more
 * than the seat does (tested: hidden parts changed, the hint unchanged). The search is the
 * generic ISMCTS over single actions, so in Loyang and Hansa a hint ranks the next small step
 * (a purchase, a post), not a whole phase or turn.
 */
import { type AnyGame, Rng, type Seat } from '@tabula/engine';
import { heuristicFor } from './games';
import { ismcts, searchParams } from './search';
import { quickHash } from './viewHash';

export interface HintOptions {
  /** Play-outs (deterministic)… */
  iters?: number;
  /** …or milliseconds (default 1,000). */
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
  const params = searchParams(game, o.iters !== undefined ? { iters: o.iters } : { ms: o.ms ?? 1000 });
  const rng = Rng.seed(`hint:${String(o.seed ?? 1)}|${seat}|${quickHash(JSON.stringify(view))}`);
  const { stats } = ismcts(game, view, seat, legal, params, rng, h);
  const order = legal.map((_, i) => i).filter((i) => stats.visits[i]! > 0);
  order.sort((a, b) => stats.visits[b]! - stats.visits[a]! || stats.means[b]![seat]! - stats.means[a]![seat]! || a - b);
  const total = stats.visits.reduce((x, y) => x + y, 0) || 1;
  return {
    seat,
    unit,
    value: conv(stats.value[seat]!),
    options: order
      .slice(0, o.top ?? 3)
      .map((i) => ({ action: legal[i], share: stats.visits[i]! / total, value: conv(stats.means[i]![seat]!) })),
    iterations: stats.iterations,
  };
}

/** The same, reading `state` only through the seat's view and legal list. */
export function hintFor(game: AnyGame, state: unknown, seat: Seat, players: number, o: HintOptions = {}): Hint {
  return hintFromView(game, game.view(state, seat), seat, game.legalActions(state, seat), players, o);
}
