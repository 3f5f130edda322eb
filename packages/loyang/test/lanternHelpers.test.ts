/** The lantern Helpers (L-15.2: Con man, Deliveryman, Market woman, Subsistence farmer, Tout, Trader) and whom they reach (L-6.3), moved from helpers.test.ts (issue 43). */
import { describe, expect, it } from 'vitest';
import { P, V, act, acts, atAction, give, legal, veg } from './fixture';

const H = (card: string, option = 1, extra: Record<string, unknown> = {}) => ({
  type: 'helper' as const,
  card,
  option,
  ...extra,
});

describe('each Helper', () => {
  it("Con man (A-6): not for the first actor; swaps with a finished player's uncovered Helper only", () => {
    const first = atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-CONMAN');
      give(s, 1, 'helper', 'H-MAID');
    });
    expect(legal(first, 0).some((a) => a.type === 'helper')).toBe(false);
    let s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-CONMAN');
      give(s, 0, 'helper', 'H-MAID');
      give(s, 0, 'casual', 'CC-01', 'H-TRADER-1');
    });
    expect(
      legal(s, 1)
        .filter((a) => a.type === 'helper')
        .map((a) => (a as { target?: string }).target),
    ).toEqual(['H-MAID']);
    s = act(s, 1, H('H-CONMAN', 1, { seat: 0, target: 'H-MAID' }));
    expect(P(s, 0).helpers.map((h) => h.id)).toEqual(['H-CONMAN']);
    expect(P(s, 1).helpers.map((h) => h.id)).toEqual(['H-MAID']);
    expect(s.discard).not.toContain('H-CONMAN');
  });
  it("Deliveryman (A-8): delivers to another's customer, keeps the pay, gives 2 on the last row", () => {
    let s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-DELIVERYMAN');
      give(s, 0, 'regular', 'RC-09');
      P(s, 0).regulars[0]!.rows = 3;
      P(s, 1).cart = veg({ T: 1, C: 1 });
    });
    s = act(s, 1, H('H-DELIVERYMAN', 1, { seat: 0, target: 'RC-09' }));
    expect(P(s, 1).cash).toBe(10 + 8 - 2);
    expect(P(s, 0).cash).toBe(12);
    expect(P(s, 0).regulars).toEqual([]);
  });
  it('Market woman: impossible without an own stall', () => {
    const s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-MARKETWOMAN');
      give(s, 0, 'stall', 'MS-01');
    });
    expect(legal(s, 1).some((a) => a.type === 'helper')).toBe(false);
  });
  it("Subsistence farmer: 1 token from another's field with at least 4 for 1 Cash; solo: W/P/T for 1", () => {
    let s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-SUBSISTENCE');
      P(s, 0).fields.push({ id: 'P0-5a', veg: V.C, n: 4, under: null });
    });
    expect(legal(s, 1).filter((a) => a.type === 'helper').length).toBe(1); // never the Home field
    s = act(s, 1, H('H-SUBSISTENCE', 1, { seat: 0, target: 'P0-5a' }));
    expect(P(s, 1).cart[V.C]).toBe(1);
    expect(P(s, 0).cash).toBe(11);
    const solo = atAction(1, 0, (s) => give(s, 0, 'helper', 'H-SUBSISTENCE'));
    expect(
      legal(solo, 0)
        .filter((a) => a.type === 'helper')
        .map((a) => (a as { veg: string }).veg),
    ).toEqual(['wheat', 'pumpkin', 'turnip']);
  });
  it('Tout worked example (Jon): Tout over a Regular customer; bought Casual served, the customer not counted', () => {
    let s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-TOUT', 'RC-09');
      give(s, 0, 'casual', 'CC-01');
      P(s, 1).cart = veg({ W: 1, P: 1, T: 1 });
    });
    s = act(s, 1, H('H-TOUT', 2, { seat: 0, target: 'CC-01' }));
    expect(P(s, 1).cash).toBe(10 + 7 - 2 - 2); // 1 Casual vs 0 Regular: -2; pays Larry 2
    expect(P(s, 0).cash).toBe(12);
    expect(P(s, 1).regulars.map((r) => r.id)).toEqual(['RC-09']);
  });
  it('Tout option 1: swap Casual customers', () => {
    let s = atAction(2, 1, (s) => {
      give(s, 1, 'helper', 'H-TOUT');
      give(s, 1, 'casual', 'CC-02');
      give(s, 0, 'casual', 'CC-14');
    });
    s = act(s, 1, H('H-TOUT', 1, { own: 'CC-02', seat: 0, target: 'CC-14' }));
    expect(P(s, 1).casuals.map((c) => c.id)).toEqual(['CC-14']);
    expect(P(s, 0).casuals.map((c) => c.id)).toEqual(['CC-02']);
  });
  it("Trader (A-26): another's stall; free in rounds 1-7, 1 Cash in round 8, 2 in round 9; with the Maid 1:1", () => {
    const at = (round: number) =>
      atAction(
        2,
        1,
        (s) => {
          give(s, 1, 'helper', 'H-TRADER-1');
          give(s, 0, 'stall', 'MS-06');
          P(s, 1).cart = veg({ W: 2 });
        },
        round,
      );
    const r7 = acts(at(7), 1, H('H-TRADER-1', 1, { seat: 0, target: 'MS-06', offer: 0 }), {
      type: 'handIn',
      veg: 'wheat',
    });
    expect(P(r7, 1).cash).toBe(10);
    const r9 = acts(
      at(9),
      1,
      H('H-TRADER-1', 1, { seat: 0, target: 'MS-06', offer: 2 }),
      { type: 'handIn', veg: 'wheat' },
      { type: 'handIn', veg: 'wheat' },
    );
    expect(P(r9, 1).cash).toBe(8);
    expect(P(r9, 0).cash).toBe(12);
    expect(P(r9, 1).cart).toEqual(veg({ L: 1 }));
  });
  it('L-6.3 / L-15.2: 4 players, lantern Helpers reach only the partner', () => {
    const s = atAction(4, 0, (s) => {
      give(s, 0, 'helper', 'H-TRADER-1');
      give(s, 1, 'stall', 'MS-01');
      give(s, 2, 'stall', 'MS-02');
      P(s, 0).cart = veg({ W: 1 });
    });
    const targets = legal(s, 0)
      .filter((a) => a.type === 'helper')
      .map((a) => (a as { seat: number }).seat);
    expect(new Set(targets)).toEqual(new Set([2]));
  });
});
