//! `/replay` of a Palanquée game: one frame per published turn, drawn as
//! that turn's picture was (the turn's story on the board, the panel as
//! it stood).

use super::hosted::Palanquee;
use crate::commands::service::Host;
use image::RgbImage;

use super::table::{CommittedCache, Table};
use crate::commands::error::{CommandError, refuse};
use crate::commands::replay::REPLAY_BUDGET;
use crate::commands::reply::Reply;
use crate::games::palanquee::picture::{Status, TurnStory, render_image};
use crate::games::palanquee::words::PalanqueeMessage;
use crate::games::palanquee::{Action, Event, Rules};
use crate::language::Language;
use crate::picture::RenderError;
use crate::store::queries::GameStatus;

impl Host<'_, Palanquee> {
    /// `/replay`: `table`'s game as an animated GIF, its words in
    /// `language` (the channel's).
    pub(super) async fn animation(
        &self,
        table: &Table,
        language: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let events = table.committed.record().events().to_vec();
        let turns = published_turns(&events);
        if table.row.status == GameStatus::Lobby || turns == 0 {
            return refuse(PalanqueeMessage::NothingToReplay);
        }
        let (players, rules, id, names) = (
            table.seats.len(),
            table.committed.rules(),
            table.row.id,
            table.names(),
        );
        let frames =
            move || turn_pictures(events.clone(), players, rules, id, names.clone(), language);
        let version = (id, table.row.version);
        Ok(vec![
            self.service
                .replays
                .reply(version, frames, turns, (REPLAY_BUDGET, language))
                .await?,
        ])
    }
}

/// How many turns `events` publish: ends, timeouts, and a win.
fn published_turns(events: &[Event]) -> usize {
    let ends = events
        .iter()
        .filter(|e| matches!(e.action, Action::End | Action::TimeOut))
        .count();
    let last_ends = events
        .last()
        .is_some_and(|e| matches!(e.action, Action::End | Action::TimeOut));
    ends + usize::from(!events.is_empty() && !last_ends)
}

/// The picture after each published turn of the game `events` record,
/// its words in `language`.
fn turn_pictures(
    events: Vec<Event>,
    players: usize,
    rules: Rules,
    id: i64,
    names: Vec<String>,
    language: Language,
) -> impl Iterator<Item = Result<RgbImage, RenderError>> {
    let mut state = CommittedCache::new(players, rules, id).ok();
    let mut events = events.into_iter().peekable();
    std::iter::from_fn(move || {
        let state = state.as_mut()?;
        loop {
            let event = events.next()?;
            let published = state.play(event)?;
            // The last events may be actions of a turn never ended: the
            // game as it stands closes the replay.
            if published || events.peek().is_none() {
                return Some(picture(state, &names, language));
            }
        }
    })
}

/// The picture of the game in `state`, its last turn told on it, its
/// words in `language`.
fn picture(
    state: &CommittedCache,
    names: &[String],
    language: Language,
) -> Result<RgbImage, RenderError> {
    let game = state.game();
    let story = TurnStory::from_events(state.last_turn().iter().map(|(e, r)| (e, r)))
        .with_claims(game.claims(), game.position());
    render_image(
        game.position(),
        &story,
        names,
        &Status::of_game(game),
        language,
    )
}
