/**
 * Bad input always gets a clear error and changes nothing: an action naming a post, a city or a
 * piece that does not exist is refused with the rule of the action it tried (H-7.1 Place, H-11.5
 * Swap Kontors), never taken for some other post or piece.
 */
import { describe, it } from 'vitest';
import { act, fresh, giveToken, kontor, refused } from './fixtures';

describe('H-7.1 / H-11.5 an action names a real post, city and piece', () => {
  it('H-7.1: a post is a whole number from 0 to the last post of the route (Hamburg–Lübeck has 3)', () => {
    const t = act(fresh(3), 0, { type: 'begin', action: 'place' });
    for (const post of [-1, 3, 1.5, '0', null])
      refused(t, 0, { type: 'place', route: 'hamburg--luebeck', post, piece: 'trader' }, 'H-7.1');
  });
  it('H-7.1: a piece is a trader or a merchant', () => {
    const t = act(fresh(3), 0, { type: 'begin', action: 'place' });
    for (const piece of ['king', 'Trader', 0, null])
      refused(t, 0, { type: 'place', route: 'hamburg--luebeck', post: 0, piece }, 'H-7.1');
  });
  it('H-11.5: Swap Kontors names a city of the board by its id', () => {
    const s = fresh(3);
    giveToken(s, 0, 'swapKontors');
    kontor(s, 'arnheim', 0, 1);
    kontor(s, 'arnheim', 1, 2);
    for (const city of ['Arnheim', 3, null]) refused(s, 0, { type: 'swapKontors', city, index: 0 }, 'H-11.5');
  });
  // "exchange the pieces on two neighbouring printed Kontor spaces of one city": the last space has
  // no right neighbour, and two identical pieces would change nothing.
  it('H-11.5: no swap from the last printed space, nor between two pieces of the same player and kind', () => {
    const s = fresh(3);
    giveToken(s, 0, 'swapKontors');
    kontor(s, 'arnheim', 2, 2);
    kontor(s, 'arnheim', 3, 1);
    kontor(s, 'hamburg', 0, 1);
    kontor(s, 'hamburg', 1, 1);
    refused(s, 0, { type: 'swapKontors', city: 'arnheim', index: 3 }, 'H-11.5');
    refused(s, 0, { type: 'swapKontors', city: 'hamburg', index: 0 }, 'H-11.5');
    act(s, 0, { type: 'swapKontors', city: 'arnheim', index: 2 });
  });
});
