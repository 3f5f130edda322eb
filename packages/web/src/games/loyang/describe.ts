/** Loyang actions in words, in the viewer's language (the engine's own texts are English only). */
import { card, loyang, type LoyangAction, type LoyangView } from '@tabula/loyang';
import { formatIcu } from '../../i18n/format';
import type { Lang } from '../../i18n/messages';
import { cardName, helperName, veg } from './words';

const P = {
  en: {
    plant: 'plant {v} on the Home field',
    harvest: 'harvest',
    pickField: 'harvest one more from {c}',
    done: 'done',
    flip: 'turn up a card into the Courtyard',
    toCourtyard: 'put {c} into the Courtyard',
    takeCourtyard: 'take {c} from the Courtyard',
    playHand: 'play {c} from hand',
    playStart: 'play the start Regular customer',
    buyOffer: 'buy {c} from the Offer',
    pay: 'pay',
    partner: 'choose {p} as partner',
    sow: 'sow {v}',
    sowField: 'sow on {c}',
    buy: 'buy {v} from the Shop',
    sell: 'sell {v} to the Shop',
    trade: 'trade for {v} at {c}',
    handIn: 'hand in {v}',
    deliver: 'deliver to {c}',
    deliverTwice: 'deliver twice to {c}',
    skipDelivery: 'do not deliver to {c} this round',
    serve: 'serve {c}',
    twoPack: 'buy a Two-pack',
    keepNone: 'keep nothing',
    keep: 'keep {c}',
    keepOn: 'keep {c} on {d}',
    upgrade: 'upgrade the Storehouse',
    loan: 'take a Loan',
    discardHelper: 'discard {c}',
    helper: 'use {c} (option {o})',
    foremanTake: 'take it with the Foreman',
    foremanLeave: 'let it go',
    shopCount: 'Shop slots filled: {n}',
    nameVeg: 'name {v}',
    crierSell: 'sell {v} from the Market stall',
    merchantBuy: 'buy {v}',
    merchantBuyWith: 'buy {v} with {c}',
    pickPile: 'take {c}',
    pickPilePut: 'take {c}, put {d} under the pile',
    endActions: 'end the Action phase',
    returnVeg: 'return {v} to the Supply',
    step: 'step on the Path',
    endPath: 'stop on the Path',
    opponent: 'the opponent',
    of: 'of {p}',
    on: 'on {c}',
    slot: 'Offer slot {n}',
  },
  de: {
    plant: '{v} auf das Stammfeld pflanzen',
    harvest: 'ernten',
    pickField: 'noch eine Ware von {c} ernten',
    done: 'fertig',
    flip: 'eine Karte in den Hof aufdecken',
    toCourtyard: '{c} in den Hof legen',
    takeCourtyard: '{c} aus dem Hof nehmen',
    playHand: '{c} aus der Hand spielen',
    playStart: 'den Start-Stammkunden spielen',
    buyOffer: '{c} aus der Auslage kaufen',
    pay: 'bezahlen',
    partner: '{p} als Partner wählen',
    sow: '{v} säen',
    sowField: 'auf {c} säen',
    buy: '{v} im Laden kaufen',
    sell: '{v} an den Laden verkaufen',
    trade: 'am {c} gegen {v} tauschen',
    handIn: '{v} abgeben',
    deliver: '{c} beliefern',
    deliverTwice: '{c} zweimal beliefern',
    skipDelivery: '{c} diese Runde nicht beliefern',
    serve: '{c} bedienen',
    twoPack: 'einen Doppelpack kaufen',
    keepNone: 'nichts behalten',
    keep: '{c} behalten',
    keepOn: '{c} auf {d} behalten',
    upgrade: 'das Lager ausbauen',
    loan: 'einen Kredit nehmen',
    discardHelper: '{c} abwerfen',
    helper: '{c} einsetzen (Option {o})',
    foremanTake: 'mit dem Vorarbeiter nehmen',
    foremanLeave: 'liegen lassen',
    shopCount: 'Ladenfelder belegt: {n}',
    nameVeg: '{v} nennen',
    crierSell: '{v} vom Marktstand verkaufen',
    merchantBuy: '{v} kaufen',
    merchantBuyWith: '{v} mit {c} kaufen',
    pickPile: '{c} nehmen',
    pickPilePut: '{c} nehmen, {d} unter den Stapel legen',
    endActions: 'Aktionsphase beenden',
    returnVeg: '{v} in den Vorrat zurücklegen',
    step: 'einen Schritt auf dem Wohlstandspfad',
    endPath: 'auf dem Pfad stehen bleiben',
    opponent: 'des Gegners',
    of: 'von {p}',
    on: 'auf {c}',
    slot: 'Auslage Platz {n}',
  },
  it: {
    plant: 'pianta {v} nel campo personale',
    harvest: 'raccogli',
    pickField: 'raccogli ancora da {c}',
    done: 'fatto',
    flip: 'scopri una carta nel cortile comune',
    toCourtyard: 'metti {c} nel cortile comune',
    takeCourtyard: 'prendi {c} dal cortile comune',
    playHand: 'gioca {c} dalla mano',
    playStart: 'gioca il cliente abituale iniziale',
    buyOffer: 'compra {c} dall’offerta',
    pay: 'paga',
    partner: 'scegli {p} come partner',
    sow: 'semina {v}',
    sowField: 'semina su {c}',
    buy: 'compra {v} dal negozio',
    sell: 'vendi {v} al negozio',
    trade: 'scambia per {v}: {c}',
    handIn: 'consegna {v}',
    deliver: 'spedisci a {c}',
    deliverTwice: 'spedisci due volte a {c}',
    skipDelivery: 'non spedire a {c} in questo round',
    serve: 'servi {c}',
    twoPack: 'compra un pacchetto da 2',
    keepNone: 'non tenere nulla',
    keep: 'tieni {c}',
    keepOn: 'tieni {c} sopra {d}',
    upgrade: 'amplia il magazzino',
    loan: 'prendi un prestito',
    discardHelper: 'scarta {c}',
    helper: 'usa {c} (opzione {o})',
    foremanTake: 'prendilo con il caposquadra',
    foremanLeave: 'lascialo',
    shopCount: 'spazi del negozio occupati: {n}',
    nameVeg: 'scegli {v}',
    crierSell: 'vendi {v} dalla bancarella',
    merchantBuy: 'compra {v}',
    merchantBuyWith: 'compra {v} con {c}',
    pickPile: 'prendi {c}',
    pickPilePut: 'prendi {c}, metti {d} sotto il mazzo',
    endActions: 'termina la fase delle azioni',
    returnVeg: 'rimetti {v} nella scorta',
    step: 'avanza sulla via della prosperità',
    endPath: 'fermati sulla via',
    opponent: 'dell’avversario',
    of: 'di {p}',
    on: 'su {c}',
    slot: 'posto {n} dell’offerta',
  },
} satisfies Record<Lang, Record<string, string>>;

type Key = keyof (typeof P)['en'];
function phrase(lang: Lang, key: Key, p: Record<string, string | number> = {}): string {
  return formatIcu(lang, P[lang][key], p);
}

export function describe(a: LoyangAction, v: LoyangView, lang: Lang, names: string[]): string {
  if (!(a.type in P.en)) return loyang.describeAction!(v as never, 0, a);
  const c = (id: string) => cardName(id, lang);
  const w = (key: Key, p: Record<string, string | number> = {}) => phrase(lang, key, p);
  switch (a.type) {
    case 'plant':
      return w('plant', { v: veg(lang, a.veg) });
    case 'pickField':
      return w('pickField', { c: c(a.field) });
    case 'toCourtyard':
    case 'takeCourtyard':
    case 'playHand':
    case 'discardHelper':
      return w(a.type, { c: c(a.card) });
    case 'buyOffer':
      return w('buyOffer', { c: c(v.offer?.[a.slot] ?? '?') });
    case 'partner':
      return w('partner', { p: names[a.seat] ?? `#${a.seat + 1}` });
    case 'sow':
    case 'buy':
    case 'sell':
    case 'handIn':
    case 'nameVeg':
    case 'returnVeg':
      return w(a.type, { v: veg(lang, a.veg) });
    case 'sowField':
      return w('sowField', { c: c(a.field) });
    case 'trade':
      // Named with its stall: two stalls may offer the same vegetable (issue 24, entries told apart).
      return w('trade', { v: veg(lang, card(a.stall).stall![a.offer]!.veg), c: c(a.stall) });
    case 'crierSell':
      return w('crierSell', { v: veg(lang, card(a.stall).stall![a.offer]!.veg) });
    case 'deliver':
      return w(a.double ? 'deliverTwice' : 'deliver', { c: c(a.card) });
    case 'serve':
    case 'skipDelivery':
      return w(a.type, { c: c(a.card) });
    case 'keep':
      return a.cards.length === 0
        ? w('keepNone')
        : a.cards.length === 1
          ? w('keep', { c: c(a.cards[0]!) })
          : w('keepOn', { c: c(a.cards[0]!), d: c(a.cards[1]!) });
    case 'helper': {
      const parts = [w('helper', { c: helperName(card(a.card).type, lang), o: a.option })];
      if (a.target) parts.push(w('on', { c: c(a.target) }));
      if (a.slot !== undefined) parts.push(w('slot', { n: a.slot + 1 }));
      if (a.seat !== undefined)
        parts.push(a.seat === 'opponent' ? w('opponent') : w('of', { p: names[a.seat] ?? `#${a.seat + 1}` }));
      if (a.veg) parts.push(`(${veg(lang, a.veg)})`);
      if (a.own) parts.push(`⇄ ${c(a.own)}`);
      if (a.with) parts.push(`+ ${c(a.with)}`);
      if (a.offer !== undefined && a.target) {
        try {
          parts.push(`(${veg(lang, card(a.target).stall![a.offer]!.veg)})`);
        } catch {
          /* not a stall offer */
        }
      }
      return parts.join(' ');
    }
    case 'foreman':
      return w(a.take ? 'foremanTake' : 'foremanLeave');
    case 'shopCount':
      return w('shopCount', { n: a.n });
    case 'merchantBuy':
      return a.with
        ? w('merchantBuyWith', { v: veg(lang, a.veg), c: c(a.with) })
        : w('merchantBuy', { v: veg(lang, a.veg) });
    case 'pickPile':
      return a.putBack ? w('pickPilePut', { c: c(a.field), d: c(a.putBack) }) : w('pickPile', { c: c(a.field) });
    default:
      return w(a.type as Key);
  }
}
/** Short labels used on the table itself. */
