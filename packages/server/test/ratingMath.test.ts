/**
 * Issue 44, "Ratings", without a server: the ranks a rated match counts (finishing rank, ties
 * shared, resigned and timed-out seats last), the number shown (1500 for a new player), one
 * result through openskill, and the rebuild reaching openskill's own numbers.
 */
import { ordinal, rate, rating } from 'openskill';
import { describe, expect, it } from 'vitest';
import { abandonedRanks, countedRanks } from '../src/rating/ranks';
import { stepsOf } from '../src/rating/rate';
import { replay } from '../src/rating/rebuild';
import { shown, shownRating } from '../src/rating/scale';
import type { RatedEnd } from '../src/store/ratingRows';
import type { TableEvent } from '../src/store/store';

const event = (seat: number, kind: TableEvent['kind']): TableEvent => ({
  version: 10,
  seat,
  kind,
  at: '2026-11-28T12:00:00.000Z',
});

describe('the ranks a rated match counts', () => {
  it('keeps the finishing ranks of 3, 4 and 5 players, shared places included', () => {
    expect(countedRanks([2, 1, 3], [])).toEqual([2, 1, 3]);
    expect(countedRanks([1, 3, 1, 4], [])).toEqual([1, 3, 1, 4]);
    expect(countedRanks([2, 2, 1, 4, 4], [])).toEqual([2, 2, 1, 4, 4]);
  });

  it('ranks a resigned seat last even when its bot finished first (issue 23, issue 44)', () => {
    // The outcome as table/resign.ts left it already puts the resigned seat 1 last.
    expect(countedRanks([1, 3, 2], [event(1, 'resigned')])).toEqual([1, 3, 2]);
  });

  it('ranks a seat that timed out, and never came back, last — the first to go lowest', () => {
    // Seat 0's bot won the game; seat 3 timed out before seat 0 did.
    const events = [event(3, 'timeout'), event(0, 'timeout')];
    expect(countedRanks([1, 2, 2, 4], events)).toEqual([3, 1, 1, 4]);
  });

  it('counts a seat that timed out and took its seat back by its finishing rank', () => {
    expect(countedRanks([1, 2, 3], [event(0, 'timeout'), event(0, 'reclaimed')])).toEqual([1, 2, 3]);
  });

  it('ranks a seat that left and was played out by its bot last', () => {
    expect(countedRanks([1, 2], [event(0, 'left')])).toEqual([2, 1]);
  });

  it('ranks a resignation below a time-out, as the game does (a 2-player leave after the other timed out, issue 41 item 7)', () => {
    // Seat 1 ran out of time; seat 0 then left, which concedes: the outcome says seat 0 lost.
    expect(countedRanks([2, 1], [event(1, 'timeout'), event(0, 'resigned')])).toEqual([2, 1]);
    // Four players: seat 2 timed out, then seats 3 and 0 resigned (table/resign.ts put 3 below 0).
    expect(countedRanks([3, 1, 2, 4], [event(2, 'timeout'), event(3, 'resigned'), event(0, 'resigned')])).toEqual([
      3, 1, 2, 4,
    ]);
  });
});

describe('the ranks an abandoned match counts (no result of the game)', () => {
  it('ranks the seats that left last, below the resigned, below the timed out; the first to go lowest in each', () => {
    // Seat 0 left, seat 1 timed out: the leaver takes the loss (issue 44).
    expect(abandonedRanks(2, [event(0, 'left'), event(1, 'timeout')])).toEqual([2, 1]);
    expect(abandonedRanks(2, [event(1, 'timeout'), event(0, 'timeout')])).toEqual([1, 2]);
    // Seat 3 resigned, seat 1 left, seat 0 timed out, seat 2 left: 1 and 2 last, then 3, then 0.
    const events = [event(3, 'resigned'), event(1, 'left'), event(0, 'timeout'), event(2, 'left')];
    expect(abandonedRanks(4, events)).toEqual([1, 4, 3, 2]);
  });

  it('counts a leave taken back (reclaimed) by how the seat went last', () => {
    const events = [event(0, 'left'), event(0, 'reclaimed'), event(1, 'left'), event(0, 'timeout')];
    expect(abandonedRanks(2, events)).toEqual([1, 2]);
  });
});

describe('the number shown', () => {
  it('is 1500 for a new player and provisional for fewer than 10 rated games', () => {
    expect(shownRating(rating())).toBe(1500);
    expect(shown({ ...rating(), games: 9 })).toEqual({ rating: 1500, provisional: true, games: 9 });
    expect(shown({ mu: 30, sigma: 2, games: 10 })).toEqual({
      rating: Math.round(1500 + 30 * ordinal({ mu: 30, sigma: 2 })),
      provisional: false,
      games: 10,
    });
  });
});

const end = (matchId: string, ranks: number[], accounts: string[], game = 'hansa'): RatedEnd => ({
  matchId,
  game,
  endedAt: `2026-11-${String(10 + Number(matchId.slice(1))).padStart(2, '0')}T12:00:00.000Z`,
  ranks: ranks.map((rank, seat) => ({ seat, accountId: accounts[seat]!, rank })),
});

describe('one result through openskill', () => {
  it('moves a 4-player result by rank, the shared second place alike, the winner up and the last down', () => {
    const steps = stepsOf(end('m1', [2, 1, 4, 2], ['a', 'b', 'c', 'd']), new Map());
    const direct = rate([[rating()], [rating()], [rating()], [rating()]], { rank: [2, 1, 4, 2] });
    expect(steps.map((s) => [s.mu, s.sigma])).toEqual(direct.map(([r]) => [r!.mu, r!.sigma]));
    expect(steps[0]!.mu).toBe(steps[3]!.mu);
    expect(steps[1]!.mu).toBeGreaterThan(25);
    expect(steps[2]!.mu).toBeLessThan(25);
    expect(steps.every((s) => s.games === 1 && s.muBefore === 25)).toBe(true);
  });
});

describe('rebuild', () => {
  it('replays a sequence of 3–5-player results to openskill’s own numbers, per game', () => {
    const people = ['ann', 'bob', 'cay', 'dee', 'eve'];
    const ends = [
      end('m1', [1, 2, 3], ['ann', 'bob', 'cay']),
      end('m2', [3, 1, 1, 4], ['bob', 'cay', 'dee', 'eve']),
      end('m3', [5, 4, 3, 2, 1], people),
      end('m4', [2, 1], ['ann', 'eve'], 'loyang'),
      end('m5', [1, 1, 3], ['eve', 'ann', 'bob']),
    ];
    // openskill called directly, one rating per person and game, the results in order.
    const direct = new Map<string, { mu: number; sigma: number }>();
    for (const e of ends) {
      const key = (a: string) => `${e.game}:${a}`;
      const teams = e.ranks.map((r) => [direct.get(key(r.accountId)) ?? rating()]);
      const after = rate(teams, { rank: e.ranks.map((r) => r.rank) });
      e.ranks.forEach((r, i) => direct.set(key(r.accountId), after[i]![0]!));
    }
    const { ratings, steps } = replay(ends);
    expect(ratings).toHaveLength(direct.size);
    for (const r of ratings) expect({ mu: r.mu, sigma: r.sigma }).toEqual(direct.get(`${r.game}:${r.accountId}`));
    expect(ratings.find((r) => r.game === 'hansa' && r.accountId === 'ann')).toMatchObject({
      games: 3,
      lastAt: ends[4]!.endedAt,
    });
    expect(steps).toHaveLength(3 + 4 + 5 + 2 + 3);
  });
});
