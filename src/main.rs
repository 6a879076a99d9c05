use std::process::ExitCode;

use bridge_td::cli::Cli;
use bridge_td::exit::Exit;
use bridge_td::i18n::{Msg, tf};

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
    let _ = ctrlc::set_handler(|| bridge_td::interrupt::stop());
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let args = bridge_td::cli::help_flags_after_help(&args);
    let parsed = bridge_td::cli::command_for_args(&args)
        .try_get_matches_from(&args)
        .and_then(|m| <Cli as clap::FromArgMatches>::from_arg_matches(&m));
    let cli = match parsed {
        Ok(cli) => cli,
        Err(e) => {
            let lang = bridge_td::cli::lang_for_args(&args);
            // clap quotes the bad value whole; a 120 KB argument is clipped.
            match bridge_td::cli_error::render(&e, lang) {
                Some(text) => eprint!("{}", bridge_td::text::clip_runs(&text)),
                None => {
                    let plain = e.render().to_string();
                    let clipped = bridge_td::text::clip_runs(&plain);
                    if clipped == plain {
                        let _ = e.print();
                    } else {
                        eprint!("{clipped}");
                    }
                }
            }
            suggest_subcommand(&e, lang);
            return if e.use_stderr() {
                Exit::BadInput.into()
            } else {
                Exit::Success.into()
            };
        }
    };
    match bridge_td::run(cli) {
        Ok(exit) => exit.into(),
        Err(bridge_td::error::Error::Interrupted) => bridge_td::interrupt::stop(),
        Err(e) => {
            let exit = e.exit();
            if exit != Exit::Success {
                // Errors quote file names and user input: nothing raw reaches the terminal.
                // and a 120 KB argument is not echoed whole.
                let message = bridge_td::text::sanitize(&e.to_string());
                eprintln!("td: {}", bridge_td::text::clip_runs(&message));
            }
            exit.into()
        }
    }
}

/// clap suggests a subcommand only above its own similarity threshold, which a
/// swapped pair of letters (`td aks`) can miss; then ours, by edit distance, speaks.
fn suggest_subcommand(e: &clap::Error, lang: bridge_td::lang::Lang) {
    use clap::error::{ContextKind, ContextValue, ErrorKind};
    if e.kind() != ErrorKind::InvalidSubcommand || e.get(ContextKind::SuggestedSubcommand).is_some()
    {
        return;
    }
    let Some(ContextValue::String(typed)) = e.get(ContextKind::InvalidSubcommand) else {
        return;
    };
    let command = bridge_td::cli::command();
    let names = command.get_subcommands().map(|c| c.get_name());
    if let Some(near) = bridge_td::similar::nearest(typed, names, 1).first() {
        eprintln!("{}", tf(lang, Msg::TipCommand, &[near]));
    }
}
