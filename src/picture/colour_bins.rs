//! Colour bins, shared by both quantisers (the adaptive one in
//! `encode.rs`, the learnt one in `fixed_palette.rs`): colours binned at 5
//! bits per channel, the nearest palette colour as the eye weighs it, and
//! a picture as palette indices, and a picture read as runs of one
//! colour.

/// Number of colour bins: 5 bits per channel.
pub(crate) const BINS: usize = 1 << 15;
/// Most colours a palette PNG holds at 8 bits per pixel.
pub(crate) const PALETTE_SIZE: usize = 256;

/// The bin of an RGB pixel.
pub(crate) fn bin(pixel: [u8; 3]) -> usize {
    (usize::from(pixel[0] >> 3) << 10)
        | (usize::from(pixel[1] >> 3) << 5)
        | usize::from(pixel[2] >> 3)
}

/// An image as palette indices.
pub(crate) struct Indexed {
    /// The colours, at most as many as asked.
    pub(crate) palette: Vec<[u8; 3]>,
    /// One palette index per pixel, row by row.
    pub(crate) indices: Vec<u8>,
}

/// The index of the palette colour nearest to `colour`, weighting green
/// most as the eye does.
pub(crate) fn nearest(palette: &[[u8; 3]], colour: [u8; 3]) -> u8 {
    let [r, g, b] = colour.map(i32::from);
    let mut best = (i32::MAX, 0u8);
    for (index, entry) in palette.iter().enumerate() {
        let [dr, dg, db] = [entry[0], entry[1], entry[2]].map(i32::from);
        let (dr, dg, db) = (dr - r, dg - g, db - b);
        let distance = 2 * dr * dr + 4 * dg * dg + 3 * db * db;
        if distance < best.0 {
            best = (distance, index as u8);
        }
    }
    best.1
}

/// The image's pixels in runs of one colour: `(colour, length)`. Flat
/// fills make long runs, so the per-colour work is done once per run.
pub(crate) fn runs(pixels: &[u8]) -> impl Iterator<Item = ([u8; 3], usize)> + '_ {
    let mut start = 0;
    std::iter::from_fn(move || {
        let colour = <[u8; 3]>::try_from(pixels.get(start..start + 3)?).ok()?;
        let length = run_length(pixels, start);
        start += length * 3;
        Some((colour, length))
    })
}

/// The number of pixels of the run starting at byte `start`: a run goes
/// on while each byte equals the byte three before it (the same channel
/// of the previous pixel), compared eight bytes at a time.
fn run_length(pixels: &[u8], start: usize) -> usize {
    let word = |at: usize| {
        pixels
            .get(at..at + 8)
            .and_then(|bytes| <[u8; 8]>::try_from(bytes).ok())
            .map(u64::from_ne_bytes)
    };
    let mut end = start + 3;
    while let (Some(here), Some(before)) = (word(end), word(end - 3)) {
        if here != before {
            break;
        }
        end += 8;
    }
    while end < pixels.len() && pixels[end] == pixels[end - 3] {
        end += 1;
    }
    (end - start) / 3
}
