//! Opening, joining, leaving, starting and aborting games: the same for
//! every game. What differs (how many seats, how they are named, the
//! opening announcement) comes from [`crate::games::GameKind`] and the game's own part
//! of the command layer.

use super::computer::{computer_id, computer_name, is_computer};
use crate::ai::Level;
use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::conditional::Dropped;
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
use crate::commands::names::shown;
use crate::commands::refusal::said;
use crate::commands::reply::Reply;
use crate::commands::service::HostedGame;
use crate::commands::service::Service;
use crate::store::NewGame;
use crate::store::Tx;
use crate::store::queries::{self, GameRow, GameStatus, SeatRow};
use crate::words::{Sentence, format};

/// A game while seats are taken: its row and seats, whatever the game.
pub(crate) struct Lobby {
    pub row: GameRow,
    pub seats: Vec<SeatRow>,
}

impl Lobby {
    /// Whether `caller` has a seat.
    fn is_seated(&self, caller: &Caller) -> bool {
        self.seats.iter().any(|s| s.user_id == caller.id)
    }
}

impl Service {
    /// `/new`: opens a game here; the caller takes seat 1.
    pub(crate) async fn new_game(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        new: NewGame,
    ) -> Result<Vec<Reply>, CommandError> {
        let now = self.now();
        let mut tx = self.store.write().await?;
        if crate::store::tournaments::open_tournament(&mut tx, channel)
            .await?
            .is_some()
        {
            return refuse(Message::ChannelHasEvent);
        }
        let Some(id) =
            queries::insert_game(&mut tx, channel, &caller.server, &new, &caller.id, now).await?
        else {
            return refuse(Message::ChannelHasGame);
        };
        queries::insert_seat(&mut tx, id, 0, &caller.id, &caller.name).await?;
        let game = self.games.get(&new.game)?;
        let words = opened_words(readers, caller, game, &new);
        let reply = Reply::public(readers, words);
        self.outbox()
            .commit_announced(tx, channel, vec![reply])
            .await
    }

    /// `/join`: takes the next seat.
    pub(crate) async fn join(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut tx = self.store.write().await?;
        let table = self
            .lobby_table(&mut tx, channel, Message::StartedNoJoin)
            .await?;
        if table.is_seated(caller) {
            return refuse(Message::AlreadySeated);
        }
        let game = self.games.get(&table.row.game)?;
        let seat = table.seats.len();
        if seat >= game.seats().1 {
            return refuse(game.seats_taken());
        }
        queries::insert_seat(&mut tx, table.row.id, seat as i64, &caller.id, &caller.name).await?;
        queries::bump_version(&mut tx, table.row.id).await?;
        let words = say_with(
            readers,
            Message::SeatTaken,
            &[
                ("name", &shown(&caller.name)),
                ("seat", &(seat + 1)),
                ("seat_name", &game.seat_name(readers, seat)),
                ("seated", &(seat + 1)),
            ],
        );
        let reply = Reply::public(readers, words);
        self.outbox()
            .commit_announced(tx, channel, vec![reply])
            .await
    }

    /// `/leave`: gives up a seat before the start; with `seat`, the
    /// creator (or a moderator) frees a computer's seat. Computers do not
    /// hold a lobby on their own: when the last person leaves, the game
    /// closes.
    pub(crate) async fn leave(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        seat: Option<u32>,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut tx = self.store.write().await?;
        let table = self
            .lobby_table(&mut tx, channel, Message::StartedResign)
            .await?;
        let leaving = self.leaving_seat(&table, caller, seat)?;
        let rest: Vec<_> = table
            .seats
            .iter()
            .filter(|s| s.user_id != leaving.user_id)
            .cloned()
            .collect();
        queries::replace_seats(&mut tx, table.row.id, &rest).await?;
        let who = match seat {
            Some(n) if leaving.user_id != caller.id => say_with(
                readers,
                Message::FreedSeat,
                &[
                    ("by", &shown(&caller.name)),
                    ("seat", &n),
                    ("name", &shown(&leaving.name)),
                ],
            ),
            _ => say_with(
                readers,
                Message::LeftLobby,
                &[("name", &shown(&leaving.name))],
            ),
        };
        let next_person = rest.iter().find(|s| !is_computer(&s.user_id));
        let seated = rest.len();
        let text = match next_person {
            None => {
                let (why, closed) = closing_words(readers, &rest);
                let why = say(Language::English, why);
                queries::set_status(&mut tx, table.row.id, GameStatus::Aborted, Some(&why)).await?;
                let words = [("who", &who as &dyn std::fmt::Display), ("closed", &closed)];
                say_with(readers, Message::LeftClosed, &words)
            }
            // The lobby stays with someone who sits in it.
            Some(next) if table.row.creator_id == leaving.user_id => {
                queries::set_creator(&mut tx, table.row.id, &next.user_id).await?;
                let name = shown(&next.name);
                say_with(
                    readers,
                    Message::LeftNewHost,
                    &[("who", &who), ("seated", &seated), ("name", &name)],
                )
            }
            Some(_) => say_with(
                readers,
                Message::LeftStillSeated,
                &[("who", &who), ("seated", &seated)],
            ),
        };
        queries::bump_version(&mut tx, table.row.id).await?;
        self.outbox()
            .commit_announced(tx, channel, vec![Reply::public(readers, text)])
            .await
    }

    /// The seat `/leave` frees: the caller's own (`seat:N` may name it),
    /// or a computer's (`seat:N`, the creator or a moderator). A person's
    /// seat is only ever given up by that person.
    fn leaving_seat(
        &self,
        table: &Lobby,
        caller: &Caller,
        seat: Option<u32>,
    ) -> Result<SeatRow, CommandError> {
        let Some(number) = seat else {
            return match table.seats.iter().find(|s| s.user_id == caller.id) {
                Some(own) => Ok(own.clone()),
                None => refuse(Message::NoSeat),
            };
        };
        let taken = (number as usize)
            .checked_sub(1)
            .and_then(|index| table.seats.get(index));
        let Some(taken) = taken else {
            return refuse(said(Message::NoSuchSeat, &[("seat", &number)]));
        };
        if taken.user_id == caller.id {
            return Ok(taken.clone());
        }
        if !is_computer(&taken.user_id) {
            let name = shown(&taken.name);
            return refuse(said(
                Message::SeatIsPersons,
                &[("seat", &number), ("name", &name)],
            ));
        }
        if table.row.creator_id != caller.id && !caller.moderator {
            return refuse(Message::OnlyCreatorFreesComputer);
        }
        Ok(taken.clone())
    }

    /// `/addbot level:L`: the creator (or a moderator) seats a computer
    /// player in the next seat.
    pub(crate) async fn add_bot(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
        level: Level,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut tx = self.store.write().await?;
        let table = self
            .lobby_table(&mut tx, channel, Message::StartedNoComputer)
            .await?;
        if table.row.creator_id != caller.id && !caller.moderator {
            return refuse(Message::OnlyCreatorSeatsComputer);
        }
        let game = self.games.get(&table.row.game)?;
        let seat = table.seats.len();
        if seat >= game.seats().1 {
            return refuse(game.seats_taken());
        }
        let name = computer_name(level);
        let id = computer_id(level, table.row.version);
        queries::insert_seat(&mut tx, table.row.id, seat as i64, &id, &name).await?;
        queries::bump_version(&mut tx, table.row.id).await?;
        let words = say_with(
            readers,
            Message::ComputerSeated,
            &[
                ("name", &name),
                ("seat", &(seat + 1)),
                ("seat_name", &game.seat_name(readers, seat)),
                ("by", &shown(&caller.name)),
                ("play", &game.level_in_words(readers, level)),
                ("seated", &(seat + 1)),
            ],
        );
        let reply = Reply::public(readers, words);
        self.outbox()
            .commit_announced(tx, channel, vec![reply])
            .await
    }

    /// `/start`: the creator (or a moderator) starts once the game has
    /// enough seated.
    pub(crate) async fn start(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let now = self.now();
        let mut tx = self.store.write().await?;
        let table = self
            .lobby_table(&mut tx, channel, Message::AlreadyStarted)
            .await?;
        if table.row.creator_id != caller.id && !caller.moderator {
            return refuse(Message::OnlyCreatorStarts);
        }
        let game = self.games.get(&table.row.game)?;
        if table.seats.len() < game.seats().0 {
            return refuse(game.too_few_players());
        }
        let id = table.row.id;
        queries::set_status(&mut tx, id, GameStatus::Playing, None).await?;
        if let Some(hours) = table.row.turn_hours {
            self.set_turn_deadline(&mut tx, id, hours, now).await?;
        }
        queries::bump_version(&mut tx, id).await?;
        let reply = game.opening(self, &mut tx, table.row, readers).await?;
        self.outbox()
            .commit_announced(tx, channel, vec![reply])
            .await
    }

    /// The channel's game while seats are taken; `started` is the refusal
    /// once it has begun.
    async fn lobby_table(
        &self,
        tx: &mut Tx,
        channel: &str,
        started: Message,
    ) -> Result<Lobby, CommandError> {
        let Some(row) = queries::active_game(tx, channel).await? else {
            return refuse(Message::NoGameHere);
        };
        if row.status != GameStatus::Lobby {
            return refuse(started);
        }
        let seats = queries::seats(tx, row.id).await?;
        Ok(Lobby { row, seats })
    }

    /// `/abort`: the creator or a moderator stops the game.
    pub(crate) async fn abort(
        &self,
        channel: &str,
        caller: &Caller,
        readers: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let mut tx = self.store.write().await?;
        let Some(row) = queries::active_game(&mut tx, channel).await? else {
            return refuse(Message::NoGameToAbort);
        };
        if row.creator_id != caller.id && !caller.moderator {
            return refuse(Message::OnlyCreatorAborts);
        }
        if self.tournaments().is_board(&mut tx, &row).await? {
            return refuse(Message::TournamentGameNoAbort);
        }
        let name = shown(&caller.name);
        let why = say_with(Language::English, Message::AbortedBy, &[("name", &name)]);
        stop_game(&mut tx, row.id, &why).await?;
        self.drop_queues(&mut tx, &row, Dropped::Over).await?;
        let words = say_with(readers, Message::GameAborted, &[("name", &name)]);
        let reply = Reply::public(readers, words);
        self.outbox()
            .commit_announced(tx, channel, vec![reply])
            .await
    }
}

/// Stops game `game` in `tx`: aborted (`why`, kept in English), its
/// deadline gone, its version bumped so that its buttons go stale.
pub(crate) async fn stop_game(tx: &mut Tx, game: i64, why: &str) -> Result<(), CommandError> {
    queries::set_status(tx, game, GameStatus::Aborted, Some(why)).await?;
    queries::clear_deadline(tx, game).await?;
    queries::bump_version(tx, game).await?;
    Ok(())
}

/// `/new`'s lobby post, in `language`.
fn opened_words(
    language: Language,
    caller: &Caller,
    game: &dyn HostedGame,
    new: &NewGame,
) -> String {
    let name = shown(&caller.name);
    let pace = pace_words(language, new.turn_hours);
    say_with(
        language,
        Message::GameOpened,
        &[
            ("name", &name),
            ("title", &game.title()),
            ("options", &game.options_in_words(language, &new.options)),
            ("pace", &pace),
            ("seats", &game.seats_in_words(language)),
            ("hint", &game.rules_hint(language, &new.options)),
        ],
    )
}

/// A game's pace in words in `language`: hours per turn, or no deadline
/// (the lobby's post, and a tournament's for its games).
pub(crate) fn pace_words(language: Language, turn_hours: Option<i64>) -> String {
    match turn_hours {
        Some(hours) => say_with(language, Message::HoursPerTurn, &[("hours", &hours)]),
        None => say(language, Message::NoTurnDeadline),
    }
}

/// Why a lobby whose last person left closes (the reason kept, in
/// English), and what the channel is told, in its language: computers do
/// not hold a lobby on their own, and `rest` says whether any still sits
/// there.
fn closing_words(readers: Language, rest: &[SeatRow]) -> (Message, String) {
    if rest.is_empty() {
        let text = say(readers, Message::NobodySeatedClosed);
        return (Message::EveryoneLeft, text);
    }
    let names: Vec<String> = rest.iter().map(|s| shown(&s.name)).collect();
    let names = names.join(", ");
    let text = say_with(readers, Message::OnlyComputersClosed, &[("names", &names)]);
    (Message::NoPersonLeft, text)
}

/// Why a game was aborted, in `language`, from the reason the
/// store keeps in English (written from [`Message::AbortedBy`],
/// [`Message::EveryoneLeft`] above, or [`Message::NoPersonLeft`]); any other text is shown as kept.
pub(crate) fn aborted_why(language: Language, kept: &str) -> String {
    for message in [Message::EveryoneLeft, Message::NoPersonLeft] {
        if kept == message.in_language(Language::English) {
            return say(language, message);
        }
    }
    let by = format(
        Message::AbortedBy,
        Language::English,
        &[("name", &"{name}")],
    );
    match by
        .strip_suffix("{name}")
        .and_then(|prefix| kept.strip_prefix(prefix))
    {
        Some(name) => say_with(language, Message::AbortedBy, &[("name", &name)]),
        None => kept.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_abort_kept_in_english_reads_in_the_callers_language() {
        let kept = say_with(Language::English, Message::AbortedBy, &[("name", &"alice")]);
        assert_eq!(kept, "aborted by alice");
        assert_eq!(aborted_why(Language::English, &kept), "aborted by alice");
        let french = |kept: &str| aborted_why(Language::French, kept);
        assert_eq!(french(&kept), "annulée par alice");
        assert_eq!(french("everyone left"), "tout le monde est parti");
        assert_eq!(
            french("no person is left in this game: it ends unrated"),
            "plus aucune personne ne joue dans cette partie : elle s'arrête sans classement"
        );
        assert_eq!(french("something else"), "something else");
    }
}
