//! The drawing kit every game's picture is made with: anti-aliased shapes
//! from signed distances (`shapes`), the embedded DejaVu Sans (`fonts`)
//! with its glyphs kept once rasterised (`glyphs`), the palette PNG
//! encoder (`encode`) with a palette learnt once for pictures of fixed
//! colours (`fixed_palette`) and a writer that compresses two halves at
//! once (`png_halves`), animated GIFs of a game's pictures
//! (`animation`), the colours of the side panels (`ink`) and
//! [`RenderError`]. It knows no game: each game's `picture`
//! module, in the game's own folder, draws its own pieces with it.

pub mod animation;
mod colour_bins;
pub(crate) mod encode;
mod error;
pub(crate) mod fixed_palette;
pub(crate) mod fonts;
mod glyphs;
pub mod ink;
mod png_halves;
pub(crate) mod shapes;

pub use error::RenderError;
