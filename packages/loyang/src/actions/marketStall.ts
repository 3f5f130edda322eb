/**
 * Market-stall trades (L-9.D): an offer of an own stall for as many Cart vegetables as it shows
 * bowls (the Maid: one), handed in one at a time; an emptied stall is discarded. The hand-in also
 * completes a Trader's trade at another stall (helpers/trader.ts, fee A-26).
 */
import { IllegalAction, type Seat } from '@tabula/engine';
import { cartTotal, discardCard, discardHelper, helperIndex, uncover } from '../cards';
import type { Ctx } from '../ctx';
import { card, vegIndex } from '../data';
import { payTraderFee } from '../helpers/trader';
import * as I from '../interned';
import { bowls, type Target } from '../rules';
import type { Decision, LoyangAction as A, Player, Stall } from '../types';
import { type ActionRule, isIndex } from './action';

/** Offer `i` of the own stall `st` is still there and the Cart holds enough to hand in. */
function tradable(p: Player, st: Stall, i: number, cartVegetables: number): boolean {
  return !!st.stock[i] && cartVegetables >= bowls(p, st.id, i);
}

/** The trades of the Action-phase turn. */
export function listTrades(p: Player, out: A[]): void {
  const total = cartTotal(p.cart);
  for (const st of p.stalls)
    for (let i = 0; i < st.stock.length; i++) if (tradable(p, st, i, total)) out.push(I.trade(st.id, i));
}

export const trade: ActionRule = {
  named(_s, _seat, d, p, x) {
    if (d.kind !== 'turn') return null;
    const total = cartTotal(p.cart);
    for (const st of p.stalls)
      if (st.id === x.stall && isIndex(x.offer, st.stock.length) && tradable(p, st, x.offer, total))
        return I.trade(st.id, x.offer);
    return null;
  },
  rule: ['L-9.D.1', 'a trade needs the offered vegetable and enough Cart vegetables to hand in'],
  answers: [],
  refusal(s) {
    return s.phase !== 'action' ? new IllegalAction('L-9.D.4', 'Market-stall trades only in the Action phase') : null;
  },
  apply(ctx, seat, a) {
    const { stall, offer } = a as Extract<A, { type: 'trade' }>;
    const b = card(stall).stall![offer]!.bowls;
    const p = ctx.s.p[seat]!;
    ctx.push({ kind: 'handIn', seat, left: p.maid ? 1 : b, owner: seat, stall, offer, via: null });
  },
};

export function listHandIns(p: Player, out: A[]): void {
  for (let v = 0; v < 6; v++) if (p.cart[v]! > 0) out.push(I.HAND_IN[v]!);
}

export const handIn: ActionRule = {
  named(_s, _seat, d, p, x) {
    const v = vegIndex(x.veg);
    return d.kind === 'handIn' && v >= 0 && p.cart[v]! > 0 ? I.HAND_IN[v]! : null;
  },
  apply(ctx, seat, a, decision) {
    const d = decision as Extract<Decision, { kind: 'handIn' }>;
    const v = vegIndex((a as { veg: string }).veg);
    ctx.arr(seat, 'cart')[v] -= 1;
    ctx.fromSupply(v, -1);
    if (d.left > 1) return ctx.setTop({ ...d, left: d.left - 1 });
    ctx.pop(seat);
    if (d.via) payTraderFee(ctx, seat, d.owner);
    takeFromStall(ctx, seat, d.owner, d.stall, d.offer);
    if (d.via) discardHelper(ctx, seat, helperIndex(ctx, seat, d.via));
  },
};

/** Completes a stall trade (L-9.D) or a Trader's trade (fee A-26) once the hand-in is made. */
function takeFromStall(ctx: Ctx, seat: Seat, owner: Target, stallId: string, offer: number): void {
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
