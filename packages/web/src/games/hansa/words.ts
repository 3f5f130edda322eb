/**
 * Hansa Teutonica's words. Italian follows the Italian rulebook (Commercianti = traders/cubes,
 * Mercanti = merchants/discs, Kontor, rotta, casella, punti prestigio, gettoni bonus, scrittoio,
 * attività, riserva personale/generale, its action names Allocare / Inserire / Rimpiazzare /
 * Muovere, and its token names). German and English are careful
 * translations in the game's usual vocabulary (no German or English rulebook among the seeds).
 * The five abilities keep their Latin names in every edition.
 */
import { HANSA_MAP, type BoardId } from '@tabula/hansa';
import { formatIcu } from '../../i18n/format';
import type { Lang } from '../../i18n/messages';

const T = {
  en: {
    trader: 'trader',
    merchant: 'merchant',
    traders: 'traders',
    merchants: 'merchants',
    post: 'trading post',
    route: 'route',
    kontor: 'Kontor',
    prestige: 'Prestige points',
    completed: 'Completed cities',
    personal: 'Personal supply',
    general: 'General supply',
    desk: 'Desk',
    tokens: 'Bonus tokens',
    used: 'used',
    plate: 'On the plate',
    pile: 'Bonus supply',
    actionsLeft: '{n, plural, one {# action left} other {# actions left}}',
    turn: 'Turn {n}',
    coellen: 'Coellen table',
    pawn: 'Pawn',
    eastWest: 'East–West',
    endTriggered: 'the end is triggered',
    hidden: 'face down',
    province: 'province',
    income: 'Income',
    place: 'Place',
    displace: 'Displace',
    move: 'Move',
    pawnMove: 'Paid move: to any province (1 action)',
    pawnFree: 'Free move: across up to two borders (no action, once a turn)',
    pawnControl: 'Move the pawn',
    tavern: 'Tavern',
    pawnExplain:
      'The free move crosses up to two borders once a turn and costs no action — after your first action it ends your turn. The paid move goes to any province and costs one action.',
    privilege: 'Privilege',
    white: 'white',
    orange: 'orange',
    pink: 'pink',
    black: 'black',
    current: '{p} is playing',
    pawnFirst: '{q} places the pawn, then {p} starts',
    over: 'Game over',
    zoom: 'Zoom the board',
    board: 'The board',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    zoomFit: 'Whole board',
    zoomTap: 'Zoom to tap',
  },
  de: {
    trader: 'Händler',
    merchant: 'Kaufmann',
    traders: 'Händler',
    merchants: 'Kaufleute',
    post: 'Handelsposten',
    route: 'Handelsroute',
    kontor: 'Kontor',
    prestige: 'Prestigepunkte',
    completed: 'Vollständige Städte',
    personal: 'Persönlicher Vorrat',
    general: 'Allgemeiner Vorrat',
    desk: 'Kontorpult',
    tokens: 'Bonusplättchen',
    used: 'benutzt',
    plate: 'Auf der Ablage',
    pile: 'Bonusvorrat',
    actionsLeft: '{n, plural, one {noch # Aktion} other {noch # Aktionen}}',
    turn: 'Zug {n}',
    coellen: 'Coellen-Tafel',
    pawn: 'Spielfigur',
    eastWest: 'Ost–West',
    endTriggered: 'das Spielende ist ausgelöst',
    hidden: 'verdeckt',
    province: 'Provinz',
    income: 'Einkommen',
    place: 'Einsetzen',
    displace: 'Verdrängen',
    move: 'Versetzen',
    pawnMove: 'Bezahlter Zug: in jede Provinz (1 Aktion)',
    pawnFree: 'Freier Zug: über bis zu zwei Grenzen (keine Aktion, einmal pro Zug)',
    pawnControl: 'Spielfigur ziehen',
    tavern: 'Taverne',
    pawnExplain:
      'Der freie Zug geht einmal pro Zug über bis zu zwei Grenzen und kostet keine Aktion — nach deiner ersten Aktion beendet er deinen Zug. Der bezahlte Zug geht in jede Provinz und kostet eine Aktion.',
    privilege: 'Privileg',
    white: 'weiß',
    orange: 'orange',
    pink: 'rosa',
    black: 'schwarz',
    current: '{p} ist am Zug',
    pawnFirst: '{q} setzt die Spielfigur, dann beginnt {p}',
    over: 'Spielende',
    zoom: 'Spielplan zoomen',
    board: 'Der Spielplan',
    zoomIn: 'Vergrößern',
    zoomOut: 'Verkleinern',
    zoomFit: 'Ganzer Spielplan',
    zoomTap: 'Zum Tippen vergrößern',
  },
  it: {
    trader: 'commerciante',
    merchant: 'mercante',
    traders: 'commercianti',
    merchants: 'mercanti',
    post: 'casella',
    route: 'rotta',
    kontor: 'Kontor',
    prestige: 'Punti prestigio',
    completed: 'Città completate',
    personal: 'Riserva personale',
    general: 'Riserva generale',
    desk: 'Scrittoio',
    tokens: 'Gettoni bonus',
    used: 'usati',
    plate: 'Sul vassoio',
    pile: 'Riserva dei gettoni',
    actionsLeft: '{n, plural, one {# attività rimasta} other {# attività rimaste}}',
    turn: 'Turno {n}',
    coellen: 'Tabella di Coellen',
    pawn: 'Pedone',
    eastWest: 'Est–Ovest',
    endTriggered: 'la fine è innescata',
    hidden: 'coperto',
    province: 'provincia',
    income: 'Allocare',
    place: 'Inserire',
    displace: 'Rimpiazzare',
    move: 'Muovere',
    pawnMove: 'Mossa pagata: in qualsiasi provincia (1 attività)',
    pawnFree: 'Mossa gratuita: fino a due confini (nessuna attività, una volta per turno)',
    pawnControl: 'Muovi il Pedone',
    tavern: 'Taverna',
    pawnExplain:
      'La mossa gratuita attraversa fino a due confini una volta per turno e non costa attività — dopo la tua prima attività termina il turno. La mossa pagata va in qualsiasi provincia e costa un’attività.',
    privilege: 'Privilegio',
    white: 'bianco',
    orange: 'arancione',
    pink: 'rosa',
    black: 'nero',
    current: 'Tocca a {p}',
    pawnFirst: '{q} piazza il Pedone, poi inizia {p}',
    over: 'Partita finita',
    zoom: 'Zoom del tabellone',
    board: 'Il tabellone',
    zoomIn: 'Ingrandisci',
    zoomOut: 'Riduci',
    zoomFit: 'Tabellone intero',
    zoomTap: 'Ingrandisci per toccare',
  },
} satisfies Record<Lang, Record<string, string>>;

export type Term = keyof (typeof T)['en'];
/** A game word in a language: ICU MessageFormat, so counts take the language's plural forms. */
export function term(lang: Lang, key: Term, p: Record<string, string | number> = {}): string {
  return formatIcu(lang, T[lang][key], p);
}

/** The word tables, for the catalogue test (every key in every language, every placeholder used). */
export const HANSA_TERMS = T;

export const ABILITY_NAMES: Record<string, string> = {
  clavisUrbis: 'Clavis Urbis',
  actiones: 'Actiones',
  privilegium: 'Privilegium',
  liberSophiae: 'Liber Sophiae',
  bursa: 'Bursa',
};

const TOKENS: Record<Lang, Record<string, string>> = {
  en: {
    extraKontor: 'Extra Kontor',
    swapKontors: 'Swap Kontors',
    plus3: '+3 Actions',
    plus4: '+4 Actions',
    upgradeAbility: 'Upgrade an Ability',
    removeThree: 'Remove Three',
  },
  de: {
    extraKontor: 'Zusatzkontor',
    swapKontors: 'Kontore tauschen',
    plus3: '+3 Aktionen',
    plus4: '+4 Aktionen',
    upgradeAbility: 'Fähigkeit verbessern',
    removeThree: 'Drei entfernen',
  },
  it: {
    extraKontor: 'Extra Kontor',
    swapKontors: 'Scambio Kontors',
    plus3: 'Tre attività addizionali',
    plus4: 'Quattro attività addizionali',
    upgradeAbility: 'Migliora Caratteristica',
    removeThree: 'Rimuovi tre Commercianti',
  },
};
export const TOKEN_SHORT: Record<string, string> = {
  extraKontor: 'K+',
  swapKontors: '⇄',
  plus3: '+3',
  plus4: '+4',
  upgradeAbility: '↑',
  removeThree: '×3',
};

export function tokenName(t: string, lang: Lang): string {
  return TOKENS[lang][t] ?? t;
}

export function cityName(board: BoardId, id: string): string {
  return HANSA_MAP[board].cities.find((c) => c.id === id)?.name ?? id;
}

export function routeName(board: BoardId, id: string): string {
  const r = HANSA_MAP[board].routes.find((x) => x.id === id);
  return r ? `${cityName(board, r.cities[0])}–${cityName(board, r.cities[1])}` : id;
}

export function piece(lang: Lang, p: string): string {
  return p === 'merchant' ? term(lang, 'merchant') : p === 'trader' ? term(lang, 'trader') : p;
}

/** A province as its board label shows it (`P0-outer` is drawn as P0): never the internal id. */
export function provinceName(id: unknown): string {
  return String(id ?? '').replace(/-outer$/, '');
}
