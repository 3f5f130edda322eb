/**
 * Maid (Helper reference, L-15.3): for the rest of this Action phase every Market-stall trade
 * costs 1 bowl per vegetable (read by `bowls` in rules.ts). May be declared first and used later.
 */
import { cannot, done, type Helper } from './helper';

export const maid: Helper = {
  uses(q, out) {
    if (q.phase === 3) out.push({ type: 'helper', card: q.id, option: 1 });
  },
  use(ctx, seat, a) {
    ctx.pl(seat).maid = true;
    done(ctx, seat, a.card);
  },
  whyNot(q) {
    return cannot(q.id, 'L-9.E.1', 'this use names no target, vegetable or card');
  },
};
