//! The commands players send, the same for every front end; their text
//! form is read in `parse.rs`.

use crate::ai::Level;
use crate::games::GameKind;
use crate::language::Language;
use crate::tournament::event::Format;

/// The game and version a button was made for: a click on a stale
/// preview (another game, or the game moved on) is refused.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Stamp {
    /// The game's id.
    pub game: i64,
    /// The game's version when the button was made.
    pub version: i64,
}

/// One command of a player.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Command {
    /// Open a game in this channel; the caller takes seat 1.
    New {
        /// Which game; without it, the first the service hosts.
        game: Option<GameKind>,
        /// The options given, by name (`rules`, `advanced`), for the game
        /// to read: it refuses those that are not its own.
        options: Vec<(String, String)>,
        /// Hours per turn; `None` for no deadline.
        turn_hours: Option<u32>,
    },
    /// Take the next seat.
    Join,
    /// Give up a seat before the game starts; the creator may also free a
    /// computer's seat (`seat:N`).
    Leave {
        /// The computer seat to free (1-based), if not the caller's own.
        seat: Option<u32>,
    },
    /// Seat a computer player in the lobby (the creator).
    AddBot {
        /// How strongly it plays: easy, medium or hard.
        level: Level,
    },
    /// Start the game with the seated players.
    Start,
    /// Where the game stands.
    Status,
    /// The board picture, now or at the end of a round.
    Board {
        /// The round to show; `None` for now.
        round: Option<u32>,
    },
    /// The whole game as an animated picture, one frame per turn.
    Replay,
    /// The turns played so far.
    History,
    /// The game record as a file: the game's own text record, or an
    /// Abstract Play game record.
    Export {
        /// Which form.
        format: ExportFormat,
    },
    /// The rules, or one topic of them.
    Rules {
        /// A topic, like `captures`.
        topic: Option<String>,
    },
    /// The list of commands.
    Help,
    /// Every game the caller sits in across the server, privately.
    MyGames,
    /// A player's ratings on this server (the caller's by default).
    Rating {
        /// The player's id (on Discord, the user picked).
        user: Option<String>,
    },
    /// Go on vacation for some days, come back early, or see the days
    /// left (without options).
    Vacation {
        /// Days away, from now.
        days: Option<u32>,
        /// Come back now.
        end: bool,
    },
    /// The server's settings: shown, or set by those who manage channels.
    Settings {
        /// Vacation days each player may take per calendar year.
        vacation_days: Option<u32>,
        /// The language the server's channels read.
        language: Option<Language>,
    },
    /// Notices by direct message, for every game: one per turn, a daily
    /// digest, both, or none.
    Notify {
        /// Which notices to send.
        dm: DmNotices,
        /// The digest's hour (UTC), with [`DmNotices::Digest`] or
        /// [`DmNotices::Both`].
        hour: Option<u32>,
    },
    /// Keep a private note on the channel's game at its round (issue 50).
    Note {
        /// The note as typed.
        text: String,
    },
    /// The caller's notes on the channel's game, privately.
    Notes,
    /// Get a direct message per published turn of the channel's game, in
    /// which the caller does not sit.
    Follow,
    /// Stop following the channel's game.
    Unfollow,
    /// Conditional turns (two-player games): queue a line of replies to
    /// the opponent's next turns, show one's queue, or clear it.
    Conditional {
        /// The line, plies separated by `|` (`"T1 | R1 | T2 | R2"`).
        line: Option<String>,
        /// Empty one's queue.
        clear: bool,
    },
    /// The server's best rated players of a game.
    Leaderboard {
        /// Which game; without it, the first the service hosts.
        game: Option<GameKind>,
    },
    /// Leave a game in progress, as its rules say.
    Resign,
    /// Stop the game (creator or moderator).
    Abort,
    /// Take back the draft's last action.
    Undo {
        /// The game and version the button was made for, if from a button.
        stamp: Option<Stamp>,
    },
    /// Publish the turn.
    End {
        /// Whether to end even when the game warns first (actions left
        /// unused).
        confirm: bool,
        /// The game and version the button was made for, if from a button.
        stamp: Option<Stamp>,
    },
    /// Propose to end the game by agreement (`answer` absent), or answer
    /// the proposal (issue 50).
    ProposeEnd {
        /// Yes or no to the open proposal, if answering.
        answer: Option<bool>,
    },
    /// Ask to take your last turn back (`answer` absent), or answer
    /// another player's request (issue 50).
    Takeback {
        /// Yes or no to the open request, if answering.
        answer: Option<bool>,
    },
    /// A proposal's Accept or Decline button: `stamp.version` is the
    /// proposal's id (a click on an older proposal's is refused).
    Answer {
        /// Whether the clicker accepts.
        accept: bool,
        /// The game and the proposal the button was made for.
        stamp: Stamp,
    },
    /// One of the channel's game's own commands (`/sow cell:H8`,
    /// `/place cell:0,1 orientation:2`), its options as given, for the
    /// game to read: a command no hosted game offers is refused, and
    /// another game's command is answered with whose it is.
    Action {
        /// The command's name, without the slash (`sow`).
        name: String,
        /// Its options by name, as given.
        options: Vec<(String, String)>,
        /// As for [`Command::Play`]: a computer's move is stamped.
        stamp: Option<Stamp>,
    },
    /// A turn given as text (`/play actions:"…"`), for the channel's
    /// game to read in its own notation.
    Play {
        /// The text as typed.
        text: String,
        /// The game and version the turn was computed for (a computer's
        /// turn): refused if the game moved on since.
        stamp: Option<Stamp>,
    },
    /// One of the `/tournament` commands: an event run from this channel,
    /// each of its games in a channel of its own.
    Tournament(TournamentCommand),
}

/// Which notices by direct message a player gets (`/notify dm:`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum DmNotices {
    /// None: the mention in the game's channel remains.
    Off,
    /// One when it becomes their turn (`on`).
    Turns,
    /// One a day at their hour, listing the games waiting for them.
    Digest,
    /// Both.
    Both,
}

impl Command {
    /// The command's name as typed, without the slash (`end`, `sow`,
    /// `tournament start`), for metrics and logs. A game's own command is
    /// named only if `known` holds of it (one the hosted games offer), so
    /// that whatever is typed in the local mode never becomes a label.
    #[must_use]
    pub fn label(&self, known: impl Fn(&str) -> bool) -> String {
        let name = match self {
            Command::New { .. } => "new",
            Command::Join => "join",
            Command::Leave { .. } => "leave",
            Command::AddBot { .. } => "addbot",
            Command::Start => "start",
            Command::Status => "status",
            Command::Board { .. } => "board",
            Command::Replay => "replay",
            Command::History => "history",
            Command::Export { .. } => "export",
            Command::Rules { .. } => "rules",
            Command::Help => "help",
            Command::MyGames => "mygames",
            Command::Rating { .. } => "rating",
            Command::Vacation { .. } => "vacation",
            Command::Settings { .. } => "settings",
            Command::Notify { .. } => "notify",
            Command::Note { .. } => "note",
            Command::Notes => "notes",
            Command::Follow => "follow",
            Command::Unfollow => "unfollow",
            Command::Conditional { .. } => "conditional",
            Command::Leaderboard { .. } => "leaderboard",
            Command::Resign => "resign",
            Command::Abort => "abort",
            Command::Undo { .. } => "undo",
            Command::End { .. } => "end",
            Command::ProposeEnd { .. } => "propose-end",
            Command::Takeback { .. } => "takeback",
            Command::Answer { .. } => "answer",
            Command::Play { .. } => "play",
            Command::Action { name, .. } if known(name) => return name.clone(),
            Command::Action { .. } => "unknown",
            Command::Tournament(command) => return format!("tournament {}", command.label()),
        };
        name.to_owned()
    }
}

impl TournamentCommand {
    /// The subcommand's name (`start`), for [`Command::label`].
    #[must_use]
    pub fn label(&self) -> &'static str {
        match self {
            TournamentCommand::New { .. } => "new",
            TournamentCommand::Join => "join",
            TournamentCommand::Leave => "leave",
            TournamentCommand::AddBot { .. } => "addbot",
            TournamentCommand::Start => "start",
            TournamentCommand::Standings => "standings",
            TournamentCommand::Pairings { .. } => "pairings",
            TournamentCommand::Export => "export",
            TournamentCommand::Abort => "abort",
        }
    }
}

impl DmNotices {
    /// Every choice, in the order menus offer them.
    pub const ALL: [DmNotices; 4] = [
        DmNotices::Turns,
        DmNotices::Off,
        DmNotices::Digest,
        DmNotices::Both,
    ];

    /// The choice as typed: `on`, `off`, `digest`, `both`.
    #[must_use]
    pub fn name(self) -> &'static str {
        match self {
            DmNotices::Off => "off",
            DmNotices::Turns => "on",
            DmNotices::Digest => "digest",
            DmNotices::Both => "both",
        }
    }

    /// The choice typed as `text`, if it is one.
    #[must_use]
    pub fn parse(text: &str) -> Option<DmNotices> {
        DmNotices::ALL
            .into_iter()
            .find(|choice| choice.name().eq_ignore_ascii_case(text.trim()))
    }

    /// Whether a notice comes at each turn.
    #[must_use]
    pub fn per_turn(self) -> bool {
        matches!(self, DmNotices::Turns | DmNotices::Both)
    }

    /// Whether a daily digest comes.
    #[must_use]
    pub fn digest(self) -> bool {
        matches!(self, DmNotices::Digest | DmNotices::Both)
    }
}

/// The `/tournament` commands (issue 31).
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum TournamentCommand {
    /// Open an event here; the caller is its creator (and may enter).
    New {
        /// Which game its boards play; without it, the first hosted.
        game: Option<GameKind>,
        /// How it is paired.
        format: Format,
        /// The game's own options, by name, for the game to read.
        options: Vec<(String, String)>,
        /// Hours per turn in its games; `None` for no deadline.
        turn_hours: Option<u32>,
    },
    /// Enter the event (a Swiss event takes late entries until round 2
    /// is paired).
    Join,
    /// Leave before the start; once started, withdraw: the game in play
    /// is resigned and no further pairing comes.
    Leave,
    /// Enter a computer player (the creator).
    AddBot {
        /// How strongly it plays.
        level: Level,
    },
    /// Pair round 1 and open its games (the creator or channel managers).
    Start,
    /// The standings with tie-breaks, as text and picture.
    Standings,
    /// A round's pairings and results (the last paired by default).
    Pairings {
        /// The round, from 1.
        round: Option<u32>,
    },
    /// The event as a FIDE report (TRF).
    Export,
    /// Stop the event and its games in play (the creator or managers).
    Abort,
}

/// The `/tournament` subcommands, in the order help lists them.
pub const TOURNAMENT_COMMAND_NAMES: [&str; 9] = [
    "new",
    "join",
    "leave",
    "addbot",
    "start",
    "standings",
    "pairings",
    "export",
    "abort",
];

/// The form of `/export`'s file.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub enum ExportFormat {
    /// The game's own text record (`format:text`, the default).
    #[default]
    Text,
    /// An Abstract Play game record, JSON (`format:ap`).
    Ap,
}

impl std::str::FromStr for ExportFormat {
    type Err = ();

    /// `text` or `ap`, in any case.
    fn from_str(text: &str) -> Result<ExportFormat, ()> {
        match text.trim().to_ascii_lowercase().as_str() {
            "text" => Ok(ExportFormat::Text),
            "ap" => Ok(ExportFormat::Ap),
            _ => Err(()),
        }
    }
}

/// The names of the commands every game shares, for help and parsing
/// (a game's own commands are in its [`Menu`](crate::commands::Menu)).
pub const SHARED_COMMAND_NAMES: [&str; 31] = [
    "new",
    "join",
    "leave",
    "start",
    "status",
    "board",
    "history",
    "export",
    "rules",
    "help",
    "resign",
    "abort",
    "undo",
    "end",
    "propose-end",
    "takeback",
    "play",
    "conditional",
    "addbot",
    "replay",
    "mygames",
    "rating",
    "leaderboard",
    "vacation",
    "notify",
    "settings",
    "tournament",
    "note",
    "notes",
    "follow",
    "unfollow",
];
