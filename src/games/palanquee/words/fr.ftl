### What the bot says in a game of Palanquée : français.

NotStarted = La partie n'a pas encore commencé : lance-la avec /commencer dès que 2 à 5 joueurs l'ont rejointe.

NotYourTurn = C'est à { $player } de jouer, pas à toi. Tu peux toujours réclamer avec /réclamer quand un adversaire a laissé des actions inutilisées.

NotForPalanquee = Cette commande ne s'applique pas à une partie de Palanquée : /aide liste les commandes.

DraftHeader = Ton brouillon, manche { $round } (toi seul le vois) :

DraftTrimmed = (Une réclamation a changé le plateau depuis : ton brouillon a été ramené à ce qui tient encore.)

DraftIsEmpty = (vide)

DraftLeft = Reste : { $actions }. /terminer publie le tour, /annuler revient en arrière.

PictureHasAll = l'image les montre tous

NoAction = aucune action

NoActionLeft = plus aucune action

SowingCompulsory = un semis, obligatoire (R11)

SowingOptional = un semis, facultatif tant qu'un parasite vit (R11)

PlantGroup = plante { $cell }

ParasiteGroup = parasite { $cell }

OwedActions = { $name } : { $owed }

BonusActions = { $name } : { $bonus } bonus

OwedAndBonus = { $name } : { $owed } + { $bonus } bonus

BonusesOptional = {" "}; les bonus sont facultatifs (R36)

ActionsLeft = { $count } ({ $groups }{ $note })

UnusedWarningOne = Il te reste { $actions }. Finir maintenant la laisse inutilisée, et chaque action inutilisée permet à un adversaire de réclamer une graine de cette plante, ou un parasite qui n'a pas agi (R20, R21, R30). Finis quand même avec /terminer confirmer:true.

UnusedWarningMany = Il te reste { $actions }. Finir maintenant les laisse inutilisées, et chacune permet à un adversaire de réclamer une graine de cette plante, ou un parasite qui n'a pas agi (R20, R21, R30). Finis quand même avec /terminer confirmer:true.

SeatsTaken = Les 5 places sont prises (R7).

TooFew = Une partie demande 2 à 5 joueurs (R7) : attends que quelqu'un la rejoigne avec /rejoindre.

OptionsBasic = règles de base

OptionsAdvanced = règles avancées avec parasites, lancers et feuilles, R30-R36

StatusLobby = Une partie de { $game } est ouverte ({ $options }{ $pace }). Assis : { $seated }. /rejoindre, puis le créateur lance /commencer.

StatusRound = Manche { $round }{ $rules }, à **{ $player }** de jouer{ $pace }.

AdvancedNote = {" "}(règles avancées)

SeatLine = { $letter } { $name }{ $state } : { $seeds } et { $sprouts } sur le plateau ; { $reserve_seeds } et { $reserve_sprouts } en réserve ; { $lost }{ $parasites }

Out = {" "}(éliminé)

Parasites = {" "}; { $parasites } (R30)

YourDraftHas = Ton brouillon a { $count } ; reste : { $left }.

PlayerHas = À { $player } : { $actions }.

ClaimsOpen = Réclamations ouvertes contre { $player } : encore { $left } (/réclamer case).

RefusedOneOfMany = L'action { $n } (`{ $what }`) est refusée : aucune n'a été ajoutée. { $why }

BadRulesOption = `règles:{ $text }` : les règles sont basic (de base) ou advanced (avancées)

TiebreakIsPalagos = `départage:` est une option de Palago (P12) : ajoute jeu:palago

EndOnlyLast = `end` ne peut venir qu'en dernier dans `/jouer`

ClaimWithCommand = les réclamations se font avec `/réclamer case`

ResignWithCommand = pour abandonner, utilise `/abandonner`

TimeoutNotPlayers = `timeout` appartient à l'échéance, pas aux joueurs

NeedsCell = `/{ $command }` demande `{ $key }:`, une case comme H8

NoBoardYet = La partie n'a pas commencé : il n'y a pas encore de plateau.

ClosedBeforePlay = La dernière partie ici a été fermée avant tout coup : il n'y a pas de plateau. /nouvelle en ouvre une autre.

RoundNotPlayed = La manche { $round } n'a pas été jouée : c'est la manche { $current }.

NoSeats = Cette partie n'a aucune place.

HistoryTurn = manche { $round }, { $who } : { $actions }

HistoryTimedOut = manche { $round }, { $who } : { $actions } (temps écoulé)

HistoryWinningTurn = manche { $round }, { $who } : { $actions } (gagne)

HistoryNoAction = aucune action

HistoryOlder = … (tours plus anciens : /exporter)

ExportRecord = L'enregistrement de la partie ({ $events }) ; rejoue-le avec le moteur ou lis-le comme un texte.

LastGameFinished = La dernière partie ici est finie : { $result }. /nouvelle en ouvre une autre.

WinnerIs = { $player } gagne (R22)

DrawnGame = partie nulle (R23)

NothingToReplay = Aucun tour n'a encore été publié : il n'y a rien à rejouer.

TilesArePalagos = Ce salon joue à Palanquée, qui n'a pas de `{ $command }` : c'est une commande de Palago. À Palanquée, ajoute des actions à ton tour avec /semer, /pousser, /déplacer, /récolter ou /tailler (ou /réclamer), puis /terminer ; ou joue un tour entier avec /jouer actions:"grow H8; end". /aide liste les commandes.

AdvancedRulesHint = {" "}Les règles avancées en bref : /règles sujet:advanced.

Seats = 2 à 5 joueurs

Begins = La partie commence ! Ordre des places : { $order }. Manche 1 : chacun sème une première graine, à 3 cases au moins de toute pièce ennemie (R11, R19). **{ $name }**, tu sèmes en premier : /semer case:H8.

HistoryHasAll = /historique et l'image les montrent tous

StoryMore = • … et { $n } de plus ; { $elsewhere }.

GonePiece = { $cell } ({ $kind } de { $owner })

SeedWord = graine

SproutWord = pousse

PiecesOf = { $pieces } de { $name }{ $seeds }{ $note }

PiecesEach = { $pieces }{ $note } : { $each }

CountOf = { $count } de { $name }{ $seeds }

CapturedVerb = capturé

TookVerb = pris

RemovedVerb = retiré

GameOverResult = **Partie terminée : { $result }.**

UnratedEnd = Il ne reste plus personne dans cette partie : elle s'arrête ici, sans classement

YourTurnRound = **{ $name }**, à toi (manche { $round }) : { $actions }.

TimeRanOut = le temps est écoulé

ParasiteOn = un parasite sur la plante de { $hosts } (R30, R32)

AParasite = un parasite (R30, R32)

AndWord = {" "}et{" "}

OrWord = {" "}ou{" "}

ColumnSaturated = colonne { $column } saturée : { $pieces } (R16)

PlantsFused = { $n } plantes fusionnées

PlantSplit = une plante s'est divisée en { $n }

UnusedActions = { $actions } (R20)

PlayerOut = { $name } est éliminé (R22)

ClaimableParasite = le parasite en { $cell }, pris en entier (R30)

ClaimableSeed = la graine { $cells }

ClaimableSeeds = les graines { $cells }

UnusedActionsOpenClaims = { $who } a laissé { $unused } : les adversaires peuvent faire { $claims } (/réclamer case) sur { $targets } jusqu'au prochain tour de { $who } (R21).

Reminder = Rappel : **{ $name }**, ton tour touche à sa fin. Les actions non jouées resteront inutilisées et ouvertes aux réclamations (R21).

TimeIsUpPublished = Le temps est écoulé pour **{ $name }** : son tour est publié tel quel.

MissedResigned = {" "}Cela fait { $missed } échéances manquées d'affilée : abandon d'office (R22).

PlayedHeadline = **{ $name }** a joué :

ClaimsHeadline = **{ $name }** réclame { $target }.

ClaimParasiteTarget = le parasite de { $owner } en { $cell }, pris en entier (R21, R30)

ClaimSeedTarget = la graine en { $cell } (R21)

ResignsHeadline = **{ $name }** abandonne (R22).

BoardNow = Le plateau, manche { $round }.

BoardAtRoundEnd = Le plateau à la fin de la manche { $round }.


ActionCount = { $count ->
    [one] { $count } action
   *[other] { $count } actions
}

SeedCount = { $count ->
    [one] { $count } graine
   *[other] { $count } graines
}

SproutCount = { $count ->
    [one] { $count } pousse
   *[other] { $count } pousses
}

SeedLostCount = { $count ->
    [one] { $count } graine perdue
   *[other] { $count } graines perdues
}

ParasiteCount = { $count ->
    [one] { $count } parasite
   *[other] { $count } parasites
}

PieceCount = { $count ->
    [one] { $count } pièce
   *[other] { $count } pièces
}

PieceRemovedCount = { $count ->
    [one] { $count } pièce retirée
   *[other] { $count } pièces retirées
}

UnusedActionCount = { $count ->
    [one] { $count } action inutilisée
   *[other] { $count } actions inutilisées
}

ActionUnusedCount = { $count ->
    [one] { $count } action inutilisée
   *[other] { $count } actions inutilisées
}

ClaimCount = { $count ->
    [one] { $count } réclamation
   *[other] { $count } réclamations
}


AcceptsCell = une case, comme case:H8

AcceptsRules = basic ou advanced, comme règles:advanced

ConditionalReplyUnused = une réponse en attente est un tour entier : elle doit utiliser toutes les actions dues, pour n'ouvrir aucune réclamation (R20, R21).
