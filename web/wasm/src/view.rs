//! What the page shows, as JSON: a question, a ruling card, "not covered", a
//! paragraph, `cite` and `search` results. Words come from the rulings (the law
//! stays in YAML) and from `bridge_td::texts::i18n`, so the page and `td` say the same.

use bridge_td::law::law_index::Paragraph;
use bridge_td::law::law_ref::LawRef;
use bridge_td::law::search::{self, Target};
use bridge_td::model::tree::{Cite, Rulings};
use bridge_td::records::walk_json::WalkJson;
use bridge_td::texts::i18n::{Msg, t, tf};
use bridge_td::texts::lang::Lang;
use bridge_td::walker::walk::Walk;
use serde_json::{Value, json};

/// Search hits shown per kind (paragraphs, questions), as `td search` does.
const SEARCH_LIMIT: usize = 10;

/// The `td` strings the page uses, keyed by the name the page looks them up by.
pub fn ui_strings(lang: Lang) -> Value {
    let pairs = [
        ("ruling", Msg::Ruling),
        ("whatHappensNow", Msg::WhatHappensNow),
        ("lawThatFollows", Msg::LawThatFollows),
        ("scoreAdjustment", Msg::ScoreAdjustment),
        ("citations", Msg::Citations),
        ("seeAlso", Msg::SeeAlso),
        ("howWeGotHere", Msg::HowWeGotHere),
        ("back", Msg::Back),
        ("explain", Msg::Explain),
        ("noneFits", Msg::NoneFits),
        ("notCovered", Msg::NotCovered),
        ("notCoveredBody", Msg::NotCoveredBody),
        ("placesToRead", Msg::PlacesToRead),
        ("howToDecide", Msg::HowToDecide),
        ("anotherRuling", Msg::AnotherRuling),
        ("done", Msg::Done),
        ("afterRuling", Msg::AfterRuling),
        ("sayThis", Msg::SayThis),
        ("details", Msg::Details),
        ("backLast", Msg::BackLast),
        ("refersTo", Msg::RefersTo),
        ("referredBy", Msg::ReferredBy),
        ("edition", Msg::Edition),
        ("noSummary", Msg::NoSummary),
        ("earlier", Msg::Earlier),
        ("nowIn", Msg::NowIn),
        ("deleted2017", Msg::Deleted2017),
        ("definition", Msg::Definition),
        ("record", Msg::Record),
    ];
    Value::Object(
        pairs
            .into_iter()
            .map(|(k, m)| (k.to_string(), Value::String(t(lang, m).to_string())))
            .collect(),
    )
}

/// A paragraph as the page shows it where a citation is tapped.
pub fn paragraph(p: &Paragraph, lang: Lang) -> Value {
    json!({
        "ref": p.id.canonical(),
        "cite": p.id.cite(lang),
        "title": p.title.get(lang),
        "summary": p.summary.get(lang),
        "edition": p.edition.as_ref().map(|e| e.get(lang)),
    })
}

/// A list of citations, each with its paragraph's title and summary (the nearest
/// enclosing paragraph the index has), so a tap opens it with no second call.
pub fn cites<'a>(r: &Rulings, lang: Lang, list: impl IntoIterator<Item = &'a Cite>) -> Vec<Value> {
    list.into_iter().map(|c| law(r, lang, &c.law)).collect()
}

/// The steps said since the TD last answered a question, as the walk's JSON gives
/// each (`say`: its words and its clauses', `cites`, `details`): the walk passed them
/// on its way to the question now asked (all of them at the walk's first question).
fn said_since_last_answer(walk: &Walk, lang: Lang) -> Value {
    let mut before = walk.clone();
    let earlier = match before.back() {
        Some(_) => before.said().count(),
        None => 0,
    };
    let mut all = serde_json::to_value(WalkJson::new(walk, lang)).expect("JSON of strings");
    match all["said"].take() {
        Value::Array(steps) => steps.into_iter().skip(earlier).collect(),
        _ => json!([]),
    }
}

fn law(r: &Rulings, lang: Lang, l: &LawRef) -> Value {
    let p = r.index.nearest_enclosing(l);
    json!({
        "ref": l.canonical(),
        "cite": l.cite(lang),
        "title": p.map(|p| p.title.get(lang)),
        "summary": p.map(|p| p.summary.get(lang)),
    })
}

/// The current question of `walk`.
pub fn question(walk: &Walk, lang: Lang, preselect: Option<usize>) -> Value {
    let r = walk.rulings();
    let node = walk.node();
    let q = walk.question().expect("asked only at a question");
    json!({
        "kind": "question",
        "node": r.qualified_id(walk.current()),
        "tree": r.trees[walk.current().tree].title.get(lang),
        "said": said_since_last_answer(walk, lang),
        // A player's choice: who is asked; the way out is then "Not chosen yet".
        "chooser": q.holder.map(|h| h.asked(lang)),
        "ask": q.ask.get(lang),
        "help": q.help.as_ref().map(|h| h.get(lang)),
        "answers": q.answers.iter().map(|a| a.label.get(lang)).collect::<Vec<_>>(),
        // A few words per answer where the tree gives them (null where not).
        "shorts": q.answers.iter().map(|a| a.short.as_ref().map(|t| t.get(lang))).collect::<Vec<_>>(),
        "preselect": preselect,
        "cites": cites(r, lang, &node.cites),
        "asked": walk.asked(),
    })
}

/// The end of `walk`: the ruling card, the choice it awaits, or "not covered" with
/// the places to read. The walk's JSON has the steps said on the way (`said`), the
/// ruling's words with its clauses' and the choice awaited (`awaiting`); the page
/// gets the citations of the branch taken with their paragraphs' titles.
pub fn ended(walk: &Walk, lang: Lang) -> Value {
    let r = walk.rulings();
    let node = walk.node();
    let mut card = serde_json::to_value(WalkJson::new(walk, lang)).expect("JSON of strings");
    if let Some((_, q)) = walk.awaiting() {
        card["kind"] = json!("awaiting");
        card["chooser"] = json!(q.holder.map(|h| h.asked(lang)));
        card["cited"] = json!(cites(r, lang, walk.citations()));
    } else if let Some(o) = walk.outcome() {
        card["kind"] = json!("ruling");
        // Beside "Say this": the ruling's own paragraphs and its clauses'.
        card["head"] = json!(cites(r, lang, r.said_cites(walk.current())));
        card["choices"] = o
            .options_by_holder()
            .into_iter()
            .map(|(h, texts)| {
                json!({
                    "heading": h.heading(lang),
                    "options": texts.iter().map(|t| t.get(lang)).collect::<Vec<_>>(),
                })
            })
            .collect();
        card["cited"] = json!(cites(r, lang, walk.citations()));
        card["seeCited"] = json!(cites(r, lang, &o.see));
    } else {
        card["kind"] = json!("uncovered");
        let read: Vec<Value> = bridge_td::records::reading::paragraphs_on_path(walk)
            .iter()
            .map(|l| law(r, lang, l))
            .collect();
        card["read"] = json!(read);
        card["ask"] = json!(node.question().map(|q| q.ask.get(lang)));
    }
    card
}

/// `td cite` for one query: a reference (every paragraph within it, and a 2007
/// number's note), a defined term, or the problem in the TD's words.
pub fn cite(r: &Rulings, lang: Lang, query: &str) -> Value {
    let shown: String = bridge_td::texts::text::sanitize(query.trim())
        .chars()
        .take(40)
        .collect();
    let term = |d: &bridge_td::law::law_index::Definition| {
        json!({
            "kind": "definition",
            "cite": t(lang, Msg::Definition),
            "title": d.term.get(lang),
            "summary": d.summary.get(lang),
            "refers": d.refers.iter().map(|l| l.cite(lang)).collect::<Vec<_>>(),
        })
    };
    let reference = match LawRef::parse(query) {
        Ok(reference) => reference,
        Err(e) => {
            if let Some(d) = r.index.definition(query) {
                return json!({"found": [term(d)], "problems": []});
            }
            let mut problem = format!("`{shown}`: {}", e.describe(lang));
            if query.trim().starts_with(|c: char| c.is_alphabetic()) {
                problem += &tf(lang, Msg::SearchInstead, &[&shown]);
            }
            return json!({"found": [], "problems": [problem]});
        }
    };
    let mut found: Vec<Value> = Vec::new();
    if let Some(e) = r.index.earlier.get(&reference) {
        let home = if e.now.is_empty() {
            t(lang, Msg::Deleted2017).to_string()
        } else {
            let now: Vec<String> = e.now.iter().map(|l| l.cite(lang)).collect();
            format!("{}: {}.", t(lang, Msg::NowIn), now.join(", "))
        };
        found.push(json!({
            "kind": "earlier",
            "cite": format!("{} ({})", e.id.cite(lang), t(lang, Msg::Earlier)),
            "title": home,
            "summary": e.note.get(lang),
        }));
    }
    for p in r.index.within(&reference) {
        let mut v = paragraph(p, lang);
        v["kind"] = json!("paragraph");
        v["refers"] = json!(p.refers.iter().map(|l| l.cite(lang)).collect::<Vec<_>>());
        v["nodes"] = json!(r.nodes_citing(&p.id));
        found.push(v);
    }
    if found.is_empty() {
        let near: Vec<String> = r
            .index
            .suggest(&reference.canonical())
            .iter()
            .map(|l| l.cite(lang))
            .collect();
        let mut problem = tf(lang, Msg::NoSuchParagraph, &[&reference.cite(lang)]);
        if !near.is_empty() {
            problem += &tf(lang, Msg::DidYouMean, &[&near.join(", ")]);
        }
        return json!({"found": [], "problems": [problem]});
    }
    json!({"found": found, "problems": []})
}

/// `td search` for the page: paragraphs first, then questions to start a walk at.
pub fn search(r: &Rulings, lang: Lang, query: &str) -> Result<Value, String> {
    search::check_query(lang, query)?;
    let all = search::search(r, lang, query, usize::MAX);
    if all.is_empty() {
        return Err(tf(
            lang,
            Msg::NothingFound,
            &[&bridge_td::texts::text::sanitize(query)],
        ));
    }
    let (paragraphs, questions) = search::paragraphs_and_questions(&all, SEARCH_LIMIT);
    let hit = |h: &&search::Hit| {
        let (kind, at) = match &h.target {
            Target::Paragraph(l) => ("paragraph", l.canonical()),
            Target::Question(at) => ("question", r.qualified_id(*at)),
            Target::Definition(id) => ("definition", id.clone()),
        };
        let cite = match &h.target {
            Target::Definition(_) => t(lang, Msg::Definition).to_string(),
            _ => h.cite.as_ref().map_or(String::new(), |c| c.cite(lang)),
        };
        json!({"kind": kind, "at": at, "cite": cite, "text": h.text})
    };
    Ok(json!({
        "paragraphs": paragraphs.iter().map(hit).collect::<Vec<_>>(),
        "questions": questions.iter().map(hit).collect::<Vec<_>>(),
        "more": all.len() - paragraphs.len() - questions.len(),
    }))
}
