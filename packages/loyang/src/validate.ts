/**
 * `apply`'s legality check without listing: `listed(s, seat, a)` is true exactly when `a` is one of
 * `legalActions(s, seat)` (legal.ts stays the single statement of the rules; this file restates
 * each of its conditions for the one candidate the input names, and `test/validate.test.ts`
 * checks the two against each other on random positions and mutated actions).
 *
 * For each action type the fields of the input select the one candidate the list could hold
 * (the Regular customer named by `card`, the vegetable named by `veg` …); the conditions under
 * which legal.ts lists that candidate are checked directly; then the input must equal it key for
 * key (`sameAction`). Helper uses and Merchant purchases are checked against the list of the one
 * Helper or decision they name (short lists, rare actions).
 */
import type { Seat } from '@tabula/engine';
import { cartTotal } from './cards';
import { BUY_PRICE, HOME_ALLOWED, SOLO, card, vegIndex } from './data';
import { helperStep, queryFor, usesOf } from './helpers/index';
import { isActive, topDecision } from './legal';
import { bowls, canBuy, canSell, canSow, emptyFor, hasDemand, stepCost } from './rules';
import { keep, twoPack } from './actions/twoPack';
import type { Decision, LoyangAction as A, LoyangState, Player } from './types';

type In = Record<string, unknown>;

/** True iff `a` is listed by `legalActions(s, seat)`. */
export function listed(s: LoyangState, seat: Seat, a: unknown): boolean {
  if (a === null || typeof a !== 'object') return false;
  if (!Number.isInteger(seat) || !isActive(s, seat)) return false;
  const x = a as In;
  const d = topDecision(s, seat)!;
  const c = candidate(s, seat, d, s.p[seat]!, x);
  return c !== null && sameAction(c, x);
}

/**
 * Equality of a listed action and an input: the same own keys with the same values (flat JSON;
 * `cards` is the only array).
 */
export function sameAction(l: A, a: unknown): boolean {
  if (a === null || typeof a !== 'object') return false;
  const x = a as In;
  const y = l as unknown as In;
  const kx = Object.keys(x);
  if (kx.length !== Object.keys(y).length) return false;
  for (const k of kx) {
    if (!Object.prototype.hasOwnProperty.call(y, k)) return false;
    const u = x[k];
    const w = y[k];
    if (Array.isArray(w)) {
      if (!Array.isArray(u) || u.length !== w.length) return false;
      for (let i = 0; i < w.length; i++) if (u[i] !== w[i]) return false;
    } else if (u !== w) return false;
  }
  return true;
}

/** Decisions whose list holds loans / sales / Helper discards and uses (legal.ts: `anyTime`, `uses`). */
const LOAN = new Set([
  'plant',
  'harvest',
  'courtyard',
  'take',
  'offer',
  'payField',
  'payPenalty',
  'turn',
  'twoPack',
  'store',
  'path',
]);
const SELL = new Set(['harvest', 'courtyard', 'take', 'offer', 'payField', 'payPenalty', 'turn', 'twoPack', 'store']);
/** Decisions under which a Helper may be used or discarded (legal.ts: `uses`, `anyTime`); explain.ts refuses by the same. */
export const HELPER_DECISIONS: ReadonlySet<string> = new Set([
  'harvest',
  'courtyard',
  'take',
  'offer',
  'payField',
  'payPenalty',
  'turn',
]);

const isIndex = (n: unknown, length: number): n is number =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n < length;

/** The listed action that `x` names, or null if the list holds none with these fields. */
function candidate(s: LoyangState, seat: Seat, d: Decision, p: Player, x: In): A | null {
  const k = d.kind;
  // A Helper's open decision (helpers/): a short list, answered rarely, so the input is found in it.
  const step = helperStep(k);
  if (step) {
    const out: A[] = [];
    step.legal(s, seat, d, out);
    return out.find((l) => sameAction(l, x)) ?? null;
  }
  switch (x.type) {
    case 'loan':
      return LOAN.has(k) ? { type: 'loan' } : null;
    case 'sell': {
      const v = vegIndex(x.veg);
      return SELL.has(k) && v >= 0 && canSell(p, v) ? { type: 'sell', veg: x.veg as never } : null;
    }
    case 'discardHelper':
      return HELPER_DECISIONS.has(k) && hasHelper(p, x.card) ? { type: 'discardHelper', card: x.card as string } : null;
    case 'helper':
      return HELPER_DECISIONS.has(k) && hasHelper(p, x.card) ? helperUse(s, seat, d, x) : null;
    case 'plant': {
      const v = vegIndex(x.veg);
      const ok =
        k === 'plant' &&
        HOME_ALLOWED.includes(v) &&
        p.shop[v]! > 0 &&
        p.cash >= BUY_PRICE[v]! &&
        (s.players === 1 || s.planted[v]! < 2);
      return ok ? { type: 'plant', veg: x.veg as never } : null;
    }
    case 'harvest':
      return k === 'harvest' ? { type: 'harvest' } : null;
    case 'done':
      return doneListed(s, d, p) ? { type: 'done' } : null;
    case 'flip':
      return k === 'courtyard' && s.players === 2 && !d.flipped && s.draw.length > 0 ? { type: 'flip' } : null;
    case 'toCourtyard':
      return k === 'courtyard' && canPlace(s, p) && p.hand.includes(x.card as string)
        ? { type: 'toCourtyard', card: x.card as string }
        : null;
    case 'takeCourtyard': {
      const ok = (k === 'courtyard' || (k === 'take' && d.extra > 0)) && s.courtyard.includes(x.card as string);
      return ok ? { type: 'takeCourtyard', card: x.card as string } : null;
    }
    case 'playHand': {
      const ok = (k === 'take' || (k === 'courtyard' && handAlone(s, p))) && p.hand.includes(x.card as string);
      return ok ? { type: 'playHand', card: x.card as string } : null;
    }
    case 'playStart': {
      const ok = (k === 'take' || k === 'offer' || (k === 'courtyard' && handAlone(s, p))) && s.intro && p.start;
      return ok ? { type: 'playStart' } : null;
    }
    case 'buyOffer': {
      const ok =
        k === 'offer' &&
        d.bought < d.max &&
        isIndex(x.slot, s.offer!.length) &&
        s.offer![x.slot] &&
        p.cash >= SOLO.rowPrice[Math.floor(x.slot / SOLO.cols)]!;
      return ok ? { type: 'buyOffer', slot: x.slot as number } : null;
    }
    case 'partner': {
      const t = x.seat;
      return k === 'partner' && isIndex(t, 4) && t !== s.startSeat && t !== s.secondSeat
        ? { type: 'partner', seat: t }
        : null;
    }
    case 'sowField':
      return k === 'sowField' && sowableField(p, d.veg, x.field)
        ? { type: 'sowField', field: x.field as string }
        : null;
    case 'handIn':
    case 'returnVeg': {
      const v = vegIndex(x.veg);
      if (k !== (x.type === 'handIn' ? 'handIn' : 'store') || v < 0 || !(p.cart[v]! > 0)) return null;
      return x.type === 'handIn' ? { type: 'handIn', veg: x.veg as never } : { type: 'returnVeg', veg: x.veg as never };
    }
    case 'keep':
      return keep.named(s, seat, d, p, x);
    case 'upgrade':
      return (k === 'turn' || k === 'store') && !p.upgraded && p.cash >= 2 ? { type: 'upgrade' } : null;
    case 'step': {
      const cost = k === 'path' ? stepCost(p, d.steps) : null;
      return cost !== null && p.cash >= cost ? { type: 'step' } : null;
    }
    case 'endPath':
      return k === 'path' ? { type: 'endPath' } : null;
    default:
      return k === 'turn' ? turnCandidate(s, seat, d, p, x) : null;
  }
}

/** Actions listed only in the Action-phase turn (legal.ts: `turnActions`). */
function turnCandidate(s: LoyangState, seat: Seat, d: Decision, p: Player, x: In): A | null {
  switch (x.type) {
    case 'sow': {
      const v = vegIndex(x.veg);
      return v >= 0 && p.cart[v]! > 0 && canSow(p, v) ? { type: 'sow', veg: x.veg as never } : null;
    }
    case 'buy': {
      const v = vegIndex(x.veg);
      return v >= 0 && canBuy(p, v) ? { type: 'buy', veg: x.veg as never } : null;
    }
    case 'trade': {
      const total = cartTotal(p.cart);
      for (const st of p.stalls)
        if (
          st.id === x.stall &&
          isIndex(x.offer, st.stock.length) &&
          st.stock[x.offer] &&
          total >= bowls(p, st.id, x.offer)
        )
          return { type: 'trade', stall: st.id, offer: x.offer };
      return null;
    }
    case 'deliver': {
      const double = x.double === true;
      for (const r of p.regulars) {
        if (r.id !== x.card) continue;
        const demand = card(r.id).demand!;
        // Messenger-boy: a second delivery into the same row; on the top row both at once.
        const ok = double
          ? p.messenger && r.served === 0 && r.rows === 3 && hasDemand(p.cart, demand, 2)
          : (r.served === 0 || (p.messenger && r.served === 1)) && hasDemand(p.cart, demand);
        if (ok) return double ? { type: 'deliver', card: r.id, double: true } : { type: 'deliver', card: r.id };
      }
      return null;
    }
    case 'skipDelivery':
      for (const r of p.regulars)
        if (r.id === x.card && r.due && r.served === 0) return { type: 'skipDelivery', card: r.id };
      return null;
    case 'serve':
      for (const cc of p.casuals)
        if (cc.id === x.card && hasDemand(p.cart, card(cc.id).demand!)) return { type: 'serve', card: cc.id };
      return null;
    case 'twoPack':
      return twoPack.named(s, seat, d, p, x);
    case 'endActions':
      return { type: 'endActions' };
    default:
      return null;
  }
}

function hasHelper(p: Player, id: unknown): boolean {
  for (const h of p.helpers) if (h.id === id) return true;
  return false;
}

/** The uses of the named Helper under this decision (legal.ts: the `uses` call of each decision). */
function helperUse(s: LoyangState, seat: Seat, d: Decision, x: In): A | null {
  const out: A[] = [];
  usesOf(queryFor(s, seat, d, x.card as string), out);
  for (const l of out) if (sameAction(l, x)) return l;
  return null;
}

function canPlace(s: LoyangState, p: Player): boolean {
  return p.hand.length >= 2 && s.dist!.remaining.length >= 2;
}

/** Courtyard turn with nothing to take and no card that may be placed (L-5.6, L-5.7). */
function handAlone(s: LoyangState, p: Player): boolean {
  return s.courtyard.length === 0 && !canPlace(s, p);
}

function doneListed(s: LoyangState, d: Decision, p: Player): boolean {
  const nothingLeft = p.hand.length === 0 && !(s.intro && p.start);
  switch (d.kind) {
    case 'offer':
      return true;
    case 'courtyard':
      return handAlone(s, p) && nothingLeft;
    case 'take':
      return nothingLeft;
    default:
      return false;
  }
}

/** L-9.A.1–3 (rules.ts: `sowable`). */
function sowableField(p: Player, v: number, id: unknown): boolean {
  for (let i = 1; i < p.fields.length; i++) if (p.fields[i]!.id === id && emptyFor(p, i, v)) return true;
  return false;
}
