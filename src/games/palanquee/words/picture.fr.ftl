### Ce qu'écrit l'image du plateau de Palanquée, dans le vocabulaire des
### règles françaises (graine, pousse, plante, bouton, feuille). Le
### français est plus long : il a plus de formes courtes.

Title = Palanquée
GameOver = Partie terminée
NothingYet = rien à montrer pour l'instant
OneSowing = aucune graine sur le plateau : un semis
Sprout = pousse
Seed = graine
# « les bords bleus se rejoignent · les bords rouges arrêtent » est plus
# large que le panneau.
Edges = les bords bleus se rejoignent · les rouges arrêtent
ParasiteMark = parasite, anneau à la couleur de l'hôte (R30)
LaunchMark = lancer possible (R32)
ButtonMark = bouton (R32)
LeafMark = feuille : action bonus (R36)
BandAbove = ↑  la rangée 16 continue au-dessus de la rangée 1 : les bords bleus se rejoignent  ↑
BandBelow = ↓  la rangée 1 continue sous la rangée 16 : les bords bleus se rejoignent  ↓

Seat = joueur { $letter }
HeadlineOver = Manche { $round } · partie terminée
HeadlineToMove = Manche { $round } · à { $mover } de jouer
NameToMove = { $name }  ◀ à jouer
NameWinner = { $name }  ★ vainqueur
NameOut = { $name }  (éliminé)
# « réserve » écrit en entier déborde dès qu'une réserve tient 10 pousses.
Reserve = rés. { $sprouts } { $sprouts ->
        [one] pousse
       *[other] pousses
    } · { $seeds } { $seeds ->
        [one] graine
       *[other] graines
    } · { $lost } { $lost ->
        [one] perdue
       *[other] perdues
    }

ToMove = À { $name } de jouer
    .shorter = { $name } joue
ToMoveAnd = À { $name } de jouer : { $what }
    .shorter = { $name } joue : { $what }
    .shortest = { $name } : { $what }
SowASeed = semer une graine
Actions = { $count } { $count ->
        [one] action
       *[other] actions
    }
MaySow = aucune graine en jeu : semis facultatif (R11)
    .shorter = semis facultatif (R11)
Bonus = { $actions } +{ $bonus } bonus (R36)
    .shorter = { $actions } +{ $bonus } bonus
PlantRow = plante { $count ->
        [one] de la graine
       *[other] des graines
    } { $seeds } : { $counts }
PlantRowShort = { $count ->
        [one] graine
       *[other] graines
    } { $seeds } : { $counts }
ParasiteAtOn = parasite { $at } sur { $hosts } : { $counts }{ $must }
ParasiteAt = parasite { $at } : { $counts }{ $must }
ParasiteOn = parasite sur { $hosts } : { $counts }{ $must }
Parasite = parasite : { $counts }{ $must }
MustAct = , doit agir (R30)
    .shorter = , doit agir
MoreRows = et { $more } { $kind ->
        [parasites] { $more ->
            [one] autre parasite
           *[other] autres parasites
        }
        [mixed] { $more ->
            [one] autre plante ou parasite
           *[other] autres plantes et parasites
        }
       *[plants] { $more ->
            [one] autre plante
           *[other] autres plantes
        }
    }

Wins = { $name } gagne !
Drawn = Partie nulle
LastTurn = Dernier tour
LastTurnBy = Dernier tour : { $name }
Arrivals = { $count ->
        [one] { $count } case où une pièce est arrivée
       *[other] { $count } cases où des pièces sont arrivées
    }
    .shorter = { $count } { $count ->
        [one] case
       *[other] cases
    } d'arrivée
Moves = { $count } { $count ->
        [one] déplacement (en pâle : le départ)
       *[other] déplacements (en pâle : les départs)
    }
    .shorter = { $count } { $count ->
        [one] déplacement (départ en pâle)
       *[other] déplacements (départs en pâle)
    }
    .shortest = { $count } { $count ->
        [one] déplacement
       *[other] déplacements
    }
Removed = { $count } { $reason ->
        [captured] { $count ->
            [one] capturée
           *[other] capturées
        }
        [saturated] par saturation
        [isolated] { $count ->
            [one] isolée
           *[other] isolées
        }
        [claimed] { $count ->
            [one] réclamée
           *[other] réclamées
        }
       *[resigned] par abandon
    }
Removals = pièces retirées : { $parts }
    .shorter = retirées : { $parts }
ClaimsOpen = { $open } { $open ->
        [one] réclamation ouverte
       *[other] réclamations ouvertes
    }
ClaimsOpenOn = { $open } { $open ->
        [one] réclamation ouverte
       *[other] réclamations ouvertes
    } contre { $owner }
    .shorter = { $open } { $open ->
        [one] réclamation ouverte
       *[other] réclamations ouvertes
    }
ClaimPossible = réclamation possible
ClaimPossibleOn = réclamation possible contre { $owner }
    .shorter = réclamation possible

Pieces = { $count } { $kind ->
        [seed] { $count ->
            [one] graine
           *[other] graines
        }
       *[sprout] { $count ->
            [one] pousse
           *[other] pousses
        }
    }
