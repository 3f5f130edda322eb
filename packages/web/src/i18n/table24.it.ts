/** Issue 24 table words (last move, since your last move), Italian. */
import type { table24En } from './table24.en';

export const table24It: Record<keyof typeof table24En, string> = {
  'since.title': '{first, select, yes {Prima della tua prima mossa} other {Dalla tua ultima mossa}}',
  'since.more': '({n, plural, one {# riga precedente} other {# righe precedenti}} nel registro)',
  'log.showLast': 'Mostra l’ultima mossa sul tavolo',
  'log.show': 'Mostra sul tavolo',
};
