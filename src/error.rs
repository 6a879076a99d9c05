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
    #[error("{}", crate::interrupt::message())]
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
            Error::Io(e) if e.kind() == std::io::ErrorKind::BrokenPipe => Exit::Success,
            Error::Io(_) => Exit::Problem,
        }
    }
}
