### Warum der Palago-Motor ein Plättchen, einen Zug oder eine Zeile eines
### Protokolls ablehnt, im Wortschatz der deutschen Regeln (Plättchen,
### Tisch, Kreatur).

Refusal = { $ruling }: { $why }
TurnedSixty = Ausrichtung { $text } ist ein um 60° gedrehtes Plättchen, das an keiner Seite passen würde: nimm 0, 1 oder 2
FirstTileOffOrigin = das erste Plättchen der Partie kommt auf 0,0, nicht auf { $cell }
Occupied = { $cell } ist schon belegt
SameCell = auf { $cell } liegt schon das erste Plättchen des Zugs
OutOfReach = { $text } ist { $distance ->
        [unknown] zu viele
       *[other] { $distance }
    } Felder vom ersten Plättchen entfernt: ein Tisch aus 48 Plättchen reicht nie über { $reach } hinaus
TooFar = { $cell } ist zu weit weg: weder dieses noch ein freies Nachbarfeld berührt den Tisch
NotAdjacent = { $cell } liegt nicht neben { $first }: die zwei Plättchen eines Zugs müssen eine Seite teilen
TouchesNoTile = weder { $first } noch { $cell } berührt ein schon gelegtes Plättchen
SingleHole = { $cell } ist ein Einzelloch: das erste Plättchen eines Zugs darf nur dorthin, wenn es die Partie beendet, und { $placement } tut das nicht
NoSecondAfterEnd = das erste Plättchen { $first } beendet die Partie allein: der Zug ist dieses Plättchen, ohne zweites
SecondNeeded = { $first } beendet die Partie nicht, also muss ein zweites Plättchen neben { $cell } folgen
GameOver = die Partie ist vorbei: { $outcome }
EmptyTurn = der Zug ist leer: gib eine oder zwei Lagen `q,r:k` an, etwa `0,1:1 1,1:2`
TooManyPlacements = `{ $text }` enthält { $count } Lagen: ein Zug hat eine oder zwei, durch ein Leerzeichen getrennt
NotAnOrientation = `{ $text }` ist keine Ausrichtung: nimm 0, 1 oder 2
NotAPlacement = `{ $text }` ist keine Lage: schreib `q,r:k`, ein Feld und eine Ausrichtung 0, 1 oder 2, etwa `0,1:2`
NotACell = `{ $text }` ist kein Feld: schreib es als `q,r`, zwei ganze Zahlen wie `-1,2`
AfterResult = nach dem Ergebnis in Zeile { $line } darf nichts mehr folgen
TurnNumber = Zugnummer { $found }, wo { $expected } erwartet war
WrongColour = die Zeile sagt { $letter }, aber { $mover } ist am Zug (P5)
ResultMismatch = das Protokoll sagt ({ $claimed }), aber seine Züge ergeben { $replayed }
ResultMismatchOngoing = das Protokoll sagt ({ $claimed }), aber seine Züge ergeben eine laufende Partie
RecordLine = Zeile { $line } des Protokolls: { $why }
Draw = unentschieden
