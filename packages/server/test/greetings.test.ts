/**
 * Issue 41, point 4: greetings (hello) do not amplify. A connection hopping between matches, or
 * between a seat and the spectators, was sent a whole view and 100 lines of talk per hello (~53 KB)
 * and made the table hear a `seats` frame each time. Now hellos have their own low rate, a
 * connection is sent a match's talk once, and the table hears only of a real change. And every
 * client message gets a reply (issue 41, point 7): a `resign` or `leave` that changes nothing too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMatch, joinMatch, WireClient } from '../src/bench/client';
import { HELLO_ADDRESS_RULE } from '../src/limits/greetingBudget';
import type { ServerMessage } from '@tabula/wire';
import { seatedMatch, startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ sync: 'normal' });
});
afterAll(async () => server?.close());

/** Everything the server sent `c` before its answer to a ping has arrived. */
async function flushed(c: WireClient): Promise<void> {
  const pong = c.next('pong');
  c.send({ t: 'ping' });
  await pong;
}

/** An open Nim match whose table said `lines` lines of 400 characters (stored before anyone greets it). */
async function talkedMatch(lines: number): Promise<string> {
  const m = await createMatch(server.url, { game: 'nim', players: 2 });
  await joinMatch(server.url, m.id, { name: 'host' });
  for (let idx = 0; idx < lines; idx++)
    await server.store.appendChat(m.id, {
      idx,
      at: new Date().toISOString(),
      seat: 0,
      text: `${idx} ${'x'.repeat(400)}`,
    });
  return m.id;
}

describe('hellos do not amplify', () => {
  it('a spectator hopping between two matches is sent each one’s talk once, not at every hop', async () => {
    const a = await talkedMatch(100);
    const b = await talkedMatch(100);
    const c = await WireClient.connect(server.url);
    const hop = async (id: string) => {
      const before = c.bytesReceived;
      await c.hello(id);
      await flushed(c);
      return c.bytesReceived - before;
    };
    // The first greeting of each brings its 100 lines (~40 KB).
    expect(await hop(a)).toBeGreaterThan(40_000);
    expect(await hop(b)).toBeGreaterThan(40_000);
    // Then each hop costs a welcome and a small view; before, 40 KB more every time.
    const hops = [await hop(a), await hop(b), await hop(a)];
    for (const bytes of hops) expect(bytes).toBeLessThan(3_000);
    await c.close();
  });

  it('coming back to a match brings the lines said while away, and only those', async () => {
    const { info, seats } = await seatedMatch(server.url, 'nim', 2);
    const talker = seats[0]!.client;
    await talker.hello(info.id, seats[0]!.token);
    const say = async (text: string) => {
      const heard = talker.next('chat');
      talker.send({ t: 'chat', text });
      await heard;
    };
    await say('before');
    const elsewhere = await talkedMatch(0);
    const c = await WireClient.connect(server.url);
    const history = c.next('chat');
    await c.hello(info.id);
    expect((await history).entries.map((e) => e.text)).toEqual(['before']);
    await c.hello(elsewhere);
    await say('while you were away');
    const since = c.next('chat');
    await c.hello(info.id);
    expect((await since).entries.map((e) => e.text)).toEqual(['while you were away']);
    await Promise.all([c.close(), ...seats.map((s) => s.client.close())]);
  });

  it('a client playing game after game on one socket is never refused; a hopper whose answers pass the byte budget is', async () => {
    // The bench plays like this at --think 0: ~10 fresh matches a second per socket, each answer small.
    const player = await WireClient.connect(server.url);
    for (let i = 0; i < 12; i++) await player.hello(await talkedMatch(0));
    await player.close();
    // A server whose connections may be sent 8 KB of greetings at once, then 1 KB a second.
    const tight = await startTestServer({ limits: { helloBurstBytes: 8 * 1024, helloBytesPerSecond: 1024 } });
    try {
      const talked = async () => {
        const m = await createMatch(tight.url, { game: 'nim', players: 2 });
        for (let idx = 0; idx < 20; idx++)
          await tight.store.appendChat(m.id, { idx, at: new Date().toISOString(), seat: 0, text: 'x'.repeat(400) });
        return m.id;
      };
      const [a, b] = [await talked(), await talked()];
      const c = await WireClient.connect(tight.url);
      await c.hello(a);
      const refused = c.next('error');
      c.send({ t: 'hello', matchId: b });
      expect(await refused).toMatchObject({
        code: 'rate-limited',
        message: expect.stringMatching(
          /too many greetings \(hello\): their answers may take 1 KB a second on a connection; try again in \d+ s/,
        ),
      });
      await c.close();
    } finally {
      await tight.close();
    }
  });

  it('greetings from one address are counted across its connections', async () => {
    const limited = await startTestServer({ addressLimits: { limitLoopback: true } });
    try {
      const m = await createMatch(limited.url, { game: 'nim', players: 2 });
      // More connections than the address's burst allows at 5 greetings each (each within its own rate).
      const n = Math.ceil(HELLO_ADDRESS_RULE.burst / 5) + 4;
      const conns = await Promise.all(Array.from({ length: n }, () => WireClient.connect(limited.url)));
      const errors: string[] = [];
      for (const c of conns) c.onMessage((msg) => msg.t === 'error' && errors.push(msg.message));
      for (const c of conns) for (let i = 0; i < 5; i++) c.send({ t: 'hello', matchId: m.id });
      await Promise.all(conns.map(flushed));
      expect(
        errors.some((e) =>
          /too many greetings \(hello\) from 127\.0\.0\.1: at most 10 a second; try again in \d+ s/.test(e),
        ),
      ).toBe(true);
      await Promise.all(conns.map((c) => c.close()));
    } finally {
      await limited.close();
    }
  });
});

describe('a seat/spectator toggle tells the table only what changed', () => {
  it('toggling between a resigned seat (a bot plays it) and the spectators sends the others nothing', async () => {
    const { info, seats } = await seatedMatch(server.url, 'nim', 3);
    for (const s of seats) await s.client.hello(info.id, s.token);
    const [p0, p1, quitter] = seats.map((s) => s.client) as [WireClient, WireClient, WireClient];
    const resigned = p0.next('update', (u) => u.seats[2]!.resigned === true);
    quitter.send({ t: 'resign' });
    await resigned;
    const frames: ServerMessage[] = [];
    for (const c of [p0, p1]) c.onMessage((msg) => msg.t === 'seats' && frames.push(msg));
    for (let i = 0; i < 2; i++) {
      await quitter.hello(info.id);
      await quitter.hello(info.id, seats[2]!.token);
    }
    await Promise.all([flushed(p0), flushed(p1)]);
    // Before: a `seats` frame to each seat per toggle, though seat 2 showed connected (its bot) throughout.
    expect(frames).toEqual([]);
    await Promise.all(seats.map((s) => s.client.close()));
  });

  it('a seat whose only connection becomes a spectator is shown disconnected, and connected again', async () => {
    const { info, seats } = await seatedMatch(server.url, 'nim', 2);
    for (const s of seats) await s.client.hello(info.id, s.token);
    const [a, b] = seats.map((s) => s.client) as [WireClient, WireClient];
    const gone = a.next('seats', (m) => m.seats[1]!.connected === false);
    await b.hello(info.id);
    await gone;
    const back = a.next('seats', (m) => m.seats[1]!.connected === true);
    await b.hello(info.id, seats[1]!.token);
    await back;
    await Promise.all(seats.map((s) => s.client.close()));
  });
});

describe('every client message gets a reply (issue 41)', () => {
  it('a leave or resign that changes nothing is refused with the reason', async () => {
    const { info, seats } = await seatedMatch(server.url, 'nim', 3);
    for (const s of seats) await s.client.hello(info.id, s.token);
    const [leaver, resigner] = seats.map((s) => s.client) as [WireClient, WireClient];
    const left = leaver.next('update', (u) => u.seats[0]!.away === true);
    leaver.send({ t: 'leave' });
    await left;
    const again = leaver.next('error', () => true, 3_000);
    leaver.send({ t: 'leave' });
    expect(await again).toMatchObject({
      code: 'illegal',
      message: expect.stringMatching(/already plays your seat.*greet/),
    });
    const gone = resigner.next('update', (u) => u.seats[1]!.resigned === true);
    resigner.send({ t: 'resign' });
    await gone;
    const twice = resigner.next('error', () => true, 3_000);
    resigner.send({ t: 'resign' });
    expect(await twice).toMatchObject({ code: 'illegal', message: expect.stringMatching(/you resigned this seat/) });
    await Promise.all(seats.map((s) => s.client.close()));
  });
});
