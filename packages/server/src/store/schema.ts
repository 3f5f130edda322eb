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
}

export interface SeatRowDb {
  match_id: string;
  seat: number;
  name: string | null;
  bot: string | null;
  token_hash: string | null;
}
