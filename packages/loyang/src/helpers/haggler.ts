/**
 * Haggler (Helper reference): buy 2 of one vegetable from your own Shop for the price of 1; with
 * the Shopper, from the Supply for one Shop price less 2 (L-15.4, A-7). "The Haggler can only be
 * used when there are two of the required vegetable in the player's Shop" has no exception for the
 * Shopper, who changes only where the 2 come from (issue 42; as the Merchant's "that the Merchant
 * could buy from the Shop"): the Shop must hold 2 either way, and keeps them with the Shopper.
 */
import { BUY_PRICE, VEGETABLES, vegIndex } from '../data';
import { add, cannot, done, type Helper } from './helper';

export const haggler: Helper = {
  uses(q, out) {
    if (q.phase !== 3) return;
    const p = q.s.p[q.seat]!;
    const shopper = p.helpers.find((h) => h.id === 'H-SHOPPER');
    for (let v = 0; v < 6; v++) {
      if (p.shop[v]! < 2) continue;
      if (p.cash >= BUY_PRICE[v]!) add(out, q.id, { option: 1, veg: VEGETABLES[v]! });
      if (shopper && p.cash >= Math.max(0, BUY_PRICE[v]! - 2))
        add(out, q.id, { option: 1, veg: VEGETABLES[v]!, with: shopper.id });
    }
  },
  use(ctx, seat, a) {
    const p = ctx.pl(seat);
    const v = vegIndex(a.veg);
    if (a.with) {
      ctx.fromSupply(v, 2);
      ctx.gain(seat, -Math.max(0, BUY_PRICE[v]! - 2));
    } else {
      p.shop[v] -= 2;
      ctx.gain(seat, -BUY_PRICE[v]!);
    }
    p.cart[v] += 2;
    done(ctx, seat, a.card);
    if (a.with) done(ctx, seat, a.with);
  },
  whyNot(q, a) {
    const p = q.s.p[q.seat]!;
    const v = vegIndex(a.veg);
    if (v < 0) return cannot(q.id, 'L-9.E.1', 'name a vegetable');
    if (a.with !== undefined && a.with !== 'H-SHOPPER')
      return cannot(q.id, 'L-15.4', 'he is combined only with the Shopper');
    if (a.with && !p.helpers.some((h) => h.id === a.with))
      return cannot(q.id, 'L-15.4', 'the Shopper is not uncovered in your area');
    const price = a.with ? Math.max(0, BUY_PRICE[v]! - 2) : BUY_PRICE[v]!;
    if (p.shop[v]! < 2)
      return cannot(
        q.id,
        'L-9.B.1',
        `your Shop must hold 2 of that vegetable${a.with ? ' (with the Shopper too; they then come from the Supply)' : ''}`,
      );
    return cannot(q.id, 'L-9.B.1', `it costs ${price} Cash`);
  },
};
