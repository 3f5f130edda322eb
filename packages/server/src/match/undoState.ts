/**
 * Whether a seat may undo now (`"undo"` of its update), or why its own last action cannot be
 * undone (engine undo.ts): worked out once per seat and version, on first use (liveMatch.ts).
 */
import { type AnyGame, type Seat, undoRefusal, type UndoTrail } from '@tabula/engine';
import type { UndoState } from '@tabula/wire';

export function undoStateOf(game: AnyGame, trail: UndoTrail<unknown>, seat: Seat): UndoState {
  // The refusal is an Error whose stack is never read: capturing one cost more than the check.
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    const no = undoRefusal(game, trail, seat);
    // The reason is worth telling only when the seat's own last action is the barrier.
    return no === null
      ? true
      : no.ruleId === 'ENGINE-UNDO-HIDDEN' || no.ruleId === 'ENGINE-UNDO-ENDED'
        ? { ruleId: no.ruleId, message: no.message }
        : false;
  } finally {
    Error.stackTraceLimit = limit;
  }
}
