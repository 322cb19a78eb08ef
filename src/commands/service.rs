//! The command layer's core: the [`Service`] over one store, and the
//! games it hosts. A game is hosted through [`HostedGame`]: what the
//! shared commands ask of a channel's game, whichever it is; the
//! [`Games`] a service holds say which game a key names. The three are
//! one file because each refers to the others (a service holds its
//! games; a game answers for a service).
//!
//! Seats, the lobby, the outbox, deadlines and computer seats are the
//! layer's own; at each step where games differ (running the game's own
//! commands, `/status`, the opening post, a computer's move, an expired
//! turn, the line of `/mygames`, the refusals of the lobby) the shared
//! code asks the row's game, and never names a game itself. Each game of
//! the crate implements [`HostedGame`] once, in its own folder
//! (`games/NAME/hosting/hosted.rs`); a game from outside the crate is
//! hosted by `from_rules` (`Service::with_game`).

use std::sync::Arc;

use async_trait::async_trait;

use super::caller::Caller;
use super::catalogue::Message;
use super::command::{Command, ExportFormat, Stamp};
use super::consent::InPlay;
use super::error::CommandError;
use super::language::Language;
use super::menu::{Menu, Offers, RulesPage, Suggestion};
use super::refusal::{Refusal, said};
use super::replay::Replays;
use super::reply::Reply;
use crate::games::GameKind;
use crate::picture::RenderError;
use crate::store::queries::GameRow;
use crate::store::{Store, Tx};

/// The time in unix seconds; tests set it by hand.
pub type Clock = Arc<dyn Fn() -> i64 + Send + Sync>;

/// The system clock.
#[must_use]
pub fn system_clock() -> Clock {
    Arc::new(|| {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64)
    })
}

/// The command layer over one store. Cheap to clone and share.
#[derive(Clone)]
pub struct Service {
    pub(crate) store: Store,
    pub(crate) clock: Clock,
    /// The tournaments whose next round waits for the commit that
    /// ended the last.
    pub(crate) pairings_due: Arc<super::tournament::PairingsDue>,
    /// One computer thinks at a time (see [`computer`]).
    pub(crate) thinking: Arc<tokio::sync::Semaphore>,
    /// The low-priority thread computers think on (see [`thinker`]).
    pub(crate) thinker: super::thinker::Thinker,
    /// How long a `hard` computer thinks for a turn.
    pub(crate) hard_thinking: crate::ai::Budget,
    /// The language a channel reads when its server's admins chose none:
    /// English on Discord, `--lang` in the local mode (which has no
    /// admins).
    pub(crate) default_readers: Language,
    /// The replays drawn lately, and the one drawing at a time.
    pub(crate) replays: Arc<Replays>,
    /// The games hosted: the crate's, and those added with
    /// [`Service::with_game`].
    pub(crate) games: Arc<Games>,
}

/// The service as it hosts the game `G`: what a game's own hosting code
/// runs on. The shared steps (store, clock, outbox, deadlines, ratings)
/// are `service`'s; what the game keeps between commands is its own
/// value's (`game`), never the service's, so that the service names no
/// game.
pub(crate) struct Host<'a, G> {
    /// The service hosting the game.
    pub(crate) service: &'a Service,
    /// The game's own value.
    pub(crate) game: &'a G,
}

impl<'a, G> Host<'a, G> {
    /// `game` as `service` hosts it.
    pub(crate) fn new(service: &'a Service, game: &'a G) -> Host<'a, G> {
        Host { service, game }
    }
}

/// Something a deadline made happen, kept in the outbox for its channel
/// (`reply.post` is its row).
#[derive(Clone, Debug)]
pub struct Announcement {
    /// Where to post it.
    pub channel: String,
    /// What to post.
    pub reply: Reply,
}

impl Service {
    /// How many `/replay` animations this service has drawn; a repeated
    /// replay of an unchanged game is served without drawing (tests and
    /// benches check it).
    #[must_use]
    pub fn replays_drawn(&self) -> u64 {
        self.replays.drawn()
    }

    /// The same service, its `hard` computers thinking with `budget` (the
    /// bot's `COMPUTER_THINK_MS`; tests give a fixed amount of work).
    #[must_use]
    pub fn with_hard_thinking(mut self, budget: crate::ai::Budget) -> Service {
        self.hard_thinking = budget;
        self
    }

    /// The same service, its channels reading `language` unless their
    /// server's admins chose another (`/settings language`): the local
    /// mode's `--lang`.
    #[must_use]
    pub fn with_default_readers(mut self, language: Language) -> Service {
        self.default_readers = language;
        self
    }

    /// The store underneath.
    #[must_use]
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// What `work` reads in one read transaction, committed after it (a
    /// game's table, loaded whole).
    pub(crate) async fn reading<T>(
        &self,
        work: impl AsyncFnOnce(&mut Tx) -> Result<T, CommandError>,
    ) -> Result<T, CommandError> {
        let mut tx = self.store.read().await?;
        let value = work(&mut tx).await?;
        tx.commit().await?;
        Ok(value)
    }

    /// The time now, by the service's clock (unix seconds).
    #[must_use]
    pub fn now(&self) -> i64 {
        (self.clock)()
    }
}

/// How a computer chooses its move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Plan {
    /// Think at its level, and act out of turn when its game allows.
    Think,
    /// A plain legal turn, when the thought one could not be published:
    /// no claims, the first legal actions, and the end of the turn as
    /// soon as it is legal.
    Fallback,
    /// Resign: the last resort of a computer whose every turn was
    /// refused, so that the game never waits on it.
    Resign,
}

/// The seat whose turn a deadline times (see [`HostedGame::turn_holder`]).
pub(crate) struct TurnHolder {
    /// The seat, from 0.
    pub seat: usize,
    /// Its player's user id, to mention; `None` for a computer.
    pub user: Option<String>,
    /// Whether a computer sits there (a computer is never late).
    pub computer: bool,
    /// The reminder posted before the turn runs out, in the language of
    /// the moment.
    pub reminder: String,
}

/// Where a game being played stands, for lists (`/mygames`).
pub(crate) struct Progress {
    /// The round (or turn pair) in progress, from 1.
    pub round: u32,
    /// The seat to move.
    pub seat: i64,
    /// Their name.
    pub name: String,
}

/// An option being typed, for suggestions.
#[derive(Clone, Copy, Debug)]
pub struct Typed<'a> {
    /// The command (`move`).
    pub command: &'a str,
    /// The option being typed (`to`).
    pub option: &'a str,
    /// What is typed so far.
    pub text: &'a str,
    /// The other options already filled in, by name.
    pub given: &'a [(String, String)],
}

impl Typed<'_> {
    /// The value of the other option `name`, if filled in.
    #[must_use]
    pub fn other(&self, name: &str) -> Option<&str> {
        self.given
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.as_str())
    }
}

/// A view of a game that every game answers.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum View {
    /// `/board [round]`: the board now, or as it stood after `round`.
    Board(Option<u32>),
    /// `/history`: the turns played.
    History,
    /// `/export`: the game's record as a file, in the format asked.
    Export(ExportFormat),
    /// `/replay`: the game as an animation, one frame per turn.
    Replay,
}

impl View {
    /// Whether the view is posted for the whole channel (the board and
    /// the replay), and so worded in the channel's language.
    #[must_use]
    pub(crate) fn is_public(self) -> bool {
        matches!(self, View::Board(_) | View::Replay)
    }
}

/// A game at the table as the dispatch reaches it, whichever game it
/// is: the commands whose flow is the pipeline's own for every game
/// (`commands::draft`, `commands::views`), run through the game's hooks.
/// What [`HostedGame::at_table`] hands the dispatch.
#[async_trait]
pub(crate) trait AtTable: Send + Sync {
    /// `/undo` (or the Undo button made for `stamp`): the draft's last
    /// step taken back.
    async fn undo(
        &self,
        channel: &str,
        caller: &Caller,
        stamp: Option<Stamp>,
    ) -> Result<Vec<Reply>, CommandError>;

    /// `view` of the channel's active game, or else of its latest, worded
    /// in `language` (the channel's for what is posted for all, the
    /// caller's for what only they see: [`View::is_public`]).
    async fn view(
        &self,
        channel: &str,
        view: View,
        language: Language,
    ) -> Result<Vec<Reply>, CommandError>;
}

/// A game as the command layer hosts it (see the module docs).
#[async_trait]
pub(crate) trait HostedGame: Send + Sync {
    /// The key the game is stored and typed under (`game:palago`).
    fn kind(&self) -> GameKind;

    /// The name players read.
    fn title(&self) -> &'static str;

    /// The fewest and most seats a game plays with (R7, P5).
    fn seats(&self) -> (usize, usize);

    /// How many play, in `language`, for the lobby's post (`2 players`).
    fn seats_in_words(&self, language: Language) -> String;

    /// Seat `seat` (from 0) as players know it in `language`: a letter
    /// (Palanquée), a colour (Palago).
    fn seat_name(&self, language: Language, seat: usize) -> String;

    /// How a computer of `level` plays this game, in `language`: the
    /// sentence `/addbot` says when it seats one, which the game's
    /// `/rules` topic on computers gathers.
    fn level_in_words(&self, language: Language, level: crate::ai::Level) -> String;

    /// Reads the options given by name to `command` (`new`, or
    /// `tournament new`, which refusals name): the text stored with the
    /// game, or the refusal in `language` (another game's option, a bad
    /// value).
    fn read_options(
        &self,
        language: Language,
        command: &str,
        given: &[(String, String)],
    ) -> Result<String, String>;

    /// The stored `options` in words in `language`, for `/status`.
    fn options_in_words(&self, language: Language, options: &str) -> String;

    /// Where a new game's players read the rules first, in `language`, or
    /// nothing.
    fn rules_hint(&self, language: Language, options: &str) -> String;

    /// Builds what the game's pictures share (fonts, sprites) now, so
    /// that the first picture costs no more than the others. Blocking.
    fn prepare_pictures(&self) -> Result<(), RenderError> {
        Ok(())
    }

    /// The refusal of `/join` or `/addbot` when every seat is taken.
    fn seats_taken(&self) -> Refusal;

    /// The refusal of `/start` with too few seated.
    fn too_few_players(&self) -> Refusal;

    /// The refusal, in a channel playing this game, of `command`, a
    /// command of another game: whose it is, and what to use here.
    fn not_this_games(&self, command: &str) -> Refusal;

    /// What the game offers front ends: its own commands (`/sow`,
    /// `/place`), its `/new` options and its `/rules` topics.
    fn offers(&self) -> Offers {
        Offers::NONE
    }

    /// The game's rules page for `docs/`, if it has one; `help` is
    /// `/help` in English, for a page that lists the commands.
    fn rules_page(&self, _help: &str) -> Option<RulesPage> {
        None
    }

    /// Values for the option of one of the game's commands that `caller`
    /// is typing in `channel` (`typed`: the command, the option, what is
    /// typed so far and the other options filled in): only what is
    /// legal for them now.
    async fn suggest(
        &self,
        _service: &Service,
        _channel: &str,
        _caller: &Caller,
        _typed: &Typed<'_>,
    ) -> Result<Vec<Suggestion>, CommandError> {
        Ok(Vec::new())
    }

    /// The names of this game's `/rules` topics (notation: the same in
    /// every language).
    fn topic_names(&self) -> Vec<&'static str>;

    /// The `/rules` topic `topic` in `language`, if it is one of this
    /// game's (a picture may come with it).
    async fn rules_topic(
        &self,
        service: &Service,
        topic: &str,
        language: Language,
    ) -> Result<Option<Reply>, CommandError>;

    /// `/rules` without a topic in a channel of this game, in `language`.
    async fn rules_overview(
        &self,
        service: &Service,
        language: Language,
    ) -> Result<Reply, CommandError>;

    /// The game's side of conditional turns (`/conditional`), if it
    /// keeps them: a two-player game whose turns can be queued.
    fn conditionals(&self) -> Option<&dyn super::conditional::Conditionals> {
        None
    }

    /// The game on `service`'s table: the commands whose flow is the
    /// pipeline's own (`/undo`, `/board`, `/history`, `/export`,
    /// `/replay`), run through the game's hooks. Each game answers
    /// `Box::new(Host::new(service, self))`.
    fn at_table<'a>(&'a self, service: &'a Service) -> Box<dyn AtTable + 'a>;

    /// The game's own commands (its draft steps, `/end`, `/resign`…):
    /// answers in the caller's language, posts in `readers`' (the
    /// channel's).
    async fn run(
        &self,
        service: &Service,
        channel: &str,
        caller: &Caller,
        readers: Language,
        command: Command,
    ) -> Result<Vec<Reply>, CommandError>;

    /// `/status` of the game of `row`, as `caller` sees it.
    async fn status(
        &self,
        service: &Service,
        row: GameRow,
        caller: &Caller,
    ) -> Result<Reply, CommandError>;

    /// The post that opens the game of `row`, in `tx`, once `/start` set
    /// it playing, in `readers`' language (the channel's).
    async fn opening(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
        readers: Language,
    ) -> Result<Reply, CommandError>;

    /// The move a computer seat sends now by `plan`, with who sends it,
    /// if a computer is to move (or, thinking, to claim).
    async fn computer_move(
        &self,
        service: &Service,
        row: GameRow,
        seed: u64,
        plan: Plan,
    ) -> Result<Option<(Caller, Command)>, CommandError>;

    /// Whose turn the deadline of `row` times, read in `tx`, with the
    /// reminder's words in the game's own voice, in `readers`' language;
    /// `None` once nobody is to move.
    async fn turn_holder(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
        readers: Language,
    ) -> Result<Option<TurnHolder>, CommandError>;

    /// What the game does, in `tx`, when `seat`'s turn of `row` ran out,
    /// the `missed`-th deadline in a row it let pass (already recorded by
    /// the pipeline): publish the turn as it stood with claims open
    /// (a game with claims), or lose on time. The channel's announcement,
    /// in `readers`' language.
    async fn expire(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
        seat: usize,
        missed: i64,
        readers: Language,
    ) -> Result<Reply, CommandError>;

    /// Where the game of `row` stands for a proposal its people answer
    /// (`consent.rs`: ending by agreement, a takeback), read in `tx`: the
    /// seats still in it, and each seat's place if it ended by agreement
    /// now, by the game's rules (`None`: it cannot end so).
    async fn in_play(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
    ) -> Result<InPlay, CommandError>;

    /// The round and the player to move of the game of `row`.
    async fn progress(
        &self,
        service: &Service,
        tx: &mut Tx,
        row: GameRow,
    ) -> Result<Progress, CommandError>;
}

/// The hosted games, in the order menus show them; the first is the one
/// `/new` opens without `game:`.
#[derive(Clone)]
pub(crate) struct Games {
    hosted: Vec<Arc<dyn HostedGame>>,
}

impl Games {
    /// The games `hosted`, in menu order; the first is the default.
    pub(crate) fn new(hosted: Vec<Arc<dyn HostedGame>>) -> Games {
        Games { hosted }
    }

    /// Hosts `game` too, in place of a game of the same key.
    pub(crate) fn add(&mut self, game: Arc<dyn HostedGame>) {
        self.hosted.retain(|hosted| hosted.kind() != game.kind());
        self.hosted.push(game);
    }

    /// The game of key `kind`, or the refusal naming the hosted ones.
    pub(crate) fn get(&self, kind: &GameKind) -> Result<&dyn HostedGame, CommandError> {
        match self.hosted.iter().find(|hosted| hosted.kind() == *kind) {
            Some(hosted) => Ok(hosted.as_ref()),
            None => Err(CommandError::Refused(said(
                Message::UnknownGameOption,
                &[("text", &kind), ("games", &self.keys())],
            ))),
        }
    }

    /// The game `/new` opens without `game:`.
    pub(crate) fn first(&self) -> &dyn HostedGame {
        self.hosted[0].as_ref()
    }

    /// Every hosted game, in menu order.
    pub(crate) fn all(&self) -> impl Iterator<Item = &dyn HostedGame> {
        self.hosted.iter().map(AsRef::as_ref)
    }

    /// What the games offer together, for menus.
    pub(crate) fn menu(&self) -> Menu {
        let mut menu = Menu::default();
        for game in self.all() {
            menu.add(game.offers());
        }
        menu
    }

    /// The game offering command `name`, if any hosts it.
    pub(crate) fn offering(&self, name: &str) -> Option<&dyn HostedGame> {
        self.all().find(|game| game.offers().has_command(name))
    }

    /// The hosted games' keys, for refusals: `palanquee, palago`.
    pub(crate) fn keys(&self) -> String {
        let keys: Vec<String> = self.all().map(|game| game.kind().to_string()).collect();
        keys.join(", ")
    }
}
