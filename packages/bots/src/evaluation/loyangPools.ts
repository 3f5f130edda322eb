/**
 * Where the Loyang economy (`loyangEconomy.ts`) gets each vegetable a customer wants, and at what
 * cost: the seat's own supply by the Action phase it reaches the Cart, a Market stall offer
 * (L-9.D), or the Shop (L-9.B); and what a vegetable nobody has ordered is worth. Judging a
 * customer takes the vegetables and puts them back when the customer does not pay enough, without
 * allocating (the evaluation runs at every node of the search).
 */
import { BUY_PRICE, SELL_PRICE, SHOP_SLOTS } from '@tabula/loyang';

export const LAST_ROUND = 9;

export interface Pools {
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
export const ROUNDS = LAST_ROUND + 1;

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

/** The worth of `n` unordered units of `v` (see `WORTH` in loyangEconomy.ts). */
export function tierValue(pl: Pools, v: number, n: number): number {
  if (n <= 0) return 0;
  const a = Math.min(n, pl.demand);
  const free = Math.max(0, SHOP_SLOTS[v]! - pl.shop[v]!);
  const b = Math.min(n - a, free);
  return a * (SELL_PRICE[v]! + pl.premium) + b * SELL_PRICE[v]!;
}

/** The worth of the last unit of `v` in the supply: what using it for an order gives up. */
export function marginal(pl: Pools, v: number): number {
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
export function buyIfBelow(pl: Pools, demand: readonly number[], worth: number): boolean {
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
