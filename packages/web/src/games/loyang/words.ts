/**
 * Loyang's words in the three editions. Terms follow each rulebook (EN: Path of Prosperity,
 * Two-pack, Courtyard; DE: Wohlstandspfad, Doppelpack, Hof, Stammfeld, Karren/Lager; IT: via della
 * prosperità, pacchetto da 2, cortile comune, campo personale, magazzino/carro). Helper names come
 * from the card data (EN/DE printed; IT where the Italian rulebook names them, careful translations
 * elsewhere, marked below).
 */
import { card, HELPERS } from '@tabula/loyang';
import { formatIcu } from '../../i18n/format';
import type { Lang } from '../../i18n/messages';

const VEG_NAMES: Record<Lang, string[]> = {
  en: ['wheat', 'pumpkin', 'turnip', 'cabbage', 'bean', 'leek'],
  de: ['Weizen', 'Kürbis', 'Rübe', 'Kohl', 'Bohne', 'Lauch'],
  it: ['grano', 'zucca', 'rapa', 'cavolo', 'fagiolo', 'porro'],
};
export const VEG_KEYS = ['wheat', 'pumpkin', 'turnip', 'cabbage', 'bean', 'leek'] as const;

/** Helper names the Italian rulebook does not print: our translations. */
const IT_HELPERS: Record<string, string> = {
  'H-BOOKKEEPER': 'Contabile',
  'H-CONMAN': 'Imbroglione',
  'H-FOREMAN': 'Caposquadra',
  'H-HAGGLER': 'Mercanteggiatore',
  'H-HARVESTHELPER': 'Aiuto mietitore',
  'H-MAID': 'Domestica',
  'H-MARKETCRIER': 'Banditore',
  'H-MARKETWOMAN': 'Donna del mercato',
  'H-MERCHANT': 'Mercante',
  'H-MESSENGERBOY': 'Fattorino',
  'H-OFFICIAL': 'Funzionario',
  'H-PLOUGHMAN': 'Aratore',
  'H-SHOPPER': 'Acquirente',
  'H-SQUIRE': 'Signorotto',
  'H-SUBSISTENCE': 'Contadino autosufficiente',
  'H-TENANT': 'Fittavolo',
};

export function helperName(type: string, lang: Lang): string {
  const h = HELPERS.find((x) => x.id === type);
  if (!h) return type;
  if (lang === 'it') return h.names.it ?? IT_HELPERS[type] ?? h.names.en;
  return h.names[lang];
}

const T = {
  en: {
    stall: 'Market stall',
    regular: 'Regular customer',
    casual: 'Casual customer',
    common: 'Common field',
    home: 'Home field',
    private: '{n}-space field',
    path: 'Path of Prosperity',
    shop: 'Shop',
    cart: 'Cart',
    store: 'Storehouse',
    fields: 'Fields',
    pile: 'Field pile',
    loans: 'Loans',
    cash: 'Cash',
    hand: 'Hand',
    courtyard: 'Courtyard',
    draw: 'Draw pile',
    discard: 'Discard pile',
    helpers: 'Helpers',
    stalls: 'Market stalls',
    regulars: 'Regular customers',
    casuals: 'Casual customers',
    round: '{r, plural, =0 {Game setup} other {Round #}}',
    plant: 'Planting',
    harvest: 'Harvest phase',
    card: 'Card phase',
    action: 'Action phase',
    over: 'Game over',
    start: 'Starting player',
    second: 'second',
    pairs: 'Pairs',
    offer: 'Offer',
    opponent: 'Imaginary opponent',
    buy: 'buy',
    sell: 'sell',
    capacity: 'capacity {n}',
    due: 'delivery due',
    served: 'delivered',
    missed: 'delivery missed',
    markerBlue: 'Satisfaction marker, blue: a missed delivery turns it red',
    markerRed: 'Satisfaction marker, red: a missed delivery costs 2 Cash',
    under: 'under',
    twoPacks: 'Two-packs',
    empty: 'empty',
    cards: '{n, plural, one {# card} other {# cards}}',
    step: 'next step costs {n}',
    supply: 'Supply',
    unsown: 'not sown',
    space: 'space {n}',
    hidden: 'hidden',
    startCard: 'start card',
    partner: 'partner',
    done: 'done',
    you: 'you',
    row: 'row {n}',
  },
  de: {
    stall: 'Marktstand',
    regular: 'Stammkunde',
    casual: 'Laufkunde',
    common: 'Gemeinschaftsfeld',
    home: 'Stammfeld',
    private: '{n}er-Feld',
    path: 'Wohlstandspfad',
    shop: 'Laden',
    cart: 'Karren',
    store: 'Lager',
    fields: 'Felder',
    pile: 'Feldstapel',
    loans: 'Kredite',
    cash: 'Käsch',
    hand: 'Hand',
    courtyard: 'Hof',
    draw: 'Nachziehstapel',
    discard: 'Ablagestapel',
    helpers: 'Helfer',
    stalls: 'Marktstände',
    regulars: 'Stammkunden',
    casuals: 'Laufkunden',
    round: '{r, plural, =0 {Spielvorbereitung} other {Runde #}}',
    plant: 'Pflanzen',
    harvest: 'Erntephase',
    card: 'Kartenphase',
    action: 'Aktionsphase',
    over: 'Spielende',
    start: 'Startspieler',
    second: 'zweiter',
    pairs: 'Paare',
    offer: 'Auslage',
    opponent: 'Imaginärer Gegner',
    buy: 'kaufen',
    sell: 'verkaufen',
    capacity: 'Platz für {n}',
    due: 'Lieferung fällig',
    served: 'beliefert',
    missed: 'Lieferung verpasst',
    markerBlue: 'Zufriedenheitsmarke, blau: eine verpasste Lieferung dreht sie auf Rot',
    markerRed: 'Zufriedenheitsmarke, rot: eine verpasste Lieferung kostet 2 Käsch',
    under: 'darunter',
    twoPacks: 'Doppelpacks',
    empty: 'leer',
    cards: '{n, plural, one {# Karte} other {# Karten}}',
    step: 'nächster Schritt kostet {n}',
    supply: 'Vorrat',
    unsown: 'nicht bepflanzt',
    space: 'Feld {n}',
    hidden: 'verdeckt',
    startCard: 'Startkarte',
    partner: 'Partner',
    done: 'fertig',
    you: 'du',
    row: 'Reihe {n}',
  },
  it: {
    stall: 'Bancarella',
    regular: 'Cliente abituale',
    casual: 'Cliente occasionale',
    common: 'Campo comune',
    home: 'Campo personale',
    private: 'Campo da {n}',
    path: 'Via della prosperità',
    shop: 'Negozio',
    cart: 'Carro',
    store: 'Magazzino',
    fields: 'Campi',
    pile: 'Mazzo dei campi',
    loans: 'Prestiti',
    cash: 'Monete',
    hand: 'Mano',
    courtyard: 'Cortile comune',
    draw: 'Mazzo delle carte azione',
    discard: 'Mazzo degli scarti',
    helpers: 'Aiutanti',
    stalls: 'Bancarelle',
    regulars: 'Clienti abituali',
    casuals: 'Clienti occasionali',
    round: '{r, plural, =0 {Preparazione} other {Turno #}}',
    plant: 'Semina',
    harvest: 'Mietitura',
    card: 'Fase delle carte',
    action: 'Fase delle azioni',
    over: 'Fine partita',
    start: 'Primo giocatore',
    second: 'secondo',
    pairs: 'Coppie',
    offer: 'Offerta',
    opponent: 'Avversario immaginario',
    buy: 'compra',
    sell: 'vendi',
    capacity: 'capacità {n}',
    due: 'consegna dovuta',
    served: 'consegnato',
    missed: 'consegna mancata',
    markerBlue: 'Segnalino di soddisfazione, blu: una consegna mancata lo gira sul rosso',
    markerRed: 'Segnalino di soddisfazione, rosso: una consegna mancata costa 2 monete',
    under: 'sotto',
    twoPacks: 'Pacchetti da 2',
    empty: 'vuoto',
    cards: '{n, plural, one {# carta} other {# carte}}',
    step: 'prossimo passo costa {n}',
    supply: 'Riserva',
    unsown: 'non seminato',
    space: 'casella {n}',
    hidden: 'coperta',
    startCard: 'carta iniziale',
    partner: 'partner',
    done: 'fatto',
    you: 'tu',
    row: 'riga {n}',
  },
} satisfies Record<Lang, Record<string, string>>;

export type Term = keyof (typeof T)['en'];

/** A game word in a language: ICU MessageFormat, so counts take the language's plural forms. */
export function term(lang: Lang, key: Term, p: Record<string, string | number> = {}): string {
  return formatIcu(lang, T[lang][key], p);
}

/** The word tables, for the catalogue test (every key in every language, every placeholder used). */
export const LOYANG_TERMS = T;

export function veg(lang: Lang, v: number | string): string {
  const i = typeof v === 'number' ? v : VEG_KEYS.indexOf(v as (typeof VEG_KEYS)[number]);
  return VEG_NAMES[lang][i] ?? String(v);
}

/** A card or field id in words: `Market stall` and such; helpers by their name. */
export function cardName(id: string, lang: Lang): string {
  if (/^H\d$/.test(id)) return term(lang, 'home');
  const pf = /^P\d-(\d)/.exec(id);
  if (pf) return term(lang, 'private', { n: pf[1]! });
  try {
    const c = card(id);
    if (c.kind === 'helper') return helperName(c.type, lang);
    if (c.kind === 'field') return `${term(lang, 'common')} (${c.spaces})`;
    const what = term(lang, c.kind === 'stall' ? 'stall' : c.kind === 'regular' ? 'regular' : 'casual');
    if (c.demand) return `${what} (${c.demand.map((v) => veg(lang, v)).join('+')})`;
    if (c.stall) return `${what} (${c.stall.map((o) => veg(lang, o.veg)).join('/')})`;
    return what;
  } catch {
    return id;
  }
}
