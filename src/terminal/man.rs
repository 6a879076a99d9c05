//! `td man [COMMAND]`: the man pages, td(1) and one per subcommand (td-ask(1), ...).
//!
//! clap_mangen renders NAME, SYNOPSIS, DESCRIPTION, OPTIONS and SUBCOMMANDS from the
//! same definition `--help` uses; the sections a man page reader looks for and clap
//! does not know about (EXIT STATUS, ENVIRONMENT, FILES, SEE ALSO) are added here.

use crate::error::Error;
use crate::terminal::cli_help::help_text;
use crate::texts::i18n::{Msg, tf};
use crate::texts::lang::Lang;

/// The page for `td`, or for `td COMMAND`.
pub fn page(command: Option<&str>, lang: Lang) -> Result<String, Error> {
    let cli = crate::terminal::cli::command().version(crate::terminal::cli::worded_version(lang));
    let root = crate::terminal::cli_help::localize(cli, lang);
    let (cmd, name) = match command {
        None => (root.clone(), "td".to_string()),
        Some(c) => {
            let Some(sub) = root.find_subcommand(c) else {
                let names: Vec<&str> = root.get_subcommands().map(|s| s.get_name()).collect();
                let near = crate::law::similar::nearest(c, names.iter().copied(), 1);
                let hint = near.first().map_or(String::new(), |n| {
                    tf(lang, Msg::DidYouMean, &[&format!("`{n}`")])
                });
                return Err(Error::bad_input(tf(
                    lang,
                    Msg::NoManPage,
                    &[&crate::texts::text::sanitize(c), &hint, &names.join(", ")],
                )));
            };
            let name = format!("td-{}", sub.get_name());
            let version = root.get_version().unwrap_or_default().to_string();
            let page = sub
                .clone()
                .name(name.clone())
                .bin_name(format!("td {c}"))
                .version(version);
            (page, name)
        }
    };
    let mut out = Vec::new();
    clap_mangen::Man::new(cmd).render(&mut out)?;
    let page = String::from_utf8_lossy(&out).into_owned();
    let mut page = headings(page, lang);
    page += &sections(&name, &root, lang);
    Ok(page)
}

/// clap_mangen's section headings in the TD's language (the help catalogue's
/// `man-heading-*`; the commands' heading is `--help`'s, in capitals). The help
/// texts, argument headings and examples come translated already
/// (`cli_help::localize`); these few words are clap_mangen's own.
fn headings(page: String, lang: Lang) -> String {
    let mut words: Vec<(String, String)> = [
        ("NAME", "man-heading-name"),
        ("SYNOPSIS", "man-heading-synopsis"),
        ("DESCRIPTION", "man-heading-description"),
        ("EXTRA", "man-heading-extra"),
        ("VERSION", "man-heading-version"),
    ]
    .iter()
    .filter_map(|(en, id)| Some((en.to_string(), help_text(id, lang)?)))
    .collect();
    if let Some(commands) = help_text("words-commands", lang) {
        words.push((commands.clone(), commands.to_uppercase()));
    }
    // The examples' own first line ("Examples:", from `--help`) repeats the heading
    // just written above it, and `--help`'s second block there (the environment
    // variables) repeats the ENVIRONMENT section: both dropped.
    let extra = help_text("man-heading-extra", lang).unwrap_or_else(|| "EXAMPLES".into());
    // Where the line stands: the section it is in (clap_mangen's English heading),
    // and its place in that section (1 for the first line under the heading).
    let mut section = "";
    let mut place = 0;
    let mut skipping = false;
    let mut out = String::new();
    for line in page.lines() {
        match line.strip_prefix(".SH ") {
            Some(heading) => (section, place, skipping) = (heading, 0, false),
            None if section == "EXTRA" => {
                let title = line
                    .trim_end()
                    .strip_suffix(':')
                    .filter(|_| !line.starts_with(' '));
                place += 1;
                if place == 1 && title.is_some_and(|w| w.to_uppercase() == extra) {
                    continue;
                }
                skipping |= place > 1 && title.is_some();
            }
            None => {}
        }
        if skipping {
            continue;
        }
        let local = line.strip_prefix(".SH ").and_then(|h| {
            words
                .iter()
                .find(|(en, _)| *en == h)
                .map(|(_, local)| format!(".SH {}", quoted(local)))
        });
        out += &local.unwrap_or_else(|| line.to_string());
        out.push('\n');
    }
    out
}

/// A roff heading of several words is quoted.
fn quoted(heading: &str) -> String {
    if heading.contains(' ') {
        format!("\"{heading}\"")
    } else {
        heading.to_string()
    }
}

/// A part of the sections clap does not write: a heading, or an item (what it
/// names, in roff, and its text's id).
enum Section {
    Heading(&'static str),
    Item(&'static str, &'static str),
}

/// EXIT STATUS, ENVIRONMENT, FILES and SEE ALSO: the names are the program's,
/// the words the help catalogue's.
const SECTIONS: &[Section] = &[
    Section::Heading("man-heading-exit-status"),
    Section::Item("0", "man-exit-0"),
    Section::Item("1", "man-exit-1"),
    Section::Item("2", "man-exit-2"),
    Section::Item("130", "man-exit-130"),
    Section::Heading("man-heading-environment"),
    Section::Item("\\fBTD_LANG\\fR", "man-env-td-lang"),
    Section::Item(
        "\\fBLANGUAGE\\fR, \\fBLC_ALL\\fR, \\fBLC_MESSAGES\\fR, \\fBLANG\\fR",
        "man-env-locale",
    ),
    Section::Item("\\fBTD_CONFIG\\fR", "man-env-td-config"),
    Section::Item("\\fBTD_JOBS\\fR", "man-env-td-jobs"),
    Section::Item("\\fBNO_COLOR\\fR", "man-env-no-color"),
    Section::Heading("man-heading-files"),
    Section::Item(
        "\\fI~/.config/bridge\\-td/config.yaml\\fR",
        "man-file-config",
    ),
    Section::Item("\\fIincidents/\\fR", "man-file-incidents"),
    Section::Item(
        "\\fIDIR\\fR/\\fB*.yaml\\fR, \\fIDIR\\fR/\\fBlaws/*.yaml\\fR",
        "man-file-rulings",
    ),
    Section::Heading("man-heading-see-also"),
];

fn sections(name: &str, root: &clap::Command, lang: Lang) -> String {
    let word = |id: &str| help_text(id, lang).unwrap_or_else(|| id.to_string());
    let mut s = String::new();
    for section in SECTIONS {
        match section {
            Section::Heading(id) => s += &format!(".SH {}\n", quoted(&word(id))),
            Section::Item(key, id) => s += &format!(".TP\n{key}\n{}\n", word(id)),
        }
    }
    let pages: Vec<String> = std::iter::once("td".to_string())
        .chain(
            // clap's own `help` has no page (the localized command is built, so
            // it is listed there).
            root.get_subcommands()
                .filter(|c| c.get_name() != "help")
                .map(|c| format!("td-{}", c.get_name())),
        )
        .filter(|p| p != name)
        .map(|p| format!("\\fB{}\\fR(1)", p.replace('-', "\\-")))
        .collect();
    s += &pages.join(", ");
    s.push('\n');
    s
}
