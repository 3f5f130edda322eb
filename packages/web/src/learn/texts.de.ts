/** The learning game's words in German, written by us, in the rulebooks' terms (see texts.en.ts). */
import type { LearnKey } from './texts.en';

export const de: Record<LearnKey, string> = {
  'page.title': 'Spielen lernen: {game}',
  'page.lead':
    'Eine kurze Partie gegen einen Bot. Jeder Teil des Spiels wird erklärt, sobald er zum ersten Mal vorkommt; der vorgeschlagene Zug ist hervorgehoben, und du darfst auch jeden anderen spielen.',
  'page.restart': 'Neu beginnen',
  'page.lobby': 'Zurück zur Lobby',
  'coach.heading': 'Trainer',
  'coach.suggest': 'Vorschlag: {move}',
  'coach.play': 'So spielen',
  'coach.thinking': 'Der Bot überlegt…',
  'coach.fromBot': '(Vorschlag eines Bots)',
  'coach.rules': 'Regeln:',
  'rules.title': 'Die Regeln dieser Lektion',
  'rules.note': 'In unseren eigenen Worten, mit den Regelnummern unserer Regelübersicht.',
  'rules.close': 'Schließen',
  'rules.open': 'Regeln',

  'loyang.welcome':
    'Willkommen in Loyang! In 9 Runden baust du Gemüse an und verkaufst es; wer am Ende auf dem Wohlstandspfad am weitesten gekommen ist, gewinnt.',
  'loyang.plant':
    'Zuerst bepflanzt du dein Stammfeld: Kaufe einen Weizen, Kürbis oder eine Rübe aus deinem Laden — das ganze Feld wird damit gefüllt. Weizen ist am billigsten.',
  'loyang.startCard':
    'Dies ist das Einführungsspiel: Neben deiner Hand hältst du einen Start-Stammkunden, den du statt einer Handkarte ausspielen darfst.',
  'loyang.courtyard':
    'Kartenphase: Jeder bekommt am Ende eine Karte aus dem Hof und eine aus der Hand. Zu zweit darfst du zuerst eine Karte vom Nachziehstapel in den Hof aufdecken; dann legst du entweder eine Handkarte in den Hof oder nimmst deine zwei Karten und steigst aus.',
  'loyang.take':
    'Wähle jetzt die Karte aus deiner Hand (oder deinen Start-Kunden) zur Karte aus dem Hof; deine übrigen Handkarten kommen in den Hof. Ein neuer Marktstand wird sofort gefüllt.',
  'loyang.actions':
    'Aktionsphase: Kaufen, verkaufen, anpflanzen, tauschen und liefern, so oft du willst und in beliebiger Reihenfolge. Zu wenig Käsch? Ein Kredit bringt 5, kostet am Ende aber einen Schritt auf dem Pfad.',
  'loyang.deliver':
    'Ein Stammkunde will in jeder Runde eine Lieferung seiner zwei Gemüse und zahlt den Preis der Reihe. Eine verpasste Runde färbt seinen Marker rot; danach kostet jede verpasste 2 Käsch.',
  'loyang.trade':
    'Ein Marktstand tauscht: Gib so viele Gemüse deiner Wahl ab, wie Schalen unter dem liegen, das du nimmst.',
  'loyang.sow':
    'Beim Anpflanzen legst du ein Gemüse von deinem Karren auf ein leeres Feld und füllst es mit demselben — jede Ernte bringt dann eines zurück.',
  'loyang.store':
    'Am Ende deiner Aktionsphase behält dein Lager, was hineinpasst (1 Gemüse, nach dem Ausbau 4); den Rest kannst du verkaufen, sonst ist er verloren.',
  'loyang.path':
    'Zum Schluss der Wohlstandspfad: Der erste Schritt einer Runde kostet 1, jeder weitere die Zahl des Feldes. So sammelst du Punkte.',
  'loyang.harvest':
    'Eine neue Runde begann mit der Ernte: Von jedem bepflanzten Feld kam ein Gemüse auf deinen Karren, und dein Stammfeld zeigt, wie viele Runden noch bleiben.',
  'loyang.casual':
    'Ein Laufkunde kauft seine drei Gemüse einmal; er zahlt 2 mehr, solange du mehr Stamm- als Laufkunden hast, umgekehrt 2 weniger.',
  'loyang.twoPack':
    'Ein Doppelpack: bezahlen, zwei Aktionskarten aufdecken, keine, eine oder beide behalten (gestapelt, nur die obere gilt). Einmal pro Aktionsphase.',
  'loyang.payField':
    'Ein Gemeinschaftsfeld kostet sofort 2 Käsch; verkaufe an deinen Laden oder nimm einen Kredit, wenn dir das Geld fehlt.',
  'loyang.freePlay':
    'Ab hier spielst du selbst — der hervorgehobene Zug ist jetzt der, den ein Bot auf deinem Platz spielen würde, und du darfst weiter jeden anderen wählen.',
  'loyang.over':
    'Das Spiel ist vorbei: Kredite haben die Marker zurückgesetzt, und wer auf dem Pfad am weitesten ist, gewinnt (bei Gleichstand mehr Käsch).',

  'hansa.welcome':
    'Willkommen bei Hansa Teutonica! Besetze Handelsrouten zwischen Städten, gründe dort Kontore und entwickle dein Kontorpult; wer am Ende die meisten Prestigepunkte hat, gewinnt.',
  'hansa.turn':
    'Du bist am Zug: Du hast so viele Aktionen, wie deine Actiones-Leiste zeigt (anfangs 2). Einsetzen, Einkommen, Verdrängen, Versetzen und eine Handelsroute auswerten sind die fünf Aktionen.',
  'hansa.place':
    'Einsetzen stellt einen Händler (Würfel) oder Kaufmann (Scheibe) aus deinem persönlichen Vorrat auf einen beliebigen leeren Handelsposten.',
  'hansa.displaced':
    'Dein Stein wurde verdrängt: Stelle ihn auf einen leeren Posten einer benachbarten Route, und du darfst einen weiteren Stein aus deinem allgemeinen Vorrat dazustellen.',
  'hansa.move':
    'Versetzen nimmt eigene Steine von Posten (so viele, wie Liber Sophiae erlaubt) und stellt sie auf beliebige leere Posten.',
  'hansa.establish':
    'Auf jedem Posten einer Route steht ein Stein von dir: Du kannst sie auswerten. Wer ihre beiden Städte kontrolliert, bekommt je einen Prestigepunkt, und ein Bonusplättchen dort gehört dir.',
  'hansa.kontor':
    'Jetzt darf ein Stein der Route ein Kontor auf dem linken freien Feld einer ihrer Städte werden (Form und Farbe müssen passen) oder eine Fähigkeit einer solchen Stadt verbessern. Die übrigen Steine kommen in deinen allgemeinen Vorrat.',
  'hansa.income':
    'Einkommen holt Steine aus deinem allgemeinen in deinen persönlichen Vorrat — so viele, wie deine Bursa zeigt.',
  'hansa.displace':
    'Verdrängen ersetzt einen fremden Stein auf einem Posten durch einen eigenen; du zahlst einen weiteren Stein (zwei für einen Kaufmann) in deinen allgemeinen Vorrat.',
  'hansa.token':
    'Du hast ein Bonusplättchen: Setze es in deinem eigenen Zug zwischen zwei Aktionen ein. Jedes genommene Plättchen zählt am Ende.',
  'hansa.placeBonus':
    'Das gezogene Plättchen kommt am Ende deines Zuges aus: an eine Route ohne Steine und ohne Plättchen, neben einer Stadt mit freiem Kontorfeld.',
  'hansa.freePlay':
    'Ab hier spielst du selbst — der hervorgehobene Zug ist jetzt der, den ein Bot auf deinem Platz spielen würde, und du darfst weiter jeden anderen wählen.',
  'hansa.over':
    'Das Spiel ist vorbei: Die Schlusswertung hat Fähigkeiten, Bonusplättchen, kontrollierte Städte und dein bestes Netz zu den Prestigepunkten gezählt.',

  'rule.L-2.7':
    'Vor Runde 1 kauft jeder einen Weizen, Kürbis oder eine Rübe aus seinem eigenen Laden und pflanzt ihn auf sein Stammfeld; höchstens zwei Spieler dürfen dasselbe wählen.',
  'rule.L-2.8':
    'Ein Feld bepflanzen heißt: ein Gemüse darauflegen und alle übrigen Felder mit demselben Gemüse aus dem Vorrat füllen.',
  'rule.L-2.9': 'Einführungsspiel: Jeder bekommt einen der vier Start-Stammkunden und behält ihn auf der Hand.',
  'rule.L-3.1': 'Das Spiel dauert 9 Runden, jede mit Ernte-, Karten- und Aktionsphase.',
  'rule.L-3.3': 'Die Gemüse auf dem Stammfeld zeigen, wie viele Runden noch kommen.',
  'rule.L-4.2': 'In der Ernte deckt jeder sein nächstes eigenes Feld auf (in Runde 9 nicht).',
  'rule.L-4.3':
    'Dann nimmt jeder von jedem bepflanzten Feld ein Gemüse auf seinen Karren, dazu den Inhalt seines Lagers.',
  'rule.L-5.3':
    'In der Kartenphase bekommt jeder 4 Karten und spielt bis zum Ende genau eine Handkarte und eine Karte aus dem Hof aus.',
  'rule.L-5.5':
    'Wer dran ist, legt entweder eine Handkarte in den Hof oder spielt eine Karte aus dem Hof und eine Handkarte aus, legt die übrigen Handkarten in den Hof und steigt aus.',
  'rule.L-5.10':
    'Zu zweit darfst du zu Beginn jedes Zuges der Kartenphase zuerst die oberste Karte des Nachziehstapels in den Hof aufdecken.',
  'rule.L-5.11':
    'Einführungsspiel: Wenn du deine zwei Karten nimmst, darfst du statt einer Handkarte deinen Start-Kunden ausspielen; alle Handkarten kommen dann in den Hof.',
  'rule.L-5.13':
    'Ein Stammkunde bekommt einen blauen Marker, ein Marktstand wird aus dem Vorrat gefüllt, und ein Gemeinschaftsfeld kostet sofort 2 Käsch.',
  'rule.L-6.4':
    'In deiner Aktionsphase führst du die Aktionen in beliebiger Reihenfolge aus, jede so oft du willst (einen Doppelpack nur einmal).',
  'rule.L-9.A.1':
    'Anpflanzen: Lege ein Gemüse von deinem Karren auf ein leeres eigenes Feld und fülle das Feld mit demselben Gemüse.',
  'rule.L-9.A.2': 'Ein Feld nimmt nur die darauf abgebildeten Gemüse; je größer das Feld, desto weniger Sorten.',
  'rule.L-9.B.1': 'Kaufen: Zahle den Ladenpreis und lege ein Gemüse, das dein Laden hat, auf deinen Karren.',
  'rule.L-9.C.1':
    'Verkaufen: Lege ein Gemüse von deinem Karren auf ein freies passendes Ladenfeld und nimm seinen Preis.',
  'rule.L-9.D.1':
    'Tauschen: Nimm ein Gemüse von deinem Marktstand und gib so viele Gemüse deiner Wahl von deinem Karren ab, wie Schalen darunter liegen.',
  'rule.L-9.F.2': 'Liefern: Lege die zwei Gemüse des Kunden auf seine unterste freie Reihe und nimm deren Bezahlung.',
  'rule.L-9.F.3': 'Jeder Stammkunde braucht jede Runde eine Lieferung, ab der Runde, in der er ins Spiel kam.',
  'rule.L-9.F.4':
    'Eine verpasste Lieferung färbt einen blauen Marker rot; bei rotem Marker kostet jede verpasste 2 Käsch.',
  'rule.L-9.G.1':
    'Ein Laufkunde nimmt seine drei Gemüse auf einmal und zahlt seinen Preis, +2 oder −2, je nachdem, wie deine Stamm- und Laufkunden zueinander stehen.',
  'rule.L-9.H.1': 'Ein Doppelpack kostet die größere Zahl von deinen Helfern und deinen Marktständen.',
  'rule.L-9.H.2': 'Decke zwei Aktionskarten auf, behalte keine, eine oder beide und lege den Rest ab.',
  'rule.L-10.1':
    'Am Ende deiner Aktionsphase behält das Lager bis zu seiner Größe; den Rest darfst du verkaufen, sonst geht er in den Vorrat zurück.',
  'rule.L-11.1':
    'Nach dem Einlagern darfst du auf dem Wohlstandspfad vorrücken: Der erste Schritt einer Runde kostet 1, jeder weitere die Zahl des betretenen Feldes.',
  'rule.L-12.1': 'Ein Kredit bringt jederzeit 5 Käsch, so oft du willst.',
  'rule.L-12.2': 'Am Ende setzt jeder Kredit deinen Marker ein Feld zurück.',
  'rule.L-13.3':
    'Wer auf dem Pfad am weitesten ist, gewinnt; dann mehr Käsch, dann mehr Gemüse auf Feldern und im Lager.',

  'rule.H-2.1':
    'Kontorfelder einer Stadt sind eckig (nur Händler) oder rund (nur Kaufleute) und in der Farbe des nötigen Privilegs.',
  'rule.H-4.6':
    'Der erste Spieler beginnt mit 5 Händlern und einem Kaufmann im persönlichen Vorrat, der nächste mit einem Händler mehr, und so weiter.',
  'rule.H-5.1':
    'In deinem Zug führst du Aktionen nacheinander aus, bis dein Kontingent aufgebraucht ist; dann ist der Nächste dran.',
  'rule.H-5.2': 'Dein Kontingent ist dein Actiones-Wert (anfangs 2), plus in diesem Zug eingesetzte Bonusplättchen.',
  'rule.H-5.3':
    'Die Aktionen sind Einkommen, Einsetzen, Verdrängen, Versetzen und Handelsroute auswerten, in beliebiger Reihenfolge und beliebig oft.',
  'rule.H-6.1':
    'Einkommen: Bringe bis zu deinem Bursa-Wert an Steinen (bei „C“ alle) aus dem allgemeinen in den persönlichen Vorrat.',
  'rule.H-7.1':
    'Einsetzen: Stelle einen Händler oder Kaufmann aus deinem persönlichen Vorrat auf einen beliebigen leeren Handelsposten.',
  'rule.H-8.1': 'Verdrängen: Ersetze einen fremden Stein auf einem Posten durch einen aus deinem persönlichen Vorrat.',
  'rule.H-8.2':
    'Verdrängen kostet einen weiteren Stein (zwei für einen Kaufmann), der vom persönlichen in den allgemeinen Vorrat geht.',
  'rule.H-8.3': 'Verdrängen darfst du nur, wenn dein persönlicher Vorrat den neuen Stein und diese Zahlung hat.',
  'rule.H-8.4':
    'Der Verdrängte stellt den Stein wieder aufs Brett, und wenn er will, einen weiteren (zwei bei einem Kaufmann).',
  'rule.H-8.5':
    'Diese Steine kommen auf leere Posten von Routen neben der, von der sie kamen; weiter weg nur, wenn diese voll sind.',
  'rule.H-9.1':
    'Versetzen: Nimm bis zu deinem Liber-Sophiae-Wert an eigenen Steinen von Posten und stelle sie auf beliebige leere Posten.',
  'rule.H-9.3': 'Versetzen berührt nie Kontore oder fremde Steine und bringt keinen Stein aus einem Vorrat ins Spiel.',
  'rule.H-10.1': 'Eine Route darfst du auswerten, wenn auf jedem ihrer Posten ein Stein von dir steht.',
  'rule.H-10.3': 'Beim Auswerten bekommt, wer eine Endstadt mit Kontoren kontrolliert, 1 Prestigepunkt.',
  'rule.H-10.6':
    'Ein Bonusplättchen an der Route gehört dir; ein neues wird gezogen und am Ende deines Zuges ausgelegt.',
  'rule.H-10.8':
    'Kontor: Ein Stein der Route kommt auf das linke freie Kontorfeld einer Endstadt, wenn Form und Farbe es erlauben.',
  'rule.H-10.12': 'Statt eines Kontors darfst du die Fähigkeit einer Endstadt verbessern, die eine zeigt.',
  'rule.H-10.14': 'Die übrigen Steine der Route kommen in deinen allgemeinen Vorrat.',
  'rule.H-11.2': 'Genommene Plättchen liegen bis zum Einsatz an deinem Pult; benutzt oder nicht, sie zählen am Ende.',
  'rule.H-11.3':
    'Setze ein Plättchen in deinem eigenen Zug zwischen Aktionen ein, nicht in der Aktion, die es dir gab.',
  'rule.H-11.6':
    'Am Ende deines Zuges kommt jedes gezogene Plättchen an eine Route ohne Plättchen und ohne Steine, neben einer Stadt mit freiem Kontorfeld.',
  'rule.H-12.1':
    'Das Spiel endet, wenn jemand 20 Prestigepunkte erreicht, wenn zehn Städte vollständig sind oder wenn ein Bonusplättchen nötig ist und keines mehr da ist.',
  'rule.H-12.2': 'Die Aktion, die das Spiel beendet, wird noch zu Ende geführt; dann spielt niemand weiter.',
  'rule.H-13.1': 'Die Schlusswertung beginnt mit den Prestigepunkten auf der Leiste.',
  'rule.H-13.5': 'Am Ende bringt jede Stadt, die du kontrollierst, 2 Prestigepunkte.',
  'rule.H-13.6':
    'Deine größte Gruppe verbundener Städte mit deinen Kontoren zählt ihre Kontore mal deinen Clavis-Urbis-Wert.',
  'rule.H-13.7': 'Die meisten Prestigepunkte gewinnen; bei Gleichstand teilen sich die Spieler den Sieg.',
};
