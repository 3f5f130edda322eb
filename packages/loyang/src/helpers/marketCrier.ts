/**
 * Market crier (Helper reference, A-4): option 1 refills every own Market stall (Action phase);
 * option 2 sells stall vegetables into free Shop slots at Shop prices, at most 3 Cash in all
 * (Card or Action phase), continued as the `crier` decision.
 */
import { discardCard, discardHelper, helperIndex, refilled, uncover } from '../cards';
import { SELL_PRICE, SHOP_SLOTS, card } from '../data';
import type { LoyangState } from '../types';
import type { Seat } from '@tabula/engine';
import { cannot, done, type Helper, type HelperStep } from './helper';

/** A stall vegetable that has a free slot of its kind in the own Shop. */
function canSell(s: LoyangState, seat: Seat): boolean {
  const p = s.p[seat]!;
  return p.stalls.some((st) => card(st.id).stall!.some((o, i) => st.stock[i] && p.shop[o.veg]! < SHOP_SLOTS[o.veg]!));
}

export const marketCrier: Helper = {
  uses(q, out) {
    if (q.phase === 3 && q.s.p[q.seat]!.stalls.length) out.push({ type: 'helper', card: q.id, option: 1 });
    if (q.phase >= 2 && canSell(q.s, q.seat)) out.push({ type: 'helper', card: q.id, option: 2 });
  },
  use(ctx, seat, a) {
    if (a.option === 1) {
      const p = ctx.pl(seat);
      p.stalls = p.stalls.map((st) => refilled(ctx, st));
      return done(ctx, seat, a.card);
    }
    ctx.push({ kind: 'crier', seat, sold: 0, earned: 0 });
  },
  whyNot(q, a) {
    return a.option === 1
      ? cannot(q.id, 'L-9.E.1', 'there is no Market stall of yours to refill')
      : cannot(q.id, 'L-9.E.1', 'no stall vegetable of yours has a free slot in your Shop');
  },
};

export const crierStep: HelperStep<'crier'> = {
  legal(s, seat, d, out) {
    const p = s.p[seat]!;
    if (d.sold < 3)
      for (const st of p.stalls)
        card(st.id).stall!.forEach((o, i) => {
          if (st.stock[i] && p.shop[o.veg]! < SHOP_SLOTS[o.veg]!)
            out.push({ type: 'crierSell', stall: st.id, offer: i });
        });
    if (d.sold > 0) out.push({ type: 'done' });
  },
  apply(ctx, seat, d, a) {
    const p = ctx.pl(seat);
    if (a.type === 'done') {
      ctx.pop(seat);
      return discardHelper(ctx, seat, helperIndex(ctx, seat, 'H-MARKETCRIER'));
    }
    const { stall, offer: o } = a as { stall: string; offer: number };
    const v = card(stall).stall![o]!.veg;
    const i = p.stalls.findIndex((st) => st.id === stall);
    const st = p.stalls[i]!;
    const stock = st.stock.slice();
    stock[o] = 0;
    p.shop[v] += 1;
    const earned = Math.min(3, d.earned + SELL_PRICE[v]!);
    ctx.gain(seat, earned - d.earned);
    ctx.setTop({ ...d, sold: d.sold + 1, earned });
    if (stock.some((x) => x)) p.stalls[i] = { ...st, stock };
    else {
      // L-9.D.3: an emptied stall is discarded at once.
      p.stalls.splice(i, 1);
      discardCard(ctx, stall);
      uncover(ctx, seat, st.under);
    }
  },
};
