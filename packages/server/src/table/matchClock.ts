/**
 * A match's clock (clock.ts) as its actions and table changes move it: who owes a decision now,
 * and the clock after an action — a move, which may end the seat's turn — or an undo, which
 * restores the clock the undone action replaced (issue 41, point 2).
 */
import type { UndoTrail } from '@tabula/engine';
import { advance, type ClockState, type Owing, undone } from './clock';
import type { LiveMatch } from '../match/liveMatch';
import type { StoredClock } from '../store/store';

/** Nobody owes anything (the match is over). */
export const NOBODY: Owing = { active: [], people: [] };

/** Who owes a decision (the match's active seats by default), and which of them are people. */
export function owingIn(m: LiveMatch, active: readonly number[] = m.active): Owing {
  return { active, people: m.people(active) };
}

/**
 * The clock after `seat`'s action, prepared against the match's current state and undo trail,
 * after which the seats `active` owe a decision and the engine keeps `trail`; null without a clock. The clocks that actions which may still be
 * undone replaced are kept beside the engine's trail, one per state it keeps, and stored with
 * the clock, so a restart undoes to the same clock. A trail out of step with the engine's (a
 * match stored before issue 41) restores nothing: the undo is then a change without a move.
 */
export function clockAfter(
  m: LiveMatch,
  seat: number,
  active: readonly number[],
  trail: UndoTrail<unknown>,
  undo: boolean,
  now: number,
): StoredClock | null {
  if (!m.clock) return null;
  const { config, state: clock } = m.clock;
  const o = owingIn(m, active);
  const kept: ClockState[] = m.clock.undo?.length === m.undo.before.length ? m.clock.undo : [];
  if (undo) {
    const before = kept.at(-1);
    return {
      ...m.clock,
      state: before ? undone(config, before, clock, o, now, seat) : advance(config, clock, o, now),
      undo: kept.slice(0, -1),
    };
  }
  // The engine keeps the state before this action when the action may be undone; the clock too.
  const undoable = trail.before.length === 0 ? [] : [...kept, clock].slice(-trail.before.length);
  return { ...m.clock, state: advance(config, clock, { ...o, moved: seat }, now), undo: undoable };
}
