/** Each bot level's measured strength in the lobby (issue 44), in English; spread into `en.ts`. */
export const ladderEn = {
  'ladder.wins':
    'Wins {share}% ({lo}–{hi}%, 95% interval) against {lower} at a table of {players} ({games} games measured).',
  'ladder.notMeasured': 'Not yet measured against {lower} at a table of {players}.',
};
