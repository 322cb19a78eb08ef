//! What a SQLite path must be before SQLite is given it: a regular file
//! (or nothing yet, in a folder that exists), writable when the command
//! writes. SQLite's own answers to the other cases are codes (`unable to
//! open database file`, `disk I/O error`), and opening a read-only file in
//! WAL mode would leave `FILE-wal` and `FILE-shm` beside it before the
//! refusal: each case is named here, with what to do, and nothing is
//! created.

use std::io::ErrorKind;
use std::path::Path;

use super::error::StoreError;
use super::open::Access;

/// Checks `path`, the file a SQLite database is opened at, for `access`.
pub(crate) fn check(path: &Path, access: Access) -> Result<(), StoreError> {
    let refuse = |why: String| {
        Err(StoreError::BadFile {
            path: path.to_path_buf(),
            why,
        })
    };
    if path.as_os_str().is_empty() {
        return refuse(
            "no file is named: give a path, like --db palanquee.db or --db sqlite://palanquee.db"
                .into(),
        );
    }
    match std::fs::metadata(path) {
        Ok(metadata) if metadata.is_dir() => {
            refuse("it is a folder: give a file in it, like FOLDER/palanquee.db".into())
        }
        Ok(metadata) if !metadata.is_file() => refuse(
            "it is not a regular file (a device or a pipe): give a file, like palanquee.db".into(),
        ),
        Ok(_) if access == Access::Create => writable(path),
        Ok(_) => Ok(()),
        Err(error) if error.kind() == ErrorKind::NotFound => missing(path, access),
        Err(error) => refuse(format!("it cannot be looked at ({error})")),
    }
}

/// An existing file to write: refused as read-only before SQLite opens it
/// (and creates its `-wal` and `-shm` files beside it).
fn writable(path: &Path) -> Result<(), StoreError> {
    match std::fs::OpenOptions::new().write(true).open(path) {
        Ok(_) => Ok(()),
        Err(error)
            if matches!(
                error.kind(),
                ErrorKind::PermissionDenied | ErrorKind::ReadOnlyFilesystem
            ) =>
        {
            Err(StoreError::ReadOnly {
                path: Some(path.to_path_buf()),
            })
        }
        Err(error) => Err(StoreError::BadFile {
            path: path.to_path_buf(),
            why: format!("it cannot be opened to write ({error})"),
        }),
    }
}

/// A file not there yet: its folder must exist, and be writable to
/// create it.
fn missing(path: &Path, access: Access) -> Result<(), StoreError> {
    if access == Access::ReadExisting {
        return Err(StoreError::Missing {
            path: path.to_path_buf(),
        });
    }
    let folder = match path.parent() {
        Some(folder) if !folder.as_os_str().is_empty() => folder,
        _ => Path::new("."),
    };
    let refuse = |why: String| {
        Err(StoreError::BadFile {
            path: path.to_path_buf(),
            why,
        })
    };
    match std::fs::metadata(folder) {
        Ok(metadata) if metadata.is_dir() => {
            if metadata.permissions().readonly() || !folder_writable(folder) {
                return refuse(format!(
                    "the folder {} cannot be written, so the file cannot be created there: give a folder the bot's user may write (SQLite also adds FILE-wal and FILE-shm beside the file)",
                    folder.display()
                ));
            }
            Ok(())
        }
        Ok(_) => refuse(format!("{} is not a folder", folder.display())),
        Err(_) => refuse(format!(
            "the folder {} does not exist: create it first, or give another path",
            folder.display()
        )),
    }
}

/// Whether a file can be made in `folder`: tried with a temporary file,
/// removed at once (permission bits alone do not tell, for root or for
/// a read-only mount).
fn folder_writable(folder: &Path) -> bool {
    let probe = folder.join(format!(".palanquee-probe-{}", std::process::id()));
    match std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&probe)
    {
        Ok(_) => {
            let _ = std::fs::remove_file(&probe);
            true
        }
        Err(error) => error.kind() == ErrorKind::AlreadyExists,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn refusal(path: &Path, access: Access) -> String {
        check(path, access).expect_err("refused").to_string()
    }

    #[test]
    fn each_path_that_cannot_hold_a_database_is_named() {
        let folder = tempfile::tempdir().expect("a folder");
        assert!(refusal(Path::new(""), Access::Create).contains("no file is named"));
        assert!(refusal(folder.path(), Access::Create).contains("it is a folder"));
        assert!(refusal(Path::new("/dev/null"), Access::Create).contains("not a regular file"));
        let nowhere = folder.path().join("no/such/x.db");
        assert!(refusal(&nowhere, Access::Create).contains("does not exist: create it first"));
        assert!(matches!(
            check(&folder.path().join("x.db"), Access::ReadExisting),
            Err(StoreError::Missing { .. })
        ));
        check(&folder.path().join("x.db"), Access::Create).expect("a new file in a folder");
        assert_eq!(
            std::fs::read_dir(folder.path()).expect("listed").count(),
            0,
            "the probe is removed"
        );
    }
}
