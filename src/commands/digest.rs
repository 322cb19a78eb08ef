//! The daily digest (issue 50): a player who ran `/notify dm:digest
//! hour:H` (or `dm:both`) gets one direct message a day, at hour `H` UTC
//! or as soon after as the bot runs, listing every game on any server
//! where it is their turn, with its deadline and a link; none on a day
//! with nothing waiting. [`Service::tick`] makes the digests due; a row
//! per player and day, written in the transaction that keeps the message
//! in the outbox, makes each digest once however many processes tick.

use crate::commands::catalogue::{Message, say_with};
use crate::commands::error::CommandError;
use crate::commands::language::Language;
use crate::commands::notices::{DM_REFUSED_QUIET, channel_link, dm_destination};
use crate::commands::reply::{TEXT_LIMIT, fit};
use crate::commands::service::Service;
use crate::commands::tournament::platform_channel;
use crate::store::outbox::{self, NewPost};
use crate::store::queries::{self, GameRow};
use crate::store::{Tx, digests};

/// Seconds in a day.
const DAY: i64 = 24 * 3600;

/// A game waiting for the player, as the digest lists it.
struct Waiting {
    /// When its turn ends, if it has a deadline.
    due: Option<i64>,
    /// Its line.
    line: String,
}

impl Service {
    /// Makes the daily digests due now (see the module docs); how many
    /// were sent. A player whose digest fails is logged and skipped.
    pub(crate) async fn send_digests(&self) -> Result<usize, CommandError> {
        let now = self.now();
        let (day, hour) = (now.div_euclid(DAY), now.rem_euclid(DAY) / 3600);
        let due = self
            .reading(async |tx| Ok(digests::due(tx, day, hour, now - DM_REFUSED_QUIET).await?))
            .await?;
        let mut sent = 0;
        for (user, code) in due {
            let language = code.parse().unwrap_or_default();
            match self.digest(&user, language, day).await {
                Ok(true) => sent += 1,
                Ok(false) => {}
                Err(error) => tracing::error!(%user, %error, "cannot make a daily digest"),
            }
        }
        Ok(sent)
    }

    /// Makes `user`'s digest of `day` in `language`, unless one was made:
    /// whether a message was kept.
    async fn digest(&self, user: &str, language: Language, day: i64) -> Result<bool, CommandError> {
        let mut tx = self.store.write().await?;
        let mut waiting = Vec::new();
        for (row, seat) in queries::playing_games_of(&mut tx, user).await? {
            if let Some(game) = self.waiting(&mut tx, row, seat, language).await? {
                waiting.push(game);
            }
        }
        let now = self.now();
        let count = waiting.len() as i64;
        if !digests::claim(&mut tx, user, day, (count, now)).await? {
            return Ok(false);
        }
        if !waiting.is_empty() {
            waiting.sort_by_key(|game| game.due.unwrap_or(i64::MAX));
            let text = digest_text(language, &waiting);
            let post = NewPost {
                channel: &dm_destination(user),
                text: &text,
                mentions: &[],
                deadline: None,
                file: None,
                about: None,
                language,
            };
            outbox::insert_post(&mut tx, &post, now, now).await?;
        }
        tx.commit().await?;
        Ok(!waiting.is_empty())
    }

    /// Game `row`'s line in `language` if it is the turn of `seat`.
    async fn waiting(
        &self,
        tx: &mut Tx,
        row: GameRow,
        seat: i64,
        language: Language,
    ) -> Result<Option<Waiting>, CommandError> {
        let Ok(game) = self.games.get(&row.game) else {
            return Ok(None);
        };
        let (id, server, channel) = (row.id, row.server.clone(), row.channel.clone());
        let progress = game.progress(self, tx, row).await?;
        if progress.seat != seat {
            return Ok(None);
        }
        let due = queries::deadline(tx, id).await?.map(|d| d.due_at);
        let link = channel_link(&server, &platform_channel(tx, &channel).await?);
        let ends = due.map_or(String::new(), |at| {
            say_with(language, Message::EndsAt, &[("at", &at)])
        });
        let args: [(&str, &dyn std::fmt::Display); 4] = [
            ("game", &game.title()),
            ("link", &link),
            ("round", &progress.round),
            ("due", &ends),
        ];
        let line = say_with(language, Message::DigestLine, &args);
        Ok(Some(Waiting { due, line }))
    }
}

/// The digest's words in `language`: how many games wait, then a line
/// each, soonest deadline first, within a message.
fn digest_text(language: Language, waiting: &[Waiting]) -> String {
    let mut text = say_with(language, Message::DigestTitle, &[("count", &waiting.len())]);
    for (index, game) in waiting.iter().enumerate() {
        let line = format!("\n• {}", game.line);
        let more = say_with(
            language,
            Message::AndMore,
            &[("count", &(waiting.len() - index))],
        );
        if text.len() + line.len() + more.len() > TEXT_LIMIT {
            text.push_str(&more);
            break;
        }
        text.push_str(&line);
    }
    fit(text)
}
