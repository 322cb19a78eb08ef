# Les commandes de Palanquée telles que Discord les montre : voir menu.en.ftl.

help = **Palanquée :** /semer case · /pousser case [graine] · /déplacer de vers · /récolter case · /tailler case, ou /jouer actions:"grow H8; move H8 J9".
    {"**"}Règles avancées** (/règles sujet:advanced) : /lancer de vers lance le centre d'un bouton comme parasite (R32).
    {"**"}À tout moment :** /réclamer case, quand un adversaire a laissé des actions inutilisées (R21).
    Les cases sont une colonne A-S et une rangée 1-16, comme H8.
sow = Sème une graine de ta réserve sur une case vide (ton brouillon, privé).
    .cell = La case, comme H8
grow = Fais pousser une pousse (ou une graine) sur une case vide touchant ta plante.
    .cell = La case, comme H8
    .seed = Faire pousser une graine plutôt qu'une pousse
move = Déplace une pousse vers une case vide touchant une autre pièce de sa plante.
    .from = La case de la pousse
    .to = Où elle va
harvest = Récolte une graine dans ta réserve (sa plante garde une autre graine).
    .cell = La case de la graine
prune = Taille une de tes pousses : elle retourne dans ta réserve.
    .cell = La case de la pousse
launch = Lance le centre d'un bouton comme parasite (règles avancées, R32).
    .from = La pousse au centre du bouton
    .to = Où il atterrit
claim = Réclame une graine (ou un parasite) d'un adversaire qui a laissé une action (R21).
    .cell = La case de la graine, ou une case du parasite
options =
    .rules = Palanquée : règles de base (par défaut) ou avancées

choice-basic = de base (basic)
choice-advanced = avancées (advanced)
choice-board = plateau (board)
choice-plants = plantes (plants)
choice-turn = tour (turn)
choice-captures = captures
choice-claims = réclamations (claims)
choice-end = fin de partie (end)
choice-parasites = parasites
choice-launch = lancer (launch)
choice-leaves = feuilles (leaves)
choice-computers = ordinateurs (computers)

## Les noms, tels qu'on les tape (voir menu.en.ftl).
name-sow = semer
    .cell = case
name-grow = pousser
    .cell = case
    .seed = graine
name-move = déplacer
    .from = de
    .to = vers
name-harvest = récolter
    .cell = case
name-prune = tailler
    .cell = case
name-launch = lancer
    .from = de
    .to = vers
name-claim = réclamer
    .cell = case
name-options =
    .rules = règles
