/** The Loyang game log in words. */
import type { GameEventWire } from '@tabula/wire';
import { formatIcu } from '../../i18n/format';
import type { Lang } from '../../i18n/messages';
import { plainText } from '../types';
import { cardName, helperName, term, veg } from './words';
import { card } from '@tabula/loyang';

const E = {
  en: {
    upgraded: '{p} upgrades the Storehouse',
    step: '{p} steps to space {n} of the Path',
    planted: '{p} plants {v}',
    flipped: '{p} turns up {c} into the Courtyard',
    toCourtyard: '{p} puts {c} into the Courtyard',
    tookCourtyard: '{p} takes {c} from the Courtyard',
    handToCourtyard: '{p} puts the rest of the hand into the Courtyard: {cs}',
    boughtOffer: '{p} buys {c} from the Offer',
    foremanTook: '{p} takes {c} with the Foreman',
    bookkeeper: '{p} resets the Shop',
    fieldUnderPile: '{p} puts {c} under the Field pile',
    fieldTaken: '{p} takes {c}',
    loan: '{p} takes a Loan',
    sold: '{p} sells {v}',
    bought: '{p} buys {v}',
    sown: '{p} sows {v} on {c} ({n})',
    traded: '{p} trades for {v}',
    delivered: '{p} delivers to {c} (row {n}): {cash} Cash',
    served: '{p} serves {c}: {cash} Cash',
    twoPack: '{p} buys a Two-pack: {cs}',
    markerRed: '{c} of {p}: the marker turns red',
    placed: '{p} plays {c}',
    uncovered: '{c} of {p} is uncovered',
    helperDiscarded: '{p} discards {c}',
    reshuffled: 'The Draw pile is reshuffled ({n, plural, one {# card} other {# cards}})',
    stored: '{p} stores: {vs}',
    gameOver: 'The game is over',
    round: 'Round {n} begins',
    fieldRevealed: '{p} turns up {c}',
    harvested: '{p} harvests {vs}',
    fieldRemoved: '{c} of {p} is empty and leaves',
    dealt: '{p} is dealt {n, plural, one {# card} other {# cards}}',
    hand: 'Your hand: {cs}',
    startingPlayer: '{p} takes the Starting-player token',
    partners: 'Pairs: {pairs}',
    offerRefilled: 'The Offer is refilled',
    helperUsed: '{p} uses {c}',
    pile: 'Your Field pile: {cs}',
    swapped: '{p} swaps {c} for {d}',
    stallsSwapped: '{p} swaps Market stalls with {q}',
    ploughed: '{p} ploughs {c}',
    casualsSwapped: '{p} swaps Casual customers with {q}',
    nothing: 'nothing',
    fieldPaid: '{p} pays {cash} for {c}',
    penaltyPaid: '{p} pays a penalty of {cash} for {c}',
  },
  de: {
    upgraded: '{p} baut das Lager aus',
    step: '{p} rückt auf Feld {n} des Wohlstandspfads',
    planted: '{p} pflanzt {v}',
    flipped: '{p} deckt {c} in den Hof auf',
    toCourtyard: '{p} legt {c} in den Hof',
    tookCourtyard: '{p} nimmt {c} aus dem Hof',
    handToCourtyard: '{p} legt die restlichen Handkarten in den Hof: {cs}',
    boughtOffer: '{p} kauft {c} aus der Auslage',
    foremanTook: '{p} nimmt {c} mit dem Vorarbeiter',
    bookkeeper: '{p} richtet den Laden neu ein',
    fieldUnderPile: '{p} legt {c} unter den Feldstapel',
    fieldTaken: '{p} nimmt {c}',
    loan: '{p} nimmt einen Kredit',
    sold: '{p} verkauft {v}',
    bought: '{p} kauft {v}',
    sown: '{p} sät {v} auf {c} ({n})',
    traded: '{p} tauscht gegen {v}',
    delivered: '{p} beliefert {c} (Reihe {n}): {cash} Käsch',
    served: '{p} bedient {c}: {cash} Käsch',
    twoPack: '{p} kauft einen Doppelpack: {cs}',
    markerRed: '{c} von {p}: die Marke wird rot',
    placed: '{p} spielt {c}',
    uncovered: '{c} von {p} liegt wieder offen',
    helperDiscarded: '{p} wirft {c} ab',
    reshuffled: 'Der Nachziehstapel wird neu gemischt ({n, plural, one {# Karte} other {# Karten}})',
    stored: '{p} lagert: {vs}',
    gameOver: 'Das Spiel ist zu Ende',
    round: 'Runde {n} beginnt',
    fieldRevealed: '{p} deckt {c} auf',
    harvested: '{p} erntet {vs}',
    fieldRemoved: '{c} von {p} ist leer und geht aus dem Spiel',
    dealt: '{p} erhält {n, plural, one {# Karte} other {# Karten}}',
    hand: 'Deine Hand: {cs}',
    startingPlayer: '{p} erhält den Startspielerstein',
    partners: 'Paare: {pairs}',
    offerRefilled: 'Die Auslage wird aufgefüllt',
    helperUsed: '{p} setzt {c} ein',
    pile: 'Dein Feldstapel: {cs}',
    swapped: '{p} tauscht {c} gegen {d}',
    stallsSwapped: '{p} tauscht Marktstände mit {q}',
    ploughed: '{p} pflügt {c}',
    casualsSwapped: '{p} tauscht Laufkunden mit {q}',
    nothing: 'nichts',
    fieldPaid: '{p} zahlt {cash} für {c}',
    penaltyPaid: '{p} zahlt {cash} Strafe für {c}',
  },
  it: {
    upgraded: '{p} amplia il magazzino',
    step: '{p} avanza alla casella {n} della via della prosperità',
    planted: '{p} pianta {v}',
    flipped: '{p} scopre {c} nel cortile comune',
    toCourtyard: '{p} mette {c} nel cortile comune',
    tookCourtyard: '{p} prende {c} dal cortile comune',
    handToCourtyard: '{p} mette il resto della mano nel cortile: {cs}',
    boughtOffer: '{p} compra {c} dall’offerta',
    foremanTook: '{p} prende {c} con il caposquadra',
    bookkeeper: '{p} riordina il negozio',
    fieldUnderPile: '{p} mette {c} sotto il mazzo dei campi',
    fieldTaken: '{p} prende {c}',
    loan: '{p} prende un prestito',
    sold: '{p} vende {v}',
    bought: '{p} compra {v}',
    sown: '{p} semina {v} su {c} ({n})',
    traded: '{p} scambia per {v}',
    delivered: '{p} spedisce a {c} (riga {n}): {cash, plural, one {# moneta} other {# monete}}',
    served: '{p} serve {c}: {cash, plural, one {# moneta} other {# monete}}',
    twoPack: '{p} compra un pacchetto da 2: {cs}',
    markerRed: '{c} di {p}: il segnalino diventa rosso',
    placed: '{p} gioca {c}',
    uncovered: '{c} di {p} è di nuovo scoperto',
    helperDiscarded: '{p} scarta {c}',
    reshuffled: 'Il mazzo viene rimescolato ({n, plural, one {# carta} other {# carte}})',
    stored: '{p} immagazzina: {vs}',
    gameOver: 'La partita è finita',
    round: 'Inizia il round {n}',
    fieldRevealed: '{p} scopre {c}',
    harvested: '{p} raccoglie {vs}',
    fieldRemoved: '{c} di {p} è vuoto ed esce dal gioco',
    dealt: '{p} riceve {n, plural, one {# carta} other {# carte}}',
    hand: 'La tua mano: {cs}',
    startingPlayer: '{p} prende il segnalino di primo giocatore',
    partners: 'Coppie: {pairs}',
    offerRefilled: 'L’offerta viene completata',
    helperUsed: '{p} usa {c}',
    pile: 'Il tuo mazzo dei campi: {cs}',
    swapped: '{p} scambia {c} con {d}',
    stallsSwapped: '{p} scambia bancarelle con {q}',
    ploughed: '{p} ara {c}',
    casualsSwapped: '{p} scambia clienti occasionali con {q}',
    nothing: 'niente',
    fieldPaid: '{p} paga {cash} per {c}',
    penaltyPaid: '{p} paga una penalità di {cash} per {c}',
  },
} satisfies Record<Lang, Record<string, string>>;

export function eventText(e: GameEventWire, lang: Lang, names: string[]): string | null {
  const tpl = (E[lang] as Record<string, string>)[e.type];
  if (!tpl) return plainText(e);
  const who = (s: unknown) => (s === 'opponent' ? term(lang, 'opponent') : (names[Number(s)] ?? `#${String(s)}`));
  const c = (id: unknown) => (typeof id === 'string' ? cardName(id, lang) : '?');
  const counts = (xs: unknown) => {
    const list = Array.isArray(xs) ? (xs as number[]).flatMap((n, i) => (n > 0 ? [`${n} ${veg(lang, i)}`] : [])) : [];
    return list.length ? list.join(', ') : E[lang].nothing;
  };
  const p: Record<string, string | number> = {
    p: who(e.seat),
    q: who(e.with),
    c:
      e.type === 'helperUsed' && typeof e.card === 'string'
        ? helperName(card(e.card).type, lang)
        : c(e.card ?? e.field ?? e.stall ?? e.gave),
    d: c(e.got),
    v: veg(lang, e.veg as number),
    n: Number(
      e.type === 'step'
        ? e.path
        : e.type === 'reshuffled'
          ? e.drawCount
          : e.type === 'round'
            ? e.round
            : e.type === 'dealt'
              ? e.count
              : e.type === 'delivered'
                ? e.row
                : e.n,
    ),
    cash: Number(e.paid ?? e.amount),
    cs: Array.isArray(e.cards ?? e.pile) ? ((e.cards ?? e.pile) as string[]).map(c).join(', ') || E[lang].nothing : '',
    vs: counts(e.vegetables ?? e.store),
    pairs: Array.isArray(e.pairs) ? (e.pairs as number[][]).map((pr) => pr.map(who).join(' + ')).join('; ') : '',
  };
  return formatIcu(lang, tpl, p);
}
