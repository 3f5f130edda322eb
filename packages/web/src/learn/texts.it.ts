/** The learning game's words in Italian, written by us, in the rulebooks' terms (see texts.en.ts). */
import type { LearnKey } from './texts.en';

export const it: Record<LearnKey, string> = {
  'page.title': 'Impara a giocare: {game}',
  'page.lead':
    'Una breve partita contro un bot. Ogni parte del gioco viene spiegata la prima volta che si presenta; la mossa suggerita è evidenziata, ma puoi giocarne qualsiasi altra.',
  'page.restart': 'Ricomincia',
  'page.lobby': 'Torna alla lobby',
  'coach.heading': 'Allenatore',
  'coach.suggest': 'Mossa suggerita: {move}',
  'coach.play': 'Gioca questa',
  'coach.thinking': 'Il bot sta scegliendo…',
  'coach.fromBot': '(suggerimento di un bot)',
  'coach.rules': 'Regole:',
  'rules.title': 'Le regole di questa lezione',
  'rules.note': 'Con parole nostre, secondo i numeri di regola del nostro riassunto.',
  'rules.close': 'Chiudi',
  'rules.open': 'Regole',

  'loyang.welcome':
    'Benvenuto a Loyang! In 9 round coltivi e vendi ortaggi; alla fine vince chi è arrivato più avanti sulla via della prosperità.',
  'loyang.plant':
    'Per prima cosa semina il tuo campo personale: compra un grano, una zucca o una rapa dal tuo negozio — tutto il campo si riempie di quell’ortaggio. Il grano costa meno.',
  'loyang.startCard':
    'Questa è la versione introduttiva: accanto alla mano tieni un cliente abituale iniziale, che puoi giocare al posto di una carta della mano.',
  'loyang.courtyard':
    'Fase delle carte: alla fine ognuno mette in gioco una carta del cortile comune e una della mano. In due puoi prima scoprire una carta del mazzo nel cortile; poi metti una carta della mano nel cortile, oppure prendi le tue due carte ed esci dal giro.',
  'loyang.take':
    'Ora scegli la carta della mano (o il tuo cliente iniziale) da abbinare alla carta del cortile; le altre carte della mano vanno nel cortile. Una nuova bancarella si riempie subito.',
  'loyang.actions':
    'Fase delle azioni: compra, vendi, semina, scambia e consegna quante volte vuoi, in qualsiasi ordine. Poche monete? Un prestito ne dà 5, ma alla fine costa un passo sulla via.',
  'loyang.deliver':
    'Un cliente abituale vuole ogni round una consegna dei suoi due ortaggi e paga il prezzo della riga. Un round saltato rende rosso il suo segnalino; da lì ogni consegna mancata costa 2 monete.',
  'loyang.trade':
    'Una bancarella scambia: consegna tanti ortaggi a tua scelta quante sono le ciotole sotto quello che prendi.',
  'loyang.sow':
    'Seminare mette un ortaggio del tuo carro su un campo vuoto e riempie il campo dello stesso ortaggio — ogni mietitura te ne restituisce uno.',
  'loyang.store':
    'Alla fine della tua fase delle azioni il magazzino tiene ciò che ci sta (1 ortaggio, 4 dopo l’ampliamento); il resto puoi venderlo, altrimenti è perso.',
  'loyang.path':
    'Infine la via della prosperità: il primo passo di un round costa 1, ogni altro il numero della casella. Così fai punti.',
  'loyang.harvest':
    'Un nuovo round è iniziato con la mietitura: da ogni campo seminato un ortaggio è andato sul tuo carro, e il campo personale mostra quanti round restano.',
  'loyang.casual':
    'Un cliente occasionale compra una volta i suoi tre ortaggi; paga 2 in più finché hai più clienti abituali che occasionali, 2 in meno nel caso opposto.',
  'loyang.twoPack':
    'Un pacchetto da 2: paga, scopri due carte azione, tienine nessuna, una o entrambe (impilate, vale solo quella sopra). Una volta per fase delle azioni.',
  'loyang.payField': 'Un campo comune costa subito 2 monete; vendi al tuo negozio o prendi un prestito se ti mancano.',
  'loyang.freePlay':
    'Da qui giochi da solo — la mossa evidenziata ora è quella che un bot giocherebbe al tuo posto, e puoi sempre sceglierne un’altra.',
  'loyang.over':
    'La partita è finita: i prestiti hanno fatto arretrare i segnalini, e vince chi è più avanti sulla via (a parità, più monete).',

  'hansa.welcome':
    'Benvenuto in Hansa Teutonica! Conquista rotte commerciali tra le città, fonda Kontor e sviluppa il tuo scrittoio; alla fine vince chi ha più punti prestigio.',
  'hansa.turn':
    'Tocca a te: hai tante attività quante ne mostra la tua traccia Actiones (2 all’inizio). Inserire, Allocare, Rimpiazzare, Muovere e stabilire una rotta commerciale sono le cinque attività.',
  'hansa.place':
    'Inserire mette un commerciante (cubo) o un mercante (disco) della tua riserva personale su una casella vuota di una rotta qualsiasi.',
  'hansa.displaced':
    'Un tuo pezzo è stato rimpiazzato: rimettilo su una casella vuota di una rotta vicina, e puoi aggiungere un altro pezzo dalla tua riserva generale.',
  'hansa.move':
    'Muovere prende i tuoi pezzi dalle caselle (quanti ne permette Liber Sophiae) e li mette su caselle vuote qualsiasi.',
  'hansa.establish':
    'Ogni casella di una rotta ha un tuo pezzo: puoi stabilirla. Chi controlla le sue due città guadagna un punto prestigio ciascuna, e un gettone bonus lì diventa tuo.',
  'hansa.kontor':
    'Ora un pezzo della rotta può diventare un Kontor nello spazio libero più a sinistra di una delle sue città (forma e colore devono andare bene), oppure migliorare una caratteristica di una tale città. Gli altri pezzi vanno nella tua riserva generale.',
  'hansa.income':
    'Allocare sposta pezzi dalla tua riserva generale a quella personale — tanti quanti ne mostra la tua Bursa.',
  'hansa.displace':
    'Rimpiazzare sostituisce un pezzo avversario su una casella con uno tuo; paghi un altro pezzo (due per un mercante) nella tua riserva generale.',
  'hansa.token':
    'Hai un gettone bonus: usalo nel tuo turno tra un’attività e l’altra. Ogni gettone preso conta alla fine.',
  'hansa.placeBonus':
    'Il gettone pescato va sul tabellone alla fine del tuo turno: su una rotta senza pezzi e senza gettone, accanto a una città con uno spazio Kontor libero.',
  'hansa.freePlay':
    'Da qui giochi da solo — la mossa evidenziata ora è quella che un bot giocherebbe al tuo posto, e puoi sempre sceglierne un’altra.',
  'hansa.over':
    'La partita è finita: il punteggio finale ha aggiunto caratteristiche, gettoni bonus, città controllate e la tua rete migliore ai punti prestigio.',

  'rule.L-2.7':
    'Prima del round 1 ognuno compra un grano, una zucca o una rapa dal proprio negozio e lo semina sul campo personale; al massimo due giocatori possono scegliere lo stesso.',
  'rule.L-2.8':
    'Seminare un campo vuol dire mettervi un ortaggio e riempire tutte le altre caselle con lo stesso ortaggio della riserva.',
  'rule.L-2.9': 'Versione introduttiva: ognuno riceve uno dei quattro clienti abituali iniziali e lo tiene in mano.',
  'rule.L-3.1': 'La partita dura 9 round, ognuno con mietitura, fase delle carte e fase delle azioni.',
  'rule.L-3.3': 'Gli ortaggi rimasti sul campo personale dicono quanti round mancano.',
  'rule.L-4.2': 'Nella mietitura ognuno scopre il suo prossimo campo (non nel round 9).',
  'rule.L-4.3':
    'Poi ognuno prende un ortaggio da ogni campo seminato e lo mette sul carro, insieme al contenuto del magazzino.',
  'rule.L-5.3':
    'Nella fase delle carte ognuno riceve 4 carte e alla fine mette in gioco esattamente una carta della mano e una del cortile comune.',
  'rule.L-5.5':
    'Al tuo turno metti una carta della mano nel cortile, oppure metti in gioco una carta del cortile e una della mano, lasci le altre carte della mano nel cortile ed esci dal giro.',
  'rule.L-5.10':
    'In due, all’inizio di ogni turno della fase delle carte puoi prima scoprire nel cortile la prima carta del mazzo.',
  'rule.L-5.11':
    'Versione introduttiva: quando prendi le tue due carte puoi giocare il cliente iniziale al posto di una carta della mano; tutte le carte della mano vanno allora nel cortile.',
  'rule.L-5.13':
    'Un cliente abituale riceve un segnalino blu, una bancarella si riempie dalla riserva e un campo comune costa subito 2 monete.',
  'rule.L-6.4':
    'Nella tua fase delle azioni esegui le azioni in qualsiasi ordine, ognuna quante volte vuoi (il pacchetto da 2 una volta sola).',
  'rule.L-9.A.1':
    'Seminare: metti un ortaggio del tuo carro su un tuo campo vuoto e riempi il campo con lo stesso ortaggio.',
  'rule.L-9.A.2': 'Un campo accetta solo gli ortaggi raffigurati; più è grande, meno tipi ammette.',
  'rule.L-9.B.1': 'Comprare: paga il prezzo del negozio e sposta sul carro un ortaggio che il tuo negozio ha.',
  'rule.L-9.C.1':
    'Vendere: metti un ortaggio del carro su una casella libera corrispondente del negozio e incassa il suo prezzo.',
  'rule.L-9.D.1':
    'Scambiare: prendi un ortaggio dalla tua bancarella e restituisci dal carro tanti ortaggi a scelta quante sono le ciotole sotto di esso.',
  'rule.L-9.F.2':
    'Consegnare: metti i due ortaggi del cliente sulla sua riga vuota più bassa e incassa il pagamento di quella riga.',
  'rule.L-9.F.3': 'Ogni cliente abituale vuole una consegna ogni round, a partire dal round in cui è entrato in gioco.',
  'rule.L-9.F.4':
    'Una consegna mancata rende rosso un segnalino blu; con il segnalino rosso ogni consegna mancata costa 2 monete.',
  'rule.L-9.G.1':
    'Un cliente occasionale prende i suoi tre ortaggi in una volta e paga il suo prezzo, +2 o −2 secondo il confronto tra i tuoi clienti abituali e occasionali.',
  'rule.L-9.H.1': 'Un pacchetto da 2 costa il numero maggiore tra i tuoi aiutanti e le tue bancarelle.',
  'rule.L-9.H.2': 'Scopri due carte azione, tienine nessuna, una o entrambe e scarta le altre.',
  'rule.L-10.1':
    'Alla fine della fase delle azioni il magazzino tiene fino alla sua capacità; il resto puoi venderlo, altrimenti torna nella riserva.',
  'rule.L-11.1':
    'Dopo aver immagazzinato puoi avanzare sulla via della prosperità: il primo passo di un round costa 1, ogni altro il numero della casella in cui entri.',
  'rule.L-12.1': 'Un prestito dà 5 monete in qualsiasi momento, quante volte vuoi.',
  'rule.L-12.2': 'Alla fine ogni prestito fa arretrare il tuo segnalino di una casella.',
  'rule.L-13.3': 'Vince chi è più avanti sulla via; poi più monete, poi più ortaggi sui campi e nel magazzino.',

  'rule.H-2.1':
    'Gli spazi Kontor di una città sono quadrati (solo commercianti) o rotondi (solo mercanti) e del colore del privilegio richiesto.',
  'rule.H-4.6':
    'Il primo giocatore comincia con 5 commercianti e un mercante nella riserva personale, il successivo con un commerciante in più, e così via.',
  'rule.H-5.1': 'Nel tuo turno esegui attività una dopo l’altra fino al tuo numero di attività; poi tocca al prossimo.',
  'rule.H-5.2':
    'Il tuo numero di attività è il valore Actiones (2 all’inizio), più i gettoni bonus usati in questo turno.',
  'rule.H-5.3':
    'Le attività sono Allocare, Inserire, Rimpiazzare, Muovere e stabilire una rotta commerciale, in qualsiasi ordine e ripetute a piacere.',
  'rule.H-6.1':
    'Allocare: sposta fino al tuo valore di Bursa di pezzi (tutti con “C”) dalla riserva generale a quella personale.',
  'rule.H-7.1': 'Inserire: metti un commerciante o un mercante della riserva personale su una casella vuota qualsiasi.',
  'rule.H-8.1': 'Rimpiazzare: sostituisci un pezzo avversario su una casella con uno della tua riserva personale.',
  'rule.H-8.2':
    'Rimpiazzare costa un pezzo in più (due per un mercante), spostato dalla riserva personale a quella generale.',
  'rule.H-8.3': 'Puoi rimpiazzare solo se la tua riserva personale ha il nuovo pezzo e questo pagamento.',
  'rule.H-8.4':
    'Il giocatore rimpiazzato rimette il pezzo sul tabellone, più un pezzo in più (due per un mercante) se vuole.',
  'rule.H-8.5':
    'Quei pezzi vanno su caselle vuote di rotte vicine a quella da cui vengono; più lontano solo se quelle sono piene.',
  'rule.H-9.1':
    'Muovere: prendi dalle caselle fino al tuo valore di Liber Sophiae di pezzi tuoi e mettili su caselle vuote qualsiasi.',
  'rule.H-9.3': 'Muovere non tocca mai i Kontor né i pezzi altrui e non porta in gioco pezzi da una riserva.',
  'rule.H-10.1': 'Puoi stabilire una rotta quando ogni sua casella ha un tuo pezzo.',
  'rule.H-10.3':
    'Stabilendo una rotta, chi controlla una città di estremità con dei Kontor guadagna 1 punto prestigio.',
  'rule.H-10.6': 'Un gettone bonus sulla rotta è tuo; se ne pesca uno nuovo da mettere alla fine del tuo turno.',
  'rule.H-10.8':
    'Kontor: un pezzo della rotta va nello spazio Kontor vuoto più a sinistra di una città di estremità, se forma e colore lo permettono.',
  'rule.H-10.12':
    'Al posto di un Kontor puoi migliorare la caratteristica di una città di estremità che ne mostra una.',
  'rule.H-10.14': 'Gli altri pezzi della rotta vanno nella tua riserva generale.',
  'rule.H-11.2': 'I gettoni presi restano accanto al tuo scrittoio finché li usi; usati o no, contano alla fine.',
  'rule.H-11.3': 'Usa un gettone nel tuo turno tra un’attività e l’altra, non nell’attività che te l’ha dato.',
  'rule.H-11.6':
    'Alla fine del tuo turno ogni gettone pescato va su una rotta senza gettone e senza pezzi, accanto a una città con uno spazio Kontor libero.',
  'rule.H-12.1':
    'La partita finisce quando qualcuno arriva a 20 punti prestigio, quando dieci città sono complete o quando serve un gettone bonus e non ce ne sono più.',
  'rule.H-12.2': 'L’attività che chiude la partita si completa; poi nessuno gioca più.',
  'rule.H-13.1': 'Il punteggio finale parte dai punti prestigio già sulla traccia.',
  'rule.H-13.5': 'Alla fine ogni città che controlli vale 2 punti prestigio.',
  'rule.H-13.6':
    'Il tuo gruppo più grande di città collegate con tuoi Kontor vale i suoi Kontor per il tuo valore di Clavis Urbis.',
  'rule.H-13.7': 'Vince chi ha più punti prestigio; a parità la vittoria è condivisa.',
};
