/**
 * What each Helper in a play area may do now (L-9.E, L-15 and the Helper reference in
 * cards.json). Small target spaces are parameters of one `helper` action; longer choices
 * continue as decisions (Book-keeper, Market crier option 2, Merchant, Tenant-farmer, Trader).
 */
import type { Seat } from '@tabula/engine';
import { cartTotal } from './cards';
import { BUY_PRICE, SHOP_SLOTS, VEGETABLES, card } from './data';
import { areaOf, bowls, casualPay, hasDemand, lanternTargets, merchantKinds, traderFee } from './rules';
import type { LoyangAction as A, LoyangState } from './types';

/**
 * `financing`: a payment is owed. The Book-keeper is used in the Card phase only then ("if he is
 * needed to finance a new Field", Helper reference).
 */
export function helperUses(s: LoyangState, seat: Seat, phase: number, out: A[], allowSquire = false, financing = false): void {
  for (const h of s.p[seat]!.helpers) usesOf(s, seat, h.id, phase, out, allowSquire, financing);
}

/** The uses of the one Helper `id` (in `seat`'s area): what `apply` checks a `helper` action against. */
export function usesOf(s: LoyangState, seat: Seat, id: string, phase: number, out: A[], allowSquire: boolean, financing: boolean): void {
  const p = s.p[seat]!;
  switch (card(id).type) {
    case 'H-BOOKKEEPER':
      if (phase === 3 || (phase === 2 && financing)) out.push({ type: 'helper', card: id, option: 1 });
      return;
    case 'H-MARKETCRIER':
      if (phase === 3 && p.stalls.length) out.push({ type: 'helper', card: id, option: 1 });
      if (phase >= 2 && crierCanSell(s, seat)) out.push({ type: 'helper', card: id, option: 2 });
      return;
    case 'H-SQUIRE':
      if (phase === 2 && allowSquire) out.push({ type: 'helper', card: id, option: 1 });
      return;
    case 'H-HARVESTHELPER':
      if (phase === 1 && p.fields.some((f, i) => i > 0 && f.n >= 4 + (p.harvestExtra[i] ?? 0)))
        out.push({ type: 'helper', card: id, option: 1 });
      if (phase === 3) out.push({ type: 'helper', card: id, option: 2 });
      return;
    default:
      if (phase === 3) actionPhaseUses(s, seat, id, out);
  }
}

function crierCanSell(s: LoyangState, seat: Seat): boolean {
  const p = s.p[seat]!;
  return p.stalls.some((st) => card(st.id).stall!.some((o, i) => st.stock[i] && p.shop[o.veg]! < SHOP_SLOTS[o.veg]!));
}

/** Lists a use of Helper `id` (a plain function: a closure per call costs in the hot path). */
function add(out: A[], id: string, a: Omit<Extract<A, { type: 'helper' }>, 'type' | 'card'>): void {
  out.push({ type: 'helper', card: id, ...a });
}

function actionPhaseUses(s: LoyangState, seat: Seat, id: string, out: A[]): void {
  const p = s.p[seat]!;
  const type = card(id).type;
  const targets = lanternTargets(s, seat);
  switch (type) {
    case 'H-MAID':
    case 'H-MESSENGERBOY':
    case 'H-OFFICIAL':
      add(out, id, { option: 1 });
      return;
    case 'H-SALESWOMAN':
      if (p.regulars.length) add(out, id, { option: 1 });
      add(out, id, { option: 2 });
      return;
    case 'H-CONMAN':
      if (s.players === 1) {
        s.offer!.forEach((c, slot) => {
          if (c && card(c).kind === 'helper') add(out, id, { option: 1, slot });
        });
        return;
      }
      // only a Helper of a player who has finished this Action phase, never a covered one.
      for (const t of targets as Seat[])
        if (s.p[t]!.done) for (const h of s.p[t]!.helpers) add(out, id, { option: 1, seat: t, target: h.id });
      return;
    case 'H-DELIVERYMAN':
      for (const t of targets)
        for (const r of areaOf(s, t).regulars) if (hasDemand(p.cart, card(r.id).demand!)) add(out, id, { option: 1, seat: t, target: r.id });
      return;
    case 'H-HAGGLER': {
      const shopper = p.helpers.find((h) => h.id === 'H-SHOPPER');
      for (let v = 0; v < 6; v++) {
        if (p.shop[v]! >= 2 && p.cash >= BUY_PRICE[v]!) add(out, id, { option: 1, veg: VEGETABLES[v]! });
        if (shopper && p.cash >= Math.max(0, BUY_PRICE[v]! - 2)) add(out, id, { option: 1, veg: VEGETABLES[v]!, with: shopper.id });
      }
      return;
    }
    case 'H-SHOPPER':
      for (let v = 0; v < 6; v++) if (p.cash >= BUY_PRICE[v]! - 2) add(out, id, { option: 1, veg: VEGETABLES[v]! });
      return;
    case 'H-MERCHANT': {
      const kinds = merchantKinds(p);
      const shopper = p.helpers.some((h) => h.id === 'H-SHOPPER');
      if (kinds.some((v) => (p.shop[v]! > 0 && p.cash >= 1) || shopper)) add(out, id, { option: 1 });
      return;
    }
    case 'H-MARKETWOMAN':
      for (const own of p.stalls)
        for (const t of targets) for (const st of areaOf(s, t).stalls) add(out, id, { option: 1, own: own.id, seat: t, target: st.id });
      return;
    case 'H-PLOUGHMAN':
      for (let i = 1; i < p.fields.length; i++) if (p.fields[i]!.n >= 2) add(out, id, { option: 1, target: p.fields[i]!.id });
      if (p.fields.some((f, i) => i > 0 && f.n === 1)) add(out, id, { option: 2 });
      return;
    case 'H-SUBSISTENCE':
      if (p.cash < 1) return;
      if (s.players === 1) {
        for (let v = 0; v < 3; v++) add(out, id, { option: 1, veg: VEGETABLES[v]! });
        return;
      }
      for (const t of targets as Seat[])
        s.p[t]!.fields.forEach((f, i) => {
          if (i > 0 && f.n >= 4) add(out, id, { option: 1, seat: t, target: f.id });
        });
      return;
    case 'H-TOUT':
      for (const t of targets)
        for (const cc of areaOf(s, t).casuals) {
          for (const own of p.casuals) add(out, id, { option: 1, own: own.id, seat: t, target: cc.id });
          const c = card(cc.id);
          if (hasDemand(p.cart, c.demand!) && p.cash + casualPay(p, cc.id, p.casuals.length + 1) >= 2)
            add(out, id, { option: 2, seat: t, target: cc.id });
        }
      return;
    case 'H-TENANT':
      if (p.pile.length && p.cash >= 3) add(out, id, { option: 1 });
      if (p.pile.length && p.fields.some((f, i) => i > 0 && f.veg < 0 && f.n === 0)) add(out, id, { option: 2 });
      return;
    case 'H-TRADER': {
      const total = cartTotal(p.cart);
      if (p.cash < traderFee(s.round)) return;
      for (const t of targets)
        for (const st of areaOf(s, t).stalls)
          st.stock.forEach((has, i) => {
            if (has && total >= bowls(p, st.id, i)) add(out, id, { option: 1, seat: t, target: st.id, offer: i });
          });
      return;
    }
  }
}
