/**
 * Whether a seat's action chosen against a version may be taken now, checked without changing
 * anything: the match's status, the version rule (liveMatch.ts), then legality — once. On
 * success, the state it leads to, its events and undo trail.
 *
 * Legality is the list the server already holds (issue 43): the seat's legal actions at this
 * version, which its update carried and from which clients and bots choose. An action found there
 * (the same JSON) is applied as listed, with the engine's `applyListed` — neither the engine's
 * turn and shape checks nor the game's `validate` run again. Anything else (an undo, an action
 * not listed, a seat not to move) goes through the engine's `step`, whose refusal names the rule
 * broken, exactly as before.
 */
import { applyListed, extendTrail, type GameEvent, isUndo, type Seat, step, type UndoTrail } from '@tabula/engine';
import type { LiveMatch } from './liveMatch';

export type Prepared =
  | { ok: true; state: unknown; events: GameEvent[]; trail: UndoTrail<unknown> }
  | { ok: false; code: 'stale' | 'not-your-turn' | 'illegal'; message: string; ruleId?: string };

/** Checks an action without changing anything; on success returns the state it leads to. */
export function check(m: LiveMatch, seat: Seat, version: number, action: unknown): Prepared {
  if (m.status === 'open') {
    const free = m.seats.filter((s) => s.name === null && s.bot === null).map((s) => s.seat);
    return {
      ok: false,
      code: 'not-your-turn',
      message: `the match has not started: seat(s) ${free.join(', ')} are free`,
    };
  }
  if (m.status === 'expired')
    return {
      ok: false,
      code: 'not-your-turn',
      message:
        'the match expired (abandoned past the server’s expiry policy): it stays readable but takes no more moves',
    };
  if (m.status === 'finished' || m.status === 'abandoned')
    return { ok: false, code: 'not-your-turn', message: `the match is ${m.status}: it takes no more moves` };
  if (version > m.version || version < m.marks[seat]!)
    return {
      ok: false,
      code: 'stale',
      message: `version ${version} is stale: the match is at version ${m.version}; choose again from the current view`,
    };
  try {
    const at = isUndo(action) ? -1 : m.lists.indexOf(seat, JSON.stringify(action));
    if (at >= 0) {
      const listed = m.legal[seat]![at];
      const r = applyListed(m.game, m.state, seat, listed);
      return {
        ok: true,
        state: r.state,
        events: r.events,
        trail: extendTrail(m.game, m.undo, m.state, seat, listed, r.state),
      };
    }
    // An undo is checked and stored like any action (engine undo.ts).
    const r = step(m.game, m.state, m.undo, seat, action);
    return { ok: true, state: r.state, events: r.events, trail: r.trail };
  } catch (e) {
    const ruleId = (e as { ruleId?: string }).ruleId;
    const message = (e as Error).message;
    if (ruleId === 'ENGINE-TURN') return { ok: false, code: 'not-your-turn', message, ruleId };
    return { ok: false, code: 'illegal', message, ...(ruleId ? { ruleId } : {}) };
  }
}
