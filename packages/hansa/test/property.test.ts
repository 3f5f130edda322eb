/** Property tests: random legal games with invariants after every action, and replay hashes. */
import { randomSimTest } from '@tabula/engine/testing';
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import type { HansaState } from '../src/types';
import { checkInvariants } from './invariants';

const configs: Array<[number, Record<string, boolean>, number]> = [
  [2, {}, 1],
  [2, { provinces: false }, 2],
  [3, {}, 2],
  [4, {}, 2],
  [5, {}, 2],
];

/**
 * Under mutation testing (Stryker sets STRYKER_MUTATOR_WORKER in its worker processes) one game
 * per configuration instead of two: a surviving mutant runs every test that covers it, and these
 * games were most of that time. It can only cost kill power (docs/mutation.md); a plain
 * `vitest run` plays every game.
 */
const gamesEach = (games: number): number => (process.env.STRYKER_MUTATOR_WORKER === undefined ? games : 1);

describe('random legal games (H-5 … H-13): pieces conserved, prestige never falls, replays match', () => {
  for (const [players, options, games] of configs)
    it(`${players} players ${JSON.stringify(options)}`, () => {
      const r = randomSimTest(hansa, {
        players,
        games: gamesEach(games),
        seed: `prop-${players}-${JSON.stringify(options)}`,
        options,
        check: (s, prev) => checkInvariants(s as HansaState, prev as HansaState),
      });
      expect(r.actions).toBeGreaterThan(0);
    });
});
