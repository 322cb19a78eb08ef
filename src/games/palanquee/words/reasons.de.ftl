### Warum die Palanquée-Engine eine Aktion ablehnt oder nicht lesen kann,
### im Wortschatz der deutschen Regeln (Samen, Spross, Pflanze, Zange,
### Anspruch).

Refusal = { $ruling }: { $why }
NotYourTurn = { $to_move } ist am Zug, nicht { $player }
NoSeedInReserve = du hast keinen Samen mehr im Vorrat
NoSproutInReserve = alle deine 50 Sprosse stehen auf dem Brett
NoPlant = der Stein auf { $cell } gehört zu keiner Pflanze
ParasiteInBasicRules = der Spross von { $player } auf { $cell } ist in einer Gruppe ohne Samen: ein Parasit, den nur die erweiterten Regeln behalten (R30)
NoActionToSow = dir bleibt in diesem Zug keine Aktion zum Säen
NoActionToGrow = { $groups ->
        [one] die Gruppe neben { $cell } hat
       *[many] die Gruppen neben { $cell } haben
    } in diesem Zug keine Aktion mehr
NoActionToGrowSeed = { $groups ->
        [one] die Gruppe neben { $cell } hat
       *[many] die Gruppen neben { $cell } haben
    } in diesem Zug keine Aktion mehr, die ein Samen nutzen darf (Parasiten und Blätter setzen nie einen Samen, R12)
NoActionToHarvest = die Pflanze von { $cell } hat in diesem Zug keine Aktion eines Samens mehr (Parasiten und Blätter ernten nie, R12)
NoActionLeft = { $group ->
        [plant] die Pflanze
       *[parasite] der Parasit
    } von { $cell } hat keine Aktion mehr übrig
Taken = auf { $cell } steht schon { $kind ->
        [seed] ein Samen
       *[sprout] ein Spross
    } von { $owner }
SeedsNever = auf { $cell } steht ein Samen; Samen lassen sich nie { $verb ->
        [move] versetzen
        [harvest] ernten
        [prune] zurückschneiden
       *[launch] starten
    }, nur Sprosse
OnlySeedsHarvested = auf { $cell } steht ein Spross; nur ein Samen lässt sich ernten
NotYours = auf { $cell } steht { $kind ->
        [seed] ein Samen
       *[sprout] ein Spross
    } von { $owner }, nicht deiner
Empty = { $cell } ist leer: dort ist kein { $kind ->
        [seed] Samen
       *[sprout] Spross
    } von dir zum { $verb ->
        [move] Versetzen
        [harvest] Ernten
        [prune] Zurückschneiden
       *[launch] Starten
    }
TouchesNoPlant = { $cell } berührt keine deiner Pflanzen
LeavesItsPlant = { $to } berührt die Pflanze von { $from } nicht (ein Spross muss neben einem anderen Stein seiner Pflanze landen)
SingleSeed = die Pflanze von { $cell } hat nur einen Samen; nur eine Pflanze mit zwei oder mehr darf ernten
StrandsSprouts = { $cell } zu ernten ließe { $stranded } ohne Samen zurück
NoSeedToSow = du hast keinen Samen mehr im Vorrat zum Säen
MustSow = du hast weder Samen auf dem Brett noch einen Parasiten: säe zuerst einen Samen, dann beende den Zug (Säen ist Pflicht)
SowOnly = du hattest zu Beginn deines Zugs keinen Samen auf dem Brett: deine einzige Aktion ist, einen zu säen
OneSeedPerTurn = du hast in diesem Zug schon einen Samen aufs Brett gesetzt; ein Samen pro Zug
SeedActionNeeded = nur die Aktion eines Samens kann einen Samen setzen oder ernten; Aktionen von Parasiten und Boni von Blättern nie
SuicideBetweenPieces = { $kind ->
        [seed] dein Samen
        [sprout] dein Spross
       *[piece] dein Stein
    } auf { $cell } stünde in der Zange zwischen den Steinen von { $by } auf { $a } und { $b }
SuicideEdgeAndPiece = { $kind ->
        [seed] dein Samen
        [sprout] dein Spross
       *[piece] dein Stein
    } auf { $cell } stünde in der Zange zwischen dem roten Rand und dem Stein von { $by } auf { $at }
SuicideBetweenEdges = { $kind ->
        [seed] dein Samen
        [sprout] dein Spross
       *[piece] dein Stein
    } auf { $cell } stünde in der Zange zwischen den roten Rändern
Recapture = kein sofortiges Zurückschlagen: im letzten Zug von { $owner } schlug sein Stein auf { $cell } deinen auf { $placed }
TooClose = in deinen ersten drei Zügen muss jeder Stein mindestens 3 Felder Abstand zu Gegnersteinen halten: { $cell } ist { $distance } Felder vom Stein von { $owner } auf { $enemy } entfernt
TooCloseUnknown = in deinen ersten drei Zügen muss jeder Stein mindestens 3 Felder Abstand zu Gegnersteinen halten: { $cell } ist { $distance } Felder vom Gegnerstein auf { $enemy } entfernt
TimeoutByHand = nur eine verpasste Frist beendet einen Zug durch Zeitablauf; nutze `end`
ClaimOnEmpty = { $cell } ist leer: ein Anspruch nimmt einen Samen
ClaimOnSprout = auf { $cell } steht ein Spross einer Pflanze: ein Anspruch nimmt einen Samen oder einen ganzen Parasiten
ClaimOnOwn = auf { $cell } steht dein eigener Stein: Ansprüche richten sich gegen Gegner
NoClaimOpen = gegen { $owner } ist kein Anspruch offen: dessen letzter Zug ließ keine Aktion ungenutzt, oder alle Ansprüche daraus sind schon gestellt
NothingToClaim = { $group ->
        [plant] die Pflanze
       *[parasite] der Parasit
    } von { $cell } hat im letzten Zug von { $owner } alle Aktionen genutzt
AllClaimed = die ungenutzten Aktionen { $group ->
        [plant] der Pflanze
       *[parasite] des Parasiten
    } von { $cell } im letzten Zug von { $owner } sind schon alle beansprucht
GameWon = die Partie ist vorbei: { $player } gewinnt
GameDrawn = die Partie ist vorbei: unentschieden
NotPlaying = { $player } spielt in dieser Partie nicht mit
NewParasiteAt = der Parasit auf { $at } ist in diesem Zug entstanden; er handelt ab deinem nächsten Zug
NewParasite = der Parasit ist in diesem Zug entstanden; er handelt ab deinem nächsten Zug
ParasiteStep = der Ein-Spross-Parasit auf { $from } zieht jeweils nur ein Feld; { $to } liegt nicht daneben
ParasiteLosesContact = der Parasit auf { $from } muss einen Gegner berühren: { $to } berührt keinen gegnerischen Stein
LaunchInBasicRules = Starten ist eine erweiterte Regel, und diese Partie läuft nach den Grundregeln
NotAButton = { $from } ist nicht die Mitte eines Knopfs: alle sechs Nachbarfelder müssen deine Sprosse sein
LaunchTooFar = { $to } ist { $distance } Felder von { $from } entfernt; ein Start geht maximal { $most } weit
LaunchTouchesOwn = ein gestarteter Spross darf keinen deiner Steine berühren; { $to } berührt deinen auf { $touching }
LaunchTouchesNoEnemy = ein gestarteter Spross muss an einer Pflanze oder einem Parasiten eines Gegners landen; { $to } berührt keins von beiden
AlreadyLaunched = { $group ->
        [plant] die Pflanze
       *[parasite] der Parasit
    } von { $from } startete in diesem Zug schon; ein Start pro Pflanze oder Parasit

ParseEmpty = keine Aktion angegeben: versuch `sow H8`, `grow H8`, `move H8 J9` oder `end`
UnknownAction = unbekannte Aktion `{ $word }`: die Aktionen sind sow, grow, move, harvest, prune, launch, claim, end und resign
MissingCell = `{ $action }` braucht { $action ->
        [move] zwei Felder, Start und Ziel
        [launch] zwei Felder, die Mitte des Knopfs und das Ziel
        [harvest] das Feld eines Samens
        [prune] das Feld eines Sprosses
        [claim] das Feld eines Samens oder Parasiten
       *[other] ein Feld
    }, etwa `{ $example }`
Unexpected = unerwartetes `{ $word }` nach `{ $action }`
CellEmpty = ein Feld ist ein Spaltenbuchstabe A-S und eine Reihennummer 1-16, etwa H8 (R1)
BadColumn = `{ $text }` ist kein Feld: die Spalten gehen von A bis S (R1)
BadRow = `{ $text }` ist kein Feld: die Reihen gehen von 1 bis 16 (R1)
