/** Property tests: thousands of random legal Nim games replay to the same hash and end. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { playRandomGame, replayMatches } from '../src';
import { randomSimTest } from '../src/testing';
import { nim, type NimAction, type NimState } from '../src/nim';

describe('random play', () => {
  it('every random game ends, with stones conserved and a replay hash equal to the original', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.string({ maxLength: 8 }), (players, seed) => {
        let stones = -1;
        const r = playRandomGame(nim, {
          players,
          seed,
          check: (state, prev) => {
            const s = state as NimState;
            const p = prev as NimState;
            const total = s.heaps.reduce((a, b) => a + b, 0);
            // Stones only ever leave the heaps (N-3), never appear.
            expect(total).toBeLessThanOrEqual(p.heaps.reduce((a, b) => a + b, 0));
            stones = total;
          },
        });
        expect(r.error).toBeNull();
        expect(stones).toBe(0);
        expect(r.outcome!.ranking.filter((x) => x === 1)).toHaveLength(1);
        expect(replayMatches(nim, r)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('a preferred kind of action is chosen whenever one is legal at chance 1', () => {
    const takesOne = (a: unknown) => (a as NimAction).type === 'take' && (a as NimAction & { n: number }).n === 1;
    const steered = playRandomGame(nim, { players: 2, seed: 'p', prefer: { chance: 1, test: takesOne } });
    const takes = steered.record.actions.filter(({ action }) => (action as NimAction).type === 'take');
    expect(takes.length).toBeGreaterThan(3);
    expect(takes.every(({ action }) => takesOne(action))).toBe(true);
    expect(replayMatches(nim, steered)).toBe(true);
    // The same seed unsteered takes more than one stone at some point: the option made the difference.
    const plain = playRandomGame(nim, { players: 2, seed: 'p' });
    expect(plain.record.actions.some(({ action }) => (action as NimAction).type === 'take' && !takesOne(action))).toBe(
      true,
    );
  });

  it('the harness reports the seed of a failing game', () => {
    expect(() =>
      randomSimTest(nim, {
        players: 2,
        games: 3,
        seed: 'x',
        check: () => {
          throw new Error('boom');
        },
      }),
    ).toThrow(/nim 2p seed x:0: action #\d+: boom/);
  });
});
