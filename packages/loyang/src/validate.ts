/**
 * `apply`'s legality check without listing: `listed(s, seat, a)` is true exactly when `a` is one of
 * `legalActions(s, seat)`. The action file of the input's type (`actions/`) names the one
 * candidate the list could hold (the Regular customer named by `card`, the vegetable named by
 * `veg` …) under the condition it lists it with; then the input must equal it key for key
 * (`sameAction`). A decision a Helper leaves open is answered from its short list.
 * `test/validate.test.ts` checks the two against each other on random positions and mutated actions.
 */
import type { Seat } from '@tabula/engine';
import { type In, sameAction } from './actions/action';
import { ACTIONS } from './actions/index';
import { helperStep } from './helpers/index';
import { isActive, topDecision } from './seats';
import type { LoyangAction as A, Decision, LoyangState } from './types';

/** True iff `a` is listed by `legalActions(s, seat)`. */
export function listed(s: LoyangState, seat: Seat, a: unknown): boolean {
  return listedUnder(s, seat, a) !== null;
}

/** The decision `a` answers if it is listed by `legalActions(s, seat)`, else null (`apply` uses it). */
export function listedUnder(s: LoyangState, seat: Seat, a: unknown): Decision | null {
  if (a === null || typeof a !== 'object') return null;
  if (!Number.isInteger(seat) || !isActive(s, seat)) return null;
  const x = a as In;
  const d = topDecision(s, seat)!;
  // A Helper's open decision (helpers/): a short list, answered rarely, so the input is found in it.
  const step = helperStep(d.kind);
  if (step) {
    const out: A[] = [];
    step.legal(s, seat, d, out);
    for (const l of out) if (sameAction(l, x)) return d;
    return null;
  }
  const rule = typeof x.type === 'string' ? ACTIONS.get(x.type) : undefined;
  const c = rule ? rule.named(s, seat, d, s.p[seat]!, x) : null;
  return c !== null && sameAction(c, x) ? d : null;
}
