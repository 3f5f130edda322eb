/** La forza misurata di ogni livello dei bot nella lobby (issue 44); inserito in `it.ts`. */
import type { ladderEn } from './ladder.en';

export const ladderIt: Record<keyof typeof ladderEn, string> = {
  'ladder.wins':
    'Vince il {share}% ({lo}–{hi}%, intervallo al 95%) contro il livello {lower} a un tavolo da {players} ({games} partite misurate).',
  'ladder.notMeasured': 'Non ancora misurato contro il livello {lower} a un tavolo da {players}.',
};
