/**
 * Merchant (Helper reference): buy from your Shop for 1 Cash one vegetable of each kind your Regular
 * customers need at least twice this round, at most 1 per kind (with the Haggler 2 for 1 Cash, with
 * the Shopper 1 from the Supply for nothing: L-15.4), continued as the `merchant` decision. With the
 * Shopper the vegetable must still be one "that the Merchant could buy from the Shop for 1 Cash":
 * a kind the Shop holds ("Players can never buy vegetables that are not in their Shop"; issue 42).
 */
import type { Seat } from '@tabula/engine';
import { discardHelper, helperIndex } from '../cards';
import { VEGETABLES, vegIndex } from '../data';
import { merchantKinds } from '../rules';
import type { LoyangAction as A, LoyangState } from '../types';
import { cannot, type Helper, type HelperStep } from './helper';

export const merchant: Helper = {
  uses(q, out) {
    if (q.phase !== 3) return;
    const p = q.s.p[q.seat]!;
    const shopper = p.helpers.some((h) => h.id === 'H-SHOPPER');
    if (merchantKinds(p).some((v) => p.shop[v]! > 0 && (p.cash >= 1 || shopper)))
      out.push({ type: 'helper', card: q.id, option: 1 });
  },
  use(ctx, seat) {
    ctx.push({ kind: 'merchant', seat, bought: [] });
  },
  whyNot(q) {
    return cannot(
      q.id,
      'L-9.B.1',
      'no vegetable your Regular customers need twice this round is in your Shop (with the Shopper too), or you lack the 1 Cash',
    );
  },
};

/** Why a `merchantBuy` the decision does not list is refused (explain.ts). */
export const MERCHANT_BUY_RULE: [rule: string, reason: string] = [
  'L-9.B.1',
  'the Merchant buys 1 of each kind your Regular customers need twice this round, once, and only a kind your Shop holds (with the Shopper too, issue 42)',
];

/** The purchases the Merchant still allows (`bought`: the kinds already bought with him). */
function merchantBuys(s: LoyangState, seat: Seat, bought: number[], out: A[]): void {
  const p = s.p[seat]!;
  const haggler = p.helpers.find((h) => h.id === 'H-HAGGLER');
  const shopper = p.helpers.find((h) => h.id === 'H-SHOPPER');
  for (const v of merchantKinds(p)) {
    if (bought.includes(v) || p.cash < 1) continue;
    const veg = VEGETABLES[v]!;
    if (p.shop[v]! >= 1) out.push({ type: 'merchantBuy', veg });
    if (haggler && p.shop[v]! >= 2) out.push({ type: 'merchantBuy', veg, with: haggler.id });
  }
  // The Shopper's free one comes from the Supply (the Shop keeps its stock) but only of a kind in it.
  if (shopper)
    for (const v of merchantKinds(p))
      if (!bought.includes(v) && p.shop[v]! >= 1)
        out.push({ type: 'merchantBuy', veg: VEGETABLES[v]!, with: shopper.id });
}

export const merchantStep: HelperStep<'merchant'> = {
  legal(s, seat, d, out) {
    merchantBuys(s, seat, d.bought, out);
    out.push({ type: 'done' });
  },
  apply(ctx, seat, d, a) {
    if (a.type === 'done') {
      ctx.pop(seat);
      return discardHelper(ctx, seat, helperIndex(ctx, seat, 'H-MERCHANT'));
    }
    const m = a as Extract<A, { type: 'merchantBuy' }>;
    const v = vegIndex(m.veg);
    const p = ctx.pl(seat);
    ctx.setTop({ ...d, bought: [...d.bought, v] });
    if (m.with === 'H-SHOPPER') {
      ctx.fromSupply(v, 1);
      p.cart[v] += 1;
    } else {
      const n = m.with ? 2 : 1;
      p.shop[v] -= n;
      p.cart[v] += n;
      ctx.gain(seat, -1);
    }
    if (m.with) discardHelper(ctx, seat, helperIndex(ctx, seat, m.with));
  },
};
