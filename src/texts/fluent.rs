//! Building a Fluent bundle from one of our built-in `.ftl` files, and formatting a
//! message of it. [`MESSAGES`] is the catalogue of the user interface, one file per
//! language (`i18n/<lang>.ftl`): the messages of `Msg` (`i18n.rs`) and the counted
//! nouns (`counted.rs`). The notes about a file's content (`note.rs`) keep their own
//! files: they are long, and only `td replay` reads them.

use std::sync::OnceLock;

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

use crate::texts::lang::Lang;

pub type Bundle = FluentBundle<FluentResource>;

/// The user interface's messages, one catalogue per language.
pub static MESSAGES: Catalogue = Catalogue::new(td_lang::CATALOGUES);

/// One catalogue: its Fluent source per language (indexed by [`Lang::index`]), each
/// parsed the first time it is needed and kept for the life of the process.
pub struct Catalogue {
    sources: [&'static str; Lang::ALL.len()],
    /// A language's catalogue put in at run time ([`Catalogue::install`]): the
    /// page's wasm has none built in, each comes with its language's bundle.
    installed: [OnceLock<&'static str>; Lang::ALL.len()],
    bundles: [OnceLock<Bundle>; Lang::ALL.len()],
}

impl Catalogue {
    pub const fn new(sources: [&'static str; Lang::ALL.len()]) -> Catalogue {
        Catalogue {
            sources,
            installed: [const { OnceLock::new() }; Lang::ALL.len()],
            bundles: [const { OnceLock::new() }; Lang::ALL.len()],
        }
    }

    pub fn source(&self, lang: Lang) -> &'static str {
        let built_in = self.sources[lang.index()];
        match self.installed[lang.index()].get() {
            Some(source) if built_in.is_empty() => source,
            _ => built_in,
        }
    }

    /// Whether `lang`'s messages are here: always on the command line; on the
    /// page once its bundle has put them in.
    pub fn has(&self, lang: Lang) -> bool {
        !self.source(lang).is_empty()
    }

    /// Puts in `lang`'s catalogue where none is built in (the page); a catalogue
    /// already there stays, so the messages never change under a walk.
    pub fn install(&self, lang: Lang, source: &str) {
        if !self.has(lang) && !source.is_empty() {
            let _ = self.installed[lang.index()].set(Box::leak(source.into()));
        }
    }

    /// The messages of `lang`; none (every message then shows its id) before its
    /// catalogue is installed, and that empty bundle is not kept.
    pub fn bundle(&self, lang: Lang) -> &Bundle {
        if !self.has(lang) {
            static NONE: OnceLock<Bundle> = OnceLock::new();
            return NONE.get_or_init(|| bundle(Lang::DEFAULT, ""));
        }
        self.bundles[lang.index()].get_or_init(|| {
            let source = self.source(lang);
            if lang == Lang::DEFAULT && crate::texts::pseudo::is_on() {
                // Made once per catalogue, for the life of the process.
                let pseudo = crate::texts::pseudo::catalogue(source);
                return bundle(lang, Box::leak(pseudo.into_boxed_str()));
            }
            bundle(lang, source)
        })
    }
}

/// A bundle of `source` for `lang`. The sources are ours and tested, so a parse
/// error is a bug in the build, not bad input.
fn bundle(lang: Lang, source: &str) -> Bundle {
    let id = lang
        .code()
        .parse()
        .expect("a language code is a language id");
    let mut b = FluentBundle::new_concurrent(vec![id]);
    // No Unicode isolation marks around arguments: the terminal would show nothing
    // for them, but files and tests would carry them.
    b.set_use_isolating(false);
    let res = FluentResource::try_new(source.to_string())
        .expect("the built-in Fluent files parse (tested)");
    b.add_resource(res)
        .expect("the built-in Fluent files have no duplicate ids (tested)");
    b
}

/// Message `id` of `b` with `args`, or `None` when `b` has no such message.
pub fn format(b: &Bundle, id: &str, args: &FluentArgs) -> Option<String> {
    let pattern = b.get_message(id)?.value()?;
    let mut errors = Vec::new();
    Some(
        b.format_pattern(pattern, Some(args), &mut errors)
            .into_owned(),
    )
}

/// Message `id` of the user interface's catalogue in `lang`, with named
/// arguments: for the modules that name their messages themselves (keywords, law
/// reference errors, dates, record errors) rather than through `Msg`. English when
/// `lang` lacks it; the id itself when English does too (a test forbids that).
pub fn message(lang: Lang, id: &str, args: &[(&str, &str)]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (name, value) in args {
        fluent_args.set(*name, *value);
    }
    format(MESSAGES.bundle(lang), id, &fluent_args)
        .or_else(|| format(MESSAGES.bundle(Lang::DEFAULT), id, &fluent_args))
        .unwrap_or_else(|| id.to_string())
}

/// `source` without its `page-` messages: each such entry's first line and the
/// indented lines that continue it. The page's own words reach it as JavaScript
/// (`cargo xtask web`), so its bundle's catalogue leaves them out.
pub fn without_page_messages(source: &str) -> String {
    let mut out = String::with_capacity(source.len());
    let mut skipping = false;
    for line in source.lines() {
        if line.starts_with("page-") {
            skipping = true;
            continue;
        }
        if skipping && line.starts_with([' ', '\t']) {
            continue;
        }
        skipping = false;
        out += line;
        out.push('\n');
    }
    out
}

/// The ids a Fluent file defines, in file order (for tests that compare catalogues).
pub fn ids(source: &str) -> Vec<String> {
    source
        .lines()
        .filter(|l| l.chars().next().is_some_and(|c| c.is_ascii_alphabetic()))
        .filter_map(|l| l.split_once(" =").map(|(id, _)| id.trim().to_string()))
        .collect()
}

/// The lines of message `id` in a Fluent file, as written (empty if it has none).
pub fn entry(source: &str, id: &str) -> String {
    let mut lines = source
        .lines()
        .skip_while(|l| l.split_once(" =").map(|(i, _)| i.trim()) != Some(id));
    let Some(first) = lines.next() else {
        return String::new();
    };
    std::iter::once(first)
        .chain(lines.take_while(|l| l.starts_with(' ') || l.is_empty()))
        .collect::<Vec<_>>()
        .join("\n")
}

/// One message of the user interface's catalogue in `lang`, with no arguments,
/// parsed alone: for a line said before, or instead of, anything else (`td
/// --version`), where parsing the whole catalogue would be most of the run.
pub fn message_alone(lang: Lang, id: &str) -> String {
    if crate::texts::pseudo::is_on() {
        return message(lang, id, &[]);
    }
    // One message of a tested catalogue: it parses as the whole file does.
    let alone = bundle(lang, &entry(MESSAGES.source(lang), id));
    format(&alone, id, &FluentArgs::new()).unwrap_or_else(|| message(lang, id, &[]))
}

/// The variables (`$name`) a message's text uses, sorted: every translation of a
/// message must take the same ones.
pub fn variables(source: &str, id: &str) -> Vec<String> {
    let body = entry(source, id);
    let mut vars: Vec<String> = body
        .split('$')
        .skip(1)
        .map(|s| {
            s.chars()
                .take_while(|c| c.is_alphanumeric() || *c == '-' || *c == '_')
                .collect()
        })
        .collect();
    vars.sort();
    vars.dedup();
    vars
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The page's way: no catalogue built in, each installed once as its bundle
    /// comes; until then a message is its id and nothing of that is kept.
    #[test]
    fn a_catalogue_installed_at_run_time() {
        static PAGE: Catalogue = Catalogue::new([""; Lang::ALL.len()]);
        let said = |lang| format(PAGE.bundle(lang), "citation-list", &FluentArgs::new());
        assert!(!PAGE.has(Lang::Pl));
        assert_eq!(said(Lang::Pl), None);
        PAGE.install(Lang::Pl, "citation-list = przepisy\n");
        assert!(PAGE.has(Lang::Pl) && !PAGE.has(Lang::En));
        assert_eq!(said(Lang::Pl).as_deref(), Some("przepisy"));
        // A second catalogue for the same language changes nothing.
        PAGE.install(Lang::Pl, "citation-list = inne\n");
        assert_eq!(said(Lang::Pl).as_deref(), Some("przepisy"));
        // A built-in catalogue is never replaced.
        MESSAGES.install(Lang::En, "citation-list = other\n");
        assert_ne!(MESSAGES.source(Lang::En), "citation-list = other\n");
    }

    /// A message parsed alone reads as it does from the whole catalogue.
    #[test]
    fn a_message_alone_is_the_catalogues() {
        for lang in Lang::ALL {
            for id in ["built-in-rulings", "yes-no-hint", "side-ns"] {
                assert_eq!(
                    message_alone(lang, id),
                    message(lang, id, &[]),
                    "{lang} {id}"
                );
            }
        }
    }
}
