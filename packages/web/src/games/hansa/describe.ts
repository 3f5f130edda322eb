/** Hansa actions in words, in the viewer's language. */
import type { HansaAction, HansaView } from '@tabula/hansa';
import { formatIcu } from '../../i18n/format';
import type { Lang } from '../../i18n/messages';
import { ABILITY_NAMES, cityName, piece, provinceName, routeName, term, tokenName } from './words';

const P = {
  en: {
    income:
      'take income: {t, plural, one {# trader} other {# traders}}, {m, plural, one {# merchant} other {# merchants}}',
    place: 'place a {k} on {r} (post {i})',
    displace: 'displace on {r} (post {i}) with a {k}, paying {pay}',
    payT: '{n, plural, one {# trader} other {# traders}}',
    payM: '{n, plural, one {# merchant} other {# merchants}}',
    relocate: 'relocate {k} to {r} (post {i})',
    relocateDisplaced: 'put the displaced piece on {r} (post {i})',
    relocateFromBoard: 'relocate your piece from {f} (post {j}) to {r} (post {i})',
    endRelocation: 'relocate no more',
    move: 'move: lift your piece on {r} (post {i})',
    lift: 'lift {r} (post {i})',
    liftDone: 'stop lifting',
    put: 'put a {k} on {r} (post {i})',
    establish: 'establish {r}',
    kontor: 'Kontor in {c}',
    extraKontor: 'Extra Kontor ({k}) in {c}',
    upgrade: 'upgrade {a}',
    coellen: 'merchant on the Coellen table ({v} points)',
    noKontor: 'no Kontor',
    useActions: 'use {tok}',
    useUpgrade: 'use {tok}: {a}',
    swapKontors: 'use {tok} in {c} (spaces {i}↔{j})',
    removeThree: 'use {tok}',
    remove: 'remove the piece on {r} (post {i})',
    removeDone: 'remove no more',
    placePawn: 'put the pawn in province {p}',
    movePawn: 'move the pawn to province {p} (1 action)',
    movePawnFree: 'free pawn move to province {p}',
    endTurn: 'end the turn',
    placeBonus: 'put a bonus token at {r}',
  },
  de: {
    income: 'Einkommen: {t} Händler, {m, plural, one {# Kaufmann} other {# Kaufleute}}',
    place: 'einen {k} auf {r} einsetzen (Posten {i})',
    displace: 'auf {r} (Posten {i}) mit einem {k} verdrängen, zahlt {pay}',
    payT: '{n} Händler',
    payM: '{n, plural, one {# Kaufmann} other {# Kaufleute}}',
    relocate: '{k} auf {r} umsetzen (Posten {i})',
    relocateDisplaced: 'den verdrängten Stein auf {r} setzen (Posten {i})',
    relocateFromBoard: 'eigenen Stein von {f} (Posten {j}) nach {r} (Posten {i}) umsetzen',
    endRelocation: 'nichts mehr umsetzen',
    move: 'versetzen: eigenen Stein auf {r} aufnehmen (Posten {i})',
    lift: '{r} aufnehmen (Posten {i})',
    liftDone: 'nichts mehr aufnehmen',
    put: 'einen {k} auf {r} setzen (Posten {i})',
    establish: '{r} auswerten',
    kontor: 'Kontor in {c}',
    extraKontor: 'Zusatzkontor ({k}) in {c}',
    upgrade: '{a} verbessern',
    coellen: 'Kaufmann auf die Coellen-Tafel ({v} Punkte)',
    noKontor: 'kein Kontor',
    useActions: '{tok} einsetzen',
    useUpgrade: '{tok} einsetzen: {a}',
    swapKontors: '{tok} in {c} einsetzen (Felder {i}↔{j})',
    removeThree: '{tok} einsetzen',
    remove: 'Stein auf {r} entfernen (Posten {i})',
    removeDone: 'nichts mehr entfernen',
    placePawn: 'Figur in Provinz {p} stellen',
    movePawn: 'Figur in Provinz {p} ziehen (1 Aktion)',
    movePawnFree: 'freier Zug der Figur in Provinz {p}',
    endTurn: 'Zug beenden',
    placeBonus: 'Bonusplättchen an {r} legen',
  },
  it: {
    income:
      'reddito: {t, plural, one {# commerciante} other {# commercianti}}, {m, plural, one {# mercante} other {# mercanti}}',
    place: 'piazza un {k} su {r} (casella {i})',
    displace: 'rimpiazza su {r} (casella {i}) con un {k}, pagando {pay}',
    payT: '{n, plural, one {# commerciante} other {# commercianti}}',
    payM: '{n, plural, one {# mercante} other {# mercanti}}',
    relocate: 'sposta un {k} su {r} (casella {i})',
    relocateDisplaced: 'riposiziona la risorsa rimpiazzata su {r} (casella {i})',
    relocateFromBoard: 'sposta il tuo pezzo da {f} (casella {j}) a {r} (casella {i})',
    endRelocation: 'non spostare altro',
    move: 'spostare: prendi il tuo pezzo su {r} (casella {i})',
    lift: 'prendi {r} (casella {i})',
    liftDone: 'non prendere altro',
    put: 'metti un {k} su {r} (casella {i})',
    establish: 'stabilisci {r}',
    kontor: 'Kontor a {c}',
    extraKontor: 'Extra Kontor ({k}) a {c}',
    upgrade: 'migliora {a}',
    coellen: 'mercante sulla tabella di Coellen ({v} punti)',
    noKontor: 'nessun Kontor',
    useActions: 'usa {tok}',
    useUpgrade: 'usa {tok}: {a}',
    swapKontors: 'usa {tok} a {c} (caselle {i}↔{j})',
    removeThree: 'usa {tok}',
    remove: 'rimuovi il pezzo su {r} (casella {i})',
    removeDone: 'non rimuovere altro',
    placePawn: 'metti il pedone nella provincia {p}',
    movePawn: 'muovi il pedone nella provincia {p} (1 attività)',
    movePawnFree: 'mossa gratuita del pedone nella provincia {p}',
    endTurn: 'termina il turno',
    placeBonus: 'metti un gettone bonus su {r}',
  },
} satisfies Record<Lang, Record<string, string>>;

type Key = keyof (typeof P)['en'];
const BEGIN = {
  income: 'income',
  place: 'place',
  displace: 'displace',
  move: 'move',
  pawn: 'pawnMove',
  pawnFree: 'pawnFree',
} as const;

export function describe(a: HansaAction, v: HansaView, lang: Lang): string {
  const w = (key: Key, p: Record<string, string | number>) => formatIcu(lang, P[lang][key], p);
  const r = (id: string) => routeName(v.board, id);
  const c = (id: string) => cityName(v.board, id);
  switch (a.type) {
    case 'begin':
      return term(lang, BEGIN[a.action]);
    case 'income':
      return w('income', { t: a.traders, m: a.merchants });
    case 'place':
    case 'put':
      return w(a.type, { k: piece(lang, a.piece), r: r(a.route), i: a.post + 1 });
    case 'displace':
      // The penalty in pieces (H-8.3), not as "1+0": "1 trader", "1 trader and 1 merchant".
      return w('displace', {
        k: piece(lang, a.piece),
        r: r(a.route),
        i: a.post + 1,
        pay: new Intl.ListFormat(lang, { type: 'conjunction' }).format([
          ...(a.payTraders ? [w('payT', { n: a.payTraders })] : []),
          ...(a.payMerchants ? [w('payM', { n: a.payMerchants })] : []),
        ]),
      });
    case 'relocate':
      return a.piece === 'displaced'
        ? w('relocateDisplaced', { r: r(a.route), i: a.post + 1 })
        : w('relocate', { k: piece(lang, a.piece), r: r(a.route), i: a.post + 1 });
    case 'relocateFromBoard':
      return w('relocateFromBoard', { f: r(a.fromRoute), j: a.fromPost + 1, r: r(a.route), i: a.post + 1 });
    case 'move':
    case 'lift':
    case 'remove':
      return w(a.type, { r: r(a.route), i: a.post + 1 });
    case 'establish':
    case 'placeBonus':
      return w(a.type, { r: r(a.route) });
    case 'kontor':
      return w('kontor', { c: c(a.city) });
    case 'extraKontor':
      return w('extraKontor', { c: c(a.city), k: piece(lang, a.piece) });
    case 'upgrade':
      return w('upgrade', { a: ABILITY_NAMES[a.ability]! });
    case 'coellen':
      return w('coellen', { v: v.coellenTable[a.space]?.value ?? a.space });
    case 'useActions':
      return w('useActions', { tok: tokenName(`plus${a.n}`, lang) });
    case 'useUpgrade':
      return w('useUpgrade', { tok: tokenName('upgradeAbility', lang), a: ABILITY_NAMES[a.ability]! });
    case 'swapKontors':
      return w('swapKontors', { tok: tokenName('swapKontors', lang), c: c(a.city), i: a.index + 1, j: a.index + 2 });
    case 'removeThree':
      return w('removeThree', { tok: tokenName('removeThree', lang) });
    case 'placePawn':
      return w('placePawn', { p: provinceName(a.province) });
    case 'movePawn':
      return w(a.paid ? 'movePawn' : 'movePawnFree', { p: provinceName(a.province) });
    default:
      return w(a.type as Key, {});
  }
}
