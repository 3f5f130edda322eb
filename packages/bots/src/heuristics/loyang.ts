/**
 * The Loyang evaluation: an estimate of a seat's final Path position (L-13.3), in Path spaces.
 *
 * 1. Wealth in Cash: Cash now, plus what the seat's possessions should still turn into:
 *    - vegetables on the Cart and in the Storehouse, each worth its sell price + ½ (L-9.C: what the
 *      Shop pays, and a little for what customers pay more; grown vegetables come nearly free —
 *      one seed fills a whole field, L-2.8);
 *    - field stock: the tokens still to be harvested before the game ends (one per field per
 *      Harvest, L-4.3; so at most the number of Harvests left), at 0.9 × a vegetable's worth;
 *      an unsown field as 0.3 × the harvests it could still give;
 *    - customer income: for each Regular customer the next rows it can still be served (one per
 *      round, L-9.F.3) at 0.6 × (payment − the two vegetables it eats); a delivery still owed this
 *      round counts −1 (blue marker) or −2 (red: the penalty, L-9.F.4); each Casual customer
 *      0.5 × (price − its three vegetables) (L-9.G);
 *    - Market stalls 1 and Helpers 0.8 each (they make trades and effects possible), the upgraded
 *      Storehouse 2.5 while two or more rounds are left (L-10.2);
 *    - amounts owed now (a Common field's 2 Cash, a penalty) are subtracted;
 *    - income still to come from cards not yet in play: 4 Cash per Card phase still to come (a good player
 *      reaches about space 18, some 60 Cash of steps over nine rounds, part of it from cards
 *      already counted). Without it a Cash is
 *      valued at the cheap low spaces and a Loan (+5 Cash, −1 space) looks like a bargain; with
 *      it, a Cash is valued at the dear spaces the marker will really pay for.
 * 2. Cash-to-path value: how far that wealth moves the marker from its current space, given that
 *    each remaining Action phase has one step that costs 1 and every other step costs the number
 *    of the space entered (L-11.1). The cheap steps go on the dearest spaces. Leftover money counts
 *    as a fraction of the next step, so the estimate is smooth.
 * 3. Minus 1.3 spaces per Loan (L-12.2: one space back at the end; the extra 0.3 because the
 *    estimate above is optimistic about how well borrowed Cash is spent). A finished game is scored exactly (Path − Loans), with Cash
 *    as the tie-break (L-13.3).
 *
 * Only a determinized state built from the bot's own view is ever evaluated.
 */
import { BUY_PRICE, card, fieldSpaces, type LoyangState, type Player, SELL_PRICE } from '@tabula/loyang';
import type { GameHeuristic } from './types';

const LAST_ROUND = 9;
const FUTURE_INCOME = 4;
/** A Loan costs its space at the end (L-12.2) and a little more: its 5 Cash are rarely well spent. */
const LOAN_WEIGHT = 1.3;
const VEG_WORTH = SELL_PRICE.map((x) => x + 0.5);

/**
 * The farthest space reachable from `path` with `money`, `cheap` of the steps costing 1 (L-11.1).
 * Not capped at space 20: beyond it the count goes on (space 21 costs 21 …) so that an estimate
 * that overshoots still tells a richer position from a poorer one.
 */
export function reach(path: number, money: number, cheap: number): number {
  let spent = 0;
  // Cost to reach t with k = t − path steps: the sum of the entered spaces, with the min(cheap, k)
  // dearest ones (the last ones) at 1 each.
  let pos = path;
  for (let t = path + 1; ; t++) {
    const k = t - path;
    // Going one step further: if all steps so far are cheap, this one is cheap too; else the new
    // (dearest) space becomes cheap and the cheapest cheap one, space path + k − cheap, is paid.
    const marginal = k <= cheap ? 1 : path + k - cheap;
    if (spent + marginal > money) return pos + (money - spent) / marginal;
    spent += marginal;
    pos = t;
  }
}

/** Action phases (with their Path step) this seat still has, the current one included. */
function cheapSteps(s: LoyangState, seat: number): number {
  if (s.phase === 'over') return 0;
  const p = s.p[seat]!;
  const later = LAST_ROUND - s.round;
  if (!p.done) return later + 1;
  const d = s.stacks[seat]!.find((x) => x.kind === 'path');
  return later + (d && d.kind === 'path' && d.steps === 0 ? 1 : 0);
}

function vegWorth(counts: readonly number[]): number {
  let w = 0;
  for (let v = 0; v < 6; v++) w += counts[v]! * VEG_WORTH[v]!;
  return w;
}

function assets(s: LoyangState, seat: number): number {
  const p: Player = s.p[seat]!;
  const harvestsLeft = LAST_ROUND - s.round + (s.phase === 'plant' || s.phase === 'harvest' ? 1 : 0);
  const servicesLeft = LAST_ROUND - s.round + (p.done ? 0 : 1);
  let w = vegWorth(p.cart) + vegWorth(p.store);
  for (const f of p.fields) {
    if (f.veg >= 0 && f.n > 0) w += 0.9 * Math.min(f.n, harvestsLeft) * VEG_WORTH[f.veg]!;
    else if (f.n === 0 && harvestsLeft > 0) w += 0.3 * Math.min(fieldSpaces(f.id), harvestsLeft);
  }
  // What a vegetable costs this seat to hand over: its worth when the seat grows it, else halfway
  // to the Shop's buy price (L-9.B: bought, or grown on a field still to come). Vegetables already
  // held count once, as assets above: holding one turnip does not make every later one cheap.
  const grows = [0, 0, 0, 0, 0, 0];
  for (const f of p.fields) if (f.veg >= 0 && f.n > 0) grows[f.veg] = 1;
  const cost = (v: number) => (grows[v] ? VEG_WORTH[v]! : 0.5 * (VEG_WORTH[v]! + BUY_PRICE[v]!));
  for (const r of p.regulars) {
    const c = card(r.id);
    const net = (row: number) => (c.payments![row] ?? 0) - cost(c.demand![0]!) - cost(c.demand![1]!);
    // Each round left either fills the next row (only rows fill, L-9.F.2) or is missed: the first
    // miss turns a blue marker red, every later one costs 2 Cash (L-9.F.4). The owner serves
    // while serving beats the penalty.
    let row = r.rows;
    let red = r.marker === 'red';
    for (let k = 0; k < servicesLeft && row < 4; k++) {
      const gain = net(row);
      const miss = red ? -2 : -0.5;
      if (gain > miss) {
        w += 0.8 * gain;
        row++;
      } else {
        w += miss;
        red = true;
      }
    }
  }
  for (const x of p.casuals) {
    const c = card(x.id);
    w += 0.6 * Math.max(0, c.price! - c.demand!.reduce((a, v) => a + cost(v), 0));
  }
  w += p.stalls.length + 0.8 * p.helpers.length;
  if (p.upgraded && LAST_ROUND - s.round >= 2) w += 2.5;
  for (const d of s.stacks[seat]!) if (d.kind === 'payField' || d.kind === 'payPenalty') w -= 2;
  return w;
}

export function evaluateLoyang(s: LoyangState, seat: number): number {
  const p = s.p[seat]!;
  if (s.phase === 'over') return p.path - p.loans + 0.001 * p.cash;
  // Counted per Card phase still to come: that is when new cards bring the income into play (and
  // into `assets`), so the estimate does not drop at a round boundary where nothing happens.
  const cardPhases = LAST_ROUND - s.round + (s.phase === 'action' ? 0 : 1);
  const money = Math.max(0, p.cash + assets(s, seat) + FUTURE_INCOME * cardPhases);
  const cheap = cheapSteps(s, seat);
  const loans = LOAN_WEIGHT * p.loans;
  // The seat's next step, when it is the first of a round, costs 1 and lands on the next space:
  // it cannot be saved for a dear one (L-11.1). Only within a Path move already begun is the next
  // step a paid one.
  const top = s.stacks[seat]![s.stacks[seat]!.length - 1];
  const paying = top !== undefined && top.kind === 'path' && top.steps > 0;
  if (!paying && cheap >= 1 && money >= 1) return reach(p.path + 1, money - 1, cheap - 1) - loans;
  return reach(p.path, money, cheap) - loans;
}

export const loyangHeuristic: GameHeuristic<LoyangState> = {
  game: 'loyang',
  evaluate: evaluateLoyang,
  players: (s) => s.players,
  scale: 2,
  soloOffset: 8,
  soloScale: 12,
  // Random play in Loyang takes Loans and sells at a loss, so rollouts are short and ε-greedy.
  rolloutDepth: 4,
  rollout: 'heuristic',
  soloLevels: { good: 17, veryGood: 18, master: 19 },
};
