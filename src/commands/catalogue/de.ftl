### Was der Bot in jedem Spiel sagt: Deutsch (erste Hälfte des Katalogs), übersetzt aus dem Englischen.
### Jede Nachricht heißt wie ihre Rust-Variante; Argumente sind `$name`.

# The caller's name has nothing printable.
NameUnprintable = Dein Name hat kein druckbares Zeichen: Wähle einen Namen (Anzeigename auf Discord) und versuch es erneut.

# A person whose id or name begins with `computer:`, the computer
# seats' ids.
ComputerNameReserved = Namen, die mit `computer:` beginnen, sind Computern vorbehalten: Wähle einen anderen Namen (Anzeigename auf Discord) und versuch es erneut.

# `/new` where a game is open.
ChannelHasGame = Dieser Kanal hat schon eine Partie. Beende sie oder /abbrechen, oder öffne einen Thread für eine weitere Partie.

# `/new` in the channel of an open (lobby or running) tournament.
ChannelHasEvent = Hier läuft ein noch offenes Turnier, dessen Partien unter ihm gespielt werden: Starte eine andere Partie in einem anderen Kanal oder Thread.

# `/join` by someone seated.
AlreadySeated = Du hast schon einen Platz.

# A player's command by someone without a seat.
NoSeat = Du hast keinen Platz in dieser Partie.

# `/leave seat:` of a computer by someone else than the creator.
OnlyCreatorFreesComputer = Nur der Ersteller der Partie (oder ein Moderator) gibt den Platz eines Computers frei.

# `/leave seat:N` of another person. Arguments: `seat`, `name`.
SeatIsPersons = Platz { $seat } gehört einer Person, **{ $name }**: Nur { $name } kann ihn mit /verlassen aufgeben. `platz:N` gibt den Platz eines Computers frei (Ersteller der Partie oder ein Moderator).

# `/leave seat:N` past the last seat. Argument: `seat`.
NoSuchSeat = Es gibt keinen Platz { $seat }.

# `/addbot` by someone else than the creator.
OnlyCreatorSeatsComputer = Nur der Ersteller der Partie (oder ein Moderator) setzt einen Computer ein.

# `/start` by someone else than the creator.
OnlyCreatorStarts = Nur der Ersteller der Partie (oder ein Moderator) kann sie starten.

# A game command where no game is open.
NoGameHere = Keine Partie in diesem Kanal. Öffne eine mit /neu, oder starte einen Thread für eine weitere.

# `/abort` where no game is open.
NoGameToAbort = Keine Partie zum Abbrechen in diesem Kanal.

# `/abort` by someone who may not.
OnlyCreatorAborts = Nur der Ersteller der Partie oder wer diesen Kanal verwaltet, kann sie abbrechen.

# `/status` or `/history` where nothing was ever played.
NothingPlayedHere = In diesem Kanal wurde noch keine Partie gespielt: /neu öffnet eine.

# A button of an older version of the game.
PreviewOutOfDate = Diese Vorschau ist veraltet (die Partie ist inzwischen weiter): Es wurde nichts getan. /status zeigt den Stand.

# `/undo` of an empty draft.
NothingToUndo = Dein Entwurf ist leer: nichts zurückzunehmen.

# A turn command after the end.
GameOver = Diese Partie ist vorbei.

# `/notify` in the local mode.
NotifyIsForDiscord = Zugbenachrichtigungen per Direktnachricht gibt es nur auf Discord: Der lokale Modus zeigt jeden Zug schon, während er gespielt wird.

# `/notify dm:on` done.
NotifyOn = Zugbenachrichtigungen per Direktnachricht sind an: Wenn du in einer Partie am Zug bist, schicke ich dir das Brett, was der letzte Zug getan hat, und einen Link zum Kanal der Partie. Lass deine Direktnachrichten für Mitglieder dieses Servers offen (Privatsphäre-Einstellungen), sonst erreichen sie dich nicht. /benachrichtigen direktnachricht:off stellt sie ab.

# `/notify dm:off` done.
NotifyOff = Zugbenachrichtigungen per Direktnachricht sind aus: Die Erwähnung im Kanal der Partie bleibt.

# `/vacation` with both `days` and `end`.
VacationDaysOrEnd = Gib tage:N für Urlaub oder ende:true für die Rückkehr an, nicht beides.

# `/vacation end:true` while not away.
NotOnVacation = Du bist nicht im Urlaub.

# Days counted. Used by `days_in_words`. Argument: `n`.
Days = { $n ->
    [one] { $n } Tag
   *[other] { $n } Tage
}

# Vacation days counted. Used by `days_in_words`. Argument: `n`.
VacationDays = { $n ->
    [one] { $n } Urlaubstag
   *[other] { $n } Urlaubstage
}

# Back from vacation. Arguments: `given` (days given back), `left`.
WelcomeBack = Willkommen zurück: Deine Fristen laufen wieder. { $given } zurückgegeben; dieses Jahr noch { $left } übrig.

# `/vacation days:N` while away. Argument: `until`.
AlreadyAway = Du bist schon bis <t:{ $until }:f> im Urlaub: Erst /urlaub ende:true, dann nimm neuen Urlaub.

# `/vacation days:N` past the allowance. Arguments: `left` (vacation
# days), `allowance`, `n`.
TooManyDays = Du hast dieses Jahr noch { $left } (von { $allowance }): tage:{ $n } ist zu viel.

# `/vacation days:N` done. Arguments: `until`, `taken` (days),
# `left`.
GoneAway = Du bist bis <t:{ $until }:f> im Urlaub ({ $taken }; dieses Jahr noch { $left } übrig). Deine Fristen in allen Partien hier warten auf deine Rückkehr; /urlaub ende:true beendet ihn früher.

# `/vacation` while away. Arguments: `until`, `left` (days).
AwayUntil = Du bist bis <t:{ $until }:f> im Urlaub; dieses Jahr noch { $left } übrig. /urlaub ende:true beendet ihn früher.

# `/vacation` at home. Arguments: `left` (vacation days),
# `allowance`.
DaysLeft = Du hast dieses Jahr noch { $left } (von { $allowance }). /urlaub tage:N für Urlaub: Deine Fristen in allen Partien hier warten.

# `/mygames` for someone in no game.
NoGamesHere = Du sitzt in keiner Partie auf diesem Server. /neu öffnet eine in einem Kanal; /beitreten nimmt einen Platz in einer.

# A game in its lobby in `/mygames`. Arguments: `game`, `place`, `seated`.
ListedLobby = { $game } in { $place }: in der Lobby, { $seated } am Tisch

# Whose turn, when it is the caller's, in `/mygames`.
YourTurn = **du bist am Zug**

# Whose turn in `/mygames`. Argument: `player`.
ToMove = { $player } ist am Zug

# A deadline in `/mygames`. Argument: `at`.
EndsAt = , endet <t:{ $at }:R>

# A game in play in `/mygames`. Arguments: `game`, `place`, `round`, `whose`, `due`.
ListedGame = { $game } in { $place }: Runde { $round }, { $whose }{ $due }

# The head of `/mygames`. Argument: `count`.
YourGames = Deine Partien hier ({ $count }):

# The end of a long `/mygames`. Argument: `count`.
AndMore = {""}
    … und { $count } weitere.

# A rating over one game in `/rating`. Arguments: `game`, `rating`.
RatedOne = { $game }: { $rating } nach 1 gewerteten Partie

# A rating over several games in `/rating`. Arguments: `game`, `rating`, `games`.
RatedMany = { $game }: { $rating } nach { $games } gewerteten Partien

# A game without a rating in `/rating`. Argument: `game`.
NotRated = { $game }: noch nicht gewertet

# The head of `/rating`. Arguments: `name`, `lines`.
RatingsOf = Wertungen von **{ $name }** hier (Glicko-2; `?` markiert eine vorläufige Wertung):
    { $lines }

# `/settings vacation_days:N` by someone who may not.
OnlyModeratorsSet = Nur wer diesen Server verwaltet (Server verwalten), ändert seine Einstellungen; /einstellungen allein zeigt sie.

# `/settings vacation_days:N` done. Argument: `days`.
AllowanceSet = Jeder Spieler hat auf diesem Server jetzt { $days } pro Kalenderjahr (dieses Jahr schon genommene Tage zählen weiter).

# `/settings`. Argument: `days`.
AllowanceIs = Urlaubstage, die ein Spieler auf diesem Server pro Kalenderjahr nehmen darf: { $days }. Ändere das mit /einstellungen urlaubstage:N.

# `/join` after the start.
StartedNoJoin = Die Partie hat schon begonnen; Plätze werden vor dem Start genommen.

# `/leave` after the start.
StartedResign = Die Partie hat begonnen: Verlasse sie mit /aufgeben.

# `/addbot` after the start.
StartedNoComputer = Die Partie hat schon begonnen; Computer nehmen vor dem Start Platz.

# `/start` after the start.
AlreadyStarted = Die Partie läuft schon.

# A game's turn length in `/status`. Argument: `hours`.
Pace = , { $hours } h pro Zug

# A move or action refused by the rules. Arguments: `what` (its text), `why` (the ruling and reason).
Refused = `{ $what }` abgelehnt. { $why }

# A computer level not offered. Argument: `text`.
UnknownLevel = `stufe:{ $text }`: die Stufen sind beginner (Anfänger), easy (leicht), medium (mittel) und hard (schwer)

# `/notify dm:` neither on nor off. Argument: `text`.
DmOnOrOff = `direktnachricht:{ $text }`: sag on, off, digest oder both

# `/notify` without `dm:`.
NotifyNeedsDm = `/benachrichtigen` braucht `direktnachricht:on`, `direktnachricht:off`, `direktnachricht:digest` oder `direktnachricht:both`

# `/play` without `actions:`.
PlayNeedsActions = `/spielen` braucht `aktionen:"…"`: deinen ganzen Zug in der Notation des Spiels im Kanal (/regeln zeigt sie)

# A command name the bot does not have. Argument: `name`.
UnknownCommand = unbekannter Befehl `/{ $name }`: /hilfe zeigt die Liste

# `game:` naming no hosted game. Arguments: `text`, `games` (the
# hosted games' keys).
UnknownGameOption = `spiel:{ $text }`: die Spiele sind { $games }

# `game:` that cannot be a game's name. Argument: `text`.
BadGameName = `spiel:{ $text }` ist kein Spielname: Buchstaben und Ziffern, höchstens 32

# `/join` or `/addbot` with every seat taken, in a game hosted from
# its rules.
SeatsTaken = Alle Plätze dieser Partie sind besetzt.

# `/start` with too few seated, in a game hosted from its rules.
TooFewPlayers = Zu wenige Spieler zum Starten: Warte, bis jemand mit /beitreten beitritt.

# A turn command before a game hosted from its rules started.
GameNotStartedYet = Die Partie hat noch nicht begonnen: Starte sie mit /starten, sobald genug Spieler beigetreten sind.

# A turn command out of turn, in a game hosted from its rules.
# Argument: `player`.
NotYourTurnNow = { $player } ist am Zug, nicht du.

# `/play` of more moves after the drafted ones make a whole turn.
TurnIsWhole = Dein Zug ist komplett: /beenden sendet ihn ab, /rückgängig nimmt einen Schritt zurück.

# `/end` before the drafted moves make a whole turn.
TurnNotComplete = Dein Zug ist noch nicht komplett: Spiel seine übrigen Schritte mit /spielen, dann /beenden.

# `/end` with nothing drafted, in a game hosted from its rules.
DraftEmptyPlay = Dein Entwurf ist leer: Spiel mit /spielen aktionen:"…" (/regeln zeigt die Notation).

# Another game's command in a channel playing a game hosted from its
# rules. Arguments: `game`, `command`.
NotThisGamesPlay = In diesem Kanal wird { $game } gespielt, das kein `{ $command }` hat. Spiel einen Zug mit /spielen aktionen:"…" in seiner Notation (/regeln zeigt sie), dann /beenden.

# The moves of a turn that is whole, before `/end`. Argument:
# `moves`.
TurnWhole = Dein Zug: { $moves }. /beenden sendet ihn ab, /rückgängig nimmt den letzten Schritt zurück.

# The moves of a turn that goes on. Argument: `moves`.
TurnGoesOn = Bisher entworfen: { $moves }. Dein Zug geht weiter: Spiel den nächsten Schritt mit /spielen.

# An option given twice. Argument: `key`.
OptionTwice = `{ $key }` ist doppelt angegeben

# An option given no value. Arguments: `key`, `accepted` (what it takes, from AcceptedValues).
OptionWithoutValue = `{ $key }:` hat keinen Wert; erwartet wird { $accepted }

# A flag neither true nor false. Arguments: `key`, `text`.
TrueOrFalse = `{ $key }:{ $text }`: sag true oder false

# A number out of range. Arguments: `key`, `text`, `min`, `max`.
WholeNumber = `{ $key }:{ $text }`: eine ganze Zahl von { $min } bis { $max }

# An option the command does not have. Arguments: `command`, `key`.
NoSuchOption = `/{ $command }` hat keine Option `{ $key }`

# A local command line holding a control character.
ControlCharacter = der Befehl enthält einen Zeilenumbruch oder ein anderes Steuerzeichen: tippe ihn in einer Zeile

# An empty local command line.
EmptyCommand = leerer Befehl: versuch /hilfe

# A local line not starting with `/`. Argument: `name`.
NotACommand = `{ $name }` ist kein Befehl: Befehle beginnen mit /, wie /hilfe

# A local word that is not `option:wert`. Argument: `word`.
NotOptionValue = `{ $word }` sollte `option:wert` sein, wie platz:2

# A local line with an open double quote.
QuoteNotClosed = ein schließendes Anführungszeichen fehlt

# What a flag takes, for OptionWithoutValue. Argument: `key`.
AcceptsTrueOrFalse = true oder false, wie { $key }:true

# What `game:` takes.
AcceptsGame = ein Spielschlüssel (/hilfe nennt die Spiele)

# What `level:` takes.
AcceptsLevel = beginner, easy, medium oder hard, wie stufe:hard

# What `seat:` takes.
AcceptsSeat = eine Platznummer, wie platz:2


# What `turn-hours:` takes.
AcceptsTurnHours = eine ganze Zahl an Stunden von 1 bis 336, wie stunden-pro-zug:24

# What `round:` takes.
AcceptsRound = eine Rundennummer, wie runde:3


# What `topic:` takes.
AcceptsTopic = ein Thema (/regeln nennt sie)

# What `actions:` takes.
AcceptsActions = ein ganzer Zug in Anführungszeichen, in der Notation des Spiels im Kanal, wie aktionen:"…" (/regeln zeigt sie)

# What `vacation_days:` takes (`/settings`).
AcceptsVacationDays = eine ganze Zahl an Tagen von 0 bis 366, wie urlaubstage:30

# What `days:` takes (`/vacation`).
AcceptsDays = eine ganze Zahl an Tagen von 1 bis 366, wie tage:7

# What an unknown option takes.
AcceptsAnything = ein Wert

# A stored record that no longer replays.
RecordDoesNotReplay = Die Aufzeichnung dieser Partie lässt sich nicht nachspielen; bitte melde das.

# `/history` before any turn.
NoTurnYet = Es wurde noch kein Zug gespielt.

# `/status` of an aborted game. Argument: `why` (as recorded).
LastGameAborted = Die letzte Partie hier wurde abgebrochen ({ $why }). /neu öffnet eine neue.

# `/replay` that took longer to draw than its budget. Argument: `minutes`.
ReplayTooSlow = Tut mir leid: Das Zeichnen der Wiederholung dauerte über { $minutes } Minuten, ich habe es aufgegeben. /brett runde:N zeigt das Bild jedes Zuges.

# A command of one game in a channel playing the other. Arguments: `game` (the channel's), `other` (the command's).
NotThisGamesCommand = Das Spiel dieses Kanals ist { $game }: Befehle von { $other } gelten hier nicht. /hilfe listet seine Befehle auf.

# An empty leaderboard. Argument: `game`.
NobodyRatedYet = Noch niemand hat auf diesem Server eine gewertete Partie { $game } beendet.

# The first line of a turn notice by DM. Argument: `link` (the game's channel).
YourTurnIn = Du bist am Zug in { $link }.

# Told once in the game's channel, to a player whose DMs refuse the notices.
DmsClosed = Ich konnte dir deine Zugbenachrichtigung nicht schicken: Discord lehnt meine DMs an dich ab (deine DMs sind für Mitglieder dieses Servers zu). Öffne sie in den Privatsphäre-Einstellungen dieses Servers oder stell die Benachrichtigungen mit /benachrichtigen direktnachricht:off ab. Ich sage das erst wieder, wenn eine ankommt.

# The label of the button that ends the turn.
ButtonEndTurn = Zug beenden

# The label of the button that ends the turn with actions unused (R20).
ButtonEndTurnAnyway = Trotzdem beenden

# The label of the button that takes back the last action.
ButtonUndo = Rückgängig

# `/rules topic:` naming no game's topic; each game's
# `GameTopics` follows. Arguments: `wanted`, `topics`.
NoRulesTopic = Kein Thema `{ $wanted }`.{ $topics }

# One game's `/rules` topics, after `NoRulesTopic`.
# Arguments: `game`, `names`.
GameTopics = {" "}Themen zu { $game }: { $names }.

# The word between the last two items of a list ("a, b and c").
ListAnd = {" "}und{" "}

# The local mode's first line. Arguments: `games` (their titles),
# `channel`, `first` (the title of the game `/new` opens), `other` (the
# key of another game, or the same).
LocalWelcome = { $games }, lokale Partie in #{ $channel }. Tippe `@NAME /befehl`, zum Beispiel `@alice /neu` ({ $first }) oder `@alice /neu spiel:{ $other }`, dann `@bob /beitreten`; `@alice /hilfe` listet die Befehle auf.

# The local mode cannot write pictures. Argument: `error`.
LocalPicturesNotWritten = {" "} Bilder werden nicht geschrieben: { $error }

# A local line that is not UTF-8. Argument: `number`.
LocalNotUtf8 = Zeile { $number } ist kein gültiges UTF-8: übersprungen, es wurde nichts getan.

# A local line too long. Arguments: `number`, `limit`.
LocalTooLong = Zeile { $number } hat über { $limit } Bytes: übersprungen, es wurde nichts getan.

# The local mode's deadline check failed.
LocalDeadlineCheckFailed = (die Fristprüfung ist fehlgeschlagen; siehe Log)

# A computer's turn failed in the local mode.
LocalComputerFailed = (ein Computerzug ist fehlgeschlagen; siehe Log)

# A local line not of the form `@NAME /command`.
LocalLineForm = Zeilen lauten `@NAME /befehl option:wert`, wie `@alice /verlassen platz:2`.

# A local line with no name after `@`.
LocalNeedsName = Eine Zeile braucht direkt nach @ einen Namen, wie `@alice /beitreten`: Es wurde nichts getan.

# A local command starting with `//`. Argument: `word`.
LocalDoubleSlash = `{ $word }` ist kein Befehl: Befehle beginnen mit einem einzigen /, wie /hilfe

# A reply's deadline in the local mode. Argument: `when` (LocalIn or LocalAgo).
LocalTurnEnds = {" "} Zug endet { $when }

# A time to come. Argument: `time`.
LocalIn = in { $time }

# A time past. Argument: `time`.
LocalAgo = vor { $time }

# A reply's buttons in the local mode. Argument: `labels`.
LocalButtons = {" "} Knöpfe auf Discord: { $labels } (hier: /beenden, /beenden bestätigen:true, /rückgängig)

# A file the local mode wrote. Argument: `path`.
LocalFile = {" "} Datei: { $path }

# A picture the local mode could not write. Argument: `error`.
LocalPictureNotWritten = {" "} Bild nicht geschrieben: { $error }

# A file the local mode could not write. Argument: `error`.
LocalFileNotWritten = {" "} Datei nicht geschrieben: { $error }

# Why a game was aborted: its creator or a moderator did. Argument: `name`.
AbortedBy = gestoppt von { $name }

# Why a game was aborted: every person left the lobby.
EveryoneLeft = alle sind gegangen

# Why a game ended unrated: no person plays in it any more (kept
# in English as the game's result).
NoPersonLeft = kein Mensch spielt mehr in dieser Partie: sie endet ungewertet

# `/help`: the commands every game shares, then each hosted game's
# own. Argument: `new_options` (the games' options of `/new`, like
# `[rules] [tiebreak]`), `games` (a line per game).
Help = **Partie:** /neu [spiel] { $new_options } [stunden-pro-zug] · /beitreten · /computer-hinzufügen [stufe] · /verlassen [platz] · /starten · /status · /brett [runde] · /verlauf · /wiederholung · /exportieren [format] · /meine-partien · /wertung [spieler] · /bestenliste [spiel] · /urlaub [tage] [ende] · /benachrichtigen direktnachricht [stunde] · /einstellungen [urlaubstage] [sprache] · /regeln [thema] · /aufgeben · /ende-vorschlagen [antwort] · /zurücknehmen [antwort] · /abbrechen
    {"*"}*Dein Zug** (ein privater Entwurf, bis du ihn beendest): die eigenen Befehle des Spiels unten, oder /spielen aktionen:"…" in seiner Notation · /rückgängig · /beenden [bestätigen] · /bedingt [zeile] [leeren] (zu zweit: geheim vorgemerkte Antworten)
    {"*"}*Fernspiel:** /notiz text · /notizen · /folgen · /nicht-mehr-folgen (eine Direktnachricht pro Zug einer Partie, in der du nicht spielst) · /benachrichtigen direktnachricht:digest stunde (eine tägliche Zusammenfassung)
    {"*"}*Turnier** (jede Partie in ihrem eigenen Thread): /turnier neu spiel format [runden] [doppelt] [stunden-pro-zug] · beitreten · verlassen · computer-hinzufügen [stufe] · starten · tabelle · paarungen [runde] · exportieren · abbrechen
    { $games }

# `/help`'s line for a game played with `/play` alone. Arguments:
# `title`, `key`.
HelpPlayOnly = **{ $title }** (/neu spiel:{ $key }, /regeln thema:{ $key }): /spielen aktionen:"…" in seiner Notation, dann /beenden · /rückgängig · /aufgeben.

# `/settings language:…` done. Argument: `language`.
ReadersLanguageSet = Die Kanäle dieses Servers sprechen jetzt { $language }: Ankündigungen, Lobby-Beiträge, Erinnerungen und Brettbilder. Die privaten Antworten an jeden Spieler bleiben in der Sprache seines eigenen Clients.

# `/settings`: the language the channels read. Argument: `language`.
ReadersLanguageIs = Sprache der Kanäle (Ankündigungen, Lobby-Beiträge, Erinnerungen, Bilder): { $language }. Ändere sie mit /einstellungen sprache:en|fr|de.

# The name of the language the catalogue is in, in its own words.
LanguageName = Deutsch

# `/settings language:TEXT` with another language. Argument: `text`.
NotALanguage = `sprache:{ $text }`: der Bot spricht en (Englisch), fr (Französisch) oder de (Deutsch)

# The lobby post of `/new`. Arguments: `name`, `title`, `options`, `pace`, `seats`, `hint`.
GameOpened = **{ $name }** hat eine Partie { $title } eröffnet ({ $options }, { $pace }). /beitreten, um einen Platz zu nehmen ({ $seats }), dann führt { $name } /starten aus.{ $hint }

# The pace of a game opened with a deadline. Argument: `hours`.
HoursPerTurn = { $hours } h pro Zug

# The pace of a game opened without a deadline.
NoTurnDeadline = keine Frist pro Zug

# `/join`'s lobby post. Arguments: `name`, `seat`, `seat_name`, `seated`.
SeatTaken = **{ $name }** nimmt Platz { $seat } ({ $seat_name }). { $seated } am Tisch.

# `/addbot`'s lobby post. Arguments: `name`, `seat`, `seat_name`, `by`,
# `play` (how the level plays, in the game's words), `seated`.
ComputerSeated = **{ $name }** nimmt Platz { $seat } ({ $seat_name }), gesetzt von { $by }: er { $play } { $seated } am Tisch.

# `/leave`: who left. Argument: `name`.
LeftLobby = **{ $name }** ist raus

# `/leave seat:N` of a computer. Arguments: `by`, `seat`, `name`.
FreedSeat = **{ $by }** hat Platz { $seat } freigegeben: **{ $name }** ist raus

# `/leave` with people still seated. Arguments: `who` (who left), `seated`.
LeftStillSeated = { $who } aus der Partie. { $seated } am Tisch.

# `/leave` by the lobby's creator. Arguments: `who`, `seated`, `name` (who runs the lobby now).
LeftNewHost = { $who } aus der Partie. { $seated } am Tisch. **{ $name }** leitet jetzt die Lobby: /starten, wenn alle bereit sind, oder /abbrechen.

# `/leave` that closes the lobby. Arguments: `who`, `closed`.
LeftClosed = { $who }: { $closed }

# A lobby closed because nobody is left.
NobodySeatedClosed = niemand sitzt mehr am Tisch, also ist die Partie geschlossen. /neu öffnet eine neue.

# A lobby closed because only computers are left. Argument: `names`.
OnlyComputersClosed = nur noch Computer sind übrig ({ $names }), und Computer halten keine Partie ohne einen Menschen, also ist die Partie geschlossen. /neu öffnet eine neue.

# `/abort`'s post. Argument: `name`.
GameAborted = **{ $name }** hat die Partie abgebrochen. /neu öffnet eine neue.

# After `/new` of a game: where its rules are. Argument: `topic`.
RulesInShort = {" "}Die Regeln in Kürze: /regeln thema:{ $topic }.

# A command of no game, quoted in a refusal.
ThisCommand = dieser Befehl

# The seats of a game with a fixed number of players. Argument: `n`.
SomePlayers = { $n } Spieler

# The seats of a game with a range of players. Arguments: `fewest`, `most`.
PlayersBetween = { $fewest } bis { $most } Spieler

# A turn of another game running out. Arguments: `mention`, `title`.
GameReminder = Erinnerung: { $mention }, dein Zug in { $title } läuft bald ab. Verstreicht die Frist, verlässt du die Partie, als hättest du aufgegeben.

# A turn's deadline passed. Argument: `name`.
TimeIsUpFor = Die Zeit für { $name } ist abgelaufen.

# A player resigns. Argument: `name`.
PlayerResigns = { $name } gibt auf.

# A turn of a game played with /play. Arguments: `name`, `moves`.
PlayerPlayed = { $name } spielte { $moves }.

# After a turn: who plays next. Argument: `name`.
YourTurnNow = { $name }, dein Zug.

# A game won. Argument: `name`.
PlayerWins = { $name } siegt.

# A game drawn.
GameDrawn = Die Partie ist remis.

# `/board` of a game played with /play. Argument: `turn`.
BoardAfterTurn = Das Brett nach Zug { $turn }.

# `/board round:N` past the turns played. Arguments: `round`, `turns`.
TurnNotPlayed = Zug { $round } wurde nicht gespielt (bisher gespielt: { $turns }).

# The opening post of a game played with /play. Arguments: `title`, `seats`, `mention`.
GameBegins = Die Partie { $title } beginnt! { $seats }. { $mention }, du ziehst zuerst: /spielen aktionen:"…", dann /beenden.

# One line of `/leaderboard`. Arguments: `place`, `name`, `rating`, `games` (counted).
LeaderboardLine = { $place }. **{ $name }** { $rating } ({ $games })

# The head of `/leaderboard`. Arguments: `game`, `lines`.
LeaderboardOf = Rangliste für { $game } (Glicko-2; `?` markiert eine vorläufige Wertung):
    { $lines }

# The deadline line under a post, in Discord's time markup. Argument: `due`.
TurnEnds = Zug endet <t:{ $due }:R> (<t:{ $due }:f>).

# A replay's frames at half the picture's size.
SizeHalf = die Hälfte

# A replay's frames at a third of the picture's size.
SizeThird = ein Drittel

# A replay's frames at a quarter of the picture's size.
SizeQuarter = ein Viertel

# A replay's frames at less than a quarter of the picture's size.
SizeFraction = einen Bruchteil

# A replay showing one turn in `every`. Arguments: `turns` (counted), `every`, `size`.
ReplaySampled = Die ganze Partie, { $turns }: jeder { $every }. Zug gezeigt (und der letzte), auf { $size } der Bildgröße verkleinert, damit sie anschaubar bleibt und unter Discords Dateigrenze passt.

# A replay of every turn, shrunk. Arguments: `turns` (counted), `size`.
ReplayShrunk = Die ganze Partie, { $turns }, ein Bild pro Zug, auf { $size } der Bildgröße verkleinert, um unter Discords Dateigrenze zu bleiben.

# A replay of every turn. Argument: `turns` (counted).
ReplayWhole = Die ganze Partie, { $turns }, ein Bild pro Zug.

# An internal error, answered without its cause.
Apology = Leider ist bei uns etwas schiefgelaufen; geändert wurde dadurch nichts. Versuch es gleich noch mal.

# A failed Discord request after a change may have been saved.
DiscordApology = Entschuldigung, Discord hat einen Teil meiner Antwort nicht angenommen. Was getan wurde, ist gespeichert: /status zeigt, wo die Partie steht.

# The database file is gone: the bot stops.
Stopping = Die Datenbankdatei des Bots wurde gelöscht oder ersetzt, also kann nichts mehr gespeichert werden. Der Bot hält an: bitte seinen Betreiber, ihn neu zu starten.

# The database refuses writes: nothing can be saved until the
# operator makes it writable.
ReadOnlyDatabase = Nichts wurde geändert: die Datenbank des Bots ist schreibgeschützt geworden, er kann also nichts speichern. Lesen geht weiterhin (/status, /brett); bitte den Betreiber des Bots, sie wieder beschreibbar zu machen.

# A `/tournament` command where no event is open.
NoTournamentHere = Hier gibt es kein Turnier: /turnier neu öffnet eins (format:round-robin oder format:swiss runden:N).

# `/tournament new` where an event is open.
TournamentHere = In diesem Kanal läuft schon ein Turnier: /turnier tabelle zeigt es, /turnier abbrechen stoppt es.

# `/tournament` alone. Argument: `names`.
TournamentNeedsWhat = /turnier braucht einen Unterbefehl: { $names }.

# `/tournament NAME`, no such subcommand. Arguments: `name`, `names`.
TournamentUnknownWhat = /turnier { $name } ist kein Turnierbefehl; es gibt { $names }.

# `/tournament new` without `format:`.
TournamentNeedsFormat = /turnier neu braucht `format:round-robin` (jeder gegen jeden) oder `format:swiss runden:N`.

# `format:TEXT`, no such format. Argument: `text`.
TournamentUnknownFormat = `format:{ $text }`: ein Turnier ist `round-robin` (Rundenturnier) oder `swiss` (Schweizer System).

# `rounds:` given to a round-robin.
TournamentRoundsAreSwiss = `runden:` gilt für das Schweizer System: ein Rundenturnier hat eine Runde pro Gegner (`doppelt:true` spielt jede zweimal).

# `double:true` given to a Swiss event.
TournamentDoubleIsRoundRobin = `doppelt:true` gilt für Rundenturniere: das Schweizer System paart nie zweimal dieselben zwei Spieler.

# A Swiss event without `rounds:`. Argument: `max`.
TournamentSwissNeedsRounds = Das Schweizer System braucht eine Rundenzahl: `runden:N` (1 bis { $max }).

# `/tournament new` in a tournament game's channel.
TournamentInBoardChannel = Ein Turnier läuft von einem Kanal aus, nicht von einem Thread oder Partiekanal: jede seiner Partien bekommt einen Platz unter dem Turnierkanal. Führe /turnier neu in einem Kanal aus.

# A tournament of a game that two cannot play. Argument: `title`.
TournamentNeedsTwoPlayerGame = Turnierpartien werden zu zweit gespielt, { $title } aber nicht.

# `/tournament new`'s post. Arguments: `name`, `title`, `format`, `options`, `pace`.
TournamentOpened = **{ $name }** hat ein Turnier in { $title } eröffnet, { $format }; { $options }; { $pace }. /turnier beitreten zum Anmelden; { $name } führt /turnier starten aus. Jede Partie wird in einem eigenen Thread gespielt.

# The round-robin format in words.
TournamentRoundRobin = Rundenturnier (jeder gegen jeden)

# The double round-robin format in words.
TournamentDoubleRoundRobin = doppeltes Rundenturnier (jeder zweimal gegen jeden, Farben getauscht)

# The Swiss format in words. Argument: `rounds`.
TournamentSwiss = Schweizer System, { $rounds } (holländisches FIDE-System)

# `/tournament join` by an entrant.
TournamentAlreadyEntered = Du bist schon dabei.

# An entry. Arguments: `name`, `number`, `count`.
TournamentEntered = **{ $name }** meldet sich zum Turnier an (Nr. { $number }). { $count }.

# A late entry to a Swiss event. Arguments: `name`, `number`, `count`.
TournamentLateEntry = **{ $name }** meldet sich nach (Nr. { $number }): Runde 1 gilt als nicht gespielt, ohne Punkt. { $count }.

# A computer entered. Arguments: `name`, `by`, `number`, `count`.
TournamentComputerEntered = **{ $name }** wird von { $by } zum Turnier angemeldet (Nr. { $number }). { $count }.

# A command only the event's creator or a manager may run.
TournamentOnlyItsRunner = Nur wer das Turnier eröffnet hat (oder den Kanal verwaltet), darf das tun.

# A late entry once round 2 is paired.
TournamentSwissEntriesClosed = Die Anmeldung ist geschlossen: das Schweizer System nimmt Nachmeldungen nur an, bis Runde 2 gepaart ist.

# An entry to a started round-robin.
TournamentRoundRobinEntriesClosed = Die Anmeldung ist geschlossen: der Spielplan eines Rundenturniers steht ab dem Start fest.

# `/tournament leave` by someone not entered.
TournamentNotEntered = Du bist in diesem Turnier nicht dabei.

# A departure before the start. Arguments: `name`, `count`.
TournamentLeft = **{ $name }** verlässt das Turnier. { $count }.

# `/tournament leave` by a withdrawn player.
TournamentAlreadyWithdrawn = Du hast dich schon zurückgezogen.

# A withdrawal with a game in play, resigned. Argument: `name`.
TournamentWithdrew = **{ $name }** zieht sich aus dem Turnier zurück: die laufende Partie gilt als aufgegeben, und es kommt keine Paarung mehr.

# A withdrawal holding the round's bye. Argument: `name`.
TournamentWithdrewWithBye = **{ $name }** zieht sich aus dem Turnier zurück: das Freilos dieser Runde bleibt bestehen, und es kommt keine Paarung mehr.

# An entry into a Swiss event of the Dutch engine's largest field.
# Argument: `most`.
TournamentFull = Dieses Turnier ist voll: die holländische Paarung schafft höchstens { $most } Spieler.

# `/tournament start` whose entries changed while round 1 was paired,
# again and again.
TournamentEntriesChanging = Die Anmeldungen änderten sich laufend beim Paaren von Runde 1: versuche /turnier starten erneut.

# A withdrawal with no game in play and no bye. Argument: `name`.
TournamentWithdrewBetweenGames = **{ $name }** zieht sich aus dem Turnier zurück: es kommt keine Paarung mehr.

# A player withdrawn for forfeits. Arguments: `name`, `forfeits`.
TournamentAbsenteeWithdrawn = **{ $name }** hat { $forfeits } Partien kampflos verloren (nie vor Fristablauf gezogen) und wird zurückgezogen: keine weitere Paarung.

# `/tournament start` of a started event.
TournamentAlreadyStarted = Das Turnier hat schon begonnen: /turnier paarungen zeigt die laufende Runde.

# `/tournament start` with too few entrants. Argument: `count`.
TournamentTooFew = Ein Turnier braucht mindestens 2 Teilnehmer; { $count }. /turnier beitreten, oder /turnier computer-hinzufügen für einen Computer.

# No pairing of round 1 keeps the rules. Argument: `why`.
TournamentCannotPair = Das Turnier kann nicht beginnen: { $why }. Melde weitere Teilnehmer an oder eröffne ein Turnier mit weniger Runden.

# `/tournament start`'s post. Arguments: `count`, `rounds`.
TournamentStarts = Das Turnier beginnt: { $count }, { $rounds }. Jede Partie wird in ihrem eigenen Thread gespielt; die nächste Runde wird gepaart, sobald die letzte Partie einer Runde endet.

# A round paired. Arguments: `round`, `rounds`, `boards`.
TournamentRoundPaired = **Runde { $round } von { $rounds }:**
    { $boards }

# A board of a round. Arguments: `board`, `white`, `black`, `result`,
# `thread` (its thread's link, or its name in code).
TournamentBoardLine = Brett { $board }: **{ $white }** (beginnt) – **{ $black }** { $result } · { $thread }

# The pairing-allocated bye. Argument: `name`.
TournamentByeLine = Freilos (1 Punkt): **{ $name }**

# Players not paired. Argument: `names`.
TournamentAbsentLine = Nicht gepaart (zurückgezogen oder nachgemeldet): { $names }

# A tournament game's first post. Arguments: `round`, `board`, `white`, `black`.
TournamentBoardOpens = **Turnier, Runde { $round }, Brett { $board }:** { $white } spielt zuerst gegen { $black }.

# A board's result. Arguments: `round`, `board`, `white`, `black`, `result`.
TournamentBoardResult = Runde { $round }, Brett { $board }: **{ $white }** { $result } **{ $black }**.

# A game whose seats are all one rated player (two computers of one
# level) is not rated: said at its start. Argument: `name`.
UnratedOnePlayer = Diese Partie wird nicht gewertet: beide Plätze spielt { $name }, ein einziger gewerteter Spieler, der nicht gegen sich selbst gewertet werden kann.

# The same, said with its result. Argument: `name`.
UnratedOnePlayerResult = (Nicht gewertet: beide Plätze waren { $name }.)

# The event's end. Argument: `rounds`.
TournamentFinished = **Das Turnier ist vorbei** nach { $rounds }. Endstand:

# The event ends as no round can be paired. Arguments: `rounds`, `why`.
TournamentEndsEarly = **Das Turnier endet** nach { $rounds }: { $why }. Endstand:

# The standings' heading. Arguments: `round`, `rounds`.
TournamentStandingsAfter = Tabelle nach Runde { $round } von { $rounds }:

# The standings' heading during a round. Arguments: `round`, `rounds`.
TournamentStandingsDuring = Tabelle während Runde { $round } von { $rounds }, mit ihren bisherigen Ergebnissen (und ihrem Freilos):

# A board left without a result by an aborted event.
TournamentBoardStopped = gestoppt (Turnier abgebrochen)

# `/tournament pairings round:N` of a round not paired. Arguments: `round`, `paired`.
TournamentRoundNotPaired = Runde { $round } ist nicht gepaart: gepaart sind die Runden 1 bis { $paired }.

# `/tournament pairings`. Arguments: `round`, `rounds`, `boards`.
TournamentPairingsOf = **Runde { $round } von { $rounds }:**
    { $boards }

# `/tournament export`. Argument: `rounds`.
TournamentExported = Das Turnier als FIDE-Bericht (TRF; gepaarte Runden: { $rounds }), den Paarungsprogramme lesen.

# A view of an event not started. Argument: `count`.
TournamentNotStarted = Das Turnier läuft noch nicht: { $count }.

# A tournament's games stopped with it. Argument: `name`.
TournamentStoppedBy = mit dem Turnier gestoppt von { $name }

# `/tournament abort`'s post. Argument: `name`.
TournamentAborted = **{ $name }** hat das Turnier gestoppt, samt seinen laufenden Partien.

# `/abort` in a tournament game.
TournamentGameNoAbort = Diese Partie gehört zu einem Turnier: sie endet durch Spiel, Aufgabe oder Fristablauf. /turnier abbrechen im Kanal des Turniers stoppt das ganze Turnier.

# `/new` in a tournament game's channel.
TournamentGameNoNew = Dies ist der Thread einer Turnierpartie: das Turnier eröffnet seine Partien selbst. Eröffne andere Partien in einem eigenen Kanal oder Thread.

# `/tournament start` of a Swiss event with more rounds than its
# players can play. Arguments: `rounds`, `count`, `most`.
TournamentTooManyRounds = { $count } können kein Schweizer Turnier über { $rounds } spielen: keine zwei Spieler treffen zweimal aufeinander, also höchstens { $most }. Warte auf weitere Teilnehmer (oder /turnier computer-hinzufügen), oder eröffne ein Turnier mit weniger Runden.

# What `format:` takes.
AcceptsFormat = round-robin oder swiss, wie format:swiss

# What `rounds:` takes.
AcceptsRounds = eine ganze Zahl von Runden von 1 bis 30, wie runden:5


## Things counted: a number and its noun, by the language's plural rule.

# Events of a game record. Argument: `count`.
EventCount = { $count ->
    [one] { $count } Ereignis
   *[other] { $count } Ereignisse
}

# Turns of a Palago record. Argument: `count`.
TurnCount = { $count ->
    [one] { $count } Zug
   *[other] { $count } Züge
}

# Rated games of a player. Argument: `count`.
RatedGameCount = { $count ->
    [one] { $count } Partie
   *[other] { $count } Partien
}

# Rounds of a tournament. Argument: `count`.
RoundCount = { $count ->
    [one] { $count } Runde
   *[other] { $count } Runden
}

# Players of a tournament. Argument: `count`.
PlayerCount = { $count ->
    [one] { $count } Spieler
   *[other] { $count } Spieler
}

# Entrants of a tournament, as a post counts them (`3 entered`). Argument: `count`.
EnteredCount = { $count ->
    [one] { $count } angemeldet
   *[other] { $count } angemeldet
}

# An announcement that hands the turn to a player on vacation.
# Argument: `until` (unix seconds).
TurnWaitsForVacation = Im Urlaub bis <t:{ $until }:f>: die Frist wartet bis dahin.

# `/status`: a seated player on vacation. Arguments: `name`, `until`.
PlayerOnVacation = **{ $name }** ist bis <t:{ $until }:f> im Urlaub: die Fristen warten.

# `/status` of a game hosted from its rules (a third game): the lobby.
RulesNotStarted = Die Partie hat noch nicht begonnen: /beitreten, dann /starten.

# `/status` of a rules game: whose move. Argument: `player` (a mention).
RulesToMove = { $player } ist am Zug.

# `/status` of a rules game: the caller's draft. Argument: `moves`.
RulesYourDraft = Dein Entwurf: { $moves }.

# `/status` of a rules game that ended. Argument: `result` (as kept).
RulesOver = Die Partie ist vorbei. { $result }

# `/export` of a rules game. Argument: `turns`.
RulesRecord = Die Aufzeichnung der Partie: { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Züge
}.

# `/history` of a rules game: a turn that was a resignation, a timeout.
RulesResigns = gibt auf
RulesRanOutOfTime = hat die Zeit überschritten

# Discord: a command that answers nothing else.
DiscordDone = Erledigt.

# Discord: the player's announcement went to the channel by the outbox
# because Discord did not take the answer.
DiscordPostedInstead = Gespeichert. Discord hat meine Antwort nicht angenommen, deshalb steht sie stattdessen im Kanal.

# Discord: the same, when the channel post has not gone through yet either.
DiscordPostedLater = Gespeichert. Discord hat meine Antwort nicht angenommen; sie erscheint im Kanal, sobald Discord sie annimmt (/status sagt, ob etwas sie blockiert).

# Discord: what "thinking…" becomes once a command's public replies are
# in the channel.
DiscordDoneInChannel = Erledigt: siehe Kanal.

# Discord: what "thinking…" becomes when Discord did not take a public
# reply that has no outbox row (a replay). Argument: `why` (Discord's
# error, in English).
DiscordNotPosted = Entschuldigung: Discord hat meinen Beitrag im Kanal nicht angenommen, er steht also nicht dort. Versuch es gleich noch einmal. ({ $why })

# Discord: an announcement that goes to the channel after the answer
# has not gone through yet.
DiscordNotYetInChannel = Gespeichert. Discord hat meinen Beitrag im Kanal noch nicht angenommen; er erscheint, sobald Discord ihn annimmt (/status sagt, ob etwas ihn blockiert).

# `/status`, and a note after a command: Discord refuses the channel's
# announcements. Argument: `problem` (what Discord said, in English).
AnnouncementsFailing = Ankündigungen erreichen diesen Kanal nicht: { $problem } Hier gespielte Züge erscheinen weiterhin; Erinnerungen und Fristabläufe warten und werden veröffentlicht, sobald das behoben ist.

# Discord: an option Discord sent that cannot be read. Arguments:
# `input` (as sent), `error`.
OptionUnreadable = `{ $input }` konnte nicht gelesen werden: { $error }

# Discord: the same, when Discord sent nothing to quote.
OptionUnreadableNoInput = Eine Option konnte nicht gelesen werden: { $error }

# Discord: the registered command differs from the bot's.
CommandChanged = Dieser Befehl hat sich geändert, seit Discord ihn zuletzt gesehen hat; versuch es in einer Minute noch einmal.

# Posted in a game's channel when the server's AutoMod blocked one of
# its announcements.
AutoModBlocked = Eine meiner Ankündigungen für diese Partie wurde von der AutoMod dieses Servers blockiert und erscheint deshalb hier nicht. Die Partie geht weiter: /status und /verlauf zeigen, wo sie steht.

NoteKept = Notiz bei Runde { $round } behalten, nur für dich: /notizen listet { $count ->
        [one] deine Notiz
       *[other] deine { $count } Notizen
    } zu dieser Partie, und dein /exportieren enthält sie.

NoteEmpty = Eine Notiz braucht Text: /notiz text:…

NoteTooLong = Eine Notiz fasst höchstens { $max } Zeichen; deine hat { $length }. Nichts wurde behalten.

NotesFull = Du hast schon { $max } Notizen zu dieser Partie, so viele, wie eine Partie fasst. Nichts wurde behalten.

NoNotes = Du hast keine Notizen zu dieser Partie. /notiz text:… behält eine, die nur du lesen kannst.

YourNotes = Deine Notizen zu dieser Partie ({ $count }), nur für dich:

NoteLine = Runde { $round } (<t:{ $at }:d>): { $text }

EarlierNotes = … { $count ->
        [one] eine ältere Notiz
       *[other] { $count } ältere Notizen
    } (alle stehen in deinem /exportieren).

FollowIsForDiscord = Einer Partie folgen schickt Direktnachrichten, die der lokale Modus nicht hat: Jeder Zug wird hier schon angezeigt.

NothingToFollow = In diesem Kanal läuft keine Partie, der du folgen könntest.

FollowSeated = Du spielst in dieser Partie mit: Ihre Züge erreichen dich schon hier, und per Direktnachricht mit /benachrichtigen direktnachricht:on.

FollowStarted = Du folgst dieser Partie { $game }: Ich schicke dir nach jedem veröffentlichten Zug eine Direktnachricht mit dem Brett, und ihr Ergebnis. Lass deine Direktnachrichten für Mitglieder dieses Servers offen. /nicht-mehr-folgen stellt sie ab; /meine-partien listet die Partien, denen du folgst.

Unfollowed = Du folgst dieser Partie nicht mehr.

NotFollowing = Du folgst dieser Partie nicht.

FollowedNews = { $game } in { $link }, der du folgst:

FollowedGames = Partien, denen du folgst ({ $count }):

NotifyDigest = Die tägliche Zusammenfassung per Direktnachricht ist an: Jeden Tag um { $hour }:00 UTC listet eine Nachricht die Partien auf allen Servern, die auf deinen Zug warten, mit Fristen und Links (keine an einem Tag, an dem nichts wartet). Bei jedem Zug kommt keine Nachricht mehr; /benachrichtigen direktnachricht:both gibt beides, /benachrichtigen direktnachricht:off stellt sie ab.

NotifyBoth = Benachrichtigungen per Direktnachricht sind an: eine, wenn du am Zug bist, und eine tägliche Zusammenfassung um { $hour }:00 UTC der Partien, die auf dich warten (keine an einem Tag, an dem nichts wartet). /benachrichtigen direktnachricht:off stellt beides ab.

DigestNeedsHour = Die Zusammenfassung kommt einmal am Tag zur Stunde deiner Wahl, in UTC: füge stunde:0 bis stunde:23 hinzu.

HourIsForDigest = `stunde:` ist die Stunde der täglichen Zusammenfassung: Sie gehört zu direktnachricht:digest oder direktnachricht:both.

DigestTitle = Deine tägliche Zusammenfassung: { $count ->
        [one] eine Partie wartet
       *[other] { $count } Partien warten
    } auf deinen Zug.

DigestLine = { $game } in { $link }: Runde { $round }{ $due }

ExportFormatUnknown = `{ $text }` ist kein Exportformat: `text` (das eigene Protokoll des Spiels, die Vorgabe) oder `ap` (ein Abstract-Play-Partieprotokoll, JSON).

ExportApUnfinished = Ein Abstract-Play-Protokoll wird geschrieben, wenn die Partie vorbei ist, und diese ist es nicht. /exportieren allein gibt ihr bisheriges Protokoll.

ExportApNotOffered = { $game } hat kein Abstract-Play-Protokoll. /exportieren allein gibt sein Protokoll.

ExportApRecord = Die Partie als Abstract-Play-Partieprotokoll (JSON), das andere Spielseiten und Werkzeuge lesen.

ConditionalNotInGame = { $game } kennt keine bedingten Züge.

ConditionalTwoPlayers = Bedingte Züge gibt es nur in Partien zu zweit; diese Partie hat { $players } Spieler.

ConditionalYourTurn = Du bist jetzt am Zug: Spiel deinen Zug zuerst. Eine bedingte Zeile beginnt mit dem Zug deines Gegners.

ConditionalPairs = Eine bedingte Zeile besteht aus Zugpaaren, getrennt durch |: der Zug deines Gegners, dann deine Antwort, so viele Paare du willst (T1 | R1 | T2 | R2), jeder wie ein ganzer Zug geschrieben.

ConditionalTooLong = Eine bedingte Zeile hat höchstens { $most } Züge.

ConditionalTooMany = Du kannst in einer Partie höchstens { $most } Zeilen vormerken; leere zuerst deine Liste.

ConditionalPlyRefused = Zug { $ply } der Zeile (`{ $text }`) ist dort nicht spielbar: { $why } Nichts wurde vorgemerkt.

ConditionalConflict = Deine Liste beantwortet { $turn } schon mit einer anderen Antwort: Ein Zug hat nur eine Antwort. Leere deine Liste, um sie zu ändern. Nichts wurde vorgemerkt.

ConditionalQueued = Vorgemerkt, und nur du siehst es: { $line }. { $count ->
    [one] Es ist deine einzige Zeile in dieser Partie.
   *[other] Du hast { $count } Zeilen in dieser Partie.
} Das Bild zeigt das Brett am Ende der Zeile.

ConditionalNone = Du hast in dieser Partie keine bedingten Züge vorgemerkt.

ConditionalYours = { $count ->
    [one] Deine bedingte Zeile (nur du siehst sie):
   *[other] Deine { $count } bedingten Zeilen (nur du siehst sie):
}

ConditionalCleared = { $count ->
    [one] Deine bedingte Zeile ist gelöscht.
   *[other] Deine { $count } bedingten Zeilen sind gelöscht.
}

ConditionalDroppedUnexpected = Deine bedingten Züge in { $link } sind verworfen: Dein Gegner hat { $turn } gespielt, was keine deiner Zeilen vorsah. Du bist am Zug.

ConditionalDroppedIllegal = Deine bedingten Züge in { $link } sind verworfen: Deine Antwort { $turn } ist dort nicht mehr spielbar. Du bist am Zug.

ConditionalDroppedOver = Deine bedingten Züge in { $link } sind verworfen: Die Partie ist vorbei.

ConditionalDroppedExpired = Deine bedingten Züge in { $link } sind verworfen: Ein Zug hat seine Frist überschritten.

ConditionalOverBefore = Die Partie ist vor ihm schon vorbei.

ConditionalRules = **Bedingte Züge** (zu zweit): /bedingt zeile:"T1 | R1 | T2 | R2" merkt geheim deine Antworten auf die nächsten Züge deines Gegners vor, jeder Zug wie bei /spielen geschrieben. Veröffentlicht er einen Zug, den eine Zeile vorsieht (derselbe Zug, wie auch immer geschrieben), wird deine Antwort geprüft und sofort in deinem Namen veröffentlicht, wie jeder Zug: Sie hält deine Uhr an und startet seine, und sie wird auch während deines Urlaubs gespielt. Jeder andere Zug verwirft deine Liste, ebenso ein Zug, dessen Frist abläuft, eine Aufgabe, ein Abbruch und das Ende der Partie; du erfährst es per Direktnachricht. Eine vorgemerkte Antwort ist ein ganzer Zug: Ansprüche werden nie vorgemerkt, und eine Antwort, die geschuldete Aktionen ungenutzt ließe, wird schon beim Vormerken abgelehnt. Eine Zeile wird vorgemerkt, während dein Gegner am Zug ist. Nur du siehst deine Liste (/status zeigt sie dir); /bedingt leeren:true leert sie.

## Vorschläge, die alle anderen Spieler beantworten (Issue 50).

ButtonAccept = Annehmen

ButtonDecline = Ablehnen

ProposedEnd = **{ $name }** schlägt vor, die Partie hier einvernehmlich zu beenden, mit den Plätzen, die die Regeln jetzt ergeben (siehe /regeln). { $others }: Nehmt an oder lehnt ab, mit den Knöpfen oder mit /ende-vorschlagen antwort:yes oder antwort:no.

ProposedTakeback = **{ $name }** bittet darum, den letzten eigenen Zug zurückzunehmen. { $others }: Nehmt an oder lehnt ab, mit den Knöpfen oder mit /zurücknehmen antwort:yes oder antwort:no.

ComputerDeclinesEnd = **{ $name }** schlägt vor, die Partie einvernehmlich zu beenden, aber { $computer } lehnt ab: Ein Computer lehnt immer ab, daher kann eine Partie, in der noch ein Computer spielt, nicht einvernehmlich enden. Die Partie geht weiter.

ComputerDeclinesTakeback = **{ $name }** bittet darum, den letzten Zug zurückzunehmen, aber { $computer } lehnt ab: Ein Computer lehnt immer ab. Der Zug bleibt.

ProposalAlreadyOpen = Der Vorschlag von **{ $name }** wartet noch auf Antworten: Beantwortet ihn (oder wartet, bis die Partie weitergeht), bevor ihr einen neuen macht.

NoLongerInGame = Du bist nicht mehr in dieser Partie: Nur die Spieler, die noch dabei sind, schlagen vor und antworten.

NoEndByAgreement = Eine Partie { $game } kann nicht einvernehmlich enden.

ProposalLapsed = Dieser Vorschlag ist verfallen: Die Partie ist seitdem weitergegangen (ein Zug wurde veröffentlicht). Es wurde nichts getan; er kann neu gemacht werden.

OwnProposal = Das ist dein Vorschlag: Die anderen Spieler beantworten ihn.

ProposalDeclined = **{ $name }** lehnt ab: Nichts ändert sich, die Partie geht weiter.

ProposalAccepted = **{ $name }** nimmt an. Noch offen: { $waiting }.

ProposalOutOfDate = Diese Knöpfe sind veraltet (der Vorschlag wurde beantwortet oder ist verfallen): Es wurde nichts getan. /status zeigt den Stand.

NoProposal = Niemand hat in dieser Partie etwas vorgeschlagen: Es gibt nichts zu beantworten.

AnswerWithOther = Der wartende Vorschlag ist ein anderer: Beantworte ihn mit { $command }.

EndedByAgreement = Alle, die noch in der Partie sind, sind einverstanden: Sie endet hier. Plätze: { $places }.

AgreedPlace = { $place }. { $names }

AnswerYesOrNo = `antwort:` nimmt yes oder no, nicht „{ $text }“.

NoTurnToTakeBack = Du hast keinen Zug zum Zurücknehmen: Nur der zuletzt veröffentlichte Zug wird zurückgenommen, von dem Spieler, der ihn veröffentlicht hat, bevor der nächste veröffentlicht ist.

TakebackNotYours = Der letzte Zug ist der von **{ $name }**: Nur wer ihn veröffentlicht hat, darf bitten, ihn zurückzunehmen.

TakebackAfterExpiry = Der letzte Zug endete mit seiner Frist: Ein von der Uhr beendeter Zug wird nicht zurückgenommen.

TakebackAfterClaim = Die Partie ist nach deinem Zug weitergegangen (ein Anspruch oder eine Aufgabe): Er kann nicht mehr zurückgenommen werden.

TakebackInTournament = In Turnierpartien gibt es keine Zugrücknahme: Nach der Regel der Schiedsrichter bleibt ein veröffentlichter Zug bestehen.

TakenBack = Alle sind einverstanden: Der letzte Zug von **{ $name }** ist zurückgenommen, das Brett ist wie zuvor. { $name }, du bist wieder am Zug.
