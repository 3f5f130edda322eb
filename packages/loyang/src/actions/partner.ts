/** Partners (L-6.2): with four players the Starting player chooses his partner for the Action phase. */
import type { Seat } from '@tabula/engine';
import { choosePartner } from '../flow';
import type { LoyangAction as A, LoyangState } from '../types';
import { type ActionRule, isIndex } from './action';

/** Neither the Starting player himself nor the Second player. */
function choosable(s: LoyangState, t: number): boolean {
  return t !== s.startSeat && t !== s.secondSeat;
}

export function listPartners(s: LoyangState, out: A[]): void {
  for (let t = 0; t < 4; t++) if (choosable(s, t)) out.push({ type: 'partner', seat: t });
}

export const partner: ActionRule = {
  named(s, _seat, d, _p, x) {
    const t = x.seat;
    return d.kind === 'partner' && isIndex(t, 4) && choosable(s, t) ? { type: 'partner', seat: t } : null;
  },
  apply(ctx, seat, a) {
    ctx.pop(seat);
    choosePartner(ctx, (a as { seat: Seat }).seat);
  },
};
