//! Diagnostics: one problem in one file, at one line and column, with a code.
//!
//! The codes are stable and documented in `docs/authoring.md`, so a tree author can
//! look one up and a test can assert it.

use std::fmt;

use crate::texts::lang::Lang;
use crate::texts::note::Note;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Warning,
    Error,
}

/// Every kind of problem `td check` reports.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Code {
    /// Not YAML, not UTF-8, too large, too deep, or over the alias budget.
    Syntax,
    /// A key the format does not have.
    UnknownKey,
    /// The same key twice in one mapping.
    DuplicateKey,
    /// A value of the wrong shape, or a required key missing.
    Shape,
    /// Two nodes (or trees, or answers of one question) with the same id.
    DuplicateId,
    /// A `next` or `start` naming no node or tree.
    UnknownTarget,
    /// A node no path from the start reaches.
    Unreachable,
    /// A path that comes back to a node it already passed.
    Cycle,
    /// A question with fewer than two answers.
    TooFewAnswers,
    /// A node that is neither a question nor a ruling, or both: a path ends there.
    DeadEnd,
    /// A ruling without a citation.
    NoCitation,
    /// A cited paragraph that `laws.yaml` does not have.
    UnknownParagraph,
    /// A law reference that does not parse.
    BadReference,
    /// A text without the default language.
    MissingDefaultLanguage,
    /// A text without one of the other supported languages (a warning).
    MissingTranslation,
    /// The directory cannot be read, or has no `laws.yaml`.
    Unreadable,
    /// An option whose holder is not in the vocabulary (declarer, defenders, ...).
    UnknownHolder,
    /// An answer id line mode reserves: a number, `none`, `back`, `?`, ...
    ReservedAnswerId,
    /// An id with a control or bidirectional-override character, which could rewrite
    /// the TD's screen or disguise itself.
    ControlCharacter,
    /// No triage tree (`start.yaml`): `td ask` without a tree has nowhere to start (a warning).
    NoTriage,
    /// A paragraph in another law's index file (`13A` in `laws/12.yaml`), or the
    /// scope or 2007 numbers outside `laws.yaml`.
    Misplaced,
    /// A paragraph whose enclosing paragraph or preceding sibling is missing: `12C3`
    /// without `12C2` (a warning: the index has a hole a TD would fall into).
    IndexGap,
    /// A ruling whose law that takes over has a tree, with neither `then` nor `no_then`.
    NoLeadOn,
    /// A `clauses` entry naming no clause, or a clause without its words or citations.
    UnknownClause,
    /// A `scores` entry that is no kind of score.
    UnknownScoreKind,
}

impl Code {
    pub const ALL: [Code; 25] = [
        Code::Syntax,
        Code::UnknownKey,
        Code::DuplicateKey,
        Code::Shape,
        Code::DuplicateId,
        Code::UnknownTarget,
        Code::Unreachable,
        Code::Cycle,
        Code::TooFewAnswers,
        Code::DeadEnd,
        Code::NoCitation,
        Code::UnknownParagraph,
        Code::BadReference,
        Code::MissingDefaultLanguage,
        Code::MissingTranslation,
        Code::Unreadable,
        Code::UnknownHolder,
        Code::ReservedAnswerId,
        Code::ControlCharacter,
        Code::NoTriage,
        Code::Misplaced,
        Code::IndexGap,
        Code::NoLeadOn,
        Code::UnknownClause,
        Code::UnknownScoreKind,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Code::Syntax => "E001",
            Code::UnknownKey => "E002",
            Code::DuplicateKey => "E003",
            Code::Shape => "E004",
            Code::DuplicateId => "E005",
            Code::UnknownTarget => "E006",
            Code::Unreachable => "E007",
            Code::Cycle => "E008",
            Code::TooFewAnswers => "E009",
            Code::DeadEnd => "E010",
            Code::NoCitation => "E011",
            Code::UnknownParagraph => "E012",
            Code::BadReference => "E013",
            Code::MissingDefaultLanguage => "E014",
            Code::Unreadable => "E015",
            Code::UnknownHolder => "E016",
            Code::ReservedAnswerId => "E017",
            Code::ControlCharacter => "E018",
            Code::Misplaced => "E019",
            Code::NoLeadOn => "E020",
            Code::UnknownClause => "E021",
            Code::UnknownScoreKind => "E022",
            Code::NoTriage => "W002",
            Code::IndexGap => "W003",
            Code::MissingTranslation => "W001",
        }
    }

    pub fn severity(self) -> Severity {
        match self {
            Code::MissingTranslation | Code::NoTriage | Code::IndexGap => Severity::Warning,
            _ => Severity::Error,
        }
    }
}

/// A place in a file; line and column count from 1.
#[derive(
    serde::Serialize,
    serde::Deserialize,
    Clone,
    Copy,
    Debug,
    Default,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
)]
pub struct Pos {
    pub line: u64,
    pub col: u64,
}

impl Pos {
    pub const START: Pos = Pos { line: 1, col: 1 };
}

impl From<serde_saphyr::Location> for Pos {
    fn from(l: serde_saphyr::Location) -> Self {
        // Locations the parser could not place (line 0) are reported at the file start.
        if l.line() == 0 {
            Pos::START
        } else {
            Pos {
                line: l.line(),
                col: l.column().max(1),
            }
        }
    }
}

/// Where a YAML error is and what it says, without the parser's own " at line .."
/// suffix (our messages put the position first, as `file:line:col:`).
pub fn yaml_error(e: &serde_saphyr::Error) -> (Pos, String) {
    let pos = e.location().map(Pos::from).unwrap_or(Pos::START);
    let full = e.without_snippet().to_string();
    let message = full
        .rfind(" at line ")
        .map_or(full.as_str(), |i| &full[..i]);
    (pos, plain_message(message))
}

/// The parser's message in the words of a rulings or record author: no advice meant
/// for programmers using the YAML library ("set DuplicateKeyPolicy", "use
/// from_str_multiple"), no Rust type names ("invalid u16").
fn plain_message(message: &str) -> String {
    let mut m = message
        .replace(", set DuplicateKeyPolicy in Options if acceptable", "")
        .replace(
            "use from_str_multiple or from_str_multiple_with_options",
            "the file holds more than one YAML document; remove the `---` lines",
        )
        // Advice for the programmer ("use Option<String>"), not the author.
        .replace(
            "cannot deserialize null into string; use Option<String>",
            "a value is missing here (empty or null); write the text",
        )
        .replace(
            "invalid char: cannot deserialize null; use Option<char>",
            "a value is missing here (empty or null); write one character",
        )
        .replace(
            ". If you just use !!binary for documentation/annotation, set ignore_binary_tag_for_string in Options",
            "; remove the !!binary tag",
        );
    for ty in ["u8", "u16", "u32", "u64", "i64", "usize"] {
        m = m
            .replace(&format!("invalid {ty}"), "not a whole number in range")
            .replace(&format!("expected {ty}"), "expected a whole number");
    }
    m
}

/// The parser's message (as [`yaml_error`] gives it) as a note: the common serde
/// messages in the reader's language, the rest in the parser's English. The English
/// rendering must give back exactly the parser's words, or the message is passed on
/// whole.
pub fn parser_note(message: &str) -> Note {
    let quoted = |rest: &str| -> Option<(String, String)> {
        let rest = rest.strip_prefix('`')?;
        let (key, after) = rest.split_once('`')?;
        Some((key.to_string(), after.to_string()))
    };
    let listed = |id: &'static str, key: String, after: &str, none: &str| {
        let note = Note::new(id).arg("key", key);
        if after == format!(", {none}") {
            return Some(note.arg("expected", "none").arg("many", "no"));
        }
        let expected = after.strip_prefix(", expected ")?;
        Some(match expected.strip_prefix("one of ") {
            Some(list) => note.arg("expected", list).arg("many", "yes"),
            None => note.arg("expected", expected).arg("many", "no"),
        })
    };
    let note = if let Some(rest) = message.strip_prefix("unknown field ") {
        quoted(rest)
            .and_then(|(k, after)| listed("yaml-unknown-field", k, &after, "there are no fields"))
    } else if let Some(rest) = message.strip_prefix("unknown variant ") {
        quoted(rest)
            .and_then(|(k, after)| listed("yaml-unknown-value", k, &after, "there are no variants"))
    } else if let Some(rest) = message.strip_prefix("missing field ") {
        quoted(rest)
            .filter(|(_, after)| after.is_empty())
            .map(|(k, _)| Note::new("yaml-missing-field").arg("key", k))
    } else if let Some(rest) = message.strip_prefix("duplicate field ") {
        quoted(rest)
            .filter(|(_, after)| after.is_empty())
            .map(|(k, _)| Note::new("yaml-duplicate-field").arg("key", k))
    } else {
        None
    };
    note.filter(|n| n.render(Lang::En) == message)
        .unwrap_or_else(|| Note::new("yaml-other").arg("detail", message))
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub code: Code,
    pub file: String,
    pub pos: Pos,
    pub message: Note,
    pub hint: Option<Note>,
}

impl Diagnostic {
    pub fn new(code: Code, file: &str, pos: Pos, message: Note) -> Self {
        Diagnostic {
            code,
            file: file.to_string(),
            pos,
            message,
            hint: None,
        }
    }

    pub fn with_hint(mut self, hint: Note) -> Self {
        self.hint = Some(hint);
        self
    }

    pub fn severity(&self) -> Severity {
        self.code.severity()
    }

    pub fn is_error(&self) -> bool {
        self.severity() == Severity::Error
    }

    /// `file:line:col: error[E004]: message`, and the hint on its own line, in
    /// `lang`. The code and position stay as they are, so a TD can look the code up
    /// in any language's documentation.
    pub fn render(&self, lang: Lang) -> String {
        let kind = match self.severity() {
            Severity::Error => Note::new("severity-error"),
            Severity::Warning => Note::new("severity-warning"),
        };
        // Messages quote what an author wrote (ids, keys, file names): nothing of it
        // may reach the terminal as a control sequence, start a line of its own or
        // repeat a 300,000-character id whole.
        let clean = |s: &str| crate::texts::text::clip_runs(&crate::texts::text::one_line(s));
        let mut out = format!(
            "{}:{}:{}: {}[{}]: {}",
            clean(&self.file),
            self.pos.line,
            self.pos.col,
            kind.render(lang),
            self.code.as_str(),
            clean(&self.message.render(lang))
        );
        if let Some(hint) = &self.hint {
            out.push_str(&format!(
                "\n  {}: {}",
                Note::new("hint").render(lang),
                clean(&hint.render(lang))
            ));
        }
        out
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

/// All diagnostics of one load, in file and position order.
#[derive(Clone, Debug, Default)]
pub struct Diagnostics(pub Vec<Diagnostic>);

impl Diagnostics {
    pub fn push(&mut self, d: Diagnostic) {
        self.0.push(d);
    }

    pub fn has_errors(&self) -> bool {
        self.0.iter().any(Diagnostic::is_error)
    }

    pub fn errors(&self) -> impl Iterator<Item = &Diagnostic> {
        self.0.iter().filter(|d| d.is_error())
    }

    pub fn sort(&mut self) {
        self.0
            .sort_by(|a, b| (&a.file, a.pos, a.code).cmp(&(&b.file, b.pos, b.code)));
        self.0.dedup();
    }
}

impl Diagnostics {
    /// Every diagnostic in `lang`, one (with its hint) per line.
    pub fn render(&self, lang: Lang) -> String {
        self.0.iter().map(|d| d.render(lang) + "\n").collect()
    }
}

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::En))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The parser's English comes back word for word; the known shapes are translated.
    #[test]
    fn parser_messages_keep_their_english_and_are_translated() {
        let cases = [
            (
                "unknown field `aks`, expected one of `ask`, `cites`",
                "yaml-unknown-field",
                "nieznany klucz `aks`; dozwolone klucze to `ask`, `cites`",
            ),
            (
                "unknown field `x`, expected `regulations`",
                "yaml-unknown-field",
                "nieznany klucz `x`; dozwolony klucz to `regulations`",
            ),
            (
                "unknown field `x`, there are no fields",
                "yaml-unknown-field",
                "nieznany klucz `x`; tutaj nie ma żadnych kluczy",
            ),
            (
                "missing field `next`",
                "yaml-missing-field",
                "brak klucza `next`",
            ),
            (
                "duplicate field `ask`",
                "yaml-duplicate-field",
                "klucz `ask` występuje dwa razy",
            ),
            (
                "unknown variant `maybe`, expected one of `yes`, `no`",
                "yaml-unknown-value",
                "nieznana wartość `maybe`; dozwolone wartości to `yes`, `no`",
            ),
            (
                "did not find expected key",
                "yaml-other",
                "błąd YAML (komunikat parsera po angielsku): did not find expected key",
            ),
            // Almost a known shape: passed on whole rather than reworded.
            (
                "missing field `a` in b",
                "yaml-other",
                "błąd YAML (komunikat parsera po angielsku): missing field `a` in b",
            ),
        ];
        for (message, id, polish) in cases {
            let note = parser_note(message);
            assert_eq!(note.id(), id, "{message}");
            assert_eq!(note.render(Lang::En), message);
            assert_eq!(note.render(Lang::Pl), polish);
        }
    }

    #[test]
    fn a_diagnostic_is_labelled_in_the_language() {
        let d = Diagnostic::new(
            Code::Unreachable,
            "45.yaml",
            Pos { line: 3, col: 5 },
            Note::new("unreachable").arg("id", "x"),
        )
        .with_hint(Note::new("unreachable-hint"));
        assert_eq!(
            d.to_string(),
            "45.yaml:3:5: error[E007]: node `x` is unreachable\n  hint: no answer leads here: link it from a question or remove it"
        );
        assert!(
            d.render(Lang::Nb)
                .starts_with("45.yaml:3:5: feil[E007]: ingen sti når noden `x`\n  tips: ")
        );
        assert!(
            d.render(Lang::Pl).contains("błąd[E007]")
                && d.render(Lang::Pl).contains("\n  wskazówka: ")
        );
    }
}
