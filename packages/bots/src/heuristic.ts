/**
 * The heuristic bot: fast one-ply greedy play on the game's hand-written evaluation
 * (`heuristics/<game>.ts`). From its own view it builds one determinization, applies each legal
 * action and scores the result. Because games split a turn into small pending decisions, a
 * single step often says little (a card chosen but not yet paid for), so after each candidate
 * the bot follows its own greedy choices while it keeps the move (at most `chain` more steps,
 * each over at most `width` candidates) and scores where that chain ends. Finished games score by
 * their outcome. Ties are broken by a seeded draw. Without an evaluation module it still takes a
 * winning move when one is on the board and otherwise plays at random.
 */
import { type AnyGame, canonicalJson, chooseRandom, newRandomMemory, Rng, type RandomSource, type Seat } from '@tabula/engine';
import type { Bot } from './bot';
import { type GameHeuristic, heuristicFor } from './heuristics';
import { rewardsOf } from './search/reward';

export interface HeuristicOptions {
  chain: number;
  width: number;
}

const DEFAULTS: HeuristicOptions = { chain: 4, width: 16 };

export function heuristicBot(game: AnyGame, seed: string | number, o: HeuristicOptions = DEFAULTS): Bot {
  const h = heuristicFor(game.id);
  return {
    name: 'heuristic',
    choose(view: unknown, seat: Seat, legal: readonly unknown[]) {
      if (legal.length === 0) throw new Error(`seat ${seat} has no legal action`);
      if (legal.length === 1) return legal[0];
      const rng = Rng.seed(`heuristic:${String(seed)}|${seat}|${canonicalJson(view)}`);
      if (!game.determinize) return chooseRandom(game, legal, seat, rng, newRandomMemory(game.facts.maxPlayers));
      const s = game.determinize(view, seat, rng);
      const values = legal.map((a) => {
        try {
          return chainValue(game, game.apply(s, seat, a).state, seat, h, o, rng, o.chain, game.isPass?.(a) ?? false);
        } catch {
          return -Infinity;
        }
      });
      const top = Math.max(...values);
      const best = legal.filter((_, i) => values[i] === top);
      return best[rng.int(best.length)];
    },
  };
}

/** Value of `s` for `seat` in [0, 1]; ½ when the game has no evaluation and is not over. */
function valueOf(game: AnyGame, s: unknown, seat: Seat, h: GameHeuristic | undefined): number {
  return rewardsOf(game, s, h)?.[seat] ?? 0.5;
}

function chainValue(
  game: AnyGame,
  s: unknown,
  seat: Seat,
  h: GameHeuristic | undefined,
  o: HeuristicOptions,
  rng: RandomSource,
  left: number,
  passed: boolean,
): number {
  let state = s;
  for (let step = 0; step < left && !passed; step++) {
    const active: Seat[] = game.activeSeats(state);
    if (!active.includes(seat)) break;
    const legal: unknown[] = game.legalActions(state, seat);
    let best: unknown = undefined;
    let bestV = -Infinity;
    let bestState: unknown = state;
    const n = Math.min(legal.length, o.width);
    for (let k = 0; k < n; k++) {
      const a = legal.length <= o.width ? legal[k] : legal[rng.int(legal.length)];
      let next: unknown;
      try {
        next = game.apply(state, seat, a).state;
      } catch {
        continue;
      }
      const v = valueOf(game, next, seat, h);
      if (v > bestV) {
        bestV = v;
        best = a;
        bestState = next;
      }
    }
    if (best === undefined) break;
    state = bestState;
    passed = game.isPass?.(best) ?? false;
  }
  return valueOf(game, state, seat, h);
}
