/**
 * Squire (Helper reference, L-5.8, L-14.4): in the Card phase take up to 3 Courtyard cards instead
 * of 1 (solo: buy up to 4 Offer cards instead of 2).
 */
import { SOLO } from '../data';
import { cannot, done, type Helper } from './helper';

export const squire: Helper = {
  uses(q, out) {
    if (q.phase === 2 && q.allowSquire) out.push({ type: 'helper', card: q.id, option: 1 });
  },
  use(ctx, seat, a) {
    const st = ctx.s.stacks[seat]!;
    const top = st[st.length - 1]!;
    if (top.kind === 'courtyard') ctx.setTop({ ...top, squire: true });
    else if (top.kind === 'offer') ctx.setTop({ ...top, max: SOLO.squireMax });
    done(ctx, seat, a.card);
  },
  whyNot(q) {
    return cannot(q.id, 'L-5.8', 'only before taking Courtyard cards (solo: before buying from the Offer), once');
  },
};
