/** Issue 24 table words (last move, since your last move), English. */
export const table24En = {
  'since.title': '{first, select, yes {Before your first move} other {Since your last move}}',
  'since.more': '({n, plural, one {# earlier line} other {# earlier lines}} in the log)',
  'log.showLast': 'Show the last move on the table',
  'log.show': 'Show on the table',
};
