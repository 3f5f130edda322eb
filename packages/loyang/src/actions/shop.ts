/**
 * The Shop (L-9.B, L-9.C): buying from it in the own Action phase at its price, selling to a free
 * matching slot whenever the seat owns a main decision (L-9.C.2).
 */
import type { Seat } from '@tabula/engine';
import type { Ctx } from '../ctx';
import { BUY_PRICE, SELL_PRICE, vegIndex } from '../data';
import * as I from '../interned';
import { canBuy, canSell } from '../rules';
import type { Decision, LoyangAction as A, Player } from '../types';
import type { ActionRule } from './action';

/** The decisions whose list holds sales (README: the "at any time" policy). */
export const SELL_DECISIONS: ReadonlySet<string> = new Set([
  'harvest',
  'courtyard',
  'take',
  'offer',
  'payField',
  'payPenalty',
  'turn',
  'twoPack',
  'store',
]);

/** Buying vegetable `v` in the Action-phase turn. */
export function listBuy(p: Player, v: number, out: A[]): void {
  if (canBuy(p, v)) out.push(I.BUY[v]!);
}

export function listSales(d: Decision, p: Player, out: A[]): void {
  if (!SELL_DECISIONS.has(d.kind)) return;
  for (let v = 0; v < 6; v++) if (canSell(p, v)) out.push(I.SELL[v]!);
}

export const buy: ActionRule = {
  named(_s, _seat, d, p, x) {
    const v = vegIndex(x.veg);
    return d.kind === 'turn' && v >= 0 && canBuy(p, v) ? I.BUY[v]! : null;
  },
  rule: ['L-9.B.1', 'only what your Shop holds, at its price'],
  answers: [],
  apply(ctx, seat, a) {
    const v = vegIndex((a as { veg: string }).veg);
    ctx.arr(seat, 'shop')[v] -= 1;
    ctx.arr(seat, 'cart')[v] += 1;
    ctx.gain(seat, -BUY_PRICE[v]!);
    ctx.emit({ type: 'bought', seat, veg: v });
  },
};

export const sell: ActionRule = {
  named(_s, _seat, d, p, x) {
    const v = vegIndex(x.veg);
    return SELL_DECISIONS.has(d.kind) && v >= 0 && canSell(p, v) ? I.SELL[v]! : null;
  },
  rule: ['L-9.C.1', 'only from your Cart onto a free matching Shop slot'],
  answers: 'any',
  apply(ctx, seat, a) {
    sellVeg(ctx, seat, vegIndex((a as { veg: string }).veg));
  },
};

function sellVeg(ctx: Ctx, seat: Seat, v: number): void {
  ctx.arr(seat, 'cart')[v] -= 1;
  ctx.arr(seat, 'shop')[v] += 1;
  ctx.gain(seat, SELL_PRICE[v]!);
  ctx.emit({ type: 'sold', seat, veg: v });
}
