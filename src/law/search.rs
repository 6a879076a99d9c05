//! Keyword search over the law index and the tree questions, in one language.
//!
//! Small and exact rather than clever: words are lower-cased and split on anything
//! that is not a letter or digit; a query word matches a text word that is equal to
//! it or starts with it (so `claim` finds `claimer`, `touch` finds `touched`, and
//! Polish and Norwegian inflections mostly match their stem). Rare words count more
//! (inverse document frequency), titles count more than summaries, and long texts
//! are damped so that a paragraph *about* the words beats one that mentions them.

use crate::law::law_ref::LawRef;
use crate::model::tree::{NodeRef, Rulings};
use crate::texts::i18n::{Msg, t};
use crate::texts::lang::Lang;

/// Words searched at once, at most: each is matched against every word of the index
/// (some 60,000), and a TD's query is a few words. 20,000 words once took 23 s.
pub const MAX_SEARCH_WORDS: usize = 32;

/// Longest search word, in characters: a misspelt word is compared with every word
/// of the index at a cost that grows with its length.
pub const MAX_SEARCH_WORD_CHARS: usize = 64;

/// Refuses a query past the limits above, saying in `lang` which and what the
/// limit is (`td search` and the web face's search box).
pub fn check_query(lang: Lang, query: &str) -> Result<(), String> {
    use crate::texts::i18n::{Msg, tf};
    let words = words(query);
    if words.len() > MAX_SEARCH_WORDS {
        return Err(tf(
            lang,
            Msg::SearchTooManyWords,
            &[&words.len().to_string(), &MAX_SEARCH_WORDS.to_string()],
        ));
    }
    if let Some(long) = words
        .iter()
        .map(|w| w.chars().count())
        .find(|n| *n > MAX_SEARCH_WORD_CHARS)
    {
        return Err(tf(
            lang,
            Msg::SearchWordTooLong,
            &[&long.to_string(), &MAX_SEARCH_WORD_CHARS.to_string()],
        ));
    }
    Ok(())
}

/// What a hit points at.
#[derive(Clone, Debug, PartialEq)]
pub enum Target {
    Paragraph(LawRef),
    Question(NodeRef),
    /// A term of the Definitions, by id.
    Definition(String),
}

#[derive(Clone, Debug)]
pub struct Hit {
    pub target: Target,
    pub score: f64,
    /// The citation shown with the hit: the paragraph, or the question's first cite.
    pub cite: Option<LawRef>,
    /// What to show: title, or question text.
    pub text: String,
}

/// One searchable thing. Each field is kept as its lower-cased text and split into
/// words while scoring, rather than as a list of word strings: the index has some
/// 60,000 words per language, and allocating each one was most of `td search`.
struct Doc<'a> {
    target: Target,
    cite: Option<&'a LawRef>,
    text: &'a str,
    /// (lower-cased text, weight) per field.
    fields: [(String, f64); 2],
}

/// The words of an already lower-cased text.
fn split_words(s: &str) -> impl Iterator<Item = &str> {
    s.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
}

const TITLE_WEIGHT: f64 = 3.0;
const BODY_WEIGHT: f64 = 1.0;
/// A word that only starts with the query word counts this much of a full match.
const PREFIX_MATCH: f64 = 0.8;
/// Query words shorter than this must match whole words.
const MIN_PREFIX: usize = 3;
/// A match through the laws' word for a TD's everyday word counts this much.
const SYNONYM_MATCH: f64 = 0.9;

pub fn words(s: &str) -> Vec<String> {
    s.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(|w| w.to_lowercase())
        .collect()
}

fn docs(r: &Rulings, lang: Lang) -> Vec<Doc<'_>> {
    let mut out = Vec::new();
    for p in r.index.paragraphs.values() {
        let mut body = p.summary.get(lang).to_lowercase();
        body.push(' ');
        body.push_str(&p.id.canonical().to_lowercase());
        out.push(Doc {
            target: Target::Paragraph(p.id.clone()),
            cite: Some(&p.id),
            text: p.title.get(lang),
            fields: [
                (p.title.get(lang).to_lowercase(), TITLE_WEIGHT),
                (body, BODY_WEIGHT),
            ],
        });
    }
    for d in r.index.definitions.values() {
        out.push(Doc {
            target: Target::Definition(d.id.clone()),
            cite: None,
            text: d.term.get(lang),
            fields: [
                (d.term.get(lang).to_lowercase(), TITLE_WEIGHT),
                (d.summary.get(lang).to_lowercase(), BODY_WEIGHT),
            ],
        });
    }
    for (at, node) in r.all_nodes() {
        let Some(q) = node.question() else { continue };
        if q.regulation.is_some() {
            continue;
        }
        let labels: Vec<String> = q
            .answers
            .iter()
            .map(|a| a.label.get(lang).to_lowercase())
            .collect();
        out.push(Doc {
            target: Target::Question(at),
            cite: node.primary(),
            text: q.ask.get(lang),
            fields: [
                (q.ask.get(lang).to_lowercase(), TITLE_WEIGHT / 2.0),
                (labels.join(" "), BODY_WEIGHT / 2.0),
            ],
        });
    }
    out
}

fn match_strength(query: &str, word: &str) -> f64 {
    strength(query, query.chars().count() >= MIN_PREFIX, word)
}

/// Query words shorter than this are never relaxed: too many words are one edit
/// from a three-letter word.
const RELAX_MIN: usize = 4;
/// A match through a shorter stem or a one-letter slip counts this much.
const RELAXED_MATCH: f64 = 0.6;

/// Query words shorter than this are forgiven only a letter left out (`clam` for
/// `claim`), not a letter changed: `rang` is one letter from `rank`, and a short
/// word has too many such neighbours to guess which was meant.
const SLIP_ANY_MIN: usize = 6;

/// How well `word` matches `query` once `query` matched nothing as typed: `word`
/// starts with `query` less up to three final letters (keeping at least four), or
/// is one edit away and starts with the same letter (for a short query, only by a
/// letter it left out).
fn relaxed(query: &str, word: &str) -> f64 {
    let chars: Vec<(usize, char)> = query.char_indices().collect();
    let stem_hit = (1..=3)
        .filter(|k| chars.len() >= RELAX_MIN + k)
        .any(|k| word.starts_with(&query[..chars[chars.len() - k].0]));
    let word_len = word.chars().count();
    let slip = word.chars().next() == query.chars().next()
        && word_len.abs_diff(chars.len()) <= 1
        && (chars.len() >= SLIP_ANY_MIN || word_len == chars.len() + 1)
        && crate::law::similar::distance(query, word) <= 1;
    if stem_hit || slip { RELAXED_MATCH } else { 0.0 }
}

/// How well `word` matches `query`: whole (1), by prefix when the query is long
/// enough to be a stem (`prefix_ok`), or not at all.
fn strength(query: &str, prefix_ok: bool, word: &str) -> f64 {
    if !word.starts_with(query) {
        0.0
    } else if word.len() == query.len() {
        1.0
    } else if prefix_ok {
        PREFIX_MATCH
    } else {
        0.0
    }
}

/// Up to `n` words of `text` worth giving to `td search`: the words of `text` that
/// the paragraphs `about` also use (in their title or summary), so that the words
/// say what the question is about rather than how it is phrased; in the order they
/// stand in `text`, each once.
pub fn key_words(r: &Rulings, lang: Lang, text: &str, about: &[LawRef], n: usize) -> Vec<String> {
    let topical: Vec<String> = about
        .iter()
        .filter_map(|law| r.index.nearest_enclosing(law))
        .flat_map(|p| {
            let mut w = words(p.title.get(lang));
            w.extend(words(p.summary.get(lang)));
            w
        })
        .collect();
    let mut out: Vec<String> = Vec::new();
    for w in words(text) {
        if w.chars().count() < MIN_PREFIX
            || out.contains(&w)
            || stop_words(lang).contains(&w.as_str())
        {
            continue;
        }
        if topical.iter().any(|t| match_strength(&w, t) > 0.0) {
            out.push(w);
        }
        if out.len() == n {
            break;
        }
    }
    out
}

/// Words that say how a question is phrased, not what it is about; never suggested
/// as search words (the catalogue's `search-stop-words`). Only words of three
/// letters or more matter here.
fn stop_words(lang: Lang) -> &'static [&'static str] {
    static WORDS: [std::sync::OnceLock<Vec<&str>>; Lang::ALL.len()] =
        [const { std::sync::OnceLock::new() }; Lang::ALL.len()];
    WORDS[lang.index()].get_or_init(|| t(lang, Msg::SearchStopWords).split_whitespace().collect())
}

/// Hits as the TD reads them: the paragraphs (and definitions) to quote, then apart the
/// questions to start `td ask` from, each at most `limit`, best first; a question would
/// be crowded out by paragraphs if they shared one list.
pub fn paragraphs_and_questions(hits: &[Hit], limit: usize) -> (Vec<&Hit>, Vec<&Hit>) {
    let (mut paragraphs, mut questions): (Vec<&Hit>, Vec<&Hit>) = hits
        .iter()
        .partition(|h| !matches!(h.target, Target::Question(_)));
    paragraphs.truncate(limit);
    questions.truncate(limit);
    (paragraphs, questions)
}

/// The hits for `query`, best first; at most `limit`.
pub fn search(r: &Rulings, lang: Lang, query: &str, limit: usize) -> Vec<Hit> {
    // The TD's words as places to match: a phrase of everyday words in its words'
    // place, each with the laws' words for it (`crate::law::synonyms`). Words that only
    // join the others (`then`, `and`) are left out, unless the query is nothing else.
    let mut slots = crate::law::synonyms::slots(lang, &words(query));
    if slots
        .iter()
        .any(|(t, _)| !stop_words(lang).contains(&t.as_str()))
    {
        slots.retain(|(t, _)| !stop_words(lang).contains(&t.as_str()));
    }
    if slots.is_empty() {
        return Vec::new();
    }
    let (terms, alternatives): (Vec<String>, Vec<Vec<&str>>) = slots.into_iter().unzip();
    let prefix_ok: Vec<bool> = terms
        .iter()
        .map(|t| t.chars().count() >= MIN_PREFIX)
        .collect();
    let docs = docs(r, lang);
    // One pass over every word of every field: for each doc, field and query word,
    // the best match strength, with the field's length for damping.
    let strengths: Vec<[(Vec<f64>, usize); 2]> = docs
        .iter()
        .map(|d| {
            d.fields.each_ref().map(|(f, _)| {
                let mut best = vec![0.0f64; terms.len()];
                let mut len = 0;
                for w in split_words(f) {
                    len += 1;
                    for (i, t) in terms.iter().enumerate() {
                        best[i] = best[i].max(strength(t, prefix_ok[i], w));
                        for alt in &alternatives[i] {
                            best[i] = best[i].max(SYNONYM_MATCH * strength(alt, true, w));
                        }
                    }
                }
                (best, len)
            })
        })
        .collect();
    let mut strengths = strengths;
    // A query word that matches nothing may be inflected (`claimed`, `zgłoszenia`)
    // or mistyped (`dumy`, `clam`): score it again against shorter stems of itself
    // and against words one edit away. Only then, so the common case stays one pass.
    for (i, t) in terms.iter().enumerate() {
        let found = strengths
            .iter()
            .any(|fields| fields.iter().any(|(best, _)| best[i] > 0.0));
        if found || t.chars().count() < RELAX_MIN {
            continue;
        }
        for (d, fields) in docs.iter().zip(strengths.iter_mut()) {
            for ((f, _), (best, _)) in d.fields.iter().zip(fields.iter_mut()) {
                best[i] = split_words(f).map(|w| relaxed(t, w)).fold(0.0, f64::max);
            }
        }
    }
    let n = docs.len() as f64;
    let idf: Vec<f64> = (0..terms.len())
        .map(|i| {
            let df = strengths
                .iter()
                .filter(|fields| fields.iter().any(|(best, _)| best[i] > 0.0))
                .count() as f64;
            (1.0 + n / (1.0 + df)).ln()
        })
        .collect();
    let idf_total: f64 = idf.iter().sum();
    let mut hits: Vec<Hit> = docs
        .iter()
        .zip(&strengths)
        .filter_map(|(d, fields)| {
            let mut score = 0.0;
            let mut matched = 0.0;
            for (i, idf) in idf.iter().enumerate() {
                let mut best = 0.0f64;
                for ((_, weight), (strength, len)) in d.fields.iter().zip(fields) {
                    let len_damp = 1.0 / (1.0 + (*len as f64).sqrt() / 4.0);
                    best = best.max(strength[i] * weight * len_damp);
                }
                if best > 0.0 {
                    matched += idf;
                    score += best * idf;
                }
            }
            // Hits matching more of the query words come first, the rarer words
            // counting more: a paragraph about a hesitation that does not say
            // `pass` or `bid` still answers "slow pass then bid".
            let coverage = matched / idf_total;
            (score > 0.0).then(|| Hit {
                target: d.target.clone(),
                score: score * coverage * coverage,
                cite: d.cite.cloned(),
                text: d.text.to_string(),
            })
        })
        .collect();
    hits.sort_by(|a, b| {
        b.score
            .partial_cmp(&a.score)
            .unwrap_or(std::cmp::Ordering::Equal)
            .then_with(|| a.cite.cmp(&b.cite))
    });
    hits.truncate(limit);
    hits
}
