//! What differs between Unix and Windows when `td` opens a file the user named,
//! takes a record's lock or makes a rename durable. One body per platform; the
//! callers (`read.rs`, `records/lock.rs`, `records/stale.rs`, `records/journal.rs`)
//! hold no `cfg` of their own.
//!
//! The promises are the same on both, and so are the checks that keep them: a
//! file is only read if the opened handle is a regular file, and a lock file is
//! only trusted if its path still names the file locked. What the platforms give
//! to keep them differs:
//! - Unix: opens never block (`O_NONBLOCK`: a FIFO in a record's place opens at
//!   once and is then refused), never follow a link where one could be swapped in
//!   (`O_NOFOLLOW`), and the directory is synced after a rename.
//! - Windows: a path names no FIFO (pipes live under `\\.\pipe\`, which the
//!   regular-file check refuses), and a link is opened as itself
//!   (`FILE_FLAG_OPEN_REPARSE_POINT`), so the regular-file check refuses it too. A
//!   folder cannot be opened to sync it; NTFS journals the rename itself
//!   (docs/decisions.md, "td on Windows").

use std::fs::{File, OpenOptions};
use std::io;
use std::path::Path;

/// Opens `path` for reading, never blocking on it and never making it the
/// controlling terminal.
pub fn open_read(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK | libc::O_NOCTTY);
    }
    options.open(path)
}

/// Opens `path` for a lock: created if missing, never truncated, never blocking,
/// and a link is not followed (it is opened as itself, or refused).
pub fn open_lock(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.create(true).truncate(false).write(true);
    no_follow(&mut options);
    options.open(path)
}

/// Opens `path` to look at it (a leftover of another td): never blocking, never
/// following a link.
pub fn open_probe(path: &Path) -> io::Result<File> {
    let mut options = OpenOptions::new();
    options.read(true);
    no_follow(&mut options);
    options.open(path)
}

#[cfg(unix)]
fn no_follow(options: &mut OpenOptions) {
    use std::os::unix::fs::OpenOptionsExt;
    options.custom_flags(libc::O_NONBLOCK | libc::O_NOFOLLOW);
}

#[cfg(windows)]
fn no_follow(options: &mut OpenOptions) {
    use std::os::windows::fs::OpenOptionsExt;
    /// Opens a symbolic link or junction itself, not what it points at.
    const FILE_FLAG_OPEN_REPARSE_POINT: u32 = 0x0020_0000;
    options.custom_flags(FILE_FLAG_OPEN_REPARSE_POINT);
}

/// Whether an open failed because the path is no regular file: a FIFO with no
/// reader, or a link where none may be followed.
pub fn is_not_regular(e: &io::Error) -> bool {
    #[cfg(unix)]
    {
        matches!(e.raw_os_error(), Some(libc::ENXIO | libc::ELOOP))
    }
    #[cfg(windows)]
    {
        // A link is opened as itself, and refused by the regular-file check.
        let _ = e;
        false
    }
}

/// Whether `path` still names the file `file` has open (a lock file may have
/// been removed, or replaced, between opening and locking it).
pub fn still_names(path: &Path, file: &File) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        // `stat`, not an open: a FIFO swapped in at the path is never opened.
        match (std::fs::metadata(path), file.metadata()) {
            (Ok(now), Ok(ours)) => now.dev() == ours.dev() && now.ino() == ours.ino(),
            _ => false,
        }
    }
    #[cfg(windows)]
    {
        // The volume and file index of each handle (std keeps them unstable);
        // opening a path never blocks on Windows.
        match (
            same_file::Handle::from_path(path),
            file.try_clone().and_then(same_file::Handle::from_file),
        ) {
            (Ok(now), Ok(ours)) => now == ours,
            _ => false,
        }
    }
}

/// Makes a rename in the folder of `path` durable. Best effort: Unix syncs the
/// folder; Windows cannot open one for that, and its file system journals the
/// rename.
pub fn sync_dir(path: &Path) {
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        let dir = path
            .parent()
            .filter(|p| !p.as_os_str().is_empty())
            .unwrap_or(Path::new("."));
        // Never blocks, even if the folder was swapped for a FIFO.
        let opened = OpenOptions::new()
            .read(true)
            .custom_flags(libc::O_NONBLOCK | libc::O_DIRECTORY)
            .open(dir);
        if let Ok(d) = opened
            && d.sync_all().is_ok()
        {
            // For the test that a rename is synced after it is made (`test_hook.rs`).
            crate::files::test_hook::log(|| format!("dir {}", dir.display()));
        }
    }
    #[cfg(windows)]
    {
        let _ = path;
    }
}

/// `dir` joined with `name` as the TD would write it. On Windows both `/` and `\`
/// separate a path: a folder typed with backslashes (`C:\records`) gets a
/// backslash, any other (`C:/records`, `incidents`, a path under Wine) a forward
/// slash, so what td shows can be typed back the way the TD types. Elsewhere,
/// `Path::join`.
pub fn join_shown(dir: &Path, name: impl AsRef<Path>) -> std::path::PathBuf {
    #[cfg(windows)]
    {
        let text = dir.as_os_str().to_string_lossy();
        if !text.contains('\\') && !text.is_empty() {
            let mut joined = dir.as_os_str().to_owned();
            if !text.ends_with('/') {
                joined.push("/");
            }
            joined.push(name.as_ref().as_os_str());
            return joined.into();
        }
    }
    dir.join(name)
}

/// Whether a write failed because the reader of our output went away (`td cite
/// ... | head`): a broken pipe, which is no error. Wine reports it as "pipe not
/// connected" (Windows error 233) where Windows itself says broken pipe.
pub fn is_closed_pipe(e: &io::Error) -> bool {
    e.kind() == io::ErrorKind::BrokenPipe || (cfg!(windows) && e.raw_os_error() == Some(233))
}
