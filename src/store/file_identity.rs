//! The SQLite file a store opened, remembered by device and inode, so
//! that a file deleted or replaced under a running store is noticed
//! before anything is written where nobody will read it.

use std::path::{Path, PathBuf};

use sqlx::sqlite::SqliteConnectOptions;

use super::error::{FileChange, StoreError};

/// Which file the store opened: its path, and the device and inode it had
/// then. A file deleted, or replaced by another (moved or copied over it),
/// no longer matches.
#[derive(Clone, Debug)]
pub(crate) struct FileIdentity {
    path: PathBuf,
    device: u64,
    inode: u64,
}

impl FileIdentity {
    /// The identity of the file at `path` now.
    pub(crate) fn of(path: &Path) -> Result<FileIdentity, StoreError> {
        let (device, inode) = device_and_inode(path).ok_or_else(|| StoreError::FileChanged {
            path: path.to_path_buf(),
            change: FileChange::Deleted,
        })?;
        Ok(FileIdentity {
            path: path.to_path_buf(),
            device,
            inode,
        })
    }

    /// Fails if the path no longer leads to the file opened: one `stat`.
    pub(crate) fn check(&self) -> Result<(), StoreError> {
        let change = match device_and_inode(&self.path) {
            Some(now) if now == (self.device, self.inode) => return Ok(()),
            Some(_) => FileChange::Replaced,
            None => FileChange::Deleted,
        };
        tracing::error!(path = %self.path.display(), %change, "the database file changed under the store");
        Err(StoreError::FileChanged {
            path: self.path.clone(),
            change,
        })
    }
}

/// The device and inode of the file at `path`, if there is one.
#[cfg(unix)]
fn device_and_inode(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    std::fs::metadata(path).ok().map(|m| (m.dev(), m.ino()))
}

/// Elsewhere only whether the file is there (no inode to compare).
#[cfg(not(unix))]
fn device_and_inode(path: &Path) -> Option<(u64, u64)> {
    std::fs::metadata(path).ok().map(|_| (0, 0))
}

/// The file behind `url`, or `None` for an in-memory database
/// (`sqlite::memory:`, `mode=memory`).
pub(crate) fn database_file(url: &str, options: &SqliteConnectOptions) -> Option<PathBuf> {
    if url.contains(":memory:") || url.contains("mode=memory") {
        return None;
    }
    Some(options.get_filename().to_path_buf())
}
