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
import { BUY_PRICE, card, type LoyangState, type Player, SELL_PRICE, SHOP_SLOTS } from '@tabula/loyang';
import { casualCards, casualsByPrice, fieldFacts, regularsByPayment, regularsOut } from './loyangCustomers';

export const LAST_ROUND = 9;

/**
 * What vegetables nobody has ordered yet are worth. Customers still to come (cards not yet
 * bought) will want some of each kind: the first `demand` units of a kind are worth their sell
 * price + `premium`; the next ones only what the Shop pays while it has free slots for them
 * (L-9.C.1: it pays only into an empty slot of that kind, and starts nearly full); the rest nothing.
 */
export const WORTH = { demandPerRound: 0.5, premium: 1.5, lostAtStoring: 1.2, sowChance: 0.4 };

interface Pools {
  /** Units per kind, whenever they come. */
  supply: number[];
  /** Units per kind by the Action phase they first reach the Cart: `due[v * ROUNDS + t]`. */
  due: number[];
  /** The Action phase (0 = the seat's next) the vegetables now taken are for. */
  t: number;
  /** Only what reaches the Cart in phase `t` itself (a Regular customer's row, see `economy`). */
  now: boolean;
  /** Market-stall offers still stocked: vegetable and bowls (the first `nStalls`; reused). */
  stalls: Array<{ veg: number; bowls: number; used: boolean }>;
  nStalls: number;
  shop: number[];
  /** Units per kind that later customers will want (fractional). */
  demand: number;
  premium: number;
  /** Cash spent at the Shop by the plan. */
  spent: number;
}

/** Action phases a seat can still have: the due lists' length per kind. */
const ROUNDS = LAST_ROUND + 1;

/** Units of `v` on the Cart by Action phase `pl.t`. */
function ready(pl: Pools, v: number): number {
  let n = 0;
  for (let t = v * ROUNDS + (pl.now ? pl.t : 0), end = v * ROUNDS + pl.t; t <= end; t++) n += pl.due[t]!;
  return n;
}

/** Takes `k` units of `v` ready by `pl.t`, the latest first (earlier ones feed earlier orders). */
function use(pl: Pools, v: number, k: number): void {
  note(SUPPLY, v, pl.supply[v]!);
  pl.supply[v]! -= k;
  for (let t = v * ROUNDS + pl.t; k > 0; t--) {
    const n = Math.min(k, pl.due[t]!);
    if (n > 0) note(DUE, t, pl.due[t]!);
    pl.due[t]! -= n;
    k -= n;
  }
}

/** The worth of `n` unordered units of `v` (see `WORTH`). */
function tierValue(pl: Pools, v: number, n: number): number {
  if (n <= 0) return 0;
  const a = Math.min(n, pl.demand);
  const free = Math.max(0, SHOP_SLOTS[v]! - pl.shop[v]!);
  const b = Math.min(n - a, free);
  return a * (SELL_PRICE[v]! + pl.premium) + b * SELL_PRICE[v]!;
}

/** The worth of the last unit of `v` in the supply: what using it for an order gives up. */
function marginal(pl: Pools, v: number): number {
  const n = pl.supply[v]!;
  return tierValue(pl, v, n) - tierValue(pl, v, n - 1);
}

/** Whether a stall offer of `v` is still unused. */
function offered(pl: Pools, v: number): boolean {
  for (let i = 0; i < pl.nStalls; i++) if (!pl.stalls[i]!.used && pl.stalls[i]!.veg === v) return true;
  return false;
}

/** Cost of one vegetable `v` from the cheapest source, taking it (or Infinity when none has it). */
function take(pl: Pools, v: number): number {
  if (ready(pl, v) > 0) {
    const c = marginal(pl, v);
    use(pl, v, 1);
    return c;
  }
  let best = Infinity;
  let how = -1;
  // A stall offer: hand in the cheapest vegetables of the supply (L-9.D.1). Looked for only when
  // a stall still offers `v` (most seats have none).
  let cheapest = -1;
  let cheapestWorth = Infinity;
  const wanted = offered(pl, v);
  for (let u = 0; wanted && u < 6; u++) {
    if (u === v || ready(pl, u) <= 0) continue;
    const w = marginal(pl, u);
    if (w < cheapestWorth) {
      cheapest = u;
      cheapestWorth = w;
    }
  }
  if (cheapest >= 0)
    for (let i = 0; i < pl.nStalls; i++) {
      const o = pl.stalls[i]!;
      if (o.used || o.veg !== v || (o.bowls === 2 && ready(pl, cheapest) < 2)) continue;
      const c = o.bowls * cheapestWorth;
      if (c < best) {
        best = c;
        how = i;
      }
    }
  if (pl.shop[v]! > 0 && BUY_PRICE[v]! < best) {
    best = BUY_PRICE[v]!;
    how = -2;
  }
  if (how === -2) {
    note(SHOP, v, pl.shop[v]!);
    pl.shop[v]!--;
    pl.spent += best;
  } else if (how >= 0) {
    const o = pl.stalls[how]!;
    note(STALL, how, 0);
    o.used = true;
    use(pl, cheapest, o.bowls);
  }
  return best;
}

// What `take` changes, noted as it changes it (which array, where, the value before), so that
// `buyIfBelow` puts back only that: judging a customer allocates nothing and copies nothing (the
// evaluation runs at every node of the search).
const SUPPLY = 0;
const DUE = 1;
const SHOP = 2;
const STALL = 3;
const journal: number[] = [];
let journalLength = 0;

function note(where: number, index: number, before: number): void {
  journal[journalLength++] = where;
  journal[journalLength++] = index;
  journal[journalLength++] = before;
}

/**
 * Takes a set of vegetables when it costs less than `worth` (true), else puts back what it took
 * (false; also when one cannot be had). One pass either way.
 */
function buyIfBelow(pl: Pools, demand: readonly number[], worth: number): boolean {
  journalLength = 0;
  const spent = pl.spent;
  let c = 0;
  for (const v of demand) c += take(pl, v);
  if (worth > c) return true;
  // Newest first, so an entry changed twice ends at its first value.
  for (let i = journalLength - 3; i >= 0; i -= 3) {
    const where = journal[i]!;
    const at = journal[i + 1]!;
    const before = journal[i + 2]!;
    if (where === SUPPLY) pl.supply[at] = before;
    else if (where === DUE) pl.due[at] = before;
    else if (where === SHOP) pl.shop[at] = before;
    else pl.stalls[at]!.used = false;
  }
  pl.spent = spent;
  return false;
}

const scratch = {
  supply: [0, 0, 0, 0, 0, 0],
  due: new Array<number>(6 * ROUNDS).fill(0),
  atHand: [0, 0, 0, 0, 0, 0],
  pools: { supply: [0, 0, 0, 0, 0, 0], due: [], t: 0, now: false, stalls: [], nStalls: 0, shop: [0, 0, 0, 0, 0, 0], demand: 0, premium: 0, spent: 0 } as Pools,
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
  const top = s.stacks[seat]![s.stacks[seat]!.length - 1];
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
  const casualMod = p.sales ? 2 : p.casuals.length > p.regulars.length ? -2 : p.casuals.length < p.regulars.length ? 2 : 0;
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
    const c = card(r.id);
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
  for (let v = 0; v < 6; v++) {
    const left = Math.max(0, pl.supply[v]!);
    wealth += tierValue(pl, v, left);
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
      const gain = tierValue(pl, v, left + Math.min(facts.spaces, grow)) - tierValue(pl, v, left);
      best = Math.max(best, gain - Math.min(BUY_PRICE[v]!, left > 0 ? marginal(pl, v) : Infinity));
    }
    wealth += WORTH.sowChance * best;
  }
  return wealth;
}
