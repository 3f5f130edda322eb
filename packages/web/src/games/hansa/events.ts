/** The Hansa game log in words. */
import type { GameEventWire } from '@tabula/wire';
import type { BoardId } from '@tabula/hansa';
import { formatIcu } from '../../i18n/format';
import type { Lang } from '../../i18n/messages';
import { plainText } from '../types';
import { ABILITY_NAMES, cityName, piece, provinceName, routeName, tokenName } from './words';

const E = {
  en: {
    begin: '',
    turn: '— {p}’s turn —',
    income:
      '{p} takes income: {t, plural, one {# trader} other {# traders}}, {m, plural, one {# merchant} other {# merchants}}',
    place: '{p} places a {k} on {r}',
    displace: '{p} displaces {q}’s {d} on {r} with a {k}',
    relocate: '{p} relocates a {k} to {r}',
    relocatedToSupply: '{p}’s {k} goes to the supply',
    lift: '{p} lifts a {k} from {r}',
    put: '{p} puts a {k} on {r}',
    establish: '{p} establishes {r}',
    prestige: '{p} scores {n, plural, one {# prestige point} other {# prestige points}} ({why})',
    bonusTaken: '{p} takes the bonus token {tok} at {r}',
    bonusDrawn: '{p} draws a replacement bonus token',
    bonusKept: '{p} has {n, plural, one {# token} other {# tokens}} on the plate',
    bonusPlaced: '{p} puts {tok} at {r}',
    bonusSupplyEmpty: 'The bonus supply is empty',
    cityCompleted: '{c} is complete ({n} completed)',
    coellen: '{p} puts a merchant on the Coellen table',
    kontor: '{p} opens a Kontor in {c}',
    extraKontor: '{p} opens an Extra Kontor in {c}',
    upgrade: '{p} upgrades {a}',
    useToken: '{p} uses {tok}',
    removed: '{p} removes {q}’s piece on {r}',
    pawn: '{p} moves the pawn to province {prov}',
    endTurn: '{p} ends the turn',
    routeCleared: '',
    gameOver: 'The game is over',
    plateRevealed: 'Your plate holds: {toks}',
    control: 'control of {c}',
    coin: 'coin in {c}',
    eastWest: 'East–West connection',
  },
  de: {
    begin: '',
    turn: '— {p} ist am Zug —',
    income: '{p} nimmt Einkommen: {t} Händler, {m, plural, one {# Kaufmann} other {# Kaufleute}}',
    place: '{p} setzt einen {k} auf {r}',
    displace: '{p} verdrängt {q}s {d} auf {r} mit einem {k}',
    relocate: '{p} setzt einen {k} auf {r} um',
    relocatedToSupply: '{p}s {k} geht in den Vorrat',
    lift: '{p} nimmt einen {k} von {r}',
    put: '{p} setzt einen {k} auf {r}',
    establish: '{p} wertet {r} aus',
    prestige: '{p} erhält {n, plural, one {# Prestigepunkt} other {# Prestigepunkte}} ({why})',
    bonusTaken: '{p} nimmt das Bonusplättchen {tok} an {r}',
    bonusDrawn: '{p} zieht ein neues Bonusplättchen',
    bonusKept: '{p} hat {n} Plättchen auf der Ablage',
    bonusPlaced: '{p} legt {tok} an {r}',
    bonusSupplyEmpty: 'Der Bonusvorrat ist leer',
    cityCompleted: '{c} ist vollständig ({n} vollständig)',
    coellen: '{p} setzt einen Kaufmann auf die Coellen-Tafel',
    kontor: '{p} gründet ein Kontor in {c}',
    extraKontor: '{p} gründet ein Zusatzkontor in {c}',
    upgrade: '{p} verbessert {a}',
    useToken: '{p} setzt {tok} ein',
    removed: '{p} entfernt {q}s Stein auf {r}',
    pawn: '{p} zieht die Figur in Provinz {prov}',
    endTurn: '{p} beendet den Zug',
    routeCleared: '',
    gameOver: 'Das Spiel ist zu Ende',
    plateRevealed: 'Auf deiner Ablage: {toks}',
    control: 'Kontrolle über {c}',
    coin: 'Münze in {c}',
    eastWest: 'Ost–West-Verbindung',
  },
  it: {
    begin: '',
    turn: '— turno di {p} —',
    income:
      '{p} prende il reddito: {t, plural, one {# commerciante} other {# commercianti}}, {m, plural, one {# mercante} other {# mercanti}}',
    place: '{p} piazza un {k} su {r}',
    displace: '{p} rimpiazza il {d} di {q} su {r} con un {k}',
    relocate: '{p} sposta un {k} su {r}',
    relocatedToSupply: 'Il {k} di {p} torna nella riserva',
    lift: '{p} prende un {k} da {r}',
    put: '{p} mette un {k} su {r}',
    establish: '{p} stabilisce {r}',
    prestige: '{p} ottiene {n, plural, one {# punto prestigio} other {# punti prestigio}} ({why})',
    bonusTaken: '{p} prende il gettone bonus {tok} su {r}',
    bonusDrawn: '{p} pesca un nuovo gettone bonus',
    bonusKept: '{p} ha {n, plural, one {# gettone} other {# gettoni}} sul vassoio',
    bonusPlaced: '{p} mette {tok} su {r}',
    bonusSupplyEmpty: 'La riserva dei gettoni bonus è vuota',
    cityCompleted: '{c} è completata ({n} completate)',
    coellen: '{p} mette un mercante sulla tabella di Coellen',
    kontor: '{p} apre un Kontor a {c}',
    extraKontor: '{p} apre un Extra Kontor a {c}',
    upgrade: '{p} migliora {a}',
    useToken: '{p} usa {tok}',
    removed: '{p} rimuove il pezzo di {q} su {r}',
    pawn: '{p} muove il pedone nella provincia {prov}',
    endTurn: '{p} termina il turno',
    routeCleared: '',
    gameOver: 'La partita è finita',
    plateRevealed: 'Sul tuo vassoio: {toks}',
    control: 'controllo di {c}',
    coin: 'moneta a {c}',
    eastWest: 'collegamento Est–Ovest',
  },
} satisfies Record<Lang, Record<string, string>>;

export function eventText(board: BoardId | null) {
  return (e: GameEventWire, lang: Lang, names: string[]): string | null => {
    const tpl = (E[lang] as Record<string, string>)[e.type];
    if (tpl === undefined) return plainText(e);
    if (tpl === '') return null;
    const b = board ?? 'back_2_3';
    const who = (s: unknown) => names[Number(s)] ?? `#${String(s)}`;
    const why =
      e.reason === 'control' || e.reason === 'coin'
        ? (E[lang] as Record<string, string>)[e.reason as string]!.replace('{c}', cityName(b, String(e.city)))
        : e.reason === 'eastWest'
          ? E[lang].eastWest
          : String(e.reason ?? '');
    const p: Record<string, string | number> = {
      p: who(e.seat),
      q: who(e.owner),
      k: piece(lang, String(e.piece)),
      d: piece(lang, String(e.displaced)),
      r: typeof e.route === 'string' ? routeName(b, e.route) : '',
      c: typeof e.city === 'string' ? cityName(b, e.city) : '',
      t: Number(e.traders),
      m: Number(e.merchants),
      n: Number(e.points ?? e.completed ?? e.count),
      why,
      tok: tokenName(String(e.token), lang),
      toks: Array.isArray(e.tokens) ? (e.tokens as string[]).map((t) => tokenName(t, lang)).join(', ') : '',
      a: ABILITY_NAMES[String(e.ability)] ?? '',
      prov: provinceName(e.province),
    };
    return formatIcu(lang, tpl, p);
  };
}
