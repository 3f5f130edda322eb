/**
 * Positions a player would recognise, each with the rulebook's outcome, added where the mutation
 * measurement (docs/mutation.md) found a rule the suite did not hold in place. Rule ids and
 * paraphrases from shared/rules/hansa/RULES.md (the Italian rulebook in shared/seeds).
 *
 * The chain used below, on both board sides: Arnheim – Münster – Minden – Brunswiek – Stendal
 * (Arnheim and Minden are not adjacent; Münster links them).
 */
import { describe, expect, it } from 'vitest';
import { controller } from '../src/control';
import { scoreLines } from '../src/score';
import type { HansaState } from '../src/types';
import { C, fill, fresh, kontor, play } from './fixtures';

/** Seat 0 establishes Stendal–Magdeburg with three traders and builds the Stendal Kontor. */
function buildStendal(s: HansaState): HansaState {
  s.current = 0;
  s.actionsUsed = 0;
  s.seats[0]!.desk[2] = 3; // Privilegium black: any colour
  fill(s, 'stendal--magdeburg', 0, ['trader', 'trader', 'trader']);
  return play(s, [{ type: 'establish', route: 'stendal--magdeburg' }, { type: 'kontor', city: 'stendal' }]);
}

describe('H-10.11 the East–West connection needs an unbroken chain', () => {
  // "an unbroken chain of adjacent cities from Arnheim to Stendal (both included) in which every
  // city holds at least one of your Kontors".
  it('H-10.11: Arnheim, Minden, Brunswiek and Stendal without Münster: no award', () => {
    const s = fresh(3);
    kontor(s, 'arnheim', 0, 0);
    kontor(s, 'minden', 0, 0);
    kontor(s, 'brunswiek', 0, 0);
    const t = buildStendal(s);
    expect(t.kontors[C(t, 'stendal')]![0]).toBe(0); // seat 0's trader built the Kontor
    expect(t.seats[0]!.eastWest).toBe(0);
    expect(t.eastWestAwarded).toBe(0);
  });
  // "Arnheim and Stendal themselves must hold one of your Kontors".
  it('H-10.11 / A-17: Münster to Stendal without a Kontor in Arnheim: no award', () => {
    const s = fresh(3);
    kontor(s, 'muenster', 0, 0, 'merchant');
    kontor(s, 'minden', 0, 0);
    kontor(s, 'brunswiek', 0, 0);
    const t = buildStendal(s);
    expect(t.seats[0]!.eastWest).toBe(0);
  });
  it('H-10.11: the whole chain from Arnheim through Münster: 7 PP to the first', () => {
    const s = fresh(3);
    kontor(s, 'arnheim', 0, 0);
    kontor(s, 'muenster', 0, 0, 'merchant');
    kontor(s, 'minden', 0, 0);
    kontor(s, 'brunswiek', 0, 0);
    const t = buildStendal(s);
    expect(t.seats[0]!.eastWest).toBe(7);
  });
});

describe('H-13.6 the network: one connected group of your own Kontors', () => {
  // "consider the cities holding at least one of your Kontors, linked when adjacent ...; take the
  // group with the highest count". An empty city between two Kontors does not link them.
  it('H-13.6: Kontors in Arnheim and Minden with Münster empty are two groups of 1', () => {
    const s = fresh(3);
    s.over = true;
    kontor(s, 'arnheim', 0, 0);
    kontor(s, 'minden', 0, 0);
    expect(scoreLines(s, 0).network).toBe(1);
    kontor(s, 'muenster', 0, 0, 'merchant');
    expect(scoreLines(s, 0).network).toBe(3);
  });
  // "count your Kontors": another player's extra Kontor in a neighbouring city is not yours.
  it('H-13.6 / H-11.4: another player\'s extra Kontor next door does not join your network', () => {
    const s = fresh(3);
    s.over = true;
    kontor(s, 'hamburg', 0, 0);
    kontor(s, 'luebeck', 0, 1);
    s.extraKontors[C(s, 'luebeck')] = [2]; // seat 1's trader as an extra Kontor
    expect(scoreLines(s, 0).network).toBe(1);
    expect(scoreLines(s, 1).network).toBe(2);
  });
});

describe('H-10.4 / H-11.4 control decided among extra Kontors', () => {
  // H-11.4: "a further extra Kontor goes left of the previous one"; of two extra Kontors the one
  // further right is older and ranks higher. Seats 0 and 1 have two extra Kontors each, seat 2 one
  // printed Kontor: the tie goes to seat 1, whose oldest extra Kontor is the rightmost.
  it('H-10.4: a tie of extra Kontors goes to the player with the rightmost one', () => {
    const s = fresh(3);
    const h = C(s, 'hamburg');
    kontor(s, 'hamburg', 0, 2);
    s.extraKontors[h] = [2, 0, 0, 2]; // left to right: seat 1, seat 0, seat 0, seat 1
    expect(controller(s, h)).toBe(1);
    s.extraKontors[h] = [0, 2, 2, 0];
    expect(controller(s, h)).toBe(0);
  });
});
