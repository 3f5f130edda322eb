/** H-1 components, H-2 board, H-3 desk, H-4 setup. */
import { describe, expect, it } from 'vitest';
import { hansa } from '../src';
import { abilityValue, deskPieces, fullyDeveloped, TRACK_VALUES } from '../src/desk';
import { BOARDS } from '../src/map';
import { ALL_TOKENS, STARTING_TOKENS } from '../src/setup';
import { pieceCensus } from './invariants';
import { act, fresh, refused } from './fixtures';

describe('H-1 components', () => {
  it('H-1.1 two board sides: front 4–5, back 2–3', () => {
    expect(BOARDS.front_4_5.data.playerCounts).toEqual([4, 5]);
    expect(BOARDS.back_2_3.data.playerCounts).toEqual([2, 3]);
  });
  it('H-1.2 one desk per player', () => {
    for (const n of [2, 3, 4, 5]) expect(hansa.setup({ players: n, seed: 1 }).seats).toHaveLength(n);
  });
  it('H-1.3 27 traders and 4 merchants per colour', () => {
    const s = hansa.setup({ players: 5, seed: 1 });
    for (let i = 0; i < 5; i++) expect(pieceCensus(s, i)).toEqual({ t: 27, m: 4 });
  });
  it('H-1.4 16 bonus tokens (A-1)', () => {
    expect(ALL_TOKENS).toHaveLength(16);
    const count = (t: string) => ALL_TOKENS.filter((x) => x === t).length;
    expect([
      count('extraKontor'),
      count('swapKontors'),
      count('plus3'),
      count('plus4'),
      count('upgradeAbility'),
      count('removeThree'),
    ]).toEqual([5, 2, 2, 2, 3, 2]);
  });
  it('H-1.5 completed-cities marker starts at 0', () => {
    expect(hansa.setup({ players: 3, seed: 1 }).completedCities).toBe(0);
  });
  it('H-1.6 pawn only in the 2-player game with provinces', () => {
    expect(hansa.setup({ players: 2, seed: 1 }).provinces).toBe(true);
    expect(hansa.setup({ players: 2, seed: 1, options: { provinces: false } }).provinces).toBe(false);
    expect(hansa.setup({ players: 3, seed: 1 }).provinces).toBe(false);
    expect(BOARDS.back_2_3.data.twoPlayer!.soldiers).toHaveLength(4);
  });
});

describe('H-2 board', () => {
  const back = BOARDS.back_2_3;
  const front = BOARDS.front_4_5;
  it('H-2.1 cities hold 1–4 spaces with colour, shape and coins (stats as in map.json)', () => {
    for (const b of [back, front]) for (const c of b.data.cities) expect(c.kontors.length).toBeGreaterThanOrEqual(1);
    const coins = (b: typeof back) => b.data.cities.flatMap((c) => c.kontors).filter((k) => k.prestigeCoin).length;
    expect(coins(back)).toBe(6);
    expect(coins(front)).toBe(4);
    expect(back.data.cities.flatMap((c) => c.kontors)).toHaveLength(57);
    expect(front.data.cities.flatMap((c) => c.kontors)).toHaveLength(62);
  });
  it('H-2.2 leftmost space is index 0 (lowest value)', () => {
    for (const c of back.data.cities) c.kontors.forEach((k, i) => expect(k.index).toBe(i));
  });
  it('H-2.3 routes link two cities with 2–4 posts; posts total 101 / 107', () => {
    const posts = (b: typeof back) => b.data.routes.reduce((n, r) => n + r.posts, 0);
    expect(posts(back)).toBe(101);
    expect(posts(front)).toBe(107);
    for (const r of back.data.routes) expect(r.posts >= 2 && r.posts <= 4).toBe(true);
    expect(back.routeDistance[back.routeIndex.get('hamburg--luebeck')!]![back.routeIndex.get('hamburg--stade')!]).toBe(
      1,
    );
  });
  it('H-2.4 five ability cities', () => {
    const ab = Object.fromEntries(
      back.data.cities.filter((c) => c.upgradesAbility).map((c) => [c.id, c.upgradesAbility]),
    );
    expect(ab).toEqual({
      groningen: 'liberSophiae',
      stade: 'privilegium',
      luebeck: 'bursa',
      goettingen: 'actiones',
      halle: 'clavisUrbis',
    });
  });
  it('H-2.5 Coellen table 7/8/9/11', () => {
    expect(back.data.cities[back.coellen]!.prestigeTable!.spaces.map((x) => x.value)).toEqual([7, 8, 9, 11]);
    expect(back.coellenRoute).toBeGreaterThanOrEqual(0);
  });
  it('H-2.6 three taverns on both sides', () => {
    expect(back.data.taverns.slice().sort()).toEqual([
      'bremen--osnabrueck',
      'goslar--hildesheim',
      'lueneburg--perleberg',
    ]);
    expect(front.data.taverns.slice().sort()).toEqual(back.data.taverns.slice().sort());
  });
  it('H-2.7 Arnheim and Stendal are the East–West endpoints', () => {
    expect(back.data.cities[back.arnheim]!.id).toBe('arnheim');
    expect(back.data.cities[back.stendal]!.id).toBe('stendal');
  });
  it('H-2.8 prestige track and completed-cities track start at 0', () => {
    const s = hansa.setup({ players: 4, seed: 2 });
    expect(s.seats.every((p) => p.prestige === 0)).toBe(true);
    expect(front.data.completedCitiesToEndGame).toBe(10);
  });
});

describe('H-3 desk', () => {
  const p = fresh(3).seats[0]!;
  it('H-3.1 Clavis Urbis 1,2,2,3,4', () => expect(TRACK_VALUES.clavisUrbis).toEqual([1, 2, 2, 3, 4]));
  it('H-3.2 Actiones 2,3,3,4,4,5', () => expect(TRACK_VALUES.actiones).toEqual([2, 3, 3, 4, 4, 5]));
  it('H-3.3 Privilegium white…black', () => expect(TRACK_VALUES.privilegium).toHaveLength(4));
  it('H-3.4 Liber Sophiae 2,3,4,5', () => expect(TRACK_VALUES.liberSophiae).toEqual([2, 3, 4, 5]));
  it('H-3.5 Bursa 3,5,7,C', () => expect(TRACK_VALUES.bursa).toEqual([3, 5, 7, Infinity]));
  it('H-3.6 15 traders and 3 merchants on a desk at start', () => expect(deskPieces(p)).toEqual({ t: 15, m: 3 }));
  it('H-3.7 upgrading releases the leftmost piece to the personal supply; full tracks cannot be upgraded', () => {
    let s = fresh(3);
    s.seats[0]!.tokens.push('upgradeAbility');
    s = act(s, 0, { type: 'useUpgrade', ability: 'liberSophiae' });
    expect(s.seats[0]!.personal).toEqual({ t: 5, m: 2 });
    s.seats[0]!.desk[3] = 3;
    s.seats[0]!.tokens.push('upgradeAbility');
    expect(fullyDeveloped(s.seats[0]!, 'liberSophiae')).toBe(true);
    refused(s, 0, { type: 'useUpgrade', ability: 'liberSophiae' }, 'H-3.7');
  });
  it('H-3.8 the new value applies at once, even when unchanged', () => {
    const q = structuredClone(p);
    q.desk[1] = 1;
    expect(abilityValue(q, 'actiones')).toBe(3);
    q.desk[1] = 2;
    expect(abilityValue(q, 'actiones')).toBe(3);
  });
  it('H-3.9 privilege order white < orange < pink < black', () => {
    const q = structuredClone(p);
    expect(
      [0, 1, 2, 3].map((l) => {
        q.desk[2] = l;
        return abilityValue(q, 'privilegium');
      }),
    ).toEqual([0, 1, 2, 3]);
  });
  it('H-3.10 the tin plate holds drawn tokens until the end of the turn', () => {
    expect(p.plate).toEqual([]);
  });
});

describe('H-4 setup', () => {
  it('H-4.1 back side for 2–3 players, front for 4–5; other counts refused', () => {
    expect(hansa.setup({ players: 2, seed: 1 }).board).toBe('back_2_3');
    expect(hansa.setup({ players: 3, seed: 1 }).board).toBe('back_2_3');
    expect(hansa.setup({ players: 4, seed: 1 }).board).toBe('front_4_5');
    expect(hansa.setup({ players: 5, seed: 1 }).board).toBe('front_4_5');
    for (const players of [0, 1, 6, 2.5]) expect(() => hansa.setup({ players, seed: 1 })).toThrow(/H-4.1/);
  });
  it('H-4.2 the three starting tokens face up at the taverns, 13 face down', () => {
    const s = hansa.setup({ players: 4, seed: 3 });
    const b = BOARDS[s.board];
    expect(b.taverns.map((r) => s.routeTokens[r]).sort()).toEqual(STARTING_TOKENS.slice().sort());
    expect(s.pile).toHaveLength(13);
    expect(s.routeTokens.filter((t) => t !== null)).toHaveLength(3);
  });
  it('H-4.3 desks covered except the leftmost space', () => {
    expect(hansa.setup({ players: 3, seed: 1 }).seats.every((p) => p.desk.every((x) => x === 0))).toBe(true);
  });
  it('H-4.4 prestige 0 for everyone', () => {
    expect(hansa.setup({ players: 5, seed: 4 }).seats.map((p) => p.prestige)).toEqual([0, 0, 0, 0, 0]);
  });
  it('H-4.5 start player at random (seeded), deterministic per seed', () => {
    const starts = new Set([1, 2, 3, 4, 5, 6, 7, 8].map((seed) => hansa.setup({ players: 4, seed }).current));
    expect(starts.size).toBeGreaterThan(1);
    expect(hansa.setup({ players: 4, seed: 9 })).toEqual(hansa.setup({ players: 4, seed: 9 }));
  });
  it('H-4.6 personal supply (4+i) traders + 1 merchant, clockwise from the start player', () => {
    const s = hansa.setup({ players: 5, seed: 5 });
    for (let i = 0; i < 5; i++) expect(s.seats[(s.current + i) % 5]!.personal).toEqual({ t: 5 + i, m: 1 });
  });
  it('H-4.7 general supply 6,5,4,3,2 traders, no merchants', () => {
    const s = hansa.setup({ players: 5, seed: 5 });
    for (let i = 0; i < 5; i++) expect(s.seats[(s.current + i) % 5]!.general).toEqual({ t: 6 - i, m: 0 });
  });
  it('H-4.8 general-supply pieces cannot be placed directly', () => {
    const s = fresh(3);
    s.seats[0]!.personal = { t: 0, m: 0 };
    expect(s.seats[0]!.general.t).toBeGreaterThan(0);
    refused(s, 0, { type: 'begin', action: 'place' }, 'H-7.1');
  });
});
