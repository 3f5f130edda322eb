import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyPatch, diff, type PatchOp } from '../src/patch';
import { Rng } from '../src/rng';

/** JSON values as a view holds them (no undefined in arrays, no -0: JSON has neither). */
const json = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);

/** `b` made from `a` by small edits, sharing what it leaves alone — how a game's next view looks. */
function edit(a: unknown, r: Rng, depth = 0): unknown {
  if (r.int(5) === 0 || depth > 4) return a;
  if (Array.isArray(a)) {
    const c = a.map((x) => (r.int(3) === 0 ? edit(x, r, depth + 1) : x));
    if (r.int(6) === 0) c.push(r.int(10));
    if (r.int(6) === 0) c.pop();
    return c;
  }
  if (typeof a === 'object' && a !== null) {
    const c: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(a)) if (r.int(8) !== 0) c[k] = r.int(3) === 0 ? edit(v, r, depth + 1) : v;
    if (r.int(5) === 0) c[`k${r.int(4)}`] = r.int(10);
    return c;
  }
  return r.int(2) === 0 ? a : r.int(100);
}

describe('view patches (issue 26)', () => {
  it('rebuild the new value from the old, for any two JSON values, and leave the old one as it was', () => {
    fc.assert(
      fc.property(json, json, (a, b) => {
        const before = JSON.stringify(a);
        const next = applyPatch(a, diff(a, b));
        expect(JSON.stringify(next)).toBe(JSON.stringify(b));
        expect(JSON.stringify(a)).toBe(before);
      }),
      { numRuns: 2000 },
    );
  });

  it('rebuild an edited value, keeping by identity every part the edit did not touch', () => {
    fc.assert(
      fc.property(json, fc.integer(), (a, seed) => {
        const b = edit(a, Rng.seed(seed));
        const next = applyPatch(a, diff(a, b));
        expect(JSON.stringify(next)).toBe(JSON.stringify(b));
        if (typeof a === 'object' && a !== null && typeof b === 'object' && b !== null)
          for (const k of Object.keys(b)) {
            const v = (b as Record<string, unknown>)[k];
            if (typeof v === 'object' && v !== null && v === (a as Record<string, unknown>)[k])
              expect((next as Record<string, unknown>)[k]).toBe(v);
          }
      }),
      { numRuns: 2000 },
    );
  });

  it('say nothing when nothing changed, even when the parts are copies', () => {
    const a = { seats: [{ cash: 3, hand: ['a', 'b'] }], round: 2, gone: undefined };
    expect(diff(a, a)).toEqual([]);
    expect(diff(a, JSON.parse(JSON.stringify(a)))).toEqual([]);
    expect(diff(3, 3)).toEqual([]);
    expect(diff('sow', 'sow')).toEqual([]);
    // A member that is undefined is no member (JSON drops it), on either side.
    expect(diff({ x: [1] }, { x: [1], g: undefined })).toEqual([]);
  });

  it('name only what changed: a number deep in a seat, a grown array and an object that lost a key set whole', () => {
    const a = {
      seats: [
        { cash: 3, hand: ['a'] },
        { cash: 1, hand: [] },
      ],
      top: { kind: 'sow', n: 1 },
      round: 2,
    };
    const b = { seats: [{ cash: 5, hand: ['a', 'b'] }, a.seats[1]], top: { kind: 'sow' }, round: 2 };
    const ops = diff(a, b);
    expect(ops).toEqual([
      [['seats', 0, 'cash'], 5],
      [
        ['seats', 0, 'hand'],
        ['a', 'b'],
      ],
      [['top'], { kind: 'sow' }],
    ] satisfies PatchOp[]);
    const next = applyPatch<typeof b>(a, ops);
    expect(next).toEqual(b);
    expect(next.seats[1]).toBe(a.seats[1]);
    expect(a.seats[0]!.cash).toBe(3);
    // Keys in another order are another object: set whole, so the text stays the same.
    expect(JSON.stringify(applyPatch({ x: 1, y: 2 }, diff({ x: 1, y: 2 }, { y: 2, x: 1 })))).toBe('{"y":2,"x":1}');
    expect(diff({ x: 1 }, { x: 1, y: 2 })).toEqual([[[], { x: 1, y: 2 }]]);
    const removed = applyPatch<Record<string, number>>({ x: 1, y: 2 }, [[['y']]]);
    expect(Object.keys(removed)).toEqual(['x']);
  });

  it('replace the whole value when its kind changed, and refuse a patch made for another value', () => {
    expect(applyPatch([1, 2], diff([1, 2], { a: 1 }))).toEqual({ a: 1 });
    expect(diff(null, { a: 1 })).toEqual([[[], { a: 1 }]]);
    expect(() => applyPatch({ a: 1 }, [[['seats', 0, 'cash'], 5]])).toThrow(/does not fit/);
    expect(() => applyPatch(3, [[['x'], 5]])).toThrow(/does not fit/);
    expect(() => applyPatch({ a: 1 }, [[[]]])).toThrow(/removes the whole view/);
  });
});
