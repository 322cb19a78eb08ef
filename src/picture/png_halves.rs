//! A palette PNG whose two halves are indexed and compressed at once, on
//! two cores.
//!
//! Deflating a busy board's indices at level 1 is about half of encoding
//! it (the other half is finding each pixel's palette index). A deflate
//! stream can be cut where the compressor is flushed to a byte boundary
//! ("sync flush"): the top half's stream, flushed, followed by the bottom
//! half's, finished, is one valid stream, a few bytes larger than one made
//! at once (the bottom half cannot refer back to the top). The zlib
//! checksum (Adler-32) of the whole is combined from the halves'. So each
//! half goes on its own thread and the picture is ready in about half the
//! time; the bytes are the same whether the halves ran at once or one
//! after the other (on a single core they run one after the other).
//!
//! The file is written here rather than by the `png` crate, which takes
//! one stream: the signature, then the `IHDR`, `PLTE`, `IDAT` and `IEND`
//! chunks, each with its CRC-32 (PNG specification, 3rd edition, 5.3 and
//! 11.2). Rows are not filtered (filter type 0), as measured best for
//! these pictures (`encode.rs`).

use std::sync::OnceLock;

use flate2::{Compress, Compression, FlushCompress, Status};

use super::RenderError;

/// The PNG file signature.
const SIGNATURE: [u8; 8] = *b"\x89PNG\r\n\x1a\n";
/// A zlib header: deflate with a 32 KB window, "fastest" level, no
/// dictionary (RFC 1950; the check bits make it a multiple of 31).
const ZLIB_HEADER: [u8; 2] = [0x78, 0x01];
/// PNG filter type "None", at the start of every row.
const NO_FILTER: u8 = 0;
/// The deflate level: zlib's fastest, as measured in `encode.rs`.
const LEVEL: u32 = 1;

/// One half's compressed rows and the Adler-32 of its uncompressed rows.
struct Half {
    deflated: Vec<u8>,
    adler: u32,
    length: u64,
}

/// Writes a `width` × `height` palette PNG of `palette` (at most 256
/// colours) whose row `y` of indices `row(y, out)` appends to `out`. The
/// top and bottom halves are made on two threads when the machine has
/// two cores.
pub(crate) fn palette_png_in_halves<F>(
    (width, height): (u32, u32),
    palette: &[[u8; 3]],
    row: F,
) -> Result<Vec<u8>, RenderError>
where
    F: Fn(u32, &mut Vec<u8>) + Sync,
{
    let middle = height / 2;
    let (top, bottom) = if two_cores() && middle > 0 {
        std::thread::scope(|scope| {
            let bottom = scope.spawn(|| half(width, middle..height, &row, FlushCompress::Finish));
            let top = half(width, 0..middle, &row, FlushCompress::Sync);
            let bottom = bottom
                .join()
                .unwrap_or_else(|panic| std::panic::resume_unwind(panic));
            (top, bottom)
        })
    } else {
        let top = half(width, 0..middle, &row, FlushCompress::Sync);
        (
            top,
            half(width, middle..height, &row, FlushCompress::Finish),
        )
    };
    let (top, bottom) = (top?, bottom?);
    let adler = zlib_rs::adler32::adler32_combine(top.adler, bottom.adler, bottom.length);
    let mut data = Vec::with_capacity(top.deflated.len() + bottom.deflated.len() + 6);
    data.extend_from_slice(&ZLIB_HEADER);
    data.extend_from_slice(&top.deflated);
    data.extend_from_slice(&bottom.deflated);
    data.extend_from_slice(&adler.to_be_bytes());
    let mut file = Vec::with_capacity(data.len() + 1024);
    file.extend_from_slice(&SIGNATURE);
    chunk(&mut file, b"IHDR", &header(width, height));
    chunk(&mut file, b"PLTE", &palette.concat());
    chunk(&mut file, b"IDAT", &data);
    chunk(&mut file, b"IEND", &[]);
    Ok(file)
}

/// Whether this process may run on more than one core, asked of the
/// system once (it reads the scheduler's affinity and the cgroup quota).
fn two_cores() -> bool {
    static TWO_CORES: OnceLock<bool> = OnceLock::new();
    *TWO_CORES
        .get_or_init(|| std::thread::available_parallelism().is_ok_and(|cores| cores.get() > 1))
}

/// The rows `rows`, each after its filter byte, deflated and ended with
/// `flush`.
fn half<F>(
    width: u32,
    rows: std::ops::Range<u32>,
    row: &F,
    flush: FlushCompress,
) -> Result<Half, RenderError>
where
    F: Fn(u32, &mut Vec<u8>),
{
    let mut raw = Vec::with_capacity((width as usize + 1) * rows.len());
    for y in rows {
        raw.push(NO_FILTER);
        row(y, &mut raw);
    }
    let deflated = deflate(&raw, flush)?;
    Ok(Half {
        deflated,
        adler: zlib_rs::adler32::adler32(1, &raw),
        length: raw.len() as u64,
    })
}

/// `raw` as a raw deflate stream (no zlib header), ended with `flush`:
/// `Sync` leaves it open and byte-aligned, `Finish` closes it.
fn deflate(raw: &[u8], flush: FlushCompress) -> Result<Vec<u8>, RenderError> {
    let mut compressor = Compress::new(Compression::new(LEVEL), false);
    let mut out = Vec::with_capacity(raw.len() / 8 + 64);
    let mut input = raw;
    loop {
        if out.capacity() - out.len() < 64 {
            out.reserve(out.capacity());
        }
        let before = compressor.total_in();
        let status = compressor.compress_vec(input, &mut out, flush)?;
        let consumed = (compressor.total_in() - before) as usize;
        input = input.get(consumed..).unwrap_or_default();
        let room_left = out.len() < out.capacity();
        let done = match flush {
            FlushCompress::Finish => status == Status::StreamEnd,
            _ => input.is_empty() && room_left,
        };
        if done {
            return Ok(out);
        }
    }
}

/// The `IHDR` chunk's data: size, 8 bits per index, colour type 3
/// (palette), deflate, adaptive filtering, no interlace.
fn header(width: u32, height: u32) -> Vec<u8> {
    let mut data = Vec::with_capacity(13);
    data.extend_from_slice(&width.to_be_bytes());
    data.extend_from_slice(&height.to_be_bytes());
    data.extend_from_slice(&[8, 3, 0, 0, 0]);
    data
}

/// Appends a chunk: length, type, data, CRC-32 of type and data.
fn chunk(file: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    file.extend_from_slice(&(data.len() as u32).to_be_bytes());
    file.extend_from_slice(kind);
    file.extend_from_slice(data);
    let mut crc = crc32fast::Hasher::new();
    crc.update(kind);
    crc.update(data);
    file.extend_from_slice(&crc.finalize().to_be_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A picture of `width` × `height` indices with some structure.
    fn index_at(x: u32, y: u32) -> u8 {
        ((x / 7 + y / 3) % 5) as u8 + u8::from(x.is_multiple_of(11))
    }

    fn encode(width: u32, height: u32) -> Vec<u8> {
        let palette: Vec<[u8; 3]> = (0..6u8).map(|i| [i * 40, 255 - i * 40, i]).collect();
        palette_png_in_halves((width, height), &palette, |y, out| {
            out.extend((0..width).map(|x| index_at(x, y)));
        })
        .expect("encodes")
    }

    #[test]
    fn the_png_crate_decodes_every_index_back() {
        for (width, height) in [(1240, 879), (5, 1), (1, 2), (33, 17)] {
            let bytes = encode(width, height);
            let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
            let mut reader = decoder.read_info().expect("a PNG header");
            let mut buffer = vec![0; reader.output_buffer_size().expect("a size")];
            let frame = reader.next_frame(&mut buffer).expect("a frame");
            assert_eq!((frame.width, frame.height), (width, height));
            assert_eq!(frame.color_type, png::ColorType::Indexed);
            for y in 0..height {
                for x in 0..width {
                    let at = (y * width + x) as usize;
                    assert_eq!(buffer[at], index_at(x, y), "({x}, {y}) of {width}×{height}");
                }
            }
        }
    }

    #[test]
    fn the_palette_comes_back_with_its_colours() {
        let bytes = encode(8, 8);
        let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        let reader = decoder.read_info().expect("a PNG header");
        let palette = reader.info().palette.as_ref().expect("a palette");
        assert_eq!(&palette[..6], &[0, 255, 0, 40, 215, 1]);
    }
}
