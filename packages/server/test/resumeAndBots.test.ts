/** Resuming after a dropped connection, and bots playing their seats from worker threads. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, createMatch, joinMatch, WireClient } from '../src/bench/client';
import { autoPlay } from '../src/bench/autoPlayer';
import type { MatchInfo } from '@tabula/wire';
import { seatedMatch, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ botThreads: 2 });
});
afterAll(async () => server?.close());

async function waitFinished(id: string, ms = 20_000): Promise<MatchInfo> {
  const end = Date.now() + ms;
  for (;;) {
    const info = await api<MatchInfo>(server.url, 'GET', `/api/matches/${id}`);
    if (info.status === 'finished' || Date.now() > end) return info;
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('resume after a dropped connection', () => {
  it('a seat that reconnects with `since` gets every event it missed, then plays on', async () => {
    const { info, seats } = await seatedMatch(server.url, 'nim', 2, {}, 'resume');
    const [a, b] = seats as [(typeof seats)[0], (typeof seats)[0]];
    await a.client.hello(info.id, a.token);
    const ub = (await b.client.hello(info.id, b.token)).update;
    expect(ub.seats[0]!.connected).toBe(true);
    // Seat 1 drops; seat 0 bids meanwhile and sees seat 1 marked as disconnected (a seats
    // message: presence alone changed, so no view is resent).
    const seenGone = a.client.next('seats', (u) => u.seats[1]!.connected === false);
    await b.client.close();
    await seenGone;
    const after = a.client.next('update', (u) => u.version === 1);
    a.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 2 } });
    await after;
    // Seat 1 comes back having seen version 0: it receives version 1's events (redacted: seat 0's
    // bid amount is not among them) and the current view.
    const back = await WireClient.connect(server.url);
    const { update } = await back.hello(info.id, b.token, 0);
    expect(update.version).toBe(1);
    expect(update.events.map((e) => [e.version, e.seat])).toEqual([[1, 0]]);
    expect(update.events[0]!.events).toEqual([{ type: 'bid', seat: 0 }]);
    expect((update.view as { bids: unknown[] }).bids).toEqual(['hidden', null]);
    // Both finish the game.
    const pa = autoPlay(a.client, 0, { initial: a.client.received.filter((m) => m.t === 'update').at(-1) as never });
    const pb = autoPlay(back, 1, { initial: update });
    const [fa, fb] = await Promise.all([pa.done, pb.done]);
    expect(fa.outcome).toEqual(fb.outcome);
    expect([...pa.stats.lastErrors, ...pb.stats.lastErrors]).toEqual([]);
    await Promise.all([a.client.close(), back.close()]);
  });
});

describe('memory', () => {
  it('a match nobody watches leaves memory and reloads, unchanged, on the next hello', async () => {
    const { info, seats } = await seatedMatch(server.url, 'nim', 2, {}, 'evict');
    for (const s of seats) await s.client.hello(info.id, s.token);
    const moved = seats[1]!.client.next('update', (u) => u.version === 1);
    seats[0]!.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 2 } });
    const before = await moved;
    const live = server.service.liveCount;
    for (const s of seats) await s.client.close();
    for (let i = 0; i < 50 && server.service.liveCount >= live; i++) await new Promise((r) => setTimeout(r, 20));
    expect(server.service.liveCount).toBe(live - 1);
    const again = await WireClient.connect(server.url);
    const { update } = await again.hello(info.id, seats[1]!.token, 1);
    expect(update.version).toBe(1);
    expect(update.view).toEqual(before.view);
    expect(update.legal).toEqual(before.legal);
    await again.close();
  });
});

describe('bots', () => {
  it('a person against a bot: the bot answers every turn', async () => {
    const m = await createMatch(server.url, { game: 'nim', players: 2, seats: [{}, { bot: 'random' }] });
    expect(m.status).toBe('open');
    const j = await joinMatch(server.url, m.id, { name: 'Ada' });
    expect(j.seat).toBe(0);
    const c = await WireClient.connect(server.url);
    const { update } = await c.hello(m.id, j.token);
    expect(update.seats[1]).toMatchObject({ bot: 'random', connected: true });
    const p = autoPlay(c, 0, { initial: update });
    const final = await p.done;
    expect(final.outcome).not.toBeNull();
    expect(final.events.length + update.events.length).toBeGreaterThan(0);
    await c.close();
  });

  it('an all-bot table plays to the end on its own; several at once', async () => {
    const ms = await Promise.all(
      [2, 3, 4].map((players) =>
        createMatch(server.url, {
          game: 'nim',
          players,
          seats: Array.from({ length: players }, () => ({ bot: 'random' })),
        }),
      ),
    );
    for (const m of ms) expect(m.status).toBe('running');
    const done = await Promise.all(ms.map((m) => waitFinished(m.id)));
    for (const d of done) expect(d.status).toBe('finished');
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/tabula_bot_threads [12]/);
    expect(Number(/tabula_bot_moves_total (\d+)/.exec(metrics)![1])).toBeGreaterThan(10);
  });

  it('a bot seat cannot be joined or claimed with a token', async () => {
    const m = await createMatch(server.url, { game: 'nim', players: 2, seats: [{ bot: 'random' }, {}] });
    const r = await fetch(`${server.url}/api/matches/${m.id}/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x', seat: 0 }),
    });
    expect(r.status).toBe(409);
  });
});

describe('health, metrics, listing, web note', () => {
  it('serves /healthz, /metrics, /api/games, lists matches and a note at /', async () => {
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ ok: true, store: 'sqlite' });
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    for (const name of [
      'tabula_matches{status="finished"}',
      'tabula_connected_clients',
      'tabula_actions_per_second',
      'tabula_action_latency_seconds_bucket',
    ])
      expect(metrics).toContain(name);
    const games = await api<{ games: Array<{ id: string }> }>(server.url, 'GET', '/api/games');
    expect(games.games.map((g) => g.id)).toContain('nim');
    const list = await api<{ matches: MatchInfo[] }>(server.url, 'GET', '/api/matches?status=finished&limit=2');
    expect(list.matches.length).toBe(2);
    expect(list.matches.every((m) => m.status === 'finished')).toBe(true);
    expect(JSON.stringify(list)).not.toMatch(/token|seed/i);
    expect((await (await fetch(`${server.url}/`)).json()).name).toBe('Tabula server');
    expect((await fetch(`${server.url}/api/nothing`)).status).toBe(404);
  });
});
