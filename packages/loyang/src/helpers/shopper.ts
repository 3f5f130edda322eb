/**
 * Shopper (Helper reference): buy 1 vegetable of any kind from the Supply for its Shop price less
 * 2 (combined with the Haggler or the Merchant, L-15.4, A-7).
 */
import { BUY_PRICE, VEGETABLES, vegIndex } from '../data';
import { add, cannot, done, type Helper } from './helper';

export const shopper: Helper = {
  uses(q, out) {
    if (q.phase !== 3) return;
    const p = q.s.p[q.seat]!;
    for (let v = 0; v < 6; v++) if (p.cash >= BUY_PRICE[v]! - 2) add(out, q.id, { option: 1, veg: VEGETABLES[v]! });
  },
  use(ctx, seat, a) {
    const v = vegIndex(a.veg);
    ctx.fromSupply(v, 1);
    ctx.pl(seat).cart[v] += 1;
    ctx.gain(seat, -Math.max(0, BUY_PRICE[v]! - 2));
    done(ctx, seat, a.card);
  },
  whyNot(q, a) {
    const v = vegIndex(a.veg);
    if (v < 0) return cannot(q.id, 'L-9.E.1', 'name a vegetable');
    return cannot(q.id, 'L-9.B.1', `it costs ${BUY_PRICE[v]! - 2} Cash`);
  },
};
