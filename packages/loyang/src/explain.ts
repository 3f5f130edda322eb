/** Why an action is refused: the rule id and a short reason (engine.md §6). Never on the hot path. */
import type { Seat } from '@tabula/engine';
import { IllegalAction } from '@tabula/engine';
import type { ActionRule, In } from './actions/action';
import { ACTIONS } from './actions/index';
import { MERCHANT_BUY_RULE } from './helpers/merchant';
import { isActive, topDecision } from './seats';
import { shapeProblem } from './shape';
import type { DecisionKind, LoyangState } from './types';

/** What each pending decision is about, for refusals of actions that do not answer it. */
const DECISION_RULE: Record<DecisionKind, [string, string]> = {
  plant: ['L-2.7', 'plant your Home field first (one wheat, pumpkin or turnip from your Shop)'],
  harvest: ['L-4.3', 'harvest first'],
  harvestFields: ['L-15.4', 'choose the fields for the Harvest helper, then done'],
  courtyard: ['L-5.5', 'place a hand card in the Courtyard or take a Courtyard card'],
  take: ['L-5.5', 'play one card from your hand'],
  offer: ['L-14.4', 'buy from the Offer or finish'],
  payField: ['L-5.13', 'the Common field must be paid (2 Cash): sell, use a Helper or take a Loan'],
  payPenalty: ['L-9.F.4', 'the 2-Cash penalty must be paid: sell, use a Helper or take a Loan'],
  partner: ['L-6.2', 'the Starting player chooses a partner'],
  turn: ['L-6.4', 'not an action of the Action phase'],
  sowField: ['L-9.A.2', 'choose an empty field that takes this vegetable'],
  handIn: ['L-9.D.1', 'hand in a vegetable from your Cart'],
  twoPack: ['L-9.H.2', 'keep 0, 1 or 2 of the drawn cards'],
  store: ['L-10.1', 'the Storehouse is full: sell or return the excess'],
  path: ['L-11.1', 'move on the Path or stop'],
  foreman: ['L-15.5', 'take the discarded Helper with the Foreman or not'],
  bookkeeper: ['L-9.E.2', 'finish the Book-keeper'],
  crier: ['L-9.E.2', 'finish the Market crier'],
  merchant: ['L-9.E.2', 'finish the Merchant'],
  tenant: ['L-9.E.2', 'choose a field from your pile'],
};

/**
 * The one action of a Helper's open decision whose refusal cites its own rule (the others cite
 * the decision owed); every other action type's rule is in its file (`actions/`).
 */
const STEP_RULES: ReadonlyMap<string, Pick<ActionRule, 'rule' | 'answers' | 'refusal'>> = new Map([
  ['merchantBuy', { rule: MERCHANT_BUY_RULE, answers: ['merchant'] }],
]);

export function explain(s: LoyangState, seat: Seat, action: unknown): IllegalAction {
  // A shape problem is malformed whatever the position (issue 41: as the other games answer).
  const malformed = shapeProblem(action);
  if (malformed) return new IllegalAction('ENGINE-MALFORMED', malformed);
  const type = action !== null && typeof action === 'object' ? (action as { type?: unknown }).type : undefined;
  if (s.phase === 'over') return new IllegalAction('L-13.1', 'the game is over');
  if (!isActive(s, seat)) {
    const rule = s.phase === 'card' ? 'L-5.5' : s.phase === 'action' ? 'L-6.1' : 'L-3.1';
    return new IllegalAction(rule, `seat ${seat} is not to act now`);
  }
  const d = topDecision(s, seat)!;
  const r = typeof type === 'string' ? (ACTIONS.get(type) ?? STEP_RULES.get(type)) : undefined;
  const precise = r?.refusal?.(s, seat, d, action as In);
  if (precise) return precise;
  // The action's own rule when it answers this decision (or any, or the turn); else what is owed.
  const own = d.kind === 'turn' || r?.answers === 'any' || r?.answers?.includes(d.kind);
  if (r?.rule && own) {
    const [rule, why] = r.rule;
    return new IllegalAction(rule, why);
  }
  const [rule, why] = DECISION_RULE[d.kind];
  return new IllegalAction(rule, `${why} (got ${typeof type === 'string' ? type : 'a malformed action'})`);
}
