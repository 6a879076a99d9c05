//! Raw YAML values -> the model, reporting every problem with its position: ids,
//! targets, answers, citations, languages. `tree.rs` builds the trees, `index.rs` the
//! law index and the citation check; this module holds what both use (positioned
//! errors, texts, law references). Whole-graph checks (reachability, cycles) come
//! after, in `check.rs`. Nothing here calls the loader: `load.rs` calls in.

mod clauses;
mod index;
mod tree;

use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet};

use crate::law::law_ref::LawRef;
use crate::law::similar;
use crate::model::diag::{Code, Diagnostic, Diagnostics, Pos};
use crate::model::raw::{RawText, RefList};
use crate::model::tree::Cite;
use crate::texts::lang::Lang;
use crate::texts::note::Note;
use crate::texts::text::Text;

pub(crate) use clauses::check_clause_citations;
pub(crate) use index::{IndexPart, build_index, check_citations};
pub(crate) use tree::Skeleton;

pub(crate) struct Builder<'a> {
    pub(crate) file: &'a str,
    pub(crate) diags: &'a mut Diagnostics,
}

impl Builder<'_> {
    fn error(&mut self, code: Code, pos: Pos, message: Note) -> &mut Diagnostic {
        self.diags
            .push(Diagnostic::new(code, self.file, pos, message));
        self.diags.0.last_mut().expect("just pushed")
    }

    fn first_definition<K: std::hash::Hash + Eq>(
        &mut self,
        seen: &mut HashMap<K, Pos>,
        id: K,
        pos: Pos,
        message: Note,
    ) -> bool {
        match seen.entry(id) {
            Entry::Occupied(first) => {
                let f = *first.get();
                self.error(Code::DuplicateId, pos, message).hint = Some(
                    Note::new("first-defined")
                        .arg("line", f.line)
                        .arg("col", f.col),
                );
                false
            }
            Entry::Vacant(slot) => {
                slot.insert(pos);
                true
            }
        }
    }

    fn refs(&mut self, raw: Option<&serde_saphyr::Spanned<RefList>>) -> Vec<Cite> {
        let Some(raw) = raw else { return Vec::new() };
        let pos = Pos::from(raw.referenced);
        let mut out = Vec::new();
        for item in raw.value.items() {
            match LawRef::parse(item) {
                Ok(law) => out.push(Cite { law, pos }),
                Err(e) => {
                    self.bad_reference(item, pos, &e).hint = Some(Note::new("reference-form-hint"));
                }
            }
        }
        out
    }

    fn bad_reference(
        &mut self,
        text: &str,
        pos: Pos,
        e: &crate::law::law_ref::RefError,
    ) -> &mut Diagnostic {
        self.error(
            Code::BadReference,
            pos,
            Note::new("not-a-reference")
                .arg("text", crate::texts::text::sanitize(text))
                .worded("error", |lang| e.describe(lang)),
        )
    }

    /// A key of the index: a law reference in its canonical form.
    fn paragraph_ref(&mut self, key: &str, pos: Pos) -> Option<LawRef> {
        let id = match LawRef::parse(key) {
            Ok(id) => id,
            Err(e) => {
                self.bad_reference(key, pos, &e);
                return None;
            }
        };
        if id.canonical() != key {
            self.error(
                Code::BadReference,
                pos,
                Note::new("canonical-form").arg("text", crate::texts::text::sanitize(key)),
            )
            .hint = Some(Note::new("did-you-mean").arg("near", &id));
        }
        Some(id)
    }

    /// A text shown on one line (an answer label, a title, a term): a line break in
    /// it would start a line that looks like td's own (a menu entry, a RULING
    /// heading), so it is an error (E018); trailing breaks, which YAML's `>` style
    /// adds, are dropped, and any other is shown as a space.
    fn line_text(&mut self, raw: &RawText, what: Note) -> Text {
        let pos = Pos::from(raw.referenced);
        let broken = raw.value.0.iter().any(|(_, v)| {
            crate::texts::text::has_line_break(
                v.0.trim_end_matches(crate::texts::text::is_line_break),
            )
        });
        if broken {
            self.error(
                Code::ControlCharacter,
                pos,
                Note::new("line-break").phrase("what", what.clone()),
            )
            .hint = Some(Note::new("line-break-hint"));
        }
        let text = self.text(raw, what);
        Text::new(text.languages().map(|l| {
            let s = text
                .get(l)
                .trim_end_matches(crate::texts::text::is_line_break);
            (l, crate::texts::text::one_line(s))
        }))
    }

    fn text(&mut self, raw: &RawText, what: Note) -> Text {
        let pos = Pos::from(raw.referenced);
        let mut entries = Vec::new();
        let mut seen = HashSet::new();
        for (key, value) in &raw.value.0 {
            let kpos = Pos::from(key.referenced);
            match Lang::from_code(&key.value.0) {
                Some(lang) if seen.insert(lang) => entries.push((lang, value.0.clone())),
                Some(lang) => {
                    self.error(
                        Code::DuplicateKey,
                        kpos,
                        Note::new("language-twice")
                            .arg("lang", lang)
                            .phrase("what", what.clone()),
                    );
                }
                None => {
                    let hint = did_you_mean(&key.value.0, Lang::ALL.iter().map(|l| l.code()));
                    self.error(
                        Code::UnknownKey,
                        kpos,
                        Note::new("unknown-language")
                            .arg("lang", crate::texts::text::sanitize(&key.value.0))
                            .phrase("what", what.clone()),
                    )
                    .hint = hint;
                }
            }
        }
        if entries.iter().any(|(_, s)| s.trim().is_empty()) {
            self.error(
                Code::Shape,
                pos,
                Note::new("empty-text").phrase("what", what.clone()),
            );
        }
        if !seen.contains(&Lang::DEFAULT) {
            self.error(
                Code::MissingDefaultLanguage,
                pos,
                Note::new("no-default-text")
                    .arg("lang", Lang::DEFAULT)
                    .phrase("what", what),
            );
        } else {
            let missing: Vec<&str> = Lang::ALL
                .iter()
                .filter(|l| !seen.contains(l))
                .map(|l| l.code())
                .collect();
            if !missing.is_empty() {
                self.diags.push(Diagnostic::new(
                    Code::MissingTranslation,
                    self.file,
                    pos,
                    Note::new("no-translation")
                        .arg("langs", missing.join(", "))
                        .phrase("what", what),
                ));
            }
        }
        Text::new(entries)
    }
}

fn did_you_mean<'a>(wanted: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<Note> {
    let near = similar::nearest(wanted, candidates, 1);
    near.first()
        .map(|n| Note::new("did-you-mean").arg("near", n))
}
