/** The lobby's "Learn to play" entry (issue 21), in English; spread into `en.ts`. The lesson's own words load with it (src/learn/texts.*.ts). */
export const learnEn = {
  'learn.entry': 'Learn to play',
  'learn.entryLead':
    'A short guided game against a bot: each part explained when it first comes up, a suggested move to follow.',
  'learn.start': 'Learn {game}',
};
