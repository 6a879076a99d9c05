//! Hooks that only tests set, through environment variables, to make races and
//! crashes happen at an exact point instead of by timing luck. Unset (as for every
//! user), each is one environment lookup and does nothing.
//!
//! - `TD_TEST_CRASH=POINT`: td kills itself (SIGKILL, as `kill -9` would) when it
//!   reaches `POINT`; the points are named where `crash` is called.
//! - `TD_TEST_PAUSE=POINT:FILE`: at `POINT`, td creates `FILE` and waits until the
//!   test removes it, so the test can change the world (swap a file) exactly there.
//! - `TD_TEST_NO_HARD_LINKS=1`: saving acts as on a file system without hard links.
//! - `TD_TEST_RECORD_LIMIT=N`: the record size limit is `N` bytes, when lower than
//!   the real one, so a test reaches it without a megabyte of answers.
//!
//! They can only make td do less or stop sooner; none of them widens a limit.

use std::path::Path;

fn var(name: &str) -> Option<String> {
    std::env::var(name).ok().filter(|v| !v.is_empty())
}

/// Dies on the spot, without unwinding or cleanup, when the test asks for it here.
pub fn crash(point: &str) {
    if var("TD_TEST_CRASH").as_deref() == Some(point) {
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
