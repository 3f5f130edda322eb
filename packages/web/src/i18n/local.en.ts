/** Games on this device without a server (issue 21), in English; spread into `en.ts`. */
export const localEn = {
  'local.title': 'On this device, without a server',
  'local.lead':
    'Solo or hot-seat against bots that think in your browser. Saved on this device after every move; works offline once the site has loaded.',
  'local.start': 'Start on this device',
  'local.saved': 'Saved on this device',
  'local.none': 'No saved games yet.',
  'local.export': 'Export record',
  'local.delete': 'Delete',
  'local.deleteAsk': 'Delete this saved game? It cannot be brought back.',
  'local.deleteYes': 'Yes, delete',
  'local.cancel': 'Cancel',
  'local.open': 'Open',
  'local.moves': '{n, plural, one {# action} other {# actions}}',
  'local.missing': 'This game is not saved on this device.',
  'local.storeFailed': 'Could not save on this device: {msg}',
  'local.newGame': 'New game',
  'local.savedNote': 'Saved on this device after every action; nothing is sent to a server.',
};
