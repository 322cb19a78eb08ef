### Was das Bild des Palanquée-Bretts schreibt, im Wortschatz der deutschen
### Regeln (Samen, Spross, Pflanze, Knopf, Blatt). Deutsch ist länger:
### einige Zeilen haben kürzere Formen.

Title = Palanquée
GameOver = Partie beendet
NothingYet = noch nichts zu zeigen
OneSowing = kein Samen auf dem Brett: einmal säen
Sprout = Spross
Seed = Samen
Edges = blaue Ränder verbinden · rote Ränder sperren
ParasiteMark = Parasit, Ring in Farbe des Wirts (R30)
LaunchMark = Start möglich (R32)
ButtonMark = Knopf (R32)
LeafMark = Blatt: Bonusaktion (R36)
BandAbove = ↑  Reihe 16 geht über Reihe 1 weiter: die blauen Ränder sind verbunden  ↑
BandBelow = ↓  Reihe 1 geht unter Reihe 16 weiter: die blauen Ränder sind verbunden  ↓

Seat = Platz { $letter }
HeadlineOver = Runde { $round } · Partie beendet
HeadlineToMove = Runde { $round } · { $mover } ist am Zug
NameToMove = { $name }  ◀ am Zug
NameWinner = { $name }  ★ Sieger
NameOut = { $name }  (raus)
# „verloren“ statt „weg“ wäre breiter als das Französische.
Reserve = Vorrat { $sprouts } { $sprouts ->
        [one] Spross
       *[other] Sprosse
    } · { $seeds } { $seeds ->
        [one] Samen
       *[other] Samen
    } · { $lost } weg

ToMove = { $name } ist am Zug
    .shorter = Zug: { $name }
ToMoveAnd = { $name } ist am Zug: { $what }
    .shorter = { $name } zieht: { $what }
    .shortest = { $name }: { $what }
SowASeed = einen Samen säen
# Eine Zahl von Aktionen (R9).
Actions = { $count ->
        [one] { $count } Aktion
       *[other] { $count } Aktionen
    }
MaySow = kein Samen im Spiel: darf einen säen (R11)
    .shorter = darf säen (R11)
Bonus = { $actions } +{ $bonus } Bonus (R36)
    .shorter = { $actions } +{ $bonus } Bonus
PlantRow = Pflanze { $count ->
        [one] des Samens
       *[other] der Samen
    } { $seeds }: { $counts }
PlantRowShort = { $count ->
        [one] Samen
       *[other] Samen
    } { $seeds }: { $counts }
ParasiteAtOn = Parasit { $at } auf { $hosts }: { $counts }{ $must }
ParasiteAt = Parasit { $at }: { $counts }{ $must }
ParasiteOn = Parasit auf { $hosts }: { $counts }{ $must }
Parasite = Parasit: { $counts }{ $must }
MustAct = , Pflicht (R30)
    .shorter = , Pflicht
MoreRows = noch { $more } { $kind ->
        [parasites] { $more ->
            [one] Parasit
           *[other] Parasiten
        }
        [mixed] { $more ->
            [one] Pflanze oder Parasit
           *[other] Pflanzen und Parasiten
        }
       *[plants] { $more ->
            [one] Pflanze
           *[other] Pflanzen
        }
    }

Wins = { $name } siegt!
Drawn = Remis
LastTurn = Letzter Zug
LastTurnBy = Letzter Zug: { $name }
Arrivals = { $count ->
        [one] { $count } Feld, auf dem ein Stein ankam
       *[other] { $count } Felder, auf denen Steine ankamen
    }
    .shorter = { $count } { $count ->
        [one] Ankunftsfeld
       *[other] Ankunftsfelder
    }
Moves = { $count } { $count ->
        [one] Bewegung (blass: Startfeld)
       *[other] Bewegungen (blass: Startfelder)
    }
    .shorter = { $count } { $count ->
        [one] Bewegung (blass: Start)
       *[other] Bewegungen (blass: Start)
    }
    .shortest = { $count } { $count ->
        [one] Bewegung
       *[other] Bewegungen
    }
Removed = { $count } { $reason ->
        [captured] gefangen
        [saturated] gesättigt
        [isolated] isoliert
        [claimed] gefordert
       *[resigned] aufgegeben
    }
Removals = entfernte Steine: { $parts }
    .shorter = entfernt: { $parts }
ClaimsOpen = { $open } { $open ->
        [one] Anspruch
       *[other] Ansprüche
    } offen
ClaimsOpenOn = { $open } { $open ->
        [one] Anspruch
       *[other] Ansprüche
    } offen gegen { $owner }
    .shorter = { $open } { $open ->
        [one] Anspruch
       *[other] Ansprüche
    } offen
ClaimPossible = Anspruch möglich
ClaimPossibleOn = Anspruch gegen { $owner } möglich
    .shorter = Anspruch möglich

Pieces = { $count } { $kind ->
        [seed] { $count ->
            [one] Samen
           *[other] Samen
        }
       *[sprout] { $count ->
            [one] Spross
           *[other] Sprosse
        }
    }
