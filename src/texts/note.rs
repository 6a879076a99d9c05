//! A note about a file's content (a `td check` diagnostic, its hint, or why a
//! record cannot be read), kept as a message id and its arguments and put into
//! words only when shown, in the reader's language.
//!
//! The words live in `i18n/notes/{en,nb,pl}.ftl` (Fluent, so a count reads right:
//! "1 answer", "0 answers"). Notes are made while loading, before anyone knows who
//! will read them: `td check` prints them in the TD's language, the build script in
//! English. Tests check that every id made here exists in every language with the
//! same variables.

use fluent_bundle::FluentArgs;
use std::fmt;

use crate::texts::fluent::Catalogue;
use crate::texts::lang::Lang;

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Note {
    id: &'static str,
    args: Vec<(&'static str, Arg)>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Arg {
    /// Quoted as written (an id, a file name, a paragraph).
    Text(String),
    /// A number, which may choose a plural form.
    Count(u64),
    /// A phrase of its own, put into the same language ("the title of 45C").
    Note(Box<Note>),
    /// Already in words in each language, indexed by [`Lang::index`].
    Worded(Box<[String; Lang::ALL.len()]>),
}

impl Note {
    pub fn new(id: &'static str) -> Note {
        Note {
            id,
            args: Vec::new(),
        }
    }

    /// A text argument: `{ $name }` in the message.
    pub fn arg(mut self, name: &'static str, value: impl fmt::Display) -> Note {
        self.args.push((name, Arg::Text(value.to_string())));
        self
    }

    pub fn count(mut self, name: &'static str, n: usize) -> Note {
        self.args.push((name, Arg::Count(n as u64)));
        self
    }

    pub fn phrase(mut self, name: &'static str, note: Note) -> Note {
        self.args.push((name, Arg::Note(Box::new(note))));
        self
    }

    /// An argument that is already worded per language, by `word`.
    pub fn worded(mut self, name: &'static str, word: impl Fn(Lang) -> String) -> Note {
        self.args
            .push((name, Arg::Worded(Box::new(Lang::ALL.map(word)))));
        self
    }

    /// The system's reason for a failed read or write. The system words it in
    /// English, and differently on each system ("No such file or directory (os
    /// error 2)"); the common kinds are the catalogue's (`io-*`), any other keeps
    /// the system's words.
    pub fn io_error(self, name: &'static str, e: &std::io::Error) -> Note {
        use std::io::ErrorKind as K;
        let reason = match e.kind() {
            K::NotFound => Note::new("io-not-found"),
            K::PermissionDenied => Note::new("io-permission-denied"),
            K::IsADirectory => Note::new("io-is-a-directory"),
            K::NotADirectory => Note::new("io-not-a-directory"),
            K::InvalidData => Note::new("io-not-utf8"),
            _ => return self.arg(name, e),
        };
        self.phrase(name, reason)
    }

    pub fn id(&self) -> &'static str {
        self.id
    }

    /// The note in `lang`; a message missing there is given in English (and a test
    /// fails), one missing in English as its id.
    pub fn render(&self, lang: Lang) -> String {
        let mut args = FluentArgs::new();
        for (name, value) in &self.args {
            match value {
                Arg::Text(s) => args.set(*name, s.clone()),
                Arg::Count(n) => args.set(*name, *n),
                Arg::Note(n) => args.set(*name, n.render(lang)),
                Arg::Worded(w) => args.set(*name, w[lang.index()].clone()),
            }
        }
        crate::texts::fluent::format(CATALOGUE.bundle(lang), self.id, &args)
            .or_else(|| crate::texts::fluent::format(CATALOGUE.bundle(Lang::En), self.id, &args))
            .unwrap_or_else(|| self.id.to_string())
    }
}

/// The English, as the build script and the tests read it.
impl fmt::Display for Note {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

static CATALOGUE: Catalogue = Catalogue::new(td_lang::NOTES);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn system_reasons_in_the_tds_language() {
        let e = std::io::Error::from(std::io::ErrorKind::NotFound);
        let note = Note::new("record-unreadable").io_error("detail", &e);
        assert_eq!(
            note.render(Lang::Pl),
            "nie można odczytać protokołu: nie istnieje"
        );
        assert!(note.render(Lang::Nb).ends_with(": finnes ikke"));
        assert!(note.render(Lang::En).ends_with(": does not exist"));
        let other = std::io::Error::other("disk on fire");
        let note = Note::new("record-unreadable").io_error("detail", &other);
        assert!(note.render(Lang::Pl).ends_with(": disk on fire"));
    }
    use crate::texts::fluent::{ids, variables};

    /// Every literal note id made in the crate's source, with the file it is in.
    fn ids_in_source() -> Vec<(String, String)> {
        let mut found = Vec::new();
        let mut dirs = vec![std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("src")];
        while let Some(dir) = dirs.pop() {
            for entry in std::fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    dirs.push(path);
                    continue;
                }
                let text = std::fs::read_to_string(&path).unwrap();
                for piece in text.split("Note::new(").skip(1) {
                    let id = piece.strip_prefix('"').and_then(|p| p.split('"').next());
                    let is_id = |id: &str| {
                        id.bytes()
                            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
                    };
                    if let Some(id) = id.filter(|id| !id.is_empty() && is_id(id)) {
                        found.push((id.to_string(), path.display().to_string()));
                    }
                }
            }
        }
        found
    }

    #[test]
    fn every_note_made_in_the_source_is_in_every_catalogue() {
        let found = ids_in_source();
        assert!(
            found.len() > 80,
            "the scan finds the notes: {}",
            found.len()
        );
        for lang in Lang::ALL {
            let known = ids(CATALOGUE.source(lang));
            for (id, file) in &found {
                assert!(
                    known.contains(id),
                    "{file}: note `{id}` is not in {lang}.ftl"
                );
            }
        }
    }

    #[test]
    fn translations_have_the_english_ids_and_variables() {
        let en = ids(CATALOGUE.source(Lang::En));
        for lang in [Lang::Nb, Lang::Pl] {
            assert_eq!(
                ids(CATALOGUE.source(lang)),
                en,
                "{lang}.ftl: the same ids, in the same order"
            );
            for id in &en {
                assert_eq!(
                    variables(CATALOGUE.source(lang), id),
                    variables(CATALOGUE.source(Lang::En), id),
                    "{lang}.ftl: `{id}` takes other variables than in English"
                );
            }
        }
    }

    #[test]
    fn every_message_formats_without_error() {
        for lang in Lang::ALL {
            let b = CATALOGUE.bundle(lang);
            for id in ids(CATALOGUE.source(lang)) {
                let mut args = FluentArgs::new();
                for v in variables(CATALOGUE.source(lang), &id) {
                    args.set(v, 2);
                }
                let mut errors = Vec::new();
                let m = b.get_message(&id).and_then(|m| m.value()).unwrap();
                b.format_pattern(m, Some(&args), &mut errors);
                assert!(errors.is_empty(), "{lang} `{id}`: {errors:?}");
            }
        }
    }

    #[test]
    fn a_phrase_is_put_into_the_same_language() {
        let note = Note::new("empty-text").phrase("what", Note::new("what-title").arg("id", "45C"));
        assert_eq!(note.render(Lang::En), "the title of 45C has an empty text");
        assert_eq!(note.render(Lang::Nb), "tittelen på 45C har en tom tekst");
        assert_eq!(note.render(Lang::Pl), "tytuł 45C: pusty tekst");
    }

    #[test]
    fn counts_choose_the_plural_form() {
        let n = |k, lang| {
            Note::new("too-few-answers")
                .arg("id", "q")
                .count("count", k)
                .render(lang)
        };
        assert_eq!(
            n(1, Lang::En),
            "question `q` has 1 answer; a question needs at least two"
        );
        assert_eq!(
            n(0, Lang::En),
            "question `q` has 0 answers; a question needs at least two"
        );
        assert_eq!(
            n(1, Lang::Pl),
            "pytanie `q` ma 1 odpowiedź; pytanie potrzebuje co najmniej dwóch"
        );
    }

    #[test]
    fn a_worded_argument_follows_the_language() {
        let note = Note::new("not-a-reference")
            .arg("text", "x")
            .worded("error", |l| l.code().into());
        assert!(note.render(Lang::Nb).ends_with(": nb"));
        assert!(note.render(Lang::Pl).ends_with(": pl"));
    }
}
