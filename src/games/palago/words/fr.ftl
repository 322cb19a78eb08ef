### What the bot says in a game of Palago : français.

NoGameHere = Aucune partie dans ce salon. Ouvres-en une avec /new game:palago, ou ouvre un fil pour une autre.

NotStarted = La partie n'a pas encore commencé : lance-la avec /start dès que deux joueurs sont assis (P5).

NotYourTurn = C'est à { $player } de jouer, pas à toi (P5).

NotForPalago = Cette commande ne s'applique pas à une partie de Palago : /help liste les commandes.

FirstTileIsTheTurn = Ta première tuile { $tile } termine la partie à elle seule, c'est donc tout ton tour (P9) : /end le publie, ou /undo pour en poser une autre.

TwoTilesAlready = Ton tour a déjà ses deux tuiles (P6) : /end le publie, ou /undo reprend la seconde.

DraftEmptyEnd = Ton brouillon est vide : pose une tuile avec /place cell:q,r orientation:k (P6).

SecondTileNeeded = Ton tour demande une seconde tuile à côté de { $cell } (P9) : pose-la avec /place, puis /end.

PlayOverOneTile = Tu as déjà préparé { $tile }, et /play le jetterait : finis ce tour avec /place (sa deuxième tuile) et /end, ou reprends la tuile avec /undo, puis /play.

PlayOverReadyDraft = Ton tour préparé { $turn } est prêt, et /play le jetterait : publie-le avec /end, ou reprends ses tuiles avec /undo, puis /play.

DraftEmpty = Ton brouillon est vide : pose une tuile avec /place cell:q,r orientation:k.

FirstTileEnds = Ton brouillon : { $tile }. Cette tuile termine la partie à elle seule, c'est donc tout ton tour (P9) : { $end }. /end le publie ; /undo la reprend.

LaySecondTile = Ton brouillon : { $tile }. Pose maintenant la seconde tuile à côté de { $cell } (P7) : /place à nouveau ; /undo reprend celle-ci.

TurnReady = Ton tour : { $turn }, prêt.{ $ends } /end le publie (ou le bouton End turn) ; /undo reprend la dernière tuile.

TurnEndsGame = {" "}Il termine la partie : { $end }.

SeatsTaken = Palago se joue à deux, et les deux places sont prises (P5).

TooFew = Palago demande deux joueurs (P5) : attends que quelqu'un la rejoigne avec /join.

OptionsTiebreak = avec le départage de P12

OptionsNoTiebreak = sans départage : toutes les tuiles posées sans créature font une nulle, P12

StatusLobby = Une partie de Palago est ouverte ({ $options }{ $pace }). Assis : { $seated }. Il faut deux joueurs : /join, puis le créateur lance /start.

StatusTurn = Palago{ $tiebreak }, tour { $turn } : à { $player } de jouer{ $pace }.

WithTiebreak = {" "}avec le départage (P12)

TilesLaid = { $laid }, { $left }. Blanc : **{ $white }**. Bleu : **{ $blue }**.

StatusEmptyDraft = Ton brouillon est vide : /place cell:q,r orientation:k.

StatusDraft = Ton brouillon : { $tiles }.

RulesArePalanquees = `rules:` est une option de Palanquée ; Palago n'a qu'une règle (son option est tiebreak:true, P12)

NeedsCell = `/{ $command }` demande `cell:`, une case comme 0,1 (P13)

NeedsOrientation = `/{ $command }` demande `orientation:`, 0 (droite), 1 (penchée à gauche) ou 2 (penchée à droite) (P4)

BadOrientation = `orientation:{ $text }` : dis 0 (droite), 1 (penchée à gauche) ou 2 (penchée à droite) (P4)

RoundNotPlayed = La manche { $round } n'a pas été jouée : c'est la manche { $current } (une manche est le tour de Blanc et celui de Bleu).

ExportRecord = L'enregistrement de la partie ({ $turns }) : rejoue-le avec `palanquee play --game palago`, un tour par argument.

EmptyTable = Aucune tuile n'a encore été posée : la table est vide.

Resigned = { $player } a abandonné.

TimedOut = { $player } a dépassé son temps.

LastFinished = La dernière partie ici, de Palago, est finie : { $result } /new en ouvre une autre.

CreatureEnd = { $mover } a fermé une créature { $colour } : { $winner } gagne (P11).

DoubleCreatureEnd = { $mover } a fermé d'un coup des créatures des deux couleurs et perd : { $winner } gagne (P11).

TilesOutDraw = Les 48 tuiles sont posées sans qu'aucune créature soit fermée : partie nulle (P12).

TiebreakEnd = Les 48 tuiles sont posées sans qu'aucune créature soit fermée ; départage : la plus grande région de Blanc a { $white }, celle de Bleu { $blue } : { $result } (P12).

WinsBy = { $winner } gagne

DrawWords = partie nulle

WinsByResignation = { $winner } gagne par abandon.

WinsOnTime = { $winner } gagne au temps (la règle d'échéance du bot : /rules topic:palago-end).

ColourWhite = blanche

ColourBlue = bleue

PlayerWhite = Blanc

PlayerBlue = Bleu

NoTileToReplay = Aucune tuile n'a encore été posée : il n'y a rien à rejouer.

ActionsArePalanquees = Ce salon joue à Palago, qui n'a pas de `{ $command }` : c'est une commande de Palanquée. À Palago, pose une tuile avec /place cell:q,r orientation:k (deux par tour, puis /end), ou joue un tour entier avec /play actions:"0,1:1 1,1:2" (P13). /help liste les commandes.

Seats = deux joueurs : la place 1 est Blanc et joue en premier

WhiteSeat = Blanc

BlueSeat = Bleu

Begins = La partie de Palago commence ! Blanc : **{ $white }**, Bleu : **{ $blue }**. { $mention }, tu poses la première tuile en 0,0 et une seconde à côté (P6) : /place cell:0,0 orientation:0, puis /place encore et /end.

Reminder = Rappel : { $mention }, ton tour de Palago touche à sa fin. Si l'échéance passe, tu perds la partie (la règle d'échéance du bot : /rules topic:palago-end).

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


AcceptsCell = une case, comme cell:0,1

AcceptsOrientation = 0, 1 ou 2, comme orientation:1 (P4)
