/** The Harvest (L-4.3, L-4.4): a seat with a usable Harvest helper harvests by this action, after using it or not (L-15.4). */
import { harvestSeat } from '../harvestPhase';
import * as I from '../interned';
import type { LoyangAction as A } from '../types';
import type { ActionRule } from './action';

export function listHarvest(out: A[]): void {
  out.push(I.HARVEST);
}

export const harvest: ActionRule = {
  named(_s, _seat, d) {
    return d.kind === 'harvest' ? I.HARVEST : null;
  },
  apply(ctx, seat) {
    ctx.pop(seat);
    harvestSeat(ctx, seat);
  },
};
