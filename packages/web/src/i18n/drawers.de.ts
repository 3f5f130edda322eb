/** Issue 45 phone table: the bar of drawers (chat, log, hints), German. */
export const drawersDe = {
  'drawer.bar': 'Tischbereiche',
  'drawer.close': 'Schließen',
};
