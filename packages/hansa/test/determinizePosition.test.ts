/**
 * determinize (contract) on a position with everything a view shows: Kontors and extra Kontors,
 * the Coellen table (H-10.13), used and unused tokens, a token on the plate its drawer has seen
 * (H-11.6), the East–West award (H-10.11), raised abilities, and the pawn (H-14). The state rebuilt
 * from each seat's view must show that seat exactly the same view, and the bonus tokens must still
 * be the 16 of the box (H-1.4).
 */
import { Rng } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { ALL_TOKENS } from '../src/setup';
import { C, fill, fresh, giveToken, kontor } from './fixtures';
import type { HansaState } from '../src/types';

function rich(players: number): HansaState {
  const s = fresh(players, { keepTokens: true, provinces: players === 2 ? true : undefined });
  kontor(s, 'hamburg', 0, 1);
  kontor(s, 'luebeck', 0, 0, 'trader');
  s.extraKontors[C(s, 'hamburg')] = [2 * (players - 1) + 1];
  s.coellen[1] = 1;
  giveToken(s, 0, 'plus3');
  giveToken(s, 1, 'swapKontors');
  s.pile.splice(s.pile.indexOf('plus4'), 1);
  s.seats[1]!.usedTokens.push('plus4');
  s.pile.splice(s.pile.indexOf('upgradeAbility'), 1);
  s.seats[0]!.plate = [{ token: 'upgradeAbility', seen: true }];
  s.seats[1]!.eastWest = 7;
  s.eastWestAwarded = 1;
  s.seats[0]!.desk = [1, 2, 1, 0, 3];
  fill(s, 'hamburg--stade', 1, ['merchant', null, 'trader']);
  return s;
}

describe('determinize a full position', () => {
  for (const players of [2, 3, 4]) {
    it(`${players} players: each seat's view of the rebuilt state is its view of the real one`, () => {
      const s = rich(players);
      for (let seat = 0; seat < players; seat++) {
        const v = hansa.view(s, seat);
        const d = hansa.determinize!(v, seat, Rng.seed(`p${seat}`));
        expect(hansa.view(d, seat)).toEqual(v);
        const tokens = [
          ...d.pile,
          ...d.routeTokens.filter((t) => t !== null),
          ...d.seats.flatMap((p) => [...p.tokens, ...p.usedTokens, ...p.plate.map((x) => x.token)]),
        ];
        expect(tokens.sort()).toEqual(ALL_TOKENS.slice().sort());
        expect(d.coellen).toEqual(s.coellen);
        expect(d.pawn).toBe(s.pawn);
        expect(hansa.legalActions(d, 0)).toEqual(hansa.legalActions(s, 0));
      }
    });
  }
});
