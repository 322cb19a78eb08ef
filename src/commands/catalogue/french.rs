//! The French catalogue: the words of every [`Message`], in the
//! vocabulary of Palanquée's French rules (graine, pousse, plante). Slash
//! commands and their options stay as typed (`/sow cell:H8`): they are the
//! notation, the same in every language.

use super::Message;

/// `message` in French.
#[must_use]
pub fn text(message: Message) -> &'static str {
    match message {
        Message::ComputerNameReserved => {
            "Les noms qui commencent par `computer:` sont réservés aux joueurs ordinateurs : choisis un autre nom (un pseudo sur Discord) et réessaie."
        }
        Message::NameUnprintable => {
            "Ton nom n'a aucun caractère affichable : choisis un nom (un pseudo sur Discord) et réessaie."
        }
        Message::ChannelHasGame => {
            "Ce salon a déjà une partie. Termine-la ou /abort, ou ouvre un fil pour une partie en parallèle."
        }
        Message::ChannelHasEvent => {
            "Ce salon mène un tournoi encore ouvert, dont les parties se jouent sous lui : lance une autre partie dans un autre salon ou un fil."
        }
        Message::AlreadySeated => "Tu as déjà une place.",
        Message::NoSeat => "Tu n'as pas de place dans cette partie.",
        Message::OnlyCreatorFreesComputer => {
            "Seul le créateur de la partie (ou un modérateur) libère la place d'un ordinateur."
        }
        Message::SeatIsPersons => {
            "La place {seat} est celle d'une personne, **{name}** : il n'y a que {name} qui peut la quitter, avec /leave. `seat:N` libère la place d'un ordinateur (le créateur de la partie ou un modérateur)."
        }
        Message::NoSuchSeat => "Il n'y a pas de place {seat}.",
        Message::OnlyCreatorSeatsComputer => {
            "Seul le créateur de la partie (ou un modérateur) installe un ordinateur."
        }
        Message::OnlyCreatorStarts => {
            "Seul le créateur de la partie (ou un modérateur) peut la lancer."
        }
        Message::NoGameHere => {
            "Aucune partie dans ce salon. Ouvres-en une avec /new, ou ouvre un fil pour une autre."
        }
        Message::NoPalagoGameHere => {
            "Aucune partie dans ce salon. Ouvres-en une avec /new game:palago, ou ouvre un fil pour une autre."
        }
        Message::NoGameToAbort => "Aucune partie à arrêter dans ce salon.",
        Message::OnlyCreatorAborts => {
            "Seul le créateur de la partie ou quelqu'un qui gère ce salon peut l'arrêter."
        }
        Message::NothingPlayedHere => {
            "Aucune partie n'a encore été jouée dans ce salon : /new en ouvre une."
        }
        Message::PreviewOutOfDate => {
            "Cet aperçu n'est plus à jour (la partie a avancé depuis) : rien n'a été fait. /status montre où elle en est."
        }
        Message::NothingToUndo => "Ton brouillon est vide : rien à annuler.",
        Message::NotStarted => {
            "La partie n'a pas encore commencé : lance-la avec /start dès que 2 à 5 joueurs l'ont rejointe."
        }
        Message::PalagoNotStarted => {
            "La partie n'a pas encore commencé : lance-la avec /start dès que deux joueurs sont assis (P5)."
        }
        Message::GameOver => "Cette partie est terminée.",
        Message::NotYourTurn => {
            "C'est à {player} de jouer, pas à toi. Tu peux toujours réclamer avec /claim quand un adversaire a laissé des actions inutilisées."
        }
        Message::NotYourPalagoTurn => "C'est à {player} de jouer, pas à toi (P5).",
        Message::NotForPalanquee => {
            "Cette commande ne s'applique pas à une partie de Palanquée : /help liste les commandes."
        }
        Message::NotForPalago => {
            "Cette commande ne s'applique pas à une partie de Palago : /help liste les commandes."
        }
        Message::NotifyIsForDiscord => {
            "Les avis de tour par message privé sont pour Discord : le mode local montre déjà chaque tour à mesure qu'il est joué."
        }
        Message::NotifyOn => {
            "Avis de tour par message privé activés : quand ce sera ton tour dans une partie, je t'enverrai le plateau, ce qu'a fait le dernier tour et un lien vers le salon de la partie. Garde tes messages privés ouverts aux membres de ce serveur (Paramètres de confidentialité), sinon ils ne t'atteindront pas. /notify dm:off les arrête."
        }
        Message::NotifyOff => {
            "Avis de tour par message privé désactivés : la mention dans le salon de la partie reste."
        }
        Message::VacationDaysOrEnd => {
            "Donne days:N pour partir, ou end:true pour revenir, pas les deux."
        }
        Message::NotOnVacation => "Tu n'es pas en vacances.",
        Message::OneDay => "{n} jour",
        Message::Days => "{n} jours",
        Message::OneVacationDay => "{n} jour de vacances",
        Message::VacationDays => "{n} jours de vacances",
        Message::WelcomeBack => {
            "Bon retour : tes échéances courent à nouveau. On te rend {given} ; il t'en reste {left} cette année."
        }
        Message::AlreadyAway => {
            "Tu es déjà en vacances jusqu'au <t:{until}:f> : /vacation end:true d'abord, puis pars à nouveau."
        }
        Message::TooManyDays => {
            "Il te reste {left} cette année (sur {allowance}) : days:{n}, c'est trop."
        }
        Message::GoneAway => {
            "Tu es en vacances jusqu'au <t:{until}:f> ({taken} ; il t'en reste {left} cette année). Tes échéances dans toutes les parties d'ici attendent ton retour ; /vacation end:true y met fin plus tôt."
        }
        Message::AwayUntil => {
            "Tu es en vacances jusqu'au <t:{until}:f> ; il te reste {left} cette année. /vacation end:true y met fin plus tôt."
        }
        Message::DaysLeft => {
            "Il te reste {left} cette année (sur {allowance}). /vacation days:N pour partir : tes échéances dans toutes les parties d'ici attendent."
        }
        Message::DraftHeader => "Ton brouillon, manche {round} (toi seul le vois) :",
        Message::DraftTrimmed => {
            "(Une réclamation a changé le plateau depuis : ton brouillon a été ramené à ce qui tient encore.)"
        }
        Message::DraftIsEmpty => "(vide)",
        Message::DraftLeft => "Reste : {actions}. /end publie le tour, /undo revient en arrière.",
        Message::PictureHasAll => "l'image les montre tous",
        Message::NoAction => "aucune action",
        Message::NoActionLeft => "plus aucune action",
        Message::SowingCompulsory => "un semis, obligatoire (R11)",
        Message::SowingOptional => "un semis, facultatif tant qu'un parasite vit (R11)",
        Message::PlantGroup => "plante {cell}",
        Message::ParasiteGroup => "parasite {cell}",
        Message::OwedActions => "{name} : {owed}",
        Message::BonusActions => "{name} : {bonus} bonus",
        Message::OwedAndBonus => "{name} : {owed} + {bonus} bonus",
        Message::BonusesOptional => " ; les bonus sont facultatifs (R36)",
        Message::ActionsLeft => "{count} ({groups}{note})",
        Message::UnusedWarningOne => {
            "Il te reste {actions}. Finir maintenant la laisse inutilisée, et chaque action inutilisée permet à un adversaire de réclamer une graine de cette plante, ou un parasite qui n'a pas agi (R20, R21, R30). Finis quand même avec /end confirm:true."
        }
        Message::UnusedWarningMany => {
            "Il te reste {actions}. Finir maintenant les laisse inutilisées, et chacune permet à un adversaire de réclamer une graine de cette plante, ou un parasite qui n'a pas agi (R20, R21, R30). Finis quand même avec /end confirm:true."
        }
        Message::NoGamesHere => {
            "Tu n'es dans aucune partie de ce serveur. /new en ouvre une dans un salon ; /join prend une place dans l'une d'elles."
        }
        Message::ListedLobby => "{game} dans {place} : en attente, {seated} assis",
        Message::YourTurn => "**à toi de jouer**",
        Message::ToMove => "à {player} de jouer",
        Message::EndsAt => ", se termine <t:{at}:R>",
        Message::ListedGame => "{game} dans {place} : manche {round}, {whose}{due}",
        Message::YourGames => "Tes parties ici ({count}) :",
        Message::AndMore => {
            "
… et {count} de plus."
        }
        Message::RatedOne => "{game} : {rating} sur 1 partie classée",
        Message::RatedMany => "{game} : {rating} sur {games} parties classées",
        Message::NotRated => "{game} : pas encore classé",
        Message::RatingsOf => {
            "Classements de **{name}** ici (Glicko-2 ; `?` marque un classement provisoire) :
{lines}"
        }
        Message::OnlyModeratorsSet => {
            "Seuls ceux qui gèrent ce serveur (Gérer le serveur) changent ses réglages ; /settings seul les montre."
        }
        Message::AllowanceSet => {
            "Chaque joueur a désormais {days} par année civile sur ce serveur (les jours déjà pris cette année comptent toujours)."
        }
        Message::AllowanceIs => {
            "Jours de vacances qu'un joueur peut prendre par année civile sur ce serveur : {days}. Change-les avec /settings vacation_days:N."
        }
        Message::FirstTileIsTheTurn => {
            "Ta première tuile {tile} termine la partie à elle seule, c'est donc tout ton tour (P9) : /end le publie, ou /undo pour en poser une autre."
        }
        Message::TwoTilesAlready => {
            "Ton tour a déjà ses deux tuiles (P6) : /end le publie, ou /undo reprend la seconde."
        }
        Message::PalagoDraftEmptyEnd => {
            "Ton brouillon est vide : pose une tuile avec /place cell:q,r orientation:k (P6)."
        }
        Message::SecondTileNeeded => {
            "Ton tour demande une seconde tuile à côté de {cell} (P9) : pose-la avec /place, puis /end."
        }
        Message::PlayOverOneTile => {
            "Tu as déjà préparé {tile}, et /play le jetterait : finis ce tour avec /place (sa deuxième tuile) et /end, ou reprends la tuile avec /undo, puis /play."
        }
        Message::PlayOverReadyDraft => {
            "Ton tour préparé {turn} est prêt, et /play le jetterait : publie-le avec /end, ou reprends ses tuiles avec /undo, puis /play."
        }
        Message::PalagoDraftEmpty => {
            "Ton brouillon est vide : pose une tuile avec /place cell:q,r orientation:k."
        }
        Message::FirstTileEnds => {
            "Ton brouillon : {tile}. Cette tuile termine la partie à elle seule, c'est donc tout ton tour (P9) : {end}. /end le publie ; /undo la reprend."
        }
        Message::LaySecondTile => {
            "Ton brouillon : {tile}. Pose maintenant la seconde tuile à côté de {cell} (P7) : /place à nouveau ; /undo reprend celle-ci."
        }
        Message::TurnReady => {
            "Ton tour : {turn}, prêt.{ends} /end le publie (ou le bouton End turn) ; /undo reprend la dernière tuile."
        }
        Message::TurnEndsGame => " Il termine la partie : {end}.",
        Message::StartedNoJoin => {
            "La partie a déjà commencé ; les places se prennent avant le début."
        }
        Message::StartedResign => "La partie a commencé : /resign pour la quitter.",
        Message::StartedNoComputer => {
            "La partie a déjà commencé ; les ordinateurs s'assoient avant le début."
        }
        Message::AlreadyStarted => "La partie a déjà commencé.",
        Message::PalanqueeSeatsTaken => "Les 5 places sont prises (R7).",
        Message::PalagoSeatsTaken => "Palago se joue à deux, et les deux places sont prises (P5).",
        Message::PalanqueeTooFew => {
            "Une partie demande 2 à 5 joueurs (R7) : attends que quelqu'un la rejoigne avec /join."
        }
        Message::PalagoTooFew => {
            "Palago demande deux joueurs (P5) : attends que quelqu'un la rejoigne avec /join."
        }
        Message::Pace => ", {hours} h par tour",
        Message::OptionsBasic => "règles de base",
        Message::OptionsAdvanced => "règles avancées avec parasites, lancers et feuilles, R30-R36",
        Message::OptionsTiebreak => "avec le départage de P12",
        Message::OptionsNoTiebreak => {
            "sans départage : toutes les tuiles posées sans créature font une nulle, P12"
        }
        Message::StatusLobby => {
            "Une partie de {game} est ouverte ({options}{pace}). Assis : {seated}. /join, puis le créateur lance /start."
        }
        Message::StatusRound => "Manche {round}{rules}, à **{player}** de jouer{pace}.",
        Message::AdvancedNote => " (règles avancées)",
        Message::SeatLine => {
            "{letter} {name}{state} : {seeds} et {sprouts} sur le plateau ; {reserve_seeds} et {reserve_sprouts} en réserve ; {lost}{parasites}"
        }
        Message::Out => " (éliminé)",
        Message::Parasites => " ; {parasites} (R30)",
        Message::YourDraftHas => "Ton brouillon a {count} ; reste : {left}.",
        Message::PlayerHas => "À {player} : {actions}.",
        Message::ClaimsOpen => {
            "Réclamations ouvertes contre {player} : encore {left} (/claim cell)."
        }
        Message::PalagoStatusLobby => {
            "Une partie de Palago est ouverte ({options}{pace}). Assis : {seated}. Il faut deux joueurs : /join, puis le créateur lance /start."
        }
        Message::PalagoStatusTurn => "Palago{tiebreak}, tour {turn} : à {player} de jouer{pace}.",
        Message::WithTiebreak => " avec le départage (P12)",
        Message::TilesLaid => "{laid}, {left}. Blanc : **{white}**. Bleu : **{blue}**.",
        Message::PalagoStatusEmptyDraft => {
            "Ton brouillon est vide : /place cell:q,r orientation:k."
        }
        Message::PalagoStatusDraft => "Ton brouillon : {tiles}.",
        Message::Refused => "`{what}` est refusé. {why}",
        Message::RefusedOneOfMany => {
            "L'action {n} (`{what}`) est refusée : aucune n'a été ajoutée. {why}"
        }
        Message::UnknownLevel => {
            "`level:{text}` : les niveaux sont easy (facile), medium (moyen) et hard (fort)"
        }
        Message::DmOnOrOff => "`dm:{text}` : dis on ou off",
        Message::NotifyNeedsDm => "`/notify` demande `dm:on` ou `dm:off`",
        Message::PlayNeedsActions => {
            "`/play` demande `actions:\"grow H8; move H8 J9\"` (Palanquée) ou `actions:\"0,1:1 1,1:2\"` (Palago)"
        }
        Message::UnknownCommand => "commande inconnue `/{name}` : /help en donne la liste",
        Message::SeatsTaken => "Toutes les places de cette partie sont prises.",
        Message::TooFewPlayers => {
            "Pas assez de joueurs pour commencer : attendez qu'un joueur fasse /join."
        }
        Message::TurnIsWhole => {
            "Votre tour est déjà complet : /end le publie, /undo reprend un coup."
        }
        Message::GameNotStartedYet => {
            "La partie n'a pas encore commencé : lancez-la avec /start quand assez de joueurs sont là."
        }
        Message::NotYourTurnNow => "C'est le tour de {player}, pas le vôtre.",
        Message::TurnNotComplete => {
            "Votre tour n'est pas encore complet : jouez ses autres coups avec /play, puis /end."
        }
        Message::DraftEmptyPlay => {
            "Votre brouillon est vide : jouez avec /play actions:\"…\" (/rules montre la notation)."
        }
        Message::NotThisGamesPlay => {
            "Ce salon joue à {game}, qui n'a pas de `{command}`. Jouez un tour avec /play actions:\"…\" dans sa notation (/rules la montre), puis /end."
        }
        Message::TurnWhole => {
            "Votre tour : {moves}. /end le publie, /undo reprend le dernier coup."
        }
        Message::TurnGoesOn => {
            "Brouillon : {moves}. Votre tour continue : jouez le coup suivant avec /play."
        }
        Message::BadGameName => {
            "`game:{text}` n'est pas un nom de jeu : des lettres et des chiffres, 32 au plus"
        }
        Message::UnknownGameOption => "`game:{text}` : les jeux sont {games}",
        Message::RulesArePalanquees => {
            "`rules:` est une option de Palanquée ; Palago n'a qu'une règle (son option est tiebreak:true, P12)"
        }
        Message::BadRulesOption => {
            "`rules:{text}` : les règles sont basic (de base) ou advanced (avancées)"
        }
        Message::TiebreakIsPalagos => {
            "`tiebreak:` est une option de Palago (P12) : ajoute game:palago"
        }
        Message::EndOnlyLast => "`end` ne peut venir qu'en dernier dans `/play`",
        Message::ClaimWithCommand => "les réclamations se font avec `/claim cell`",
        Message::ResignWithCommand => "pour abandonner, utilise `/resign`",
        Message::TimeoutNotPlayers => "`timeout` appartient à l'échéance, pas aux joueurs",
        Message::OptionTwice => "`{key}` est donnée deux fois",
        Message::OptionWithoutValue => "`{key}:` n'a pas de valeur : donne {accepted}",
        Message::NeedsCell => "`/{command}` demande `{key}:`, une case comme H8",
        Message::NeedsPalagoCell => "`/{command}` demande `cell:`, une case comme 0,1 (P13)",
        Message::NeedsOrientation => {
            "`/{command}` demande `orientation:`, 0 (droite), 1 (penchée à gauche) ou 2 (penchée à droite) (P4)"
        }
        Message::BadOrientation => {
            "`orientation:{text}` : dis 0 (droite), 1 (penchée à gauche) ou 2 (penchée à droite) (P4)"
        }
        Message::TrueOrFalse => "`{key}:{text}` : dis true ou false",
        Message::WholeNumber => "`{key}:{text}` : un nombre entier de {min} à {max}",
        Message::NoSuchOption => "`/{command}` n'a pas d'option `{key}`",
        Message::ControlCharacter => {
            "la commande contient un saut de ligne ou un autre caractère de contrôle : tape-la sur une seule ligne"
        }
        Message::EmptyCommand => "commande vide : essaie /help",
        Message::NotACommand => {
            "`{name}` n'est pas une commande : les commandes commencent par /, comme /help"
        }
        Message::NotOptionValue => "`{word}` devrait être `option:valeur`, comme cell:H8",
        Message::QuoteNotClosed => "un guillemet double n'est pas fermé",
        Message::AcceptsTrueOrFalse => "true ou false, comme {key}:true",
        Message::AcceptsGame => "palanquee ou palago, comme game:palago",
        Message::AcceptsLevel => "easy, medium ou hard, comme level:hard",
        Message::AcceptsSeat => "un numéro de place, comme seat:2",
        Message::AcceptsOrientation => "0, 1 ou 2, comme orientation:1 (P4)",
        Message::AcceptsRules => "basic ou advanced, comme rules:advanced",
        Message::AcceptsTurnHours => "un nombre entier d'heures de 1 à 336, comme turn-hours:24",
        Message::AcceptsRound => "un numéro de manche, comme round:3",
        Message::AcceptsCell => "une case, comme cell:H8 (Palanquée) ou cell:0,1 (Palago)",
        Message::AcceptsTopic => "un sujet, comme topic:captures (/rules les liste)",
        Message::AcceptsActions => {
            "des actions entre guillemets, comme actions:\"grow H8; move H8 J9\""
        }
        Message::AcceptsVacationDays => {
            "un nombre entier de jours de 0 à 366, comme vacation_days:30"
        }
        Message::AcceptsDays => "un nombre entier de jours de 1 à 366, comme days:7",
        Message::AcceptsAnything => "une valeur",
        Message::NoBoardYet => "La partie n'a pas commencé : il n'y a pas encore de plateau.",
        Message::ClosedBeforePlay => {
            "La dernière partie ici a été fermée avant tout coup : il n'y a pas de plateau. /new en ouvre une autre."
        }
        Message::RoundNotPlayed => {
            "La manche {round} n'a pas été jouée : c'est la manche {current}."
        }
        Message::PalagoRoundNotPlayed => {
            "La manche {round} n'a pas été jouée : c'est la manche {current} (une manche est le tour de Blanc et celui de Bleu)."
        }
        Message::RecordDoesNotReplay => {
            "L'enregistrement de cette partie ne se rejoue pas ; merci de le signaler."
        }
        Message::NoSeats => "Cette partie n'a aucune place.",
        Message::NoTurnYet => "Aucun tour n'a encore été joué.",
        Message::HistoryTurn => "manche {round}, {who} : {actions}",
        Message::HistoryTimedOut => "manche {round}, {who} : {actions} (temps écoulé)",
        Message::HistoryWinningTurn => "manche {round}, {who} : {actions} (gagne)",
        Message::HistoryNoAction => "aucune action",
        Message::HistoryOlder => "… (tours plus anciens : /export)",
        Message::ExportRecord => {
            "L'enregistrement de la partie ({events}) ; rejoue-le avec le moteur ou lis-le comme un texte."
        }
        Message::PalagoExportRecord => {
            "L'enregistrement de la partie ({turns}) : rejoue-le avec `palanquee play --game palago`, un tour par argument."
        }
        Message::PalagoEmptyTable => "Aucune tuile n'a encore été posée : la table est vide.",
        Message::PalagoResigned => "{player} a abandonné.",
        Message::PalagoTimedOut => "{player} a dépassé son temps.",
        Message::LastGameFinished => {
            "La dernière partie ici est finie : {result}. /new en ouvre une autre."
        }
        Message::LastGameAborted => {
            "La dernière partie ici a été annulée ({why}). /new en ouvre une autre."
        }
        Message::LastPalagoFinished => {
            "La dernière partie ici, de Palago, est finie : {result} /new en ouvre une autre."
        }
        Message::WinnerIs => "{player} gagne (R22)",
        Message::DrawnGame => "partie nulle (R23)",
        Message::PalagoCreatureEnd => {
            "{mover} a fermé une créature {colour} : {winner} gagne (P11)."
        }
        Message::PalagoDoubleCreatureEnd => {
            "{mover} a fermé d'un coup des créatures des deux couleurs et perd : {winner} gagne (P11)."
        }
        Message::PalagoTilesOutDraw => {
            "Les 48 tuiles sont posées sans qu'aucune créature soit fermée : partie nulle (P12)."
        }
        Message::PalagoTiebreakEnd => {
            "Les 48 tuiles sont posées sans qu'aucune créature soit fermée ; départage : la plus grande région de Blanc a {white}, celle de Bleu {blue} : {result} (P12)."
        }
        Message::PalagoWinsBy => "{winner} gagne",
        Message::PalagoDrawWords => "partie nulle",
        Message::PalagoWinsByResignation => "{winner} gagne par abandon.",
        Message::PalagoWinsOnTime => {
            "{winner} gagne au temps (la règle d'échéance du bot : /rules topic:palago-end)."
        }
        Message::ColourWhite => "blanche",
        Message::ColourBlue => "bleue",
        Message::PlayerWhite => "Blanc",
        Message::PlayerBlue => "Bleu",
        Message::NothingToReplay => "Aucun tour n'a encore été publié : il n'y a rien à rejouer.",
        Message::NoTileToReplay => "Aucune tuile n'a encore été posée : il n'y a rien à rejouer.",
        Message::ReplayTooSlow => {
            "Désolé : dessiner la rediffusion a pris plus de {minutes} minutes, j'y ai renoncé. /board round:N montre l'image de n'importe quel tour."
        }
        Message::NotThisGamesCommand => {
            "Le jeu de ce salon est {game} : les commandes de {other} ne s'y appliquent pas. /help liste ses commandes."
        }
        Message::NobodyRatedYet => {
            "Personne n'a encore fini de partie classée de {game} sur ce serveur."
        }
        Message::YourTurnIn => "À toi de jouer dans {link}.",
        Message::DmsClosed => {
            "Je n'ai pas pu t'envoyer ton avis de tour : Discord refuse mes messages privés vers toi (tes MP sont fermés aux membres de ce serveur). Ouvre-les dans les paramètres de confidentialité de ce serveur, ou arrête les avis avec /notify dm:off. Je ne le redirai pas avant qu'un avis passe."
        }
        Message::ButtonEndTurn => "Finir le tour",
        Message::ButtonEndTurnAnyway => "Finir quand même",
        Message::ButtonUndo => "Annuler",
        Message::TilesArePalagos => {
            "Ce salon joue à Palanquée, qui n'a pas de `{command}` : c'est une commande de Palago. À Palanquée, ajoute des actions à ton tour avec /sow, /grow, /move, /harvest ou /prune (ou /claim), puis /end ; ou joue un tour entier avec /play actions:\"grow H8; end\". /help liste les commandes."
        }
        Message::NoRulesTopic => "Pas de sujet `{wanted}`.{topics}",
        Message::GameTopics => " Sujets de {game} : {names}.",
        Message::ActionsArePalanquees => {
            "Ce salon joue à Palago, qui n'a pas de `{command}` : c'est une commande de Palanquée. À Palago, pose une tuile avec /place cell:q,r orientation:k (deux par tour, puis /end), ou joue un tour entier avec /play actions:\"0,1:1 1,1:2\" (P13). /help liste les commandes."
        }
        Message::LocalWelcome => {
            "Palanquée et Palago, partie locale dans #{channel}. Tape `@NOM /commande`, par exemple `@alice /new` (Palanquée) ou `@alice /new game:palago`, puis `@bob /join` ; `@alice /help` liste les commandes."
        }
        Message::LocalPicturesNotWritten => "  les images ne seront pas écrites : {error}",
        Message::LocalNotUtf8 => {
            "La ligne {number} n'est pas de l'UTF-8 valide : ignorée, rien n'a été fait."
        }
        Message::LocalTooLong => {
            "La ligne {number} dépasse {limit} octets : ignorée, rien n'a été fait."
        }
        Message::LocalDeadlineCheckFailed => {
            "(la vérification des échéances a échoué ; voir le journal)"
        }
        Message::LocalComputerFailed => "(un tour d'ordinateur a échoué ; voir le journal)",
        Message::LocalLineForm => {
            "Les lignes s'écrivent `@NOM /commande option:valeur`, comme `@alice /grow cell:H8`."
        }
        Message::LocalNeedsName => {
            "Une ligne demande un nom juste après @, comme `@alice /join` : rien n'a été fait."
        }
        Message::LocalDoubleSlash => {
            "`{word}` n'est pas une commande : les commandes commencent par un seul /, comme /help"
        }
        Message::LocalTurnEnds => "  le tour finit {when}",
        Message::LocalIn => "dans {time}",
        Message::LocalAgo => "il y a {time}",
        Message::LocalButtons => {
            "  boutons sur Discord : {labels} (ici : /end, /end confirm:true, /undo)"
        }
        Message::LocalFile => "  fichier : {path}",
        Message::LocalPictureNotWritten => "  image non écrite : {error}",
        Message::LocalFileNotWritten => "  fichier non écrit : {error}",
        Message::AbortedBy => "annulée par {name}",
        Message::EveryoneLeft => "tout le monde est parti",
        Message::NoPersonLeft => {
            "plus aucune personne ne joue dans cette partie : elle s'arrête sans classement"
        }
        Message::Help => HELP,
        Message::HelpPlayOnly => {
            "**{title}** (/new game:{key}, /rules topic:{key}) : /play actions:\"…\" dans sa notation, puis /end · /undo · /resign."
        }
        Message::ReadersLanguageSet => {
            "Les salons de ce serveur lisent désormais le {language} : annonces, messages du salon d'attente, rappels et images du plateau. Les réponses privées de chaque joueur restent dans la langue de son client."
        }
        Message::ReadersLanguageIs => {
            "Langue de ce que lisent les salons (annonces, salon d'attente, rappels, images) : {language}. Change-la avec /settings language:en|fr."
        }
        Message::LanguageName => "français",
        Message::LanguageEnOrFr => "`language:{text}` : ce bot parle en (anglais) ou fr (français)",
        Message::GameOpened => {
            "**{name}** a ouvert une partie de {title} ({options}, {pace}). /join pour prendre une place ({seats}), puis {name} lance /start.{hint}"
        }
        Message::HoursPerTurn => "{hours} heures par tour",
        Message::NoTurnDeadline => "sans limite de temps par tour",
        Message::SeatTaken => "**{name}** prend la place {seat} ({seat_name}). {seated} assis.",
        Message::ComputerSeated => {
            "**{name}** prend la place {seat} ({seat_name}), installé par {by}. {seated} assis."
        }
        Message::LeftLobby => "**{name}** est parti",
        Message::FreedSeat => "**{by}** a libéré la place {seat} : **{name}** est parti",
        Message::LeftStillSeated => "{who} de la partie. {seated} assis.",
        Message::LeftNewHost => {
            "{who} de la partie. {seated} assis. **{name}** mène désormais le salon d'attente : /start quand tout le monde est prêt, ou /abort."
        }
        Message::LeftClosed => "{who} ; {closed}",
        Message::NobodySeatedClosed => {
            "plus personne n'est assis, la partie est donc fermée. /new en ouvre une autre."
        }
        Message::OnlyComputersClosed => {
            "il ne reste que des ordinateurs ({names}), et les ordinateurs ne gardent pas une partie sans personne, la partie est donc fermée. /new en ouvre une autre."
        }
        Message::GameAborted => "**{name}** a arrêté la partie. /new en ouvre une autre.",
        Message::AdvancedRulesHint => " Les règles avancées en bref : /rules topic:advanced.",
        Message::RulesInShort => " Les règles en bref : /rules topic:{topic}.",
        Message::ThisCommand => "cette commande",
        Message::PalanqueeSeats => "2 à 5 joueurs",
        Message::PalagoSeats => "deux joueurs : la place 1 est Blanc et joue en premier",
        Message::WhiteSeat => "Blanc",
        Message::BlueSeat => "Bleu",
        Message::SomePlayers => "{n} joueurs",
        Message::PlayersBetween => "{fewest} à {most} joueurs",
        Message::PalanqueeBegins => {
            "La partie commence ! Ordre des places : {order}. Manche 1 : chacun sème une première graine, à 3 cases au moins de toute pièce ennemie (R11, R19). **{name}**, tu sèmes en premier : /sow cell:H8."
        }
        Message::PalagoBegins => {
            "La partie de Palago commence ! Blanc : **{white}**, Bleu : **{blue}**. {mention}, tu poses la première tuile en 0,0 et une seconde à côté (P6) : /place cell:0,0 orientation:0, puis /place encore et /end."
        }
        Message::HistoryHasAll => "/history et l'image les montrent tous",
        Message::StoryMore => "• … et {n} de plus ; {elsewhere}.",
        Message::GonePiece => "{cell} ({kind} de {owner})",
        Message::SeedWord => "graine",
        Message::SproutWord => "pousse",
        Message::PiecesOf => "{pieces} de {name}{seeds}{note}",
        Message::PiecesEach => "{pieces}{note} : {each}",
        Message::CountOf => "{count} de {name}{seeds}",
        Message::CapturedVerb => "capturé",
        Message::TookVerb => "pris",
        Message::RemovedVerb => "retiré",
        Message::GameOverResult => "**Partie terminée : {result}.**",
        Message::UnratedEnd => {
            "Il ne reste plus personne dans cette partie : elle s'arrête ici, sans classement"
        }
        Message::YourTurnRound => "**{name}**, à toi (manche {round}) : {actions}.",
        Message::TimeRanOut => "le temps est écoulé",
        Message::ParasiteOn => "un parasite sur la plante de {hosts} (R30, R32)",
        Message::AParasite => "un parasite (R30, R32)",
        Message::AndWord => " et ",
        Message::OrWord => " ou ",
        Message::ColumnSaturated => "colonne {column} saturée : {pieces} (R16)",
        Message::PlantsFused => "{n} plantes fusionnées",
        Message::PlantSplit => "une plante s'est divisée en {n}",
        Message::UnusedActions => "{actions} (R20)",
        Message::PlayerOut => "{name} est éliminé (R22)",
        Message::ClaimableParasite => "le parasite en {cell}, pris en entier (R30)",
        Message::ClaimableSeed => "la graine {cells}",
        Message::ClaimableSeeds => "les graines {cells}",
        Message::UnusedActionsOpenClaims => {
            "{who} a laissé {unused} : les adversaires peuvent faire {claims} (/claim cell) sur {targets} jusqu'au prochain tour de {who} (R21)."
        }
        Message::PalanqueeReminder => {
            "Rappel : **{name}**, ton tour touche à sa fin. Les actions non jouées resteront inutilisées et ouvertes aux réclamations (R21)."
        }
        Message::PalagoReminder => {
            "Rappel : {mention}, ton tour de Palago touche à sa fin. Si l'échéance passe, tu perds la partie (la règle d'échéance du bot : /rules topic:palago-end)."
        }
        Message::GameReminder => {
            "Rappel : {mention}, ton tour de {title} touche à sa fin. Si l'échéance passe, tu quittes la partie comme si tu avais abandonné."
        }
        Message::TimeIsUpFor => "Le temps est écoulé pour {name}.",
        Message::TimeIsUpPublished => {
            "Le temps est écoulé pour **{name}** : son tour est publié tel quel."
        }
        Message::MissedResigned => {
            " Cela fait {missed} échéances manquées d'affilée : abandon d'office (R22)."
        }
        Message::PlayedHeadline => "**{name}** a joué :",
        Message::ClaimsHeadline => "**{name}** réclame {target}.",
        Message::ClaimParasiteTarget => {
            "le parasite de {owner} en {cell}, pris en entier (R21, R30)"
        }
        Message::ClaimSeedTarget => "la graine en {cell} (R21)",
        Message::ResignsHeadline => "**{name}** abandonne (R22).",
        Message::PlayerResigns => "{name} abandonne.",
        Message::PlayerPlayed => "{name} a joué {moves}.",
        Message::YourTurnNow => "{name}, à toi.",
        Message::PlayerWins => "{name} gagne.",
        Message::GameDrawn => "La partie est nulle.",
        Message::BoardNow => "Le plateau, manche {round}.",
        Message::BoardAtRoundEnd => "Le plateau à la fin de la manche {round}.",
        Message::TableAfterTurn => "La table après le tour {turn}.",
        Message::TableAtRoundEnd => "La table à la fin de la manche {round}.",
        Message::BoardAfterTurn => "Le plateau après le tour {turn}.",
        Message::TurnNotPlayed => {
            "Le tour {round} n'a pas été joué : cette partie en compte {turns}."
        }
        Message::GameBegins => {
            "La partie de {title} commence ! {seats}. {mention}, tu joues en premier : /play actions:\"…\", puis /end."
        }
        Message::LeaderboardLine => "{place}. **{name}** {rating} ({games})",
        Message::LeaderboardOf => {
            "Classement de {game} (Glicko-2 ; `?` marque un classement provisoire) :
{lines}"
        }
        Message::TurnEnds => "Fin du tour <t:{due}:R> (<t:{due}:f>).",
        Message::SizeHalf => "la moitié de",
        Message::SizeThird => "un tiers de",
        Message::SizeQuarter => "un quart de",
        Message::SizeFraction => "une fraction de",
        Message::ReplaySampled => {
            "Toute la partie, {turns} : un tour sur {every} montré (et le dernier), à {size} la taille de l'image, pour rester regardable et sous la limite de fichier de Discord."
        }
        Message::ReplayShrunk => {
            "Toute la partie, {turns}, une image par tour, à {size} la taille de l'image pour rester sous la limite de fichier de Discord."
        }
        Message::ReplayWhole => "Toute la partie, {turns}, une image par tour.",
        Message::PlayerLaid => "{name} a posé {turn}.",
        Message::PalagoYourTurn => "{name}, à toi : il reste {left} tuiles.",
        Message::Apology => {
            "Désolé, quelque chose a échoué de notre côté ; rien n'a été changé. Réessaie dans un instant."
        }
        Message::DiscordApology => {
            "Désolé, Discord n'a pas pris une partie de ma réponse. Ce qui a été fait est enregistré : /status montre où en est la partie."
        }
        Message::Stopping => {
            "Le fichier de la base de données du bot a été supprimé ou remplacé : plus rien ne peut être enregistré. Le bot s'arrête ; demande à son administrateur de le relancer."
        }
        Message::ReadOnlyDatabase => {
            "Rien n'a été changé : la base de données du bot est passée en lecture seule, il ne peut plus rien enregistrer. La lecture marche toujours (/status, /board) ; demande à l'administrateur du bot de la rendre de nouveau modifiable."
        }
        Message::NoTournamentHere => {
            "Pas de tournoi ici : /tournament new en ouvre un (format:round-robin ou format:swiss rounds:N)."
        }
        Message::TournamentHere => {
            "Ce salon a déjà un tournoi en cours : /tournament standings le montre, /tournament abort l'arrête."
        }
        Message::TournamentNeedsWhat => "/tournament attend ce qu'il faut faire : {names}.",
        Message::TournamentUnknownWhat => {
            "/tournament {name} n'est pas une commande de tournoi ; elles sont {names}."
        }
        Message::TournamentNeedsFormat => {
            "/tournament new attend `format:round-robin` (chacun rencontre chacun) ou `format:swiss rounds:N`."
        }
        Message::TournamentUnknownFormat => {
            "`format:{text}` : un tournoi est `round-robin` (toutes rondes) ou `swiss` (suisse)."
        }
        Message::TournamentRoundsAreSwiss => {
            "`rounds:` est pour les tournois suisses : un toutes-rondes a une ronde par adversaire (`double:true` les joue deux fois)."
        }
        Message::TournamentDoubleIsRoundRobin => {
            "`double:true` est pour les toutes-rondes : un tournoi suisse n'apparie jamais deux fois les mêmes joueurs."
        }
        Message::TournamentSwissNeedsRounds => {
            "Un tournoi suisse attend son nombre de rondes : `rounds:N` (1 à {max})."
        }
        Message::TournamentInBoardChannel => {
            "Un tournoi se lance depuis un salon, pas depuis un fil ni le salon d'une partie : chacune de ses parties a sa place sous le salon du tournoi. Lance /tournament new dans un salon."
        }
        Message::TournamentNeedsTwoPlayerGame => {
            "Les parties d'un tournoi se jouent à deux, et {title} ne se joue pas à deux."
        }
        Message::TournamentOpened => {
            "**{name}** a ouvert un tournoi de {title}, {format} ; {options} ; {pace}. /tournament join pour s'inscrire ; {name} lance /tournament start. Chaque partie se joue dans son propre fil."
        }
        Message::TournamentRoundRobin => "toutes rondes (chacun rencontre chacun)",
        Message::TournamentDoubleRoundRobin => {
            "double toutes rondes (chacun rencontre chacun deux fois, couleurs inversées)"
        }
        Message::TournamentSwiss => "suisse, {rounds} (système hollandais de la FIDE)",
        Message::TournamentAlreadyEntered => "Tu es déjà inscrit.",
        Message::TournamentEntered => "**{name}** s'inscrit au tournoi (numéro {number}). {count}.",
        Message::TournamentLateEntry => {
            "**{name}** s'inscrit en retard (numéro {number}) : la ronde 1 compte comme non jouée, sans point. {count}."
        }
        Message::TournamentComputerEntered => {
            "**{name}** est inscrit au tournoi par {by} (numéro {number}). {count}."
        }
        Message::TournamentOnlyItsRunner => {
            "Seul le créateur du tournoi (ou qui gère le salon) peut faire cela."
        }
        Message::TournamentSwissEntriesClosed => {
            "Les inscriptions sont closes : un tournoi suisse accepte les retardataires jusqu'à l'appariement de la ronde 2."
        }
        Message::TournamentRoundRobinEntriesClosed => {
            "Les inscriptions sont closes : la grille d'un toutes-rondes est fixée au départ."
        }
        Message::TournamentNotEntered => "Tu n'es pas inscrit à ce tournoi.",
        Message::TournamentLeft => "**{name}** quitte le tournoi. {count}.",
        Message::TournamentAlreadyWithdrawn => "Tu t'es déjà retiré de ce tournoi.",
        Message::TournamentWithdrew => {
            "**{name}** se retire du tournoi : sa partie en cours est abandonnée, et plus aucun appariement ne viendra."
        }
        Message::TournamentWithdrewWithBye => {
            "**{name}** se retire du tournoi : son exempt de cette ronde reste acquis, et plus aucun appariement ne viendra."
        }
        Message::TournamentFull => {
            "Ce tournoi suisse est complet : l’appariement hollandais sert au plus {most} joueurs."
        }
        Message::TournamentEntriesChanging => {
            "Les inscriptions ont changé pendant l’appariement de la ronde 1 : relance /tournament start."
        }
        Message::TournamentWithdrewBetweenGames => {
            "**{name}** se retire du tournoi : plus aucun appariement ne viendra."
        }
        Message::TournamentAbsenteeWithdrawn => {
            "**{name}** a perdu {forfeits} parties par forfait (sans jouer avant l'échéance) et est retiré : plus d'appariement."
        }
        Message::TournamentAlreadyStarted => {
            "Le tournoi a déjà commencé : /tournament pairings montre la ronde en cours."
        }
        Message::TournamentTooFew => {
            "Un tournoi demande au moins 2 inscrits ; {count}. /tournament join, ou /tournament addbot pour un ordinateur."
        }
        Message::TournamentCannotPair => {
            "Le tournoi ne peut pas commencer : {why}. Ajoute des inscrits ou ouvre un tournoi avec moins de rondes."
        }
        Message::TournamentStarts => {
            "Le tournoi commence : {count}, {rounds}. Chaque partie se joue dans son fil ; la ronde suivante est appariée dès que la dernière partie d'une ronde se termine."
        }
        Message::TournamentRoundPaired => "**Ronde {round} sur {rounds} :**\n{boards}",
        Message::TournamentBoardLine => {
            "Table {board} : **{white}** (commence) – **{black}** {result} · {thread}"
        }
        Message::TournamentByeLine => "Exempt (1 point) : **{name}**",
        Message::TournamentAbsentLine => "Non appariés (retirés ou inscrits en retard) : {names}",
        Message::TournamentBoardOpens => {
            "**Tournoi, ronde {round}, table {board} :** {white} commence contre {black}."
        }
        Message::TournamentBoardResult => {
            "Ronde {round}, table {board} : **{white}** {result} **{black}**."
        }
        Message::UnratedOnePlayer => {
            "Cette partie n’est pas classée : les deux places sont tenues par {name}, un seul joueur classé, qui ne peut être classé contre lui-même."
        }
        Message::UnratedOnePlayerResult => "(Non classée : les deux places étaient {name}.)",
        Message::TournamentFinished => {
            "**Le tournoi est terminé** après {rounds}. Classement final :"
        }
        Message::TournamentEndsEarly => {
            "**Le tournoi s'arrête** après {rounds} : {why}. Classement final :"
        }
        Message::TournamentStandingsAfter => "Classement après la ronde {round} sur {rounds} :",
        Message::TournamentStandingsDuring => {
            "Classement pendant la ronde {round} sur {rounds}, avec ses résultats connus (et son exempt) :"
        }
        Message::TournamentBoardStopped => "arrêtée (le tournoi a été annulé)",
        Message::TournamentRoundNotPaired => {
            "La ronde {round} n'est pas appariée : les rondes 1 à {paired} le sont."
        }
        Message::TournamentPairingsOf => "**Ronde {round} sur {rounds} :**\n{boards}",
        Message::TournamentExported => {
            "Le tournoi en rapport FIDE (TRF ; rondes appariées : {rounds}), que lisent les logiciels d'appariement."
        }
        Message::TournamentNotStarted => "Le tournoi n'a pas commencé : {count}.",
        Message::TournamentStoppedBy => "arrêtée avec le tournoi par {name}",
        Message::TournamentAborted => {
            "**{name}** a arrêté le tournoi ; ses parties en cours s'arrêtent aussi."
        }
        Message::TournamentTooManyRounds => {
            "Un tournoi suisse de {rounds} ne peut pas se jouer à {count} : deux joueurs ne se rencontrent jamais deux fois, donc au plus {most}. Attends d'autres inscrits (ou /tournament addbot), ou ouvre un tournoi avec moins de rondes."
        }
        Message::TournamentGameNoNew => {
            "Ceci est le fil d'une partie de tournoi : c'est le tournoi qui ouvre ses parties. Ouvre les autres parties dans un salon ou un fil à elles."
        }
        Message::TournamentGameNoAbort => {
            "Cette partie est celle d'un tournoi : elle se termine par le jeu, l'abandon ou l'échéance. /tournament abort, dans le salon du tournoi, arrête tout le tournoi."
        }
        Message::AcceptsFormat => "round-robin ou swiss, comme format:swiss",
        Message::AcceptsRounds => "un nombre entier de rondes de 1 à 30, comme rounds:5",
    }
}

/// `/help` en français : toutes les commandes, la même liste pour les deux jeux.
const HELP: &str = "**Partie :** /new [game] {new_options} [turn-hours] · /join · /addbot [level] · /leave [seat] · /start · /status · /board [round] · /history · /replay · /export · /mygames · /rating [user] · /leaderboard [game] · /vacation [days] [end] · /notify dm · /settings [vacation_days] [language] · /rules [topic] · /resign · /abort\n\
**Ton tour** (un brouillon privé jusqu'à ce que tu le termines) : les commandes propres au jeu ci-dessous, ou /play actions:\"…\" dans sa notation · /undo (annuler) · /end [confirm] (finir le tour)\n\
**Tournoi** (chaque partie dans son fil) : /tournament new game format [rounds] [double] [turn-hours] · join · leave · addbot [level] · start · standings · pairings [round] · export · abort\n\
{games}";
