/** La voce “Impara a giocare” della lobby (issue 21) in italiano; inserita in `it.ts`. */
export const learnIt = {
  'learn.entry': 'Impara a giocare',
  'learn.entryLead':
    'Una breve partita guidata contro un bot: ogni parte spiegata quando si presenta, con una mossa suggerita da seguire.',
  'learn.start': 'Impara: {game}',
};
