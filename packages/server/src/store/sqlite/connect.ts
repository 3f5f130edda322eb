/** What each part of the SQLite adapter works with: the reading connection and the writer thread. */
import type Database from 'better-sqlite3';
import { LOGGED } from '../recentWrites';
import { TO_MOVE } from '../schema';
import type { Writer } from './writer';

export interface SqliteDb {
  /** Reads, on the calling thread; they see every acknowledged write. */
  db: Database.Database;
  /** Writes, each `run` one unit of a batch committed together (writer.ts). */
  writer: Writer;
  /** The current time, ISO. */
  now(): string;
}

/** A match row with its version as the log has it (recentWrites.ts). */
export const MATCH_COLUMNS = `matches.*, ${LOGGED}, ${TO_MOVE}`;
