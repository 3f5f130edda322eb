/**
 * Foreman (Helper reference, L-15.5): not used on his own. When any Helper is discarded, by anyone,
 * in any phase, the Foreman's owner may take that Helper into his area, and the Foreman is then
 * discarded (4 players, Action phase: only the discarder or the discarder's partner, L-6.3). With
 * the Squire (L-15.4) he may at once take back the Squire that fetched him.
 */
import type { Seat } from '@tabula/engine';
import { discardHelper, helperIndex } from '../cards';
import type { Ctx } from '../ctx';
import type { Decision } from '../types';
import { cannot, type Helper, type HelperStep } from './helper';

const FOREMAN = 'H-FOREMAN';
const SQUIRE = 'H-SQUIRE';

export const foreman: Helper = {
  uses() {},
  use() {},
  whyNot(q) {
    return cannot(q.id, 'L-15.5', 'he is not used on his own: he reacts when a Helper is discarded');
  },
};

/** Who may react with the Foreman to a Helper discarded by `from` (L-6.3, L-15.5). */
export function offerForeman(ctx: Ctx, from: Seat, helper: string): void {
  if (helper === FOREMAN) return;
  const s = ctx.s;
  for (let seat = 0; seat < s.players; seat++) {
    if (!s.p[seat]!.helpers.some((h) => h.id === FOREMAN)) continue;
    // 4 players, Action phase: only the discarder himself or his current partner.
    if (s.players === 4 && s.phase === 'action' && seat !== from && s.partner[from] !== seat) continue;
    ctx.push({ kind: 'foreman', seat, helper, from });
  }
}

/** L-15.4: the Foreman just taken from the Courtyard with the Squire may take the Squire back. */
export function foremanAfterSquire(ctx: Ctx, seat: Seat, taken: string, squireUsed: boolean): void {
  if (taken === FOREMAN && squireUsed && ctx.s.discard.includes(SQUIRE))
    ctx.push({ kind: 'foreman', seat, helper: SQUIRE, from: seat });
}

export const foremanStep: HelperStep<'foreman'> = {
  legal(s, seat, d, out) {
    if (s.discard.includes(d.helper) && s.p[seat]!.helpers.some((h) => h.id === FOREMAN))
      out.push({ type: 'foreman', take: true });
    out.push({ type: 'foreman', take: false });
  },
  apply(ctx, seat, d: Extract<Decision, { kind: 'foreman' }>, a) {
    ctx.pop(seat);
    if (!(a as { take: boolean }).take) return;
    const disc = ctx.pile('discard');
    disc.splice(disc.lastIndexOf(d.helper), 1);
    ctx.pl(seat).helpers.push({ id: d.helper, under: null });
    ctx.emit({ type: 'foremanTook', seat, card: d.helper, from: d.from });
    // L-15.5: the Foreman takes one Helper and is discarded. Two Helpers discarded at once (the
    // Haggler with the Shopper, a Merchant's buy with either) offered him twice; the offers still
    // waiting lapse with him.
    const stack = ctx.stack(seat);
    for (let i = stack.length - 1; i >= 0; i--) if (stack[i]!.kind === 'foreman') stack.splice(i, 1);
    discardHelper(ctx, seat, helperIndex(ctx, seat, FOREMAN));
  },
};
