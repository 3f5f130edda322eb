/**
 * Regular customers (L-9.F): one delivery per row and round, both vegetables from the Cart (the
 * Messenger-boy: a second one into the same row, on the top row both at once); declining one
 * during the phase (`skipDelivery`, the Saleswoman example) or missing it at the end turns
 * a blue marker red or costs 2 Cash on a red one (L-9.F.4).
 */
import { IllegalAction, type Seat } from '@tabula/engine';
import { discardCard, uncover } from '../cards';
import type { Ctx } from '../ctx';
import { card } from '../data';
import * as I from '../interned';
import { hasDemand, owes } from '../rules';
import type { LoyangAction as A, Player, Regular } from '../types';
import type { ActionRule } from './action';

/** A delivery into the current row: the first, or the Messenger-boy's second. */
function single(p: Player, r: Regular): boolean {
  return (r.served === 0 || (p.messenger && r.served === 1)) && hasDemand(p.cart, card(r.id).demand!);
}

/** Messenger-boy on the top row: both deliveries at once. */
function double(p: Player, r: Regular): boolean {
  return p.messenger && r.served === 0 && r.rows === 3 && hasDemand(p.cart, card(r.id).demand!, 2);
}

/** The deliveries of the Action-phase turn. */
export function listDeliveries(p: Player, out: A[]): void {
  for (const r of p.regulars) {
    if (single(p, r)) out.push(I.deliver(r.id));
    if (double(p, r)) out.push({ type: 'deliver', card: r.id, double: true });
  }
}

export const deliver: ActionRule = {
  named(_s, _seat, d, p, x) {
    if (d.kind !== 'turn') return null;
    const twice = x.double === true;
    for (const r of p.regulars) {
      if (r.id !== x.card) continue;
      if (twice ? double(p, r) : single(p, r))
        return twice ? { type: 'deliver', card: r.id, double: true } : I.deliver(r.id);
    }
    return null;
  },
  rule: ['L-9.F.2', 'one full row per round with both vegetables from your Cart'],
  answers: [],
  refusal(_s, _seat, d) {
    return d.kind === 'turn'
      ? new IllegalAction(
          'L-9.F.3',
          'each Regular customer takes one delivery per round, both vegetables from your Cart',
        )
      : null;
  },
  apply(ctx, seat, a) {
    const { card: id, double: twice } = a as Extract<A, { type: 'deliver' }>;
    deliverTo(ctx, seat, id, twice === true);
  },
};

/** L-9.F.2, L-9.F.6, Messenger-boy: a delivery by the owner. */
function deliverTo(ctx: Ctx, seat: Seat, id: string, twice: boolean): void {
  const regulars = ctx.arr(seat, 'regulars');
  const cart = ctx.arr(seat, 'cart');
  const i = regulars.findIndex((r) => r.id === id);
  const r = regulars[i]!;
  const c = card(id);
  const times = twice ? 2 : 1;
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

export function listSkips(p: Player, out: A[]): void {
  for (const r of p.regulars) if (owes(r)) out.push(I.skipDelivery(r.id));
}

export const skipDelivery: ActionRule = {
  named(_s, _seat, d, p, x) {
    if (d.kind !== 'turn') return null;
    for (const r of p.regulars) if (r.id === x.card && owes(r)) return I.skipDelivery(r.id);
    return null;
  },
  rule: ['L-9.F.4', 'only a Regular customer still owed a delivery this round'],
  answers: [],
  apply(ctx, seat, a) {
    // Declining a delivery during the phase settles it at once (Saleswoman example).
    const regulars = ctx.arr(seat, 'regulars');
    const i = regulars.findIndex((r) => r.id === (a as { card: string }).card);
    regulars[i] = missed(ctx, seat, regulars[i]!);
  },
};

/** L-9.F.4: a missed delivery turns a blue marker red; on a red one it costs 2 Cash. */
export function missed(ctx: Ctx, seat: Seat, r: Regular): Regular {
  if (r.marker === 'blue') {
    ctx.emit({ type: 'markerRed', seat, card: r.id });
    return { ...r, marker: 'red', served: -1 };
  }
  ctx.push({ kind: 'payPenalty', seat, card: r.id });
  return { ...r, served: -1 };
}
