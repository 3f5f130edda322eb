/**
 * Issue 41, item 6: bot time shared fairly. Bots think on a few threads shared by every match, so
 * one address's slow bots must not hold a person's bot back: moves are ranked (people's matches
 * first, an address past its thinking time last), the pool stops background work when people's
 * moves wait, and an address may run only a few matches with a searching bot at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BOT_MS, MAX_SEARCHING_MATCHES, ThinkingTime } from '../src/bots/budget';
import { type Asker, BotPool } from '../src/bots/pool';
import { MemoryQuotas } from '../src/limits/quota';
import { createMatch, joinMatch, WireClient } from '../src/bench/client';
import { startTestServer, type TestServer } from './helpers';

describe('bot time shared fairly (issue 41, item 6)', () => {
  // Stand-in bots that wait out their budget (test/waitingBotWorker.js): the schedule is what is
  // tested, so no CPU is burnt thinking.
  const fake = new URL('./waitingBotWorker.js', import.meta.url);
  const ask = (pool: BotPool, matchId: string, spec: string, who: Asker) =>
    pool.choose(
      matchId,
      { game: 'nim', key: `${matchId}:0`, spec, seed: 'x', seat: 0, view: null, legal: [{ n: 1 }] },
      who,
    );
  const hostileBots: Asker = { creator: 'hostile', person: false };
  const hostilePerson: Asker = { creator: 'hostile', person: true };
  /** How long the pool takes to answer, or Infinity past `within` ms. */
  const answerTime = async (p: Promise<unknown>, within: number) => {
    const t0 = performance.now();
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<number>((r) => (timer = setTimeout(() => r(Infinity), within)));
    const ms = await Promise.race([p.then(() => performance.now() - t0), late]);
    clearTimeout(timer);
    return ms;
  };
  const warm = async (pool: BotPool, n: number) => {
    await Promise.all(Array.from({ length: n }, (_, i) => ask(pool, `warm${i}`, 'random', hostileBots)));
  };

  it('30 bot-only matches of slow bots do not delay a person’s bot beyond its budget + 2 s', async () => {
    const pool = new BotPool(4, { workerUrl: fake });
    try {
      await warm(pool, 4);
      const slow = Array.from({ length: 30 }, (_, i) =>
        ask(pool, `slow${i}`, `search:ms=${MAX_BOT_MS}`, hostileBots).catch(() => undefined),
      );
      const budget = 200;
      const ms = await answerTime(
        ask(pool, 'victim', `search:ms=${budget}`, { creator: 'ann', person: true }),
        budget + 2_000,
      );
      expect(ms).toBeLessThan(budget + 2_000);
      expect(slow).toHaveLength(30);
    } finally {
      await pool.close();
    }
  });

  it('one client’s person matches and bot-only matches together cannot hold a person’s bot back: the pool stops one of theirs', async () => {
    const pool = new BotPool(4, { workerUrl: fake });
    try {
      await warm(pool, 4);
      // Every thread busy with the hostile address's 5-s moves: several person matches of its own
      // (one is first; the others rank with its bot-only ones) and 30 bot-only matches.
      for (let i = 0; i < 30; i++)
        void ask(pool, `slow${i}`, `search:ms=${MAX_BOT_MS}`, hostileBots).catch(() => undefined);
      for (let i = 0; i < 5; i++)
        void ask(pool, `mine${i}`, `search:ms=${MAX_BOT_MS}`, hostilePerson).catch(() => undefined);
      await new Promise((r) => setTimeout(r, 100));
      const budget = 200;
      const ms = await answerTime(
        ask(pool, 'victim', `search:ms=${budget}`, { creator: 'ann', person: true }),
        budget + 2_000,
      );
      expect(ms).toBeLessThan(budget + 2_000);
      expect(pool.preempted).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });

  it('an address past its thinking time has its bots’ moves served after everyone else’s', async () => {
    const pool = new BotPool(2, { workerUrl: fake });
    pool.share = { over: (c) => c === 'hog', spent: () => undefined };
    try {
      await warm(pool, 2);
      const order: string[] = [];
      const move = (id: string, who: Asker) => ask(pool, id, 'search:ms=150', who).then(() => order.push(id));
      // One thread is reserved for first moves, so the others run one at a time on the other:
      // while a bot-only move holds it, the hog's person match and two bot-only ones queue.
      await Promise.all([
        move('block', { creator: 'a', person: false }),
        move('hog-person', { creator: 'hog', person: true }),
        move('bots-a', { creator: 'a', person: false }),
        move('bots-b', { creator: 'b', person: false }),
      ]);
      expect(order).toEqual(['block', 'bots-a', 'bots-b', 'hog-person']);
    } finally {
      await pool.close();
    }
  });

  it('thinking time: 120 s banked, 60 s a minute; past it an address is "over" until the bucket refills what it owes', async () => {
    let now = 0;
    const clock = () => now;
    const t = new ThinkingTime(() => quotas, clock);
    const quotas = new MemoryQuotas(clock);
    const settle = () => new Promise((r) => setTimeout(r, 0));
    for (let i = 0; i < 24; i++) t.spent('x', 5_000);
    await settle();
    expect(t.over('x')).toBe(false);
    t.spent('x', 5_000);
    await settle();
    expect(t.over('x')).toBe(true);
    expect(t.over('y')).toBe(false);
    now += 4_999;
    expect(t.over('x')).toBe(true);
    now += 1;
    expect(t.over('x')).toBe(false);
  });

  it('through the server: a person’s opponent bot answers within its budget + 2 s beside 30 bot-only matches of 5-s bots', async () => {
    // The case end to end (creation, the bot driver, the pool), bots standing in.
    const s = await startTestServer({ botThreads: 4, botLimits: { workerUrl: fake } });
    try {
      const slow = { bot: `search:ms=${MAX_BOT_MS}` };
      for (let i = 0; i < 30; i++) await createMatch(s.url, { game: 'nim', players: 2, seats: [slow, slow] });
      const budget = 200;
      const victim = await createMatch(s.url, { game: 'nim', players: 2, seats: [{}, { bot: `search:ms=${budget}` }] });
      const t0 = performance.now();
      const j = await joinMatch(s.url, victim.id, { name: 'Ann' });
      const c = await WireClient.connect(s.url);
      const bid = c
        .next('update', (u) => u.events.some((e) => e.seat === 1), budget + 2_000)
        .then(
          () => performance.now() - t0,
          () => Infinity,
        );
      await c.hello(victim.id, j.token);
      // Joining, connecting and greeting are inside this bound too.
      expect(await bid).toBeLessThan(budget + 2_000);
      await c.close();
    } finally {
      await s.close();
    }
  });

  describe('live matches with a searching bot per address', () => {
    let capped: TestServer;
    let now = Date.UTC(2026, 10, 28, 9, 0, 0);
    beforeAll(async () => {
      // A trusted proxy on loopback: addresses come from X-Forwarded-For, and loopback is limited.
      capped = await startTestServer({ trustProxy: ['127.0.0.1'], now: () => now });
    });
    afterAll(async () => capped?.close());
    const post = async (from: string, path: string, body: unknown) => {
      const r = await fetch(`${capped.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
        body: JSON.stringify(body),
      });
      return { status: r.status, body: (await r.json()) as { error?: string; id?: string } };
    };
    // A seat left open: the match is live without any bot thinking (and these search briefly).
    const create = (from: string, bot: string) =>
      post(from, '/api/matches', { game: 'nim', players: 2, seats: [{ bot }, {}] });
    const searching = ['search:iters=20', 'master', 'search:iters=30', `search:ms=${MAX_BOT_MS}`];

    it(`refuses the ${MAX_SEARCHING_MATCHES + 1}th from one address with 429 and why; other bots and other addresses are not held back`, async () => {
      for (const bot of searching) expect((await create('203.0.113.7', bot)).status).toBe(201);
      const refused = await create('203.0.113.7', 'search:iters=100');
      expect(refused.status).toBe(429);
      expect(refused.body.error).toMatch(
        new RegExp(
          `at most ${MAX_SEARCHING_MATCHES} at once per address, running or opened within the hour, and ${MAX_SEARCHING_MATCHES} are; create another once one of them has ended`,
        ),
      );
      expect((await create('203.0.113.7', 'heuristic')).status).toBe(201);
      expect((await create('198.51.100.2', `search:ms=${MAX_BOT_MS}`)).status).toBe(201);
    });

    it('open ones count for an hour; then the join that would start a fifth running one is refused', async () => {
      const from = '203.0.113.9';
      const ids: string[] = [];
      // Quick searches: these matches start below.
      for (let i = 0; i < MAX_SEARCHING_MATCHES; i++) ids.push((await create(from, `search:iters=${10 + i}`)).body.id!);
      expect((await create(from, 'search:iters=20')).status).toBe(429);
      now += 61 * 60_000;
      const fifth = await create(from, 'search:iters=20');
      expect(fifth.status).toBe(201);
      for (const id of ids) expect((await post(from, `/api/matches/${id}/join`, { name: 'Eve' })).status).toBe(200);
      const join = await post(from, `/api/matches/${fifth.body.id}/join`, { name: 'Eve' });
      expect(join.status).toBe(429);
      expect(join.body.error).toMatch(/already running 4 matches with one.*join once one of them has ended/);
    });
  });
});
