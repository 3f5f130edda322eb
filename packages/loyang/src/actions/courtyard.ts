/**
 * The Courtyard in the Distribution round (L-5.4–L-5.10): a turn places a hand card there or
 * takes one (the Squire: up to 3, then the turn ends with a hand card, `handCard.ts`); in 2-player
 * games the top Draw card may first be flipped into it (L-5.10).
 */
import type { Seat } from '@tabula/engine';
import { IllegalAction } from '@tabula/engine';
import { uniq } from '../cards';
import type { Ctx } from '../ctx';
import { takeIntoPlay } from '../flow';
import { foremanAfterSquire } from '../helpers/foreman';
import * as I from '../interned';
import type { Decision, LoyangAction as A, LoyangState, Player } from '../types';
import type { ActionRule } from './action';

type CourtyardTurn = Extract<Decision, { kind: 'courtyard' }>;
type TakeMore = Extract<Decision, { kind: 'take' }>;

/** L-5.6, L-5.7: a card may go to the Courtyard unless it is the last in hand or the player is the last left. */
function canPlace(s: LoyangState, p: Player): boolean {
  return p.hand.length >= 2 && s.dist!.remaining.length >= 2;
}

/** Courtyard turn with nothing to take and no card that may be placed (L-5.6, L-5.7): the hand card alone. */
export function handAlone(s: LoyangState, p: Player): boolean {
  return s.courtyard.length === 0 && !canPlace(s, p);
}

function flippable(s: LoyangState, d: Decision): boolean {
  return d.kind === 'courtyard' && s.players === 2 && !d.flipped && s.draw.length > 0;
}

/** One Courtyard card in a turn; with the Squire up to 2 more (L-5.8). */
function takeable(d: Decision): boolean {
  return d.kind === 'courtyard' || (d.kind === 'take' && d.extra > 0);
}

export function listCourtyard(s: LoyangState, d: CourtyardTurn | TakeMore, p: Player, out: A[]): void {
  if (flippable(s, d)) out.push(I.FLIP);
  if (d.kind === 'courtyard' && canPlace(s, p)) for (const c of uniq(p.hand)) out.push(I.toCourtyard(c));
  if (takeable(d)) for (const c of uniq(s.courtyard)) out.push(I.takeCourtyard(c));
}

export const flip: ActionRule = {
  named(s, _seat, d) {
    return flippable(s, d) ? I.FLIP : null;
  },
  rule: ['L-5.10', 'only in 2-player games, once at the start of your turn'],
  answers: ['courtyard'],
  apply(ctx, seat, _a, d) {
    const s = ctx.s;
    ctx.pile('courtyard').push(ctx.pile('draw').shift()!);
    ctx.setTop({ ...(d as CourtyardTurn), flipped: true });
    ctx.emit({ type: 'flipped', seat, card: s.courtyard[s.courtyard.length - 1] });
  },
};

export const toCourtyard: ActionRule = {
  named(s, _seat, d, p, x) {
    return d.kind === 'courtyard' && canPlace(s, p) && p.hand.includes(x.card as string)
      ? I.toCourtyard(x.card as string)
      : null;
  },
  rule: ['L-5.6', 'your last card, or the last player, may not go to the Courtyard'],
  answers: ['courtyard'],
  refusal(s, _seat, d) {
    return d.kind === 'courtyard' && s.dist && s.dist.remaining.length < 2
      ? new IllegalAction('L-5.7', 'the last player left adds no cards to the Courtyard')
      : null;
  },
  apply(ctx, seat, a) {
    placeInCourtyard(ctx, seat, (a as { card: string }).card);
  },
};

function placeInCourtyard(ctx: Ctx, seat: Seat, card: string): void {
  const s = ctx.s;
  ctx.pop(seat);
  const hand = ctx.arr(seat, 'hand');
  hand.splice(hand.indexOf(card), 1);
  ctx.pile('courtyard').push(card);
  const dist = s.dist!;
  s.dist = { ...dist, turn: (dist.remaining.indexOf(seat) + 1) % dist.remaining.length };
  ctx.emit({ type: 'toCourtyard', seat, card });
}

export const takeCourtyard: ActionRule = {
  named(s, _seat, d, _p, x) {
    return takeable(d) && s.courtyard.includes(x.card as string) ? I.takeCourtyard(x.card as string) : null;
  },
  rule: ['L-5.8', 'exactly 1 Courtyard card (up to 3 with the Squire)'],
  answers: ['courtyard', 'take'],
  apply(ctx, seat, a, d) {
    takeFromCourtyard(ctx, seat, d as CourtyardTurn | TakeMore, (a as { card: string }).card);
  },
};

function takeFromCourtyard(ctx: Ctx, seat: Seat, d: CourtyardTurn | TakeMore, card: string): void {
  const cy = ctx.pile('courtyard');
  cy.splice(cy.indexOf(card), 1);
  if (d.kind === 'courtyard') {
    ctx.pop(seat);
    // Squire: up to 3 Courtyard cards.
    ctx.push({ kind: 'take', seat, extra: d.squire ? 2 : 0, flipped: d.flipped, squire: d.squire });
  } else ctx.setTop({ ...d, extra: d.extra - 1 });
  ctx.emit({ type: 'tookCourtyard', seat, card });
  takeIntoPlay(ctx, seat, card);
  foremanAfterSquire(ctx, seat, card, d.squire);
}
