/**
 * Hints (`hint.ts`, issue 22): the top actions of a search from the asking seat's view — the same
 * hint whatever the hidden parts of the state (another seat's hand and the Draw pile in Loyang,
 * L-9.H.2; the bonus pile in Hansa, H-4.2), ordered by share, shares and values in range.
 */
import { type AnyGame, canonicalJson, Rng } from '@tabula/engine';
import { hansa } from '@tabula/hansa';
import { loyang } from '@tabula/loyang';
import { nim } from '@tabula/engine/nim';
import { describe, expect, it } from 'vitest';
import { hintFor } from '../src/hint';
import { randomPosition } from './helpers';

describe('hints: no peeking', () => {
  const cases: Array<[string, AnyGame, number, number]> = [
    ['loyang', loyang as AnyGame, 2, 30],
    ['hansa', hansa as AnyGame, 3, 60],
  ];
  for (const [name, game, players, steps] of cases) {
    it(`${name} ${players}p after ${steps} random actions: the same top 3 whatever the hidden parts`, () => {
      const s = randomPosition(game, players, `hint:${name}`, steps);
      const seat = game.activeSeats(s)[0]!;
      const twin = game.determinize!(game.view(s, seat), seat, Rng.seed('hint:twin'));
      expect(canonicalJson(twin)).not.toBe(canonicalJson(s));
      const a = hintFor(game, s, seat, players, { iters: 24 });
      expect(hintFor(game, twin, seat, players, { iters: 24 })).toEqual(a);
      expect(a.unit).toBe('win chance');
      expect(a.options.length).toBe(Math.min(3, game.legalActions(s, seat).length));
      const legal = game.legalActions(s, seat).map((x) => JSON.stringify(x));
      for (const o of a.options) {
        expect(legal).toContain(JSON.stringify(o.action));
        expect(o.value).toBeGreaterThanOrEqual(0);
        expect(o.value).toBeLessThanOrEqual(1);
      }
      const shares = a.options.map((o) => o.share);
      expect([...shares].sort((x, y) => y - x)).toEqual(shares);
      expect(shares.reduce((x, y) => x + y, 0)).toBeLessThanOrEqual(1 + 1e-9);
    });
  }

  it('names the winning Nim move first, with most of the search', () => {
    // Nim: take the last counters and win; the hint should see it.
    let s = nim.setup({ players: 2, seed: 'hint', options: {} });
    for (let i = 0; i < 200 && nim.activeSeats(s).length; i++) {
      const seat = nim.activeSeats(s)[0]!;
      const legal = nim.legalActions(s, seat);
      const win = legal.find((a) => nim.outcome(nim.apply(s, seat, a).state)?.ranking[seat] === 1);
      if (win !== undefined && legal.length > 1) {
        const h = hintFor(nim as AnyGame, s, seat, 2, { iters: 400 });
        expect(h.options[0]!.action).toEqual(win);
        expect(h.options[0]!.share).toBeGreaterThan(0.5);
        return;
      }
      s = nim.apply(s, seat, legal[legal.length - 1]!).state;
    }
    throw new Error('no position with a winning move reached');
  });
});
