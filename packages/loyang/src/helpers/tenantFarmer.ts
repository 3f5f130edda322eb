/**
 * Tenant-farmer (Helper reference): look through your Field pile and take any field from it —
 * option 1 for 3 Cash; option 2 for nothing, after putting one of your empty fields under the pile.
 * The choice is the `tenant` decision; looking makes the pile known to you (never to others).
 */
import { discardHelper, helperIndex, uncover, uniq } from '../cards';
import { revealId } from '../harvestPhase';
import type { LoyangAction as A, Player } from '../types';
import { cannot, type Helper, type HelperStep } from './helper';

/** An empty Private or Common field (no vegetable, no token): what option 2 may put under the pile. */
function emptyField(p: Player, i: number): boolean {
  const f = p.fields[i]!;
  return f.veg < 0 && f.n === 0;
}

export const tenantFarmer: Helper = {
  uses(q, out) {
    if (q.phase !== 3) return;
    const p = q.s.p[q.seat]!;
    if (p.pile.length && p.cash >= 3) out.push({ type: 'helper', card: q.id, option: 1 });
    if (p.pile.length && p.fields.some((_, i) => i > 0 && emptyField(p, i)))
      out.push({ type: 'helper', card: q.id, option: 2 });
  },
  use(ctx, seat, a) {
    const p = ctx.pl(seat);
    if (a.option === 1) ctx.gain(seat, -3);
    p.pileKnown = true;
    ctx.push({ kind: 'tenant', seat, option: a.option });
    ctx.emit({ type: 'pile', seat, pile: p.pile.slice(), to: [seat] });
  },
  whyNot(q, a) {
    const p = q.s.p[q.seat]!;
    if (!p.pile.length) return cannot(q.id, 'L-9.E.1', 'your Field pile is empty');
    return a.option === 1
      ? cannot(q.id, 'L-9.E.1', 'option 1 costs 3 Cash')
      : cannot(q.id, 'L-9.E.1', 'option 2 needs an empty field of yours to put under the pile');
  },
};

export const tenantStep: HelperStep<'tenant'> = {
  legal(s, seat, d, out: A[]) {
    const p = s.p[seat]!;
    const pile = uniq(p.pile);
    if (d.option === 1) {
      for (const f of pile) out.push({ type: 'pickPile', field: f });
      return;
    }
    for (let i = 1; i < p.fields.length; i++)
      if (emptyField(p, i)) for (const g of pile) out.push({ type: 'pickPile', field: g, putBack: p.fields[i]!.id });
  },
  apply(ctx, seat, _d, action) {
    const a = action as Extract<A, { type: 'pickPile' }>;
    ctx.pop(seat);
    const p = ctx.pl(seat);
    const at = p.pile.indexOf(a.field);
    p.pile.splice(at, 1);
    if (at >= p.pile.length + 1 - p.pileBottom) p.pileBottom -= 1;
    if (a.putBack) {
      const i = p.fields.findIndex((f) => f.id === a.putBack);
      const f = p.fields[i]!;
      p.fields.splice(i, 1);
      p.pile.push(f.id);
      p.pileBottom += 1;
      ctx.emit({ type: 'fieldUnderPile', seat, field: f.id });
      uncover(ctx, seat, f.under);
    }
    const id = revealId(a.field, p.fields, p.removed, p.pile);
    ctx.pl(seat).fields.push({ id, veg: -1, n: 0, under: null });
    ctx.emit({ type: 'fieldTaken', seat, field: id });
    discardHelper(ctx, seat, helperIndex(ctx, seat, 'H-TENANT'));
  },
};
