/** Using a Helper (L-9.E, L-15, Helper reference): the effect of each of the 20 Helpers. */
import type { Seat } from '@tabula/engine';
import { discardCard, discardHelper, helperIndex, refilled, uncover } from './cards';
import type { Ctx } from './ctx';
import { BUY_PRICE, SOLO, card, vegIndex } from './data';
import { fieldEmptied } from './flow';
import { bowls, casualPay, type Target } from './rules';
import type { LoyangAction, Plain } from './types';

type HelperAction = Extract<LoyangAction, { type: 'helper' }>;

/** Removes `seat`'s uncovered Helper `id` without discarding it (Con man), uncovering below. */
function takeHelperOut(ctx: Ctx, seat: Seat, id: string): Plain {
  const p = ctx.pl(seat);
  const i = p.helpers.findIndex((h) => h.id === id);
  const h = p.helpers[i]!;
  p.helpers.splice(i, 1);
  uncover(ctx, seat, h.under);
  return h;
}

function done(ctx: Ctx, seat: Seat, id: string): void {
  const i = helperIndex(ctx, seat, id);
  if (i >= 0) discardHelper(ctx, seat, i);
}

export function useHelper(ctx: Ctx, seat: Seat, a: HelperAction): void {
  const s = ctx.s;
  const p = ctx.pl(seat);
  const id = a.card;
  const t = a.seat as Target;
  ctx.emit({ type: 'helperUsed', seat, card: id, option: a.option });
  switch (card(id).type) {
    case 'H-BOOKKEEPER':
      ctx.push({ kind: 'bookkeeper', seat, step: 0 });
      return;
    case 'H-MARKETCRIER':
      if (a.option === 1) {
        p.stalls = p.stalls.map((st) => refilled(ctx, st));
        return done(ctx, seat, id);
      }
      ctx.push({ kind: 'crier', seat, sold: 0, earned: 0 });
      return;
    case 'H-SQUIRE': {
      const st = s.stacks[seat]!;
      const top = st[st.length - 1]!;
      if (top.kind === 'courtyard') ctx.setTop({ ...top, squire: true });
      else if (top.kind === 'offer') ctx.setTop({ ...top, max: SOLO.squireMax });
      return done(ctx, seat, id);
    }
    case 'H-HARVESTHELPER':
      if (a.option === 1) {
        ctx.push({ kind: 'harvestFields', seat, picked: [] });
        return;
      }
      p.sowExtra += 1;
      return done(ctx, seat, id);
    case 'H-MAID':
      p.maid = true;
      return done(ctx, seat, id);
    case 'H-MESSENGERBOY':
      p.messenger = true;
      return done(ctx, seat, id);
    case 'H-OFFICIAL':
      p.official = true;
      return done(ctx, seat, id);
    case 'H-SALESWOMAN':
      if (a.option === 1) p.regulars = p.regulars.map((r) => (r.marker === 'blue' ? r : { ...r, marker: 'blue' }));
      else p.sales = true;
      return done(ctx, seat, id);
    case 'H-CONMAN':
      return conMan(ctx, seat, a);
    case 'H-DELIVERYMAN':
      return deliveryman(ctx, seat, a);
    case 'H-HAGGLER': {
      const v = vegIndex(a.veg);
      if (a.with) {
        ctx.fromSupply(v, 2);
        ctx.gain(seat, -Math.max(0, BUY_PRICE[v]! - 2));
      } else {
        p.shop[v] -= 2;
        ctx.gain(seat, -BUY_PRICE[v]!);
      }
      p.cart[v] += 2;
      done(ctx, seat, id);
      if (a.with) done(ctx, seat, a.with);
      return;
    }
    case 'H-SHOPPER': {
      const v = vegIndex(a.veg);
      ctx.fromSupply(v, 1);
      p.cart[v] += 1;
      ctx.gain(seat, -Math.max(0, BUY_PRICE[v]! - 2));
      return done(ctx, seat, id);
    }
    case 'H-MERCHANT':
      ctx.push({ kind: 'merchant', seat, bought: [] });
      return;
    case 'H-MARKETWOMAN':
      return marketWoman(ctx, seat, a);
    case 'H-PLOUGHMAN':
      return ploughMan(ctx, seat, a);
    case 'H-SUBSISTENCE':
      if (s.players === 1) {
        const v = vegIndex(a.veg);
        ctx.fromSupply(v, 1);
        p.cart[v] += 1;
        ctx.gain(seat, -1);
      } else {
        const o = ctx.pl(t as Seat);
        const i = o.fields.findIndex((f) => f.id === a.target);
        const f = o.fields[i]!;
        o.fields[i] = { ...f, n: f.n - 1 };
        p.cart[f.veg] += 1;
        ctx.transfer(seat, t as Seat, 1);
      }
      return done(ctx, seat, id);
    case 'H-TOUT':
      return tout(ctx, seat, a);
    case 'H-TENANT':
      if (a.option === 1) ctx.gain(seat, -3);
      p.pileKnown = true;
      ctx.push({ kind: 'tenant', seat, option: a.option });
      ctx.emit({ type: 'pile', seat, pile: p.pile.slice(), to: [seat] });
      return;
    case 'H-TRADER':
      ctx.push({ kind: 'handIn', seat, left: bowls(p, a.target!, a.offer!), owner: t, stall: a.target!, offer: a.offer!, via: id });
      return;
  }
}

/** Con man: swap for a finished player's uncovered Helper; solo: for a Helper in the Offer. */
function conMan(ctx: Ctx, seat: Seat, a: HelperAction): void {
  const me = takeHelperOut(ctx, seat, a.card);
  if (ctx.s.players === 1) {
    const offer = ctx.s.offer!.slice();
    const got = offer[a.slot!]!;
    offer[a.slot!] = me.id;
    ctx.s.offer = offer;
    ctx.pl(seat).helpers.push({ id: got, under: null });
    ctx.emit({ type: 'swapped', seat, gave: me.id, got });
    return;
  }
  const t = a.seat as Seat;
  const got = takeHelperOut(ctx, t, a.target!);
  ctx.pl(t).helpers.push({ id: me.id, under: null });
  ctx.pl(seat).helpers.push({ id: got.id, under: null });
  ctx.emit({ type: 'swapped', seat, with: t, gave: me.id, got: got.id });
}

/** Deliveryman: fill the next row of another's Regular customer, keep the pay. */
function deliveryman(ctx: Ctx, seat: Seat, a: HelperAction): void {
  const p = ctx.pl(seat);
  const t = a.seat as Target;
  if (t === 'opponent') ctx.s.opp = { ...ctx.s.opp!, regulars: ctx.s.opp!.regulars.slice() };
  const regs = t === 'opponent' ? ctx.s.opp!.regulars : ctx.pl(t).regulars;
  const i = regs.findIndex((r) => r.id === a.target);
  const r = regs[i]!;
  const c = card(r.id);
  for (const v of c.demand!) {
    p.cart[v] -= 1;
    ctx.fromSupply(v, -1);
  }
  ctx.gain(seat, c.payments![r.rows]!);
  ctx.emit({ type: 'delivered', seat, card: r.id, owner: t, row: r.rows + 1, paid: c.payments![r.rows]! });
  if (r.rows + 1 < 4) regs[i] = { ...r, rows: r.rows + 1 };
  else {
    // The last row: the owner gets 2 of the proceeds (solo: the Supply), the card leaves.
    if (t === 'opponent') ctx.gain(seat, -2);
    else ctx.transfer(seat, t, 2);
    regs.splice(i, 1);
    discardCard(ctx, r.id);
    if (t !== 'opponent') uncover(ctx, t, r.under);
  }
  done(ctx, seat, a.card);
}

/** Market woman: swap one own stall for another's, both refilled; lower cards uncovered. */
function marketWoman(ctx: Ctx, seat: Seat, a: HelperAction): void {
  const t = a.seat as Target;
  const p = ctx.pl(seat);
  const oi = p.stalls.findIndex((st) => st.id === a.own);
  const mine = p.stalls[oi]!;
  p.stalls.splice(oi, 1);
  if (t === 'opponent') ctx.s.opp = { ...ctx.s.opp!, stalls: ctx.s.opp!.stalls.slice() };
  const theirs = t === 'opponent' ? ctx.s.opp!.stalls : ctx.pl(t).stalls;
  const ti = theirs.findIndex((st) => st.id === a.target);
  const other = theirs[ti]!;
  theirs.splice(ti, 1);
  theirs.push(refilled(ctx, { ...mine, under: null }));
  ctx.pl(seat).stalls.push(refilled(ctx, { ...other, under: null }));
  ctx.emit({ type: 'stallsSwapped', seat, with: t, gave: mine.id, got: other.id });
  uncover(ctx, seat, mine.under);
  if (t !== 'opponent') uncover(ctx, t, other.under);
  done(ctx, seat, a.card);
}

/** Plough-man: option 1 clears a field for re-sowing; option 2 harvests every last token. */
function ploughMan(ctx: Ctx, seat: Seat, a: HelperAction): void {
  const p = ctx.pl(seat);
  if (a.option === 1) {
    const i = p.fields.findIndex((f) => f.id === a.target);
    const f = p.fields[i]!;
    ctx.fromSupply(f.veg, -f.n);
    p.fields[i] = { ...f, veg: -1, n: 0 };
    ctx.emit({ type: 'ploughed', seat, field: f.id });
    return done(ctx, seat, a.card);
  }
  const emptied = p.fields.filter((f, i) => i > 0 && f.n === 1);
  for (const f of emptied) p.cart[f.veg] += 1;
  p.fields = p.fields.filter((f, i) => !(i > 0 && f.n === 1));
  for (const f of emptied) fieldEmptied(ctx, seat, f, false);
  done(ctx, seat, a.card);
}

/** Tout: option 1 swaps Casual customers; option 2 buys one for 2 and serves it at once. */
function tout(ctx: Ctx, seat: Seat, a: HelperAction): void {
  const t = a.seat as Target;
  const p = ctx.pl(seat);
  if (t === 'opponent') ctx.s.opp = { ...ctx.s.opp!, casuals: ctx.s.opp!.casuals.slice() };
  const theirs = t === 'opponent' ? ctx.s.opp!.casuals : ctx.pl(t).casuals;
  const ti = theirs.findIndex((c) => c.id === a.target);
  const other = theirs[ti]!;
  theirs.splice(ti, 1);
  if (a.option === 1) {
    const oi = p.casuals.findIndex((c) => c.id === a.own);
    const mine = p.casuals[oi]!;
    p.casuals.splice(oi, 1);
    theirs.push({ id: mine.id, under: null });
    ctx.pl(seat).casuals.push({ id: other.id, under: null });
    ctx.emit({ type: 'casualsSwapped', seat, with: t, gave: mine.id, got: other.id });
    uncover(ctx, seat, mine.under);
  } else {
    // Counted with the bought customer, before the Tout's own lower card is revealed (Tout note).
    const paid = casualPay(p, other.id, p.casuals.length + 1);
    for (const v of card(other.id).demand!) {
      p.cart[v] -= 1;
      ctx.fromSupply(v, -1);
    }
    ctx.gain(seat, paid);
    if (t === 'opponent') ctx.gain(seat, -2);
    else ctx.transfer(seat, t, 2);
    discardCard(ctx, other.id);
    ctx.emit({ type: 'served', seat, card: other.id, paid, from: t });
  }
  if (t !== 'opponent') uncover(ctx, t, other.under);
  done(ctx, seat, a.card);
}
