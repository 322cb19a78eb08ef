//! A Palago game as the command layer sees it: its rows, the game
//! replayed from the committed turns, and the mover's private draft of one
//! or two tiles on top.
//!
//! The events of a Palago game are whole turns in the record's notation
//! (`0,1:1 1,1:2`, P13), plus `resign` and `timeout`, which end the game
//! without a tile. A game holds at most 48 tiles, so it is replayed in full
//! for each command: no cache to keep in step.

use super::hosted::Palago;
use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, say};
use crate::commands::computer::is_computer;
use crate::commands::error::{CommandError, refuse, unreadable_options};
use crate::commands::language::Language;
use crate::commands::names::shown;
use crate::commands::refusal::said;
use crate::commands::service::Host;
use crate::games::palago::words::PalagoMessage;
use crate::games::palago::{Colour, FirstTile, Game, Options, Placement, Turn};
use crate::store::StoreError;
use crate::store::Tx;
use crate::store::queries::{self, DeadlineRow, GameRow, GameStatus, SeatRow};

/// The event text of a resignation.
pub(super) const RESIGN: &str = "resign";
/// The event text of a turn that ran out of time.
pub(super) const TIMEOUT: &str = "timeout";

/// How a game ended without a tile.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Stop {
    /// The player of this colour resigned.
    Resigned(Colour),
    /// The player of this colour let the deadline pass.
    TimedOut(Colour),
}

impl Stop {
    /// The player who lost by it.
    pub fn loser(self) -> Colour {
        match self {
            Stop::Resigned(colour) | Stop::TimedOut(colour) => colour,
        }
    }
}

/// One Palago game, loaded.
pub(crate) struct PalagoTable {
    pub row: GameRow,
    pub seats: Vec<SeatRow>,
    /// What everybody sees.
    pub game: Game,
    /// The legal part of the mover's draft: no tile, one, or two.
    pub draft: Vec<Placement>,
    /// A resignation or timeout that ended the game.
    pub stop: Option<Stop>,
    pub deadline: Option<DeadlineRow>,
}

/// The seat of a colour: White sits first and moves first (P5).
pub(crate) fn seat_of(colour: Colour) -> i64 {
    colour.seat() as i64
}

/// `White` or `Blue`, the player, in `language`.
pub(crate) fn colour_name(language: Language, colour: Colour) -> String {
    say(
        language,
        match colour {
            Colour::White => PalagoMessage::PlayerWhite,
            Colour::Blue => PalagoMessage::PlayerBlue,
        },
    )
}

/// `**alice** (White)`, in `language`.
pub(crate) fn player_words(language: Language, table: &PalagoTable, colour: Colour) -> String {
    format!(
        "**{}** ({})",
        table.name(colour),
        colour_name(language, colour)
    )
}

/// The colour of a seat, if it is one of the two.
fn colour_of(seat: i64) -> Option<Colour> {
    match seat {
        0 => Some(Colour::White),
        1 => Some(Colour::Blue),
        _ => None,
    }
}

impl PalagoTable {
    /// The game's options (P12's tiebreak).
    pub fn options(&self) -> Options {
        self.game.options()
    }

    /// The colour of `caller`'s seat.
    pub fn colour_of(&self, caller: &Caller) -> Option<Colour> {
        self.seats
            .iter()
            .find(|s| s.user_id == caller.id)
            .and_then(|s| colour_of(s.seat))
    }

    /// The name of `colour`'s seat as messages show it (Markdown escaped).
    pub fn name(&self, colour: Colour) -> String {
        self.seat(colour)
            .map_or_else(|| colour.to_string(), |s| shown(&s.name))
    }

    /// The name and colour, `**alice** (White)`, in `language`.
    pub fn player(&self, language: Language, colour: Colour) -> String {
        player_words(language, self, colour)
    }

    /// The user id of `colour`'s seat, to mention: none for a computer.
    pub fn user_id(&self, colour: Colour) -> Option<String> {
        self.seat(colour)
            .filter(|s| !is_computer(&s.user_id))
            .map(|s| s.user_id.clone())
    }

    /// Whether `colour`'s seat is a computer's.
    pub fn is_computer(&self, colour: Colour) -> bool {
        self.seat(colour).is_some_and(|s| is_computer(&s.user_id))
    }

    /// White's and Blue's names as the picture writes them.
    pub fn picture_names(&self) -> [String; 2] {
        [Colour::White, Colour::Blue]
            .map(|c| self.seat(c).map(|s| s.name.clone()).unwrap_or_default())
    }

    fn seat(&self, colour: Colour) -> Option<&SeatRow> {
        self.seats.iter().find(|s| s.seat == seat_of(colour))
    }

    /// Refuses unless the game is being played.
    pub fn playing(&self) -> Result<(), CommandError> {
        match self.row.status {
            GameStatus::Playing => Ok(()),
            GameStatus::Lobby => refuse(PalagoMessage::NotStarted),
            _ => refuse(Message::GameOver),
        }
    }

    /// The caller's colour when it is their turn, or a refusal saying why
    /// not (the player to move named in the caller's language).
    pub fn mover(&self, caller: &Caller) -> Result<Colour, CommandError> {
        self.playing()?;
        let Some(colour) = self.colour_of(caller) else {
            return refuse(Message::NoSeat);
        };
        let mover = self.game.to_move();
        if colour != mover {
            let player = player_words(caller.language, self, mover);
            return refuse(said(PalagoMessage::NotYourTurn, &[("player", &player)]));
        }
        Ok(colour)
    }

    /// The draft as a turn, when it is one: a pair, or a single tile that
    /// ends the game (P9).
    pub fn draft_turn(&self) -> Option<Turn> {
        match *self.draft.as_slice() {
            [first] if self.game.ends_the_game(first) => Some(Turn::single(first)),
            [first, second] => Some(Turn::pair(first, second)),
            _ => None,
        }
    }

    /// The draft's tiles as stored text, one per line.
    pub fn draft_texts(&self) -> Vec<String> {
        self.draft.iter().map(Placement::to_string).collect()
    }
}

impl Host<'_, Palago> {
    /// Loads a Palago game's seats, turns and draft.
    pub(crate) async fn table(
        &self,
        conn: &mut Tx,
        row: GameRow,
    ) -> Result<PalagoTable, CommandError> {
        let seats = queries::seats(conn, row.id).await?;
        let deadline = queries::deadline(conn, row.id).await?;
        let options = Options::from_options_text(&row.options)
            .map_err(|error| unreadable_options(&row, &error))?;
        let (game, stop) = replay(conn, row.id, options).await?;
        let draft = match queries::draft(conn, row.id).await? {
            Some(stored) if colour_of(stored.seat) == Some(game.to_move()) && stop.is_none() => {
                legal_draft(&game, &stored.actions)
            }
            _ => Vec::new(),
        };
        Ok(PalagoTable {
            row,
            seats,
            game,
            draft,
            stop,
            deadline,
        })
    }
}

/// The game after the committed events of game `id`, and how it stopped
/// if a resignation or timeout ended it.
async fn replay(
    conn: &mut Tx,
    id: i64,
    options: Options,
) -> Result<(Game, Option<Stop>), CommandError> {
    let mut game = Game::new(options);
    let mut stop = None;
    for row in queries::events_after(conn, id, 0).await? {
        let corrupt = |reason: String| StoreError::Corrupt { game: id, reason };
        let colour = colour_of(row.seat)
            .ok_or_else(|| corrupt(format!("event {} has seat {}", row.seq, row.seat)))?;
        if stop.is_some() || game.is_over() {
            return Err(corrupt(format!("event {} follows the end of the game", row.seq)).into());
        }
        match row.action.as_str() {
            RESIGN => stop = Some(Stop::Resigned(colour)),
            TIMEOUT => stop = Some(Stop::TimedOut(colour)),
            text => {
                if colour != game.to_move() {
                    return Err(corrupt(format!("event {} is played out of turn", row.seq)).into());
                }
                let turn: Turn = text
                    .parse()
                    .map_err(|e| corrupt(format!("event {}: {e}", row.seq)))?;
                game.play(&turn)
                    .map_err(|e| corrupt(format!("event {} ({turn}) is illegal: {e}", row.seq)))?;
            }
        }
    }
    Ok((game, stop))
}

/// The stored draft's tiles that are still legal, in order: a first tile
/// (P6-P9), then a second next to it when the first does not end the game.
fn legal_draft(game: &Game, texts: &[String]) -> Vec<Placement> {
    let mut draft: Vec<Placement> = Vec::new();
    for text in texts {
        let Ok(placement) = text.parse::<Placement>() else {
            break;
        };
        let legal = match *draft.as_slice() {
            [] => game.judge_first(placement).is_ok(),
            [first] => {
                game.judge_first(first) == Ok(FirstTile::NeedsASecond)
                    && game.judge_second(first, placement).is_ok()
            }
            _ => false,
        };
        if !legal {
            break;
        }
        draft.push(placement);
    }
    draft
}
