/**
 * Helpers as actions (L-9.E): using one (its legality, refusal and effect are its own file in
 * `helpers/`) and discarding one unused (L-9.E.1), whenever the seat owns a main decision of the
 * Harvest, Card or Action phase.
 */
import { IllegalAction, type Seat } from '@tabula/engine';
import { discardHelper as discardFromArea, helperIndex } from '../cards';
import { type HelperAction, helperUses, helperWhyNot, queryFor, useHelper, usesOf } from '../helpers/index';
import * as I from '../interned';
import type { Decision, LoyangAction as A, LoyangState, Player } from '../types';
import { type ActionRule, sameAction } from './action';

/** Decisions under which a Helper may be used or discarded (README: the "at any time" policy). */
const HELPER_DECISIONS: ReadonlySet<string> = new Set([
  'harvest',
  'courtyard',
  'take',
  'offer',
  'payField',
  'payPenalty',
  'turn',
]);

function hasHelper(p: Player, id: unknown): boolean {
  for (const h of p.helpers) if (h.id === id) return true;
  return false;
}

/** Every use of every Helper in the seat's area under `d` (`helpers/index.ts: queryFor`). */
export function listHelperUses(s: LoyangState, seat: Seat, d: Decision, out: A[]): void {
  if (HELPER_DECISIONS.has(d.kind)) helperUses(s, seat, d, out);
}

export function listHelperDiscards(d: Decision, p: Player, out: A[]): void {
  if (HELPER_DECISIONS.has(d.kind)) for (const h of p.helpers) out.push(I.discardHelper(h.id));
}

export const helper: ActionRule = {
  named(s, seat, d, p, x) {
    if (!HELPER_DECISIONS.has(d.kind) || !hasHelper(p, x.card)) return null;
    // The uses of the one Helper named: a short list, so the input is found in it.
    const out: A[] = [];
    usesOf(queryFor(s, seat, d, x.card as string), out);
    for (const l of out) if (sameAction(l, x)) return l;
    return null;
  },
  rule: ['L-9.E.3', 'this Helper cannot be used so now (phase, target or cost)'],
  answers: 'any',
  refusal(s, seat, d, x) {
    return HELPER_DECISIONS.has(d.kind) ? helperRefusal(s, seat, d, x as HelperAction) : null;
  },
  apply(ctx, seat, a) {
    useHelper(ctx, seat, a as HelperAction);
  },
};

/** A Helper use refused: not in the area (L-9.E.3), else the Helper's own reason (helpers/). */
function helperRefusal(s: LoyangState, seat: Seat, d: Decision, a: HelperAction): IllegalAction {
  if (!s.p[seat]!.helpers.some((h) => h.id === a.card))
    return new IllegalAction('L-9.E.3', 'only an uncovered Helper in your own play area can be used');
  if (typeof a.option !== 'number') return new IllegalAction('L-9.E.2', 'name the option of the Helper to use');
  const [rule, why] = helperWhyNot(queryFor(s, seat, d, a.card), a);
  return new IllegalAction(rule, why);
}

export const discardHelper: ActionRule = {
  named(_s, _seat, d, p, x) {
    return HELPER_DECISIONS.has(d.kind) && hasHelper(p, x.card) ? I.discardHelper(x.card as string) : null;
  },
  rule: ['L-9.E.1', 'only an uncovered Helper of your own may be discarded'],
  answers: 'any',
  apply(ctx, seat, a) {
    discardFromArea(ctx, seat, helperIndex(ctx, seat, (a as { card: string }).card));
  },
};
