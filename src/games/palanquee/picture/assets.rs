//! What the board picture draws once per process and reuses: the fonts,
//! the empty board and the piece sprites.

use std::sync::OnceLock;

use image::RgbImage;

use super::board::empty_board;
use super::sprites::PieceSprites;
use crate::picture::RenderError;
use crate::picture::fonts::Fonts;

/// Everything drawn once per process.
pub(crate) struct Assets {
    /// The two faces.
    pub(crate) fonts: Fonts,
    /// The empty board with its labels and the panel background.
    pub(crate) board: RgbImage,
    /// Every player's sprout and seed.
    pub(crate) pieces: PieceSprites,
}

static ASSETS: OnceLock<Result<Assets, String>> = OnceLock::new();

/// The shared assets, prepared on first use.
pub(crate) fn assets() -> Result<&'static Assets, RenderError> {
    ASSETS
        .get_or_init(|| {
            let fonts = Fonts::load()?;
            let board = empty_board(&fonts);
            let pieces = PieceSprites::new(&fonts);
            Ok(Assets {
                fonts,
                board,
                pieces,
            })
        })
        .as_ref()
        .map_err(|message| RenderError::Font(message.clone()))
}
