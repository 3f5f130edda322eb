/**
 * The heuristic bot: fast greedy play on the game's hand-written evaluation
 * (`evaluation/<game>.ts`). From its own view it builds one determinization, applies each legal
 * action and scores the result. Because games split a turn into small pending decisions, a single
 * step often says little (a card chosen but not yet paid for, a Loan taken to pay for something),
 * so an action that leaves the bot on the move is scored by the best of its own next actions
 * too (a two-ply maximum over at most `width` follow-ups, or the module's `followUps`). Finished games score by their outcome.
 * Ties are broken by a seeded draw. After `PATIENCE` actions without a pass it passes when it can
 * (the random policy's termination rule, engine.md §7). Without an evaluation module it still
 * takes a winning move when one is on the board and otherwise plays at random.
 */
import {
  type AnyGame,
  canonicalJson,
  chooseRandom,
  newRandomMemory,
  Rng,
  type RandomSource,
  type Seat,
} from '@tabula/engine';
import type { Bot } from './bot';
import { type GameHeuristic, heuristicFor } from './games';
import { rewardsOf } from './search/reward';
import { quickHash } from './viewHash';

export interface HeuristicOptions {
  width: number;
}

const DEFAULTS: HeuristicOptions = { width: 16 };
const HEURISTIC_PATIENCE = 60;

export function heuristicBot(game: AnyGame, seed: string | number, o: HeuristicOptions = DEFAULTS): Bot {
  const h = heuristicFor(game.id);
  const sincePass = new Map<Seat, number>();
  const remember = (seat: Seat, a: unknown) => {
    sincePass.set(seat, game.isPass?.(a) ? 0 : (sincePass.get(seat) ?? 0) + 1);
    return a;
  };
  // A game's own planner (Hansa: whole turns) replaces the two-ply look; one per bot instance.
  const planner = h?.planner?.();
  return {
    name: 'heuristic',
    choose(view: unknown, seat: Seat, legal: readonly unknown[]) {
      if (legal.length === 0) throw new Error(`seat ${seat} has no legal action`);
      if (legal.length === 1) return remember(seat, legal[0]);
      if (planner && game.determinize) {
        const rng = Rng.seed(`heuristic:${String(seed)}|${seat}|${quickHash(JSON.stringify(view))}`);
        return remember(seat, planner.choose(game.determinize(view, seat, rng), seat, legal));
      }
      const rng = Rng.seed(`heuristic:${String(seed)}|${seat}|${canonicalJson(view)}`);
      const passes = game.isPass ? legal.filter((a) => game.isPass!(a)) : [];
      if (passes.length && (sincePass.get(seat) ?? 0) >= HEURISTIC_PATIENCE) return remember(seat, passes[0]);
      if (!game.determinize)
        return remember(seat, chooseRandom(game, legal, seat, rng, newRandomMemory(game.facts.maxPlayers)));
      const s = game.determinize(view, seat, rng);
      const values = legal.map((a) => {
        try {
          return twoPly(game, game.apply(s, seat, a).state, seat, h, o, rng, game.isPass?.(a) ?? false);
        } catch {
          return -Infinity;
        }
      });
      const top = Math.max(...values);
      const best = legal.filter((_, i) => values[i] === top);
      return remember(seat, best[rng.int(best.length)]);
    },
  };
}

/** Value of `s` for `seat` in [0, 1]; ½ when the game has no evaluation and is not over. */
function worthOf(game: AnyGame, s: unknown, seat: Seat, h: GameHeuristic | undefined): number {
  return rewardsOf(game, s, h)?.[seat] ?? 0.5;
}

/** The value after one action, or after the best own follow-up when the seat is still to act. */
function twoPly(
  game: AnyGame,
  s: unknown,
  seat: Seat,
  h: GameHeuristic | undefined,
  o: HeuristicOptions,
  rng: RandomSource,
  passed: boolean,
): number {
  let best = worthOf(game, s, seat, h);
  if (passed || !(game.activeSeats(s) as Seat[]).includes(seat)) return best;
  const legal: unknown[] = game.legalActions(s, seat);
  const width = h?.followUps ?? o.width;
  const n = Math.min(legal.length, width);
  for (let k = 0; k < n; k++) {
    const a = legal.length <= width ? legal[k] : legal[rng.int(legal.length)];
    try {
      const v = worthOf(game, game.apply(s, seat, a).state, seat, h);
      if (v > best) best = v;
    } catch {
      // A follow-up the rules refuse in this determinization is simply not a follow-up.
    }
  }
  return best;
}
