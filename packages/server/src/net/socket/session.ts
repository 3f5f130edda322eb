/**
 * What one WebSocket connection holds between its messages: the match and seat it greeted, its
 * subscriber, what it was sent, and its greeting and talk budgets. The handlers of each client
 * message (hello.ts, act.ts, say.ts, table.ts) read and change it; connection.ts owns its life.
 */
import type { WebSocket } from 'ws';
import type { LiveMatch } from '../../match/liveMatch';
import type { MatchService, Subscriber } from '../../match/service';
import { GreetingBudget } from '../../limits/greetingBudget';
import { chatBucket, ChatSeen } from '../../table/chat';
import { errorMessage } from '../messages';
import { Outbox } from '../outbox';
import type { ConnectionLimits, FrameOptions } from './limits';

export class Session {
  readonly outbox: Outbox;
  readonly greetings: GreetingBudget;
  /** Characters sent on this connection (a greeting's answer is measured with it). */
  sentChars = 0;
  /** Greetings are answered one after another, so each one's cost is counted before the next is let in. */
  greeting: Promise<unknown> = Promise.resolve();
  /** The client's address for per-address limits, null when they do not apply. */
  readonly address: string | null;
  /** The lines of each match this connection was sent (chat.ts). */
  readonly seen = new ChatSeen();
  /** Lines of talk this connection may say (chat.ts). */
  readonly talk = chatBucket();
  /** Issue 20, point 4: a connection that never greets a match is closed. */
  greeted = false;
  match: LiveMatch | null = null;
  sub: Subscriber | null = null;
  seat: number | null = null;

  constructor(
    readonly ws: WebSocket,
    readonly service: MatchService,
    limits: ConnectionLimits,
    readonly frames: FrameOptions,
  ) {
    this.outbox = new Outbox(ws, frames.batch ?? false, frames.socket ?? null, limits.maxBuffered);
    this.greetings = new GreetingBudget(limits.helloBytesPerSecond, limits.helloBurstBytes);
    this.address = frames.address ?? null;
  }

  /** Queues a message for the client (a subscriber's `send`, hence an arrow). */
  readonly send = (text: string): void => {
    if (this.ws.readyState !== this.ws.OPEN) return;
    this.sentChars += text.length;
    this.outbox.push(text);
  };

  /** What was said before a close is written first: the close frame would otherwise overtake it. */
  close(code: number, reason: string): void {
    this.outbox.flush();
    this.ws.close(code, reason);
  }

  /** A failure while handling one message is answered on this connection and goes no further. */
  guard(work: Promise<unknown>): Promise<unknown> {
    return work.catch((e: unknown) => {
      this.service.metrics.internalErrors++;
      this.send(
        errorMessage(
          'internal',
          `the server could not handle that message; nothing changed (${(e as Error)?.message ?? String(e)})`,
        ),
      );
    });
  }
}
