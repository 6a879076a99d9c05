//! The law index (`laws.yaml` and `laws/N.yaml`) and the check that every citation in the trees is in it.

use std::collections::HashMap;

use super::Builder;
use crate::law::law_index::{Definition, Earlier, LawIndex, Paragraph};
use crate::law::law_ref::LawRef;
use crate::model::diag::{Code, Diagnostic, Diagnostics, Pos};
use crate::model::raw::RawIndex;
use crate::model::tree::{Cite, Tree};
use crate::texts::note::Note;

/// The file that holds the Definitions.
const DEFINITIONS_STEM: &str = "laws/definitions";

/// One index file as parsed: its name for diagnostics, its stem (`laws`, `laws/12`)
/// and its content.
pub(crate) struct IndexPart {
    pub file: String,
    pub stem: String,
    pub raw: RawIndex,
}

/// Builds the index from `laws.yaml` and the per-law files `laws/N.yaml`. A paragraph
/// may be listed in `laws.yaml` or in its own law's file, never in another law's: a
/// federation reviews one law by reading one file.
pub(crate) fn build_index(parts: Vec<IndexPart>, diags: &mut Diagnostics) -> LawIndex {
    let mut index = LawIndex::default();
    let mut seen: HashMap<LawRef, (String, Pos)> = HashMap::new();
    // `refers` may point forward or into another file: checked once all are read.
    // (file, what refers, the reference): "12A", "70D3" (a 2007 number), "definition `x`".
    let mut pending_refers: Vec<(String, Note, Cite)> = Vec::new();
    let mut earlier_seen: HashMap<LawRef, Pos> = HashMap::new();
    let mut definitions_seen: HashMap<String, Pos> = HashMap::new();
    for part in parts {
        let mut b = Builder {
            file: &part.file,
            diags,
        };
        // `laws/definitions.yaml` holds the Definitions; every other file under
        // `laws/` is one law's.
        let is_definitions = part.stem == DEFINITIONS_STEM;
        let own_law: Option<u16> = part
            .stem
            .strip_prefix("laws/")
            .filter(|_| !is_definitions)
            .map(|n| n.parse().unwrap_or(0));
        if is_definitions
            && (part.raw.scope.is_some()
                || part.raw.paragraphs.is_some()
                || part.raw.earlier.is_some())
        {
            b.error(
                Code::Misplaced,
                Pos::START,
                Note::new("definitions-file-only"),
            );
        }
        if let Some(scope) = part.raw.scope {
            if own_law.is_some() {
                b.error(
                    Code::Misplaced,
                    Pos::from(scope.referenced),
                    Note::new("scope-misplaced"),
                );
            } else {
                for entry in scope.value {
                    let pos = Pos::from(entry.referenced);
                    if let Some(r) = b.paragraph_ref(&entry.value.0, pos) {
                        // A scope naming no paragraph (a typo) would measure nothing.
                        pending_refers.push((
                            part.file.clone(),
                            Note::new("what-scope"),
                            Cite {
                                law: r.clone(),
                                pos,
                            },
                        ));
                        index.scope.push(r);
                    }
                }
            }
        }
        if own_law == Some(0) {
            b.error(Code::Misplaced, Pos::START, Note::new("law-file-name"));
        }
        for (key, raw_d) in part.raw.definitions.iter().flat_map(|e| &e.0) {
            let pos = Pos::from(key.referenced);
            if own_law.is_some() {
                b.error(Code::Misplaced, pos, Note::new("definitions-misplaced"));
                continue;
            }
            let id = key.value.0.clone();
            if id.is_empty() || crate::texts::text::has_unsafe_char(&id) {
                b.error(
                    Code::ControlCharacter,
                    pos,
                    Note::new("definition-id-plain"),
                );
                continue;
            }
            if !b.first_definition(
                &mut definitions_seen,
                id.clone(),
                pos,
                Note::new("definition-twice").arg("id", &id),
            ) {
                continue;
            }
            let term = b.line_text(
                &raw_d.term,
                Note::new("what-definition-term").arg("id", &id),
            );
            let summary = b.text(
                &raw_d.summary,
                Note::new("what-definition-summary").arg("id", &id),
            );
            let refers_at = b.refs(raw_d.refers.as_ref());
            let refers = refers_at.iter().map(|c| c.law.clone()).collect();
            pending_refers.extend(refers_at.into_iter().map(|c| {
                (
                    part.file.clone(),
                    Note::new("what-definition").arg("id", &id),
                    c,
                )
            }));
            index.definitions.insert(
                id.clone(),
                Definition {
                    id,
                    term,
                    summary,
                    refers,
                },
            );
        }
        for (key, raw_p) in part.raw.paragraphs.iter().flat_map(|e| &e.0) {
            let pos = Pos::from(key.referenced);
            let Some(id) = b.paragraph_ref(&key.value.0, pos) else {
                continue;
            };
            if let Some(law) = own_law.filter(|&l| l != 0 && l != id.law) {
                b.error(
                    Code::Misplaced,
                    pos,
                    Note::new("paragraph-other-law")
                        .arg("id", &id)
                        .arg("law", id.law)
                        .arg("file-law", law),
                )
                .hint = Some(Note::new("move-to-law-file").arg("law", id.law));
                continue;
            }
            if let Some((first_file, first)) = seen.get(&id) {
                let hint = Note::new("first-listed")
                    .arg("file", first_file)
                    .arg("line", first.line)
                    .arg("col", first.col);
                b.error(
                    Code::DuplicateId,
                    pos,
                    Note::new("paragraph-twice").arg("id", &id),
                )
                .hint = Some(hint);
                continue;
            }
            seen.insert(id.clone(), (part.file.clone(), pos));
            let title = b.line_text(&raw_p.title, Note::new("what-title").arg("id", &id));
            let summary = b.text(&raw_p.summary, Note::new("what-summary").arg("id", &id));
            let edition = raw_p
                .edition
                .as_ref()
                .map(|t| b.text(t, Note::new("what-edition").arg("id", &id)));
            let refers_at = b.refs(raw_p.refers.as_ref());
            let refers = refers_at.iter().map(|c| c.law.clone()).collect();
            pending_refers.extend(refers_at.into_iter().map(|c| {
                (
                    part.file.clone(),
                    Note::new("what-paragraph").arg("id", &id),
                    c,
                )
            }));
            index.paragraphs.insert(
                id.clone(),
                Paragraph {
                    id,
                    title,
                    summary,
                    refers,
                    edition,
                },
            );
        }
        for (key, raw_e) in part.raw.earlier.iter().flat_map(|e| &e.0) {
            let pos = Pos::from(key.referenced);
            if own_law.is_some() {
                b.error(Code::Misplaced, pos, Note::new("earlier-misplaced"));
                continue;
            }
            let Some(id) = b.paragraph_ref(&key.value.0, pos) else {
                continue;
            };
            if !b.first_definition(
                &mut earlier_seen,
                id.clone(),
                pos,
                Note::new("earlier-twice").arg("id", &id),
            ) {
                continue;
            }
            let note = b.text(&raw_e.note, Note::new("what-earlier-note").arg("id", &id));
            let now_at = b.refs(raw_e.now.as_ref());
            let now = now_at.iter().map(|c| c.law.clone()).collect();
            pending_refers.extend(now_at.into_iter().map(|c| {
                (
                    part.file.clone(),
                    Note::new("what-paragraph").arg("id", &id),
                    c,
                )
            }));
            index.earlier.insert(id.clone(), Earlier { id, now, note });
        }
    }
    for (file, from, to) in pending_refers {
        if !index.contains(&to.law) {
            diags.push(
                Diagnostic::new(
                    Code::UnknownParagraph,
                    &file,
                    to.pos,
                    Note::new("refers-unknown")
                        .phrase("what", from)
                        .arg("id", &to.law),
                )
                .with_hint(
                    Note::new("add-or-remove-reference")
                        .arg("id", &to.law)
                        .arg("law", to.law.law),
                ),
            );
        }
    }
    check_gaps(&index, &seen, diags);
    index
}

/// A paragraph whose enclosing paragraph, or whose preceding sibling, is missing:
/// `td cite 12C` would then skip a paragraph a TD expects to find.
fn check_gaps(index: &LawIndex, seen: &HashMap<LawRef, (String, Pos)>, diags: &mut Diagnostics) {
    for id in index.paragraphs.keys() {
        let missing = [id.parent(), id.previous_sibling()]
            .into_iter()
            .flatten()
            .find(|r| !index.contains(r));
        if let Some(missing) = missing {
            let (file, pos) = &seen[id];
            diags.push(
                Diagnostic::new(
                    Code::IndexGap,
                    file,
                    *pos,
                    Note::new("index-gap")
                        .arg("id", id)
                        .arg("missing", &missing),
                )
                .with_hint(
                    Note::new("add-to-law-file")
                        .arg("id", &missing)
                        .arg("law", missing.law),
                ),
            );
        }
    }
}

pub(crate) fn check_citations(trees: &[Tree], index: &LawIndex, diags: &mut Diagnostics) {
    for tree in trees {
        for node in &tree.nodes {
            for cite in node.all_cites() {
                check_cite(index, &tree.file, &node.id, cite, diags);
            }
        }
    }
}

/// E012 for a citation the index does not have, with the nearest paragraphs; `owner`
/// is the node or clause that cites it.
pub(crate) fn check_cite(
    index: &LawIndex,
    file: &str,
    owner: &str,
    cite: &crate::model::tree::Cite,
    diags: &mut Diagnostics,
) {
    if index.contains(&cite.law) {
        return;
    }
    let near: Vec<String> = index
        .suggest(&cite.law.canonical())
        .iter()
        .map(LawRef::canonical)
        .collect();
    let mut d = Diagnostic::new(
        Code::UnknownParagraph,
        file,
        cite.pos,
        Note::new("cites-unknown")
            .arg("node", owner)
            .arg("id", &cite.law),
    );
    if !near.is_empty() {
        d = d.with_hint(
            Note::new("did-you-mean-or-add")
                .arg("near", near.join(", "))
                .arg("id", &cite.law),
        );
    }
    diags.push(d);
}
