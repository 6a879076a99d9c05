//! Raw YAML values -> the model, reporting every problem with its position: ids,
//! targets, answers, citations, languages. `tree.rs` builds the trees, `index.rs` the
//! law index and the citation check; this module holds what both use (positioned
//! errors, texts, law references). Whole-graph checks (reachability, cycles) come
//! after, in `check.rs`. Nothing here calls the loader: `load.rs` calls in.

mod index;
mod tree;

use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet};

use crate::diag::{Code, Diagnostic, Diagnostics, Pos};
use crate::lang::Lang;
use crate::law_ref::LawRef;
use crate::raw::{RawText, RefList};
use crate::similar;
use crate::text::Text;
use crate::tree::Cite;

pub(crate) use index::{IndexPart, build_index, check_citations};
pub(crate) use tree::Skeleton;

pub(crate) struct Builder<'a> {
    pub(crate) file: &'a str,
    pub(crate) diags: &'a mut Diagnostics,
}

impl Builder<'_> {
    fn error(&mut self, code: Code, pos: Pos, message: impl Into<String>) -> &mut Diagnostic {
        self.diags
            .push(Diagnostic::new(code, self.file, pos, message));
        self.diags.0.last_mut().expect("just pushed")
    }

    fn first_definition<K: std::hash::Hash + Eq>(
        &mut self,
        seen: &mut HashMap<K, Pos>,
        id: K,
        pos: Pos,
        message: String,
    ) -> bool {
        match seen.entry(id) {
            Entry::Occupied(first) => {
                let f = *first.get();
                self.error(Code::DuplicateId, pos, message).hint = Some(format!(
                    "first defined at line {}, column {}",
                    f.line, f.col
                ));
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
                    self.bad_reference(item, pos, &e).hint =
                        Some("write references like 45C4(b), 68D2(b)(ii) or 50".into());
                }
            }
        }
        out
    }

    fn bad_reference(
        &mut self,
        text: &str,
        pos: Pos,
        e: &crate::law_ref::RefError,
    ) -> &mut Diagnostic {
        self.error(
            Code::BadReference,
            pos,
            format!(
                "`{}` is not a law reference: {e}",
                crate::text::sanitize(text)
            ),
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
                format!(
                    "write `{}` in its canonical form",
                    crate::text::sanitize(key)
                ),
            )
            .hint = Some(format!("did you mean `{id}`?"));
        }
        Some(id)
    }

    fn text(&mut self, raw: &RawText, what: &str) -> Text {
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
                        format!("language `{lang}` given twice in {what}"),
                    );
                }
                None => {
                    let hint = did_you_mean(&key.value.0, Lang::ALL.iter().map(|l| l.code()));
                    self.error(
                        Code::UnknownKey,
                        kpos,
                        format!(
                            "unknown language `{}` in {what}; expected en, nb or pl",
                            crate::text::sanitize(&key.value.0)
                        ),
                    )
                    .hint = hint;
                }
            }
        }
        if entries.iter().any(|(_, s)| s.trim().is_empty()) {
            self.error(Code::Shape, pos, format!("{what} has an empty text"));
        }
        if !seen.contains(&Lang::DEFAULT) {
            self.error(
                Code::MissingDefaultLanguage,
                pos,
                format!(
                    "{what} has no `{}` text, the default language",
                    Lang::DEFAULT
                ),
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
                    format!("{what} has no {} translation", missing.join(", ")),
                ));
            }
        }
        Text::new(entries)
    }
}

fn did_you_mean<'a>(wanted: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<String> {
    let near = similar::nearest(wanted, candidates, 1);
    near.first().map(|n| format!("did you mean `{n}`?"))
}
