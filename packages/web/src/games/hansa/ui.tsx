/** Hansa Teutonica in the client: engine, table, words. */
import { boardFor, hansa, type HansaAction, type HansaView } from '@tabula/hansa';
import type { GameUi } from '../types';
import type { Lang } from '../../i18n/messages';
import { HansaTable } from './HansaTable';
import { describe } from './describe';
import { hansaLastMove } from './lastMove';
import { hansaFlights } from './flights';
import { eventText } from './events';
import { term } from './words';
import { hansaCost } from './costs';

const OPTIONS: Record<string, Record<Lang, string>> = {
  provinces: {
    en: '2 players: provinces, soldiers and the pawn',
    de: '2 Spieler: Provinzen, Soldaten und Spielfigur',
    it: '2 giocatori: province, soldati e pedone',
  },
};

const BREAKDOWN: Record<string, Record<Lang, string>> = {
  play: { en: 'During play', de: 'Im Spiel', it: 'Durante la partita' },
  abilities: { en: 'Abilities', de: 'Fähigkeiten', it: 'Caratteristiche' },
  bonusTokens: { en: 'Bonus tokens', de: 'Bonusplättchen', it: 'Gettoni bonus' },
  coellen: { en: 'Coellen', de: 'Coellen', it: 'Coellen' },
  cities: { en: 'Controlled cities', de: 'Kontrollierte Städte', it: 'Città controllate' },
  network: { en: 'Network', de: 'Netzwerk', it: 'Rete' },
  total: { en: 'Total', de: 'Summe', it: 'Totale' },
};

export const ui: GameUi<HansaView, HansaAction> = {
  game: hansa,
  Table: HansaTable,
  describe: (a, v, lang) => describe(a, v, lang),
  costOf: (a, v, _legal, t) => hansaCost(v, t)(a),
  lastMove: hansaLastMove,
  flights: hansaFlights,
  eventText: (e, lang, names) => eventText(boardFor(names.length))(e, lang, names),
  routine: new Set(['bonusKept', 'bonusSupplyEmpty', 'gameOver']),
  title: { en: 'Hansa Teutonica', de: 'Hansa Teutonica', it: 'Hansa Teutonica' },
  // `turn` counts from 1 (engine setup); once the game is over no turn or actions are left to show.
  status: (v, lang) =>
    v.over
      ? term(lang, 'over')
      : `${term(lang, 'turn', { n: v.turn })} · ${term(lang, 'actionsLeft', { n: v.actionsLeft })}`,
  optionLabel: (name, lang) => OPTIONS[name]?.[lang] ?? name,
  breakdownLabel: (k, lang) => BREAKDOWN[k]?.[lang] ?? k,
  ended: (v) => ({ ...v, over: true }),
};
