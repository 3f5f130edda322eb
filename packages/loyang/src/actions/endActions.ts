/** The end of a player's Action phase (L-6.5): missed deliveries, then storing (L-10), then the Path (L-11). */
import * as I from '../interned';
import { owes } from '../rules';
import type { LoyangAction as A } from '../types';
import type { ActionRule } from './action';
import { missed } from './deliver';

/** Ending the phase is always offered, last, in the Action-phase turn. */
export function listEndActions(out: A[]): void {
  out.push(I.END_ACTIONS);
}

export const endActions: ActionRule = {
  named(_s, _seat, d) {
    return d.kind === 'turn' ? I.END_ACTIONS : null;
  },
  rule: ['L-6.5', 'finish your open decision first'],
  answers: [],
  apply(ctx, seat) {
    ctx.pop(seat);
    const p = ctx.me(seat);
    p.done = true;
    ctx.push({ kind: 'path', seat, steps: 0 });
    ctx.push({ kind: 'store', seat });
    p.regulars = p.regulars.map((r) => (owes(r) ? missed(ctx, seat, r) : r));
  },
};
