/**
 * The solo Offer (L-14.4, L-14.5): up to 2 cards (4 with the Squire) bought at their row price,
 * the intro start card placed for free besides them; `done` slides and refills the Offer.
 */
import type { Seat } from '@tabula/engine';
import type { Ctx } from '../ctx';
import { SOLO } from '../data';
import { refillOffer, takeIntoPlay } from '../flow';
import * as I from '../interned';
import type { Decision, LoyangAction as A, LoyangState, Player } from '../types';
import { type ActionRule, isIndex } from './action';

type OfferDecision = Extract<Decision, { kind: 'offer' }>;

function buyable(s: LoyangState, d: OfferDecision, p: Player, slot: number): boolean {
  return d.bought < d.max && !!s.offer![slot] && p.cash >= SOLO.rowPrice[Math.floor(slot / SOLO.cols)]!;
}

/** Introductory version: the start card is still held (L-2.9, L-5.11); solo: placed for free besides the purchases. */
export function startHeld(s: LoyangState, p: Player): boolean {
  return s.intro && !!p.start;
}

export function listOffer(s: LoyangState, d: OfferDecision, p: Player, out: A[]): void {
  const grid = s.offer!;
  for (let i = 0; i < grid.length; i++) if (buyable(s, d, p, i)) out.push({ type: 'buyOffer', slot: i });
  if (startHeld(s, p)) out.push(I.PLAY_START);
  out.push(I.DONE);
}

export const buyOffer: ActionRule = {
  named(s, _seat, d, p, x) {
    return d.kind === 'offer' && isIndex(x.slot, s.offer!.length) && buyable(s, d, p, x.slot)
      ? { type: 'buyOffer', slot: x.slot }
      : null;
  },
  rule: ['L-14.4', 'up to 2 cards (4 with the Squire), paying the row price'],
  answers: ['offer'],
  apply(ctx, seat, a, d) {
    buyFromOffer(ctx, seat, d as OfferDecision, (a as { slot: number }).slot);
  },
};

function buyFromOffer(ctx: Ctx, seat: Seat, d: OfferDecision, slot: number): void {
  const grid = ctx.s.offer!.slice();
  const c = grid[slot]!;
  grid[slot] = null;
  ctx.s.offer = grid;
  ctx.gain(seat, -SOLO.rowPrice[Math.floor(slot / SOLO.cols)]!);
  // Issue 42: a Squire bought now "cannot be used in the same round as it is played" (L-14.1).
  ctx.setTop(c === 'H-SQUIRE' ? { ...d, bought: d.bought + 1, squireBought: true } : { ...d, bought: d.bought + 1 });
  ctx.emit({ type: 'boughtOffer', seat, card: c, slot });
  takeIntoPlay(ctx, seat, c);
}

/** `playStart` under the Offer (the Distribution round's is in `handCard.ts`). */
export const offerStart: ActionRule = {
  named(s, _seat, d, p) {
    return d.kind === 'offer' && startHeld(s, p) ? I.PLAY_START : null;
  },
  apply(ctx, seat) {
    const c = ctx.pl(seat).start!;
    ctx.pl(seat).start = null;
    takeIntoPlay(ctx, seat, c);
  },
};

/** `done` under the Offer: always listed. */
export const offerDone: ActionRule = {
  named(_s, _seat, d) {
    return d.kind === 'offer' ? I.DONE : null;
  },
  apply(ctx, seat) {
    ctx.pop(seat);
    refillOffer(ctx);
  },
};
