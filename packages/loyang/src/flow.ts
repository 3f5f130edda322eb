/**
 * The course of a round (L-3): Harvest (L-4, `harvestPhase.ts`), Card phase (L-5 / solo L-14.4),
 * Action phase (L-6), end of the game (L-13). `settle` runs after every action: it resolves
 * decisions that need no choice (paying once the cash is there, storing without overflow) and
 * moves the game on whenever no seat owes anything.
 */
import type { Seat } from '@tabula/engine';
import { cartTotal, chargeField, discardCard, place, reshuffle } from './cards';
import type { Ctx } from './ctx';
import { COMMON_FIELD_COST, SOLO, STORE_CAPACITY } from './data';
import { beginHarvest, continueHarvest, LAST_ROUND } from './harvestPhase';
import { clockwise, topDecision } from './seats';

export function settle(ctx: Ctx): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (autoResolve(ctx)) continue;
    if (anyDecision(ctx)) return;
    if (ctx.s.phase === 'over') return;
    progress(ctx);
  }
  throw new Error('settle: no progress');
}

/** Some seat owes a decision (a loop, not `some` with a closure: after every action). */
function anyDecision(ctx: Ctx): boolean {
  const stacks = ctx.s.stacks;
  for (let i = 0; i < stacks.length; i++) if (stacks[i]!.length > 0) return true;
  return false;
}

/** Resolves one decision that has only one possible outcome; true if it did. */
function autoResolve(ctx: Ctx): boolean {
  const s = ctx.s;
  for (let seat = 0; seat < s.players; seat++) {
    const top = topDecision(s, seat);
    if (!top) continue;
    const p = s.p[seat]!;
    if ((top.kind === 'payField' || top.kind === 'payPenalty') && p.cash >= COMMON_FIELD_COST) {
      ctx.pop(seat);
      ctx.gain(seat, -COMMON_FIELD_COST);
      ctx.emit({
        type: top.kind === 'payField' ? 'fieldPaid' : 'penaltyPaid',
        seat,
        card: top.card,
        amount: COMMON_FIELD_COST,
      });
      return true;
    }
    if (top.kind === 'store' && cartTotal(p.cart) <= STORE_CAPACITY[p.upgraded ? 1 : 0]!) {
      ctx.pop(seat);
      const store = ctx.arr(seat, 'store');
      const cart = ctx.arr(seat, 'cart');
      for (let v = 0; v < 6; v++) {
        store[v] += cart[v]!;
        cart[v] = 0;
      }
      ctx.emit({ type: 'stored', seat, store: store.slice() });
      return true;
    }
  }
  return false;
}

/** Nobody owes a decision: move the game to its next step. */
function progress(ctx: Ctx): void {
  const s = ctx.s;
  switch (s.phase) {
    case 'plant':
      s.round = 1;
      beginHarvest(ctx);
      return;
    case 'harvest':
      if (continueHarvest(ctx)) beginCard(ctx);
      return;
    case 'card':
      if (s.players === 1) return beginAction(ctx);
      if (s.dist) return nextDistTurn(ctx);
      return beginAction(ctx);
    case 'action':
      if (s.groups.length === 0) return; // waiting for the partner choice (pushed at phase start)
      if (s.group + 1 < s.groups.length) {
        s.group += 1;
        startGroup(ctx);
        return;
      }
      if (s.round >= LAST_ROUND) {
        s.phase = 'over';
        ctx.emit({ type: 'gameOver' });
        return;
      }
      s.round += 1;
      beginHarvest(ctx);
      return;
  }
}

/** L-5.1, L-5.2, L-5.15: reshuffle, deal up to 4 each, open the Distribution round. */
function beginCard(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'card';
  if (s.players === 1) {
    ctx.push({ kind: 'offer', seat: 0, bought: 0, max: SOLO.maxBuys });
    return;
  }
  if (s.discard.length) reshuffle(ctx);
  const k = Math.min(4, Math.floor(s.draw.length / s.players));
  const order = clockwise(s.players, s.startSeat);
  const draw = ctx.pile('draw');
  for (const seat of order) {
    const hand = draw.splice(0, k);
    ctx.pl(seat).hand = hand;
    ctx.emit({ type: 'dealt', seat, count: k });
    ctx.emit({ type: 'hand', seat, cards: hand.slice(), to: [seat] });
  }
  const anyCards = k > 0 || s.p.some((p) => p.start !== null);
  s.dist = anyCards ? { remaining: order, turn: 0, finished: [] } : null;
}

function nextDistTurn(ctx: Ctx): void {
  const s = ctx.s;
  const d = s.dist!;
  if (d.remaining.length === 0) return endDistribution(ctx);
  const seat = d.remaining[d.turn % d.remaining.length]!;
  ctx.push({ kind: 'courtyard', seat, flipped: false, squire: false });
}

/** L-5.12, L-5.14: leftovers to the Discard pile; new Starting and Second player. */
function endDistribution(ctx: Ctx): void {
  const s = ctx.s;
  const fin = s.dist!.finished;
  for (const c of s.courtyard) discardCard(ctx, c);
  s.courtyard = [];
  for (let seat = 0; seat < s.players; seat++) if (s.p[seat]!.hand.length) ctx.pl(seat).hand = [];
  if (fin.length === s.players) {
    s.startSeat = fin[fin.length - 1]!;
    s.secondSeat = fin[fin.length - 2]!;
  }
  ctx.emit({ type: 'startingPlayer', seat: s.startSeat, second: s.secondSeat });
  s.dist = null;
  beginAction(ctx);
}

/** L-6.1, L-6.2: the order of Action phases; four players first choose partners. */
function beginAction(ctx: Ctx): void {
  const s = ctx.s;
  s.phase = 'action';
  s.group = 0;
  s.partner = new Array(s.players).fill(-1);
  const second = s.secondSeat ?? (s.startSeat + 1) % s.players;
  if (s.players === 1) s.groups = [[0]];
  else if (s.players === 2) s.groups = [[s.startSeat], [second]];
  else if (s.players === 3) s.groups = [[s.startSeat], [second], [3 - s.startSeat - second]];
  else {
    s.groups = [];
    ctx.push({ kind: 'partner', seat: s.startSeat });
    return;
  }
  startGroup(ctx);
}

/** L-6.2: the Starting player's partner choice fixes both pairs. */
export function choosePartner(ctx: Ctx, partner: Seat): void {
  const s = ctx.s;
  const start = s.startSeat;
  const second = s.secondSeat ?? (start + 1) % 4;
  const other = [0, 1, 2, 3].find((x) => x !== start && x !== second && x !== partner)!;
  s.partner = [-1, -1, -1, -1];
  s.partner[start] = partner;
  s.partner[partner] = start;
  s.partner[second] = other;
  s.partner[other] = second;
  s.groups = [
    [start, second],
    [partner, other],
  ];
  s.group = 0;
  ctx.emit({
    type: 'partners',
    pairs: [
      [start, partner],
      [second, other],
    ],
  });
  startGroup(ctx);
}

function startGroup(ctx: Ctx): void {
  for (const seat of ctx.s.groups[ctx.s.group]!) ctx.push({ kind: 'turn', seat });
}

/** Solo L-14.5: discard what is left in row 2, slide up, refill from the Draw pile. */
export function refillOffer(ctx: Ctx): void {
  const s = ctx.s;
  const grid = s.offer!.slice();
  for (let c = 0; c < SOLO.cols; c++) {
    const i = SOLO.cols + c;
    if (grid[i]) discardCard(ctx, grid[i]!);
    grid[i] = null;
  }
  for (let c = 0; c < SOLO.cols; c++) {
    const col: string[] = [];
    for (let r = 0; r < SOLO.rows; r++) if (grid[r * SOLO.cols + c]) col.push(grid[r * SOLO.cols + c]!);
    for (let r = 0; r < SOLO.rows; r++) grid[r * SOLO.cols + c] = col[r] ?? null;
  }
  for (let i = 0; i < grid.length; i++) if (!grid[i] && s.draw.length) grid[i] = ctx.pile('draw').shift()!;
  s.offer = grid;
  ctx.emit({ type: 'offerRefilled', offer: grid.slice() });
}

/** Places a card taken in the Card phase (never stacked, L-5.9) and charges a Common field. */
export function takeIntoPlay(ctx: Ctx, seat: Seat, id: string): void {
  place(ctx, seat, id);
  chargeField(ctx, seat, id);
}
