/** The Home field (L-2.7): planted once at setup with a wheat, pumpkin or turnip bought from the own Shop, at most 2 players per kind. */
import type { Seat } from '@tabula/engine';
import type { Ctx } from '../ctx';
import { BUY_PRICE, HOME_ALLOWED, HOME_SPACES, vegIndex } from '../data';
import { clockwise } from '../seats';
import * as I from '../interned';
import type { LoyangAction as A, LoyangState, Player } from '../types';
import type { ActionRule } from './action';

function plantable(s: LoyangState, p: Player, v: number): boolean {
  return (
    HOME_ALLOWED.includes(v) && p.shop[v]! > 0 && p.cash >= BUY_PRICE[v]! && (s.players === 1 || s.planted[v]! < 2)
  );
}

export function listPlants(s: LoyangState, p: Player, out: A[]): void {
  for (const v of HOME_ALLOWED) if (plantable(s, p, v)) out.push(I.PLANT[v]!);
}

export const plant: ActionRule = {
  named(s, _seat, d, p, x) {
    const v = vegIndex(x.veg);
    return d.kind === 'plant' && plantable(s, p, v) ? I.PLANT[v]! : null;
  },
  rule: ['L-2.7', 'only wheat, pumpkin or turnip from your Shop, at most 2 players per kind'],
  answers: ['plant'],
  apply(ctx, seat, a) {
    plantHome(ctx, seat, vegIndex((a as { veg: string }).veg));
  },
};

/** Buy one W/P/T from the own Shop and plant the Home field; then the next seat clockwise. */
function plantHome(ctx: Ctx, seat: Seat, v: number): void {
  ctx.pop(seat);
  const p = ctx.pl(seat);
  p.shop[v] -= 1;
  ctx.gain(seat, -BUY_PRICE[v]!);
  ctx.fromSupply(v, HOME_SPACES - 1);
  p.fields[0] = { ...p.fields[0]!, veg: v, n: HOME_SPACES };
  ctx.nums('planted')[v] += 1;
  ctx.emit({ type: 'planted', seat, veg: v });
  const next = clockwise(ctx.s.players, ctx.s.startSeat).find((t) => ctx.s.p[t]!.fields[0]!.veg < 0);
  if (next !== undefined) ctx.push({ kind: 'plant', seat: next });
}
