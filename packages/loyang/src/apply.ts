/**
 * `apply`: the action must be one of `legalActions` (the single source of legality, checked for
 * the one candidate the input names by `validate.ts`); a refusal names the rule (see
 * `explain.ts`) and leaves the input untouched. The new state is built with
 * copy-on-write (`Ctx`) and then settled (`flow.ts`).
 */
import type { ApplyResult, Seat } from '@tabula/engine';
import { discardHelper, helperIndex } from './cards';
import { Ctx } from './ctx';
import { BUY_PRICE, HOME_SPACES, SOLO, card, vegIndex } from './data';
import { explain } from './explain';
import { choosePartner, clockwise, harvestSeat, refillOffer, settle, takeIntoPlay } from './flow';
import { buy, deliver, endActions, sell, serve, skipDelivery, sowField, takeFromStall, takeLoan } from './basic';
import { helperStep, useHelper } from './helpers/index';
import { foremanAfterSquire } from './helpers/foreman';
import { payTraderFee } from './helpers/trader';
import { topDecision } from './legal';
import { stepCost } from './rules';
import { keep, twoPack } from './actions/twoPack';
import type { Decision, LoyangAction, LoyangState } from './types';
import { listed } from './validate';

export function apply(state: LoyangState, seat: Seat, action: LoyangAction): ApplyResult<LoyangState> {
  if (!listed(state, seat, action)) throw explain(state, seat, action);
  return applyListed(state, seat, action);
}

/** `apply` without the check, for an action taken unchanged from `legalActions(state, seat)` (contract.ts). */
export function applyListed(state: LoyangState, seat: Seat, action: LoyangAction): ApplyResult<LoyangState> {
  const ctx = new Ctx(state);
  perform(ctx, seat, action, topDecision(state, seat)!);
  settle(ctx);
  return { state: ctx.s, events: ctx.events };
}

function perform(ctx: Ctx, seat: Seat, a: LoyangAction, d: Decision): void {
  switch (a.type) {
    case 'loan':
      return takeLoan(ctx, seat);
    case 'sell':
      return sell(ctx, seat, vegIndex(a.veg));
    case 'discardHelper':
      return discardHelper(ctx, seat, helperIndex(ctx, seat, a.card));
    case 'helper':
      return useHelper(ctx, seat, a);
    case 'upgrade':
      ctx.gain(seat, -2);
      ctx.me(seat).upgraded = true;
      ctx.emit({ type: 'upgraded', seat });
      return;
  }
  switch (d.kind) {
    case 'plant':
      return plant(ctx, seat, vegIndex((a as { veg: string }).veg));
    case 'harvest':
      ctx.pop(seat);
      return harvestSeat(ctx, seat);
    case 'courtyard':
    case 'take':
      return distribution(ctx, seat, d, a);
    case 'offer':
      return offer(ctx, seat, d, a);
    case 'partner':
      ctx.pop(seat);
      return choosePartner(ctx, (a as { seat: Seat }).seat);
    case 'turn':
      return turn(ctx, seat, a, d);
    case 'sowField':
      ctx.pop(seat);
      return sowField(ctx, seat, d.veg, (a as { field: string }).field);
    case 'handIn': {
      const v = vegIndex((a as { veg: string }).veg);
      ctx.arr(seat, 'cart')[v] -= 1;
      ctx.fromSupply(v, -1);
      if (d.left > 1) return ctx.setTop({ ...d, left: d.left - 1 });
      ctx.pop(seat);
      if (d.via) payTraderFee(ctx, seat, d.owner);
      takeFromStall(ctx, seat, d.owner, d.stall, d.offer);
      if (d.via) discardHelper(ctx, seat, helperIndex(ctx, seat, d.via));
      return;
    }
    case 'twoPack':
      return keep.apply(ctx, seat, a, d);
    case 'store': {
      const v = vegIndex((a as { veg: string }).veg);
      ctx.arr(seat, 'cart')[v] -= 1;
      ctx.fromSupply(v, -1);
      return;
    }
    case 'path':
      if (a.type === 'endPath') {
        ctx.pop(seat);
        return;
      }
      ctx.gain(seat, -stepCost(ctx.s.p[seat]!, d.steps)!);
      ctx.me(seat).path += 1;
      ctx.setTop({ ...d, steps: d.steps + 1 });
      ctx.emit({ type: 'step', seat, path: ctx.s.p[seat]!.path });
      return;
    case 'foreman':
    case 'bookkeeper':
    case 'crier':
    case 'merchant':
    case 'tenant':
    case 'harvestFields':
      return helperStep(d.kind)!.apply(ctx, seat, d, a);
    default:
      throw new Error(`no handler for ${a.type} in ${d.kind}`);
  }
}

/** L-2.7: buy one W/P/T from the own Shop and plant the Home field; next seat clockwise. */
function plant(ctx: Ctx, seat: Seat, v: number): void {
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

/** L-5.4–L-5.11: the Distribution round. */
function distribution(ctx: Ctx, seat: Seat, d: Decision, a: LoyangAction): void {
  const s = ctx.s;
  if (a.type === 'flip') {
    ctx.pile('courtyard').push(ctx.pile('draw').shift()!);
    ctx.setTop({ ...(d as Extract<Decision, { kind: 'courtyard' }>), flipped: true });
    ctx.emit({ type: 'flipped', seat, card: s.courtyard[s.courtyard.length - 1] });
    return;
  }
  if (a.type === 'toCourtyard') {
    ctx.pop(seat);
    const hand = ctx.arr(seat, 'hand');
    hand.splice(hand.indexOf(a.card), 1);
    ctx.pile('courtyard').push(a.card);
    const dist = s.dist!;
    s.dist = { ...dist, turn: (dist.remaining.indexOf(seat) + 1) % dist.remaining.length };
    ctx.emit({ type: 'toCourtyard', seat, card: a.card });
    return;
  }
  if (a.type === 'takeCourtyard') {
    const cy = ctx.pile('courtyard');
    cy.splice(cy.indexOf(a.card), 1);
    if (d.kind === 'courtyard') {
      ctx.pop(seat);
      ctx.push({
        kind: 'take',
        seat,
        extra: d.squire ? 2 : 0 /* Squire: up to 3 Courtyard cards */,
        flipped: d.flipped,
        squire: d.squire,
      });
    } else ctx.setTop({ ...(d as Extract<Decision, { kind: 'take' }>), extra: (d as { extra: number }).extra - 1 });
    ctx.emit({ type: 'tookCourtyard', seat, card: a.card });
    takeIntoPlay(ctx, seat, a.card);
    foremanAfterSquire(ctx, seat, a.card, (d as { squire: boolean }).squire);
    return;
  }
  // playHand / playStart / done: the hand card (or start card) ends the player's part (L-5.5 b).
  ctx.pop(seat);
  if (a.type === 'playHand') {
    const hand = ctx.arr(seat, 'hand');
    hand.splice(hand.indexOf(a.card), 1);
    takeIntoPlay(ctx, seat, a.card);
  } else if (a.type === 'playStart') {
    const me = ctx.me(seat);
    const c = me.start!;
    me.start = null;
    takeIntoPlay(ctx, seat, c);
  }
  const p = ctx.me(seat); // the rest of the hand goes to the Courtyard; `hand` is replaced whole
  const cy = ctx.pile('courtyard');
  for (const c of p.hand) cy.push(c);
  ctx.emit({ type: 'handToCourtyard', seat, cards: p.hand.slice() });
  p.hand = [];
  const dist = s.dist!;
  const i = dist.remaining.indexOf(seat);
  const remaining = dist.remaining.filter((x) => x !== seat);
  s.dist = { remaining, turn: remaining.length ? i % remaining.length : 0, finished: [...dist.finished, seat] };
}

/** L-14.4: buy from the solo Offer; `done` slides and refills it (L-14.5). */
function offer(ctx: Ctx, seat: Seat, d: Extract<Decision, { kind: 'offer' }>, a: LoyangAction): void {
  if (a.type === 'done') {
    ctx.pop(seat);
    return refillOffer(ctx);
  }
  if (a.type === 'playStart') {
    const c = ctx.pl(seat).start!;
    ctx.pl(seat).start = null;
    return takeIntoPlay(ctx, seat, c);
  }
  const slot = (a as { slot: number }).slot;
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

function turn(ctx: Ctx, seat: Seat, a: LoyangAction, d: Decision): void {
  switch (a.type) {
    case 'sow':
      return ctx.push({ kind: 'sowField', seat, veg: vegIndex(a.veg) });
    case 'buy':
      return buy(ctx, seat, vegIndex(a.veg));
    case 'trade': {
      const b = card(a.stall).stall![a.offer]!.bowls;
      const p = ctx.s.p[seat]!;
      return ctx.push({
        kind: 'handIn',
        seat,
        left: p.maid ? 1 : b,
        owner: seat,
        stall: a.stall,
        offer: a.offer,
        via: null,
      });
    }
    case 'deliver':
      return deliver(ctx, seat, a.card, a.double === true);
    case 'serve':
      return serve(ctx, seat, a.card);
    case 'skipDelivery':
      return skipDelivery(ctx, seat, a.card);
    case 'twoPack':
      return twoPack.apply(ctx, seat, a, d);
    case 'endActions':
      return endActions(ctx, seat);
  }
}
