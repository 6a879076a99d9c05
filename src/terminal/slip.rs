//! The ruling slip: the walks of one incident as the TD reads them (text), as a
//! printable slip (markdown) and for tools (JSON).
//!
//! A walk ends in a ruling or "not covered". A ruling says what happens now, who may
//! choose what (grouped by holder; no heading when nobody chooses), which law takes
//! over, whether the score may be adjusted, the citations with any edition note, and
//! the path of questions. "Not covered" gives no ruling: it lists the paragraphs met
//! on the way, the places to read, and words to give `td search`.

use crate::score::adjusted::{AdjustedScore, SideResult};
use serde_json::{Value, json};

use crate::model::score_kind::ScoreKind;
use crate::records::facts::Facts;
use crate::terminal::render::{Style, cites};
use crate::texts::i18n::{Msg, t, tf};
use crate::texts::lang::Lang;

use crate::records::reading::{edition_notes, paragraphs_on_path, search_words, title};
use crate::records::walk_json::WalkJson;
use crate::walker::walk::Walk;

/// One answered question, as shown in "How we got here".
struct Step {
    question: String,
    cites: String,
    answer: String,
}

fn steps(walk: &Walk, lang: Lang) -> Vec<Step> {
    let rulings = walk.rulings();
    walk.history()
        .iter()
        .map(|s| {
            let node = rulings.node(s.at);
            let q = node.question().expect("history holds questions");
            Step {
                question: q.ask.get(lang).to_string(),
                cites: cites(lang, &node.cites),
                answer: q.answers[s.answer].label.get(lang).to_string(),
            }
        })
        .collect()
}

/// The heading of walk `number` of `count`: "2. Ruling", or "Ruling" alone when
/// there is one.
fn numbered(label: &str, number: usize, count: usize) -> String {
    if count > 1 {
        format!("{number}. {label}")
    } else {
        label.to_string()
    }
}

/// One walk for the terminal: its ruling, or "not covered", with everything.
pub fn walk_text(walk: &Walk, lang: Lang, st: Style, number: usize, count: usize) -> String {
    let (readout, details) = walk_parts(walk, lang, st, number, count, false, 0);
    readout + &details
}

/// A walk's text split for a terminal menu: the part to read out to the players
/// (ruling, who may choose what, the law that takes over, the adjustment, the
/// citation) and the details one key away (see also, edition notes, how we got
/// here). `say` puts a "say this" heading first, for the screen. The first
/// `said_shown` steps said were already shown before a question: they are not
/// repeated (the citations still count them).
pub fn walk_parts(
    walk: &Walk,
    lang: Lang,
    st: Style,
    number: usize,
    count: usize,
    say: bool,
    said_shown: usize,
) -> (String, String) {
    let rulings = walk.rulings();
    let node = walk.node();
    // "RULING  Law 45C1" or "NOT COVERED  Law 45C1", then the first paragraph.
    let head_cites: Vec<crate::model::tree::Cite> = if walk.is_finished() {
        rulings
            .said_cites(walk.current())
            .into_iter()
            .cloned()
            .collect()
    } else {
        node.cites.clone()
    };
    let text_head = |label: Msg, body: &str| {
        let mut head = format!(
            "{}  {}",
            numbered(t(lang, label), number, count).to_uppercase(),
            st.citation(&cites(lang, &head_cites))
        );
        if say && label == Msg::Ruling {
            head += &format!(" · {}:", t(lang, Msg::SayThis));
        }
        format!("{}\n{}\n", st.wrap(&st.heading(&head), 0), st.wrap(body, 2))
    };
    let mut s = String::new();
    let mut d = String::new();
    // The steps said on the way come first, each with its own law, in the order
    // the TD said them.
    for at in walk.said().skip(said_shown) {
        s += &format!(
            "{}\n\n",
            crate::terminal::render::said_step(rulings, at, lang, st)
        );
    }
    let path_cites: Vec<crate::model::tree::Cite> = walk.citations().into_iter().cloned().collect();
    if let Some((_, q)) = walk.awaiting() {
        let who = q.holder.map_or("", |h| h.asked(lang));
        s += &text_head(Msg::AwaitingChoice, t(lang, Msg::AwaitingBody));
        s += &format!("{}\n", st.wrap(&format!("? {who}: {}", q.ask.get(lang)), 2));
        for a in &q.answers {
            s += &format!("{}\n", st.wrap(&format!("- {}", a.label.get(lang)), 2));
        }
        let citations = format!(
            "{}: {}",
            st.heading(t(lang, Msg::Citations)),
            st.citation(&cites(lang, &path_cites))
        );
        s += &format!("\n{}\n", st.wrap(&citations, 0));
        d += &answers_so_far(walk, lang, st);
        return (s, d);
    }
    match walk.outcome() {
        Some(o) => {
            s += &text_head(Msg::Ruling, &rulings.spoken(walk.current(), lang));
            // The reasons and edge cases of each step said and of the ruling,
            // one key away ("details"), in the order said.
            let details: Vec<&str> = walk
                .said()
                .filter_map(|at| rulings.node(at).say()?.details.as_ref())
                .chain(o.details.as_ref())
                .map(|t| t.get(lang))
                .collect();
            if !details.is_empty() {
                d += &format!("\n{}\n", st.heading(t(lang, Msg::Details)));
                for text in details {
                    d += &format!("{}\n", st.wrap(text, 2));
                }
            }
            for (holder, texts) in o.options_by_holder() {
                s += &format!("\n{}\n", st.heading(holder.heading(lang)));
                for text in texts {
                    s += &format!("{}\n", st.wrap(&format!("- {}", text.get(lang)), 2));
                }
            }
            for (msg, text) in [
                (Msg::LawThatFollows, o.follows.get(lang)),
                (Msg::ScoreAdjustment, o.adjust.get(lang)),
            ] {
                s += &format!("\n{}\n{}\n", st.heading(t(lang, msg)), st.wrap(text, 2));
            }
            let citations = format!(
                "{}: {}",
                st.heading(t(lang, Msg::Citations)),
                st.citation(&cites(lang, &path_cites))
            );
            s += &format!("\n{}", st.wrap(&citations, 0));
            let see = if o.see.is_empty() {
                String::new()
            } else {
                format!(
                    "{} {}",
                    t(lang, Msg::SeeAlso),
                    st.citation(&cites(lang, &o.see))
                )
            };
            if !say && !see.is_empty() {
                s += &format!("; {see}");
            }
            s.push('\n');
            if say && !see.is_empty() {
                d += &format!("{}\n", st.wrap(&see, 0));
            }
            if let Some(then) = o.then {
                let next = (number + 1).to_string();
                let law = cites(lang, &rulings.node(then).cites);
                s += &format!("{}\n", st.wrap(&tf(lang, Msg::LeadsOn, &[&next, &law]), 0));
            }
            let notes = if say { &mut d } else { &mut s };
            for (cite, note) in edition_notes(rulings, node, o, lang) {
                *notes += &format!(
                    "{}\n",
                    st.wrap(
                        &st.dim(&format!("{} ({cite}): {note}", t(lang, Msg::Edition))),
                        2
                    )
                );
            }
        }
        None => {
            s += &text_head(Msg::NotCovered, t(lang, Msg::NotCoveredBody));
            if let Some(q) = node.question() {
                s += &format!("{}\n", st.wrap(&format!("? {}", q.ask.get(lang)), 2));
            }
            s += &format!("\n{}\n", st.heading(t(lang, Msg::PlacesToRead)));
            for law in paragraphs_on_path(walk) {
                s += &format!(
                    "{}\n",
                    st.wrap(
                        &format!(
                            "{}  {}",
                            st.citation(&law.cite(lang)),
                            title(rulings, &law, lang)
                        ),
                        2
                    )
                );
            }
            let words = search_words(walk, lang);
            if !words.is_empty() {
                s += &format!(
                    "\n{}\n  td search {}\n",
                    st.heading(t(lang, Msg::SearchMore)),
                    words.join(" ")
                );
            }
        }
    }
    d += &answers_so_far(walk, lang, st);
    (s, d)
}

/// "How we got here": each question asked, its paragraphs and the answer, numbered;
/// empty when nothing was asked. Also what a resumed walk shows before going on.
pub fn answers_so_far(walk: &Walk, lang: Lang, st: Style) -> String {
    let steps = steps(walk, lang);
    if steps.is_empty() {
        return String::new();
    }
    let mut s = format!("\n{}\n", st.heading(t(lang, Msg::HowWeGotHere)));
    for (i, p) in steps.iter().enumerate() {
        let line = format!(
            "{}. {} {} -> {}",
            i + 1,
            p.question,
            st.dim(&format!("[{}]", p.cites)),
            p.answer
        );
        s += &format!("{}\n", st.wrap(&line, 2));
    }
    s
}

/// One walk as markdown, its heading at `level` (`##` for 2) and its parts one below.
pub fn walk_markdown(walk: &Walk, lang: Lang, level: usize, number: usize, count: usize) -> String {
    let rulings = walk.rulings();
    let node = walk.node();
    let h = "#".repeat(level);
    let sub = "#".repeat(level + 1);
    let mut s = String::new();
    let path: Vec<crate::model::tree::Cite> = walk.citations().into_iter().cloned().collect();
    // The steps said on the way, each with its law, before the ruling itself.
    let mut said = String::new();
    for at in walk.said() {
        let own: Vec<crate::model::tree::Cite> =
            rulings.said_cites(at).into_iter().cloned().collect();
        said += &format!(
            "- {} ({}): {}\n",
            t(lang, Msg::SayThis),
            cites(lang, &own),
            md_cell(&rulings.spoken(at, lang))
        );
    }
    if let Some((at, q)) = walk.awaiting() {
        let who = q.holder.map_or("", |x| x.asked(lang));
        s += &format!(
            "{h} {}: {}\n\n{said}\n{}\n\n> {who}: {}\n\n",
            numbered(t(lang, Msg::AwaitingChoice), number, count),
            cites(lang, &rulings.node(at).cites),
            t(lang, Msg::AwaitingBody),
            md_cell(q.ask.get(lang))
        );
        for a in &q.answers {
            s += &format!("- {}\n", md_cell(a.label.get(lang)));
        }
        return s + &answers_markdown(walk, lang, &sub);
    }
    match walk.outcome() {
        Some(o) => {
            if !said.is_empty() {
                said.push('\n');
            }
            s += &format!(
                "{h} {}: {}\n\n{said}{}\n",
                numbered(t(lang, Msg::Ruling), number, count),
                cites(
                    lang,
                    &rulings
                        .said_cites(walk.current())
                        .into_iter()
                        .cloned()
                        .collect::<Vec<_>>()
                ),
                rulings.spoken(walk.current(), lang)
            );
            for (holder, texts) in o.options_by_holder() {
                s += &format!("\n{sub} {}\n\n", holder.heading(lang));
                for text in texts {
                    s += &format!("- {}\n", text.get(lang));
                }
            }
            s += &format!(
                "\n{sub} {}\n\n{}\n\n{sub} {}\n\n{}\n",
                t(lang, Msg::LawThatFollows),
                o.follows.get(lang),
                t(lang, Msg::ScoreAdjustment),
                o.adjust.get(lang)
            );
            s += &format!("\n{sub} {}\n\n", t(lang, Msg::Citations));
            for c in path.iter().chain(&o.see) {
                s += &format!(
                    "- **{}** {}\n",
                    c.law.cite(lang),
                    title(rulings, &c.law, lang)
                );
            }
            for (cite, note) in edition_notes(rulings, node, o, lang) {
                s += &format!("\n> {} ({cite}): {note}\n", t(lang, Msg::Edition));
            }
        }
        None => {
            s += &format!(
                "{h} {}: {}\n\n{}\n",
                numbered(t(lang, Msg::NotCovered), number, count),
                cites(lang, &node.cites),
                t(lang, Msg::NotCoveredBody)
            );
            if let Some(q) = node.question() {
                s += &format!("\n> {}\n", q.ask.get(lang));
            }
            s += &format!("\n{sub} {}\n\n", t(lang, Msg::PlacesToRead));
            for law in paragraphs_on_path(walk) {
                s += &format!("- **{}** {}\n", law.cite(lang), title(rulings, &law, lang));
            }
            let words = search_words(walk, lang);
            if !words.is_empty() {
                s += &format!(
                    "\n{sub} {}\n\n`td search {}`\n",
                    t(lang, Msg::SearchMore),
                    words.join(" ")
                );
            }
        }
    }
    s + &answers_markdown(walk, lang, &sub)
}

/// "How we got here" as a markdown table, under a `sub` heading; empty when
/// nothing was asked.
fn answers_markdown(walk: &Walk, lang: Lang, sub: &str) -> String {
    let steps = steps(walk, lang);
    if steps.is_empty() {
        return String::new();
    }
    let mut s = format!(
        "\n{sub} {}\n\n| # | {} | {} |\n|---|---|---|\n",
        t(lang, Msg::HowWeGotHere),
        t(lang, Msg::Question),
        t(lang, Msg::Answer)
    );
    for (i, p) in steps.iter().enumerate() {
        s += &format!(
            "| {} | {} ({}) | {} |\n",
            i + 1,
            md_cell(&p.question),
            p.cites,
            md_cell(&p.answer)
        );
    }
    s
}

/// The facts as a markdown table, or nothing when none were given.
pub fn facts_markdown(facts: &Facts, lang: Lang) -> String {
    let rows = facts.rows(lang);
    if rows.is_empty() {
        return String::new();
    }
    let mut s = format!("\n| {} | |\n|---|---|\n", t(lang, Msg::Facts));
    for (k, v) in rows {
        s += &format!("| {k} | {} |\n", md_cell(&v));
    }
    s
}

/// The slip `td ask --format markdown` prints: the facts, where the record is, every
/// walk, and the rulings set that decided.
pub fn incident_markdown(
    walks: &[Walk],
    scores: &[Vec<(ScoreKind, &AdjustedScore)>],
    facts: &Facts,
    record: Option<&str>,
    lang: Lang,
) -> String {
    let mut s = facts_markdown(facts, lang).trim_start().to_string();
    if let Some(path) = record {
        s += &format!("\n{}: {}\n", t(lang, Msg::Record), md_code(path));
    }
    for (i, w) in walks.iter().enumerate() {
        if !s.is_empty() {
            s.push('\n');
        }
        s += &walk_markdown(w, lang, 1, i + 1, walks.len());
        for &(kind, a) in scores.get(i).into_iter().flatten() {
            s += &format!("\n{}\n", md_cell(&adjusted_line(kind, a, lang)));
        }
    }
    if let Some(w) = walks.first() {
        let r = w.rulings();
        // The built-in set in the reader's words; a directory's name as it is (it
        // may hold control bytes and line breaks).
        let origin = if r.origin == crate::model::builtin::ORIGIN {
            t(lang, Msg::BuiltIn).to_string()
        } else {
            md_cell(&crate::texts::text::one_line(&r.origin))
        };
        s += &format!(
            "\n<sub>{}</sub>\n",
            tf(
                lang,
                Msg::SlipRulings,
                &[&crate::model::load::short_digest(&r.digest), &origin]
            )
        );
    }
    s
}

/// A score on one line, headed by its kind: "Adjusted score: N-S +332 · 4.8 MP ·
/// 60%; E-W -332 · 3.2 MP · 40%", an artificial one by its name and value, the
/// table result that stands in words.
pub fn adjusted_line(kind: ScoreKind, a: &AdjustedScore, lang: Lang) -> String {
    let title = match kind {
        ScoreKind::Stands => return t(lang, Msg::ScoreStandsText).to_string(),
        ScoreKind::Rescored => t(lang, Msg::ScoreTitleRescored),
        ScoreKind::Transferred => t(lang, Msg::ScoreTitleTransferred),
        ScoreKind::Adjusted | ScoreKind::Artificial => t(lang, Msg::AdjustedScoreTitle),
        ScoreKind::Penalty => t(lang, Msg::PenaltyTitle),
    };
    use crate::score::artificial::Artificial;
    use crate::score::contract::Side;
    use crate::texts::i18n::{artificial_name, decimal, side_name};
    let side = |side: Side, r: &SideResult| {
        let mut cells = Vec::new();
        if let Some(a) = &r.artificial {
            // A name the record does not know (edited by hand) is shown as written.
            cells.push(
                Artificial::from_id(a).map_or(a.clone(), |a| artificial_name(a, lang).to_string()),
            );
        }
        if let Some(p) = &r.points {
            cells.push(decimal(p, lang));
        }
        if let Some(m) = &r.matchpoints {
            cells.push(format!(
                "{} {}",
                decimal(m, lang),
                t(lang, Msg::ScoreUnitMp)
            ));
        }
        if let Some(p) = &r.percent {
            cells.push(format!("{}%", decimal(p, lang)));
        }
        if let Some(i) = &r.imps {
            cells.push(format!(
                "{} {}",
                decimal(i, lang),
                t(lang, Msg::ScoreUnitImps)
            ));
        }
        if let Some(v) = &r.vp {
            cells.push(format!(
                "{} {}",
                decimal(v, lang),
                t(lang, Msg::ScoreUnitVp)
            ));
        }
        if let Some(k) = &r.knockout {
            cells.push(format!(
                "{}: {} {}",
                t(lang, Msg::ScoreKnockoutShort),
                decimal(k, lang),
                t(lang, Msg::ScoreUnitImps)
            ));
        }
        format!("{} {}", side_name(side, lang), cells.join(" · "))
    };
    // A penalty names only the side it comes off (12C3): the other's is untouched.
    let sides: Vec<String> = [(Side::NS, &a.ns), (Side::EW, &a.ew)]
        .into_iter()
        .filter(|(_, r)| kind != ScoreKind::Penalty || **r != SideResult::default())
        .map(|(s, r)| side(s, r))
        .collect();
    format!("{}: {}", title, sides.join("; "))
}

///
/// The report goes to an appeals committee, often through a Markdown renderer
/// that passes HTML: whatever a record holds (notes, dates, names) must show as
/// text, never as a tag, a link or emphasis. So `<`, `>` and `&` become entities
/// and every other character Markdown gives a meaning is backslash-escaped.
pub fn md_cell(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for (i, c) in crate::texts::text::one_line(s).chars().enumerate() {
        match c {
            // A heading mark matters only where a line starts (`tree#node` stays).
            '#' if i == 0 => out.push_str("\\#"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '\\' | '`' | '*' | '_' | '[' | ']' | '|' | '~' => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

/// `s` as a Markdown code span: fenced with one backtick more than the longest
/// run inside it, so a backtick in a file name cannot close the span early.
pub fn md_code(s: &str) -> String {
    let s = crate::texts::text::one_line(s);
    let mut longest = 0;
    let mut run = 0;
    for c in s.chars() {
        run = if c == '`' { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    let fence = "`".repeat(longest + 1);
    // A span that starts or ends with a backtick needs a space inside the fence.
    let pad = if s.starts_with('`') || s.ends_with('`') {
        " "
    } else {
        ""
    };
    format!("{fence}{pad}{s}{pad}{fence}")
}

/// The document `td ask --format json` prints.
pub fn incident_json(
    walks: &[Walk],
    scores: &[Vec<(ScoreKind, &AdjustedScore)>],
    facts: &Facts,
    record: Option<&str>,
    status: crate::records::incident::Status,
    lang: Lang,
) -> Value {
    json!({
        "status": status,
        "lang": lang.code(),
        "record": record,
        "facts": facts,
        "walks": walks
            .iter()
            .enumerate()
            .map(|(i, w)| {
                let mut v = serde_json::to_value(WalkJson::new(w, lang)).expect("a walk serializes");
                for &(kind, a) in scores.get(i).into_iter().flatten() {
                    let mut score = serde_json::to_value(a).expect("strings");
                    score["kind"] = json!(kind.id());
                    if kind.is_beside() {
                        v["penalties"]
                            .as_array_mut()
                            .map(|p| p.push(score.clone()))
                            .unwrap_or_else(|| v["penalties"] = json!([score]));
                    } else {
                        v["adjusted_score"] = score;
                    }
                }
                v
            })
            .collect::<Vec<_>>(),
        "rulings_digest": walks.first().map(|w| w.rulings().digest.clone()),
    })
}
