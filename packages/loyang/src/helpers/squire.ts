/**
 * Squire (Helper reference, L-5.8, L-14.4): in the Card phase take up to 3 Courtyard cards instead
 * of 1 (solo: buy up to 4 Offer cards instead of 2). "The Squire cannot be used in the same round
 * as it is played" holds in the solo game too (L-14.1, issue 42): one bought from the Offer waits.
 */
import { SOLO } from '../data';
import type { Decision } from '../types';
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
    const d = q.s.stacks[q.seat]!.at(-1);
    if (d?.kind === 'offer' && d.squireBought)
      return cannot(
        q.id,
        'L-14.1',
        'he was bought from the Offer in this Card phase and "cannot be used in the same round as it is played" (from the next round on)',
      );
    return cannot(q.id, 'L-5.8', 'only before taking Courtyard cards (solo: before buying from the Offer), once');
  },
};

/** The solo Offer may still be raised to 4 (L-14.4): not yet raised, and the Squire not bought in it this round. */
export function squireOpensOffer(d: Extract<Decision, { kind: 'offer' }>): boolean {
  return d.max === SOLO.maxBuys && !d.squireBought;
}
