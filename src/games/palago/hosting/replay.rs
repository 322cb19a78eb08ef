//! `/replay` of a Palago game: one frame per turn, the turn's tiles
//! ringed as in its published picture.

use super::hosted::Palago;
use crate::commands::service::Host;
use image::RgbImage;

use super::table::PalagoTable;
use crate::commands::error::{CommandError, refuse};
use crate::commands::replay::REPLAY_BUDGET;
use crate::commands::reply::Reply;
use crate::games::palago::picture::render_image;
use crate::games::palago::words::PalagoMessage;
use crate::games::palago::{Game, Options, Turn};
use crate::language::Language;
use crate::picture::RenderError;

impl Host<'_, Palago> {
    /// `/replay`: `table`'s game as an animated GIF, its panels in
    /// `language` (the channel's).
    pub(super) async fn animation(
        &self,
        table: &PalagoTable,
        language: Language,
    ) -> Result<Vec<Reply>, CommandError> {
        let turns = table.game.turns().to_vec();
        if turns.is_empty() {
            return refuse(PalagoMessage::NoTileToReplay);
        }
        let (options, names) = (table.options(), table.picture_names());
        let count = turns.len();
        let frames = move || turn_pictures(turns.clone(), options, names.clone(), language);
        let version = (table.row.id, table.row.version);
        Ok(vec![
            self.service
                .replays
                .reply(version, frames, count, (REPLAY_BUDGET, language))
                .await?,
        ])
    }
}

/// The picture after each of `turns`, its panel in `language`.
fn turn_pictures(
    turns: Vec<Turn>,
    options: Options,
    names: [String; 2],
    language: Language,
) -> impl Iterator<Item = Result<RgbImage, RenderError>> {
    let mut game = Game::new(options);
    turns.into_iter().map_while(move |turn| {
        game.play(&turn).ok()?;
        Some(render_image(&game, [&names[0], &names[1]], None, language))
    })
}
