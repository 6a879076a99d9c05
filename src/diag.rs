//! Diagnostics: one problem in one file, at one line and column, with a code.
//!
//! The codes are stable and documented in `docs/authoring.md`, so a tree author can
//! look one up and a test can assert it.

use std::fmt;

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
}

impl Code {
    pub const ALL: [Code; 22] = [
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
        );
    for ty in ["u8", "u16", "u32", "u64", "i64", "usize"] {
        m = m
            .replace(&format!("invalid {ty}"), "not a whole number in range")
            .replace(&format!("expected {ty}"), "expected a whole number");
    }
    m
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub code: Code,
    pub file: String,
    pub pos: Pos,
    pub message: String,
    pub hint: Option<String>,
}

impl Diagnostic {
    pub fn new(code: Code, file: &str, pos: Pos, message: impl Into<String>) -> Self {
        Diagnostic {
            code,
            file: file.to_string(),
            pos,
            message: message.into(),
            hint: None,
        }
    }

    pub fn with_hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }

    pub fn severity(&self) -> Severity {
        self.code.severity()
    }

    pub fn is_error(&self) -> bool {
        self.severity() == Severity::Error
    }
}

impl fmt::Display for Diagnostic {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let kind = match self.severity() {
            Severity::Error => "error",
            Severity::Warning => "warning",
        };
        // Messages quote what an author wrote (ids, keys, file names): nothing of it
        // may reach the terminal as a control sequence.
        let clean = crate::text::sanitize;
        write!(
            f,
            "{}:{}:{}: {kind}[{}]: {}",
            clean(&self.file),
            self.pos.line,
            self.pos.col,
            self.code.as_str(),
            clean(&self.message)
        )?;
        if let Some(hint) = &self.hint {
            write!(f, "\n  hint: {}", clean(hint))?;
        }
        Ok(())
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

impl fmt::Display for Diagnostics {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for d in &self.0 {
            writeln!(f, "{d}")?;
        }
        Ok(())
    }
}
