/** Hints and the evaluation graph (issue 22), in English; spread into `en.ts`. */
export const hintEn = {
  'hint.title': 'Hint',
  'hint.ask': 'Suggest a move',
  'hint.thinking': 'Thinking…',
  'hint.budget':
    'It looks only at what you can see and plays the game on from here a few times; the same position always gets the same suggestion.',
  'hint.strength': '{level, select, strong {Strong} good {Good} other {Worth a look}}',
  'hint.futures':
    '{unit, select, score {ends near {value} on average in {n, plural, one {# simulated future} other {# simulated futures}}} other {wins {k, number} of {n, plural, one {# simulated future} other {# simulated futures}}}}',
  'hint.winChance': 'you win about {value, number, percent} of simulated futures',
  'hint.score': 'you end near {value} on average',
  'hint.position': 'As things stand, {value}.',
  'hint.only': 'Only one action is possible here.',
  'hint.notYourTurn': 'A hint is for a decision you owe; there is none now.',
  'hint.off': 'Hints are off in this match: it was not created with “Hints allowed”.',
  'hint.error': 'No hint: {msg}',
  'lobby.hints': 'Hints allowed',
  'lobby.hintsHelp':
    'Every player may ask for a suggested move. Invited people see this before they take their seat. Solo and hot-seat games always have hints.',
  'eval.title': 'Evaluation over the game',
  'eval.run': 'Evaluate the game',
  'eval.budget':
    'Each decision from its seat’s own view at that moment, {iters, number} play-outs each; small budgets are noisy.',
  'eval.running': 'Evaluating… {done, number} of {total, number} decisions',
  'eval.stop': 'Stop',
  'eval.load': 'Or open an analysis file (tabula analyze --json)',
  'eval.badFile': 'Not an analysis of this game: {msg}',
  'eval.graph':
    'Each seat’s expected outcome over the game ({unit, select, score {expected final score} other {win chance}}); key moments marked',
  'eval.moments': 'Key moments: the moves that lost the most',
  'eval.moment': 'Action {n, number}: {name} — {chosen}; the search preferred {best} (−{loss})',
  'eval.none': 'No move lost anything measurable.',
  'forecast.title': 'Forecast',
  'forecast.show': 'Show the forecast',
  'forecast.hide': 'Hide the forecast',
  'forecast.expected': 'From round {round, number}: expected final Path {mean, number} (median {median, number})',
  'forecast.level':
    '{level, select, master {Master} veryGood {Very good} other {Good}} ({goal, number}+): {share, number, percent}',
  'forecast.how':
    'From your view only: {n, plural, one {# game} other {# games}} played on to the end by the Intermediate bot — steady play; a stronger player does better.',
};
