/**
 * H-6.1 Income counts every piece of the general supply, merchants too: "Mettere 3, 5, 7 o tutte
 * le risorse dalla vostra riserva generale alla vostra riserva personale". Added where the
 * mutation measurement (docs/mutation.md) found it unasserted.
 */
import { describe, expect, it } from 'vitest';
import { act, fresh, legal } from './fixtures';

describe('H-6.1 Income', () => {
  it('a general supply holding only merchants still allows Income, of merchants', () => {
    for (const general of [
      { t: 0, m: 1 },
      { t: 1, m: 1 },
    ]) {
      const s = fresh(3);
      s.seats[0]!.personal.t += s.seats[0]!.general.t - general.t;
      s.seats[0]!.general = general;
      expect(legal(s)).toContainEqual({ type: 'begin', action: 'income' });
      const t = act(act(s, 0, { type: 'begin', action: 'income' }), 0, { type: 'income', traders: 0, merchants: 1 });
      expect(t.seats[0]!.general).toEqual({ t: general.t, m: 0 });
    }
  });
});
