//! The side panel: players in seat order with colour, name, reserve and
//! seeds eliminated (R7); the round and the player to move with the actions
//! they have per plant (R9, R11); what the last turn did; the result when
//! the game is over (R22, R23); and a legend. Under the advanced rules the
//! actions list owed and bonus actions apart and the player's parasites
//! (R30, R36), and the legend explains the board's advanced marks.

use ab_glyph::FontRef;
use image::RgbImage;
use imageproc::drawing::draw_filled_rect_mut;
use imageproc::rect::Rect;

use super::advanced::{draw_button_ticks, draw_host_ring, draw_star};
use super::assets::Assets;
use super::layout::{IMAGE_HEIGHT, PANEL_LEFT, PANEL_WIDTH};
use super::palette::{
    ARRIVAL_BORDER, ARRIVAL_FILL, HEX_BORDER, HEX_FILL, INK, MUTED, PANEL_HIGHLIGHT, REMOVED_MARK,
    player_colour,
};
use super::sprites::draw_piece;
use super::status::{ActionsLeft, Group, PlantActions, Status};
use super::story::{RemovalReason, TurnStory};
use crate::games::palanquee::{Outcome, Piece, PieceKind, Player, Position};
use crate::picture::fonts::{Align, draw_text, fit, text_width};
use crate::picture::shapes::{around, capsule, convex, dashed_ring, fill};
use crate::plural;

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
/// Baseline of the legend's sprout and seed line, from the picture's top.
const LEGEND_Y: f32 = IMAGE_HEIGHT as f32 - 62.0;
/// Legend text size.
const LEGEND_TEXT: f32 = BODY - 2.0;
/// Height of one line of the advanced marks' legend.
const MARKS_ROW: f32 = 34.0;
/// Most plant and parasite rows listed for the player to move.
const MAX_ROWS: usize = 4;
/// Height of a rule between sections.
const RULE_HEIGHT: f32 = 16.0;

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
    /// Nothing is written below this line: the legend starts there.
    limit: f32,
}

impl Pen<'_> {
    /// Whether a line of `size` (plus `extra` space) still fits above the
    /// legend.
    fn fits(&self, size: f32, extra: f32) -> bool {
        self.y + extra + size * 1.3 <= self.limit
    }

    /// The first of `texts` that fits the panel's width from `x` in the
    /// regular face, else the last one (cut to fit when written).
    fn first_fitting(&self, x: f32, size: f32, texts: &[String]) -> String {
        first_fitting(&self.assets.fonts.regular, size, RIGHT - x, texts)
    }

    /// Writes one line at `x`, cut to fit the panel, and moves down; a
    /// line that would reach into the legend is left out.
    fn line(&mut self, x: f32, bold: bool, size: f32, colour: image::Rgb<u8>, text: &str) {
        let font = if bold {
            &self.assets.fonts.bold
        } else {
            &self.assets.fonts.regular
        };
        let text = fit(font, size, text, RIGHT - x);
        let fits = self.fits(size, 0.0);
        self.y += size * 1.3;
        if !fits {
            return;
        }
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

    /// A thin rule and some space ([`RULE_HEIGHT`] in all).
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

/// The first of `texts` at most `width` wide in `font` at `size`, else the
/// last one.
fn first_fitting(font: &FontRef<'_>, size: f32, width: f32, texts: &[String]) -> String {
    texts
        .iter()
        .find(|text| text_width(font, size, text) <= width)
        .or(texts.last())
        .cloned()
        .unwrap_or_default()
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
    let mover = position.to_move();
    let legend_player = match status.outcome {
        Some(Outcome::Winner(winner)) => winner,
        _ => mover,
    };
    let marks = marks_legend(assets, status, legend_player);
    let legend_top = LEGEND_Y - 14.0 - MARKS_ROW * marks.len() as f32;
    let mut pen = Pen {
        image,
        assets,
        y: 6.0,
        limit: legend_top - 4.0,
    };
    pen.line(LEFT, true, TITLE, INK, "Palanquée");
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
        None => {
            // The last turn's lines below keep their room.
            let reserve = RULE_HEIGHT + last_turn_height(story);
            to_move(&mut pen, position, names, status.actions.as_ref(), reserve);
        }
    }
    pen.rule();
    last_turn(&mut pen, position, story, names);
    legend(pen.image, assets, legend_player, legend_top, &marks);
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
            plural::ending(reserve.sprouts.into()),
            reserve.seeds,
            plural::ending(reserve.seeds.into()),
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
    let mover = position.to_move();
    let name = display_name(names, mover);
    let Some(actions) = actions else {
        pen.line(LEFT, true, HEADING, INK, &format!("{name} to move"));
        return;
    };
    let parasites = actions.per_plant.iter().any(PlantActions::is_parasite);
    if actions.sow_only && !parasites {
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
            plural::ending(actions.total)
        ),
    );
    if actions.sow_only {
        let text = pen.first_fitting(
            LEFT + 8.0,
            BODY,
            &[
                "no seed on the board: may sow one (R11)".to_string(),
                "may sow a seed (R11)".to_string(),
            ],
        );
        pen.line(LEFT + 8.0, false, BODY, MUTED, &text);
    }
    let rows = actions.per_plant.len();
    let mut shown = rows.min(MAX_ROWS);
    while shown > 1 {
        let lines = shown + usize::from(rows > shown);
        if pen.y + BODY * 1.3 * lines as f32 <= pen.limit - reserve {
            break;
        }
        shown -= 1;
    }
    for row in actions.per_plant.iter().take(shown) {
        let text = pen.first_fitting(LEFT + 8.0, BODY, &row_texts(row, names));
        let colour = if row.total() > 0 { INK } else { MUTED };
        pen.line(LEFT + 8.0, false, BODY, colour, &text);
    }
    if rows > shown {
        let rest = &actions.per_plant[shown..];
        let more = rest.len();
        let what = if rest.iter().all(PlantActions::is_parasite) {
            "parasite"
        } else if rest.iter().any(PlantActions::is_parasite) {
            "plant or parasite"
        } else {
            "plant"
        };
        let what = match (more, what) {
            (1, what) => what.to_string(),
            (_, "plant or parasite") => "plants and parasites".to_string(),
            (_, what) => format!("{what}s"),
        };
        pen.line(
            LEFT + 8.0,
            false,
            BODY,
            MUTED,
            &format!("and {more} more {what}"),
        );
    }
}

/// The texts a row of the action list may read, longest first: the panel
/// shows the first that fits. A plant with no bonus reads as under the
/// basic rules.
fn row_texts(row: &PlantActions, names: &[String]) -> Vec<String> {
    let owed = format!("{} action{}", row.owed, plural::ending(row.owed));
    let counts = if row.bonus > 0 {
        vec![
            format!("{owed} +{} bonus (R36)", row.bonus),
            format!("{owed} +{} bonus", row.bonus),
            format!("{} +{} bonus", row.owed, row.bonus),
        ]
    } else {
        vec![owed]
    };
    match &row.group {
        Group::Plant { seeds } => {
            let seeds: Vec<String> = seeds.iter().map(ToString::to_string).collect();
            let label = if seeds.len() == 1 { "seed" } else { "seeds" };
            let seeds = seeds.join(", ");
            let long = |counts: &String| format!("plant of {label} {seeds}: {counts}");
            let short = |counts: &String| format!("{label} {seeds}: {counts}");
            // Without a bonus the row stays as the basic rules write it.
            let Some((terse, wordy)) = counts.split_last().filter(|_| row.bonus > 0) else {
                return counts.iter().map(long).collect();
            };
            // The terse count, without the word "actions", is the last
            // resort.
            let mut texts: Vec<String> = wordy.iter().map(long).collect();
            texts.extend(wordy.iter().map(short));
            texts.push(long(terse));
            texts.push(short(terse));
            texts
        }
        Group::Parasite { sprouts, hosts } => {
            let at = sprouts
                .first()
                .map_or_else(String::new, |cell| format!(" {cell}"));
            let hosts: Vec<String> = hosts.iter().map(|&h| display_name(names, h)).collect();
            let on = if hosts.is_empty() {
                String::new()
            } else {
                format!(" on {}", hosts.join(", "))
            };
            // A parasite's owed action must be used (R30).
            let musts: &[&str] = if row.owed > 0 {
                &[", must act (R30)", ", must act"]
            } else {
                &[""]
            };
            let mut texts = Vec::new();
            for counts in &counts {
                for must in musts {
                    texts.push(format!("parasite{at}{on}: {counts}{must}"));
                }
            }
            for counts in &counts {
                for must in musts {
                    texts.push(format!("parasite{on}: {counts}{must}"));
                    texts.push(format!("parasite{at}: {counts}{must}"));
                }
            }
            texts
        }
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
    if !story.arrivals.is_empty() && pen.fits(BODY, 4.0) {
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
                plural::ending(story.arrivals.len())
            ),
        );
    }
    if !story.moves.is_empty() && pen.fits(BODY, 6.0) {
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
                plural::ending(story.moves.len())
            ),
        );
    }
    if !story.removals.is_empty() && pen.fits(BODY, 6.0) {
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
    if !story.claimable.is_empty() && pen.fits(BODY, 6.0) {
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
                plural::ending(story.claims_open)
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

/// One mark of the advanced rules explained in the legend.
#[derive(Clone, PartialEq, Eq, Debug)]
enum Mark {
    /// A parasite sprout of `owner` ringed in its `hosts`' colours (R30).
    Parasite { owner: Player, hosts: Vec<Player> },
    /// A button of `owner` that can launch now (R32).
    Launch { owner: Player },
    /// A button of `owner` that cannot launch now (R32).
    Button { owner: Player },
    /// A leaf of `owner` granting a bonus (R36).
    Leaf { owner: Player },
}

impl Mark {
    /// The words next to the icon.
    fn label(&self) -> &'static str {
        match self {
            Mark::Parasite { .. } => "parasite, ring in its host's colour (R30)",
            Mark::Launch { .. } => "can launch (R32)",
            Mark::Button { .. } => "button (R32)",
            Mark::Leaf { .. } => "leaf: bonus action (R36)",
        }
    }
}

/// Width of an icon of the marks' legend, with the space after it.
const MARK_ICON: f32 = 34.0;
/// Space between two entries of the marks' legend.
const MARK_GAP: f32 = 16.0;

/// The advanced marks shown on the board, as legend entries laid out in
/// lines: each entry with its left end. Empty when no mark is shown, so a
/// basic game's legend is unchanged.
fn marks_legend(assets: &Assets, status: &Status, player: Player) -> Vec<Vec<(Mark, f32)>> {
    let mut marks = Vec::new();
    if let Some(parasite) = status.parasites.first() {
        marks.push(Mark::Parasite {
            owner: parasite.owner,
            hosts: parasite.hosts.clone(),
        });
    }
    if let Some(button) = status.buttons.iter().find(|b| b.can_launch) {
        marks.push(Mark::Launch {
            owner: button.owner,
        });
    }
    if let Some(button) = status.buttons.iter().find(|b| !b.can_launch) {
        // The mover's own button first, if one cannot launch now.
        let owner = status
            .buttons
            .iter()
            .find(|b| !b.can_launch && b.owner == player)
            .map_or(button.owner, |b| b.owner);
        marks.push(Mark::Button { owner });
    }
    if let Some(leaf) = status.bonus_leaves.first() {
        marks.push(Mark::Leaf { owner: leaf.owner });
    }
    let font = &assets.fonts.regular;
    let mut lines: Vec<Vec<(Mark, f32)>> = Vec::new();
    let mut x = LEFT;
    for mark in marks {
        let width = MARK_ICON + text_width(font, LEGEND_TEXT, mark.label());
        let start_new = lines.is_empty() || x + width > RIGHT;
        if start_new {
            lines.push(Vec::new());
            x = LEFT;
        }
        if let Some(line) = lines.last_mut() {
            line.push((mark, x));
        }
        x += width + MARK_GAP;
    }
    lines
}

/// Draws the icon of `mark` centred on `centre`: a small copy of the
/// board's mark.
fn draw_mark_icon(image: &mut RgbImage, assets: &Assets, centre: (f32, f32), mark: &Mark) {
    let sprout = |owner| Piece {
        owner,
        kind: PieceKind::Sprout,
    };
    match mark {
        Mark::Parasite { owner, hosts } => {
            draw_piece(image, &assets.fonts, centre, sprout(*owner), 0.75);
            draw_host_ring(image, centre, hosts, 0.75);
        }
        Mark::Launch { owner } => {
            draw_star(image, centre, 15.0, player_colour(*owner));
            draw_piece(image, &assets.fonts, centre, sprout(*owner), 0.75);
        }
        Mark::Button { owner } => {
            draw_piece(image, &assets.fonts, centre, sprout(*owner), 0.75);
            draw_button_ticks(image, centre, 0.75);
        }
        Mark::Leaf { owner } => {
            let corners = super::layout::hex_corners(centre, 12.0);
            let bounds = around(centre, 15.0);
            let outline = convex(corners);
            fill(image, bounds, HEX_FILL, 1.0, &outline);
            fill(image, bounds, player_colour(*owner), 1.0, |x, y| {
                outline(x, y).abs() - 1.6
            });
        }
    }
}

/// The legend at the bottom: the advanced marks shown on the board (if
/// any, from `top`), a sprout and a seed, and the edges.
fn legend(
    image: &mut RgbImage,
    assets: &Assets,
    player: Player,
    top: f32,
    marks: &[Vec<(Mark, f32)>],
) {
    let y = LEGEND_Y;
    draw_filled_rect_mut(
        image,
        Rect::at(LEFT as i32, top as i32).of_size((RIGHT - LEFT) as u32, 1),
        HEX_BORDER,
    );
    let body = &assets.fonts.regular;
    for (index, line) in marks.iter().enumerate() {
        let middle = top + 4.0 + MARKS_ROW * (index as f32 + 0.5);
        for (mark, x) in line {
            draw_mark_icon(image, assets, (x + 14.0, middle), mark);
            draw_text(
                image,
                body,
                LEGEND_TEXT,
                (x + MARK_ICON, middle + 6.0),
                Align::Left,
                INK,
                mark.label(),
            );
        }
    }
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
        LEGEND_TEXT,
        (LEFT, y + 50.0),
        Align::Left,
        MUTED,
        "blue edges wrap around · red edges stop",
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::palanquee::Cell;
    use crate::picture::fonts::Fonts;

    fn cell(name: &str) -> Cell {
        name.parse().expect("a cell")
    }

    fn names() -> Vec<String> {
        ["Alice", "Bilal", "Chen", "Dagny", "Émile"]
            .map(String::from)
            .to_vec()
    }

    /// The row as the panel writes it, and whether it had to fall back to
    /// a cut text.
    fn shown(row: &PlantActions, names: &[String]) -> (String, bool) {
        let fonts = Fonts::load().expect("fonts");
        let width = RIGHT - (LEFT + 8.0);
        let texts = row_texts(row, names);
        let text = first_fitting(&fonts.regular, BODY, width, &texts);
        let fits = text_width(&fonts.regular, BODY, &text) <= width;
        (text, fits)
    }

    #[test]
    fn r36_a_plant_row_shows_owed_and_bonus_apart() {
        let row = PlantActions {
            group: Group::Plant {
                seeds: vec![cell("G7")],
            },
            owed: 1,
            bonus: 1,
        };
        assert_eq!(
            shown(&row, &names()),
            (
                "plant of seed G7: 1 action +1 bonus (R36)".to_string(),
                true
            )
        );
        // Three seeds and two bonuses: a shorter form still fits.
        let row = PlantActions {
            group: Group::Plant {
                seeds: vec![cell("G10"), cell("J10"), cell("K11")],
            },
            owed: 3,
            bonus: 2,
        };
        let (text, fits) = shown(&row, &names());
        assert!(fits, "{text}");
        assert!(text.contains("3 actions +2 bonus"), "{text}");
    }

    #[test]
    fn r36_a_plant_row_without_bonus_reads_as_under_the_basic_rules() {
        let row = PlantActions {
            group: Group::Plant {
                seeds: vec![cell("G9"), cell("J9")],
            },
            owed: 2,
            bonus: 0,
        };
        assert_eq!(
            row_texts(&row, &names()),
            vec!["plant of seeds G9, J9: 2 actions".to_string()]
        );
    }

    #[test]
    fn r30_a_parasite_row_names_its_host_and_that_it_must_act() {
        let row = PlantActions {
            group: Group::Parasite {
                sprouts: vec![cell("L6"), cell("L7")],
                hosts: vec![Player::ALL[1]],
            },
            owed: 1,
            bonus: 0,
        };
        assert_eq!(
            shown(&row, &names()),
            (
                "parasite L6 on Bilal: 1 action, must act (R30)".to_string(),
                true
            )
        );
        // Long names give way first: the ring's colour tells the host.
        let long: Vec<String> = ["Alice", "Bartholomew Longname-Smythe"]
            .map(String::from)
            .to_vec();
        let (text, fits) = shown(&row, &long);
        assert!(fits, "{text}");
        assert!(text.starts_with("parasite L6"), "{text}");
        assert!(text.contains("1 action, must act"), "{text}");
        // Acted: nothing more owed, nothing to insist on.
        let acted = PlantActions { owed: 0, ..row };
        let (text, _) = shown(&acted, &names());
        assert_eq!(text, "parasite L6 on Bilal: 0 actions");
    }
}
