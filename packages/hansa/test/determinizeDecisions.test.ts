/**
 * determinize (contract) in the middle of an action: a state rebuilt from a seat's view owes the
 * same decision and offers the same actions as the real one — a relocation (H-8.4), a Move
 * (H-9.1), step C of Establish (H-10.2), the pawn (H-14.4). view.test.ts samples random games;
 * these are the decisions a sample may miss.
 */
import { Rng } from '@tabula/engine';
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { act, fill, fresh, play, R } from './fixtures';
import type { HansaState } from '../src/types';

const A = 'hamburg--luebeck';

function sameForEverySeat(s: HansaState): void {
  const active = hansa.activeSeats(s)[0]!;
  for (let seat = 0; seat < s.players; seat++) {
    const d = hansa.determinize!(hansa.view(s, seat), seat, Rng.seed(seat));
    expect(d.pending).toEqual(s.pending);
    expect(hansa.legalActions(d, active)).toEqual(hansa.legalActions(s, active));
  }
}

describe('determinize keeps the decision owed', () => {
  it('H-8.4 a relocation, before and after the displaced piece is back', () => {
    const s = fresh(3);
    fill(s, A, 1, ['merchant']);
    const t = play(s, [
      { type: 'begin', action: 'displace' },
      { type: 'displace', route: A, post: 0, piece: 'trader', payTraders: 2, payMerchants: 0 },
    ]);
    sameForEverySeat(t);
    sameForEverySeat(act(t, 1, { type: 'relocate', route: 'hamburg--stade', post: 0, piece: 'displaced' }));
  });
  it('H-9.1 a Move while lifting and while putting', () => {
    const s = fresh(3);
    s.seats[0]!.desk[3] = 1;
    fill(s, A, 0, ['trader', 'merchant']);
    const t = play(s, [
      { type: 'begin', action: 'move' },
      { type: 'move', route: A, post: 1 },
    ]);
    sameForEverySeat(t);
    sameForEverySeat(act(t, 0, { type: 'lift', route: A, post: 0 }));
  });
  it('H-10.2 step C of Establish, with the token just taken', () => {
    const s = fresh(3, { keepTokens: true });
    fill(s, A, 0, ['trader', 'trader', 'trader']);
    s.routeTokens[R(s, A)] = 'extraKontor';
    s.pile.splice(s.pile.indexOf('extraKontor'), 1);
    sameForEverySeat(act(s, 0, { type: 'establish', route: A }));
  });
  it('H-14.4 the pawn to place, and a begun action', () => {
    sameForEverySeat(hansa.setup({ players: 2, seed: 3 }));
    sameForEverySeat(act(fresh(3), 0, { type: 'begin', action: 'income' }));
  });
});
