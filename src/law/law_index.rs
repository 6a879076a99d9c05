//! The law index (`rulings/laws.yaml` and `rulings/laws/N.yaml`): every paragraph of
//! the 2017 Laws with a title and a summary written by us, and the 2007 numbers that
//! moved or went.

use std::collections::BTreeMap;

use crate::law::law_ref::LawRef;
use crate::law::similar;
use crate::texts::text::Text;

#[derive(serde::Serialize, serde::Deserialize, Debug)]
pub struct Paragraph {
    pub id: LawRef,
    pub title: Text,
    pub summary: Text,
    pub refers: Vec<LawRef>,
    pub edition: Option<Text>,
}

/// A 2007 number whose meaning changed or that 2017 deleted: `70D3`.
#[derive(serde::Serialize, serde::Deserialize, Debug)]
pub struct Earlier {
    pub id: LawRef,
    /// Where its content lives in 2017 (empty when it has no successor).
    pub now: Vec<LawRef>,
    pub note: Text,
}

/// A term of the Definitions at the start of the Laws.
#[derive(serde::Serialize, serde::Deserialize, Debug)]
pub struct Definition {
    /// A short id such as `penalty-card`.
    pub id: String,
    /// The term itself, in each language.
    pub term: Text,
    pub summary: Text,
    pub refers: Vec<LawRef>,
}

#[derive(serde::Serialize, serde::Deserialize, Debug, Default)]
pub struct LawIndex {
    /// The laws (`41`) and paragraphs (`12C`: a law of which only part is
    /// ruled on) covered completely; coverage is measured over them.
    pub scope: Vec<LawRef>,
    pub paragraphs: BTreeMap<LawRef, Paragraph>,
    /// 2007 numbers a TD holding the old book may type.
    pub earlier: BTreeMap<LawRef, Earlier>,
    /// The Definitions, by id.
    pub definitions: BTreeMap<String, Definition>,
}

impl LawIndex {
    /// Every text of the index (see `Rulings::for_each_text_mut`).
    pub fn for_each_text_mut(&mut self, f: &mut impl FnMut(&mut Text)) {
        for p in self.paragraphs.values_mut() {
            f(&mut p.title);
            f(&mut p.summary);
            p.edition.iter_mut().for_each(&mut *f);
        }
        self.earlier.values_mut().for_each(|e| f(&mut e.note));
        for d in self.definitions.values_mut() {
            f(&mut d.term);
            f(&mut d.summary);
        }
    }

    /// The definition whose id, or whose term in any language, is `wanted`
    /// (case and spacing aside): `penalty card`, `penalty-card`, `straffekort`.
    pub fn definition(&self, wanted: &str) -> Option<&Definition> {
        let norm = |s: &str| {
            s.to_lowercase()
                .split(|c: char| !c.is_alphanumeric())
                .filter(|w| !w.is_empty())
                .collect::<Vec<_>>()
                .join(" ")
        };
        let wanted = norm(wanted);
        self.definitions
            .values()
            .find(|d| norm(&d.id) == wanted || d.term.all().any(|t| norm(t) == wanted))
    }

    pub fn get(&self, r: &LawRef) -> Option<&Paragraph> {
        self.paragraphs.get(r)
    }

    pub fn contains(&self, r: &LawRef) -> bool {
        self.paragraphs.contains_key(r)
    }

    /// The paragraph itself or, failing that, the nearest enclosing one that exists:
    /// "Explain" on `45C4(b)` shows 45C4(b); on an unindexed `64B7` it shows `64B`.
    pub fn nearest_enclosing(&self, r: &LawRef) -> Option<&Paragraph> {
        std::iter::successors(Some(r.clone()), LawRef::parent).find_map(|p| self.get(&p))
    }

    /// Paragraphs inside `r` (itself included), in law order.
    pub fn within(&self, r: &LawRef) -> impl Iterator<Item = &Paragraph> + '_ {
        let r = r.clone();
        self.paragraphs.values().filter(move |p| p.id.is_within(&r))
    }

    /// Paragraphs of the laws in scope.
    pub fn in_scope(&self) -> impl Iterator<Item = &Paragraph> {
        self.paragraphs
            .values()
            .filter(|p| self.scope.iter().any(|s| p.id.is_within(s)))
    }

    /// Paragraphs that refer to `r`.
    pub fn referring_to<'a>(&'a self, r: &'a LawRef) -> impl Iterator<Item = &'a Paragraph> + 'a {
        self.paragraphs
            .values()
            .filter(move |p| p.refers.iter().any(|x| x == r))
    }

    /// The existing paragraphs closest to a reference that does not exist: same law
    /// first, then by spelling.
    pub fn suggest(&self, wanted: &str) -> Vec<LawRef> {
        if !similar::may_search() {
            return Vec::new();
        }
        let wanted_law = LawRef::parse(wanted).ok().map(|r| r.law);
        let names: Vec<String> = self.paragraphs.keys().map(LawRef::canonical).collect();
        let mut near: Vec<LawRef> = similar::nearest(wanted, names.iter().map(String::as_str), 8)
            .into_iter()
            .filter_map(|s| LawRef::parse(s).ok())
            .collect();
        // Ties go to the paragraph of the same depth whose last letter or digit is
        // closest: `45H` suggests `45G` before `45A` or `45`.
        let last = |s: &str| s.chars().last().map_or(0, |c| c as i64);
        near.sort_by_key(|r| {
            let c = r.canonical();
            (
                Some(r.law) != wanted_law,
                similar::distance(wanted, &c),
                c.len().abs_diff(wanted.len()),
                (last(&c) - last(wanted)).abs(),
            )
        });
        near.truncate(3);
        near
    }
}
