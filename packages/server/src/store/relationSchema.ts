/**
 * The relations' tables (issue 44, relationRows.ts), spread into schema.ts's list: new tables only,
 * so today's databases upgrade by creating them.
 */
export const RELATION_SCHEMA = [
  // Pending friend requests, friendships (a row each way),
  // blocks (one way each), when an account was last seen (its friends' "online"), and open
  // challenges (a private 2-seat match offered to a friend; `invite` is the code of the friend's kept seat).
  `CREATE TABLE IF NOT EXISTS friend_requests (
     from_id TEXT NOT NULL REFERENCES accounts (id),
     to_id TEXT NOT NULL REFERENCES accounts (id),
     created_at TEXT NOT NULL,
     PRIMARY KEY (from_id, to_id)
   )`,
  `CREATE INDEX IF NOT EXISTS friend_requests_to ON friend_requests (to_id)`,
  `CREATE TABLE IF NOT EXISTS friends (
     account_id TEXT NOT NULL REFERENCES accounts (id),
     friend_id TEXT NOT NULL REFERENCES accounts (id),
     since TEXT NOT NULL,
     PRIMARY KEY (account_id, friend_id)
   )`,
  `CREATE TABLE IF NOT EXISTS blocks (
     blocker_id TEXT NOT NULL REFERENCES accounts (id),
     blocked_id TEXT NOT NULL REFERENCES accounts (id),
     created_at TEXT NOT NULL,
     PRIMARY KEY (blocker_id, blocked_id)
   )`,
  `CREATE INDEX IF NOT EXISTS blocks_blocked ON blocks (blocked_id)`,
  `CREATE TABLE IF NOT EXISTS account_presence (
     account_id TEXT PRIMARY KEY REFERENCES accounts (id),
     seen_at TEXT NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS challenges (
     match_id TEXT PRIMARY KEY REFERENCES matches (id),
     from_id TEXT NOT NULL REFERENCES accounts (id),
     to_id TEXT NOT NULL REFERENCES accounts (id),
     invite TEXT NOT NULL,
     created_at TEXT NOT NULL
   )`,
  `CREATE INDEX IF NOT EXISTS challenges_from ON challenges (from_id)`,
  `CREATE INDEX IF NOT EXISTS challenges_to ON challenges (to_id)`,
];
