/**
 * Seating: creating a match and giving a person a seat in it, which starts the match (and its
 * bots) once every seat is taken.
 */
import { MAX_SEARCHING_MATCHES, OPEN_COUNTED_MS } from '../bots/budget';
import { buildMatch } from '../match/createMatch';
import { HttpError } from '../net/httpError';
import { checkJoin } from './invites';
import { infoOf } from '../match/matchInfo';
import type { LiveMatch } from '../match/liveMatch';
import type { Store, StoredMatch } from '../store/store';
import type { ClusterHooks } from '../cluster/hooks';
import { hashToken, newToken } from './tokens';
import type { CreateMatch, Created, Joined, JoinMatch } from '@tabula/wire';

/** How long a match this process created or seated is known without reading it back: 10 s. */
const KNOWN_MS = 10_000;
/** At most this many such matches are kept (the oldest go first). */
const KNOWN_MAX = 10_000;

/** What seating needs of the server around it. */
export interface SeatingHost {
  readonly store: Store;
  now(): number;
  /** Several instances: the others hear of a seat taken, and a started match is leased (cluster/). */
  readonly cluster: Pick<ClusterHooks, 'claim' | 'publish'> | null;
  /** A started match's clock (table/absence.ts). */
  readonly absence: { startClock(m: LiveMatch): void };
  /** The match if it is in memory here, or loaded (match/resident.ts). */
  peek(id: string): LiveMatch | undefined;
  open(id: string, fresh?: StoredMatch): Promise<LiveMatch | null>;
  /** Everyone at the table hears of the seat taken (net/fanout.ts). */
  broadcast(m: LiveMatch): void;
  /** The match's bots begin (bots/driver.ts). */
  drive(m: LiveMatch): void;
  /** Seats that owe a decision and did not (`before`) hear of it by push (push/turnNotices.ts). */
  readonly decisionsOwed: ((m: LiveMatch, before: readonly number[]) => void) | null;
}

export class Seating {
  /** The last join of each match being handled (joins of one match run one at a time). */
  private readonly joins = new Map<string, Promise<void>>();
  /**
   * One instance alone on its store: open matches as this process last wrote them, so the joins
   * that usually follow a creation within seconds need not read the match back (issue 26: two
   * reads of every Nim table in the bench). Only seats' claims, all made here one at a time, and
   * an expiry change an open match; a claim checks in the store that the match is still open and
   * the seat free, so an entry an expiry made stale only costs that claim's refusal.
   */
  private readonly known = new Map<string, { stored: StoredMatch; at: number }>();

  constructor(private readonly service: SeatingHost) {}

  /** The last creation of a searching-bot match per creator (counted and stored one at a time). */
  private readonly creating = new Map<string, Promise<void>>();

  /** `from`: the creating address, null when the per-address limits exempt it (createMatch.ts). */
  async create(req: CreateMatch, from: string | null = null): Promise<Created> {
    const { stored, tokens } = buildMatch(req, this.service.now(), from);
    if (stored.botCreator) await this.storeCapped(stored, from!);
    else await this.service.store.createMatch(stored);
    if (stored.status === 'open') this.remember(stored);
    if (stored.status === 'running') {
      // Several instances: its bots and clock run where its lease is taken.
      if (this.service.cluster) await this.service.cluster.claim(stored.id);
      this.service.drive((await this.service.open(stored.id))!);
    }
    return tokens.length ? { ...infoOf(stored), tokens } : infoOf(stored);
  }

  /**
   * Issue 41, item 6: a match with a searching bot is stored only while its creator has fewer than
   * MAX_SEARCHING_MATCHES running, or open and created within OPEN_COUNTED_MS (counted in the
   * store, so for every instance sharing it). This process counts and stores one creator's at a
   * time, so concurrent requests cannot both pass.
   */
  private storeCapped(stored: StoredMatch, from: string): Promise<void> {
    const key = stored.botCreator!;
    const run = (this.creating.get(key) ?? Promise.resolve()).then(async () => {
      const live = await this.service.store.countLiveByBotCreator(
        key,
        new Date(this.service.now() - OPEN_COUNTED_MS).toISOString(),
      );
      if (live >= MAX_SEARCHING_MATCHES)
        throw new HttpError(
          429,
          `too many matches with a searching bot (search:…, master) from ${from}: at most ${MAX_SEARCHING_MATCHES} at once per address, running or opened within the hour, and ${live} are; create another once one of them has ended (an open one stops counting an hour after its creation)`,
        );
      await this.service.store.createMatch(stored);
    });
    const settled = run.catch(() => undefined);
    this.creating.set(key, settled);
    void settled.then(() => {
      if (this.creating.get(key) === settled) this.creating.delete(key);
    });
    return run;
  }

  /**
   * Gives a person a seat. Joins of one match are handled one at a time (issue 20, point 7): two
   * people taking the last two seats at once both see the seats as they are, the second of them
   * starts the match and its bots, and a join that names no seat takes any seat still free.
   */
  join(id: string, req: JoinMatch): Promise<Joined> {
    // The seat is chosen inside the queue, kept invite seats included (invites.ts), so joins
    // naming no seat each see the seats the previous join left.
    // The match is read once for both (issue 26: seating is about a fifth of the server's CPU in
    // the Nim bench).
    const run = (this.joins.get(id) ?? Promise.resolve()).then(async () => {
      const stored = this.recall(id) ?? (await this.service.store.getMatch(id));
      return this.joinNow(id, checkJoin(stored, id, req), stored);
    });
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    this.joins.set(id, settled);
    void settled.then(() => {
      if (this.joins.get(id) === settled) this.joins.delete(id);
    });
    return run;
  }

  private async joinNow(id: string, req: JoinMatch, stored: StoredMatch | null): Promise<Joined> {
    if (!stored) throw new HttpError(404, `no match "${id}"`);
    if (stored.status !== 'open') throw new HttpError(409, `match ${id} is ${stored.status}: no seat is free`);
    const free = stored.seats.filter((s) => s.name === null && s.bot === null).map((s) => s.seat);
    const seat = req.seat ?? free[0]!;
    if (seat >= stored.players)
      throw new HttpError(400, `seat ${seat} does not exist: this match has seats 0–${stored.players - 1}`);
    if (!free.includes(seat)) throw new HttpError(409, `seat ${seat} is taken; free seats: ${free.join(', ')}`);
    // Issue 41, item 6: the last join starts the match's searching bot; an open match past the
    // creation-time count (storeCapped) must not make its creator run more than the maximum.
    if (
      free.length === 1 &&
      stored.botCreator &&
      (await this.service.store.countLiveByBotCreator(stored.botCreator, null)) >= MAX_SEARCHING_MATCHES
    )
      throw new HttpError(
        429,
        `match ${id} would start a searching bot for an address already running ${MAX_SEARCHING_MATCHES} matches with one, the most one address may run at once; join once one of them has ended`,
      );
    const token = newToken();
    const hashed = hashToken(token);
    // Another server process sharing the database may still win the seat, or an expiry close the
    // match: then say which.
    if (!(await this.service.store.claimSeat(id, seat, req.name, hashed, !this.service.cluster))) {
      this.known.delete(id);
      const gone = await this.service.store.getMatch(id);
      if (gone && gone.status !== 'open') throw new HttpError(409, `match ${id} is ${gone.status}: no seat is free`);
      throw new HttpError(409, `seat ${seat} was just taken`);
    }
    // One instance: joins of a match run one at a time here (the queue above), so the match is
    // what was read plus this seat, and it starts with its last free seat, as the claim stored it.
    // Several instances: another may have seated someone meanwhile, so it is read back.
    const now = this.service.cluster
      ? (await this.service.store.getMatch(id))!
      : seated(stored, seat, req.name, hashed, free.length === 1);
    if (now.status === 'open') this.remember(now);
    else this.known.delete(id);
    this.service.cluster?.publish(id, { kind: 'change' });
    if (this.service.cluster && now.status === 'running') await this.service.cluster.claim(id);
    const m = this.service.peek(id);
    if (m) {
      m.seats = now.seats;
      m.seq = now.seq ?? m.seq;
      if (m.status === 'open') m.status = now.status;
      this.service.absence.startClock(m);
      this.service.broadcast(m);
      this.service.drive(m);
    } else if (now.status === 'running') {
      // The match just started: load it so its bots begin.
      const started = await this.service.open(id, now);
      if (started) this.service.drive(started);
    }
    // This join started the match: the seats owing the first decisions hear of it, but the joiner,
    // who is here (only the instance whose join filled the last seat, so a cluster tells them once).
    const live = free.length === 1 && now.status === 'running' ? this.service.peek(id) : undefined;
    if (live) this.service.decisionsOwed?.(live, [seat]);
    return { matchId: id, seat, token };
  }

  private remember(stored: StoredMatch): void {
    if (this.service.cluster) return;
    const t = this.service.now();
    this.known.delete(stored.id);
    this.known.set(stored.id, { stored, at: t });
    for (const [id, k] of this.known) {
      if (this.known.size <= KNOWN_MAX && t - k.at < KNOWN_MS) break;
      this.known.delete(id);
    }
  }

  private recall(id: string): StoredMatch | null {
    const k = this.known.get(id);
    if (!k) return null;
    if (this.service.now() - k.at < KNOWN_MS) return k.stored;
    this.known.delete(id);
    return null;
  }
}

/** The open match `stored` once `seat` is claimed (store.claimSeat): it runs when that was the last free seat. */
function seated(stored: StoredMatch, seat: number, name: string, tokenHash: string, last: boolean): StoredMatch {
  const seats = stored.seats.map((s) => (s.seat === seat ? { ...s, name, tokenHash } : s));
  return { ...stored, seats, status: last ? 'running' : stored.status };
}
