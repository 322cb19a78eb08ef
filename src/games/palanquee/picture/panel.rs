//! The side panel: players in seat order with colour, name, reserve and
//! seeds eliminated (R7); the round and the player to move with the actions
//! they have per plant (R9, R11); what the last turn did; the result when
//! the game is over (R22, R23); and a legend. Under the advanced rules the
//! actions list owed and bonus actions apart and the player's parasites
//! (R30, R36), and the legend explains the board's advanced marks.
//!
//! This file composes the panel; its words are in [`texts`](super::texts),
//! its text layout in [`pen`](super::pen) and the legend with the last
//! turn's icons in [`legend`](super::legend).

use image::RgbImage;
use imageproc::drawing::draw_filled_rect_mut;
use imageproc::rect::Rect;

use super::assets::Assets;
use super::layout::{PANEL_LEFT, PANEL_WIDTH};
use super::legend::{
    draw_claim_ring, draw_legend, draw_mini_hex, draw_move_arrow, draw_removed_cross, legend_top,
    marks_legend,
};
use super::palette::{INK, MUTED, PANEL_HIGHLIGHT, player_colour};
use super::pen::{BODY, HEADING, LEFT, NAME, Pen, RULE_HEIGHT, TITLE};
use super::status::{ActionsLeft, PlantActions, Status};
use super::story::TurnStory;
use super::texts::{self, display_name};
use crate::games::palanquee::{Outcome, Piece, PieceKind, Position};
use crate::language::Language;

/// Height of one player's entry.
const PLAYER_ROW: f32 = 62.0;
/// Most plant and parasite rows listed for the player to move.
const MAX_ROWS: usize = 4;

/// Draws the whole panel, its words in `language`.
pub(crate) fn draw_panel(
    image: &mut RgbImage,
    assets: &Assets,
    position: &Position,
    story: &TurnStory,
    names: &[String],
    status: &Status,
    language: Language,
) {
    let mover = position.to_move();
    let legend_player = match status.outcome {
        Some(Outcome::Winner(winner)) => winner,
        _ => mover,
    };
    let marks = marks_legend(assets, status, legend_player, language);
    let legend_top = legend_top(&marks);
    let mut pen = Pen {
        image,
        assets,
        language,
        y: 6.0,
        limit: legend_top - 4.0,
    };
    let words = texts::words(language);
    pen.line(LEFT, true, TITLE, INK, &words.title);
    let mover_name = display_name(names, mover, language);
    let headline = texts::headline(
        position.round(),
        status.outcome.is_none().then_some(mover_name.as_str()),
        language,
    );
    pen.line(LEFT, false, BODY + 1.0, MUTED, &headline);
    pen.rule();
    players(&mut pen, position, names, status.outcome);
    pen.rule();
    match status.outcome {
        Some(outcome) => result(&mut pen, outcome, names),
        None => {
            // The last turn's lines below keep their room.
            let reserve = RULE_HEIGHT + last_turn_height(story);
            to_move(&mut pen, position, names, status.actions.as_ref(), reserve);
        }
    }
    pen.rule();
    last_turn(&mut pen, position, story, names);
    draw_legend(
        pen.image,
        assets,
        legend_player,
        legend_top,
        &marks,
        language,
    );
}

/// One entry per seat: piece, name, reserve, seeds eliminated.
fn players(pen: &mut Pen<'_>, position: &Position, names: &[String], outcome: Option<Outcome>) {
    let language = pen.language;
    for player in position.players() {
        let top = pen.y + 4.0;
        let playing = outcome.is_none() && player == position.to_move();
        let winner = outcome == Some(Outcome::Winner(player));
        if playing || winner {
            draw_filled_rect_mut(
                pen.image,
                Rect::at(PANEL_LEFT as i32 + 8, top as i32)
                    .of_size(PANEL_WIDTH - 16, PLAYER_ROW as u32 - 4),
                PANEL_HIGHLIGHT,
            );
            // A bar in the player's colour marks the player to move.
            draw_filled_rect_mut(
                pen.image,
                Rect::at(PANEL_LEFT as i32 + 8, top as i32).of_size(6, PLAYER_ROW as u32 - 4),
                player_colour(player),
            );
        }
        let centre = (LEFT + 22.0, top + PLAYER_ROW * 0.5 - 2.0);
        if let Some(sprite) = pen.assets.pieces.get(Piece {
            owner: player,
            kind: PieceKind::Seed,
        }) {
            let opacity = if position.is_alive(player) { 1.0 } else { 0.4 };
            sprite.draw(pen.image, centre, opacity);
        }
        let alive = position.is_alive(player);
        let name = display_name(names, player, language);
        let name = texts::player_name(name, playing, winner, alive, language);
        let reserve = position.reserve(player);
        let eliminated = position.seeds_eliminated(player);
        let details = texts::reserve_details(reserve.sprouts, reserve.seeds, eliminated, language);
        let text_left = LEFT + 52.0;
        pen.y = top;
        pen.line(
            text_left,
            true,
            NAME,
            if alive { INK } else { MUTED },
            &name,
        );
        pen.y += 1.0;
        pen.line_of(text_left, false, BODY, MUTED, &details);
        pen.y = top + PLAYER_ROW - 4.0;
    }
}

/// The player to move and their actions, per plant when known (R9, R11),
/// then per parasite (R30), owed and bonus actions apart (R36): at most
/// [`MAX_ROWS`] rows, fewer if they would leave less than `reserve` above
/// the legend.
fn to_move(
    pen: &mut Pen<'_>,
    position: &Position,
    names: &[String],
    actions: Option<&ActionsLeft>,
    reserve: f32,
) {
    let language = pen.language;
    let name = display_name(names, position.to_move(), language);
    let Some(actions) = actions else {
        pen.line_of(LEFT, true, HEADING, INK, &texts::to_move(&name, language));
        return;
    };
    let parasites = actions.per_plant.iter().any(PlantActions::is_parasite);
    if actions.sow_only && !parasites {
        pen.line_of(LEFT, true, HEADING, INK, &texts::must_sow(&name, language));
        let one_sowing = texts::words(language).one_sowing;
        pen.line(LEFT + 8.0, false, BODY, MUTED, &one_sowing);
        return;
    }
    let heading = texts::actions_in_all(&name, actions.total, language);
    pen.line_of(LEFT, true, HEADING, INK, &heading);
    if actions.sow_only {
        pen.line_of(LEFT + 8.0, false, BODY, MUTED, &texts::may_sow(language));
    }
    action_rows(pen, &actions.per_plant, names, reserve);
}

/// The rows of the action list that fit, leaving `reserve` above the
/// legend, and a line counting the others.
fn action_rows(pen: &mut Pen<'_>, per_plant: &[PlantActions], names: &[String], reserve: f32) {
    let rows = per_plant.len();
    let mut shown = rows.min(MAX_ROWS);
    while shown > 1 {
        let lines = shown + usize::from(rows > shown);
        if pen.y + BODY * 1.3 * lines as f32 <= pen.limit - reserve {
            break;
        }
        shown -= 1;
    }
    let language = pen.language;
    for row in per_plant.iter().take(shown) {
        let colour = if row.total() > 0 { INK } else { MUTED };
        let texts = texts::row_texts(row, names, language);
        pen.line_of(LEFT + 8.0, false, BODY, colour, &texts);
    }
    if rows > shown {
        let more = texts::more_rows(&per_plant[shown..], language);
        pen.line(LEFT + 8.0, false, BODY, MUTED, &more);
    }
}

/// The result of a finished game (R22, R23).
fn result(pen: &mut Pen<'_>, outcome: Outcome, names: &[String]) {
    let text = texts::result(outcome, names, pen.language);
    draw_filled_rect_mut(
        pen.image,
        Rect::at(PANEL_LEFT as i32 + 8, pen.y as i32 + 6).of_size(PANEL_WIDTH - 16, 66),
        PANEL_HIGHLIGHT,
    );
    let game_over = texts::words(pen.language).game_over;
    pen.line(LEFT, true, HEADING + 3.0, INK, &game_over);
    pen.line(LEFT, true, HEADING, INK, &text);
    pen.y += 6.0;
}

/// Height of what [`last_turn`] writes for `story`.
fn last_turn_height(story: &TurnStory) -> f32 {
    let line = BODY * 1.3;
    let heading = HEADING * 1.3;
    if story.is_empty() {
        return heading + line;
    }
    let items = [
        (!story.arrivals.is_empty(), 4.0),
        (!story.moves.is_empty(), 6.0),
        (!story.removals.is_empty(), 6.0),
        (!story.claimable.is_empty(), 6.0),
    ];
    heading
        + items
            .iter()
            .filter(|(shown, _)| *shown)
            .map(|(_, space)| space + line)
            .sum::<f32>()
}

/// Icons and lines telling the last turn, each shown only when it
/// happened.
fn last_turn(pen: &mut Pen<'_>, position: &Position, story: &TurnStory, names: &[String]) {
    let language = pen.language;
    let heading = texts::last_turn(story.mover, names, language);
    pen.line(LEFT, true, HEADING, INK, &heading);
    if story.is_empty() {
        let nothing_yet = texts::words(language).nothing_yet;
        pen.line(LEFT + 8.0, false, BODY, MUTED, &nothing_yet);
        return;
    }
    if !story.arrivals.is_empty() && pen.fits(BODY, 4.0) {
        pen.y += 4.0;
        draw_mini_hex(pen.image, icon_centre(pen), true);
        story_line(pen, &texts::arrivals(story.arrivals.len(), language));
    }
    if !story.moves.is_empty() && pen.fits(BODY, 6.0) {
        pen.y += 6.0;
        draw_move_arrow(pen.image, icon_centre(pen));
        story_line(pen, &texts::moves(story.moves.len(), language));
    }
    if !story.removals.is_empty() && pen.fits(BODY, 6.0) {
        pen.y += 6.0;
        draw_removed_cross(pen.image, icon_centre(pen));
        story_line(pen, &texts::removals(story, language));
    }
    if !story.claimable.is_empty() && pen.fits(BODY, 6.0) {
        pen.y += 6.0;
        draw_claim_ring(pen.image, icon_centre(pen));
        let owner = story
            .claimable
            .first()
            .and_then(|&cell| position.piece_at(cell))
            .map(|piece| display_name(names, piece.owner, language));
        let claims = texts::claims(story.claims_open, owner.as_deref(), language);
        story_line(pen, &claims);
    }
}

/// Where the icon of the last turn's next line goes.
fn icon_centre(pen: &Pen<'_>) -> (f32, f32) {
    (LEFT + 16.0, pen.y + BODY * 0.9)
}

/// One of the last turn's lines, right of its icon: the first of its
/// variants that fits.
fn story_line(pen: &mut Pen<'_>, texts: &[String]) {
    pen.line_of(LEFT + 40.0, false, BODY, INK, texts);
}
