/**
 * The Storehouse (L-10): at the end of the Action phase the Cart is stored up to its capacity;
 * the excess is returned or sold one vegetable at a time. Its upgrade costs STORE_UPGRADE_COST,
 * once, in the own Action phase or while storing.
 */
import { STORE_UPGRADE_COST, vegIndex } from '../data';
import * as I from '../interned';
import type { LoyangAction as A, Player } from '../types';
import type { ActionRule } from './action';

function upgradable(p: Player): boolean {
  return !p.upgraded && p.cash >= STORE_UPGRADE_COST;
}

/** The upgrade, in the Action-phase turn and while storing. */
export function listUpgrade(p: Player, out: A[]): void {
  if (upgradable(p)) out.push(I.UPGRADE);
}

export const upgrade: ActionRule = {
  named(_s, _seat, d, p) {
    return (d.kind === 'turn' || d.kind === 'store') && upgradable(p) ? I.UPGRADE : null;
  },
  rule: ['L-10.2', `the Storehouse upgrade costs ${STORE_UPGRADE_COST} Cash, once`],
  answers: ['store'],
  apply(ctx, seat) {
    ctx.gain(seat, -STORE_UPGRADE_COST);
    ctx.me(seat).upgraded = true;
    ctx.emit({ type: 'upgraded', seat });
  },
};

/** Returning a Cart vegetable to the Supply while storing (L-10.1). */
export function listReturns(p: Player, out: A[]): void {
  for (let v = 0; v < 6; v++) if (p.cart[v]! > 0) out.push(I.RETURN_VEG[v]!);
}

export const returnVeg: ActionRule = {
  named(_s, _seat, d, p, x) {
    const v = vegIndex(x.veg);
    return d.kind === 'store' && v >= 0 && p.cart[v]! > 0 ? I.RETURN_VEG[v]! : null;
  },
  rule: ['L-10.1', 'only while storing'],
  answers: ['store'],
  apply(ctx, seat, a) {
    const v = vegIndex((a as { veg: string }).veg);
    ctx.arr(seat, 'cart')[v] -= 1;
    ctx.fromSupply(v, -1);
  },
};
