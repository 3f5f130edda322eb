/**
 * Market woman (Helper reference, L-15.2): swap one own Market stall for another player's (solo:
 * the imaginary opponent's, A-13); both arrive refilled, and the cards they covered are uncovered
 * (L-9.E.5).
 */
import { refilled, uncover } from '../cards';
import { areaOf, lanternTargets, type Target } from '../rules';
import { add, cannot, done, type Helper } from './helper';

export const marketWoman: Helper = {
  uses(q, out) {
    if (q.phase !== 3) return;
    const p = q.s.p[q.seat]!;
    const targets = lanternTargets(q.s, q.seat);
    for (const own of p.stalls)
      for (const t of targets)
        for (const st of areaOf(q.s, t).stalls) add(out, q.id, { option: 1, own: own.id, seat: t, target: st.id });
  },
  use(ctx, seat, a) {
    const t = a.seat as Target;
    const p = ctx.pl(seat);
    const oi = p.stalls.findIndex((st) => st.id === a.own);
    const mine = p.stalls[oi]!;
    p.stalls.splice(oi, 1);
    // The solo opponent's cards are shared with earlier states: copy before changing (L-14.2).
    if (t === 'opponent') ctx.s.opp = { ...ctx.s.opp!, stalls: ctx.s.opp!.stalls.slice() };
    const theirs = t === 'opponent' ? ctx.s.opp!.stalls : ctx.pl(t).stalls;
    const ti = theirs.findIndex((st) => st.id === a.target);
    const other = theirs[ti]!;
    theirs.splice(ti, 1);
    theirs.push(refilled(ctx, { ...mine, under: null }));
    ctx.pl(seat).stalls.push(refilled(ctx, { ...other, under: null }));
    ctx.emit({ type: 'stallsSwapped', seat, with: t, gave: mine.id, got: other.id });
    uncover(ctx, seat, mine.under);
    if (t !== 'opponent') uncover(ctx, t, other.under);
    done(ctx, seat, a.card);
  },
  whyNot(q, a) {
    if (!q.s.p[q.seat]!.stalls.some((st) => st.id === a.own))
      return cannot(q.id, 'L-9.E.1', 'she swaps one of your own uncovered Market stalls');
    const t = a.seat;
    if (t === undefined || !lanternTargets(q.s, q.seat).includes(t))
      return cannot(q.id, 'L-15.2', 'she reaches another player (in a 4-player Action phase only your partner)');
    return cannot(q.id, 'L-9.E.1', "she takes an uncovered Market stall of that player's");
  },
};
