/**
 * Table talk (issue 23): seats and spectators talk, spectators may be muted at creation, lines
 * are plain text within length and rate limits, a greeting brings the recent lines, and the
 * record keeps them for the replay. Issue 41, point 3: the limits follow the person (a seat, the
 * spectators of a match), not the socket; a match keeps at most 2,000 lines; after the end only
 * the players talk, briefly.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, createMatch, joinMatch, WireClient } from '../src/bench/client';
import { GOOD_GAME_LINES, GOOD_GAME_MS, MATCH_LINES } from '../src/table/chatLimits';
import { startServer } from '../src/server';
import type { ServerMessage } from '@tabula/wire';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
/** The server's clock (its `now`), run forward by the tests of the end of a match. */
let now = Date.UTC(2030, 0, 1);
beforeAll(async () => {
  server = await startTestServer({ now: () => now });
});
afterAll(async () => server?.close());

type Chat = Extract<ServerMessage, { t: 'chat' }>;

async function table(spectatorChat?: boolean) {
  const m = await createMatch(server.url, {
    game: 'nim',
    players: 2,
    ...(spectatorChat === undefined ? {} : { spectatorChat }),
  });
  const seats = [];
  const tokens: string[] = [];
  for (let i = 0; i < 2; i++) {
    const j = await joinMatch(server.url, m.id, { name: `p${i}` });
    tokens.push(j.token);
    const c = await WireClient.connect(server.url);
    await c.hello(m.id, j.token);
    seats.push(c);
  }
  const spectator = await WireClient.connect(server.url);
  await spectator.hello(m.id);
  return { id: m.id, a: seats[0]!, b: seats[1]!, spectator, tokens };
}

/**
 * Says a line and waits for the answer: the line coming back (everyone at the table hears it, the
 * speaker too), or the refusal.
 */
async function say(c: WireClient, text: string): Promise<'said' | Extract<ServerMessage, { t: 'error' }>> {
  const heard = c.next('chat', (m) => m.entries.some((e) => e.text === text)).then(() => 'said' as const);
  const refused = c.next('error');
  c.send({ t: 'chat', text });
  const answer = await Promise.race([heard, refused]);
  // The other waiter stays pending until its timeout: it is harmless, and never awaited.
  heard.catch(() => undefined);
  refused.catch(() => undefined);
  return answer;
}

describe('table talk', () => {
  it('a line reaches everyone at the table as plain text; quick messages and spectators too', async () => {
    const { a, b, spectator } = await table();
    const heard = [a, b, spectator].map((c) => c.next('chat'));
    a.send({ t: 'chat', text: '  <b>hi</b> & good luck  ' });
    for (const msg of await Promise.all(heard))
      expect(msg.entries).toEqual([{ idx: 0, at: expect.any(String), seat: 0, text: '<b>hi</b> & good luck' }]);
    const quick = a.next('chat');
    b.send({ t: 'chat', quick: 'well-played' });
    expect((await quick).entries[0]).toMatchObject({ idx: 1, seat: 1, quick: 'well-played' });
    const fromSpectator = b.next('chat', (m) => m.entries[0]!.seat === null);
    spectator.send({ t: 'chat', text: 'nice move' });
    expect((await fromSpectator).entries[0]).toMatchObject({ idx: 2, seat: null, text: 'nice move' });
  });

  it('a match created with spectators muted refuses their lines; seats still talk', async () => {
    const { a, spectator } = await table(false);
    const e = spectator.next('error');
    spectator.send({ t: 'chat', text: 'hello?' });
    expect((await e).message).toMatch(/muted spectators/);
    const ok = a.next('chat');
    a.send({ t: 'chat', quick: 'thanks' });
    expect((await ok).entries[0]!.quick).toBe('thanks');
  });

  it('too long, control characters, both kinds at once, or too fast: refused, nothing said', async () => {
    const { a, b } = await table();
    const bad = async (frame: unknown, code: string, pattern: RegExp) => {
      const e = a.next('error');
      a.send(JSON.stringify(frame));
      const err = await e;
      expect(err.code).toBe(code);
      expect(err.message).toMatch(pattern);
    };
    await bad({ t: 'chat', text: 'x'.repeat(501) }, 'bad-message', /text/);
    await bad({ t: 'chat', text: 'bell\u0007' }, 'bad-message', /control characters/);
    await bad({ t: 'chat', text: 'a', quick: 'thanks' }, 'bad-message', /text or a quick message/);
    await bad({ t: 'chat', quick: 'you-lose' }, 'bad-message', /quick/);
    const lines: Chat[] = [];
    b.onMessage((m) => m.t === 'chat' && lines.push(m));
    const limited = a.next('error', (e) => e.code === 'rate-limited');
    for (let i = 0; i < 6; i++) a.send({ t: 'chat', text: `line ${i}` });
    await limited;
    // The five accepted lines reach the other seat however loaded the machine is; then a sixth
    // would have had time to follow them.
    await vi.waitFor(() => expect(lines.length).toBeGreaterThanOrEqual(5), { timeout: 10_000 });
    await new Promise((r) => setTimeout(r, 100));
    expect(lines.map((l) => l.entries[0]!.text)).toEqual(['line 0', 'line 1', 'line 2', 'line 3', 'line 4']);
  });

  it('a greeting brings the recent lines; the record keeps them all for the replay', async () => {
    const { id, a } = await table();
    for (const text of ['one', 'two']) {
      const heard = a.next('chat');
      a.send({ t: 'chat', text });
      await heard;
    }
    const late = await WireClient.connect(server.url);
    const history = late.next('chat');
    await late.hello(id);
    expect((await history).entries.map((e) => e.text)).toEqual(['one', 'two']);
    const over = a.next('update', (u) => u.outcome !== null);
    a.send({ t: 'resign' });
    await over;
    const record = await api<{ chat: Array<{ text?: string }> }>(server.url, 'GET', `/api/matches/${id}/record`);
    expect(record.chat.map((e) => e.text)).toEqual(['one', 'two']);
  });
});

describe('limits that follow the person (issue 41, point 3)', () => {
  it('reconnecting does not give a seat more lines: the refusal says when to try again', async () => {
    const { id, tokens, b } = await table();
    const lines: string[] = [];
    b.onMessage((m) => m.t === 'chat' && lines.push(...m.entries.map((e) => e.text!)));
    let refusal: Extract<ServerMessage, { t: 'error' }> | null = null;
    // Four sockets one after another, five lines each: before, each new socket had a fresh bucket.
    for (let round = 0; round < 4; round++) {
      const a = await WireClient.connect(server.url);
      await a.hello(id, tokens[0]);
      for (let i = 0; i < 5; i++) {
        const r = await say(a, `round ${round} line ${i}`);
        if (r !== 'said') refusal ??= r;
      }
      await a.close();
    }
    expect(refusal).toMatchObject({
      code: 'rate-limited',
      message: expect.stringMatching(/a seat\): try again in \d+ s/),
    });
    // Five at once, then one every 2 s: however slow the machine, far fewer than the 20 sent.
    const flushed = b.next('pong');
    b.send({ t: 'ping' });
    await flushed;
    expect(lines.length).toBeGreaterThanOrEqual(5);
    expect(lines.length).toBeLessThan(10);
  });

  it('30 spectator sockets talk as the spectators of one match, not as 30', async () => {
    const { id, a } = await table();
    const said: string[] = [];
    a.onMessage((m) => m.t === 'chat' && said.push(...m.entries.map((e) => e.text!)));
    const crowd = await Promise.all(Array.from({ length: 30 }, () => WireClient.connect(server.url)));
    for (const c of crowd) await c.hello(id);
    const answers = await Promise.all(
      crowd.map(async (c, i) => {
        const out = [];
        for (let j = 0; j < 5; j++) out.push(await say(c, `spectator ${i} line ${j}`));
        return out;
      }),
    );
    const accepted = answers.flat().filter((r) => r === 'said').length;
    // Before: 150 lines (5 a socket). Now the spectators' bucket: 10 at once, then one a second.
    expect(accepted).toBeGreaterThanOrEqual(10);
    expect(accepted).toBeLessThan(30);
    expect(answers.flat().find((r) => r !== 'said')).toMatchObject({
      code: 'rate-limited',
      message: expect.stringMatching(/spectators of a match together.*try again in \d+ s/),
    });
    // The seats still talk: the spectators' bucket is theirs alone.
    expect(await say(a, 'we are still here')).toBe('said');
    await Promise.all(crowd.map((c) => c.close()));
  });

  it('a spectator’s address is limited in a match, whatever its sockets (per-address limits on)', async () => {
    const limited = await startTestServer({ addressLimits: { limitLoopback: true } });
    try {
      const m = await createMatch(limited.url, { game: 'nim', players: 2 });
      const socks = [await WireClient.connect(limited.url), await WireClient.connect(limited.url)];
      for (const c of socks) await c.hello(m.id);
      const answers = [];
      for (const c of socks) for (let i = 0; i < 5; i++) answers.push(await say(c, `watcher line ${answers.length}`));
      // Before: 5 a socket, 10 in all.
      expect(answers.filter((r) => r === 'said').length).toBeLessThan(8);
      expect(answers.find((r) => r !== 'said')).toMatchObject({
        code: 'rate-limited',
        message: expect.stringMatching(/a spectator\): try again in \d+ s/),
      });
      await Promise.all(socks.map((c) => c.close()));
    } finally {
      await limited.close();
    }
  });

  it(`a match keeps at most ${MATCH_LINES} lines`, async () => {
    const m = await createMatch(server.url, { game: 'nim', players: 2 });
    const j = await joinMatch(server.url, m.id, { name: 'talker' });
    // The match as stored after its 2,000th line (earlier lines are not read when it opens).
    await server.store.appendChat(m.id, {
      idx: MATCH_LINES - 1,
      at: new Date(now).toISOString(),
      seat: 0,
      text: 'the last one',
    });
    const a = await WireClient.connect(server.url);
    await a.hello(m.id, j.token);
    expect(await say(a, 'one more')).toMatchObject({
      code: 'chat-closed',
      message: expect.stringMatching(/at most 2000 lines/),
    });
    await a.close();
  });

  it('after the end, the players have a short window for a good game; spectators may not talk; then it closes', async () => {
    const { a, b, spectator } = await table();
    const over = b.next('update', (u) => u.outcome !== null);
    a.send({ t: 'resign' });
    await over;
    expect(await say(b, 'gg')).toBe('said');
    expect(await say(spectator, 'well played both')).toMatchObject({
      code: 'spectator',
      message: expect.stringMatching(/ended/),
    });
    // A few lines a player in the window, not more.
    for (let i = 1; i < GOOD_GAME_LINES; i++) expect(await say(b, `gg ${i}`)).toBe('said');
    expect(await say(b, 'one too many')).toMatchObject({
      code: 'chat-closed',
      message: expect.stringMatching(/3 lines after the end/),
    });
    now += GOOD_GAME_MS + 1;
    expect(await say(a, 'thanks, gg')).toMatchObject({
      code: 'chat-closed',
      message: expect.stringMatching(/ended.*closed/),
    });
  });

  it('after a restart, the good-game window counts from the end as stored', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tabula-chat-'));
    const serve = (late: number) =>
      startServer({ port: 0, dataDir: dir, webDir: null, botThreads: 1, now: () => Date.now() + late });
    try {
      const first = await serve(0);
      const m = await createMatch(first.url, { game: 'nim', players: 2 });
      const tokens = [];
      for (let i = 0; i < 2; i++) tokens.push((await joinMatch(first.url, m.id, { name: `p${i}` })).token);
      const a = await WireClient.connect(first.url);
      await a.hello(m.id, tokens[0]);
      const over = a.next('update', (u) => u.outcome !== null);
      a.send({ t: 'resign' });
      await over;
      await a.close();
      await first.close();
      // The same data, served again: at once, then with the clock past the window.
      for (const [late, expected] of [
        [0, 'said'],
        [GOOD_GAME_MS + 1_000, 'chat-closed'],
      ] as const) {
        const again = await serve(late);
        try {
          const b = await WireClient.connect(again.url);
          await b.hello(m.id, tokens[1]);
          const answer = await say(b, `gg after a restart, ${late} ms late`);
          expect(answer === 'said' ? answer : answer.code).toBe(expected);
          await b.close();
        } finally {
          await again.close();
        }
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
