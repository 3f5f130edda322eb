/**
 * Web Push (issue 44), in English; spread into `en.ts`. `push.title`, `push.against` and
 * `push.bot` are what the service worker shows: the page words them (`{game}` and `{opponents}`
 * left for the worker to fill in) and leaves them where the worker reads them (push/pushWords.ts).
 */
export const pushEn = {
  'push.title': 'Your move in {game}',
  'push.against': 'vs {opponents}',
  'push.bot': 'a bot',
  'push.toggle': 'Notify me by push when it is my move',
  'push.hint':
    'For matches with a turn-based clock: this device is told when a match waits for your move and no tab of it is open.',
  'push.unsupported': 'This browser cannot receive push notifications from this page.',
  'push.denied': 'Notifications are blocked for this site; allow them in the browser’s site settings.',
  'push.failed': 'Push notifications could not be changed: {msg}',
};
