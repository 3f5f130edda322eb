/**
 * A running match in memory: its current state, rebuilt from the stored log, plus what the server
 * needs to answer clients fast — each action's events (for "events since version v"), each seat's
 * legal actions, and each seat's staleness mark.
 *
 * Staleness (the version rule): an action chosen against version v is accepted only if, since v,
 * the seat has not acted and its list of legal actions has not changed. In turn-based play this is
 * exactly "v is the current version"; when several seats act at once (simultaneous bids), one
 * seat's action does not make the others' choices stale. A resent action is never applied twice:
 * acting moves the seat's mark past the version it was chosen against.
 */
import {
  type AnyGame,
  emptyTrail,
  type GameEvent,
  type Outcome,
  type Seat,
  step,
  type UndoTrail,
} from '@tabula/engine';
import { clockView } from '../table/clock';
import { withResignations } from '../table/resign';
import type { ChatEntry, Snapshot, StoredClock, StoredMatch, StoredSeat, TableEvent } from '../store/store';
import type { ClockView, MatchStatus, SeatInfo, UndoState } from '@tabula/wire';
import { gameOptions } from '../table/tableOptions';
import { LOG_SLACK, logEntry, MAX_EVENT_VERSIONS, type VersionEvents } from './eventLog';
import { LegalLists } from './legalLists';
import { undoStateOf } from './undoState';

/** How long another instance's word on who is connected holds (it repeats it every 10 s). */
const PRESENCE_TTL_MS = 25_000;

const ENDED: ReadonlySet<MatchStatus> = new Set(['finished', 'abandoned', 'expired']);

export class LiveMatch {
  readonly id: string;
  readonly game: AnyGame;
  readonly players: number;
  readonly options: StoredMatch['options'];
  readonly seed: string | number;
  readonly seedFixed: boolean;
  /** Created as rated (issue 44): its end goes to the ratings (rating/). */
  readonly rated: boolean;
  readonly createdAt: string;
  /** Hashed creating address of a match with a searching bot (issue 41, item 6; bots/pool.ts ranks by it). */
  readonly botCreator: string | null;
  seats: StoredSeat[];
  private st: MatchStatus;
  /**
   * When the match ended (ms on the server's clock), null while it is open or running: its
   * players' short "good game" chat window counts from it (chatLimits.ts, issue 41 point 3). A
   * match loaded already ended takes its row's last change; without one, the window is closed.
   */
  endedAt: number | null = null;
  state: unknown;
  version = 0;
  /** The changes stored for this match as this copy knows them (several instances arbitrate with it). */
  seq = 0;
  outcome: Outcome | null = null;
  /** Each recent version's events: `log[i]` is version `logBase + i + 1`. */
  log: VersionEvents[] = [];
  logBase = 0;
  legal: unknown[][] = [];
  /**
   * What may be undone (engine undo.ts): kept beside the state, rebuilt by replaying the log,
   * never sent. Snapshots are taken only while it is empty (`snapshotDue`).
   */
  undo: UndoTrail<unknown> = emptyTrail();
  /** The version of the last snapshot taken or loaded. */
  snapshotAt = 0;
  /**
   * Per seat, whether it may undo now (`"undo"` of its update), worked out on first use at this
   * version: a seat that is sent no update at a version (coalesced, or nobody connected) costs nothing.
   */
  private undoable: Array<UndoState | undefined> = [];
  /** Each seat's legal actions as JSON, whole and one string per action (legalLists.ts, check.ts). */
  readonly lists = new LegalLists();
  private activeSeats: Seat[] = [];
  /** `active` as JSON, spliced into every update of this version. */
  activeJson = '[]';
  /** Lowest version an action of each seat may have been chosen against (the version rule, check.ts). */
  readonly marks: number[];
  /** Serialises the handling of this match's actions. */
  chain: Promise<unknown> = Promise.resolve();
  /** Actions submitted and not yet settled (stored and applied, or refused). */
  inFlight = 0;
  /** Number of open connections per seat (spectators are not counted). */
  readonly connected: number[];
  /**
   * Several instances (src/cluster/): each other instance's connections per seat, as it last said
   * (it says so on every change and every 10 s); what it said longer ago than PRESENCE_TTL_MS
   * (an instance killed) is ignored.
   */
  readonly remoteConnected = new Map<string, { counts: number[]; at: number }>();
  /** The clock, if the match has one (clock.ts), and the server's time source. */
  clock: StoredClock | null;
  now: () => number = Date.now;
  /** Seats handed to bots, taken back, resigned (the record's table events). */
  tableEvents: TableEvent[];
  /** The recent table talk (chat.ts), the next line's index, and whether spectators may talk. */
  chat: ChatEntry[] = [];
  chatNext = 0;
  spectatorChat: boolean;
  /** A private table (issue 44): no lobby lists it. */
  readonly private: boolean;

  /** A new match's state from its seed, or the state of a snapshot (the log is kept after it). */
  constructor(game: AnyGame, stored: StoredMatch, snapshot: Snapshot | null = null) {
    this.id = stored.id;
    this.game = game;
    this.players = stored.players;
    this.options = stored.options;
    this.seed = stored.seed;
    this.seedFixed = stored.seedFixed ?? false;
    this.rated = stored.rated ?? false;
    this.botCreator = stored.botCreator ?? null;
    this.clock = stored.clock ?? null;
    this.tableEvents = stored.tableEvents ?? [];
    this.spectatorChat = stored.spectatorChat ?? true;
    this.private = stored.private ?? false;
    this.createdAt = stored.createdAt;
    this.seats = stored.seats;
    this.st = stored.status;
    if (ENDED.has(stored.status)) this.endedAt = Date.parse(stored.updatedAt ?? '') || -Infinity;
    this.seq = stored.seq ?? 0;
    if (snapshot) {
      this.state = JSON.parse(snapshot.state);
      this.version = this.logBase = this.snapshotAt = snapshot.version;
    } else
      this.state = game.setup({ players: stored.players, seed: stored.seed, options: gameOptions(stored.options) });
    this.marks = new Array(stored.players).fill(this.version);
    this.connected = new Array(stored.players).fill(0);
    this.refreshLegal();
    this.outcome = this.version > 0 ? game.outcome(this.state) : null;
  }

  /**
   * Rebuilds the state from a snapshot (or the seed) and the stored actions after it; throws if
   * the log does not replay (corruption). Legal actions are computed once, at the end.
   */
  static restore(
    game: AnyGame,
    stored: StoredMatch,
    snapshot: Snapshot | null,
    actions: Array<{ seat: Seat; action: unknown }>,
  ): LiveMatch {
    const m = new LiveMatch(game, stored, snapshot);
    actions.forEach(({ seat, action }, i) => {
      try {
        const r = step(game, m.state, m.undo, seat, action);
        m.state = r.state;
        m.undo = r.trail;
        m.pushEvents(seat, r.events);
      } catch (e) {
        throw new Error(
          `match ${stored.id}: stored action #${m.version} (${i} after the snapshot) does not replay: ${(e as Error).message}`,
        );
      }
    });
    m.marks.fill(m.version);
    m.refreshLegal();
    m.outcome = withResignations(m.game.outcome(m.state), m.resigned()) ?? stored.outcome;
    if (m.outcome) m.status = 'finished';
    return m;
  }

  get status(): MatchStatus {
    return this.st;
  }

  /** A change into an end stamps `endedAt`; a change undone (a table change not stored) clears it. */
  set status(s: MatchStatus) {
    if (!ENDED.has(s)) this.endedAt = null;
    else if (!ENDED.has(this.st)) this.endedAt = this.now();
    this.st = s;
  }

  private pushEvents(seat: Seat, events: GameEvent[]): void {
    this.version += 1;
    this.log.push(logEntry(this.version, seat, events));
    if (this.log.length > MAX_EVENT_VERSIONS + LOG_SLACK) {
      this.log = this.log.slice(-MAX_EVENT_VERSIONS);
      this.logBase = this.version - MAX_EVENT_VERSIONS;
    }
  }

  /** The seats that must act now (computed once per version). */
  get active(): readonly Seat[] {
    return this.activeSeats;
  }

  /**
   * Makes a prepared action part of the match (after it is durably stored). `after`: the seats to
   * move and the outcome of `state`, when the caller already worked them out (match/actions.ts),
   * so each is computed once per version.
   */
  commit(
    seat: Seat,
    state: unknown,
    events: GameEvent[],
    trail: UndoTrail<unknown> = emptyTrail(),
    after?: { active: Seat[]; outcome: Outcome | null },
  ): void {
    this.state = state;
    this.undo = trail;
    this.pushEvents(seat, events);
    this.marks[seat] = this.version;
    this.refreshLegal(after?.active);
    this.outcome = after ? after.outcome : withResignations(this.game.outcome(state), this.resigned());
    if (this.outcome) this.status = 'finished';
  }

  /**
   * Applies actions another server instance stored, in order from this copy's version (several
   * instances, src/cluster/); throws, changing nothing more, if one does not replay.
   */
  follow(actions: ReadonlyArray<{ seat: Seat; action: unknown }>): void {
    for (const { seat, action } of actions) {
      const r = step(this.game, this.state, this.undo, seat, action);
      this.commit(seat, r.state, r.events, r.trail);
    }
  }

  /**
   * Whether a snapshot is due: a multiple of `every` versions was passed since the last one, and
   * nothing can be undone (a snapshot holds the state alone, so replay from it starts with an
   * empty trail).
   */
  snapshotDue(every: number): boolean {
    return this.undo.before.length === 0 && Math.floor(this.version / every) > Math.floor(this.snapshotAt / every);
  }

  /** Whether `seat` may undo now (never a bot's seat, never before or after the match runs), or why its own last action cannot be. */
  undoOf(seat: Seat | null): UndoState {
    if (seat === null || this.status !== 'running' || this.seats[seat]!.bot !== null) return false;
    return (this.undoable[seat] ??= undoStateOf(this.game, this.undo, seat));
  }

  /** The seats to move and their legal lists at this version; a seat whose list changed gets a new mark. */
  private refreshLegal(active: Seat[] = this.game.activeSeats(this.state)): void {
    this.undoable = [];
    this.activeSeats = active;
    this.activeJson = JSON.stringify(active);
    for (let s = 0; s < this.players; s++) {
      const legal = active.includes(s) ? this.game.legalActions(this.state, s) : [];
      if (this.lists.set(s, legal)) {
        this.legal[s] = legal;
        this.marks[s] = this.version;
      }
    }
  }

  /** What the seat may do now: nothing for spectators, nor for anyone before every seat is taken. */
  legalJsonOf(seat: Seat | null): string {
    return seat === null || this.status !== 'running' || this.seats[seat]!.bot !== null ? '[]' : this.lists.json[seat]!;
  }

  seatInfo(): SeatInfo[] {
    return this.seats.map((s) => ({
      seat: s.seat,
      name: s.name,
      bot: s.bot,
      connected: s.bot !== null || this.connectedAnywhere(s.seat),
      ...(s.bot !== null && s.tokenHash !== null ? { away: true } : {}),
      ...(this.tableEvents.some((e) => e.kind === 'resigned' && e.seat === s.seat) ? { resigned: true } : {}),
    }));
  }

  /** Whether the seat has a connection here or, with several instances, on another one. */
  private connectedAnywhere(seat: Seat): boolean {
    if (this.connected[seat]! > 0) return true;
    const fresh = this.now() - PRESENCE_TTL_MS;
    for (const r of this.remoteConnected.values()) if (r.at > fresh && (r.counts[seat] ?? 0) > 0) return true;
    return false;
  }

  /** Person seats (not played by a bot now) among `seats`. */
  people(seats: readonly Seat[]): Seat[] {
    return seats.filter((s) => this.seats[s]!.bot === null && this.seats[s]!.tokenHash !== null);
  }

  /** Seats resigned so far, in order (ranked last, the first to resign lowest). */
  resigned(): Seat[] {
    return this.tableEvents.filter((e) => e.kind === 'resigned').map((e) => e.seat);
  }

  /** The clock as every view shows it now; null without one. */
  clockView(): ClockView | null {
    return this.clock ? clockView(this.clock.config, this.clock.state, this.now()) : null;
  }
}
