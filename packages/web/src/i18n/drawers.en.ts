/** Issue 45 phone table: the bar of drawers (chat, log, hints), English. */
export const drawersEn = {
  'drawer.bar': 'Table panels',
  'drawer.close': 'Close',
};
