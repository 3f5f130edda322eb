/**
 * Opening PostgreSQL: the pool (with the schema chosen), the tables brought up to date, and the
 * transaction helper every part of the adapter writes through.
 */
import pg from 'pg';
import { RETIRED_COLUMNS } from '../legacyEvents';
import { ADDED_COLUMNS, recordsTable, SCHEMA } from '../schema';
import { SEEK_SEQUENCE } from '../seekRows';
import type { ReadSource } from '../store';

export interface PostgresOptions {
  /** A schema to create and use instead of `public` (tests use a fresh one per run). */
  schema?: string;
  max?: number;
}

/** What each part of the PostgreSQL adapter works with. */
export interface PostgresDb {
  pool: pg.Pool;
  /** Runs `work` as one transaction on a connection of its own, rolled back if it throws. */
  tx<T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T>;
  /** The current time, ISO. */
  now(): string;
}

/** Connects, brings the tables up to date and returns the pool with where a worker thread reads. */
export async function connectPostgres(
  url: string,
  o: PostgresOptions,
): Promise<{ db: PostgresDb; readSource: ReadSource }> {
  if (o.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(o.schema))
    throw new Error(`bad schema name "${o.schema}"`);
  // Server settings in the URL (`?options=-c synchronous_commit=off`, say) are kept beside the
  // schema: pg would let the URL's `options` replace the schema's, so they are merged here.
  const parsed = new URL(url);
  const settings = [parsed.searchParams.get('options'), o.schema ? `-c search_path=${o.schema}` : null]
    .filter((x) => x)
    .join(' ');
  parsed.searchParams.delete('options');
  const pool = new pg.Pool({
    connectionString: parsed.toString(),
    max: o.max ?? 8,
    // The schema name is checked above: it is an identifier, which parameters cannot carry.
    ...(settings ? { options: settings } : {}),
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next query.
  });
  await migrate(pool, o.schema);
  const tx = async <T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T> => {
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      const out = await work(c);
      await c.query('COMMIT');
      return out;
    } catch (e) {
      await c.query('ROLLBACK').catch(() => undefined);
      throw e;
    } finally {
      c.release();
    }
  };
  return {
    db: { pool, tx, now: () => new Date().toISOString() },
    // The record builder's worker thread connects as the pool does (records.ts).
    readSource: {
      kind: 'postgres',
      config: { connectionString: parsed.toString(), ...(settings ? { options: settings } : {}) },
    },
  };
}

/** Creates the tables, adds the columns an older database lacks, retires old ones; ends the pool if it fails. */
async function migrate(pool: pg.Pool, schema: string | undefined): Promise<void> {
  // Instances starting together take turns (CREATE … IF NOT EXISTS races with itself in PostgreSQL).
  const setup = await pool.connect();
  try {
    await setup.query('BEGIN');
    await setup.query("SELECT pg_advisory_xact_lock(hashtext('tabula:schema'))");
    if (schema) await setup.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    for (const sql of [...SCHEMA, recordsTable('BYTEA')]) await setup.query(sql);
    for (const { table, column, type } of ADDED_COLUMNS)
      await setup.query(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${column} ${type}`);
    await setup.query(SEEK_SEQUENCE);
    // Columns retired since (legacyEvents.ts): moved out and dropped, in this same transaction.
    for (const { table, column, postgres } of RETIRED_COLUMNS) {
      const has = await setup.query(
        'SELECT 1 FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1 AND column_name = $2',
        [table, column],
      );
      if (has.rowCount) for (const sql of postgres) await setup.query(sql);
    }
    await setup.query('COMMIT');
  } catch (e) {
    await setup.query('ROLLBACK').catch(() => undefined);
    setup.release();
    await pool.end();
    throw e;
  }
  setup.release();
}
