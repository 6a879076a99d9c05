//! Long output on a terminal (`td show`, `td man`) goes through a pager, as git
//! and man do: `$PAGER` (default `less -FRX`: quit at once if it fits, keep colour,
//! leave the text on the screen). No crate: spawning the TD's own pager is all a
//! crate would do, and its choice of pager must be his. Into a pipe or file the
//! text is written as it is, so `td man > td.1` still gives roff.

use std::io::{IsTerminal, Write};
use std::process::{Command, Stdio};

use crate::error::Error;

/// Writes `text` through the pager on a terminal, straight to stdout otherwise or
/// when no pager can be started.
pub fn page(text: &str) -> Result<(), Error> {
    if !std::io::stdout().is_terminal() {
        return crate::terminal::context::print(text);
    }
    let pager = std::env::var("PAGER").unwrap_or_default();
    let words: Vec<&str> = if pager.trim().is_empty() {
        vec!["less", "-FRX"]
    } else {
        pager.split_whitespace().collect()
    };
    if through(&words, text) {
        Ok(())
    } else {
        crate::terminal::context::print(text)
    }
}

/// A man page: rendered by `man -l -` on a terminal (which pages it), the roff
/// itself into a pipe or file or where `man` is missing.
pub fn man(roff: &str) -> Result<(), Error> {
    if std::io::stdout().is_terminal() && through(&["man", "-l", "-"], roff) {
        return Ok(());
    }
    crate::terminal::context::print(roff)
}

/// Runs `cmd` with `text` on its stdin; false only if it could not be started (once
/// started it has shown what it could: writing again would show the text twice).
fn through(cmd: &[&str], text: &str) -> bool {
    let Some((program, args)) = cmd.split_first() else {
        return false;
    };
    let Ok(mut child) = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .spawn()
    else {
        return false;
    };
    if let Some(mut stdin) = child.stdin.take() {
        // A pager the TD quits before the end closes the pipe: not an error.
        let _ = stdin.write_all(text.as_bytes());
    }
    let _ = child.wait();
    true
}
