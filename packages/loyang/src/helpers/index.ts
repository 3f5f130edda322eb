/**
 * The 20 Helpers, one file each (L-9.E, L-15, the Helper reference in cards.json), keyed by the
 * card type (the three Traders share `H-TRADER`), and the decisions some of them leave open.
 */
import type { Seat } from '@tabula/engine';
import { reactToHelperDiscards } from '../cards';
import type { Ctx } from '../ctx';
import { card, helperInfo } from '../data';
import type { Decision, DecisionKind, LoyangAction as A, LoyangState } from '../types';
import { bookkeeper, bookkeeperStep } from './bookkeeper';
import { conMan } from './conMan';
import { deliveryman } from './deliveryman';
import { foreman, foremanStep, offerForeman } from './foreman';
import { haggler } from './haggler';
import { harvestFieldsStep, harvestHelper } from './harvestHelper';
import {
  type Helper,
  type HelperAction,
  type HelperPhase,
  type HelperStep,
  type Refusal,
  type UseQuery,
  wrongPhase,
} from './helper';
import { maid } from './maid';
import { crierStep, marketCrier } from './marketCrier';
import { marketWoman } from './marketWoman';
import { merchant, merchantStep } from './merchant';
import { messengerBoy } from './messengerBoy';
import { official } from './official';
import { ploughMan } from './ploughMan';
import { saleswoman } from './saleswoman';
import { shopper } from './shopper';
import { squire, squireOpensOffer } from './squire';
import { subsistenceFarmer } from './subsistenceFarmer';
import { tenantFarmer, tenantStep } from './tenantFarmer';
import { tout } from './tout';
import { trader } from './trader';

export type { HelperAction, Refusal, UseQuery } from './helper';

export const HELPER_RULES: Readonly<Record<string, Helper>> = {
  'H-BOOKKEEPER': bookkeeper,
  'H-CONMAN': conMan,
  'H-DELIVERYMAN': deliveryman,
  'H-FOREMAN': foreman,
  'H-HAGGLER': haggler,
  'H-HARVESTHELPER': harvestHelper,
  'H-MAID': maid,
  'H-MARKETCRIER': marketCrier,
  'H-MARKETWOMAN': marketWoman,
  'H-MERCHANT': merchant,
  'H-MESSENGERBOY': messengerBoy,
  'H-OFFICIAL': official,
  'H-PLOUGHMAN': ploughMan,
  'H-SALESWOMAN': saleswoman,
  'H-SHOPPER': shopper,
  'H-SQUIRE': squire,
  'H-SUBSISTENCE': subsistenceFarmer,
  'H-TOUT': tout,
  'H-TENANT': tenantFarmer,
  'H-TRADER': trader,
};

/**
 * L-15.5: the Foreman reacts to any Helper reaching the Discard pile. The card layer calls the
 * reaction registered here instead of importing the Foreman (issue 43: no import circle).
 */
reactToHelperDiscards(offerForeman);

/**
 * The decisions a Helper leaves open, answered one action at a time. A switch, not an object
 * keyed by kind: asked at every `apply` and mostly for a kind it does not hold, the keyed miss
 * cost 1–2 % of `apply` (issue 46).
 */
export function helperStep(kind: DecisionKind): HelperStep | undefined {
  switch (kind) {
    case 'bookkeeper':
      return bookkeeperStep as HelperStep;
    case 'crier':
      return crierStep as HelperStep;
    case 'foreman':
      return foremanStep as HelperStep;
    case 'harvestFields':
      return harvestFieldsStep as HelperStep;
    case 'merchant':
      return merchantStep as HelperStep;
    case 'tenant':
      return tenantStep as HelperStep;
    default:
      return undefined;
  }
}

/** Every use of every Helper in `seat`'s area under the decision `d` (a Helper decision: actions/helper.ts). */
export function helperUses(s: LoyangState, seat: Seat, d: Decision, out: A[]): void {
  const helpers = s.p[seat]!.helpers;
  if (helpers.length === 0) return;
  // One query for all of them (legal lists are the search's hot path).
  const q = queryFor(s, seat, d, '');
  for (const h of helpers) {
    q.id = h.id;
    HELPER_RULES[card(h.id).type]!.uses(q, out);
  }
}

/** The uses of the one Helper `id` (in `seat`'s area): what `apply` checks a `helper` action against. */
export function usesOf(q: UseQuery, out: A[]): void {
  HELPER_RULES[card(q.id).type]!.uses(q, out);
}

export function useHelper(ctx: Ctx, seat: Seat, a: HelperAction): void {
  ctx.emit({ type: 'helperUsed', seat, card: a.card, option: a.option });
  HELPER_RULES[card(a.card).type]!.use(ctx, seat, a);
}

/**
 * What a Helper is asked under the decision `d`: the phase (L-9.E.3), whether the Squire may
 * still raise the Courtyard take or the Offer buys, and whether a payment is owed (`financing`:
 * the Book-keeper may then be used in the Card phase). No closure: the search's hot path.
 */
export function queryFor(s: LoyangState, seat: Seat, d: Decision, id: string): UseQuery {
  let phase: HelperPhase = 3;
  let allowSquire = false;
  let financing = false;
  switch (d.kind) {
    case 'harvest':
      phase = 1;
      break;
    case 'courtyard':
      phase = 2;
      allowSquire = !d.squire;
      break;
    case 'take':
      phase = 2;
      break;
    case 'offer':
      phase = 2;
      allowSquire = squireOpensOffer(d);
      break;
    case 'payField':
    case 'payPenalty':
      phase = s.phase === 'action' ? 3 : 2;
      financing = true;
      break;
  }
  return { s, seat, id, phase, allowSquire, financing };
}

/** Why a use of a Helper in the seat's area is refused: its option, its phase (L-15.1), then its own conditions. */
export function helperWhyNot(q: UseQuery, a: HelperAction): Refusal {
  const type = card(q.id).type;
  const phases = helperInfo(type).optionPhases;
  const when = phases[a.option - 1];
  if (!when)
    return [
      'L-9.E.2',
      `the ${card(q.id).names.en} has ${phases.length === 1 ? 'one option' : `options 1 to ${phases.length}`}`,
    ];
  if (!when.includes(q.phase)) return wrongPhase(q.id, a.option, when as HelperPhase[]);
  return HELPER_RULES[type]!.whyNot(q, a);
}
