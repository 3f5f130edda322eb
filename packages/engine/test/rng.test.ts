import { describe, expect, it } from 'vitest';
import { Rng, shuffled } from '../src/rng';
import { canonicalJson, stateHash } from '../src/hash';

describe('Rng (sfc32)', () => {
  it('gives the same stream for the same seed, and survives save/from through JSON', () => {
    const a = Rng.seed('abc');
    const b = Rng.seed('abc');
    const first = Array.from({ length: 5 }, () => a.nextUint32());
    expect(Array.from({ length: 5 }, () => b.nextUint32())).toEqual(first);
    const saved = JSON.parse(JSON.stringify(a.save()));
    const c = Rng.from(saved);
    expect(c.nextUint32()).toBe(a.nextUint32());
  });

  it('treats a numeric seed like its string', () => {
    expect(Rng.seed(42).nextUint32()).toBe(Rng.seed('42').nextUint32());
    expect(Rng.seed(42).nextUint32()).not.toBe(Rng.seed(43).nextUint32());
  });

  it('draws integers in range, roughly uniformly', () => {
    const r = Rng.seed(1);
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60000; i++) counts[r.int(6)]++;
    for (const c of counts) expect(Math.abs(c - 10000)).toBeLessThan(500);
    expect(() => r.int(0)).toThrow(RangeError);
  });

  it('shuffles into a permutation without touching the input', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    const { items: out, rng } = shuffled(Rng.seed(9).save(), items);
    expect(out.slice().sort((x, y) => x - y)).toEqual(items);
    expect(out).not.toEqual(items);
    expect(items[0]).toBe(0);
    expect(rng).toHaveLength(4);
  });
});

describe('canonical JSON and the state hash', () => {
  it('ignores key order and undefined properties', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: undefined }] })).toBe('{"a":[1,{"d":2}],"b":1}');
    expect(stateHash({ x: 1, y: 2 })).toBe(stateHash({ y: 2, x: 1 }));
    expect(stateHash({ x: 1 })).not.toBe(stateHash({ x: 2 }));
    expect(stateHash({})).toMatch(/^[0-9a-f]{64}$/);
  });
});
