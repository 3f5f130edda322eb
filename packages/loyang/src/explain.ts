/** Why an action is refused: the rule id and a short reason (engine.md §6). Never on the hot path. */
import type { Seat } from '@tabula/engine';
import { IllegalAction } from '@tabula/engine';
import { helperWhyNot, queryFor, type HelperAction } from './helpers/index';
import { isActive, topDecision } from './legal';
import { shapeProblem } from './shape';
import { HELPER_DECISIONS } from './validate';
import { twoPack } from './actions/twoPack';
import type { Decision, DecisionKind, LoyangState } from './types';

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

/** The rule each action type mostly depends on. */
const ACTION_RULE: Record<string, [string, string]> = {
  plant: ['L-2.7', 'only wheat, pumpkin or turnip from your Shop, at most 2 players per kind'],
  flip: ['L-5.10', 'only in 2-player games, once at the start of your turn'],
  toCourtyard: ['L-5.6', 'your last card, or the last player, may not go to the Courtyard'],
  takeCourtyard: ['L-5.8', 'exactly 1 Courtyard card (up to 3 with the Squire)'],
  playHand: ['L-5.5', 'play exactly one card from your hand'],
  playStart: ['L-5.11', 'the start card is played instead of a hand card'],
  buyOffer: ['L-14.4', 'up to 2 cards (4 with the Squire), paying the row price'],
  sow: ['L-9.A.2', 'the vegetable must be on your Cart and an empty field must take it'],
  buy: ['L-9.B.1', 'only what your Shop holds, at its price'],
  sell: ['L-9.C.1', 'only from your Cart onto a free matching Shop slot'],
  trade: ['L-9.D.1', 'a trade needs the offered vegetable and enough Cart vegetables to hand in'],
  deliver: ['L-9.F.2', 'one full row per round with both vegetables from your Cart'],
  skipDelivery: ['L-9.F.4', 'only a Regular customer still owed a delivery this round'],
  serve: ['L-9.G.1', 'all three vegetables from your Cart at once'],
  twoPack: twoPack.rule!,
  upgrade: ['L-10.2', 'the Storehouse upgrade costs 2 Cash, once'],
  loan: ['L-12.1', 'loans are taken by the seat that is acting'],
  discardHelper: ['L-9.E.1', 'only an uncovered Helper of your own may be discarded'],
  helper: ['L-9.E.3', 'this Helper cannot be used so now (phase, target or cost)'],
  endActions: ['L-6.5', 'finish your open decision first'],
  returnVeg: ['L-10.1', 'only while storing'],
  step: ['L-11.1', 'a step costs 1, then the value of the space entered; not beyond 20'],
  endPath: ['L-11.3', 'the Path is moved only at the end of your own Action phase'],
  merchantBuy: [
    'L-9.B.1',
    'the Merchant buys 1 of each kind your Regular customers need twice this round, once, and only a kind your Shop holds (with the Shopper too, issue 42)',
  ],
};

/** Action types that answer a decision other than the Action-phase turn. */
const ANSWERS: Partial<Record<DecisionKind, string[]>> = {
  plant: ['plant'],
  courtyard: ['flip', 'toCourtyard', 'takeCourtyard', 'playHand', 'playStart'],
  take: ['takeCourtyard', 'playHand', 'playStart'],
  offer: ['buyOffer', 'playStart'],
  store: ['returnVeg', 'upgrade'],
  path: ['step', 'endPath'],
  merchant: ['merchantBuy'],
};

/** A Helper use refused: not in the area (L-9.E.3), else the Helper's own reason (helpers/). */
function helperRefusal(s: LoyangState, seat: Seat, d: Decision, a: HelperAction): IllegalAction {
  if (!s.p[seat]!.helpers.some((h) => h.id === a.card))
    return new IllegalAction('L-9.E.3', 'only an uncovered Helper in your own play area can be used');
  if (typeof a.option !== 'number') return new IllegalAction('L-9.E.2', 'name the option of the Helper to use');
  const [rule, why] = helperWhyNot(queryFor(s, seat, d, a.card), a);
  return new IllegalAction(rule, why);
}

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
  if (type === 'twoPack') {
    const why = twoPack.refusal!(s, seat, d);
    if (why) return why;
  }
  if (type === 'trade' && s.phase !== 'action')
    return new IllegalAction('L-9.D.4', 'Market-stall trades only in the Action phase');
  if (type === 'deliver' && d.kind === 'turn')
    return new IllegalAction(
      'L-9.F.3',
      'each Regular customer takes one delivery per round, both vegetables from your Cart',
    );
  if (type === 'toCourtyard' && d.kind === 'courtyard' && s.dist && s.dist.remaining.length < 2)
    return new IllegalAction('L-5.7', 'the last player left adds no cards to the Courtyard');
  if (type === 'helper' && HELPER_DECISIONS.has(d.kind)) return helperRefusal(s, seat, d, action as HelperAction);
  const own =
    ANSWERS[d.kind]?.includes(type as string) ||
    d.kind === 'turn' ||
    ['loan', 'sell', 'discardHelper', 'helper'].includes(type as string);
  if (typeof type === 'string' && ACTION_RULE[type] && own) {
    const [rule, why] = ACTION_RULE[type]!;
    return new IllegalAction(rule, why);
  }
  const [rule, why] = DECISION_RULE[d.kind];
  return new IllegalAction(rule, `${why} (got ${typeof type === 'string' ? type : 'a malformed action'})`);
}
