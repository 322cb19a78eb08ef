//! A game as the command layer sees it: its rows, the engine state
//! replayed from the committed events, and the mover's private draft on
//! top. Replays are cached per game and extended with new events only
//! (the log is append-only), so a command costs a few new events, not the
//! whole game.

use super::hosted::Palanquee;
use crate::commands::caller::Caller;
use crate::commands::catalogue::Message;
use crate::commands::computer::is_computer;
use crate::commands::drawing::draw_png;
use crate::commands::error::{CommandError, refuse, unreadable_options};
use crate::commands::language::Language;
use crate::commands::names::shown;
use crate::commands::recent::{RECENT_GAMES, Recent};
use crate::commands::service::Host;
use crate::games::palanquee::picture::{Status, TurnStory, render_png};
use crate::games::palanquee::words::PalanqueeMessage;
use crate::games::palanquee::{
    Action, Event, Game, MAX_PLAYERS, MIN_PLAYERS, Player, Report, Rules,
};
use crate::store::StoreError;
use crate::store::Tx;
use crate::store::proposals;
use crate::store::queries::{self, DeadlineRow, GameRow, GameStatus, SeatRow};

/// The rules stored with `row`'s options (R30-R36 when advanced).
fn rules_of(row: &GameRow) -> Result<Rules, CommandError> {
    Rules::from_options_text(&row.options).map_err(|error| unreadable_options(row, &error))
}

/// An event and what it did.
pub(crate) type Told = (Event, Report);

/// The committed state of one game after its first `events` events.
#[derive(Clone)]
pub(crate) struct CommittedCache {
    /// The last event played (events run 1, 2, 3…, those taken back
    /// left out).
    events: usize,
    /// How many turns of the game had been taken back (`/takeback`): a
    /// cache made before the last one is out of date.
    retracted: i64,
    game: Game,
    /// The last published turn and the claims and resignations since.
    last_turn: Vec<Told>,
    /// Turn actions committed since the last end (only while replaying).
    pending: Vec<Told>,
}

impl CommittedCache {
    /// The state of a game of `players` under `rules` before any event.
    pub(super) fn new(
        players: usize,
        rules: Rules,
        game_id: i64,
    ) -> Result<CommittedCache, StoreError> {
        let game = Game::new_with_rules(players, rules).ok_or_else(|| StoreError::Corrupt {
            game: game_id,
            reason: format!("{players} seats"),
        })?;
        Ok(CommittedCache {
            events: 0,
            retracted: 0,
            game,
            last_turn: Vec::new(),
            pending: Vec::new(),
        })
    }

    /// The game after the events so far.
    pub(super) fn game(&self) -> &Game {
        &self.game
    }

    /// The last published turn (with the claims and resignations since).
    pub(super) fn last_turn(&self) -> &[Told] {
        &self.last_turn
    }

    /// Plays `event` on the game and records it; returns whether it
    /// published a turn (an end, a timeout, or an action that ended the
    /// game), `None` if the engine refuses it.
    pub(super) fn play(&mut self, event: Event) -> Option<bool> {
        let report = self.game.apply_event(event).ok()?;
        let published =
            matches!(event.action, Action::End | Action::TimeOut) || self.game.outcome().is_some();
        self.push(event, report);
        Some(published)
    }

    fn push(&mut self, event: Event, report: Report) {
        self.events += 1;
        match event.action {
            Action::End | Action::TimeOut => {
                self.last_turn = std::mem::take(&mut self.pending);
                self.last_turn.push((event, report));
            }
            Action::Claim(_) | Action::Resign => self.last_turn.push((event, report)),
            // A winning action ends the turn and the game (R22): no end
            // follows it.
            _ if self.game.outcome().is_some() => {
                self.last_turn = std::mem::take(&mut self.pending);
                self.last_turn.push((event, report));
            }
            _ => self.pending.push((event, report)),
        }
    }
}

/// One game, loaded.
pub(crate) struct Table {
    pub row: GameRow,
    pub seats: Vec<SeatRow>,
    /// What everybody sees.
    pub committed: Game,
    /// The last published turn, for the picture.
    pub last_turn: Vec<Told>,
    /// The legal part of the mover's draft.
    pub draft: Vec<Action>,
    /// The draft's actions and what they did.
    pub draft_story: Vec<Told>,
    /// The committed game with the draft played.
    pub current: Game,
    /// The stored draft no longer replays in full (a claim changed the board).
    pub draft_trimmed: bool,
    pub deadline: Option<DeadlineRow>,
    /// A tournament board: its computers play on when no person is left,
    /// since its result counts for the event.
    pub board: bool,
}

impl Table {
    /// The seat of `caller`, as the engine's player.
    pub fn player_of(&self, caller: &Caller) -> Option<Player> {
        self.seats
            .iter()
            .find(|s| s.user_id == caller.id)
            .and_then(|s| Player::new(s.seat as usize))
    }

    /// The seat of `caller`, or a refusal.
    pub fn seated(&self, caller: &Caller) -> Result<Player, CommandError> {
        match self.player_of(caller) {
            Some(player) => Ok(player),
            None => refuse(Message::NoSeat),
        }
    }

    /// The name of `player`'s seat, as messages show it (Markdown
    /// escaped).
    pub fn name(&self, player: Player) -> String {
        self.seat(player)
            .map_or_else(|| player.to_string(), |s| shown(&s.name))
    }

    /// The user id of `player`'s seat, to mention: none for a computer.
    pub fn user_id(&self, player: Player) -> Option<String> {
        self.seat(player)
            .filter(|s| !is_computer(&s.user_id))
            .map(|s| s.user_id.clone())
    }

    /// Whether `player`'s seat is a computer's.
    pub fn is_computer(&self, player: Player) -> bool {
        self.seat(player).is_some_and(|s| is_computer(&s.user_id))
    }

    /// Whether `game` ends, unrated, for want of people: no person plays
    /// in it any more (all resigned or out) and it is not a tournament
    /// board, whose computers play on.
    pub fn ends_without_people(&self, game: &Game) -> bool {
        !self.board
            && !game
                .position()
                .alive_players()
                .any(|player| !self.is_computer(player))
    }

    fn seat(&self, player: Player) -> Option<&SeatRow> {
        self.seats.iter().find(|s| s.seat == player.index() as i64)
    }

    /// Seat names in order, for pictures.
    pub fn names(&self) -> Vec<String> {
        self.seats.iter().map(|s| s.name.clone()).collect()
    }

    /// Refuses unless the game is being played.
    pub fn playing(&self) -> Result<(), CommandError> {
        match self.row.status {
            GameStatus::Playing => Ok(()),
            GameStatus::Lobby => refuse(PalanqueeMessage::NotStarted),
            _ => refuse(Message::GameOver),
        }
    }

    /// The draft's actions as stored text.
    pub fn draft_texts(&self) -> Vec<String> {
        self.draft.iter().map(Action::to_string).collect()
    }

    /// Plays `texts`, a draft as stored, for the mover on top of the
    /// committed game, as far as each action reads and is legal (a claim
    /// since may have changed the board); whether all of it was.
    pub fn redraft(&mut self, texts: &[String]) -> bool {
        self.current.clone_from(&self.committed);
        self.draft.clear();
        self.draft_story.clear();
        self.play_stored(texts)
    }

    /// Plays `texts` for the mover on top of the game as it stands (the
    /// committed game with the draft so far), as [`Table::redraft`] does.
    fn play_stored(&mut self, texts: &[String]) -> bool {
        let mover = self.committed.to_move();
        for text in texts {
            let Ok(action) = text.parse::<Action>() else {
                return false;
            };
            let Ok(report) = self.current.play(mover, action) else {
                return false;
            };
            self.draft.push(action);
            let event = Event {
                player: mover,
                action,
            };
            self.draft_story.push((event, report));
        }
        true
    }
}

/// The replayed state of recently commanded games, kept by the hosted
/// game's value: at most [`RECENT_GAMES`], the least recently used
/// forgotten first.
pub(super) struct Replayed(Recent<CommittedCache>);

impl Default for Replayed {
    fn default() -> Replayed {
        Replayed(Recent::new(RECENT_GAMES))
    }
}

impl Host<'_, Palanquee> {
    /// Loads `row`'s seats, events and draft.
    pub(crate) async fn table(&self, conn: &mut Tx, row: GameRow) -> Result<Table, CommandError> {
        let seats = queries::seats(conn, row.id).await?;
        let deadline = queries::deadline(conn, row.id).await?;
        // A game closed before it started may have fewer seats than a
        // game needs: it is read like a lobby (an empty board).
        if row.status == GameStatus::Lobby || seats.len() < MIN_PLAYERS {
            let players = seats.len().clamp(MIN_PLAYERS, MAX_PLAYERS);
            let cache = CommittedCache::new(players, rules_of(&row)?, row.id)?;
            return Ok(Table {
                row,
                seats,
                current: cache.game.clone(),
                committed: cache.game,
                last_turn: Vec::new(),
                draft: Vec::new(),
                draft_story: Vec::new(),
                draft_trimmed: false,
                deadline,
                board: false,
            });
        }
        // Only a game with a computer can be left to computers alone.
        let board = seats.iter().any(|s| is_computer(&s.user_id))
            && crate::store::tournaments::board_of_game(conn, row.id)
                .await?
                .is_some();
        let cache = self.committed(conn, &row, seats.len()).await?;
        let stored = queries::draft(conn, row.id).await?;
        let mut table = Table {
            row,
            seats,
            current: cache.game.clone(),
            committed: cache.game,
            last_turn: cache.last_turn,
            draft: Vec::new(),
            draft_story: Vec::new(),
            draft_trimmed: false,
            deadline,
            board,
        };
        if let Some(stored) = stored {
            let mine = stored.seat == table.committed.to_move().index() as i64;
            // `current` is still the committed game: the draft goes on top.
            table.draft_trimmed = !(mine && table.play_stored(&stored.actions));
        }
        Ok(table)
    }

    /// [`Host::table`] in a transaction that appended events it may yet
    /// roll back (a turn published, its queued reply to come): the
    /// replay is not kept, so that no state ahead of the store is.
    pub(crate) async fn table_uncommitted(
        &self,
        conn: &mut Tx,
        row: GameRow,
    ) -> Result<Table, CommandError> {
        let id = row.id;
        let table = self.table(conn, row).await;
        if let Ok(mut replayed) = self.game.replayed.lock() {
            replayed.0.forget(id);
        }
        table
    }

    /// The committed state of game `id`: the cached replay, extended with
    /// the events appended since.
    async fn committed(
        &self,
        conn: &mut Tx,
        row: &GameRow,
        players: usize,
    ) -> Result<CommittedCache, CommandError> {
        let id = row.id;
        // A lock poisoned by a panic elsewhere: work without the cache.
        let cached = self.game.replayed.lock().ok().and_then(|mut r| r.0.get(id));
        let retracted = proposals::retracted_count(conn, id).await?;
        let mut state = match cached {
            Some(state) if state.retracted == retracted => state,
            _ => CommittedCache {
                retracted,
                ..CommittedCache::new(players, rules_of(row)?, id)?
            },
        };
        // Sequence numbers grow, so the new events follow the cached (the
        // events taken back are left out).
        let rows = queries::events_after(conn, id, state.events).await?;
        for row in &rows {
            let corrupt = |reason: String| StoreError::Corrupt { game: id, reason };
            if row.seq <= state.events as i64 {
                return Err(
                    corrupt(format!("event {} follows event {}", row.seq, state.events)).into(),
                );
            }
            let player = Player::new(row.seat as usize)
                .ok_or_else(|| corrupt(format!("event {} has seat {}", row.seq, row.seat)))?;
            let action: Action = row
                .action
                .parse()
                .map_err(|e| corrupt(format!("event {}: {e}", row.seq)))?;
            let event = Event { player, action };
            let report = state
                .game
                .apply_event(event)
                .map_err(|e| corrupt(format!("event {} ({event}) is illegal: {e}", row.seq)))?;
            state.push(event, report);
            state.events = row.seq as usize;
        }
        if let Ok(mut replayed) = self.game.replayed.lock() {
            replayed.0.put(id, state.clone());
        }
        Ok(state)
    }

    /// The picture of `game` with `story` told on it, its words in
    /// `language`, rendered off the async threads.
    pub(crate) async fn picture(
        &self,
        table: &Table,
        game: &Game,
        story: &[Told],
        language: Language,
    ) -> Result<Vec<u8>, CommandError> {
        let position = game.position().clone();
        let story = TurnStory::from_events(story.iter().map(|(e, r)| (e, r)))
            .with_claims(game.claims(), game.position());
        let names = table.names();
        let status = Status::of_game(game);
        draw_png("palanquee", move || {
            render_png(&position, &story, &names, &status, language)
        })
        .await
    }
}
