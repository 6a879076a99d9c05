//! `--help` in Norwegian and Polish: the clap definition in `cli.rs` is English; this
//! module rewrites its texts for the TD's language before parsing.
//!
//! clap prints some words of its own ("Usage:", "Options:", "[default: ...]",
//! "[possible values: ...]"). For nb and pl those are replaced: the usage line and
//! the section headings come from a help template and per-argument headings, and
//! defaults and possible values are hidden from clap and written into our own help
//! text instead. Flag names, value names (`<DIR>`) and examples stay as they are
//! typed. `tests/cli_help.rs` runs every `--help` in nb and pl and fails on any
//! English description line.

use clap::{Arg, ArgAction, Command};

use fluent_bundle::FluentArgs;

use crate::texts::fluent::Catalogue;
use crate::texts::lang::Lang;

/// The texts of `--help` and `td man`, one Fluent file per language
/// (`i18n/help/<lang>.ftl`). English `--help` is the clap definition itself: its
/// file has only the man pages' words.
static HELP: Catalogue = Catalogue::new(td_lang::HELP);

/// The catalogue id of a help text: `td` or a subcommand name (`cmd-ask`), with
/// `.arg` for an argument's help (`arg-ask-no_save`; `arg-td-lang` for a global
/// one) or `:after` for the text after the options (`after-ask`).
fn help_id(path: &str) -> String {
    if let Some(cmd) = path.strip_suffix(":after") {
        format!("after-{cmd}")
    } else if let Some((cmd, arg)) = path.split_once('.') {
        format!("arg-{cmd}-{arg}")
    } else {
        format!("cmd-{path}")
    }
}

/// The headings of `ask` and `score` (English in the clap definition), each with
/// its id in the catalogue.
const HEADINGS: [(&str, &str); 6] = [
    ("Incident record", "heading-incident-record"),
    ("Facts", "heading-facts"),
    (
        "Assigned adjusted score (12C1)",
        "heading-assigned-adjusted-score",
    ),
    ("Compared with", "heading-compared-with"),
    (
        "Artificial adjusted score (12C2)",
        "heading-artificial-adjusted-score",
    ),
    ("Procedural penalty (90)", "heading-procedural-penalty"),
];

/// The headings clap would print in English, for one language.
struct Words {
    usage: String,
    commands: String,
    arguments: String,
    options: String,
    /// The usage line's placeholders for clap's `[OPTIONS]` and `<COMMAND>`.
    options_placeholder: String,
    command_placeholder: String,
    /// Our headings of `ask` and `score`, renamed: (English, translated).
    headings: Vec<(&'static str, String)>,
}

/// Message `id` of the help catalogue in `lang`, if it has one.
pub fn help_text(id: &str, lang: Lang) -> Option<String> {
    crate::texts::fluent::format(HELP.bundle(lang), id, &FluentArgs::new())
}

/// The words of `lang`, or none where `--help` stays as clap writes it (English).
fn words(lang: Lang) -> Option<Words> {
    let w = |id: &str| help_text(id, lang);
    Some(Words {
        usage: w("words-usage")?,
        commands: w("words-commands")?,
        arguments: w("words-arguments")?,
        options: w("words-options")?,
        options_placeholder: w("words-options-placeholder")?,
        command_placeholder: w("words-command-placeholder")?,
        headings: HEADINGS
            .iter()
            .map(|(en, id)| (*en, w(id).unwrap_or_else(|| en.to_string())))
            .collect(),
    })
}

fn text(path: &str, lang: Lang) -> Option<String> {
    help_text(&help_id(path), lang)
}

fn placeholders(usage: &str, w: &Words) -> String {
    usage
        .replace("[OPTIONS]", &format!("[{}]", w.options_placeholder))
        .replace("<COMMAND>", &format!("<{}>", w.command_placeholder))
        .replace("[COMMAND]", &format!("[{}]", w.command_placeholder))
}

/// A usage line clap wrote, with the TD's placeholders for `[OPTIONS]` and
/// `<COMMAND>` (unchanged in English).
pub fn usage_in(usage: &str, lang: Lang) -> String {
    match words(lang) {
        Some(w) => placeholders(usage, &w),
        None => usage.to_string(),
    }
}

/// `cmd` with its help texts in `lang` (unchanged for English).
pub fn localize(mut cmd: Command, lang: Lang) -> Command {
    let Some(w) = words(lang) else { return cmd };
    // Build first so that clap has added its help flags, the help subcommand and
    // the global arguments to every subcommand; then rewrite what it made.
    cmd.build();
    localize_one(cmd, "td", &w, lang)
}

fn localize_one(mut cmd: Command, path: &str, w: &Words, lang: Lang) -> Command {
    // clap writes `[OPTIONS]` and `<COMMAND>` into the usage line itself: the line is
    // rendered in English and written into the template with the TD's placeholders.
    // (Not `override_usage`: a usage error's line names the arguments given, and
    // `cli_error` rewords that one.)
    let usage = cmd.render_usage().to_string();
    let usage = usage.strip_prefix("Usage: ").unwrap_or(&usage);
    let template = format!(
        "{{about-with-newline}}\n{}: {}\n\n{{all-args}}{{after-help}}",
        w.usage,
        placeholders(usage, w)
    );
    cmd = cmd
        .help_template(template)
        .subcommand_help_heading(w.commands.clone());
    if let Some(about) = text(path, lang) {
        cmd = cmd.about(about).long_about(None);
    }
    if let Some(after) = text(&format!("{path}:after"), lang) {
        cmd = cmd.after_help(after).after_long_help(None);
    }
    let ids: Vec<String> = cmd
        .get_arguments()
        .map(|a| a.get_id().to_string())
        .collect();
    for id in ids {
        let help = text(&format!("{path}.{id}"), lang).or_else(|| text(&format!("td.{id}"), lang));
        let (arguments, options) = (w.arguments.clone(), w.options.clone());
        let headings = w.headings.clone();
        cmd = cmd.mut_arg(id.as_str(), |a: Arg| {
            let heading = match a.get_help_heading() {
                Some(h) => headings
                    .iter()
                    .find(|(en, _)| *en == h)
                    .map_or(h.to_string(), |(_, local)| local.clone()),
                None if a.is_positional() => arguments,
                None => options,
            };
            let a = a
                .help_heading(heading)
                .hide_default_value(true)
                .hide_possible_values(true)
                .hide_env(true);
            match (help, a.get_action()) {
                (Some(h), _) => a.help(h).long_help(None),
                (None, ArgAction::Help | ArgAction::HelpShort | ArgAction::HelpLong) => a
                    .help(text("td.help", lang).unwrap_or_default())
                    .long_help(None),
                (None, ArgAction::Version) => a
                    .help(text("td.version", lang).unwrap_or_default())
                    .long_help(None),
                (None, _) => a,
            }
        });
    }
    let subs: Vec<String> = cmd
        .get_subcommands()
        .map(|s| s.get_name().to_string())
        .collect();
    for name in subs {
        cmd = cmd.mut_subcommand(name.as_str(), |s| localize_one(s, &name, w, lang));
    }
    cmd
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every help id of the catalogues, and the ids `localize` can ask for: each
    /// command's, each argument's and each command's text after the options.
    fn wanted() -> Vec<String> {
        fn walk(cmd: &Command, path: &str, out: &mut Vec<String>) {
            out.push(help_id(path));
            out.push(help_id(&format!("{path}:after")));
            for a in cmd.get_arguments() {
                out.push(help_id(&format!("{path}.{}", a.get_id())));
            }
            for s in cmd.get_subcommands() {
                walk(s, s.get_name(), out);
            }
        }
        let mut cmd = crate::terminal::cli::command();
        cmd.build();
        let mut out = Vec::new();
        walk(&cmd, "td", &mut out);
        out
    }

    /// nb and pl have the same help texts, and none that no command or argument
    /// asks for (a renamed argument would leave its text behind unseen).
    #[test]
    fn help_catalogues_match_each_other_and_the_commands() {
        let ids = |lang: Lang| crate::texts::fluent::ids(HELP.source(lang));
        let wanted = wanted();
        let man: Vec<String> = ids(Lang::En);
        assert!(
            man.iter().all(|id| id.starts_with("man-")),
            "English --help is the clap definition: en.ftl has the man pages' words only"
        );
        for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::DEFAULT) {
            assert_eq!(
                ids(lang),
                ids(Lang::ALL[1]),
                "{lang}: not the ids of the others"
            );
            for id in ids(lang) {
                let known = id.starts_with("words-")
                    || HEADINGS.iter().any(|(_, h)| *h == id)
                    || wanted.contains(&id)
                    || man.contains(&id);
                assert!(
                    known,
                    "i18n/help/{lang}.ftl: `{id}` names no command or argument"
                );
            }
            for id in &man {
                assert!(ids(lang).contains(id), "i18n/help/{lang}.ftl: no `{id}`");
            }
        }
    }
}
