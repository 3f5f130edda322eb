import { nim } from '@tabula/engine/nim';
import type { AnyGame } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { formatArena, pairScore, type RungGame, rungOf, runArena, wilson } from '../src/tools';

/** A game of deal `seed` where seat s holds bot seating[s] and finished ranking[s] (1 = first). */
const game = (seed: string, seating: number[], ranking: number[]): RungGame => ({
  seed,
  seating,
  outcome: { ranking },
  error: null,
});

describe('a rung counted pairwise (issue 44)', () => {
  it('scores each upper–lower pair of a game: 1 ahead, ½ for a shared place, 0 behind', () => {
    // Five seats, upper at 0 and 3: seat 0 first, seat 3 shares third with seat 4.
    const ranking = [1, 2, 3, 5, 3];
    // Seat 0 is ahead of 1, 2 and 4; seat 3 (fifth) is behind all three.
    expect(pairScore(ranking, [0, 3], [1, 2, 4])).toEqual({ sum: 3, pairs: 6 });
    expect(pairScore([1, 1, 3], [0], [1, 2])).toEqual({ sum: 1.5, pairs: 2 });
    expect(pairScore([2, 1], [0], [1])).toEqual({ sum: 0, pairs: 1 });
  });

  it('takes the first spec as the upper level wherever the rotation seats it, and the deal as the unit', () => {
    // bots: [master, expert, expert]; two deals of three games, seats rotated.
    const bots = ['master', 'expert', 'expert'];
    const games = [
      game('1:0', [0, 1, 2], [1, 2, 3]), // master first: 2 of 2 pairs
      game('1:0', [2, 0, 1], [1, 2, 3]), // master (seat 1) second: 1 of 2
      game('1:0', [1, 2, 0], [1, 1, 1]), // all level: ½ + ½
      game('1:1', [0, 1, 2], [3, 1, 2]), // master last: 0
      game('1:1', [2, 0, 1], [2, 1, 3]), // master (seat 1) first: 2 of 2
      { seed: '1:1', seating: [1, 2, 0], outcome: null, error: 'no end' }, // an error counts nowhere
    ];
    const r = rungOf(bots, games)!;
    expect(r).toMatchObject({ upper: 'master', lower: 'expert', games: 5, deals: 2, pairs: 10 });
    // Deal means: (1 + ½ + ½) / 3 = ⅔ and (0 + 1) / 2 = ½; their mean 7/12.
    expect(r.score).toBeCloseTo(7 / 12);
    // Two deals apart by ⅙: s² = 1/72, effective size p(1−p)·d/s² = 35 > 5 games, so the games cap
    // it: the 10 pairs never count as 10 independent duels.
    const [lo, hi] = wilson((7 / 12) * 5, 5);
    expect(r.ci95[0]).toBeCloseTo(lo);
    expect(r.ci95[1]).toBeCloseTo(hi);
  });

  it('at two players with a win or a loss per game is the Wilson interval over deals when they never vary', () => {
    const games = [0, 1, 2, 3].flatMap((d) => [game(`s:${d}`, [0, 1], [1, 2]), game(`s:${d}`, [1, 0], [2, 1])]);
    const r = rungOf(['a', 'b'], games)!;
    expect(r.score).toBe(1);
    expect(r.ci95).toEqual(wilson(4, 4));
  });

  it('is no rung for one spec or three, and the arena reports it for two', () => {
    expect(rungOf(['a', 'a'], [game('x', [0, 1], [1, 2])])).toBeNull();
    expect(rungOf(['a', 'b', 'c'], [game('x', [0, 1, 2], [1, 2, 3])])).toBeNull();
    const r = runArena({
      game: nim as AnyGame,
      players: 3,
      bots: ['search:iters=60', 'random', 'random'],
      games: 6,
      seed: 1,
    });
    expect(r.rung).toMatchObject({ upper: 'search:iters=60', lower: 'random', games: 6, deals: 2, pairs: 12 });
    expect(formatArena(r)).toMatch(/rung: search:iters=60 over random \d+\.\d% of pairs \(95% CI/);
  });
});
