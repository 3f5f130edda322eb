/**
 * Positions a player would recognise, each with the rulebook's outcome, added where the mutation
 * measurement (docs/mutation.md) found a rule the suite did not hold in place. Quotes are from
 * the English rulebook (shared/seeds/loyang-rules-en.txt) or its Helper reference.
 * The Helpers' part (Trader, Merchant, Foreman, Helpers with several steps, Squire, Con man),
 * moved from rulebook.test.ts (issue 43).
 */
import { describe, expect, it } from 'vitest';
import { card } from '../src/data';
import type { LoyangAction } from '../src/types';
import { loyang } from '../src/index';
import { P, V, act, acts, atAction, give, legal, pull, rejects, top, veg } from './fixture';

const H = (card: string, option = 1, extra: Record<string, unknown> = {}): LoyangAction =>
  ({ type: 'helper', card, option, ...extra }) as LoyangAction;
const helperUses = (s: Parameters<typeof legal>[0], seat: number, card: string) =>
  legal(s, seat).filter((a) => a.type === 'helper' && a.card === card) as Extract<LoyangAction, { type: 'helper' }>[];

describe('Trader (lantern Helper) and whom it reaches', () => {
  // Helper reference: "pay that player 1 Cash in round 8, 2 Cash in round 9 (nothing in rounds 1-7)".
  it('A-26: in round 8 the Trader pays the stall owner 1 Cash', () => {
    let s = atAction(
      2,
      1,
      (s) => {
        give(s, 1, 'helper', 'H-TRADER-1');
        give(s, 0, 'stall', 'MS-06');
        P(s, 1).cart = veg({ W: 1 });
      },
      8,
    );
    s = acts(s, 1, H('H-TRADER-1', 1, { seat: 0, target: 'MS-06', offer: 0 }), { type: 'handIn', veg: 'wheat' });
    expect(P(s, 1).cash).toBe(9);
    expect(P(s, 0).cash).toBe(11);
    expect(P(s, 1).cart).toEqual(veg({ T: 1 }));
  });
  // L-14.7: "Trader and Market woman use the opponent's stalls"; the Trader's payment goes to the Supply.
  it("L-14.2 / L-14.7: solo, the Trader trades at the imaginary opponent's stall (round 9: 2 Cash to the Supply)", () => {
    let s = atAction(
      1,
      0,
      (s) => {
        give(s, 0, 'helper', 'H-TRADER-1');
        P(s, 0).cart = veg({ W: 2 });
      },
      9,
    );
    const uses = helperUses(s, 0, 'H-TRADER-1');
    expect(uses.length).toBeGreaterThan(0);
    expect(new Set(uses.map((a) => a.seat))).toEqual(new Set(['opponent']));
    const stall = s.opp!.stalls[0]!;
    const use = uses.find((a) => a.target === stall.id && a.offer === 0)!;
    const before = structuredClone(s);
    const start = s;
    s = act(s, 0, use);
    while (s.stacks[0]!.at(-1)?.kind !== 'turn') s = act(s, 0, { type: 'handIn', veg: 'wheat' });
    expect(P(s, 0).cash).toBe(8);
    const got = card(stall.id).stall![0]!.veg; // every stall's first offer has one bowl
    const expected = veg({ W: 1 });
    expected[got]! += 1;
    expect(P(s, 0).cart).toEqual(expected);
    // The position before the trade is untouched (undo and replay start from it).
    expect(start).toEqual(before);
  });
  // L-6.3: "any effect that refers to another player may only affect the acting player's current
  // partner". In the second pair, the partner of seat 2 is seat 0, the Starting player.
  it('L-6.3: 4 players, second pair: seat 2 reaches its partner seat 0 and nobody else', () => {
    const s = atAction(4, 2, (s) => {
      give(s, 2, 'helper', 'H-TRADER-1');
      give(s, 0, 'stall', 'MS-01');
      give(s, 1, 'stall', 'MS-02');
      give(s, 3, 'stall', 'MS-03');
      P(s, 2).cart = veg({ W: 1 });
    });
    const seats = helperUses(s, 2, 'H-TRADER-1').map((a) => a.seat);
    expect(seats.length).toBe(3);
    expect(new Set(seats)).toEqual(new Set([0]));
  });
});

describe('Merchant', () => {
  // "For each vegetable type that your Regular customers require at least twice in total this
  // round": a customer already served this round requires nothing more (WW, PC, PL with PC
  // served: only wheat).
  it('Merchant: a Regular customer already served this round does not count', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MERCHANT');
      for (const id of ['RC-02', 'RC-06', 'RC-11']) give(s, 0, 'regular', id);
      P(s, 0).regulars[1] = { ...P(s, 0).regulars[1]!, rows: 1, served: 1 };
    });
    s = act(s, 0, H('H-MERCHANT'));
    expect(
      legal(s, 0)
        .filter((a) => a.type === 'merchantBuy')
        .map((a) => (a as { veg: string }).veg),
    ).toEqual(['wheat']);
  });
});

describe('L-15.5 the Foreman in a 4-player Action phase', () => {
  // L-15.5 / L-6.3: inside the Action phase the Foreman reacts to the partner's discards, and
  // of course to its owner's own.
  it("L-15.5: the partner's Foreman may take the Helper just discarded", () => {
    const s = atAction(4, 0, (s) => {
      give(s, 0, 'helper', 'H-MAID');
      give(s, 2, 'helper', 'H-FOREMAN'); // seat 2 is seat 0's partner
    });
    const t = act(s, 0, { type: 'discardHelper', card: 'H-MAID' });
    expect(top(t, 2)).toMatchObject({ kind: 'foreman', helper: 'H-MAID' });
  });
  it("L-15.5: the owner's own Foreman may take back the Helper he just used", () => {
    let s = atAction(4, 0, (s) => {
      give(s, 0, 'helper', 'H-MAID');
      give(s, 0, 'helper', 'H-FOREMAN');
    });
    s = act(s, 0, H('H-MAID'));
    expect(top(s, 0)).toMatchObject({ kind: 'foreman', helper: 'H-MAID' });
    s = act(s, 0, { type: 'foreman', take: true });
    expect(P(s, 0).helpers.map((h) => h.id)).toEqual(['H-MAID']);
  });
  // Foreman: "Take one Helper immediately after it is placed on the Discard pile". In a 4-player
  // Action phase two seats act at once (L-6.2): while the partner of the discarding seat is still
  // to answer, the other acting seat buys a Two-pack from an empty Draw pile, which shuffles the
  // Discard pile — the Maid with it — into a new Draw pile (L-9.H.7). The Maid is no longer on the
  // Discard pile, so the Foreman can only decline.
  it('L-15.5 / L-9.H.7: once a Two-pack has shuffled the Discard pile away, the Foreman can no longer take the Helper', () => {
    let s = atAction(4, 0, (s) => {
      s.stacks[1] = [{ kind: 'turn', seat: 1 }];
      give(s, 0, 'helper', 'H-MAID');
      give(s, 2, 'helper', 'H-FOREMAN'); // seat 2 is seat 0's partner
      s.discard = s.draw;
      s.draw = [];
    });
    s = act(s, 0, { type: 'discardHelper', card: 'H-MAID' });
    expect(legal(s, 2)).toEqual([
      { type: 'foreman', take: true },
      { type: 'foreman', take: false },
    ]);
    s = act(s, 1, { type: 'twoPack' });
    expect(s.discard).toEqual([]);
    expect(legal(s, 2)).toEqual([{ type: 'foreman', take: false }]);
    rejects(s, 2, { type: 'foreman', take: true }, 'L-15.5');
    s = act(s, 2, { type: 'foreman', take: false });
    expect(P(s, 2).helpers.map((h) => h.id)).toEqual(['H-FOREMAN']);
  });
});

describe('Helpers with several steps', () => {
  // Foreman: "take that Helper into your own play area; then discard the Foreman". Declining
  // leaves both where they are.
  it('Foreman (L-15.5): declined, the discarded Helper stays on the Discard pile and the Foreman in play', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MAID');
      give(s, 1, 'helper', 'H-FOREMAN');
    });
    s = act(s, 0, { type: 'discardHelper', card: 'H-MAID' });
    s = act(s, 1, { type: 'foreman', take: false });
    expect(s.discard).toContain('H-MAID');
    expect(s.discard).not.toContain('H-FOREMAN');
    expect(P(s, 1).helpers.map((h) => h.id)).toEqual(['H-FOREMAN']);
    expect(P(s, 0).helpers).toEqual([]);
  });
  // count every own field (Home field included) that currently holds the named vegetable.
  // Round 9 after the last harvest the Home field is empty; a cabbage field and an unsown field
  // do not count for wheat: 1 Cash.
  it('Book-keeper (A-10): only fields that now hold the named vegetable pay (empty Home field in round 9 does not)', () => {
    let s = atAction(
      2,
      0,
      (s) => {
        give(s, 0, 'helper', 'H-BOOKKEEPER');
        P(s, 0).fields[0]!.n = 0;
        P(s, 0).fields.push({ id: 'P0-3a', veg: V.W, n: 2, under: null });
        P(s, 0).fields.push({ id: 'P0-4a', veg: V.C, n: 3, under: null });
        P(s, 0).fields.push({ id: 'P0-5a', veg: -1, n: 0, under: null });
      },
      9,
    );
    s = act(s, 0, H('H-BOOKKEEPER'));
    for (const n of [3, 2, 2, 2, 1, 1]) s = act(s, 0, { type: 'shopCount', n });
    s = act(s, 0, { type: 'nameVeg', veg: 'wheat' });
    expect(P(s, 0).cash).toBe(11);
  });
  // Market crier option 2 sells stall vegetables to the Shop; a stall emptied this way is
  // discarded like any emptied stall (L-9.D.3).
  it("Market crier option 2 / L-9.D.3: selling a stall's last vegetable discards the stall", () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MARKETCRIER');
      give(s, 0, 'stall', 'MS-10'); // turnip, bean(2), leek(2)
      P(s, 0).stalls[0]!.stock = [0, 0, 1];
      P(s, 0).shop[V.L] = 0;
    });
    s = acts(s, 0, H('H-MARKETCRIER', 2), { type: 'crierSell', stall: 'MS-10', offer: 2 });
    expect(P(s, 0).stalls).toEqual([]);
    expect(s.discard).toContain('MS-10');
    expect(P(s, 0).shop[V.L]).toBe(1);
  });
  // Merchant clarification: "At most 1 per type even if the type is required 4 times."
  it('Merchant: one vegetable per type (WW, PC, PL: after the wheat, only pumpkin is left)', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MERCHANT');
      for (const id of ['RC-02', 'RC-06', 'RC-11']) give(s, 0, 'regular', id);
    });
    s = acts(s, 0, H('H-MERCHANT'), { type: 'merchantBuy', veg: 'wheat' });
    expect(
      legal(s, 0)
        .filter((a) => a.type === 'merchantBuy')
        .map((a) => (a as { veg: string }).veg),
    ).toEqual(['pumpkin']);
  });
  // Tenant-farmer: the chosen field arrives like a newly turned field, ready to be sown (L-9.A.1).
  it('Tenant-farmer option 1: the field taken from the pile can be sown at once', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-TENANT');
      P(s, 0).pile = ['P0-3', 'P0-6', 'P0-4', 'P0-5'];
      P(s, 0).cart = veg({ W: 1 });
    });
    s = acts(s, 0, H('H-TENANT', 1), { type: 'pickPile', field: 'P0-4' }, { type: 'sow', veg: 'wheat' });
    expect(legal(s, 0)).toContainEqual({ type: 'sowField', field: 'P0-4a' });
    s = act(s, 0, { type: 'sowField', field: 'P0-4a' });
    expect(P(s, 0).fields.find((f) => f.id === 'P0-4a')).toMatchObject({ veg: V.W, n: 4 });
  });
  // Tenant-farmer option 2 puts an empty field face up under the pile, so the others know it is
  // there; once it is taken back out, nothing under the pile is known any more (L-2.5: the pile
  // is face down).
  it('Tenant-farmer: the field known under the pile, taken back, leaves no face-down field shown', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-TENANT');
      pull(s, 'CF-4a');
      P(s, 0).pile = ['P0-3', 'CF-4a'];
      P(s, 0).pileBottom = 1;
    });
    expect(loyang.view(s, 1).seats[0]!.pileBottomFields).toEqual(['CF-4a']);
    s = acts(s, 0, H('H-TENANT', 1), { type: 'pickPile', field: 'CF-4a' });
    expect(P(s, 0).pile).toEqual(['P0-3']);
    expect(loyang.view(s, 1).seats[0]!.pileBottomFields).toEqual([]);
  });
});

describe('The Squire and the solo Offer (Card phase)', () => {
  // Squire: "you can take 1 card from your hand and up to 3 from the Courtyard" — a fourth is
  // never taken (L-5.8).
  it('Squire: up to 3 Courtyard cards, not a 4th', () => {
    let s = atAction(2, 0, (s) => {
      s.phase = 'card';
      pull(s, 'CC-01', 'CC-02', 'CC-03', 'CC-04', 'CC-05');
      s.courtyard = ['CC-01', 'CC-02', 'CC-03', 'CC-04'];
      P(s, 0).hand = ['CC-05'];
      s.dist = { remaining: [0], turn: 0, finished: [1] };
      s.stacks[0] = [{ kind: 'courtyard', seat: 0, flipped: false, squire: false }];
      give(s, 0, 'helper', 'H-SQUIRE');
    });
    s = act(s, 0, H('H-SQUIRE'));
    for (const c of ['CC-01', 'CC-02', 'CC-03']) s = act(s, 0, { type: 'takeCourtyard', card: c });
    expect(legal(s, 0).filter((a) => a.type === 'takeCourtyard')).toEqual([]);
    rejects(s, 0, { type: 'takeCourtyard', card: 'CC-04' }, 'L-5.8');
    expect(P(s, 0).casuals.map((c) => c.id)).toEqual(['CC-01', 'CC-02', 'CC-03']);
  });
  // L-14.4: "Row 1 (top) is free, row 2 costs 1 Cash per card, rows 3 and 4 cost 2 Cash per card."
  it('L-14.4: a card from row 3 of the Offer costs 2 Cash, one from row 2 costs 1', () => {
    let s = structuredClone(loyang.setup({ players: 1, seed: 'offer' }));
    s.phase = 'card';
    s.round = 1;
    s.p[0]!.cash = 5;
    s.stacks[0] = [{ kind: 'offer', seat: 0, bought: 0, max: 2 }];
    // Cards other than Common fields (a Common field costs 2 more when placed, L-5.13).
    const slotIn = (row: number) =>
      [0, 1, 2].map((c) => row * 3 + c).find((i) => s.offer![i] && card(s.offer![i]!).kind !== 'field')!;
    s = act(s, 0, { type: 'buyOffer', slot: slotIn(2) });
    expect(P(s, 0).cash).toBe(3);
    s = act(s, 0, { type: 'buyOffer', slot: slotIn(1) });
    expect(P(s, 0).cash).toBe(2);
  });
});

describe("A-6 the Con man after another player's Action phase", () => {
  // the Con man takes a Helper only from a player who has finished his Action phase this round.
  // Seat 0 ends its Action phase (L-6.5, storing, the Path); then seat 1 may take seat 0's Maid.
  it("A-6: once seat 0 has ended its Action phase, seat 1's Con man may take seat 0's Helper", () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MAID');
      give(s, 1, 'helper', 'H-CONMAN');
      P(s, 0).cash = 0;
    });
    s = acts(s, 0, { type: 'endActions' }, { type: 'endPath' });
    expect(loyang.activeSeats(s)).toEqual([1]);
    expect(helperUses(s, 1, 'H-CONMAN')).toContainEqual({
      type: 'helper',
      card: 'H-CONMAN',
      option: 1,
      seat: 0,
      target: 'H-MAID',
    });
  });
});
