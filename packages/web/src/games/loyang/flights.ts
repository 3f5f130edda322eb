/**
 * Where the things of a Loyang log entry went (issue 45, the table's flights): vegetables from a
 * field to the Cart at the harvest (L-4.3), from the Cart to a field sown (L-9.A.1), from a Shop
 * column to the Home field planted (L-2.7), between Cart and Shop with the cash paid or taken
 * (L-9.B, L-9.C), from the Cart to a stall or customer and its cash back (L-9.F–H), cards from
 * the hand to the table or the Courtyard (L-5), an Offer card bought (L-14.4). Spots as in
 * `Area.tsx` and `LoyangTable.tsx`: another seat's goods are prefixed `seatN:`.
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

const vegName = (v: unknown) => (typeof v === 'number' ? VEG_KEYS[v] : typeof v === 'string' ? v : undefined);
const vegIndex = (v: unknown) => (typeof v === 'number' ? v : VEG_KEYS.indexOf(v as (typeof VEG_KEYS)[number]));

export function loyangFlights(events: GameEventWire[], viewer: number | null): Flight[] {
  const out: Flight[] = [];
  for (const e of events) {
    const seat = Number(e.seat);
    const mk = (k: string) => (seat === viewer ? k : `seat${seat}:${k}`);
    const veg = (from: string, to: string, v: unknown = e.veg) =>
      out.push({ from, to, piece: 'veg', seat, veg: vegName(v) });
    const coin = (from: string, to: string) => out.push({ from, to, piece: 'coin', seat });
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
        veg(mk('cart'), `card:${String(e.stall)}`);
        break;
      case 'delivered':
      case 'served':
        veg(mk('cart'), `card:${String(e.card)}`);
        coin(`card:${String(e.card)}`, cash);
        break;
      case 'placed':
        // A field is drawn as a field (`field:…`), every other card as a card (lastMove.ts).
        out.push({ from: hand, to: `${isField(e.card) ? 'field' : 'card'}:${String(e.card)}`, piece: 'card', seat });
        break;
      case 'toCourtyard':
        out.push({ from: hand, to: `court:${String(e.card)}`, piece: 'card', seat });
        break;
      case 'handToCourtyard':
        for (const c of (e.cards as string[] | undefined) ?? [])
          out.push({ from: hand, to: `court:${c}`, piece: 'card', seat });
        break;
      case 'boughtOffer':
        coin(cash, `offer:${String(e.slot)}`);
        out.push({ from: `offer:${String(e.slot)}`, to: `card:${String(e.card)}`, piece: 'card', seat });
        break;
    }
  }
  return out;
}
