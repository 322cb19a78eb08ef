//! PNG encoding of the picture as an indexed (palette) image.
//!
//! An anti-aliased board holds a few thousand distinct colours, but 96% of
//! its pixels use fewer than 256 (flat fills, the ramps of the common
//! edges). Measured on a crowded board (1240×879): RGB with fast
//! compression is about 550 KB, RGB at the default level about 270 KB but
//! 45 ms; 256 colours with level-1 deflate and no filter about 100 KB in
//! under 3 ms. So the picture is quantised to at most 256 colours and
//! written as an 8-bit palette PNG.
//!
//! Quantisation: colours are binned at 5 bits per channel; the 256 fullest
//! bins become the palette (each the first colour met in it, so flat
//! colours stay exact; other pixels of the bin move by at most 7 per
//! channel) and every other bin maps to its nearest palette colour. The `image` crate writes no palette PNG, so the
//! indices are compressed as an 8-bit greyscale PNG (identical pixel data
//! layout) and the header is then marked indexed with a `PLTE` chunk
//! inserted: both are plain PNG rules (ISO/IEC 15948, chunks `IHDR`,
//! `PLTE`), checked by decoding in the tests.

use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder, RgbImage};

use super::picture::RenderError;

/// Number of colour bins: 5 bits per channel.
const BINS: usize = 1 << 15;
/// Most colours a palette PNG holds at 8 bits per pixel.
const PALETTE_SIZE: usize = 256;
/// The PNG file signature.
const SIGNATURE: &[u8; 8] = b"\x89PNG\r\n\x1a\n";
/// IHDR colour type of an indexed image.
const INDEXED: u8 = 3;

/// The bin of an RGB pixel.
fn bin(pixel: &[u8]) -> usize {
    (usize::from(pixel[0] >> 3) << 10)
        | (usize::from(pixel[1] >> 3) << 5)
        | usize::from(pixel[2] >> 3)
}

/// An image as palette indices.
struct Indexed {
    palette: Vec<[u8; 3]>,
    indices: Vec<u8>,
}

/// Reduces `image` to at most 256 colours (see the module docs).
fn quantise(image: &RgbImage) -> Indexed {
    let pixels = image.as_raw();
    let mut counts = vec![0u32; BINS];
    // The first colour met in each bin stands for it: flat colours, which
    // fill their bins, come out exact.
    let mut first = vec![[0u8; 3]; BINS];
    // Counted by runs of one bin: long runs of a flat colour would
    // otherwise make every increment wait for the previous one.
    let mut run: Option<(usize, u32)> = None;
    for pixel in pixels.chunks_exact(3) {
        let bin = bin(pixel);
        match run.as_mut() {
            Some((current, length)) if *current == bin => *length += 1,
            _ => {
                if let Some((done, length)) = run {
                    counts[done] += length;
                }
                if counts[bin] == 0 {
                    first[bin] = [pixel[0], pixel[1], pixel[2]];
                }
                run = Some((bin, 1));
            }
        }
    }
    if let Some((done, length)) = run {
        counts[done] += length;
    }
    let mut occupied: Vec<usize> = (0..BINS).filter(|&bin| counts[bin] > 0).collect();
    occupied.sort_unstable_by_key(|&bin| std::cmp::Reverse(counts[bin]));
    let palette: Vec<[u8; 3]> = occupied
        .iter()
        .take(PALETTE_SIZE)
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
    let mut indices = vec![0u8; pixels.len() / 3];
    for (index, pixel) in indices.iter_mut().zip(pixels.chunks_exact(3)) {
        *index = lookup[bin(pixel)];
    }
    Indexed { palette, indices }
}

/// The index of the palette colour nearest to `colour`, weighting green
/// most as the eye does.
fn nearest(palette: &[[u8; 3]], colour: [u8; 3]) -> u8 {
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

/// CRC-32 of PNG chunks (ISO 3309, as the PNG standard specifies).
fn crc32(parts: &[&[u8]]) -> u32 {
    static TABLE: std::sync::OnceLock<[u32; 256]> = std::sync::OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut table = [0u32; 256];
        for (n, entry) in table.iter_mut().enumerate() {
            let mut c = n as u32;
            for _ in 0..8 {
                c = if c & 1 == 1 {
                    0xEDB8_8320 ^ (c >> 1)
                } else {
                    c >> 1
                };
            }
            *entry = c;
        }
        table
    });
    let mut crc = 0xFFFF_FFFFu32;
    for part in parts {
        for &byte in *part {
            crc = table[((crc ^ u32::from(byte)) & 0xFF) as usize] ^ (crc >> 8);
        }
    }
    crc ^ 0xFFFF_FFFF
}

/// Appends a chunk of type `kind` holding `data`.
fn push_chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    out.extend_from_slice(&crc32(&[kind, data]).to_be_bytes());
}

/// Rewrites an 8-bit greyscale PNG of palette indices as an indexed PNG
/// with `palette`: IHDR's colour type becomes 3 and a PLTE chunk goes
/// before the first IDAT.
fn greyscale_to_indexed(grey: &[u8], palette: &[[u8; 3]]) -> Result<Vec<u8>, RenderError> {
    let body = grey
        .strip_prefix(SIGNATURE)
        .ok_or(RenderError::PngLayout("no PNG signature"))?;
    let mut out = Vec::with_capacity(grey.len() + palette.len() * 3 + 12);
    out.extend_from_slice(SIGNATURE);
    let mut rest = body;
    let mut palette_written = false;
    while !rest.is_empty() {
        let length = rest
            .get(..4)
            .and_then(|b| <[u8; 4]>::try_from(b).ok())
            .map(u32::from_be_bytes)
            .ok_or(RenderError::PngLayout("truncated chunk length"))? as usize;
        let chunk = rest
            .get(..12 + length)
            .ok_or(RenderError::PngLayout("truncated chunk"))?;
        let kind: [u8; 4] = chunk[4..8]
            .try_into()
            .map_err(|_| RenderError::PngLayout("chunk type"))?;
        let data = &chunk[8..8 + length];
        match &kind {
            b"IHDR" => {
                // width, height, bit depth 8, colour type 0 (greyscale), ...
                if data.len() != 13 || data[8] != 8 || data[9] != 0 {
                    return Err(RenderError::PngLayout("not an 8-bit greyscale header"));
                }
                let mut header = data.to_vec();
                header[9] = INDEXED;
                push_chunk(&mut out, b"IHDR", &header);
            }
            b"IDAT" if !palette_written => {
                let flat: Vec<u8> = palette.iter().flatten().copied().collect();
                push_chunk(&mut out, b"PLTE", &flat);
                palette_written = true;
                out.extend_from_slice(chunk);
            }
            _ => out.extend_from_slice(chunk),
        }
        rest = &rest[12 + length..];
    }
    if palette_written {
        Ok(out)
    } else {
        Err(RenderError::PngLayout("no image data"))
    }
}

/// Encodes `image` as an indexed PNG of at most 256 colours (see the
/// module docs for why and how).
pub(crate) fn indexed_png(image: &RgbImage) -> Result<Vec<u8>, RenderError> {
    let indexed = quantise(image);
    let mut grey = Vec::with_capacity(indexed.indices.len() / 6);
    PngEncoder::new_with_quality(&mut grey, CompressionType::Level(1), FilterType::NoFilter)
        .write_image(
            &indexed.indices,
            image.width(),
            image.height(),
            ExtendedColorType::L8,
        )?;
    greyscale_to_indexed(&grey, &indexed.palette)
}
