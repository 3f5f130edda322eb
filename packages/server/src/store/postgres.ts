/**
 * PostgreSQL, for a database shared by several server processes or kept on another machine.
 * Every statement is parameterised; each write is one transaction, committed (and, with the
 * default synchronous_commit, flushed to the WAL) before its promise resolves. The adapter is
 * put together here from its parts in `postgres/`, one concept each.
 */
import type pg from 'pg';
import { postgresActions } from './postgres/actions';
import { postgresChat } from './postgres/chat';
import { postgresSeqs } from './postgres/compareAndSet';
import { connectPostgres, type PostgresOptions } from './postgres/connect';
import { postgresExpiry } from './postgres/expiry';
import { postgresAccounts } from './postgres/accounts';
import { postgresPasskeys } from './postgres/passkeys';
import { postgresSeeks } from './postgres/seeks';
import { postgresSeekTables } from './postgres/seekTables';
import { postgresPort } from './postgres/port';
import { ratingStore } from './ratingStore';
import { relationStore } from './relationStore';
import { postgresListing } from './postgres/listing';
import { postgresMatches } from './postgres/matches';
import { postgresPush } from './postgres/push';
import { postgresRecords } from './postgres/records';
import { postgresSeats } from './postgres/seats';
import { postgresSnapshots } from './postgres/snapshots';
import { postgresTableChanges } from './postgres/tableChanges';
import type { Store } from './store';

export type { PostgresOptions } from './postgres/connect';

/**
 * Group commits written at once. With one, an action arriving during a commit waits for it and then
 * for its own; with two it starts at once. Nim bench, six runs each alternating: 10.6k → 11.5k
 * actions/s, p50 4.1 → 3.7 ms, PostgreSQL's CPU per action unchanged (issue 26).
 */
const WRITE_LANES = 2;

/** The PostgreSQL store, with its pool (the cluster's leases use the same connections). */
export type PostgresStore = Store & { readonly pool: pg.Pool };

export async function openPostgresStore(url: string, o: PostgresOptions = {}): Promise<PostgresStore> {
  const { db, readSource } = await connectPostgres(url, o);
  const sql = postgresPort(db);
  return {
    kind: 'postgres',
    writeLanes: WRITE_LANES,
    readSource,
    ...postgresMatches(db),
    ...postgresSeats(db),
    ...postgresActions(db),
    ...postgresSnapshots(db),
    ...postgresChat(db),
    ...postgresRecords(db),
    ...postgresTableChanges(db),
    ...postgresListing(db),
    ...postgresExpiry(db),
    ...postgresAccounts(db),
    ...postgresPasskeys(db),
    ...postgresSeeks(db),
    ...postgresSeekTables(db),
    ...ratingStore(sql),
    ...relationStore(sql),
    ...postgresPush(db),
    ...postgresSeqs(db),
    async ping() {
      await db.pool.query('SELECT 1');
    },
    pool: db.pool,
    async close() {
      await db.pool.end();
    },
  };
}
