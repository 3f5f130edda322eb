/**
 * What the store keeps of seeks (issue 44; the `seek/` folder decides what goes in): one row per
 * seek, in a table every instance reads, so several instances share one pool. A seek is claimed
 * for a table by a compare-and-set on `claim` (only unclaimed waiting rows, all or none), so two
 * instances never seat one seek twice.
 */

export type SeekStatus = 'waiting' | 'matched' | 'cancelled' | 'ended';

export interface SeekRow {
  id: string;
  accountId: string;
  /** The seeker's name as shown when the seek was made (the lobby lists it). */
  username: string;
  game: string;
  players: number;
  /** The speed as one key (seek/rules.ts `speedKey`): seeks pair only with the same one. */
  speed: string;
  rated: boolean;
  /** The seeker's shown rating in the game when the seek was made. */
  rating: number;
  /** Ratings accepted either side of `rating` before widening; null: any. */
  range: number | null;
  createdAt: string;
  /**
   * When the seek ends unless renewed (ISO): a real-time seek's last poll plus the heartbeat
   * allowance, moved on by each poll; a turn-based seek's creation plus its lifetime.
   */
  endsAt: string;
  status: SeekStatus;
  matchId: string | null;
  seat: number | null;
}

export interface SeekStore {
  addSeek(s: SeekRow): Promise<void>;
  seekById(id: string): Promise<SeekRow | null>;
  /** Waiting, unclaimed seeks that have not ended by `now` (ISO), oldest first; one game's, or all. */
  waitingSeeks(now: string, game?: string): Promise<SeekRow[]>;
  /** The account's own waiting, unclaimed seeks not ended by `now` (a new seek's duplicate check). */
  waitingSeeksOf(accountId: string, now: string): Promise<SeekRow[]>;
  /** A real-time seek's heartbeat: its end moved to `endsAt`, while it waits. */
  renewSeek(id: string, endsAt: string): Promise<void>;
  /**
   * Claims the seeks of the planned tables, each table by its own `claim`, in one go (a sweep's
   * tables at once: one statement on PostgreSQL). A table is claimed when every one of its seeks
   * was waiting, unclaimed and not ended by `now`; a table that got fewer keeps none (a lost race
   * releases what it took). Resolves with the claims that hold.
   */
  claimTables(tables: ReadonlyArray<{ claim: string; ids: readonly string[] }>, now: string): Promise<Set<string>>;
  /** Gives a claim's seeks back to the pool (the table could not be made). */
  releaseClaim(claim: string): Promise<void>;
  /** Ends one's own waiting, unclaimed seek (`cancelled`); false when it is not such a seek. */
  cancelSeek(id: string, accountId: string): Promise<boolean>;
  /**
   * Marks waiting seeks whose end is before `now` ended, and releases claims taken before
   * `claimedBefore` that never matched (an instance that stopped between claim and match).
   */
  endStaleSeeks(now: string, claimedBefore: string): Promise<number>;
}

/** The seeks table and its indexes (spread into schema.ts SCHEMA). */
export const SEEK_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS seeks (
     id TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES accounts (id),
     username TEXT NOT NULL,
     game TEXT NOT NULL,
     players INTEGER NOT NULL,
     speed TEXT NOT NULL,
     rated INTEGER NOT NULL,
     rating INTEGER NOT NULL,
     range_points INTEGER,
     created_at TEXT NOT NULL,
     ends_at TEXT NOT NULL,
     status TEXT NOT NULL,
     claim TEXT,
     claimed_at TEXT,
     match_id TEXT,
     seat INTEGER
   )`,
  // The pool: waiting seeks by game (ordered by `seq`, the insertion order: ADDED_COLUMNS).
  `CREATE INDEX IF NOT EXISTS seeks_waiting ON seeks (status, game, created_at)`,
  `CREATE INDEX IF NOT EXISTS seeks_claim ON seeks (claim)`,
  // One account's seeks: a new seek is checked against them, not against the whole pool.
  `CREATE INDEX IF NOT EXISTS seeks_account ON seeks (account_id, status)`,
];

/** A `seeks` row as either adapter reads it. */
export const seekOf = (r: Record<string, unknown>): SeekRow => ({
  id: String(r.id),
  accountId: String(r.account_id),
  username: String(r.username),
  game: String(r.game),
  players: Number(r.players),
  speed: String(r.speed),
  rated: Number(r.rated) === 1,
  rating: Number(r.rating),
  range: r.range_points === null || r.range_points === undefined ? null : Number(r.range_points),
  createdAt: String(r.created_at),
  endsAt: String(r.ends_at),
  status: String(r.status) as SeekStatus,
  matchId: r.match_id === null || r.match_id === undefined ? null : String(r.match_id),
  seat: r.seat === null || r.seat === undefined ? null : Number(r.seat),
});

/** The values of a new row, in the order of INSERT_SEEK. */
export const seekValues = (s: SeekRow): unknown[] => [
  s.id,
  s.accountId,
  s.username,
  s.game,
  s.players,
  s.speed,
  s.rated ? 1 : 0,
  s.rating,
  s.range,
  s.createdAt,
  s.endsAt,
  s.status,
];

/**
 * The pool's order: insertion order (`seq`, issue 44), not the creation time, which ties when seeks
 * are made in the same millisecond (a random id then decided). Seeks stored before `seq` existed
 * have none and come first, in their old order.
 */
const BY_SEQ = 'ORDER BY COALESCE(seq, 0), created_at, id';

/**
 * A new seek's `seq`: SQLite's single writer numbers rows itself (the rowid, one past the largest:
 * read from the table's key, not scanned); PostgreSQL's instances draw from one sequence.
 */
export const SEQ_OF_NEW = {
  sqlite: '(SELECT COALESCE(MAX(rowid), 0) + 1 FROM seeks)',
  postgres: "nextval('seeks_seq')",
};

/** PostgreSQL's sequence behind `seq` (connect.ts, after the columns). */
export const SEEK_SEQUENCE = 'CREATE SEQUENCE IF NOT EXISTS seeks_seq';

/** The insert, with the dialect's `seq` (SEQ_OF_NEW). */
export const insertSeek = (seq: string): string =>
  `INSERT INTO seeks (id, account_id, username, game, players, speed, rated, rating, range_points, created_at, ends_at, status, seq) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, ${seq})`;

/** SQL both adapters run word for word (PostgreSQL's `$n`; SQLite through `positional`). */
export const SEEK_SQL = {
  byId: 'SELECT * FROM seeks WHERE id = $1',
  waiting: `SELECT * FROM seeks WHERE status = 'waiting' AND claim IS NULL AND ends_at >= $1 ${BY_SEQ}`,
  waitingOf: `SELECT * FROM seeks WHERE status = 'waiting' AND claim IS NULL AND ends_at >= $1 AND game = $2 ${BY_SEQ}`,
  waitingOfAccount: `SELECT * FROM seeks WHERE account_id = $1 AND status = 'waiting' AND claim IS NULL AND ends_at >= $2 ${BY_SEQ}`,
  renew: "UPDATE seeks SET ends_at = $1 WHERE id = $2 AND status = 'waiting'",
  release: "UPDATE seeks SET claim = NULL, claimed_at = NULL WHERE claim = $1 AND status = 'waiting'",
  /** PostgreSQL: the claims of several tables given back at once ($1: an array). */
  releaseAll: "UPDATE seeks SET claim = NULL, claimed_at = NULL WHERE claim = ANY($1::text[]) AND status = 'waiting'",
  match: "UPDATE seeks SET status = 'matched', match_id = $1, seat = $2 WHERE id = $3 AND claim = $4",
  cancel:
    "UPDATE seeks SET status = 'cancelled' WHERE id = $1 AND account_id = $2 AND status = 'waiting' AND claim IS NULL",
  end: "UPDATE seeks SET status = 'ended' WHERE status = 'waiting' AND claim IS NULL AND ends_at < $1",
  unclaim:
    "UPDATE seeks SET claim = NULL, claimed_at = NULL WHERE status = 'waiting' AND claim IS NOT NULL AND claimed_at < $1",
};

/** The compare-and-set claiming one table's `n` seeks: `$1` the claim, `$2` the time, `$3` now, then the ids. */
export const claimSql = (n: number): string =>
  `UPDATE seeks SET claim = $1, claimed_at = $2 WHERE status = 'waiting' AND claim IS NULL AND ends_at >= $3 AND id IN (${Array.from({ length: n }, (_, i) => `$${i + 4}`).join(', ')})`;
