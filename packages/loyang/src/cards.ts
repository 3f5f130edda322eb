/**
 * Cards entering and leaving play areas: placing (L-5.13), uncovering the lower card of a
 * Two-pack (L-9.H.6), discarding, drawing with the reshuffle rules (L-9.H.7, L-14.6). A Helper
 * reaching the Discard pile calls the reaction the Helpers register (the Foreman, L-15.5).
 */
import type { Seat } from '@tabula/engine';
import type { Ctx } from './ctx';
import { ACTION_CARDS, card, isCommonField } from './data';
import type { Field, Plain, Regular, Stall } from './types';

/** What happens when `from` discards the Helper `helper` (registered by `helpers/index.ts`). */
type HelperDiscarded = (ctx: Ctx, from: Seat, helper: string) => void;
let helperDiscarded: HelperDiscarded = () => {};

/** Registers the reaction to every Helper discard (the Foreman's, L-15.5). */
export function reactToHelperDiscards(reaction: HelperDiscarded): void {
  helperDiscarded = reaction;
}

function fullStock(id: string): number[] {
  return card(id).stall!.map(() => 1);
}

/** Fills a stall from the Supply (L-5.13, Market crier, Market woman). */
export function filledStall(ctx: Ctx, id: string, under: string | null): Stall {
  for (const o of card(id).stall!) ctx.fromSupply(o.veg, 1);
  return { id, stock: fullStock(id), under };
}

/** Tops up a stall already in play to its printed contents. */
export function refilled(ctx: Ctx, st: Stall): Stall {
  const offers = card(st.id).stall!;
  offers.forEach((o, i) => {
    if (!st.stock[i]) ctx.fromSupply(o.veg, 1);
  });
  return { ...st, stock: fullStock(st.id) };
}

export function newRegular(id: string, due: boolean, under: string | null = null): Regular {
  return { id, rows: 0, marker: 'blue', due, served: 0, under };
}

/**
 * Puts an Action card face up into `seat`'s play area (L-5.13). A Common field is not paid for
 * here: callers that must charge for it (Card phase, Two-pack) call `chargeField`.
 */
export function place(ctx: Ctx, seat: Seat, id: string, under: string | null = null): void {
  const c = card(id);
  switch (c.kind) {
    case 'field':
      ctx.arr(seat, 'fields').push({ id, veg: -1, n: 0, under } satisfies Field);
      break;
    case 'stall':
      ctx.arr(seat, 'stalls').push(filledStall(ctx, id, under));
      break;
    case 'regular':
      // L-9.F.3 / A-9: due this round unless its owner has already finished his Action phase.
      ctx.arr(seat, 'regulars').push(newRegular(id, !ctx.s.p[seat]!.done, under));
      break;
    case 'casual':
      ctx.arr(seat, 'casuals').push({ id, under } satisfies Plain);
      break;
    case 'helper':
      ctx.arr(seat, 'helpers').push({ id, under } satisfies Plain);
      break;
  }
  ctx.emit({ type: 'placed', seat, card: id, ...(under ? { under } : {}) });
}

/** L-5.13, L-9.H.4: a Common field costs 2 at once; owed as a decision if cash is short. */
export function chargeField(ctx: Ctx, seat: Seat, id: string): void {
  if (!isCommonField(id)) return;
  ctx.push({ kind: 'payField', seat, card: id });
}

/** L-9.H.6: the lower card of a Two-pack is placed the moment its top card leaves. */
export function uncover(ctx: Ctx, seat: Seat, under: string | null): void {
  if (!under) return;
  ctx.emit({ type: 'uncovered', seat, card: under });
  place(ctx, seat, under);
}

export function discardCard(ctx: Ctx, id: string): void {
  ctx.pile('discard').push(id);
}

/**
 * Discards `seat`'s uncovered Helper at `index` (used or unused, L-9.E.1), uncovers what it
 * covered, then calls the registered reaction (the Foreman's, L-15.5).
 */
export function discardHelper(ctx: Ctx, seat: Seat, index: number): void {
  const helpers = ctx.arr(seat, 'helpers');
  const h = helpers[index]!;
  helpers.splice(index, 1);
  discardCard(ctx, h.id);
  ctx.emit({ type: 'helperDiscarded', seat, card: h.id });
  uncover(ctx, seat, h.under);
  helperDiscarded(ctx, seat, h.id);
}

/** Index of the uncovered Helper with card id `id` in `seat`'s area, or -1. */
export function helperIndex(ctx: Ctx, seat: Seat, id: string): number {
  return ctx.s.p[seat]!.helpers.findIndex((h) => h.id === id);
}

/**
 * Shuffles the Discard pile into the Draw pile. The cards are put in id order first, so the
 * result depends only on which cards are shuffled, not on the order in which two simultaneous
 * seats discarded them (L-6.2).
 */
export function reshuffle(ctx: Ctx): void {
  const all = inIdOrder(ctx.s.draw, ctx.s.discard);
  ctx.s.draw = ctx.random((r) => r.shuffle(all));
  ctx.s.discard = [];
  ctx.emit({ type: 'reshuffled', drawCount: ctx.s.draw.length });
}

/** Every Action card id in sorted order (`Array.prototype.sort`), and each id's place in it. */
const SORTED_IDS = ACTION_CARDS.map((c) => c.id).sort();
const RANK = new Map(SORTED_IDS.map((id, i) => [id, i]));

/** `a.concat(b).sort()` by counting ranks (the ids are Action cards; anything else: the plain sort). */
function inIdOrder(a: readonly string[], b: readonly string[]): string[] {
  const count = new Array<number>(SORTED_IDS.length).fill(0);
  for (const list of [a, b])
    for (const id of list) {
      const r = RANK.get(id);
      if (r === undefined) return a.concat(b).sort();
      count[r]! += 1;
    }
  const out: string[] = [];
  for (let r = 0; r < count.length; r++) for (let k = count[r]!; k > 0; k--) out.push(SORTED_IDS[r]!);
  return out;
}

/** Draws the top Action card; an empty pile is refilled first (L-9.H.7, not in solo: L-14.6). */
export function drawCard(ctx: Ctx): string | null {
  if (ctx.s.draw.length === 0 && ctx.s.players > 1 && ctx.s.discard.length > 0) reshuffle(ctx);
  if (ctx.s.draw.length === 0) return null;
  return ctx.pile('draw').shift()!;
}

export function cartTotal(cart: readonly number[]): number {
  let t = 0;
  for (let i = 0; i < 6; i++) t += cart[i]!;
  return t;
}

/** The ids without repeats, first occurrence first (the list itself when it has none, the usual case). */
export function uniq(xs: readonly string[]): string[] {
  for (let i = 1; i < xs.length; i++) if (xs.lastIndexOf(xs[i]!, i - 1) >= 0) return [...new Set(xs)];
  return xs as string[];
}
