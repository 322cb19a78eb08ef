//! Animated GIFs: a game's pictures turn after turn, played inline by
//! Discord, within a size limit. The pictures come from the game (each
//! game draws its own); this module knows no game.
//!
//! Each frame is shrunk by a whole factor (a box filter: fast, and sharp
//! enough for a board), reduced to 255 colours with the palette PNG's
//! quantiser, and written with its own palette. A pixel that shows the
//! same colour as in the frame before is written as the transparent
//! index, and only the rectangle holding changes is stored: a turn
//! changes a few cells and the panel, so most of a frame is a run of one
//! index, which GIF's LZW stores in a few bytes.
//!
//! Too large for the limit, the animation is made again smaller, then
//! with fewer frames (every second turn, every fourth…, always ending on
//! the last turn): [`Animation`] says what was done, for the reply to say.

use std::borrow::Cow;

use image::RgbImage;

use super::RenderError;
use super::encode::quantise_to;

/// How an animation is paced and how large it may be.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct AnimationLimits {
    /// The most bytes the file may take (Discord's attachment limit).
    pub max_bytes: usize,
    /// How long each turn's frame shows, in hundredths of a second.
    pub frame_cs: u16,
    /// How long the last picture stays before the animation starts
    /// again, in hundredths of a second.
    pub pause_cs: u16,
}

/// An animated GIF, and how it was fitted into the limit.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Animation {
    /// The GIF file.
    pub bytes: Vec<u8>,
    /// Frames in the file: the turns shown, then the final pause.
    pub frames: usize,
    /// One turn in `every` is shown (1: all of them); the last always is.
    pub every: usize,
    /// The pictures' size was divided by this.
    pub shrink: u32,
}

/// The index written for "as in the frame before".
const TRANSPARENT: u8 = 255;

/// The sizes and frame steps tried, in order, as factors of the first
/// step (see [`animate`]).
const LADDER: [(u32, usize); 6] = [(2, 1), (3, 1), (3, 2), (4, 2), (4, 4), (4, 8)];

/// Animates the pictures that `frames` makes (one per turn, made afresh
/// for each try), `turns` of them, within `limits`. Long games start with
/// one frame in `ceil(turns / 200)`; then each [`LADDER`] rung is tried
/// until the file fits.
pub fn animate<I>(
    frames: impl Fn() -> I,
    turns: usize,
    limits: &AnimationLimits,
) -> Result<Animation, RenderError>
where
    I: Iterator<Item = Result<RgbImage, RenderError>>,
{
    let first_step = turns.div_ceil(200).max(1);
    let mut last_size = 0;
    for (shrink, step) in LADDER {
        let animation = encode(frames(), shrink, first_step * step, limits)?;
        if animation.bytes.len() <= limits.max_bytes {
            return Ok(animation);
        }
        last_size = animation.bytes.len();
    }
    Err(RenderError::TooLarge {
        bytes: last_size,
        limit: limits.max_bytes,
    })
}

/// One try: every `every`-th frame and the last, shrunk by `shrink`.
fn encode<I>(
    frames: I,
    shrink: u32,
    every: usize,
    limits: &AnimationLimits,
) -> Result<Animation, RenderError>
where
    I: Iterator<Item = Result<RgbImage, RenderError>>,
{
    let mut writer: Option<FrameWriter> = None;
    let mut frames = frames.enumerate().peekable();
    while let Some((index, frame)) = frames.next() {
        let is_last = frames.peek().is_none();
        if !is_last && (index + 1) % every != 0 {
            continue;
        }
        let small = shrink_by(&frame?, shrink);
        match &mut writer {
            Some(writer) => writer.write(&small, limits.frame_cs)?,
            None => writer = Some(FrameWriter::start(&small, limits.frame_cs)?),
        }
    }
    let Some(writer) = writer else {
        return Err(RenderError::NoFrames);
    };
    let (bytes, frames) = writer.finish(limits.pause_cs)?;
    Ok(Animation {
        bytes,
        frames,
        every,
        shrink,
    })
}

/// The GIF being written, and what the viewer shows so far.
struct FrameWriter {
    encoder: gif::Encoder<Vec<u8>>,
    width: u32,
    /// The colour shown at each pixel after the frames written so far.
    shown: Vec<[u8; 3]>,
    frames: usize,
}

impl FrameWriter {
    /// A GIF the size of `first`, looping, with `first` as its first frame.
    fn start(first: &RgbImage, delay: u16) -> Result<FrameWriter, RenderError> {
        let (width, height) = (dimension(first.width())?, dimension(first.height())?);
        let mut encoder = gif::Encoder::new(Vec::new(), width, height, &[])?;
        encoder.set_repeat(gif::Repeat::Infinite)?;
        let mut writer = FrameWriter {
            encoder,
            width: first.width(),
            shown: Vec::new(),
            frames: 0,
        };
        writer.write(first, delay)?;
        Ok(writer)
    }

    /// Adds `image` (the size of the first), shown for `delay`.
    fn write(&mut self, image: &RgbImage, delay: u16) -> Result<(), RenderError> {
        let indexed = quantise_to(image, usize::from(TRANSPARENT));
        let colours: Vec<[u8; 3]> = indexed
            .indices
            .iter()
            .map(|&i| indexed.palette[usize::from(i)])
            .collect();
        let mut indices = indexed.indices;
        let changed = if self.shown.is_empty() {
            Some((0, 0, image.width() - 1, image.height() - 1))
        } else {
            self.mark_unchanged(&colours, &mut indices)
        };
        self.shown = colours;
        let frame = match changed {
            Some(area) => self.cropped(&indices, area, &indexed.palette),
            None => still_frame(),
        };
        self.push(frame, delay)
    }

    /// Sets the pixels whose colour the viewer already shows to
    /// [`TRANSPARENT`]; returns the rectangle of the others (left, top,
    /// right, bottom, included), `None` when nothing changed.
    fn mark_unchanged(
        &self,
        colours: &[[u8; 3]],
        indices: &mut [u8],
    ) -> Option<(u32, u32, u32, u32)> {
        let mut area: Option<(u32, u32, u32, u32)> = None;
        for (at, (colour, index)) in colours.iter().zip(indices.iter_mut()).enumerate() {
            if self.shown.get(at) == Some(colour) {
                *index = TRANSPARENT;
                continue;
            }
            let (x, y) = ((at as u32) % self.width, (at as u32) / self.width);
            area = Some(match area {
                None => (x, y, x, y),
                Some((l, t, r, b)) => (l.min(x), t.min(y), r.max(x), b.max(y)),
            });
        }
        area
    }

    /// The frame of the rectangle `area` of `indices`.
    fn cropped(
        &self,
        indices: &[u8],
        (left, top, right, bottom): (u32, u32, u32, u32),
        palette: &[[u8; 3]],
    ) -> gif::Frame<'static> {
        let mut buffer = Vec::with_capacity(((right - left + 1) * (bottom - top + 1)) as usize);
        for y in top..=bottom {
            let row = (y * self.width) as usize;
            buffer.extend_from_slice(&indices[row + left as usize..=row + right as usize]);
        }
        let mut colours = palette.concat();
        colours.resize(256 * 3, 0);
        gif::Frame {
            left: left as u16,
            top: top as u16,
            width: (right - left + 1) as u16,
            height: (bottom - top + 1) as u16,
            buffer: Cow::Owned(buffer),
            palette: Some(colours),
            transparent: Some(TRANSPARENT),
            ..gif::Frame::default()
        }
    }

    /// Writes `frame`, kept on screen under the next ones, for `delay`.
    fn push(&mut self, mut frame: gif::Frame<'_>, delay: u16) -> Result<(), RenderError> {
        frame.delay = delay;
        frame.dispose = gif::DisposalMethod::Keep;
        self.encoder.write_frame(&frame)?;
        self.frames += 1;
        Ok(())
    }

    /// Ends with the pause: a frame that changes nothing, shown `pause`.
    fn finish(mut self, pause: u16) -> Result<(Vec<u8>, usize), RenderError> {
        self.push(still_frame(), pause)?;
        let frames = self.frames;
        Ok((self.encoder.into_inner()?, frames))
    }
}

/// A frame that changes nothing: one transparent pixel.
fn still_frame() -> gif::Frame<'static> {
    gif::Frame {
        width: 1,
        height: 1,
        buffer: Cow::Owned(vec![0]),
        palette: Some(vec![0, 0, 0, 0, 0, 0]),
        transparent: Some(0),
        ..gif::Frame::default()
    }
}

/// A GIF's side, which is 16 bits.
fn dimension(pixels: u32) -> Result<u16, RenderError> {
    u16::try_from(pixels).map_err(|_| RenderError::TooLarge {
        bytes: pixels as usize,
        limit: usize::from(u16::MAX),
    })
}

/// `image` divided by `factor` on each side: each pixel the mean of a
/// `factor`×`factor` square (the right and bottom remainders dropped).
#[must_use]
pub fn shrink_by(image: &RgbImage, factor: u32) -> RgbImage {
    if factor <= 1 {
        return image.clone();
    }
    let (width, height) = (image.width() / factor, image.height() / factor);
    let (factor, area) = (factor as usize, factor * factor);
    let row_bytes = image.width() as usize * 3;
    let mut small = Vec::with_capacity(width as usize * height as usize * 3);
    // Each output row first adds up its `factor` input rows, byte by
    // byte (a loop the compiler vectorises), then each square's columns.
    let mut columns = vec![0u32; row_bytes];
    // The rounded mean of every possible sum, looked up instead of
    // divided (a division per channel was most of the time).
    let mean: Vec<u8> = (0..=area * 255)
        .map(|sum| ((sum + area / 2) / area) as u8)
        .collect();
    for band in image.as_raw().chunks_exact(row_bytes * factor) {
        columns.fill(0);
        for row in band.chunks_exact(row_bytes) {
            for (total, &value) in columns.iter_mut().zip(row) {
                *total += u32::from(value);
            }
        }
        for square in columns.chunks_exact(3 * factor) {
            let mut sum = [0u32; 3];
            for pixel in square.chunks_exact(3) {
                for (total, &value) in sum.iter_mut().zip(pixel) {
                    *total += value;
                }
            }
            small.extend(sum.map(|sum| mean.get(sum as usize).copied().unwrap_or(u8::MAX)));
        }
    }
    // The buffer holds exactly `width` × `height` pixels.
    RgbImage::from_raw(width, height, small).unwrap_or_else(|| RgbImage::new(width, height))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(max_bytes: usize) -> AnimationLimits {
        AnimationLimits {
            max_bytes,
            frame_cs: 80,
            pause_cs: 400,
        }
    }

    /// A grey picture with a red square at `(at, at)`.
    fn picture(at: u32) -> RgbImage {
        let mut image = RgbImage::from_pixel(120, 80, image::Rgb([200, 200, 200]));
        for y in at..at + 10 {
            for x in at..at + 10 {
                image.put_pixel(x, y, image::Rgb([220, 30, 30]));
            }
        }
        image
    }

    fn decoded_frames(bytes: &[u8]) -> Vec<(u16, u16, u16)> {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(bytes).expect("a GIF");
        let mut frames = Vec::new();
        while let Some(frame) = decoder.read_next_frame().expect("a frame") {
            frames.push((frame.width, frame.height, frame.delay));
        }
        frames
    }

    #[test]
    fn each_turn_is_a_frame_then_the_pause() {
        let frames = || (0..5).map(|i| Ok(picture(i * 10)));
        let gif = animate(frames, 5, &limits(1 << 20)).expect("animated");
        assert_eq!((gif.frames, gif.every, gif.shrink), (6, 1, 2));
        let decoded = decoded_frames(&gif.bytes);
        assert_eq!(decoded.len(), 6);
        assert_eq!(decoded[0], (60, 40, 80), "the first frame is whole");
        // Later frames hold only the moved square's area.
        assert!(
            decoded[1..5].iter().all(|&(w, h, _)| w < 20 && h < 20),
            "{decoded:?}"
        );
        assert_eq!(decoded[5], (1, 1, 400), "the pause");
    }

    /// What a viewer shows after all the frames: each drawn over the
    /// others at its place, its transparent pixels leaving them.
    fn shown_at_the_end(bytes: &[u8]) -> RgbImage {
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::RGBA);
        let mut decoder = options.read_info(bytes).expect("a GIF");
        let (width, height) = (decoder.width().into(), decoder.height().into());
        let mut canvas = RgbImage::new(width, height);
        while let Some(frame) = decoder.read_next_frame().expect("a frame") {
            for (at, pixel) in frame.buffer.chunks(4).enumerate() {
                let x = u32::from(frame.left) + at as u32 % u32::from(frame.width);
                let y = u32::from(frame.top) + at as u32 / u32::from(frame.width);
                if pixel[3] > 0 {
                    canvas.put_pixel(x, y, image::Rgb([pixel[0], pixel[1], pixel[2]]));
                }
            }
        }
        canvas
    }

    #[test]
    fn the_frames_add_up_to_the_last_picture() {
        let frames = || (0..6).map(|i| Ok(picture(i * 9)));
        let gif = animate(frames, 6, &limits(1 << 20)).expect("animated");
        let expected = shrink_by(&picture(45), 2);
        assert_eq!(shown_at_the_end(&gif.bytes), expected);
    }

    #[test]
    fn too_large_shrinks_then_drops_turns_but_keeps_the_last() {
        let frames = || (0..8).map(|i| Ok(picture(i * 8)));
        let whole = animate(frames, 8, &limits(1 << 20)).expect("animated");
        let fitted = animate(frames, 8, &limits(whole.bytes.len() - 1)).expect("fitted");
        assert!(fitted.bytes.len() < whole.bytes.len());
        assert!(fitted.shrink > 2 || fitted.every > 1, "{fitted:?}");
        let nothing_fits = animate(frames, 8, &limits(10));
        assert!(matches!(nothing_fits, Err(RenderError::TooLarge { .. })));
    }

    #[test]
    fn dropping_turns_keeps_the_last_one() {
        let frames = (0..7).map(|i| Ok(picture(i * 5)));
        let gif = encode(frames, 2, 3, &limits(1 << 20)).expect("encoded");
        // Turns 3 and 6 (every third), then the last (7), then the pause.
        assert_eq!(gif.frames, 4);
    }

    #[test]
    fn shrinking_averages_squares() {
        let mut image = RgbImage::from_pixel(4, 2, image::Rgb([0, 0, 0]));
        image.put_pixel(0, 0, image::Rgb([200, 100, 40]));
        let small = shrink_by(&image, 2);
        assert_eq!(small.dimensions(), (2, 1));
        assert_eq!(small.get_pixel(0, 0).0, [50, 25, 10]);
        assert_eq!(small.get_pixel(1, 0).0, [0, 0, 0]);
    }

    #[test]
    fn shrinking_drops_the_right_and_bottom_remainders() {
        // 7 × 5 by 3: 2 × 1, from the top-left 6 × 3 pixels.
        let image = RgbImage::from_fn(7, 5, |x, y| image::Rgb([(x * 30) as u8, (y * 50) as u8, 9]));
        let small = shrink_by(&image, 3);
        assert_eq!(small.dimensions(), (2, 1));
        assert_eq!(small.get_pixel(0, 0).0, [30, 50, 9]);
        assert_eq!(small.get_pixel(1, 0).0, [120, 50, 9]);
    }
}
