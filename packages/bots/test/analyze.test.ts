/**
 * The analysis of a game (`analyze.ts`) sees each decision from the acting seat's view only: two
 * states that differ only in what that seat cannot see (another seat's hand and the Draw pile in
 * Loyang, L-9.H.2; the bonus pile in Hansa, H-4.2 — re-sampled from the seat's own view) get the
 * same analysis, value for value.
 */
import { type AnyGame, canonicalJson, Rng } from '@tabula/engine';
import { hansa } from '@tabula/hansa';
import { loyang } from '@tabula/loyang';
import { describe, expect, it } from 'vitest';
import { analyzeDecision } from '../src/tools';
import { randomPosition } from './helpers';

describe('analysis: no peeking', () => {
  const cases: Array<[string, AnyGame, number, number]> = [
    ['loyang', loyang as AnyGame, 2, 30],
    ['hansa', hansa as AnyGame, 3, 60],
  ];
  for (const [name, game, players, steps] of cases) {
    it(`${name} ${players}p after ${steps} random actions: the same values whatever the hidden parts`, () => {
      const s = randomPosition(game, players, `an:${name}`, steps);
      const seat = game.activeSeats(s)[0]!;
      const twin = game.determinize!(game.view(s, seat), seat, Rng.seed('an:twin'));
      expect(canonicalJson(twin)).not.toBe(canonicalJson(s));
      expect(canonicalJson(game.view(twin, seat))).toBe(canonicalJson(game.view(s, seat)));
      const legal = game.legalActions(s, seat);
      expect(legal.length).toBeGreaterThan(1);
      const chosen = legal[legal.length - 1];
      const a = analyzeDecision(game, s, seat, chosen, 7, players, { iters: 24 });
      const b = analyzeDecision(game, twin, seat, chosen, 7, players, { iters: 24 });
      expect(b).toEqual(a);
      expect(a.value).toHaveLength(players);
      for (const v of a.value) expect(v).toBeGreaterThanOrEqual(0);
      expect(a.loss).toBeGreaterThanOrEqual(0);
      expect(a.loss).toBeCloseTo(Math.max(0, a.bestValue - a.chosenValue), 12);
    });
  }
});
