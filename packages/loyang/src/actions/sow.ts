/**
 * Sowing (L-9.A): a vegetable from the Cart onto an empty field that takes it (never the Home
 * field); the field is filled from the Supply to its size (+ the Harvest helper's extra, L-15.4).
 * Choosing the vegetable, then the field, are two actions.
 */
import type { Seat } from '@tabula/engine';
import type { Ctx } from '../ctx';
import { fieldSpaces, vegIndex } from '../data';
import * as I from '../interned';
import { canSow, emptyFor, sowable } from '../rules';
import type { Decision, LoyangAction as A, Player } from '../types';
import type { ActionRule } from './action';

function sowListed(p: Player, v: number): boolean {
  return p.cart[v]! > 0 && canSow(p, v);
}

/** Sowing vegetable `v` in the Action-phase turn. */
export function listSow(p: Player, v: number, out: A[]): void {
  if (sowListed(p, v)) out.push(I.SOW[v]!);
}

export const sow: ActionRule = {
  named(_s, _seat, d, p, x) {
    const v = vegIndex(x.veg);
    return d.kind === 'turn' && v >= 0 && sowListed(p, v) ? I.SOW[v]! : null;
  },
  rule: ['L-9.A.2', 'the vegetable must be on your Cart and an empty field must take it'],
  answers: [],
  apply(ctx, seat, a) {
    ctx.push({ kind: 'sowField', seat, veg: vegIndex((a as { veg: string }).veg) });
  },
};

export function listSowFields(p: Player, d: Extract<Decision, { kind: 'sowField' }>, out: A[]): void {
  for (const i of sowable(p, d.veg)) out.push({ type: 'sowField', field: p.fields[i]!.id });
}

/** L-9.A.1–3 (rules.ts: `sowable`) for the one field named. */
function sowableField(p: Player, v: number, id: unknown): boolean {
  for (let i = 1; i < p.fields.length; i++) if (p.fields[i]!.id === id && emptyFor(p, i, v)) return true;
  return false;
}

export const sowField: ActionRule = {
  named(_s, _seat, d, p, x) {
    return d.kind === 'sowField' && sowableField(p, d.veg, x.field)
      ? { type: 'sowField', field: x.field as string }
      : null;
  },
  apply(ctx, seat, a, d) {
    ctx.pop(seat);
    sowOnField(ctx, seat, (d as Extract<Decision, { kind: 'sowField' }>).veg, (a as { field: string }).field);
  },
};

/** L-9.A.1 (+ Harvest helper option 2: extra tokens). */
function sowOnField(ctx: Ctx, seat: Seat, v: number, fieldId: string): void {
  const fields = ctx.arr(seat, 'fields');
  const i = fields.findIndex((f) => f.id === fieldId);
  const n = fieldSpaces(fieldId) + ctx.s.p[seat]!.sowExtra;
  ctx.arr(seat, 'cart')[v] -= 1;
  ctx.fromSupply(v, n - 1);
  fields[i] = { ...fields[i]!, veg: v, n };
  ctx.emit({ type: 'sown', seat, field: fieldId, veg: v, n });
}
