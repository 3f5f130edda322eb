/**
 * Clocks and absent seats at a running server (issue 23), with an injected clock run forward —
 * never sleeps for the time rules. A seat out of time is played by a bot from that move on and
 * the record says so; its person takes it back with its token; a match nobody plays any more is
 * abandoned; a resignation ends a 2-player match and ranks the seat last with more players.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { autoPlay } from '../src/bench/autoPlayer';
import { api, createMatch, joinMatch, WireClient } from '../src/bench/client';
import { serverGames } from '@tabula/wire/games';
import type { CreateMatch, MatchInfo, ServerMessage } from '@tabula/wire';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer | null = null;
let now = Date.UTC(2030, 0, 1);
afterEach(async () => {
  await server?.close();
  server = null;
});

type Update = Extract<ServerMessage, { t: 'update' }>;
const HOUR = 3600_000;

async function table(players: number, extra: Partial<CreateMatch>) {
  server = await startTestServer({ now: () => now });
  const m = await createMatch(server.url, { game: 'nim', players, absentBot: 'random', ...extra });
  const seats = [];
  for (let i = 0; i < players; i++) {
    const j = await joinMatch(server.url, m.id, { name: `p${i}` });
    const client = await WireClient.connect(server.url);
    const { update } = await client.hello(m.id, j.token);
    seats.push({ ...j, client, update });
  }
  return { id: m.id, seats };
}
const info = (id: string) => api<MatchInfo>(server!.url, 'GET', `/api/matches/${id}`);

describe('real-time clock', () => {
  it('every view shows each seat’s bank; acting charges the time taken and credits the increment', async () => {
    const { id, seats } = await table(2, { clock: { kind: 'realtime', baseMs: 600_000, incrementMs: 20_000 } });
    const last = await seats[1]!.client.seen('update', (u) => u.seats.every((s) => s.connected));
    expect(last.clock).toEqual({
      kind: 'realtime',
      seats: [
        { leftMs: 600_000, running: true },
        { leftMs: 600_000, running: true },
      ],
    });
    now += 30_000;
    const seen = seats[1]!.client.next('update', (u) => u.version === 1);
    seats[0]!.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 2 } });
    const u = await seen;
    // Seat 0 bid after 30 s (N-1: bids at once): its step is over, +20 s; seat 1 still owes.
    expect(u.clock!.seats).toEqual([
      { leftMs: 590_000, running: false },
      { leftMs: 570_000, running: true },
    ]);
    expect((await info(id)).clock!.seats[1]!.leftMs).toBe(570_000);
  });
});

describe('absent seats', () => {
  it('a seat out of time is played by a bot from that move; its token takes it back', async () => {
    const { id, seats } = await table(2, { clock: { kind: 'turn', turnMs: 24 * HOUR } });
    const watch = seats[1]!.client;
    now += 24 * HOUR - 1;
    expect(await server!.service.absence.tick()).toEqual([]);
    seats[1]!.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
    await watch.next('update', (u) => u.version === 1);
    now += 1;
    const away = watch.next('update', (u) => u.seats[0]!.away === true);
    expect(await server!.service.absence.tick()).toEqual([[id, 0]]);
    await away;
    // The bot plays seat 0's bid at once.
    await watch.seen('update', (u) => u.version >= 2);
    const a = seats[0]!.client;
    const refused = a.next('error');
    a.send({ t: 'act', version: 2, action: { type: 'heap', heap: 0 } });
    expect((await refused).message).toMatch(/a bot plays your seat while you are away/);
    // Back: a hello with the token takes the seat back; the record says when each happened.
    const back = await a.hello(id, seats[0]!.token);
    await watch.seen('update', (u) => u.seats[0]!.away === undefined && u.version >= 2);
    expect(back.welcome.seat).toBe(0);
    const m = (await server!.service.open(id))!;
    expect(m.seats[0]!.bot).toBeNull();
    expect(m.tableEvents.map((e) => [e.kind, e.seat, e.version])).toEqual([
      ['timeout', 0, 1],
      ['reclaimed', 0, m.tableEvents[1]!.version],
    ]);
    expect(m.tableEvents[0]!.bot).toBe('random');
  });

  it('a match whose people have all run out of time is abandoned; its bots stop', async () => {
    const { id, seats } = await table(2, { clock: { kind: 'turn', turnMs: 24 * HOUR } });
    now += 24 * HOUR;
    const gone = seats[0]!.client.next('update', (u) => u.seats.every((s) => s.away));
    await server!.service.absence.tick();
    await gone;
    const i = await info(id);
    expect(i.status).toBe('abandoned');
    await new Promise((r) => setTimeout(r, 200));
    expect((await info(id)).version).toBe(i.version);
    const m = (await server!.service.open(id))!;
    expect(m.tableEvents.map((e) => e.kind)).toEqual(['timeout', 'timeout', 'abandoned']);
  });

  it('leaving hands the seat to a bot at once, without a clock', async () => {
    const { id, seats } = await table(2, {});
    const away = seats[1]!.client.next('update', (u) => u.seats[0]!.away === true);
    seats[0]!.client.send({ t: 'leave' });
    await away;
    expect((await info(id)).status).toBe('running');
  });
});

describe('resign', () => {
  it('in 2-player the match ends and the other seat wins', async () => {
    const { id, seats } = await table(2, {});
    const over = seats[1]!.client.next('update', (u) => u.outcome !== null);
    seats[0]!.client.send({ t: 'resign' });
    const u: Update = await over;
    expect(u.outcome!.ranking).toEqual([2, 1]);
    expect(u.legal).toEqual([]);
    const i = await info(id);
    expect(i.status).toBe('finished');
    const record = await api<{ table: Array<{ kind: string; seat: number }> }>(
      server!.url,
      'GET',
      `/api/matches/${id}/record`,
    );
    expect(record.table.map((e) => [e.kind, e.seat])).toEqual([['resigned', 0]]);
  });

  it('with 3 players a bot plays the resigned seat on, and it ranks last', async () => {
    const { id, seats } = await table(3, {});
    const nim = serverGames.nim!;
    const taken = seats[2]!.client.next('update', (u) => u.seats[1]!.away === true);
    seats[1]!.client.send({ t: 'resign' });
    expect((await taken).seats[1]).toMatchObject({ away: true, resigned: true });
    const players = [0, 2].map((s) =>
      autoPlay(seats[s]!.client, s, {
        game: nim,
        initial: [...seats[s]!.client.received].reverse().find((m) => m.t === 'update') as Update,
      }),
    );
    await Promise.all(players.map((p) => p.done));
    const i = await info(id);
    expect(i.status).toBe('finished');
    // N-4: the last stone's taker is first, the others share second — the resigned seat is last
    // even when its bot took the last stone.
    expect(i.outcome!.ranking[1]).toBe(3);
    // Named so at the end (issue 45): the final table reads the mark, the others carry none.
    expect(i.outcome!.breakdown[1]).toMatchObject({ resigned: 1 });
    expect(i.outcome!.breakdown[0]).not.toHaveProperty('resigned');
    expect(Math.max(i.outcome!.ranking[0]!, i.outcome!.ranking[2]!)).toBeLessThan(3);
  });
});
