/** H-14 the 2-player rules: provinces, soldiers, the pawn. */
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { BOARDS } from '../src/map';
import { act, fill, fresh, has, legal, play, refused } from './fixtures';

const provinces = BOARDS.back_2_3.data.twoPlayer!.provinces;
const P = (id: string) => provinces.findIndex((p) => p.id === id);

describe('H-14 two players', () => {
  it('H-14.1 the back side; option provinces=false plays without provinces', () => {
    const s = hansa.setup({ players: 2, seed: 1 });
    expect(s.board).toBe('back_2_3');
    expect(s.provinces).toBe(true);
    const t = hansa.setup({ players: 2, seed: 1, options: { provinces: false } });
    expect(t.provinces).toBe(false);
    expect(t.pending).toEqual([]);
    expect(() => hansa.setup({ players: 2, seed: 1, options: { provinces: 'yes' } })).toThrow(/H-14.1/);
  });
  it('H-14.2 four soldiers close the gaps between the named city pairs', () => {
    const pairs = BOARDS.back_2_3.data.twoPlayer!.soldiers.map((x) => x.between.slice().sort().join('|')).sort();
    expect(pairs).toEqual(['brunswiek|goslar', 'brunswiek|lueneburg', 'dortmund|muenster', 'muenster|osnabrueck']);
  });
  it('H-14.3 provinces with their border routes (map.json, A-27)', () => {
    expect(provinces).toHaveLength(11);
    expect(provinces[P('P2')]!.borderRoutes.sort()).toEqual(['bremen--hannover', 'bremen--minden', 'minden--hannover']);
  });
  it('H-14.4 the non-start player puts the pawn anywhere first; start player 5 traders, the other 6', () => {
    const s = hansa.setup({ players: 2, seed: 3 });
    const other = (s.current + 1) % 2;
    expect(hansa.activeSeats(s)).toEqual([other]);
    expect(legal(s)).toHaveLength(11);
    expect(s.seats[s.current]!.personal.t).toBe(5);
    expect(s.seats[other]!.personal.t).toBe(6);
    refused(s, other, { type: 'placePawn', province: 'P99' }, 'H-14.4');
    const t = act(s, other, { type: 'placePawn', province: 'P5' });
    expect(t.pawn).toBe(P('P5'));
    expect(hansa.activeSeats(t)).toEqual([s.current]);
  });
  it('H-14.5 free move over up to two borders before the first or after the last action; any province for an action', () => {
    const s = fresh(2, { provinces: true });
    s.pawn = P('P2');
    let t = act(s, 0, { type: 'begin', action: 'pawnFree' });
    const free = legal(t)
      .map((a) => (a as { province: string }).province)
      .sort();
    expect(free).not.toContain('P2');
    expect(free).toContain('P1'); // one border
    expect(free).toContain('P0-outer'); // two borders (via P1)
    expect(free).not.toContain('P9');
    refused(t, 0, { type: 'movePawn', province: 'P9', paid: false }, 'H-14.5');
    t = act(t, 0, { type: 'movePawn', province: 'P1', paid: false });
    expect(t.actionsUsed).toBe(0);
    expect(t.current).toBe(0);
    expect(legal(t).some((a) => a.type === 'begin' && a.action === 'pawnFree')).toBe(false); // once per turn
    // Paid: any province, one action.
    t = play(t, [
      { type: 'begin', action: 'pawn' },
      { type: 'movePawn', province: 'P9', paid: true },
    ]);
    expect(t.actionsUsed).toBe(1);
    expect(t.pawn).toBe(P('P9'));
    // After the last action: the free move ends the turn.
    const u = fresh(2, { provinces: true });
    u.pawn = P('P2');
    const v = play(u, [
      { type: 'begin', action: 'income' },
      { type: 'income', traders: 1, merchants: 0 },
      { type: 'begin', action: 'pawnFree' },
      { type: 'movePawn', province: 'P5', paid: false },
    ]);
    expect(v.current).toBe(1);
    expect(v.pawn).toBe(P('P5'));
  });
  // H-1.6 / H-14.5: the pawn exists only in the 2-player game with provinces; without it there is
  // no pawn move to offer, and asking for one is refused in H-14.5's terms.
  it('H-14.5 no pawn move with 3 players, nor with 2 players without provinces', () => {
    for (const s of [fresh(3), fresh(2, { provinces: false })]) {
      expect(s.pawn).toBeNull();
      expect(legal(s).filter((a) => a.type === 'begin' && a.action.startsWith('pawn'))).toEqual([]);
      refused(s, 0, { type: 'begin', action: 'pawn' }, 'H-14.5');
      refused(s, 0, { type: 'begin', action: 'pawnFree' }, 'H-14.5');
    }
  });
  it("H-14.6 Place, Displace and Establish only on the pawn province's borders; Income, Move, tokens free", () => {
    const s = fresh(2, { provinces: true });
    s.pawn = P('P2');
    fill(s, 'hamburg--luebeck', 0, ['trader', 'trader', 'trader']);
    fill(s, 'bremen--minden', 0, ['trader', 'trader', 'trader']);
    const l = legal(s);
    expect(has(l, { type: 'establish', route: 'bremen--minden' })).toBe(true);
    expect(has(l, { type: 'establish', route: 'hamburg--luebeck' })).toBe(false);
    refused(s, 0, { type: 'establish', route: 'hamburg--luebeck' }, 'H-10.1');
    const m = act(s, 0, { type: 'begin', action: 'move' });
    expect(has(legal(m), { type: 'move', route: 'hamburg--luebeck', post: 0 })).toBe(true);
    s.seats[0]!.tokens.push('removeThree');
    expect(has(legal(s), { type: 'removeThree' })).toBe(true);
    const r = play(s, [{ type: 'removeThree' }]);
    expect(has(legal(r), { type: 'remove', route: 'hamburg--luebeck', post: 1 })).toBe(true);
  });
});
