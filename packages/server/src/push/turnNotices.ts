/**
 * When to send "your move" by push (issue 44): a decision becomes owed to a seat — it was not
 * among the seats to move before an action and is after it — in a match with a turn-based clock,
 * the seat is its person's (no bot plays it), an account holds it, and that seat has no open
 * connection on any instance (no open tab). Each account's subscriptions get one message.
 *
 * `owed` runs on the action's path, after the update went out, and only decides whether anything
 * may be due; the rest (the store's reads, encryption, the posts) runs later, one notice after
 * another, so a push never delays an acknowledgement. Only the instance that stored the action
 * runs it (cluster followers never take the action path), so a cluster sends each notice once.
 * With several instances a notice first waits `settleMs`: a copy of the match loaded here
 * recently learns of a tab open on another instance only when that instance repeats who is
 * connected to it (every 10 s), and a notice sent before would reach a person looking at the match.
 */
import type { Seat } from '@tabula/engine';
import type { LiveMatch } from '../match/liveMatch';
import type { AccountStore } from '../store/accountRows';
import type { PushStore } from '../store/pushRows';
import type { PushSender } from './sender';
import { turnPush, turnTopic } from './turnPush';

/** The seats' last notified versions remembered (a guard against a second notice for one turn). */
const REMEMBERED = 10_000;
/** The longest a push service keeps a message for an offline browser (4 weeks, its usual limit). */
const TTL_MAX_S = 28 * 24 * 3600;

export class TurnNotices {
  private chain: Promise<void> = Promise.resolve();
  /** Notices waiting or being sent. */
  private readonly pending = new Set<Promise<void>>();
  /** Per `match:seat`, the version of its last notice: never two for the same owed turn. */
  private readonly notified = new Map<string, number>();

  constructor(
    private readonly store: Pick<AccountStore, 'seatHolder'> & Pick<PushStore, 'pushSubscriptionsOf'>,
    private readonly sender: PushSender,
    private readonly settleMs = 0,
  ) {}

  /** After an action of `m` was stored and sent: `before` are the seats that owed before it. */
  owed(m: LiveMatch, before: readonly Seat[]): void {
    if (m.clock?.config.kind !== 'turn' || m.status !== 'running') return;
    for (const seat of m.people(m.active)) {
      if (before.includes(seat)) continue;
      const key = `${m.id}:${seat}`;
      if (this.notified.get(key) === m.version) continue;
      this.remember(key, m.version);
      this.queue(m, seat, m.version);
    }
  }

  /** Resolves once every notice queued so far is sent or given up (tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }

  private remember(key: string, version: number): void {
    this.notified.delete(key);
    this.notified.set(key, version);
    if (this.notified.size > REMEMBERED) this.notified.delete(this.notified.keys().next().value!);
  }

  private queue(m: LiveMatch, seat: Seat, version: number): void {
    // At the soonest after this run of the event loop, whose writes hold the acknowledgement.
    const due = new Promise<void>((r) => (this.settleMs > 0 ? setTimeout(r, this.settleMs).unref() : setImmediate(r)));
    const job = due.then(() => {
      const run = () => this.notify(m, seat, version);
      return (this.chain = this.chain.then(run, run).catch(() => undefined));
    });
    this.pending.add(job);
    void job.finally(() => this.pending.delete(job));
  }

  private async notify(m: LiveMatch, seat: Seat, version: number): Promise<void> {
    // The seat's mark moves when it acts or its turn changes (liveMatch.ts): a notice that waited
    // (several instances) past the seat's move, or past a newer turn with its own notice, is dropped.
    const stale = !m.active.includes(seat) || m.marks[seat] !== version || m.status !== 'running';
    // A tab of the match opened meanwhile: nothing to say.
    if (stale || m.seatInfo()[seat]!.connected) return;
    const account = await this.store.seatHolder(m.id, seat);
    if (account === null) return;
    const subscriptions = await this.store.pushSubscriptionsOf(account);
    if (subscriptions.length === 0) return;
    const config = m.clock!.config;
    const ttlSeconds = Math.min(TTL_MAX_S, Math.ceil((config.kind === 'turn' ? config.turnMs : 0) / 1000));
    const message = { data: turnPush(m, seat, version), ttlSeconds, topic: turnTopic(m.id, seat) };
    await Promise.all(subscriptions.map((s) => this.sender.send(s, message)));
  }
}
