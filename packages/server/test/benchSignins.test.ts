/**
 * `tabula bench signins` works at a tiny scale (issue 44): accounts are made, the players play
 * both phases, the sign-ins are sent at the rate asked and let in, and the report has its fields.
 * Not a timed test: the figures are the bench's to print (README "Sign-ins beside players").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchSignins } from '../src/bench/signins/bench';
import { formatSignInBench } from '../src/bench/signins/result';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('bench signins', () => {
  it('signs in beside 2 players and reports both phases', async () => {
    const r = await benchSignins({ url: server.url, rate: 2, players: 2, seconds: 2, thinkMs: 100, warmupSeconds: 0 });
    expect(r).toMatchObject({ game: 'hansa', players: 2, tables: 1, rate: 2, errors: 0, source: 'metrics' });
    expect(r.phases.map((p) => p.name)).toEqual(['baseline', 'sign-ins']);
    for (const p of r.phases) {
      expect(p.actions).toBeGreaterThan(0);
      expect(p.p99Ms).toBeGreaterThanOrEqual(p.p50Ms);
      expect(p.maxMs).toBeGreaterThanOrEqual(p.p99Ms);
      expect(p.rssMb).toBeGreaterThan(0);
    }
    // 2 sign-ins/s for 2 s: one every 500 ms; all let in (loopback, fresh accounts).
    expect(r.signIns.sent).toBeGreaterThanOrEqual(3);
    expect(r.signIns.sent).toBeLessThanOrEqual(5);
    expect(r.signIns).toMatchObject({ ok: r.signIns.sent, limited: 0, busy: 0, other: 0 });
    expect(r.signIns.p99Ms).toBeGreaterThan(0);
    expect(r.accounts).toBeGreaterThanOrEqual(1);
    expect(r.usesPerAccount).toBeLessThanOrEqual(5);
    expect(formatSignInBench(r)).toMatch(/sign-ins: \d+ sent .* \d+ signed in, refused 0 × 429 and 0 × 503/);
  }, 60_000);
});
