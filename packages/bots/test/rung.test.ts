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

  it('takes the first spec as the upper level wherever the rotation seats it, the game as the unit', () => {
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
    // Game scores 1, ½, ½, 0, 1: mean 0.6. Their variance over the games (0.175 / 5 = 0.035) is
    // larger than over the deals (means ⅔ and ½: 0.0072), so p(1 − p) / 0.035 = 6.9 — more than
    // the 5 games, which cap it: the 10 pairs never count as 10 independent duels.
    expect(r.score).toBeCloseTo(0.6);
    const [lo, hi] = wilson(3, 5);
    expect(r.ci95[0]).toBeCloseTo(lo);
    expect(r.ci95[1]).toBeCloseTo(hi);
  });

  it('widens with the deals when a deal ties its games together', () => {
    // Two players, four deals: the upper level wins both games of two deals and loses both of two.
    const games = [0, 1, 2, 3].flatMap((d) => {
      const won = d < 2;
      return [game(`s:${d}`, [0, 1], won ? [1, 2] : [2, 1]), game(`s:${d}`, [1, 0], won ? [2, 1] : [1, 2])];
    });
    const r = rungOf(['a', 'b'], games)!;
    expect(r.score).toBe(0.5);
    // Over games: 0.25·8/7 / 8 = 1/28; over deals: (4 · 0.25 / 3) / 4 = 1/12, larger: n = 0.25 · 12 = 3.
    expect(r.ci95[0]).toBeCloseTo(wilson(1.5, 3)[0]);
    // Alternate wins and losses within each deal instead: the games' variance rules, n = 7.
    const mixed = [0, 1, 2, 3].flatMap((d) => [game(`s:${d}`, [0, 1], [1, 2]), game(`s:${d}`, [1, 0], [1, 2])]);
    expect(rungOf(['a', 'b'], mixed)!.ci95[0]).toBeCloseTo(wilson(3.5, 7)[0]);
  });

  it('at two players, every game won, is the Wilson interval over the games', () => {
    const games = [0, 1, 2, 3].flatMap((d) => [game(`s:${d}`, [0, 1], [1, 2]), game(`s:${d}`, [1, 0], [2, 1])]);
    const r = rungOf(['a', 'b'], games)!;
    expect(r.score).toBe(1);
    expect(r.ci95).toEqual(wilson(8, 8));
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
