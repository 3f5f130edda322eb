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
import { hansa } from '../src';
import { BOARDS } from '../src/map';
import { C, act, fill, fresh, giveToken, kontor, legal, play, refused } from './fixtures';

/** Seat 0 establishes Stendal–Magdeburg with three traders and builds the Stendal Kontor. */
function buildStendal(s: HansaState): HansaState {
  s.current = 0;
  s.actionsUsed = 0;
  s.seats[0]!.desk[2] = 3; // Privilegium black: any colour
  fill(s, 'stendal--magdeburg', 0, ['trader', 'trader', 'trader']);
  return play(s, [
    { type: 'establish', route: 'stendal--magdeburg' },
    { type: 'kontor', city: 'stendal' },
  ]);
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
  // group with the highest count". An empty city between two Kontors does not link them
  // (Lübeck – Hamburg – Lüneburg; Lübeck and Lüneburg are not adjacent).
  it('H-13.6: Kontors in Lübeck and Lüneburg with Hamburg empty are two groups of 1', () => {
    const s = fresh(3);
    s.over = true;
    kontor(s, 'luebeck', 0, 0);
    kontor(s, 'lueneburg', 0, 0);
    expect(scoreLines(s, 0).network).toBe(1);
    kontor(s, 'hamburg', 0, 0);
    expect(scoreLines(s, 0).network).toBe(3);
  });
  // "count your Kontors": another player's extra Kontor in a neighbouring city is not yours.
  it("H-13.6 / H-11.4: another player's extra Kontor next door does not join your network", () => {
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

describe('H-11 bonus tokens: what each one needs', () => {
  // H-11.8: "+3 Actions / +4 Actions: this turn your action allowance increases by 3 or 4".
  it('H-11.8: holding a +3 token, using it is offered; a token you do not hold, or +5, is refused', () => {
    const s = fresh(3);
    giveToken(s, 0, 'plus3');
    expect(legal(s)).toContainEqual({ type: 'useActions', n: 3 });
    refused(s, 0, { type: 'useActions', n: 4 }, 'H-11.8');
    refused(s, 0, { type: 'useActions', n: 5 }, 'H-11.8');
    // Holding +4 does not make any other number (or a '4' spelt as text) a +4: only 3 and 4 exist.
    giveToken(s, 0, 'plus4');
    refused(s, 0, { type: 'useActions', n: 5 }, 'H-11.8');
    refused(s, 0, { type: 'useActions', n: '4' }, 'H-11.8');
    expect(act(s, 0, { type: 'useActions', n: 4 }).extraActions).toBe(4);
  });
  // H-11.7: "upgrade any one ability of your choice that is not fully developed".
  it('H-11.7: Upgrade Ability needs the token and an ability that exists', () => {
    const s = fresh(3);
    refused(s, 0, { type: 'useUpgrade', ability: 'bursa' }, 'H-11.7');
    giveToken(s, 0, 'upgradeAbility');
    refused(s, 0, { type: 'useUpgrade', ability: 'fortuna' } as never, 'H-11.7');
  });
  // H-11.5: "exchange the pieces on two neighbouring printed Kontor spaces of one city".
  it('H-11.5: Swap Kontors needs the token and a real city', () => {
    const s = fresh(3);
    kontor(s, 'arnheim', 0, 0);
    kontor(s, 'arnheim', 1, 1, 'merchant');
    refused(s, 0, { type: 'swapKontors', city: 'arnheim', index: 0 }, 'H-11.5');
    giveToken(s, 0, 'swapKontors');
    refused(s, 0, { type: 'swapKontors', city: 'atlantis', index: 0 }, 'H-11.5');
  });
  // H-11.9: "take up to three pieces of any players from posts".
  it('H-11.9: Remove Three needs the token and a piece on a post; each removal names a real post', () => {
    const s = fresh(3);
    fill(s, 'hamburg--luebeck', 1, ['trader']);
    refused(s, 0, { type: 'removeThree' }, 'H-11.9');
    giveToken(s, 0, 'removeThree');
    const empty = fresh(3);
    giveToken(empty, 0, 'removeThree');
    refused(empty, 0, { type: 'removeThree' }, 'H-11.9');
    const t = act(s, 0, { type: 'removeThree' });
    refused(t, 0, { type: 'remove', route: 'nowhere', post: 0 }, 'H-11.9');
    refused(t, 0, { type: 'remove', route: 'hamburg--luebeck', post: 9 }, 'H-11.9');
  });
});

const provinces = BOARDS.back_2_3.data.twoPlayer!.provinces;
const prov = (id: string) => provinces.findIndex((p) => p.id === id);

describe('H-14.5 the pawn', () => {
  it('H-14.4: the pawn goes into a province that exists', () => {
    const s = hansa.setup({ players: 2, seed: 3 });
    const other = (s.current + 1) % 2;
    refused(s, other, { type: 'placePawn', province: 42 } as never, 'H-14.4');
  });
  it('H-14.5: a paid move goes to another province; a move is free or paid, nothing else', () => {
    const s = fresh(2, { provinces: true });
    s.pawn = prov('P2');
    const t = act(s, 0, { type: 'begin', action: 'pawn' });
    refused(t, 0, { type: 'movePawn', province: 'P2', paid: true }, 'H-14.5');
    refused(t, 0, { type: 'movePawn', province: 'P9', paid: 'yes' } as never, 'H-14.5');
  });
  it('H-14.5: the free move is once per turn, and each turn has its own', () => {
    const s = fresh(2, { provinces: true });
    s.pawn = prov('P2');
    let t = play(s, [
      { type: 'begin', action: 'pawnFree' },
      { type: 'movePawn', province: 'P1', paid: false },
    ]);
    t = play(t, [
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
    ]);
    t = play(t, [
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
    ]);
    // Seat 0 has used both actions and its free move: the turn is over.
    expect(t.current).toBe(1);
    expect(legal(t).some((a) => a.type === 'begin' && a.action === 'pawnFree')).toBe(true);
  });
  // "once per turn, either before the first action or after the last action": with the free move
  // unused, the last action does not end the turn yet.
  it('H-14.5: after the last action the turn waits for the free pawn move', () => {
    const s = fresh(2, { provinces: true });
    s.pawn = prov('P2');
    const t = play(s, [
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
    ]);
    expect(t.current).toBe(0);
    expect(legal(t).some((a) => a.type === 'begin' && a.action === 'pawnFree')).toBe(true);
  });
});

describe('H-5.1 / H-11.6 the end of a turn', () => {
  it('H-5.1: the next player clockwise, and the turn count goes up', () => {
    const s = fresh(3);
    const turn = s.turn;
    const t = play(s, [
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
    ]);
    expect(t.current).toBe(1);
    expect(t.turn).toBe(turn + 1);
  });
  // H-11.6: the replacement token is placed before anything else happens; another action is refused.
  it('H-11.6: with a replacement token to place, only placing it is accepted', () => {
    const s = fresh(3);
    s.seats[0]!.plate = [{ token: 'plus3', seen: false }];
    s.pile.splice(s.pile.indexOf('plus3'), 1);
    const t = play(s, [
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
    ]);
    expect(t.pending[0]).toMatchObject({ kind: 'placeBonus', seat: 0 });
    refused(t, 0, { type: 'begin', action: 'income' }, 'H-11.6');
  });
  // H-11.6: "they reveal every token on their tin plate and place each at a different route".
  it('H-11.6: two tokens on the plate are both placed, one decision each, and the previous position stays as it was', () => {
    const s = fresh(3);
    s.seats[0]!.plate = [
      { token: 'plus3', seen: false },
      { token: 'plus4', seen: false },
    ];
    for (const t of ['plus3', 'plus4'] as const) s.pile.splice(s.pile.indexOf(t), 1);
    let t = play(s, [
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
    ]);
    const first = legal(t).find((a) => a.type === 'placeBonus')!;
    const before = structuredClone(t);
    const u = act(t, 0, first);
    expect(t).toEqual(before);
    expect(u.current).toBe(0);
    expect(u.pending[0]).toMatchObject({ kind: 'placeBonus', seat: 0 });
    const second = legal(u).find((a) => a.type === 'placeBonus')!;
    t = act(u, 0, second);
    expect(t.current).toBe(1);
    expect(t.routeTokens.filter((x) => x !== null).sort()).toEqual(['plus3', 'plus4']);
  });
});
