//! `/mygames`: every game the caller sits in across the server's channels,
//! privately, the ones waiting for them first: which game, where (a link
//! to the channel), the round, whose turn, and the deadline; then the
//! games in progress they follow (`/follow`).

use crate::commands::caller::Caller;
use crate::commands::catalogue::{Message, say, say_with};
use crate::commands::error::CommandError;
use crate::commands::language::Language;
use crate::commands::names::shown;
use crate::commands::reply::{Reply, TEXT_LIMIT, fit};
use crate::commands::service::Service;
use crate::commands::tournament::platform_channel;
use crate::store::queries::{self, GameRow, GameStatus};
use crate::store::{Tx, follows};

/// One game of the caller's, as listed.
struct Listed {
    /// Whether the game waits for the caller.
    waiting_for_you: bool,
    /// When the turn in progress ends, if it has a deadline.
    deadline: Option<i64>,
    /// The line shown.
    line: String,
}

impl Service {
    /// `/mygames`: the caller's games in their server (see the module
    /// docs).
    pub(crate) async fn my_games(&self, caller: &Caller) -> Result<Vec<Reply>, CommandError> {
        let language = caller.language;
        let mut tx = self.store.read().await?;
        let games = queries::player_games(&mut tx, &caller.server, &caller.id).await?;
        let mut listed = Vec::with_capacity(games.len());
        for (row, seat) in games {
            listed.push(self.listed(&mut tx, row, seat, language).await?);
        }
        let followed = self.followed_listed(&mut tx, caller).await?;
        tx.commit().await?;
        if listed.is_empty() && followed.is_empty() {
            return Ok(vec![Reply::private(
                language,
                say(language, Message::NoGamesHere),
            )]);
        }
        listed.sort_by_key(|g| (!g.waiting_for_you, g.deadline.unwrap_or(i64::MAX)));
        let mut parts = Vec::new();
        if !listed.is_empty() {
            let head = say_with(language, Message::YourGames, &[("count", &listed.len())]);
            parts.push(list_text(language, head, &listed));
        }
        if !followed.is_empty() {
            let count = followed.len();
            let head = say_with(language, Message::FollowedGames, &[("count", &count)]);
            parts.push(list_text(language, head, &followed));
        }
        Ok(vec![Reply::private(language, fit(parts.join("\n")))])
    }

    /// The lines of the games in progress on the caller's server that
    /// they follow (`/follow`), soonest deadline first.
    async fn followed_listed(
        &self,
        tx: &mut Tx,
        caller: &Caller,
    ) -> Result<Vec<Listed>, CommandError> {
        let mut followed = Vec::new();
        for id in follows::followed(tx, &caller.server, &caller.id).await? {
            let Some(row) = queries::game(tx, id).await? else {
                continue;
            };
            if matches!(row.status, GameStatus::Lobby | GameStatus::Playing) {
                followed.push(self.listed(tx, row, NO_SEAT, caller.language).await?);
            }
        }
        followed.sort_by_key(|g| g.deadline.unwrap_or(i64::MAX));
        Ok(followed)
    }

    /// The line of game `row`, where the caller sits at `seat`, in
    /// `language`.
    async fn listed(
        &self,
        tx: &mut Tx,
        row: GameRow,
        seat: i64,
        language: Language,
    ) -> Result<Listed, CommandError> {
        let deadline = queries::deadline(tx, row.id).await?.map(|d| d.due_at);
        let place = channel_link(&platform_channel(tx, &row.channel).await?);
        let game = self.games.get(&row.game)?.title();
        if row.status == GameStatus::Lobby {
            let seated = queries::seats(tx, row.id).await?.len();
            return Ok(Listed {
                waiting_for_you: false,
                deadline: None,
                line: say_with(
                    language,
                    Message::ListedLobby,
                    &[("game", &game), ("place", &place), ("seated", &seated)],
                ),
            });
        }
        let turn = self.games.get(&row.game)?.progress(self, tx, row).await?;
        let waiting_for_you = turn.seat == seat;
        let whose = if waiting_for_you {
            say(language, Message::YourTurn)
        } else {
            say_with(language, Message::ToMove, &[("player", &shown(&turn.name))])
        };
        let due = deadline.map_or(String::new(), |at| {
            say_with(language, Message::EndsAt, &[("at", &at)])
        });
        let args: [(&str, &dyn std::fmt::Display); 5] = [
            ("game", &game),
            ("place", &place),
            ("round", &turn.round),
            ("whose", &whose),
            ("due", &due),
        ];
        Ok(Listed {
            waiting_for_you,
            deadline,
            line: say_with(language, Message::ListedGame, &args),
        })
    }
}

/// A link to the channel on Discord (`<#id>`), or its name elsewhere.
fn channel_link(channel: &str) -> String {
    if !channel.is_empty() && channel.bytes().all(|b| b.is_ascii_digit()) {
        format!("<#{channel}>")
    } else {
        format!("#{}", shown(channel))
    }
}

/// The seat given for a followed game, where the caller has none.
const NO_SEAT: i64 = -1;

/// The list under `head` in `language`, within a message's length: the
/// lines that fit, then how many more there are.
fn list_text(language: Language, head: String, listed: &[Listed]) -> String {
    let mut text = head;
    for (index, game) in listed.iter().enumerate() {
        let line = format!("\n• {}", game.line);
        let more = say_with(
            language,
            Message::AndMore,
            &[("count", &(listed.len() - index))],
        );
        if text.len() + line.len() + more.len() > TEXT_LIMIT {
            text.push_str(&more);
            break;
        }
        text.push_str(&line);
    }
    text
}
