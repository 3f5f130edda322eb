/**
 * `act`: a seat's action, handed to the match's action path (match/actions.ts). The answer to a
 * stored action is the update that holds it, then an `ack` when the client labelled it (`ref`);
 * a refusal is an `error` — for a stale action followed by the current view, to choose again.
 */
import type { ActRef } from '@tabula/wire';
import { ackMessage, errorMessage, updateMessage } from '../messages';
import type { Session } from './session';

export async function act(
  c: Session,
  version: number,
  action: unknown,
  receivedAt: number,
  ref?: ActRef,
): Promise<void> {
  // The match, subscriber and seat are read once, before any await: the close handler (or a later
  // hello) may clear or replace the connection's match while the service is still working.
  const m = c.match;
  const sb = c.sub;
  const s = c.seat;
  const labelled = ref === undefined ? {} : { ref };
  if (!m || !sb) return c.send(errorMessage('not-authenticated', 'send hello first', labelled));
  if (s === null) return c.send(errorMessage('spectator', 'spectators cannot act; join a seat to play', labelled));
  const r = await c.service.act(m, s, version, action, receivedAt);
  if (c.ws.readyState !== c.ws.OPEN || c.sub !== sb) return;
  if (r.ok) {
    // After the broadcast of that version's update, so the ack never overtakes it.
    if (ref !== undefined) c.send(ackMessage(ref, r.version));
    return;
  }
  const extra: { ruleId?: string; version?: number; ref?: ActRef } = { version: m.version, ...labelled };
  if (r.ruleId) extra.ruleId = r.ruleId;
  c.send(errorMessage(r.code, r.message, extra));
  if (r.code === 'stale') {
    // Refused with the current view, so the client can choose again.
    c.send(updateMessage(m, sb.viewer, sb.sent, {}, sb.patch));
    sb.sent = m.version;
  }
}
