### Ce qu'écrit l'image de Palago, dans le vocabulaire des règles
### françaises : Blanc et Bleu, tuile, créature, œil, droite, pointe, trou
### isolé. Une espace insécable ({ -nbsp }) précède un deux-points ou un
### point-virgule, pour qu'une ligne coupée n'en commence jamais par un.

-nbsp = {"\u00A0"}

Result = Résultat
LastTurn = Dernier tour
Highlighted = En évidence
Nothing = rien
NoneYet = aucun{ -nbsp }: Blanc commence, en 0,0
FirstTurnHint = Deux tuiles côte à côte, la première en 0,0{ -nbsp }: tape q,r:k q,r:k (P6, P7).
TurnHint = Deux tuiles côte à côte, dont une touche une tuile déjà posée{ -nbsp }: tape q,r:k q,r:k (P7).
CellsTooSmall = Les cases sont trop petites pour y écrire leur nom{ -nbsp }: compte depuis le point, 0,0 (la première tuile, P6).
EyeNote = Cercle pointillé{ -nbsp }: un œil, trois pointes autour d'un coin. Il ne compte pas (P10).
LegendFree = libre{ -nbsp }: q,r
LegendHole = trou isolé (P8)
LegendLastTurn = dernier tour
LegendHighlighted = en évidence
LegendCreature = créature (P10)
LegendEye = œil{ -nbsp }: ne compte pas (P10)

White = Blanc
Blue = Bleu

# Au singulier pour zéro et un.
TileCounts = { $placed } { $placed ->
        [one] tuile posée
       *[other] tuiles posées
    } · { $left } { $left ->
        [one] restante
       *[other] restantes
    }
PlayerWon = { $colour } · ★ gagne
PlayerMoving = { $colour } · ◀ à jouer
ToMove = À { $mover } de jouer

Wins = { $colour } gagne
Draw = partie nulle

EndCreature = { $mover } a fermé une créature { $winner ->
        [white] blanche
       *[blue] bleue
    }{ -nbsp }: { $result } (P11)
EndDoubleCreature = { $mover } a fermé d'un coup des créatures des deux couleurs et perd{ -nbsp }: { $result } (P11)
EndTilesOut = Les { $tiles } tuiles sont posées sans qu'aucune créature soit fermée{ -nbsp }: { $result } (P12)
EndTiebreak = Les { $tiles } tuiles sont posées sans qu'aucune créature soit fermée{ -nbsp }; départage{ -nbsp }: la plus grande région de Blanc a { $white } { $white ->
        [one] droite
       *[other] droites
    }, celle de Bleu { $blue } { $blue ->
        [one] droite
       *[other] droites
    }{ -nbsp }: { $result } (P12)
