/**
 * Seeks (issue 44, "Finding a game"), a module in the manner of Lichess's `lobby`: it owns its
 * table (store/seekRows.ts) and hears of the rest through small interfaces — the ratings for a
 * seeker's number, a `blocked` answer for pairs never to seat together, and a `TableHost` to make
 * the match. Several instances share the pool through the store: a table is claimed with a
 * compare-and-set, so no seek is seated twice, and a claim that loses the race is given back.
 *
 * Pairing runs when a seek is made, at each poll and on a periodic sweep (ranges widen as seekers
 * wait, so a pool that could not pair may pair later). Within one instance pairings run one at a
 * time, and a pairing asked for while one waits to run is that one.
 */
import { randomBytes } from 'node:crypto';
import type { OpenSeek, OpenSeeks, SeekRequest, SeekState } from '@tabula/wire';
import { findGame } from '@tabula/wire/games';
import { HttpError } from '../net/httpError';
import { shownRating } from '../rating/scale';
import type { AccountStore } from '../store/accountRows';
import type { RatingStore } from '../store/ratingRows';
import type { SeekRow, SeekStore } from '../store/seekRows';
import type { Store } from '../store/store';
import { askedOnce, type Blocked, formTable, planTables } from './pairing';
import { poolKey, reach, speedKey, speedOf } from './rules';
import { startTable, type TableHost, tableOf } from './table';

/** A rating before any rated game (openskill's defaults on the shown scale, rating/scale.ts). */
const NEW_RATING = shownRating({ mu: 25, sigma: 25 / 3 });
/**
 * Polls ask for a pairing at most this often (ms): ranges widen every 10 s (rules.ts) and new
 * seeks pair as they are made, so a second's wait changes no table.
 */
const POLL_PAIRING_MS = 1_000;
/** The open seeks a lobby is sent at most. */
const LISTED = 100;

export interface SeekOptions {
  /** A real-time seek not polled for this long has ended: its seeker left (default 15 s). */
  heartbeatMs: number;
  /** A turn-based seek waits this long at most (default 7 days). */
  turnLifetimeMs: number;
  /** How often waiting seeks are paired and stale ones ended (default 5 s; 0: never, tests sweep by hand). */
  sweepMs: number;
  /** A claim not matched within this long is given back (an instance stopped in between; default 60 s). */
  claimTimeoutMs: number;
}

const DEFAULT_SEEK_OPTIONS: SeekOptions = {
  heartbeatMs: 15_000,
  turnLifetimeMs: 7 * 86_400_000,
  sweepMs: 5_000,
  claimTimeoutMs: 60_000,
};

export interface SeekHost {
  store: SeekStore & Pick<RatingStore, 'ratingsOf'> & Pick<AccountStore, 'accountById'> & Pick<Store, 'seatTables'>;
  tables: TableHost;
  /** Whether either account blocks the other: such a pair is never seated together. */
  blocked: Blocked;
  /**
   * `blocked` for a sweep's accounts, read once for them all (relation/blocked.ts); absent:
   * `blocked` is asked once per pair.
   */
  blockedAmong?: (accountIds: readonly string[]) => Promise<Blocked>;
  now(): number;
  /** A pairing that failed (a store error): logged; the seeks stay in the pool for the next one. */
  log(e: unknown): void;
}

export class Seeks {
  private readonly o: SeekOptions;
  private running: Promise<void> = Promise.resolve();
  private queued: Promise<void> | null = null;
  private timer: NodeJS.Timeout | null = null;
  /** When the last pairing here started (host clock): polls ask for one at most every POLL_PAIRING_MS. */
  private pairedAt = Number.NEGATIVE_INFINITY;
  /** Told how long each table took from its claim to its match started (ms): `tabula bench seeks`. */
  onTable: ((ms: number) => void) | null = null;

  constructor(
    private readonly host: SeekHost,
    o: Partial<SeekOptions> = {},
  ) {
    this.o = { ...DEFAULT_SEEK_OPTIONS, ...o };
  }

  /** A new seek of the account: stored, then paired with its pool at once. */
  async create(accountId: string, req: SeekRequest): Promise<SeekState> {
    const seek = await this.newSeek(accountId, req, req.range ?? null);
    await this.host.store.addSeek(seek);
    await this.pairLogged();
    return this.stateOf((await this.host.store.seekById(seek.id))!);
  }

  /**
   * The seeker's poll: its seek's state; a real-time seek's heartbeat, and a chance to pair when
   * no pairing started here in the last POLL_PAIRING_MS (issue 44: a thousand seekers polling
   * every 2.5 s asked for a pairing — a read of the whole pool — hundreds of times a second).
   */
  async poll(id: string, accountId: string): Promise<SeekState> {
    const seek = await this.own(id, accountId);
    // A seek past its end stays ended: a late poll does not bring a departed seeker back.
    if (seek.status !== 'waiting' || Date.parse(seek.endsAt) < this.host.now()) return this.stateOf(seek);
    if (speedOf(seek.speed).kind === 'realtime')
      await this.host.store.renewSeek(id, this.iso(this.host.now() + this.o.heartbeatMs));
    if (this.host.now() - this.pairedAt < POLL_PAIRING_MS) return this.stateOf(seek);
    await this.pairLogged();
    return this.stateOf((await this.host.store.seekById(id))!);
  }

  /** Cancels the account's own waiting seek; a 409 when it was matched or ended first. */
  async cancel(id: string, accountId: string): Promise<SeekState> {
    const seek = await this.own(id, accountId);
    if (!(await this.host.store.cancelSeek(id, accountId))) {
      const now = (await this.host.store.seekById(id))!;
      throw new HttpError(
        409,
        `seek ${id} is ${now.status === 'waiting' ? 'being seated' : now.status}: it cannot be cancelled`,
      );
    }
    return this.stateOf({ ...seek, status: 'cancelled' });
  }

  /** The waiting seeks a lobby lists, the longest waiting first; `viewer`'s own are marked. */
  async open(game: string | undefined, viewer: string | null): Promise<OpenSeeks> {
    const waiting = await this.host.store.waitingSeeks(this.iso(this.host.now()), game);
    const seeks = waiting.slice(0, LISTED).map(
      (s): OpenSeek => ({
        id: s.id,
        username: s.username,
        game: s.game as OpenSeek['game'],
        rating: s.rating,
        players: s.players,
        speed: speedOf(s.speed),
        rated: s.rated,
        since: s.createdAt,
        mine: s.accountId === viewer,
      }),
    );
    return { seeks };
  }

  /**
   * Joins an open seek: the account's own seek with its settings (accepting any rating: the
   * joiner chose this seeker), seated with it first; the table starts at once when that fills it.
   */
  async join(targetId: string, accountId: string): Promise<SeekState> {
    const target = await this.host.store.seekById(targetId);
    const now = this.host.now();
    if (!target) throw new HttpError(404, `no seek "${targetId}"`);
    if (target.status !== 'waiting' || Date.parse(target.endsAt) < now)
      throw new HttpError(409, `seek ${targetId} is no longer open`);
    if (target.accountId === accountId) throw new HttpError(409, 'this is your own seek: it cannot be joined');
    if (await this.host.blocked(accountId, target.accountId)) throw new HttpError(409, 'this seek cannot be joined');
    const req: SeekRequest = {
      game: target.game as SeekRequest['game'],
      players: target.players,
      speed: speedOf(target.speed),
      rated: target.rated,
    };
    const mine = await this.newSeek(accountId, req, null);
    const gap = Math.abs(mine.rating - target.rating);
    if (gap > reach(target, now))
      throw new HttpError(
        409,
        `your rating ${mine.rating} is outside this seek's range (${target.rating} ± ${reach(target, now)})`,
      );
    await this.host.store.addSeek(mine);
    await this.inTurn(async () => {
      const pool = (await this.host.store.waitingSeeks(this.iso(this.host.now()), target.game)).filter(
        (s) => poolKey(s) === poolKey(target),
      );
      const table = await formTable([target, mine], pool, this.host.now(), this.host.blocked);
      if (table) await this.seat([table]);
    }).catch((e) => this.host.log(e));
    return this.stateOf((await this.host.store.seekById(mine.id))!);
  }

  /** Ends stale seeks, gives back forgotten claims, and pairs every pool (the periodic sweep). */
  async sweep(): Promise<void> {
    const now = this.host.now();
    await this.host.store.endStaleSeeks(this.iso(now), this.iso(now - this.o.claimTimeoutMs));
    await this.pair();
  }

  start(): void {
    if (this.o.sweepMs <= 0 || this.timer) return;
    this.timer = setInterval(() => void this.sweep().catch((e) => this.host.log(e)), this.o.sweepMs);
    this.timer.unref();
  }

  stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    return this.running;
  }

  /**
   * Pairs every pool once. A call while a pairing waits to run joins that one: it will read the
   * seeks as they are when it starts, which includes whatever asked for it.
   */
  pair(): Promise<void> {
    if (this.queued) return this.queued;
    const run = this.inTurn(async () => {
      this.queued = null;
      const now = this.host.now();
      this.pairedAt = now;
      const waiting = await this.host.store.waitingSeeks(this.iso(now));
      if (waiting.length < 2) return;
      const blocked = this.host.blockedAmong
        ? await this.host.blockedAmong([...new Set(waiting.map((s) => s.accountId))])
        : askedOnce(this.host.blocked);
      const tables = await planTables(waiting, now, blocked);
      if (tables.length) await this.seat(tables);
    });
    this.queued = run;
    return run;
  }

  /** A pairing a request asked for: its failure is logged, not the request's (the seek is stored and waits). */
  private pairLogged(): Promise<void> {
    return this.pair().catch((e) => this.host.log(e));
  }

  /** Runs `work` after the pairings before it (one at a time here; the store arbitrates between instances). */
  private inTurn(work: () => Promise<void>): Promise<void> {
    const run = this.running.then(work);
    this.running = run.catch(() => undefined);
    return run;
  }

  /**
   * Claims the planned tables at once (one statement on PostgreSQL), stores the match of every
   * claim that held at once (store `seatTables`: one statement on PostgreSQL, issue 44's bench),
   * then starts each; a lost claim leaves its table to whoever won.
   */
  private async seat(tables: ReadonlyArray<readonly SeekRow[]>): Promise<void> {
    const started = performance.now();
    const claims = tables.map((table) => ({ table, claim: randomBytes(12).toString('base64url') }));
    const won = await this.host.store.claimTables(
      claims.map(({ table, claim }) => ({ claim, ids: table.map((s) => s.id) })),
      this.iso(this.host.now()),
    );
    const now = this.host.now();
    const made = claims.filter((c) => won.has(c.claim)).map((c) => tableOf(c.table, c.claim, now));
    if (!made.length) return;
    try {
      await this.host.store.seatTables(made);
    } catch (e) {
      // Nothing was stored: the seeks go back to the pool for the next pairing.
      await Promise.all(made.map((t) => this.host.store.releaseClaim(t.claim)));
      throw e;
    }
    const opened = made.map(async (t) => {
      await startTable(this.host.tables, t.match);
      this.onTable?.(performance.now() - started);
    });
    // Every table is started (or fails alone: its match is stored, and opens on its players' hello).
    const failed = (await Promise.allSettled(opened)).find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
  }

  /** A seek row for the request, checked against the game and the account's waiting seeks. */
  private async newSeek(accountId: string, req: SeekRequest, range: number | null): Promise<SeekRow> {
    const game = findGame(req.game)!;
    const max = game.facts.maxPlayers;
    if (req.players > max)
      throw new HttpError(400, `${req.game} is for 2–${max} players in a seek, not ${req.players}`);
    const account = await this.host.store.accountById(accountId);
    if (!account) throw new HttpError(401, 'sign in first');
    const nowMs = this.host.now();
    const speed = speedKey(req.speed);
    const pool = poolKey({ game: req.game, players: req.players, speed, rated: req.rated });
    const dup = (await this.host.store.waitingSeeksOf(accountId, this.iso(nowMs))).find((s) => poolKey(s) === pool);
    if (dup) throw new HttpError(409, `you already seek this game (seek ${dup.id}): cancel it first`);
    const row = (await this.host.store.ratingsOf(accountId)).find((r) => r.game === req.game);
    const lifetime = req.speed.kind === 'realtime' ? this.o.heartbeatMs : this.o.turnLifetimeMs;
    return {
      id: randomBytes(12).toString('base64url'),
      accountId,
      username: account.username,
      game: req.game,
      players: req.players,
      speed,
      rated: req.rated,
      rating: row ? shownRating(row) : NEW_RATING,
      range,
      createdAt: this.iso(nowMs),
      endsAt: this.iso(nowMs + lifetime),
      status: 'waiting',
      matchId: null,
      seat: null,
    };
  }

  /** The account's own seek, or a 404 (another's seek is not theirs to see). */
  private async own(id: string, accountId: string): Promise<SeekRow> {
    const seek = await this.host.store.seekById(id);
    if (!seek || seek.accountId !== accountId) throw new HttpError(404, `no seek "${id}" of yours`);
    return seek;
  }

  /** What the seeker is told; a waiting seek past its end has ended, whether or not a sweep marked it. */
  private stateOf(s: SeekRow): SeekState {
    if (s.status === 'matched') return { id: s.id, status: 'matched', matchId: s.matchId!, seat: s.seat! };
    if (s.status === 'waiting' && Date.parse(s.endsAt) < this.host.now()) return { id: s.id, status: 'ended' };
    if (s.status === 'waiting') return { id: s.id, status: 'waiting', since: s.createdAt };
    return { id: s.id, status: s.status };
  }

  private iso(ms: number): string {
    return new Date(ms).toISOString();
  }
}
