/** Casual customers (L-9.G): all three vegetables from the Cart at once, paid with the modifier counted now. */
import type { Seat } from '@tabula/engine';
import { discardCard, uncover } from '../cards';
import type { Ctx } from '../ctx';
import { card } from '../data';
import * as I from '../interned';
import { casualPay, hasDemand } from '../rules';
import type { LoyangAction as A, Plain, Player } from '../types';
import type { ActionRule } from './action';

function servable(p: Player, cc: Plain): boolean {
  return hasDemand(p.cart, card(cc.id).demand!);
}

/** The Casual customers served in the Action-phase turn. */
export function listServes(p: Player, out: A[]): void {
  for (const cc of p.casuals) if (servable(p, cc)) out.push(I.serve(cc.id));
}

export const serve: ActionRule = {
  named(_s, _seat, d, p, x) {
    if (d.kind !== 'turn') return null;
    for (const cc of p.casuals) if (cc.id === x.card && servable(p, cc)) return I.serve(cc.id);
    return null;
  },
  rule: ['L-9.G.1', 'all three vegetables from your Cart at once'],
  answers: [],
  apply(ctx, seat, a) {
    serveCasual(ctx, seat, (a as { card: string }).card);
  },
};

/** L-9.G: serve a Casual customer with the modifier counted now. */
function serveCasual(ctx: Ctx, seat: Seat, id: string): void {
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
