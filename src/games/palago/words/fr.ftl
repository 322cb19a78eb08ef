### What the bot says in a game of Palago : français.

NoGameHere = Aucune partie dans ce salon. Ouvres-en une avec /nouvelle jeu:palago, ou ouvre un fil pour une autre.

NotStarted = La partie n'a pas encore commencé : lance-la avec /commencer dès que deux joueurs sont assis (P5).

NotYourTurn = C'est à { $player } de jouer, pas à toi (P5).

NotForPalago = Cette commande ne s'applique pas à une partie de Palago : /aide liste les commandes.

FirstTileIsTheTurn = Ta première tuile { $tile } termine la partie à elle seule, c'est donc tout ton tour (P9) : /terminer le publie, ou /annuler pour en poser une autre.

TwoTilesAlready = Ton tour a déjà ses deux tuiles (P6) : /terminer le publie, ou /annuler reprend la seconde.

DraftEmptyEnd = Ton brouillon est vide : pose une tuile avec /poser case:q,r orientation:k (P6).

SecondTileNeeded = Ton tour demande une seconde tuile à côté de { $cell } (P9) : pose-la avec /poser, puis /terminer.

PlayOverOneTile = Tu as déjà préparé { $tile }, et /jouer le jetterait : finis ce tour avec /poser (sa deuxième tuile) et /terminer, ou reprends la tuile avec /annuler, puis /jouer.

PlayOverReadyDraft = Ton tour préparé { $turn } est prêt, et /jouer le jetterait : publie-le avec /terminer, ou reprends ses tuiles avec /annuler, puis /jouer.

DraftEmpty = Ton brouillon est vide : pose une tuile avec /poser case:q,r orientation:k.

FirstTileEnds = Ton brouillon : { $tile }. Cette tuile termine la partie à elle seule, c'est donc tout ton tour (P9) : { $end }. /terminer le publie ; /annuler la reprend.

LaySecondTile = Ton brouillon : { $tile }. Pose maintenant la seconde tuile à côté de { $cell } (P7) : /poser à nouveau ; /annuler reprend celle-ci.

TurnReady = Ton tour : { $turn }, prêt.{ $ends } /terminer le publie (ou le bouton End turn) ; /annuler reprend la dernière tuile.

TurnEndsGame = {" "}Il termine la partie : { $end }.

SeatsTaken = Palago se joue à deux, et les deux places sont prises (P5).

TooFew = Palago demande deux joueurs (P5) : attends que quelqu'un la rejoigne avec /rejoindre.

OptionsTiebreak = avec le départage de P12

OptionsNoTiebreak = sans départage : toutes les tuiles posées sans créature font une nulle, P12

StatusLobby = Une partie de Palago est ouverte ({ $options }{ $pace }). Assis : { $seated }. Il faut deux joueurs : /rejoindre, puis le créateur lance /commencer.

StatusTurn = Palago{ $tiebreak }, tour { $turn } : à { $player } de jouer{ $pace }.

WithTiebreak = {" "}avec le départage (P12)

TilesLaid = { $laid }, { $left }. Blanc : **{ $white }**. Bleu : **{ $blue }**.

StatusEmptyDraft = Ton brouillon est vide : /poser case:q,r orientation:k.

StatusDraft = Ton brouillon : { $tiles }.

RulesArePalanquees = `règles:` est une option de Palanquée ; Palago n'a qu'une règle (son option est départage:true, P12)

NeedsCell = `/{ $command }` demande `case:`, une case comme 0,1 (P13)

NeedsOrientation = `/{ $command }` demande `orientation:`, 0 (droite), 1 (penchée à gauche) ou 2 (penchée à droite) (P4)

BadOrientation = `orientation:{ $text }` : dis 0 (droite), 1 (penchée à gauche) ou 2 (penchée à droite) (P4)

RoundNotPlayed = La manche { $round } n'a pas été jouée : c'est la manche { $current } (une manche est le tour de Blanc et celui de Bleu).

ExportRecord = L'enregistrement de la partie ({ $turns }) : rejoue-le avec `palanquee play --game palago`, un tour par argument.

EmptyTable = Aucune tuile n'a encore été posée : la table est vide.

Resigned = { $player } a abandonné.

TimedOut = { $player } a dépassé son temps.

LastFinished = La dernière partie ici, de Palago, est finie : { $result } /nouvelle en ouvre une autre.

CreatureEnd = { $mover } a fermé une créature { $colour } : { $winner } gagne (P11).

DoubleCreatureEnd = { $mover } a fermé d'un coup des créatures des deux couleurs et perd : { $winner } gagne (P11).

TilesOutDraw = Les 48 tuiles sont posées sans qu'aucune créature soit fermée : partie nulle (P12).

TiebreakEnd = Les 48 tuiles sont posées sans qu'aucune créature soit fermée ; départage : la plus grande région de Blanc a { $white }, celle de Bleu { $blue } : { $result } (P12).

WinsBy = { $winner } gagne

DrawWords = partie nulle

WinsByResignation = { $winner } gagne par abandon.

WinsOnTime = { $winner } gagne au temps (la règle d'échéance du bot : /règles sujet:palago-end).

ColourWhite = blanche

ColourBlue = bleue

PlayerWhite = Blanc

PlayerBlue = Bleu

NoTileToReplay = Aucune tuile n'a encore été posée : il n'y a rien à rejouer.

ActionsArePalanquees = Ce salon joue à Palago, qui n'a pas de `{ $command }` : c'est une commande de Palanquée. À Palago, pose une tuile avec /poser case:q,r orientation:k (deux par tour, puis /terminer), ou joue un tour entier avec /jouer actions:"0,1:1 1,1:2" (P13). /aide liste les commandes.

Seats = deux joueurs : la place 1 est Blanc et joue en premier

WhiteSeat = Blanc

BlueSeat = Bleu

Begins = La partie de Palago commence ! Blanc : **{ $white }**, Bleu : **{ $blue }**. { $mention }, tu poses la première tuile en 0,0 et une seconde à côté (P6) : /poser case:0,0 orientation:0, puis /poser encore et /terminer.

Reminder = Rappel : { $mention }, ton tour de Palago touche à sa fin. Si l'échéance passe, tu perds la partie (la règle d'échéance du bot : /règles sujet:palago-end).

TableAfterTurn = La table après le tour { $turn }.

TableAtRoundEnd = La table à la fin de la manche { $round }.

PlayerLaid = { $name } a posé { $turn }.

YourTurn = { $name }, à toi : il reste { $left } tuiles.


TileLaidCount = { $count ->
    [one] { $count } tuile posée
   *[other] { $count } tuiles posées
}

TileLeftCount = { $count ->
    [one] { $count } restante
   *[other] { $count } restantes
}

StraightCount = { $count ->
    [one] { $count } droite
   *[other] { $count } droites
}


AcceptsCell = une case, comme case:0,1

AcceptsOrientation = 0, 1 ou 2, comme orientation:1 (P4)
