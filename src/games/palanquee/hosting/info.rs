//! Reading a game: status, the board (now or at the end of a round), the
//! history of turns, and the record as text.

use async_trait::async_trait;

use super::hosted::Palanquee;
use super::hosted::options_words;
use super::table::Table;
use super::wording::{actions_text, outcome_words};
use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, pace, say, say_with};
use crate::commands::command::ExportFormat;
use crate::commands::error::{CommandError, refuse};
use crate::commands::language::Language;
use crate::commands::lobby::aborted_why;
use crate::commands::names::shown;
use crate::commands::refusal::said;
use crate::commands::reply::{Attachment, Reply, TEXT_LIMIT};
use crate::commands::service::Host;
use crate::commands::views::Views;
use crate::games::palanquee::words::PalanqueeMessage;
use crate::games::palanquee::{Action, Game, Player};
use crate::store::queries::{GameRow, GameStatus, SeatRow};

impl Host<'_, Palanquee> {
    /// `/status` of a Palanquée game: seats, whose turn, actions left,
    /// deadline, claims.
    pub(crate) async fn status(
        &self,
        row: GameRow,
        caller: &Caller,
    ) -> Result<Reply, CommandError> {
        let table = self
            .service
            .reading(async |tx| self.table(tx, row).await)
            .await?;
        let language = caller.language;
        let lines = match table.row.status {
            GameStatus::Lobby => vec![lobby_line(language, &table)],
            GameStatus::Playing => playing_lines(language, &table, caller),
            GameStatus::Finished => {
                let result = table.committed.outcome().map_or_else(
                    || table.row.result.clone().unwrap_or_default(),
                    |outcome| outcome_words(language, &table, outcome),
                );
                vec![say_with(
                    language,
                    PalanqueeMessage::LastGameFinished,
                    &[("result", &result)],
                )]
            }
            GameStatus::Aborted => {
                let kept = table.row.result.as_deref().unwrap_or_default();
                let why = aborted_why(language, kept);
                vec![say_with(
                    language,
                    Message::LastGameAborted,
                    &[("why", &why)],
                )]
            }
        };
        let mut reply = Reply::private(language, lines.join("\n"));
        reply.deadline = table
            .deadline
            .filter(|_| table.row.status == GameStatus::Playing)
            .map(|d| d.due_at);
        Ok(reply)
    }
}

#[async_trait]
impl Views for Host<'_, Palanquee> {
    /// `/board`: the published board, in public (so a lost post can be
    /// made again) in `language` (the channel's), or as it stood at the
    /// end of `round`.
    async fn board(
        &self,
        table: &Table,
        round: Option<u32>,
        language: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        if table.row.status == GameStatus::Lobby {
            return refuse(PalanqueeMessage::NoBoardYet);
        }
        if table.row.status != GameStatus::Playing && table.committed.record().events().is_empty() {
            return refuse(PalanqueeMessage::ClosedBeforePlay);
        }
        let current_round = table.committed.position().round();
        let (game, story, text) = match round {
            None => (
                table.committed.clone(),
                table.last_turn.clone(),
                say_with(
                    language,
                    PalanqueeMessage::BoardNow,
                    &[("round", &current_round)],
                ),
            ),
            Some(r) if r > current_round => {
                return refuse(said(
                    PalanqueeMessage::RoundNotPlayed,
                    &[("round", &r), ("current", &current_round)],
                ));
            }
            Some(r) => (
                game_after_round(&table.committed, r)?,
                Vec::new(),
                say_with(
                    language,
                    PalanqueeMessage::BoardAtRoundEnd,
                    &[("round", &r)],
                ),
            ),
        };
        let png = self.picture(table, &game, &story, language).await?;
        Ok(vec![Reply::public(language, text).with_picture(png)])
    }

    /// `/history`: the turns, newest last, within a message's length, in
    /// `language` (the caller's).
    async fn history(&self, table: &Table, language: Language) -> Result<Vec<Reply>, CommandError> {
        let mut turns: Vec<String> = Vec::new();
        let mut actions: Vec<String> = Vec::new();
        let mut replay =
            Game::new_with_rules(table.seats.len().clamp(2, 5), table.committed.rules())
                .ok_or_else(|| CommandError::Refused(PalanqueeMessage::NoSeats.into()))?;
        for event in table.committed.record().events() {
            let round = replay.position().round();
            let _ = replay.apply_event(*event);
            let who = table.name(event.player);
            match event.action {
                Action::End | Action::TimeOut => {
                    let message = if event.action == Action::TimeOut {
                        PalanqueeMessage::HistoryTimedOut
                    } else {
                        PalanqueeMessage::HistoryTurn
                    };
                    let list = if actions.is_empty() {
                        say(language, PalanqueeMessage::HistoryNoAction)
                    } else {
                        actions.join(", ")
                    };
                    turns.push(history_line(language, message, round, &who, &list));
                    actions.clear();
                }
                Action::Claim(_) | Action::Resign => {
                    turns.push(format!("{who}: {}", event.action));
                }
                _ => {
                    actions.push(event.action.to_string());
                    // A winning action ends the turn: no end follows (R22).
                    if replay.outcome().is_some() {
                        let list = actions.join(", ");
                        turns.push(history_line(
                            language,
                            PalanqueeMessage::HistoryWinningTurn,
                            round,
                            &who,
                            &list,
                        ));
                        actions.clear();
                    }
                }
            }
        }
        if turns.is_empty() {
            return Ok(vec![Reply::private(
                language,
                say(language, Message::NoTurnYet),
            )]);
        }
        let older = say(language, PalanqueeMessage::HistoryOlder);
        let mut kept: Vec<&str> = Vec::new();
        let mut length = 0;
        for line in turns.iter().rev() {
            length += line.len() + 1;
            if length > TEXT_LIMIT - 40 {
                kept.push(&older);
                break;
            }
            kept.push(line);
        }
        kept.reverse();
        Ok(vec![Reply::private(language, kept.join("\n"))])
    }

    /// `/export`: the game record, as a text file (or, `format:ap`, an
    /// Abstract Play record), with a line in `language` (the caller's).
    async fn export(
        &self,
        table: &Table,
        format: ExportFormat,
        language: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        if format == ExportFormat::Ap {
            return self.ap_record(table, language).await;
        }
        let mut text = String::new();
        for seat in &table.seats {
            let letter = Player::new(seat.seat as usize).map_or('?', Player::letter);
            text.push_str(&format!("# {letter} = {}\n", seat.name));
        }
        text.push_str(&table.committed.record().to_string());
        let events = table.committed.record().events().len();
        let events = say_with(language, Message::EventCount, &[("count", &events)]);
        let mut reply = Reply::private(
            language,
            say_with(
                language,
                PalanqueeMessage::ExportRecord,
                &[("events", &events)],
            ),
        );
        reply.file = Some(Attachment {
            name: format!("palanquee-game-{}.txt", table.row.id),
            bytes: text.into_bytes(),
        });
        Ok(vec![reply])
    }

    /// `/replay`: one frame per published turn, its words in `language`
    /// (the channel's).
    async fn replay(&self, table: &Table, language: Language) -> Result<Vec<Reply>, CommandError> {
        self.animation(table, language).await
    }
}

/// The game as it stood when round `round` ended (or now, for the current
/// round).
fn game_after_round(game: &Game, round: u32) -> Result<Game, CommandError> {
    let record = game.record();
    let Ok(mut replay) = Game::from_position_with(record.start().clone(), record.rules()) else {
        return refuse(Message::RecordDoesNotReplay);
    };
    for event in record.events() {
        if replay.position().round() > round {
            break;
        }
        if replay.apply_event(*event).is_err() {
            return refuse(Message::RecordDoesNotReplay);
        }
    }
    Ok(replay)
}

/// One turn of `/history`, in `language`.
fn history_line(
    language: Language,
    message: PalanqueeMessage,
    round: u32,
    who: &str,
    actions: &str,
) -> String {
    say_with(
        language,
        message,
        &[("round", &round), ("who", &who), ("actions", &actions)],
    )
}

/// `/status` of a game in its lobby, in `language`: its options, pace and
/// who is seated.
fn lobby_line(language: Language, table: &Table) -> String {
    let row = &table.row;
    let seated: Vec<String> = table.names().iter().map(|n| shown(n)).collect();
    let args: [(&str, &dyn std::fmt::Display); 4] = [
        ("game", &"Palanquée"),
        ("options", &options_words(language, &row.options)),
        ("pace", &pace(language, row.turn_hours)),
        ("seated", &seated.join(", ")),
    ];
    say_with(language, PalanqueeMessage::StatusLobby, &args)
}

/// `/status` of a game being played, in `language`: the round, each seat,
/// the actions left (the caller's draft if they move) and the claims open
/// (R21).
fn playing_lines(language: Language, table: &Table, caller: &Caller) -> Vec<String> {
    let game = &table.committed;
    let mover = game.to_move();
    let rules = if game.rules().is_advanced() {
        say(language, PalanqueeMessage::AdvancedNote)
    } else {
        String::new()
    };
    let args: [(&str, &dyn std::fmt::Display); 4] = [
        ("round", &game.position().round()),
        ("rules", &rules),
        ("player", &table.name(mover)),
        ("pace", &pace(language, table.row.turn_hours)),
    ];
    let mut lines = vec![say_with(language, PalanqueeMessage::StatusRound, &args)];
    lines.extend(
        table
            .seats
            .iter()
            .filter_map(|seat| seat_line(language, game, seat)),
    );
    if table.player_of(caller) == Some(mover) {
        let count = say_with(
            language,
            PalanqueeMessage::ActionCount,
            &[("count", &table.draft.len())],
        );
        let left = actions_text(language, &table.current);
        lines.push(say_with(
            language,
            PalanqueeMessage::YourDraftHas,
            &[("count", &count), ("left", &left)],
        ));
    } else {
        let (player, actions) = (table.name(mover), actions_text(language, game));
        lines.push(say_with(
            language,
            PalanqueeMessage::PlayerHas,
            &[("player", &player), ("actions", &actions)],
        ));
    }
    for window in game.claims() {
        let player = table.name(window.against());
        let args: [(&str, &dyn std::fmt::Display); 2] =
            [("player", &player), ("left", &window.remaining())];
        lines.push(say_with(language, PalanqueeMessage::ClaimsOpen, &args));
    }
    lines
}

/// One seat's line of `/status` in `language`: its pieces on the board
/// and in reserve, the seeds it lost, its parasites; `None` for a seat
/// out of range.
fn seat_line(language: Language, game: &Game, seat: &SeatRow) -> Option<String> {
    let player = Player::new(seat.seat as usize)?;
    let position = game.position();
    let reserve = position.reserve(player);
    let state = if position.is_alive(player) {
        String::new()
    } else {
        say(language, PalanqueeMessage::Out)
    };
    let parasites = match position.parasites(player).len() {
        0 => String::new(),
        n => say_with(
            language,
            PalanqueeMessage::Parasites,
            &[(
                "parasites",
                &say_with(language, PalanqueeMessage::ParasiteCount, &[("count", &n)]),
            )],
        ),
    };
    let args: [(&str, &dyn std::fmt::Display); 9] = [
        ("letter", &player.letter()),
        ("name", &shown(&seat.name)),
        ("state", &state),
        (
            "seeds",
            &say_with(
                language,
                PalanqueeMessage::SeedCount,
                &[("count", &position.seeds_of(player).len())],
            ),
        ),
        (
            "sprouts",
            &say_with(
                language,
                PalanqueeMessage::SproutCount,
                &[("count", &position.sprouts_of(player).len())],
            ),
        ),
        (
            "reserve_seeds",
            &say_with(
                language,
                PalanqueeMessage::SeedCount,
                &[("count", &reserve.seeds)],
            ),
        ),
        (
            "reserve_sprouts",
            &say_with(
                language,
                PalanqueeMessage::SproutCount,
                &[("count", &reserve.sprouts)],
            ),
        ),
        (
            "lost",
            &say_with(
                language,
                PalanqueeMessage::SeedLostCount,
                &[("count", &position.seeds_eliminated(player))],
            ),
        ),
        ("parasites", &parasites),
    ];
    Some(say_with(language, PalanqueeMessage::SeatLine, &args))
}
