/** Small rule computations shared by legality and effects. */
import type { Seat } from '@tabula/engine';
import { BUY_PRICE, PATH_TOP, SHOP_SLOTS, card, fieldAllows, pathValue } from './data';
import type { LoyangState, Player, Regular } from './types';

export type Target = Seat | 'opponent';

/** L-6.3, L-14.2: whom a lantern Helper may reach in the Action phase. */
export function lanternTargets(s: LoyangState, seat: Seat): Target[] {
  if (s.players === 1) return ['opponent'];
  if (s.players === 4) return s.partner[seat]! >= 0 ? [s.partner[seat]!] : [];
  const out: Target[] = [];
  for (let t = 0; t < s.players; t++) if (t !== seat) out.push(t);
  return out;
}

export function areaOf(
  s: LoyangState,
  t: Target,
): { stalls: Player['stalls']; regulars: Player['regulars']; casuals: Player['casuals'] } {
  return t === 'opponent' ? s.opp! : s.p[t]!;
}

/** L-9.H.1: the larger of uncovered Helpers and uncovered Market stalls; Official: free. */
export function twoPackPrice(p: Player): number {
  if (p.official) return 0;
  return Math.max(p.helpers.length, p.stalls.length);
}

/** A Two-pack has cards to draw: the Draw pile, or with 2–4 players the Discard pile shuffled into a new one (L-9.H.7; solo: L-14.6). */
export function twoPackDrawable(s: LoyangState): boolean {
  return s.draw.length > 0 || (s.players > 1 && s.discard.length > 0);
}

/** L-9.D.1 with the Maid (1:1 where 2 bowls are shown). */
export function bowls(p: Player, stall: string, offer: number): number {
  const b = card(stall).stall![offer]!.bowls;
  return p.maid ? 1 : b;
}

/** L-9.G.1 / L-9.G.4: Casual price with the modifier, counting `casualCount` Casual customers. */
export function casualPay(p: Player, id: string, casualCount: number): number {
  const price = card(id).price!;
  if (p.sales) return price + 2;
  const reg = p.regulars.length;
  return price + (casualCount === reg ? 0 : casualCount > reg ? -2 : 2);
}

export function hasDemand(cart: readonly number[], demand: readonly number[], times = 1): boolean {
  const need = [0, 0, 0, 0, 0, 0];
  for (const v of demand) need[v] += times;
  for (let v = 0; v < 6; v++) if (cart[v]! < need[v]!) return false;
  return true;
}

export function canSell(p: Player, v: number): boolean {
  return p.cart[v]! > 0 && p.shop[v]! < SHOP_SLOTS[v]!;
}
export function canBuy(p: Player, v: number): boolean {
  return p.shop[v]! > 0 && p.cash >= BUY_PRICE[v]!;
}

/** L-9.A.1–3: an empty field of `p` (never the Home field) that takes `v`. */
export function sowable(p: Player, v: number): number[] {
  const out: number[] = [];
  for (let i = 1; i < p.fields.length; i++) if (emptyFor(p, i, v)) out.push(i);
  return out;
}
export function emptyFor(p: Player, i: number, v: number): boolean {
  const f = p.fields[i]!;
  return f.veg < 0 && f.n === 0 && fieldAllows(f.id, v);
}
/** `sowable(p, v).length > 0` without the list. */
export function canSow(p: Player, v: number): boolean {
  for (let i = 1; i < p.fields.length; i++) if (emptyFor(p, i, v)) return true;
  return false;
}

/** L-11.1: the first step of a round costs 1, every further step the value entered. */
export function stepCost(p: Player, stepsThisRound: number): number | null {
  if (p.path >= PATH_TOP) return null;
  return stepsThisRound === 0 ? 1 : pathValue(p.path + 1);
}

/** Merchant: vegetable kinds the owing Regular customers demand at least twice in total. */
export function merchantKinds(p: Player): number[] {
  const n = [0, 0, 0, 0, 0, 0];
  for (const r of p.regulars) if (owes(r)) for (const v of card(r.id).demand!) n[v] += 1;
  const out: number[] = [];
  for (let v = 0; v < 6; v++) if (n[v]! >= 2) out.push(v);
  return out;
}
/** L-9.F.3: a Regular customer still owed a delivery this round (it may be declined, L-9.F.4). */
export function owes(r: Regular): boolean {
  return r.due && r.served === 0;
}

/** Trader fee by round: rounds 8 and 9 cost 1 and 2. */
export function traderFee(round: number): number {
  return round >= 9 ? 2 : round === 8 ? 1 : 0;
}
