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

describe('random legal games (H-5 … H-13): pieces conserved, prestige never falls, replays match', () => {
  for (const [players, options, games] of configs)
    it(`${players} players ${JSON.stringify(options)}`, () => {
      const r = randomSimTest(hansa, {
        players,
        games,
        seed: `prop-${players}-${JSON.stringify(options)}`,
        options,
        check: (s, prev) => checkInvariants(s as HansaState, prev as HansaState),
      });
      expect(r.actions).toBeGreaterThan(0);
    });
});
