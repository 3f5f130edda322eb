/** Tipps und die Bewertungskurve (Issue 22), auf Deutsch; in `de.ts` eingefügt. */
import type { hintEn } from './hint.en';

export const hintDe: Record<keyof typeof hintEn, string> = {
  'hint.title': 'Tipp',
  'hint.ask': 'Was würde die Suche hier spielen?',
  'hint.thinking': 'Denkt nach …',
  'hint.budget':
    'Nur aus deiner Sicht – nichts, was dir verborgen ist – mit {iters, number} Probespielen der Suche: Dieselbe Stellung bekommt immer denselben Tipp.',
  'hint.share': '{share, number, percent} der Suche',
  'hint.winChance': 'Siegchance {value, number, percent}',
  'hint.score': 'erwartete Endwertung {value}',
  'hint.position': 'Deine Stellung jetzt: {value}',
  'hint.only': 'Hier ist nur eine Aktion möglich.',
  'hint.notYourTurn': 'Ein Tipp gilt einer Entscheidung, die du treffen musst; gerade gibt es keine.',
  'hint.off': 'Tipps sind in dieser Partie aus: Sie wurde nicht mit „Tipps erlaubt“ angelegt.',
  'hint.error': 'Kein Tipp: {msg}',
  'lobby.hints': 'Tipps erlaubt',
  'lobby.hintsHelp':
    'Jeder Spieler darf fragen, was die Suche spielen würde. Eingeladene sehen das, bevor sie ihren Platz einnehmen. Solo- und Hot-Seat-Partien haben immer Tipps.',
  'eval.title': 'Bewertung über die Partie',
  'eval.run': 'Partie bewerten',
  'eval.budget':
    'Jede Entscheidung aus der Sicht ihres Platzes in dem Moment, je {iters, number} Probespiele; kleine Budgets schwanken.',
  'eval.running': 'Bewerte … {done, number} von {total, number} Entscheidungen',
  'eval.stop': 'Anhalten',
  'eval.load': 'Oder eine Analysedatei öffnen (tabula analyze --json)',
  'eval.badFile': 'Keine Analyse dieser Partie: {msg}',
  'eval.graph':
    'Erwartetes Ergebnis jedes Platzes über die Partie ({unit, select, score {erwartete Endwertung} other {Siegchance}}); Schlüsselmomente markiert',
  'eval.moments': 'Schlüsselmomente: die Züge, die am meisten kosteten',
  'eval.moment': 'Aktion {n, number}: {name} – {chosen}; die Suche zog {best} vor (−{loss})',
  'eval.none': 'Kein Zug hat messbar etwas gekostet.',
  'forecast.title': 'Prognose',
  'forecast.show': 'Prognose zeigen',
  'forecast.hide': 'Prognose ausblenden',
  'forecast.expected':
    'Ab Runde {round, number}: erwartetes Ende auf dem Wohlstandspfad {mean, number} (Median {median, number})',
  'forecast.level':
    '{level, select, master {Meisterlich} veryGood {Sehr gut} other {Gut}} ({goal, number}+): {share, number, percent}',
  'forecast.how':
    'Nur aus deiner Sicht: {n, plural, one {# Partie} other {# Partien}} vom Bot „Fortgeschritten“ zu Ende gespielt — solides Spiel; wer stärker spielt, kommt weiter.',
};
