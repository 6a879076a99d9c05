//! clap's own usage errors ("unexpected argument", "invalid value") in the TD's
//! language.
//!
//! clap words its errors in English only. For the kinds a TD meets (a mistyped
//! option or command, a bad or missing value, a missing argument, two options that
//! exclude each other) the parts clap keeps in the error (the argument, the value,
//! the suggestion, the usage line) are put into our sentences, English's too (so
//! that the words are the catalogue's); any other kind is left to clap.

use clap::error::{ContextKind, ContextValue, ErrorKind};

use crate::texts::i18n::{Msg, t, tf};
use crate::texts::lang::Lang;

/// The error as clap would print it, in `lang`; `None` to let clap print its own.
pub fn render(e: &clap::Error, lang: Lang) -> Option<String> {
    let text = |kind| match e.get(kind) {
        Some(ContextValue::String(s)) => Some(s.clone()),
        Some(ContextValue::Strings(v)) => Some(v.join(", ")),
        Some(ContextValue::StyledStr(s)) => Some(s.to_string()),
        _ => None,
    };
    let quoted = |kind| text(kind).map(|s| format!("'{s}'"));
    let arg = quoted(ContextKind::InvalidArg).unwrap_or_default();
    let (message, tip) = match e.kind() {
        ErrorKind::UnknownArgument => (
            tf(lang, Msg::CliUnexpectedArgument, &[&arg]),
            quoted(ContextKind::SuggestedArg).map(|s| tf(lang, Msg::CliSimilarArgument, &[&s])),
        ),
        ErrorKind::InvalidSubcommand => (
            tf(
                lang,
                Msg::CliUnknownSubcommand,
                &[&quoted(ContextKind::InvalidSubcommand).unwrap_or_default()],
            ),
            quoted(ContextKind::SuggestedSubcommand)
                .map(|s| tf(lang, Msg::CliSimilarSubcommand, &[&s])),
        ),
        ErrorKind::InvalidValue => {
            let value = quoted(ContextKind::InvalidValue).unwrap_or_default();
            let message = if value == "''" {
                tf(lang, Msg::CliValueRequired, &[&arg])
            } else {
                tf(lang, Msg::CliInvalidValue, &[&value, &arg])
            };
            let valid = text(ContextKind::ValidValue)
                .filter(|v| !v.is_empty())
                .map(|v| tf(lang, Msg::CliPossibleValues, &[&v]));
            (message, valid)
        }
        // A value our own parser refused (`--contract 9Z`, `--notes " "`): its
        // reason is already in the TD's language.
        ErrorKind::ValueValidation => {
            let value = quoted(ContextKind::InvalidValue).unwrap_or_default();
            let mut message = tf(lang, Msg::CliInvalidValue, &[&value, &arg]);
            if let Some(why) = std::error::Error::source(e) {
                message += &format!(": {why}");
            }
            (message, None)
        }
        ErrorKind::MissingRequiredArgument => (
            tf(
                lang,
                Msg::CliMissingArgument,
                &[&text(ContextKind::InvalidArg).unwrap_or_default()],
            ),
            None,
        ),
        ErrorKind::ArgumentConflict => (
            tf(
                lang,
                Msg::CliConflict,
                &[&arg, &quoted(ContextKind::PriorArg).unwrap_or_default()],
            ),
            None,
        ),
        ErrorKind::MissingSubcommand => (
            t(lang, Msg::CliMissingSubcommand).to_string(),
            text(ContextKind::ValidSubcommand).map(|v| tf(lang, Msg::CliSubcommands, &[&v])),
        ),
        ErrorKind::TooManyValues | ErrorKind::WrongNumberOfValues => (
            tf(
                lang,
                Msg::CliTooManyValues,
                &[&quoted(ContextKind::InvalidValue).unwrap_or_default(), &arg],
            ),
            None,
        ),
        _ => return None,
    };
    let mut out = format!("{}: {message}\n", t(lang, Msg::CliError));
    if let Some(tip) = tip {
        out += &format!("\n  {tip}\n");
    }
    // clap's usage line comes with its English heading; ours replaces it.
    if let Some(usage) = text(ContextKind::Usage) {
        let line = usage.trim().trim_start_matches("Usage:").trim();
        let line = crate::terminal::cli_help::usage_in(line, lang);
        out += &format!("\n{}: {line}\n", t(lang, Msg::CliUsage));
    }
    out += &format!("\n{}\n", t(lang, Msg::CliMoreInfo));
    Some(out)
}

/// Reports a command line clap could not parse, in the TD's language where we have
/// the words (clap's own otherwise), clipped, with a nearer subcommand when clap
/// found none; the exit status: 2, or 0 for `--help` and `--version`, which clap
/// delivers as errors.
pub fn report(e: &clap::Error, args: &[std::ffi::OsString]) -> crate::exit::Exit {
    let lang = crate::terminal::cli::lang_for_args(args);
    // clap quotes the bad value whole; a 120 KB argument is clipped.
    match render(e, lang) {
        Some(text) => eprint!("{}", crate::texts::text::clip_runs(&text)),
        None => {
            let plain = e.render().to_string();
            let clipped = crate::texts::text::clip_runs(&plain);
            if clipped == plain {
                let _ = e.print();
            } else {
                eprint!("{clipped}");
            }
        }
    }
    suggest_subcommand(e, lang);
    if e.use_stderr() {
        crate::exit::Exit::BadInput
    } else {
        crate::exit::Exit::Success
    }
}

/// clap suggests a subcommand only above its own similarity threshold, which a
/// swapped pair of letters (`td aks`) can miss; then ours, by edit distance, speaks.
fn suggest_subcommand(e: &clap::Error, lang: Lang) {
    if e.kind() != ErrorKind::InvalidSubcommand || e.get(ContextKind::SuggestedSubcommand).is_some()
    {
        return;
    }
    let Some(ContextValue::String(typed)) = e.get(ContextKind::InvalidSubcommand) else {
        return;
    };
    let command = crate::terminal::cli::command();
    let names = command.get_subcommands().map(|c| c.get_name());
    if let Some(near) = crate::law::similar::nearest(typed, names, 1).first() {
        eprintln!("{}", tf(lang, Msg::TipCommand, &[near]));
    }
}
