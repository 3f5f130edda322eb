/**
 * The tin plate at the end of a turn (H-11.6, A-15): the drawer looks at the tokens drawn this turn,
 * places them one by one, and keeps on the plate any for which no route qualifies. What a player
 * notices: which tokens the end of the turn reveals (a token kept from an earlier turn was seen
 * already), that nothing but placing is accepted meanwhile, and that a kept token is announced.
 */
import { isIllegalAction } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import type { HansaState, TokenKind } from '../src/types';
import { fresh, legal, R, refused } from './fixtures';

const A = 'hamburg--luebeck';

/** Seat 0 on turn with `plate` on its tin plate (the tokens taken out of the supply). */
function withPlate(plate: Array<{ token: TokenKind; seen: boolean }>): HansaState {
  const s = fresh(3);
  for (const t of plate) s.pile.splice(s.pile.indexOf(t.token), 1);
  s.seats[0]!.plate = plate;
  return s;
}

describe('H-11.6 the tin plate at the end of the turn', () => {
  it('A-15: a token kept from an earlier turn is not revealed again; only the one drawn this turn is', () => {
    const s = withPlate([
      { token: 'plus3', seen: true },
      { token: 'plus4', seen: false },
    ]);
    const r = hansa.apply(s, 0, { type: 'endTurn' });
    const revealed = r.events.filter((e) => e.type === 'plateRevealed');
    expect(revealed).toEqual([{ type: 'plateRevealed', seat: 0, tokens: ['plus4'], to: [0] }]);
    expect(r.state.seats[0]!.plate).toEqual([
      { token: 'plus3', seen: true },
      { token: 'plus4', seen: true },
    ]);
  });
  it('A-15: with only tokens seen before on the plate, ending the turn reveals nothing', () => {
    const s = withPlate([{ token: 'plus3', seen: true }]);
    const r = hansa.apply(s, 0, { type: 'endTurn' });
    expect(r.events.some((e) => e.type === 'plateRevealed')).toBe(false);
    expect(r.state.pending).toEqual([{ kind: 'placeBonus', seat: 0 }]);
  });
  it('H-11.6: while a token waits to be placed, another action is refused — even one naming a route where it could go', () => {
    const s = withPlate([{ token: 'plus3', seen: false }]);
    const t = hansa.apply(s, 0, { type: 'endTurn' }).state;
    expect(legal(t)).toContainEqual({ type: 'placeBonus', route: A });
    refused(t, 0, { type: 'establish', route: A }, 'H-11.6');
    let err: unknown = null;
    try {
      hansa.apply(t, 0, { type: 'endTurn' });
    } catch (e) {
      err = e;
    }
    expect(isIllegalAction(err) && (err as Error).message).toMatch(/place your replacement bonus token first/);
  });
  it('A-15: a second token with no route left for it stays on the plate, is announced as kept, and the turn passes', () => {
    const s = withPlate([
      { token: 'plus3', seen: false },
      { token: 'plus4', seen: false },
    ]);
    // Pieces on every other route: Hamburg–Lübeck is the only route that qualifies (H-11.6 (2)).
    const only = R(s, A);
    s.posts = s.posts.map((row, r) => (r === only ? row : row.map(() => 2)));
    const t = hansa.apply(s, 0, { type: 'endTurn' }).state;
    expect(legal(t)).toEqual([{ type: 'placeBonus', route: A }]);
    const r = hansa.apply(t, 0, { type: 'placeBonus', route: A });
    expect(r.events.map((e) => e.type)).toEqual(['bonusPlaced', 'bonusKept', 'turn']);
    expect(r.events[1]).toEqual({ type: 'bonusKept', seat: 0, count: 1 });
    expect(r.state.seats[0]!.plate).toEqual([{ token: 'plus4', seen: true }]);
    expect(r.state.routeTokens[only]).toBe('plus3');
    expect(r.state.current).toBe(1);
  });
});
