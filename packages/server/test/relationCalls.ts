/**
 * The relation suites' server and calls (relations.test.ts, relationChallenges.test.ts): a real
 * server over 127.0.0.1 per suite, accounts signed up, friendships made, a table held.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Friends } from '@tabula/wire';
import { createMatch, joinMatch } from '../src/bench/client';
import { startServer, type TabulaServer } from '../src/server';

/** One server for the calling suite (registers its beforeAll/afterAll); `server()` once it runs. */
export function relationServer(): () => TabulaServer {
  const dir = mkdtempSync(join(tmpdir(), 'tabula-relations-'));
  let server: TabulaServer;
  beforeAll(async () => {
    server = await startServer({ port: 0, dataDir: dir, webDir: null, botThreads: 1 });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return () => server;
}

export type Person = { username: string; cookie: string };
export type Call = <T = Record<string, unknown>>(
  method: string,
  path: string,
  o?: { body?: unknown; cookie?: string; origin?: string },
) => Promise<{ status: number; body: T; cookie: string | null }>;

export function relationCalls(server: () => TabulaServer) {
  const call: Call = async (method, path, o = {}) => {
    const r = await fetch(server().url + path, {
      method,
      headers: {
        ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(o.cookie ? { cookie: o.cookie } : {}),
        ...(o.origin ? { origin: o.origin } : {}),
      },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
    });
    return {
      status: r.status,
      body: (await r.json()) as never,
      cookie: r.headers.get('set-cookie')?.split(';')[0] ?? null,
    };
  };
  let n = 0;
  const signUp = async (stem: string): Promise<Person> => {
    const username = `${stem}${++n}${Date.now() % 100000}`;
    const up = await call('POST', '/api/account', { body: { username, password: 'a long passphrase' } });
    expect(up.status).toBe(201);
    return { username, cookie: up.cookie! };
  };
  const as = (p: Person) => ({ cookie: p.cookie });
  const friendsOf = async (p: Person) => (await call<Friends>('GET', '/api/friends', as(p))).body;
  const befriend = async (a: Person, b: Person): Promise<void> => {
    expect((await call('POST', `/api/friends/${b.username}/request`, as(a))).body).toMatchObject({
      state: 'requested',
    });
    expect((await call('POST', `/api/friends/${a.username}/accept`, as(b))).body).toMatchObject({ state: 'friends' });
  };
  /** An open 2-player Nim match whose seat 0 `holder` joined and claimed; its id. */
  const heldTable = async (holder: Person, extra: Partial<Parameters<typeof createMatch>[1]> = {}): Promise<string> => {
    const m = await createMatch(server().url, { game: 'nim', players: 2, ...extra });
    const j = await joinMatch(server().url, m.id, { name: holder.username });
    const claim = await call('POST', '/api/account/seats', {
      ...as(holder),
      body: { seats: [{ matchId: m.id, token: j.token }] },
    });
    expect(claim.body).toMatchObject({ held: [{ matchId: m.id, seat: 0 }] });
    return m.id;
  };
  return { call, signUp, as, friendsOf, befriend, heldTable };
}
