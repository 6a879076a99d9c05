//! YAML files -> the validated model, with every problem as a positioned diagnostic.
//!
//! Loading is all-or-nothing: a rulings set with any error is never handed to the
//! walker, so a broken `--rulings` directory cannot start a questionnaire. The same
//! code serves `td check`, which prints the diagnostics instead of stopping at the
//! first, and the build script, which runs it over the built-in set so that an
//! invalid built-in tree fails the build (see `builtin.rs`). Nothing here may depend
//! on the built-in set itself: the build script compiles this file before that set
//! exists.

use std::borrow::Cow;
use std::collections::HashSet;

use sha2::{Digest, Sha256};

use crate::law::similar;
use crate::model::build::{
    Builder, IndexPart, Skeleton, build_index, check_citations, check_clause_citations,
};
use crate::model::check;
use crate::model::diag::{Code, Diagnostic, Diagnostics, Pos};
use crate::model::raw::{RawClauses, RawIndex, RawTree};
use crate::model::tree::Rulings;
use crate::texts::note::Note;

/// The file that holds the scope and the 2007 numbers; every other `*.yaml` beside it
/// is a tree.
pub const INDEX_FILE: &str = "laws.yaml";

/// The directory of per-law index files: `laws/12.yaml` holds Law 12's paragraphs.
pub const INDEX_DIR: &str = "laws";

/// Larger files are refused before parsing: real trees are a few hundred KiB at most.
pub const MAX_FILE_BYTES: u64 = 4 * 1024 * 1024;

/// All files of a rulings set together, at most: they are held in memory at once
/// while loading, and 300 links to one 4 MiB file once took 1.2 GB. The built-in
/// set is about 1 MiB; this leaves room for sixty times as much.
pub const MAX_SET_BYTES: u64 = 64 * 1024 * 1024;

/// One input file: the name used in diagnostics and its bytes.
pub struct Source {
    pub name: String,
    pub stem: String,
    pub bytes: Cow<'static, [u8]>,
}

/// The result of a load: the rulings if there were no errors, and every diagnostic.
pub struct Loaded {
    pub rulings: Option<Rulings>,
    pub diagnostics: Diagnostics,
}

/// `laws` and `laws/12` are the law index; every other stem is a tree.
pub(crate) fn is_index(stem: &str) -> bool {
    stem == "laws" || stem.starts_with("laws/")
}

/// The directory of clause files: `clauses/26.yaml` holds consequences written once.
pub const CLAUSES_DIR: &str = "clauses";

/// `clauses/26` holds clauses, not a tree.
pub(crate) fn is_clauses(stem: &str) -> bool {
    stem.starts_with("clauses/")
}

/// SHA-256 over the file names and contents, in name order: the same files give
/// the same digest wherever they are.
pub fn digest(sources: &[Source]) -> String {
    let mut sorted: Vec<&Source> = sources.iter().collect();
    sorted.sort_by(|a, b| a.stem.cmp(&b.stem));
    let mut h = Sha256::new();
    for s in sorted {
        h.update(s.stem.as_bytes());
        h.update([0]);
        h.update((s.bytes.len() as u64).to_le_bytes());
        h.update(&s.bytes);
    }
    h.finalize().iter().map(|b| format!("{b:02x}")).collect()
}

/// The first 12 characters of a digest, as shown to people. Counted in characters,
/// not bytes: a hand-edited record may hold anything in its digest field, line
/// breaks included.
pub fn short_digest(digest: &str) -> String {
    crate::texts::text::one_line(digest)
        .chars()
        .take(12)
        .collect()
}

pub fn from_sources(origin: &str, sources: Vec<Source>, mut diags: Diagnostics) -> Loaded {
    // However many names are wrong, "did you mean" is searched a bounded number of
    // times (see `similar`).
    let _suggestions = similar::Budget::open(similar::MAX_SUGGESTIONS);
    let digest = digest(&sources);
    let mut index_parts: Vec<IndexPart> = Vec::new();
    let mut raw_trees: Vec<(String, String, RawTree)> = Vec::new();
    let mut raw_clauses: Vec<(String, RawClauses)> = Vec::new();
    let mut failed_trees: HashSet<String> = HashSet::new();
    let mut index_failed = false;
    let mut clauses_failed = false;
    for source in &sources {
        let is_index = is_index(&source.stem);
        match parse_file(source) {
            Ok(Parsed::Index(raw)) => index_parts.push(IndexPart {
                file: source.name.clone(),
                stem: source.stem.clone(),
                raw,
            }),
            Ok(Parsed::Tree(t)) => raw_trees.push((source.stem.clone(), source.name.clone(), t)),
            Ok(Parsed::Clauses(c)) => raw_clauses.push((source.name.clone(), c)),
            Err(d) => {
                diags.push(*d);
                if is_index {
                    index_failed = true;
                } else if is_clauses(&source.stem) {
                    clauses_failed = true;
                } else {
                    failed_trees.insert(source.stem.clone());
                }
            }
        }
    }
    let index = build_index(index_parts, &mut diags);
    let mut skeleton = Skeleton::new(&raw_trees, failed_trees);
    let mut clauses = Vec::new();
    let mut clause_files = Vec::new();
    for (file, raw) in raw_clauses {
        let mut b = Builder {
            file: &file,
            diags: &mut diags,
        };
        for clause in b.clauses(raw, &mut skeleton.clauses, clauses.len()) {
            clauses.push(clause);
            clause_files.push(file.clone());
        }
    }
    skeleton.clauses_failed = clauses_failed;
    let mut trees = Vec::new();
    for (stem, file, raw) in raw_trees {
        let mut b = Builder {
            file: &file,
            diags: &mut diags,
        };
        trees.push(b.tree(&stem, raw, &skeleton));
    }
    if !index_failed {
        check_citations(&trees, &index, &mut diags);
        check_clause_citations(&clauses, &clause_files, &index, &mut diags);
    }
    check::lead_on(&trees, &mut diags);
    check_one_tree_per_law(&trees, &mut diags);
    if !trees.is_empty() && !trees.iter().any(|t| t.id == TRIAGE_TREE) && !diags.has_errors() {
        diags.push(
            Diagnostic::new(
                Code::NoTriage,
                origin,
                Pos::START,
                Note::new("no-triage").arg("file", format!("{TRIAGE_TREE}.yaml")),
            )
            .with_hint(Note::new("no-triage-hint")),
        );
    }
    check::graph(&trees, &mut diags);
    diags.sort();
    let rulings = (!diags.has_errors()).then(|| Rulings {
        trees,
        clauses,
        index,
        digest,
        origin: origin.to_string(),
    });
    Loaded {
        rulings,
        diagnostics: diags,
    }
}

/// The tree `td ask` starts from when no tree is named.
pub const TRIAGE_TREE: &str = "start";

/// Two trees that both say `law: 45` would leave `td ask 45` to pick one silently.
fn check_one_tree_per_law(trees: &[crate::model::tree::Tree], diags: &mut Diagnostics) {
    let mut seen: std::collections::HashMap<u16, &str> = std::collections::HashMap::new();
    for t in trees {
        let Some(law) = t.law else { continue };
        if let Some(first) = seen.insert(law, &t.file) {
            diags.push(
                Diagnostic::new(
                    Code::DuplicateId,
                    &t.file,
                    t.law_pos,
                    Note::new("law-has-tree").arg("law", law),
                )
                .with_hint(
                    Note::new("law-has-tree-hint")
                        .arg("first", first)
                        .arg("law", law),
                ),
            );
            seen.insert(law, first);
        }
    }
}

enum Parsed {
    Index(RawIndex),
    Tree(RawTree),
    Clauses(RawClauses),
}

/// The file's content, or the one diagnostic that stops it being read (boxed: the
/// error is rare and the diagnostic large).
fn parse_file(source: &Source) -> Result<Parsed, Box<Diagnostic>> {
    let text = std::str::from_utf8(&source.bytes).map_err(|e| {
        let pos = position_of(&source.bytes[..e.valid_up_to()]);
        Box::new(
            Diagnostic::new(Code::Syntax, &source.name, pos, Note::new("not-utf8"))
                .with_hint(Note::new("not-utf8-hint")),
        )
    })?;
    let options = serde_saphyr::options! {
        duplicate_keys: serde_saphyr::DuplicateKeyPolicy::PassThrough,
    };
    let result = if is_index(&source.stem) {
        serde_saphyr::from_str_with_options(text, options).map(Parsed::Index)
    } else if is_clauses(&source.stem) {
        serde_saphyr::from_str_with_options(text, options).map(Parsed::Clauses)
    } else {
        serde_saphyr::from_str_with_options(text, options).map(Parsed::Tree)
    };
    result.map_err(|e| Box::new(yaml_diagnostic(&source.name, text, &e)))
}

/// Line and column just after `prefix`, for errors the YAML parser cannot place.
pub fn position_of(prefix: &[u8]) -> Pos {
    let text = String::from_utf8_lossy(prefix);
    let lines = yaml_lines(&text);
    if text.is_empty() || text.ends_with(['\r', '\n']) {
        return Pos {
            line: lines.len() as u64 + 1,
            col: 1,
        };
    }
    let last = lines.last().map_or(0, |l| l.chars().count());
    Pos {
        line: lines.len() as u64,
        col: last as u64 + 1,
    }
}

fn yaml_diagnostic(file: &str, text: &str, e: &serde_saphyr::Error) -> Diagnostic {
    let (mut pos, message) = crate::model::diag::yaml_error(e);
    if let Some(key) = message
        .strip_prefix("duplicate field `")
        .and_then(|m| m.split('`').next())
    {
        pos = repeated_key(text, pos, key).unwrap_or(pos);
    }
    let code = if message.contains("unknown field") {
        Code::UnknownKey
    } else if message.contains("duplicate") {
        Code::DuplicateKey
    } else if [
        "missing field",
        "invalid type",
        "invalid value",
        "invalid length",
        "whole number",
    ]
    .iter()
    .any(|m| message.contains(m))
    {
        Code::Shape
    } else {
        Code::Syntax
    };
    let d = Diagnostic::new(code, file, pos, crate::model::diag::parser_note(&message));
    match code {
        Code::UnknownKey => match unknown_key_hint(&message) {
            Some(h) => d.with_hint(h),
            None => d,
        },
        Code::Syntax if message.contains("recursion") || message.contains("budget") => {
            d.with_hint(Note::new("too-deep-hint"))
        }
        _ => d,
    }
}

/// Where `key` is written the second time in the mapping that starts at `mapping`
/// (the parser reports the mapping): the same key at the same indentation, below.
fn repeated_key(text: &str, mapping: Pos, key: &str) -> Option<Pos> {
    let lines = yaml_lines(text);
    let first = (mapping.line as usize).checked_sub(1)?;
    let indent = |l: &str| l.len() - l.trim_start().len();
    let is_key = |l: &str| {
        let t = l.trim_start().trim_start_matches("- ");
        t.strip_prefix(key)
            .is_some_and(|rest| rest.starts_with(':'))
    };
    // The parser's line may lie past what we split (it is the parser's count, not
    // ours): no line there, no better position.
    let start = lines.get(first..)?.iter().position(|l| is_key(l))? + first;
    let level = indent(lines[start]);
    for (i, l) in lines.iter().enumerate().skip(start + 1) {
        if !l.trim().is_empty() && indent(l) < level {
            return None;
        }
        if indent(l) == level && is_key(l) {
            return Some(Pos {
                line: i as u64 + 1,
                col: level as u64 + 1,
            });
        }
    }
    None
}

/// The lines of a YAML text as the parser counts them: YAML 1.2 breaks lines at
/// CR LF, LF and a lone CR (`str::lines` knows no lone CR, so a CR-only file was one
/// line to us and many to the parser).
pub(crate) fn yaml_lines(text: &str) -> Vec<&str> {
    let mut lines = Vec::new();
    let mut rest = text;
    while let Some(i) = rest.find(['\r', '\n']) {
        lines.push(&rest[..i]);
        let skip = if rest[i..].starts_with("\r\n") { 2 } else { 1 };
        rest = &rest[i + skip..];
    }
    if !rest.is_empty() {
        lines.push(rest);
    }
    lines
}

/// From serde's "unknown field `aks`, expected one of ask, cites" make "did you mean `ask`?".
fn unknown_key_hint(message: &str) -> Option<Note> {
    let found = message.split('`').nth(1)?;
    let expected = message.split("expected one of ").nth(1)?;
    let candidates = expected.split(", ").map(|s| s.trim_matches('`'));
    let best = similar::nearest(found, candidates, 1);
    best.first()
        .map(|b| Note::new("did-you-mean").arg("near", b))
}

/// A rulings set from YAML texts named by their stems (`("laws", ...)`, `("a", ...)`),
/// for the unit tests of the layers above; a set that does not load fails the test
/// with its diagnostics.
#[cfg(test)]
pub(crate) fn test_rulings(files: Vec<(&str, String)>) -> Rulings {
    let sources = files
        .into_iter()
        .map(|(stem, text)| Source {
            name: format!("{stem}.yaml"),
            stem: stem.to_string(),
            bytes: Cow::Owned(text.into_bytes()),
        })
        .collect();
    let loaded = from_sources("test", sources, Diagnostics::default());
    loaded
        .rulings
        .unwrap_or_else(|| panic!("{}", loaded.diagnostics))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lines_break_where_yaml_breaks_them() {
        assert_eq!(yaml_lines("a\rb\r\nc\nd"), ["a", "b", "c", "d"]);
        assert_eq!(yaml_lines("a\r\r"), ["a", ""]);
        assert_eq!(position_of(b"a\rb"), Pos { line: 2, col: 2 });
        assert_eq!(position_of(b"a\r\n"), Pos { line: 2, col: 1 });
        assert_eq!(position_of(b""), Pos { line: 1, col: 1 });
    }

    #[test]
    fn a_repeated_key_past_the_last_line_is_not_placed() {
        let p = repeated_key("a: 1\ra: 2\r", Pos { line: 9, col: 1 }, "a");
        assert_eq!(p, None);
        let p = repeated_key("a: 1\ra: 2\r", Pos::START, "a");
        assert_eq!(p, Some(Pos { line: 2, col: 1 }));
    }
}
