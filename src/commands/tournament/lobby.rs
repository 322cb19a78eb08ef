//! Opening an event, entering it, leaving or withdrawing, starting and
//! stopping it.

use super::Tournaments;
use super::round_pairing::pair_off_lock;
use super::rounds::Announce;
use super::runs;
use super::words::format_words;
use crate::ai::Level;
use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, say_with};
use crate::commands::command::Command;
use crate::commands::computer::{computer_id, computer_name};
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
use crate::commands::lobby::{pace_words, stop_game};
use crate::commands::names::shown;
use crate::commands::refusal::said;
use crate::commands::reply::Reply;
use crate::games::GameKind;
use crate::store::Tx;
use crate::store::queries::{self, GameStatus};
use crate::store::tournaments::{self, NewTournament, TournamentRow, TournamentStatus};
use crate::tournament::dutch::MAX_PLAYERS;
use crate::tournament::event::{Event, Format};

/// How many times `/tournament start` pairs round 1 again when entries
/// changed while it was pairing, before it gives up.
const START_ATTEMPTS: usize = 3;

/// Refuses `/tournament start` by `caller` on the event of `row` unless
/// they run it, it is still taking entries, and its entrants can play
/// its rounds; else the number of entrants. (A refusal's counts are
/// worded in the caller's language, who reads it.)
async fn start_refusal(
    tx: &mut Tx,
    row: &TournamentRow,
    caller: &Caller,
) -> Result<usize, CommandError> {
    if !runs(caller, row) {
        return refuse(Message::TournamentOnlyItsRunner);
    }
    if row.status != TournamentStatus::Lobby {
        return refuse(Message::TournamentAlreadyStarted);
    }
    let count = tournaments::entrants(tx, row.id).await?.len();
    let language = caller.language;
    if count < 2 {
        let count = say_with(language, Message::EnteredCount, &[("count", &count)]);
        return refuse(said(Message::TournamentTooFew, &[("count", &count)]));
    }
    if let Format::Swiss { rounds } = row.new.format
        && rounds > swiss_rounds_possible(count)
    {
        let most = say_with(
            language,
            Message::RoundCount,
            &[("count", &swiss_rounds_possible(count))],
        );
        return refuse(said(
            Message::TournamentTooManyRounds,
            &[
                (
                    "rounds",
                    &say_with(language, Message::RoundCount, &[("count", &rounds)]),
                ),
                (
                    "count",
                    &say_with(language, Message::PlayerCount, &[("count", &count)]),
                ),
                ("most", &most),
            ],
        ));
    }
    Ok(count)
}

/// What `/tournament new` asks for.
pub(super) struct Asked {
    pub game: Option<GameKind>,
    pub format: Format,
    pub options: Vec<(String, String)>,
    pub turn_hours: Option<u32>,
}

impl Tournaments<'_> {
    /// `/tournament new`: opens an event run from `channel`, announced in
    /// `readers`' language.
    pub(super) async fn open_event(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        asked: Asked,
    ) -> Result<Vec<Reply>, CommandError> {
        // A channel under another (the local mode's `#r1-b1`, `#side`) is
        // what a thread is on Discord, where events are refused too.
        if channel.contains('/') {
            return refuse(Message::TournamentInBoardChannel);
        }
        let hosted = match &asked.game {
            Some(game) => self.service.games.get(game)?,
            None => self.service.games.first(),
        };
        let (fewest, most) = hosted.seats();
        if !(fewest..=most).contains(&2) {
            return refuse(said(
                Message::TournamentNeedsTwoPlayerGame,
                &[("title", &hosted.title())],
            ));
        }
        let new = NewTournament {
            channel: channel.to_owned(),
            server: caller.server.clone(),
            game: hosted.kind(),
            options: hosted
                .read_options(caller.language, "tournament new", &asked.options)
                .or_else(refuse)?,
            format: asked.format,
            turn_hours: asked.turn_hours.map(i64::from),
            creator_id: caller.id.clone(),
        };
        let mut tx = self.service.store.write().await?;
        if tournaments::insert_tournament(&mut tx, &new, self.service.now())
            .await?
            .is_none()
        {
            return refuse(Message::TournamentHere);
        }
        let text = say_with(
            readers,
            Message::TournamentOpened,
            &[
                ("name", &shown(&caller.name)),
                ("title", &hosted.title()),
                ("format", &format_words(readers, new.format)),
                ("options", &hosted.options_in_words(readers, &new.options)),
                ("pace", &pace_words(readers, new.turn_hours)),
            ],
        );
        self.service
            .outbox()
            .commit_announced(tx, channel, vec![Reply::public(readers, text)])
            .await
    }

    /// `/tournament join`: enters the caller, announced in `readers`'
    /// language.
    pub(super) async fn enter_event(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut tx = self.service.store.write().await?;
        let row = self.event_here(&mut tx, channel).await?;
        let (number, late) = self.enter(&mut tx, &row, &caller.id, &caller.name).await?;
        let count = number;
        let message = if late {
            Message::TournamentLateEntry
        } else {
            Message::TournamentEntered
        };
        let entered = say_with(readers, Message::EnteredCount, &[("count", &count)]);
        let text = say_with(
            readers,
            message,
            &[
                ("name", &shown(&caller.name)),
                ("number", &number),
                ("count", &entered),
            ],
        );
        self.service
            .outbox()
            .commit_announced(tx, channel, vec![Reply::public(readers, text)])
            .await
    }

    /// `/tournament addbot`: the creator (or a manager) enters a computer,
    /// announced in `readers`' language.
    pub(super) async fn enter_computer(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        level: Level,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut tx = self.service.store.write().await?;
        let row = self.event_here(&mut tx, channel).await?;
        if !runs(caller, &row) {
            return refuse(Message::TournamentOnlyItsRunner);
        }
        let next = tournaments::entrants(&mut tx, row.id).await?.len() + 1;
        let name = format!("{} {next}", computer_name(level));
        let id = computer_id(level, next as i64);
        let (number, _) = self.enter(&mut tx, &row, &id, &name).await?;
        let entered = say_with(readers, Message::EnteredCount, &[("count", &number)]);
        let text = say_with(
            readers,
            Message::TournamentComputerEntered,
            &[
                ("name", &name),
                ("by", &shown(&caller.name)),
                ("number", &number),
                ("count", &entered),
            ],
        );
        self.service
            .outbox()
            .commit_announced(tx, channel, vec![Reply::public(readers, text)])
            .await
    }

    /// Enters `user_id` as `name` if the event takes entries: their
    /// starting number (the last: numbers run from 1 without gaps, so it
    /// is also how many entered), and whether the entry is late.
    async fn enter(
        &self,
        tx: &mut Tx,
        row: &TournamentRow,
        user_id: &str,
        name: &str,
    ) -> Result<(i64, bool), CommandError> {
        let late = self.entries_open(tx, row).await?;
        // A Swiss field the Dutch engine would refuse to pair is full.
        if matches!(row.new.format, Format::Swiss { .. })
            && tournaments::entrants(tx, row.id).await?.len() >= MAX_PLAYERS
        {
            return refuse(said(Message::TournamentFull, &[("most", &MAX_PLAYERS)]));
        }
        match tournaments::insert_entrant(tx, row.id, user_id, name).await? {
            Some(number) => Ok((number, late)),
            None => refuse(Message::TournamentAlreadyEntered),
        }
    }

    /// Refuses an entry unless the event takes one: before the start, or
    /// (Swiss) until round 2 is paired, a late entry scoring nothing in
    /// round 1. Returns whether the entry is late.
    async fn entries_open(&self, tx: &mut Tx, row: &TournamentRow) -> Result<bool, CommandError> {
        if row.status == TournamentStatus::Lobby {
            return Ok(false);
        }
        let event = tournaments::load_event(tx, row).await?;
        match row.new.format {
            Format::Swiss { .. } if event.rounds.len() < 2 => Ok(true),
            Format::Swiss { .. } => refuse(Message::TournamentSwissEntriesClosed),
            Format::RoundRobin { .. } => refuse(Message::TournamentRoundRobinEntriesClosed),
        }
    }

    /// `/tournament leave`: before the start, leaves; once started,
    /// withdraws: no further pairing, and the game in play is resigned.
    /// Announced in `readers`' language.
    pub(super) async fn leave_event(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut tx = self.service.store.write().await?;
        let row = self.event_here(&mut tx, channel).await?;
        let entrants = tournaments::entrants(&mut tx, row.id).await?;
        let Some(entrant) = entrants.iter().find(|e| e.user_id == caller.id) else {
            return refuse(Message::TournamentNotEntered);
        };
        let name = shown(&caller.name);
        if row.status == TournamentStatus::Lobby {
            tournaments::remove_entrant(&mut tx, row.id, &caller.id).await?;
            let count = entrants.len() - 1;
            let entered = say_with(readers, Message::EnteredCount, &[("count", &count)]);
            let text = say_with(
                readers,
                Message::TournamentLeft,
                &[("name", &name), ("count", &entered)],
            );
            return self
                .service
                .outbox()
                .commit_announced(tx, channel, vec![Reply::public(readers, text)])
                .await;
        }
        if entrant.withdrawn_after.is_some() {
            return refuse(Message::TournamentAlreadyWithdrawn);
        }
        let event = tournaments::load_event(&mut tx, &row).await?;
        let paired = event.rounds.len() as i64;
        tournaments::set_withdrawn(&mut tx, row.id, entrant.number, paired).await?;
        let in_play = self
            .game_in_play(&mut tx, &row, &event, entrant.number)
            .await?;
        let holds_bye = event
            .rounds
            .last()
            .is_some_and(|round| round.byes.contains(&(entrant.number as usize)));
        let said = match (&in_play, holds_bye) {
            (Some(_), _) => Message::TournamentWithdrew,
            (None, true) => Message::TournamentWithdrewWithBye,
            (None, false) => Message::TournamentWithdrewBetweenGames,
        };
        let text = say_with(readers, said, &[("name", &name)]);
        let replies = self
            .service
            .outbox()
            .commit_announced(tx, channel, vec![Reply::public(readers, text)])
            .await?;
        if let Some(board) = in_play {
            // The resignation is announced in the game's own channel (the
            // outbox posts it there); its result ends the board. The
            // withdrawal stands if the game ended meanwhile. Its channel,
            // a thread of the event's, reads the same language.
            let game = self.service.games.get(&row.new.game)?;
            match game
                .run(self.service, &board, caller, readers, Command::Resign)
                .await
            {
                Ok(_) | Err(CommandError::Refused(_)) => {}
                Err(error) => return Err(error),
            }
        }
        Ok(replies)
    }

    /// `/tournament start`: pairs round 1 and opens its games. Round 1
    /// is paired off the lock, on the event as read before the write
    /// transaction, and again if entries changed meanwhile. Announced in
    /// `readers`' language.
    pub(super) async fn start_event(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        for _ in 0..START_ATTEMPTS {
            let read = self
                .service
                .reading(async |tx| {
                    let row = self.event_here(tx, channel).await?;
                    start_refusal(tx, &row, caller).await?;
                    Ok(tournaments::load_event(tx, &row).await?)
                })
                .await?;
            let paired = pair_off_lock(&read).await?;
            let mut tx = self.service.store.write().await?;
            let row = self.event_here(&mut tx, channel).await?;
            let count = start_refusal(&mut tx, &row, caller).await?;
            let mut event = tournaments::load_event(&mut tx, &row).await?;
            if event != read {
                continue;
            }
            tournaments::set_tournament_status(&mut tx, row.id, TournamentStatus::Running).await?;
            let rounds = event.total_rounds();
            let players = say_with(readers, Message::PlayerCount, &[("count", &count)]);
            let rounds = say_with(readers, Message::RoundCount, &[("count", &rounds)]);
            let text = say_with(
                readers,
                Message::TournamentStarts,
                &[("count", &players), ("rounds", &rounds)],
            );
            let mut replies = vec![Reply::public(readers, text)];
            match paired {
                Ok(round) => {
                    let posts = self
                        .open_round(
                            &mut tx,
                            &row,
                            &mut event,
                            Announce::InAnswer,
                            round,
                            readers,
                        )
                        .await?;
                    replies.extend(posts.into_iter().flatten());
                }
                Err(why) => return refuse(said(Message::TournamentCannotPair, &[("why", &why)])),
            }
            return self
                .service
                .outbox()
                .commit_announced(tx, channel, replies)
                .await;
        }
        refuse(Message::TournamentEntriesChanging)
    }

    /// `/tournament abort`: the creator (or a manager) stops the event and
    /// its games in play. Announced in `readers`' language (the games'
    /// channels, threads of the event's, read the same).
    pub(super) async fn abort_event(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut tx = self.service.store.write().await?;
        let row = self.event_here(&mut tx, channel).await?;
        if !runs(caller, &row) {
            return refuse(Message::TournamentOnlyItsRunner);
        }
        tournaments::set_tournament_status(&mut tx, row.id, TournamentStatus::Aborted).await?;
        let name = shown(&caller.name);
        // Kept with the game and read back in any language: in English.
        let why = say_with(
            Language::English,
            Message::TournamentStoppedBy,
            &[("name", &name)],
        );
        let event = tournaments::load_event(&mut tx, &row).await?;
        let round = event.rounds.len() as i64;
        for (_, game) in tournaments::round_games(&mut tx, row.id, round).await? {
            let Some(game) = game else { continue };
            let Some(game_row) = queries::game(&mut tx, game).await? else {
                continue;
            };
            if game_row.status == GameStatus::Playing {
                stop_game(&mut tx, game, &why).await?;
                let text = say_with(readers, Message::TournamentStoppedBy, &[("name", &name)]);
                self.post_in(&mut tx, &game_row.channel, Reply::public(readers, text))
                    .await?;
            }
        }
        let text = say_with(readers, Message::TournamentAborted, &[("name", &name)]);
        self.service
            .outbox()
            .commit_announced(tx, channel, vec![Reply::public(readers, text)])
            .await
    }

    /// The channel's open event, locked for the transaction.
    async fn event_here(&self, tx: &mut Tx, channel: &str) -> Result<TournamentRow, CommandError> {
        match tournaments::open_tournament(tx, channel).await? {
            Some(row) => Ok(row),
            None => refuse(Message::NoTournamentHere),
        }
    }

    /// The channel of entrant `number`'s game of the last round paired of
    /// `event` (the event of `row`), if it is still being played.
    async fn game_in_play(
        &self,
        tx: &mut Tx,
        row: &TournamentRow,
        event: &Event,
        number: i64,
    ) -> Result<Option<String>, CommandError> {
        let Some(this) = event.rounds.last() else {
            return Ok(None);
        };
        let round = event.rounds.len() as i64;
        let number = number as usize;
        let Some(index) = this
            .boards
            .iter()
            .position(|b| (b.white == number || b.black == number) && b.outcome.is_none())
        else {
            return Ok(None);
        };
        let games = tournaments::round_games(tx, row.id, round).await?;
        let game = games
            .iter()
            .find(|(board, _)| *board == index as i64 + 1)
            .and_then(|(_, game)| *game);
        let Some(game) = game else { return Ok(None) };
        Ok(queries::game(tx, game)
            .await?
            .filter(|g| g.status == GameStatus::Playing)
            .map(|g| g.channel))
    }
}

/// The most rounds `players` can play with no two meeting twice: each
/// meets at most every other once, and with an odd number each also has
/// one bye.
fn swiss_rounds_possible(players: usize) -> usize {
    if players.is_multiple_of(2) {
        players.saturating_sub(1)
    } else {
        players
    }
}
