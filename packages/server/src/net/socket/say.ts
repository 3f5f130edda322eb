/** `chat`: a line of table talk (table/chat.ts), refused with a reason, or stored and sent to everyone. */
import type { QuickMessage } from '@tabula/wire';
import { errorMessage } from '../messages';
import type { Session } from './session';

export async function say(c: Session, line: { text?: string; quick?: QuickMessage }): Promise<void> {
  const m = c.match;
  if (!m) return c.send(errorMessage('not-authenticated', 'send hello first'));
  if (!c.talk.take())
    return c.send(
      errorMessage('rate-limited', 'too many chat lines (at most 5 in 10 seconds a connection): try again in 2 s'),
    );
  const refused = await c.service.chat.say(
    m,
    { seat: c.seat, address: c.address, account: c.frames.account ?? null },
    line,
  );
  if (refused) c.send(errorMessage(refused.code, refused.message));
}
