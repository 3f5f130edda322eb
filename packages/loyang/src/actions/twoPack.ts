/**
 * The Two-pack (L-9.H): bought once per Action phase for the larger of the own Helpers and Market
 * stalls, two cards revealed; then none, one or both are kept (the first on top), kept Common
 * fields paid at once.
 */
import { IllegalAction, type Seat } from '@tabula/engine';
import { chargeField, discardCard, drawCard, place } from '../cards';
import type { Ctx } from '../ctx';
import * as I from '../interned';
import { twoPackDrawable, twoPackPrice } from '../rules';
import type { Decision, LoyangAction as A, LoyangState, Player } from '../types';
import type { ActionRule } from './action';

/** L-9.H.1, L-9.H.5, L-9.H.7 (solo L-14.6): once per phase, paid in full, with cards to draw. */
function buyable(s: LoyangState, p: Player): boolean {
  return !p.twoPack && p.cash >= twoPackPrice(p) && twoPackDrawable(s);
}

/** The Two-pack in the Action-phase turn. */
export function listTwoPack(s: LoyangState, p: Player, out: A[]): void {
  if (buyable(s, p)) out.push(I.TWO_PACK);
}

export const twoPack: ActionRule = {
  named(s, _seat, d, p) {
    return d.kind === 'turn' && buyable(s, p) ? I.TWO_PACK : null;
  },
  rule: ['L-9.H.1', 'the Two-pack costs the larger of your Helpers and Market stalls'],
  answers: [],
  refusal(s, seat, d) {
    if (d.kind !== 'turn') return null;
    const p = s.p[seat]!;
    if (p.twoPack) return new IllegalAction('L-9.H.5', 'a Two-pack may be bought once per Action phase');
    if (p.cash < twoPackPrice(p)) return new IllegalAction('L-9.H.1', `the Two-pack costs ${twoPackPrice(p)} Cash`);
    if (!twoPackDrawable(s))
      return s.players === 1
        ? new IllegalAction('L-14.6', 'the Draw pile is empty; in solo it is refilled only at the Harvest')
        : new IllegalAction('L-9.H.7', 'the Draw pile and the Discard pile are empty');
    return null;
  },
  apply(ctx, seat) {
    buyTwoPack(ctx, seat);
  },
};

/** L-9.H.1, L-9.H.2: pay and reveal two cards, then decide what to keep. */
function buyTwoPack(ctx: Ctx, seat: Seat): void {
  const p = ctx.me(seat);
  ctx.gain(seat, -twoPackPrice(p));
  p.twoPack = true;
  const cards: string[] = [];
  for (let k = 0; k < 2; k++) {
    const c = drawCard(ctx);
    if (c) cards.push(c);
  }
  ctx.emit({ type: 'twoPack', seat, cards: cards.slice() });
  ctx.push({ kind: 'twoPack', seat, cards });
}

/** L-9.H.2: keep none, the first, the second, or both in either order (the first named on top). */
export function listKeep(d: Extract<Decision, { kind: 'twoPack' }>, out: A[]): void {
  const [a, b] = d.cards;
  out.push({ type: 'keep', cards: [] });
  if (a) out.push({ type: 'keep', cards: [a] });
  if (b) out.push({ type: 'keep', cards: [b] }, { type: 'keep', cards: [a!, b] }, { type: 'keep', cards: [b, a!] });
}

/** `listKeep` for the one input: is `cards` one of the listed choices? */
function keepListed(drawn: string[], cards: unknown): boolean {
  if (!Array.isArray(cards)) return false;
  const [a, b] = drawn;
  if (cards.length === 0) return true;
  if (cards.length === 1) return (!!a && cards[0] === a) || (!!b && cards[0] === b);
  if (cards.length === 2 && b) return (cards[0] === a && cards[1] === b) || (cards[0] === b && cards[1] === a);
  return false;
}

export const keep: ActionRule = {
  named(_s, _seat, d, _p, x) {
    return d.kind === 'twoPack' && keepListed(d.cards, x.cards) ? { type: 'keep', cards: x.cards as string[] } : null;
  },
  apply(ctx, seat, a, d) {
    keepCards(ctx, seat, (d as Extract<Decision, { kind: 'twoPack' }>).cards, (a as { cards: string[] }).cards);
  },
};

/** L-9.H.2–4: keep 0, 1 or 2 (stacked, first on top); kept Common fields cost 2 each. */
function keepCards(ctx: Ctx, seat: Seat, drawn: string[], kept: string[]): void {
  ctx.pop(seat);
  for (const c of drawn) if (!kept.includes(c)) discardCard(ctx, c);
  if (kept.length) place(ctx, seat, kept[0]!, kept[1] ?? null);
  for (const c of kept.slice().reverse()) chargeField(ctx, seat, c);
}
