### Pourquoi le moteur de Palago refuse une tuile, un tour ou une ligne
### d'enregistrement, comme le disent les règles françaises (tuile, table,
### créature).

Refusal = { $ruling } : { $why }
TurnedSixty = l'orientation { $text } est une tuile tournée de 60°, qui ne raccorderait aucun côté : utilise 0, 1 ou 2
FirstTileOffOrigin = la première tuile de la partie se pose en 0,0, pas en { $cell }
Occupied = { $cell } porte déjà une tuile
SameCell = { $cell } porte déjà la première tuile de ce tour
OutOfReach = { $text } est à { $distance ->
        [unknown] trop de
       *[other] { $distance }
    } cases de la première tuile : une table de 48 tuiles ne va jamais au-delà de { $reach }
TooFar = { $cell } est trop loin : ni elle ni une case libre voisine ne touche la table
NotAdjacent = { $cell } n'est pas à côté de { $first } : les deux tuiles d'un tour doivent partager un côté
TouchesNoTile = ni { $first } ni { $cell } ne touche une tuile déjà sur la table
SingleHole = { $cell } est un trou isolé : la première tuile d'un tour n'y va que si elle finit la partie, et { $placement } ne la finit pas
NoSecondAfterEnd = la première tuile { $first } finit à elle seule la partie : le tour est cette tuile, sans seconde
SecondNeeded = { $first } ne finit pas la partie : une seconde tuile doit suivre à côté de { $cell }
GameOver = la partie est finie : { $outcome }
EmptyTurn = le tour est vide : donne une ou deux poses `q,r:k`, comme `0,1:1 1,1:2`
TooManyPlacements = `{ $text }` contient { $count } poses : un tour en compte une ou deux, séparées par une espace
NotAnOrientation = `{ $text }` n'est pas une orientation : utilise 0, 1 ou 2
NotAPlacement = `{ $text }` n'est pas une pose : écris `q,r:k`, une case et une orientation 0, 1 ou 2, comme `0,1:2`
NotACell = `{ $text }` n'est pas une case : écris-la `q,r`, deux nombres entiers comme `-1,2`
AfterResult = rien ne peut suivre le résultat donné à la ligne { $line }
TurnNumber = tour numéro { $found } là où le { $expected } était attendu
WrongColour = la ligne dit { $letter } mais c'est à { $mover } de jouer (P5)
ResultMismatch = l'enregistrement dit ({ $claimed }) mais ses tours donnent { $replayed }
ResultMismatchOngoing = l'enregistrement dit ({ $claimed }) mais ses tours donnent une partie encore en cours
RecordLine = ligne { $line } de l'enregistrement : { $why }
Draw = partie nulle
