/**
 * Copy-on-write inside `apply` (engine.md §8, `ctx.ts` and `playerArrays.ts`): the first write to
 * one of a player's twelve arrays copies that array and no other, later writes reach the same copy,
 * and the state given to `apply` is never changed. A wrong bit would let two arrays share one
 * record of "already copied": the second would then be edited in place, in the input state — a
 * replay or an undo would see a changed past (issue 43's mutation run found this unasserted).
 */
import { describe, expect, it } from 'vitest';
import { Ctx } from '../src/ctx';
import { loyang } from '../src/index';
import { ARRAYS } from '../src/playerArrays';
import type { LoyangState, Player } from '../src/types';

const input = (): LoyangState => loyang.setup({ players: 2, seed: 7, options: {} });
const of = (p: Player, k: (typeof ARRAYS)[number]): unknown[] => p[k] as unknown[];

describe('a player’s arrays are copied on their first write, each on its own', () => {
  it('names the twelve arrays of a player', () => {
    const p = input().p[0]!;
    expect([...ARRAYS].sort()).toEqual(
      Object.keys(p)
        .filter((k) => Array.isArray(of(p, k as never)))
        .sort(),
    );
  });

  for (const k of ARRAYS) {
    it(`${k}: a copy on the first write, the same copy after, then every other array copied too`, () => {
      const s = input();
      const before = JSON.stringify(s);
      const ctx = new Ctx(s);
      const copy = ctx.arr(0, k) as unknown[];
      expect(copy).not.toBe(of(s.p[0]!, k));
      expect(copy).toEqual(of(s.p[0]!, k));
      expect(ctx.arr(0, k)).toBe(copy);
      for (const j of ARRAYS) {
        if (j === k) continue;
        const other = ctx.arr(0, j) as unknown[];
        expect(other, `${j} after ${k}`).not.toBe(of(s.p[0]!, j));
        other.push('written');
      }
      copy.push('written');
      // The copy made first is still the player's: copying the others did not replace it.
      expect(of(ctx.s.p[0]!, k)).toBe(copy);
      expect(JSON.stringify(s)).toBe(before);
    });
  }

  it('gives the whole player with every array copied after a write of its plain fields', () => {
    const s = input();
    const before = JSON.stringify(s);
    const ctx = new Ctx(s);
    ctx.me(0).cash += 1;
    const p = ctx.pl(0);
    for (const k of ARRAYS) {
      expect(of(p, k), k).not.toBe(of(s.p[0]!, k));
      of(p, k).push('written');
    }
    expect(ctx.pl(0)).toBe(p);
    expect(JSON.stringify(s)).toBe(before);
    // The other seat is shared, not copied.
    expect(ctx.s.p[1]).toBe(s.p[1]);
  });
});
