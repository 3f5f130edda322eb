/**
 * Survivors of the third-session measurement (docs/mutation.md): an Extra Kontor token does not
 * hold the turn open (H-11.3, H-11.4: it is used only while establishing); a face-down token
 * waiting on the plate does not make the actions before the end of the turn irreversible (H-10.7,
 * H-11.6); a state rebuilt for the drawer keeps the drawer's own plate token unseen; the view and
 * the rebuilt state are copies, not the game's own lists.
 */
import { Rng } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { fill, fresh, giveToken, play } from './fixtures';

describe('tokens held and tokens on the plate', () => {
  it('H-11.3 / H-5.1 an Extra Kontor token alone does not keep the turn open after the last action, pieces on posts or not', () => {
    const s = fresh(3);
    giveToken(s, 0, 'extraKontor');
    fill(s, 'hamburg--bremen', 1, ['trader']);
    const t = play(s, [
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
    ]);
    expect(t.current).toBe(1);
  });
  it('H-11.6 with a face-down token on the plate, a Place before the end of the turn can still be taken back', () => {
    const s = fresh(3);
    s.seats[0]!.plate = [{ token: 'plus3', seen: false }];
    s.pile.splice(s.pile.indexOf('plus3'), 1);
    const t = hansa.apply(s, 0, { type: 'begin', action: 'place' }).state;
    const a = { type: 'place', route: 'hamburg--stade', post: 0, piece: 'trader' } as const;
    expect(hansa.irreversible!(t, 0, a, hansa.apply(t, 0, a).state)).toBeNull();
  });
  it('determinize for the drawer keeps the drawer\'s unseen plate token unseen (H-10.7 "senza guardarlo")', () => {
    const s = fresh(3);
    s.seats[0]!.plate = [{ token: 'plus3', seen: false }];
    s.pile.splice(s.pile.indexOf('plus3'), 1);
    const v = hansa.view(s, 0);
    const d = hansa.determinize!(v, 0, Rng.seed(1));
    expect(d.seats[0]!.plate.map((x) => x.seen)).toEqual([false]);
    expect(hansa.view(d, 0)).toEqual(v);
  });
  it('the view and the rebuilt state are copies: changing them changes nothing in the game', () => {
    const s = fresh(3);
    giveToken(s, 0, 'plus3');
    s.seats[0]!.usedTokens.push('plus4');
    s.pile.splice(s.pile.indexOf('plus4'), 1);
    const w = hansa.view(s, 0);
    const d = hansa.determinize!(w, 0, Rng.seed(2));
    d.seats[0]!.tokens.push('swapKontors');
    d.seats[0]!.usedTokens.push('swapKontors');
    expect(w.desks[0]!.tokens).toEqual(['plus3']);
    expect(w.desks[0]!.usedTokens).toEqual(['plus4']);
    // Views are read-only (contract `view`) and may be shared with the next one, but never with the state.
    const v = hansa.view(s, 0);
    v.desks[0]!.tokens.push('swapKontors');
    v.desks[0]!.usedTokens.push('swapKontors');
    expect(s.seats[0]!.tokens).toEqual(['plus3']);
    expect(s.seats[0]!.usedTokens).toEqual(['plus4']);
  });
});
