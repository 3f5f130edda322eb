/**
 * The Harvest phase (L-4): a new field revealed, the Storehouse onto the Cart, per-round resets;
 * then every sown field harvested seat by seat in player order (Foreman note), emptied fields
 * leaving play (L-4.4).
 */
import type { Seat } from '@tabula/engine';
import { discardCard, reshuffle, uncover } from './cards';
import type { Ctx } from './ctx';
import { isCommonField } from './data';
import { clockwise } from './seats';
import type { Field, Regular } from './types';

export const LAST_ROUND = 9;
const HARVEST_HELPER = 'H-HARVESTHELPER';

/** L-4.2, L-4.3: new field, Storehouse onto the Cart; then harvest seat by seat. */
export function beginHarvest(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'harvest';
  ctx.emit({ type: 'round', round: s.round });
  for (let seat = 0; seat < s.players; seat++) {
    const p = ctx.pl(seat);
    // Per-round resets: every Regular customer owes a delivery again (L-9.F.3).
    p.done = false;
    p.twoPack = p.maid = p.sales = p.official = p.messenger = false;
    p.sowExtra = 0;
    const regulars: Regular[] = [];
    for (const r of p.regulars)
      regulars.push({ id: r.id, rows: r.rows, marker: r.marker, due: true, served: 0, under: r.under });
    p.regulars = regulars;
    for (let v = 0; v < 6; v++) {
      p.cart[v] += p.store[v]!;
      p.store[v] = 0;
    }
    if (s.round < LAST_ROUND && p.pile.length > 0) {
      const id = revealId(p.pile.shift()!, p.fields, p.removed, p.pile);
      if (p.pileBottom > p.pile.length) p.pileBottom = p.pile.length;
      p.fields.push({ id, veg: -1, n: 0, under: null });
      ctx.emit({ type: 'fieldRevealed', seat, field: id });
    }
    p.harvestExtra = zeros(p.fields.length);
  }
  s.harvestOrder = clockwise(s.players, s.startSeat);
  s.harvestNext = 0;
}

function zeros(n: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push(0);
  return out;
}

/** A face-down private field `P0-3` gets its public name `P0-3a` or `P0-3b` when revealed. */
export function revealId(
  pileId: string,
  fields: readonly Field[],
  removed: readonly string[],
  pile: readonly string[],
): string {
  if (!/^P\d-\d$/.test(pileId)) return pileId;
  const a = `${pileId}a`;
  const seen = fields.some((f) => f.id === a) || removed.includes(a) || pile.includes(a);
  return seen ? `${pileId}b` : a;
}

function hasUsable(ctx: Ctx, seat: Seat, helper: string): boolean {
  return ctx.s.p[seat]!.helpers.some((h) => h.id === helper);
}

/**
 * Seats harvest in player order (Foreman note); a seat with a Harvest helper may use it first.
 * True once every seat has harvested (flow.ts then opens the Card phase).
 */
export function continueHarvest(ctx: Ctx): boolean {
  const s = ctx.s;
  while (s.harvestNext < s.harvestOrder.length) {
    const seat = s.harvestOrder[s.harvestNext]!;
    if (hasUsable(ctx, seat, HARVEST_HELPER) && s.round <= LAST_ROUND) {
      ctx.push({ kind: 'harvest', seat });
      return false;
    }
    harvestSeat(ctx, seat);
  }
  return true;
}

/** L-4.3, L-4.4: one vegetable (plus Harvest-helper extras) from every sown field. */
export function harvestSeat(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  s.harvestNext += 1;
  const p = ctx.pl(seat);
  const kept: Field[] = [];
  const emptied: Field[] = [];
  const took = [0, 0, 0, 0, 0, 0];
  for (let i = 0; i < p.fields.length; i++) {
    const f = p.fields[i]!;
    if (f.n <= 0) {
      kept.push(f);
      continue;
    }
    const k = Math.min(f.n, 1 + (p.harvestExtra[i] ?? 0));
    p.cart[f.veg] += k;
    took[f.veg] += k;
    // The Home field stays in place when emptied in round 9 (L-3.3).
    if (f.n - k > 0 || i === 0) kept.push({ id: f.id, veg: f.veg, n: f.n - k, under: f.under });
    else emptied.push(f);
  }
  p.fields = kept;
  ctx.emit({ type: 'harvested', seat, vegetables: took });
  for (const f of emptied) fieldEmptied(ctx, seat, f, true);
  ctx.pl(seat).harvestExtra = zeros(ctx.s.p[seat]!.fields.length);
}

/**
 * An emptied field leaves (L-4.4): Private fields out of the game, Common fields to the Discard
 * pile (uncovering a lower card). Solo: the first removal in a Harvest phase triggers the one
 * reshuffle of the game (L-14.6).
 */
export function fieldEmptied(ctx: Ctx, seat: Seat, f: Field, inHarvest: boolean): void {
  const p = ctx.pl(seat);
  if (isCommonField(f.id)) discardCard(ctx, f.id);
  else p.removed.push(f.id);
  ctx.emit({ type: 'fieldRemoved', seat, field: f.id });
  uncover(ctx, seat, f.under);
  if (inHarvest && ctx.s.players === 1 && !ctx.s.soloReshuffled) {
    ctx.s.soloReshuffled = true;
    reshuffle(ctx);
  }
}
