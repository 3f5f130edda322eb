/**
 * The matches: applying actions (one at a time per match, acknowledged only once stored) and what
 * the rest of the server asks of them. Its parts: creating and joining (`seating.ts`), the matches
 * in memory, loaded from storage on first use (`resident.ts`), sending every subscriber its own
 * redacted update (`fanout.ts`), and following what other instances stored (`cluster/follow.ts`).
 * The HTTP API reads matches through `matchInfo.ts` and `records.ts`.
 */
import { isUndo, type Seat } from '@tabula/engine';
import { BotDriver } from '../bots/driver';
import type { BotPool } from '../bots/pool';
import { GroupCommitter } from './committer';
import type { LiveMatch } from './liveMatch';
import { Fanout, type Subscriber } from '../net/fanout';
import type { Metrics } from '../metrics';
import { Absence } from '../table/absence';
import { clockAfter } from '../table/matchClock';
import { withResignations } from '../table/resign';
import { Chat } from '../table/chat';
import { MemoryQuotas, type Quotas } from '../limits/quota';
import {
  type ActionRow,
  type ChatEntry,
  ConflictError,
  type ExpiryCutoff,
  type Store,
  type StoredMatch,
} from '../store/store';
import type { ClusterHooks } from '../cluster/hooks';
import { type Notice, refreshCopy } from '../cluster/follow';
import { Resident, SNAPSHOT_EVERY } from './resident';
import { Seating } from '../seats/seating';
import { tokenMatches } from '../seats/tokens';
import type { CreateMatch, Created, ErrorCode, Joined, JoinMatch } from '@tabula/wire';

export type { Subscriber } from '../net/fanout';
export { SNAPSHOT_EVERY } from './resident';

/** Times an action is checked again after another instance changed the match first (cluster). */
const CONFLICT_RETRIES = 5;

/** Stored as `version` (the match's version after the action), or refused with nothing changed. */
export type ActResult =
  | { ok: true; version: number }
  | { ok: false; code: ErrorCode; message: string; ruleId?: string };

export class MatchService {
  /** The matches in memory here (resident.ts). */
  private readonly resident = new Resident(this);
  /** Who watches each match here, and what they are sent (fanout.ts). */
  private readonly fanout = new Fanout((m) =>
    this.cluster?.publish(m.id, { kind: 'presence', counts: [...m.connected] }),
  );
  private readonly seating = new Seating(this);
  private readonly committer: GroupCommitter;
  private readonly bots: BotDriver;
  private closing = false;

  /** Seats handed to bots and back, resignations, clocks running out (absence.ts). */
  readonly absence: Absence;

  /** Several instances (src/cluster/, issue 26); null for a single instance. */
  cluster: ClusterHooks | null = null;

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

  /** The ids of the matches in memory here. */
  liveIds(): string[] {
    return this.resident.ids();
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
  open(id: string, fresh?: StoredMatch): Promise<LiveMatch | null> {
    return this.resident.open(id, fresh);
  }

  /** Drops a match nobody watches from memory unless something still runs in it (resident.ts). */
  evictIfIdle(m: LiveMatch): void {
    this.resident.evictIfIdle(m);
  }

  /** Whether any connection to this server watches the match. */
  watched(id: string): boolean {
    return this.fanout.watched(id);
  }

  /**
   * The seat a token belongs to in this match, or null. Every seat is checked (constant time
   * each). A seat a bot plays for its absent person is still that person's.
   */
  seatOf(m: LiveMatch, token: string): Seat | null {
    let found: Seat | null = null;
    for (const s of m.seats) if (tokenMatches(token, s.tokenHash)) found = s.seat;
    return found;
  }

  /** A connection watches the match from now on; it is sent its update since `since`. */
  subscribe(m: LiveMatch, sub: Subscriber, since: number): void {
    this.fanout.subscribe(m, sub, since);
  }

  /** Sends one subscriber its update since `since` (a greeting, or a greeting repeated). */
  resync(m: LiveMatch, sub: Subscriber, since: number): void {
    this.fanout.resync(m, sub, since);
  }

  unsubscribe(m: LiveMatch, sub: Subscriber): void {
    if (this.fanout.unsubscribe(m, sub)) this.evictIfIdle(m);
  }

  /** Sends subscribers their update since what each last saw (fanout.ts). */
  broadcast(m: LiveMatch, except?: Subscriber, urgent?: readonly Seat[], onlyBehind = false): void {
    this.fanout.broadcast(m, except, urgent, onlyBehind);
  }

  /**
   * Applies `seat`'s action chosen against `version`. Actions of one match are handled one after
   * another; the update goes out only after the action is durably stored.
   */
  act(
    m: LiveMatch,
    seat: Seat,
    version: number,
    action: unknown,
    receivedAt = performance.now(),
    by: 'person' | 'bot' = 'person',
  ): Promise<ActResult> {
    m.inFlight++;
    // Anonymous arrows: under tsx a named closure made per action pays a redefinition of its name.
    const result = m.chain
      .then(
        () => this.actNow(m, seat, version, action, receivedAt, by),
        () => this.actNow(m, seat, version, action, receivedAt, by),
      )
      .finally(() => {
        m.inFlight--;
        if (!this.fanout.watched(m.id)) this.evictIfIdle(m);
      });
    m.chain = result;
    return result;
  }

  /** `act` once the match's earlier actions are settled. */
  private async actNow(
    m: LiveMatch,
    seat: Seat,
    version: number,
    action: unknown,
    receivedAt: number,
    by: 'person' | 'bot',
  ): Promise<ActResult> {
    for (let attempt = 0; ; attempt++) {
      if (this.closing) return { ok: false, code: 'internal', message: 'the server is shutting down; nothing changed' };
      // A seat is played by its person or, while they are away, by a bot: never both.
      const botSeat = m.seats[seat]?.bot != null;
      if (by === 'bot' && !botSeat)
        return { ok: false, code: 'not-your-turn', message: `seat ${seat} is played by its person again` };
      if (by === 'person' && botSeat)
        return {
          ok: false,
          code: 'not-your-turn',
          message: m.resigned().includes(seat)
            ? 'you resigned: a bot plays your seat'
            : 'a bot plays your seat while you are away; greet the match again (hello) to take it back',
        };
      const p = m.prepare(seat, version, action);
      if (!p.ok) {
        this.metrics.refused++;
        return p;
      }
      const outcome = withResignations(m.game.outcome(p.state), m.resigned());
      // Only a move feeds a clock; an undo restores the clock it takes back (issue 41, matchClock.ts).
      // The seats that owe a decision after it, once: for the clock and for the lobby's turn.
      const toMove = m.game.activeSeats(p.state);
      const clock = clockAfter(m, seat, toMove, p.trail, isUndo(action), this.now());
      const storing = performance.now();
      // Several instances: stored only if nobody changed the match since this copy's seq.
      // Every field present (undefined when absent): one object shape per action row.
      // Whose turn it is after it goes with the action: the lobby reads it from there (issue 41, item 1).
      const row: ActionRow = {
        matchId: m.id,
        index: m.version,
        seat,
        action,
        clock: clock ?? undefined,
        toMove,
        seq: this.cluster ? m.seq : undefined,
      };
      try {
        await this.committer.append(row, outcome);
      } catch (e) {
        if (e instanceof ConflictError && attempt < CONFLICT_RETRIES) {
          // Another instance changed the match first: read what it stored, then check again.
          this.cluster?.conflicted();
          await this.refreshInChain(m);
          continue;
        }
        return {
          ok: false,
          code: 'internal',
          message: `the action could not be stored; nothing changed (${(e as Error).message})`,
        };
      }
      this.metrics.committed(performance.now() - storing);
      m.commit(seat, p.state, p.events, p.trail);
      m.seq += 1;
      if (clock) m.clock = clock;
      this.cluster?.publish(m.id, {
        kind: 'action',
        seq: row.seq ?? 0,
        index: row.index,
        seat,
        action,
        ...(clock ? { clock } : {}),
      });
      // None at the end: a match opens from a snapshot at least MAX_EVENT_VERSIONS old, so a
      // last one was never read, and it was a write (on PostgreSQL a commit) per finished match.
      if (m.snapshotDue(SNAPSHOT_EVERY)) this.resident.snapshot(m);
      this.broadcast(m, undefined, [seat, ...m.active]);
      this.metrics.action(performance.now() - receivedAt);
      if (m.outcome) this.pool.forget(m.id);
      else this.bots.drive(m);
      return { ok: true, version: m.version };
    }
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

  async close(): Promise<void> {
    this.closing = true;
    this.bots.stop();
    this.fanout.close();
    await Promise.all([...this.resident.all()].map((m) => m.chain.catch(() => undefined)));
  }
}
