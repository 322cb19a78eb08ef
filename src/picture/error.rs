//! Why a picture could not be made: shared by both games' pictures and
//! the palette encoder.

/// Why a picture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The embedded font did not parse (a broken build, not bad input).
    #[error("the embedded font could not be read: {0}")]
    Font(String),
    /// The specimen pictures a palette is learnt from could not be made
    /// (a broken build, not bad input).
    #[error("the palette's specimen pictures could not be made: {0}")]
    Specimen(String),
    /// The PNG encoder failed.
    #[error("the picture could not be encoded as PNG: {0}")]
    Encode(#[from] png::EncodingError),
    /// The deflate compressor failed.
    #[error("the picture could not be compressed: {0}")]
    Deflate(#[from] flate2::CompressError),
    /// The GIF encoder failed.
    #[error("the animation could not be encoded as GIF: {0}")]
    Gif(#[from] gif::EncodingError),
    /// No animation fits the size limit, however small and however few
    /// its frames.
    #[error("the animation takes {bytes} bytes at the smallest, over the limit of {limit}")]
    TooLarge {
        /// The smallest size reached.
        bytes: usize,
        /// The limit.
        limit: usize,
    },
    /// There was nothing to animate.
    #[error("there is no turn to animate")]
    NoFrames,
}
