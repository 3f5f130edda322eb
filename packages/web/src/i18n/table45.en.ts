/** Issue 45 table words (a match that ended by resignation, seats still to join, a game's tie-break, the lobby offline), English. */
export const table45En = {
  'table.waitingJoin': 'Waiting for {names} to join the table.',
  'end.resignedName': '{name} (resigned)',
  'end.conceded': 'The match ended when {names} resigned; no scores were counted.',
  'lobby.unavailable': 'Not available while the server cannot be reached.',
};
