/**
 * N-5: Bidding Nim accepts an action only with exactly the keys and types of one of its three
 * action types; extra keys, missing keys, wrong types and oversized input are refused with the
 * rule id and leave the state untouched (issue 20, point 8). Called through `nim.apply` directly
 * (bots do) and through `applyAction` (the server and replays do).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyAction, IllegalAction, sameAction, stateHash } from '../src';
import { nim, type NimState } from '../src/nim';

function deepFreeze<T>(o: T): T {
  if (o && typeof o === 'object') {
    Object.freeze(o);
    for (const v of Object.values(o)) deepFreeze(v);
  }
  return o;
}

function refusal(f: () => unknown): IllegalAction {
  try {
    f();
  } catch (e) {
    if (e instanceof IllegalAction) return e;
    throw e;
  }
  throw new Error('accepted');
}

/** One state per decision kind: bid, heap, take. */
function states(): Record<'bid' | 'heap' | 'take', NimState> {
  const bid = nim.setup({ players: 2, seed: 3 });
  let s = nim.apply(bid, 0, { type: 'bid', n: 2 }).state;
  s = nim.apply(s, 1, { type: 'bid', n: 1 }).state;
  const heap = s;
  const take = nim.apply(heap, heap.order[0]!, { type: 'heap', heap: heap.heaps.findIndex((h) => h > 0) }).state;
  return { bid: deepFreeze(bid), heap: deepFreeze(heap), take: deepFreeze(take) };
}

const actor = (s: NimState) => nim.activeSeats(s)[0]!;

describe('N-5: only exact Nim actions are applied', () => {
  const all = states();
  const big = Object.fromEntries(Array.from({ length: 60 }, (_, i) => [`k${i}${'x'.repeat(998)}`, 'y'.repeat(1000)]));
  const cases: Array<[string, keyof typeof all, unknown]> = [
    ['a bid with an extra key', 'bid', { type: 'bid', n: 1, extra: 1 }],
    ['a bid with 60 keys of 1,000 characters', 'bid', { type: 'bid', n: 1, ...big }],
    ['a bid without n', 'bid', { type: 'bid' }],
    ['a bid of "1"', 'bid', { type: 'bid', n: '1' }],
    ['a bid of 1.5', 'bid', { type: 'bid', n: 1.5 }],
    ['a bid of [1]', 'bid', { type: 'bid', n: [1] }],
    ['a heap choice with an extra key', 'heap', { type: 'heap', heap: 0, note: 'x'.repeat(1000) }],
    ['a heap choice named with n', 'heap', { type: 'heap', n: 0 }],
    ['a heap of "0"', 'heap', { type: 'heap', heap: '0' }],
    ['a take with an extra key', 'take', { type: 'take', n: 1, heap: 0 }],
    ['a take of true', 'take', { type: 'take', n: true }],
    ['an unknown type', 'bid', { type: 'x'.repeat(1000), n: 1 }],
    ['a type that is not a string', 'bid', { type: 1, n: 1 }],
    ['an inherited type', 'bid', { type: 'toString', n: 1 }],
    ['null', 'bid', null],
    ['an array', 'bid', [{ type: 'bid', n: 1 }]],
  ];
  for (const [what, phase, action] of cases) {
    it(`refuses ${what} (nim.apply and applyAction)`, () => {
      const s = all[phase];
      const before = stateHash(s);
      const e = refusal(() => nim.apply(s, actor(s), action as never));
      expect(e.ruleId).toBe('N-5');
      expect(e.message).toMatch(/^illegal \(N-5\): not a Nim action: /);
      expect(e.message.length).toBeLessThan(300); // the input is never echoed at length
      const via = refusal(() => applyAction(nim, s, actor(s), action));
      expect(via.ruleId).toMatch(/^(N-5|ENGINE-MALFORMED)$/);
      expect(stateHash(s)).toBe(before);
    });
  }

  it('still applies every listed action, and names the rule of a well-formed illegal one', () => {
    for (const s of Object.values(all))
      for (const a of nim.legalActions(s, actor(s))) expect(() => nim.apply(s, actor(s), a)).not.toThrow();
    expect(refusal(() => nim.apply(all.bid, 0, { type: 'bid', n: 4 })).ruleId).toBe('N-1');
    expect(refusal(() => nim.apply(all.bid, 0, { type: 'heap', heap: 0 })).ruleId).toBe('N-1');
  });

  it('applies nothing but a listed action (property: random objects near the real ones)', () => {
    const value = fc.oneof(
      fc.integer({ min: -2, max: 4 }),
      fc.constantFrom('1', 1.5, true, null, [1], {}),
      fc.string({ maxLength: 4 }),
    );
    const action = fc.record(
      {
        type: fc.oneof(fc.constantFrom('bid', 'heap', 'take'), fc.string({ maxLength: 5 })),
        n: value,
        heap: value,
        extra: value,
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.constantFrom<keyof typeof all>('bid', 'heap', 'take'), action, (phase, a) => {
        const s = all[phase];
        const legal = nim.legalActions(s, actor(s));
        let accepted = true;
        try {
          nim.apply(s, actor(s), a as never);
        } catch (e) {
          if (!(e instanceof IllegalAction)) throw e;
          accepted = false;
        }
        expect(accepted).toBe(legal.some((l) => sameAction(l, a)));
      }),
      { numRuns: 3000, seed: 20 },
    );
  });
});
