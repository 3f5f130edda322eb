/**
 * Redis pub/sub between instances: after storing a change, an instance publishes a notice on the
 * match's channel; instances holding the match listen to it. Redis holds nothing that cannot be
 * rebuilt — a notice lost (Redis down, a subscriber reconnecting) is recovered from PostgreSQL by
 * the instances' poll, and when the subscriber connection comes back `onReconnect` asks for a
 * poll at once. Publishing never waits for Redis and never fails an action.
 */
import { createClient } from 'redis';
import type { Notice } from './follow';

/** A notice as sent: who sent it (an instance ignores its own). */
export type Envelope = Notice & { from: string };

const channel = (matchId: string) => `tabula:m:${matchId}`;

/** Reconnect quickly (Redis restarted): 50 ms, doubling, at most 1 s apart. */
const reconnectStrategy = (retries: number) => Math.min(50 * 2 ** retries, 1_000);

export class Notices {
  private readonly pub: ReturnType<typeof createClient>;
  private readonly sub: ReturnType<typeof createClient>;
  private readonly listening = new Set<string>();
  published = 0;
  received = 0;
  /** Times the subscriber connection came back after a loss. */
  reconnects = 0;

  constructor(
    url: string,
    private readonly from: string,
    private readonly onNotice: (matchId: string, n: Envelope) => void,
    private readonly onReconnect: () => void,
  ) {
    // Publishing while Redis is down fails at once rather than queueing stale notices.
    this.pub = createClient({ url, disableOfflineQueue: true, socket: { reconnectStrategy, connectTimeout: 2_000 } });
    this.sub = createClient({ url, socket: { reconnectStrategy, connectTimeout: 2_000 } });
    // Errors are the reconnect loop's business; an unhandled 'error' event would end the process.
    this.pub.on('error', () => undefined);
    this.sub.on('error', () => undefined);
    let first = true;
    this.sub.on('ready', () => {
      if (!first) {
        this.reconnects++;
        this.onReconnect();
      }
      first = false;
    });
  }

  /** Connects both clients (waiting at most `waitMs`: an instance starts while Redis is down). */
  async start(waitMs = 5_000): Promise<void> {
    const connected = Promise.all([this.pub.connect(), this.sub.connect()]).catch(() => undefined);
    await Promise.race([connected, new Promise((r) => setTimeout(r, waitMs).unref())]);
  }

  get up(): boolean {
    return this.pub.isReady && this.sub.isReady;
  }

  publish(matchId: string, notice: Notice): void {
    if (!this.pub.isReady) return;
    this.published++;
    this.pub.publish(channel(matchId), JSON.stringify({ ...notice, from: this.from })).catch(() => undefined);
  }

  listen(matchId: string): void {
    if (this.listening.has(matchId)) return;
    this.listening.add(matchId);
    this.sub
      .subscribe(channel(matchId), (text) => {
        let n: Envelope;
        try {
          n = JSON.parse(text) as Envelope;
        } catch {
          return;
        }
        if (n.from === this.from) return;
        this.received++;
        this.onNotice(matchId, n);
      })
      .catch(() => undefined);
  }

  unlisten(matchId: string): void {
    if (!this.listening.delete(matchId)) return;
    this.sub.unsubscribe(channel(matchId)).catch(() => undefined);
  }

  /** Resolves when Redis answers a PING within `ms`. */
  async ping(ms = 1_000): Promise<void> {
    await Promise.race([
      this.pub.ping(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('Redis did not answer')), ms).unref()),
    ]);
  }

  async stop(): Promise<void> {
    for (const c of [this.pub, this.sub]) if (c.isOpen) await c.close().catch(() => c.destroy());
  }
}
