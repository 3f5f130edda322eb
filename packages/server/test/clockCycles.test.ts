/**
 * Issue 41, point 2: clocks that only a move feeds. With an injected clock run forward (never
 * sleeps for the time rules), a player whose clock runs tries the cycles that defeated both clocks:
 * `leave` + a `hello` with the seat's token before the absent-seat bot moves (it credited the
 * real-time increment and restarted the turn deadline every time), and act + undo in turn-based
 * play (the act restarted the deadline of a seat that still owed its decision, the undo kept it).
 * Neither may give the seat time back: its bank and its deadline only fall until a move ends its
 * turn. Also: a timed-out seat's bank is never shown below zero.
 */
import { UNDO } from '@tabula/engine';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { api, createMatch, joinMatch, WireClient } from '../src/bench/client';
import type { LiveMatch } from '../src/match/liveMatch';
import type { CreateMatch, MatchInfo } from '@tabula/wire';
import { startServer } from '../src/server';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer | null = null;
let now = Date.UTC(2030, 0, 1);
afterEach(async () => {
  await server?.close();
  server = null;
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const realtime: CreateMatch['clock'] = { kind: 'realtime', baseMs: 10 * MINUTE, incrementMs: 5 * MINUTE };
const turn: CreateMatch['clock'] = { kind: 'turn', turnMs: HOUR };

/**
 * A 2-player Nim match with a clock, both people connected. The absent-seat bot waits a minute
 * of real time before it moves, so a seat handed to it is taken back before it plays (the attack).
 */
async function table(clock: CreateMatch['clock']) {
  server = await startTestServer({ now: () => now, botDelayMs: 60_000 });
  // No per-seat limit on leaves and reclaims here (leave.test.ts tests it): the clock must hold
  // even for cycles as fast as an attacker could make them without that limit.
  server.service.quotas = { take: async () => 0 };
  const m = await createMatch(server.url, { game: 'nim', players: 2, absentBot: 'random', clock });
  const seats = [];
  for (let i = 0; i < 2; i++) {
    const j = await joinMatch(server.url, m.id, { name: `p${i}` });
    const client = await WireClient.connect(server.url);
    await client.hello(m.id, j.token);
    seats.push({ ...j, client });
  }
  const live = (await server.service.open(m.id))!;
  return { id: m.id, seats, live };
}

const leftOf = async (id: string, seat: number) =>
  (await api<MatchInfo>(server!.url, 'GET', `/api/matches/${id}`)).clock!.seats[seat]!.leftMs;

/** Seat 0 hands its seat to the bot and takes it back with its token; the table sees both. */
async function leaveAndReclaim(
  s: { client: WireClient; token: string },
  id: string,
  watch: WireClient,
  awayMs: number,
) {
  const away = watch.next('update', (u) => u.seats[0]!.away === true);
  s.client.send({ t: 'leave' });
  await away;
  now += awayMs;
  const back = watch.next('update', (u) => u.seats[0]!.away === undefined);
  await s.client.hello(id, s.token);
  await back;
}

/** Both seats bid (seat 0 higher): seat 0 then owes its heap choice, which may be undone (N-6). */
async function bidsDone(seats: Array<{ client: WireClient }>, live: LiveMatch) {
  const [a, b] = seats as [{ client: WireClient }, { client: WireClient }];
  a.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 3 } });
  await b.client.next('update', (u) => u.version === 1);
  b.client.send({ t: 'act', version: 1, action: { type: 'bid', n: 1 } });
  await a.client.next('update', (u) => u.version === 2);
  expect(live.active).toEqual([0]);
}

/** Seat 0 chooses a heap (its decision goes on) and takes it back. */
async function actAndUndo(a: WireClient, live: LiveMatch) {
  const v = live.version;
  a.send({ t: 'act', version: v, action: live.legal[0]![0] as Record<string, unknown> });
  await a.next('update', (u) => u.version === v + 1);
  now += MINUTE;
  a.send({ t: 'act', version: v + 1, action: UNDO });
  await a.next('update', (u) => u.version === v + 2);
}

describe('real-time: only a move that ends the turn feeds the bank', () => {
  it('leave + hello cycles credit no increment: the bank falls by the time the person held the seat', async () => {
    const { id, seats, live } = await table(realtime);
    now += MINUTE;
    let last = await leftOf(id, 0);
    expect(last).toBe(9 * MINUTE);
    for (let i = 0; i < 5; i++) {
      await leaveAndReclaim(seats[0]!, id, seats[1]!.client, 10_000);
      now += 20_000;
      const left = await leftOf(id, 0);
      expect(left).toBeLessThanOrEqual(last);
      last = left;
    }
    // 1 minute, then 5 × 20 s as a person (the 10 s away each time are the bot's): no increment.
    expect(last).toBe(10 * MINUTE - MINUTE - 5 * 20_000);
    expect(live.seats[0]!.bot).toBeNull();
    // A move that ends the seat's step (its bid) is what earns the increment.
    seats[0]!.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 3 } });
    await seats[1]!.client.next('update', (u) => u.version === 1);
    expect(await leftOf(id, 0)).toBe(last + 5 * MINUTE);
  });

  it('act + undo, leave and hello mixed: the bank never grows without a move ending the turn', async () => {
    const { id, seats, live } = await table(realtime);
    await bidsDone(seats, live);
    let last = await leftOf(id, 0);
    for (let i = 0; i < 3; i++) {
      await actAndUndo(seats[0]!.client, live);
      await leaveAndReclaim(seats[0]!, id, seats[1]!.client, 10_000);
      now += 10_000;
      const left = await leftOf(id, 0);
      expect(left).toBeLessThan(last);
      last = left;
    }
  });
});

describe('turn-based: the deadline restarts only when the seat’s decision sequence ends', () => {
  it('leave + hello cycles do not restart the deadline: the tick hands the seat over on time', async () => {
    const { id, seats, live } = await table(turn);
    // Seat 1 bids at once: only seat 0 owes its bid.
    seats[1]!.client.send({ t: 'act', version: 0, action: { type: 'bid', n: 1 } });
    await seats[0]!.client.next('update', (u) => u.version === 1);
    let last = await leftOf(id, 0);
    for (let i = 0; i < 4; i++) {
      now += 10 * MINUTE;
      await leaveAndReclaim(seats[0]!, id, seats[1]!.client, 1_000);
      const left = await leftOf(id, 0);
      expect(left).toBeLessThanOrEqual(last);
      last = left;
    }
    // 40 minutes held as a person: 20 minutes are left, not a fresh hour.
    expect(last).toBe(20 * MINUTE);
    now += 20 * MINUTE;
    expect(await server!.service.absence.tick()).toEqual([[id, 0]]);
    expect(live.seats[0]!.bot).toBe('random');
  });

  it('act + undo does not restart the deadline: a seat cannot stall the match', async () => {
    const { id, seats, live } = await table(turn);
    now += 50 * MINUTE;
    await bidsDone(seats, live);
    // Seat 0's bid ended its decision sequence; its heap choice, once seat 1 bid, is a new one.
    expect(await leftOf(id, 0)).toBe(HOUR);
    let last = HOUR;
    for (let i = 0; i < 5; i++) {
      now += 5 * MINUTE;
      await actAndUndo(seats[0]!.client, live);
      const left = await leftOf(id, 0);
      expect(left).toBeLessThan(last);
      last = left;
    }
    // 5 × (5 + 1) minutes of one decision: 30 minutes are left.
    expect(last).toBe(30 * MINUTE);
    now += 30 * MINUTE;
    expect(await server!.service.absence.tick()).toEqual([[id, 0]]);
  });
});

describe('an undo after a restart', () => {
  it('finds the clock the undone action replaced: it is stored with the clock, beside the replayed undo trail', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabula-clock-undo-'));
    // Near the real time: the store dates the match's last action by it, and the restarted
    // server's expiry sweep reads that with this clock.
    let t = Date.now();
    const serve = () => startServer({ port: 0, dataDir: dir, webDir: null, botThreads: 1, now: () => t });
    try {
      let s = await serve();
      const m = await createMatch(s.url, { game: 'nim', players: 2, clock: turn });
      for (let i = 0; i < 2; i++) await joinMatch(s.url, m.id, { name: `p${i}` });
      let live = (await s.service.open(m.id))!;
      await s.service.act(live, 0, 0, { type: 'bid', n: 3 });
      await s.service.act(live, 1, 1, { type: 'bid', n: 1 });
      const owed = live.clock!.state;
      t += MINUTE;
      await s.service.act(live, 0, 2, live.legal[0]![0]);
      expect(live.clock!.undo).toEqual([owed]);
      const shown = live.clockView();
      await s.close();

      s = await serve();
      live = (await s.service.open(m.id))!;
      expect(live.undo.before).toHaveLength(1);
      expect(live.clock!.undo).toEqual([owed]);
      expect(live.clockView()).toEqual(shown);
      t += MINUTE;
      const r = await s.service.act(live, 0, 3, UNDO);
      expect(r).toEqual({ ok: true, version: 4 });
      expect(live.clock!.undo).toEqual([]);
      expect(live.clockView()!.seats[0]).toEqual({ leftMs: HOUR - 2 * MINUTE, running: true });
      await s.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('banks never shown below zero', () => {
  it('a seat that ran out of time shows 0 left, not what the tick overshot', async () => {
    const { id } = await table({ kind: 'realtime', baseMs: MINUTE, incrementMs: 0 });
    now += MINUTE + 5_934;
    expect(await server!.service.absence.tick()).toEqual([
      [id, 0],
      [id, 1],
    ]);
    const info = await api<MatchInfo>(server!.url, 'GET', `/api/matches/${id}`);
    expect(info.clock!.seats.map((s) => s.leftMs)).toEqual([0, 0]);
  });
});

/** A seat's time left now, as every view shows it. */
const remaining = (m: LiveMatch) => m.clockView()!.seats.map((s) => s.leftMs);

describe('property: over messages that make no move ending a turn, no seat’s time grows', () => {
  for (const clock of [realtime, turn]) {
    it(`${clock!.kind}: random leave / hello / choose-a-heap / undo with time moving forward`, async () => {
      server = await startTestServer({ now: () => now, botDelayMs: 60_000 });
      const s = server;
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.tuple(
              fc.constantFrom('leave', 'hello', 'heap', 'undo', 'tick'),
              fc.integer({ min: 0, max: 10 * MINUTE }),
            ),
            { minLength: 1, maxLength: 12 },
          ),
          async (steps) => {
            const m = await createMatch(s.url, { game: 'nim', players: 2, absentBot: 'random', clock });
            for (let i = 0; i < 2; i++) await joinMatch(s.url, m.id, { name: `p${i}` });
            const live = (await s.service.open(m.id))!;
            await s.service.act(live, 0, 0, { type: 'bid', n: 3 });
            await s.service.act(live, 1, 1, { type: 'bid', n: 1 });
            let before = remaining(live);
            for (const [what, wait] of steps) {
              now += wait;
              // The time that passed is charged; what the message does must not give any back.
              const expected = remaining(live);
              for (let seat = 0; seat < 2; seat++) expect(expected[seat]).toBeLessThanOrEqual(before[seat]!);
              if (what === 'leave') await s.service.absence.leave(live, 0);
              else if (what === 'hello') await s.service.absence.reclaim(live, 0);
              else if (what === 'tick') await s.service.absence.tick();
              else if (what === 'heap') {
                // A heap choice when one is due (never a take, which would end the turn).
                const first = live.legal[0]![0] as { type: string } | undefined;
                await s.service.act(live, 0, live.version, first?.type === 'heap' ? first : { type: 'heap', heap: 0 });
              } else await s.service.act(live, 0, live.version, UNDO);
              // Only a move can end seat 0's turn here (a take, which this sequence never sends).
              expect(live.active).toEqual([0]);
              const after = remaining(live);
              for (let seat = 0; seat < 2; seat++) expect(after[seat]).toBeLessThanOrEqual(expected[seat]!);
              before = after;
            }
          },
        ),
        { numRuns: 30, seed: 41 },
      );
    });
  }
});
