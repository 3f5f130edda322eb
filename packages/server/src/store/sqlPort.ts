/**
 * What a part of the store that is written once for both databases needs of one: the rows a read
 * returns, the rows each statement of a unit changed (the unit applied whole or not at all), and
 * units of work taken one at a time by every process writing the database. The SQL is
 * PostgreSQL's (`$n` placeholders; queries.ts); each adapter makes a port of its connection
 * (sqlite/port.ts, postgres/port.ts), so a store part holds no adapter's wrappers.
 */
import type { Statement } from './queries';

export type SqlRow = Record<string, unknown>;

/** Reads and writes. */
export interface SqlUnit {
  rows(sql: string, params: unknown[]): Promise<SqlRow[]>;
  /** Runs the statements as one unit; each one's count of changed rows, in order. */
  changes(statements: Statement[]): Promise<number[]>;
}

export interface SqlPort extends SqlUnit {
  /**
   * Runs `work` after every other work under the same `lock` has finished, in every process that
   * writes the database, so its reads see what the one before it wrote: on PostgreSQL one
   * transaction that takes an advisory lock first (several instances share the database), rolled
   * back whole if `work` throws; on SQLite (one process writes the file) a queue of this store's,
   * each `changes` of `work` a unit of its own.
   */
  serially<R>(lock: string, work: (unit: SqlUnit) => Promise<R>): Promise<R>;
}

/** Whether a read returns any row. */
export const any = async (sql: SqlUnit, query: string, params: unknown[]): Promise<boolean> =>
  (await sql.rows(query, params)).length > 0;

/** The rows one statement changed. */
export const changed = async (sql: SqlUnit, statement: string, params: unknown[]): Promise<number> =>
  (await sql.changes([[statement, params]]))[0] ?? 0;
