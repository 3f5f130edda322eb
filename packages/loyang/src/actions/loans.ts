/** Loans (L-12): 5 Cash from the bank whenever the seat owns a main decision (L-12.1), never repaid. */
import type { Seat } from '@tabula/engine';
import type { Ctx } from '../ctx';
import * as I from '../interned';
import type { Decision, LoyangAction as A } from '../types';
import type { ActionRule } from './action';
import { SELL_DECISIONS } from './shop';

/**
 * The decisions whose list holds a loan (README: the "at any time" policy): those of a sale, and
 * also Home-field planting and the Path.
 */
const LOAN_DECISIONS: ReadonlySet<string> = new Set([...SELL_DECISIONS, 'plant', 'path']);

export function listLoan(d: Decision, out: A[]): void {
  if (LOAN_DECISIONS.has(d.kind)) out.push(I.LOAN);
}

export const loan: ActionRule = {
  named(_s, _seat, d) {
    return LOAN_DECISIONS.has(d.kind) ? I.LOAN : null;
  },
  rule: ['L-12.1', 'loans are taken by the seat that is acting'],
  answers: 'any',
  apply(ctx, seat) {
    takeLoan(ctx, seat);
  },
};

function takeLoan(ctx: Ctx, seat: Seat): void {
  ctx.gain(seat, 5);
  ctx.me(seat).loans += 1;
  ctx.emit({ type: 'loan', seat });
}
