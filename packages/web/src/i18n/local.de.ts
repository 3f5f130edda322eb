/** Partien auf diesem Gerät ohne Server (issue 21) auf Deutsch; in `de.ts` eingefügt. */
export const localDe = {
  'local.title': 'Auf diesem Gerät, ohne Server',
  'local.lead':
    'Allein oder am selben Gerät gegen Bots, die in deinem Browser rechnen. Nach jedem Zug auf diesem Gerät gespeichert; funktioniert offline, sobald die Seite einmal geladen ist.',
  'local.start': 'Auf diesem Gerät starten',
  'local.saved': 'Auf diesem Gerät gespeichert',
  'local.none': 'Noch keine gespeicherten Partien.',
  'local.export': 'Protokoll exportieren',
  'local.delete': 'Löschen',
  'local.deleteAsk': 'Diese gespeicherte Partie löschen? Sie lässt sich nicht wiederherstellen.',
  'local.deleteYes': 'Ja, löschen',
  'local.cancel': 'Abbrechen',
  'local.open': 'Öffnen',
  'local.moves': '{n, plural, one {# Aktion} other {# Aktionen}}',
  'local.missing': 'Diese Partie ist auf diesem Gerät nicht gespeichert.',
  'local.storeFailed': 'Speichern auf diesem Gerät fehlgeschlagen: {msg}',
  'local.newGame': 'Neue Partie',
  'local.savedNote': 'Nach jeder Aktion auf diesem Gerät gespeichert; nichts wird an einen Server gesendet.',
};
