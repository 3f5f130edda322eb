/**
 * The end of a player's part in the Distribution round (L-5.5 b, L-5.11): one card played from
 * the hand (intro: the start card instead), the rest of the hand to the Courtyard; `done` when
 * nothing is left to play. Under the solo Offer `playStart` and `done` are the Offer's (`offer.ts`).
 */
import type { Seat } from '@tabula/engine';
import { uniq } from '../cards';
import type { Ctx } from '../ctx';
import { takeIntoPlay } from '../flow';
import * as I from '../interned';
import type { Decision, LoyangAction as A, LoyangState, Player } from '../types';
import type { ActionRule } from './action';
import { handAlone } from './courtyard';
import { offerDone, offerStart, startHeld } from './offer';

/** After taking from the Courtyard, or in a turn where nothing else is possible (L-5.6, L-5.7). */
function handPlayable(s: LoyangState, d: Decision, p: Player): boolean {
  return d.kind === 'take' || (d.kind === 'courtyard' && handAlone(s, p));
}

function nothingLeft(s: LoyangState, p: Player): boolean {
  return p.hand.length === 0 && !startHeld(s, p);
}

export function listHandCards(s: LoyangState, d: Decision, p: Player, out: A[]): void {
  if (!handPlayable(s, d, p)) return;
  for (const c of uniq(p.hand)) out.push(I.playHand(c));
  if (startHeld(s, p)) out.push(I.PLAY_START);
  if (nothingLeft(s, p)) out.push(I.DONE);
}

export const playHand: ActionRule = {
  named(s, _seat, d, p, x) {
    return handPlayable(s, d, p) && p.hand.includes(x.card as string) ? I.playHand(x.card as string) : null;
  },
  rule: ['L-5.5', 'play exactly one card from your hand'],
  answers: ['courtyard', 'take'],
  apply(ctx, seat, a) {
    ctx.pop(seat);
    const card = (a as { card: string }).card;
    const hand = ctx.arr(seat, 'hand');
    hand.splice(hand.indexOf(card), 1);
    takeIntoPlay(ctx, seat, card);
    endPart(ctx, seat);
  },
};

export const playStart: ActionRule = {
  named(s, seat, d, p, x) {
    if (d.kind === 'offer') return offerStart.named(s, seat, d, p, x);
    return handPlayable(s, d, p) && startHeld(s, p) ? I.PLAY_START : null;
  },
  rule: ['L-5.11', 'the start card is played instead of a hand card'],
  answers: ['courtyard', 'take', 'offer'],
  apply(ctx, seat, a, d) {
    if (d.kind === 'offer') return offerStart.apply(ctx, seat, a, d);
    ctx.pop(seat);
    const me = ctx.me(seat);
    const c = me.start!;
    me.start = null;
    takeIntoPlay(ctx, seat, c);
    endPart(ctx, seat);
  },
};

export const done: ActionRule = {
  named(s, seat, d, p, x) {
    if (d.kind === 'offer') return offerDone.named(s, seat, d, p, x);
    return handPlayable(s, d, p) && nothingLeft(s, p) ? I.DONE : null;
  },
  apply(ctx, seat, a, d) {
    if (d.kind === 'offer') return offerDone.apply(ctx, seat, a, d);
    ctx.pop(seat);
    endPart(ctx, seat);
  },
};

/** The rest of the hand goes to the Courtyard and the seat leaves the round (L-5.5 b). */
function endPart(ctx: Ctx, seat: Seat): void {
  const s = ctx.s;
  const p = ctx.me(seat); // `hand` is replaced whole
  const cy = ctx.pile('courtyard');
  for (const c of p.hand) cy.push(c);
  ctx.emit({ type: 'handToCourtyard', seat, cards: p.hand.slice() });
  p.hand = [];
  const dist = s.dist!;
  const i = dist.remaining.indexOf(seat);
  const remaining = dist.remaining.filter((x) => x !== seat);
  s.dist = { remaining, turn: remaining.length ? i % remaining.length : 0, finished: [...dist.finished, seat] };
}
