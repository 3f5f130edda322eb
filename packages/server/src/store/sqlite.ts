/**
 * The embedded default: one SQLite file in WAL mode. Writes go to a writer thread (sqlite/writer.ts),
 * one transaction per batch, fsynced before the promise resolves; reads run on the calling thread
 * and see every acknowledged write. The adapter is put together here from its parts in `sqlite/`,
 * one concept each.
 */
import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { sqliteAccounts } from './sqlite/accounts';
import { sqlitePasskeys } from './sqlite/passkeys';
import { sqliteSeeks } from './sqlite/seeks';
import { sqliteSeekTables } from './sqlite/seekTables';
import { sqlitePort } from './sqlite/port';
import { ratingStore } from './ratingStore';
import { relationStore } from './relationStore';
import { sqliteActions } from './sqlite/actions';
import { sqliteChat } from './sqlite/chat';
import type { SqliteDb } from './sqlite/connect';
import { sqliteExpiry } from './sqlite/expiry';
import { sqliteListing } from './sqlite/listing';
import { sqliteMatches } from './sqlite/matches';
import { sqlitePush } from './sqlite/push';
import { sqliteRecords } from './sqlite/records';
import { sqliteSeats } from './sqlite/seats';
import { sqliteSnapshots } from './sqlite/snapshots';
import { sqliteTableChanges } from './sqlite/tableChanges';
import { type SqliteSync, Writer } from './sqlite/writer';
import type { Store } from './store';

export type { SqliteSync } from './sqlite/writer';

export async function openSqliteStore(file: string, sync: SqliteSync = 'full'): Promise<Store> {
  mkdirSync(dirname(file), { recursive: true });
  const writer = new Writer(file, sync);
  await writer.ready;
  const db = new Database(file);
  db.pragma('busy_timeout = 5000');
  const s: SqliteDb = { db, writer, now: () => new Date().toISOString() };
  const sql = sqlitePort(s);
  return {
    kind: 'sqlite',
    readSource: { kind: 'sqlite', file },
    ...sqliteMatches(s),
    ...sqliteSeats(s),
    ...sqliteActions(s),
    ...sqliteSnapshots(s),
    ...sqliteChat(s),
    ...sqliteRecords(s),
    ...sqliteTableChanges(s),
    ...sqliteListing(s),
    ...sqliteExpiry(s),
    ...sqliteAccounts(s),
    ...sqlitePasskeys(s),
    ...sqliteSeeks(s),
    ...sqliteSeekTables(s),
    ...ratingStore(sql),
    ...relationStore(sql),
    ...sqlitePush(s),
    observeCommits(fn) {
      writer.onCommit = fn;
    },
    async close() {
      await writer.close();
      db.close();
    },
  };
}
