/**
 * Replays a record locally with the game's engine, keeping every state and its events. Undo
 * entries go through the engine's `step` with the undo trail kept beside the state, as on the server.
 */
import {
  emptyTrail,
  eventsFor,
  parseRecord,
  step,
  type AnyGame,
  type GameEvent,
  type GameRecord,
  type UndoTrail,
  type Viewer,
} from '@tabula/engine';

export interface Replayed {
  record: GameRecord;
  /** states[0] is the setup; states[i] follows action i-1. */
  states: unknown[];
  /** events[i] came from action i-1 (events[0] is empty). */
  events: GameEvent[][];
}

export function replayAll(game: AnyGame, raw: unknown): Replayed {
  const record = parseRecord(raw);
  if (record.game !== game.id) throw new Error(`record is for "${record.game}"`);
  let state: unknown = game.setup({ players: record.players, seed: record.seed, options: record.options });
  const states = [state];
  const events: GameEvent[][] = [[]];
  let trail: UndoTrail<unknown> = emptyTrail();
  record.actions.forEach(({ seat, action }, i) => {
    try {
      const r = step(game, state, trail, seat, action);
      state = r.state;
      trail = r.trail;
      states.push(state);
      events.push(r.events);
    } catch (e) {
      throw new Error(`action #${i}: ${(e as Error).message}`);
    }
  });
  return { record, states, events };
}

export function logUpTo(r: Replayed, step: number, viewer: Viewer) {
  const out: Array<{ version: number; seat: number; events: Array<GameEvent & { type: string }> }> = [];
  for (let i = 1; i <= step; i++) {
    const ev = eventsFor(r.events[i]!, viewer);
    if (ev.length) out.push({ version: i, seat: r.record.actions[i - 1]!.seat, events: ev });
  }
  return out;
}
