/**
 * Issue 41, item 7: names and chat lines refuse invisible characters — format characters (Cf),
 * line/paragraph separators (Zl, Zp) and default-ignorable code points — so `bob\u200B` cannot
 * pose as `bob`, and a name needs a visible character. In chat the joiners and selectors of emoji
 * stay allowed inside emoji sequences. Refusals name the code point; nothing is stored or said.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, ApiError, createMatch, joinMatch, WireClient } from '../src/bench/client';
import { ClientMessage, type MatchInfo, nameProblem, type ServerMessage } from '@tabula/wire';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

/** Invisible characters a name or a line could hide, each with its code point as the refusal names it. */
const INVISIBLE: Array<[string, string]> = [
  ['\u200B', 'U+200B'], // zero-width space
  ['\u200C', 'U+200C'], // zero-width non-joiner
  ['\u200D', 'U+200D'], // zero-width joiner (outside an emoji)
  ['\u2060', 'U+2060'], // word joiner
  ['\u00AD', 'U+00AD'], // soft hyphen
  ['\uFEFF', 'U+FEFF'], // zero-width no-break space
  ['\u115F', 'U+115F'], // Hangul choseong filler
  ['\u1160', 'U+1160'], // Hangul jungseong filler
  ['\u3164', 'U+3164'], // Hangul filler
  ['\uFFA0', 'U+FFA0'], // halfwidth Hangul filler
  ['\u{E0062}', 'U+E0062'], // tag character
  ['\u{E007F}', 'U+E007F'], // cancel tag
  ['\u2028', 'U+2028'], // line separator
  ['\u2029', 'U+2029'], // paragraph separator
  ['\u034F', 'U+034F'], // combining grapheme joiner
  ['\uFE0F', 'U+FE0F'], // a variation selector after a letter
];

describe('names refuse invisible characters (issue 41, item 7)', () => {
  it('"bob" + each invisible character: 400 naming the code point, the seat stays free', async () => {
    for (const [c, code] of INVISIBLE) {
      const m = await createMatch(server.url, { game: 'nim', players: 2 });
      const r = await joinMatch(server.url, m.id, { name: `bob${c}` }).catch((e: ApiError) => e);
      expect(r, code).toBeInstanceOf(ApiError);
      expect((r as ApiError).status).toBe(400);
      expect(((r as ApiError).body as { error: string }).error).toContain(
        `name: a name may not contain invisible characters (${code} at index 3)`,
      );
      expect(
        (await api<MatchInfo>(server.url, 'GET', `/api/matches/${m.id}`)).seats.every((s) => s.name === null),
      ).toBe(true);
    }
  });

  it('a name with no visible character is refused; names of letters, digits, symbols or emoji are kept', async () => {
    const m = await createMatch(server.url, { game: 'nim', players: 2 });
    const r = await joinMatch(server.url, m.id, { name: '\u0301\u0301' }).catch((e: ApiError) => e);
    expect(((r as ApiError).body as { error: string }).error).toMatch(/a name needs at least one visible character/);
    expect(nameProblem('\u3164')).toMatch(/invisible characters \(U\+3164 at index 0\)/);
    for (const ok of ['bob', 'Am\u00e9lie', '李小龙', '🎲', '42', '-_-', 'क्षत्रिय', 'مرحبا'])
      expect(nameProblem(ok), ok).toBeNull();
    // The emoji exception is chat's: a name may not carry joiners at all.
    expect(nameProblem('👩\u200D💻')).toMatch(/U\+200D/);
  });
});

describe('chat refuses invisible characters outside emoji (issue 41, item 7)', () => {
  const text = (s: string) => ClientMessage.safeParse({ t: 'chat', text: s });

  it('each invisible character in a line is refused, naming it', () => {
    for (const [c, code] of INVISIBLE) {
      const r = text(`hi${c}there`);
      expect(r.success, code).toBe(false);
      expect(r.error!.issues[0]!.message).toBe(
        `a message may not contain invisible characters (${code} at index 2); joiners and selectors only inside emoji`,
      );
    }
    expect(text('\u0301').error!.issues[0]!.message).toMatch(/a message needs at least one visible character/);
  });

  it('emoji sequences keep their joiners and selectors', () => {
    for (const ok of ['👩‍💻', '👩🏽‍💻', '❤️', '❤️‍🔥', '🏳️‍🌈', '🏴‍☠️', '1️⃣', '👨‍👩‍👧', '🏴󠁧󠁢󠁥󠁮󠁧󠁿 gg', 'gg ☺︎'])
      expect(text(ok).success, ok).toBe(true);
    // Not an emoji: a joiner between letters, a tag run after 🏴 that is not a flag (hidden text).
    expect(text('a\u200Db').success).toBe(false);
    expect(text('🏴\u{E0068}\u{E0069}\u{E007F}').success).toBe(false);
  });

  it('over the wire: the line is refused with bad-message and nobody hears it', async () => {
    const m = await createMatch(server.url, { game: 'nim', players: 2 });
    const clients: WireClient[] = [];
    for (let i = 0; i < 2; i++) {
      const j = await joinMatch(server.url, m.id, { name: `p${i}` });
      const c = await WireClient.connect(server.url);
      await c.hello(m.id, j.token);
      clients.push(c);
    }
    const [a, b] = clients as [WireClient, WireClient];
    const heard: ServerMessage[] = [];
    b.onMessage((x) => x.t === 'chat' && heard.push(x));
    const e = a.next('error');
    a.send({ t: 'chat', text: 'bob\u200B' });
    expect(await e).toMatchObject({
      code: 'bad-message',
      message: expect.stringContaining('invisible characters (U+200B at index 3)'),
    });
    const line = b.next('chat');
    a.send({ t: 'chat', text: 'gg 👩‍💻' });
    expect((await line).entries.map((x) => x.text)).toEqual(['gg 👩‍💻']);
    expect(heard).toHaveLength(1);
    await Promise.all(clients.map((c) => c.close()));
  });
});
