/**
 * The game record — `{ game, engineVersion, players, options, seed, actions }` — and replay.
 * A record plus the game's code determine every state byte for byte.
 */
import type { AnyGame, GameOptions, Seat } from './contract';
import { stateHash } from './hash';
import { isIllegalAction } from './illegal';
import { emptyTrail, step, type UndoTrail } from './undo';

export const ENGINE_VERSION = '0.1.0';

export interface RecordedAction {
  seat: Seat;
  action: unknown;
}

export interface GameRecord {
  game: string;
  engineVersion: string;
  players: number;
  options: GameOptions;
  seed: string | number;
  actions: RecordedAction[];
}

export class ReplayError extends Error {
  readonly index: number;
  readonly ruleId: string;
  constructor(index: number, ruleId: string, message: string) {
    super(index < 0 ? `record rejected (${ruleId}): ${message}` : `action #${index} rejected (${ruleId}): ${message}`);
    this.name = 'ReplayError';
    this.index = index;
    this.ruleId = ruleId;
  }
}

/** Checks that `value` has the shape of a game record; throws `ReplayError` (index -1) if not. */
export function parseRecord(value: unknown): GameRecord {
  const fail = (why: string): never => {
    throw new ReplayError(-1, 'ENGINE-RECORD', why);
  };
  if (value === null || typeof value !== 'object' || Array.isArray(value)) fail('not a JSON object');
  const r = value as Record<string, unknown>;
  if (typeof r.game !== 'string') fail('"game" must be a string');
  if (!Number.isInteger(r.players)) fail('"players" must be an integer');
  if (typeof r.seed !== 'string' && typeof r.seed !== 'number') fail('"seed" must be a string or number');
  if (r.options !== undefined && (r.options === null || typeof r.options !== 'object' || Array.isArray(r.options)))
    fail('"options" must be an object');
  if (!Array.isArray(r.actions)) fail('"actions" must be an array');
  (r.actions as unknown[]).forEach((a, i) => {
    if (a === null || typeof a !== 'object' || !Number.isInteger((a as RecordedAction).seat) || !('action' in a))
      throw new ReplayError(i, 'ENGINE-RECORD', 'each entry needs an integer "seat" and an "action"');
  });
  return {
    game: r.game as string,
    engineVersion: typeof r.engineVersion === 'string' ? r.engineVersion : ENGINE_VERSION,
    players: r.players as number,
    options: (r.options as GameOptions) ?? {},
    seed: r.seed as string | number,
    actions: r.actions as RecordedAction[],
  };
}

export function newRecord(
  game: AnyGame,
  players: number,
  seed: string | number,
  options: GameOptions = {},
): GameRecord {
  return { game: game.id, engineVersion: ENGINE_VERSION, players, options, seed, actions: [] };
}

/** Replays a record from setup, validating every action (undo entries included). Throws `ReplayError` on the first bad one. */
export function replay<S>(game: AnyGame, record: GameRecord): S {
  if (record.game !== game.id)
    throw new ReplayError(-1, 'ENGINE-RECORD', `record is for "${record.game}", not "${game.id}"`);
  let state: S;
  try {
    state = game.setup({ players: record.players, seed: record.seed, options: record.options });
  } catch (e) {
    const ruleId = isIllegalAction(e) ? e.ruleId : 'ENGINE-SETUP';
    throw new ReplayError(-1, ruleId, (e as Error).message);
  }
  // Undo entries take back earlier ones (undo.ts): the trail of states they return to is kept
  // beside the state while replaying.
  let trail: UndoTrail<S> = emptyTrail();
  record.actions.forEach(({ seat, action }, i) => {
    try {
      ({ state, trail } = step(game, state, trail, seat, action));
    } catch (e) {
      const ruleId = isIllegalAction(e) ? e.ruleId : 'ENGINE-CRASH';
      throw new ReplayError(i, ruleId, (e as Error).message);
    }
  });
  return state!;
}

/** Replays and hashes the final state. */
export function replayHash(game: AnyGame, record: GameRecord): string {
  return stateHash(replay(game, record));
}
