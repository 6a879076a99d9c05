//! The law index (`laws.yaml` and `laws/N.yaml`) and the check that every citation in the trees is in it.

use std::collections::HashMap;

use super::Builder;
use crate::diag::{Code, Diagnostic, Diagnostics, Pos};
use crate::law_index::{Definition, Earlier, LawIndex, Paragraph};
use crate::law_ref::LawRef;
use crate::raw::RawIndex;
use crate::tree::{Cite, Tree};

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
    // (file, what refers, the reference): "12A", "2007 number 70D3", "definition `x`".
    let mut pending_refers: Vec<(String, String, Cite)> = Vec::new();
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
                "laws/definitions.yaml holds only `definitions`; paragraphs go in their law's file",
            );
        }
        if let Some(scope) = part.raw.scope {
            if own_law.is_some() {
                b.error(
                    Code::Misplaced,
                    Pos::from(scope.referenced),
                    "`scope` belongs in laws.yaml, not in one law's file",
                );
            } else {
                index.scope = scope.value;
            }
        }
        if own_law == Some(0) {
            b.error(
                Code::Misplaced,
                Pos::START,
                "a file under laws/ is named after its law: laws/12.yaml",
            );
        }
        for (key, raw_d) in part.raw.definitions.iter().flat_map(|e| &e.0) {
            let pos = Pos::from(key.referenced);
            if own_law.is_some() {
                b.error(
                    Code::Misplaced,
                    pos,
                    "the Definitions belong in laws/definitions.yaml, not in one law's file",
                );
                continue;
            }
            let id = key.value.0.clone();
            if id.is_empty() || crate::text::has_unsafe_char(&id) {
                b.error(
                    Code::ControlCharacter,
                    pos,
                    "a definition id must be plain text",
                );
                continue;
            }
            if !b.first_definition(
                &mut definitions_seen,
                id.clone(),
                pos,
                format!("definition `{id}` is listed twice"),
            ) {
                continue;
            }
            let term = b.text(&raw_d.term, &format!("the term of definition `{id}`"));
            let summary = b.text(&raw_d.summary, &format!("the summary of definition `{id}`"));
            let refers_at = b.refs(raw_d.refers.as_ref());
            let refers = refers_at.iter().map(|c| c.law.clone()).collect();
            pending_refers.extend(
                refers_at
                    .into_iter()
                    .map(|c| (part.file.clone(), format!("definition `{id}`"), c)),
            );
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
                    format!("{id} is a paragraph of Law {}, not of Law {law}", id.law),
                )
                .hint = Some(format!("move it to laws/{}.yaml", id.law));
                continue;
            }
            if let Some((first_file, first)) = seen.get(&id) {
                let hint = format!(
                    "first listed in {first_file} at line {}, column {}",
                    first.line, first.col
                );
                b.error(
                    Code::DuplicateId,
                    pos,
                    format!("paragraph {id} is listed twice"),
                )
                .hint = Some(hint);
                continue;
            }
            seen.insert(id.clone(), (part.file.clone(), pos));
            let title = b.text(&raw_p.title, &format!("the title of {id}"));
            let summary = b.text(&raw_p.summary, &format!("the summary of {id}"));
            let edition = raw_p
                .edition
                .as_ref()
                .map(|t| b.text(t, &format!("the edition note of {id}")));
            let refers_at = b.refs(raw_p.refers.as_ref());
            let refers = refers_at.iter().map(|c| c.law.clone()).collect();
            pending_refers.extend(
                refers_at
                    .into_iter()
                    .map(|c| (part.file.clone(), id.to_string(), c)),
            );
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
                b.error(
                    Code::Misplaced,
                    pos,
                    "2007 numbers (`earlier`) belong in laws.yaml, not in one law's file",
                );
                continue;
            }
            let Some(id) = b.paragraph_ref(&key.value.0, pos) else {
                continue;
            };
            if !b.first_definition(
                &mut earlier_seen,
                id.clone(),
                pos,
                format!("2007 number {id} is listed twice"),
            ) {
                continue;
            }
            let note = b.text(&raw_e.note, &format!("the 2007 note of {id}"));
            let now_at = b.refs(raw_e.now.as_ref());
            let now = now_at.iter().map(|c| c.law.clone()).collect();
            pending_refers.extend(
                now_at
                    .into_iter()
                    .map(|c| (part.file.clone(), id.to_string(), c)),
            );
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
                    format!(
                        "{from} refers to {}, which the law index does not have",
                        to.law
                    ),
                )
                .with_hint(format!(
                    "add {} to laws/{}.yaml, or remove the reference",
                    to.law, to.law.law
                )),
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
                    format!("{id} is listed but {missing} is not"),
                )
                .with_hint(format!("add {missing} to laws/{}.yaml", missing.law)),
            );
        }
    }
}

pub(crate) fn check_citations(trees: &[Tree], index: &LawIndex, diags: &mut Diagnostics) {
    for tree in trees {
        for node in &tree.nodes {
            for cite in node.all_cites() {
                if !index.contains(&cite.law) {
                    let near: Vec<String> = index
                        .suggest(&cite.law.canonical())
                        .iter()
                        .map(LawRef::canonical)
                        .collect();
                    let mut d = Diagnostic::new(
                        Code::UnknownParagraph,
                        &tree.file,
                        cite.pos,
                        format!(
                            "`{}` cites {}, which the law index does not have",
                            node.id, cite.law
                        ),
                    );
                    if !near.is_empty() {
                        d = d.with_hint(format!(
                            "did you mean {}? or add {} to the law index",
                            near.join(", "),
                            cite.law
                        ));
                    }
                    diags.push(d);
                }
            }
        }
    }
}
