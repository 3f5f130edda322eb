/**
 * The storage suite on both adapters (bothStores.ts). Ratings (issue 44): a rated match's end is
 * taken once — the second time changes nothing —, a match created as rated and not counted keeps
 * its reason, the ratings the server reaches are openskill's called directly on the same sequence
 * and a rebuild reaches them again, the board lists the last 30 days' players best first, paged.
 */
import { randomUUID } from 'node:crypto';
import { rate, rating } from 'openskill';
import { beforeAll, expect, it } from 'vitest';
import { Ratings } from '../src/rating/ratings';
import type { EndedMatch } from '../src/rating/endedMatch';
import { rebuildRatings } from '../src/rating/rebuild';
import type { Store } from '../src/store/store';
import { describeStores } from './bothStores';
import { match } from './storedMatch';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 28, 12);

describeStores('ratings', (opened) => {
  let store: Store;
  let ratings: Ratings;
  beforeAll(() => {
    store = opened();
    ratings = new Ratings(store, () => NOW);
  });

  /** Accounts named `stem0…`, unique to this run. */
  async function accounts(n: number, stem: string): Promise<Array<{ id: string; username: string }>> {
    const out = [];
    for (let i = 0; i < n; i++) {
      const username = `${stem}${i}_${randomUUID().slice(0, 6)}`;
      const a = { id: randomUUID(), username, key: username.toLowerCase(), passwordHash: null, createdAt: 'x' };
      await store.createAccount(a, []);
      out.push(a);
    }
    return out;
  }

  /** A finished rated Hansa match with a clock, seat i held by `holders[i]`, ranked `ranking`. */
  async function ended(holders: string[], ranking: number[], endedAt = NOW): Promise<EndedMatch> {
    const m = match({
      game: 'hansa',
      players: holders.length,
      seats: holders.map((_, seat) => ({ seat, name: `p${seat}`, bot: null, tokenHash: `h${seat}` })),
    });
    await store.createMatch(m);
    for (const [seat, id] of holders.entries()) await store.holdSeat(id, m.id, seat);
    return {
      id: m.id,
      game: 'hansa',
      players: holders.length,
      rated: true,
      seedFixed: false,
      clocked: true,
      seats: m.seats,
      ranking,
      abandoned: false,
      tableEvents: [],
      endedAt: new Date(endedAt).toISOString(),
    };
  }

  it('counts a rated end once: told again (a crash, a replay) it changes nothing', async () => {
    const [a, b, c] = await accounts(3, 'once');
    const m = await ended([a!.id, b!.id, c!.id], [1, 2, 3]);
    expect(await ratings.ended(m)).toBe(true);
    const first = await store.ratingsOf(a!.id);
    expect(await ratings.ended(m)).toBe(false);
    expect(await Promise.all([ratings.ended(m), ratings.ended(m)])).toEqual([false, false]);
    expect(await store.ratingsOf(a!.id)).toEqual(first);
    expect(first).toMatchObject([{ game: 'hansa', games: 1 }]);
    expect(await store.stepsOf(a!.id, 'hansa')).toHaveLength(1);
  });

  it('keeps a rated match with a guest seat uncounted, with its reason, and counts no one', async () => {
    const [a] = await accounts(1, 'guest');
    const m = await ended([a!.id, a!.id], [1, 2]);
    // Seat 1 was never claimed by an account: give it back to nobody.
    const guest = { ...m, seats: [...m.seats, { seat: 2, tokenHash: 'h2' }], players: 3, ranking: [1, 2, 3] };
    expect(await ratings.ended(guest)).toBe(false);
    expect(await ratings.ended(m)).toBe(false);
    expect(await store.ratingsOf(a!.id)).toEqual([]);
    expect(await store.untakenEnds()).not.toContain(m.id);
  });

  it('reaches openskill’s own numbers for 3–5-player results with shared places, and a rebuild reaches them again', async () => {
    const p = await accounts(5, 'seq');
    const ids = p.map((x) => x.id);
    const sequence: Array<[number[], number[]]> = [
      [
        [0, 1, 2],
        [1, 2, 3],
      ],
      [
        [1, 2, 3, 4],
        [2, 1, 2, 4],
      ],
      [
        [0, 1, 2, 3, 4],
        [5, 1, 1, 3, 4],
      ],
      [
        [4, 0, 2],
        [1, 1, 1],
      ],
      [
        [3, 1, 0, 2],
        [4, 3, 2, 1],
      ],
    ];
    const direct = new Map<string, { mu: number; sigma: number }>();
    for (const [k, [who, ranking]] of sequence.entries()) {
      const holders = who.map((i) => ids[i]!);
      expect(await ratings.ended(await ended(holders, ranking, NOW - (10 - k) * DAY))).toBe(true);
      const teams = holders.map((id) => [direct.get(id) ?? rating()]);
      rate(teams, { rank: ranking }).forEach(([r], i) => direct.set(holders[i]!, r!));
    }
    const now = async () => Promise.all(ids.map(async (id) => (await store.ratingsOf(id))[0]!));
    const counted = await now();
    for (const r of counted) expect({ mu: r.mu, sigma: r.sigma }).toEqual(direct.get(r.accountId));
    expect(counted.map((r) => r.games)).toEqual([4, 4, 5, 3, 3]);
    const history = await store.stepsOf(ids[0]!, 'hansa');

    const rebuilt = await rebuildRatings(store);
    expect(rebuilt.results).toBeGreaterThanOrEqual(sequence.length);
    expect(await now()).toEqual(counted);
    expect(await store.stepsOf(ids[0]!, 'hansa')).toEqual(history);
  });

  it('lists on the board only players active in the last 30 days, best conservative rating first, paged', async () => {
    const [old, fresh, best] = await accounts(3, 'board');
    // `old` last played 31 days ago; `fresh` and `best` yesterday, `best` winning.
    await ratings.ended(await ended([old!.id, fresh!.id], [1, 2], NOW - 31 * DAY));
    await ratings.ended(await ended([best!.id, fresh!.id], [1, 2], NOW - DAY));
    const all = await ratings.leaderboard('hansa', 100, 0);
    const names = all.players.map((x) => x.username);
    expect(names).toContain(fresh!.username);
    expect(names).toContain(best!.username);
    expect(names).not.toContain(old!.username);
    expect(all.activeSince).toBe(new Date(NOW - 30 * DAY).toISOString());
    const ratingsShown = all.players.map((x) => x.rating);
    expect(ratingsShown).toEqual([...ratingsShown].sort((x, y) => y - x));
    expect(all.players.map((x) => x.place)).toEqual(all.players.map((_, i) => i + 1));
    const page = await ratings.leaderboard('hansa', 2, 1);
    expect(page.players.map((x) => x.username)).toEqual(names.slice(1, 3));
    expect(page.players[0]!.place).toBe(2);
    expect(page.next).toBe(names.length > 3 ? 3 : undefined);
  });

  it('finds a finished rated match whose end a crash left untaken, and counts it at the next start', async () => {
    const [a, b] = await accounts(2, 'crash');
    const m = match({
      game: 'loyang',
      rated: true,
      status: 'finished',
      seedFixed: false,
      clock: {
        config: { kind: 'realtime', baseMs: 600_000, incrementMs: 0 },
        state: { left: [1, 1], since: [null, null] },
        absentBot: 'heuristic',
      },
      outcome: { scores: [3, 9], ranking: [2, 1], breakdown: [{}, {}] },
      seats: [
        { seat: 0, name: 'a', bot: null, tokenHash: 'x0' },
        { seat: 1, name: 'b', bot: null, tokenHash: 'x1' },
      ],
    });
    await store.createMatch(m);
    await store.holdSeat(a!.id, m.id, 0);
    await store.holdSeat(b!.id, m.id, 1);
    expect(await store.untakenEnds()).toContain(m.id);
    expect(await ratings.catchUp((id) => store.getMatch(id))).toBe(1);
    expect(await store.untakenEnds()).not.toContain(m.id);
    expect(await ratings.catchUp((id) => store.getMatch(id))).toBe(0);
    const changes = await ratings.ratingChanges(m.id);
    // Seat 1 won: both started at 1500, the winner gained more than the loser.
    expect(changes!.map((c) => [c.seat, c.username, c.rank, c.before])).toEqual([
      [0, a!.username, 2, 1500],
      [1, b!.username, 1, 1500],
    ]);
    expect(changes![1]!.change).toBeGreaterThan(0);
    expect(changes![1]!.after).toBeGreaterThan(changes![0]!.after);
    expect(changes!.every((c) => c.provisional && c.change === c.after - c.before)).toBe(true);
  });
});
