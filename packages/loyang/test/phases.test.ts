/** Setup, Harvest, Card phase, order and end (L-2 … L-8, L-13); the solo game is in solo.test.ts. */
import { describe, expect, it } from 'vitest';
import { loyang } from '../src/index';
import { ACTION_CARDS, INTRO_START_CARDS } from '../src/data';
import type { LoyangState } from '../src/types';
import { P, V, act, acts, atAction, fresh, give, legal, pull, rejects, top } from './fixture';

/** Plants every Home field with the first legal vegetable. */
function planted(players: number, seed: string | number = 1, intro = false): LoyangState {
  let s = fresh(players, seed, intro);
  while (s.phase === 'plant') {
    const seat = loyang.activeSeats(s)[0]!;
    s = act(s, seat, legal(s, seat).find((a) => a.type === 'plant')!);
  }
  return s;
}

describe('L-1 / L-2 Setup', () => {
  it('L-1.2: 70 Action cards (6 fields, 14 stalls, 14 + 14 customers, 22 Helpers of 20 kinds)', () => {
    const kinds = ACTION_CARDS.map((c) => c.kind);
    expect(kinds.length).toBe(70);
    expect(kinds.filter((k) => k === 'helper').length).toBe(22);
    expect(new Set(ACTION_CARDS.filter((c) => c.kind === 'helper').map((c) => c.type)).size).toBe(20);
  });
  it('L-2.3 / L-2.4 / L-2.5: 10 Cash, space 1, Shop 3/2/2/2/1/1, pile of two {3,4,5,6} sets', () => {
    const s = fresh(3);
    for (const p of s.p) {
      expect(p).toMatchObject({ cash: 10, path: 1, upgraded: false, shop: [3, 2, 2, 2, 1, 1] });
      const sizes = p.pile.map((id) => Number(id.slice(-1)));
      expect(sizes.slice(0, 4).sort()).toEqual([3, 4, 5, 6]);
      expect(sizes.slice(4).sort()).toEqual([3, 4, 5, 6]);
    }
    expect(s.draw.length).toBe(70);
  });
  it('L-2.7 example: wheat leaves 7 Cash; only W/P/T; at most 2 players per kind', () => {
    let s = fresh(4, 'p');
    const first = s.startSeat;
    expect(legal(s, first).filter((a) => a.type === 'plant').length).toBe(3);
    s = act(s, first, { type: 'plant', veg: 'wheat' });
    expect(P(s, first).cash).toBe(7);
    expect(P(s, first).fields[0]).toMatchObject({ veg: V.W, n: 9 }); // L-2.8
    const second = (first + 1) % 4;
    s = act(s, second, { type: 'plant', veg: 'wheat' });
    rejects(s, (first + 2) % 4, { type: 'plant', veg: 'wheat' }, 'L-2.7');
    rejects(s, (first + 2) % 4, { type: 'plant', veg: 'leek' }, 'L-2.7');
  });
  it('L-2.9 / A-24: introductory version: one start customer each, the rest shuffled in', () => {
    const s = fresh(2, 1, true);
    for (const p of s.p) expect(INTRO_START_CARDS).toContain(p.start);
    expect(s.draw.length).toBe(68);
  });
  it('setup refuses an unsupported player count', () => {
    expect(() => fresh(5)).toThrow(/L-2.3/);
  });
});

describe('L-4 Harvest', () => {
  it('L-4.2 / L-4.3: a new field each round, one vegetable per sown field, Storehouse to the Cart', () => {
    const s = planted(2);
    expect(s.phase).toBe('card');
    for (const p of s.p) {
      expect(p.fields.length).toBe(2);
      expect(p.fields[0]!.n).toBe(8); // L-3.3: tokens on the Home field = rounds left
      expect(p.cart.reduce((a, b) => a + b)).toBe(1);
    }
  });
  it('L-4.4: an emptied Private field leaves the game, an emptied Common field is discarded', () => {
    let s = atAction(2, 0, (s) => {
      pull(s, 'CF-3a');
      P(s, 0).fields.push(
        { id: 'P0-3a', veg: V.W, n: 1, under: null },
        { id: 'CF-3a', veg: V.P, n: 1, under: 'H-MAID' },
      );
      pull(s, 'H-MAID');
    });
    s = act(s, 0, { type: 'endActions' });
    s = act(s, 0, { type: 'endPath' });
    s = act(s, 1, { type: 'endActions' });
    s = act(s, 1, { type: 'endPath' });
    expect(P(s, 0).removed).toContain('P0-3a');
    expect(P(s, 0).fields.map((f) => f.id)).not.toContain('CF-3a');
    expect(P(s, 0).helpers.map((h) => h.id)).toEqual(['H-MAID']); // uncovered
  });
  it('Harvest helper option 1 (+ Foreman): 2 from fields with 4+, used twice 3 from a field with 5+', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-HARVESTHELPER');
      give(s, 0, 'helper', 'H-FOREMAN');
      P(s, 0).fields.push({ id: 'P0-6a', veg: V.W, n: 6, under: null }, { id: 'P0-4a', veg: V.P, n: 4, under: null });
      s.phase = 'harvest';
      s.harvestOrder = [0, 1];
      s.harvestNext = 0;
      P(s, 0).harvestExtra = [0, 0, 0];
      s.stacks[0] = [{ kind: 'harvest', seat: 0 }];
      s.round = 2;
    });
    s = acts(
      s,
      0,
      { type: 'helper', card: 'H-HARVESTHELPER', option: 1 },
      { type: 'pickField', field: 'P0-6a' },
      { type: 'pickField', field: 'P0-4a' },
      { type: 'done' },
    );
    s = act(s, 0, { type: 'foreman', take: true });
    s = acts(s, 0, { type: 'helper', card: 'H-HARVESTHELPER', option: 1 });
    expect(
      legal(s, 0)
        .filter((a) => a.type === 'pickField')
        .map((a) => (a as { field: string }).field),
    ).toEqual(['P0-6a']);
    s = acts(s, 0, { type: 'pickField', field: 'P0-6a' }, { type: 'done' }, { type: 'harvest' });
    expect(P(s, 0).fields.find((f) => f.id === 'P0-6a')!.n).toBe(3);
    expect(P(s, 0).fields.find((f) => f.id === 'P0-4a')!.n).toBe(2);
  });
});

describe('L-5 Card phase', () => {
  it('L-5.2 / L-5.4: 4 cards each; the Starting player must open the Courtyard', () => {
    const s = planted(3, 'c');
    for (const p of s.p) expect(p.hand.length).toBe(4);
    const first = s.startSeat;
    expect(new Set(legal(s, first).map((a) => a.type))).toEqual(new Set(['toCourtyard', 'loan', 'sell']));
  });
  it('L-5.5 (b) / L-5.12 / L-5.14: take 1 + 1, rest to the Courtyard; last to finish starts next', () => {
    let s = planted(3, 'c');
    const [a, b, c] = [s.startSeat, (s.startSeat + 1) % 3, (s.startSeat + 2) % 3];
    s = act(s, a, { type: 'toCourtyard', card: P(s, a).hand[0]! });
    s = act(s, b, { type: 'takeCourtyard', card: s.courtyard[0]! });
    while (top(s, b)!.kind !== 'take') s = act(s, b, { type: 'loan' });
    s = act(s, b, { type: 'playHand', card: P(s, b).hand[0]! });
    expect(s.courtyard.length).toBe(3);
    const pay = (seat: number) => {
      while (top(s, seat)?.kind === 'payField') s = act(s, seat, { type: 'loan' });
    };
    pay(b);
    // c: must not pass; L-5.8: only one Courtyard card
    s = act(s, c, { type: 'takeCourtyard', card: s.courtyard[0]! });
    rejects(s, c, { type: 'takeCourtyard', card: s.courtyard[0]! }, 'L-5.8');
    pay(c);
    s = act(s, c, { type: 'playHand', card: P(s, c).hand[0]! });
    pay(c);
    // a is last: L-5.7 no more cards into the Courtyard
    rejects(s, a, { type: 'toCourtyard', card: P(s, a).hand[0]! }, 'L-5.7');
    s = act(s, a, { type: 'takeCourtyard', card: s.courtyard[0]! });
    pay(a);
    s = act(s, a, { type: 'playHand', card: P(s, a).hand[0]! });
    pay(a);
    expect(s.phase).toBe('action');
    expect(s.startSeat).toBe(a);
    expect(s.secondSeat).toBe(c);
    expect(s.discard.length).toBeGreaterThan(0);
    for (const p of s.p)
      expect(p.fields.length + p.stalls.length + p.regulars.length + p.casuals.length + p.helpers.length).toBe(4); // Home, round-1 field, 2 cards
  });
  it('L-5.6: a last hand card never goes to the Courtyard', () => {
    const s = atAction(3, 0, (s) => {
      s.phase = 'card';
      pull(s, 'CC-01', 'CC-02');
      P(s, 0).hand = ['CC-01'];
      s.courtyard = ['CC-02'];
      s.dist = { remaining: [0, 1], turn: 0, finished: [2] };
      s.stacks[0] = [{ kind: 'courtyard', seat: 0, flipped: false, squire: false }];
    });
    rejects(s, 0, { type: 'toCourtyard', card: 'CC-01' }, 'L-5.6');
  });
  it('L-5.10: 2 players may turn up a Draw-pile card first, even the opener', () => {
    let s = planted(2, 'f');
    const first = s.startSeat;
    s = act(s, first, { type: 'flip' });
    expect(s.courtyard.length).toBe(1);
    expect(legal(s, first).some((a) => a.type === 'takeCourtyard')).toBe(true);
    rejects(s, first, { type: 'flip' }, 'L-5.10');
  });
  it('L-5.11: introductory start card played instead of a hand card', () => {
    let s = planted(2, 'i', true);
    const first = s.startSeat;
    const start = P(s, first).start!;
    s = act(s, first, { type: 'flip' });
    s = act(s, first, { type: 'takeCourtyard', card: s.courtyard[0]! });
    while (top(s, first)?.kind === 'payField') s = act(s, first, { type: 'loan' });
    s = act(s, first, { type: 'playStart' });
    expect(P(s, first).regulars.map((r) => r.id)).toContain(start);
    expect(P(s, first).hand).toEqual([]);
    expect(s.courtyard.length).toBe(4);
  });
  it('L-5.13: placing — blue marker, filled stall, Common field paid 2 (financed by a loan)', () => {
    let s = atAction(2, 0, (s) => {
      s.phase = 'card';
      pull(s, 'CF-5a', 'RC-01', 'MS-01');
      P(s, 0).hand = ['RC-01'];
      P(s, 0).cash = 0;
      s.courtyard = ['CF-5a', 'MS-01'];
      s.dist = { remaining: [0], turn: 0, finished: [1] };
      s.stacks[0] = [{ kind: 'courtyard', seat: 0, flipped: false, squire: false }];
    });
    s = act(s, 0, { type: 'takeCourtyard', card: 'CF-5a' });
    expect(top(s, 0)!.kind).toBe('payField');
    rejects(s, 0, { type: 'playHand', card: 'RC-01' }, 'L-5.13');
    s = acts(s, 0, { type: 'loan' }, { type: 'playHand', card: 'RC-01' });
    expect(P(s, 0).cash).toBe(3);
    expect(P(s, 0).regulars[0]).toMatchObject({ marker: 'blue', due: true });
  });
  it('L-5.15 / A-15: a short Draw pile is shared evenly', () => {
    let s = planted(3, 'd');
    s = structuredClone(s);
    expect(s.phase).toBe('card');
  });
});

describe('L-6 Order and partners', () => {
  it('L-6.2: four players — the Starting player picks a partner; both pairs act at once', () => {
    const s = atAction(4, 0, (s) => {
      s.stacks = [[{ kind: 'partner', seat: 0 }], [], [], []];
      s.groups = [];
      s.secondSeat = 1;
    });
    expect(legal(s, 0).map((a) => (a as { seat: number }).seat)).toEqual([2, 3]);
    const t = act(s, 0, { type: 'partner', seat: 3 });
    expect(loyang.activeSeats(t)).toEqual([0, 1]);
    expect(t.partner).toEqual([3, 2, 1, 0]);
  });
  it('L-6.2: interleaving the two simultaneous seats does not change the result', () => {
    const s = atAction(4, 0, (s) => {
      s.stacks[1] = [{ kind: 'turn', seat: 1 }];
      P(s, 0).cart = [1, 0, 0, 0, 0, 0];
      P(s, 1).cart = [0, 1, 0, 0, 0, 0];
      P(s, 0).shop[V.W] = 2;
      P(s, 1).shop[V.P] = 1;
    });
    const a = acts(act(s, 0, { type: 'sell', veg: 'wheat' }), 1, { type: 'sell', veg: 'pumpkin' }, { type: 'loan' });
    const b = act(acts(s, 1, { type: 'sell', veg: 'pumpkin' }, { type: 'loan' }), 0, { type: 'sell', veg: 'wheat' });
    expect(b).toEqual(a);
  });
});

describe('L-13 End of the game', () => {
  it('L-13.2 / L-13.3: loans move back, ties broken by Cash then vegetables, shared wins', () => {
    const s = atAction(3, 0, (s) => {
      s.phase = 'over';
      s.round = 9;
      s.stacks = [[], [], []];
      P(s, 0).path = 12;
      P(s, 0).loans = 1;
      P(s, 1).path = 11;
      P(s, 2).path = 11;
      for (const p of s.p) p.cash = 3;
      P(s, 0).fields[0]!.n = 0;
      P(s, 1).fields[0]!.n = 0;
      P(s, 2).fields[0]!.n = 0;
    });
    const o = loyang.outcome(s)!;
    expect(o.scores).toEqual([11, 11, 11]);
    expect(o.ranking).toEqual([1, 1, 1]);
    const t = structuredClone(s);
    P(t, 2).store = [1, 0, 0, 0, 0, 0];
    expect(loyang.outcome(t)!.ranking).toEqual([2, 2, 1]);
    expect(loyang.outcome(t)!.breakdown[0]).toMatchObject({ path: 12, loans: 1, final: 11, cash: 3 });
  });
  it('L-13.1: the game ends after the Action phase of round 9', () => {
    let s = atAction(2, 1, () => {}, 9);
    s = acts(s, 1, { type: 'endActions' }, { type: 'endPath' });
    expect(s.phase).toBe('over');
    expect(loyang.activeSeats(s)).toEqual([]);
  });
});
