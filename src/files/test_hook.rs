//! Hooks that only tests set, through environment variables, to make races and
//! crashes happen at an exact point instead of by timing luck, and to see what a
//! kill cannot show. Unset (as for every user), each is one environment lookup and
//! does nothing; the crash point and the sync log are looked up once per process.
//!
//! - `TD_TEST_CRASH=SAVE:STEP`: td kills itself (SIGKILL, as `kill -9` would) when
//!   a save of the kind `SAVE` has just done `STEP`. Every step of every save
//!   (`records/journal.rs`, where each is called) is a point:
//!   - `first-save` (a new record's name claimed): `temp-written`, `temp-synced`,
//!     then `linked` (the record and its temporary are one file under two names)
//!     or, without hard links, `renamed`; then `dir-synced`.
//!   - `replace` (a draft replaced by the next) and `amend` (a finished record
//!     replaced by its amendment's first save): `temp-written`, `temp-synced`,
//!     `renamed`, `dir-synced`.
//!   - `rename` (the record moved to the name the facts form gives it): `linked`
//!     (the record under both names), `old-removed`, or, without hard links,
//!     `renamed`; then `dir-synced`.
//! - `TD_TEST_SYNC_LOG=FILE`: every sync a save makes appends a line to `FILE`, and
//!   so does every link or rename it must come before or after: `data TEMP` (the
//!   temporary's content synced), `link FROM TO` or `rename FROM TO` (file names),
//!   `dir FOLDER` (the folder synced). A kill leaves the page cache whole, so only
//!   this shows a sync missing or out of order, as a power cut would find it.
//! - `TD_TEST_PAUSE=POINT:FILE`: at `POINT`, td creates `FILE` and waits until the
//!   test removes it, so the test can change the world (swap a file) exactly there.
//!   Points: `lock-opened`, `before-open`, `first-save-link` (a first save's
//!   temporary written, just before it is linked to the record's name).
//! - `TD_TEST_NO_HARD_LINKS=1`: saving acts as on a file system without hard links.
//! - `TD_TEST_RECORD_LIMIT=N`: the record size limit is `N` bytes, when lower than
//!   the real one, so a test reaches it without a megabyte of answers.
//!
//! They can only make td do less or stop sooner (the log is written beside what
//! td does, never instead of it); none of them widens a limit.

use std::path::Path;
use std::sync::OnceLock;

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.is_empty())
}

/// Dies on the spot, without unwinding or cleanup, when the test asks for it here:
/// `save` has just done `step` (`TD_TEST_CRASH=SAVE:STEP`).
pub fn crash(save: &str, step: &str) {
    static POINT: OnceLock<Option<String>> = OnceLock::new();
    let Some(point) = POINT.get_or_init(|| var("TD_TEST_CRASH")) else {
        return;
    };
    if point.split_once(':') == Some((save, step)) {
        #[cfg(unix)]
        // SAFETY: sending a signal to our own process has no memory-safety
        // preconditions.
        unsafe {
            libc::kill(libc::getpid(), libc::SIGKILL);
        }
        // Windows has no SIGKILL: an abort ends the process as abruptly, with no
        // unwinding and no destructor run.
        #[cfg(windows)]
        std::process::abort();
    }
}

/// Appends `line()` to the sync log, when the test keeps one. Best effort: a log
/// that cannot be written changes nothing td does.
pub fn log(line: impl FnOnce() -> String) {
    use std::io::Write;
    static LOG: OnceLock<Option<String>> = OnceLock::new();
    let Some(file) = LOG.get_or_init(|| var("TD_TEST_SYNC_LOG")) else {
        return;
    };
    let mut line = line();
    line.push('\n');
    let _ = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(file)
        .and_then(|mut f| f.write_all(line.as_bytes()));
}

/// Waits at `point`, once per process, while the test's marker file exists.
pub fn pause(point: &str) {
    use std::sync::atomic::{AtomicBool, Ordering};
    static DONE: AtomicBool = AtomicBool::new(false);
    let Some(spec) = var("TD_TEST_PAUSE") else {
        return;
    };
    let Some((at, marker)) = spec.split_once(':') else {
        return;
    };
    if at != point || DONE.swap(true, Ordering::SeqCst) {
        return;
    }
    let marker = Path::new(marker);
    if std::fs::write(marker, point).is_err() {
        return;
    }
    // Bounded, so a test that forgets its part fails instead of hanging.
    for _ in 0..6000 {
        if !marker.exists() {
            return;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
}

/// Whether saving must act as if the file system had no hard links.
pub fn no_hard_links() -> bool {
    var("TD_TEST_NO_HARD_LINKS").is_some()
}

/// `limit`, or the test's lower one.
pub fn lower_limit(limit: u64) -> u64 {
    var("TD_TEST_RECORD_LIMIT")
        .and_then(|v| v.parse::<u64>().ok())
        .map_or(limit, |n| n.min(limit))
}
