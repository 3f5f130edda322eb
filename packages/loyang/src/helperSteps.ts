/** The later steps of Helpers and the Foreman's reaction: each a decision answered one action at a time. */
import type { Seat } from '@tabula/engine';
import { discardCard, discardHelper, helperIndex, uncover } from './cards';
import type { Ctx } from './ctx';
import { SELL_PRICE, card, vegIndex } from './data';
import { revealId } from './flow';
import type { Decision, LoyangAction } from './types';

/** L-15.5: take the just-discarded Helper, then the Foreman itself is discarded (used). */
export function foreman(ctx: Ctx, seat: Seat, d: Extract<Decision, { kind: 'foreman' }>, take: boolean): void {
  ctx.pop(seat);
  if (!take) return;
  const disc = ctx.pile('discard');
  disc.splice(disc.lastIndexOf(d.helper), 1);
  const p = ctx.pl(seat);
  p.helpers.push({ id: d.helper, under: null });
  ctx.emit({ type: 'foremanTook', seat, card: d.helper, from: d.from });
  discardHelper(ctx, seat, helperIndex(ctx, seat, 'H-FOREMAN'));
}

/** Book-keeper: six Shop counts, then name a vegetable (+1 per own field planted with it, A-10). */
export function bookkeeper(ctx: Ctx, seat: Seat, d: Extract<Decision, { kind: 'bookkeeper' }>, a: LoyangAction): void {
  const p = ctx.pl(seat);
  if (a.type === 'shopCount') {
    ctx.fromSupply(d.step, a.n - p.shop[d.step]!);
    p.shop[d.step] = a.n;
    ctx.setTop({ ...d, step: d.step + 1 });
    return;
  }
  const v = vegIndex((a as { veg: string }).veg);
  ctx.pop(seat);
  const n = p.fields.filter((f) => f.veg === v && f.n > 0).length;
  ctx.gain(seat, n);
  ctx.emit({ type: 'bookkeeper', seat, veg: v, cash: n, shop: p.shop.slice() });
  discardHelper(ctx, seat, helperIndex(ctx, seat, 'H-BOOKKEEPER'));
}

/** Market crier option 2: stall vegetables to free Shop slots at Shop prices, at most 3 Cash. */
export function crier(ctx: Ctx, seat: Seat, d: Extract<Decision, { kind: 'crier' }>, a: LoyangAction): void {
  const p = ctx.pl(seat);
  if (a.type === 'done') {
    ctx.pop(seat);
    return discardHelper(ctx, seat, helperIndex(ctx, seat, 'H-MARKETCRIER'));
  }
  const { stall, offer: o } = a as { stall: string; offer: number };
  const v = card(stall).stall![o]!.veg;
  const i = p.stalls.findIndex((st) => st.id === stall);
  const st = p.stalls[i]!;
  const stock = st.stock.slice();
  stock[o] = 0;
  p.shop[v] += 1;
  const earned = Math.min(3, d.earned + SELL_PRICE[v]!);
  ctx.gain(seat, earned - d.earned);
  ctx.setTop({ ...d, sold: d.sold + 1, earned });
  if (stock.some((x) => x)) p.stalls[i] = { ...st, stock };
  else {
    p.stalls.splice(i, 1);
    discardCard(ctx, stall);
    uncover(ctx, seat, st.under);
  }
}

/** Merchant (+ Haggler: 2 for 1 Cash; + Shopper: 1 from the Supply for 0). */
export function merchant(ctx: Ctx, seat: Seat, d: Extract<Decision, { kind: 'merchant' }>, a: LoyangAction): void {
  if (a.type === 'done') {
    ctx.pop(seat);
    return discardHelper(ctx, seat, helperIndex(ctx, seat, 'H-MERCHANT'));
  }
  const m = a as Extract<LoyangAction, { type: 'merchantBuy' }>;
  const v = vegIndex(m.veg);
  const p = ctx.pl(seat);
  ctx.setTop({ ...d, bought: [...d.bought, v] });
  if (m.with === 'H-SHOPPER') {
    ctx.fromSupply(v, 1);
    p.cart[v] += 1;
  } else {
    const n = m.with ? 2 : 1;
    p.shop[v] -= n;
    p.cart[v] += n;
    ctx.gain(seat, -1);
  }
  if (m.with) discardHelper(ctx, seat, helperIndex(ctx, seat, m.with));
}

/** Tenant-farmer: take a chosen field from the pile (option 2: after putting one under it). */
export function tenant(ctx: Ctx, seat: Seat, a: Extract<LoyangAction, { type: 'pickPile' }>): void {
  ctx.pop(seat);
  const p = ctx.pl(seat);
  const at = p.pile.indexOf(a.field);
  p.pile.splice(at, 1);
  if (at >= p.pile.length + 1 - p.pileBottom) p.pileBottom -= 1;
  if (a.putBack) {
    const i = p.fields.findIndex((f) => f.id === a.putBack);
    const f = p.fields[i]!;
    p.fields.splice(i, 1);
    p.pile.push(f.id);
    p.pileBottom += 1;
    ctx.emit({ type: 'fieldUnderPile', seat, field: f.id });
    uncover(ctx, seat, f.under);
  }
  const id = revealId(a.field, p.fields, p.removed, p.pile);
  ctx.pl(seat).fields.push({ id, veg: -1, n: 0, under: null });
  ctx.emit({ type: 'fieldTaken', seat, field: id });
  discardHelper(ctx, seat, helperIndex(ctx, seat, 'H-TENANT'));
}
