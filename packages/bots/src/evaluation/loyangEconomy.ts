/**
 * The Loyang evaluation's vegetable economy: what a seat's vegetables, fields, Market stalls and
 * customers should still turn into, in Cash, before the game ends.
 *
 * Supply: vegetables on the Cart and in the Storehouse, plus every token its sown fields can still
 * give (one per field per Harvest, L-4.3: at most the Harvests left), each by the round it comes.
 * Demand: each Regular customer's next rows, one per round still to serve, each from that round's
 * vegetables (L-9.F.3), and each Casual customer (L-9.G), from any round's.
 * Customers are fed greedily, the best paying first, each vegetable from the cheapest source: the
 * seat's own supply (at what it would otherwise be worth), a Market stall offer (L-9.D: handing in
 * the seat's least useful vegetables), or the Shop (L-9.B, while it holds the kind). A Regular
 * customer left unfed costs 2 Cash per missed round once its marker is red (L-9.F.4; a blue marker
 * forgives one miss). Whatever supply is left is worth its Shop sell price (L-9.C) plus a premium
 * for the customers still to come, which shrinks as the rounds run out.
 */
import { lastOf } from '@tabula/engine';
import { BUY_PRICE, card, type LoyangState, type Player } from '@tabula/loyang';
import {
  casualCards,
  casualsByPrice,
  fieldFacts,
  regularCards,
  regularsByPayment,
  regularsOut,
} from './loyangCustomers';
import { buyIfBelow, LAST_ROUND, marginal, type Pools, ROUNDS, tierValue } from './loyangPools';

export { LAST_ROUND } from './loyangPools';

/**
 * What vegetables nobody has ordered yet are worth. Customers still to come (cards not yet
 * bought) will want some of each kind: the first `demand` units of a kind are worth their sell
 * price + `premium`; the next ones only what the Shop pays while it has free slots for them
 * (L-9.C.1: it pays only into an empty slot of that kind, and starts nearly full); the rest nothing.
 */
const WORTH = { demandPerRound: 0.5, premium: 1.5, lostAtStoring: 1.2, sowChance: 0.4 };

const scratch = {
  supply: [0, 0, 0, 0, 0, 0],
  due: new Array<number>(6 * ROUNDS).fill(0),
  atHand: [0, 0, 0, 0, 0, 0],
  /** What each kind's leftover supply is worth, for the sowing chances after it. */
  leftWorth: [0, 0, 0, 0, 0, 0],
  pools: {
    supply: [0, 0, 0, 0, 0, 0],
    due: [],
    t: 0,
    now: false,
    stalls: [],
    nStalls: 0,
    shop: [0, 0, 0, 0, 0, 0],
    demand: 0,
    premium: 0,
    spent: 0,
  } as Pools,
};

/**
 * Of the `economy`'s last answer: the Regular customers' rows (and penalties) by the Action phase
 * they fall in (0 = the seat's next), so the Path sees early money as early (L-11.1).
 */
export const byRound = new Array<number>(ROUNDS).fill(0);

/** Cash still to come from customers, leftover vegetables and fields, minus Shop costs and penalties. */
export function economy(s: LoyangState, seat: number): number {
  const p: Player = s.p[seat]!;
  const harvests = LAST_ROUND - s.round + (s.phase === 'plant' || s.phase === 'harvest' ? 1 : 0);
  const services = LAST_ROUND - s.round + (p.done ? 0 : 1);
  const top = lastOf(s.stacks[seat]!);
  const storing = !p.done || top?.kind === 'store';
  // Scratch arrays, reused and cleared by loops (cheaper than \`fill\` at this size): the
  // evaluation runs at every node of the search.
  const supply = scratch.supply;
  const due = scratch.due;
  // Orders are taken by Action phase 0 … services − 1 (`pl.t`; a field's tokens are due by then
  // too), so the later places of each kind's list are never read: only these are cleared.
  const span = Math.min(Math.max(1, services), ROUNDS);
  for (let v = 0; v < 6; v++) {
    supply[v] = due[v * ROUNDS] = p.cart[v]! + p.store[v]!;
    for (let t = 1; t < span; t++) due[v * ROUNDS + t] = 0;
  }
  const atHand = scratch.atHand;
  for (let v = 0; v < 6; v++) atHand[v] = supply[v]!;
  // A field gives one token per Harvest (L-4.3), each first usable in that round's Action phase:
  // a field sown now feeds only later orders.
  const first = harvests > services - 1 ? 0 : 1;
  for (const f of p.fields)
    if (f.veg >= 0 && f.n > 0) {
      const n = Math.min(f.n, harvests);
      supply[f.veg]! += n;
      for (let k = 0; k < n; k++) due[f.veg * ROUNDS + Math.min(first + k, services - 1, ROUNDS - 1)]!++;
    }
  const later = LAST_ROUND - s.round;
  const pl = scratch.pools;
  for (let v = 0; v < 6; v++) {
    pl.supply[v] = supply[v]!;
    pl.shop[v] = p.shop[v]!;
  }
  pl.due = due;
  pl.t = Math.max(0, services - 1);
  pl.now = false;
  pl.demand = WORTH.demandPerRound * later;
  pl.premium = later ? WORTH.premium : 0;
  pl.spent = 0;
  pl.nStalls = 0;
  for (const st of p.stalls) {
    const offers = card(st.id).stall!;
    for (let i = 0; i < offers.length; i++) {
      if (!st.stock[i]) continue;
      const o = (pl.stalls[pl.nStalls++] ??= { veg: 0, bowls: 0, used: false });
      o.veg = offers[i]!.veg;
      o.bowls = p.maid ? 1 : offers[i]!.bowls;
      o.used = false;
    }
  }

  let wealth = 0;
  for (let t = 0; t < ROUNDS; t++) byRound[t] = 0;
  // Casual customers first when they pay more per vegetable than Regular rows (they usually do).
  const casualMod = p.sales
    ? 2
    : p.casuals.length > p.regulars.length
      ? -2
      : p.casuals.length < p.regulars.length
        ? 2
        : 0;
  for (let i = 0, n = casualsByPrice(p); i < n; i++) {
    const c = casualCards[i]!;
    const pay = c.price! + casualMod;
    if (buyIfBelow(pl, c.demand!, pay)) wealth += pay;
  }
  // A Regular customer wants one row in each round (L-9.F.3), from what reaches the Cart in that
  // round's own Harvest: vegetables left over go to a Storehouse of 1 or 4 (L-10.1), which this
  // leaves out, so a field does not feed this round's row from tokens it gives only later. Casual
  // customers wait (L-9.G.3) and take any round's vegetables.
  pl.now = true;
  for (let i = 0, n = regularsByPayment(p); i < n; i++) {
    const r = regularsOut[i]!;
    const c = regularCards[i]!;
    const handled = !r.due || r.served !== 0;
    const rounds = services - (handled && !p.done ? 1 : 0);
    let row = r.rows;
    let red = r.marker === 'red' || r.served < 0;
    for (let k = 0; k < rounds && row < 4; k++) {
      pl.t = services - rounds + k;
      const pay = c.payments![row]!;
      const miss = red ? 2 : 0.5;
      if (buyIfBelow(pl, c.demand!, pay + miss)) {
        wealth += pay;
        byRound[pl.t]! += pay;
        row++;
      } else {
        wealth -= miss;
        byRound[pl.t]! -= miss;
        red = true;
      }
    }
  }
  pl.t = Math.max(0, services - 1);
  pl.now = false;
  // Leftover supply at its worth; vegetables bought at the Shop are paid for. Before storing,
  // vegetables at hand beyond the Storehouse's capacity (L-10.1) that no customer takes this round
  // are lost but for a sale (customers are assumed to eat the vegetables at hand first).
  let spare = 0;
  const leftWorth = scratch.leftWorth;
  for (let v = 0; v < 6; v++) {
    const left = Math.max(0, pl.supply[v]!);
    leftWorth[v] = tierValue(pl, v, left);
    wealth += leftWorth[v]!;
    if (storing) spare += Math.max(0, Math.min(left, atHand[v]! - (supply[v]! - left)));
  }
  wealth -= pl.spent + WORTH.lostAtStoring * Math.max(0, spare - (p.upgraded ? 4 : 1));
  // An empty field is a chance to sow: worth part of what its next harvests could give (L-9.A).
  const grow = harvests - (s.phase === 'plant' || s.phase === 'harvest' ? 1 : 0);
  for (const f of p.fields) {
    if (f.veg >= 0 || f.n > 0 || grow <= 0) continue;
    let best = 0;
    const facts = fieldFacts(f.id);
    for (const v of facts.allowed) {
      const left = Math.max(0, pl.supply[v]!);
      const gain = tierValue(pl, v, left + Math.min(facts.spaces, grow)) - leftWorth[v]!;
      best = Math.max(best, gain - Math.min(BUY_PRICE[v]!, left > 0 ? marginal(pl, v) : Infinity));
    }
    wealth += WORTH.sowChance * best;
  }
  return wealth;
}
