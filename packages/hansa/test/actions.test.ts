/** H-5 turn structure, H-6 Income, H-7 Place, H-9 Move. */
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { act, fill, fresh, has, legal, play, R, refused } from './fixtures';

describe('H-5 turn structure', () => {
  it('H-5.1 the turn passes clockwise after endTurn', () => {
    const s = act(fresh(3), 0, { type: 'endTurn' });
    expect(s.current).toBe(1);
    expect(hansa.activeSeats(s)).toEqual([1]);
    refused(s, 0, { type: 'endTurn' }, 'H-5.1');
  });
  it('H-5.2 the allowance is Actiones (live) plus +3/+4; fewer actions are allowed; none after the allowance', () => {
    let s = fresh(3);
    s = play(s, [
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 3, merchants: 0 },
    ]);
    expect(s.actionsUsed).toBe(1);
    s.seats[0]!.tokens.push('upgradeAbility');
    s = act(s, 0, { type: 'useUpgrade', ability: 'actiones' }); // 2 → 3 at once
    s = play(s, [
      { type: 'begin', action: 'place' },
      { type: 'place', route: 'hamburg--luebeck', post: 0, piece: 'trader' },
    ]);
    s = play(s, [
      { type: 'begin', action: 'place' },
      { type: 'place', route: 'hamburg--luebeck', post: 1, piece: 'trader' },
    ]);
    expect(s.current).toBe(1); // three actions used, nothing else to do: the turn ended
    let t = fresh(3);
    t.seats[0]!.tokens.push('plus3');
    t = act(t, 0, { type: 'useActions', n: 3 });
    t = play(
      t,
      Array.from({ length: 5 }, (_, i) => [
        { type: 'begin', action: 'place' } as const,
        { type: 'place', route: 'hamburg--bremen', post: i % 4, piece: 'trader' } as const,
      ])
        .flat()
        .slice(0, 8),
    );
    expect(t.actionsUsed).toBe(4);
    t = act(t, 0, { type: 'begin', action: 'place' });
    t = act(t, 0, { type: 'place', route: 'hamburg--stade', post: 0, piece: 'trader' });
    expect(t.current).toBe(1); // 2 + 3 actions
    const u = fresh(3);
    u.actionsUsed = 2;
    refused(u, 0, { type: 'begin', action: 'income' }, 'H-5.2');
  });
  it('H-5.3 actions in any order and repeated', () => {
    const s = play(fresh(3), [
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
    ]);
    expect(s.seats[0]!.personal.t).toBe(7);
    refused(fresh(3), 0, { type: 'trade' }, 'H-5.3');
  });
  it("H-5.4 an action (with the displaced player's reaction) is finished before the next", () => {
    const s = fresh(3);
    fill(s, 'hamburg--luebeck', 1, ['trader']);
    const t = play(s, [
      { type: 'begin', action: 'displace' },
      { type: 'displace', route: 'hamburg--luebeck', post: 0, piece: 'trader', payTraders: 1, payMerchants: 0 },
    ]);
    expect(hansa.activeSeats(t)).toEqual([1]);
    refused(t, 0, { type: 'endTurn' }, 'H-5.4');
    const m = play(fresh(3), [
      { type: 'begin', action: 'place' },
      { type: 'place', route: 'hamburg--luebeck', post: 0, piece: 'trader' },
    ]);
    const n = act(m, 0, { type: 'begin', action: 'move' });
    refused(n, 0, { type: 'endTurn' }, 'H-9.1');
  });
  it('H-5.5 using a token is not an action', () => {
    const s = fresh(3);
    s.seats[0]!.tokens.push('plus4');
    expect(act(s, 0, { type: 'useActions', n: 4 }).actionsUsed).toBe(0);
  });
});

describe('H-6 Income', () => {
  it('H-6.1 up to Bursa pieces, any mix (A-4); more is refused', () => {
    const s = fresh(3);
    s.seats[0]!.general = { t: 6, m: 2 };
    const t = act(s, 0, { type: 'begin', action: 'income' });
    const l = legal(t);
    expect(has(l, { type: 'income', traders: 1, merchants: 2 })).toBe(true);
    expect(has(l, { type: 'income', traders: 1, merchants: 0 })).toBe(true);
    expect(has(l, { type: 'income', traders: 3, merchants: 1 })).toBe(false);
    refused(t, 0, { type: 'income', traders: 3, merchants: 1 }, 'H-6.1');
    expect(act(t, 0, { type: 'income', traders: 2, merchants: 1 }).seats[0]!.personal).toEqual({ t: 7, m: 2 });
    s.seats[0]!.desk[4] = 3; // Bursa C = all
    const u = act(s, 0, { type: 'begin', action: 'income' });
    expect(act(u, 0, { type: 'income', traders: 6, merchants: 2 }).seats[0]!.general).toEqual({ t: 0, m: 0 });
  });
  it('H-6.2 only what the general supply holds', () => {
    const s = fresh(3);
    s.seats[0]!.personal.t += 4;
    s.seats[0]!.general = { t: 2, m: 0 };
    const t = act(s, 0, { type: 'begin', action: 'income' });
    refused(t, 0, { type: 'income', traders: 3, merchants: 0 }, 'H-6.2');
    expect(act(t, 0, { type: 'income', traders: 2, merchants: 0 }).seats[0]!.general.t).toBe(0);
    // Merchants too: one in the general supply, two asked for (within Bursa 3) is refused.
    s.seats[0]!.general = { t: 2, m: 1 };
    const m = act(s, 0, { type: 'begin', action: 'income' });
    refused(m, 0, { type: 'income', traders: 0, merchants: 2 }, 'H-6.2');
    expect(act(m, 0, { type: 'income', traders: 1, merchants: 1 }).seats[0]!.general).toEqual({ t: 1, m: 0 });
    s.seats[0]!.personal.t += 2;
    s.seats[0]!.general = { t: 0, m: 0 };
    refused(s, 0, { type: 'begin', action: 'income' }, 'H-6.1');
  });
});

describe('H-7 Place', () => {
  it('H-7.1 a piece from the personal supply on an empty post; occupied posts refused', () => {
    const s = fresh(3);
    fill(s, 'hamburg--luebeck', 1, ['trader']);
    const t = act(s, 0, { type: 'begin', action: 'place' });
    refused(t, 0, { type: 'place', route: 'hamburg--luebeck', post: 0, piece: 'trader' }, 'H-7.1');
    const u = act(t, 0, { type: 'place', route: 'hamburg--luebeck', post: 1, piece: 'merchant' });
    expect(u.posts[R(u, 'hamburg--luebeck')]).toEqual([2, 1, -1]);
    expect(u.seats[0]!.personal).toEqual({ t: 5, m: 0 });
    const v = act(u, 0, { type: 'begin', action: 'place' });
    refused(v, 0, { type: 'place', route: 'hamburg--luebeck', post: 2, piece: 'merchant' }, 'H-7.1');
  });
  it('H-7.2 never into cities: a city is not a place to put a piece', () => {
    const t = act(fresh(3), 0, { type: 'begin', action: 'place' });
    refused(t, 0, { type: 'place', route: 'hamburg', post: 0, piece: 'trader' }, 'H-7.1');
    expect(legal(t).every((a) => a.type === 'place' && a.route.includes('--'))).toBe(true);
  });
  it("H-7.3 with 2 players only on borders of the pawn's province", () => {
    const s = fresh(2, { provinces: true });
    s.pawn = 1; // P1: hamburg–lueneburg–hannover–bremen
    const t = act(s, 0, { type: 'begin', action: 'place' });
    const routes = new Set(legal(t).map((a) => (a as { route: string }).route));
    expect([...routes].sort()).toEqual([
      'bremen--hannover',
      'hamburg--bremen',
      'hamburg--lueneburg',
      'lueneburg--hannover',
    ]);
    refused(t, 0, { type: 'place', route: 'hamburg--luebeck', post: 0, piece: 'trader' }, 'H-7.3');
  });
});

describe('H-9 Move', () => {
  it('H-9.1 lift up to Liber Sophiae own pieces, then place them; vacated posts may be reused (A-9)', () => {
    const s = fresh(3);
    fill(s, 'hamburg--luebeck', 0, ['trader', 'merchant', 'trader']);
    let t = play(s, [
      { type: 'begin', action: 'move' },
      { type: 'move', route: 'hamburg--luebeck', post: 0 },
      { type: 'lift', route: 'hamburg--luebeck', post: 1 },
    ]);
    expect(t.pending.at(-1)!.kind).toBe('movePut'); // Liber Sophiae 2 reached
    t = play(t, [{ type: 'put', route: 'hamburg--luebeck', post: 0, piece: 'merchant' }]);
    refused(t, 0, { type: 'put', route: 'hamburg--luebeck', post: 0, piece: 'trader' }, 'H-9.1');
    refused(t, 0, { type: 'put', route: 'hamburg--stade', post: 0, piece: 'merchant' }, 'H-9.1');
    t = act(t, 0, { type: 'put', route: 'hamburg--stade', post: 0, piece: 'trader' });
    expect(t.posts[R(t, 'hamburg--luebeck')]).toEqual([1, -1, 0]);
    expect(t.posts[R(t, 'hamburg--stade')]![0]).toBe(0);
    expect(t.actionsUsed).toBe(1);
  });
  it('H-9.2 swapping own trader and merchant counts as two pieces', () => {
    const s = fresh(3);
    fill(s, 'hamburg--luebeck', 0, ['trader', 'merchant']);
    const t = play(s, [
      { type: 'begin', action: 'move' },
      { type: 'move', route: 'hamburg--luebeck', post: 0 },
      { type: 'lift', route: 'hamburg--luebeck', post: 1 },
      { type: 'put', route: 'hamburg--luebeck', post: 0, piece: 'merchant' },
      { type: 'put', route: 'hamburg--luebeck', post: 1, piece: 'trader' },
    ]);
    expect(t.posts[R(t, 'hamburg--luebeck')]!.slice(0, 2)).toEqual([1, 0]);
  });
  it('H-9.3 only own pieces on posts; no supply pieces', () => {
    const s = fresh(3);
    fill(s, 'hamburg--luebeck', 1, ['trader']);
    fill(s, 'hamburg--stade', 0, ['trader']);
    const t = act(s, 0, { type: 'begin', action: 'move' });
    refused(t, 0, { type: 'move', route: 'hamburg--luebeck', post: 0 }, 'H-9.3');
    expect(legal(t)).toEqual([{ type: 'move', route: 'hamburg--stade', post: 0 }]);
  });
});
