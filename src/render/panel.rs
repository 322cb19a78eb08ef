//! The side panel: players in seat order with colour, name, reserve and
//! seeds eliminated (R7); the round and the player to move with the actions
//! they have per plant (R9, R11); what the last turn did; the result when
//! the game is over (R22, R23); and a legend.

use image::RgbImage;
use imageproc::drawing::draw_filled_rect_mut;
use imageproc::rect::Rect;

use super::fonts::{Align, draw_text, fit};
use super::layout::{IMAGE_HEIGHT, PANEL_LEFT, PANEL_WIDTH};
use super::palette::{
    ARRIVAL_BORDER, ARRIVAL_FILL, HEX_BORDER, INK, MUTED, PANEL_HIGHLIGHT, REMOVED_MARK,
    player_colour,
};
use super::picture::Assets;
use super::shapes::{around, capsule, convex, dashed_ring, fill};
use super::sprites::draw_piece;
use super::status::{ActionsLeft, Status};
use super::story::{RemovalReason, TurnStory};
use crate::engine::{Outcome, Piece, PieceKind, Player, Position};

/// Left margin of the panel's text.
const LEFT: f32 = PANEL_LEFT as f32 + 22.0;
/// Right margin of the panel's text.
const RIGHT: f32 = (PANEL_LEFT + PANEL_WIDTH) as f32 - 18.0;
/// Title size.
const TITLE: f32 = 28.0;
/// Heading size.
const HEADING: f32 = 21.0;
/// Player name size.
const NAME: f32 = 22.0;
/// Body text size.
const BODY: f32 = 18.0;
/// Height of one player's entry.
const PLAYER_ROW: f32 = 62.0;

/// The name shown for `player`: from `names` in seat order, else the seat
/// letter.
pub(crate) fn display_name(names: &[String], player: Player) -> String {
    names
        .get(player.index())
        .map(|name| name.trim())
        .filter(|name| !name.is_empty())
        .map_or_else(|| format!("player {}", player.letter()), str::to_string)
}

/// Text cursor going down the panel.
struct Pen<'a> {
    image: &'a mut RgbImage,
    assets: &'a Assets,
    y: f32,
}

impl Pen<'_> {
    /// Writes one line at `x`, cut to fit the panel, and moves down.
    fn line(&mut self, x: f32, bold: bool, size: f32, colour: image::Rgb<u8>, text: &str) {
        let font = if bold {
            &self.assets.fonts.bold
        } else {
            &self.assets.fonts.regular
        };
        let text = fit(font, size, text, RIGHT - x);
        self.y += size * 1.3;
        draw_text(
            self.image,
            font,
            size,
            (x, self.y),
            Align::Left,
            colour,
            &text,
        );
    }

    /// A thin rule and some space.
    fn rule(&mut self) {
        self.y += 12.0;
        draw_filled_rect_mut(
            self.image,
            Rect::at(LEFT as i32, self.y as i32).of_size((RIGHT - LEFT) as u32, 1),
            HEX_BORDER,
        );
        self.y += 4.0;
    }
}

/// Draws the whole panel.
pub(crate) fn draw_panel(
    image: &mut RgbImage,
    assets: &Assets,
    position: &Position,
    story: &TurnStory,
    names: &[String],
    status: &Status,
) {
    let mut pen = Pen {
        image,
        assets,
        y: 6.0,
    };
    pen.line(LEFT, true, TITLE, INK, "Palanquée");
    let mover = position.to_move();
    let headline = match status.outcome {
        Some(_) => format!("Round {} · game over", position.round()),
        None => format!(
            "Round {} · {} to move",
            position.round(),
            display_name(names, mover)
        ),
    };
    pen.line(LEFT, false, BODY + 1.0, MUTED, &headline);
    pen.rule();
    players(&mut pen, position, names, status.outcome);
    pen.rule();
    match status.outcome {
        Some(outcome) => result(&mut pen, outcome, names),
        None => to_move(&mut pen, position, names, status.actions.as_ref()),
    }
    pen.rule();
    last_turn(&mut pen, position, story, names);
    let legend_player = match status.outcome {
        Some(Outcome::Winner(winner)) => winner,
        _ => mover,
    };
    legend(pen.image, assets, legend_player);
}

/// One entry per seat: piece, name, reserve, seeds eliminated.
fn players(pen: &mut Pen<'_>, position: &Position, names: &[String], outcome: Option<Outcome>) {
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
        let mut name = display_name(names, player);
        if playing {
            name = format!("{name}  ◀ to move");
        } else if winner {
            name = format!("{name}  ★ winner");
        } else if !alive {
            name = format!("{name}  (out)");
        }
        let reserve = position.reserve(player);
        let eliminated = position.seeds_eliminated(player);
        let details = format!(
            "reserve {} sprout{} · {} seed{} · {} lost",
            reserve.sprouts,
            plural(reserve.sprouts.into()),
            reserve.seeds,
            plural(reserve.seeds.into()),
            eliminated,
        );
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
        pen.line(text_left, false, BODY, MUTED, &details);
        pen.y = top + PLAYER_ROW - 4.0;
    }
}

/// `"s"` unless `count` is 1.
fn plural(count: usize) -> &'static str {
    if count == 1 { "" } else { "s" }
}

/// The player to move and their actions, per plant when known (R9, R11).
fn to_move(
    pen: &mut Pen<'_>,
    position: &Position,
    names: &[String],
    actions: Option<&ActionsLeft>,
) {
    let mover = position.to_move();
    let name = display_name(names, mover);
    let Some(actions) = actions else {
        pen.line(LEFT, true, HEADING, INK, &format!("{name} to move"));
        return;
    };
    if actions.sow_only {
        pen.line(
            LEFT,
            true,
            HEADING,
            INK,
            &format!("{name} to move: sow a seed"),
        );
        pen.line(
            LEFT + 8.0,
            false,
            BODY,
            MUTED,
            "no seed on the board: one sowing",
        );
        return;
    }
    pen.line(
        LEFT,
        true,
        HEADING,
        INK,
        &format!(
            "{name} to move: {} action{}",
            actions.total,
            plural(actions.total)
        ),
    );
    const MAX_PLANTS: usize = 4;
    for plant in actions.per_plant.iter().take(MAX_PLANTS) {
        let seeds: Vec<String> = plant.seeds.iter().map(ToString::to_string).collect();
        let label = if seeds.len() == 1 { "seed" } else { "seeds" };
        pen.line(
            LEFT + 8.0,
            false,
            BODY,
            if plant.actions > 0 { INK } else { MUTED },
            &format!(
                "plant of {label} {}: {} action{}",
                seeds.join(", "),
                plant.actions,
                plural(plant.actions)
            ),
        );
    }
    if actions.per_plant.len() > MAX_PLANTS {
        let more = actions.per_plant.len() - MAX_PLANTS;
        pen.line(
            LEFT + 8.0,
            false,
            BODY,
            MUTED,
            &format!("and {more} more plant{}", plural(more)),
        );
    }
}

/// The result of a finished game (R22, R23).
fn result(pen: &mut Pen<'_>, outcome: Outcome, names: &[String]) {
    let text = match outcome {
        Outcome::Winner(player) => format!("{} wins!", display_name(names, player)),
        Outcome::Draw => "The game is drawn".to_string(),
    };
    draw_filled_rect_mut(
        pen.image,
        Rect::at(PANEL_LEFT as i32 + 8, pen.y as i32 + 6).of_size(PANEL_WIDTH - 16, 66),
        PANEL_HIGHLIGHT,
    );
    pen.line(LEFT, true, HEADING + 3.0, INK, "Game over");
    pen.line(LEFT, true, HEADING, INK, &text);
    pen.y += 6.0;
}

/// Icons and lines telling the last turn, each shown only when it
/// happened.
fn last_turn(pen: &mut Pen<'_>, position: &Position, story: &TurnStory, names: &[String]) {
    let heading = match story.mover {
        Some(player) => format!("Last turn: {}", display_name(names, player)),
        None => "Last turn".to_string(),
    };
    pen.line(LEFT, true, HEADING, INK, &heading);
    if story.is_empty() {
        pen.line(LEFT + 8.0, false, BODY, MUTED, "nothing to show yet");
        return;
    }
    let icon_x = LEFT + 16.0;
    let text_x = LEFT + 40.0;
    if !story.arrivals.is_empty() {
        pen.y += 4.0;
        let centre = (icon_x, pen.y + BODY * 0.9);
        draw_mini_hex(pen.image, centre, true);
        pen.line(
            text_x,
            false,
            BODY,
            INK,
            &format!(
                "{} cell{} where pieces arrived",
                story.arrivals.len(),
                plural(story.arrivals.len())
            ),
        );
    }
    if !story.moves.is_empty() {
        pen.y += 6.0;
        let centre = (icon_x, pen.y + BODY * 0.9);
        let arrow = capsule((centre.0 - 10.0, centre.1), (centre.0 + 8.0, centre.1), 3.0);
        fill(pen.image, around(centre, 14.0), INK, 1.0, arrow);
        let head = convex([
            (centre.0 + 13.0, centre.1),
            (centre.0 + 4.0, centre.1 + 6.0),
            (centre.0 + 4.0, centre.1 - 6.0),
        ]);
        fill(pen.image, around(centre, 14.0), INK, 1.0, head);
        pen.line(
            text_x,
            false,
            BODY,
            INK,
            &format!(
                "{} move{} (faded: where from)",
                story.moves.len(),
                plural(story.moves.len())
            ),
        );
    }
    if !story.removals.is_empty() {
        pen.y += 6.0;
        let centre = (icon_x, pen.y + BODY * 0.9);
        for (a, b) in [((-7.0, -7.0), (7.0, 7.0)), ((-7.0, 7.0), (7.0, -7.0))] {
            let stroke = capsule(
                (centre.0 + a.0, centre.1 + a.1),
                (centre.0 + b.0, centre.1 + b.1),
                3.5,
            );
            fill(pen.image, around(centre, 12.0), REMOVED_MARK, 1.0, stroke);
        }
        let reasons = [
            RemovalReason::Captured,
            RemovalReason::Saturated,
            RemovalReason::Isolated,
            RemovalReason::Claimed,
            RemovalReason::Resigned,
        ];
        let parts: Vec<String> = reasons
            .iter()
            .filter_map(|&reason| {
                let count = story.removed_count(reason);
                (count > 0).then(|| format!("{count} {}", reason.word()))
            })
            .collect();
        pen.line(
            text_x,
            false,
            BODY,
            INK,
            &format!("removed: {}", parts.join(", ")),
        );
    }
    if !story.claimable.is_empty() {
        pen.y += 6.0;
        let centre = (icon_x, pen.y + BODY * 0.9);
        fill(
            pen.image,
            around(centre, 14.0),
            INK,
            1.0,
            dashed_ring(centre, 10.0, 2.5, 8, 0.55),
        );
        let whose = story
            .claimable
            .first()
            .and_then(|&cell| position.piece_at(cell))
            .map_or_else(String::new, |piece| {
                format!(" on {}'s plants", display_name(names, piece.owner))
            });
        let claims = if story.claims_open > 0 {
            format!(
                "{} claim{} open{whose}",
                story.claims_open,
                plural(story.claims_open)
            )
        } else {
            format!("open to a claim{whose}")
        };
        pen.line(text_x, false, BODY, INK, &claims);
    }
}

/// A small hexagon for the legend: an arrival cell or an empty cell.
fn draw_mini_hex(image: &mut RgbImage, centre: (f32, f32), arrival: bool) {
    let corners = super::layout::hex_corners(centre, 12.0);
    let colour = if arrival { ARRIVAL_FILL } else { HEX_BORDER };
    fill(
        image,
        around(centre, 14.0),
        ARRIVAL_BORDER,
        1.0,
        convex(corners),
    );
    let inner = super::layout::hex_corners(centre, 10.0);
    fill(image, around(centre, 14.0), colour, 1.0, convex(inner));
}

/// The legend at the bottom: a sprout and a seed, and the edges.
fn legend(image: &mut RgbImage, assets: &Assets, player: Player) {
    let y = IMAGE_HEIGHT as f32 - 62.0;
    draw_filled_rect_mut(
        image,
        Rect::at(LEFT as i32, y as i32 - 14).of_size((RIGHT - LEFT) as u32, 1),
        HEX_BORDER,
    );
    let sprout = (LEFT + 14.0, y + 14.0);
    draw_piece(
        image,
        &assets.fonts,
        sprout,
        Piece {
            owner: player,
            kind: PieceKind::Sprout,
        },
        1.0,
    );
    let body = &assets.fonts.regular;
    draw_text(
        image,
        body,
        BODY,
        (LEFT + 34.0, y + 20.0),
        Align::Left,
        INK,
        "sprout",
    );
    let seed = (LEFT + 134.0, y + 14.0);
    draw_piece(
        image,
        &assets.fonts,
        seed,
        Piece {
            owner: player,
            kind: PieceKind::Seed,
        },
        1.0,
    );
    draw_text(
        image,
        body,
        BODY,
        (LEFT + 162.0, y + 20.0),
        Align::Left,
        INK,
        "seed",
    );
    draw_text(
        image,
        body,
        BODY - 2.0,
        (LEFT, y + 50.0),
        Align::Left,
        MUTED,
        "blue edges wrap around · red edges stop",
    );
}
