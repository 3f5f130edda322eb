/**
 * Applying an action through the contract with the checks every caller needs (engine.md §6):
 * the seat must be active, the action must be well-formed, and a refusal changes nothing.
 */
import { assertActionShape } from './actions';
import type { AnyGame, ApplyResult, Seat } from './contract';
import { IllegalAction, isIllegalAction } from './illegal';

export function applyAction<S>(game: AnyGame, state: S, seat: Seat, action: unknown): ApplyResult<S> {
  if (!Number.isInteger(seat) || seat < 0) throw new IllegalAction('ENGINE-SEAT', `unknown seat ${String(seat)}`);
  const active = game.activeSeats(state);
  if (!active.includes(seat)) {
    const who = active.length ? `seat(s) ${active.join(', ')}` : 'nobody (the game is over)';
    throw new IllegalAction('ENGINE-TURN', `seat ${seat} may not act now; waiting for ${who}`);
  }
  assertActionShape(action);
  try {
    return game.apply(state, seat, action) as ApplyResult<S>;
  } catch (e) {
    if (isIllegalAction(e)) throw e;
    // A TypeError from a game's handling of an odd but well-shaped action is still a refusal;
    // the state is untouched because apply never mutates its input.
    throw new IllegalAction('ENGINE-MALFORMED', `action rejected: ${(e as Error).message ?? String(e)}`);
  }
}
