import { describe, expect, it } from 'vitest';
import { ViewMemo } from '../src/viewMemo';

describe('ViewMemo (issue 26: views keep unchanged parts by identity)', () => {
  it('gives the object made before for the same part and inputs, and a new one when an input differs', () => {
    const memo = new ViewMemo<number[], { n: number; own: boolean }>();
    const row = [1, 2];
    let made = 0;
    const make = (own: boolean) => () => ({ n: ++made, own });
    const a = memo.of(row, [0, true], make(true));
    expect(memo.of(row, [0, true], make(true))).toBe(a);
    const b = memo.of(row, [0, false], make(false));
    expect(b).not.toBe(a);
    expect(b.own).toBe(false);
    // Both ways of seeing one part are kept: the owner's view is not made again after the others'.
    expect(memo.of(row, [0, true], make(true))).toBe(a);
    // Another part with equal contents is another object: made afresh.
    expect(memo.of([1, 2], [0, true], make(true))).not.toBe(a);
    // More inputs, or fewer, are other inputs.
    expect(memo.of(row, [0, true, 1], make(true))).not.toBe(a);
    expect(memo.of(row, [0], make(true))).not.toBe(a);
    expect(made).toBe(5);
  });

  it('keeps at most four views of one part, dropping the oldest', () => {
    const memo = new ViewMemo<object, number>();
    const key = {};
    const first = memo.of(key, [0], () => 0);
    for (let i = 1; i <= 4; i++) memo.of(key, [i], () => i);
    expect(memo.of(key, [0], () => -1)).toBe(-1);
    expect(first).toBe(0);
    expect(memo.of(key, [4], () => -4)).toBe(4);
  });
});
