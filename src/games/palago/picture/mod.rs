//! The picture of a Palago game (PNG): the tiles as the real pieces look
//! (P3, P4, P14), the free cells with the names to type (P13), single
//! holes (P8), the last turn ringed, the winning creature outlined and eyes
//! marked as not counting (P10, P11), and a side panel with the players,
//! the tiles left, the last turn and the result (P12).
//!
//! One file per concept: [`layout`](mod@layout) (the canvas and the view fitted to the
//! table), [`palette`] (colours), `scene` (what to draw, from the game),
//! `tiles` (the tiles, seamless), `marks` (free cells, holes, names,
//! highlight, creature, eyes), `panel` (the side panel) and `texts` (every
//! sentence the picture writes, in English and French). Shapes, fonts and
//! the palette PNG encoder are the shared drawing kit ([`crate::picture`]).
//!
//! Drawing is CPU work of a few milliseconds (see
//! `benches/palago_render.rs`); async callers run it in
//! `tokio::task::spawn_blocking`.
//!
//! ```
//! use palanquee::games::palago::{Game, Options};
//! use palanquee::games::palago::picture::{IMAGE_WIDTH, render_png};
//! use palanquee::language::Language;
//! let mut game = Game::new(Options::default());
//! game.play(&"0,0:1 -1,1:0".parse().unwrap()).unwrap();
//! let png = render_png(&game, ["Alice", "Bob"], None, Language::French).unwrap();
//! let image = image::load_from_memory(&png).unwrap();
//! assert_eq!(image.width(), IMAGE_WIDTH);
//! ```

pub mod layout;
mod marks;
pub mod palette;
mod panel;
mod scene;
mod texts;
mod tiles;

use std::sync::OnceLock;

use image::RgbImage;

use self::palette::TABLE;
use self::scene::Scene;
use super::{Game, Placement};
use crate::language::Language;
use crate::picture::RenderError;
use crate::picture::encode::{Squeeze, indexed_png};
use crate::picture::fonts::Fonts;

pub use self::layout::{IMAGE_HEIGHT, IMAGE_WIDTH, Layout};

/// Everything drawn once per process: the fonts, and for each language
/// the empty pictures, drawn the first time a picture in that language is.
struct Assets {
    fonts: Fonts,
    blanks: [OnceLock<Blanks>; Language::ALL.len()],
}

/// The empty picture in one language (table colour, panel background and
/// legend), one with the legend for the last turn's ring and one for a
/// caller's highlight: every picture starts as a copy of one of them.
struct Blanks {
    plain: RgbImage,
    highlighted: RgbImage,
}

impl Assets {
    /// The empty pictures in `language`, drawn on first use.
    fn blanks(&self, language: Language) -> &Blanks {
        let cell = &self.blanks[language.index()];
        cell.get_or_init(|| {
            let blank = |highlighted| {
                let mut image = RgbImage::from_pixel(IMAGE_WIDTH, IMAGE_HEIGHT, TABLE);
                panel::draw_background(&mut image);
                panel::draw_legend(&mut image, &self.fonts, highlighted, language);
                image
            };
            Blanks {
                plain: blank(false),
                highlighted: blank(true),
            }
        })
    }
}

static ASSETS: OnceLock<Result<Assets, String>> = OnceLock::new();

/// The shared assets, prepared on first use.
fn assets() -> Result<&'static Assets, RenderError> {
    ASSETS
        .get_or_init(|| {
            Ok(Assets {
                fonts: Fonts::load()?,
                blanks: std::array::from_fn(|_| OnceLock::new()),
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
/// draft turn before it is played. `language` is the panel's and the
/// legend's (the table itself has no words, only cell names, P13).
pub fn render_image(
    game: &Game,
    names: [&str; 2],
    highlight: Option<&[Placement]>,
    language: Language,
) -> Result<RgbImage, RenderError> {
    let assets = assets()?;
    let scene = Scene::new(game, highlight);
    let layout = scene.layout();
    let labels = marks::choose_labels(&assets.fonts.bold, &scene, layout.hex_size());
    let blanks = assets.blanks(language);
    let mut image = if scene.chosen_highlight {
        blanks.highlighted.clone()
    } else {
        blanks.plain.clone()
    };
    marks::draw_free_cells(&mut image, &assets.fonts, &scene, &layout, labels);
    tiles::draw_tiles(&mut image, &scene, &layout);
    marks::draw_eyes(&mut image, &scene, &layout);
    marks::draw_highlights(&mut image, &scene, &layout);
    if labels == marks::Labels::Hidden {
        marks::draw_origin_mark(&mut image, &layout);
    }
    marks::draw_creatures(&mut image, &scene, &layout);
    panel::draw_panel(&mut image, &assets.fonts, &scene, names, labels, language);
    Ok(image)
}

/// The picture of `game` as PNG bytes (an 8-bit palette PNG, see
/// [`render_image`] for the arguments): under 250 KB for a full table.
pub fn render_png(
    game: &Game,
    names: [&str; 2],
    highlight: Option<&[Placement]>,
    language: Language,
) -> Result<Vec<u8>, RenderError> {
    encode_png(&render_image(game, names, highlight, language)?)
}

/// Encodes a Palago picture as PNG: an 8-bit palette PNG compressed for
/// speed, which suits its large flat areas (see `render/encode.rs`).
pub fn encode_png(image: &RgbImage) -> Result<Vec<u8>, RenderError> {
    indexed_png(image, Squeeze::Fast)
}
