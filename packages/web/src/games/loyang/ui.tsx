/** At the Gates of Loyang in the client: engine, table, words. */
import { loyang, type LoyangAction, type LoyangView } from '@tabula/loyang';
import type { GameUi } from '../types';
import type { Lang } from '../../i18n/messages';
import { LoyangTable } from './LoyangTable';
import { describe } from './describe';
import { loyangLastMove } from './lastMove';
import { loyangFlights } from './flights';
import { eventText } from './events';
import { term } from './words';
import { loyangCost } from './costs';

const OPTIONS: Record<string, Record<Lang, string>> = {
  intro: {
    en: 'Introductory version (start Regular customers)',
    de: 'Einführungsspiel (Start-Stammkunden)',
    it: 'Versione introduttiva (clienti abituali iniziali)',
  },
};

const BREAKDOWN: Record<string, Record<Lang, string>> = {
  path: { en: 'Path of Prosperity', de: 'Wohlstandspfad', it: 'Via della prosperità' },
  cash: { en: 'Cash', de: 'Käsch', it: 'Monete' },
  loans: { en: 'Loans', de: 'Kredite', it: 'Prestiti' },
  final: { en: 'Path after Loans', de: 'Pfad nach Krediten', it: 'Via dopo i prestiti' },
  soloGoal: { en: 'Solo level', de: 'Solo-Stufe', it: 'Livello in solitario' },
  vegetables: { en: 'Vegetables', de: 'Waren', it: 'Ortaggi' },
};

const TIES: Record<Lang, string> = {
  en: 'On an equal Path, more Cash wins; then more vegetables kept (in fields and the storehouse).',
  de: 'Bei gleichem Pfad gewinnt, wer mehr Käsch hat, dann wer mehr Waren behalten hat (auf Feldern und im Lager).',
  it: 'A parità sulla Via vince chi ha più monete, poi chi ha più ortaggi (nei campi e nel magazzino).',
};

export const ui: GameUi<LoyangView, LoyangAction> = {
  game: loyang,
  Table: LoyangTable,
  describe,
  costOf: (a, _v, legal, t) => loyangCost(legal, t)(a),
  lastMove: loyangLastMove,
  flights: loyangFlights,
  eventText,
  routine: new Set([
    'round',
    'harvested',
    'reshuffled',
    'dealt',
    'offerRefilled',
    'uncovered',
    'fieldRevealed',
    'gameOver',
  ]),
  title: { en: 'At the Gates of Loyang', de: 'Vor den Toren von Loyang', it: 'Alle porte di Loyang' },
  status: (v, lang) => `${term(lang, 'round', { r: v.round })} · ${term(lang, v.phase === 'over' ? 'over' : v.phase)}`,
  optionLabel: (name, lang) => OPTIONS[name]?.[lang] ?? name,
  breakdownLabel: (k, lang) => BREAKDOWN[k]?.[lang] ?? k,
  // L-13: equal Paths are decided by Cash, then by the vegetables kept; the table shows both columns.
  scoreNote: (lang) => TIES[lang],
  ended: (v) => ({ ...v, phase: 'over' }),
};
