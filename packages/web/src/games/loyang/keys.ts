/** What each Loyang action points at on the table (see ../pick.tsx); `*` = also a move-bar button. */
import type { LoyangAction } from '@tabula/loyang';
import { VEG_KEYS } from './words';

const vi = (v: string) => VEG_KEYS.indexOf(v as (typeof VEG_KEYS)[number]);

export function keysFor(seat: number | null) {
  return (a: LoyangAction): string[] => {
    switch (a.type) {
      case 'plant':
        return [`field:H${seat}`, `shop:${vi(a.veg)}`];
      case 'pickField':
      case 'sowField':
        return [`field:${a.field}`];
      case 'flip':
        return ['draw', '*'];
      case 'toCourtyard':
        return [`hand:${a.card}`];
      case 'playHand':
        return [`hand:${a.card}`];
      case 'takeCourtyard':
        return [`court:${a.card}`];
      case 'playStart':
        return ['start'];
      case 'buyOffer':
        return [`offer:${a.slot}`];
      case 'partner':
        return [`player:${a.seat}`];
      case 'sow':
      case 'handIn':
      case 'returnVeg':
        return [`cart:${vi(a.veg)}`];
      case 'sell':
        return [`cart:${vi(a.veg)}`, `shop:${vi(a.veg)}`];
      case 'buy':
        return [`shop:${vi(a.veg)}`];
      case 'trade':
      case 'crierSell':
        return [`stall:${a.stall}:${a.offer}`];
      case 'deliver':
      case 'serve':
      case 'skipDelivery':
      case 'discardHelper':
        return [`card:${a.card}`];
      case 'helper':
        return [`card:${a.card}`];
      case 'keep':
        return a.cards.length ? [`keep:${a.cards[0]}`] : [];
      case 'upgrade':
        return ['store', '*'];
      case 'loan':
        return ['loans', '*'];
      case 'step':
        return ['path', '*'];
      case 'pickPile':
        return [`pile:${seat}`];
      default:
        return [];
    }
  };
}
