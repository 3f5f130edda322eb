/**
 * Messenger-boy (Helper reference, L-15.3): for the rest of this Action phase a Regular customer
 * may take a second delivery this round (read by the turn's deliveries in legal.ts/validate.ts).
 */
import { cannot, done, type Helper } from './helper';

export const messengerBoy: Helper = {
  uses(q, out) {
    if (q.phase === 3) out.push({ type: 'helper', card: q.id, option: 1 });
  },
  use(ctx, seat, a) {
    ctx.pl(seat).messenger = true;
    done(ctx, seat, a.card);
  },
  whyNot(q) {
    return cannot(q.id, 'L-9.E.1', 'this use names no target, vegetable or card');
  },
};
