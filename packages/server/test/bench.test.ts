/** `tabula bench server` end to end, small: its threads seat, warm up, measure and report. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchServer } from '../src/bench/bench';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe('bench server', () => {
  it('plays from two threads, measures only after the warm-up, and reports what it left out', async () => {
    const r = await benchServer({
      url: server.url,
      clients: 8,
      seconds: 2,
      game: 'nim',
      thinkMs: 10,
      warmupSeconds: 1,
      threads: 2,
    });
    expect(r).toMatchObject({ clients: 8, players: 2, threads: 2, thinkMs: 10, warmupSeconds: 1, errors: 0 });
    expect(r.actions).toBeGreaterThan(20);
    expect(r.warmupActions).toBeGreaterThan(0);
    expect(r.p50Ms).toBeGreaterThan(0);
    expect(r.p99Ms).toBeGreaterThanOrEqual(r.p50Ms);
    expect(r.setupMs).toBeGreaterThan(0);
    // Nim games are short: tables finish and seat new matches while the clock runs.
    expect(r.games).toBeGreaterThan(0);
    expect(r.seatings).toBeGreaterThan(0);
    // Both count from the warm-up's end: each finished game seats the table's next one, and at most
    // one game per table (4) may have ended with its next seating cut off by the stop.
    expect(r.games).toBeLessThanOrEqual(r.seatings + 4);
    expect(r.serverCpuMsPerAction).toBeGreaterThan(0);
    expect(r.serverStoreP99Ms).not.toBeNull();
    expect(r.timeline.reduce((n, s) => n + s.actions, 0)).toBe(r.actions + r.warmupActions);
    // Each action sends both seats an update at least ({"t":"update",…} is over 100 bytes).
    expect(r.bytesPerAction).toBeGreaterThan(200);
  }, 30_000);

  it('spreads its tables over several instances and adds up their counters', async () => {
    const other = await startTestServer();
    try {
      const actions = async (url: string) =>
        Number(/^tabula_actions_total (\d+)$/m.exec(await (await fetch(`${url}/metrics`)).text())![1]);
      const before = await Promise.all([server.url, other.url].map(actions));
      const r = await benchServer({
        url: server.url,
        urls: [server.url, other.url],
        clients: 8,
        seconds: 1,
        game: 'nim',
        thinkMs: 10,
        warmupSeconds: 0.2,
        threads: 1,
      });
      expect(r.errors).toBe(0);
      const after = await Promise.all([server.url, other.url].map(actions));
      // Both instances played, and the bench read both.
      expect(after[0]! - before[0]!).toBeGreaterThan(0);
      expect(after[1]! - before[1]!).toBeGreaterThan(0);
      expect(r.serverCpuMsPerAction).toBeGreaterThan(0);
    } finally {
      await other.close();
    }
  }, 30_000);
});
