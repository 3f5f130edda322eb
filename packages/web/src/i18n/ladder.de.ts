/** Die gemessene Stärke jeder Bot-Stufe in der Lobby (issue 44); in `de.ts` eingefügt. */
import type { ladderEn } from './ladder.en';

export const ladderDe: Record<keyof typeof ladderEn, string> = {
  'ladder.wins':
    'Gewinnt {share} % ({lo}–{hi} %, 95-%-Intervall) gegen die Stufe „{lower}“ am Tisch zu {players} ({games} Partien gemessen).',
  'ladder.notMeasured': 'Gegen die Stufe „{lower}“ am Tisch zu {players} noch nicht gemessen.',
};
