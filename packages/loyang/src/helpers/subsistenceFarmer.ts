/**
 * Subsistence farmer (Helper reference, L-15.2): for 1 Cash take 1 vegetable from another player's
 * field holding 4 or more, paying that player (never the Home field, L-9.E.4); solo: 1 wheat,
 * pumpkin or turnip from the Supply for 1 Cash.
 */
import type { Seat } from '@tabula/engine';
import { VEGETABLES, vegIndex } from '../data';
import { lanternTargets } from '../rules';
import { add, cannot, done, type Helper } from './helper';

export const subsistenceFarmer: Helper = {
  uses(q, out) {
    const { s, seat, id } = q;
    if (q.phase !== 3 || s.p[seat]!.cash < 1) return;
    if (s.players === 1) {
      for (let v = 0; v < 3; v++) add(out, id, { option: 1, veg: VEGETABLES[v]! });
      return;
    }
    for (const t of lanternTargets(s, seat) as Seat[])
      s.p[t]!.fields.forEach((f, i) => {
        if (i > 0 && f.n >= 4) add(out, id, { option: 1, seat: t, target: f.id });
      });
  },
  use(ctx, seat, a) {
    const p = ctx.pl(seat);
    if (ctx.s.players === 1) {
      const v = vegIndex(a.veg);
      ctx.fromSupply(v, 1);
      p.cart[v] += 1;
      ctx.gain(seat, -1);
    } else {
      const t = a.seat as Seat;
      const o = ctx.pl(t);
      const i = o.fields.findIndex((f) => f.id === a.target);
      const f = o.fields[i]!;
      o.fields[i] = { ...f, n: f.n - 1 };
      p.cart[f.veg] += 1;
      ctx.transfer(seat, t, 1);
    }
    done(ctx, seat, a.card);
  },
  whyNot(q, a) {
    if (q.s.p[q.seat]!.cash < 1) return cannot(q.id, 'L-9.E.1', 'he costs 1 Cash');
    if (q.s.players === 1) return cannot(q.id, 'L-14.7', 'solo, he takes wheat, pumpkin or turnip from the Supply');
    const t = a.seat;
    if (t === undefined || !lanternTargets(q.s, q.seat).includes(t))
      return cannot(q.id, 'L-15.2', 'he reaches another player (in a 4-player Action phase only your partner)');
    const home = q.s.p[t as number]!.fields[0]!;
    if (a.target === home.id) return cannot(q.id, 'L-9.E.4', "never from another player's Home field");
    return cannot(q.id, 'L-9.E.1', "he takes from another player's field holding 4 or more");
  },
};
