/**
 * Con man (Helper reference, A-6): swap him for an uncovered Helper of a player who has finished
 * this Action phase (4 players: the partner, L-15.2); solo, for a Helper in the Offer (L-14.2).
 */
import type { Seat } from '@tabula/engine';
import { card } from '../data';
import { lanternTargets } from '../rules';
import { add, cannot, takeHelperOut, type Helper } from './helper';

export const conMan: Helper = {
  uses(q, out) {
    if (q.phase !== 3) return;
    const { s, seat, id } = q;
    if (s.players === 1) {
      s.offer!.forEach((c, slot) => {
        if (c && card(c).kind === 'helper') add(out, id, { option: 1, slot });
      });
      return;
    }
    // only a Helper of a player who has finished this Action phase, never a covered one.
    for (const t of lanternTargets(s, seat) as Seat[])
      if (s.p[t]!.done) for (const h of s.p[t]!.helpers) add(out, id, { option: 1, seat: t, target: h.id });
  },
  use(ctx, seat, a) {
    const me = takeHelperOut(ctx, seat, a.card);
    if (ctx.s.players === 1) {
      const offer = ctx.s.offer!.slice();
      const got = offer[a.slot!]!;
      offer[a.slot!] = me.id;
      ctx.s.offer = offer;
      ctx.pl(seat).helpers.push({ id: got, under: null });
      ctx.emit({ type: 'swapped', seat, gave: me.id, got });
      return;
    }
    const t = a.seat as Seat;
    const got = takeHelperOut(ctx, t, a.target!);
    ctx.pl(t).helpers.push({ id: me.id, under: null });
    ctx.pl(seat).helpers.push({ id: got.id, under: null });
    ctx.emit({ type: 'swapped', seat, with: t, gave: me.id, got: got.id });
  },
  whyNot(q, a) {
    if (q.s.players === 1) return cannot(q.id, 'L-14.7', 'solo, he swaps only for a Helper in the Offer');
    const t = a.seat;
    if (typeof t === 'number' && !lanternTargets(q.s, q.seat).includes(t))
      return cannot(q.id, 'L-15.2', 'in a 4-player Action phase he reaches only your partner');
    if (typeof t === 'number' && q.s.p[t] && !q.s.p[t]!.done)
      return cannot(q.id, 'L-9.E.1', 'that player has not finished this Action phase (A-6)');
    return cannot(q.id, 'L-9.E.3', 'only an uncovered Helper can be taken');
  },
};
