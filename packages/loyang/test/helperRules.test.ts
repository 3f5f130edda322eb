/**
 * The rule a refused Helper use names (each Helper's `whyNot`, helpers/<name>.ts) and the
 * decisions some Helpers leave open, position by position. Found by the first mutation
 * measurement of src/helpers/ (docs/mutation.md): most refusals were only tested on one branch.
 * Quotes are from the English Helper reference (shared/seeds/loyang-rules-en.txt).
 */
import { describe, expect, it } from 'vitest';
import type { LoyangAction, LoyangState } from '../src/types';
import { P, V, act, acts, atAction, give, legal, pull, rejects, veg } from './fixture';

const H = (card: string, option = 1, extra: Record<string, unknown> = {}): LoyangAction =>
  ({ type: 'helper', card, option, ...extra }) as LoyangAction;
const of = <T extends LoyangAction['type']>(s: LoyangState, type: T, seat = 0) =>
  legal(s, seat).filter((a): a is Extract<LoyangAction, { type: T }> => a.type === type);

describe('a refused use names the rule that forbids it', () => {
  // L-6.3 / L-15.2: lantern Helpers reach only the partner in a 4-player Action phase (seat 0's
  // partner is seat 2, so seat 1 is out of reach whatever else the use asks).
  it('L-15.2: 4 players, every lantern Helper aimed at a player who is not the partner', () => {
    const s = atAction(4, 0, (s) => {
      for (const id of ['H-CONMAN', 'H-DELIVERYMAN', 'H-MARKETWOMAN', 'H-SUBSISTENCE', 'H-TOUT', 'H-TRADER-1'])
        give(s, 0, 'helper', id);
      give(s, 0, 'stall', 'MS-02');
      give(s, 0, 'stall', 'MS-03');
      give(s, 0, 'casual', 'CC-02');
      give(s, 1, 'stall', 'MS-01');
      give(s, 1, 'casual', 'CC-01');
      give(s, 1, 'helper', 'H-MAID');
      give(s, 1, 'regular', 'RC-09');
      P(s, 1).done = true;
      P(s, 1).fields.push({ id: 'P1-5a', veg: V.C, n: 5, under: null });
      P(s, 0).cart = veg({ W: 1, P: 1, T: 1, C: 1 });
    });
    rejects(s, 0, H('H-CONMAN', 1, { seat: 1, target: 'H-MAID' }), 'L-15.2');
    rejects(s, 0, H('H-DELIVERYMAN', 1, { seat: 1, target: 'RC-09' }), 'L-15.2');
    rejects(s, 0, H('H-MARKETWOMAN', 1, { own: 'MS-02', seat: 1, target: 'MS-01' }), 'L-15.2');
    rejects(s, 0, H('H-SUBSISTENCE', 1, { seat: 1, target: 'P1-5a' }), 'L-15.2');
    rejects(s, 0, H('H-TOUT', 2, { seat: 1, target: 'CC-01' }), 'L-15.2');
    rejects(s, 0, H('H-TRADER-1', 1, { seat: 1, target: 'MS-01', offer: 0 }), 'L-15.2');
  });
  // Con man: "A player cannot use the Con man to take a Helper that is underneath another card";
  // solo: "Swap this Helper for a Helper from the Offer".
  it('Con man: a covered Helper (L-9.E.3); solo, an Offer card that is no Helper (L-14.7)', () => {
    const s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-CONMAN');
      give(s, 0, 'casual', 'CC-01', 'H-MAID');
    });
    rejects(s, 1, H('H-CONMAN', 1, { seat: 0, target: 'H-MAID' }), 'L-9.E.3');
    const solo = atAction(1, 0, (s) => give(s, 0, 'helper', 'H-CONMAN'));
    const slot = solo.offer!.findIndex((c) => c !== null && !c.startsWith('H-'));
    rejects(solo, 0, H('H-CONMAN', 1, { slot }), 'L-14.7');
  });
  // Deliveryman: "Deliver to another player's Regular customer" — the two vegetables from your Cart.
  it("Deliveryman: the customer's vegetables are not on the Cart (L-9.F.2)", () => {
    const s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-DELIVERYMAN');
      give(s, 0, 'regular', 'RC-09');
      P(s, 1).cart = veg({ T: 1 });
    });
    rejects(s, 1, H('H-DELIVERYMAN', 1, { seat: 0, target: 'RC-09' }), 'L-9.F.2');
  });
  // Haggler "Combined with the Shopper": only the Shopper, and only one in the own area; Shopper:
  // "costs 2 less"; both name a vegetable.
  it('Haggler and Shopper: no vegetable named (L-9.E.1), a wrong partner card (L-15.4), too little Cash (L-9.B.1)', () => {
    const s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-HAGGLER');
      give(s, 0, 'helper', 'H-MAID');
      P(s, 0).cash = 0;
    });
    rejects(s, 0, H('H-HAGGLER', 1, { veg: 'gold' }), 'L-9.E.1');
    rejects(s, 0, H('H-HAGGLER', 1, { veg: 'wheat', with: 'H-MAID' }), 'L-15.4');
    rejects(s, 0, H('H-HAGGLER', 1, { veg: 'wheat', with: 'H-SHOPPER' }), 'L-15.4');
    const t = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-HAGGLER');
      give(s, 0, 'helper', 'H-SHOPPER');
      P(s, 0).cash = 0;
    });
    rejects(t, 0, H('H-HAGGLER', 1, { veg: 'wheat', with: 'H-SHOPPER' }), 'L-9.B.1');
    rejects(t, 0, H('H-SHOPPER', 1, { veg: 'gold' }), 'L-9.E.1');
    rejects(t, 0, H('H-SHOPPER', 1, { veg: 'wheat' }), 'L-9.B.1');
  });
  // Market woman: "Exchange one of your Market stalls for another player's Market stall".
  it('Market woman: a stall that is not yours, or not theirs (L-9.E.1)', () => {
    const s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-MARKETWOMAN');
      give(s, 1, 'stall', 'MS-02');
      give(s, 0, 'stall', 'MS-01');
    });
    rejects(s, 1, H('H-MARKETWOMAN', 1, { own: 'MS-01', seat: 0, target: 'MS-01' }), 'L-9.E.1');
    rejects(s, 1, H('H-MARKETWOMAN', 1, { own: 'MS-02', seat: 0, target: 'MS-02' }), 'L-9.E.1');
    // Her own stall is checked first: a stall not hers is L-9.E.1 even aimed past the partner.
    const four = atAction(4, 0, (s) => {
      give(s, 0, 'helper', 'H-MARKETWOMAN');
      give(s, 0, 'stall', 'MS-02');
      give(s, 1, 'stall', 'MS-01');
    });
    rejects(four, 0, H('H-MARKETWOMAN', 1, { own: 'MS-01', seat: 1, target: 'MS-01' }), 'L-9.E.1');
  });
  // Subsistence farmer: "pay the owner 1 Cash. The field ... may not be the Home field"; solo:
  // "buy 1 wheat, 1 pumpkin or 1 turnip".
  it('Subsistence farmer: no Cash (L-9.E.1), a Home field (L-9.E.4); solo, cabbage (L-14.7)', () => {
    const s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-SUBSISTENCE');
      P(s, 0).fields.push({ id: 'P0-5a', veg: V.C, n: 5, under: null });
    });
    rejects(s, 1, H('H-SUBSISTENCE', 1, { seat: 0, target: 'H0' }), 'L-9.E.4');
    const one = structuredClone(s);
    P(one, 1).cash = 1; // exactly the 1 Cash: the Home field is still what is wrong
    rejects(one, 1, H('H-SUBSISTENCE', 1, { seat: 0, target: 'H0' }), 'L-9.E.4');
    const broke = structuredClone(s);
    P(broke, 1).cash = 0;
    rejects(broke, 1, H('H-SUBSISTENCE', 1, { seat: 0, target: 'P0-5a' }), 'L-9.E.1');
    const solo = atAction(1, 0, (s) => give(s, 0, 'helper', 'H-SUBSISTENCE'));
    rejects(solo, 0, H('H-SUBSISTENCE', 1, { veg: 'cabbage' }), 'L-14.7');
  });
  // Tout: option 1 "Exchange one of your Casual customers"; option 2 "serve" = "deliver the three goods".
  it('Tout: option 1 with a customer that is not yours (L-9.E.1); option 2 without the vegetables (L-9.G.1)', () => {
    const s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-TOUT');
      give(s, 1, 'casual', 'CC-02');
      give(s, 0, 'casual', 'CC-01');
    });
    rejects(s, 1, H('H-TOUT', 1, { own: 'CC-01', seat: 0, target: 'CC-01' }), 'L-9.E.1');
    rejects(s, 1, H('H-TOUT', 2, { seat: 0, target: 'CC-01' }), 'L-9.G.1');
  });
  // Trader: with the round-8 fee in hand, a trade the Cart cannot pay for is refused by L-9.D.1.
  it('Trader: round 8 with exactly the fee but nothing to hand in (L-9.D.1)', () => {
    const s = atAction(
      2,
      1,
      (s) => {
        give(s, 1, 'helper', 'H-TRADER-1');
        give(s, 0, 'stall', 'MS-01');
        P(s, 1).cash = 1;
      },
      8,
    );
    rejects(s, 1, H('H-TRADER-1', 1, { seat: 0, target: 'MS-01', offer: 0 }), 'L-9.D.1');
  });
  // Tenant-farmer: "choose 1 field from your pile" — with an empty pile there is none.
  it('Tenant-farmer: an empty pile (L-9.E.1)', () => {
    const s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-TENANT');
      P(s, 0).pile = [];
    });
    rejects(s, 0, H('H-TENANT', 1), 'L-9.E.1');
  });
});

describe("L-15.1 inside the Card phase's decisions", () => {
  const card = (stack: LoyangState['stacks'][number], edit: (s: LoyangState) => void = () => {}) =>
    atAction(2, 0, (s) => {
      s.phase = 'card';
      pull(s, 'CC-01', 'CC-02');
      s.courtyard = ['CC-01'];
      P(s, 0).hand = ['CC-02'];
      s.dist = { remaining: [0], turn: 0, finished: [1] };
      for (const id of ['H-BOOKKEEPER', 'H-SQUIRE', 'H-MAID']) give(s, 0, 'helper', id);
      s.stacks[0] = stack;
      edit(s);
    });
  // The Book-keeper in the Card phase only "if he is needed to finance a new Field".
  it('after the Courtyard card: no Book-keeper (nothing to pay), no Squire', () => {
    const s = card([{ kind: 'take', seat: 0, extra: 0, flipped: false, squire: false }]);
    rejects(s, 0, H('H-BOOKKEEPER'), 'L-15.1');
    rejects(s, 0, H('H-SQUIRE'), 'L-5.8');
  });
  // Paying for a Common field in the Card phase: the Book-keeper yes, the Maid [3] and the Squire no.
  it('paying for a Common field: the Book-keeper, not the Maid or the Squire', () => {
    const s = card([{ kind: 'payField', seat: 0, card: 'CF-3a' }], (s) => (P(s, 0).cash = 0));
    rejects(s, 0, H('H-MAID'), 'L-15.1');
    rejects(s, 0, H('H-SQUIRE'), 'L-5.8');
    expect(act(s, 0, H('H-BOOKKEEPER')).stacks[0]!.at(-1)).toMatchObject({ kind: 'bookkeeper' });
  });
  // Con man and Deliveryman are "[3]": not in the Card phase, even with a target at hand (solo:
  // a Helper in the Offer; a customer whose vegetables are on the Cart).
  it('Con man and Deliveryman: not in the Card phase', () => {
    const solo = atAction(1, 0, (s) => {
      s.phase = 'card';
      give(s, 0, 'helper', 'H-CONMAN');
      s.stacks[0] = [{ kind: 'offer', seat: 0, bought: 0, max: 2 }];
    });
    expect(solo.offer!.some((c) => c?.startsWith('H-'))).toBe(true);
    expect(of(solo, 'helper')).toEqual([]);
    const two = card([{ kind: 'courtyard', seat: 0, flipped: false, squire: false }], (s) => {
      give(s, 0, 'helper', 'H-DELIVERYMAN');
      give(s, 1, 'regular', 'RC-09');
      P(s, 0).cart = veg({ T: 1, C: 1 });
    });
    expect(of(two, 'helper').map((a) => a.card)).not.toContain('H-DELIVERYMAN');
  });
  // L-14.4 / L-14.7 solo: the Squire raises the Offer to 4 once; the Book-keeper is not for buying.
  it('solo Offer: the Squire once, the Book-keeper not at all', () => {
    const s = atAction(1, 0, (s) => {
      s.phase = 'card';
      give(s, 0, 'helper', 'H-SQUIRE');
      give(s, 0, 'helper', 'H-BOOKKEEPER');
      s.stacks[0] = [{ kind: 'offer', seat: 0, bought: 0, max: 4 }];
    });
    rejects(s, 0, H('H-SQUIRE'), 'L-5.8');
    rejects(s, 0, H('H-BOOKKEEPER'), 'L-15.1');
  });
});

describe('the decisions a Helper leaves open', () => {
  // Market crier option 2: "Sell 1 to 3 vegetables ... to your Shop": at least 1, at most 3, only
  // onto a free Shop slot.
  it('Market crier option 2: at least one sale, at most three, only onto a free slot', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MARKETCRIER');
      give(s, 0, 'stall', 'MS-02'); // wheat, turnip, bean
      give(s, 0, 'stall', 'MS-10'); // turnip, bean(2), leek(2)
      P(s, 0).shop = [3, 0, 0, 0, 0, 0]; // wheat slots full
    });
    s = act(s, 0, H('H-MARKETCRIER', 2));
    expect(of(s, 'done')).toEqual([]);
    expect(of(s, 'crierSell').map((a) => `${a.stall}/${a.offer}`)).toEqual([
      'MS-02/1',
      'MS-02/2',
      'MS-10/0',
      'MS-10/1',
      'MS-10/2',
    ]);
    s = acts(
      s,
      0,
      { type: 'crierSell', stall: 'MS-02', offer: 1 },
      { type: 'crierSell', stall: 'MS-02', offer: 2 },
      { type: 'crierSell', stall: 'MS-10', offer: 0 },
    );
    expect(legal(s, 0)).toEqual([{ type: 'done' }]);
  });
  // Merchant: "buy, for 1 Cash, 1 of any vegetable ... Players can never buy vegetables that are
  // not in their Shop"; "with the Hagglers ... 2 identical goods for 1 Cash" (2 must be in the Shop).
  it('Merchant: exactly 1 in the Shop is enough; the Haggler needs 2; the last Cash buys only once', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MERCHANT');
      give(s, 0, 'helper', 'H-HAGGLER');
      for (const id of ['RC-02', 'RC-06', 'RC-11']) give(s, 0, 'regular', id); // wheat and pumpkin
      P(s, 0).shop = [1, 2, 0, 0, 0, 0];
      P(s, 0).cash = 1;
    });
    s = act(s, 0, H('H-MERCHANT'));
    expect(of(s, 'merchantBuy')).toEqual([
      { type: 'merchantBuy', veg: 'wheat' },
      { type: 'merchantBuy', veg: 'pumpkin' },
      { type: 'merchantBuy', veg: 'pumpkin', with: 'H-HAGGLER' },
    ]);
    s = act(s, 0, { type: 'merchantBuy', veg: 'wheat' });
    expect(of(s, 'merchantBuy')).toEqual([]);
  });
  // Merchant + Shopper: "up to 1 vegetable (that the Merchant could buy ...) from the Supply":
  // a kind already bought is not offered again through the Shopper.
  it('Merchant + Shopper: a kind bought from the Shop is not offered again from the Supply', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MERCHANT');
      give(s, 0, 'helper', 'H-SHOPPER');
      give(s, 0, 'regular', 'RC-02');
    });
    s = acts(s, 0, H('H-MERCHANT'), { type: 'merchantBuy', veg: 'wheat' });
    expect(of(s, 'merchantBuy')).toEqual([]);
  });
  // Tenant-farmer option 1 "choose 1 field from your pile": the pile holds two sets of 3/4/5/6
  // (L-2.5), so a size appears twice; each is offered once.
  it('Tenant-farmer option 1: each field size of the pile offered once', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-TENANT');
      P(s, 0).pile = ['P0-3', 'P0-5', 'P0-3', 'P0-4'];
    });
    s = act(s, 0, H('H-TENANT', 1));
    expect(of(s, 'pickPile').map((a) => a.field)).toEqual(['P0-3', 'P0-5', 'P0-4']);
    // Late in the game only the two 3-fields may be left: still one choice.
    let t = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-TENANT');
      P(s, 0).pile = ['P0-3', 'P0-3'];
    });
    t = act(t, 0, H('H-TENANT', 1));
    expect(of(t, 'pickPile')).toEqual([{ type: 'pickPile', field: 'P0-3' }]);
  });
});
