/** Tipps und die Bewertungskurve (Issue 22), auf Deutsch; in `de.ts` eingefügt. */
import type { hintEn } from './hint.en';

export const hintDe: Record<keyof typeof hintEn, string> = {
  'hint.title': 'Tipp',
  'hint.ask': 'Einen Vorschlag machen',
  'hint.thinking': 'Denkt nach …',
  'hint.budget':
    'Er sieht nur, was du siehst, und spielt die Partie von hier aus ein paarmal weiter; dieselbe Stellung bekommt immer denselben Vorschlag.',
  'hint.strength': '{level, select, strong {Stark} good {Gut} other {Einen Blick wert}}',
  'hint.futures':
    '{unit, select, score {endet im Schnitt bei etwa {value} in {n, plural, one {# simulierten Zukunft} other {# simulierten Zukünften}}} other {gewinnt {k, number} von {n, plural, one {# simulierten Zukunft} other {# simulierten Zukünften}}}}',
  'hint.winChance': 'du gewinnst etwa {value, number, percent} der simulierten Zukünfte',
  'hint.score': 'du endest im Schnitt bei etwa {value}',
  'hint.position': 'So wie es jetzt steht: {value}.',
  'hint.only': 'Hier ist nur eine Aktion möglich.',
  'hint.notYourTurn': 'Ein Tipp gilt einer Entscheidung, die du treffen musst; gerade gibt es keine.',
  'hint.off': 'Tipps sind in dieser Partie aus: Sie wurde nicht mit „Tipps erlaubt“ angelegt.',
  'hint.error': 'Kein Tipp: {msg}',
  'lobby.hints': 'Tipps erlaubt',
  'lobby.hintsHelp':
    'Jeder Spieler darf um einen Vorschlag bitten. Eingeladene sehen das, bevor sie ihren Platz einnehmen. Solo- und Hot-Seat-Partien haben immer Tipps.',
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
