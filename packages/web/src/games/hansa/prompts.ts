/**
 * What a seat owes now, in one line with the reason and the rule (issue 24: "every decision stated
 * in words"), as Loyang's `prompts.ts` does: the turn's actions, the pawn before the first turn,
 * the details of a chosen action, a relocation owed to the seat that displaced it, step C of an
 * Establish, Remove Three, the replacement bonus token. Null when the seat owes nothing.
 * Italian follows the rulebook's verbs (Allocare, Inserire, Rimpiazzare, Muovere, Stabilire).
 */
import type { HansaAction, HansaView } from '@tabula/hansa';
import { formatIcu } from '../../i18n/format';
import type { Lang } from '../../i18n/messages';
import { ABILITY_NAMES, cityName, piece, routeName, tokenName } from './words';

const P = {
  en: {
    turn: 'Your turn: {n, plural, one {# action left} other {# actions left}} — Income, Place, Displace, Move or establish a full route (H-5).',
    turnNoActions: 'No actions left: establish a full route, use a bonus token or end your turn (H-5.1).',
    placePawn:
      'Place the pawn on a province: Place, Displace and Establish are then allowed only on the routes around it, and {p} starts (H-14.4, H-14.6).',
    income:
      'Income: move up to {n} traders and merchants from your general supply to your personal supply (Bursa, H-6).',
    incomeAll:
      'Income: move traders and merchants from your general supply to your personal supply, as many as you like (Bursa, H-6).',
    place: 'Place: choose an empty trading post for a trader or merchant from your personal supply (H-7).',
    displace:
      'Displace: choose an opponent’s piece on a route; you pay 1 more piece for a trader, 2 for a merchant (H-8.1, H-8.2).',
    move: 'Move: pick up one of your pieces on a route — up to {n} in all (Liber Sophiae, H-9).',
    pawn: 'Move the pawn to any province (1 action, H-14.5).',
    pawnFree: 'Free pawn move: across up to two borders (H-14.5).',
    relocate:
      '{p} displaced your {k} on {r}: place it{n, plural, =0 {} one { and up to # more piece} other { and up to # more pieces}} on the nearest empty trading posts, next to that route first (H-8.4, H-8.5).',
    relocateExtras:
      '{p} displaced your piece on {r}: place up to {n, plural, one {# more piece} other {# more pieces}} on the nearest empty trading posts, or stop (H-8.4, H-8.5).',
    moveLift:
      'Move: pick up {n, plural, one {# more of your pieces} other {up to # more of your pieces}}, or stop and put down what you hold ({k}) (H-9).',
    movePut: 'Move: put {n, plural, one {the lifted piece} other {the # lifted pieces}} on empty trading posts (H-9).',
    establish: 'Establish {r}: choose {opts} (H-10).',
    optKontor: 'a Kontor in {c}',
    optUpgrade: 'the city’s ability {a}',
    optCoellen: 'a merchant on the Coellen table',
    optExtra: 'an Extra Kontor',
    removeThree:
      'Remove Three: remove {n, plural, one {# more opponent’s piece} other {up to # more opponents’ pieces}} from the routes, or stop (H-11.9).',
    placeBonus:
      'Place your replacement bonus token{tok} on a route with no token and no pieces next to a city with a free Kontor space (H-11.6).',
  },
  de: {
    turn: 'Du bist am Zug: {n, plural, one {noch # Aktion} other {noch # Aktionen}} — Einkommen, Einsetzen, Verdrängen, Versetzen oder eine volle Route auswerten (H-5).',
    turnNoActions:
      'Keine Aktion mehr: werte eine volle Route aus, setze ein Bonusplättchen ein oder beende deinen Zug (H-5.1).',
    placePawn:
      'Stelle die Spielfigur in eine Provinz: Einsetzen, Verdrängen und Auswerten gehen dann nur auf den Routen um sie herum, und {p} beginnt (H-14.4, H-14.6).',
    income:
      'Einkommen: bis zu {n} Händler und Kaufleute aus deinem allgemeinen in deinen persönlichen Vorrat (Bursa, H-6).',
    incomeAll:
      'Einkommen: beliebig viele Händler und Kaufleute aus deinem allgemeinen in deinen persönlichen Vorrat (Bursa, H-6).',
    place:
      'Einsetzen: wähle einen freien Handelsposten für einen Händler oder Kaufmann aus deinem persönlichen Vorrat (H-7).',
    displace:
      'Verdrängen: wähle einen fremden Stein auf einer Route; du zahlst 1 Stein mehr für einen Händler, 2 für einen Kaufmann (H-8.1, H-8.2).',
    move: 'Versetzen: nimm einen deiner Steine von einer Route auf — insgesamt bis zu {n} (Liber Sophiae, H-9).',
    pawn: 'Ziehe die Spielfigur in eine beliebige Provinz (1 Aktion, H-14.5).',
    pawnFree: 'Freier Figurenzug: über bis zu zwei Grenzen (H-14.5).',
    relocate:
      '{p} hat deinen {k} auf {r} verdrängt: setze ihn{n, plural, =0 {} one { und bis zu # weiteren Stein} other { und bis zu # weitere Steine}} auf die nächsten freien Handelsposten, zuerst neben dieser Route (H-8.4, H-8.5).',
    relocateExtras:
      '{p} hat deinen Stein auf {r} verdrängt: setze {n, plural, one {noch bis zu # Stein} other {noch bis zu # Steine}} auf die nächsten freien Handelsposten, oder höre auf (H-8.4, H-8.5).',
    moveLift:
      'Versetzen: nimm {n, plural, one {noch # deiner Steine} other {noch bis zu # deiner Steine}} auf, oder höre auf und setze ab, was du hältst ({k}) (H-9).',
    movePut:
      'Versetzen: setze {n, plural, one {den aufgenommenen Stein} other {die # aufgenommenen Steine}} auf freie Handelsposten (H-9).',
    establish: '{r} auswerten: wähle {opts} (H-10).',
    optKontor: 'ein Kontor in {c}',
    optUpgrade: 'die Fähigkeit der Stadt, {a}',
    optCoellen: 'einen Kaufmann auf der Coellen-Tafel',
    optExtra: 'ein Zusatzkontor',
    removeThree:
      'Drei entfernen: entferne {n, plural, one {noch # fremden Stein} other {noch bis zu # fremde Steine}} von den Routen, oder höre auf (H-11.9).',
    placeBonus:
      'Lege dein neues Bonusplättchen{tok} an eine Route ohne Plättchen und ohne Steine, neben einer Stadt mit freiem Kontorfeld (H-11.6).',
  },
  it: {
    turn: 'Tocca a te: {n, plural, one {# attività rimasta} other {# attività rimaste}} — Allocare, Inserire, Rimpiazzare, Muovere o stabilire una rotta completa (H-5).',
    turnNoActions:
      'Nessuna attività rimasta: stabilisci una rotta completa, usa un gettone bonus o termina il turno (H-5.1).',
    placePawn:
      'Piazza il Pedone su una provincia: Inserire, Rimpiazzare e Stabilire saranno possibili solo sulle rotte che la circondano, e {p} inizia (H-14.4, H-14.6).',
    income:
      'Allocare: sposta fino a {n} Commercianti e Mercanti dalla riserva generale alla riserva personale (Bursa, H-6).',
    incomeAll:
      'Allocare: sposta quanti Commercianti e Mercanti vuoi dalla riserva generale alla riserva personale (Bursa, H-6).',
    place: 'Inserire: scegli una casella libera per un Commerciante o un Mercante della tua riserva personale (H-7).',
    displace:
      'Rimpiazzare: scegli una risorsa avversaria su una rotta; paghi 1 risorsa in più per un Commerciante, 2 per un Mercante (H-8.1, H-8.2).',
    move: 'Muovere: prendi una tua risorsa da una rotta — fino a {n} in tutto (Liber Sophiae, H-9).',
    pawn: 'Muovi il Pedone in una provincia qualsiasi (1 attività, H-14.5).',
    pawnFree: 'Mossa gratuita del Pedone: attraverso fino a due confini (H-14.5).',
    relocate:
      '{p} ha rimpiazzato il tuo {k} su {r}: riposizionalo{n, plural, =0 {} one { con al massimo # risorsa addizionale} other { con al massimo # risorse addizionali}} sulle caselle libere più vicine, prima sulle rotte adiacenti (H-8.4, H-8.5).',
    relocateExtras:
      '{p} ha rimpiazzato una tua risorsa su {r}: riposiziona {n, plural, one {al massimo # altra risorsa} other {al massimo # altre risorse}} sulle caselle libere più vicine, oppure fermati (H-8.4, H-8.5).',
    moveLift:
      'Muovere: prendi {n, plural, one {ancora # tua risorsa} other {fino a # tue risorse}}, oppure fermati e rimetti quelle prese ({k}) (H-9).',
    movePut: 'Muovere: metti {n, plural, one {la risorsa presa} other {le # risorse prese}} su caselle libere (H-9).',
    establish: 'Stabilire {r}: scegli {opts} (H-10).',
    optKontor: 'un Kontor a {c}',
    optUpgrade: 'la caratteristica della città, {a}',
    optCoellen: 'un Mercante sulla tabella di Coellen',
    optExtra: 'un Extra Kontor',
    removeThree:
      'Rimuovi tre: rimuovi {n, plural, one {ancora # risorsa avversaria} other {fino a # risorse avversarie}} dalle rotte, oppure fermati (H-11.9).',
    placeBonus:
      'Piazza il tuo gettone bonus di rimpiazzo{tok} su una rotta senza gettoni e senza risorse, vicino a una città con una casa Kontor libera (H-11.6).',
  },
} satisfies Record<Lang, Record<string, string>>;

/** The prompt table, for the catalogue test. */
export const HANSA_PROMPTS = P;

type Key = keyof (typeof P)['en'];

function or(lang: Lang, items: string[]): string {
  return new Intl.ListFormat(lang, { style: 'long', type: 'disjunction' }).format(items);
}

/** The line for `seat`, or null when it owes nothing now (another seat acts, or the game is over). */
export function hansaPrompt(
  v: HansaView,
  seat: number | null,
  legal: readonly HansaAction[],
  names: string[],
  lang: Lang,
): string | null {
  if (seat === null || v.over || legal.length === 0) return null;
  const w = (key: Key, p: Record<string, string | number> = {}) => formatIcu(lang, P[lang][key], p);
  const r = (id: string) => routeName(v.board, id);
  const d = v.top;
  const desk = v.desks[seat]!;
  if (!d) return v.actionsLeft > 0 ? w('turn', { n: v.actionsLeft }) : w('turnNoActions');
  if (d.seat !== seat) return null;
  switch (d.kind) {
    case 'placePawn':
      return w('placePawn', { p: names[v.current] ?? '' });
    case 'action': {
      if (d.action === 'income') {
        const n = desk.abilities.bursa.value;
        return n === null ? w('incomeAll') : w('income', { n });
      }
      if (d.action === 'move') return w('move', { n: desk.abilities.liberSophiae.value ?? 1 });
      return w(d.action);
    }
    case 'relocate': {
      const who = names[v.current] ?? '';
      if (d.displaced === null) return w('relocateExtras', { p: who, r: r(d.route), n: d.extras });
      return w('relocate', { p: who, k: piece(lang, d.displaced), r: r(d.route), n: d.extras });
    }
    case 'moveLift':
      return w('moveLift', { n: d.left, k: d.hand.length });
    case 'movePut':
      return w('movePut', { n: d.hand.length });
    case 'establish': {
      const opts: string[] = [];
      const cities = [
        ...new Set(
          legal.filter((a) => a.type === 'kontor').map((a) => cityName(v.board, (a as { city: string }).city)),
        ),
      ];
      if (cities.length) opts.push(w('optKontor', { c: or(lang, cities) }));
      const up = legal.find((a) => a.type === 'upgrade') as { ability: string } | undefined;
      if (up) opts.push(w('optUpgrade', { a: ABILITY_NAMES[up.ability] ?? up.ability }));
      if (legal.some((a) => a.type === 'coellen')) opts.push(w('optCoellen'));
      if (legal.some((a) => a.type === 'extraKontor')) opts.push(w('optExtra'));
      return w('establish', { r: r(d.route), opts: or(lang, opts) });
    }
    case 'removeThree':
      return w('removeThree', { n: d.left });
    case 'placeBonus': {
      const tok = desk.plate.find((t) => t !== 'hidden');
      return w('placeBonus', { tok: tok ? ` (${tokenName(tok, lang)})` : '' });
    }
  }
}
