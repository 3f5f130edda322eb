/**
 * One site over PostgreSQL for a suite: a schema of its own (dropped afterwards, so suites never
 * see each other's rows), and servers in this process over it — the instances of one site, as
 * the cluster and two-instance suites need (issue 26, 44). Needs TABULA_TEST_PG_URL.
 */
import { startServer, type ServerOptions, type TabulaServer } from '../src/server';
import { dropSchema, testSchema } from './pgSchema';

const PG_URL = process.env.TABULA_TEST_PG_URL;

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
