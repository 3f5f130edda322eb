/** Web Push (issue 44), auf Deutsch; in `de.ts` eingefügt. */
import type { pushEn } from './push.en';

export const pushDe: Record<keyof typeof pushEn, string> = {
  'push.title': 'Du bist am Zug: {game}',
  'push.against': 'gegen {opponents}',
  'push.bot': 'einen Bot',
  'push.toggle': 'Per Push benachrichtigen, wenn ich am Zug bin',
  'push.hint':
    'Für Partien mit Zugzeit pro Zug: Dieses Gerät erfährt es, wenn eine Partie auf deinen Zug wartet und kein Tab von ihr offen ist.',
  'push.unsupported': 'Dieser Browser kann auf dieser Seite keine Push-Benachrichtigungen empfangen.',
  'push.denied':
    'Benachrichtigungen sind für diese Seite blockiert; erlaube sie in den Website-Einstellungen des Browsers.',
  'push.failed': 'Push-Benachrichtigungen ließen sich nicht ändern: {msg}',
};
