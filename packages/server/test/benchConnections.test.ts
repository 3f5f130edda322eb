/**
 * `tabula bench server --connections` works at a small N (issue 46): it holds the clients open
 * from several source addresses (so a server limiting loopback addresses accepts them all), the
 * players' actions are answered, the server's heartbeats reach every socket and its hello deadline
 * closes the silent ones, and the report has its figures. Not a timed test: figures are the
 * bench's (README "Capacity").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benchConnections } from '../src/bench/connections/bench';
import { sourceAddress } from '../src/bench/connections/addresses';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    // Short heartbeat and hello deadline, so a few seconds' hold sees both fire.
    limits: { heartbeatMs: 500, helloMs: 1000 },
    // Loopback clients limited as any address: 200 sockets from one address would be refused.
    addressLimits: { limitLoopback: true, connections: 64 },
  });
});
afterAll(async () => server?.close());

describe('bench server --connections', () => {
  it('gives each block of clients an address of its own in 127.0.0.0/8', () => {
    expect(sourceAddress(0, 16)).toBe('127.10.0.1');
    expect(sourceAddress(15, 16)).toBe('127.10.0.1');
    expect(sourceAddress(16, 16)).toBe('127.10.0.2');
    expect(sourceAddress(16 * 300, 16)).toBe('127.10.1.45');
  });

  it('holds 200 connections, answers the players, and reports heartbeats and the hello deadline', async () => {
    const r = await benchConnections({
      url: server.url,
      connections: 200,
      spectators: 40,
      silent: 5,
      game: 'hansa',
      players: 2,
      thinkSeconds: 0.5,
      seconds: 3,
    });
    expect(r).toMatchObject({ clients: 200, tables: 80, spectators: 40, errors: 0, dropped: 0 });
    expect(r.addresses).toBeGreaterThan(200 / 64);
    // Every held socket is open at the end, as the server counts them; the silent ones are gone.
    expect(r.serverConnections).toBe(200);
    expect(r.silentClosed).toBe(5);
    expect(r.silentCodes).toEqual([1008]);
    // Heartbeats fired on every held socket (500 ms apart, held over 3 s) and none was dropped.
    expect(r.pinged).toBe(200);
    expect(r.pings).toBeGreaterThanOrEqual(200 * 2);
    // The players' actions were answered and measured.
    expect(r.actions).toBeGreaterThan(50);
    expect(r.p50Ms).toBeGreaterThan(0);
    expect(r.p99Ms).toBeGreaterThanOrEqual(r.p50Ms);
    // Memory and CPU were read (from /metrics here: the server runs in the test's process).
    expect(r.source).toBe('metrics');
    expect(r.openedMb).toBeGreaterThan(0);
    expect(Number.isFinite(r.kbPerConnection)).toBe(true);
    expect(r.serverCpu).toBeGreaterThan(0);
  }, 60_000);
});
