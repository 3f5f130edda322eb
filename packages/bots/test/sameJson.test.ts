/**
 * `sameJson` (search/sameJson.ts) stands in for comparing two actions' JSON texts, which is what
 * keys the search tree's children: it must answer exactly what the texts would, odd values
 * included, or a search would change its result.
 */
import { type AnyGame, playRandomGame } from '@tabula/engine';
import { hansa } from '@tabula/hansa';
import { loyang } from '@tabula/loyang';
import { describe, expect, it } from 'vitest';
import { sameJson } from '../src/search/sameJson';

const values: unknown[] = [
  0,
  -0,
  1,
  2.5,
  NaN,
  Infinity,
  -Infinity,
  '1',
  '',
  'a',
  true,
  false,
  null,
  undefined,
  [],
  [1],
  [1, 2],
  [2, 1],
  [1, undefined],
  [1, null],
  [undefined],
  [null],
  [[1]],
  [[2]],
  {},
  { a: 1 },
  { a: 1, b: 2 },
  { b: 2, a: 1 },
  { a: 1, b: undefined },
  { b: undefined, a: 1 },
  { a: 1, b: () => 0 },
  { a: NaN },
  { a: null },
  { a: '1' },
  { a: { b: [1, 2] } },
  { a: { b: [1, 3] } },
  { type: 'place', route: 'r1', post: 2, piece: 'trader' },
  { type: 'place', route: 'r1', post: 2, piece: 'merchant' },
  { type: 'place', route: 'r1', piece: 'trader', post: 2 },
  { 1: 'x', a: 2 },
  { a: 2, 1: 'x' },
  { toJSON: () => 1 },
  new Date(0),
  Object.create(null) as unknown,
  { a: [1, { b: undefined }] },
  { a: [1, {}] },
];

describe('sameJson', () => {
  it('answers as comparing JSON texts would, for every pair of a set of plain and odd values', () => {
    for (const a of values)
      for (const b of values) expect([a, b, sameJson(a, b)]).toEqual([a, b, JSON.stringify(a) === JSON.stringify(b)]);
  });

  it('finds copies equal, and tells apart the actions of real legal lists as their texts do', () => {
    for (const a of values) {
      const text = JSON.stringify(a);
      if (text !== undefined) expect(sameJson(a, JSON.parse(text))).toBe(true);
    }
    for (const game of [loyang as AnyGame, hansa as AnyGame]) {
      const g = playRandomGame(game, { players: 2, seed: 'same-json' });
      let s = game.setup({ players: 2, seed: 'same-json', options: {} });
      g.record.actions.slice(0, 120).forEach(({ seat, action }, i) => {
        if (i % 10 === 0) {
          const legal = game.legalActions(s, seat);
          const copy = game.legalActions(s, seat);
          for (const a of legal)
            for (const b of copy) expect(sameJson(a, b)).toBe(JSON.stringify(a) === JSON.stringify(b));
        }
        s = game.apply(s, seat, action).state;
      });
    }
  });
});
