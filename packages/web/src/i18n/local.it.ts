/** Partite su questo dispositivo senza server (issue 21) in italiano; inserite in `it.ts`. */
export const localIt = {
  'local.title': 'Su questo dispositivo, senza server',
  'local.lead':
    'In solitario o a turno sullo stesso dispositivo contro bot che ragionano nel tuo browser. Salvata su questo dispositivo dopo ogni mossa; funziona offline una volta caricato il sito.',
  'local.start': 'Inizia su questo dispositivo',
  'local.saved': 'Salvate su questo dispositivo',
  'local.none': 'Ancora nessuna partita salvata.',
  'local.export': 'Esporta la registrazione',
  'local.delete': 'Elimina',
  'local.deleteAsk': 'Eliminare questa partita salvata? Non si potrà recuperare.',
  'local.deleteYes': 'Sì, elimina',
  'local.cancel': 'Annulla',
  'local.open': 'Apri',
  'local.moves': '{n, plural, one {# azione} other {# azioni}}',
  'local.missing': 'Questa partita non è salvata su questo dispositivo.',
  'local.storeFailed': 'Impossibile salvare su questo dispositivo: {msg}',
  'local.newGame': 'Nuova partita',
  'local.savedNote': 'Salvata su questo dispositivo dopo ogni azione; nulla viene inviato a un server.',
};
