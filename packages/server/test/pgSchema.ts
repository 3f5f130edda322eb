/**
 * A PostgreSQL schema of a suite's own (issue 26): a name no other suite or run uses, dropped
 * afterwards so suites never see each other's rows. Needs TABULA_TEST_PG_URL.
 */
import pg from 'pg';

/** A schema name no other suite or run uses. */
export function testSchema(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now()}`;
}

export async function dropSchema(schema: string): Promise<void> {
  const c = new pg.Client({ connectionString: process.env.TABULA_TEST_PG_URL });
  await c.connect();
  await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await c.end();
}
