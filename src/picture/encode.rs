//! PNG encoding of the picture as an indexed (palette) image.
//!
//! An anti-aliased board holds a few thousand distinct colours, but 96% of
//! its pixels use fewer than 256 (flat fills, the ramps of the common
//! edges). Measured on a crowded board (1240×879): RGB with fast
//! compression is about 550 KB, RGB at the default level about 270 KB but
//! 45 ms; 256 colours with level-1 deflate and no filter about 100 KB in
//! under 3 ms. So the picture is quantised to at most 256 colours and
//! written as an 8-bit palette PNG, compressed as the caller's picture
//! suits ([`Squeeze`]).
//!
//! The picture is read once, as runs of one colour (a full Palago table
//! has about 36,000 runs for 960,000 pixels): the bins are counted and the
//! indices written per run, not per pixel.
//!
//! Quantisation: colours are binned at 5 bits per channel; the 256 fullest
//! bins become the palette (each the first colour met in it, so flat
//! colours stay exact; other pixels of the bin move by at most 7 per
//! channel) and every other bin maps to its nearest palette colour. The
//! `png` crate (the one `image` uses) writes the indices with their
//! palette.
//!
//! Pictures that always draw with the same colours (the Palanquée board)
//! skip the per-picture palette: [`fixed_palette_png`] looks each pixel up
//! in a palette learnt once (`fixed_palette.rs`), copies the indices of
//! what is still the empty board, and compresses the two halves at once
//! (`png_halves.rs`).

use image::RgbImage;

use super::colour_bins::{BINS, Indexed, PALETTE_SIZE, bin, nearest, runs};
use super::error::RenderError;
use super::fixed_palette::{Backdrop, FixedPalette};
use super::png_halves;

/// How hard the compression works: time against bytes.
///
/// Measured on this project's 2-core machine (release), with the palette
/// already built: a crowded Palanquée board (1240×879, many anti-aliased
/// edges and labels) takes 120 KB in about 5 ms at deflate level 1 with no
/// filter, but 256 KB with [`Squeeze::Fast`]; a full Palago table
/// (1200×800, flat tiles) takes 61 KB in about 1 ms with `Fast` against
/// 59 KB in 5 ms at level 1.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Squeeze {
    /// `fdeflate`'s ultra-fast mode over rows filtered by "up": for
    /// pictures of large flat areas.
    Fast,
    /// zlib level 1 over unfiltered rows: for busy pictures.
    Small,
}

impl Squeeze {
    fn settings(self) -> (png::DeflateCompression, png::Filter) {
        match self {
            Squeeze::Fast => (png::DeflateCompression::FdeflateUltraFast, png::Filter::Up),
            Squeeze::Small => (png::DeflateCompression::Level(1), png::Filter::NoFilter),
        }
    }
}

/// Reduces `image` to at most 256 colours (see the module docs).
fn quantise(image: &RgbImage) -> Indexed {
    quantise_to(image, PALETTE_SIZE)
}

/// Reduces `image` to at most `colours` colours (at most 256), as
/// [`quantise`] does.
pub(crate) fn quantise_to(image: &RgbImage, colours: usize) -> Indexed {
    let pixels = image.as_raw();
    // The image is read once, into runs: a few percent of its size.
    let runs: Vec<([u8; 3], usize)> = runs(pixels).collect();
    let mut counts = vec![0u32; BINS];
    // The first colour met in each bin stands for it: flat colours, which
    // fill their bins, come out exact.
    let mut first = vec![[0u8; 3]; BINS];
    for &(colour, length) in &runs {
        let bin = bin(colour);
        if counts[bin] == 0 {
            first[bin] = colour;
        }
        counts[bin] += length as u32;
    }
    let mut occupied: Vec<usize> = (0..BINS).filter(|&bin| counts[bin] > 0).collect();
    occupied.sort_unstable_by_key(|&bin| std::cmp::Reverse(counts[bin]));
    let palette: Vec<[u8; 3]> = occupied
        .iter()
        .take(colours.min(PALETTE_SIZE))
        .map(|&bin| first[bin])
        .collect();
    let mut lookup = vec![0u8; BINS];
    for (rank, &bin) in occupied.iter().enumerate() {
        lookup[bin] = if rank < palette.len() {
            rank as u8
        } else {
            nearest(&palette, first[bin])
        };
    }
    let mut indices = Vec::with_capacity(pixels.len() / 3);
    for (colour, length) in runs {
        let index = lookup[bin(colour)];
        indices.extend(std::iter::repeat_n(index, length));
    }
    Indexed { palette, indices }
}

/// Encodes `image` as an indexed PNG of at most 256 colours (see the
/// module docs for why and how), compressed as `squeeze` says.
pub(crate) fn indexed_png(image: &RgbImage, squeeze: Squeeze) -> Result<Vec<u8>, RenderError> {
    palette_png(&quantise(image), image.dimensions(), squeeze)
}

/// Encodes `image`, drawn over `backdrop`, as an indexed PNG in
/// `palette`, learnt beforehand (see `fixed_palette.rs`), at zlib level 1
/// over unfiltered rows (as [`Squeeze::Small`]), its two halves on two
/// cores (see `png_halves.rs`).
pub(crate) fn fixed_palette_png(
    image: &RgbImage,
    palette: &FixedPalette,
    backdrop: &Backdrop<'_>,
) -> Result<Vec<u8>, RenderError> {
    png_halves::palette_png_in_halves(image.dimensions(), palette.colours(), |y, out| {
        palette.push_row(image, y, backdrop, out)
    })
}

/// Writes `indexed`, a picture of `width` × `height`, as a palette PNG.
fn palette_png(
    indexed: &Indexed,
    (width, height): (u32, u32),
    squeeze: Squeeze,
) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(indexed.indices.len() / 8);
    let mut encoder = png::Encoder::new(&mut out, width, height);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_palette(indexed.palette.concat());
    let (compression, filter) = squeeze.settings();
    encoder.set_deflate_compression(compression);
    encoder.set_filter(filter);
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&indexed.indices)?;
    writer.finish()?;
    Ok(out)
}
