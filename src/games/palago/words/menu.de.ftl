# Die Befehle von Palago, wie Discord sie zeigt: siehe menu.en.ftl.

help = **Palago** (/neu spiel:palago, /regeln thema:palago): /legen feld:q,r ausrichtung:k zweimal, dann /beenden · /rückgängig · /spielen aktionen:"0,1:1 1,1:2" · /aufgeben. Felder sind `q,r` ab dem ersten Plättchen auf 0,0; Ausrichtungen 0, 1, 2 (P4, P13).
place = Palago: Leg ein Plättchen in den Entwurf deines Zugs (privat); ein zweites /legen ergänzt das Paar.
    .cell = Das Feld, q,r (das erste Plättchen liegt auf 0,0)
    .orientation = Wie das Plättchen liegt: 0 aufrecht, 1 nach links geneigt, 2 nach rechts geneigt (P4)
options =
    .tiebreak = Palago: Eine unentschiedene Partie geht an die größere offene Region (P12)

choice-palago = Palago: Überblick (palago)
choice-palago-tile = Palago: das Plättchen (palago-tile)
choice-palago-table = Palago: der Tisch und die Felder (palago-table)
choice-palago-turn = Palago: ein Zug (palago-turn)
choice-palago-holes = Palago: die Einzellöcher (palago-holes)
choice-palago-creatures = Palago: die Kreaturen (palago-creatures)
choice-palago-end = Palago: das Ende (palago-end)
choice-palago-notation = Palago: die Notation (palago-notation)
choice-palago-computers = Palago: die Computer (palago-computers)

## Die Namen, wie man sie tippt (siehe menu.en.ftl).
name-place = legen
    .cell = feld
    .orientation = ausrichtung
name-options =
    .tiebreak = gleichstand
