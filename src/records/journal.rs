//! Writing incident records so that nothing already answered is lost and nothing
//! already written is clobbered.
//!
//! Every save writes a temporary file in the target directory, syncs it, and then
//! moves it into place. The first save takes the new record's lock (`lock.rs`), then
//! creates the file with a hard link, which fails if the name is taken: two TDs
//! saving in the same folder in the same second get two files. On a file system
//! without hard links (FAT on a USB stick) the lock and a check that the name is
//! free claim it instead, and a rename moves the complete record in: either way a
//! kill leaves no record or a whole one, never an empty file. Later saves rename over
//! our own draft. A complete record is never written again, but by its amendment
//! (below). A record td named itself is renamed after the facts form (`rename`) the
//! same way a name is first claimed: its lock, then a hard link that never replaces
//! a file.
//!
//! While a record is being written its lock is held, so a second
//! `td ask --resume` of the same draft is refused; a draft resumed through a
//! symbolic link is resolved first, so both names take the one lock and the link
//! stays a link. Before a draft is replaced, the file on disk is read back: one
//! already marked complete or uncovered is never overwritten, except by its
//! amendment (`td ask --resume` of a finished record), and only when the new record
//! carries the one on disk, exactly as read, as the last entry of its `history`:
//! the journal checks this itself rather than trusting its caller, so a finished
//! ruling is never lost or silently replaced. A record larger than
//! td reads (`incident::max_record_bytes`) is never written: the save fails and the
//! last good draft stays. Temporary files get unpredictable names (a reused PID, PID
//! 1 in a container, cannot collide with a leftover), exist only while their record's
//! lock is held, and the leftovers of a killed `td` are removed (`stale.rs`) when the
//! folder or the record is next taken up.
//!
//! A kill can land between any two steps of a save, so each step is followed by a
//! named crash point (`Save::crash_after`; `files/test_hook.rs` lists them), and
//! the tests (`tests/crash.rs`) kill td at every one and find the old record or
//! the new one, whole. A kill cannot show a missing sync (the page cache survives
//! it), so the syncs and moves also go to the test's sync log, in their order.

use crate::records::incident::{Record, Status};
use crate::records::lock::{LockError, RecordLock};
use std::fs::{self, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Where a record goes: a name still to be claimed in a directory, or a fixed file.
#[derive(Debug)]
pub struct Journal {
    target: Target,
    /// Set once the file exists and is ours to replace.
    path: Option<PathBuf>,
    finished: bool,
    /// Held while this process may write the record.
    lock: Option<RecordLock>,
}

#[derive(Debug)]
enum Target {
    /// Claim `dir/stem.yaml`, or `stem_2.yaml`, ... if taken.
    Dir { dir: PathBuf, stem: String },
    /// Exactly this file, which must not exist yet (`--save FILE`).
    File(PathBuf),
}

/// Why a record could not be kept. The words are the catalogue's
/// (`journal-error-*`); `Display` gives the English.
#[derive(Debug, thiserror::Error)]
#[error("{}", self.describe(crate::texts::lang::Lang::DEFAULT))]
pub enum JournalError {
    Exists(PathBuf),
    Finished(PathBuf),
    Io {
        path: PathBuf,
        source: io::Error,
    },
    Busy(PathBuf),
    Unusable(PathBuf, io::Error),
    TooLarge {
        path: PathBuf,
        size: u64,
        limit: u64,
    },
    NotRenamed {
        path: PathBuf,
        name: String,
        source: io::Error,
    },
}

impl JournalError {
    /// The catalogue's messages for these errors: `$path`, and `$reason` (the
    /// system's own words), `$name`, `$size` and `$limit` where they apply.
    pub const IDS: [&str; 7] = [
        "journal-error-exists",
        "journal-error-finished",
        "journal-error-io",
        "journal-error-busy",
        "journal-error-unusable",
        "journal-error-too-large",
        "journal-error-not-renamed",
    ];

    /// The refusal in the TD's language. Paths and the system's own error text
    /// stay as they are (made safe to show).
    pub fn describe(&self, lang: crate::texts::lang::Lang) -> String {
        use crate::texts::text::sanitize;
        let shown = |p: &PathBuf| sanitize(&p.display().to_string());
        let (id, path, reason, name, size, limit) = match self {
            JournalError::Exists(p) => (Self::IDS[0], p, None, None, 0, 0),
            JournalError::Finished(p) => (Self::IDS[1], p, None, None, 0, 0),
            JournalError::Io { path, source } => (Self::IDS[2], path, Some(source), None, 0, 0),
            JournalError::Busy(p) => (Self::IDS[3], p, None, None, 0, 0),
            JournalError::Unusable(p, e) => (Self::IDS[4], p, Some(e), None, 0, 0),
            JournalError::TooLarge { path, size, limit } => {
                (Self::IDS[5], path, None, None, *size, *limit)
            }
            JournalError::NotRenamed { path, name, source } => {
                (Self::IDS[6], path, Some(source), Some(name), 0, 0)
            }
        };
        let reason = reason.map(|e| sanitize(&e.to_string())).unwrap_or_default();
        let name = name.map(|n| sanitize(n)).unwrap_or_default();
        crate::texts::fluent::message(
            lang,
            id,
            &[
                ("path", &shown(path)),
                ("reason", &reason),
                ("name", &name),
                ("size", &size.to_string()),
                ("limit", &limit.to_string()),
            ],
        )
    }
}

impl Journal {
    pub fn in_dir(dir: &Path, stem: &str) -> Self {
        Journal {
            target: Target::Dir {
                dir: dir.to_path_buf(),
                stem: stem.to_string(),
            },
            path: None,
            finished: false,
            lock: None,
        }
    }

    pub fn at_file(path: &Path) -> Self {
        Journal {
            target: Target::File(path.to_path_buf()),
            path: None,
            finished: false,
            lock: None,
        }
    }

    /// Carries on writing an existing draft (`--resume`), if no other td has it.
    ///
    /// A symbolic link is followed to the draft it names, which is then the file
    /// locked, read and written (`path()`): locking the link's own name would let a
    /// resume through the link and one of the real file both write, and renaming
    /// over the link would replace it with a copy.
    pub fn resume(path: &Path) -> Result<Self, JournalError> {
        let is_link = fs::symlink_metadata(path).is_ok_and(|m| m.file_type().is_symlink());
        let path = match is_link {
            // A dangling link stays as given: reading it then says what is wrong.
            true => fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf()),
            false => path.to_path_buf(),
        };
        let lock = lock(&path)?;
        crate::records::stale::remove_temps_of(&path);
        let ours = path.file_name().and_then(|n| n.to_str());
        crate::records::stale::sweep(parent(&path).unwrap_or(Path::new(".")), ours);
        Ok(Journal {
            target: Target::File(path.clone()),
            path: Some(path),
            finished: false,
            lock: Some(lock),
        })
    }

    /// Makes sure a record can be kept where it is to go, before the first question,
    /// so a read-only or missing folder is found at once rather than after an answer.
    pub fn preflight(&self) -> Result<(), JournalError> {
        let dir = match &self.target {
            Target::Dir { dir, .. } => dir.clone(),
            Target::File(path) => {
                // A dangling symlink counts as taken: saving would follow it.
                if fs::symlink_metadata(path).is_ok() {
                    return Err(JournalError::Exists(path.clone()));
                }
                parent(path).unwrap_or(Path::new(".")).to_path_buf()
            }
        };
        let unusable = |e| JournalError::Unusable(dir.clone(), e);
        fs::create_dir_all(&dir).map_err(unusable)?;
        crate::records::stale::probe(&dir).map_err(unusable)?;
        if let Target::File(path) = &self.target {
            // A lock that cannot be taken (a FIFO or a link in its place) is found
            // now, not after the first answer. Taken at once and let go.
            match RecordLock::try_acquire(path) {
                Ok(_) | Err(LockError::Busy) => {}
                Err(LockError::Io(e)) => return Err(io_err(path, e)),
            }
        }
        // The leftovers of a killed td in this folder, now that it is known usable.
        crate::records::stale::sweep(&dir, None);
        Ok(())
    }

    /// The file written so far, if any.
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    pub fn save(&mut self, record: &Record) -> Result<(), JournalError> {
        if self.finished {
            let p = self.path.clone().unwrap_or_default();
            return Err(JournalError::Finished(p));
        }
        let bytes = record.to_yaml();
        // What td would refuse to read back is never written.
        let limit = crate::records::incident::max_record_bytes();
        if bytes.len() as u64 > limit {
            return Err(JournalError::TooLarge {
                path: self.shown_path(),
                size: bytes.len() as u64,
                limit,
            });
        }
        match self.path.clone() {
            Some(path) => {
                let Some(save) = replacing(&path, record) else {
                    self.finished = true;
                    return Err(JournalError::Finished(path));
                };
                replace(&path, bytes.as_bytes(), save)?
            }
            None => {
                let (path, lock) = self.create(bytes.as_bytes())?;
                self.lock = Some(lock);
                self.path = Some(path);
            }
        }
        if record.status == Status::Complete {
            self.finished = true;
        }
        Ok(())
    }

    /// Names a record td named itself after `stem` (`stem.yaml`, or `stem_2.yaml`,
    /// ... if taken): the board and table typed in the facts form go into the name.
    /// The new name is claimed as a first save claims one (its lock, then a hard
    /// link, which never replaces a file), then the old name is removed; a record
    /// named by the TD (`--save`, `--resume`) keeps its name.
    pub fn rename(&mut self, new_stem: &str) -> Result<(), JournalError> {
        let Target::Dir { dir, stem } = &mut self.target else {
            return Ok(());
        };
        if stem == new_stem || self.finished {
            return Ok(());
        }
        let Some(old) = self.path.clone() else {
            // Nothing saved yet: the first save takes the new name.
            *stem = new_stem.to_string();
            return Ok(());
        };
        for n in 1..10_000 {
            let path = crate::files::os::join_shown(dir, numbered(new_stem, n));
            let not_renamed = |source| JournalError::NotRenamed {
                path: old.clone(),
                name: crate::texts::text::sanitize(&path.display().to_string()),
                source,
            };
            let moved = move_new(&old, &path).map_err(not_renamed)?;
            if let Some(lock) = moved {
                // The old name's lock goes (and its file with it).
                self.lock = Some(lock);
                self.path = Some(path);
                *stem = new_stem.to_string();
                return Ok(());
            }
        }
        Err(JournalError::NotRenamed {
            path: old,
            name: format!("{new_stem}.yaml"),
            source: io::Error::other("no free file name"),
        })
    }

    /// The record's file, or where it is to go, for messages.
    fn shown_path(&self) -> PathBuf {
        match (&self.path, &self.target) {
            (Some(p), _) | (None, Target::File(p)) => p.clone(),
            (None, Target::Dir { dir, .. }) => dir.clone(),
        }
    }

    fn create(&self, bytes: &[u8]) -> Result<(PathBuf, RecordLock), JournalError> {
        match &self.target {
            Target::File(path) => {
                if let Some(dir) = parent(path) {
                    fs::create_dir_all(dir).map_err(|e| io_err(dir, e))?;
                }
                create_new(path, bytes, RecordLock::acquire)?
                    .map(|lock| (path.clone(), lock))
                    .ok_or_else(|| JournalError::Exists(path.clone()))
            }
            Target::Dir { dir, stem } => {
                fs::create_dir_all(dir).map_err(|e| io_err(dir, e))?;
                for n in 1..10_000 {
                    let path = crate::files::os::join_shown(dir, numbered(stem, n));
                    if let Some(lock) = create_new(&path, bytes, RecordLock::try_acquire)? {
                        return Ok((path, lock));
                    }
                }
                Err(io_err(dir, io::Error::other("no free file name")))
            }
        }
    }
}

/// `stem.yaml` first, then `stem_2.yaml`, `stem_3.yaml`, ...
fn numbered(stem: &str, n: u32) -> String {
    if n == 1 {
        format!("{stem}.yaml")
    } else {
        format!("{stem}_{n}.yaml")
    }
}

fn lock(path: &Path) -> Result<RecordLock, JournalError> {
    RecordLock::acquire(path).map_err(|e| match e {
        LockError::Busy => JournalError::Busy(path.to_path_buf()),
        LockError::Io(e) => io_err(path, e),
    })
}

/// Whether `record` may replace the one on disk, and as which save: a draft (or
/// what td cannot read) may be replaced; a complete or uncovered record only by
/// its amendment, which keeps it in its history. `None`: not at all.
fn replacing(path: &Path, record: &Record) -> Option<Save> {
    let on_disk =
        crate::files::read::read_regular(path, crate::records::incident::max_record_bytes())
            .ok()
            .and_then(|bytes| crate::records::incident::parse("", &bytes).ok());
    match on_disk {
        Some(l) if l.record.status.is_final() => record.keeps(&l.record).then_some(Save::Amend),
        _ => Some(Save::Replace),
    }
}

/// The saves a kill can cut short, by the names their crash points have
/// (`TD_TEST_CRASH=SAVE:STEP`; `files/test_hook.rs` lists them all). Each step
/// below is followed by its point, so a test can kill td after any of them and
/// find the old record or the new one, whole, at the record's name.
#[derive(Clone, Copy, Debug)]
enum Save {
    /// A new record's name claimed (`create_new`).
    First,
    /// A draft replaced by the next (`replace`).
    Replace,
    /// A finished record replaced by its amendment's first save (`replace`).
    Amend,
    /// A record moved to the name the facts give it (`move_new`).
    Rename,
}

impl Save {
    /// Where td dies when the test asks for it: this save has just done `step`.
    fn crash_after(self, step: &str) {
        let save = match self {
            Save::First => "first-save",
            Save::Replace => "replace",
            Save::Amend => "amend",
            Save::Rename => "rename",
        };
        crate::files::test_hook::crash(save, step);
    }
}

/// An unpredictable suffix for a temporary file name: std's per-process random
/// hash keys over the time and a counter; no extra crate for something this small.
pub(crate) fn random_suffix() -> String {
    use std::hash::{BuildHasher, Hasher};
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let mut h = std::collections::hash_map::RandomState::new().build_hasher();
    h.write_u64(COUNTER.fetch_add(1, Ordering::Relaxed));
    h.write_u128(
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos()),
    );
    h.write_u32(std::process::id());
    format!("{:016x}", h.finish())
}

fn parent(path: &Path) -> Option<&Path> {
    path.parent().filter(|p| !p.as_os_str().is_empty())
}

fn io_err(path: &Path, source: io::Error) -> JournalError {
    JournalError::Io {
        path: path.to_path_buf(),
        source,
    }
}

/// Writes `bytes` to a synced temporary file beside `path`.
fn write_temp(path: &Path, bytes: &[u8], save: Save) -> Result<PathBuf, JournalError> {
    let dir = parent(path).unwrap_or(Path::new("."));
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    // A name already taken (a leftover, however unlikely) is simply passed over.
    let mut opened = None;
    for _ in 0..16 {
        let temp = dir.join(format!(".{name}.{}.tmp", random_suffix()));
        match OpenOptions::new().write(true).create_new(true).open(&temp) {
            Ok(f) => {
                opened = Some((temp, f));
                break;
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => continue,
            Err(e) => return Err(io_err(&temp, e)),
        }
    }
    let (temp, mut f) =
        opened.ok_or_else(|| io_err(dir, io::Error::other("no free name for a temporary file")))?;
    let failed = |e| {
        let _ = fs::remove_file(&temp);
        io_err(&temp, e)
    };
    f.write_all(bytes).map_err(failed)?;
    // Written, perhaps only to the page cache; the record's name is untouched.
    save.crash_after("temp-written");
    sync_data(&f, &temp).map_err(failed)?;
    // On disk, not yet at the record's name.
    save.crash_after("temp-synced");
    Ok(temp)
}

/// Makes `file`'s content durable before it is linked or renamed into place: a
/// power cut after the rename must not find the name on an empty or torn file. The
/// sync log's line is written here, by the sync itself, so a save that skips it
/// shows in the log (`test_hook.rs`).
fn sync_data(file: &fs::File, path: &Path) -> io::Result<()> {
    file.sync_all()?;
    crate::files::test_hook::log(|| format!("data {}", file_name(path)));
    Ok(())
}

/// A link or rename made, in the sync log, between the syncs it needs.
fn log_move(how: &str, from: &Path, to: &Path) {
    crate::files::test_hook::log(|| format!("{how} {} {}", file_name(from), file_name(to)));
}

fn file_name(path: &Path) -> String {
    path.file_name()
        .map_or_else(String::new, |n| n.to_string_lossy().into_owned())
}

/// Creates `path` with `bytes` if no file has that name, returning its lock;
/// `Ok(None)` if the name is taken (a file, a link, or another td claiming it now).
/// `take` is how the lock is taken: at once where another name will do, waiting out
/// a sweeping td's moment (`RecordLock::acquire`) where the name is the TD's.
fn create_new(
    path: &Path,
    bytes: &[u8],
    take: fn(&Path) -> Result<RecordLock, LockError>,
) -> Result<Option<RecordLock>, JournalError> {
    // The lock first: while it is held no other td claims this name, and the
    // temporary file below counts as live (`stale.rs` removes only temporary files
    // whose record lock it can take). Busy: another td is claiming this very name.
    let lock = match take(path) {
        Ok(lock) => lock,
        Err(LockError::Busy) => return Ok(None),
        Err(LockError::Io(e)) => return Err(io_err(path, e)),
    };
    if fs::symlink_metadata(path).is_ok() {
        return Ok(None);
    }
    // The name is ours (locked, free); the record is not there yet.
    let temp = write_temp(path, bytes, Save::First)?;
    // A test puts a file of another program at the name here: it must survive.
    crate::files::test_hook::pause("first-save-link");
    let linked = if crate::files::test_hook::no_hard_links() {
        Err(io::Error::new(io::ErrorKind::Unsupported, "no hard links"))
    } else {
        fs::hard_link(&temp, path)
    };
    match linked {
        Ok(()) => {
            log_move("link", &temp, path);
            // The whole record at its name, and still at the temporary's.
            Save::First.crash_after("linked");
            let _ = fs::remove_file(&temp);
        }
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => {
            let _ = fs::remove_file(&temp);
            return Ok(None);
        }
        // Some file systems (FAT on a USB stick) have no hard links. The lock and
        // the check above claimed the name against every other td; the rename moves
        // the whole record in at once, so a kill leaves none or all of it.
        Err(_) => {
            fs::rename(&temp, path).map_err(|e| {
                let _ = fs::remove_file(&temp);
                io_err(path, e)
            })?;
            log_move("rename", &temp, path);
            Save::First.crash_after("renamed");
        }
    }
    sync_dir(path);
    Save::First.crash_after("dir-synced");
    Ok(Some(lock))
}

/// Moves our record at `from` to `to` if no file has that name, returning the new
/// name's lock; `Ok(None)` if the name is taken. As `create_new`: the lock first,
/// then a hard link, which fails rather than replace a file, then the old name is
/// removed (a kill in between leaves the record under both names, never under
/// none). Without hard links the lock and the check claim the name and a rename
/// moves the record.
fn move_new(from: &Path, to: &Path) -> io::Result<Option<RecordLock>> {
    let lock = match RecordLock::try_acquire(to) {
        Ok(lock) => lock,
        Err(LockError::Busy) => return Ok(None),
        Err(LockError::Io(e)) => return Err(e),
    };
    if fs::symlink_metadata(to).is_ok() {
        return Ok(None);
    }
    let linked = if crate::files::test_hook::no_hard_links() {
        Err(io::Error::new(io::ErrorKind::Unsupported, "no hard links"))
    } else {
        fs::hard_link(from, to)
    };
    match linked {
        Ok(()) => {
            log_move("link", from, to);
            // The record under both names.
            Save::Rename.crash_after("linked");
            if let Err(e) = fs::remove_file(from) {
                // The record stays under its old name alone.
                let _ = fs::remove_file(to);
                return Err(e);
            }
            Save::Rename.crash_after("old-removed");
        }
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => return Ok(None),
        Err(_) => {
            fs::rename(from, to)?;
            log_move("rename", from, to);
            Save::Rename.crash_after("renamed");
        }
    }
    sync_dir(to);
    Save::Rename.crash_after("dir-synced");
    Ok(Some(lock))
}

/// Atomically replaces our own record at `path`: a draft, or (`Save::Amend`) the
/// finished record its amendment keeps in its history.
fn replace(path: &Path, bytes: &[u8], save: Save) -> Result<(), JournalError> {
    let temp = write_temp(path, bytes, save)?;
    fs::rename(&temp, path).map_err(|e| {
        let _ = fs::remove_file(&temp);
        io_err(path, e)
    })?;
    log_move("rename", &temp, path);
    // The new record at its name; the rename perhaps not yet on disk.
    save.crash_after("renamed");
    sync_dir(path);
    save.crash_after("dir-synced");
    Ok(())
}

/// Makes the rename itself durable (`files/os.rs` says how on each platform).
fn sync_dir(path: &Path) {
    crate::files::os::sync_dir(path);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::incident::Superseded;

    const AMENDED: &str = include_str!("../../tests/incidents-v2/amended.yaml");

    fn record(text: &str) -> Record {
        crate::records::incident::parse("r.yaml", text.as_bytes())
            .unwrap()
            .record
    }

    /// A finished record on disk is replaced only by a record that keeps it, as it
    /// is, as the last entry of its history, and keeps its earlier history too.
    #[test]
    fn a_finished_record_is_replaced_only_by_one_that_keeps_it() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("r.yaml");
        std::fs::write(&path, AMENDED).unwrap();
        let on_disk = record(AMENDED);
        let mut amendment = on_disk.clone();
        amendment.status = Status::Draft;

        // Not kept at all: refused, and the journal writes no more.
        let mut journal = Journal::resume(&path).unwrap();
        assert!(matches!(
            journal.save(&amendment),
            Err(JournalError::Finished(_))
        ));
        drop(journal);

        // Kept, but an earlier version dropped: refused.
        let mut forgetful = amendment.clone();
        forgetful.history = vec![Superseded::of(&on_disk, "now")];
        let mut journal = Journal::resume(&path).unwrap();
        assert!(journal.save(&forgetful).is_err());
        drop(journal);
        assert_eq!(std::fs::read_to_string(&path).unwrap(), AMENDED);

        // Kept whole: written; a draft from then on.
        let mut kept = amendment.clone();
        kept.history.push(Superseded::of(&on_disk, "now"));
        let mut journal = Journal::resume(&path).unwrap();
        journal.save(&kept).unwrap();
        journal.save(&kept).unwrap();
        let text = std::fs::read_to_string(&path).unwrap();
        assert_eq!(text.matches("- superseded: ").count(), 2, "{text}");
    }

    /// The facts form renames a draft td named; the same name again changes
    /// nothing (no `_2`), and a finished record keeps its name whatever is typed.
    #[test]
    fn a_rename_to_the_same_name_or_of_a_finished_record_changes_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let mut draft = record(AMENDED);
        draft.status = Status::Draft;
        let mut journal = Journal::in_dir(dir.path(), "b1");
        journal.save(&draft).unwrap();
        let first = journal.path().unwrap().to_path_buf();
        assert_eq!(first, dir.path().join("b1.yaml"));
        journal.rename("b1").unwrap();
        assert_eq!(journal.path(), Some(first.as_path()));
        journal.rename("b2").unwrap();
        let renamed = dir.path().join("b2.yaml");
        assert_eq!(journal.path(), Some(renamed.as_path()));
        assert!(!first.exists());
        let mut done = draft.clone();
        done.status = Status::Complete;
        journal.save(&done).unwrap();
        journal.rename("b3").unwrap();
        assert_eq!(journal.path(), Some(renamed.as_path()));
        assert!(!dir.path().join("b3.yaml").exists());
    }
}
