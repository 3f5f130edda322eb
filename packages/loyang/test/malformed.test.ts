/**
 * Issue 41, item 7: a Loyang action of the wrong shape (an unknown key, a missing key, a value of
 * the wrong type) is refused as malformed (`ENGINE-MALFORMED`, as Hansa and the engine answer),
 * not with the rule of the pending decision (a Home-field planting with an extra key was L-2.7).
 * A well-shaped action the rules refuse keeps its rule id. Nothing changes either way (`rejects`).
 */
import { describe, expect, it } from 'vitest';
import { explain } from '../src/explain';
import { atAction, fresh, give, rejects } from './fixture';

describe('malformed Loyang actions get the malformed-action error', () => {
  const s = fresh(2, 'malformed');
  const seat = s.startSeat;

  it('an unknown extra key, a missing key, a wrong type: ENGINE-MALFORMED, naming the fields; rule refusals keep their ids', () => {
    rejects(s, seat, { type: 'plant', veg: 'wheat', extra: 1 }, 'ENGINE-MALFORMED');
    rejects(s, seat, { type: 'plant' }, 'ENGINE-MALFORMED');
    rejects(s, seat, { type: 'plant', veg: 7 }, 'ENGINE-MALFORMED');
    rejects(s, seat, { type: 'plant', veg: ['wheat'] }, 'ENGINE-MALFORMED');
    rejects(s, seat, { type: 'loan', extra: 1 }, 'ENGINE-MALFORMED');
    rejects(s, seat, { type: 7 }, 'ENGINE-MALFORMED');
    expect(explain(s, seat, { type: 'plant', veg: 'wheat', extra: 1 }).message).toContain(
      'a plant action has exactly the fields type, veg (not "extra")',
    );
    expect(explain(s, seat, { type: 'plant', veg: 7 }).message).toContain('"veg" of a plant action is a string');
    // Well-shaped actions the rules refuse keep their rule ids.
    rejects(s, seat, { type: 'plant', veg: 'leek' }, 'L-2.7');
    rejects(s, seat, { type: 'harvest' }, 'L-2.7');
    rejects(s, seat, { type: 'nonsense' }, 'L-2.7');
  });

  it('a Helper use: its optional fields are allowed, any other key or type is malformed', () => {
    const a = atAction(2, 0, (x) => give(x, 0, 'helper', 'H-MAID'));
    rejects(a, 0, { type: 'helper', card: 'H-MAID', option: 2 }, 'L-9.E.2');
    rejects(a, 0, { type: 'helper', card: 'H-MAID', option: 1, seat: 1, target: 'RC-01' }, 'L-9.E.1');
    rejects(a, 0, { type: 'helper', card: 'H-MAID', option: 1, note: 'x' }, 'ENGINE-MALFORMED');
    rejects(a, 0, { type: 'helper', card: 'H-MAID', option: '1' }, 'ENGINE-MALFORMED');
    rejects(a, 0, { type: 'helper', card: 'H-MAID', option: 1.5 }, 'ENGINE-MALFORMED');
    rejects(a, 0, { type: 'keep', cards: 'x' }, 'ENGINE-MALFORMED');
  });
});
