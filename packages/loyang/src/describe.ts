/** Short English texts for actions (logs, terminal play). */
import type { Seat } from '@tabula/engine';
import { card, VEGETABLES } from './data';
import type { LoyangAction, LoyangState } from './types';

/** The vegetables' initials as the rulebook's card overview prints them (W P T C B L). */
const INITIAL = ['W', 'P', 'T', 'C', 'B', 'L'];

/**
 * A card named by what it is, so a player can choose without a card list: "Market stall P·C·L"
 * (its offers, ² where a trade costs two vegetables, L-9.D.1), "Regular customer turnip+cabbage
 * 5/6/7/8" (its demand and the pay of its four rows, L-9.F), "Casual customer wheat+pumpkin for 7"
 * (L-9.G), "3-space common field", helpers by name. Unknown ids come back as they are.
 */
export function cardName(id: string): string {
  if (/^H\d$/.test(id)) return 'Home field';
  const pf = /^P\d-(\d)/.exec(id);
  if (pf) return `${pf[1]}-space field`;
  let c: ReturnType<typeof card>;
  try {
    c = card(id);
  } catch {
    return id;
  }
  const demand = () => c.demand!.map((v) => VEGETABLES[v]).join('+');
  switch (c.kind) {
    case 'stall':
      return `Market stall ${c.stall!.map((o) => `${INITIAL[o.veg]}${o.bowls > 1 ? '²' : ''}`).join('·')}`;
    case 'regular':
      return `Regular customer ${demand()} ${c.payments!.join('/')}`;
    case 'casual':
      return `Casual customer ${demand()} for ${c.price}`;
    case 'field':
      return `${c.spaces}-space common field`;
    default:
      return c.names.en;
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
      return `trade for ${VEGETABLES[o.veg]} at ${cardName(a.stall)}, handing in ${o.bowls}`;
    }
    case 'handIn':
      return `hand in ${a.veg}`;
    case 'deliver':
      return `deliver to ${cardName(a.card)}${a.double ? ' twice' : ''}`;
    case 'skipDelivery':
      return `do not serve ${cardName(a.card)} this round`;
    case 'serve':
      return `serve ${cardName(a.card)}`;
    case 'twoPack':
      return 'buy a Two-pack';
    case 'keep':
      return a.cards.length === 0
        ? 'keep nothing'
        : a.cards.length === 1
          ? `keep ${cardName(a.cards[0]!)}`
          : `keep ${cardName(a.cards[0]!)} on ${cardName(a.cards[1]!)}`;
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
      return `sell ${VEGETABLES[card(a.stall).stall![a.offer]!.veg]} from ${cardName(a.stall)}`;
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
