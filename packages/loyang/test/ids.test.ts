/** The remaining numbered rules, one small test each (ids as in RULES.md). */
import { describe, expect, it } from 'vitest';
import { loyang } from '../src/index';
import { HELPERS } from '../src/data';
import { P, V, act, acts, atAction, fresh, give, legal, pull, top, veg } from './fixture';

describe('numbered rules', () => {
  it('L-1.1: per player a Home field (9) and 8 Private fields (2 each of 3/4/5/6)', () => {
    const s = fresh(2);
    expect(P(s, 0).fields.map((f) => f.id)).toEqual(['H0']);
    expect(
      P(s, 0)
        .pile.map((id) => id.slice(-1))
        .sort(),
    ).toEqual(['3', '3', '4', '4', '5', '5', '6', '6']);
  });
  it('L-1.4 / L-2.6: a random Starting player; no Second player before the first Card phase', () => {
    const starts = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((k) => fresh(4, k).startSeat));
    expect(starts.size).toBeGreaterThan(1);
    expect(fresh(4).secondSeat).toBeNull();
  });
  it('L-2.1 / L-2.2: Supply counted, 70 Action cards shuffled face down (the order is not the printed one)', () => {
    const s = fresh(2);
    expect(s.supply.reduce((a, b) => a + b)).toBe(231 - 2 * 11);
    expect(s.draw).not.toEqual([...s.draw].sort());
  });
  it('L-3.2: a loan is legal while planting, in the Card phase and on the Path', () => {
    const s = fresh(2);
    expect(legal(s, s.startSeat)).toContainEqual({ type: 'loan' });
  });
  it('L-4.1 / L-4.5: harvesting needs no action without a Harvest helper; a new field yields nothing yet', () => {
    let s = fresh(2, 'h');
    while (s.phase === 'plant') s = act(s, loyang.activeSeats(s)[0]!, legal(s, loyang.activeSeats(s)[0]!)[0]!);
    expect(s.phase).toBe('card');
    for (const p of s.p) expect(p.fields[1]).toMatchObject({ veg: -1, n: 0 });
  });
  it('L-5.1: the Discard pile is shuffled into the Draw pile at the start of the Card phase', () => {
    let s = atAction(2, 1, (s) => {
      s.discard = s.draw.splice(0, 20);
    });
    s = acts(s, 1, { type: 'endActions' }, { type: 'endPath' });
    expect(s.phase).toBe('card');
    expect(s.discard).toEqual([]);
    expect(s.draw.length + s.p.reduce((n, p) => n + p.hand.length, 0)).toBe(70);
  });
  it('L-5.3: over the round each player places exactly 1 hand card and 1 Courtyard card', () => {
    let s = fresh(2, 'd');
    while (s.phase !== 'action') {
      const seat = loyang.activeSeats(s)[0]!;
      const l = legal(s, seat);
      s = act(
        s,
        seat,
        l.find((a) => a.type === 'takeCourtyard') ??
          l.find((a) => a.type === 'playHand') ??
          l.find((a) => a.type === 'toCourtyard') ??
          l.find((a) => a.type === 'plant') ??
          l.find((a) => a.type === 'flip') ??
          l[0]!,
      );
    }
    for (const p of s.p)
      expect(p.fields.length - 2 + p.stalls.length + p.regulars.length + p.casuals.length + p.helpers.length).toBe(2);
  });
  it('L-6.1: 3 players act one after another: Starting, Second, then the third', () => {
    const s = atAction(3, 0);
    expect(loyang.activeSeats(s)).toEqual([0]);
    const t = acts(s, 0, { type: 'endActions' }, { type: 'endPath' });
    expect(loyang.activeSeats(t)).toEqual([1]);
  });
  it('L-6.4 / L-6.5: actions in any order and repeated; the phase ends with storing, then the Path', () => {
    let s = atAction(2, 0, (s) => (P(s, 0).cart = veg({ W: 2 })));
    s = acts(s, 0, { type: 'buy', veg: 'wheat' }, { type: 'buy', veg: 'wheat' }, { type: 'endActions' });
    expect(s.stacks[0]!.map((d) => d.kind)).toEqual(['path', 'store']);
  });
  it('L-9.E.2: a two-option Helper gives exactly one option per use', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-SALESWOMAN');
      give(s, 0, 'regular', 'RC-02');
    });
    s = act(s, 0, { type: 'helper', card: 'H-SALESWOMAN', option: 2 });
    expect(legal(s, 0).some((a) => a.type === 'helper')).toBe(false);
  });
  it('L-9.G.4: Saleswoman +2 replaces the modifier for the rest of the phase', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-SALESWOMAN');
      give(s, 0, 'casual', 'CC-01');
      give(s, 0, 'casual', 'CC-03');
      P(s, 0).cart = veg({ W: 2, P: 1, T: 3 });
    });
    s = acts(
      s,
      0,
      { type: 'helper', card: 'H-SALESWOMAN', option: 2 },
      { type: 'serve', card: 'CC-01' },
      { type: 'serve', card: 'CC-03' },
    );
    expect(P(s, 0).cash).toBe(10 + 9 + 10);
  });
  it('L-9.H.2: the kept-nothing Two-pack discards both cards', () => {
    let s = atAction(2, 0);
    const two = s.draw.slice(0, 2);
    s = acts(s, 0, { type: 'twoPack' }, { type: 'keep', cards: [] });
    expect(s.discard.slice(-2)).toEqual(two);
  });
  it('L-9.H.3: only the top card of a Two-pack is in play (a covered stall cannot trade)', () => {
    const s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MAID', 'MS-01');
      P(s, 0).cart = veg({ W: 1 });
    });
    expect(legal(s, 0).some((a) => a.type === 'trade')).toBe(false);
  });
  it('L-10.3: the Storehouse goes onto the Cart at the next harvest', () => {
    let s = atAction(2, 1, (s) => (P(s, 0).store = veg({ L: 1 })));
    s = acts(s, 1, { type: 'endActions' }, { type: 'endPath' });
    expect(P(s, 0).store).toEqual(veg({}));
    expect(P(s, 0).cart[V.L]).toBe(1);
  });
  it('L-12.2 / L-13.4: loans cost a space each; open customers and Shop stock do not count', () => {
    const s = atAction(2, 0, (s) => {
      s.phase = 'over';
      s.round = 9;
      s.stacks = [[], []];
      P(s, 0).loans = 3;
      P(s, 0).path = 10;
      give(s, 0, 'regular', 'RC-09');
      P(s, 1).path = 7;
    });
    expect(loyang.outcome(s)!.scores).toEqual([7, 7]);
  });
  it('L-14.1: solo uses the same Action phase', () => {
    const s = atAction(1, 0);
    expect(legal(s, 0)).toContainEqual({ type: 'endActions' });
  });
  it('L-15.1: the phases of each Helper come from the data', () => {
    const ph = Object.fromEntries(HELPERS.map((h) => [h.id, h.optionPhases]));
    expect(ph['H-BOOKKEEPER']).toEqual([[2, 3]]);
    expect(ph['H-HARVESTHELPER']).toEqual([[1], [3]]);
    expect(ph['H-MARKETCRIER']).toEqual([[3], [2, 3]]);
    expect(ph['H-SQUIRE']).toEqual([[2]]);
  });
  it('L-15.2: 9 lantern cards', () => {
    expect(HELPERS.reduce((n, h) => n + (h.lantern ? h.copies : 0), 0)).toBe(9);
  });
  it('L-15.3: a whole-phase Helper is declared and discarded, its effect lasts the phase', () => {
    let s = atAction(2, 0, (s) => give(s, 0, 'helper', 'H-OFFICIAL'));
    s = act(s, 0, { type: 'helper', card: 'H-OFFICIAL', option: 1 });
    expect(P(s, 0).helpers).toEqual([]);
    expect(P(s, 0).official).toBe(true);
  });
  it('L-15.4 / L-15.5: the Foreman reacts to an unused discard too', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-FOREMAN');
      give(s, 0, 'helper', 'H-TOUT');
    });
    s = act(s, 0, { type: 'discardHelper', card: 'H-TOUT' });
    expect(top(s, 0)).toMatchObject({ kind: 'foreman', helper: 'H-TOUT' });
  });
  it('L-16 A-15: a Draw pile too short for 4 each is shared evenly, the rest stays', () => {
    let s = atAction(3, 2, (s) => {
      const keep = s.draw.splice(0, 7);
      for (const p of s.p) p.casuals.push(...s.draw.splice(0, 21).map((id) => ({ id, under: null }))); // parked out of the piles
      s.draw = keep;
    });
    s = acts(s, 2, { type: 'endActions' }, { type: 'endPath' });
    expect(s.p.map((p) => p.hand.length)).toEqual([2, 2, 2]);
    expect(s.draw.length).toBe(1);
  });
});

void pull;
