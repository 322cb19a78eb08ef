### Pourquoi le moteur de Palanquée refuse une action, ou ne sait pas la
### lire, avec le vocabulaire des règles françaises (graine, pousse,
### plante, tenaille, réclamer).

Refusal = { $ruling } : { $why }
NotYourTurn = c'est à { $to_move } de jouer, pas à { $player }
NoSeedInReserve = tu n'as plus de graine en réserve
NoSproutInReserve = tes 50 pousses sont toutes sur le plateau
NoPlant = la pièce en { $cell } n'appartient à aucune plante
ParasiteInBasicRules = la pousse de { $player } en { $cell } est dans un groupe sans graine : un parasite, que seules les règles avancées gardent (R30)
NoActionToSow = il ne te reste aucune action ce tour pour semer
NoActionToGrow = { $groups ->
        [one] le groupe voisin de { $cell } n'a
       *[many] les groupes voisins de { $cell } n'ont
    } plus d'action ce tour
NoActionToGrowSeed = { $groups ->
        [one] le groupe voisin de { $cell } n'a
       *[many] les groupes voisins de { $cell } n'ont
    } plus d'action ce tour qu'une graine puisse utiliser (parasites et feuilles ne posent jamais de graine, R12)
NoActionToHarvest = la plante de { $cell } n'a plus d'action de graine ce tour (parasites et feuilles ne récoltent jamais, R12)
NoActionLeft = { $group ->
        [plant] la plante
       *[parasite] le parasite
    } de { $cell } n'a plus d'action ce tour
Taken = { $cell } est occupée par la { $kind ->
        [seed] graine
       *[sprout] pousse
    } de { $owner }
SeedsNever = { $cell } porte une graine ; une graine ne peut pas { $verb ->
        [move] se déplacer
        [harvest] se récolter
        [prune] être taillée
       *[launch] être lancée
    }, seules les pousses le peuvent
OnlySeedsHarvested = { $cell } porte une pousse ; seule une graine se récolte
NotYours = { $cell } porte la { $kind ->
        [seed] graine
       *[sprout] pousse
    } de { $owner }, pas une des tiennes
Empty = { $cell } est vide : il n'y a là aucune { $kind ->
        [seed] graine
       *[sprout] pousse
    } à toi à { $verb ->
        [move] se déplacer
        [harvest] se récolter
        [prune] être taillée
       *[launch] être lancée
    }
TouchesNoPlant = { $cell } ne touche aucune de tes plantes
LeavesItsPlant = { $to } ne touche pas la plante de { $from } (une pousse doit arriver à côté d'une autre pièce de sa plante)
SingleSeed = la plante de { $cell } n'a qu'une graine ; seule une plante qui en a deux ou plus peut récolter
StrandsSprouts = récolter { $cell } laisserait { $stranded } sans graine
NoSeedToSow = tu n'as plus de graine en réserve à semer
MustSow = tu n'as ni graine sur le plateau ni parasite : sème d'abord une graine, puis finis ton tour (le semis est obligatoire)
SowOnly = tu n'avais aucune graine sur le plateau au début de ton tour : ta seule action est d'en semer une
OneSeedPerTurn = tu as déjà posé une graine sur le plateau ce tour ; une graine par tour
SeedActionNeeded = seule l'action d'une graine peut poser ou récolter une graine ; les actions des parasites et les bonus des feuilles jamais
SuicideBetweenPieces = { $kind ->
        [seed] ta graine
        [sprout] ta pousse
       *[piece] ta pièce
    } en { $cell } serait prise en tenaille entre les pièces de { $by } en { $a } et { $b }
SuicideEdgeAndPiece = { $kind ->
        [seed] ta graine
        [sprout] ta pousse
       *[piece] ta pièce
    } en { $cell } serait prise en tenaille entre le bord rouge et la pièce de { $by } en { $at }
SuicideBetweenEdges = { $kind ->
        [seed] ta graine
        [sprout] ta pousse
       *[piece] ta pièce
    } en { $cell } serait prise en tenaille entre les bords rouges
Recapture = pas de reprise immédiate : la pièce de { $owner } en { $cell } a pris ta pièce en { $placed } à son dernier tour
TooClose = pendant tes trois premiers tours, chaque pièce doit être à 3 cases au moins des pièces ennemies : { $cell } est à { $distance } de la pièce de { $owner } en { $enemy }
TooCloseUnknown = pendant tes trois premiers tours, chaque pièce doit être à 3 cases au moins des pièces ennemies : { $cell } est à { $distance } de une pièce ennemie en { $enemy }
TimeoutByHand = seule une échéance manquée finit un tour par dépassement ; utilise `end`
ClaimOnEmpty = { $cell } est vide : une réclamation prend une graine
ClaimOnSprout = { $cell } porte une pousse d'une plante : une réclamation prend une graine, ou un parasite entier
ClaimOnOwn = { $cell } est une de tes pièces : on ne réclame que contre ses adversaires
NoClaimOpen = aucune réclamation n'est ouverte contre { $owner } : son dernier tour n'a laissé aucune action inutilisée, ou toutes ses réclamations ont été faites
NothingToClaim = { $group ->
        [plant] la plante
       *[parasite] le parasite
    } de { $cell } a utilisé toutes ses actions au dernier tour de { $owner }
AllClaimed = les actions inutilisées { $group ->
        [plant] de la plante
       *[parasite] du parasite
    } de { $cell } au dernier tour de { $owner } sont déjà toutes réclamées
GameWon = la partie est finie : { $player } gagne
GameDrawn = la partie est finie : partie nulle
NotPlaying = { $player } ne joue pas dans cette partie
NewParasiteAt = le parasite en { $at } est né ce tour ; il agit à partir de ton prochain tour
NewParasite = le parasite est né ce tour ; il agit à partir de ton prochain tour
ParasiteStep = le parasite d'une pousse en { $from } se déplace d'une case à la fois ; { $to } n'est pas à côté
ParasiteLosesContact = le parasite en { $from } doit rester au contact d'un ennemi : { $to } ne touche aucune pièce ennemie
LaunchInBasicRules = lancer est une règle avancée, et cette partie se joue aux règles de base
NotAButton = { $from } n'est pas le centre d'un bouton : ses six voisines doivent toutes être de tes pousses
LaunchTooFar = { $to } est à { $distance } cases de { $from } ; un lancer va à { $most } cases au plus
LaunchTouchesOwn = une pousse lancée doit arriver loin de tes pièces ; { $to } touche la tienne en { $touching }
LaunchTouchesNoEnemy = une pousse lancée doit arriver au contact d'une plante ou d'un parasite ennemis ; { $to } n'en touche aucun
AlreadyLaunched = { $group ->
        [plant] la plante
       *[parasite] le parasite
    } de { $from } a déjà lancé ce tour ; un lancer par plante ou par parasite

ParseEmpty = aucune action donnée : essaie `sow H8`, `grow H8`, `move H8 J9` ou `end`
UnknownAction = action inconnue `{ $word }` : les actions sont sow, grow, move, harvest, prune, launch, claim, end et resign
MissingCell = `{ $action }` demande { $action ->
        [move] deux cases, le départ et l'arrivée
        [launch] deux cases, le centre du bouton et l'arrivée
        [harvest] la case d'une graine
        [prune] la case d'une pousse
        [claim] la case d'une graine ou d'un parasite
       *[other] une case
    }, comme `{ $example }`
Unexpected = `{ $word }` inattendu après `{ $action }`
CellEmpty = une case est une lettre de colonne A-S et un numéro de rangée 1-16, comme H8 (R1)
BadColumn = `{ $text }` n'est pas une case : les colonnes vont de A à S (R1)
BadRow = `{ $text }` n'est pas une case : les rangées vont de 1 à 16 (R1)
