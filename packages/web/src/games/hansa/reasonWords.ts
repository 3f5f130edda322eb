/**
 * Why a click on the Hansa board did nothing, in players' words (issue 45): one sentence that
 * says what stands in the way and what to do instead. No rule ids: the why-not of a refused
 * move (RefusalNote) and the rules links carry those.
 */
import { formatIcu } from '../../i18n/format';
import type { Lang } from '../../i18n/messages';

const R = {
  en: {
    watching: 'You are watching: only the players move.',
    over: 'The game is over.',
    othersTurn: 'It is {p}’s turn — wait until they have played.',
    othersRelocate: '{p} is putting back displaced pieces first.',
    othersPawn: '{p} puts the pawn in a province first.',
    notYet: 'Nothing to do yet: the game goes on once every invited player has taken their seat.',
    noActions: 'You have no actions left this turn: establish a full route, use a bonus token or end your turn.',
    noPieces: 'You have no traders or merchants in your personal supply — take Income first.',
    displaceCost:
      'Displacing this {k} costs {n} pieces from your personal supply (the new piece and {extra} more); you have {have}.',
    outside: 'With two players only the routes around the pawn’s province ({p}) can be used — move the pawn first.',
    takenInPlace: 'This post is taken — press Cancel, then click the piece to displace it.',
    emptyInDisplace: 'This post is empty — press Cancel, then click it to place a piece there.',
    ownInDisplace: 'That is your own piece — choose an opponent’s piece to displace.',
    notOwn: 'Only your own pieces can be moved — choose one of yours.',
    taken: 'This post is taken — choose an empty trading post.',
    notNearest: 'Displaced pieces go to the nearest empty posts — choose one of the marked posts.',
    city: 'To take a Kontor in {c}, fill a route to it with your pieces, then click that route to establish it.',
    routeOthers: 'Other players hold posts on this route — displace them first, or choose another route.',
    routeNotFull: 'To establish this route your pieces must fill every post ({have} of {n} so far).',
    bonusToken: 'Bonus token “{t}”: establish this route to take it.',
    bonusSpot: 'Bonus tokens lie here; a new one comes when someone establishes a route that holds one.',
    coellen: 'The Coellen table: establish a route to Coellen that holds one of your merchants to put it here.',
    province: 'The pawn cannot move now: its free move is used and you have no actions left.',
    ability: 'Abilities go up when you establish a route to a city marked ★, or with the Upgrade token.',
    token: 'This bonus token cannot be used now.',
    placePawn: 'First put the pawn in a province: click one of the round province markers.',
    income: 'Choose your income in the bar above.',
    lift: 'Pick up your own pieces, or stop lifting in the bar above.',
    remove: 'Choose an opponent’s piece to remove, or stop in the bar above.',
    establish: 'Choose what your establish gives you: the options are marked and in the bar above.',
    placeBonus: 'The bonus token goes on an empty route with no token next to a city with a free Kontor space.',
    nothing: 'Nothing to do there now — the bar above says what you can do.',
  },
  de: {
    watching: 'Du schaust zu: nur die Spieler ziehen.',
    over: 'Das Spiel ist vorbei.',
    othersTurn: '{p} ist am Zug — warte, bis gespielt ist.',
    othersRelocate: '{p} setzt zuerst verdrängte Steine um.',
    othersPawn: '{p} stellt zuerst die Spielfigur in eine Provinz.',
    notYet: 'Noch nichts zu tun: das Spiel geht weiter, sobald alle Eingeladenen Platz genommen haben.',
    noActions:
      'Du hast in diesem Zug keine Aktion mehr: werte eine volle Route aus, setze ein Bonusplättchen ein oder beende deinen Zug.',
    noPieces: 'Du hast keine Händler oder Kaufleute im persönlichen Vorrat — nimm zuerst Einkommen.',
    displaceCost:
      'Diesen {k} zu verdrängen kostet {n} Steine aus deinem persönlichen Vorrat (den neuen Stein und {extra} mehr); du hast {have}.',
    outside: 'Zu zweit gelten nur die Routen um die Provinz der Spielfigur ({p}) — ziehe zuerst die Figur.',
    takenInPlace: 'Dieser Posten ist besetzt — drücke Abbrechen und klicke dann den Stein an, um ihn zu verdrängen.',
    emptyInDisplace: 'Dieser Posten ist frei — drücke Abbrechen und klicke ihn dann an, um dort einzusetzen.',
    ownInDisplace: 'Das ist dein eigener Stein — wähle einen fremden Stein zum Verdrängen.',
    notOwn: 'Nur eigene Steine lassen sich versetzen — wähle einen deiner Steine.',
    taken: 'Dieser Posten ist besetzt — wähle einen freien Handelsposten.',
    notNearest: 'Verdrängte Steine kommen auf die nächsten freien Posten — wähle einen der markierten.',
    city: 'Für ein Kontor in {c} besetze eine Route dorthin ganz mit deinen Steinen und klicke die Route zum Auswerten an.',
    routeOthers: 'Auf dieser Route stehen fremde Steine — verdränge sie zuerst oder wähle eine andere Route.',
    routeNotFull: 'Zum Auswerten müssen deine Steine jeden Posten dieser Route besetzen (bisher {have} von {n}).',
    bonusToken: 'Bonusplättchen „{t}“: werte diese Route aus, um es zu nehmen.',
    bonusSpot: 'Hier liegen Bonusplättchen; ein neues kommt, wenn jemand eine Route mit Plättchen auswertet.',
    coellen:
      'Die Coellen-Tafel: werte eine Route nach Coellen mit einem deiner Kaufleute aus, um ihn hierher zu stellen.',
    province: 'Die Figur kann jetzt nicht ziehen: ihr freier Zug ist verbraucht und du hast keine Aktion mehr.',
    ability:
      'Fähigkeiten steigen, wenn du eine Route zu einer mit ★ markierten Stadt auswertest, oder mit dem Plättchen „Fähigkeit verbessern“.',
    token: 'Dieses Bonusplättchen kann jetzt nicht eingesetzt werden.',
    placePawn: 'Stelle zuerst die Spielfigur in eine Provinz: klicke eine der runden Provinzmarken an.',
    income: 'Wähle dein Einkommen in der Leiste oben.',
    lift: 'Nimm eigene Steine auf, oder höre in der Leiste oben damit auf.',
    remove: 'Wähle einen fremden Stein zum Entfernen, oder höre in der Leiste oben auf.',
    establish: 'Wähle, was dir das Auswerten bringt: die Möglichkeiten sind markiert und stehen in der Leiste oben.',
    placeBonus: 'Das Bonusplättchen kommt an eine leere Route ohne Plättchen neben einer Stadt mit freiem Kontorfeld.',
    nothing: 'Dort gibt es jetzt nichts zu tun — die Leiste oben sagt, was geht.',
  },
  it: {
    watching: 'Stai guardando: muovono solo i giocatori.',
    over: 'La partita è finita.',
    othersTurn: 'È il turno di {p} — aspetta che abbia giocato.',
    othersRelocate: '{p} sta prima riposizionando le risorse rimpiazzate.',
    othersPawn: '{p} piazza prima il Pedone in una provincia.',
    notYet: 'Ancora niente da fare: la partita prosegue quando tutti gli invitati hanno preso posto.',
    noActions:
      'Non hai più attività in questo turno: stabilisci una rotta completa, usa un gettone bonus o termina il turno.',
    noPieces: 'Non hai Commercianti né Mercanti nella riserva personale — prima Allocare.',
    displaceCost:
      'Rimpiazzare questo {k} costa {n} risorse della riserva personale (la nuova e {extra} in più); ne hai {have}.',
    outside: 'In due si usano solo le rotte intorno alla provincia del Pedone ({p}) — prima muovi il Pedone.',
    takenInPlace: 'Questa casella è occupata — premi Annulla, poi clicca la risorsa per rimpiazzarla.',
    emptyInDisplace: 'Questa casella è libera — premi Annulla, poi cliccala per inserirvi una risorsa.',
    ownInDisplace: 'Questa è una tua risorsa — scegli una risorsa avversaria da rimpiazzare.',
    notOwn: 'Si muovono solo le proprie risorse — scegline una tua.',
    taken: 'Questa casella è occupata — scegli una casella libera.',
    notNearest: 'Le risorse rimpiazzate vanno sulle caselle libere più vicine — scegline una segnata.',
    city: 'Per un Kontor a {c} riempi una rotta verso la città con le tue risorse, poi clicca la rotta per stabilirla.',
    routeOthers: 'Su questa rotta ci sono risorse avversarie — prima rimpiazzale, o scegli un’altra rotta.',
    routeNotFull: 'Per stabilire questa rotta le tue risorse devono occupare ogni casella (finora {have} di {n}).',
    bonusToken: 'Gettone bonus «{t}»: stabilisci questa rotta per prenderlo.',
    bonusSpot: 'Qui stanno i gettoni bonus; uno nuovo arriva quando qualcuno stabilisce una rotta che ne ha uno.',
    coellen: 'La tabella di Coellen: stabilisci una rotta verso Coellen con un tuo Mercante per metterlo qui.',
    province: 'Il Pedone ora non può muoversi: la mossa gratuita è usata e non hai più attività.',
    ability:
      'Le caratteristiche salgono stabilendo una rotta verso una città segnata ★, o con il gettone Migliora Caratteristica.',
    token: 'Questo gettone bonus ora non si può usare.',
    placePawn: 'Prima piazza il Pedone in una provincia: clicca uno dei segnalini rotondi delle province.',
    income: 'Scegli quanto Allocare nella barra in alto.',
    lift: 'Prendi le tue risorse, oppure smetti nella barra in alto.',
    remove: 'Scegli una risorsa avversaria da rimuovere, oppure fermati nella barra in alto.',
    establish: 'Scegli cosa ti dà Stabilire: le possibilità sono segnate e nella barra in alto.',
    placeBonus: 'Il gettone bonus va su una rotta vuota senza gettone, vicino a una città con una casa Kontor libera.',
    nothing: 'Lì ora non c’è niente da fare — la barra in alto dice cosa puoi fare.',
  },
} satisfies Record<Lang, Record<string, string>>;

/** The reason table, for the catalogue test. */
export const HANSA_REASONS = R;

export type ReasonKey = keyof (typeof R)['en'];

export function reasonText(lang: Lang, key: ReasonKey, p: Record<string, string | number> = {}): string {
  return formatIcu(lang, R[lang][key], p);
}
