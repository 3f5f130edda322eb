/**
 * Harvest helper (Helper reference, L-15.1, L-15.4): option 1 in the Harvest phase takes one more
 * vegetable from each chosen field that holds 4 or more (the `harvestFields` decision); option 2
 * in the Action phase sows one more token on every field sown this phase.
 */
import { discardHelper, helperIndex } from '../cards';
import type { Player } from '../types';
import { cannot, done, type Helper, type HelperStep } from './helper';

/** A Private or Common field that still holds 4 more than the extras already chosen for it. */
function rich(p: Player, i: number): boolean {
  return p.fields[i]!.n >= 4 + (p.harvestExtra[i] ?? 0);
}

export const harvestHelper: Helper = {
  uses(q, out) {
    const p = q.s.p[q.seat]!;
    if (q.phase === 1 && p.fields.some((_, i) => i > 0 && rich(p, i)))
      out.push({ type: 'helper', card: q.id, option: 1 });
    if (q.phase === 3) out.push({ type: 'helper', card: q.id, option: 2 });
  },
  use(ctx, seat, a) {
    if (a.option === 1) {
      ctx.push({ kind: 'harvestFields', seat, picked: [] });
      return;
    }
    ctx.pl(seat).sowExtra += 1;
    done(ctx, seat, a.card);
  },
  whyNot(q) {
    const p = q.s.p[q.seat]!;
    // L-15.4: used again (Foreman), a field must hold 4 more than the extras already chosen for it.
    if (p.fields.some((f, i) => i > 0 && f.n >= 4))
      return cannot(q.id, 'L-15.4', 'a second use needs a field holding 5 or more (4 more than already chosen)');
    return cannot(q.id, 'L-9.E.1', 'no field of yours (other than the Home field) holds 4 or more vegetables');
  },
};

export const harvestFieldsStep: HelperStep<'harvestFields'> = {
  legal(s, seat, d, out) {
    const p = s.p[seat]!;
    for (let i = 1; i < p.fields.length; i++)
      if (!d.picked.includes(i) && rich(p, i)) out.push({ type: 'pickField', field: p.fields[i]!.id });
    out.push({ type: 'done' });
  },
  apply(ctx, seat, d, a) {
    const p = ctx.pl(seat);
    if (a.type === 'pickField') {
      ctx.setTop({ ...d, picked: [...d.picked, p.fields.findIndex((f) => f.id === a.field)] });
      return;
    }
    ctx.pop(seat);
    for (const i of d.picked) p.harvestExtra[i] = (p.harvestExtra[i] ?? 0) + 1;
    discardHelper(ctx, seat, helperIndex(ctx, seat, 'H-HARVESTHELPER'));
  },
};
