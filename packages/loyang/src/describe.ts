/** Short English texts for actions (logs, terminal play). */
import type { Seat } from '@tabula/engine';
import { card, VEGETABLES } from './data';
import type { LoyangAction, LoyangState } from './types';

export function cardName(id: string): string {
  if (/^H\d$/.test(id)) return 'Home field';
  const pf = /^P\d-(\d)/.exec(id);
  if (pf) return `${pf[1]}-space field`;
  try {
    const c = card(id);
    return c.kind === 'helper' ? c.names.en : `${c.names.en} ${id}`;
  } catch {
    return id;
  }
}

export function describeAction(s: LoyangState, _seat: Seat, a: LoyangAction): string {
  switch (a.type) {
    case 'plant':
      return `plant ${a.veg} on the Home field`;
    case 'harvest':
      return 'harvest';
    case 'pickField':
      return `harvest one more from ${cardName(a.field)}`;
    case 'done':
      return 'done';
    case 'flip':
      return 'turn up a Draw-pile card into the Courtyard';
    case 'toCourtyard':
      return `put ${cardName(a.card)} into the Courtyard`;
    case 'takeCourtyard':
      return `take ${cardName(a.card)} from the Courtyard`;
    case 'playHand':
      return `play ${cardName(a.card)} from hand`;
    case 'playStart':
      return 'play the start Regular customer';
    case 'buyOffer':
      return `buy ${cardName(s.offer?.[a.slot] ?? '?')} from the Offer`;
    case 'partner':
      return `choose seat ${a.seat} as partner`;
    case 'sow':
      return `sow ${a.veg}`;
    case 'sowField':
      return `on ${cardName(a.field)}`;
    case 'buy':
      return `buy ${a.veg} from the Shop`;
    case 'sell':
      return `sell ${a.veg} to the Shop`;
    case 'trade': {
      const o = card(a.stall).stall![a.offer]!;
      return `trade for ${VEGETABLES[o.veg]} at ${a.stall}`;
    }
    case 'handIn':
      return `hand in ${a.veg}`;
    case 'deliver':
      return `deliver to ${a.card}${a.double ? ' twice' : ''}`;
    case 'skipDelivery':
      return `do not serve ${a.card} this round`;
    case 'serve':
      return `serve ${a.card}`;
    case 'twoPack':
      return 'buy a Two-pack';
    case 'keep':
      return a.cards.length === 0 ? 'keep nothing' : a.cards.length === 1 ? `keep ${cardName(a.cards[0]!)}` : `keep ${cardName(a.cards[0]!)} on ${cardName(a.cards[1]!)}`;
    case 'upgrade':
      return 'upgrade the Storehouse';
    case 'loan':
      return 'take a Loan';
    case 'discardHelper':
      return `discard ${cardName(a.card)}`;
    case 'helper': {
      const target = a.target ? ` on ${cardName(a.target)}` : a.slot !== undefined ? ` with Offer slot ${a.slot}` : '';
      const whose = a.seat !== undefined ? ` of ${a.seat === 'opponent' ? 'the opponent' : `seat ${a.seat}`}` : '';
      const extra = a.veg ? ` (${a.veg})` : a.with ? ` with ${cardName(a.with)}` : '';
      return `use ${cardName(a.card)} option ${a.option}${target}${whose}${extra}`;
    }
    case 'foreman':
      return a.take ? 'take it with the Foreman' : 'let it go';
    case 'shopCount':
      return `Shop slots filled: ${a.n}`;
    case 'nameVeg':
      return `name ${a.veg}`;
    case 'crierSell':
      return `sell ${VEGETABLES[card(a.stall).stall![a.offer]!.veg]} from ${a.stall}`;
    case 'merchantBuy':
      return `buy ${a.veg}${a.with ? ` with ${cardName(a.with)}` : ''}`;
    case 'pickPile':
      return `take ${cardName(a.field)}${a.putBack ? `, putting ${cardName(a.putBack)} under the pile` : ''}`;
    case 'endActions':
      return 'end the Action phase';
    case 'returnVeg':
      return `return ${a.veg} to the Supply`;
    case 'step':
      return 'step on the Path';
    case 'endPath':
      return 'stop on the Path';
  }
}
