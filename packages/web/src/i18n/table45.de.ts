/** Issue 45 table words (a match that ended by resignation, seats still to join, a game's tie-break), German. */
import type { table45En } from './table45.en';

export const table45De: Record<keyof typeof table45En, string> = {
  'table.waitingJoin': 'Warte, bis {names} sich an den Tisch setzt.',
  'end.resignedName': '{name} (aufgegeben)',
  'end.conceded': 'Die Partie endete, als {names} aufgab; es wurden keine Punkte gezählt.',
  'lobby.unavailable': 'Nicht verfügbar, solange der Server nicht erreichbar ist.',
};
