/**
 * Deliveryman (Helper reference, A-8): fill the next row of another player's Regular customer
 * (solo: the imaginary opponent's) from your own Cart and keep the pay; on the last row the owner
 * gets 2 of it (solo: the Supply) and the card leaves.
 */
import { discardCard, uncover } from '../cards';
import { card } from '../data';
import { areaOf, hasDemand, lanternTargets, type Target } from '../rules';
import { add, cannot, done, type Helper } from './helper';

export const deliveryman: Helper = {
  uses(q, out) {
    if (q.phase !== 3) return;
    const p = q.s.p[q.seat]!;
    for (const t of lanternTargets(q.s, q.seat))
      for (const r of areaOf(q.s, t).regulars)
        if (hasDemand(p.cart, card(r.id).demand!)) add(out, q.id, { option: 1, seat: t, target: r.id });
  },
  use(ctx, seat, a) {
    const p = ctx.pl(seat);
    const t = a.seat as Target;
    // The solo opponent's cards are shared with earlier states: copy before changing (L-14.2).
    if (t === 'opponent') ctx.s.opp = { ...ctx.s.opp!, regulars: ctx.s.opp!.regulars.slice() };
    const regs = t === 'opponent' ? ctx.s.opp!.regulars : ctx.pl(t).regulars;
    const i = regs.findIndex((r) => r.id === a.target);
    const r = regs[i]!;
    const c = card(r.id);
    for (const v of c.demand!) {
      p.cart[v] -= 1;
      ctx.fromSupply(v, -1);
    }
    ctx.gain(seat, c.payments![r.rows]!);
    ctx.emit({ type: 'delivered', seat, card: r.id, owner: t, row: r.rows + 1, paid: c.payments![r.rows]! });
    if (r.rows + 1 < 4) regs[i] = { ...r, rows: r.rows + 1 };
    else {
      // the last row: the owner gets 2 of the proceeds (solo: the Supply), the card leaves.
      if (t === 'opponent') ctx.gain(seat, -2);
      else ctx.transfer(seat, t, 2);
      regs.splice(i, 1);
      discardCard(ctx, r.id);
      if (t !== 'opponent') uncover(ctx, t, r.under);
    }
    done(ctx, seat, a.card);
  },
  whyNot(q, a) {
    const t = a.seat;
    if (t === undefined || !lanternTargets(q.s, q.seat).includes(t))
      return cannot(q.id, 'L-15.2', 'he reaches another player (in a 4-player Action phase only your partner)');
    return cannot(q.id, 'L-9.F.2', 'both vegetables of that Regular customer must be on your Cart');
  },
};
