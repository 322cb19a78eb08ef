### `/rules` auf Deutsch: dieselben Themen in derselben Reihenfolge, mit
### denselben Entscheidungen (R1..R36), in den Wörtern der deutschen
### Übersetzung (Samen, Spross, Pflanze, schlagen, beanspruchen).

board = **Das Brett (R1-R6).** 19 Spalten A-S aus Sechsecken mit flacher Oberseite, 16 Reihen; die Spalten B, D, F… liegen ein halbes Feld tiefer. Oben und unten sind die Ränder blau und verbunden: Reihe 16 berührt Reihe 1, jede Spalte ist ein Ring. Links und rechts sind sie rot: Nichts überquert sie, und sie wirken beim Schlagen mit. Linien folgen einer Spalte oder einer der zwei Diagonalen; Abstände zählen Schritte auf diesem Zylinder.
plants = **Pflanzen (R7, R8).** Jeder Spieler hat 50 Sprosse und 3 Samen. Eine Pflanze ist eine zusammenhängende Gruppe deiner Steine mit mindestens einem Samen. Von allen Samen abgeschnittene Sprosse werden sofort entfernt (großer Rückschnitt). Pflanzen verschmelzen bei Berührung und teilen sich, wenn man sie trennt; das Brett zeigt stets, welche Pflanze welche ist.
turn = **Dein Zug (R9-R12, R19).** Jeder Samen, den du bei Zugbeginn auf dem Brett hattest, gibt seiner Pflanze eine Aktion: *wachsen lassen* (einen Spross oder Samen auf ein leeres Feld neben der Pflanze), *ziehen* (einen Spross auf ein leeres Feld neben einem anderen Stein seiner Pflanze; Samen ziehen nie), *ernten* (einen Samen zurück in den Vorrat, aus einer Pflanze mit zwei oder mehr, ohne Sprosse abzuschneiden), *zurückschneiden* (einen Spross zurück in den Vorrat). Statt einer Aktion darfst du einen Samen aus dem Vorrat irgendwo *säen*. Ohne Samen auf dem Brett hast du eine Pflicht-Aussaat, außer ein Parasit von dir lebt (R30). Höchstens ein Samen pro Zug. In deinen ersten drei Zügen bleibt jeder Stein 3 Felder oder mehr von gegnerischen entfernt.
captures = **Schlagen (R13-R18).** Nachdem du einen Stein gesetzt hast, schau in die sechs Richtungen: Eine Reihe gegnerischer Steine (beliebiger Farben), die ein Stein von dir abschließt (Zange), ist geschlagen, ebenso eine einfarbige Reihe, die gegen einen roten Rand gedrückt ist. Eine Spalte ohne zwei benachbarte leere Felder ist gesättigt: Alles darin verschwindet, auch deine Steine. Geschlagene Sprosse gehen an ihre Besitzer zurück; geschlagene Samen sind endgültig verloren. Du darfst deine eigenen Steine nicht schlagbar lassen, außer die Schläge deines Zuges beseitigen die Drohung, und du darfst einen Schlag, der eben deine Steine von dem Feld genommen hat, auf das du jetzt setzt, nicht sofort erwidern.
claims = **Vergessen und Ansprüche (R20, R21).** Du darfst einen Zug mit ungenutzten Aktionen beenden, aber jede ungenutzte Aktion erlaubt einem Gegner einen Anspruch: einen Samen einer Pflanze entfernen, die ihre Aktion nicht genutzt hat (in fortgeschrittenen Partien wird ein Parasit, der nicht gehandelt hat, ganz genommen, R30). Ansprüche sind vom Ende dieses Zuges bis zum Beginn deines nächsten Zuges offen. Was beansprucht werden kann, steht am Ende dieses Zuges fest, also gelten Ansprüche in beliebiger Reihenfolge, von einem oder mehreren Gegnern. Ein durch seine Frist beendeter Zug lässt alle restlichen Aktionen ungenutzt.
end = **Das Ende (R22, R23).** Wer weder auf dem Brett noch im Vorrat einen Samen hat (und in fortgeschrittenen Partien keinen Parasiten), scheidet aus. Der letzte verbliebene Spieler gewinnt. Du kannst jederzeit aufgeben; deine Steine verlassen das Brett. Verschwinden die letzten Samen aller gleichzeitig, endet die Partie unentschieden. Computer spielen nie allein weiter: Bleibt kein Mensch mehr in einer Partie (alle haben aufgegeben, die Frist verpasst oder sind ausgeschieden), endet sie sofort, ohne Wertung. **Ende in gegenseitigem Einvernehmen** (unsere Regelung: die offiziellen Regeln sehen keine vor): Mit /ende-vorschlagen endet die Partie hier, sobald alle anderen Personen, die noch im Spiel sind, annehmen. Wer noch im Spiel ist, wird nach seinen Samen (auf dem Brett und im Vorrat, R7) platziert, mehr ist besser, dann nach seinen Sprossen auf dem Brett; Gleichstand teilt sich den Platz. Bereits Ausgeschiedene behalten ihre Plätze hinter allen Überlebenden (wer aufgab, zuletzt). Ein Computer lehnt immer ab. Mit /zurücknehmen bittet, wer den letzten Zug veröffentlicht hat, ihn zurückzunehmen, bis der nächste veröffentlicht ist; nehmen alle anderen an, sind Brett, Vorräte, Ansprüche und Frist wie zuvor (nicht in Turnierpartien und nicht nach einem Zug, den die Frist beendete).
advanced = **Fortgeschrittene Regeln (R30-R36)**, gewählt mit `/neu regeln:advanced`. Drei Dinge kommen zum Grundspiel hinzu:
    • **Knöpfe und Starts (R32).** Ein Spross, umringt von sechs deiner Sprosse, ist ein Knopf; sein Zentrum kann bis zu 6 Felder weit *gestartet* werden, um neben einer gegnerischen Pflanze oder einem gegnerischen Parasiten zu landen (auch ein Parasit kann parasitiert werden): `/schleudern von nach`.
    • **Parasiten (R30, R31).** Ein gestarteter Spross lebt ohne Samen, solange er einen Gegner berührt. Ab deinem nächsten Zug hat er eine eigene Aktion, die du nutzen musst: wachsen lassen, zurückschneiden oder ziehen. Vergisst du sie, können Gegner ihn ganz beanspruchen. Solange einer lebt, musst du nicht säen, auch ohne Samen auf dem Brett (R11).
    • **Blätter (R36).** Ein Knopf mit einem weiteren Spross in gerader Linie außen an seinem Ring ist ein Blatt: Bleibt es von einem Zug zum nächsten intakt, gibt es seiner Pflanze eine Bonusaktion (höchstens zwei Blätter).
    Mehr: /regeln thema: parasites, launch, leaves.
parasites = **Parasiten (R30, R31).** Eine Gruppe deiner Sprosse ohne Samen, die eine gegnerische Pflanze oder einen gegnerischen Parasiten berührt, entstanden durch einen Start oder die Teilung eines Parasiten. Sprosse, die auf andere Weise von deinen Samen abgeschnitten werden, werden weiterhin sofort entfernt: Ein Pflanzenrest wird nie zum Parasiten.
    ```
    {"   "}K  L  M
    {"      "}b         a: alices Ein-Spross-Parasit auf K8,
    {"   "}a     b         gegen bobs Pflanze gestartet
    {"      "}B         B: bobs Samen auf L8, b: seine Sprosse
    {"         "}b
    ```
    • Ab deinem Zug nach seiner Entstehung hat jeder Parasit **eine Aktion, die genutzt werden muss**: *wachsen lassen* (einen Spross neben ihm), *zurückschneiden* oder *ziehen* (ein Ein-Spross-Parasit zieht ein Feld weit und muss den Gegner weiter berühren; ein größerer zieht wie eine Pflanze). Er sät, erntet oder setzt nie einen Samen (R12).
    • Ohne Kontakt zum Gegner (etwa weil sein Wirt geschlagen wurde) wird ein Parasit entfernt, und seine Sprosse kehren zurück.
    • Berührt er eine deiner Pflanzen, wird er Teil dieser Pflanze; in zwei Teile geschnitten, ergibt er zwei Parasiten, die jeweils ab deinem nächsten Zug handeln.
    • Einen Parasiten, den du ohne seine Aktion lässt, kann ein Gegner **ganz beanspruchen** (R21).
    • Solange ein Parasit lebt, scheidest du nicht aus und musst nicht säen: Du darfst einen Zug ohne Samen auf dem Brett beenden (R11, R22). Nimmt jemand die letzten Samen aller, während nur noch Parasiten übrig sind, endet die Partie unentschieden (R23).
launch = **Knöpfe und der Start (R32).** Ein Knopf ist ein Spross, dessen sechs Nachbarn alle deine Sprosse sind (7 Sprosse, kein Samen), in einer Pflanze oder einem Parasiten:
    ```
    {"      "}H
    {"      "}o         o: deine Sprosse H7, G8, I8, G9, I9, H9
    {"   "}o     o      C: das Zentrum H8, von sechs deiner umringt
    {"      "}C
    {"   "}o     o
    {"      "}o
    ```
    Als eine der Aktionen dieser Pflanze hebt `/schleudern von:C nach:X` das Zentrum an und setzt es auf ein leeres Feld X höchstens 6 Schritte entfernt, über beliebige Steine hinweg. X darf **keinen** deiner Steine berühren und **muss** eine gegnerische Pflanze oder einen gegnerischen Parasiten berühren: Auch ein Parasit kann parasitiert werden. Der Spross wird ein Parasit (/regeln thema: parasites); die Landung schlägt wie jedes Setzen (R14). Ein Start pro Pflanze oder Parasit und Zug. Beispiel: Mit einem Knopf mit Zentrum H8 und bobs Pflanze in Spalte K landet `/schleudern von:H8 nach:L8` 4 Felder entfernt neben bob.
leaves = **Blätter (R36).** Ein Blatt ist ein Knopf plus eine Spitze: ein weiterer deiner Sprosse neben einem Ring-Spross, auf der geraden Linie vom Zentrum durch diesen (8 Sprosse, kein Samen):
    ```
    {"      "}H
    {"      "}t         t: die Spitze H6, in Linie mit dem Zentrum
    {"      "}o            C (H8) und dem Ring-Spross H7
    {"   "}o     o
    {"      "}C
    {"   "}o     o
    {"      "}o
    ```
    Ein Blatt, das am Ende deines vorigen Zuges intakt war und zu Beginn deines Zuges noch steht, gibt seiner Pflanze (oder seinem Parasiten) in diesem Zug **eine Bonusaktion**; höchstens zwei Blätter pro Pflanze, und Blätter dürfen keine Sprosse teilen. Bonusaktionen sind **freiwillig** (kein Anspruch, wenn ungenutzt) und ernten, säen oder setzen nie einen Samen. Ziehen, Zurückschneiden oder Starten eines Sprosses des Blatts hebt seinen Bonus auf, falls er noch nicht genutzt ist. Beispiel: Der Samen G7 von a mit den Sprossen H6 H7 H8 H9 G8 G9 I8 I9 bildet ein Blatt mit Zentrum H8 und Spitze H6.
intro = **Palanquée** (Ludovic Robillard): Lass Pflanzen wachsen, schlage die Samen der Gegner, bleib als Letzter.
more = Mehr: /regeln thema: { $topics }

computers = **Computerspieler (/computer-hinzufügen).** Vom schwächsten an: **beginner** (Anfänger) { level-beginner } **easy** (leicht) { level-easy } **medium** (mittel) { level-medium } **hard** (schwer) { level-hard } Jede Stufe schlägt die darunter in mindestens zwei von drei Partien über viele Partien zu zweit (das README nennt die Zahlen, auch zu fünft).
# Das Spiel einer Stufe, gesagt, wenn /computer-hinzufügen sie setzt.
level-beginner = spielt seine Aktionen zufällig, lässt aber nie eine aus, die die Partie gewinnt (R22): für eine erste Partie.
level-easy = nimmt bei jeder Aktion das beste Material und rückt, wenn die Partie lang wird, an gegnerische Samen heran; aber jede vierte Aktion ist zufällig, und es ist blind für Drohungen.
level-medium = wägt sechs Kandidatenzüge gegen die gierige Antwort jedes Gegners ab, bewertet wie hard: sieht Schläge in Reichweite und Drohungen; übersieht langsame Pläne.
level-hard = sucht zwei Sekunden lang, beantwortet jeden Gegner und schaut eine Runde weiter; spät in der Partie drängt es auf die letzten Samen.
