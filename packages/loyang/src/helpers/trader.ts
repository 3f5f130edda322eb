/**
 * Trader (Helper reference, A-26; 3 copies): trade once at another player's Market stall (solo: the
 * imaginary opponent's, A-13) as at your own (L-9.D), paying its owner 1 Cash in round 8 and 2 in
 * round 9 (solo: the Supply). The hand-in is the `handIn` decision shared with own trades (apply.ts).
 */
import type { Seat } from '@tabula/engine';
import { cartTotal } from '../cards';
import type { Ctx } from '../ctx';
import { areaOf, bowls, lanternTargets, traderFee, type Target } from '../rules';
import { add, cannot, type Helper } from './helper';

export const trader: Helper = {
  uses(q, out) {
    if (q.phase !== 3) return;
    const p = q.s.p[q.seat]!;
    const total = cartTotal(p.cart);
    if (p.cash < traderFee(q.s.round)) return;
    for (const t of lanternTargets(q.s, q.seat))
      for (const st of areaOf(q.s, t).stalls)
        st.stock.forEach((has, i) => {
          if (has && total >= bowls(p, st.id, i)) add(out, q.id, { option: 1, seat: t, target: st.id, offer: i });
        });
  },
  use(ctx, seat, a) {
    const p = ctx.pl(seat);
    const t = a.seat as Target;
    ctx.push({
      kind: 'handIn',
      seat,
      left: bowls(p, a.target!, a.offer!),
      owner: t,
      stall: a.target!,
      offer: a.offer!,
      via: a.card,
    });
  },
  whyNot(q, a) {
    const fee = traderFee(q.s.round);
    if (q.s.p[q.seat]!.cash < fee) return cannot(q.id, 'L-9.E.1', `in round ${q.s.round} he costs ${fee} Cash (A-26)`);
    const t = a.seat;
    if (t === undefined || !lanternTargets(q.s, q.seat).includes(t))
      return cannot(
        q.id,
        'L-15.2',
        "he trades at another player's stall (in a 4-player Action phase only your partner's)",
      );
    return cannot(
      q.id,
      'L-9.D.1',
      'that stall offer needs more vegetables on your Cart than you have, or is already taken',
    );
  },
};

/** the fee of a Trader's trade goes to the stall's owner (solo: the Supply). */
export function payTraderFee(ctx: Ctx, seat: Seat, owner: Target): void {
  const fee = traderFee(ctx.s.round);
  if (!fee) return;
  if (owner === 'opponent') ctx.gain(seat, -fee);
  else ctx.transfer(seat, owner, fee);
}
