/**
 * The course of a round (L-3): Harvest (L-4), Card phase (L-5 / solo L-14.4), Action phase
 * (L-6), end of the game (L-13). `settle` runs after every action: it resolves decisions that
 * need no choice (paying once the cash is there, storing without overflow) and moves the game
 * on whenever no seat owes anything.
 */
import type { Seat } from '@tabula/engine';
import { cartTotal, chargeField, discardCard, place, reshuffle, uncover } from './cards';
import type { Ctx } from './ctx';
import { COMMON_FIELD_COST, SOLO, STORE_CAPACITY, isCommonField } from './data';
import { topDecision } from './legal';
import type { Field, Regular } from './types';

export const LAST_ROUND = 9;
export const HARVEST_HELPER = 'H-HARVESTHELPER';

/** Seats in clockwise order starting with `first`. */
export function clockwise(players: number, first: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 0; i < players; i++) out.push((first + i) % players);
  return out;
}

export function settle(ctx: Ctx): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (autoResolve(ctx)) continue;
    if (ctx.s.stacks.some((st) => st.length > 0)) return;
    if (ctx.s.phase === 'over') return;
    progress(ctx);
  }
  throw new Error('settle: no progress');
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
      ctx.emit({ type: top.kind === 'payField' ? 'fieldPaid' : 'penaltyPaid', seat, card: top.card, amount: 2 });
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
      continueHarvest(ctx);
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

export function hasUsable(ctx: Ctx, seat: Seat, helper: string): boolean {
  return ctx.s.p[seat]!.helpers.some((h) => h.id === helper);
}

/** Seats harvest in player order (Foreman note); a seat with a Harvest helper may use it first. */
function continueHarvest(ctx: Ctx): void {
  const s = ctx.s;
  while (s.harvestNext < s.harvestOrder.length) {
    const seat = s.harvestOrder[s.harvestNext]!;
    if (hasUsable(ctx, seat, HARVEST_HELPER) && s.round <= LAST_ROUND) {
      ctx.push({ kind: 'harvest', seat });
      return;
    }
    harvestSeat(ctx, seat);
  }
  beginCard(ctx);
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
