/**
 * Legal actions, answered from the top decision of the seat's stack (engine.md §2). The lists
 * are the single source of legality: `apply` accepts exactly what is listed here (it checks an
 * input with `validate.ts`, which restates these conditions for the one candidate it names).
 */
import { lastOf, type Seat } from '@tabula/engine';
import { cartTotal, uniq } from './cards';
import { BUY_PRICE, HOME_ALLOWED, SOLO, VEGETABLES, card } from './data';
import { helperStep, helperUses, squireOpensOffer, type HelperPhase } from './helpers/index';
import { bowls, canBuy, canSell, canSow, hasDemand, sowable, stepCost } from './rules';
import { listKeep, listTwoPack } from './actions/twoPack';
import * as I from './interned';
import type { Decision, LoyangAction as A, LoyangState, Player } from './types';

/** Seats owing a decision, except one waiting for another seat's Foreman reaction to its discard. */
export function activeSeats(s: LoyangState): Seat[] {
  const out: Seat[] = [];
  for (let seat = 0; seat < s.players; seat++) {
    if (s.stacks[seat]!.length === 0) continue;
    let blocked = false;
    for (let t = 0; t < s.players; t++) {
      const top = topDecision(s, t);
      if (t !== seat && top && top.kind === 'foreman' && top.from === seat) blocked = true;
    }
    if (!blocked) out.push(seat);
  }
  return out;
}

/** `activeSeats(s).includes(seat)` without building the list (hot path). */
export function isActive(s: LoyangState, seat: Seat): boolean {
  if (!s.stacks[seat] || s.stacks[seat]!.length === 0) return false;
  for (let t = 0; t < s.players; t++) {
    if (t === seat) continue;
    const top = topDecision(s, t);
    if (top && top.kind === 'foreman' && top.from === seat) return false;
  }
  return true;
}

/** The decision `seat` owes now, if any (`lastOf`: no read of index −1, for every seat at every action). */
export function topDecision(s: LoyangState, seat: Seat): Decision | undefined {
  const st = s.stacks[seat];
  return st ? lastOf(st) : undefined;
}

/** L-3.2, L-9.C.2, L-9.E.1, L-12.1: loans, selling to the Shop, discarding a Helper. */
function anyTime(p: Player, out: A[], withHelpers = true): void {
  out.push(I.LOAN);
  for (let v = 0; v < 6; v++) if (canSell(p, v)) out.push(I.SELL[v]!);
  if (withHelpers) for (const h of p.helpers) out.push(I.discardHelper(h.id));
}

function uses(s: LoyangState, seat: Seat, phase: HelperPhase, out: A[], allowSquire = false, financing = false): void {
  helperUses(s, seat, phase, out, allowSquire, financing);
}

export function legalActions(s: LoyangState, seat: Seat): A[] {
  if (!Number.isInteger(seat) || !isActive(s, seat)) return [];
  const d = topDecision(s, seat)!;
  const p = s.p[seat]!;
  const out: A[] = [];
  switch (d.kind) {
    case 'plant':
      for (const v of HOME_ALLOWED)
        if (p.shop[v]! > 0 && p.cash >= BUY_PRICE[v]! && (s.players === 1 || s.planted[v]! < 2)) out.push(I.PLANT[v]!);
      out.push(I.LOAN);
      return out;
    case 'harvest':
      out.push(I.HARVEST);
      uses(s, seat, 1, out);
      anyTime(p, out);
      return out;
    case 'courtyard': {
      const dist = s.dist!;
      if (s.players === 2 && !d.flipped && s.draw.length > 0) out.push(I.FLIP);
      const canPlace = p.hand.length >= 2 && dist.remaining.length >= 2;
      if (canPlace) for (const c of uniq(p.hand)) out.push(I.toCourtyard(c));
      for (const c of uniq(s.courtyard)) out.push(I.takeCourtyard(c));
      if (s.courtyard.length === 0 && !canPlace) {
        // Nothing to take and no card may be placed (L-5.6, L-5.7): play from hand alone.
        for (const c of uniq(p.hand)) out.push(I.playHand(c));
        if (s.intro && p.start) out.push(I.PLAY_START);
        if (p.hand.length === 0 && !(s.intro && p.start)) out.push(I.DONE);
      }
      uses(s, seat, 2, out, !d.squire);
      anyTime(p, out);
      return out;
    }
    case 'take':
      if (d.extra > 0) for (const c of uniq(s.courtyard)) out.push(I.takeCourtyard(c));
      for (const c of uniq(p.hand)) out.push(I.playHand(c));
      if (s.intro && p.start) out.push(I.PLAY_START);
      if (p.hand.length === 0 && !(s.intro && p.start)) out.push(I.DONE);
      uses(s, seat, 2, out, false);
      anyTime(p, out);
      return out;
    case 'offer':
      if (d.bought < d.max)
        s.offer!.forEach((c, i) => {
          if (c && p.cash >= SOLO.rowPrice[Math.floor(i / SOLO.cols)]!) out.push({ type: 'buyOffer', slot: i });
        });
      // Introductory solo game: the start card is placed for free, besides the Offer purchases.
      if (s.intro && p.start) out.push(I.PLAY_START);
      out.push(I.DONE);
      uses(s, seat, 2, out, squireOpensOffer(d));
      anyTime(p, out);
      return out;
    case 'payField':
    case 'payPenalty':
      uses(s, seat, s.phase === 'action' ? 3 : 2, out, false, true);
      anyTime(p, out);
      return out;
    case 'partner':
      for (let t = 0; t < 4; t++) if (t !== s.startSeat && t !== s.secondSeat) out.push({ type: 'partner', seat: t });
      return out;
    case 'turn':
      turnActions(s, seat, p, out);
      return out;
    case 'sowField':
      for (const i of sowable(p, d.veg)) out.push({ type: 'sowField', field: p.fields[i]!.id });
      return out;
    case 'handIn':
      for (let v = 0; v < 6; v++) if (p.cart[v]! > 0) out.push(I.HAND_IN[v]!);
      return out;
    case 'twoPack':
      listKeep(d, out);
      anyTime(p, out, false);
      return out;
    case 'store':
      for (let v = 0; v < 6; v++) if (p.cart[v]! > 0) out.push(I.RETURN_VEG[v]!);
      if (!p.upgraded && p.cash >= 2) out.push(I.UPGRADE);
      anyTime(p, out, false);
      return out;
    case 'path': {
      const cost = stepCost(p, d.steps);
      if (cost !== null && p.cash >= cost) out.push(I.STEP);
      out.push(I.END_PATH, I.LOAN);
      return out;
    }
    case 'foreman':
    case 'bookkeeper':
    case 'crier':
    case 'merchant':
    case 'tenant':
    case 'harvestFields':
      helperStep(d.kind)!.legal(s, seat, d, out);
      return out;
  }
}

function turnActions(s: LoyangState, seat: Seat, p: Player, out: A[]): void {
  for (let v = 0; v < 6; v++) {
    if (p.cart[v]! > 0 && canSow(p, v)) out.push(I.SOW[v]!);
    if (canBuy(p, v)) out.push(I.BUY[v]!);
  }
  const total = cartTotal(p.cart);
  for (const st of p.stalls)
    for (let i = 0; i < st.stock.length; i++)
      if (st.stock[i] && total >= bowls(p, st.id, i)) out.push(I.trade(st.id, i));
  for (const r of p.regulars) {
    const demand = card(r.id).demand!;
    if (r.served === 0 && hasDemand(p.cart, demand)) out.push(I.deliver(r.id));
    // Messenger-boy: a second delivery into the same row; on the top row both at once.
    if (p.messenger && r.served === 1 && hasDemand(p.cart, demand)) out.push(I.deliver(r.id));
    if (p.messenger && r.served === 0 && r.rows === 3 && hasDemand(p.cart, demand, 2))
      out.push({ type: 'deliver', card: r.id, double: true });
  }
  // L-9.F.4: a player may declare that he does not serve a customer this round.
  for (const r of p.regulars) if (r.due && r.served === 0) out.push(I.skipDelivery(r.id));
  for (const cc of p.casuals) if (hasDemand(p.cart, card(cc.id).demand!)) out.push(I.serve(cc.id));
  listTwoPack(s, p, out);
  if (!p.upgraded && p.cash >= 2) out.push(I.UPGRADE);
  uses(s, seat, 3, out);
  anyTime(p, out);
  out.push(I.END_ACTIONS);
}
