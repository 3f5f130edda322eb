/**
 * Where matches live: one small interface, two adapters (SQLite by default, PostgreSQL for a
 * shared database) that pass the same test suite (`test/store*.test.ts`, each file run on both by
 * `test/bothStores.ts`).
 *
 * A match is its options, seed, seats and an append-only action log; states are rebuilt by
 * replaying the log. Every method resolves only once its write is durable (committed, fsynced),
 * which is what lets the server acknowledge an action after `appendActions` resolves.
 */
import type { AccountStore } from './accountRows';
import type { RatingStore } from './ratingRows';
import type { PasskeyStore } from './passkeyRows';
import type { SeekStore } from './seekRows';
import type { RelationStore } from './relationRows';
import type { PushStore } from './pushRows';
import type { ClockConfig, MatchStatus } from '@tabula/wire';
import type { ClockState } from '../table/clock';

export type Options = Record<string, string | number | boolean>;
export type OutcomeJson = { scores: number[]; ranking: number[]; breakdown: Array<Record<string, number>> };

/** A match's clock as stored: its configuration, state and the bot that takes over an absent seat. */
export interface StoredClock {
  config: ClockConfig;
  state: ClockState;
  absentBot: string;
  /**
   * The clocks the actions that may still be undone replaced, oldest first, beside the engine's
   * undo trail (issue 41: an undo restores the clock the undone action replaced). Stored with the
   * clock, so a match opened after a restart undoes to the same clock.
   */
  undo?: ClockState[];
}

/**
 * What happened at the table besides the game's actions, in order: a seat handed to a bot
 * (time out, left, resigned) or taken back by its person; `version` is the number of actions
 * applied when it happened, so the record says from which move a bot played a seat.
 */
export interface TableEvent {
  version: number;
  seat: number;
  kind: 'timeout' | 'left' | 'resigned' | 'reclaimed' | 'abandoned';
  bot?: string;
  at: string;
}

/** One line of table talk: a seat's (or a spectator's, seat null) text, or a quick message. */
export interface ChatEntry {
  idx: number;
  at: string;
  seat: number | null;
  text?: string;
  quick?: string;
}

/** One change to a running match outside its actions, written as one transaction. */
export interface TableChange {
  seat?: { seat: number; bot: string | null };
  clock?: StoredClock | null;
  status?: MatchStatus;
  outcome?: OutcomeJson;
  /**
   * The table events this change adds, appended as rows (issue 41, item 5: a change writes its own
   * events, never the list again); the first takes index `eventsFrom`, the number the match had.
   */
  events: TableEvent[];
  eventsFrom: number;
  /**
   * Several instances (src/cluster/): the match row's `seq` this change was decided against; the
   * change is written only if the row is still there, else it fails with a `ConflictError`.
   */
  seq?: number;
}

export interface StoredSeat {
  seat: number;
  name: string | null;
  bot: string | null;
  /** SHA-256 (hex) of the seat token; null for a free seat or a bot. */
  tokenHash: string | null;
}

export interface StoredMatch {
  id: string;
  game: string;
  players: number;
  options: Options;
  seed: string | number;
  /** The creator chose the seed (allowed for solo, hot-seat and bot-only matches; shown to all). */
  seedFixed?: boolean;
  status: MatchStatus;
  createdAt: string;
  /** The last creation, join or action (ISO time); the expiry policy reads it. */
  updatedAt?: string;
  clock?: StoredClock | null;
  /** The table's events in order (`getMatch`; listings leave them out). */
  tableEvents?: TableEvent[];
  /** Spectators may talk at the table (default true). */
  spectatorChat?: boolean;
  /**
   * The hashed address that created the match, when it seats a searching bot (issue 41, item 6:
   * such matches are counted per address, and their bots' thinking time); null otherwise.
   */
  botCreator?: string | null;
  /** A private table (issue 44): no lobby lists it; its link, an invite or a seat reach it. */
  private?: boolean;
  /** Created as rated (issue 44): its end is counted for ratings if it qualifies (rating/). */
  rated?: boolean;
  /** Number of actions in the log. */
  version: number;
  /**
   * Changes made to the match (actions, table changes, joins): PostgreSQL counts them, and
   * several instances use it to arbitrate (src/cluster/). SQLite leaves it at 0.
   */
  seq?: number;
  outcome: OutcomeJson | null;
  seats: StoredSeat[];
  /** The seats to move after the last stored action (absent before the first; issue 41 item 1). */
  toMove?: number[];
}

export interface ActionRow {
  matchId: string;
  /** 0-based position in the match's log: the state version the action was applied to. */
  index: number;
  seat: number;
  action: unknown;
  /** The match's clock after this action (stored with it, so a clock survives a restart). */
  clock?: StoredClock;
  /** The seats to move after this action: the lobby reads whose turn it is from the log's last row. */
  toMove?: readonly number[];
  /**
   * Several instances: the match row's `seq` the action was checked against. The row is written
   * only if the match is still there; otherwise nothing of that match is written and its id is
   * returned among the conflicts.
   */
  seq?: number;
}

/** A change decided against a state another instance has changed since (src/cluster/). */
export class ConflictError extends Error {
  constructor(readonly matchId: string) {
    super(`match ${matchId} was changed by another server instance`);
  }
}

/** The state after `version` actions (JSON text as stored). */
export interface Snapshot {
  version: number;
  state: string;
}

/** Which unfinished matches expire: those whose last activity is before these times (ISO). */
export interface ExpiryCutoff {
  /** Open matches (seats still free) not joined since. */
  open: string;
  /** Running matches with a person seat, no action since. */
  running: string;
  /** Bot-only matches (every seat a bot), created before. */
  botsOnly: string;
  /**
   * Guests' matches against bots (issue 44: a seat a bot's from creation, no seat held by an
   * account, no turn-based clock), no action since.
   */
  guestBots: string;
}

export interface ListFilter {
  status?: MatchStatus[];
  limit: number;
  /** Only matches listed after this one (newest first: created earlier, or at once with a lower id). */
  before?: { createdAt: string; id: string };
  /** Only what a lobby may list (issue 44): no private table (queries.ts LISTED). */
  listedOnly?: boolean;
  /** With `listedOnly`: this account's friends' private tables too (queries.ts listedFor). */
  viewer?: string;
  /** Only these matches. */
  ids?: string[];
}

/** A finished match's record as served: gzipped JSON, built once (records.ts, issue 41 item 1). */
export interface StoredRecord {
  /** Strong HTTP entity tag (quoted), a digest of the JSON. */
  etag: string;
  gz: Buffer;
  /** The JSON's length before compression. */
  bytes: number;
  /** The chat lines it holds (the last index + 1). */
  chatNext: number;
}

/** How a worker thread opens its own read connection to the store (records.ts). */
export type ReadSource =
  | { kind: 'sqlite'; file: string }
  | { kind: 'postgres'; config: { connectionString: string; options?: string } };

/** A table of seeks made into a match: `seats[i]` is the seek (and its account) at seat i. */
export interface SeatedTable {
  claim: string;
  match: StoredMatch;
  seats: ReadonlyArray<{ seekId: string; accountId: string }>;
}

export interface Store extends AccountStore, RatingStore, PasskeyStore, SeekStore, RelationStore, PushStore {
  readonly kind: 'sqlite' | 'postgres';
  /**
   * How many group commits may be written at once (default 1): PostgreSQL writes each on its own
   * connection and flushes its log for several together; SQLite has one writer.
   */
  readonly writeLanes?: number;
  /** Stores a new match (status open or running) with its seats. */
  createMatch(m: StoredMatch): Promise<void>;
  /**
   * A sweep's tables of seeks made (issue 44), all in one unit (one statement on PostgreSQL):
   * each match with its seats, each seat held by its seeker's account, and each seek still under
   * the table's claim marked matched with its match and seat.
   */
  seatTables(tables: readonly SeatedTable[]): Promise<void>;
  /**
   * Gives a free seat of an open match to a person; false when the seat is taken or the match no
   * longer open. When this fills the last free seat the match becomes `running`, in the same
   * transaction. `serial`: this process is the database's only writer and claims seats of a
   * match one at a time (seating.ts), so no other claim can race this one.
   */
  claimSeat(matchId: string, seat: number, name: string, tokenHash: string, serial?: boolean): Promise<boolean>;
  /**
   * Appends actions (several matches at once: a group commit) in one transaction. Fails, writing
   * nothing, if any (matchId, index) is already there, so an action is never stored twice.
   * `finished` marks matches whose last appended action ended the game. Rows carrying a `seq`
   * (several instances) are written only where the match row is still at it: the ids of the
   * matches that moved on are returned, none of their rows written.
   */
  appendActions(
    rows: ActionRow[],
    finished: Array<{ matchId: string; outcome: OutcomeJson }>,
  ): Promise<string[] | void>;
  getMatch(id: string): Promise<StoredMatch | null>;
  /** The log in order, from index `from` (default 0). */
  loadActions(id: string, from?: number): Promise<Array<{ seat: number; action: unknown }>>;
  /** Stores the state after `version` actions (ignored if that version has one already). */
  saveSnapshot(matchId: string, snapshot: Snapshot): Promise<void>;
  /** The latest snapshot of the match at or before `atMost` actions (default: any), or null. */
  loadSnapshot(matchId: string, atMost?: number): Promise<Snapshot | null>;
  /** Appends a line of table talk (fails if its index is taken). */
  appendChat(matchId: string, entry: ChatEntry): Promise<void>;
  /** The last `limit` lines of a match's table talk, in order. */
  loadChat(matchId: string, limit: number): Promise<ChatEntry[]>;
  /**
   * The stored record of a finished match, with when the match last changed (its end, ISO); null
   * when none is stored or when chat lines were added since it was built (it is then stale).
   */
  getRecord(matchId: string): Promise<(StoredRecord & { endedAt: string }) | null>;
  /** Stores (or replaces) a match's record. */
  saveRecord(matchId: string, record: StoredRecord): Promise<void>;
  /** Where a worker thread reads a match's log and chat from, on a connection of its own. */
  readonly readSource: ReadSource;
  /** A change at the table: a seat to or from a bot, the clock, the status, the table's new events. */
  changeTable(matchId: string, change: TableChange): Promise<void>;
  /** Marks the unfinished matches idle past the cutoffs `expired`; returns their ids. */
  expireMatches(cutoff: ExpiryCutoff): Promise<string[]>;
  /** Newest first. */
  listMatches(filter: ListFilter): Promise<StoredMatch[]>;
  /**
   * Running matches whose `botCreator` is this, and open ones created at or after `openSince`
   * (ISO; null: none) (issue 41, item 6).
   */
  countLiveByBotCreator(botCreator: string, openSince: string | null): Promise<number>;
  /** How many matches have each status (for /metrics). */
  countByStatus(): Promise<Record<MatchStatus, number>>;
  /**
   * Optional: reports how long each write transaction took in storage itself (begin → durable
   * commit, ms), so /metrics can tell the disk's share of a commit wait from the queueing around it.
   */
  observeCommits?(fn: (ms: number) => void): void;
  /** Several instances: each match's `seq` now (absent ids are left out). */
  seqs?(ids: string[]): Promise<Map<string, number>>;
  /** Resolves when the database answers (health checks). */
  ping?(): Promise<void>;
  close(): Promise<void>;
}
