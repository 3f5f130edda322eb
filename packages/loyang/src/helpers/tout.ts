/**
 * Tout (Helper reference, L-15.2): option 1 swaps one own Casual customer for another player's
 * (solo: the imaginary opponent's); option 2 buys one of theirs for 2 Cash (paid to its owner;
 * solo: the Supply) and serves it at once from your Cart.
 */
import { discardCard, uncover } from '../cards';
import { card } from '../data';
import { areaOf, casualPay, hasDemand, lanternTargets, type Target } from '../rules';
import { add, cannot, done, type Helper } from './helper';

export const tout: Helper = {
  uses(q, out) {
    if (q.phase !== 3) return;
    const p = q.s.p[q.seat]!;
    for (const t of lanternTargets(q.s, q.seat))
      for (const cc of areaOf(q.s, t).casuals) {
        for (const own of p.casuals) add(out, q.id, { option: 1, own: own.id, seat: t, target: cc.id });
        // Option 2 is affordable with the customer's own pay, received before the 2 are paid.
        if (hasDemand(p.cart, card(cc.id).demand!) && p.cash + casualPay(p, cc.id, p.casuals.length + 1) >= 2)
          add(out, q.id, { option: 2, seat: t, target: cc.id });
      }
  },
  use(ctx, seat, a) {
    const t = a.seat as Target;
    const p = ctx.pl(seat);
    // The solo opponent's cards are shared with earlier states: copy before changing (L-14.2).
    if (t === 'opponent') ctx.s.opp = { ...ctx.s.opp!, casuals: ctx.s.opp!.casuals.slice() };
    const theirs = t === 'opponent' ? ctx.s.opp!.casuals : ctx.pl(t).casuals;
    const ti = theirs.findIndex((c) => c.id === a.target);
    const other = theirs[ti]!;
    theirs.splice(ti, 1);
    if (a.option === 1) {
      const oi = p.casuals.findIndex((c) => c.id === a.own);
      const mine = p.casuals[oi]!;
      p.casuals.splice(oi, 1);
      theirs.push({ id: mine.id, under: null });
      ctx.pl(seat).casuals.push({ id: other.id, under: null });
      ctx.emit({ type: 'casualsSwapped', seat, with: t, gave: mine.id, got: other.id });
      uncover(ctx, seat, mine.under);
    } else {
      // counted with the bought customer, before the Tout's own lower card is revealed.
      const paid = casualPay(p, other.id, p.casuals.length + 1);
      for (const v of card(other.id).demand!) {
        p.cart[v] -= 1;
        ctx.fromSupply(v, -1);
      }
      ctx.gain(seat, paid);
      if (t === 'opponent') ctx.gain(seat, -2);
      else ctx.transfer(seat, t, 2);
      discardCard(ctx, other.id);
      ctx.emit({ type: 'served', seat, card: other.id, paid, from: t });
    }
    if (t !== 'opponent') uncover(ctx, t, other.under);
    done(ctx, seat, a.card);
  },
  whyNot(q, a) {
    const t = a.seat;
    if (t === undefined || !lanternTargets(q.s, q.seat).includes(t))
      return cannot(q.id, 'L-15.2', 'he reaches another player (in a 4-player Action phase only your partner)');
    if (a.option === 1)
      return cannot(q.id, 'L-9.E.1', 'he swaps one of your uncovered Casual customers for one of theirs');
    return cannot(q.id, 'L-9.G.1', 'all three vegetables must be on your Cart, and you must be able to pay the 2 Cash');
  },
};
