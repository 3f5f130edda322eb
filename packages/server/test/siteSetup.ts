/**
 * One site over PostgreSQL for a suite: a schema of its own (dropped afterwards, so suites never
 * see each other's rows), and servers in this process over it — the instances of one site, as
 * the cluster and two-instance suites need (issue 26, 44). Needs TABULA_TEST_PG_URL.
 */
import pg from 'pg';
import { startServer, type ServerOptions, type TabulaServer } from '../src/server';

const PG_URL = process.env.TABULA_TEST_PG_URL;

/** A schema name no other suite or run uses. */
export function testSchema(prefix: string): string {
  return `${prefix}_${process.pid}_${Date.now()}`;
}

export async function dropSchema(schema: string): Promise<void> {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  await c.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await c.end();
}

export interface Site {
  servers: TabulaServer[];
  close(): Promise<void>;
}

/** `n` servers in this process over one fresh schema, started one after the other (the first creates the tables). */
export async function startSite(n: number, prefix: string, o: ServerOptions = {}): Promise<Site> {
  const schema = testSchema(prefix);
  const servers: TabulaServer[] = [];
  const close = async () => {
    for (const s of servers) await s.close();
    await dropSchema(schema);
  };
  try {
    for (let i = 0; i < n; i++)
      servers.push(
        await startServer({ port: 0, webDir: null, botThreads: 1, databaseUrl: PG_URL!, databaseSchema: schema, ...o }),
      );
  } catch (e) {
    // Leave no server or schema behind when one fails to start.
    await close().catch(() => undefined);
    throw e;
  }
  return { servers, close };
}
