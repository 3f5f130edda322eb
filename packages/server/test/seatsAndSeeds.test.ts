/**
 * Issue 20, points 5 and 7. A fixed seed reveals every hidden card to whoever knows it, so it is
 * taken only for solo, hot-seat and bot-only matches, and then shown to all; joins of one match
 * are handled one at a time, so two people taking the last seats together start the match (and
 * its bots), and a join that names no seat takes any seat still free.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, type ApiError, createMatch, joinMatch } from '../src/bench/client';
import type { MatchInfo } from '@tabula/wire';
import { startTestServer, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

const info = (id: string) => api<MatchInfo>(server.url, 'GET', `/api/matches/${id}`);

describe('fixed seeds (point 5)', () => {
  it('is refused where another person’s hidden cards would depend on it', async () => {
    const tries = [
      { game: 'loyang', players: 2, seed: 'known' },
      { game: 'loyang', players: 2, seed: 'known', seats: [{ name: 'Ann' }, {}] },
      { game: 'hansa', players: 3, seed: 7, seats: [{ bot: 'random' }, {}, {}] },
    ];
    for (const req of tries) {
      const e = await createMatch(server.url, req).then(
        () => null,
        (x: ApiError) => x,
      );
      expect(e?.status).toBe(400);
      expect((e!.body as { error: string }).error).toMatch(
        /fixed seed is only for solo, hot-seat and bot-only matches/,
      );
    }
  });

  it('is taken for solo, hot-seat and bot-only matches, and shown to everyone', async () => {
    const solo = await createMatch(server.url, { game: 'loyang', players: 1, seed: 'study' });
    expect(solo.seed).toBe('study');
    const hotSeat = await createMatch(server.url, {
      game: 'loyang',
      players: 2,
      seed: 'study',
      seats: [{ name: 'Ann' }, { name: 'Bea' }],
    });
    expect(hotSeat.status).toBe('running');
    expect(hotSeat.tokens!.map((t) => t.seat)).toEqual([0, 1]);
    expect(hotSeat.seats.map((s) => s.name)).toEqual(['Ann', 'Bea']);
    const bots = await createMatch(server.url, {
      game: 'nim',
      players: 2,
      seed: 3,
      seats: [{ bot: 'random' }, { bot: 'random' }],
    });
    expect((await info(bots.id)).seed).toBe(3);
    expect((await info(hotSeat.id)).seed).toBe('study');
    // A seed the server drew stays secret until the end.
    const drawn = await createMatch(server.url, { game: 'loyang', players: 2 });
    expect(drawn.seed).toBeUndefined();
    expect(JSON.stringify(await info(drawn.id))).not.toMatch(/"seed"/);
  });

  it('a seat named at creation is played with its token; a seat may not have a name and a bot', async () => {
    const m = await createMatch(server.url, { game: 'nim', players: 2, seats: [{ name: 'Ann' }, {}] });
    expect(m.status).toBe('open');
    expect(m.tokens).toEqual([{ seat: 0, token: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/) }]);
    const j = await joinMatch(server.url, m.id, { name: 'Bea' });
    expect(j.seat).toBe(1);
    expect((await info(m.id)).status).toBe('running');
    const e = await createMatch(server.url, {
      game: 'nim',
      players: 2,
      seats: [{ name: 'Ann', bot: 'random' }, {}],
    }).then(
      () => null,
      (x: ApiError) => x,
    );
    expect(e?.status).toBe(400);
  });
});

describe('joins (point 7)', () => {
  it('two people taking the last two seats at once start the match and its bots', async () => {
    for (let i = 0; i < 8; i++) {
      const m = await createMatch(server.url, {
        game: 'nim',
        players: 4,
        seats: [{ bot: 'random' }, { bot: 'random' }, {}, {}],
      });
      const [a, b] = await Promise.all([
        joinMatch(server.url, m.id, { name: 'Ann', seat: 2 }),
        joinMatch(server.url, m.id, { name: 'Bea', seat: 3 }),
      ]);
      expect([a.seat, b.seat]).toEqual([2, 3]);
      // Every seat bids at once (N-1): the two bots bid as soon as the match starts.
      let now: MatchInfo;
      const deadline = Date.now() + 5_000;
      do now = await info(m.id);
      while (now.version < 2 && Date.now() < deadline);
      expect(now.status).toBe('running');
      expect(now.version).toBe(2);
    }
  });

  it('joins naming no seat, all at once, each get a different free seat', async () => {
    const m = await createMatch(server.url, { game: 'hansa', players: 5 });
    const joined = await Promise.all([0, 1, 2, 3, 4].map((i) => joinMatch(server.url, m.id, { name: `p${i}` })));
    expect(joined.map((j) => j.seat).sort()).toEqual([0, 1, 2, 3, 4]);
    expect((await info(m.id)).status).toBe('running');
    const late = await joinMatch(server.url, m.id, { name: 'late' }).then(
      () => null,
      (x: ApiError) => x,
    );
    expect(late?.status).toBe(409);
  });
});
