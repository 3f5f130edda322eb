/**
 * Positions a player would recognise, each with the rulebook's outcome, added where the mutation
 * measurement (docs/mutation.md) found a rule the suite did not hold in place. Quotes are from
 * the English rulebook (shared/seeds/loyang-rules-en.txt) or its Helper reference.
 */
import { describe, expect, it } from 'vitest';
import { P, act, acts, atAction, give, legal, pull, top, veg } from './fixture';

describe('L-9.B Buy from the Shop', () => {
  // "Pay the buy price (W 3, P 4, ...)": with exactly 3 Cash, wheat is affordable, pumpkin is not.
  it('L-9.B.1: exactly the buy price is enough (3 Cash buys wheat, not pumpkin)', () => {
    let s = atAction(2, 0, (s) => {
      P(s, 0).cash = 3;
    });
    const buys = legal(s, 0)
      .filter((a) => a.type === 'buy')
      .map((a) => (a as { veg: string }).veg);
    expect(buys).toEqual(['wheat']);
    s = act(s, 0, { type: 'buy', veg: 'wheat' });
    expect(P(s, 0).cash).toBe(0);
    expect(P(s, 0).cart).toEqual(veg({ W: 1 }));
  });
});

describe('L-9.F Deliver to a Regular customer', () => {
  // "put both required vegetables from your Cart onto the lowest empty row and take that row's payment".
  it('L-9.F.2: a delivery takes both vegetables from the Cart and pays the row (RC-09: T + C for 5)', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'regular', 'RC-09');
      P(s, 0).cart = veg({ T: 1, C: 1, W: 1 });
    });
    s = act(s, 0, { type: 'deliver', card: 'RC-09' });
    expect(P(s, 0).cart).toEqual(veg({ W: 1 }));
    expect(P(s, 0).cash).toBe(15);
    expect(P(s, 0).regulars[0]).toMatchObject({ id: 'RC-09', rows: 1 });
  });
  // L-9.F.4 applies to a customer that got no delivery: one served this round keeps its blue
  // marker and costs nothing when the Action phase ends.
  it('L-9.F.4: a customer served this round is not a missed delivery at the end of the Action phase', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'regular', 'RC-09');
      P(s, 0).cart = veg({ T: 1, C: 1 });
    });
    s = acts(s, 0, { type: 'deliver', card: 'RC-09' }, { type: 'endActions' });
    expect(P(s, 0).regulars[0]).toMatchObject({ id: 'RC-09', rows: 1, marker: 'blue' });
    expect(s.stacks[0]!.map((d) => d.kind)).toEqual(['path']); // no penalty to pay (an empty Cart needs no storing)
    expect(P(s, 0).cash).toBe(15);
  });
});

describe('L-9.G Serve a Casual customer', () => {
  // L-9.G.1: the three vegetables go from the Cart back to the Supply; the customer is discarded.
  it('L-9.G.1: serving CC-01 (wheat, pumpkin, turnip) takes exactly those three from the Cart to the Supply', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'casual', 'CC-01');
      P(s, 0).cart = veg({ W: 2, P: 1, T: 1 });
    });
    const supply = s.supply.slice();
    s = act(s, 0, { type: 'serve', card: 'CC-01' });
    expect(P(s, 0).cart).toEqual(veg({ W: 1 }));
    expect(s.supply).toEqual(supply.map((n, v) => n + (v <= 2 ? 1 : 0)));
    expect(P(s, 0).casuals).toEqual([]);
    expect(s.discard).toContain('CC-01');
  });
});

describe('L-9.H Two-pack: drawing and what is kept', () => {
  // L-9.H.7: "If the Draw pile runs out during the Action phase, immediately shuffle the Discard
  // pile": only when it runs out. With cards left, the Discard pile stays where it is.
  it('L-9.H.7: while the Draw pile has cards, the Discard pile is not shuffled in', () => {
    let s = atAction(2, 0, (s) => {
      s.discard = s.draw.splice(10, 5);
    });
    const discard = s.discard.slice();
    const next = s.draw.slice(0, 2);
    s = act(s, 0, { type: 'twoPack' });
    expect((top(s, 0) as { cards: string[] }).cards).toEqual(next);
    expect(s.discard).toEqual(discard);
  });
  // L-14.6: in solo "The Discard pile is shuffled into the Draw pile only once per game, at the
  // moment the first fully harvested field is removed"; L-9.H.7 does not apply otherwise.
  it('L-14.6: solo, a Two-pack with one card left in the Draw pile shows that card only', () => {
    let s = atAction(1, 0, (s) => {
      s.discard = s.draw.slice(1);
      s.draw = s.draw.slice(0, 1);
    });
    const last = s.draw[0]!;
    const discard = s.discard.slice();
    s = act(s, 0, { type: 'twoPack' });
    expect((top(s, 0) as { cards: string[] }).cards).toEqual([last]);
    expect(s.draw).toEqual([]);
    expect(s.discard).toEqual(discard);
  });
  // L-9.H.4: "Every kept Common field costs 2 Cash immediately"; the field arrives empty and is
  // sown like any other (L-9.A.1).
  it('L-9.H.4 / L-9.A.1: a Common field kept from a Two-pack costs 2 and can then be sown', () => {
    let s = atAction(2, 0, (s) => {
      pull(s, 'CF-4a');
      s.draw.unshift('CF-4a');
      P(s, 0).cart = veg({ C: 1 });
    });
    s = act(s, 0, { type: 'twoPack' });
    s = act(s, 0, { type: 'keep', cards: ['CF-4a'] });
    expect(P(s, 0).cash).toBe(8);
    expect(P(s, 0).fields.find((f) => f.id === 'CF-4a')).toMatchObject({ veg: -1, n: 0 });
    expect(legal(s, 0)).toContainEqual({ type: 'sow', veg: 'cabbage' });
    s = act(s, 0, { type: 'sow', veg: 'cabbage' });
    expect(legal(s, 0)).toContainEqual({ type: 'sowField', field: 'CF-4a' });
    s = act(s, 0, { type: 'sowField', field: 'CF-4a' });
    expect(P(s, 0).fields.find((f) => f.id === 'CF-4a')).toMatchObject({ veg: 3, n: 4 });
  });
});
