/**
 * Absent seats and clocks (issue 23). The policy:
 * - a seat whose clock runs out, or whose person leaves (`leave`), is played by the match's
 *   absent-seat bot (`absentBot`, heuristic by default) from that move on; the seat keeps its
 *   place and the record's table events say from which version a bot played it;
 * - the person takes the seat back by greeting the match with its token while the match runs;
 * - `resign`: in 2-player the match ends and the other seat wins; with more players a bot plays
 *   the seat on and it is ranked last;
 * - a match in which no seat is played by a person any more (all timed out or left) is ended and
 *   marked `abandoned`.
 * Every change goes through the match's action chain (so it never interleaves with an action)
 * and is stored before anyone hears of it.
 */
import { advance, expired } from './clock';
import { NOBODY, owingIn } from './matchClock';
import type { LiveMatch } from '../match/liveMatch';
import type { Quotas } from '../limits/quota';
import { concededOutcome } from './resign';
import { leaveLimited, reclaimLimited, SEAT_CHANGES, seatChangesKey } from '../seats/seatChanges';
import { ConflictError, type Store, type TableChange, type TableEvent } from '../store/store';
import type { ErrorCode } from '@tabula/wire';

/** Why a table request changed nothing, for the requester (every client message gets a reply). */
export interface Refusal {
  code: ErrorCode;
  message: string;
}

/** A table change decided on the match's chain (see `change`). */
interface Plan {
  apply(): void;
  change: TableChange;
  clock?: boolean;
}

/** What absence needs of the match service. */
export interface AbsenceHost {
  now(): number;
  broadcast(m: LiveMatch): void;
  drive(m: LiveMatch): void;
  evictIfIdle(m: LiveMatch): void;
  liveMatches(): IterableIterator<LiveMatch>;
  readonly pool: { forget(matchId: string): void };
  /** Leaves and reclaims per seat are limited (seatChanges.ts). */
  readonly quotas: Quotas;
  /**
   * Several instances (src/cluster/): `clustered` makes each change conditional on the match's
   * `seq`; `refreshInChain` reads what another instance changed (called on the match's chain);
   * `changed` tells the others.
   */
  readonly clustered?: boolean;
  refreshInChain?(m: LiveMatch): Promise<void>;
  changed?(m: LiveMatch): void;
  /** A change ended the match, stored: with a result (a 2-player concession) or abandoned (rated all the same). */
  ended?(m: LiveMatch): void;
}

/** Times a table change is decided again after another instance changed the match first. */
const CONFLICT_RETRIES = 5;

export class Absence {
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly host: AbsenceHost,
    private readonly store: Store,
  ) {}

  /** Checks every running clock once a second (tests call `tick` after moving their clock). */
  start(everyMs = 1_000): void {
    this.timer = setInterval(() => void this.tick().catch(() => undefined), everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** The clock once the match runs: seats that owe a decision now start counting. */
  startClock(m: LiveMatch): void {
    if (!m.clock || m.status !== 'running') return;
    m.clock = { ...m.clock, state: advance(m.clock.config, m.clock.state, owingIn(m), this.host.now()) };
  }

  /** Hands every seat whose time has run out to a bot; resolves with [matchId, seat] pairs. */
  async tick(): Promise<Array<[string, number]>> {
    const now = this.host.now();
    const out: Array<[string, number]> = [];
    const work: Array<Promise<unknown>> = [];
    for (const m of [...this.host.liveMatches()]) {
      if (!m.clock || m.status !== 'running') continue;
      for (const seat of m.people(expired(m.clock.state, now))) {
        out.push([m.id, seat]);
        work.push(this.handOver(m, seat, 'timeout'));
      }
    }
    await Promise.all(work);
    return out;
  }

  /**
   * The person leaves: a bot plays the seat on. In 2-player, while the other seat's person is away
   * too, leaving concedes (issue 41, item 7): it used to end the match `abandoned`, without the
   * result resigning would have given. Resolves with why nothing changed, or null.
   */
  async leave(m: LiveMatch, seat: number): Promise<Refusal | null> {
    const refused = this.handOverRefusal(m, seat, 'left');
    if (refused) return refused;
    const wait = await this.host.quotas.take(seatChangesKey(m.id, seat), SEAT_CHANGES);
    if (wait > 0) return { code: 'rate-limited', message: leaveLimited(wait) };
    return this.handOver(m, seat, 'left');
  }

  /** Concedes: the match ends in 2-player; with more, a bot plays on and the seat ranks last. */
  async resign(m: LiveMatch, seat: number): Promise<Refusal | null> {
    if (m.players > 2) return this.handOver(m, seat, 'resigned');
    await this.change(m, () => (m.status === 'running' ? this.concede(m, seat) : null));
    return null;
  }

  /** A 2-player match conceded by `seat`: it ends and the other seat wins. */
  private concede(m: LiveMatch, seat: number): Plan {
    const scores = new Array<number>(m.players).fill(0);
    const outcome = concededOutcome(m.players, seat, scores);
    return {
      apply: () => {
        m.status = 'finished';
        m.outcome = outcome;
        if (m.clock) m.clock = { ...m.clock, state: advance(m.clock.config, m.clock.state, NOBODY, this.host.now()) };
        this.host.pool.forget(m.id);
      },
      change: {
        status: 'finished',
        outcome,
        ...(m.clock ? { clock: m.clock } : {}),
        events: [this.event(m, seat, 'resigned')],
        eventsFrom: m.tableEvents.length,
      },
    };
  }

  /**
   * The person takes their seat back from the bot (a hello with its token); not after resigning.
   * Resolves with a refusal when the seat changed hands too often (the bot keeps it), else null.
   */
  async reclaim(m: LiveMatch, seat: number): Promise<Refusal | null> {
    if (!this.reclaimable(m, seat)) return null;
    const wait = await this.host.quotas.take(seatChangesKey(m.id, seat), SEAT_CHANGES);
    if (wait > 0) return { code: 'rate-limited', message: reclaimLimited(wait) };
    await this.change(m, () => {
      if (!this.reclaimable(m, seat)) return null;
      return {
        apply: () => {
          m.seats = m.seats.map((x) => (x.seat === seat ? { ...x, bot: null } : x));
          this.startClock(m);
        },
        change: {
          seat: { seat, bot: null },
          events: [this.event(m, seat, 'reclaimed')],
          eventsFrom: m.tableEvents.length,
        },
        clock: true,
      };
    });
    return null;
  }

  /** Whether a reclaim would change anything: a running match, a person's seat the bot plays, not resigned. */
  private reclaimable(m: LiveMatch, seat: number): boolean {
    const s = m.seats[seat]!;
    return m.status === 'running' && s.bot !== null && s.tokenHash !== null && !m.resigned().includes(seat);
  }

  /** Why handing the seat to the bot (`kind`) would change nothing now, or null. */
  private handOverRefusal(m: LiveMatch, seat: number, kind: 'timeout' | 'left' | 'resigned'): Refusal | null {
    const s = m.seats[seat]!;
    if (m.status !== 'running') return { code: 'not-your-turn', message: `the match is ${m.status}` };
    if (s.tokenHash === null)
      return { code: 'illegal', message: 'a bot plays this seat: it has no person to leave or resign' };
    if (m.resigned().includes(seat))
      return {
        code: 'illegal',
        message: `you resigned this seat: a bot plays it to the end, so ${kind === 'left' ? 'leaving' : 'resigning again'} changes nothing`,
      };
    if (s.bot !== null && kind !== 'resigned')
      return {
        code: 'illegal',
        message: 'a bot already plays your seat while you are away; greet the match with your token to take it back',
      };
    return null;
  }

  /** Whether the other seat of a 2-player match is a person's played by the bot while they are away. */
  private opponentAway(m: LiveMatch, seat: number): boolean {
    return m.players === 2 && m.seats.some((x) => x.seat !== seat && x.tokenHash !== null && x.bot !== null);
  }

  /** Hands the seat to the bot on the match's chain; resolves with why nothing changed, or null. */
  private async handOver(m: LiveMatch, seat: number, kind: 'timeout' | 'left' | 'resigned'): Promise<Refusal | null> {
    let refused: Refusal | null = null;
    await this.change(m, () => {
      refused = this.handOverRefusal(m, seat, kind);
      if (refused) return null;
      // The leaver concedes rather than abandoning a match only the other seat's absence stops.
      if (kind === 'left' && this.opponentAway(m, seat)) return this.concede(m, seat);
      const bot = m.clock?.absentBot ?? 'heuristic';
      const seats = m.seats.map((x) => (x.seat === seat ? { ...x, bot } : x));
      const events = [this.event(m, seat, kind, bot)];
      // Nobody left to play for: the match ends, abandoned.
      const abandoned = seats.every((x) => x.tokenHash === null || x.bot !== null) && kind !== 'resigned';
      if (abandoned) events.push(this.event(m, seat, 'abandoned'));
      return {
        apply: () => {
          m.seats = seats;
          if (abandoned) {
            m.status = 'abandoned';
            this.host.pool.forget(m.id);
          }
        },
        change: {
          seat: { seat, bot },
          events,
          eventsFrom: m.tableEvents.length,
          ...(abandoned ? { status: 'abandoned' as const } : {}),
        },
        clock: true,
      };
    });
    return refused;
  }

  private event(m: LiveMatch, seat: number, kind: TableEvent['kind'], bot?: string): TableEvent {
    return { version: m.version, seat, kind, ...(bot ? { bot } : {}), at: new Date(this.host.now()).toISOString() };
  }

  /**
   * Runs a table change on the match's chain: `plan` decides (null: nothing to do), the change is
   * stored, then applied in memory, and everyone is told. With `clock`, the clock is advanced to
   * the new set of person seats that owe a decision and stored with it.
   */
  private change(m: LiveMatch, plan: () => Plan | null): Promise<void> {
    const run = async (): Promise<void> => {
      for (let attempt = 0; ; attempt++) {
        const p = plan();
        if (!p) return;
        const before = { seats: m.seats, clock: m.clock };
        p.apply();
        if (p.clock && m.clock) {
          m.clock = {
            ...m.clock,
            state: advance(
              m.clock.config,
              m.clock.state,
              m.status === 'running' ? owingIn(m) : NOBODY,
              this.host.now(),
            ),
          };
          p.change.clock = m.clock;
        }
        if (this.host.clustered) p.change.seq = m.seq;
        try {
          await this.store.changeTable(m.id, p.change);
        } catch (e) {
          // Not stored: nothing changed.
          m.seats = before.seats;
          m.clock = before.clock;
          if (p.change.status) m.status = 'running';
          if (p.change.outcome) m.outcome = null;
          // Another instance changed the match first: read it, and decide again.
          if (e instanceof ConflictError && this.host.refreshInChain && attempt < CONFLICT_RETRIES) {
            await this.host.refreshInChain(m);
            continue;
          }
          throw e;
        }
        m.seq += 1;
        m.tableEvents = [...m.tableEvents, ...p.change.events];
        this.host.changed?.(m);
        // An abandoned match ends too: its leavers take a loss in the ratings (issue 44).
        if (p.change.status === 'finished' || p.change.status === 'abandoned') this.host.ended?.(m);
        this.host.broadcast(m);
        if (m.status === 'running') this.host.drive(m);
        else this.host.evictIfIdle(m);
        return;
      }
    };
    const result = m.chain.then(run, run);
    m.chain = result.catch(() => undefined);
    return result;
  }
}
