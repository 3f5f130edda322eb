/**
 * The actions `legalActions` repeats are made once and shared (src/interned.ts, for the search's
 * speed): a caller that edits one must fail loudly, not change what every later list offers.
 */
import { describe, expect, it } from 'vitest';
import { loyang } from '../src/index';
import { atAction, give, veg } from './fixture';

describe('shared listed actions', () => {
  const position = () =>
    atAction(2, 0, (s) => {
      give(s, 0, 'helper', 'H-MAID');
      give(s, 0, 'regular', 'RC-01');
      s.p[0]!.cart = veg({ W: 2, P: 2, T: 1, C: 1 });
      s.p[0]!.cash = 6;
    });

  it('are the same objects in two lists, frozen, with the JSON of a fresh literal', () => {
    const s = position();
    const first = loyang.legalActions(s, 0);
    const again = loyang.legalActions(s, 0);
    const loan = first.find((a) => a.type === 'loan')!;
    expect(again).toContain(loan);
    expect(JSON.stringify(loan)).toBe(JSON.stringify({ type: 'loan' }));
    expect(
      first
        .filter((a) => ['loan', 'sell', 'buy', 'sow', 'discardHelper', 'endActions'].includes(a.type))
        .every((a) => Object.isFrozen(a)),
    ).toBe(true);
  });

  it('an edit throws and leaves the next list as it was', () => {
    const s = position();
    const before = JSON.stringify(loyang.legalActions(s, 0));
    const sell = loyang.legalActions(s, 0).find((a) => a.type === 'sell') as { veg: string };
    expect(() => {
      sell.veg = 'leek';
    }).toThrow(TypeError);
    const helper = loyang.legalActions(s, 0).find((a) => a.type === 'discardHelper') as { card: string };
    expect(() => {
      helper.card = 'H-FOREMAN';
    }).toThrow(TypeError);
    expect(JSON.stringify(loyang.legalActions(s, 0))).toBe(before);
  });
});
