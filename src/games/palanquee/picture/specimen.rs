//! The pictures the board's palette is learnt from, once per process.
//!
//! Every board picture draws with the same colours: the board, the five
//! players' pieces, the story's and the advanced rules' marks, and their
//! anti-aliased edges over one another. So the PNG palette is learnt once
//! from specimens that show all of them (see
//! `crate::picture::fixed_palette`) instead of being built for each
//! picture: a table lookup per pixel instead of counting, sorting and
//! matching colours (docs/measured.md, "Before and after").
//!
//! The specimens: a crowded five-player game after a turn that captures,
//! moves and leaves a claim open, under the basic and the advanced rules
//! (parasites, buttons, bonus leaves; R30, R32, R36); the same board with
//! a made-up story that shows every player's sprout and seed as a ghost,
//! with a cross, an arrow and a claim ring (R21); and a finished game.
//! A colour no specimen shows maps to the nearest learnt one, so a new
//! kind of mark drawn on the board belongs in the specimens too.

use std::sync::OnceLock;

use image::RgbImage;

use super::assets::assets;
use super::status::Status;
use super::story::{Removal, RemovalReason, TurnStory};
use crate::games::palanquee::{
    Cell, Event, Game, Outcome, Piece, PieceKind, Player, Position, Rules,
};
use crate::language::Language;
use crate::picture::RenderError;
use crate::picture::fixed_palette::{Backdrop, FixedPalette};

/// A crowded five-player board (the sample of `docs/`), c to move.
const CROWDED: &str = "2aa1b6e3eee/aaa1abbb1b9/aaaaabbbB10/aaAaa1b1b1Bb1c1c3/3aaa4bbbccC3/\
                       3aAd3bb2cccc2/4dddddd1cccccc2/6dddddc1c5/6DddDdcccc4/6dddddcC1c4/\
                       6d3dcc1Cc3/14c4/2aA2bb6c2ee/1aaa2bBb2eeeceEee/2a3bb3EeeeeeEe/\
                       2aa7ee1e1eee c 9 24/0,28/0,22/0,28/1,26/0";

/// c's turn on [`CROWDED`]: a capture, two moves, an end leaving a claim.
const TURN: [&str; 3] = ["move O14 P13", "move L11 M12", "end"];

/// The players' names on the specimens, accents included.
const NAMES: [&str; 5] = ["Alice", "Bilal", "Chen", "Dagny", "Émile"];

/// The board pictures' palette, and the empty board in each language as
/// the backdrop its pictures are drawn over.
pub(crate) struct BoardPalette {
    /// The palette learnt from the specimens.
    pub(crate) palette: FixedPalette,
    /// The empty board with its indices, per language (in the order of
    /// [`Language::ALL`]).
    backdrops: [Backdrop<'static>; Language::ALL.len()],
}

impl BoardPalette {
    /// The empty board of pictures in `language`.
    pub(crate) fn backdrop(&self, language: Language) -> &Backdrop<'static> {
        &self.backdrops[language.index()]
    }
}

/// What draws a board picture: `render_image`, handed in by the caller so
/// that this file does not depend on the one that draws.
pub(crate) type Draw =
    fn(&Position, &TurnStory, &[String], &Status, Language) -> Result<RgbImage, RenderError>;

static PALETTE: OnceLock<Result<BoardPalette, String>> = OnceLock::new();

/// The board pictures' palette, learnt on first use from the specimens as
/// `draw` draws them.
pub(crate) fn palette(draw: Draw) -> Result<&'static BoardPalette, RenderError> {
    PALETTE
        .get_or_init(|| {
            let specimens = specimens(draw).map_err(|error| error.to_string())?;
            let palette = FixedPalette::learn(&specimens.iter().collect::<Vec<_>>());
            let assets = assets().map_err(|error| error.to_string())?;
            let backdrops = Language::ALL.map(|language| palette.backdrop(assets.board(language)));
            Ok(BoardPalette { palette, backdrops })
        })
        .as_ref()
        .map_err(|message| RenderError::Specimen(message.clone()))
}

/// The specimen pictures (see the module docs).
fn specimens(render_image: Draw) -> Result<Vec<RgbImage>, RenderError> {
    let names: Vec<String> = NAMES.map(String::from).to_vec();
    let mut pictures = Vec::new();
    for (rules, language) in [
        (Rules::Basic, Language::English),
        (Rules::Advanced, Language::French),
    ] {
        let (game, story) = crowded_after_turn(rules)?;
        let status = Status::of_game(&game);
        let position = game.position();
        pictures.push(render_image(position, &story, &names, &status, language)?);
        let ghosts = every_ghost(position);
        pictures.push(render_image(position, &ghosts, &names, &status, language)?);
        if rules == Rules::Basic {
            let finished = Status {
                outcome: Some(Outcome::Winner(Player::ALL[2])),
                ..Status::default()
            };
            let story = TurnStory::default();
            pictures.push(render_image(position, &story, &names, &finished, language)?);
        }
    }
    Ok(pictures)
}

/// The crowded game under `rules` after c's [`TURN`], and its story.
fn crowded_after_turn(rules: Rules) -> Result<(Game, TurnStory), RenderError> {
    let refused = |what: String| RenderError::Specimen(what);
    let position: Position = CROWDED.parse().map_err(|e| refused(format!("{e}")))?;
    let mut game =
        Game::from_position_with(position, rules).map_err(|e| refused(format!("{e}")))?;
    let mover = game.to_move();
    let mut events = Vec::new();
    for text in TURN {
        let action = text.parse().map_err(|e| refused(format!("{text}: {e}")))?;
        let report = game
            .play(mover, action)
            .map_err(|e| refused(format!("{text}: {e}")))?;
        events.push((
            Event {
                player: mover,
                action,
            },
            report,
        ));
    }
    let story = TurnStory::from_events(events.iter().map(|(event, report)| (event, report)))
        .with_claims(game.claims(), game.position());
    Ok((game, story))
}

/// A made-up story on `position`, for each player: their sprout and seed
/// removed from the next empty cells, a move from the next empty cell to
/// their nearest sprout at least two cells away, and a claim ring on
/// their first seed.
fn every_ghost(position: &Position) -> TurnStory {
    let mut empty = Cell::all().filter(|&cell| position.is_empty(cell));
    let mut story = TurnStory::default();
    for owner in Player::ALL {
        for kind in [PieceKind::Sprout, PieceKind::Seed] {
            if let Some(cell) = empty.next() {
                let piece = Piece { owner, kind };
                let reason = RemovalReason::Captured;
                story.removals.push(Removal {
                    cell,
                    piece,
                    reason,
                });
            }
        }
        if let Some(from) = empty.next()
            && let Some(to) = (position.sprouts_of(owner).iter())
                .filter(|to| to.distance(from) > 1)
                .min_by_key(|to| to.distance(from))
        {
            story.moves.push((from, to));
            story.arrivals.push(to);
        }
        story.claimable.extend(position.seeds_of(owner).first());
    }
    story
}
