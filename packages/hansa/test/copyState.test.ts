/**
 * `copyState` (edit.ts) writes the state's fields out one by one for speed; a field it left out
 * would silently vanish from every state after the first action. Along random games with and
 * without the provinces rules (H-14) and from a determinized state, a copy has exactly the keys,
 * in the same order, and the same values as its original.
 */
import { playRandomGame, Rng } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { copyState } from '../src/edit';
import type { HansaAction, HansaState } from '../src/types';

function expectSameCopy(s: HansaState): void {
  const c = copyState(s);
  expect(Object.keys(c)).toEqual(Object.keys(s));
  for (const k of Object.keys(s) as Array<keyof HansaState>) expect(c[k]).toBe(s[k]);
}

describe('copyState', () => {
  for (const players of [2, 3, 5])
    it(`copies every field of the states of a random ${players}-player game`, () => {
      const g = playRandomGame(hansa, { players, seed: `copy-${players}` });
      let s = hansa.setup({ players, seed: `copy-${players}`, options: {} });
      expectSameCopy(s);
      for (const { seat, action } of g.record.actions.slice(0, 200)) {
        s = hansa.apply(s, seat, action as HansaAction).state;
        expectSameCopy(s);
      }
      expectSameCopy(hansa.determinize!(hansa.view(s, 0), 0, Rng.seed('copy')));
    });
});
