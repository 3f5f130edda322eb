/** Web Push (issue 44), in italiano; inserito in `it.ts`. */
import type { pushEn } from './push.en';

export const pushIt: Record<keyof typeof pushEn, string> = {
  'push.title': 'Tocca a te in {game}',
  'push.against': 'contro {opponents}',
  'push.bot': 'un bot',
  'push.toggle': 'Avvisami con una notifica push quando tocca a me',
  'push.hint':
    'Per le partite con orologio a turni: questo dispositivo viene avvisato quando una partita aspetta la tua mossa e nessuna sua scheda è aperta.',
  'push.unsupported': 'Questo browser non può ricevere notifiche push da questa pagina.',
  'push.denied': 'Le notifiche sono bloccate per questo sito; consentile nelle impostazioni del sito del browser.',
  'push.failed': 'Non è stato possibile cambiare le notifiche push: {msg}',
};
