/** Actions A–H of the Action phase and the end of a player's Action phase (L-9, L-10, L-11). */
import type { Seat } from '@tabula/engine';
import { discardCard, discardHelper, helperIndex, uncover } from './cards';
import type { Ctx } from './ctx';
import { BUY_PRICE, SELL_PRICE, card, fieldSpaces } from './data';
import { casualPay, type Target } from './rules';
import type { Regular, Stall } from './types';

export function takeLoan(ctx: Ctx, seat: Seat): void {
  ctx.gain(seat, 5);
  ctx.me(seat).loans += 1;
  ctx.emit({ type: 'loan', seat });
}

export function sell(ctx: Ctx, seat: Seat, v: number): void {
  ctx.arr(seat, 'cart')[v] -= 1;
  ctx.arr(seat, 'shop')[v] += 1;
  ctx.gain(seat, SELL_PRICE[v]!);
  ctx.emit({ type: 'sold', seat, veg: v });
}

export function buy(ctx: Ctx, seat: Seat, v: number): void {
  ctx.arr(seat, 'shop')[v] -= 1;
  ctx.arr(seat, 'cart')[v] += 1;
  ctx.gain(seat, -BUY_PRICE[v]!);
  ctx.emit({ type: 'bought', seat, veg: v });
}

/** L-9.A.1 (+ Harvest helper option 2: extra tokens). */
export function sowField(ctx: Ctx, seat: Seat, v: number, fieldId: string): void {
  const fields = ctx.arr(seat, 'fields');
  const i = fields.findIndex((f) => f.id === fieldId);
  const n = fieldSpaces(fieldId) + ctx.s.p[seat]!.sowExtra;
  ctx.arr(seat, 'cart')[v] -= 1;
  ctx.fromSupply(v, n - 1);
  fields[i] = { ...fields[i]!, veg: v, n };
  ctx.emit({ type: 'sown', seat, field: fieldId, veg: v, n });
}

/** Completes a stall trade (L-9.D) or a Trader's trade (fee A-26) once the hand-in is made. */
export function takeFromStall(ctx: Ctx, seat: Seat, owner: Target, stallId: string, offer: number): void {
  const v = card(stallId).stall![offer]!.veg;
  ctx.arr(seat, 'cart')[v] += 1;
  const area = owner === 'opponent' ? ctx.s.opp! : ctx.s.p[owner]!;
  const i = area.stalls.findIndex((st) => st.id === stallId);
  const st: Stall = { ...area.stalls[i]!, stock: area.stalls[i]!.stock.slice() };
  st.stock[offer] = 0;
  if (owner === 'opponent') ctx.s.opp = { ...ctx.s.opp!, stalls: ctx.s.opp!.stalls.slice() };
  const stalls = owner === 'opponent' ? ctx.s.opp!.stalls : ctx.arr(owner, 'stalls');
  ctx.emit({ type: 'traded', seat, stall: stallId, veg: v });
  if (st.stock.some((x) => x)) {
    stalls[i] = st;
    return;
  }
  // L-9.D.3: an emptied stall is discarded at once, uncovering its lower card.
  stalls.splice(i, 1);
  discardCard(ctx, stallId);
  if (owner !== 'opponent') uncover(ctx, owner, st.under);
}

/** L-9.F.2, L-9.F.6, Messenger-boy: a delivery by the owner. */
export function deliver(ctx: Ctx, seat: Seat, id: string, double: boolean): void {
  const regulars = ctx.arr(seat, 'regulars');
  const cart = ctx.arr(seat, 'cart');
  const i = regulars.findIndex((r) => r.id === id);
  const r = regulars[i]!;
  const c = card(id);
  const times = double ? 2 : 1;
  for (const v of c.demand!) {
    cart[v] -= times;
    ctx.fromSupply(v, -times);
  }
  const second = r.served === 1;
  const row = second ? r.rows - 1 : r.rows;
  ctx.gain(seat, c.payments![row]! * times);
  const next: Regular = second ? { ...r, served: 2 } : { ...r, rows: r.rows + 1, served: times };
  ctx.emit({ type: 'delivered', seat, card: id, row: row + 1, times, paid: c.payments![row]! * times });
  if (next.rows < 4) {
    regulars[i] = next;
    return;
  }
  regulars.splice(i, 1);
  discardCard(ctx, id);
  uncover(ctx, seat, r.under);
}

/** L-9.G: serve a Casual customer with the modifier counted now. */
export function serve(ctx: Ctx, seat: Seat, id: string): void {
  const p = ctx.s.p[seat]!;
  const i = p.casuals.findIndex((c) => c.id === id);
  const cc = p.casuals[i]!;
  const paid = casualPay(p, id, p.casuals.length);
  const cart = ctx.arr(seat, 'cart');
  for (const v of card(id).demand!) {
    cart[v] -= 1;
    ctx.fromSupply(v, -1);
  }
  ctx.gain(seat, paid);
  ctx.arr(seat, 'casuals').splice(i, 1);
  discardCard(ctx, id);
  ctx.emit({ type: 'served', seat, card: id, paid });
  uncover(ctx, seat, cc.under);
}

/** L-9.F.4, L-10, L-11: missed deliveries, then storing, then the Path. */
export function endActions(ctx: Ctx, seat: Seat): void {
  ctx.pop(seat);
  const p = ctx.me(seat);
  p.done = true;
  ctx.push({ kind: 'path', seat, steps: 0 });
  ctx.push({ kind: 'store', seat });
  p.regulars = p.regulars.map((r) => (r.due && r.served === 0 ? missed(ctx, seat, r) : r));
}

/** L-9.F.4: a missed delivery turns a blue marker red; on a red one it costs 2 Cash. */
export function missed(ctx: Ctx, seat: Seat, r: Regular): Regular {
  if (r.marker === 'blue') {
    ctx.emit({ type: 'markerRed', seat, card: r.id });
    return { ...r, marker: 'red', served: -1 };
  }
  ctx.push({ kind: 'payPenalty', seat, card: r.id });
  return { ...r, served: -1 };
}

/** Declining a delivery during the phase settles it at once (Saleswoman example). */
export function skipDelivery(ctx: Ctx, seat: Seat, id: string): void {
  const regulars = ctx.arr(seat, 'regulars');
  const i = regulars.findIndex((r) => r.id === id);
  regulars[i] = missed(ctx, seat, regulars[i]!);
}

export function discardHelperById(ctx: Ctx, seat: Seat, id: string): void {
  const i = helperIndex(ctx, seat, id);
  if (i >= 0) discardHelper(ctx, seat, i);
}
