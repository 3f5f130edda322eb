/**
 * What a part of the store that is written once for both databases needs of one: the rows a read
 * returns, and the rows each statement of a unit changed, the unit applied whole or not at all.
 * The SQL is PostgreSQL's (`$n` placeholders; queries.ts); each adapter makes a port of its
 * connection (sqlite/port.ts, postgres/port.ts), so a store part holds no adapter's wrappers.
 */
import type { Statement } from './queries';

export type SqlRow = Record<string, unknown>;

export interface SqlPort {
  rows(sql: string, params: unknown[]): Promise<SqlRow[]>;
  /** Runs the statements as one unit; each one's count of changed rows, in order. */
  changes(statements: Statement[]): Promise<number[]>;
}

/** Whether a read returns any row. */
export const any = async (sql: SqlPort, query: string, params: unknown[]): Promise<boolean> =>
  (await sql.rows(query, params)).length > 0;

/** The rows one statement changed. */
export const changed = async (sql: SqlPort, statement: string, params: unknown[]): Promise<number> =>
  (await sql.changes([[statement, params]]))[0] ?? 0;
