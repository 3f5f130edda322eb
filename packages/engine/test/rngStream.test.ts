/**
 * The random stream is part of every saved game: a record stores only the seed and the actions,
 * so a game replays exactly only while the generator gives the very same numbers (engine.md:
 * same seed and actions, same state, byte for byte). These values are frozen on purpose.
 */
import { describe, expect, it } from 'vitest';
import { chooseRandom, newRandomMemory, Rng, type AnyGame } from '../src';

describe('the frozen stream', () => {
  it('seed "tabula" gives the same first numbers, state, draws and shuffle as when records were first saved', () => {
    const r = Rng.seed('tabula');
    expect(Array.from({ length: 6 }, () => r.nextUint32())).toEqual([
      2174169103, 4036995459, 4084325185, 578694141, 2756696886, 1000982392,
    ]);
    expect(Rng.seed('tabula').save()).toEqual([-108668364, -1261609177, 672519318, -750520652]);
    const q = Rng.seed(7);
    expect(Array.from({ length: 8 }, () => q.int(10))).toEqual([4, 6, 4, 3, 1, 3, 7, 1]);
    expect(Rng.seed(7).shuffle([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])).toEqual([7, 2, 0, 1, 5, 3, 6, 8, 9, 4]);
  });

  it('seeds that differ by one character give unrelated streams from the first number', () => {
    const a = Rng.seed('game-1').nextUint32();
    const b = Rng.seed('game-2').nextUint32();
    expect(a).not.toBe(b);
    expect(Math.abs(a - b)).toBeGreaterThan(1000);
  });
});

describe('draws', () => {
  it('next() is in [0, 1)', () => {
    const r = Rng.seed('floats');
    for (let i = 0; i < 10000; i++) {
      const x = r.next();
      expect(x >= 0 && x < 1).toBe(true);
    }
  });

  it('int(n) accepts 1 to 2^32 and refuses any other bound', () => {
    const r = Rng.seed('bounds');
    expect(r.int(1)).toBe(0);
    expect(r.int(4294967296)).toBeLessThan(4294967296);
    for (const n of [0, -1, 1.5, 4294967297, Number.NaN])
      expect(() => r.int(n)).toThrow(new RangeError(`Rng.int: bad bound ${n}`));
    expect(() => r.pick([])).toThrow(new RangeError('Rng.pick: empty list'));
  });

  it('int(n) is unbiased where plain modulo would not be (n = 3·2^30: the low third would come twice as often)', () => {
    const r = Rng.seed('bias');
    const n = 3 * 2 ** 30;
    let low = 0;
    const draws = 30000;
    for (let i = 0; i < draws; i++) if (r.int(n) < 2 ** 30) low++;
    expect(Math.abs(low / draws - 1 / 3)).toBeLessThan(0.02);
  });

  it('every position of a shuffle is reached by every item', () => {
    const seen = Array.from({ length: 4 }, () => new Set<number>());
    const r = Rng.seed('positions');
    for (let i = 0; i < 200; i++) r.shuffle([0, 1, 2, 3]).forEach((x, at) => seen[at]!.add(x));
    for (const s of seen) expect([...s].sort()).toEqual([0, 1, 2, 3]);
  });
});

describe('random play that always ends (engine.md §7)', () => {
  const passing = { isPass: (a: { type: string }) => a.type === 'pass' } as unknown as AnyGame;
  const legal = [{ type: 'loan' }, { type: 'buy' }, { type: 'sell' }, { type: 'pass' }];

  it('refuses a seat with nothing to choose', () => {
    expect(() => chooseRandom(passing, [], 1, Rng.seed(1), newRandomMemory(2))).toThrow('seat 1 has no legal action');
  });

  it('counts actions per seat since its last pass, and a pass starts the count again', () => {
    const memory = newRandomMemory(2);
    expect(memory.sincePass).toEqual([0, 0]);
    chooseRandom(passing, [{ type: 'loan' }], 1, Rng.seed(1), memory);
    chooseRandom(passing, [{ type: 'buy' }], 1, Rng.seed(2), memory);
    expect(memory.sincePass).toEqual([0, 2]);
    chooseRandom(passing, [{ type: 'pass' }], 1, Rng.seed(3), memory);
    expect(memory.sincePass).toEqual([0, 0]);
  });

  it('is uniform while patient, and passes almost surely once a seat has gone 20 actions past its patience', () => {
    const rng = Rng.seed('policy');
    let early = 0;
    let late = 0;
    for (let i = 0; i < 2000; i++) {
      if (chooseRandom(passing, legal, 0, rng, { sincePass: [10] }).type === 'pass') early++;
      if (chooseRandom(passing, legal, 0, rng, { sincePass: [45] }).type === 'pass') late++;
    }
    expect(early / 2000).toBeGreaterThan(0.2);
    expect(early / 2000).toBeLessThan(0.3);
    expect(late / 2000).toBeGreaterThan(0.98);
  });

  it('a game without passes is played uniformly however long a seat goes on', () => {
    const rng = Rng.seed('nopass');
    const counts = new Map<string, number>();
    for (let i = 0; i < 4000; i++) {
      const a = chooseRandom({} as AnyGame, legal, 0, rng, { sincePass: [100] });
      counts.set(a.type, (counts.get(a.type) ?? 0) + 1);
    }
    for (const t of ['loan', 'buy', 'sell', 'pass']) expect(Math.abs(counts.get(t)! - 1000)).toBeLessThan(120);
  });
});
