//! Why a picture could not be made: shared by both games' pictures and
//! the palette encoder.

/// Why a picture could not be made.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The embedded font did not parse (a broken build, not bad input).
    #[error("the embedded font could not be read: {0}")]
    Font(String),
    /// The PNG encoder failed.
    #[error("the picture could not be encoded as PNG: {0}")]
    Encode(#[from] png::EncodingError),
}
