/**
 * Issue 22: a match's `hints` option — chosen at creation when the seats agree that a player may
 * ask for a hint — is kept with the match's options, listed and sent in the welcome, but never
 * given to the game (Loyang refuses any option it does not know, L-2.9) nor written into the
 * record, which replays with the game's own options only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '@tabula/engine';
import { api, ApiError, createMatch, WireClient } from '../src/bench/client';
import type { MatchInfo } from '@tabula/wire';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer | null = null;
const clients: WireClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await server?.close();
  server = null;
});

describe('the hints option (issue 22)', () => {
  it('a Loyang match with hints and the intro option: stored, listed, welcomed, the game set up with intro alone', async () => {
    server = await startTestServer();
    const m = await createMatch(server.url, {
      game: 'loyang',
      players: 2,
      options: { intro: true, hints: true },
      seats: [{ name: 'Ann' }, { bot: 'heuristic' }],
    });
    expect(m.options).toEqual({ intro: true, hints: true });
    const listed = await api<{ matches: MatchInfo[] }>(server.url, 'GET', '/api/matches');
    expect(listed.matches.find((x) => x.id === m.id)?.options).toEqual({ intro: true, hints: true });
    const c = await WireClient.connect(server.url);
    clients.push(c);
    const { welcome, update } = await c.hello(m.id, m.tokens![0]!.token);
    expect(welcome.options).toEqual({ intro: true, hints: true });
    expect(update.view).toBeTruthy();
  });

  it('refuses a hints value that is not a boolean, and still refuses unknown options naming hints among the known', async () => {
    server = await startTestServer();
    const bad = (options: Record<string, string | number | boolean>) =>
      createMatch(server!.url, { game: 'loyang', players: 2, options }).then(
        () => null,
        (e: unknown) => e,
      );
    const notBool = await bad({ hints: 'yes' });
    expect(notBool).toBeInstanceOf(ApiError);
    expect((notBool as ApiError).status).toBe(400);
    expect((notBool as Error).message).toMatch(/option hints must be a boolean/);
    const unknown = await bad({ speed: 1 });
    expect((unknown as Error).message).toMatch(/no option \\?"speed\\?" \(options: intro, hints\)/);
  });

  it('a finished match’s record carries the game’s options only', async () => {
    server = await startTestServer();
    const m = await createMatch(server.url, {
      game: 'nim',
      players: 2,
      options: { hints: true },
      seats: [{ bot: 'random' }, { bot: 'random' }],
    });
    let info = m as MatchInfo;
    for (let i = 0; i < 200 && info.status !== 'finished'; i++) {
      await new Promise((r) => setTimeout(r, 50));
      info = await api<MatchInfo>(server.url, 'GET', `/api/matches/${m.id}`);
    }
    expect(info.status).toBe('finished');
    expect(info.options).toEqual({ hints: true });
    const record = await api<GameRecord>(server.url, 'GET', `/api/matches/${m.id}/record`);
    expect(record.options).toEqual({});
  });
});
