/**
 * Plough-man (Helper reference): option 1 clears one own field holding 2 or more (the tokens go to
 * the Supply) so it can be sown anew; option 2 harvests the last token of every field that holds
 * exactly one, and those fields leave at once (L-4.5).
 */
import { fieldEmptied } from '../harvestPhase';
import { add, cannot, done, type Helper } from './helper';

export const ploughMan: Helper = {
  uses(q, out) {
    if (q.phase !== 3) return;
    const p = q.s.p[q.seat]!;
    for (let i = 1; i < p.fields.length; i++)
      if (p.fields[i]!.n >= 2) add(out, q.id, { option: 1, target: p.fields[i]!.id });
    if (p.fields.some((f, i) => i > 0 && f.n === 1)) add(out, q.id, { option: 2 });
  },
  use(ctx, seat, a) {
    const p = ctx.pl(seat);
    if (a.option === 1) {
      const i = p.fields.findIndex((f) => f.id === a.target);
      const f = p.fields[i]!;
      ctx.fromSupply(f.veg, -f.n);
      p.fields[i] = { ...f, veg: -1, n: 0 };
      ctx.emit({ type: 'ploughed', seat, field: f.id });
      return done(ctx, seat, a.card);
    }
    const emptied = p.fields.filter((f, i) => i > 0 && f.n === 1);
    for (const f of emptied) p.cart[f.veg] += 1;
    p.fields = p.fields.filter((f, i) => !(i > 0 && f.n === 1));
    for (const f of emptied) fieldEmptied(ctx, seat, f, false);
    done(ctx, seat, a.card);
  },
  whyNot(q, a) {
    return a.option === 1
      ? cannot(q.id, 'L-9.E.1', 'he clears one of your fields other than the Home field, holding 2 or more')
      : cannot(q.id, 'L-9.E.1', 'no field of yours other than the Home field holds exactly one vegetable');
  },
};
