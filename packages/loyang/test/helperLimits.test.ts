/**
 * What an Action-phase Helper needs before it may be used: Cash, Shop contents, fields, a target
 * (Helper reference in shared/seeds/loyang-rules-en.txt and cards.json). Each position is at a
 * limit a player meets in play: exactly enough Cash, exactly enough tokens, one short.
 */
import { describe, expect, it } from 'vitest';
import type { LoyangAction, LoyangState } from '../src/types';
import { P, V, act, atAction, give, legal, pull, rejects, veg } from './fixture';

type Use = Extract<LoyangAction, { type: 'helper' }>;
const H = (card: string, option = 1, extra: Record<string, unknown> = {}): LoyangAction =>
  ({ type: 'helper', card, option, ...extra }) as LoyangAction;
/** The uses of Helper `card` offered to `seat`, as short labels. */
function uses(s: LoyangState, card: string, seat = 0): string[] {
  return legal(s, seat)
    .filter((a): a is Use => a.type === 'helper' && a.card === card)
    .map((a) => [a.option, a.veg, a.with, a.target, a.slot].filter((x) => x !== undefined).join(' '));
}

describe('Haggler and Shopper: the price (Shop prices W 3, P 4, T 5, C 5, B 6, L 6)', () => {
  // Haggler: "buy 2 vegetables of the same kind in your Shop for the price of 1 ... only when
  // there are two of the required vegetable in the player's Shop". The starting Shop holds
  // wheat 3, pumpkin 2, turnip 2, cabbage 2, bean 1, leek 1 (L-2.4); 4 Cash pay one pumpkin.
  it('Haggler: 2 in the Shop and exactly the price of one are enough; no Supply without the Shopper', () => {
    const s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-HAGGLER');
      P(s, 0).cash = 4;
    });
    expect(uses(s, 'H-HAGGLER')).toEqual(['1 wheat', '1 pumpkin']);
    rejects(s, 0, H('H-HAGGLER', 1, { veg: 'bean' }), 'L-9.B.1');
    const t = act(s, 0, H('H-HAGGLER', 1, { veg: 'pumpkin' }));
    expect(P(t, 0)).toMatchObject({ cash: 0, cart: veg({ P: 2 }) });
    expect(P(t, 0).shop[V.P]).toBe(0);
  });
  // Shopper: "The vegetable costs 2 less than it would in the Shop. Wheat costs 1 Cash ...";
  // with the Haggler "2 identical goods from the Supply for 2 less Cash". 1 Cash buys wheat only.
  it('Shopper alone and with the Haggler: 1 Cash buys from the Supply wheat only', () => {
    const s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-HAGGLER');
      give(s, 0, 'helper', 'H-SHOPPER');
      P(s, 0).cash = 1;
    });
    expect(uses(s, 'H-SHOPPER')).toEqual(['1 wheat']);
    expect(uses(s, 'H-HAGGLER')).toEqual(['1 wheat H-SHOPPER']);
    const t = act(s, 0, H('H-HAGGLER', 1, { veg: 'wheat', with: 'H-SHOPPER' }));
    expect(P(t, 0)).toMatchObject({ cash: 0, cart: veg({ W: 2 }), helpers: [] });
  });
  // Issue 42: "The Haggler can only be used when there are two of the required vegetable in the
  // player's Shop" (DE "nur genutzt werden, falls die gewünschten Waren im eigenen Laden zweifach
  // vorhanden sind") holds with the Shopper too, who only moves the purchase to the Supply
  // ("Combined with the Shopper, you take the 2 vegetables from the Supply rather than from the
  // Shop"): the starting Shop's 1 bean and 1 leek are not enough; 2 leeks are, and stay.
  it('Haggler with the Shopper: 2 of the kind must be in the Shop, which keeps them (L-9.B.1)', () => {
    const s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-HAGGLER');
      give(s, 0, 'helper', 'H-SHOPPER');
      P(s, 0).cash = 4;
    });
    expect(uses(s, 'H-HAGGLER')).toEqual([
      '1 wheat',
      '1 wheat H-SHOPPER',
      '1 pumpkin',
      '1 pumpkin H-SHOPPER',
      '1 turnip H-SHOPPER',
      '1 cabbage H-SHOPPER',
    ]);
    rejects(s, 0, H('H-HAGGLER', 1, { veg: 'leek', with: 'H-SHOPPER' }), 'L-9.B.1');
    const two = structuredClone(s);
    P(two, 0).shop[V.L] = 2;
    const t = act(two, 0, H('H-HAGGLER', 1, { veg: 'leek', with: 'H-SHOPPER' }));
    expect(P(t, 0)).toMatchObject({ cash: 0, cart: veg({ L: 2 }), helpers: [] });
    expect(P(t, 0).shop[V.L]).toBe(2);
  });
  it('Shopper and Haggler with no Cash: nothing to buy', () => {
    const s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-HAGGLER');
      give(s, 0, 'helper', 'H-SHOPPER');
      P(s, 0).cash = 0;
    });
    expect(uses(s, 'H-SHOPPER')).toEqual([]);
    expect(uses(s, 'H-HAGGLER')).toEqual([]);
  });
});

describe('Merchant: "buy, for 1 Cash, 1 of any vegetable that you must deliver at least twice"', () => {
  // RC-02 asks wheat/wheat: wheat qualifies; the price is 1 Cash.
  const merchant = (edit: (s: LoyangState) => void) =>
    atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MERCHANT');
      give(s, 0, 'regular', 'RC-02');
      edit(s);
    });
  it('exactly 1 Cash is enough', () => {
    expect(
      uses(
        merchant((s) => (P(s, 0).cash = 1)),
        'H-MERCHANT',
      ),
    ).toEqual(['1']);
  });
  it('with no Cash it cannot be used', () => {
    const s = merchant((s) => (P(s, 0).cash = 0));
    expect(uses(s, 'H-MERCHANT')).toEqual([]);
    rejects(s, 0, H('H-MERCHANT'), 'L-9.B.1');
  });
  // "Players can never buy vegetables that are not in their Shop."
  it('with no wheat in the Shop it cannot be used', () => {
    expect(
      uses(
        merchant((s) => (P(s, 0).shop[V.W] = 0)),
        'H-MERCHANT',
      ),
    ).toEqual([]);
  });
  // Issue 42, L-15.4 with L-9.B.1: "The Merchant can be combined with the Shopper: the player
  // receives, for 0 Cash, up to 1 vegetable (that the Merchant could buy from the Shop for 1 Cash)
  // from the Supply" and "Players can never buy vegetables that are not in their Shop" (DE "Maximal
  // 1 Ware, die der Kaufmann für 1 Käsch im Laden kaufen kann"): no Cash is needed, but the kind
  // must be in the Shop; the vegetable comes from the Supply and the Shop keeps its stock.
  it('with the Shopper: usable with no Cash, the wheat from the Supply for 0, the Shop untouched', () => {
    let s = merchant((s) => {
      give(s, 0, 'helper', 'H-SHOPPER');
      P(s, 0).cash = 0;
      P(s, 0).shop[V.W] = 1;
    });
    expect(uses(s, 'H-MERCHANT')).toEqual(['1']);
    s = act(s, 0, H('H-MERCHANT'));
    s = act(s, 0, { type: 'merchantBuy', veg: 'wheat', with: 'H-SHOPPER' });
    expect(P(s, 0)).toMatchObject({ cash: 0, cart: veg({ W: 1 }) });
    expect(P(s, 0).shop[V.W]).toBe(1);
  });
  it('with the Shopper: no wheat in the Shop, no wheat from the Supply either (L-9.B.1)', () => {
    const s = merchant((s) => {
      give(s, 0, 'helper', 'H-SHOPPER');
      P(s, 0).shop[V.W] = 0;
    });
    expect(uses(s, 'H-MERCHANT')).toEqual([]);
    rejects(s, 0, H('H-MERCHANT'), 'L-9.B.1');
    // Opened with a second kind in the Shop, the empty kind is still refused through the Shopper.
    let t = merchant((s) => {
      give(s, 0, 'helper', 'H-SHOPPER');
      give(s, 0, 'regular', 'RC-06');
      give(s, 0, 'regular', 'RC-11'); // pumpkin twice
      P(s, 0).shop[V.W] = 0;
    });
    t = act(t, 0, H('H-MERCHANT'));
    expect(legal(t, 0).filter((a) => a.type === 'merchantBuy')).toEqual([
      { type: 'merchantBuy', veg: 'pumpkin' },
      { type: 'merchantBuy', veg: 'pumpkin', with: 'H-SHOPPER' },
    ]);
    rejects(t, 0, { type: 'merchantBuy', veg: 'wheat', with: 'H-SHOPPER' }, 'L-9.B.1');
  });
  // Example: "wheat/wheat, pumpkin/cabbage and pumpkin/leeks. You may buy 1 wheat and 1 pumpkin":
  // with no wheat left in the Shop, the pumpkin can still be bought.
  it('one qualifying vegetable in the Shop is enough (example: wheat sold out, pumpkin left)', () => {
    let s = merchant((s) => {
      give(s, 0, 'regular', 'RC-06');
      give(s, 0, 'regular', 'RC-11');
      P(s, 0).shop[V.W] = 0;
    });
    expect(uses(s, 'H-MERCHANT')).toEqual(['1']);
    s = act(s, 0, H('H-MERCHANT'));
    expect(legal(s, 0).filter((a) => a.type === 'merchantBuy')).toEqual([{ type: 'merchantBuy', veg: 'pumpkin' }]);
  });
});

describe('Plough-man', () => {
  // Option 1: "one of your fields that contains at least 2 vegetables"; option 2: "all fields
  // that contain exactly one vegetable token (but not your Home field)".
  it('option 1 on a field of 2, not of 1; option 2 offered for the field of 1', () => {
    const s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-PLOUGHMAN');
      P(s, 0).fields.push({ id: 'P0-3a', veg: V.W, n: 2, under: null }, { id: 'P0-4a', veg: V.P, n: 1, under: null });
    });
    expect(uses(s, 'H-PLOUGHMAN')).toEqual(['1 P0-3a', '2']);
    rejects(s, 0, H('H-PLOUGHMAN', 1, { target: 'P0-4a' }), 'L-9.E.1');
  });
  // Round 8: the Home field is down to its last token; it is not the Plough-man's to harvest.
  it('option 2: a Home field with 1 token and a field of 3 do not qualify', () => {
    const s = atAction(
      2,
      0,
      (s) => {
        give(s, 0, 'helper', 'H-PLOUGHMAN');
        P(s, 0).fields[0]!.n = 1;
        P(s, 0).fields.push({ id: 'P0-3a', veg: V.W, n: 3, under: null });
      },
      8,
    );
    expect(uses(s, 'H-PLOUGHMAN')).toEqual(['1 P0-3a']);
    rejects(s, 0, H('H-PLOUGHMAN', 2), 'L-9.E.1');
  });
});

describe('Subsistence farmer, Tout, Tenant-farmer, Trader: what they cost', () => {
  // "Take 1 vegetable from a field belonging to another player and pay the owner 1 Cash. The
  // field must contain at least 4 vegetable tokens and may not be the Home field."
  it('Subsistence farmer: 1 Cash is enough; a field of 3 does not qualify', () => {
    const s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-SUBSISTENCE');
      P(s, 1).cash = 1;
      P(s, 0).fields.push({ id: 'P0-3a', veg: V.W, n: 3, under: null }, { id: 'P0-4a', veg: V.P, n: 4, under: null });
    });
    expect(uses(s, 'H-SUBSISTENCE', 1)).toEqual(['1 P0-4a']);
    rejects(s, 1, H('H-SUBSISTENCE', 1, { seat: 0, target: 'P0-3a' }), 'L-9.E.1');
  });
  // Tout option 2 "Buy a Casual customer from another player for 2 Cash"; "The 2 Cash may be
  // paid out of the customer's proceeds" (cards.json): a player with no Cash may still do it.
  it('Tout option 2 with no Cash: paid out of the proceeds (CC-01: 7 - 2 modifier - 2 = 3)', () => {
    let s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-TOUT');
      give(s, 0, 'casual', 'CC-01');
      P(s, 1).cash = 0;
      P(s, 1).cart = veg({ W: 1, P: 1, T: 1 });
    });
    expect(uses(s, 'H-TOUT', 1)).toEqual(['2 CC-01']);
    s = act(s, 1, H('H-TOUT', 2, { seat: 0, target: 'CC-01' }));
    expect(P(s, 1).cash).toBe(3);
    expect(P(s, 0).cash).toBe(12);
  });
  // Tenant-farmer option 1 "Pay 3 Cash to choose 1 field from your pile".
  it('Tenant-farmer option 1: exactly 3 Cash is enough', () => {
    const s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-TENANT');
      P(s, 0).cash = 3;
      P(s, 0).pile = ['P0-3', 'P0-6'];
    });
    expect(uses(s, 'H-TENANT')).toEqual(['1']);
  });
  // Option 2 "Place one empty field from your Field area (that has not yet been sown) under the
  // pile": round 9, the Home field has been harvested empty — it is no such field.
  it('Tenant-farmer option 2: an emptied Home field is not an unsown field', () => {
    const s = atAction(
      2,
      0,
      (s) => {
        give(s, 0, 'helper', 'H-TENANT');
        P(s, 0).fields[0]!.n = 0;
        P(s, 0).fields.push({ id: 'P0-3a', veg: V.W, n: 2, under: null });
        P(s, 0).pile = ['P0-4', 'P0-6'];
      },
      9,
    );
    expect(uses(s, 'H-TENANT')).toEqual(['1']);
    rejects(s, 0, H('H-TENANT', 2), 'L-9.E.1');
  });
  // Trader: "If you do this in Round 8, you must pay that player 1 Cash; in Round 9, 2" — before
  // round 8 it is free, so it needs no Cash; in round 8 exactly 1 Cash is enough.
  it('Trader: usable with no Cash in round 7 and with exactly 1 Cash in round 8', () => {
    const at = (round: number, cash: number) =>
      atAction(
        2,
        1,
        (s) => {
          give(s, 1, 'helper', 'H-TRADER-1');
          give(s, 0, 'stall', 'MS-01');
          P(s, 1).cash = cash;
          P(s, 1).cart = veg({ W: 1 });
        },
        round,
      );
    expect(uses(at(7, 0), 'H-TRADER-1', 1)).toEqual(['1 MS-01', '1 MS-01', '1 MS-01']);
    expect(uses(at(8, 1), 'H-TRADER-1', 1)).toHaveLength(3);
    expect(uses(at(8, 0), 'H-TRADER-1', 1)).toEqual([]);
  });
});

describe('Saleswoman and the solo Con man: whether there is anything to act on', () => {
  // Option 1 "Turn all your own Satisfaction markers to the blue side": without Regular
  // customers only option 2 (+2 on Casual deliveries) is left.
  it('Saleswoman without Regular customers: option 2 only', () => {
    const s = atAction(2, 0, (s) => give(s, 0, 'helper', 'H-SALESWOMAN'));
    expect(uses(s, 'H-SALESWOMAN')).toEqual(['2']);
  });
  // L-14.7 / Con man solo: "Swap this Helper for a Helper from the Offer": only the Offer's
  // Helpers, not its other cards or an emptied space.
  it("solo Con man: only the Helpers in the Offer; the Con man takes the Helper's place", () => {
    let s = atAction(1, 0, (s) => {
      give(s, 0, 'helper', 'H-CONMAN');
      s.draw.push(...s.offer!.filter((c): c is string => c !== null));
      pull(s, 'CC-01', 'RC-01', 'MS-02', 'H-MAID');
      s.offer = [null, 'CC-01', 'RC-01', 'MS-02', null, 'H-MAID', null, null, null, null, null, null];
    });
    expect(uses(s, 'H-CONMAN')).toEqual(['1 5']);
    s = act(s, 0, H('H-CONMAN', 1, { slot: 5 }));
    expect(s.offer![5]).toBe('H-CONMAN');
    expect(P(s, 0).helpers.map((h) => h.id)).toEqual(['H-MAID']);
  });
});
