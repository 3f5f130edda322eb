/**
 * `leave` and taking a seat back (issue 41): a seat changes hands only a few times a minute (a
 * leave/reclaim storm rewrote the table's events and sent everyone an update per change), a
 * 2-player leave while the other person is away concedes rather than abandoning, and a leave
 * that changes nothing is answered with why. The limit's clock is injected and run forward.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { api, createMatch, joinMatch, WireClient } from '../src/bench/client';
import { MemoryQuotas } from '../src/limits/quota';
import type { CreateMatch, MatchInfo } from '@tabula/wire';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer | null = null;
let now = Date.UTC(2030, 0, 1);
afterEach(async () => {
  await server?.close();
  server = null;
});

const HOUR = 3600_000;

async function table(players: number, extra: Partial<CreateMatch> = {}) {
  server = await startTestServer({ now: () => now });
  server.service.quotas = new MemoryQuotas(() => now);
  const m = await createMatch(server.url, { game: 'nim', players, absentBot: 'random', ...extra });
  const seats = [];
  for (let i = 0; i < players; i++) {
    const j = await joinMatch(server.url, m.id, { name: `p${i}` });
    const client = await WireClient.connect(server.url);
    await client.hello(m.id, j.token);
    seats.push({ ...j, client });
  }
  return { id: m.id, seats };
}
const info = (id: string) => api<MatchInfo>(server!.url, 'GET', `/api/matches/${id}`);

describe('leave and reclaim, per seat', () => {
  it('a seat changes hands 6 times at once, then once every 10 s: a leave beyond is refused, a hello beyond leaves the bot playing', async () => {
    const { id, seats } = await table(2);
    const [me, other] = [seats[0]!, seats[1]!];
    const away = (yes: boolean) => other.client.next('update', (u) => (u.seats[0]!.away === true) === yes);
    const leave = async () => {
      const seen = away(true);
      me.client.send({ t: 'leave' });
      await seen;
    };
    const back = async () => {
      const seen = away(false);
      await me.client.hello(id, me.token);
      await seen;
    };
    for (let i = 0; i < 3; i++) {
      await leave();
      await back();
    }
    const refused = me.client.next('error');
    me.client.send({ t: 'leave' });
    expect(await refused).toMatchObject({
      code: 'rate-limited',
      message: expect.stringMatching(/leave again in 10 s/),
    });
    // The limit is the seat's, not the socket's: a new connection does not lift it.
    const fresh = await WireClient.connect(server!.url);
    await fresh.hello(id, me.token);
    const still = fresh.next('error');
    fresh.send({ t: 'leave' });
    expect(await still).toMatchObject({ code: 'rate-limited' });
    await fresh.close();
    expect((await info(id)).seats[0]!.away).toBeUndefined();
    now += 10_000;
    await leave();
    // The greeting is answered; the bot keeps the seat until the limit allows.
    const kept = me.client.next('error');
    const { welcome } = await me.client.hello(id, me.token);
    expect(welcome.seat).toBe(0);
    expect(await kept).toMatchObject({
      code: 'rate-limited',
      message: expect.stringMatching(/the bot plays your seat until you greet the match again in 10 s/),
    });
    expect((await info(id)).seats[0]!.away).toBe(true);
    now += 10_000;
    await back();
    expect((await server!.service.open(id))!.tableEvents.map((e) => e.kind)).toEqual([
      'left',
      'reclaimed',
      'left',
      'reclaimed',
      'left',
      'reclaimed',
      'left',
      'reclaimed',
    ]);
  });
});

describe('leave in 2-player while the other person is away', () => {
  it('after the other seat left, leaving loses the match instead of abandoning it', async () => {
    const { id, seats } = await table(2);
    const gone = seats[0]!.client.next('update', (u) => u.seats[1]!.away === true);
    seats[1]!.client.send({ t: 'leave' });
    await gone;
    const over = seats[1]!.client.next('update', (u) => u.outcome !== null);
    seats[0]!.client.send({ t: 'leave' });
    expect((await over).outcome!.ranking).toEqual([2, 1]);
    const i = await info(id);
    expect(i.status).toBe('finished');
    expect(i.outcome!.ranking).toEqual([2, 1]);
    // Recorded as what it counts as.
    expect((await server!.service.open(id))!.tableEvents.map((e) => [e.kind, e.seat])).toEqual([
      ['left', 1],
      ['resigned', 0],
    ]);
  });

  it('after the other seat ran out of time, leaving loses the match', async () => {
    const { id, seats } = await table(2, { clock: { kind: 'turn', turnMs: 24 * HOUR } });
    // Seat 0 bids; seat 1 owes its bid and runs out of time.
    await seats[1]!.client.seen('update', (u) => u.version === 0);
    seats[0]!.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
    await seats[1]!.client.next('update', (u) => u.version === 1);
    now += 24 * HOUR;
    const gone = seats[0]!.client.next('update', (u) => u.seats[1]!.away === true);
    expect(await server!.service.absence.tick()).toEqual([[id, 1]]);
    await gone;
    seats[0]!.client.send({ t: 'leave' });
    await seats[0]!.client.next('update', (u) => u.outcome !== null);
    const i = await info(id);
    expect(i.status).toBe('finished');
    expect(i.outcome!.ranking).toEqual([2, 1]);
  });
});

describe('a leave that changes nothing is answered', () => {
  it('a resigned seat’s leave says it resigned', async () => {
    const { seats } = await table(3);
    const taken = seats[0]!.client.next('update', (u) => u.seats[1]!.resigned === true);
    seats[1]!.client.send({ t: 'resign' });
    await taken;
    const refused = seats[1]!.client.next('error', () => true, 3_000);
    seats[1]!.client.send({ t: 'leave' });
    expect(await refused).toMatchObject({ code: 'illegal', message: expect.stringMatching(/you resigned this seat/) });
  });
});
