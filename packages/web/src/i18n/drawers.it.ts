/** Issue 45 phone table: the bar of drawers (chat, log, hints), Italian. */
export const drawersIt = {
  'drawer.bar': 'Pannelli del tavolo',
  'drawer.close': 'Chiudi',
};
