//! `td`: the terminal face's entry point. Everything it does is in the library
//! (`bridge_td::terminal::cli` parses, `bridge_td::cmd::run` runs, `bridge_td::error` reports).

use std::process::ExitCode;

use bridge_td::terminal::cli::Cli;

fn main() -> ExitCode {
    // Past a file-size limit (`ulimit -f`) the default is to kill the process
    // without a word; ignored, the write fails with EFBIG and td reports it.
    #[cfg(unix)]
    // SAFETY: setting a signal's disposition to "ignore" at start-up, before any
    // other thread exists, has no memory-safety preconditions.
    unsafe {
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
    }
    // Drafts are saved as the TD answers, so Ctrl-C (SIGTERM, SIGHUP: ctrlc's
    // `termination` feature) may stop at once; `stop` restores the terminal first.
    let _ = ctrlc::set_handler(|| bridge_td::terminal::interrupt::stop());
    // The pseudo-language that shows words left in code (tests/pseudo.rs).
    if std::env::var_os("TD_PSEUDO").is_some_and(|v| v == "1") {
        bridge_td::texts::pseudo::enable();
    }
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let args = bridge_td::terminal::cli::help_flags_after_help(&args);
    let parsed = bridge_td::terminal::cli::command_for_args(&args)
        .try_get_matches_from(&args)
        .and_then(|m| <Cli as clap::FromArgMatches>::from_arg_matches(&m));
    match parsed {
        Ok(cli) => bridge_td::error::finish(bridge_td::cmd::run(cli)),
        Err(e) => bridge_td::terminal::cli_error::report(&e, &args).into(),
    }
}
