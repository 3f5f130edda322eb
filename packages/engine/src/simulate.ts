/**
 * Random full games, every action validated through the contract, every game replayed from its
 * record and its hash compared. Used by `tabula simulate`, `tabula bench` and property tests.
 */
import type { AnyGame, GameOptions, Outcome, Seat } from './contract';
import { stateHash } from './hash';
import { isIllegalAction } from './illegal';
import { applyAction } from './play';
import { chooseRandom, newRandomMemory } from './randomPolicy';
import { type GameRecord, newRecord, replay } from './record';
import { Rng } from './rng';

export interface RandomGameResult {
  record: GameRecord;
  outcome: Outcome | null;
  hash: string;
  actions: number;
  /** Null when the game ended cleanly. */
  error: string | null;
}

export interface RandomGameOptions {
  players: number;
  seed: string | number;
  options?: GameOptions;
  /** Called after every applied action, e.g. with invariant checks; throw to fail the game. */
  check?: (state: unknown, prev: unknown, seat: Seat, action: unknown) => void;
  /** Stop a game still running after this many actions and report it (default: the game's limit). */
  maxActions?: number;
  /**
   * Steer the random player towards parts of a game it seldom plays: with chance `chance`, when
   * some legal actions pass `test`, one of those is chosen instead (a property run that prefers
   * Loyang's Helpers uses 1.6–3 times as many). Without it the games are the plain random
   * policy's, draw for draw.
   */
  prefer?: { test: (action: unknown) => boolean; chance: number };
}

/** Plays one game with the random policy. The policy's own randomness is seeded from `seed` too. */
export function playRandomGame(game: AnyGame, o: RandomGameOptions): RandomGameResult {
  const record = newRecord(game, o.players, o.seed, o.options ?? {});
  const policyRng = Rng.seed(`policy:${String(o.seed)}`);
  const memory = newRandomMemory(o.players);
  const limit = o.maxActions ?? game.facts.maxActions;
  let state: unknown;
  let error: string | null = null;
  try {
    state = game.setup({ players: o.players, seed: o.seed, options: o.options ?? {} });
    for (;;) {
      const active = game.activeSeats(state);
      if (active.length === 0) break;
      if (record.actions.length >= limit) {
        error = `no end after ${limit} actions`;
        break;
      }
      const seat = active[policyRng.int(active.length)]!;
      const legal = game.legalActions(state, seat);
      if (legal.length === 0) {
        error = `active seat ${seat} has no legal action`;
        break;
      }
      const action = preferred(legal, o.prefer, policyRng) ?? chooseRandom(game, legal, seat, policyRng, memory);
      const prev = state;
      state = applyAction(game, state, seat, action).state;
      record.actions.push({ seat, action });
      o.check?.(state, prev, seat, action);
    }
  } catch (e) {
    const rule = isIllegalAction(e) ? ` [${e.ruleId}]` : '';
    error = `action #${record.actions.length}${rule}: ${(e as Error).message}`;
  }
  const outcome = error === null ? game.outcome(state) : null;
  if (error === null && outcome === null) error = 'no outcome at the end of the game';
  return { record, outcome, hash: error === null ? stateHash(state) : '', actions: record.actions.length, error };
}

function preferred(legal: readonly unknown[], prefer: RandomGameOptions['prefer'], rng: Rng): unknown {
  if (!prefer || rng.next() >= prefer.chance) return undefined;
  const some = legal.filter(prefer.test);
  return some.length ? some[rng.int(some.length)] : undefined;
}

/** Replays a finished random game and tells whether the hash matches. */
export function replayMatches(game: AnyGame, result: RandomGameResult): boolean {
  try {
    return stateHash(replay(game, result.record)) === result.hash;
  } catch {
    return false;
  }
}
