# The shared slash commands as Discord shows them: a message per command
# (its description), an attribute per option (the option's description),
# and a `choice-KEY` message per fixed choice (its label). A subcommand is
# named with a dash (`tournament-new` for `/tournament new`). Discord allows
# 100 characters for each; a choice's label keeps its key (what replies
# quote: choice values are notation and stay as they are).
#
# Names are words too: `name-ID` (`name-vacation`, `name-tournament-new`)
# is what a command is typed as in the file's language, and its attributes
# what its options are typed as (`.days`); `name-options` names the
# options a game adds to `/new` and `/tournament new`. The English names
# are the registered ones, which Discord sends in every interaction
# whatever the client's language; every other language's are Discord's
# `name_localizations`, which its clients show and type, and that
# language's replies, help and rules quote them (`/urlaub tage:3`), as
# its local mode reads them. A name is 1-32 lowercase letters, digits, `-`
# or `_` (Discord's rule), unique among the commands (and among one
# command's options) in its language.

new = Open a game in this channel; you take the first seat.
    .game = The game (the first offered if left out)
    .turn-hours = Hours per turn (1-336); no deadline if left out
join = Take the next seat in this channel's game.
leave = Give up your seat before the game starts (the creator may free a computer's seat).
    .seat = A computer's seat to free (the creator); your own if left out
start = Start the game with the seated players.
status = Where this channel's game stands: whose turn, deadline, your draft.
board = The board picture, now or at the end of a round.
    .round = The round to show; the board now if left out
history = The turns played so far.
replay = The whole game as an animated picture, one frame per turn.
mygames = Every game you sit in on this server, the ones waiting for you first, then those you follow.
rating = A player's Glicko-2 ratings on this server (yours if nobody is picked).
    .user = Whose ratings (yours if left out)
vacation = Go on vacation (your deadlines wait), come back early, or see your days left.
    .days = Days away from now (30 a year)
    .end = Come back now (the days not begun are given back)
notify = Notices by direct message: at each turn (on), a daily digest (digest), both, or none (off).
    .dm = on: at each turn; digest: one a day; both; off: the channel mention only
    .hour = The daily digest's hour, 0-23 UTC (with digest or both)
note = Keep a private note on this channel's game, at its round; only you read it.
    .text = The note (500 characters at most); mentions do not ping
notes = Your private notes on this channel's game.
follow = Get a direct message after each turn of this game, which you do not play in.
unfollow = Stop following this channel's game.
settings = The server's settings: vacation days a year, and the channels' language.
    .vacation_days = Vacation days each player may take per calendar year (30 unless set)
    .language = The language of announcements, lobby posts, reminders and pictures here
leaderboard = The server's best rated players of a game.
    .game = The game (the first offered if left out)
export = The game record as a file: its own text, or an Abstract Play record.
    .format = text: the game's own record (the default); ap: an Abstract Play game record (JSON)
rules = The rules of this channel's game, or one of their topics, with the rulings.
    .topic = A topic; an overview if left out
help = The list of commands.
resign = Leave the game in progress, as its rules say.
abort = Stop this channel's game (its creator, or Manage Channels/Threads).
play = Your whole turn in one line, in the game's own notation (see /help).
    .actions = The turn as the game writes it, as /help shows; ; between actions
conditional = Queue replies to your opponent's next turns, privately (two-player games); alone, see your queue.
    .line = Turns separated by |: theirs, your reply, theirs, your reply… as /play writes them
    .clear = Empty your queue in this game
undo = Take back your draft's last action.
end = Publish your turn to the channel and ping the next player.
    .confirm = End even if the game warns you first
propose-end = Propose to end the game by agreement, or answer the proposal.
    .answer = yes or no: your answer to the proposal waiting (leave out to propose)
takeback = Ask to take back your last turn, or answer such a request.
    .answer = yes or no: your answer to the request waiting (leave out to ask)
addbot = Seat a computer player in this channel's game (the creator, before /start).
    .level = beginner, easy, medium (default) or hard
tournament = Round-robin and Swiss events, each game in a thread of this channel.
tournament-new = Open a tournament run from this channel; each game gets a thread.
    .format = round-robin (everyone meets everyone) or swiss (give rounds)
    .game = The game (the first offered if left out)
    .rounds = Rounds of a Swiss event (1-30)
    .double = A round-robin played twice, colours reversed
    .turn-hours = Hours per turn in its games (1-336); no deadline if left out
tournament-join = Enter the tournament (a Swiss event takes late entries until round 2).
tournament-leave = Leave before the start; once started, withdraw (your game is resigned).
tournament-addbot = Enter a computer player (the tournament's creator).
    .level = beginner, easy, medium (default) or hard
tournament-start = Pair round 1 and open its games in threads (creator or channel managers).
tournament-standings = The standings with their tie-breaks, as text and picture.
tournament-pairings = A round's pairings and results (the last one paired by default).
    .round = The round (the last one paired if left out)
tournament-export = The tournament as a FIDE report (TRF), which pairing programs read.
tournament-abort = Stop the tournament and its games in play (creator or channel managers).

choice-easy = easy
choice-medium = medium
choice-hard = hard
choice-beginner = beginner
choice-on = on
choice-off = off
choice-digest = digest
choice-both = both
choice-text = text
choice-ap = ap
choice-yes = yes
choice-no = no
choice-en = en
choice-fr = fr
choice-de = de
choice-round-robin = round-robin
choice-swiss = swiss

## Names, as typed (see the header).
name-new = new
    .game = game
    .turn-hours = turn-hours
name-join = join
name-leave = leave
    .seat = seat
name-start = start
name-status = status
name-board = board
    .round = round
name-history = history
name-replay = replay
name-mygames = mygames
name-rating = rating
    .user = user
name-vacation = vacation
    .days = days
    .end = end
name-notify = notify
    .dm = dm
    .hour = hour
name-note = note
    .text = text
name-notes = notes
name-follow = follow
name-unfollow = unfollow
name-settings = settings
    .vacation_days = vacation_days
    .language = language
name-leaderboard = leaderboard
    .game = game
name-export = export
    .format = format
name-rules = rules
    .topic = topic
name-help = help
name-resign = resign
name-abort = abort
name-play = play
    .actions = actions
name-conditional = conditional
    .line = line
    .clear = clear
name-undo = undo
name-end = end
    .confirm = confirm
name-propose-end = propose-end
    .answer = answer
name-takeback = takeback
    .answer = answer
name-addbot = addbot
    .level = level
name-tournament = tournament
name-tournament-new = new
    .format = format
    .game = game
    .rounds = rounds
    .double = double
    .turn-hours = turn-hours
name-tournament-join = join
name-tournament-leave = leave
name-tournament-addbot = addbot
    .level = level
name-tournament-start = start
name-tournament-standings = standings
name-tournament-pairings = pairings
    .round = round
name-tournament-export = export
name-tournament-abort = abort
