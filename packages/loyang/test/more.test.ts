/** Remaining numbered rules and Helper interplay not covered elsewhere. */
import { describe, expect, it } from 'vitest';
import { loyang } from '../src/index';
import { P, V, act, acts, atAction, give, legal, pull, rejects, top, veg } from './fixture';

describe('remaining rules', () => {
  it("L-9.E.4: no Helper touches another player's Home field, Cart or Storehouse", () => {
    const s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-SUBSISTENCE');
      P(s, 0).fields[0]!.n = 9;
    });
    expect(legal(s, 1).some((a) => a.type === 'helper')).toBe(false);
  });
  it('L-9.G.3: a Casual customer cannot be discarded unserved; no penalty for not serving it', () => {
    let s = atAction(2, 0, (s) => give(s, 0, 'casual', 'CC-01'));
    rejects(s, 0, { type: 'discardHelper', card: 'CC-01' }, 'L-9.E.1');
    s = act(s, 0, { type: 'endActions' });
    expect(P(s, 0).cash).toBe(10);
  });
  it('L-9.H.2 / L-9.H.3: the drawn cards are public; both kept means stacked, chosen top first', () => {
    let s = atAction(2, 0, (s) => {
      pull(s, 'CC-05', 'H-SHOPPER');
      s.draw.unshift('CC-05', 'H-SHOPPER');
    });
    s = act(s, 0, { type: 'twoPack' });
    expect(loyang.view(s, 1).decisions[0]!.at(-1)).toMatchObject({ kind: 'twoPack', cards: ['CC-05', 'H-SHOPPER'] });
    s = act(s, 0, { type: 'keep', cards: ['CC-05', 'H-SHOPPER'] });
    expect(P(s, 0).casuals).toEqual([{ id: 'CC-05', under: 'H-SHOPPER' }]);
    expect(loyang.view(s, 1).seats[0]!.stacks).toEqual([{ top: 'CC-05', under: 'H-SHOPPER' }]);
  });
  it('L-5.9: cards taken in the Card phase are never stacked', () => {
    let s = atAction(2, 0, (s) => {
      s.phase = 'card';
      pull(s, 'CC-01', 'CC-02');
      P(s, 0).hand = ['CC-01'];
      s.courtyard = ['CC-02'];
      s.dist = { remaining: [0], turn: 0, finished: [1] };
      s.stacks[0] = [{ kind: 'courtyard', seat: 0, flipped: false, squire: false }];
    });
    s = acts(s, 0, { type: 'takeCourtyard', card: 'CC-02' }, { type: 'playHand', card: 'CC-01' });
    expect(P(s, 0).casuals.every((c) => c.under === null)).toBe(true);
  });
  it('Squire + Foreman: the Foreman taken with the Squire takes the Squire back at once', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-SQUIRE');
      s.phase = 'card';
      pull(s, 'H-FOREMAN', 'CC-04');
      s.courtyard = ['H-FOREMAN'];
      P(s, 0).hand = ['CC-04'];
      s.dist = { remaining: [0], turn: 0, finished: [1] };
      s.stacks[0] = [{ kind: 'courtyard', seat: 0, flipped: false, squire: false }];
    });
    s = acts(s, 0, { type: 'helper', card: 'H-SQUIRE', option: 1 }, { type: 'takeCourtyard', card: 'H-FOREMAN' });
    expect(top(s, 0)).toMatchObject({ kind: 'foreman', helper: 'H-SQUIRE' });
    s = act(s, 0, { type: 'foreman', take: true });
    expect(P(s, 0).helpers.map((h) => h.id)).toEqual(['H-SQUIRE']);
    expect(s.discard).toContain('H-FOREMAN');
  });
  it("Foreman in the Card phase: takes another player's used Book-keeper (no partners outside the Action phase)", () => {
    let s = atAction(4, 0, (s) => {
      give(s, 0, 'helper', 'H-BOOKKEEPER');
      give(s, 1, 'helper', 'H-FOREMAN');
      s.phase = 'card';
      s.stacks[0] = [{ kind: 'payField', seat: 0, card: 'CF-3a' }];
      P(s, 0).cash = 0;
    });
    s = act(s, 0, { type: 'helper', card: 'H-BOOKKEEPER', option: 1 });
    for (let k = 0; k < 6; k++) s = act(s, 0, { type: 'shopCount', n: 0 });
    s = act(s, 0, { type: 'nameVeg', veg: 'wheat' });
    expect(loyang.activeSeats(s)).toEqual([1]);
    s = act(s, 1, { type: 'foreman', take: true });
    expect(P(s, 1).helpers.map((h) => h.id)).toEqual(['H-BOOKKEEPER']);
  });
  it('L-12.2 / L-11.3: money received after the own phase cannot buy steps (no Path decision then)', () => {
    const s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-SUBSISTENCE');
      P(s, 0).fields.push({ id: 'P0-5a', veg: V.C, n: 5, under: null });
    });
    const t = act(s, 1, { type: 'helper', card: 'H-SUBSISTENCE', option: 1, seat: 0, target: 'P0-5a' });
    expect(P(t, 0).cash).toBe(11);
    expect(legal(t, 0)).toEqual([]);
  });
  it('L-9.D.1: a trade needs enough Cart vegetables to hand in', () => {
    const s = atAction(2, 0, (s) => {
      give(s, 0, 'stall', 'MS-09');
      P(s, 0).cart = veg({ W: 1 });
    });
    rejects(s, 0, { type: 'trade', stall: 'MS-09', offer: 1 }, 'L-9.D.1');
    expect(legal(s, 0).filter((a) => a.type === 'trade').length).toBe(1);
  });
});
