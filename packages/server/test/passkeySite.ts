/**
 * What the passkey suites share (issue 44): a real server on SQLite, and on PostgreSQL when
 * TABULA_TEST_PG_URL is set (with a second instance over the same database), reached from a page
 * named `localhost` — browsers make passkeys for names only — and the two ceremonies done with a
 * software authenticator (softAuthenticator.ts).
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { startTestServer, type TestServer } from './helpers';
import { SoftAuthenticator } from './softAuthenticator';
import { dropSchema } from './pgSchema';

const PG_URL = process.env.TABULA_TEST_PG_URL;

// biome-ignore lint/suspicious/noExplicitAny: the tests read the answers' fields freely and check them with expect.
type Body = Record<string, any>;
interface Answer {
  status: number;
  body: Body;
  cookie: string | null;
}
type Options = { body?: unknown; cookie?: string | null; origin?: string };

export async function call(url: string, method: string, path: string, o: Options = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (o.body !== undefined) headers['content-type'] = 'application/json';
  if (o.cookie) headers.cookie = o.cookie;
  if (o.origin) headers.origin = o.origin;
  const r = await fetch(url + path, {
    method,
    headers,
    body: o.body === undefined ? undefined : JSON.stringify(o.body),
  });
  return {
    status: r.status,
    body: (await r.json()) as Body,
    cookie: r.headers.get('set-cookie')?.split(';')[0] ?? null,
  };
}

let n = 0;
/** A username no other test has used. */
export const fresh = (stem: string) => `${stem}${++n}${Date.now() % 100000}`;

export interface PasskeySite {
  /** Filled in before the first test. */
  server: TestServer;
  /** The page's origin, `http://localhost:<port>`. */
  page: string;
  /** Added to the server's clock (expiry tests). */
  skew: number;
  /** PostgreSQL: starts another instance over the same database, serving the same page; null on SQLite. */
  second: (() => Promise<TestServer>) | null;
  /** A request from the page (another `origin` if given). */
  api(method: string, path: string, o?: Options): Promise<Answer>;
  signUp(
    username: string,
    auth?: SoftAuthenticator,
  ): Promise<{ up: Answer; auth: SoftAuthenticator; credential: ReturnType<SoftAuthenticator['create']> }>;
  /** Signs in with the device's passkey, named by `username` or not, the response signed for `origin`. */
  signIn(
    auth: SoftAuthenticator,
    username?: string,
    origin?: string,
  ): Promise<{ r: Answer; body: unknown; options: Body }>;
}

function siteSuite(
  name: string,
  start: (now: () => number) => Promise<TestServer>,
  second: PasskeySite['second'],
  tests: (t: PasskeySite) => void,
) {
  describe(name, () => {
    const t = {
      skew: 0,
      second,
      api: (method, path, o = {}) => call(t.server.url, method, path, { origin: t.page, ...o }),
      async signUp(username, auth = new SoftAuthenticator()) {
        const o = await t.api('POST', '/api/passkey/sign-up/options', { body: { username } });
        expect(o.status).toBe(200);
        const credential = auth.create(o.body.options, t.page);
        const up = await t.api('POST', '/api/passkey/sign-up', {
          body: { challenge: o.body.options.challenge, credential },
        });
        return { up, auth, credential };
      },
      async signIn(auth, username, origin = t.page) {
        const o = await t.api('POST', '/api/passkey/sign-in/options', {
          body: username === undefined ? {} : { username },
        });
        expect(o.status).toBe(200);
        const body = { challenge: o.body.options.challenge, credential: auth.get(o.body.options, origin) };
        return { r: await t.api('POST', '/api/passkey/sign-in', { body }), body, options: o.body.options };
      },
    } as PasskeySite;
    beforeAll(async () => {
      t.server = await start(() => Date.now() + t.skew);
      t.page = `http://localhost:${t.server.port}`;
    });
    afterAll(async () => t.server?.close());
    tests(t);
  });
}

/** `tests` once per store, each with a fresh server. */
export function describePasskeys(concept: string, tests: (t: PasskeySite) => void): void {
  siteSuite(`${concept} on SQLite`, (now) => startTestServer({ now }), null, tests);
  describe.skipIf(!PG_URL)('PostgreSQL', () => {
    const schema = `t_${process.pid}_${Date.now()}_${concept.replace(/\W+/g, '_')}`;
    let firstPort = 0;
    afterAll(async () => {
      await dropSchema(schema);
    });
    siteSuite(
      `${concept} on PostgreSQL`,
      async (now) => {
        const s = await startTestServer({ databaseUrl: PG_URL, databaseSchema: schema, now });
        firstPort = s.port;
        return s;
      },
      // The page's origin names the first instance's port: the other is told it may serve it.
      () =>
        startTestServer({
          databaseUrl: PG_URL,
          databaseSchema: schema,
          allowedOrigins: [`http://localhost:${firstPort}`],
        }),
      tests,
    );
  });
}
