/** The tables, shared by both adapters (types that both SQLite and PostgreSQL accept). */
export const SCHEMA = [
  `CREATE TABLE IF NOT EXISTS matches (
     id TEXT PRIMARY KEY,
     game TEXT NOT NULL,
     players INTEGER NOT NULL,
     options TEXT NOT NULL,
     seed TEXT NOT NULL,
     status TEXT NOT NULL,
     created_at TEXT NOT NULL,
     version INTEGER NOT NULL DEFAULT 0,
     outcome TEXT
   )`,
  `CREATE INDEX IF NOT EXISTS matches_status ON matches (status, created_at)`,
  `CREATE TABLE IF NOT EXISTS seats (
     match_id TEXT NOT NULL REFERENCES matches (id),
     seat INTEGER NOT NULL,
     name TEXT,
     bot TEXT,
     token_hash TEXT,
     PRIMARY KEY (match_id, seat)
   )`,
  `CREATE TABLE IF NOT EXISTS actions (
     match_id TEXT NOT NULL REFERENCES matches (id),
     idx INTEGER NOT NULL,
     seat INTEGER NOT NULL,
     action TEXT NOT NULL,
     PRIMARY KEY (match_id, idx)
   )`,
  // The state after `version` actions, as JSON: a match opens from its latest snapshot plus the
  // actions after it, so opening any match costs at most SNAPSHOT_EVERY replayed actions.
  `CREATE TABLE IF NOT EXISTS snapshots (
     match_id TEXT NOT NULL REFERENCES matches (id),
     version INTEGER NOT NULL,
     state TEXT NOT NULL,
     PRIMARY KEY (match_id, version)
   )`,
  // Table talk, in order (chat.ts).
  `CREATE TABLE IF NOT EXISTS chat (
     match_id TEXT NOT NULL REFERENCES matches (id),
     idx INTEGER NOT NULL,
     at TEXT NOT NULL,
     seat INTEGER,
     text TEXT,
     quick TEXT,
     PRIMARY KEY (match_id, idx)
   )`,
];

/**
 * Columns added after the first release: each adapter adds the ones an older database lacks.
 * `updated_at`: the last creation, join or action (the expiry policy reads it); `seed_fixed`: 1
 * when the creator chose the seed (shown on the match page).
 */
export const ADDED_COLUMNS: Array<{ table: 'matches'; column: string; type: string }> = [
  { table: 'matches', column: 'updated_at', type: 'TEXT' },
  { table: 'matches', column: 'seed_fixed', type: 'INTEGER NOT NULL DEFAULT 0' },
  // The match clock (config and state, JSON; clock.ts) and the table's own events (TableEvent[]).
  { table: 'matches', column: 'clock', type: 'TEXT' },
  { table: 'matches', column: 'table_events', type: 'TEXT' },
  { table: 'matches', column: 'spectator_chat', type: 'INTEGER NOT NULL DEFAULT 1' },
  // Changes made to the match: several instances arbitrate with it (src/cluster/).
  { table: 'matches', column: 'seq', type: 'INTEGER NOT NULL DEFAULT 0' },
  // Issue 41, item 6: the hashed creating address of a match with a searching bot (its live ones
  // are counted per address); null for the others. Counted with the status index's open and
  // running rows, once per creation of such a match.
  { table: 'matches', column: 'bot_creator', type: 'TEXT' },
];

export interface MatchRowDb {
  id: string;
  game: string;
  players: number;
  options: string;
  seed: string;
  status: string;
  created_at: string;
  version: number;
  outcome: string | null;
  updated_at: string | null;
  seed_fixed: number;
  clock: string | null;
  table_events: string | null;
  spectator_chat: number;
  seq?: number;
  bot_creator?: string | null;
  /** SQLite: the last stored action's index + 1 (null without actions), read beside the row. */
  logged?: number | null;
}

export interface SeatRowDb {
  match_id: string;
  seat: number;
  name: string | null;
  bot: string | null;
  token_hash: string | null;
}
