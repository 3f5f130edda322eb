/**
 * Saleswoman (Helper reference, A-5): option 1 turns every own Regular customer's marker to its
 * blue side (no missed-delivery penalty this round); option 2 pays 2 more for each Casual customer
 * served this Action phase (read by `casualPay` in rules.ts, L-15.3).
 */
import { cannot, done, type Helper } from './helper';

export const saleswoman: Helper = {
  uses(q, out) {
    if (q.phase !== 3) return;
    if (q.s.p[q.seat]!.regulars.length) out.push({ type: 'helper', card: q.id, option: 1 });
    out.push({ type: 'helper', card: q.id, option: 2 });
  },
  use(ctx, seat, a) {
    const p = ctx.pl(seat);
    if (a.option === 1) p.regulars = p.regulars.map((r) => (r.marker === 'blue' ? r : { ...r, marker: 'blue' }));
    else p.sales = true;
    done(ctx, seat, a.card);
  },
  whyNot(q) {
    return cannot(q.id, 'L-9.E.1', 'you have no Regular customer');
  },
};
