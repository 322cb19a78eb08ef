# Die Befehle von Palanquée, wie Discord sie zeigt: siehe menu.en.ftl.

help = **Palanquée:** /säen feld · /wachsen feld [samen] · /ziehen von nach · /ernten feld · /schneiden feld, oder /spielen aktionen:"grow H8; move H8 J9".
    {"**"}Erweiterte Regeln** (/regeln thema:advanced): /schleudern von nach startet die Mitte eines Knopfs als Parasit (R32).
    {"**"}Jederzeit:** /beanspruchen feld, wenn ein Gegner Aktionen ungenutzt gelassen hat (R21).
    Felder sind eine Spalte A-S und eine Zeile 1-16, wie H8.
sow = Säe einen Samen aus deinem Vorrat auf ein leeres Feld (dein Entwurf, privat).
    .cell = Das Feld, wie H8
grow = Lass einen Spross (oder einen Samen) auf einem leeren Feld neben deiner Pflanze wachsen.
    .cell = Das Feld, wie H8
    .seed = Einen Samen statt eines Sprosses wachsen lassen
move = Zieh einen Spross auf ein leeres Feld neben einem anderen Teil seiner Pflanze.
    .from = Das Feld des Sprosses
    .to = Wohin er zieht
harvest = Ernte einen Samen zurück in deinen Vorrat (seine Pflanze behält einen anderen Samen).
    .cell = Das Feld des Samens
prune = Schneide einen deiner Sprosse zurück: Er kehrt in deinen Vorrat zurück.
    .cell = Das Feld des Sprosses
launch = Starte die Mitte eines Knopfs als Parasit (erweiterte Regeln, R32).
    .from = Der Spross in der Mitte des Knopfs
    .to = Wo er landet
claim = Beanspruche einen Samen (oder Parasiten) eines Gegners, der eine Aktion ungenutzt ließ (R21).
    .cell = Das Feld des Samens oder ein Feld des Parasiten
options =
    .rules = Palanquée: Grundregeln (Standard) oder erweiterte Regeln

choice-basic = Grundregeln (basic)
choice-advanced = erweiterte Regeln (advanced)
choice-board = Brett (board)
choice-plants = Pflanzen (plants)
choice-turn = Zug (turn)
choice-captures = Schlagen (captures)
choice-claims = Ansprüche (claims)
choice-end = Partieende (end)
choice-parasites = Parasiten (parasites)
choice-launch = Knöpfe und Start (launch)
choice-leaves = Blätter (leaves)
choice-computers = Computer (computers)

## Die Namen, wie man sie tippt (siehe menu.en.ftl).
name-sow = säen
    .cell = feld
name-grow = wachsen
    .cell = feld
    .seed = samen
name-move = ziehen
    .from = von
    .to = nach
name-harvest = ernten
    .cell = feld
name-prune = schneiden
    .cell = feld
name-launch = schleudern
    .from = von
    .to = nach
name-claim = beanspruchen
    .cell = feld
name-options =
    .rules = regeln
