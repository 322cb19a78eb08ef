//! French localisations of the slash commands: descriptions of every
//! command and option, and labels of every choice, as Discord shows them
//! to clients in French. Command and option names are not localised: they
//! are the notation players type and the texts quote (`/sow cell:H8`).

/// Each command's description in French: (registered name, description).
pub const COMMANDS: &[(&str, &str)] = &[
    (
        "new",
        "Ouvre une partie dans ce salon ; tu prends la première place.",
    ),
    (
        "join",
        "Prends la place suivante dans la partie de ce salon.",
    ),
    (
        "leave",
        "Quitte ta place avant le début (le créateur peut libérer celle d'un ordinateur).",
    ),
    ("start", "Lance la partie avec les joueurs assis."),
    (
        "status",
        "Où en est la partie de ce salon : à qui le tour, l'échéance, ton brouillon.",
    ),
    (
        "board",
        "L'image du plateau, maintenant ou à la fin d'une manche.",
    ),
    ("history", "Les tours joués jusqu'ici."),
    (
        "replay",
        "Toute la partie en image animée, une image par tour.",
    ),
    (
        "mygames",
        "Toutes tes parties sur ce serveur, celles qui t'attendent d'abord.",
    ),
    (
        "rating",
        "Les classements Glicko-2 d'un joueur sur ce serveur (les tiens si personne n'est choisi).",
    ),
    (
        "vacation",
        "Pars en vacances (tes échéances attendent), reviens plus tôt, ou vois tes jours restants.",
    ),
    (
        "notify",
        "Avis de tour par message privé : activés, le bot t'écrit quand c'est ton tour.",
    ),
    (
        "settings",
        "Les réglages du serveur : jours de vacances par an, langue des salons.",
    ),
    (
        "leaderboard",
        "Les joueurs les mieux classés du serveur dans un jeu.",
    ),
    ("export", "La feuille de partie en fichier texte."),
    (
        "rules",
        "Les règles du jeu de ce salon, ou l'un de leurs sujets, avec leurs décisions.",
    ),
    ("help", "La liste des commandes."),
    (
        "resign",
        "Abandonne la partie en cours, comme le disent ses règles.",
    ),
    (
        "abort",
        "Arrête la partie de ce salon (son créateur, ou Gérer les salons/fils).",
    ),
    (
        "play",
        "Tout ton tour en une ligne, dans la notation du jeu (voir /help).",
    ),
    ("undo", "Annule la dernière action de ton brouillon."),
    (
        "end",
        "Publie ton tour dans le salon et mentionne le joueur suivant.",
    ),
    (
        "addbot",
        "Installe un ordinateur dans la partie de ce salon (le créateur, avant /start).",
    ),
    (
        "tournament",
        "Tournois toutes rondes et suisses, chaque partie dans un fil de ce salon.",
    ),
    (
        "tournament new",
        "Ouvre un tournoi mené depuis ce salon ; chaque partie a son fil.",
    ),
    (
        "tournament join",
        "Inscris-toi au tournoi (un suisse accepte les retardataires jusqu'à la ronde 2).",
    ),
    (
        "tournament leave",
        "Quitte avant le début ; ensuite, retire-toi (ta partie est abandonnée).",
    ),
    (
        "tournament addbot",
        "Inscris un ordinateur (le créateur du tournoi).",
    ),
    (
        "tournament start",
        "Apparie la ronde 1 et ouvre ses parties en fils (créateur ou gestionnaires).",
    ),
    (
        "tournament standings",
        "Le classement et ses départages, en texte et en image.",
    ),
    (
        "tournament pairings",
        "Les appariements et résultats d'une ronde (la dernière par défaut).",
    ),
    (
        "tournament export",
        "Le tournoi en rapport FIDE (TRF), que lisent les logiciels d'appariement.",
    ),
    (
        "tournament abort",
        "Arrête le tournoi et ses parties en cours (créateur ou gestionnaires).",
    ),
];

/// Each option's description in French: (command, option, description).
pub const OPTIONS: &[(&str, &str, &str)] = &[
    ("new", "game", "Le jeu (le premier proposé si absent)"),
    (
        "new",
        "turn-hours",
        "Heures par tour (1-336) ; pas d'échéance si absent",
    ),
    (
        "leave",
        "seat",
        "La place d'un ordinateur à libérer (le créateur) ; la tienne si absent",
    ),
    (
        "board",
        "round",
        "La manche à montrer ; le plateau actuel si absent",
    ),
    ("rating", "user", "De qui (toi si absent)"),
    (
        "vacation",
        "days",
        "Jours d'absence à partir de maintenant (30 par an)",
    ),
    (
        "vacation",
        "end",
        "Reviens maintenant (les jours non commencés sont rendus)",
    ),
    (
        "notify",
        "dm",
        "on : un message privé quand vient ton tour ; off : la mention dans le salon seulement",
    ),
    (
        "settings",
        "vacation_days",
        "Jours de vacances par année civile pour chaque joueur (30 par défaut)",
    ),
    (
        "settings",
        "language",
        "La langue des annonces, du salon d'attente, des rappels et des images ici",
    ),
    (
        "leaderboard",
        "game",
        "Le jeu (le premier proposé si absent)",
    ),
    ("rules", "topic", "Un sujet ; un aperçu si absent"),
    (
        "play",
        "actions",
        "Le tour tel que le jeu l'écrit, comme le montre /help ; des ; entre les actions",
    ),
    ("end", "confirm", "Finir même si le jeu te prévient d'abord"),
    ("addbot", "level", "facile, moyen (par défaut) ou fort"),
    (
        "tournament new",
        "format",
        "round-robin (chacun rencontre chacun) ou swiss (donne rounds)",
    ),
    (
        "tournament new",
        "game",
        "Le jeu (le premier proposé si absent)",
    ),
    (
        "tournament new",
        "rounds",
        "Rondes d'un tournoi suisse (1-30)",
    ),
    (
        "tournament new",
        "double",
        "Un toutes-rondes joué deux fois, couleurs inversées",
    ),
    (
        "tournament new",
        "turn-hours",
        "Heures par tour de ses parties (1-336) ; pas d'échéance si absent",
    ),
    (
        "tournament addbot",
        "level",
        "facile, moyen (par défaut) ou fort",
    ),
    (
        "tournament pairings",
        "round",
        "La ronde (la dernière appariée si absente)",
    ),
];

/// Each choice's label in French: (choice name as registered, label).
pub const CHOICES: &[(&str, &str)] = &[
    ("easy", "facile"),
    ("medium", "moyen"),
    ("hard", "fort"),
    ("on", "activés"),
    ("off", "désactivés"),
    ("en", "en (anglais)"),
    ("fr", "fr (français)"),
    ("round-robin", "toutes rondes"),
    ("swiss", "suisse"),
];
