//! The law index (`laws.yaml`) and the check that every citation in the trees is in it.

use std::collections::HashMap;

use super::Builder;
use crate::diag::{Code, Diagnostic, Diagnostics, Pos};
use crate::law_index::{LawIndex, Paragraph};
use crate::law_ref::LawRef;
use crate::raw::RawIndex;
use crate::tree::Tree;

pub(crate) fn build_index(file: &str, raw: RawIndex, diags: &mut Diagnostics) -> LawIndex {
    let mut b = Builder { file, diags };
    let mut index = LawIndex {
        scope: raw.scope,
        ..LawIndex::default()
    };
    let mut seen: HashMap<LawRef, Pos> = HashMap::new();
    // `refers` may point forward in the file, so they are checked once all are read.
    let mut pending_refers: Vec<(LawRef, crate::tree::Cite)> = Vec::new();
    for (key, raw_p) in &raw.paragraphs.0 {
        let pos = Pos::from(key.referenced);
        let id = match LawRef::parse(&key.value.0) {
            Ok(id) => id,
            Err(e) => {
                b.error(
                    Code::BadReference,
                    pos,
                    format!(
                        "`{}` is not a law reference: {e}",
                        crate::text::sanitize(&key.value.0)
                    ),
                );
                continue;
            }
        };
        if id.canonical() != key.value.0 {
            b.error(
                Code::BadReference,
                pos,
                format!("write `{}` in its canonical form", key.value.0),
            )
            .hint = Some(format!("did you mean `{id}`?"));
        }
        if !b.first_definition(
            &mut seen,
            id.clone(),
            pos,
            format!("paragraph {id} is listed twice"),
        ) {
            continue;
        }
        let title = b.text(&raw_p.title, &format!("the title of {id}"));
        let summary = b.text(&raw_p.summary, &format!("the summary of {id}"));
        let edition = raw_p
            .edition
            .as_ref()
            .map(|t| b.text(t, &format!("the edition note of {id}")));
        let refers_at = b.refs(raw_p.refers.as_ref());
        let refers = refers_at.iter().map(|c| c.law.clone()).collect();
        pending_refers.extend(refers_at.into_iter().map(|c| (id.clone(), c)));
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
    for (from, to) in pending_refers {
        if !index.contains(&to.law) {
            b.error(
                Code::UnknownParagraph,
                to.pos,
                format!("{from} refers to {}, which laws.yaml does not have", to.law),
            )
            .hint = Some(format!(
                "add {} to laws.yaml, or remove it from `refers`",
                to.law
            ));
        }
    }
    index
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
                            "`{}` cites {}, which laws.yaml does not have",
                            node.id, cite.law
                        ),
                    );
                    if !near.is_empty() {
                        d = d.with_hint(format!(
                            "did you mean {}? or add {} to laws.yaml",
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
