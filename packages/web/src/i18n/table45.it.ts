/** Issue 45 table words (a match that ended by resignation, seats still to join, a game's tie-break), Italian. */
import type { table45En } from './table45.en';

export const table45It: Record<keyof typeof table45En, string> = {
  'table.waitingJoin': 'In attesa che {names} si sieda al tavolo.',
  'end.resignedName': '{name} (ha abbandonato)',
  'end.conceded': 'La partita è finita con l’abbandono di {names}; nessun punteggio è stato contato.',
  'lobby.unavailable': 'Non disponibile finché il server non è raggiungibile.',
};
