/**
 * The matches: what the rest of the server asks of them. Its parts, each given a small interface
 * of what it needs: applying an action (`actions.ts`, the path of an action written down in
 * full), creating and joining (`seats/seating.ts`), the matches in memory, loaded from storage on
 * first use (`resident.ts`), sending every subscriber its own redacted update (`net/fanout.ts`),
 * the bots (`bots/driver.ts`), absence and chat (`table/`), and following what other instances
 * stored (`cluster/follow.ts`). The HTTP API reads matches through `matchInfo.ts` and `records.ts`.
 */
import type { Seat } from '@tabula/engine';
import { BotDriver } from '../bots/driver';
import type { BotPool } from '../bots/pool';
import { GroupCommitter } from './committer';
import type { LiveMatch } from './liveMatch';
import { Fanout, type Subscriber } from '../net/fanout';
import type { Metrics } from '../metrics';
import { Absence } from '../table/absence';
import { Chat } from '../table/chat';
import { MemoryQuotas, type Quotas } from '../limits/quota';
import type { ChatEntry, ExpiryCutoff, Store, StoredMatch } from '../store/store';
import type { ClusterHooks } from '../cluster/hooks';
import { type Notice, refreshCopy } from '../cluster/follow';
import { Resident, SNAPSHOT_EVERY } from './resident';
import { Seating } from '../seats/seating';
import { recheckAccountLinks } from '../seats/accountLinks';
import { type ActionHost, type ActResult, Actions } from './actions';
import type { CreateMatch, Created, Joined, JoinMatch } from '@tabula/wire';

export type { Subscriber } from '../net/fanout';
export type { ActResult } from './actions';
export { SNAPSHOT_EVERY } from './resident';

export class MatchService {
  /** The matches in memory here (resident.ts). */
  readonly resident = new Resident(this);
  /** Who watches each match here, and what they are sent (net/fanout.ts). */
  readonly fanout = new Fanout((m) => this.cluster?.publish(m.id, { kind: 'presence', counts: [...m.connected] }));
  /** Creating matches and giving people seats (seats/seating.ts). */
  readonly seating = new Seating(this);
  private readonly committer: GroupCommitter;
  private readonly bots: BotDriver;
  /** The path of an action (actions.ts). */
  private readonly actions: Actions;
  /** The server is shutting down: no action is taken any more. */
  closing = false;

  /** Seats handed to bots and back, resignations, clocks running out (absence.ts). */
  readonly absence: Absence;

  /** Several instances (src/cluster/, issue 26); null for a single instance. */
  cluster: ClusterHooks | null = null;

  /**
   * Told after each stored action which seats owed a decision before it (push/turnNotices.ts
   * sends "your move" from it); null without push.
   */
  decisionsOwed: ((m: LiveMatch, before: readonly Seat[]) => void) | null = null;

  /** Limits per address, match and seat (quota.ts): in Redis when several instances share them. */
  quotas: Quotas = new MemoryQuotas();

  get clustered(): boolean {
    return this.cluster !== null;
  }

  constructor(
    readonly store: Store,
    readonly metrics: Metrics,
    readonly pool: BotPool,
    botDelayMs = 0,
    /** The server's clock (ms since the epoch); tests inject one and run it forward. */
    readonly now: () => number = Date.now,
  ) {
    this.committer = new GroupCommitter(store, store.writeLanes ?? 1);
    this.bots = new BotDriver(this, pool, botDelayMs);
    this.actions = new Actions(this.actionHost(), this.committer);
    this.absence = new Absence(this, store);
    this.chat = new Chat(this, store);
  }

  /** Table talk (chat.ts). */
  readonly chat: Chat;

  /** Sends a text to everyone at the match's table but `except` (chat lines, presence). */
  tell(m: LiveMatch, text: string, except?: Subscriber): void {
    this.fanout.tell(m, text, except);
  }

  /**
   * The matches in memory whose clocks this server keeps (the clock tick looks at the running ones
   * with a clock): with several instances, only those it holds the lease of.
   */
  *liveMatches(): IterableIterator<LiveMatch> {
    for (const m of this.resident.all()) if (this.drives(m)) yield m;
  }

  /** Whether this server plays the match's bots and keeps its clock (several instances: the lease holder). */
  drives(m: LiveMatch): boolean {
    return this.cluster === null || this.cluster.owns(m.id);
  }

  /** Lets the match's bots play (after a seat was handed to one). */
  drive(m: LiveMatch): void {
    this.bots.drive(m);
  }

  /** Told of every match that ends here, once it is stored (server.ts: the ratings). */
  private readonly endListeners: Array<(m: LiveMatch) => void> = [];

  /** `listener` hears of every match this server ends: with a result (an action, a concession) or abandoned. */
  onEnd(listener: (m: LiveMatch) => void): void {
    this.endListeners.push(listener);
  }

  /** A match ended here, stored: its listeners hear of it. */
  ended(m: LiveMatch): void {
    for (const listener of this.endListeners) listener(m);
  }

  /** Several instances: tells the others about a table change this server stored (absence.ts). */
  changed(m: LiveMatch): void {
    this.cluster?.publish(m.id, { kind: 'change' });
  }

  /** Several instances: tells the others about a line of table talk stored here (chat.ts). */
  said(m: LiveMatch, entry: ChatEntry): void {
    this.cluster?.publish(m.id, { kind: 'chat', entry });
  }

  /** Several instances: who is connected to another instance; the table hears of a change. */
  heardPresence(m: LiveMatch, from: string, counts: number[]): void {
    const before = JSON.stringify(m.seatInfo());
    m.remoteConnected.set(from, { counts, at: this.now() });
    if (JSON.stringify(m.seatInfo()) !== before) this.fanout.presence(m);
  }

  /** The match if it is in memory here (several instances: a notice about it concerns this copy). */
  peek(id: string): LiveMatch | undefined {
    return this.resident.get(id);
  }

  /**
   * Several instances: brings the copy up to what the database holds (after a notice, a lost
   * notice found by the poll, a lost race, a greeting), on the match's chain, and tells this
   * server's subscribers. With a notice that follows on directly, it needs no read.
   */
  refresh(m: LiveMatch, notice?: Notice): Promise<void> {
    const run = () => this.refreshInChain(m, notice);
    const result = m.chain.then(run, run);
    m.chain = result.catch(() => undefined);
    return result;
  }

  /** Connections whose seat an account opened lose it once the account holds it no more (accountLinks.ts). */
  recheckLinks(m: LiveMatch): Promise<void> {
    return recheckAccountLinks(this, m);
  }

  /** `refresh` without queueing: for work already running on the match's chain (cluster/follow.ts). */
  refreshInChain(m: LiveMatch, notice?: Notice): Promise<void> {
    return refreshCopy(this, m, notice);
  }

  get commitBatches(): number {
    return this.committer.batches;
  }

  get liveCount(): number {
    return this.resident.size;
  }

  /** Creates a match (seating.ts); `from`: the creating address, null when exempt from per-address limits. */
  create(req: CreateMatch, from: string | null = null): Promise<Created> {
    return this.seating.create(req, from);
  }

  /** Gives a person a seat (seating.ts). */
  join(id: string, req: JoinMatch): Promise<Joined> {
    return this.seating.join(id, req);
  }

  /** The match in memory, loaded and replayed from storage on first use; null if unknown (resident.ts). */
  open(id: string, fresh?: StoredMatch, made?: boolean): Promise<LiveMatch | null> {
    return this.resident.open(id, fresh, made);
  }

  /** Drops a match nobody watches from memory unless something still runs in it (resident.ts). */
  evictIfIdle(m: LiveMatch): void {
    this.resident.evictIfIdle(m);
  }

  /** Whether any connection to this server watches the match. */
  watched(id: string): boolean {
    return this.fanout.watched(id);
  }

  /** A connection watches the match from now on; it is sent its update since `since`. */
  subscribe(m: LiveMatch, sub: Subscriber, since: number): void {
    this.fanout.subscribe(m, sub, since);
  }

  unsubscribe(m: LiveMatch, sub: Subscriber): void {
    if (this.fanout.unsubscribe(m, sub)) this.evictIfIdle(m);
  }

  /** Sends subscribers their update since what each last saw (fanout.ts). */
  broadcast(m: LiveMatch, except?: Subscriber, urgent?: readonly Seat[], onlyBehind = false): void {
    this.fanout.broadcast(m, except, urgent, onlyBehind);
  }

  /** Applies `seat`'s action chosen against `version`: the path of an action (actions.ts). */
  act(
    m: LiveMatch,
    seat: Seat,
    version: number,
    action: unknown,
    receivedAt = performance.now(),
    by: 'person' | 'bot' = 'person',
  ): Promise<ActResult> {
    return this.actions.act(m, seat, version, action, receivedAt, by);
  }

  /**
   * Marks the matches idle past the cutoffs `expired` (expiry.ts). A live one is told (its
   * players see the status) and its bots stop: the driver only plays running matches.
   */
  async expire(cutoff: ExpiryCutoff): Promise<string[]> {
    const ids = await this.store.expireMatches(cutoff);
    for (const id of ids) {
      this.cluster?.publish(id, { kind: 'change' });
      const m = this.resident.get(id);
      if (!m || m.status === 'finished') continue;
      m.status = 'expired';
      this.broadcast(m);
      this.pool.forget(id);
      this.evictIfIdle(m);
    }
    return ids;
  }

  /** After a restart: load the running matches that have bots, so the bots play on. */
  async resumeBots(): Promise<number> {
    // Several instances: the leases decide who drives which match (src/cluster/leases.ts).
    if (this.cluster) return 0;
    const running = await this.store.listMatches({ status: ['running'], limit: 100_000 });
    let n = 0;
    for (const s of running.filter((x) => x.clock || x.seats.some((seat) => seat.bot !== null))) {
      const m = await this.open(s.id).catch(() => null);
      if (m) {
        this.bots.drive(m);
        n++;
      }
    }
    return n;
  }

  /** What the action path is given (actions.ts): the parts it hands a stored action to. */
  private actionHost(): ActionHost {
    const service = this;
    return {
      metrics: this.metrics,
      get cluster() {
        return service.cluster;
      },
      get closing() {
        return service.closing;
      },
      now: this.now,
      refreshInChain: (m) => this.refreshInChain(m),
      snapshot: (m) => this.resident.snapshot(m),
      broadcast: (m, except, urgent) => this.fanout.broadcast(m, except, urgent),
      drive: (m) => this.bots.drive(m),
      forget: (id) => this.pool.forget(id),
      ended: (m) => this.ended(m),
      settled: (m) => {
        if (!this.fanout.watched(m.id)) this.evictIfIdle(m);
      },
      snapshotEvery: SNAPSHOT_EVERY,
      owed: (m, before) => this.decisionsOwed?.(m, before),
    };
  }

  async close(): Promise<void> {
    this.closing = true;
    this.bots.stop();
    this.fanout.close();
    await Promise.all([...this.resident.all()].map((m) => m.chain.catch(() => undefined)));
  }
}
