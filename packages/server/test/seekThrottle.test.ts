/**
 * Issue 44: the seek and block routes are throttled per account as the account routes are
 * (accounts/throttle.ts): past the burst, a 429 with `Retry-After` that says what was too many,
 * and the refused request changes nothing. Before, one person could make and poll seeks (each a
 * write and a pairing) or block and unblock as fast as they could send.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Blocks, OpenSeeks, SeekRequest } from '@tabula/wire';
import { BLOCK_CHANGES } from '../src/relation/blockRoutes';
import { SEEK_CHANGES, SEEK_POLLS } from '../src/seek/routes';
import { startServer, type TabulaServer } from '../src/server';
import { call, signUp } from './seekHelpers';

let server: TabulaServer;
// A folder of its own: the default ./data kept one run's seeks (7 days long), which paired with the
// next run's and left fewer of them listed.
const dir = mkdtempSync(join(tmpdir(), 'tabula-seekthrottle-'));
beforeAll(async () => {
  server = await startServer({ port: 0, webDir: null, dataDir: dir, botThreads: 1, seeks: { sweepMs: 0 } });
});
afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The n-th of many seeks in different pools (one account may wait in each pool once). */
const nth = (n: number): SeekRequest => ({
  game: 'hansa',
  players: 2 + (n % 4),
  speed: { kind: 'turn', days: 1 + Math.floor(n / 4) },
  rated: false,
});

async function raw(method: string, path: string, cookie: string, body?: unknown) {
  const r = await fetch(server.url + path, {
    method,
    headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: r.status, retryAfter: r.headers.get('retry-after'), body: (await r.json()) as { error?: string } };
}

describe('throttled per account', () => {
  it('making seeks: a 429 past the burst, saying so, and the refused seek is not made', async () => {
    const ann = await signUp(server.url, 'Thr');
    for (let i = 0; i < SEEK_CHANGES.burst; i++)
      expect((await raw('POST', '/api/seeks', ann.cookie, nth(i))).status).toBe(201);
    const refused = await raw('POST', '/api/seeks', ann.cookie, nth(SEEK_CHANGES.burst));
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^too many seeks made, joined or cancelled; try again in \d+ s/);
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
    const open = (await call<OpenSeeks>(server.url, 'GET', '/api/seeks', { cookie: ann.cookie })).body;
    expect(open.seeks.filter((s) => s.mine)).toHaveLength(SEEK_CHANGES.burst);
  });

  it('polling a seek: a 429 past the burst', async () => {
    const bob = await signUp(server.url, 'Thr');
    const made = await raw('POST', '/api/seeks', bob.cookie, nth(0));
    const id = (made.body as { id: string }).id;
    for (let i = 0; i < SEEK_POLLS.burst; i++)
      expect((await raw('GET', `/api/seeks/${id}`, bob.cookie)).status).toBe(200);
    const refused = await raw('GET', `/api/seeks/${id}`, bob.cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^too many seek polls/);
  });

  it('blocking and unblocking: a 429 past the burst, the refused block not made', async () => {
    const cy = await signUp(server.url, 'Thr');
    const them = await Promise.all(Array.from({ length: BLOCK_CHANGES.burst + 1 }, () => signUp(server.url, 'Blk')));
    for (const t of them.slice(0, BLOCK_CHANGES.burst))
      expect((await raw('POST', `/api/blocks/${t.username}`, cy.cookie)).status).toBe(200);
    const refused = await raw('POST', `/api/blocks/${them.at(-1)!.username}`, cy.cookie);
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatch(/^too many blocks and unblocks/);
    const blocks = (await call<Blocks>(server.url, 'GET', '/api/blocks', { cookie: cy.cookie })).body;
    expect(blocks.blocked).toHaveLength(BLOCK_CHANGES.burst);
  });
});
