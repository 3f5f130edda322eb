/**
 * A decision a player owes is answered by its own action only, and a wrong answer is refused with
 * the rule that asks for the decision. Added where the mutation measurement (docs/mutation.md)
 * found these rule ids unasserted (pawn.ts:24, pawn.ts:51, tokens.ts:108, turn.ts:61). Rule ids
 * and paraphrases from shared/rules/hansa/RULES.md; the Italian rulebook in shared/seeds.
 */
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { BOARDS } from '../src/map';
import { act, fill, fresh, giveToken, has, kontor, legal, play, refused } from './fixtures';

const provinces = BOARDS.back_2_3.data.twoPlayer!.provinces;
const prov = (id: string) => provinces.findIndex((p) => p.id === id);

describe('H-14.4 / H-14.5 the pawn in the 2-player game', () => {
  // H-14.4: "Before the game one player puts the pawn in any province; the other player is the
  // start player." ("Prima dell'inizio del gioco, un giocatore piazza il Pedone su una provincia").
  it('H-14.4: before the pawn is placed, the start player cannot act and the other player cannot do anything else', () => {
    const s = hansa.setup({ players: 2, seed: 3 });
    const other = (s.current + 1) % 2;
    refused(s, other, { type: 'begin', action: 'income' }, 'H-14.4');
    refused(s, other, { type: 'endTurn' }, 'H-14.4');
    const t = act(s, other, { type: 'placePawn', province: 'P5' });
    expect(t.pawn).toBe(prov('P5'));
  });
  // H-14.5: the free move is "once per turn, either before the first action or after the last
  // action (not both)"; any further move "at the cost of one action".
  it('H-14.5: after the free move, a pawn action must be paid: calling it free is refused', () => {
    const s = fresh(2, { provinces: true });
    s.pawn = prov('P2');
    const t = play(s, [
      { type: 'begin', action: 'pawnFree' },
      { type: 'movePawn', province: 'P1', paid: false },
      { type: 'begin', action: 'pawn' },
    ]);
    refused(t, 0, { type: 'movePawn', province: 'P2', paid: false }, 'H-14.5');
    const u = act(t, 0, { type: 'movePawn', province: 'P9', paid: true });
    expect(u.pawn).toBe(prov('P9'));
    expect(u.actionsUsed).toBe(1);
  });
});

describe('H-11.9 / H-11.6 a bonus token’s decisions', () => {
  // H-11.9: "take up to three pieces of any players from posts": while removing, the player removes
  // another piece or stops, nothing else.
  it('H-11.9: during Remove Three another action is refused until the player stops', () => {
    const s = fresh(3);
    giveToken(s, 0, 'removeThree');
    fill(s, 'hamburg--luebeck', 1, ['trader']);
    fill(s, 'hamburg--stade', 2, ['trader']);
    const t = play(s, [{ type: 'removeThree' }, { type: 'remove', route: 'hamburg--luebeck', post: 0 }]);
    refused(t, 0, { type: 'begin', action: 'income' }, 'H-11.9');
    const u = act(t, 0, { type: 'removeDone' });
    expect(u.pending).toEqual([]);
    expect(legal(u).some((a) => a.type === 'begin' && a.action === 'income')).toBe(true);
  });
  // H-11.6: the replacement token goes "at a different route that (1) has no token, (2) has no
  // piece on any of its posts, (3) has at least one end city with an empty printed Kontor space".
  it('H-11.6: the replacement token goes to a route of the map; a route that does not exist is refused', () => {
    const s = fresh(3);
    s.seats[0]!.plate = [{ token: 'plus3', seen: false }];
    s.pile.splice(s.pile.indexOf('plus3'), 1);
    const t = play(s, [
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
    ]);
    refused(t, 0, { type: 'placeBonus', route: 'hamburg--atlantis' }, 'H-11.6');
    refused(t, 0, { type: 'placeBonus', route: 7 } as never, 'H-11.6');
    const u = act(t, 0, { type: 'placeBonus', route: 'hamburg--luebeck' });
    expect(u.current).toBe(1);
  });
  // Condition (3): "at least one end city with an empty printed Kontor space" — one is enough.
  // Goslar has one printed space on the back board, Hildesheim two.
  it('H-11.6: a route whose two end cities are full of Kontors takes no token; one free space in either city is enough', () => {
    const s = fresh(3);
    s.seats[0]!.plate = [{ token: 'plus3', seen: false }];
    s.pile.splice(s.pile.indexOf('plus3'), 1);
    kontor(s, 'goslar', 0, 1);
    kontor(s, 'hildesheim', 0, 2);
    const t = act(s, 0, { type: 'endTurn' });
    expect(has(legal(t), { type: 'placeBonus', route: 'goslar--hildesheim' })).toBe(true);
    kontor(t, 'hildesheim', 1, 1);
    expect(has(legal(t), { type: 'placeBonus', route: 'goslar--hildesheim' })).toBe(false);
    refused(t, 0, { type: 'placeBonus', route: 'goslar--hildesheim' }, 'H-11.6');
  });
});
