//! What the board picture draws once per process and reuses: the fonts,
//! the piece sprites, and the empty board, once per language (its blue
//! bands carry words).

use std::sync::OnceLock;

use image::RgbImage;

use super::board::empty_board;
use super::sprites::PieceSprites;
use crate::language::Language;
use crate::picture::RenderError;
use crate::picture::fonts::Fonts;

/// Everything drawn once per process.
pub(crate) struct Assets {
    /// The two faces.
    pub(crate) fonts: Fonts,
    /// The empty board with its labels and the panel background, per
    /// language (see [`Assets::board`]), each drawn on first use.
    boards: [OnceLock<RgbImage>; Language::ALL.len()],
    /// Every player's sprout and seed.
    pub(crate) pieces: PieceSprites,
}

impl Assets {
    /// The empty board with its bands' words in `language`, drawn the
    /// first time it is asked for and kept.
    pub(crate) fn board(&self, language: Language) -> &RgbImage {
        self.boards[language.index()].get_or_init(|| empty_board(&self.fonts, language))
    }
}

static ASSETS: OnceLock<Result<Assets, String>> = OnceLock::new();

/// The shared assets, prepared on first use; each language's empty board
/// is drawn when first needed ([`Assets::board`]).
pub(crate) fn assets() -> Result<&'static Assets, RenderError> {
    ASSETS
        .get_or_init(|| {
            let fonts = Fonts::load()?;
            let pieces = PieceSprites::new(&fonts);
            Ok(Assets {
                fonts,
                boards: Default::default(),
                pieces,
            })
        })
        .as_ref()
        .map_err(|message| RenderError::Font(message.clone()))
}
