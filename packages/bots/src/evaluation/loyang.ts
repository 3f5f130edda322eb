/**
 * The Loyang evaluation: an estimate of a seat's final Path position (L-13.3), in Path spaces.
 *
 * 1. Wealth still to come, in Cash (`loyangEconomy.ts`): customers fed from the seat's fields,
 *    Cart, Storehouse, Market stalls and Shop; Regular-customer penalties; leftover vegetables;
 *    empty fields as a chance to sow. Plus Helpers (0.8 each: they make trades and effects
 *    possible), the upgraded Storehouse while rounds remain (L-10.2), minus amounts owed now (a
 *    Common field's 2 Cash, a penalty), plus `FUTURE_INCOME` per Card phase still to come (cards
 *    not yet in play bring customers and stalls: without it a Cash is valued at the cheap low
 *    spaces and a Loan looks like a bargain).
 * 2. Path steps bought with that money round by round (L-11.1): Cash now is spent in this
 *    round's Path move if the seat still has it, Regular customers' rows in the rounds they are
 *    paid, the rest of the wealth still to come spread evenly over the later rounds. Each round's first step costs 1, every further one the space entered, and
 *    money is spent as soon as it comes — paying early is what puts the later cheap steps on the
 *    dear spaces. Money left at the end counts as a fraction of the next step; a debt is paid
 *    with Loans (5 Cash a space).
 * 3. Minus `LOAN_WEIGHT` spaces per Loan (L-12.2: one space back at the end, and a little more).
 *    A finished game is scored exactly (Path − Loans), with Cash as the tie-break (L-13.3).
 *
 * Only a determinized state built from the bot's own view is ever evaluated.
 */
import { lastOf } from '@tabula/engine';
import type { LoyangState } from '@tabula/loyang';
import { byRound, economy, LAST_ROUND } from './loyangEconomy';
import { soloValue } from './loyangSoloValue';

const TOP = 20;
const TUNING = { futureIncome: 4, loanWeight: 1.2, helper: 0.8, upgraded: 1 };

/**
 * The Path position reached from `path` with `cash` now and `later[i]` more Cash at each later
 * Path move; `cheapNow`: the current move's first step (costing 1) is still to come; `nowOpen`:
 * the seat still moves this round (L-11.1, L-11.3); `moves`: how many of `later` there are.
 */
export function pathReach(
  path: number,
  cash: number,
  nowOpen: boolean,
  cheapNow: boolean,
  later: readonly number[],
  moves = later.length,
): number {
  let pos = path;
  let money = cash;
  // One Path move (no closure: this runs at every node of the search).
  for (let m = nowOpen ? -1 : 0; m < moves; m++) {
    const cheap = m < 0 ? cheapNow : true;
    if (m >= 0) money += later[m]!;
    if (cheap && money >= 1 && pos < TOP) {
      money -= 1;
      pos++;
    }
    while (pos < TOP && money >= pos + 1) {
      money -= pos + 1;
      pos++;
    }
  }
  if (money < 0) return pos + money / 5;
  // Beyond space 20 money only breaks ties (L-13.3): a bounded bonus keeps the estimate rising.
  return pos + (pos < TOP ? money / (pos + 1) : (0.5 * money) / (money + 50));
}

/** Cash at each later Path move, in `evaluateLoyang` (its first `rounds` places; reused). */
const laterScratch = new Array<number>(LAST_ROUND).fill(0);

export function evaluateLoyang(s: LoyangState, seat: number): number {
  const p = s.p[seat]!;
  if (s.phase === 'over') return p.path - p.loans + 0.001 * p.cash;
  let wealth = economy(s, seat) + TUNING.helper * p.helpers.length;
  if (p.upgraded && LAST_ROUND - s.round >= 2) wealth += TUNING.upgraded;
  for (const d of s.stacks[seat]!) if (d.kind === 'payField' || d.kind === 'payPenalty') wealth -= 2;
  const top = lastOf(s.stacks[seat]!);
  const inPath = top !== undefined && top.kind === 'path';
  const nowOpen = !p.done || inPath || top?.kind === 'store';
  const cheapNow = !(inPath && top.steps > 0);
  const rounds = LAST_ROUND - s.round;
  const loans = TUNING.loanWeight * p.loans;
  // Last round: everything still to come must be realized in this Action phase.
  if (rounds === 0) return pathReach(p.path, p.cash + (nowOpen ? wealth : 0), nowOpen, cheapNow, []) - loans;
  // Regular customers' rows are paid in their own rounds (see `byRound`); the rest of the wealth
  // to come is spread evenly over the later rounds.
  let timed = 0;
  for (let t = 0; t < byRound.length; t++) timed += byRound[t]!;
  const later = laterScratch;
  for (let m = 0; m < rounds; m++) later[m] = (wealth - timed) / rounds + TUNING.futureIncome;
  const shift = nowOpen ? -1 : 0;
  let cash = p.cash;
  for (let t = 0; t < byRound.length; t++) {
    const m = t + shift;
    if (m < 0) cash += byRound[t]!;
    else if (m < rounds) later[m]! += byRound[t]!;
  }
  return pathReach(p.path, cash, nowOpen, cheapNow, later, rounds) - loans;
}

/**
 * A position at a round's start, where every planned phase line ends: in the solo game the value
 * learned from played games (`loyangSoloValue.ts`), else (and in rounds it has no fit for) the
 * evaluation. Multi-player games keep the evaluation: the fit is of solo games only. `e`: the
 * evaluation of `s` when the caller has it already.
 */
export function evaluateRoundStart(s: LoyangState, seat: number, e = evaluateLoyang(s, seat)): number {
  return s.players === 1 && s.phase !== 'over' ? (soloValue(s, e) ?? e) : e;
}
