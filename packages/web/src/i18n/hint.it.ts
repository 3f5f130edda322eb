/** Suggerimenti e grafico di valutazione (issue 22), in italiano; inseriti in `it.ts`. */
import type { hintEn } from './hint.en';

export const hintIt: Record<keyof typeof hintEn, string> = {
  'hint.title': 'Suggerimento',
  'hint.ask': 'Suggerisci una mossa',
  'hint.thinking': 'Sto pensando…',
  'hint.budget':
    'Guarda solo ciò che vedi tu e prosegue la partita da qui qualche volta; la stessa posizione riceve sempre lo stesso suggerimento.',
  'hint.strength': '{level, select, strong {Forte} good {Buona} other {Da considerare}}',
  'hint.futures':
    '{unit, select, score {finisce in media vicino a {value} in {n, plural, one {# futuro simulato} other {# futuri simulati}}} other {vince {k, number} di {n, plural, one {# futuro simulato} other {# futuri simulati}}}}',
  'hint.winChance': 'vinci circa il {value, number, percent} dei futuri simulati',
  'hint.score': 'finisci in media vicino a {value}',
  'hint.position': 'Per come stanno le cose, {value}.',
  'hint.only': 'Qui è possibile una sola azione.',
  'hint.notYourTurn': 'Un suggerimento riguarda una tua decisione; ora non ce n’è.',
  'hint.off': 'I suggerimenti sono disattivati in questa partita: non è stata creata con «Suggerimenti ammessi».',
  'hint.error': 'Nessun suggerimento: {msg}',
  'lobby.hints': 'Suggerimenti ammessi',
  'lobby.hintsHelp':
    'Ogni giocatore può chiedere una mossa suggerita. Gli invitati lo vedono prima di prendere posto. Le partite in solitario e a turno sullo stesso dispositivo hanno sempre i suggerimenti.',
  'eval.title': 'Valutazione della partita',
  'eval.run': 'Valuta la partita',
  'eval.budget':
    'Ogni decisione dal punto di vista del suo posto in quel momento, {iters, number} partite simulate ciascuna; con budget piccoli i valori oscillano.',
  'eval.running': 'Valutazione… {done, number} di {total, number} decisioni',
  'eval.stop': 'Ferma',
  'eval.load': 'Oppure apri un file di analisi (tabula analyze --json)',
  'eval.badFile': 'Non è un’analisi di questa partita: {msg}',
  'eval.graph':
    'Risultato atteso di ogni posto lungo la partita ({unit, select, score {punteggio finale atteso} other {probabilità di vittoria}}); momenti chiave segnati',
  'eval.moments': 'Momenti chiave: le mosse che sono costate di più',
  'eval.moment': 'Azione {n, number}: {name} – {chosen}; la ricerca preferiva {best} (−{loss})',
  'eval.none': 'Nessuna mossa è costata qualcosa di misurabile.',
  'forecast.title': 'Previsione',
  'forecast.show': 'Mostra la previsione',
  'forecast.hide': 'Nascondi la previsione',
  'forecast.expected':
    'Dal round {round, number}: posizione finale attesa sulla via della prosperità {mean, number} (mediana {median, number})',
  'forecast.level':
    '{level, select, master {Professionista} veryGood {Bravo giocatore} other {Buon giocatore}} ({goal, number}+): {share, number, percent}',
  'forecast.how':
    'Solo dal tuo punto di vista: {n, plural, one {# partita giocata} other {# partite giocate}} fino alla fine dal bot Intermedio — gioco regolare; chi gioca meglio arriva più lontano.',
};
