//! The `palanquee` command: a thin shell over the library.

use std::io::Write;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use palanquee::ai::{Budget, Level, MAX_MILLIS, MAX_WORK};
use palanquee::cli::{self, engine::Computer, engine::EngineCli, engine::RecordView};
use palanquee::commands::{Command as GameCommand, CommandError, Language, Service, system_clock};
use palanquee::discord;
use palanquee::games::ap_record;
use palanquee::local::{self, LocalOptions};
use palanquee::operations;
use palanquee::registry;
use palanquee::store::{Access, DatabaseAddress, Store};

/// Palanquée, the hex game of growing plants. Without a subcommand: the
/// local game (`palanquee local`) on the default database.
#[derive(Parser)]
#[command(version, about)]
struct Args {
    #[command(subcommand)]
    command: Option<Command>,
}

/// Options of the local game.
#[derive(clap::Args, Default)]
struct LocalArgs {
    /// The database: a SQLite file, or a `sqlite://` or `postgres://` URL
    /// (default: DATABASE_URL, or palanquee.db).
    #[arg(long, value_name = "FILE|URL")]
    db: Option<String>,
    /// The local channel's name; one game at a time per channel.
    #[arg(long, value_name = "NAME", default_value = "local")]
    channel: String,
    /// Where board pictures and exports are written.
    #[arg(long, value_name = "DIR", default_value = "boards")]
    boards: std::path::PathBuf,
    /// The language of the replies: en (default), fr or de.
    #[arg(long, value_name = "LANG", default_value = "en")]
    lang: Language,
}

/// Which game an engine subcommand plays, with its options.
#[derive(clap::Args)]
struct GameArgs {
    /// The game: `palanquee` (the default) or `palago`.
    #[arg(long, default_value = registry::DEFAULT_GAME, value_parser = game_engine)]
    game: &'static dyn EngineCli,
    /// An option of the game, `NAME:VALUE`, as `/new` takes it
    /// (`--option rules:advanced`, `--option tiebreak:on`); repeatable;
    /// checked by the chosen game.
    #[arg(long = "option", value_name = "NAME:VALUE", value_parser = option_pair)]
    option: Vec<(String, String)>,
    /// The same as `--option rules:VALUE`: Palanquée's `basic` (the
    /// default), or `advanced` for parasites, launches and leaves
    /// (R30-R36; `show` then marks them).
    #[arg(long, value_parser = rules_value)]
    rules: Option<String>,
    /// The same as `--option tiebreak:on`: Palago's tiebreak option of
    /// P12 (the larger open region wins a draw).
    #[arg(long)]
    tiebreak: bool,
}

/// Reads `--option NAME:VALUE`; the value is checked with the game.
fn option_pair(text: &str) -> Result<(String, String), String> {
    match text.trim().split_once(':') {
        Some((name, value)) if !name.is_empty() && !value.is_empty() => {
            Ok((name.trim().to_owned(), value.trim().to_owned()))
        }
        _ => Err(format!("`{text}` is not NAME:VALUE (`rules:advanced`)")),
    }
}

/// Reads `--game`: one of the games of [`registry::engines`] by its key.
fn game_engine(text: &str) -> Result<&'static dyn EngineCli, String> {
    registry::engine(text).map_err(|error| error.to_string())
}

/// Reads `--rules`: checked by the game whose option it is.
fn rules_value(text: &str) -> Result<String, String> {
    registry::option_value("rules", text)
}

/// The most games `arena` plays in one run.
const MAX_GAMES: u64 = 1_000_000;

/// `text` as a whole number from `low` to `high`, else the sentence
/// `` `TEXT` is not WHAT (LOW to HIGH) ``: one wording for every number
/// of `ai` and `arena`, negative and oversized ones included.
fn in_range(text: &str, what: &str, low: u64, high: u64) -> Result<u64, String> {
    text.trim()
        .parse::<u64>()
        .ok()
        .filter(|n| (low..=high).contains(n))
        .ok_or_else(|| format!("`{text}` is not {what} ({low} to {high})"))
}

/// Reads `--think-ms`: milliseconds of wall clock, 1 to ten minutes.
fn think_ms(text: &str) -> Result<u64, String> {
    in_range(text, "a number of milliseconds", 1, MAX_MILLIS)
}

/// Reads `--nodes`: a fixed amount of work, 1 to [`MAX_WORK`].
fn nodes(text: &str) -> Result<u64, String> {
    in_range(text, "a number of nodes", 1, MAX_WORK)
}

/// Reads `--opening-turns`: a number of turns, which the game then checks.
fn turns(text: &str) -> Result<u32, String> {
    in_range(text, "a number of turns", 1, 99).map(|n| n as u32)
}

/// Reads `--opening-window`: a score, 0 to a million (a won game).
fn window(text: &str) -> Result<u32, String> {
    in_range(text, "a score", 0, 1_000_000).map(|n| n as u32)
}

/// Reads `--seed`: any 64-bit unsigned number.
fn seed(text: &str) -> Result<u64, String> {
    in_range(text, "a seed", 0, u64::MAX)
}

/// Reads `--games`: 1 to [`MAX_GAMES`].
fn games(text: &str) -> Result<u32, String> {
    in_range(text, "a number of games", 1, MAX_GAMES).map(|n| n as u32)
}

/// Reads `--players`: a number of seats, which the game then checks.
fn players(text: &str) -> Result<usize, String> {
    in_range(text, "a number of seats", 1, 99).map(|n| n as usize)
}

impl PlayerArgs {
    /// The thinking budget: `--nodes` when given, else `--think-ms`.
    fn budget(&self) -> Budget {
        match self.nodes {
            Some(units) => Budget::Work(units),
            None => Budget::Millis(self.think_ms),
        }
    }

    /// The computer player of `palanquee ai`.
    fn computer(&self) -> Computer {
        Computer {
            level: self.level,
            budget: self.budget(),
            seed: self.seed,
        }
    }
}

impl GameArgs {
    /// The chosen game's options as one options text (`rules:advanced`),
    /// each value as the game writes it; the game reads the ones left
    /// out at their defaults. An option the chosen game does not have is
    /// refused by name, not ignored.
    fn options(&self) -> Result<String, String> {
        let aliases = [
            (self.rules.clone()).map(|value| ("--rules".into(), "rules".into(), value)),
            (self.tiebreak).then(|| ("--tiebreak".into(), "tiebreak".into(), "on".into())),
        ];
        let options = self
            .option
            .iter()
            .map(|(name, value)| (format!("--option {name}"), name.clone(), value.clone()));
        let given: Vec<(String, String, String)> =
            aliases.into_iter().flatten().chain(options).collect();
        let mut pairs = Vec::new();
        for (flag, name, value) in given {
            match self.game.option_value(&name, &value) {
                Some(Ok(value)) => pairs.push(format!("{name}:{value}")),
                Some(Err(why)) => return Err(why),
                None => {
                    return Err(format!(
                        "`{flag}` is not an option of {}: leave it out",
                        self.game.key()
                    ));
                }
            }
        }
        Ok(pairs.join(" "))
    }
}

/// A computer player: its level, thinking time and seed.
#[derive(clap::Args)]
struct PlayerArgs {
    /// `easy`, `medium` or `hard`, or the baselines `random` and
    /// `greedy`.
    #[arg(long, default_value = "hard")]
    level: Level,
    /// Thinking time per turn in milliseconds of wall clock (1 to
    /// 600000).
    #[arg(long, default_value_t = 1000, value_parser = think_ms, allow_hyphen_values = true)]
    think_ms: u64,
    /// Instead of time, a fixed amount of work per turn (search nodes in
    /// Palago, candidate turns in Palanquée): a seed then gives the same
    /// turn on any machine.
    #[arg(long, value_name = "N", value_parser = nodes, allow_hyphen_values = true)]
    nodes: Option<u64>,
    /// The random seed: the same seed gives the same turn (in `arena`,
    /// the first game's).
    #[arg(long, default_value_t = 0, value_parser = seed, allow_hyphen_values = true)]
    seed: u64,
}

#[derive(Subcommand)]
enum Command {
    /// Play actions for the player to move, starting a turn in POSITION
    /// (Palanquée); or, with `--game palago`, play turns from the empty
    /// table.
    Play {
        #[command(flatten)]
        game: GameArgs,
        /// Palanquée: the position in the notation `ROWS TO_MOVE ROUND
        /// RESERVES` (required).
        #[arg(long)]
        position: Option<String>,
        /// An Abstract Play game record (JSON, `/export format:ap`): plays
        /// its game from the start instead (the record names the game).
        #[arg(long, value_name = "FILE", conflicts_with_all = ["position", "actions"])]
        record: Option<std::path::PathBuf>,
        /// Palanquée: actions `sow H8`, `grow H8 [seed]`, `move H8 J9`,
        /// `harvest H8`, `prune H8`, `launch H8 L8`, `claim H8`, `end`,
        /// `resign`, `;` between them. Palago: turns, each one argument of
        /// one or two placements `q,r:k` (`'0,0:1 -1,1:0'`).
        #[arg(allow_hyphen_values = true)]
        actions: Vec<String>,
    },
    /// Show POSITION as a text board with its reserves, or as a picture;
    /// with `--game palago`, the table after the turns given.
    Show {
        #[command(flatten)]
        game: GameArgs,
        /// Palanquée: the position (required).
        #[arg(long)]
        position: Option<String>,
        /// An Abstract Play game record (JSON, `/export format:ap`): shows
        /// the position its game reached instead (the record names the
        /// game).
        #[arg(long, value_name = "FILE", conflicts_with_all = ["position", "turns"])]
        record: Option<std::path::PathBuf>,
        /// Write the picture to FILE (PNG) instead of printing the text
        /// view; prints the path written.
        #[arg(long, value_name = "FILE")]
        png: Option<std::path::PathBuf>,
        /// Palago: the turns played from the empty table, one argument
        /// each.
        #[arg(allow_hyphen_values = true)]
        turns: Vec<String>,
    },
    /// Print the legal next actions of the player to move in POSITION
    /// (Palanquée), one per line; or, with `--game palago`, the legal
    /// placements `q,r:k` of the next tile after the turns given.
    Legal {
        #[command(flatten)]
        game: GameArgs,
        /// Palanquée: the position (required).
        #[arg(long)]
        position: Option<String>,
        /// Palago: the turns played from the empty table, one argument
        /// each.
        #[arg(allow_hyphen_values = true)]
        turns: Vec<String>,
    },
    /// The computer's turn for the player to move: the last line is
    /// `turn: A; B; …; end` (Palanquée, from POSITION) or `turn: q,r:k
    /// q,r:k` (Palago, after the turns given).
    Ai {
        #[command(flatten)]
        game: GameArgs,
        /// Palanquée: the position (required).
        #[arg(long)]
        position: Option<String>,
        #[command(flatten)]
        player: PlayerArgs,
        /// Palago: the turns played from the empty table, one argument
        /// each.
        #[arg(allow_hyphen_values = true)]
        turns: Vec<String>,
    },
    /// Play many games between a computer level and another (a baseline by
    /// default), colours or seats rotated; print the level's win rate with
    /// its 95% interval.
    Arena {
        #[command(flatten)]
        game: GameArgs,
        #[command(flatten)]
        player: PlayerArgs,
        /// Who it plays against, in every other seat: a level, or in
        /// Palago the alpha-beta baseline `alphabeta:N` (N tiles deep).
        #[arg(long, default_value = "greedy")]
        against: cli::arena::Opponent,
        /// Games to play; game `i` uses seed `SEED + i`.
        #[arg(long, default_value_t = 100, value_parser = games, allow_hyphen_values = true)]
        games: u32,
        /// Palanquée: seats at the table (2-5; 2 when not given).
        #[arg(long, value_parser = players, allow_hyphen_values = true)]
        players: Option<usize>,
        /// Palago: the most the `alphabeta:N` baseline searches a tile,
        /// in milliseconds (10000 when not given, as the issue measured
        /// the public robot it follows; with `--nodes` and without this,
        /// only N bounds it, so that a run replays).
        #[arg(long, value_parser = think_ms, allow_hyphen_values = true)]
        baseline_ms: Option<u64>,
        /// Palago: the search nodes that check each random opening is not
        /// already won by force, drawing it again if it is (20000 when not
        /// given; 3000000 also finds the openings White wins in three
        /// turns, which `alphabeta:8` wins every time).
        #[arg(long, value_parser = nodes, allow_hyphen_values = true)]
        opening_nodes: Option<u64>,
        /// Palago: the random turns each game opens with, 1 to 8 (2
        /// when not given, which leaves White ahead far more often than
        /// Blue; 4, two for each side, is the nearest to even).
        #[arg(long, value_parser = turns, allow_hyphen_values = true)]
        opening_turns: Option<u32>,
        /// Palago: also draw a random opening again when the check's
        /// search judges the player to move more than W from even (its
        /// score, where a cell that wins at once is worth 150); without
        /// it only openings won by force are drawn again.
        #[arg(long, value_name = "W", value_parser = window, allow_hyphen_values = true)]
        opening_window: Option<u32>,
        /// Palago: play the openings of FILE (one a line, as
        /// `--list-openings` prints them; the pair of seed S plays the
        /// S-th, wrapping round) instead of random ones.
        #[arg(long, value_name = "FILE")]
        openings: Option<std::path::PathBuf>,
        /// Palago: print the openings the games would play, one line per
        /// pair of games, instead of playing them (a file `--openings`
        /// reads).
        #[arg(long)]
        list_openings: bool,
    },
    /// Apply the database's migrations and exit (for deployments that
    /// migrate before starting the bot; every other subcommand migrates
    /// on opening too).
    Migrate {
        /// The database: a SQLite file, or a `sqlite://` or
        /// `postgres://` URL (default: DATABASE_URL, or palanquee.db).
        #[arg(long, value_name = "FILE|URL")]
        db: Option<String>,
    },
    /// The next round of a tournament given as a FIDE report (TRF16, or
    /// TRF-2026 with `XXR` for the number of rounds), in the output format
    /// of the FIDE-endorsed pairing programs: the number of pairs, then
    /// `WHITE_ID BLACK_ID` per pair and `ID 0` for a bye. Exit 1 if no
    /// legal pairing exists, 3 for an unreadable file.
    Pairings {
        /// The pairing system.
        #[arg(long, value_enum)]
        system: cli::pairings::System,
        /// The tournament report.
        #[arg(long, value_name = "FILE")]
        trf: std::path::PathBuf,
    },
    /// Write the animated replay (GIF) of a channel's game, or of its last
    /// one: the same as `/replay`.
    Replay {
        /// The database: a SQLite file, or a `sqlite://` or `postgres://`
        /// URL (default: DATABASE_URL, or palanquee.db).
        #[arg(long, value_name = "FILE|URL")]
        db: Option<String>,
        /// The channel (the local mode's is `local`).
        #[arg(long, value_name = "NAME", default_value = "local")]
        channel: String,
        /// Where to write the GIF.
        #[arg(long, value_name = "FILE", default_value = "replay.gif")]
        out: std::path::PathBuf,
    },
    /// Play in this terminal: read lines `@NAME /command option:value`
    /// from the keyboard or a pipe, as user NAME in one local channel.
    Local(LocalArgs),
    /// Run the Discord bot: DISCORD_TOKEN (required), DATABASE_URL and
    /// DEV_GUILD_ID from the environment or .env (see .env.example).
    Bot,
}

fn main() -> ExitCode {
    let args = Args::parse();
    let command = args.command.unwrap_or_else(|| {
        if discord::config::token_is_set() {
            Command::Bot
        } else {
            Command::Local(LocalArgs {
                channel: "local".into(),
                boards: "boards".into(),
                ..LocalArgs::default()
            })
        }
    });
    let outcome = match command {
        Command::Local(options) => run_local(options),
        Command::Migrate { db } => migrate(db),
        Command::Replay { db, channel, out } => replay_file(db, &channel, &out),
        Command::Bot => run_bot(),
        Command::Pairings { system, trf } => cli::pairings::pairings(system, &trf),
        Command::Play {
            record: Some(file), ..
        } => from_record(&file, RecordView::Play),
        Command::Show {
            record: Some(file),
            png,
            ..
        } => from_record(&file, RecordView::Show(png.as_deref())),
        Command::Play {
            game,
            position,
            actions,
            ..
        } => with_options(&game, |options| {
            game.game.play(options, position.as_deref(), &actions)
        }),
        Command::Show {
            game,
            position,
            png,
            turns,
            ..
        } => with_options(&game, |options| {
            game.game
                .show(options, position.as_deref(), &turns, png.as_deref())
        }),
        Command::Legal {
            game,
            position,
            turns,
        } => with_options(&game, |options| {
            game.game.legal(options, position.as_deref(), &turns)
        }),
        Command::Ai {
            game,
            position,
            player,
            turns,
        } => with_options(&game, |options| {
            game.game
                .ai(options, position.as_deref(), &turns, player.computer())
        }),
        Command::Arena {
            game,
            player,
            against,
            games,
            players,
            baseline_ms,
            opening_nodes,
            opening_turns,
            opening_window,
            openings,
            list_openings,
        } => with_options(&game, |options| {
            if player.seed.checked_add(u64::from(games)).is_none() {
                return cli::outcome::failure(format!(
                    "`--seed {}` with `--games {games}` runs past the largest seed ({}): give a smaller seed",
                    player.seed,
                    u64::MAX
                ));
            }
            let m = cli::arena::Match {
                level: player.level,
                against,
                games,
                budget: player.budget(),
                baseline_ms,
                opening_nodes,
                opening_turns,
                opening_window,
                book: openings,
                list_openings,
                seed: player.seed,
            };
            game.game.arena(options, &m, players)
        }),
    };
    let _ = std::io::stdout().write_all(outcome.stdout.as_bytes());
    let _ = std::io::stderr().write_all(outcome.stderr.as_bytes());
    ExitCode::from(outcome.code)
}

/// `play --record FILE` and `show --record FILE`: the Abstract Play
/// record in `file` read back by the game it names.
fn from_record(file: &std::path::Path, view: RecordView<'_>) -> cli::outcome::Outcome {
    let text = match std::fs::read_to_string(file) {
        Ok(text) => text,
        Err(error) => return cli::failure(format!("cannot read {}: {error}", file.display())),
    };
    if !ap_record::looks_like_json(&text) {
        return cli::failure(format!(
            "{} is not an Abstract Play record (JSON, as `/export format:ap` writes it)",
            file.display()
        ));
    }
    let record = match ap_record::read(&text) {
        Ok(record) => record,
        Err(why) => return cli::failure(format!("{}: {why}", file.display())),
    };
    registry::engines()
        .into_iter()
        .find_map(|engine| engine.record(&record, view))
        .unwrap_or_else(|| {
            cli::failure(format!(
                "{}: `{}` is no game this program reads",
                file.display(),
                record.header.game.name
            ))
        })
}

/// Runs `work` with the options text of `game`, or refuses an option the
/// game does not have (exit 2).
fn with_options(
    game: &GameArgs,
    work: impl FnOnce(&str) -> cli::outcome::Outcome,
) -> cli::outcome::Outcome {
    match game.options() {
        Ok(options) => work(&options),
        Err(why) => cli::outcome::failure(why),
    }
}

/// Opens the database of `db` (a `--db` value; without one
/// DATABASE_URL or the default file) for `access` on a new runtime and
/// runs `work` on it, then closes it. A database that does not open is a
/// failure saying "cannot {doing} ADDRESS: why"; every password the
/// address holds is hidden in whatever is printed.
fn on_database<F, Fut>(db: Option<String>, access: Access, doing: &str, work: F) -> cli::Outcome
where
    F: FnOnce(Store, String) -> Fut,
    Fut: std::future::Future<Output = cli::Outcome>,
{
    match operations::Settings::from_env() {
        Ok(settings) => operations::logging::init(settings.log_format),
        Err(error) => return cli::failure(error),
    }
    let address = match DatabaseAddress::from_option(db.as_deref()) {
        Ok(address) => address,
        Err(error) => return cli::failure(format!("cannot {doing}: {error}")),
    };
    let shown = address.shown();
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => return cli::failure(format!("cannot start the runtime: {error}")),
    };
    let outcome = runtime.block_on(async {
        let store = match Store::open_at(&address, access).await {
            Ok(store) => store,
            Err(error) => return cli::failure(format!("cannot {doing} {shown}: {error}")),
        };
        let outcome = work(store.clone(), shown).await;
        store.close().await;
        outcome
    });
    // A read of standard input may still wait on its blocking thread (the
    // local mode stopped by a signal): the runtime does not wait for it.
    runtime.shutdown_timeout(std::time::Duration::from_millis(250));
    cli::Outcome {
        stdout: address.redact(&outcome.stdout),
        stderr: address.redact(&outcome.stderr),
        code: outcome.code,
    }
}

/// `palanquee migrate`: opens the database (which applies what it lacks)
/// and says which migration it is at.
fn migrate(db: Option<String>) -> cli::Outcome {
    on_database(db, Access::Create, "migrate", |store, shown| async move {
        match store.schema_version().await {
            Ok(Some(v)) => cli::success(format!(
                "{shown}: migrated to {} ({})\n",
                v.version, v.description
            )),
            Ok(None) => cli::failure(format!("{shown}: no migration recorded")),
            Err(error) => cli::failure(format!("cannot read the migrations of {shown}: {error}")),
        }
    })
}

/// Runs the local game on stdin and stdout.
fn run_local(args: LocalArgs) -> cli::Outcome {
    on_database(
        args.db,
        Access::Create,
        "open the database",
        |store, _| async move {
            let service = Service::new(store, system_clock());
            let options = LocalOptions {
                channel: args.channel,
                boards: args.boards,
                language: args.lang,
            };
            let stdin = tokio::io::BufReader::new(tokio::io::stdin());
            let mut stdout = std::io::stdout();
            let stop = match operations::stop::listen() {
                Ok(stop) => stop,
                Err(error) => return cli::failure(format!("cannot listen for signals: {error}")),
            };
            match local::run_until(&service, &options, stdin, &mut stdout, stop).await {
                Ok(()) => cli::success(String::new()),
                Err(error) => cli::failure(format!("local mode stopped: {error}")),
            }
        },
    )
}

/// `palanquee replay`: the animated replay of `channel`'s game (or its
/// last one) written to `out`; prints what it shows.
fn replay_file(db: Option<String>, channel: &str, out: &std::path::Path) -> cli::Outcome {
    on_database(
        db,
        Access::ReadExisting,
        "read the database",
        |store, _| async move {
            let service = Service::new(store, system_clock());
            let caller = palanquee::commands::Caller {
                id: "replay".into(),
                name: "replay".into(),
                moderator: false,
                server_admin: false,
                server: String::new(),
                language: Language::English,
            };
            let replies = match service.handle(channel, &caller, GameCommand::Replay).await {
                Ok(replies) => replies,
                Err(CommandError::Refused(why)) => return cli::failure(why),
                Err(error) => return cli::failure(format!("cannot replay: {error}")),
            };
            let Some(reply) = replies.into_iter().find(|r| r.file.is_some()) else {
                return cli::failure("the replay made no picture");
            };
            let bytes = reply.file.map(|f| f.bytes).unwrap_or_default();
            match std::fs::write(out, &bytes) {
                Ok(()) => cli::success(format!(
                    "{}\n{}: {} bytes\n",
                    reply.text,
                    out.display(),
                    bytes.len()
                )),
                Err(error) => cli::failure(format!("cannot write {}: {error}", out.display())),
            }
        },
    )
}

/// Runs the Discord bot until it stops, with the operators' address
/// (`METRICS_ADDR`) and log format (`LOG_FORMAT`) if set.
fn run_bot() -> cli::Outcome {
    discord::config::load_dotenv();
    let settings = match operations::Settings::from_env() {
        Ok(settings) => settings,
        Err(error) => return cli::failure(error),
    };
    operations::logging::init(settings.log_format);
    let config = match discord::Config::from_env() {
        Ok(config) => config,
        Err(error) => return cli::failure(error),
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(runtime) => runtime,
        Err(error) => return cli::failure(format!("cannot start the runtime: {error}")),
    };
    match runtime.block_on(serve_bot(config.clone(), settings)) {
        Ok(()) => cli::Outcome {
            stdout: String::new(),
            stderr: String::new(),
            code: 0,
        },
        Err(error) => cli::failure(config.database.redact(&error)),
    }
}

/// The bot, and the operators' address beside it while it runs.
async fn serve_bot(config: discord::Config, settings: operations::Settings) -> Result<(), String> {
    let readiness = operations::Readiness::default();
    let _endpoint = match settings.metrics_addr {
        Some(addr) => {
            let metrics = operations::metrics::install().map_err(|e| e.to_string())?;
            let (bound, task) = operations::endpoint::start(addr, metrics, readiness.clone())
                .await
                .map_err(|error| format!("METRICS_ADDR {addr}: {error}"))?;
            tracing::info!(%bound, "serving /metrics, /healthz and /readyz");
            Some(discord::background::AbortOnDrop::from(task))
        }
        None => None,
    };
    let stop = operations::stop::listen()
        .map_err(|error| format!("cannot listen for SIGTERM and SIGINT: {error}"))?;
    discord::run(config, readiness, stop)
        .await
        .map_err(|error| error.to_string())
}
