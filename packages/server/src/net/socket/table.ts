/**
 * `resign` and `leave` (table/absence.ts): the updates that follow are the answer. One that
 * changes nothing is refused with the reason (issue 41: every message gets a reply), also when
 * that is found only on the match's chain (two resigns at once).
 */
import { errorMessage } from '../messages';
import type { Session } from './session';

export async function resignOrLeave(c: Session, what: 'resign' | 'leave'): Promise<void> {
  const m = c.match;
  const s = c.seat;
  if (!m) return c.send(errorMessage('not-authenticated', 'send hello first'));
  if (s === null) return c.send(errorMessage('spectator', 'spectators have no seat to leave'));
  if (m.status !== 'running') return c.send(errorMessage('not-your-turn', `the match is ${m.status}`));
  const events = m.tableEvents.length;
  const absence = c.service.absence;
  const refused = await (what === 'resign' ? absence.resign(m, s) : absence.leave(m, s));
  if (refused) c.send(errorMessage(refused.code, refused.message));
  // Found only on the match's chain (two resigns at once, the match ended meanwhile).
  else if (m.tableEvents.length === events)
    c.send(errorMessage('not-your-turn', `nothing changed: the match is ${m.status}`));
}
