//! A palette learnt once per process from sample pictures, for pictures
//! that always draw with the same colours.
//!
//! The adaptive quantiser (`encode.rs`) builds a palette for each picture:
//! it reads the picture into runs, counts colour bins, sorts them and maps
//! the rare bins to their nearest kept colour, about 2 ms of a crowded
//! Palanquée board's 7. But such a board draws with a fixed set of colours
//! (the board, the five players, the marks and their anti-aliased edges
//! over each other), so the palette can be learnt once from samples and
//! every later picture needs one table lookup per pixel.
//!
//! Learning: colours are binned at 5 bits per channel, as the adaptive
//! quantiser does; the 256 fullest bins over the samples become the
//! palette, each stood for by its most frequent exact colour (flat
//! colours come out exact), and every one of the 32,768 bins, met in the
//! samples or not, is mapped once to its nearest palette colour.

use image::RgbImage;

#[cfg(test)]
use super::colour_bins::Indexed;
use super::colour_bins::{BINS, PALETTE_SIZE, bin, nearest, runs};

/// A palette of at most 256 colours and the palette index of every
/// colour bin.
#[derive(Clone)]
pub(crate) struct FixedPalette {
    palette: Vec<[u8; 3]>,
    lookup: Box<[u8; BINS]>,
}

impl FixedPalette {
    /// Learns the palette from `samples` (see the module docs). With no
    /// sample pixels at all the palette is black alone.
    pub(crate) fn learn(samples: &[&RgbImage]) -> FixedPalette {
        let mut counts = vec![0u32; BINS];
        let mut exact = std::collections::HashMap::<[u8; 3], u32>::new();
        for sample in samples {
            for (colour, length) in runs(sample.as_raw()) {
                counts[bin(colour)] += length as u32;
                *exact.entry(colour).or_default() += length as u32;
            }
        }
        // Each bin's most frequent exact colour; ties go to the smaller
        // colour so that learning is deterministic.
        let mut standing = vec![([0u8; 3], 0u32); BINS];
        for (&colour, &count) in &exact {
            let slot = &mut standing[bin(colour)];
            if count > slot.1 || (count == slot.1 && colour < slot.0) {
                *slot = (colour, count);
            }
        }
        let mut occupied: Vec<usize> = (0..BINS).filter(|&bin| counts[bin] > 0).collect();
        occupied.sort_unstable_by_key(|&bin| (std::cmp::Reverse(counts[bin]), bin));
        let mut palette: Vec<[u8; 3]> = occupied
            .iter()
            .take(PALETTE_SIZE)
            .map(|&bin| standing[bin].0)
            .collect();
        if palette.is_empty() {
            palette.push([0, 0, 0]);
        }
        let mut lookup = Box::new([0u8; BINS]);
        for (bin, index) in lookup.iter_mut().enumerate() {
            let colour = if counts[bin] > 0 {
                standing[bin].0
            } else {
                bin_centre(bin)
            };
            *index = nearest(&palette, colour);
        }
        for (rank, &bin) in occupied.iter().take(palette.len()).enumerate() {
            lookup[bin] = rank as u8;
        }
        FixedPalette { palette, lookup }
    }

    /// The palette's colours.
    pub(crate) fn colours(&self) -> &[[u8; 3]] {
        &self.palette
    }

    /// The palette index standing for `colour`.
    pub(crate) fn index_of(&self, colour: [u8; 3]) -> u8 {
        self.lookup[bin(colour)]
    }

    /// `image` as indices into this palette: one lookup per pixel.
    #[cfg(test)]
    pub(crate) fn indexed(&self, image: &RgbImage) -> Indexed {
        let mut indices = Vec::with_capacity(image.as_raw().len() / 3);
        self.push_indices(image.as_raw(), &mut indices);
        Indexed {
            palette: self.palette.clone(),
            indices,
        }
    }

    /// Appends the index of each pixel of `pixels` (RGB bytes).
    fn push_indices(&self, pixels: &[u8], indices: &mut Vec<u8>) {
        indices.extend(
            pixels
                .chunks_exact(3)
                .map(|pixel| self.index_of([pixel[0], pixel[1], pixel[2]])),
        );
    }

    /// `backdrop` with its indices in this palette, for
    /// [`FixedPalette::push_row`].
    pub(crate) fn backdrop<'a>(&self, backdrop: &'a RgbImage) -> Backdrop<'a> {
        let mut indices = Vec::with_capacity(backdrop.as_raw().len() / 3);
        self.push_indices(backdrop.as_raw(), &mut indices);
        Backdrop {
            pixels: backdrop,
            indices,
        }
    }

    /// `image`, drawn over `backdrop`, as indices into this palette.
    #[cfg(test)]
    pub(crate) fn indexed_over(&self, image: &RgbImage, backdrop: &Backdrop<'_>) -> Indexed {
        let mut indices = Vec::with_capacity(image.as_raw().len() / 3);
        for y in 0..image.height() {
            self.push_row(image, y, backdrop, &mut indices);
        }
        Indexed {
            palette: self.palette.clone(),
            indices,
        }
    }

    /// Appends the indices of row `y` of `image`, drawn over `backdrop`:
    /// where a group of [`GROUP`] pixels is still the backdrop's, its
    /// indices are copied, and only the others are looked up. Most of a
    /// board picture is the empty board, and comparing is cheaper than
    /// looking up. A backdrop of another size is not used.
    pub(crate) fn push_row(
        &self,
        image: &RgbImage,
        y: u32,
        backdrop: &Backdrop<'_>,
        out: &mut Vec<u8>,
    ) {
        let width = image.width() as usize * 3;
        let start = y as usize * width;
        let Some(pixels) = image.as_raw().get(start..start + width) else {
            return;
        };
        let behind = (image.dimensions() == backdrop.pixels.dimensions())
            .then(|| backdrop.pixels.as_raw().get(start..start + width))
            .flatten();
        let known = backdrop.indices.get(start / 3..(start + width) / 3);
        let (Some(behind), Some(known)) = (behind, known) else {
            self.push_indices(pixels, out);
            return;
        };
        let (groups, rest) = pixels.as_chunks::<{ 3 * GROUP }>();
        let (behind, _) = behind.as_chunks::<{ 3 * GROUP }>();
        for ((group, behind), known) in groups.iter().zip(behind).zip(known.chunks(GROUP)) {
            if group == behind {
                out.extend_from_slice(known);
            } else {
                self.push_indices(group, out);
            }
        }
        self.push_indices(rest, out);
    }
}

/// Pixels compared with the backdrop at once.
const GROUP: usize = 8;

/// A picture that others are drawn over, with its palette indices.
pub(crate) struct Backdrop<'a> {
    pixels: &'a RgbImage,
    indices: Vec<u8>,
}

/// The middle colour of a bin.
fn bin_centre(bin: usize) -> [u8; 3] {
    let channel = |shift: usize| (((bin >> shift) & 0x1F) as u8) << 3 | 4;
    [channel(10), channel(5), channel(0)]
}

#[cfg(test)]
mod tests {
    use image::Rgb;

    use super::*;

    /// A picture of `colours` in equal vertical stripes, 8 pixels each.
    fn stripes(colours: &[[u8; 3]]) -> RgbImage {
        let width = 8 * colours.len() as u32;
        RgbImage::from_fn(width, 4, |x, _| Rgb(colours[(x / 8) as usize]))
    }

    #[test]
    fn flat_colours_of_the_samples_come_back_exact() {
        let colours = [
            [251, 250, 246],
            [230, 225, 212],
            [0, 114, 178],
            [204, 121, 167],
        ];
        let palette = FixedPalette::learn(&[&stripes(&colours)]);
        for colour in colours {
            let index = palette.index_of(colour);
            assert_eq!(palette.colours()[usize::from(index)], colour);
        }
    }

    #[test]
    fn the_most_frequent_colour_of_a_bin_stands_for_it() {
        // Three pixels of one colour and one of a neighbour in its bin.
        let sample = RgbImage::from_fn(4, 1, |x, _| {
            Rgb(if x == 0 { [17, 17, 17] } else { [20, 20, 20] })
        });
        let palette = FixedPalette::learn(&[&sample]);
        assert_eq!(palette.colours(), &[[20, 20, 20]]);
        assert_eq!(palette.index_of([17, 17, 17]), 0);
    }

    #[test]
    fn colours_never_seen_map_to_the_nearest_learnt_one() {
        let palette = FixedPalette::learn(&[&stripes(&[[0, 0, 0], [250, 250, 250]])]);
        let dark = palette.colours()[usize::from(palette.index_of([40, 30, 50]))];
        let light = palette.colours()[usize::from(palette.index_of([200, 220, 210]))];
        assert_eq!((dark, light), ([0, 0, 0], [250, 250, 250]));
    }

    #[test]
    fn at_most_256_colours_are_kept_the_fullest_first() {
        // 300 bins: bin i gets i + 1 pixels, so the 256 fullest are the
        // last 256.
        let mut pixels = Vec::new();
        for i in 0..300u32 {
            let colour = [(i % 32) as u8 * 8, (i / 32) as u8 * 8, 0];
            pixels.extend(std::iter::repeat_n(colour, i as usize + 1));
        }
        let width = pixels.len() as u32;
        let sample = RgbImage::from_fn(width, 1, |x, _| Rgb(pixels[x as usize]));
        let palette = FixedPalette::learn(&[&sample]);
        assert_eq!(palette.colours().len(), 256);
        assert_eq!(
            palette.colours()[0],
            [(299 % 32) as u8 * 8, (299 / 32) as u8 * 8, 0]
        );
        assert!(!palette.colours().contains(&[0, 0, 0]));
    }

    #[test]
    fn indexing_over_a_backdrop_gives_what_indexing_alone_gives() {
        let colours = [[1, 2, 3], [200, 100, 50], [90, 90, 90]];
        let backdrop = RgbImage::from_fn(37, 5, |x, y| Rgb(colours[((x + y) % 2) as usize]));
        let mut picture = backdrop.clone();
        for (x, y) in [(0, 0), (9, 1), (36, 4), (20, 2)] {
            picture.put_pixel(x, y, Rgb(colours[2]));
        }
        let palette = FixedPalette::learn(&[&picture]);
        let over = palette.indexed_over(&picture, &palette.backdrop(&backdrop));
        assert_eq!(over.indices, palette.indexed(&picture).indices);
        // A picture of another size is indexed alone.
        let small = RgbImage::from_pixel(3, 3, Rgb(colours[2]));
        let alone = palette.indexed_over(&small, &palette.backdrop(&backdrop));
        assert_eq!(alone.indices, palette.indexed(&small).indices);
    }

    #[test]
    fn indexing_a_picture_gives_one_index_per_pixel() {
        let colours = [[1, 2, 3], [200, 100, 50]];
        let picture = stripes(&colours);
        let palette = FixedPalette::learn(&[&picture]);
        let indexed = palette.indexed(&picture);
        assert_eq!(
            indexed.indices.len(),
            (picture.width() * picture.height()) as usize
        );
        let back: Vec<[u8; 3]> = indexed
            .indices
            .iter()
            .map(|&i| indexed.palette[usize::from(i)])
            .collect();
        let original: Vec<[u8; 3]> = picture.pixels().map(|p| p.0).collect();
        assert_eq!(back, original);
    }
}
