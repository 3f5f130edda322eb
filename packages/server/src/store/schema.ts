import { RELATION_SCHEMA } from './relationSchema';
import { SEEK_SCHEMA } from './seekRows';

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
  // What happened at the table besides the actions (store.ts TableEvent), one row each, appended:
  // a leave/reclaim storm used to rewrite the whole list in the match row per change (issue 41,
  // item 5: O(n) bytes a change, quadratic).
  `CREATE TABLE IF NOT EXISTS table_events (
     match_id TEXT NOT NULL REFERENCES matches (id),
     idx INTEGER NOT NULL,
     version INTEGER NOT NULL,
     seat INTEGER NOT NULL,
     kind TEXT NOT NULL,
     bot TEXT,
     at TEXT NOT NULL,
     PRIMARY KEY (match_id, idx)
   )`,
  // Accounts (issue 44, accountRows.ts). Usernames clash on their key (NFKC case fold).
  `CREATE TABLE IF NOT EXISTS accounts (
     id TEXT PRIMARY KEY,
     username TEXT NOT NULL,
     username_key TEXT NOT NULL UNIQUE,
     password_hash TEXT,
     created_at TEXT NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS account_recovery (
     account_id TEXT NOT NULL REFERENCES accounts (id),
     code_hash TEXT NOT NULL,
     used_at TEXT,
     PRIMARY KEY (account_id, code_hash)
   )`,
  `CREATE TABLE IF NOT EXISTS account_sessions (
     id_hash TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES accounts (id),
     created_at TEXT NOT NULL,
     expires_at TEXT NOT NULL,
     agent TEXT
   )`,
  `CREATE INDEX IF NOT EXISTS account_sessions_account ON account_sessions (account_id, created_at)`,
  // The seats an account holds (claimed with their tokens): "My matches" on any device.
  `CREATE TABLE IF NOT EXISTS account_seats (
     match_id TEXT NOT NULL REFERENCES matches (id),
     seat INTEGER NOT NULL,
     account_id TEXT NOT NULL REFERENCES accounts (id),
     claimed_at TEXT NOT NULL,
     PRIMARY KEY (match_id, seat)
   )`,
  `CREATE INDEX IF NOT EXISTS account_seats_account ON account_seats (account_id, claimed_at)`,
  // Ratings (issue 44, ratingRows.ts). The ends of rated matches, once each (the key): `seq` is
  // the order they were counted in, which a rebuild replays; `unrated` says why a match created as
  // rated was not counted (null for a counted one), so the decision is taken once.
  `CREATE TABLE IF NOT EXISTS rating_results (
     match_id TEXT PRIMARY KEY REFERENCES matches (id),
     seq INTEGER NOT NULL UNIQUE,
     game TEXT NOT NULL,
     ended_at TEXT NOT NULL,
     unrated TEXT
   )`,
  // Each account's finishing rank in a counted result (ties share one): with rating_results, the
  // source every rating is derived from.
  `CREATE TABLE IF NOT EXISTS rating_ranks (
     match_id TEXT NOT NULL REFERENCES rating_results (match_id),
     account_id TEXT NOT NULL REFERENCES accounts (id),
     seat INTEGER NOT NULL,
     rank INTEGER NOT NULL,
     PRIMARY KEY (match_id, account_id)
   )`,
  // Derived (`tabula ratings rebuild` makes both again from the results): each account's current
  // rating per game (openskill's mu and sigma), and the rating each counted result left it with.
  `CREATE TABLE IF NOT EXISTS ratings (
     account_id TEXT NOT NULL REFERENCES accounts (id),
     game TEXT NOT NULL,
     mu DOUBLE PRECISION NOT NULL,
     sigma DOUBLE PRECISION NOT NULL,
     games INTEGER NOT NULL,
     last_at TEXT NOT NULL,
     PRIMARY KEY (account_id, game)
   )`,
  `CREATE INDEX IF NOT EXISTS ratings_board ON ratings (game, last_at)`,
  `CREATE TABLE IF NOT EXISTS rating_history (
     match_id TEXT NOT NULL REFERENCES rating_results (match_id),
     account_id TEXT NOT NULL REFERENCES accounts (id),
     game TEXT NOT NULL,
     mu_before DOUBLE PRECISION NOT NULL,
     sigma_before DOUBLE PRECISION NOT NULL,
     mu DOUBLE PRECISION NOT NULL,
     sigma DOUBLE PRECISION NOT NULL,
     games INTEGER NOT NULL,
     PRIMARY KEY (match_id, account_id)
   )`,
  `CREATE INDEX IF NOT EXISTS rating_history_account ON rating_history (account_id, game)`,
  // Passkeys (issue 44, passkeyRows.ts): an account's WebAuthn credentials (the public key as
  // base64url COSE; the counter is an unsigned 32-bit number, beyond INTEGER in PostgreSQL), and
  // the challenges of ceremonies under way, shared by every instance.
  `CREATE TABLE IF NOT EXISTS passkeys (
     id TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES accounts (id),
     public_key TEXT NOT NULL,
     counter BIGINT NOT NULL,
     transports TEXT NOT NULL,
     created_at TEXT NOT NULL,
     last_used_at TEXT
   )`,
  `CREATE INDEX IF NOT EXISTS passkeys_account ON passkeys (account_id, created_at)`,
  `CREATE TABLE IF NOT EXISTS passkey_challenges (
     challenge TEXT PRIMARY KEY,
     kind TEXT NOT NULL,
     account_id TEXT,
     username TEXT,
     origin TEXT NOT NULL,
     expires_at TEXT NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS passkey_challenges_expiry ON passkey_challenges (expires_at)`,
  // Seeks (issue 44, seekRows.ts): the pool every instance pairs from.
  ...SEEK_SCHEMA,
  ...RELATION_SCHEMA,
  // Web Push (issue 44, pushRows.ts): each browser's subscription, by its endpoint, for an account.
  `CREATE TABLE IF NOT EXISTS push_subscriptions (
     endpoint TEXT PRIMARY KEY,
     account_id TEXT NOT NULL REFERENCES accounts (id),
     p256dh TEXT NOT NULL,
     auth TEXT NOT NULL,
     created_at TEXT NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS push_subscriptions_account ON push_subscriptions (account_id, created_at)`,
  // The server's own keys, made once and shared by every instance (the VAPID key pair, push/vapid.ts).
  `CREATE TABLE IF NOT EXISTS server_keys (
     name TEXT PRIMARY KEY,
     value TEXT NOT NULL,
     created_at TEXT NOT NULL
   )`,
];

/**
 * Columns added after the first release: each adapter adds the ones an older database lacks.
 * `updated_at`: the last creation, join or action (the expiry policy reads it); `seed_fixed`: 1
 * when the creator chose the seed (shown on the match page).
 */
export const ADDED_COLUMNS: Array<{ table: 'matches' | 'actions' | 'seeks'; column: string; type: string }> = [
  { table: 'matches', column: 'updated_at', type: 'TEXT' },
  { table: 'matches', column: 'seed_fixed', type: 'INTEGER NOT NULL DEFAULT 0' },
  // The match clock (config and state, JSON; clock.ts). The table's events were a JSON column
  // beside it until issue 41: now rows of `table_events` (legacyEvents.ts moves old lists there).
  { table: 'matches', column: 'clock', type: 'TEXT' },
  { table: 'matches', column: 'spectator_chat', type: 'INTEGER NOT NULL DEFAULT 1' },
  // Changes made to the match: several instances arbitrate with it (src/cluster/).
  { table: 'matches', column: 'seq', type: 'INTEGER NOT NULL DEFAULT 0' },
  // The seats to move after the action (JSON array): the lobby lists whose turn it is from the last
  // action's, without replaying the match or rewriting its row per action (issue 41, item 1).
  { table: 'actions', column: 'to_move', type: 'TEXT' },
  // Issue 41, item 6: the hashed creating address of a match with a searching bot (its live ones
  // are counted per address); null for the others. Counted with the status index's open and
  // running rows, once per creation of such a match.
  { table: 'matches', column: 'bot_creator', type: 'TEXT' },
  // Issue 44: 1 for a private table, which no lobby lists (queries.ts LISTED); today's matches stay public.
  { table: 'matches', column: 'private', type: 'INTEGER NOT NULL DEFAULT 0' },
  // Issue 44: created as rated (1); its end is then counted for ratings if it qualifies.
  { table: 'matches', column: 'rated', type: 'INTEGER NOT NULL DEFAULT 0' },
  // Issue 44: the pool's order, the order seeks were stored in (seekRows.ts SEQ_OF_NEW).
  { table: 'seeks', column: 'seq', type: 'BIGINT' },
];

/**
 * A finished match's record, built once off the main thread and stored gzipped (records.ts, issue
 * 41 item 1). `chat_next`: the chat lines it holds (the last index + 1), so a line said after it was
 * built (the short "good game" window after the end) makes it stale. `blob`: BLOB for SQLite,
 * BYTEA for PostgreSQL.
 */
export const recordsTable = (blob: 'BLOB' | 'BYTEA') => `CREATE TABLE IF NOT EXISTS records (
     match_id TEXT PRIMARY KEY REFERENCES matches (id),
     etag TEXT NOT NULL,
     gz ${blob} NOT NULL,
     bytes INTEGER NOT NULL,
     chat_next INTEGER NOT NULL
   )`;

/**
 * A match row's seats to move, as the last stored action left them, for `SELECT … FROM matches`
 * (null before the first action, or for actions stored before the column existed).
 */
export const TO_MOVE =
  '(SELECT to_move FROM actions WHERE actions.match_id = matches.id ORDER BY idx DESC LIMIT 1) AS to_move';

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
  spectator_chat: number;
  seq?: number;
  /** The last stored action's seats to move (JSON), read beside the row (TO_MOVE). */
  to_move?: string | null;
  bot_creator?: string | null;
  private?: number;
  rated?: number;
  /** SQLite: the last stored action's index + 1 (null without actions), read beside the row. */
  logged?: number | null;
}

/** A row of `table_events`. */
export interface TableEventRowDb {
  version: number;
  seat: number;
  kind: string;
  bot: string | null;
  at: string;
}

export interface SeatRowDb {
  match_id: string;
  seat: number;
  name: string | null;
  bot: string | null;
  token_hash: string | null;
}
