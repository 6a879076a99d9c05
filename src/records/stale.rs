//! The leftovers of a td that was killed (`kill -9`, a power cut, SIGTERM while a
//! save was under way): temporary files, folder probes and lock files. They are
//! removed by the next td that takes up the folder (a new record there) or the
//! record (`--resume`), and only when that is safe:
//!
//! - a record's temporary files (`.NAME.RANDOM.tmp`) and its lock file
//!   (`.NAME.lock`) only while this process holds that record's lock. A writer holds
//!   the lock for as long as any temporary file of its record exists (`journal.rs`),
//!   so a lock that can be taken means no one is writing: a live td's lock is never
//!   taken, and so neither it nor its temporary file is ever removed.
//! - a folder probe (`.td-probe.RANDOM.probe`) only if it can be locked: the td
//!   probing holds a lock on it while it exists.

use std::collections::BTreeSet;
use std::fs::{self, File, OpenOptions, TryLockError};
use std::io;
use std::path::Path;

use crate::records::lock::RecordLock;

const PROBE_PREFIX: &str = ".td-probe.";
const PROBE_SUFFIX: &str = ".probe";

/// Whether a file can be created in `dir`: creates a probe, locked while it
/// exists, and removes it.
pub fn probe(dir: &Path) -> io::Result<()> {
    let mut last = None;
    for _ in 0..16 {
        let name = format!(
            "{PROBE_PREFIX}{}{PROBE_SUFFIX}",
            crate::records::journal::random_suffix()
        );
        let path = dir.join(name);
        match OpenOptions::new().write(true).create_new(true).open(&path) {
            Ok(file) => {
                let _ = file.try_lock();
                let synced = file.sync_all();
                let _ = fs::remove_file(&path);
                return synced;
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| io::Error::other("no free name for a probe")))
}

/// Removes the leftovers of killed tds in `dir`, skipping everything a live td
/// holds, and the record named `ours` (whose lock this process holds). Best effort:
/// what cannot be removed stays for the next time.
pub fn sweep(dir: &Path, ours: Option<&str>) {
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    let mut owners = BTreeSet::new();
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(name) = name.to_str() else {
            continue;
        };
        if !name.starts_with('.') {
            continue;
        }
        if name.starts_with(PROBE_PREFIX) && name.ends_with(PROBE_SUFFIX) {
            remove_probe(&entry.path());
        } else if let Some(owner) = lock_owner(name).or_else(|| temp_owner(name)) {
            owners.insert(owner.to_string());
        }
    }
    for owner in owners {
        if Some(owner.as_str()) == ours {
            continue;
        }
        let record = dir.join(&owner);
        // Busy (a live td) or unusable: left alone, without waiting.
        if let Ok(lock) = RecordLock::try_acquire(&record) {
            remove_temps_of(&record);
            // Dropping the lock removes its file.
            drop(lock);
        }
    }
}

/// Removes the temporary files of the record at `record`. Only with its lock held.
pub fn remove_temps_of(record: &Path) {
    let Some(name) = record.file_name().and_then(|n| n.to_str()) else {
        return;
    };
    let dir = record
        .parent()
        .filter(|p| !p.as_os_str().is_empty())
        .unwrap_or(Path::new("."));
    let Ok(entries) = fs::read_dir(dir) else {
        return;
    };
    for e in entries.flatten() {
        if e.file_name().to_str().and_then(temp_owner) == Some(name) {
            let _ = fs::remove_file(e.path());
        }
    }
}

/// `NAME` of a lock file `.NAME.lock`.
fn lock_owner(file: &str) -> Option<&str> {
    file.strip_prefix('.')?
        .strip_suffix(".lock")
        .filter(|n| !n.is_empty())
}

/// `NAME` of a temporary file `.NAME.RANDOM.tmp` (16 hex digits), or of one named
/// by an older td, `.NAME.PID.COUNTER.tmp`.
fn temp_owner(file: &str) -> Option<&str> {
    let inner = file.strip_prefix('.')?.strip_suffix(".tmp")?;
    let (rest, last) = inner.rsplit_once('.')?;
    let digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    let owner = if last.len() == 16 && last.bytes().all(|b| b.is_ascii_hexdigit()) {
        rest
    } else {
        let (name, pid) = rest.rsplit_once('.')?;
        (digits(pid) && digits(last)).then_some(name)?
    };
    (!owner.is_empty()).then_some(owner)
}

/// Removes a probe no live td holds. Opened without blocking and without following
/// a link, and only a regular file is removed.
fn remove_probe(path: &Path) {
    let opened: io::Result<File> = crate::files::os::open_probe(path);
    let Ok(file) = opened else {
        return;
    };
    if !file.metadata().is_ok_and(|m| m.is_file()) {
        return;
    }
    match file.try_lock() {
        Ok(()) => {
            let _ = fs::remove_file(path);
        }
        Err(TryLockError::WouldBlock | TryLockError::Error(_)) => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn owners_are_read_from_file_names() {
        assert_eq!(lock_owner(".r.yaml.lock"), Some("r.yaml"));
        assert_eq!(lock_owner(".lock"), None);
        assert_eq!(temp_owner(".r.yaml.0123456789abcdef.tmp"), Some("r.yaml"));
        assert_eq!(temp_owner(".d.yaml.1.0.tmp"), Some("d.yaml"));
        // A record named `a.b` is not `a`'s.
        assert_eq!(temp_owner(".a.b.0123456789abcdef.tmp"), Some("a.b"));
        assert_eq!(temp_owner(".r.yaml.xyz.tmp"), None);
        assert_eq!(temp_owner("r.yaml.0123456789abcdef.tmp"), None);
    }

    #[test]
    fn a_held_lock_and_its_temporary_file_are_left_alone() {
        let dir = tempfile::tempdir().unwrap();
        let live = dir.path().join("live.yaml");
        let held = RecordLock::acquire(&live).unwrap();
        let live_temp = dir.path().join(".live.yaml.0123456789abcdef.tmp");
        fs::write(&live_temp, "being written").unwrap();
        let dead_temp = dir.path().join(".dead.yaml.fedcba9876543210.tmp");
        fs::write(&dead_temp, "half").unwrap();
        fs::write(dir.path().join(".dead.yaml.lock"), "").unwrap();
        sweep(dir.path(), None);
        assert!(live_temp.exists());
        assert!(dir.path().join(".live.yaml.lock").exists());
        assert!(!dead_temp.exists());
        assert!(!dir.path().join(".dead.yaml.lock").exists());
        drop(held);
    }
}
