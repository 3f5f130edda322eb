/**
 * Official (Helper reference, L-15.3): the Two-pack costs nothing for the rest of this Action phase
 * (read by `twoPackPrice` in rules.ts).
 */
import { cannot, done, type Helper } from './helper';

export const official: Helper = {
  uses(q, out) {
    if (q.phase === 3) out.push({ type: 'helper', card: q.id, option: 1 });
  },
  use(ctx, seat, a) {
    ctx.pl(seat).official = true;
    done(ctx, seat, a.card);
  },
  whyNot(q) {
    return cannot(q.id, 'L-9.E.1', 'this use names no target, vegetable or card');
  },
};
