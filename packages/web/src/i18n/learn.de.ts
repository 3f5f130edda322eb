/** Der Lobby-Eintrag „Spielen lernen“ (issue 21) auf Deutsch; in `de.ts` eingefügt. */
export const learnDe = {
  'learn.entry': 'Spielen lernen',
  'learn.entryLead':
    'Eine kurze begleitete Partie gegen einen Bot: Jeder Teil wird erklärt, sobald er vorkommt, mit einem Zugvorschlag zum Nachspielen.',
  'learn.start': '{game} lernen',
};
