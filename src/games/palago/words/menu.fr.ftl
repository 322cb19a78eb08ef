# Les commandes de Palago telles que Discord les montre : voir menu.en.ftl.

help = **Palago** (/nouvelle jeu:palago, /règles sujet:palago) : /poser case:q,r orientation:k deux fois, puis /terminer · /annuler · /jouer actions:"0,1:1 1,1:2" · /abandonner. Les cases sont `q,r` depuis la première tuile en 0,0 ; orientations 0, 1, 2 (P4, P13).
place = Palago : pose une tuile dans le brouillon de ton tour (privé) ; un second /poser complète la paire.
    .cell = La case, q,r (la première tuile est en 0,0)
    .orientation = Comment la tuile est posée : 0 droite, 1 penchée à gauche, 2 penchée à droite (P4)
options =
    .tiebreak = Palago : une partie nulle revient à la plus grande région ouverte (P12)

choice-palago = Palago
choice-palago-tile = Palago : la tuile (palago-tile)
choice-palago-table = Palago : la table et les cases (palago-table)
choice-palago-turn = Palago : un tour (palago-turn)
choice-palago-holes = Palago : les trous (palago-holes)
choice-palago-creatures = Palago : les créatures (palago-creatures)
choice-palago-end = Palago : la fin (palago-end)
choice-palago-notation = Palago : la notation (palago-notation)
choice-palago-computers = Palago : les ordinateurs (palago-computers)

## Les noms, tels qu'on les tape (voir menu.en.ftl).
name-place = poser
    .cell = case
    .orientation = orientation
name-options =
    .tiebreak = départage
