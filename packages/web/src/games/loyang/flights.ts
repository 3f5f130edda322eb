/**
 * Where the things of a Loyang log entry went (issue 45, the table's flights): vegetables from a
 * field to the Cart at the harvest (L-4.3), from the Cart to a field sown (L-9.A.1), from a Shop
 * column to the Home field planted (L-2.7), between Cart and Shop with the cash paid or taken
 * (L-9.B, L-9.C), from a stall to the Cart (L-9.D), from the Cart to a customer and its cash back
 * (L-9.F, L-9.G), into the Storehouse (L-10); cards dealt, from the hand or the Courtyard to the
 * table or the Courtyard (L-5), turned up from the Draw pile (L-5.10), from the Field pile to the
 * fields (L-4.2), a Two-pack drawn and kept (L-9.H), an Offer card bought (L-14.4), cards a Helper
 * swaps (L-9.E), a Helper to the Discard pile and the Foreman's back from it (L-15.5); cash for a
 * Loan, the Storehouse, a Common field or a penalty (L-9.F.4, L-10, L-12); the Path marker a step
 * on (L-11). Spots as in `Area.tsx` and `LoyangTable.tsx`: another seat's goods are prefixed `seatN:`.
 */
import type { GameEventWire } from '@tabula/wire';
import type { Flight } from '../types';
import { card as cardData } from '@tabula/loyang';
import { VEG_KEYS } from './words';

const isField = (id: unknown) => {
  try {
    return typeof id === 'string' && cardData(id).kind === 'field';
  } catch {
    return false;
  }
};

/** A card on the table: a field is drawn as a field (`field:…`), every other card as a card (lastMove.ts). */
const onTable = (id: unknown) => `${isField(id) ? 'field' : 'card'}:${String(id)}`;

const vegName = (v: unknown) => (typeof v === 'number' ? VEG_KEYS[v] : typeof v === 'string' ? v : undefined);
const vegIndex = (v: unknown) => (typeof v === 'number' ? v : VEG_KEYS.indexOf(v as (typeof VEG_KEYS)[number]));

export function loyangFlights(events: GameEventWire[], viewer: number | null): Flight[] {
  const out: Flight[] = [];
  // Where a card of this entry came from when its 'placed' follows: the Courtyard (L-5.8), the Offer
  // (L-14.4), or nowhere for a Two-pack's lower card uncovered where it lay (L-9.H.6).
  const cameFrom = new Map<unknown, string | null>();
  for (const e of events) {
    const seat = Number(e.seat);
    const mk = (k: string) => (seat === viewer ? k : `seat${seat}:${k}`);
    const veg = (from: string, to: string, v: unknown = e.veg) =>
      out.push({ from, to, piece: 'veg', seat, veg: vegName(v) });
    const coin = (from: string, to: string) => out.push({ from, to, piece: 'coin', seat });
    const card = (from: string, to: string, extra: Partial<Flight> = {}) =>
      out.push({ from, to, piece: 'card', seat, lands: true, ...extra });
    const cash = `seat${seat}:cash`;
    const hand = `seat${seat}:hand`;
    const shop = mk(`shop:${vegIndex(e.veg)}`);
    switch (e.type) {
      case 'harvested': {
        const took = (e.vegetables as number[] | undefined) ?? [];
        took.forEach((n, v) => n > 0 && veg(`seat${seat}:fields`, mk('cart'), v));
        break;
      }
      case 'sown':
        veg(mk('cart'), `field:${String(e.field)}`);
        break;
      case 'planted':
        veg(shop, `field:H${seat}`);
        break;
      case 'bought':
        coin(cash, shop);
        veg(shop, mk('cart'));
        break;
      case 'sold':
        veg(mk('cart'), shop);
        coin(shop, cash);
        break;
      case 'traded':
        // The vegetable taken from the stall (L-9.D); those handed in went to the general supply.
        veg(`card:${String(e.stall)}`, mk('cart'));
        break;
      case 'delivered':
      case 'served':
        veg(mk('cart'), `card:${String(e.card)}`);
        coin(`card:${String(e.card)}`, cash);
        break;
      case 'stored':
        out.push({ from: mk('cart'), to: mk('store'), piece: 'veg', seat });
        break;
      case 'tookCourtyard':
        cameFrom.set(e.card, `court:${String(e.card)}`);
        break;
      case 'uncovered':
        cameFrom.set(e.card, null);
        break;
      case 'placed': {
        // Else from the Two-pack on show (the seat's own, L-9.H.2) or from the hand.
        const from = cameFrom.get(e.card) ?? (cameFrom.has(e.card) ? null : `keep:${String(e.card)}`);
        if (from !== null) card(from, onTable(e.card), { or: hand });
        if (typeof e.under === 'string') card(`keep:${e.under}`, onTable(e.card), { or: hand, lands: false });
        break;
      }
      case 'toCourtyard':
        card(hand, `court:${String(e.card)}`);
        break;
      case 'handToCourtyard':
        for (const c of (e.cards as string[] | undefined) ?? []) card(hand, `court:${c}`);
        break;
      case 'flipped':
        card('draw', `court:${String(e.card)}`);
        break;
      case 'dealt':
        card('draw', hand, { lands: false });
        break;
      case 'twoPack':
        coin(cash, 'draw');
        // The cards are on show to the seat that chooses among them (L-9.H.2), and to nobody else.
        if (seat === viewer) for (const c of (e.cards as string[] | undefined) ?? []) card('draw', `keep:${c}`);
        break;
      case 'fieldRevealed':
      case 'fieldTaken':
        card(`pile:${seat}`, `field:${String(e.field)}`);
        break;
      case 'swapped':
      case 'stallsSwapped':
      case 'casualsSwapped':
        // A Helper's swap (L-9.E): each card from where it lay before the step to where it lies after.
        for (const c of [e.got, e.gave]) card(`card:${String(c)}`, `card:${String(c)}`);
        break;
      case 'foremanTook':
        card('discard', `card:${String(e.card)}`);
        break;
      case 'helperDiscarded':
        card(`card:${String(e.card)}`, 'discard', { lands: false });
        break;
      case 'boughtOffer':
        coin(cash, `offer:${String(e.slot)}`);
        cameFrom.set(e.card, `offer:${String(e.slot)}`);
        break;
      case 'fieldPaid':
      case 'penaltyPaid':
        coin(cash, onTable(e.card));
        break;
      case 'loan':
        coin(mk('loans'), cash);
        break;
      case 'upgraded':
        coin(cash, mk('store'));
        break;
      case 'step':
        // The step's price (L-11.1), and the marker from its stone to the next.
        coin(cash, mk('path'));
        out.push({ from: `seat${seat}:marker`, to: `seat${seat}:marker`, piece: 'marker', seat, lands: true });
        break;
    }
  }
  return out;
}
