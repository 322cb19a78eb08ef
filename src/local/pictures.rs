//! Where the local mode writes pictures and exports. Published pictures
//! and exports are kept, numbered (`CHANNEL-0007-board.png`); a player's
//! draft preview is one file rewritten each time
//! (`CHANNEL-preview-NAME.png`), so drafting does not fill the disk, and
//! any other private picture is one file per kind and player
//! (`CHANNEL-standings-NAME.png`), never the preview's.
//!
//! File names are built from the channel's and players' names with only
//! ASCII letters, digits, `-` and `_`, and bounded in length; a name that
//! had to be changed for that ends with a hash of the original, so two
//! names never share a file.

use std::io::Write;
use std::path::{Path, PathBuf};

/// The longest part of a file name taken from a name.
const PART_LIMIT: usize = 40;

/// The folder of a local session's files.
pub(crate) struct Pictures {
    folder: PathBuf,
    channel: String,
    numbered: usize,
}

/// A file not written: the path tried and why.
#[derive(Debug)]
pub(crate) struct NotWritten {
    /// The file that could not be written.
    pub(crate) path: PathBuf,
    /// Why.
    pub(crate) error: std::io::Error,
}

impl std::fmt::Display for NotWritten {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.path.display(), self.error)
    }
}

impl Pictures {
    /// The files of `channel`, in `folder`.
    pub(crate) fn new(folder: &Path, channel: &str) -> Self {
        Pictures {
            folder: folder.to_path_buf(),
            channel: file_part(channel),
            numbered: 0,
        }
    }

    /// Creates the folder if needed.
    pub(crate) fn prepare(&self) -> Result<(), NotWritten> {
        std::fs::create_dir_all(&self.folder).map_err(|error| NotWritten {
            path: self.folder.clone(),
            error,
        })
    }

    /// Writes `bytes` to a new file named after `name` (like `board.png`)
    /// with the next free number; never replaces a file. A number whose
    /// file could not be written is used again for the next one.
    pub(crate) fn keep(&mut self, name: &str, bytes: &[u8]) -> Result<PathBuf, NotWritten> {
        let (stem, extension) = name.rsplit_once('.').unwrap_or((name, "bin"));
        let (stem, extension) = (file_part(stem), file_part(extension));
        loop {
            self.numbered += 1;
            let path = self.folder.join(format!(
                "{}-{:04}-{stem}.{extension}",
                self.channel, self.numbered
            ));
            let file = std::fs::OpenOptions::new()
                .write(true)
                .create_new(true)
                .open(&path);
            match file {
                Ok(mut file) => {
                    return match file.write_all(bytes) {
                        Ok(()) => Ok(path),
                        Err(error) => {
                            let _ = std::fs::remove_file(&path);
                            self.numbered -= 1;
                            Err(NotWritten { path, error })
                        }
                    };
                }
                Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => {}
                Err(error) => {
                    self.numbered -= 1;
                    return Err(NotWritten { path, error });
                }
            }
        }
    }

    /// Writes `png`, a private picture of `player` named `picture` (like
    /// `board.png`, their draft preview), over their previous one of that
    /// kind: through a temporary file renamed into place, so the file read
    /// is always a whole picture.
    pub(crate) fn private(
        &mut self,
        player: &str,
        picture: &str,
        png: &[u8],
    ) -> Result<PathBuf, NotWritten> {
        let kind = match picture.rsplit_once('.').map_or(picture, |(stem, _)| stem) {
            "board" => "preview".to_owned(),
            other => file_part(other),
        };
        let name = format!("{}-{kind}-{}.png", self.channel, file_part(player));
        let path = self.folder.join(&name);
        let partial = self.folder.join(format!(".{name}.part"));
        let written = std::fs::write(&partial, png).and_then(|()| std::fs::rename(&partial, &path));
        match written {
            Ok(()) => Ok(path),
            Err(error) => {
                let _ = std::fs::remove_file(&partial);
                Err(NotWritten { path, error })
            }
        }
    }
}

/// `name` as part of a file name: itself when it is made of ASCII letters,
/// digits, `-` and `_` and is at most [`PART_LIMIT`] long; otherwise those
/// characters of it (others as `_`), cut, then `-` and a hash of `name`.
fn file_part(name: &str) -> String {
    let safe = |c: char| c.is_ascii_alphanumeric() || c == '-' || c == '_';
    if !name.is_empty() && name.len() <= PART_LIMIT && name.chars().all(safe) {
        return name.to_string();
    }
    let kept: String = name
        .chars()
        .map(|c| if safe(c) { c } else { '_' })
        .take(PART_LIMIT - 9)
        .collect();
    format!("{kept}-{:08x}", fnv1a(name.as_bytes()))
}

/// The 32-bit FNV-1a hash: short, and the same on every machine and run.
fn fnv1a(bytes: &[u8]) -> u32 {
    bytes.iter().fold(0x811c_9dc5, |hash, &b| {
        (hash ^ u32::from(b)).wrapping_mul(0x0100_0193)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_names_are_kept_and_others_made_safe_and_distinct() {
        assert_eq!(file_part("table-1"), "table-1");
        assert_eq!(file_part("a_b"), "a_b");
        let long_a = file_part(&format!("{}a", "x".repeat(299)));
        let long_b = file_part(&format!("{}b", "x".repeat(299)));
        assert_ne!(long_a, long_b);
        assert_eq!(long_a.len(), PART_LIMIT);
        assert_ne!(file_part("a/b"), file_part("a?b"));
        assert!(file_part("../é\u{1b}").starts_with("_____-"));
        assert_eq!(file_part("").len(), 9);
        assert_eq!(file_part("été"), file_part("été"));
    }

    #[test]
    fn a_private_picture_other_than_the_board_never_replaces_the_preview() {
        let folder = tempfile::tempdir().expect("a folder");
        let mut pictures = Pictures::new(folder.path(), "table");
        let preview = pictures
            .private("alice", "board.png", b"draft")
            .expect("preview");
        let standings = pictures
            .private("alice", "standings.png", b"standings")
            .expect("standings");
        assert!(preview.ends_with("table-preview-alice.png"), "{preview:?}");
        assert!(
            standings.ends_with("table-standings-alice.png"),
            "{standings:?}"
        );
        assert_eq!(std::fs::read(&preview).expect("read"), b"draft");
        pictures
            .private("alice", "board.png", b"again")
            .expect("rewritten");
        assert_eq!(std::fs::read(&standings).expect("read"), b"standings");
    }

    #[test]
    fn fnv1a_matches_the_reference() {
        assert_eq!(fnv1a(b""), 0x811c_9dc5);
        assert_eq!(fnv1a(b"a"), 0xe40c_292c);
        assert_eq!(fnv1a(b"foobar"), 0xbf9c_f968);
    }
}
