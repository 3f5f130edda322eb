/**
 * Book-keeper (Helper reference, A-10): set each of the six Shop counts freely, then name a
 * vegetable and take 1 Cash per own field that holds it. Action phase, or the Card phase when a
 * field must be paid for (L-15.1, "if he is needed to finance a new Field").
 */
import type { Seat } from '@tabula/engine';
import { discardHelper, helperIndex } from '../cards';
import type { Ctx } from '../ctx';
import { SHOP_SLOTS, VEGETABLES, vegIndex } from '../data';
import type { LoyangAction as A, LoyangState } from '../types';
import { cannot, type Helper, type HelperStep } from './helper';

export const bookkeeper: Helper = {
  uses(q, out) {
    if (q.phase === 3 || (q.phase === 2 && q.financing)) out.push({ type: 'helper', card: q.id, option: 1 });
  },
  use(ctx, seat) {
    ctx.push({ kind: 'bookkeeper', seat, step: 0 });
  },
  whyNot(q) {
    return cannot(q.id, 'L-15.1', 'in the Card phase he is used only to pay for a field');
  },
};

/** Six Shop counts (wheat to leek), then the named vegetable. */
export const bookkeeperStep: HelperStep<'bookkeeper'> = {
  legal(_s: LoyangState, _seat: Seat, d, out: A[]) {
    if (d.step < 6) for (let n = 0; n <= SHOP_SLOTS[d.step]!; n++) out.push({ type: 'shopCount', n });
    else for (const v of VEGETABLES) out.push({ type: 'nameVeg', veg: v });
  },
  apply(ctx: Ctx, seat, d, a) {
    const p = ctx.pl(seat);
    if (a.type === 'shopCount') {
      ctx.fromSupply(d.step, a.n - p.shop[d.step]!);
      p.shop[d.step] = a.n;
      ctx.setTop({ ...d, step: d.step + 1 });
      return;
    }
    const v = vegIndex((a as { veg: string }).veg);
    ctx.pop(seat);
    // every own field holding the named vegetable, the Home field included.
    const n = p.fields.filter((f) => f.veg === v && f.n > 0).length;
    ctx.gain(seat, n);
    ctx.emit({ type: 'bookkeeper', seat, veg: v, cash: n, shop: p.shop.slice() });
    discardHelper(ctx, seat, helperIndex(ctx, seat, 'H-BOOKKEEPER'));
  },
};
