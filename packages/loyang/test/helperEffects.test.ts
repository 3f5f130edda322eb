/**
 * What a Helper does to the table: the card chosen (not the first of its kind), the vegetables
 * and Cash that move, and in the solo game the imaginary opponent's cards (L-14.7). Quotes are
 * from the English Helper reference (shared/seeds/loyang-rules-en.txt).
 */
import { describe, expect, it } from 'vitest';
import type { LoyangAction, LoyangState } from '../src/types';
import { P, V, act, atAction, give, veg } from './fixture';

const H = (card: string, option = 1, extra: Record<string, unknown> = {}): LoyangAction =>
  ({ type: 'helper', card, option, ...extra }) as LoyangAction;
const ids = (xs: Array<{ id: string }>) => xs.map((x) => x.id);
/** Supply counts after minus before, per vegetable. */
const supplyGain = (before: LoyangState, after: LoyangState) => after.supply.map((n, v) => n - before.supply[v]!);

describe('the card named is the card moved', () => {
  // Con man: "Exchange this Helper for a Helper belonging to another player who has already
  // completed his Action phase": the Helper chosen, whichever place it has in either area.
  it('Con man: swaps for the second of two Helpers; the owner keeps his other Helper', () => {
    let s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-MAID');
      give(s, 1, 'helper', 'H-CONMAN');
      give(s, 0, 'helper', 'H-SHOPPER');
      give(s, 0, 'helper', 'H-HAGGLER');
    });
    s = act(s, 1, H('H-CONMAN', 1, { seat: 0, target: 'H-HAGGLER' }));
    expect(ids(P(s, 1).helpers)).toEqual(['H-MAID', 'H-HAGGLER']);
    expect(ids(P(s, 0).helpers)).toEqual(['H-SHOPPER', 'H-CONMAN']);
  });
  // Market woman: "Exchange one of your Market stalls for another player's Market stall and refill
  // both of them."
  it("Market woman: the second own stall for the other player's second stall, both refilled", () => {
    let s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-MARKETWOMAN');
      give(s, 1, 'stall', 'MS-02');
      give(s, 1, 'stall', 'MS-03');
      give(s, 0, 'stall', 'MS-04');
      give(s, 0, 'stall', 'MS-05');
      P(s, 1).stalls[1]!.stock = [0, 1, 0];
      P(s, 0).stalls[1]!.stock = [1, 0, 0];
    });
    s = act(s, 1, H('H-MARKETWOMAN', 1, { own: 'MS-03', seat: 0, target: 'MS-05' }));
    expect(P(s, 1).stalls).toEqual([
      { id: 'MS-02', stock: [1, 1, 1], under: null },
      { id: 'MS-05', stock: [1, 1, 1], under: null },
    ]);
    expect(P(s, 0).stalls).toEqual([
      { id: 'MS-04', stock: [1, 1, 1], under: null },
      { id: 'MS-03', stock: [1, 1, 1], under: null },
    ]);
  });
  // Tout option 1: "Exchange one of your Casual customers for a Casual customer belonging to
  // another player."
  it("Tout option 1: the second own Casual customer for the other player's second", () => {
    let s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-TOUT');
      give(s, 1, 'casual', 'CC-01');
      give(s, 1, 'casual', 'CC-02');
      give(s, 0, 'casual', 'CC-03');
      give(s, 0, 'casual', 'CC-04');
    });
    s = act(s, 1, H('H-TOUT', 1, { own: 'CC-02', seat: 0, target: 'CC-04' }));
    expect(ids(P(s, 1).casuals)).toEqual(['CC-01', 'CC-04']);
    expect(ids(P(s, 0).casuals)).toEqual(['CC-03', 'CC-02']);
  });
});

describe('Deliveryman and Tout: the vegetables delivered', () => {
  // Deliveryman: "Deliver to another player's Regular customer and take the proceeds yourself";
  // only "the last delivery" costs 2 Cash to the owner. RC-09 (turnip, cabbage) pays 5/6/7/8.
  it('Deliveryman, second row: both vegetables leave the Cart, 6 Cash kept, the customer stays', () => {
    const s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-DELIVERYMAN');
      give(s, 0, 'regular', 'RC-09');
      P(s, 0).regulars[0]!.rows = 1;
      P(s, 1).cart = veg({ T: 1, C: 1, W: 1 });
    });
    const t = act(s, 1, H('H-DELIVERYMAN', 1, { seat: 0, target: 'RC-09' }));
    expect(P(t, 1)).toMatchObject({ cash: 16, cart: veg({ W: 1 }) });
    expect(P(t, 0).cash).toBe(10);
    expect(P(t, 0).regulars).toMatchObject([{ id: 'RC-09', rows: 2 }]);
    expect(supplyGain(s, t)).toEqual(veg({ T: 1, C: 1 }));
  });
  // Tout option 2: "Buy a Casual customer from another player for 2 Cash. You must immediately
  // serve this customer" — "deliver the three goods to the customer".
  it('Tout option 2: the three vegetables leave the Cart for the Supply', () => {
    const s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-TOUT');
      give(s, 0, 'casual', 'CC-01'); // wheat, pumpkin, turnip: 7
      P(s, 1).cart = veg({ W: 2, P: 1, T: 1 });
    });
    const t = act(s, 1, H('H-TOUT', 2, { seat: 0, target: 'CC-01' }));
    expect(P(t, 1)).toMatchObject({ cash: 10 + 5 - 2, cart: veg({ W: 1 }) });
    expect(supplyGain(s, t)).toEqual(veg({ W: 1, P: 1, T: 1 }));
    expect(t.discard).toContain('CC-01');
  });
});

describe('L-14.7 solo: the Helpers that reach the imaginary opponent', () => {
  // The solo set-up (seed 'fixture') gives the opponent stalls MS-08, MS-01, Regular customers
  // RC-11 (pumpkin, leek: 6/7/7/8), RC-08 and Casual customers CC-13 (turnip, cabbage, leek: 11),
  // CC-12. "With ... the Deliveryman's 2 Cash and the Tout's 2 Cash, the money is paid to the
  // Supply" (L-14.7). Each test also checks that the position before the action is untouched:
  // undo and replay start from it (engine contract).
  const solo = (edit: (s: LoyangState) => void) => atAction(1, 0, edit);

  it("Deliveryman: a delivery to the opponent's customer; the last row pays 2 to the Supply", () => {
    const s = solo((s) => {
      give(s, 0, 'helper', 'H-DELIVERYMAN');
      P(s, 0).cart = veg({ P: 2, L: 2 });
    });
    expect(s.opp!.regulars[0]).toMatchObject({ id: 'RC-11', rows: 0 });
    const before = structuredClone(s);
    const t = act(s, 0, H('H-DELIVERYMAN', 1, { seat: 'opponent', target: 'RC-11' }));
    expect(s).toEqual(before);
    expect(P(t, 0)).toMatchObject({ cash: 16, cart: veg({ P: 1, L: 1 }) });
    expect(t.opp!.regulars[0]).toMatchObject({ id: 'RC-11', rows: 1 });
    const last = solo((s) => {
      give(s, 0, 'helper', 'H-DELIVERYMAN');
      P(s, 0).cart = veg({ P: 1, L: 1 });
      s.opp!.regulars[0]!.rows = 3;
    });
    const u = act(last, 0, H('H-DELIVERYMAN', 1, { seat: 'opponent', target: 'RC-11' }));
    expect(P(u, 0).cash).toBe(10 + 8 - 2);
    expect(ids(u.opp!.regulars)).toEqual(['RC-08']);
    expect(u.discard).toContain('RC-11');
  });
  it("Market woman: an own stall for the opponent's, both refilled", () => {
    const s = solo((s) => {
      give(s, 0, 'helper', 'H-MARKETWOMAN');
      give(s, 0, 'stall', 'MS-02');
      P(s, 0).stalls[0]!.stock = [0, 1, 1];
    });
    const before = structuredClone(s);
    const t = act(s, 0, H('H-MARKETWOMAN', 1, { own: 'MS-02', seat: 'opponent', target: 'MS-08' }));
    expect(s).toEqual(before);
    expect(P(t, 0).stalls).toEqual([{ id: 'MS-08', stock: [1, 1, 1], under: null }]);
    expect(t.opp!.stalls).toEqual([
      { id: 'MS-01', stock: [1, 1, 1], under: null },
      { id: 'MS-02', stock: [1, 1, 1], under: null },
    ]);
  });
  it("Tout option 2: the opponent's Casual customer served, 2 Cash to the Supply (11 - 2 - 2)", () => {
    const s = solo((s) => {
      give(s, 0, 'helper', 'H-TOUT');
      P(s, 0).cart = veg({ T: 1, C: 1, L: 1 });
    });
    const before = structuredClone(s);
    const t = act(s, 0, H('H-TOUT', 2, { seat: 'opponent', target: 'CC-13' }));
    expect(s).toEqual(before);
    expect(P(t, 0)).toMatchObject({ cash: 17, cart: veg({}) });
    expect(ids(t.opp!.casuals)).toEqual(['CC-12']);
  });
  // Con man solo: "Swap this Helper for a Helper from the Offer."
  it('Con man: the Offer of the position before is untouched', () => {
    const s = solo((s) => give(s, 0, 'helper', 'H-CONMAN'));
    const slot = s.offer!.findIndex((c) => c?.startsWith('H-'));
    const got = s.offer![slot]!;
    const before = structuredClone(s);
    const t = act(s, 0, H('H-CONMAN', 1, { slot }));
    expect(s).toEqual(before);
    expect(t.offer![slot]).toBe('H-CONMAN');
    expect(ids(P(t, 0).helpers)).toEqual([got]);
  });
  // Subsistence farmer solo: "For 1 Cash, buy 1 wheat, 1 pumpkin or 1 turnip from the Supply."
  it('Subsistence farmer: a turnip from the Supply for 1 Cash', () => {
    const s = solo((s) => give(s, 0, 'helper', 'H-SUBSISTENCE'));
    const t = act(s, 0, H('H-SUBSISTENCE', 1, { veg: 'turnip' }));
    expect(P(t, 0)).toMatchObject({ cash: 9, cart: veg({ T: 1 }) });
    expect(supplyGain(s, t)).toEqual(veg({ T: -1 }));
  });
  // L-14.6: "The Discard pile is only shuffled into the Draw pile once during the game: when the
  // first empty field is discarded during the Harvest phase." A field the Plough-man empties in
  // the Action phase leaves without that reshuffle.
  it('L-14.6: a field emptied by the Plough-man (option 2) does not trigger the solo reshuffle', () => {
    const s = solo((s) => {
      give(s, 0, 'helper', 'H-PLOUGHMAN');
      P(s, 0).fields.push({ id: 'P0-4a', veg: V.P, n: 1, under: null });
      s.discard = s.draw.splice(0, 6);
    });
    const t = act(s, 0, H('H-PLOUGHMAN', 2));
    expect(P(t, 0).removed).toEqual(['P0-4a']);
    expect(t.draw).toEqual(s.draw);
    expect(t.discard).toEqual([...s.discard, 'H-PLOUGHMAN']);
    expect(t.soloReshuffled).toBe(false);
  });
});
