/** The solo game (L-14), moved from phases.test.ts (issue 43). */
import { describe, expect, it } from 'vitest';
import { loyang } from '../src/index';
import type { LoyangState } from '../src/types';
import { P, act, acts, atAction, fresh, give, legal, pull, rejects, top } from './fixture';

/** Plants every Home field with the first legal vegetable. */
function planted(players: number, seed: string | number = 1, intro = false): LoyangState {
  let s = fresh(players, seed, intro);
  while (s.phase === 'plant') {
    const seat = loyang.activeSeats(s)[0]!;
    s = act(s, seat, legal(s, seat).find((a) => a.type === 'plant')!);
  }
  return s;
}

describe('L-14 Solo', () => {
  it('L-14.2 / L-14.3: the opponent has exactly 2 stalls, 2 Regular and 2 Casual customers; 12-card Offer', () => {
    const s = fresh(1, 's');
    expect(s.opp!.stalls.length).toBe(2);
    expect(s.opp!.regulars.length).toBe(2);
    expect(s.opp!.casuals.length).toBe(2);
    expect(s.offer!.filter(Boolean).length).toBe(12);
  });
  it('L-14.4 / L-14.5: up to 2 cards at 0/1/2/2; row 2 discarded, slide up, refill', () => {
    let s = planted(1, 's');
    expect(top(s, 0)!.kind).toBe('offer');
    const grid = s.offer!.slice();
    s = acts(s, 0, { type: 'buyOffer', slot: 0 }, { type: 'buyOffer', slot: 9 });
    while (top(s, 0)!.kind === 'payField') s = act(s, 0, { type: 'loan' });
    rejects(s, 0, { type: 'buyOffer', slot: 1 }, 'L-14.4');
    const cash = P(s, 0).cash;
    s = act(s, 0, { type: 'done' });
    expect(s.discard).toEqual(expect.arrayContaining([grid[3], grid[4], grid[5]]));
    expect(s.offer![0]).toBe(grid[6]); // column 0 slid up
    expect(s.offer![1]).toBe(grid[1]);
    expect(s.offer!.filter(Boolean).length).toBe(12);
    expect(P(s, 0).cash).toBe(cash);
  });
  it('L-14.6: in solo an empty Draw pile is not refilled, except once at the first emptied field', () => {
    const s = atAction(1, 0, (s) => {
      s.discard = s.draw.slice(0, 10);
      s.draw = [];
    });
    expect(legal(s, 0).some((a) => a.type === 'twoPack')).toBe(false);
  });
  it('L-14.7: solo Con man swaps with a Helper in the Offer', () => {
    let s = atAction(1, 0, (s) => {
      give(s, 0, 'helper', 'H-CONMAN');
      pull(s, 'H-MAID');
      s.offer![4] = 'H-MAID';
    });
    s = act(s, 0, { type: 'helper', card: 'H-CONMAN', option: 1, slot: 4 });
    expect(s.offer![4]).toBe('H-CONMAN');
    expect(P(s, 0).helpers.map((h) => h.id)).toEqual(['H-MAID']);
  });
  it('L-14.8: the solo rating', () => {
    const s = atAction(1, 0, (s) => {
      s.phase = 'over';
      s.round = 9;
      s.stacks = [[]];
      P(s, 0).path = 18;
    });
    expect(loyang.outcome(s)!.breakdown[0]!.soloGoal).toBe(18);
  });
});
