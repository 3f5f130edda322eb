/** Actions A–H, storing, the Path and loans (L-9 … L-12), with the rulebook's worked examples. */
import { describe, expect, it } from 'vitest';
import { P, V, act, acts, atAction, give, legal, pull, rejects, top, veg } from './fixture';
import type { LoyangState } from '../src/types';

/** Solo fixture driven through real rounds: end the phase, store, stop on the Path, buy nothing. */
function passRound(s: LoyangState): LoyangState {
  s = act(s, 0, { type: 'endActions' });
  for (let guard = 0; guard < 50; guard++) {
    const d = top(s, 0);
    if (!d || d.kind === 'turn') return s;
    if (d.kind === 'store') {
      const v = P(s, 0).cart.findIndex((n) => n > 0);
      s = act(s, 0, {
        type: 'returnVeg',
        veg: (['wheat', 'pumpkin', 'turnip', 'cabbage', 'bean', 'leek'] as const)[v]!,
      });
    } else if (d.kind === 'path') s = act(s, 0, { type: 'endPath' });
    else if (d.kind === 'offer') s = act(s, 0, { type: 'done' });
    else if (d.kind === 'payPenalty') s = act(s, 0, { type: 'loan' });
    else throw new Error(`unexpected ${d.kind}`);
  }
  throw new Error('no next turn');
}
const edit = (s: LoyangState, f: (s: LoyangState) => void): LoyangState => {
  const c = structuredClone(s);
  f(c);
  return c;
};

describe('L-9.A Sow', () => {
  it('L-9.A.1 / rule example: a 4-space field sown with one bean holds 4 beans', () => {
    let s = atAction(2, 0, (s) => {
      P(s, 0).fields.push({ id: 'P0-4a', veg: -1, n: 0, under: null });
      P(s, 0).cart = veg({ B: 1 });
    });
    s = acts(s, 0, { type: 'sow', veg: 'bean' }, { type: 'sowField', field: 'P0-4a' });
    expect(P(s, 0).fields[1]).toMatchObject({ veg: V.B, n: 4 });
    expect(P(s, 0).cart[V.B]).toBe(0);
  });
  it('L-9.A.2: only a vegetable shown on the field (6-space field takes no leek per data)', () => {
    const s = atAction(2, 0, (s) => {
      P(s, 0).fields.push({ id: 'P0-6a', veg: -1, n: 0, under: null });
      P(s, 0).cart = veg({ L: 1 });
    });
    rejects(s, 0, { type: 'sow', veg: 'leek' }, 'L-9.A.2');
  });
  it('L-9.A.3: a field with tokens cannot be sown; the Home field is never re-sown', () => {
    const s = atAction(2, 0, (s) => {
      P(s, 0).fields.push({ id: 'P0-3a', veg: V.W, n: 2, under: null });
      P(s, 0).cart = veg({ W: 1 });
    });
    expect(legal(s, 0).some((a) => a.type === 'sow')).toBe(false);
  });
});

describe('L-9.B / L-9.C Shop', () => {
  it('L-9.B.1: buy at the dark price, only what the Shop holds', () => {
    let s = atAction(2, 0, (s) => (P(s, 0).shop[V.B] = 1));
    s = act(s, 0, { type: 'buy', veg: 'bean' });
    expect(P(s, 0).cash).toBe(4);
    rejects(s, 0, { type: 'buy', veg: 'bean' }, 'L-9.B.1');
  });
  it('L-9.C.1: sell onto a free matching slot for the pale price', () => {
    let s = atAction(2, 0, (s) => (P(s, 0).cart = veg({ L: 2 })));
    s = act(s, 0, { type: 'sell', veg: 'leek' }); // leek slots: 1 of 2 filled at setup
    expect(P(s, 0).cash).toBe(12);
    rejects(s, 0, { type: 'sell', veg: 'leek' }, 'L-9.C.1');
  });
  it('L-9.C.2: selling is allowed while a payment is owed, out of the normal flow', () => {
    const s = atAction(2, 0, (s) => {
      P(s, 0).cash = 0;
      P(s, 0).cart = veg({ W: 1 });
      P(s, 0).shop[V.W] = 2;
      s.stacks[0]!.push({ kind: 'payField', seat: 0, card: 'CF-3a' });
    });
    const t = act(s, 0, { type: 'sell', veg: 'wheat' });
    expect(top(t, 0)!.kind).toBe('payField');
    const u = act(t, 0, { type: 'loan' });
    expect(P(u, 0).cash).toBe(4); // 1 + 5, then the 2 were paid at once
    expect(top(u, 0)!.kind).toBe('turn');
  });
});

describe('L-9.D Market stalls', () => {
  it('L-9.D.1 / rule example: any 1 for pumpkin or cabbage, any 2 for leek (MS-07)', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'stall', 'MS-07');
      P(s, 0).cart = veg({ W: 3 });
    });
    s = acts(
      s,
      0,
      { type: 'trade', stall: 'MS-07', offer: 2 },
      { type: 'handIn', veg: 'wheat' },
      { type: 'handIn', veg: 'wheat' },
    );
    expect(P(s, 0).cart).toEqual(veg({ W: 1, L: 1 }));
  });
  it('L-9.D.2: like for like, and a just-traded vegetable may be traded again', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'stall', 'MS-01');
      P(s, 0).cart = veg({ P: 1 });
    });
    s = acts(s, 0, { type: 'trade', stall: 'MS-01', offer: 0 }, { type: 'handIn', veg: 'pumpkin' });
    s = acts(s, 0, { type: 'trade', stall: 'MS-01', offer: 1 }, { type: 'handIn', veg: 'pumpkin' });
    expect(P(s, 0).cart).toEqual(veg({ T: 1 }));
  });
  it('L-9.D.3: an emptied stall goes to the Discard pile at once', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'stall', 'MS-01');
      P(s, 0).stalls[0]!.stock = [0, 0, 1];
      P(s, 0).cart = veg({ W: 1 });
    });
    s = acts(s, 0, { type: 'trade', stall: 'MS-01', offer: 2 }, { type: 'handIn', veg: 'wheat' });
    expect(P(s, 0).stalls).toEqual([]);
    expect(s.discard).toContain('MS-01');
  });
  it('L-9.D.4: no trades outside the Action phase', () => {
    const s = atAction(2, 0, (s) => {
      give(s, 0, 'stall', 'MS-01');
      P(s, 0).cart = veg({ W: 1 });
      s.phase = 'card';
      s.stacks[0] = [{ kind: 'payField', seat: 0, card: 'CF-3a' }];
      P(s, 0).cash = 0;
    });
    rejects(s, 0, { type: 'trade', stall: 'MS-01', offer: 0 }, 'L-9.D.4');
  });
});

describe('L-9.F Regular customers', () => {
  it('L-9.F.7 worked example: 5/6/7/8 with a missed delivery, a penalty, then discarded', () => {
    const tc = (s: LoyangState) => edit(s, (c) => (P(c, 0).cart = veg({ T: 1, C: 1 })));
    let s = atAction(1, 0, (s) => give(s, 0, 'regular', 'RC-09'));
    s = act(tc(s), 0, { type: 'deliver', card: 'RC-09' }); // round 1: +5
    expect(P(s, 0).cash).toBe(15);
    s = passRound(s);
    s = passRound(s); // round 2: not served -> red
    expect(P(s, 0).regulars[0]!.marker).toBe('red');
    const before3 = P(s, 0).cash;
    s = act(tc(s), 0, { type: 'deliver', card: 'RC-09' }); // round 3: +6, stays red
    expect(P(s, 0).cash - before3).toBe(6);
    expect(P(s, 0).regulars[0]!.marker).toBe('red');
    s = passRound(s);
    const before4 = P(s, 0).cash;
    s = passRound(s); // round 4 missed: -2 (the marker stays red)
    expect(P(s, 0).cash - before4).toBe(-2);
    const c5 = P(s, 0).cash;
    s = act(tc(s), 0, { type: 'deliver', card: 'RC-09' });
    expect(P(s, 0).cash - c5).toBe(7);
    s = passRound(s);
    const c6 = P(s, 0).cash;
    s = act(tc(s), 0, { type: 'deliver', card: 'RC-09' });
    expect(P(s, 0).cash - c6).toBe(8);
    expect(P(s, 0).regulars).toEqual([]); // L-9.F.6
    expect(s.discard).toContain('RC-09');
  });
  it('L-9.F.2: a row is never filled halfway; one delivery per round', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'regular', 'RC-09');
      P(s, 0).cart = veg({ T: 2, C: 1 });
    });
    s = act(s, 0, { type: 'deliver', card: 'RC-09' });
    rejects(s, 0, { type: 'deliver', card: 'RC-09' }, 'L-9.F.3');
  });
  it('L-9.F.5: a penalty may be financed with a loan', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'regular', 'RC-09');
      P(s, 0).regulars[0]!.marker = 'red';
      P(s, 0).cash = 1;
    });
    s = act(s, 0, { type: 'endActions' });
    expect(top(s, 0)!.kind).toBe('payPenalty');
    s = act(s, 0, { type: 'loan' });
    expect(P(s, 0).cash).toBe(4);
    expect(top(s, 0)!.kind).toBe('path');
  });
});

describe('L-9.G Casual customers', () => {
  it('L-9.G.1: equal counts pay the price, more Casual -2, fewer Casual +2', () => {
    const base = atAction(2, 0, (s) => {
      give(s, 0, 'casual', 'CC-01');
      P(s, 0).cart = veg({ W: 1, P: 1, T: 1 });
    });
    expect(P(act(base, 0, { type: 'serve', card: 'CC-01' }), 0).cash).toBe(10 + 7 - 2);
    const eq = edit(base, (s) => give(s, 0, 'regular', 'RC-02'));
    expect(P(act(eq, 0, { type: 'serve', card: 'CC-01' }), 0).cash).toBe(17);
    const more = edit(eq, (s) => give(s, 0, 'regular', 'RC-05'));
    expect(P(act(more, 0, { type: 'serve', card: 'CC-01' }), 0).cash).toBe(19);
  });
  it('L-9.G.2: the order of deliveries changes the modifier', () => {
    let s = atAction(2, 0, (s) => {
      give(s, 0, 'casual', 'CC-01');
      give(s, 0, 'casual', 'CC-02');
      give(s, 0, 'regular', 'RC-02');
      P(s, 0).cart = veg({ W: 3, P: 1, T: 1, B: 1 });
    });
    s = act(s, 0, { type: 'serve', card: 'CC-01' }); // 2 casual vs 1 regular: 7-2
    s = act(s, 0, { type: 'serve', card: 'CC-02' }); // 1 vs 1: 8
    expect(P(s, 0).cash).toBe(10 + 5 + 8);
  });
});

describe('L-9.H Two-pack', () => {
  it('L-9.H.1: price = max(uncovered Helpers, uncovered stalls); covered cards do not count', () => {
    const s = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MAID');
      give(s, 0, 'helper', 'H-OFFICIAL', 'H-TRADER-1');
      give(s, 0, 'stall', 'MS-01');
      P(s, 0).cash = 2;
    });
    const t = act(s, 0, { type: 'twoPack' });
    expect(P(t, 0).cash).toBe(0);
  });
  it('L-9.H.5: once per Action phase even when nothing is kept', () => {
    let s = atAction(2, 0);
    s = acts(s, 0, { type: 'twoPack' }, { type: 'keep', cards: [] });
    rejects(s, 0, { type: 'twoPack' }, 'L-9.H.5');
  });
  it('L-9.H.4: a kept Common field costs 2 even as the lower card', () => {
    let s = atAction(2, 0, (s) => {
      pull(s, 'CF-3a', 'H-MAID');
      s.draw.unshift('CF-3a', 'H-MAID');
    });
    s = acts(s, 0, { type: 'twoPack' }, { type: 'keep', cards: ['H-MAID', 'CF-3a'] });
    expect(P(s, 0).cash).toBe(8);
    expect(P(s, 0).helpers).toEqual([{ id: 'H-MAID', under: 'CF-3a' }]);
  });
  it('L-9.H.6 worked example (Claudia): a stall over a Regular customer; emptied, the customer is due this round', () => {
    let s = atAction(2, 0, (s) => {
      pull(s, 'RC-09', 'MS-01');
      s.draw.unshift('RC-09', 'MS-01');
      P(s, 0).cart = veg({ W: 3 });
    });
    s = acts(s, 0, { type: 'twoPack' }, { type: 'keep', cards: ['MS-01', 'RC-09'] });
    for (const o of [0, 1, 2])
      s = acts(s, 0, { type: 'trade', stall: 'MS-01', offer: o }, { type: 'handIn', veg: 'wheat' });
    expect(s.discard).toContain('MS-01');
    expect(P(s, 0).regulars).toEqual([{ id: 'RC-09', rows: 0, marker: 'blue', due: true, served: 0, under: null }]);
    s = act(s, 0, { type: 'endActions' });
    expect(P(s, 0).regulars[0]!.marker).toBe('red');
  });
  it('L-9.H.7: an empty Draw pile is refilled from the Discard pile', () => {
    let s = atAction(2, 0, (s) => {
      s.discard = s.draw;
      s.draw = [];
    });
    s = act(s, 0, { type: 'twoPack' });
    expect((top(s, 0) as { cards: string[] }).cards.length).toBe(2);
  });
});

describe('L-10 Storing, L-11 Path, L-12 Loans', () => {
  it('L-10.1: excess beyond the Storehouse is sold or returned', () => {
    let s = atAction(2, 0, (s) => (P(s, 0).cart = veg({ W: 1, L: 2 })));
    s = act(s, 0, { type: 'endActions' });
    expect(top(s, 0)!.kind).toBe('store');
    s = acts(s, 0, { type: 'sell', veg: 'leek' }, { type: 'returnVeg', veg: 'wheat' });
    expect(P(s, 0).store).toEqual(veg({ L: 1 }));
    expect(top(s, 0)!.kind).toBe('path');
  });
  it('L-10.2: the upgraded Storehouse keeps 4', () => {
    let s = atAction(2, 0, (s) => (P(s, 0).cart = veg({ W: 4 })));
    s = acts(s, 0, { type: 'upgrade' }, { type: 'endActions' });
    expect(P(s, 0).store).toEqual(veg({ W: 4 }));
    expect(P(s, 0).cash).toBe(8);
  });
  it('L-11.1 worked example: from 15, 1 Cash to 16, then 17 + 18 = 35 to 18', () => {
    let s = atAction(2, 0, (s) => {
      P(s, 0).path = 15;
      P(s, 0).cash = 36;
    });
    s = acts(s, 0, { type: 'endActions' }, { type: 'step' });
    expect(P(s, 0)).toMatchObject({ path: 16, cash: 35 });
    s = acts(s, 0, { type: 'step' }, { type: 'step' });
    expect(P(s, 0)).toMatchObject({ path: 18, cash: 0 });
    rejects(s, 0, { type: 'step' }, 'L-11.1');
  });
  it('L-11.2: never beyond space 20', () => {
    let s = atAction(2, 0, (s) => {
      P(s, 0).path = 20;
      P(s, 0).cash = 50;
    });
    s = act(s, 0, { type: 'endActions' });
    rejects(s, 0, { type: 'step' }, 'L-11.1');
  });
  it('L-11.3: no step outside the end of the own Action phase', () => {
    rejects(atAction(2, 0), 0, { type: 'step' }, 'L-11.1');
  });
  it('L-12.1: a loan gives 5 Cash and a Loan card, at any time', () => {
    const s = act(atAction(2, 0), 0, { type: 'loan' });
    expect(P(s, 0)).toMatchObject({ cash: 15, loans: 1 });
  });
});
