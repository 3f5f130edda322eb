/** Issue 24 table words (last move, since your last move), German. */
import type { table24En } from './table24.en';

export const table24De: Record<keyof typeof table24En, string> = {
  'since.title': '{first, select, yes {Vor deinem ersten Zug} other {Seit deinem letzten Zug}}',
  'since.more': '({n, plural, one {# frühere Zeile} other {# frühere Zeilen}} im Protokoll)',
  'log.showLast': 'Den letzten Zug auf dem Tisch zeigen',
  'log.show': 'Auf dem Tisch zeigen',
};
