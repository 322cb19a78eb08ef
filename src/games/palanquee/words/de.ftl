### What the bot says in a game of Palanquée: Deutsch.

NotStarted = Die Partie hat noch nicht begonnen: starte sie mit /starten, sobald 2-5 Spieler beigetreten sind.

NotYourTurn = { $player } ist am Zug, nicht du. Du kannst trotzdem /beanspruchen nutzen, wenn ein Gegner Aktionen ungenutzt gelassen hat.

NotForPalanquee = Dieser Befehl gilt nicht für eine Partie Palanquée: /hilfe listet die Befehle auf.

DraftHeader = Dein Entwurf, Runde { $round } (nur du siehst ihn):

DraftTrimmed = (Ein Anspruch hat das Brett seitdem verändert: dein Entwurf wurde auf das gekürzt, was noch gilt.)

DraftIsEmpty = (leer)

DraftLeft = Übrig: { $actions }. /beenden veröffentlicht den Zug, /rückgängig geht zurück.

PictureHasAll = das Bild zeigt sie alle

NoAction = keine Aktion

NoActionLeft = keine Aktion mehr

SowingCompulsory = eine Aussaat, Pflicht (R11)

SowingOptional = eine Aussaat, freiwillig, solange ein Parasit lebt (R11)

PlantGroup = Pflanze { $cell }

ParasiteGroup = Parasit { $cell }

OwedActions = { $name }: { $owed }

BonusActions = { $name }: { $bonus } Bonus

OwedAndBonus = { $name }: { $owed } + { $bonus } Bonus

BonusesOptional = ; Boni sind freiwillig (R36)

ActionsLeft = { $count } ({ $groups }{ $note })

UnusedWarningOne = Du hast noch { $actions }. Beendest du jetzt, bleibt sie ungenutzt, und jede ungenutzte Aktion erlaubt einem Gegner, einen Samen dieser Pflanze oder einen Parasiten, der nicht gehandelt hat, zu beanspruchen (R20, R21, R30). Trotzdem beenden mit /beenden bestätigen:true.

UnusedWarningMany = Du hast noch { $actions }. Beendest du jetzt, bleiben sie ungenutzt, und jede erlaubt einem Gegner, einen Samen dieser Pflanze oder einen Parasiten, der nicht gehandelt hat, zu beanspruchen (R20, R21, R30). Trotzdem beenden mit /beenden bestätigen:true.

SeatsTaken = Alle 5 Plätze sind belegt (R7).

TooFew = Eine Partie braucht 2 bis 5 Spieler (R7): warte, bis jemand mit /beitreten beitritt.

OptionsBasic = Grundregeln

OptionsAdvanced = erweiterte Regeln mit Parasiten, Starts und Blättern, R30-R36

StatusLobby = Eine Partie { $game } ist offen ({ $options }{ $pace }). Dabei: { $seated }. /beitreten, dann startet der Ersteller mit /starten.

StatusRound = Runde { $round }{ $rules }, **{ $player }** ist am Zug{ $pace }.

AdvancedNote = {" "}(erweiterte Regeln)

SeatLine = { $letter } { $name }{ $state }: { $seeds } und { $sprouts } auf dem Brett; { $reserve_seeds } und { $reserve_sprouts } im Vorrat; { $lost }{ $parasites }

Out = {" "}(raus)

Parasites = ; { $parasites } (R30)

YourDraftHas = Dein Entwurf hat { $count }; übrig: { $left }.

PlayerHas = { $player } hat { $actions }.

ClaimsOpen = Offene Ansprüche gegen { $player }: noch { $left } (/beanspruchen feld).

RefusedOneOfMany = Aktion { $n } (`{ $what }`) wurde abgelehnt, daher wurde keine hinzugefügt. { $why }

BadRulesOption = `regeln:{ $text }`: die Regeln sind basic (Grundregeln) oder advanced (erweitert)

TiebreakIsPalagos = `gleichstand:` ist eine Option von Palago (P12): füge spiel:palago hinzu

EndOnlyLast = `end` darf in `/spielen` nur als Letztes kommen

ClaimWithCommand = Ansprüche erhebst du mit `/beanspruchen feld`

ResignWithCommand = zum Aufgeben nutze `/aufgeben`

TimeoutNotPlayers = `timeout` gehört zur Frist, nicht zu einem Spieler

NeedsCell = `/{ $command }` braucht `{ $key }:`, ein Feld wie H8

NoBoardYet = Die Partie hat nicht begonnen: es gibt noch kein Brett.

ClosedBeforePlay = Die letzte Partie hier wurde geschlossen, bevor etwas gespielt wurde: es gibt kein Brett. /neu eröffnet eine neue.

RoundNotPlayed = Runde { $round } wurde noch nicht gespielt: dies ist Runde { $current }.

NoSeats = Diese Partie hat keine Plätze.

HistoryTurn = Runde { $round }, { $who }: { $actions }

HistoryTimedOut = Runde { $round }, { $who }: { $actions } (Zeit abgelaufen)

HistoryWinningTurn = Runde { $round }, { $who }: { $actions } (gewinnt)

HistoryNoAction = keine Aktion

HistoryOlder = … (ältere Züge: /exportieren)

ExportRecord = Das Protokoll der Partie ({ $events }); spiel es mit der Engine nach oder lies es als Text.

LastGameFinished = Die letzte Partie hier ist beendet: { $result }. /neu eröffnet eine neue.

WinnerIs = { $player } gewinnt (R22)

DrawnGame = unentschieden (R23)

NothingToReplay = Es wurde noch kein Zug veröffentlicht: nichts nachzuspielen.

TilesArePalagos = Dieser Kanal spielt Palanquée, das kein `{ $command }` hat: das ist ein Befehl von Palago. In Palanquée fügst du deinem Zug Aktionen mit /säen, /wachsen, /ziehen, /ernten oder /schneiden (oder /beanspruchen) hinzu, dann /beenden; oder spiel einen ganzen Zug mit /spielen aktionen:"grow H8; end". /hilfe listet die Befehle auf.

AdvancedRulesHint = {" "}Die erweiterten Regeln in Kürze: /regeln thema:advanced.

Seats = 2-5 Spieler

Begins = Die Partie beginnt! Sitzreihenfolge: { $order }. Runde 1: Jeder sät einen ersten Samen, mindestens 3 Felder von jedem gegnerischen Stein entfernt (R11, R19). **{ $name }**, du säst zuerst: /säen feld:H8.

HistoryHasAll = /verlauf und das Bild zeigen sie alle

StoryMore = • … und { $n } weitere; { $elsewhere }.

GonePiece = { $cell } ({ $kind } von { $owner })

SeedWord = Samen

SproutWord = Spross

PiecesOf = { $pieces } von { $name }{ $seeds }{ $note }

PiecesEach = { $pieces }{ $note }: { $each }

CountOf = { $count } von { $name }{ $seeds }

CapturedVerb = schlägt

TookVerb = nimmt

RemovedVerb = entfernt

GameOverResult = **Partie beendet: { $result }.**

UnratedEnd = Kein Mensch ist mehr in dieser Partie: sie endet hier, ohne Wertung

YourTurnRound = **{ $name }**, du bist am Zug (Runde { $round }): { $actions }.

TimeRanOut = Zeit abgelaufen

ParasiteOn = ein Parasit auf der Pflanze von { $hosts } (R30, R32)

AParasite = ein Parasit (R30, R32)

AndWord = {" "}und{" "}

OrWord = {" "}oder{" "}

ColumnSaturated = Spalte { $column } gesättigt: { $pieces } (R16)

PlantsFused = { $n } Pflanzen verschmolzen

PlantSplit = eine Pflanze in { $n } geteilt

UnusedActions = { $actions } (R20)

PlayerOut = { $name } scheidet aus (R22)

ClaimableParasite = den Parasiten auf { $cell }, als Ganzes (R30)

ClaimableSeed = den Samen { $cells }

ClaimableSeeds = die Samen { $cells }

UnusedActionsOpenClaims = { $who } ließ { $unused }: Bis zum nächsten Zug von { $who } haben die Gegner { $claims } (/beanspruchen feld) auf { $targets } (R21).

Reminder = Erinnerung: **{ $name }**, dein Zug läuft bald ab. Nicht gespielte Aktionen bleiben ungenutzt und offen für Ansprüche (R21).

TimeIsUpPublished = Die Zeit für **{ $name }** ist um: der Zug wird so veröffentlicht, wie er stand.

MissedResigned = {" "}Das sind { $missed } verpasste Fristen in Folge: das gilt als Aufgabe (R22).

PlayedHeadline = **{ $name }** spielte:

ClaimsHeadline = **{ $name }** beansprucht { $target }.

ClaimParasiteTarget = den Parasiten von { $owner } auf { $cell }, als Ganzes (R21, R30)

ClaimSeedTarget = den Samen auf { $cell } (R21)

ResignsHeadline = **{ $name }** gibt auf (R22).

BoardNow = Das Brett, Runde { $round }.

BoardAtRoundEnd = Das Brett am Ende von Runde { $round }.


## Things counted: a number and its noun, by the language's plural rule.

ActionCount = { $count ->
    [one] { $count } Aktion
   *[other] { $count } Aktionen
}

SeedCount = { $count ->
    [one] { $count } Samen
   *[other] { $count } Samen
}

SproutCount = { $count ->
    [one] { $count } Spross
   *[other] { $count } Sprosse
}

SeedLostCount = { $count ->
    [one] { $count } Samen verloren
   *[other] { $count } Samen verloren
}

ParasiteCount = { $count ->
    [one] { $count } Parasit
   *[other] { $count } Parasiten
}

PieceCount = { $count ->
    [one] { $count } Stein
   *[other] { $count } Steine
}

PieceRemovedCount = { $count ->
    [one] { $count } Stein entfernt
   *[other] { $count } Steine entfernt
}

UnusedActionCount = { $count ->
    [one] { $count } Aktion ungenutzt
   *[other] { $count } Aktionen ungenutzt
}

ActionUnusedCount = { $count ->
    [one] { $count } Aktion ungenutzt
   *[other] { $count } Aktionen ungenutzt
}

ClaimCount = { $count ->
    [one] { $count } Anspruch
   *[other] { $count } Ansprüche
}


## What an option of this game takes, when it is given no value.

AcceptsCell = ein Feld, wie feld:H8

AcceptsRules = basic oder advanced, wie regeln:advanced

ConditionalReplyUnused = Eine vorgemerkte Antwort ist ein ganzer Zug: Sie muss jede geschuldete Aktion nutzen, damit sie keine Ansprüche eröffnet (R20, R21).
