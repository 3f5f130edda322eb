/** The 20 Helpers (L-9.E, L-15, Helper reference in cards.json) and their worked examples. */
import { describe, expect, it } from 'vitest';
import { P, V, act, acts, atAction, give, legal, pull, rejects, veg } from './fixture';

const H = (card: string, option = 1, extra: Record<string, unknown> = {}) => ({
  type: 'helper' as const,
  card,
  option,
  ...extra,
});

describe('L-9.E general', () => {
  it('L-9.E.1: a Helper may be discarded unused at any time, and only Helpers', () => {
    let s = atAction(2, 0, (s) => give(s, 0, 'helper', 'H-MAID'));
    s = act(s, 0, { type: 'discardHelper', card: 'H-MAID' });
    expect(s.discard).toContain('H-MAID');
    rejects(s, 0, { type: 'discardHelper', card: 'CC-01' }, 'L-9.E.1');
  });
  it('L-9.E.3: a covered Helper cannot be used', () => {
    const s = atAction(2, 0, (s) => give(s, 0, 'casual', 'CC-01', 'H-MAID'));
    rejects(s, 0, H('H-MAID'), 'L-9.E.3');
  });
  it("L-9.E.5 / A-11: removing another player's top card uncovers his lower card at once", () => {
    let s = atAction(2, 1, (s) => {
      give(s, 0, 'stall', 'MS-01', 'RC-09');
      give(s, 1, 'stall', 'MS-02');
      give(s, 1, 'helper', 'H-MARKETWOMAN');
    });
    s = act(s, 1, H('H-MARKETWOMAN', 1, { own: 'MS-02', seat: 0, target: 'MS-01' }));
    expect(P(s, 0).stalls.map((x) => x.id)).toEqual(['MS-02']);
    // Seat 0 has finished this round: the uncovered customer owes nothing this round.
    expect(P(s, 0).regulars).toEqual([{ id: 'RC-09', rows: 0, marker: 'blue', due: false, served: 0, under: null }]);
    expect(P(s, 1).stalls[0]).toMatchObject({ id: 'MS-01', stock: [1, 1, 1], under: null });
  });
});

describe('each Helper', () => {
  it('Book-keeper: reset the Shop and 1 Cash per own field planted with the named vegetable (A-10)', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-BOOKKEEPER');
      P(s, 0).fields.push({ id: 'P0-3a', veg: V.W, n: 2, under: null });
    });
    s = act(s, 0, H('H-BOOKKEEPER'));
    for (const n of [0, 0, 0, 0, 2, 2]) s = act(s, 0, { type: 'shopCount', n });
    s = act(s, 0, { type: 'nameVeg', veg: 'wheat' });
    expect(P(s, 0).shop).toEqual([0, 0, 0, 0, 2, 2]);
    expect(P(s, 0).cash).toBe(12); // Home field + the 3-field hold wheat
    expect(s.discard).toContain('H-BOOKKEEPER');
  });
  it('Haggler: 2 of a kind for one price; with the Shopper from the Supply for price - 2 (A-7)', () => {
    let s = atAction(2, 0, (s) => give(s, 0, 'helper', 'H-HAGGLER'));
    s = act(s, 0, H('H-HAGGLER', 1, { veg: 'wheat' }));
    expect(P(s, 0)).toMatchObject({ cash: 7, shop: veg({ W: 1, P: 2, T: 2, C: 2, B: 1, L: 1 }) });
    let t = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-HAGGLER');
      give(s, 0, 'helper', 'H-SHOPPER');
      P(s, 0).shop[V.L] = 2; // "only ... when there are two of the required vegetable in the player's Shop"
    });
    t = act(t, 0, H('H-HAGGLER', 1, { veg: 'leek', with: 'H-SHOPPER' }));
    expect(P(t, 0).cash).toBe(6);
    expect(P(t, 0).cart[V.L]).toBe(2);
    expect(P(t, 0).shop[V.L]).toBe(2);
  });
  it('Harvest helper option 2: fields sown this phase get 1 more token', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-HARVESTHELPER');
      P(s, 0).fields.push({ id: 'P0-3a', veg: -1, n: 0, under: null });
      P(s, 0).cart = veg({ W: 1 });
    });
    s = acts(s, 0, H('H-HARVESTHELPER', 2), { type: 'sow', veg: 'wheat' }, { type: 'sowField', field: 'P0-3a' });
    expect(P(s, 0).fields[1]!.n).toBe(4);
  });
  it('Maid worked example (John): activate first, cheaper Two-pack, then 1:1 at a 2-bowl offer', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MAID');
      give(s, 0, 'helper', 'H-OFFICIAL', 'H-TRADER-1');
      give(s, 0, 'stall', 'MS-06');
      P(s, 0).cart = veg({ W: 1 });
    });
    s = act(s, 0, H('H-MAID'));
    s = act(s, 0, { type: 'twoPack' }); // 1 Helper, 1 stall: 1 Cash instead of 2
    expect(P(s, 0).cash).toBe(9);
    s = acts(
      s,
      0,
      { type: 'keep', cards: [] },
      { type: 'trade', stall: 'MS-06', offer: 2 },
      { type: 'handIn', veg: 'wheat' },
    );
    expect(P(s, 0).cart).toEqual(veg({ L: 1 }));
  });
  it('Market crier option 1 refills all stalls; option 2 worked example (Gerald) earns 3, not 4', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MARKETCRIER');
      give(s, 0, 'stall', 'MS-10'); // turnip, bean(2), leek(2)
      give(s, 0, 'stall', 'MS-01');
      P(s, 0).stalls[1]!.stock = [0, 1, 0];
    });
    const refill = act(s, 0, H('H-MARKETCRIER', 1));
    expect(P(refill, 0).stalls[1]!.stock).toEqual([1, 1, 1]);
    s = acts(
      s,
      0,
      H('H-MARKETCRIER', 2),
      { type: 'crierSell', stall: 'MS-10', offer: 1 },
      { type: 'crierSell', stall: 'MS-10', offer: 2 },
      { type: 'done' },
    );
    expect(P(s, 0).cash).toBe(13);
    expect(P(s, 0).shop[V.B]).toBe(2);
  });
  it('Merchant example: WW, PC, PL -> 1 wheat and 1 pumpkin for 1 Cash each', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MERCHANT');
      for (const id of ['RC-02', 'RC-06', 'RC-11']) give(s, 0, 'regular', id);
    });
    s = act(s, 0, H('H-MERCHANT'));
    expect(
      legal(s, 0)
        .filter((a) => a.type === 'merchantBuy')
        .map((a) => (a as { veg: string }).veg),
    ).toEqual(['wheat', 'pumpkin']);
    s = acts(s, 0, { type: 'merchantBuy', veg: 'wheat' }, { type: 'merchantBuy', veg: 'pumpkin' }, { type: 'done' });
    expect(P(s, 0).cash).toBe(8);
    expect(P(s, 0).cart).toEqual(veg({ W: 1, P: 1 }));
  });
  it('Merchant + Haggler: 2 identical for 1 Cash; + Shopper: 1 from the Supply for 0', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MERCHANT');
      give(s, 0, 'helper', 'H-HAGGLER');
      give(s, 0, 'helper', 'H-SHOPPER');
      for (const id of ['RC-02', 'RC-06', 'RC-11']) give(s, 0, 'regular', id);
    });
    s = acts(
      s,
      0,
      H('H-MERCHANT'),
      { type: 'merchantBuy', veg: 'wheat', with: 'H-HAGGLER' },
      { type: 'merchantBuy', veg: 'pumpkin', with: 'H-SHOPPER' },
      { type: 'done' },
    );
    expect(P(s, 0).cash).toBe(9);
    expect(P(s, 0).cart).toEqual(veg({ W: 2, P: 1 }));
  });
  it('Messenger-boy: two deliveries into one row, paid twice; on the top row both at once', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MESSENGERBOY');
      give(s, 0, 'regular', 'RC-09');
      give(s, 0, 'regular', 'RC-05');
      P(s, 0).regulars[1]!.rows = 3;
      P(s, 0).cart = veg({ T: 6, C: 2 });
    });
    s = acts(s, 0, H('H-MESSENGERBOY'), { type: 'deliver', card: 'RC-09' }, { type: 'deliver', card: 'RC-09' });
    expect(P(s, 0).cash).toBe(20);
    expect(P(s, 0).regulars[0]).toMatchObject({ rows: 1, served: 2 });
    s = act(s, 0, { type: 'deliver', card: 'RC-05', double: true });
    expect(P(s, 0).cash).toBe(34);
    expect(P(s, 0).regulars.map((r) => r.id)).toEqual(['RC-09']);
  });
  it('Official: the Two-pack is free', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-OFFICIAL');
      give(s, 0, 'helper', 'H-MAID');
      give(s, 0, 'helper', 'H-SHOPPER');
    });
    s = acts(s, 0, H('H-OFFICIAL'), { type: 'twoPack' });
    expect(P(s, 0).cash).toBe(10);
  });
  it('Plough-man option 1 clears a field to re-sow it; option 2 harvests every last token', () => {
    const base = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-PLOUGHMAN');
      P(s, 0).fields.push({ id: 'P0-3a', veg: V.W, n: 3, under: null }, { id: 'P0-4a', veg: V.P, n: 1, under: null });
    });
    const one = act(base, 0, H('H-PLOUGHMAN', 1, { target: 'P0-3a' }));
    expect(P(one, 0).fields[1]).toMatchObject({ veg: -1, n: 0 });
    const two = act(base, 0, H('H-PLOUGHMAN', 2));
    expect(P(two, 0).cart).toEqual(veg({ P: 1 }));
    expect(P(two, 0).removed).toEqual(['P0-4a']);
  });
  it('Saleswoman worked example (Fraser): skip the third, turn all blue, still two to serve', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-SALESWOMAN');
      for (const id of ['RC-02', 'RC-05', 'RC-06']) give(s, 0, 'regular', id);
      P(s, 0).regulars[0]!.marker = 'red';
      P(s, 0).regulars[1]!.marker = 'red';
    });
    s = act(s, 0, { type: 'skipDelivery', card: 'RC-06' });
    expect(P(s, 0).regulars[2]!.marker).toBe('red');
    s = act(s, 0, H('H-SALESWOMAN', 1));
    expect(P(s, 0).regulars.map((r) => r.marker)).toEqual(['blue', 'blue', 'blue']);
    expect(legal(s, 0).filter((a) => a.type === 'skipDelivery').length).toBe(2);
  });
  it('Saleswoman option 2: +2 on every Casual delivery regardless of the counts', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-SALESWOMAN');
      give(s, 0, 'casual', 'CC-01');
      P(s, 0).cart = veg({ W: 1, P: 1, T: 1 });
    });
    s = acts(s, 0, H('H-SALESWOMAN', 2), { type: 'serve', card: 'CC-01' });
    expect(P(s, 0).cash).toBe(19);
  });
  it('Shopper: 1 from the Supply for 2 less (wheat 1 … leek 4)', () => {
    const s = act(
      atAction(2, 0, (s) => give(s, 0, 'helper', 'H-SHOPPER')),
      0,
      H('H-SHOPPER', 1, { veg: 'leek' }),
    );
    expect(P(s, 0).cash).toBe(6);
  });
  it('Squire: 1 hand card and up to 3 Courtyard cards', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-SQUIRE');
      s.phase = 'card';
      pull(s, 'CC-01', 'CC-02', 'CC-03', 'CC-04');
      s.courtyard = ['CC-01', 'CC-02', 'CC-03'];
      P(s, 0).hand = ['CC-04'];
      s.dist = { remaining: [0], turn: 0, finished: [1] };
      s.stacks[0] = [{ kind: 'courtyard', seat: 0, flipped: false, squire: false }];
    });
    s = acts(
      s,
      0,
      H('H-SQUIRE'),
      { type: 'takeCourtyard', card: 'CC-01' },
      { type: 'takeCourtyard', card: 'CC-02' },
      { type: 'takeCourtyard', card: 'CC-03' },
    );
    rejects(s, 0, { type: 'takeCourtyard', card: 'CC-03' }, 'L-5.8');
    s = act(s, 0, { type: 'playHand', card: 'CC-04' });
    expect(P(s, 0).casuals.map((c) => c.id)).toEqual(['CC-01', 'CC-02', 'CC-03', 'CC-04']);
  });
  it('Tenant-farmer option 1: pay 3, pick any pile field, the pile keeps its order', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-TENANT');
      P(s, 0).pile = ['P0-3', 'P0-6', 'P0-4', 'P0-5'];
    });
    s = acts(s, 0, H('H-TENANT', 1), { type: 'pickPile', field: 'P0-4' });
    expect(P(s, 0).pile).toEqual(['P0-3', 'P0-6', 'P0-5']);
    expect(P(s, 0).fields.map((f) => f.id)).toEqual(['H0', 'P0-4a']);
    expect(P(s, 0).cash).toBe(7);
  });
  it('Tenant-farmer option 2: an unsown (Common) field under the pile, another taken', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-TENANT');
      pull(s, 'CF-4a');
      P(s, 0).fields.push({ id: 'CF-4a', veg: -1, n: 0, under: null });
      P(s, 0).pile = ['P0-3', 'P0-6'];
    });
    s = acts(s, 0, H('H-TENANT', 2), { type: 'pickPile', field: 'P0-6', putBack: 'CF-4a' });
    expect(P(s, 0).pile).toEqual(['P0-3', 'CF-4a']);
    expect(P(s, 0).pileBottom).toBe(1);
    expect(P(s, 0).fields.map((f) => f.id)).toEqual(['H0', 'P0-6a']);
  });
});
