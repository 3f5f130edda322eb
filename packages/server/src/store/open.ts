/** Chooses the adapter: PostgreSQL for a `postgres://` URL, otherwise SQLite in the data folder. */
import { join } from 'node:path';
import { openPostgresStore } from './postgres';
import { openSqliteStore, type SqliteSync } from './sqlite';
import type { Store } from './store';

export interface StoreConfig {
  /** Folder for the SQLite file (default `./data`). */
  dataDir?: string;
  /** `postgres://…` or `postgresql://…`; wins over `dataDir`. */
  databaseUrl?: string;
  /** PostgreSQL: a schema to use instead of `public` (created if missing): several sites, or test runs, in one database. */
  databaseSchema?: string;
  /** SQLite only: `full` (default) fsyncs every commit; `normal` survives process crashes only. */
  sync?: SqliteSync;
}

export const SQLITE_FILE = 'tabula.sqlite';

export async function openStore(c: StoreConfig): Promise<Store> {
  if (c.databaseUrl) {
    if (!/^postgres(ql)?:\/\//.test(c.databaseUrl)) throw new Error('--database-url must be a postgres:// URL');
    return openPostgresStore(c.databaseUrl, c.databaseSchema ? { schema: c.databaseSchema } : {});
  }
  return await openSqliteStore(join(c.dataDir ?? './data', SQLITE_FILE), c.sync ?? 'full');
}
