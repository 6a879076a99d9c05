//! Exit codes, everywhere (DESIGN.md): 0 success; 1 the command ran and found a
//! problem; 2 bad usage or bad input; 130 interrupted.

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Exit {
    Success = 0,
    Problem = 1,
    BadInput = 2,
    Interrupted = 130,
}

impl From<Exit> for std::process::ExitCode {
    fn from(e: Exit) -> Self {
        std::process::ExitCode::from(e as u8)
    }
}
