### What the bot says in a game of Palago: Deutsch (du).

NoGameHere = Keine Partie in diesem Kanal. Eröffne eine mit /neu spiel:palago, oder starte einen Thread für eine weitere.

NotStarted = Die Partie hat noch nicht begonnen: starte sie mit /starten, sobald zwei Spieler dabei sind (P5).

NotYourTurn = { $player } ist am Zug, nicht du (P5).

NotForPalago = Dieser Befehl gilt nicht für eine Partie Palago: /hilfe listet die Befehle auf.

FirstTileIsTheTurn = Dein erstes Plättchen { $tile } beendet die Partie allein, also ist es dein ganzer Zug (P9): /beenden veröffentlicht ihn, oder /rückgängig, um ein anderes zu legen.

TwoTilesAlready = Dein Zug hat schon zwei Plättchen (P6): /beenden veröffentlicht ihn, /rückgängig nimmt das zweite zurück.

DraftEmptyEnd = Dein Entwurf ist leer: lege ein Plättchen mit /legen feld:q,r ausrichtung:k (P6).

SecondTileNeeded = Dein Zug braucht ein zweites Plättchen neben { $cell } (P9): lege es mit /legen, dann /beenden.

PlayOverOneTile = Du hast { $tile } schon im Entwurf, und /spielen würde es verwerfen: beende den Zug mit /legen (sein zweites Plättchen) und /beenden, oder nimm es mit /rückgängig zurück, dann /spielen.

PlayOverReadyDraft = Dein Entwurf { $turn } ist fertig, /spielen würde ihn verwerfen: veröffentliche ihn mit /beenden oder nimm seine Plättchen mit /rückgängig zurück, dann /spielen.

DraftEmpty = Dein Entwurf ist leer: lege ein Plättchen mit /legen feld:q,r ausrichtung:k.

FirstTileEnds = Dein Entwurf: { $tile }. Dieses Plättchen beendet die Partie allein, also ist es dein ganzer Zug (P9): { $end }. /beenden veröffentlicht ihn; /rückgängig nimmt es zurück.

LaySecondTile = Dein Entwurf: { $tile }. Lege jetzt das zweite Plättchen neben { $cell } (P7): wieder /legen; /rückgängig nimmt dieses zurück.

TurnReady = Dein Zug: { $turn }, fertig.{ $ends } /beenden veröffentlicht ihn (oder der Knopf End turn); /rückgängig nimmt das letzte zurück.

TurnEndsGame = {" "}Er beendet die Partie: { $end }.

SeatsTaken = Palago spielt man zu zweit, und beide Plätze sind besetzt (P5).

TooFew = Palago braucht zwei Spieler (P5): warte, bis jemand mit /beitreten beitritt.

OptionsTiebreak = mit der Feinwertung aus P12

OptionsNoTiebreak = ohne Feinwertung: sind alle Plättchen ohne Kreatur gelegt, ist es unentschieden, P12

StatusLobby = Eine Partie Palago ist offen ({ $options }{ $pace }). Dabei: { $seated }. Sie braucht zwei Spieler: /beitreten, dann startet der Ersteller mit /starten.

StatusTurn = Palago{ $tiebreak }, Zug { $turn }: { $player } ist dran{ $pace }.

WithTiebreak = {" "}mit Feinwertung (P12)

TilesLaid = { $laid }, { $left }. Weiß: **{ $white }**. Blau: **{ $blue }**.

StatusEmptyDraft = Dein Entwurf ist leer: /legen feld:q,r ausrichtung:k.

StatusDraft = Dein Entwurf: { $tiles }.

RulesArePalanquees = `regeln:` ist eine Option von Palanquée; Palago hat nur ein Regelwerk (seine Option ist gleichstand:true, P12)

NeedsCell = `/{ $command }` braucht `feld:`, ein Feld wie 0,1 (P13)

NeedsOrientation = `/{ $command }` braucht `ausrichtung:`, 0 (aufrecht), 1 (nach links geneigt) oder 2 (nach rechts geneigt) (P4)

BadOrientation = `ausrichtung:{ $text }`: nimm 0 (aufrecht), 1 (nach links geneigt) oder 2 (nach rechts geneigt) (P4)

RoundNotPlayed = Runde { $round } wurde noch nicht gespielt: dies ist Runde { $current } (eine Runde ist der Zug von Weiß und der von Blau).

ExportRecord = Das Protokoll der Partie ({ $turns }): spiel es mit `palanquee play --game palago` nach, ein Zug pro Argument.

EmptyTable = Noch wurde kein Plättchen gelegt: der Tisch ist leer.

Resigned = { $player } hat aufgegeben.

TimedOut = { $player } hat die Zeit überzogen.

LastFinished = Die letzte Partie hier, Palago, ist beendet: { $result } /neu eröffnet eine neue.

CreatureEnd = { $mover } hat eine { $colour } Kreatur geschlossen: { $winner } gewinnt (P11).

DoubleCreatureEnd = { $mover } hat auf einmal Kreaturen beider Farben geschlossen und verliert: { $winner } gewinnt (P11).

TilesOutDraw = Alle 48 Plättchen liegen, und keine Kreatur wurde geschlossen: unentschieden (P12).

TiebreakEnd = Alle 48 Plättchen liegen, und keine Kreatur wurde geschlossen; Feinwertung: die größte Region von Weiß hat { $white }, die von Blau { $blue }: { $result } (P12).

WinsBy = { $winner } gewinnt

DrawWords = unentschieden

WinsByResignation = { $winner } gewinnt durch Aufgabe.

WinsOnTime = { $winner } gewinnt auf Zeit (die Fristregel des Bots: /regeln thema:palago-end).

ColourWhite = weiße

ColourBlue = blaue

PlayerWhite = Weiß

PlayerBlue = Blau

NoTileToReplay = Noch wurde kein Plättchen gelegt: es gibt nichts nachzuspielen.

ActionsArePalanquees = In diesem Kanal läuft Palago, das kein `{ $command }` kennt: das ist ein Befehl von Palanquée. In Palago legst du ein Plättchen mit /legen feld:q,r ausrichtung:k (zwei pro Zug, dann /beenden) oder spielst einen ganzen Zug mit /spielen aktionen:"0,1:1 1,1:2" (P13). /hilfe listet die Befehle auf.

Seats = zwei Spieler: Platz 1 ist Weiß und beginnt

WhiteSeat = Weiß

BlueSeat = Blau

Begins = Die Partie Palago beginnt! Weiß: **{ $white }**, Blau: **{ $blue }**. { $mention }, du legst das erste Plättchen auf 0,0 und ein zweites daneben (P6): /legen feld:0,0 ausrichtung:0, dann noch einmal /legen und /beenden.

Reminder = Erinnerung: { $mention }, dein Palago-Zug läuft bald ab. Verstreicht die Frist, verlierst du die Partie (die Fristregel des Bots: /regeln thema:palago-end).

TableAfterTurn = Der Tisch nach Zug { $turn }.

TableAtRoundEnd = Der Tisch am Ende von Runde { $round }.

PlayerLaid = { $name } hat { $turn } gelegt.

YourTurn = { $name }, du bist dran: noch { $left } Plättchen.


## Dinge, gezählt: eine Zahl und ihr Nomen, nach der Pluralregel der Sprache.

TileLaidCount = { $count ->
    [one] { $count } Plättchen gelegt
   *[other] { $count } Plättchen gelegt
}

TileLeftCount = { $count ->
    [one] { $count } übrig
   *[other] { $count } übrig
}

StraightCount = { $count ->
    [one] { $count } Gerade
   *[other] { $count } Geraden
}


## Was eine Option dieses Spiels erwartet, wenn sie keinen Wert bekommt.

AcceptsCell = ein Feld, etwa feld:0,1

AcceptsOrientation = 0, 1 oder 2, etwa ausrichtung:1 (P4)
