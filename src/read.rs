//! Reading a file the user pointed us at, safely: only a regular file, and never more
//! than a limit, counted while reading.
//!
//! A FIFO named `x.yaml` would block `open` for ever, and `/dev/zero` reports a size
//! of 0 while yielding bytes without end; so the kind of file is checked before it is
//! opened (and again on the open handle), and the limit is enforced by reading at most
//! one byte more than it, never by trusting the metadata length.

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

/// The whole of a regular file of at most `limit` bytes.
pub fn read_regular(path: &Path, limit: u64) -> Result<Vec<u8>, ReadError> {
    if !std::fs::metadata(path)?.is_file() {
        return Err(ReadError::NotRegular);
    }
    let file = File::open(path)?;
    // The path may have been swapped between the check and the open.
    let meta = file.metadata()?;
    if !meta.is_file() {
        return Err(ReadError::NotRegular);
    }
    // The size is only a hint for the buffer (one read, no regrowth); the limit is
    // still counted on what is read.
    let mut bytes = Vec::with_capacity(meta.len().min(limit) as usize + 1);
    file.take(limit + 1).read_to_end(&mut bytes)?;
    if bytes.len() as u64 > limit {
        return Err(ReadError::TooLarge(limit));
    }
    Ok(bytes)
}
