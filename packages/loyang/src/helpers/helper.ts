/**
 * What every Helper file provides (L-9.E, L-15, the Helper reference in cards.json): when it may be
 * used and with which targets (`uses`, the single statement of its legality), what using it does
 * (`use`), and why a use it does not list is refused (`whyNot`). A Helper whose use continues as
 * a decision (Book-keeper, Market crier option 2, Merchant, Tenant-farmer, Harvest helper option
 * 1, the Foreman's reaction) also provides that decision's `step`. The registry is `index.ts`.
 */
import type { Seat } from '@tabula/engine';
import { discardHelper, helperIndex, uncover } from '../cards';
import type { Ctx } from '../ctx';
import { card } from '../data';
import type { Decision, DecisionKind, LoyangAction as A, LoyangState, Plain } from '../types';

export type HelperAction = Extract<A, { type: 'helper' }>;

/** L-9.E.3: 1 Harvest, 2 Card, 3 Action phase. */
export type HelperPhase = 1 | 2 | 3;

/** Who asks, in which phase, and what the decision being answered allows. */
export interface UseQuery {
  s: LoyangState;
  seat: Seat;
  /** The card id of the Helper in `seat`'s area. */
  id: string;
  phase: HelperPhase;
  /** The Squire may still raise the Courtyard take or the solo Offer buys (L-15.1, L-14.4). */
  allowSquire: boolean;
  /** A payment is owed: the Book-keeper may then be used in the Card phase (Helper reference). */
  financing: boolean;
}

/** A refusal: the rule id and the reason in words. */
export type Refusal = [rule: string, reason: string];

export interface Helper {
  uses(q: UseQuery, out: A[]): void;
  use(ctx: Ctx, seat: Seat, a: HelperAction): void;
  /** Called only for a use `uses` does not list (the Helper is in the seat's area). */
  whyNot(q: UseQuery, a: HelperAction): Refusal;
}

/** A decision a Helper leaves open: its list, the one candidate an input names, and its effect. */
export interface HelperStep<K extends DecisionKind = DecisionKind> {
  legal(s: LoyangState, seat: Seat, d: Extract<Decision, { kind: K }>, out: A[]): void;
  apply(ctx: Ctx, seat: Seat, d: Extract<Decision, { kind: K }>, a: A): void;
}

/** Lists a use of Helper `id` (a plain function: a closure per call costs in the hot path). */
export function add(out: A[], id: string, a: Omit<HelperAction, 'type' | 'card'>): void {
  out.push({ type: 'helper', card: id, ...a });
}

/** L-9.E.1: a used Helper goes to the Discard pile (which may call the Foreman, L-15.5). */
export function done(ctx: Ctx, seat: Seat, id: string): void {
  const i = helperIndex(ctx, seat, id);
  if (i >= 0) discardHelper(ctx, seat, i);
}

/** Removes `seat`'s uncovered Helper `id` without discarding it (Con man), uncovering below. */
export function takeHelperOut(ctx: Ctx, seat: Seat, id: string): Plain {
  const p = ctx.pl(seat);
  const i = p.helpers.findIndex((h) => h.id === id);
  const h = p.helpers[i]!;
  p.helpers.splice(i, 1);
  uncover(ctx, seat, h.under);
  return h;
}

const PHASE_NAME = ['', 'Harvest', 'Card', 'Action'];

/** L-15.1: the refusal of a use in a phase its option does not allow. */
export function wrongPhase(id: string, option: number, phases: readonly HelperPhase[]): Refusal {
  const when = phases.map((p) => PHASE_NAME[p]).join(' or ');
  return [
    'L-15.1',
    `the ${card(id).names.en}${option > 1 ? ` (option ${option})` : ''} is used in the ${when} phase only`,
  ];
}

/** The refusal of a use whose phase is right but whose target, cost or condition is not. */
export function cannot(id: string, rule: string, why: string): Refusal {
  return [rule, `the ${card(id).names.en} cannot: ${why}`];
}

/**
 * L-15.3: a Helper whose one use switches on an effect for the rest of this Action phase (a flag
 * of the player, cleared at the end of the phase in flow.ts); it may be declared first and used
 * later, and discarding it lowers the Two-pack price at once.
 */
export function activation(flag: 'maid' | 'messenger' | 'official'): Helper {
  return {
    uses(q, out) {
      if (q.phase === 3) out.push({ type: 'helper', card: q.id, option: 1 });
    },
    use(ctx, seat, a) {
      ctx.pl(seat)[flag] = true;
      done(ctx, seat, a.card);
    },
    whyNot(q) {
      return cannot(q.id, 'L-9.E.1', 'this use names no target, vegetable or card');
    },
  };
}
