/**
 * Hostile input (actions.ts): whatever a client sends as an action is a small plain JSON object
 * with a string "type" before any game sees it; anything else is refused as ENGINE-MALFORMED with
 * what is wrong. And one action is the same action whatever the order of its keys.
 */
import { describe, expect, it } from 'vitest';
import { assertActionShape, indexOfAction, isIllegalAction, sameAction } from '../src';

function why(action: unknown): string | null {
  try {
    assertActionShape(action);
    return null;
  } catch (e) {
    expect(isIllegalAction(e) && e.ruleId).toBe('ENGINE-MALFORMED');
    return (e as Error).message.replace(/^.*malformed action: /, '');
  }
}

/** `{ type, v: { v: … } }` with the innermost value at `depth` below the action. */
const nested = (depth: number): unknown => {
  let v: unknown = 1;
  for (let i = 1; i < depth; i++) v = { v };
  return { type: 'x', v };
};

describe('assertActionShape', () => {
  it('accepts plain JSON actions up to the limits', () => {
    expect(
      why({
        type: 'trade',
        stall: 'MS-01',
        offer: 0,
        with: null,
        double: true,
        cards: ['a', 'b'],
        at: { x: 1.5, y: -2 },
      }),
    ).toBeNull();
    expect(why(nested(8))).toBeNull();
    expect(why({ type: 'x', list: new Array(64).fill(0) })).toBeNull();
    expect(why(Object.fromEntries([['type', 'x'], ...Array.from({ length: 63 }, (_, i) => [`k${i}`, i])]))).toBeNull();
    expect(why(Object.assign(Object.create(null), { type: 'x' }))).toBeNull();
  });

  it.each([
    [null, 'not an object'],
    ['undo', 'not an object'],
    [7, 'not an object'],
    [[{ type: 'x' }], 'not an object'],
    [{}, 'no string "type"'],
    [{ type: 3 }, 'no string "type"'],
    [{ type: 'x', n: Number.NaN }, 'non-finite number'],
    [{ type: 'x', n: [1, Number.POSITIVE_INFINITY] }, 'non-finite number'],
    [{ type: 'x', list: new Array(65).fill(0) }, 'array too long'],
    [{ type: 'x', when: new Date(0) }, 'not a plain object'],
    [{ type: 'x', f: () => 1 }, 'unsupported value of type function'],
    [{ type: 'x', n: 1n }, 'unsupported value of type bigint'],
    [{ type: 'x', u: undefined }, 'unsupported value of type undefined'],
  ])('refuses %s: %s', (action, reason) => {
    expect(why(action)).toBe(reason);
  });

  it('refuses deep nesting, too many keys and prototype keys, even inside', () => {
    expect(why(nested(9))).toBe('nested too deeply');
    expect(why({ type: 'x', o: Object.fromEntries(Array.from({ length: 65 }, (_, i) => [`k${i}`, i])) })).toBe(
      'too many keys',
    );
    expect(why(JSON.parse('{"type":"x","a":{"__proto__":{"admin":true}}}'))).toBe('forbidden key "__proto__"');
    expect(why({ type: 'x', a: [{ constructor: 1 }] })).toBe('forbidden key "constructor"');
    expect(why({ type: 'x', prototype: 1 })).toBe('forbidden key "prototype"');
  });
});

describe('sameAction and indexOfAction', () => {
  const legal = [{ type: 'bid', stones: 1 }, { type: 'bid', stones: 2, heap: 0 }, { type: 'pass' }];

  it('find an action whatever the order of its keys', () => {
    expect(sameAction({ heap: 0, stones: 2, type: 'bid' }, legal[1])).toBe(true);
    expect(indexOfAction(legal, { heap: 0, stones: 2, type: 'bid' })).toBe(1);
    expect(indexOfAction(legal, { type: 'pass' })).toBe(2);
  });

  it('tell different actions apart, and answer "not found" for what cannot be compared', () => {
    expect(sameAction({ type: 'bid', stones: 1 }, { type: 'bid', stones: 2 })).toBe(false);
    expect(indexOfAction(legal, { type: 'bid', stones: 3 })).toBe(-1);
    const circular: Record<string, unknown> = { type: 'bid' };
    circular.self = circular;
    expect(sameAction(circular, legal[0])).toBe(false);
    expect(indexOfAction(legal, circular)).toBe(-1);
  });
});
