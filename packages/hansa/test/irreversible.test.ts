/**
 * What may never be taken back (engine contract `irreversible`): a replacement token drawn from
 * the face-down supply (H-10.7) and the tin plate turned face up at the end of the turn (H-11.6);
 * anything else may be. undo.test.ts finds these moments in random games; these are the positions.
 */
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { fill, fresh, R } from './fixtures';
import type { HansaAction, HansaState } from '../src/types';

const A = 'hamburg--luebeck';

function irreversible(s: HansaState, a: HansaAction): string | null {
  const seat = hansa.activeSeats(s)[0]!;
  return hansa.irreversible!(s, seat, a, hansa.apply(s, seat, a).state);
}

describe('irreversible', () => {
  it('H-10.7 establishing a route whose token is replaced from the supply cannot be undone; without a token it can', () => {
    const s = fresh(3, { keepTokens: true });
    fill(s, A, 0, ['trader', 'trader', 'trader']);
    expect(irreversible(s, { type: 'establish', route: A })).toBeNull();
    s.routeTokens[R(s, A)] = 'plus3';
    s.pile.splice(s.pile.indexOf('plus3'), 1);
    expect(irreversible(s, { type: 'establish', route: A })).toMatch(/H-10\.7/);
  });
  it('H-11.6 ending the turn turns the plate tokens face up, and then they are placed: neither can be undone; a plain end of turn can', () => {
    const s = fresh(3);
    s.seats[0]!.plate = [{ token: 'plus3', seen: false }];
    s.pile.splice(s.pile.indexOf('plus3'), 1);
    expect(irreversible(s, { type: 'endTurn' })).toMatch(/H-11\.6/);
    const t = hansa.apply(s, 0, { type: 'endTurn' }).state;
    expect(irreversible(t, { type: 'placeBonus', route: A })).toMatch(/H-11\.6/);
    const u = fresh(3);
    expect(irreversible(u, { type: 'endTurn' })).toBeNull();
    expect(irreversible(u, { type: 'begin', action: 'income' })).toBeNull();
  });
});
