/**
 * The things on the Loyang table a log entry's events changed (issue 24, the last move): Shop
 * columns and Cart vegetables bought, sold, traded (L-9.A–C), fields planted, sown, taken or
 * turned up (L-2.7, L-4.2, L-9.D), cards placed, delivered, served, used (L-5.13, L-9.F–H), the
 * Courtyard and Offer cards moved (L-5, L-14.4), Loans, the Storehouse and the Path (L-10–L-12).
 * Keys as in `keys.ts` and `Area.tsx`: another seat's T-board and goods are prefixed `seatN:`.
 */
import type { GameEventWire } from '@tabula/wire';
import { card as cardData } from '@tabula/loyang';
import { VEG_KEYS } from './words';

const isField = (id: string) => {
  try {
    return cardData(id).kind === 'field';
  } catch {
    return false;
  }
};

const vegIndex = (v: unknown) => (typeof v === 'number' ? v : VEG_KEYS.indexOf(v as (typeof VEG_KEYS)[number]));

export function loyangLastMove(events: GameEventWire[], viewer: number | null): string[] {
  const out: string[] = [];
  for (const e of events) {
    const mk = (k: string) => (e.seat === viewer ? k : `seat${String(e.seat)}:${k}`);
    const card = (c: unknown) => typeof c === 'string' && out.push(`card:${c}`);
    switch (e.type) {
      case 'planted':
        out.push(`field:H${String(e.seat)}`, mk(`shop:${vegIndex(e.veg)}`));
        break;
      case 'bought':
      case 'sold':
        out.push(mk(`shop:${vegIndex(e.veg)}`), mk('cart'));
        break;
      case 'traded':
        card(e.stall);
        out.push(mk('cart'));
        break;
      case 'sown':
      case 'fieldTaken':
      case 'fieldRevealed':
      case 'ploughed':
        out.push(`field:${String(e.field)}`);
        break;
      case 'placed':
        // A field is drawn as a field (`field:…`), every other card as a card (`card:…`).
        if (typeof e.card === 'string' && isField(e.card)) out.push(`field:${e.card}`);
        else card(e.card);
        break;
      case 'delivered':
      case 'served':
      case 'helperUsed':
      case 'markerRed':
      case 'uncovered':
        card(e.card);
        break;
      case 'swapped':
      case 'stallsSwapped':
      case 'casualsSwapped':
        card(e.got);
        card(e.gave);
        break;
      // A card taken from the Courtyard has left it: its 'placed' event marks where it went.
      case 'toCourtyard':
      case 'flipped':
        out.push(`court:${String(e.card)}`);
        break;
      case 'handToCourtyard':
        for (const c of (e.cards as string[] | undefined) ?? []) out.push(`court:${c}`);
        break;
      case 'boughtOffer':
        out.push(`offer:${String(e.slot)}`);
        card(e.card);
        break;
      case 'loan':
        out.push(mk('loans'));
        break;
      case 'upgraded':
      case 'stored':
        out.push(mk('store'));
        break;
      case 'step':
        out.push(mk('path'));
        break;
      // Issue 45: under reduced motion the highlight is all a step shows — the Cart a harvest
      // filled, the Draw pile a Two-pack came from, cash paid for a field or a penalty, a Helper discarded.
      case 'harvested':
        out.push(mk('cart'));
        break;
      case 'twoPack':
        out.push('draw');
        break;
      case 'fieldPaid':
      case 'penaltyPaid':
        out.push(`seat${String(e.seat)}:cash`);
        break;
      case 'helperDiscarded':
        out.push('discard');
        break;
    }
  }
  return out;
}
