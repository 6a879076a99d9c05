//! Writing incident records so that nothing already answered is lost and nothing
//! already written is clobbered.
//!
//! Every save writes a temporary file in the target directory, syncs it, and then
//! moves it into place. The first save creates the file with a hard link, which fails
//! if the name is taken: two TDs saving in the same folder in the same second get two
//! files. Later saves rename over our own draft. A complete record is never written
//! again.
//!
//! While a record is being written its lock (`lock.rs`) is held, so a second
//! `td ask --resume` of the same draft is refused; and before a draft is replaced,
//! the file on disk is read back: one already marked complete or uncovered is never
//! overwritten. Temporary files get unpredictable names (a reused PID, PID 1 in a
//! container, cannot collide with a leftover), and the leftovers of a killed `td`
//! are removed when the record is next taken up.

use crate::incident::{Record, Status};
use crate::lock::{LockError, RecordLock};
use std::fs::{self, File, OpenOptions};
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

#[derive(Debug, thiserror::Error)]
pub enum JournalError {
    #[error("{0}: already exists; a record is never overwritten (choose another --save file)")]
    Exists(PathBuf),
    #[error("{0}: the record is complete and is never written again")]
    Finished(PathBuf),
    #[error("{path}: cannot save the incident record: {source}")]
    Io { path: PathBuf, source: io::Error },
    #[error("{0}: another td is working on this record; finish there, or wait for it to end")]
    Busy(PathBuf),
    #[error("{0}: cannot keep incident records here: {1}")]
    Unusable(PathBuf, io::Error),
}

impl JournalError {
    /// The refusal in the TD's language (`Display` gives the English). Paths and
    /// the system's own error text stay as they are.
    pub fn describe(&self, lang: crate::lang::Lang) -> String {
        use crate::lang::Lang;
        let shown = |p: &PathBuf| crate::text::sanitize(&p.display().to_string());
        match (self, lang) {
            (_, Lang::En) => crate::text::sanitize(&self.to_string()),
            (JournalError::Exists(p), Lang::Nb) => format!(
                "{}: finnes allerede; en rapport blir aldri overskrevet (velg en annen --save-fil)",
                shown(p)
            ),
            (JournalError::Exists(p), Lang::Pl) => format!(
                "{}: już istnieje; protokołu nigdy się nie nadpisuje (wybierz inny plik --save)",
                shown(p)
            ),
            (JournalError::Finished(p), Lang::Nb) => {
                format!("{}: rapporten er fullført og skrives aldri igjen", shown(p))
            }
            (JournalError::Finished(p), Lang::Pl) => {
                format!(
                    "{}: protokół jest zakończony i nie będzie ponownie zapisany",
                    shown(p)
                )
            }
            (JournalError::Io { path, source }, Lang::Nb) => {
                format!(
                    "{}: kan ikke lagre hendelsesrapporten: {source}",
                    shown(path)
                )
            }
            (JournalError::Io { path, source }, Lang::Pl) => {
                format!(
                    "{}: nie można zapisać protokołu zdarzenia: {source}",
                    shown(path)
                )
            }
            (JournalError::Busy(p), Lang::Nb) => format!(
                "{}: en annen td arbeider med denne rapporten; gjør den ferdig der, eller vent til den er slutt",
                shown(p)
            ),
            (JournalError::Busy(p), Lang::Pl) => format!(
                "{}: inny td pracuje nad tym protokołem; dokończ tam albo poczekaj, aż skończy",
                shown(p)
            ),
            (JournalError::Unusable(p, e), Lang::Nb) => {
                format!("{}: kan ikke lagre hendelsesrapporter her: {e}", shown(p))
            }
            (JournalError::Unusable(p, e), Lang::Pl) => {
                format!(
                    "{}: nie można tu przechowywać protokołów zdarzeń: {e}",
                    shown(p)
                )
            }
        }
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
    pub fn resume(path: &Path) -> Result<Self, JournalError> {
        let lock = lock(path)?;
        remove_stale_temps(path);
        Ok(Journal {
            target: Target::File(path.to_path_buf()),
            path: Some(path.to_path_buf()),
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
        let probe = write_temp(&dir.join("probe"), b"").map_err(|e| match e {
            JournalError::Io { source, .. } => unusable(source),
            other => other,
        })?;
        let _ = fs::remove_file(probe);
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
        match self.path.clone() {
            Some(path) => {
                if already_final(&path) {
                    self.finished = true;
                    return Err(JournalError::Finished(path));
                }
                replace(&path, bytes.as_bytes())?
            }
            None => {
                let path = self.create(bytes.as_bytes())?;
                self.lock = Some(lock(&path)?);
                self.path = Some(path);
            }
        }
        if record.status == Status::Complete {
            self.finished = true;
        }
        Ok(())
    }

    fn create(&self, bytes: &[u8]) -> Result<PathBuf, JournalError> {
        match &self.target {
            Target::File(path) => {
                if let Some(dir) = parent(path) {
                    fs::create_dir_all(dir).map_err(|e| io_err(dir, e))?;
                }
                create_new(path, bytes)?
                    .then_some(path.clone())
                    .ok_or_else(|| JournalError::Exists(path.clone()))
            }
            Target::Dir { dir, stem } => {
                fs::create_dir_all(dir).map_err(|e| io_err(dir, e))?;
                for n in 1..10_000 {
                    let name = if n == 1 {
                        format!("{stem}.yaml")
                    } else {
                        format!("{stem}_{n}.yaml")
                    };
                    let path = dir.join(name);
                    if create_new(&path, bytes)? {
                        return Ok(path);
                    }
                }
                Err(io_err(dir, io::Error::other("no free file name")))
            }
        }
    }
}

fn lock(path: &Path) -> Result<RecordLock, JournalError> {
    RecordLock::acquire(path).map_err(|e| match e {
        LockError::Busy => JournalError::Busy(path.to_path_buf()),
        LockError::Io(e) => io_err(path, e),
    })
}

/// Whether the record on disk is already complete or uncovered (and so final).
fn already_final(path: &Path) -> bool {
    crate::read::read_regular(path, 1024 * 1024)
        .ok()
        .and_then(|bytes| crate::incident::parse("", &bytes).ok())
        .is_some_and(|l| l.record.status.is_final())
}

/// Removes the temporary files a killed td left beside `path`. Only called with the
/// record's lock held, so none of them is being written.
fn remove_stale_temps(path: &Path) {
    let Some(name) = path.file_name().map(|n| n.to_string_lossy().into_owned()) else {
        return;
    };
    let prefix = format!(".{name}.");
    let Ok(entries) = fs::read_dir(parent(path).unwrap_or(Path::new("."))) else {
        return;
    };
    for e in entries.flatten() {
        let n = e.file_name().to_string_lossy().into_owned();
        if n.starts_with(&prefix) && n.ends_with(".tmp") {
            let _ = fs::remove_file(e.path());
        }
    }
}

/// An unpredictable suffix for a temporary file name: std's per-process random
/// hash keys over the time and a counter; no extra crate for something this small.
fn random_suffix() -> String {
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
fn write_temp(path: &Path, bytes: &[u8]) -> Result<PathBuf, JournalError> {
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
    f.write_all(bytes).and_then(|_| f.sync_all()).map_err(|e| {
        let _ = fs::remove_file(&temp);
        io_err(&temp, e)
    })?;
    Ok(temp)
}

/// Creates `path` with `bytes` if no file has that name; `Ok(false)` if one has.
fn create_new(path: &Path, bytes: &[u8]) -> Result<bool, JournalError> {
    let temp = write_temp(path, bytes)?;
    let linked = fs::hard_link(&temp, path);
    let _ = fs::remove_file(&temp);
    match linked {
        Ok(()) => {
            sync_dir(path);
            Ok(true)
        }
        Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Ok(false),
        // Some file systems (FAT on a USB stick) have no hard links: claim the name
        // with an exclusive create instead. Still never clobbers.
        Err(_) => match OpenOptions::new().write(true).create_new(true).open(path) {
            Ok(mut f) => {
                f.write_all(bytes)
                    .and_then(|_| f.sync_all())
                    .map_err(|e| io_err(path, e))?;
                sync_dir(path);
                Ok(true)
            }
            Err(e) if e.kind() == io::ErrorKind::AlreadyExists => Ok(false),
            Err(e) => Err(io_err(path, e)),
        },
    }
}

/// Atomically replaces our own draft at `path`.
fn replace(path: &Path, bytes: &[u8]) -> Result<(), JournalError> {
    let temp = write_temp(path, bytes)?;
    fs::rename(&temp, path).map_err(|e| {
        let _ = fs::remove_file(&temp);
        io_err(path, e)
    })?;
    sync_dir(path);
    Ok(())
}

/// Makes the rename itself durable. Best effort: not every platform can open a
/// directory for syncing.
fn sync_dir(path: &Path) {
    if let Ok(d) = File::open(parent(path).unwrap_or(Path::new("."))) {
        let _ = d.sync_all();
    }
}
