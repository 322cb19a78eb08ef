//! Pictures of a position: the text board of `palanquee show`.

pub mod text;
