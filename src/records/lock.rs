//! A per-record lock, so two `td ask --resume` of one draft cannot both write it.
//!
//! The lock is an advisory lock (`File::try_lock`) on a hidden file beside the record,
//! `.NAME.lock`. The record itself cannot carry the lock: every save replaces it by a
//! rename, so a lock on the old file would not be seen by the next reader. The lock
//! file is removed when the lock is released; to make that safe, a taker checks after
//! locking that the path still names the file it locked (a releaser may have removed
//! it in between), and tries again if not. The operating system drops the lock if
//! `td` dies, so a crash never leaves a record locked for good.

use std::fs::{self, File, TryLockError};
use std::io;
use std::path::{Path, PathBuf};

use crate::files::os;

/// The lock files this process holds, so that an interruption (Ctrl-C, SIGTERM,
/// SIGHUP), which ends the process without running destructors, still removes
/// them (`remove_held`).
static HELD: std::sync::Mutex<Vec<PathBuf>> = std::sync::Mutex::new(Vec::new());

/// Removes every lock file this process holds, as each lock's drop would: for
/// the interrupt path, just before the process exits (the system then drops the
/// locks themselves).
pub fn remove_held() {
    let held = HELD.lock().unwrap_or_else(|e| e.into_inner());
    for path in held.iter() {
        let _ = fs::remove_file(path);
    }
}

#[derive(Debug)]
pub struct RecordLock {
    path: PathBuf,
    _file: File,
}

#[derive(Debug, thiserror::Error)]
pub enum LockError {
    #[error("another td is working on this record")]
    Busy,
    #[error("{0}")]
    Io(#[from] io::Error),
}

impl RecordLock {
    /// Takes the lock for the record at `record`, or `Busy` if another process holds
    /// it for longer than a moment. A td clearing leftovers (`stale.rs`) holds a free
    /// lock only for the moment it takes to remove them: that must not turn a
    /// resume away.
    pub fn acquire(record: &Path) -> Result<RecordLock, LockError> {
        for _ in 0..10 {
            match Self::try_acquire(record) {
                Err(LockError::Busy) => std::thread::sleep(std::time::Duration::from_millis(10)),
                taken => return taken,
            }
        }
        Self::try_acquire(record)
    }

    /// Takes the lock for the record at `record` now, or `Busy`.
    pub fn try_acquire(record: &Path) -> Result<RecordLock, LockError> {
        let path = lock_path(record);
        for _ in 0..16 {
            // Never blocks (a FIFO put in its place) and never follows a link.
            let not_regular = || {
                LockError::Io(io::Error::other(format!(
                    "{}: not a regular file",
                    path.display()
                )))
            };
            let file = os::open_lock(&path).map_err(|e| {
                if os::is_not_regular(&e) {
                    not_regular()
                } else {
                    LockError::Io(e)
                }
            })?;
            if !file.metadata()?.is_file() {
                return Err(not_regular());
            }
            crate::files::test_hook::pause("lock-opened");
            match file.try_lock() {
                Ok(()) => {}
                Err(TryLockError::WouldBlock) => return Err(LockError::Busy),
                Err(TryLockError::Error(e)) => return Err(LockError::Io(e)),
            }
            if os::still_names(&path, &file) {
                HELD.lock()
                    .unwrap_or_else(|e| e.into_inner())
                    .push(path.clone());
                return Ok(RecordLock { path, _file: file });
            }
            // Removed or replaced by the previous holder as it let go: try again.
        }
        Err(LockError::Busy)
    }
}

impl Drop for RecordLock {
    fn drop(&mut self) {
        // Removed while still held, so no one can lock the old file and think it
        // is current; the file handle closes (and unlocks) after this.
        let mut held = HELD.lock().unwrap_or_else(|e| e.into_inner());
        let _ = fs::remove_file(&self.path);
        if let Some(i) = held.iter().position(|p| *p == self.path) {
            held.swap_remove(i);
        }
    }
}

/// `.NAME.lock` beside the record.
fn lock_path(record: &Path) -> PathBuf {
    let name = record
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    record
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."))
        .join(format!(".{name}.lock"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_second_taker_is_refused_until_the_first_lets_go() {
        let dir = tempfile::tempdir().unwrap();
        let record = dir.path().join("r.yaml");
        let first = RecordLock::acquire(&record).unwrap();
        assert!(matches!(RecordLock::acquire(&record), Err(LockError::Busy)));
        drop(first);
        assert!(
            !dir.path().join(".r.yaml.lock").exists(),
            "the lock file is removed"
        );
        let again = RecordLock::acquire(&record).unwrap();
        drop(again);
    }

    /// The interrupt path removes the lock files still held, and only those: a
    /// lock let go leaves the list, the others stay on it.
    #[test]
    fn a_lock_let_go_leaves_the_held_list_and_the_others_stay() {
        let dir = tempfile::tempdir().unwrap();
        let a = RecordLock::acquire(&dir.path().join("a.yaml")).unwrap();
        let b = RecordLock::acquire(&dir.path().join("b.yaml")).unwrap();
        let held = || -> Vec<PathBuf> {
            HELD.lock()
                .unwrap()
                .iter()
                .filter(|p| p.starts_with(dir.path()))
                .cloned()
                .collect()
        };
        assert_eq!(held().len(), 2);
        drop(a);
        assert_eq!(held(), [dir.path().join(".b.yaml.lock")]);
        drop(b);
        assert!(held().is_empty());
    }
}
