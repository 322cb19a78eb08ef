### Was das Bild von Palago schreibt, im Wortschatz der deutschen Regeln:
### Weiß und Blau, Plättchen, Kreatur, Auge, Gerade, Spitze, Einzelloch.
### Deutsch braucht vor einem Doppelpunkt kein geschütztes Leerzeichen.

Result = Ergebnis
LastTurn = Letzter Zug
Highlighted = Markiert
Nothing = leer
NoneYet = noch keiner: Weiß legt auf 0,0
FirstTurnHint = Zwei Plättchen nebeneinander, erstes auf 0,0: tipp q,r:k q,r:k (P6, P7).
TurnHint = Zwei Plättchen nebeneinander, eins berührt den Tisch: tipp q,r:k q,r:k (P7).
CellsTooSmall = Die Felder sind zu klein für ihre Namen: zähle ab dem Punkt, 0,0 (das erste Plättchen, P6).
EyeNote = Gestrichelter Kreis: ein Auge, drei Spitzen um eine Ecke. Es zählt nicht (P10).
LegendFree = frei: q,r
LegendHole = Einzelloch (P8)
LegendLastTurn = letzter Zug
LegendHighlighted = markiert
LegendCreature = Kreatur (P10)
LegendEye = Auge: zählt nicht (P10)

White = Weiß
Blue = Blau

TileCounts = { $placed } gelegt · { $left } übrig
PlayerWon = { $colour } · ★ Sieg
PlayerMoving = { $colour } · ◀ am Zug
ToMove = { $mover } ist am Zug

Wins = { $colour } siegt
Draw = Remis

EndCreature = { $mover } schloss eine { $winner ->
        [white] weiße
       *[blue] blaue
    } Kreatur: { $result } (P11)
EndDoubleCreature = { $mover } schloss Kreaturen beider Farben zugleich und verliert: { $result } (P11)
EndTilesOut = Alle { $tiles } Plättchen liegen, keine Kreatur wurde geschlossen: { $result } (P12)
EndTiebreak = Alle { $tiles } Plättchen liegen, keine Kreatur wurde geschlossen; Feinwertung: die größte Region von Weiß hat { $white } { $white ->
        [one] Gerade
       *[other] Geraden
    }, die von Blau { $blue } { $blue ->
        [one] Gerade
       *[other] Geraden
    }: { $result } (P12)
