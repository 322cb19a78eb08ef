### What the bot says in every game : français.

NameUnprintable = Ton nom n'a aucun caractère affichable : choisis un nom (un pseudo sur Discord) et réessaie.

ComputerNameReserved = Les noms qui commencent par `computer:` sont réservés aux joueurs ordinateurs : choisis un autre nom (un pseudo sur Discord) et réessaie.

ChannelHasGame = Ce salon a déjà une partie. Termine-la ou /arrêter, ou ouvre un fil pour une partie en parallèle.

ChannelHasEvent = Ce salon mène un tournoi encore ouvert, dont les parties se jouent sous lui : lance une autre partie dans un autre salon ou un fil.

AlreadySeated = Tu as déjà une place.

NoSeat = Tu n'as pas de place dans cette partie.

OnlyCreatorFreesComputer = Seul le créateur de la partie (ou un modérateur) libère la place d'un ordinateur.

SeatIsPersons = La place { $seat } est celle d'une personne, **{ $name }** : il n'y a que { $name } qui peut la quitter, avec /quitter. `place:N` libère la place d'un ordinateur (le créateur de la partie ou un modérateur).

NoSuchSeat = Il n'y a pas de place { $seat }.

OnlyCreatorSeatsComputer = Seul le créateur de la partie (ou un modérateur) installe un ordinateur.

OnlyCreatorStarts = Seul le créateur de la partie (ou un modérateur) peut la lancer.

NoGameHere = Aucune partie dans ce salon. Ouvres-en une avec /nouvelle, ou ouvre un fil pour une autre.

NoGameToAbort = Aucune partie à arrêter dans ce salon.

OnlyCreatorAborts = Seul le créateur de la partie ou quelqu'un qui gère ce salon peut l'arrêter.

NothingPlayedHere = Aucune partie n'a encore été jouée dans ce salon : /nouvelle en ouvre une.

PreviewOutOfDate = Cet aperçu n'est plus à jour (la partie a avancé depuis) : rien n'a été fait. /état montre où elle en est.

NothingToUndo = Ton brouillon est vide : rien à annuler.

GameOver = Cette partie est terminée.

NotifyIsForDiscord = Les avis de tour par message privé sont pour Discord : le mode local montre déjà chaque tour à mesure qu'il est joué.

NotifyOn = Avis de tour par message privé activés : quand ce sera ton tour dans une partie, je t'enverrai le plateau, ce qu'a fait le dernier tour et un lien vers le salon de la partie. Garde tes messages privés ouverts aux membres de ce serveur (Paramètres de confidentialité), sinon ils ne t'atteindront pas. /notifier mp:off les arrête.

NotifyOff = Avis de tour par message privé désactivés : la mention dans le salon de la partie reste.

VacationDaysOrEnd = Donne jours:N pour partir, ou fin:true pour revenir, pas les deux.

NotOnVacation = Tu n'es pas en vacances.

Days = { $n ->
    [one] { $n } jour
   *[other] { $n } jours
}

VacationDays = { $n ->
    [one] { $n } jour de vacances
   *[other] { $n } jours de vacances
}

WelcomeBack = Bon retour : tes échéances courent à nouveau. On te rend { $given } ; il t'en reste { $left } cette année.

AlreadyAway = Tu es déjà en vacances jusqu'au <t:{ $until }:f> : /vacances fin:true d'abord, puis pars à nouveau.

TooManyDays = Il te reste { $left } cette année (sur { $allowance }) : jours:{ $n }, c'est trop.

GoneAway = Tu es en vacances jusqu'au <t:{ $until }:f> ({ $taken } ; il t'en reste { $left } cette année). Tes échéances dans toutes les parties d'ici attendent ton retour ; /vacances fin:true y met fin plus tôt.

AwayUntil = Tu es en vacances jusqu'au <t:{ $until }:f> ; il te reste { $left } cette année. /vacances fin:true y met fin plus tôt.

DaysLeft = Il te reste { $left } cette année (sur { $allowance }). /vacances jours:N pour partir : tes échéances dans toutes les parties d'ici attendent.

NoGamesHere = Tu n'es dans aucune partie de ce serveur. /nouvelle en ouvre une dans un salon ; /rejoindre prend une place dans l'une d'elles.

ListedLobby = { $game } dans { $place } : en attente, { $seated } assis

YourTurn = **à toi de jouer**

ToMove = à { $player } de jouer

EndsAt = , se termine <t:{ $at }:R>

ListedGame = { $game } dans { $place } : manche { $round }, { $whose }{ $due }

YourGames = Tes parties ici ({ $count }) :

AndMore = {""}
    … et { $count } de plus.

RatedOne = { $game } : { $rating } sur 1 partie classée

RatedMany = { $game } : { $rating } sur { $games } parties classées

NotRated = { $game } : pas encore classé

RatingsOf = Classements de **{ $name }** ici (Glicko-2 ; `?` marque un classement provisoire) :
    { $lines }

OnlyModeratorsSet = Seuls ceux qui gèrent ce serveur (Gérer le serveur) changent ses réglages ; /réglages seul les montre.

AllowanceSet = Chaque joueur a désormais { $days } par année civile sur ce serveur (les jours déjà pris cette année comptent toujours).

AllowanceIs = Jours de vacances qu'un joueur peut prendre par année civile sur ce serveur : { $days }. Change-les avec /réglages jours-de-vacances:N.

StartedNoJoin = La partie a déjà commencé ; les places se prennent avant le début.

StartedResign = La partie a commencé : /abandonner pour la quitter.

StartedNoComputer = La partie a déjà commencé ; les ordinateurs s'assoient avant le début.

AlreadyStarted = La partie a déjà commencé.

Pace = , { $hours } h par tour

Refused = `{ $what }` est refusé. { $why }

UnknownLevel = `niveau:{ $text }` : les niveaux sont beginner (débutant), easy (facile), medium (moyen) et hard (fort)

DmOnOrOff = `mp:{ $text }` : dis on, off, digest ou both

NotifyNeedsDm = `/notifier` demande `mp:on`, `mp:off`, `mp:digest` ou `mp:both`

PlayNeedsActions = `/jouer` demande `actions:"…"` : ton tour entier dans la notation du jeu du salon (/règles la montre)

UnknownCommand = commande inconnue `/{ $name }` : /aide en donne la liste

UnknownGameOption = `jeu:{ $text }` : les jeux sont { $games }

BadGameName = `jeu:{ $text }` n'est pas un nom de jeu : des lettres et des chiffres, 32 au plus

SeatsTaken = Toutes les places de cette partie sont prises.

TooFewPlayers = Pas assez de joueurs pour commencer : attendez qu'un joueur fasse /rejoindre.

GameNotStartedYet = La partie n'a pas encore commencé : lancez-la avec /commencer quand assez de joueurs sont là.

NotYourTurnNow = C'est le tour de { $player }, pas le vôtre.

TurnIsWhole = Votre tour est déjà complet : /terminer le publie, /annuler reprend un coup.

TurnNotComplete = Votre tour n'est pas encore complet : jouez ses autres coups avec /jouer, puis /terminer.

DraftEmptyPlay = Votre brouillon est vide : jouez avec /jouer actions:"…" (/règles montre la notation).

NotThisGamesPlay = Ce salon joue à { $game }, qui n'a pas de `{ $command }`. Jouez un tour avec /jouer actions:"…" dans sa notation (/règles la montre), puis /terminer.

TurnWhole = Votre tour : { $moves }. /terminer le publie, /annuler reprend le dernier coup.

TurnGoesOn = Brouillon : { $moves }. Votre tour continue : jouez le coup suivant avec /jouer.

OptionTwice = `{ $key }` est donnée deux fois

OptionWithoutValue = `{ $key }:` n'a pas de valeur : donne { $accepted }

TrueOrFalse = `{ $key }:{ $text }` : dis true ou false

WholeNumber = `{ $key }:{ $text }` : un nombre entier de { $min } à { $max }

NoSuchOption = `/{ $command }` n'a pas d'option `{ $key }`

ControlCharacter = la commande contient un saut de ligne ou un autre caractère de contrôle : tape-la sur une seule ligne

EmptyCommand = commande vide : essaie /aide

NotACommand = `{ $name }` n'est pas une commande : les commandes commencent par /, comme /aide

NotOptionValue = `{ $word }` devrait être `option:valeur`, comme place:2

QuoteNotClosed = un guillemet double n'est pas fermé

AcceptsTrueOrFalse = true ou false, comme { $key }:true

AcceptsGame = la clé d'un jeu (/aide liste les jeux)

AcceptsLevel = beginner, easy, medium ou hard, comme niveau:hard

AcceptsSeat = un numéro de place, comme place:2



AcceptsTurnHours = un nombre entier d'heures de 1 à 336, comme heures-par-tour:24

AcceptsRound = un numéro de manche, comme manche:3


AcceptsTopic = un sujet (/règles les liste)

AcceptsActions = un tour entier entre guillemets, dans la notation du jeu du salon, comme actions:"…" (/règles la montre)

AcceptsVacationDays = un nombre entier de jours de 0 à 366, comme jours-de-vacances:30

AcceptsDays = un nombre entier de jours de 1 à 366, comme jours:7

AcceptsAnything = une valeur

RecordDoesNotReplay = L'enregistrement de cette partie ne se rejoue pas ; merci de le signaler.

NoTurnYet = Aucun tour n'a encore été joué.

LastGameAborted = La dernière partie ici a été annulée ({ $why }). /nouvelle en ouvre une autre.

ReplayTooSlow = Désolé : dessiner la rediffusion a pris plus de { $minutes } minutes, j'y ai renoncé. /plateau manche:N montre l'image de n'importe quel tour.

NotThisGamesCommand = Le jeu de ce salon est { $game } : les commandes de { $other } ne s'y appliquent pas. /aide liste ses commandes.

NobodyRatedYet = Personne n'a encore fini de partie classée de { $game } sur ce serveur.

YourTurnIn = À toi de jouer dans { $link }.

DmsClosed = Je n'ai pas pu t'envoyer ton avis de tour : Discord refuse mes messages privés vers toi (tes MP sont fermés aux membres de ce serveur). Ouvre-les dans les paramètres de confidentialité de ce serveur, ou arrête les avis avec /notifier mp:off. Je ne le redirai pas avant qu'un avis passe.

ButtonEndTurn = Finir le tour

ButtonEndTurnAnyway = Finir quand même

ButtonUndo = Annuler

NoRulesTopic = Pas de sujet `{ $wanted }`.{ $topics }

GameTopics = {" "}Sujets de { $game } : { $names }.

ListAnd = {" "}et{" "}

LocalWelcome = { $games }, partie locale dans #{ $channel }. Tape `@NOM /commande`, par exemple `@alice /nouvelle` ({ $first }) ou `@alice /nouvelle jeu:{ $other }`, puis `@bob /rejoindre` ; `@alice /aide` liste les commandes.

LocalPicturesNotWritten = {" "} les images ne seront pas écrites : { $error }

LocalNotUtf8 = La ligne { $number } n'est pas de l'UTF-8 valide : ignorée, rien n'a été fait.

LocalTooLong = La ligne { $number } dépasse { $limit } octets : ignorée, rien n'a été fait.

LocalDeadlineCheckFailed = (la vérification des échéances a échoué ; voir le journal)

LocalComputerFailed = (un tour d'ordinateur a échoué ; voir le journal)

LocalLineForm = Les lignes s'écrivent `@NOM /commande option:valeur`, comme `@alice /quitter place:2`.

LocalNeedsName = Une ligne demande un nom juste après @, comme `@alice /rejoindre` : rien n'a été fait.

LocalDoubleSlash = `{ $word }` n'est pas une commande : les commandes commencent par un seul /, comme /aide

LocalTurnEnds = {" "} le tour finit { $when }

LocalIn = dans { $time }

LocalAgo = il y a { $time }

LocalButtons = {" "} boutons sur Discord : { $labels } (ici : /terminer, /terminer confirmer:true, /annuler)

LocalFile = {" "} fichier : { $path }

LocalPictureNotWritten = {" "} image non écrite : { $error }

LocalFileNotWritten = {" "} fichier non écrit : { $error }

AbortedBy = annulée par { $name }

EveryoneLeft = tout le monde est parti

NoPersonLeft = plus aucune personne ne joue dans cette partie : elle s'arrête sans classement

Help = **Partie :** /nouvelle [jeu] { $new_options } [heures-par-tour] · /rejoindre · /ajouter-ordinateur [niveau] · /quitter [place] · /commencer · /état · /plateau [manche] · /historique · /revoir · /exporter [format] · /mes-parties · /cote [joueur] · /classement [jeu] · /vacances [jours] [fin] · /notifier mp [heure] · /réglages [jours-de-vacances] [langue] · /règles [sujet] · /abandonner · /proposer-fin [réponse] · /reprendre [réponse] · /arrêter
    {"*"}*Ton tour** (un brouillon privé jusqu'à ce que tu le termines) : les commandes propres au jeu ci-dessous, ou /jouer actions:"…" dans sa notation · /annuler · /terminer [confirmer] (finir le tour) · /conditionnel [ligne] [vider] (à deux : réponses préparées en secret)
    {"*"}*Correspondance :** /note texte · /notes · /suivre · /ne-plus-suivre (un message privé par tour d'une partie où tu ne joues pas) · /notifier mp:digest heure (un résumé quotidien)
    {"*"}*Tournoi** (chaque partie dans son fil) : /tournoi nouveau jeu format [rondes] [double] [heures-par-tour] · rejoindre · quitter · ajouter-ordinateur [niveau] · commencer · classement · appariements [ronde] · exporter · arrêter
    { $games }

HelpPlayOnly = **{ $title }** (/nouvelle jeu:{ $key }, /règles sujet:{ $key }) : /jouer actions:"…" dans sa notation, puis /terminer · /annuler · /abandonner.

ReadersLanguageSet = Les salons de ce serveur lisent désormais le { $language } : annonces, messages du salon d'attente, rappels et images du plateau. Les réponses privées de chaque joueur restent dans la langue de son client.

ReadersLanguageIs = Langue de ce que lisent les salons (annonces, salon d'attente, rappels, images) : { $language }. Change-la avec /réglages langue:en|fr|de.

LanguageName = français

NotALanguage = `langue:{ $text }` : ce bot parle en (anglais), fr (français) ou de (allemand)

GameOpened = **{ $name }** a ouvert une partie de { $title } ({ $options }, { $pace }). /rejoindre pour prendre une place ({ $seats }), puis { $name } lance /commencer.{ $hint }

HoursPerTurn = { $hours } heures par tour

NoTurnDeadline = sans limite de temps par tour

SeatTaken = **{ $name }** prend la place { $seat } ({ $seat_name }). { $seated } assis.

ComputerSeated = **{ $name }** prend la place { $seat } ({ $seat_name }), installé par { $by } : il { $play } { $seated } assis.

LeftLobby = **{ $name }** est parti

FreedSeat = **{ $by }** a libéré la place { $seat } : **{ $name }** est parti

LeftStillSeated = { $who } de la partie. { $seated } assis.

LeftNewHost = { $who } de la partie. { $seated } assis. **{ $name }** mène désormais le salon d'attente : /commencer quand tout le monde est prêt, ou /arrêter.

LeftClosed = { $who } ; { $closed }

NobodySeatedClosed = plus personne n'est assis, la partie est donc fermée. /nouvelle en ouvre une autre.

OnlyComputersClosed = il ne reste que des ordinateurs ({ $names }), et les ordinateurs ne gardent pas une partie sans personne, la partie est donc fermée. /nouvelle en ouvre une autre.

GameAborted = **{ $name }** a arrêté la partie. /nouvelle en ouvre une autre.

RulesInShort = {" "}Les règles en bref : /règles sujet:{ $topic }.

ThisCommand = cette commande

SomePlayers = { $n } joueurs

PlayersBetween = { $fewest } à { $most } joueurs

GameReminder = Rappel : { $mention }, ton tour de { $title } touche à sa fin. Si l'échéance passe, tu quittes la partie comme si tu avais abandonné.

TimeIsUpFor = Le temps est écoulé pour { $name }.

PlayerResigns = { $name } abandonne.

PlayerPlayed = { $name } a joué { $moves }.

YourTurnNow = { $name }, à toi.

PlayerWins = { $name } gagne.

GameDrawn = La partie est nulle.

BoardAfterTurn = Le plateau après le tour { $turn }.

TurnNotPlayed = Le tour { $round } n'a pas été joué : cette partie en compte { $turns }.

GameBegins = La partie de { $title } commence ! { $seats }. { $mention }, tu joues en premier : /jouer actions:"…", puis /terminer.

LeaderboardLine = { $place }. **{ $name }** { $rating } ({ $games })

LeaderboardOf = Classement de { $game } (Glicko-2 ; `?` marque un classement provisoire) :
    { $lines }

TurnEnds = Fin du tour <t:{ $due }:R> (<t:{ $due }:f>).

SizeHalf = la moitié de

SizeThird = un tiers de

SizeQuarter = un quart de

SizeFraction = une fraction de

ReplaySampled = Toute la partie, { $turns } : un tour sur { $every } montré (et le dernier), à { $size } la taille de l'image, pour rester regardable et sous la limite de fichier de Discord.

ReplayShrunk = Toute la partie, { $turns }, une image par tour, à { $size } la taille de l'image pour rester sous la limite de fichier de Discord.

ReplayWhole = Toute la partie, { $turns }, une image par tour.

Apology = Désolé, quelque chose a échoué de notre côté ; rien n'a été changé. Réessaie dans un instant.

DiscordApology = Désolé, Discord n'a pas pris une partie de ma réponse. Ce qui a été fait est enregistré : /état montre où en est la partie.

Stopping = Le fichier de la base de données du bot a été supprimé ou remplacé : plus rien ne peut être enregistré. Le bot s'arrête ; demande à son administrateur de le relancer.

ReadOnlyDatabase = Rien n'a été changé : la base de données du bot est passée en lecture seule, il ne peut plus rien enregistrer. La lecture marche toujours (/état, /plateau) ; demande à l'administrateur du bot de la rendre de nouveau modifiable.

NoTournamentHere = Pas de tournoi ici : /tournoi nouveau en ouvre un (format:round-robin ou format:swiss rondes:N).

TournamentHere = Ce salon a déjà un tournoi en cours : /tournoi classement le montre, /tournoi arrêter l'arrête.

TournamentNeedsWhat = /tournoi attend ce qu'il faut faire : { $names }.

TournamentUnknownWhat = /tournoi { $name } n'est pas une commande de tournoi ; elles sont { $names }.

TournamentNeedsFormat = /tournoi nouveau attend `format:round-robin` (chacun rencontre chacun) ou `format:swiss rondes:N`.

TournamentUnknownFormat = `format:{ $text }` : un tournoi est `round-robin` (toutes rondes) ou `swiss` (suisse).

TournamentRoundsAreSwiss = `rondes:` est pour les tournois suisses : un toutes-rondes a une ronde par adversaire (`double:true` les joue deux fois).

TournamentDoubleIsRoundRobin = `double:true` est pour les toutes-rondes : un tournoi suisse n'apparie jamais deux fois les mêmes joueurs.

TournamentSwissNeedsRounds = Un tournoi suisse attend son nombre de rondes : `rondes:N` (1 à { $max }).

TournamentInBoardChannel = Un tournoi se lance depuis un salon, pas depuis un fil ni le salon d'une partie : chacune de ses parties a sa place sous le salon du tournoi. Lance /tournoi nouveau dans un salon.

TournamentNeedsTwoPlayerGame = Les parties d'un tournoi se jouent à deux, et { $title } ne se joue pas à deux.

TournamentOpened = **{ $name }** a ouvert un tournoi de { $title }, { $format } ; { $options } ; { $pace }. /tournoi rejoindre pour s'inscrire ; { $name } lance /tournoi commencer. Chaque partie se joue dans son propre fil.

TournamentRoundRobin = toutes rondes (chacun rencontre chacun)

TournamentDoubleRoundRobin = double toutes rondes (chacun rencontre chacun deux fois, couleurs inversées)

TournamentSwiss = suisse, { $rounds } (système hollandais de la FIDE)

TournamentAlreadyEntered = Tu es déjà inscrit.

TournamentEntered = **{ $name }** s'inscrit au tournoi (numéro { $number }). { $count }.

TournamentLateEntry = **{ $name }** s'inscrit en retard (numéro { $number }) : la ronde 1 compte comme non jouée, sans point. { $count }.

TournamentComputerEntered = **{ $name }** est inscrit au tournoi par { $by } (numéro { $number }). { $count }.

TournamentOnlyItsRunner = Seul le créateur du tournoi (ou qui gère le salon) peut faire cela.

TournamentSwissEntriesClosed = Les inscriptions sont closes : un tournoi suisse accepte les retardataires jusqu'à l'appariement de la ronde 2.

TournamentRoundRobinEntriesClosed = Les inscriptions sont closes : la grille d'un toutes-rondes est fixée au départ.

TournamentNotEntered = Tu n'es pas inscrit à ce tournoi.

TournamentLeft = **{ $name }** quitte le tournoi. { $count }.

TournamentAlreadyWithdrawn = Tu t'es déjà retiré de ce tournoi.

TournamentWithdrew = **{ $name }** se retire du tournoi : sa partie en cours est abandonnée, et plus aucun appariement ne viendra.

TournamentWithdrewWithBye = **{ $name }** se retire du tournoi : son exempt de cette ronde reste acquis, et plus aucun appariement ne viendra.

TournamentFull = Ce tournoi suisse est complet : l’appariement hollandais sert au plus { $most } joueurs.

TournamentEntriesChanging = Les inscriptions ont changé pendant l’appariement de la ronde 1 : relance /tournoi commencer.

TournamentWithdrewBetweenGames = **{ $name }** se retire du tournoi : plus aucun appariement ne viendra.

TournamentAbsenteeWithdrawn = **{ $name }** a perdu { $forfeits } parties par forfait (sans jouer avant l'échéance) et est retiré : plus d'appariement.

TournamentAlreadyStarted = Le tournoi a déjà commencé : /tournoi appariements montre la ronde en cours.

TournamentTooFew = Un tournoi demande au moins 2 inscrits ; { $count }. /tournoi rejoindre, ou /tournoi ajouter-ordinateur pour un ordinateur.

TournamentCannotPair = Le tournoi ne peut pas commencer : { $why }. Ajoute des inscrits ou ouvre un tournoi avec moins de rondes.

TournamentStarts = Le tournoi commence : { $count }, { $rounds }. Chaque partie se joue dans son fil ; la ronde suivante est appariée dès que la dernière partie d'une ronde se termine.

TournamentRoundPaired = **Ronde { $round } sur { $rounds } :**
    { $boards }

TournamentBoardLine = Table { $board } : **{ $white }** (commence) – **{ $black }** { $result } · { $thread }

TournamentByeLine = Exempt (1 point) : **{ $name }**

TournamentAbsentLine = Non appariés (retirés ou inscrits en retard) : { $names }

TournamentBoardOpens = **Tournoi, ronde { $round }, table { $board } :** { $white } commence contre { $black }.

TournamentBoardResult = Ronde { $round }, table { $board } : **{ $white }** { $result } **{ $black }**.

UnratedOnePlayer = Cette partie n’est pas classée : les deux places sont tenues par { $name }, un seul joueur classé, qui ne peut être classé contre lui-même.

UnratedOnePlayerResult = (Non classée : les deux places étaient { $name }.)

TournamentFinished = **Le tournoi est terminé** après { $rounds }. Classement final :

TournamentEndsEarly = **Le tournoi s'arrête** après { $rounds } : { $why }. Classement final :

TournamentStandingsAfter = Classement après la ronde { $round } sur { $rounds } :

TournamentStandingsDuring = Classement pendant la ronde { $round } sur { $rounds }, avec ses résultats connus (et son exempt) :

TournamentBoardStopped = arrêtée (le tournoi a été annulé)

TournamentRoundNotPaired = La ronde { $round } n'est pas appariée : les rondes 1 à { $paired } le sont.

TournamentPairingsOf = **Ronde { $round } sur { $rounds } :**
    { $boards }

TournamentExported = Le tournoi en rapport FIDE (TRF ; rondes appariées : { $rounds }), que lisent les logiciels d'appariement.

TournamentNotStarted = Le tournoi n'a pas commencé : { $count }.

TournamentStoppedBy = arrêtée avec le tournoi par { $name }

TournamentAborted = **{ $name }** a arrêté le tournoi ; ses parties en cours s'arrêtent aussi.

TournamentGameNoAbort = Cette partie est celle d'un tournoi : elle se termine par le jeu, l'abandon ou l'échéance. /tournoi arrêter, dans le salon du tournoi, arrête tout le tournoi.

TournamentGameNoNew = Ceci est le fil d'une partie de tournoi : c'est le tournoi qui ouvre ses parties. Ouvre les autres parties dans un salon ou un fil à elles.

TournamentTooManyRounds = Un tournoi suisse de { $rounds } ne peut pas se jouer à { $count } : deux joueurs ne se rencontrent jamais deux fois, donc au plus { $most }. Attends d'autres inscrits (ou /tournoi ajouter-ordinateur), ou ouvre un tournoi avec moins de rondes.

AcceptsFormat = round-robin ou swiss, comme format:swiss

AcceptsRounds = un nombre entier de rondes de 1 à 30, comme rondes:5


EventCount = { $count ->
    [one] { $count } événement
   *[other] { $count } événements
}

TurnCount = { $count ->
    [one] { $count } tour
   *[other] { $count } tours
}

RatedGameCount = { $count ->
    [one] { $count } partie
   *[other] { $count } parties
}

RoundCount = { $count ->
    [one] { $count } ronde
   *[other] { $count } rondes
}

PlayerCount = { $count ->
    [one] { $count } joueur
   *[other] { $count } joueurs
}

EnteredCount = { $count ->
    [one] { $count } inscrit
   *[other] { $count } inscrits
}


TurnWaitsForVacation = En vacances jusqu'au <t:{ $until }:f> : l'échéance attend jusque-là.

PlayerOnVacation = **{ $name }** est en vacances jusqu'au <t:{ $until }:f> : ses échéances attendent.

RulesNotStarted = La partie n'a pas commencé : /rejoindre, puis /commencer.

RulesToMove = À { $player } de jouer.

RulesYourDraft = Ton brouillon : { $moves }.

RulesOver = La partie est terminée. { $result }

RulesRecord = L'enregistrement de la partie : { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}.

RulesResigns = abandonne
RulesRanOutOfTime = a dépassé le temps

DiscordDone = C'est fait.

DiscordPostedInstead = C'est enregistré. Discord n'a pas pris ma réponse : elle a donc été publiée dans le salon.

DiscordPostedLater = C'est enregistré. Discord n'a pas pris ma réponse ; elle sera publiée dans le salon dès que Discord l'acceptera (/état dit si quelque chose la bloque).

DiscordDoneInChannel = C'est fait : voir le salon.

DiscordNotPosted = Désolé : Discord n'a pas pris ma publication dans le salon, elle n'y est donc pas. Réessaie dans un moment. ({ $why })

DiscordNotYetInChannel = C'est enregistré. Discord n'a pas encore pris ma publication dans le salon ; elle sera publiée dès que Discord l'acceptera (/état dit si quelque chose la bloque).

AnnouncementsFailing = Les annonces n'arrivent pas dans ce salon : { $problem } Les tours joués ici s'affichent toujours ; rappels et échéances attendent et seront publiés une fois le problème réglé.

OptionUnreadable = Impossible de lire `{ $input }` : { $error }

OptionUnreadableNoInput = Impossible de lire une option : { $error }

CommandChanged = Cette commande a changé depuis que Discord l'a vue ; réessaie dans une minute.

AutoModBlocked = Une de mes annonces pour cette partie a été bloquée par l'AutoMod de ce serveur : elle n'apparaît donc pas ici. La partie continue : /état et /historique montrent où elle en est.

NoteKept = Note gardée à la manche { $round }, pour toi seul : /notes liste { $count ->
        [one] ta note
       *[other] tes { $count } notes
    } sur cette partie, et ton /exporter les contient.

NoteEmpty = Une note demande un texte : /note texte:…

NoteTooLong = Une note tient en { $max } caractères au plus ; la tienne en a { $length }. Rien n'a été gardé.

NotesFull = Tu gardes déjà { $max } notes sur cette partie, le plus qu'une partie en tient. Rien n'a été gardé.

NoNotes = Tu ne gardes aucune note sur cette partie. /note texte:… en garde une que toi seul peux lire.

YourNotes = Tes notes sur cette partie ({ $count }), pour toi seul :

NoteLine = manche { $round } (<t:{ $at }:d>) : { $text }

EarlierNotes = … { $count ->
        [one] une note plus ancienne
       *[other] { $count } notes plus anciennes
    } (toutes sont dans ton /exporter).

FollowIsForDiscord = Suivre une partie envoie des messages privés, que le mode local n'a pas : chaque tour y est déjà affiché.

NothingToFollow = Il n'y a pas de partie en cours dans ce salon à suivre.

FollowSeated = Tu joues dans cette partie : ses tours t'arrivent déjà ici, et par message privé avec /notifier mp:on.

FollowStarted = Tu suis cette partie de { $game } : je t'envoie un message privé avec le plateau après chaque tour publié, et son résultat. Garde tes messages privés ouverts aux membres de ce serveur. /ne-plus-suivre les arrête ; /mes-parties liste les parties que tu suis.

Unfollowed = Tu ne suis plus cette partie.

NotFollowing = Tu ne suis pas cette partie.

FollowedNews = { $game } dans { $link }, que tu suis :

FollowedGames = Parties que tu suis ({ $count }) :

NotifyDigest = Le résumé quotidien par message privé est activé : chaque jour à { $hour } h UTC, un message liste les parties de tous les serveurs qui attendent ton tour, avec leurs échéances et leurs liens (aucun un jour où rien n'attend). Plus de message à chaque tour ; /notifier mp:both donne les deux, /notifier mp:off l'arrête.

NotifyBoth = Les avis par message privé sont activés : un quand vient ton tour, et un résumé quotidien à { $hour } h UTC des parties qui t'attendent (aucun un jour où rien n'attend). /notifier mp:off arrête les deux.

DigestNeedsHour = Le résumé vient une fois par jour à l'heure que tu choisis, en UTC : ajoute heure:0 à heure:23.

HourIsForDigest = `heure:` est l'heure du résumé quotidien : elle va avec mp:digest ou mp:both.

DigestTitle = Ton résumé du jour : { $count ->
        [one] une partie attend
       *[other] { $count } parties attendent
    } ton tour.

DigestLine = { $game } dans { $link } : manche { $round }{ $due }

ExportFormatUnknown = `{ $text }` n'est pas un format d'export : `text` (la feuille de partie du jeu, par défaut) ou `ap` (une feuille de partie Abstract Play, en JSON).

ExportApUnfinished = Une feuille de partie Abstract Play s'écrit une fois la partie terminée, et celle-ci ne l'est pas. /exporter seul donne sa feuille jusqu'ici.

ExportApNotOffered = { $game } n'a pas de feuille de partie Abstract Play. /exporter seul donne sa feuille de partie.

ExportApRecord = La partie en feuille de partie Abstract Play (JSON), que lisent d'autres sites et outils de jeu.

ConditionalNotInGame = { $game } n'a pas de tours conditionnels.

ConditionalTwoPlayers = Les tours conditionnels ne se jouent qu'à deux ; cette partie compte { $players } joueurs.

ConditionalYourTurn = C'est ton tour : joue-le d'abord. Une ligne conditionnelle commence par le tour de ton adversaire.

ConditionalPairs = Une ligne conditionnelle est faite de paires de tours séparés par | : le tour de ton adversaire, puis ta réponse, autant de paires que tu veux (T1 | R1 | T2 | R2), chacun écrit comme un tour entier.

ConditionalTooLong = Une ligne conditionnelle compte au plus { $most } tours.

ConditionalTooMany = Tu peux mettre au plus { $most } lignes en attente dans une partie ; vide d'abord ta file.

ConditionalPlyRefused = Le tour { $ply } de la ligne (`{ $text }`) ne peut pas s'y jouer : { $why } Rien n'a été mis en attente.

ConditionalConflict = Ta file répond déjà à { $turn } par une autre réponse : un tour n'a qu'une réponse. Vide ta file pour la changer. Rien n'a été mis en attente.

ConditionalQueued = En attente, et toi seul la vois : { $line }. { $count ->
    [one] C'est ta seule ligne dans cette partie.
   *[other] Tu as { $count } lignes dans cette partie.
} L'image montre le plateau à la fin de la ligne.

ConditionalNone = Tu n'as aucun tour conditionnel en attente dans cette partie.

ConditionalYours = { $count ->
    [one] Ta ligne conditionnelle (toi seul la vois) :
   *[other] Tes { $count } lignes conditionnelles (toi seul les vois) :
}

ConditionalCleared = { $count ->
    [one] Ta ligne conditionnelle est effacée.
   *[other] Tes { $count } lignes conditionnelles sont effacées.
}

ConditionalDroppedUnexpected = Tes tours conditionnels dans { $link } sont abandonnés : ton adversaire a joué { $turn }, qu'aucune de tes lignes ne prévoyait. C'est ton tour.

ConditionalDroppedIllegal = Tes tours conditionnels dans { $link } sont abandonnés : ta réponse { $turn } ne peut plus s'y jouer. C'est ton tour.

ConditionalDroppedOver = Tes tours conditionnels dans { $link } sont abandonnés : la partie est terminée.

ConditionalDroppedExpired = Tes tours conditionnels dans { $link } sont abandonnés : un tour a dépassé son délai.

ConditionalOverBefore = la partie est terminée avant lui.

ConditionalRules = **Tours conditionnels** (à deux) : /conditionnel ligne:"T1 | R1 | T2 | R2" met en attente, en secret, tes réponses aux prochains tours de ton adversaire, chaque tour écrit comme pour /jouer. Quand il publie un tour qu'une ligne prévoit (le même tour, quelle que soit l'écriture), ta réponse est vérifiée et publiée aussitôt en ton nom, comme tout tour : elle arrête ton horloge et lance la sienne, et elle part même pendant tes vacances. Tout autre tour abandonne ta file, tout comme un tour dont le délai expire, un abandon, un arrêt et la fin de la partie ; tu en es averti par message privé. Une réponse en attente est un tour entier : les réclamations ne se mettent jamais en attente, et une réponse qui laisserait des actions dues inutilisées est refusée dès sa mise en attente. Une ligne se met en attente quand c'est à ton adversaire de jouer. Toi seul vois ta file (/état te la montre) ; /conditionnel vider:true la vide.

## Propositions auxquelles répondent tous les autres joueurs (issue 50).

ButtonAccept = Accepter

ButtonDecline = Refuser

ProposedEnd = **{ $name }** propose d'arrêter la partie ici d'un commun accord, avec les places que donnent les règles à cet instant (voir /règles). { $others } : acceptez ou refusez avec les boutons, ou avec /proposer-fin réponse:yes ou réponse:no.

ProposedTakeback = **{ $name }** demande à reprendre son dernier tour. { $others } : acceptez ou refusez avec les boutons, ou avec /reprendre réponse:yes ou réponse:no.

ComputerDeclinesEnd = **{ $name }** propose d'arrêter la partie d'un commun accord, mais { $computer } refuse : un ordinateur refuse toujours, si bien qu'une partie où joue encore un ordinateur ne peut pas s'arrêter d'un commun accord. La partie continue.

ComputerDeclinesTakeback = **{ $name }** demande à reprendre son dernier tour, mais { $computer } refuse : un ordinateur refuse toujours. Le tour est maintenu.

ProposalAlreadyOpen = La proposition de **{ $name }** attend encore des réponses : répondez-y (ou attendez que la partie avance) avant d'en faire une autre.

NoLongerInGame = Tu n'es plus dans cette partie : seuls les joueurs encore en jeu proposent et répondent.

NoEndByAgreement = Une partie de { $game } ne peut pas s'arrêter d'un commun accord.

ProposalLapsed = Cette proposition est caduque : la partie a avancé depuis (un tour a été publié). Rien n'a été fait ; elle peut être refaite.

OwnProposal = C'est ta proposition : ce sont les autres joueurs qui y répondent.

ProposalDeclined = **{ $name }** refuse : rien ne change, la partie continue.

ProposalAccepted = **{ $name }** accepte. Doivent encore répondre : { $waiting }.

ProposalOutOfDate = Ces boutons sont périmés (la proposition a reçu sa réponse ou est caduque) : rien n'a été fait. /état montre où en est la partie.

NoProposal = Personne n'a rien proposé dans cette partie : il n'y a rien à quoi répondre.

AnswerWithOther = La proposition en attente n'est pas celle-ci : réponds-y avec { $command }.

EndedByAgreement = Tous les joueurs encore en jeu sont d'accord : la partie s'arrête ici. Classement : { $places }.

AgreedPlace = { $place }. { $names }

AnswerYesOrNo = `réponse:` attend yes ou no, pas « { $text } ».

NoTurnToTakeBack = Tu n'as aucun tour à reprendre : seul le dernier tour publié se reprend, par le joueur qui l'a publié, avant que le suivant ne le soit.

TakebackNotYours = Le dernier tour est celui de **{ $name }** : seul le joueur qui l'a publié peut demander à le reprendre.

TakebackAfterExpiry = Le dernier tour s'est terminé à son échéance : un tour clos par l'horloge ne se reprend pas.

TakebackAfterClaim = La partie a avancé après ton tour (une réclamation ou un abandon) : il ne peut plus être repris.

TakebackInTournament = Les reprises ne sont pas permises dans les parties de tournoi : la règle des arbitres veut qu'un tour publié soit acquis.

TakenBack = Tout le monde est d'accord : le dernier tour de **{ $name }** est repris, et le plateau est tel qu'il était avant. { $name }, c'est de nouveau à toi.
