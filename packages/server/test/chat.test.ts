/**
 * Table talk (issue 23): seats and spectators talk, spectators may be muted at creation, lines
 * are plain text within length and rate limits, a greeting brings the recent lines, and the
 * record keeps them for the replay.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, createMatch, joinMatch, WireClient } from '../src/client';
import type { ServerMessage } from '../src/wire';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

type Chat = Extract<ServerMessage, { t: 'chat' }>;

async function table(spectatorChat?: boolean) {
  const m = await createMatch(server.url, { game: 'nim', players: 2, ...(spectatorChat === undefined ? {} : { spectatorChat }) });
  const seats = [];
  for (let i = 0; i < 2; i++) {
    const j = await joinMatch(server.url, m.id, { name: `p${i}` });
    const c = await WireClient.connect(server.url);
    await c.hello(m.id, j.token);
    seats.push(c);
  }
  const spectator = await WireClient.connect(server.url);
  await spectator.hello(m.id);
  return { id: m.id, a: seats[0]!, b: seats[1]!, spectator };
}

describe('table talk', () => {
  it('a line reaches everyone at the table as plain text; quick messages and spectators too', async () => {
    const { a, b, spectator } = await table();
    const heard = [a, b, spectator].map((c) => c.next('chat'));
    a.send({ t: 'chat', text: '  <b>hi</b> & good luck  ' });
    for (const msg of await Promise.all(heard)) expect(msg.entries).toEqual([{ idx: 0, at: expect.any(String), seat: 0, text: '<b>hi</b> & good luck' }]);
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
