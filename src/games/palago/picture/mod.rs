//! The picture of a Palago game (PNG): the tiles as the real pieces look
//! (P3, P4, P14), the free cells with the names to type (P13), single
//! holes (P8), the last turn ringed, the winning creature outlined and eyes
//! marked as not counting (P10, P11), and a side panel with the players,
//! the tiles left, the last turn and the result (P12).
//!
//! One file per concept: [`layout`](mod@layout) (the canvas and the view fitted to the
//! table), [`palette`] (colours), `scene` (what to draw, from the game),
//! `tiles` (the tiles, seamless), `marks` (free cells, holes, names,
//! highlight, creature, eyes) and `panel` (the side panel). Shapes, fonts
//! and the palette PNG encoder are the shared drawing kit ([`crate::picture`]).
//!
//! Drawing is CPU work of a few milliseconds (see
//! `benches/palago_render.rs`); async callers run it in
//! `tokio::task::spawn_blocking`.
//!
//! ```
//! use palanquee::games::palago::{Game, Options};
//! use palanquee::games::palago::picture::{IMAGE_WIDTH, render_png};
//! let mut game = Game::new(Options::default());
//! game.play(&"0,0:1 -1,1:0".parse().unwrap()).unwrap();
//! let png = render_png(&game, ["Alice", "Bob"], None).unwrap();
//! let image = image::load_from_memory(&png).unwrap();
//! assert_eq!(image.width(), IMAGE_WIDTH);
//! ```

pub mod layout;
mod marks;
pub mod palette;
mod panel;
mod scene;
mod tiles;

use std::sync::OnceLock;

use image::RgbImage;

use self::palette::TABLE;
use self::scene::Scene;
use super::{Game, Placement};
use crate::picture::RenderError;
use crate::picture::encode::{Squeeze, indexed_png};
use crate::picture::fonts::Fonts;

pub use self::layout::{IMAGE_HEIGHT, IMAGE_WIDTH, Layout};

/// Everything drawn once per process: the fonts and the empty picture
/// (table colour, panel background and legend), one with the legend for
/// the last turn's ring and one for a caller's highlight.
struct Assets {
    fonts: Fonts,
    blank: RgbImage,
    blank_highlighted: RgbImage,
}

static ASSETS: OnceLock<Result<Assets, String>> = OnceLock::new();

/// The shared assets, prepared on first use.
fn assets() -> Result<&'static Assets, RenderError> {
    ASSETS
        .get_or_init(|| {
            let fonts = Fonts::load()?;
            let blank = |highlighted| {
                let mut image = RgbImage::from_pixel(IMAGE_WIDTH, IMAGE_HEIGHT, TABLE);
                panel::draw_background(&mut image);
                panel::draw_legend(&mut image, &fonts, highlighted);
                image
            };
            let (blank, blank_highlighted) = (blank(false), blank(true));
            Ok(Assets {
                fonts,
                blank,
                blank_highlighted,
            })
        })
        .as_ref()
        .map_err(|message| RenderError::Font(message.clone()))
}

/// The view the picture of `game` uses: where each cell stands and how
/// large, for reading a picture (tests, a bot mapping a tap to a cell).
/// `highlight` as for [`render_image`]: draft tiles are part of the view.
#[must_use]
pub fn layout(game: &Game, highlight: Option<&[Placement]>) -> Layout {
    Scene::new(game, highlight).layout()
}

/// The picture of `game` as an image of [`IMAGE_WIDTH`] × [`IMAGE_HEIGHT`].
///
/// `names` are White's and Blue's (an empty name shows the colour's name).
/// `highlight` is the tiles to ring: `None` rings the last turn's; a
/// placement on a free cell is drawn as a tile too, so a bot can show a
/// draft turn before it is played.
pub fn render_image(
    game: &Game,
    names: [&str; 2],
    highlight: Option<&[Placement]>,
) -> Result<RgbImage, RenderError> {
    let assets = assets()?;
    let scene = Scene::new(game, highlight);
    let layout = scene.layout();
    let labels = marks::choose_labels(&assets.fonts.bold, &scene, layout.hex_size());
    let mut image = if scene.chosen_highlight {
        assets.blank_highlighted.clone()
    } else {
        assets.blank.clone()
    };
    marks::draw_free_cells(&mut image, &assets.fonts, &scene, &layout, labels);
    tiles::draw_tiles(&mut image, &scene, &layout);
    marks::draw_eyes(&mut image, &scene, &layout);
    marks::draw_highlights(&mut image, &scene, &layout);
    if labels == marks::Labels::Hidden {
        marks::draw_origin_mark(&mut image, &layout);
    }
    marks::draw_creatures(&mut image, &scene, &layout);
    panel::draw_panel(&mut image, &assets.fonts, &scene, names, labels);
    Ok(image)
}

/// The picture of `game` as PNG bytes (an 8-bit palette PNG, see
/// [`render_image`] for the arguments): under 250 KB for a full table.
pub fn render_png(
    game: &Game,
    names: [&str; 2],
    highlight: Option<&[Placement]>,
) -> Result<Vec<u8>, RenderError> {
    encode_png(&render_image(game, names, highlight)?)
}

/// Encodes a Palago picture as PNG: an 8-bit palette PNG compressed for
/// speed, which suits its large flat areas (see `render/encode.rs`).
pub fn encode_png(image: &RgbImage) -> Result<Vec<u8>, RenderError> {
    indexed_png(image, Squeeze::Fast)
}
