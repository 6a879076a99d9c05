//! What a walk's end points the TD to: the paragraphs met on the way, their titles and
//! edition notes, and the words to search for when no answer fitted. The slip
//! (`slip.rs`, text and markdown) and the JSON (`walk_json.rs`, for tools and the web
//! face) both show them; here once, so neither face imports the other.

use crate::law::law_ref::LawRef;
use crate::model::tree::{Cite, Node, Outcome, Rulings};
use crate::texts::lang::Lang;
use crate::walker::walk::Walk;

/// How many words "not covered" suggests for `td search`.
const SEARCH_WORDS: usize = 4;

/// The places to read when the trees do not cover the facts: the paragraphs of the
/// question the walk stopped at first (they govern what the TD was asking about), then
/// those of the questions before it, nearest first. The triage tree's citations only
/// name the laws it routes to, so they are left out unless the walk stopped there.
pub fn paragraphs_on_path(walk: &Walk) -> Vec<LawRef> {
    let rulings = walk.rulings();
    let triage = rulings.tree_id(crate::model::load::TRIAGE_TREE);
    let current = walk.current();
    let history = walk.history();
    let earlier = history
        .iter()
        .rev()
        .map(|s| s.at)
        .filter(|at| Some(at.tree) != triage);
    let mut seen: Vec<LawRef> = Vec::new();
    for at in std::iter::once(current).chain(earlier) {
        for c in &rulings.node(at).cites {
            if !seen.contains(&c.law) {
                seen.push(c.law.clone());
            }
        }
    }
    seen
}

pub fn title(rulings: &Rulings, law: &LawRef, lang: Lang) -> String {
    rulings
        .index
        .nearest_enclosing(law)
        .map(|p| p.title.get(lang).to_string())
        .unwrap_or_default()
}

/// The edition notes of the cited paragraphs: (citation, note), in citation order.
pub fn edition_notes(
    rulings: &Rulings,
    node: &Node,
    o: &Outcome,
    lang: Lang,
) -> Vec<(String, String)> {
    node.cites
        .iter()
        .chain(&o.see)
        .filter_map(|c: &Cite| {
            let note = rulings.index.get(&c.law)?.edition.as_ref()?;
            Some((c.law.cite(lang), note.get(lang).to_string()))
        })
        .collect()
}

/// The `td search` words for the question a walk stopped at: its words that the
/// paragraphs on the path also use or, for a question phrased only in common words
/// ("What was said, and by whom?"), the words of its paragraph's title.
pub fn search_words(walk: &Walk, lang: Lang) -> Vec<String> {
    let rulings = walk.rulings();
    let node = rulings.node(walk.current());
    let about = paragraphs_on_path(walk);
    let ask = node.question().map_or("", |q| q.ask.get(lang));
    let words = crate::law::search::key_words(rulings, lang, ask, &about, SEARCH_WORDS);
    if !words.is_empty() {
        return words;
    }
    let heading = node
        .primary()
        .map(|law| title(rulings, law, lang))
        .unwrap_or_default();
    crate::law::search::key_words(rulings, lang, &heading, &about, SEARCH_WORDS)
}
