//! Writing incident records so that nothing already answered is lost and nothing
//! already written is clobbered.
//!
//! Every save writes a temporary file in the target directory, syncs it, and then
//! moves it into place. The first save creates the file with a hard link, which fails
//! if the name is taken: two TDs saving in the same folder in the same second get two
//! files. Later saves rename over our own draft. A complete record is never written
//! again.

use std::fs::{self, File, OpenOptions};
use std::io::{self, Write};
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicU32, Ordering};

use crate::incident::{Record, Status};

static TEMP_COUNTER: AtomicU32 = AtomicU32::new(0);

/// Where a record goes: a name still to be claimed in a directory, or a fixed file.
#[derive(Debug)]
pub struct Journal {
    target: Target,
    /// Set once the file exists and is ours to replace.
    path: Option<PathBuf>,
    finished: bool,
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
        }
    }

    pub fn at_file(path: &Path) -> Self {
        Journal {
            target: Target::File(path.to_path_buf()),
            path: None,
            finished: false,
        }
    }

    /// Carries on writing an existing draft (`--resume`).
    pub fn resume(path: &Path) -> Self {
        Journal {
            target: Target::File(path.to_path_buf()),
            path: Some(path.to_path_buf()),
            finished: false,
        }
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
            Some(path) => replace(&path, bytes.as_bytes())?,
            None => self.path = Some(self.create(bytes.as_bytes())?),
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
    let n = TEMP_COUNTER.fetch_add(1, Ordering::Relaxed);
    let temp = dir.join(format!(".{name}.{}.{n}.tmp", std::process::id()));
    let mut f = OpenOptions::new()
        .write(true)
        .create_new(true)
        .open(&temp)
        .map_err(|e| io_err(&temp, e))?;
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
