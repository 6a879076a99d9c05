//! The library's error type: each variant knows its exit code.

use crate::exit::Exit;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The rulings set has errors: the diagnostics, in the TD's language, and what
    /// to run for the warnings too.
    #[error("{message}")]
    InvalidRulings { message: String },
    #[error("{message}")]
    BadInput { message: String },
    /// The command ran and found a problem (an incomplete questionnaire, say).
    #[error("{message}")]
    Problem { message: String },
    /// Ctrl-C read by a menu; says where the draft is, as the signal handler does
    /// (whichever of the two gets there first).
    #[error("{}", crate::terminal::interrupt::message())]
    Interrupted,
    #[error("{0}")]
    Io(#[from] std::io::Error),
}

impl Error {
    pub fn bad_input(message: impl Into<String>) -> Self {
        Error::BadInput {
            message: message.into(),
        }
    }

    pub fn exit(&self) -> Exit {
        match self {
            Error::InvalidRulings { .. } | Error::BadInput { .. } => Exit::BadInput,
            Error::Problem { .. } => Exit::Problem,
            Error::Interrupted => Exit::Interrupted,
            Error::Io(e) if crate::files::os::is_closed_pipe(e) => Exit::Success,
            Error::Io(_) => Exit::Problem,
        }
    }
}

/// The end of a command: its exit status, with the error said on stderr first. An
/// interruption ends through `interrupt::stop`, which restores the terminal.
pub fn finish(result: Result<Exit, Error>) -> std::process::ExitCode {
    match result {
        Ok(exit) => exit.into(),
        Err(Error::Interrupted) => crate::terminal::interrupt::stop(),
        Err(e) => {
            let exit = e.exit();
            if exit != Exit::Success {
                // Errors quote file names and user input: nothing raw reaches the
                // terminal, and a 120 KB argument is not echoed whole.
                let message = crate::texts::text::sanitize(&e.to_string());
                eprintln!("td: {}", crate::texts::text::clip_runs(&message));
            }
            exit.into()
        }
    }
}
