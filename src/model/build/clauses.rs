//! Clauses: consequences many rulings say in the same words (a 26B lead
//! restriction, the information from a withdrawn call), written and cited once in
//! `clauses/*.yaml` and referenced by id. Their ids are known before any tree is
//! built, so a step's `clauses: [...]` resolves like a `next`.

use std::collections::HashMap;

use super::Builder;
use crate::law::law_index::LawIndex;
use crate::model::diag::{Code, Diagnostics, Pos};
use crate::model::raw::RawClauses;
use crate::model::tree::Clause;
use crate::texts::note::Note;
use crate::texts::text::Text;

impl Builder<'_> {
    /// The clauses of one file; each id goes into `ids` with its index (counted
    /// from `first`, the clauses already built).
    pub(crate) fn clauses(
        &mut self,
        raw: RawClauses,
        ids: &mut HashMap<String, usize>,
        first: usize,
    ) -> Vec<Clause> {
        let mut out = Vec::new();
        for (key, c) in raw.clauses.0 {
            let id = key.value.0;
            let pos = Pos::from(key.referenced);
            if id.is_empty() || id.contains(['#', ' ']) || crate::texts::text::has_unsafe_char(&id)
            {
                self.error(
                    Code::ControlCharacter,
                    pos,
                    Note::new("node-id-unusable").arg("id", crate::texts::text::sanitize(&id)),
                )
                .hint = Some(Note::new("node-id-hint"));
                continue;
            }
            if ids.contains_key(&id) {
                self.error(
                    Code::DuplicateId,
                    pos,
                    Note::new("clause-twice").arg("id", &id),
                );
                continue;
            }
            let text = match &c.text {
                Some(t) => self.text(t, Note::new("what-clause")),
                None => {
                    self.error(
                        Code::UnknownClause,
                        pos,
                        Note::new("clause-incomplete")
                            .arg("id", &id)
                            .arg("key", "text"),
                    );
                    Text::default()
                }
            };
            let cites = self.refs(c.cites.as_ref());
            if c.cites.is_none() {
                self.error(
                    Code::UnknownClause,
                    pos,
                    Note::new("clause-incomplete")
                        .arg("id", &id)
                        .arg("key", "cites"),
                );
            }
            ids.insert(id.clone(), first + out.len());
            out.push(Clause { id, text, cites });
        }
        out
    }
}

/// Every clause citation names a paragraph of the index (E012), as a node's must.
pub(crate) fn check_clause_citations(
    clauses: &[Clause],
    files: &[String],
    index: &LawIndex,
    diags: &mut Diagnostics,
) {
    for (clause, file) in clauses.iter().zip(files) {
        for cite in &clause.cites {
            super::index::check_cite(index, file, &clause.id, cite, diags);
        }
    }
}
