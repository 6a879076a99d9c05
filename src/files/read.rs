//! Reading a file the user pointed us at, safely: only a regular file, and never more
//! than a limit, counted while reading.
//!
//! A FIFO named `x.yaml` would block `open` for ever, and `/dev/zero` reports a size
//! of 0 while yielding bytes without end. The path is checked first only so that a
//! device is never even opened (opening some has side effects); the check that
//! counts is on the open handle (`fstat`), since the path may be swapped for a FIFO
//! between the two. The open itself never blocks (`O_NONBLOCK`: a FIFO opens at
//! once, and is then refused), and the limit is enforced by reading at most one byte
//! more than it, never by trusting the metadata length.

use std::fs::File;
use std::io::Read;
use std::path::Path;

#[derive(Debug, thiserror::Error)]
pub enum ReadError {
    #[error("not a regular file")]
    NotRegular,
    #[error("larger than {0} bytes")]
    TooLarge(u64),
    #[error("{0}")]
    Io(#[from] std::io::Error),
}

/// Opens `path` for reading without ever blocking, and only if the opened file is a
/// regular file.
pub fn open_regular(path: &Path) -> Result<File, ReadError> {
    if !std::fs::metadata(path)?.is_file() {
        return Err(ReadError::NotRegular);
    }
    crate::files::test_hook::pause("before-open");
    let file = crate::files::os::open_read(path)?;
    if !file.metadata()?.is_file() {
        return Err(ReadError::NotRegular);
    }
    Ok(file)
}

/// The whole of a regular file of at most `limit` bytes.
pub fn read_regular(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    let file = open_regular(path)?;
    let meta = file.metadata()?;
    // The size is only a hint for the buffer (one read, no regrowth); the limit is
    // still counted on what is read.
    let mut bytes = Vec::with_capacity(meta.len().min(limit) as usize + 1);
    file.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge(limit));
    }
    Ok(bytes)
}
