//! `td cite REF...`: a paragraph's citation, title, summary and connections.

use serde_json::{Value, json};

use crate::error::Error;
use crate::exit::Exit;
use crate::law::law_index::{Definition, Earlier, Paragraph};
use crate::law::law_ref::LawRef;
use crate::model::tree::Rulings;
use crate::terminal::context::{Context, print};
use crate::terminal::render::{self, Format, Style};
use crate::texts::i18n::{Msg, t, tf};
use crate::texts::lang::Lang;

pub fn run(ctx: &Context, refs: &[String], format: Format) -> Result<Exit, Error> {
    let rulings = ctx.rulings()?;
    let mut found: Vec<Found> = Vec::new();
    // A bad reference among good ones does not hide the good ones: they are printed,
    // the bad ones reported after, and the exit status says something was wrong.
    let mut bad: Vec<String> = Vec::new();
    for input in refs {
        if DEFINITIONS_WORDS.contains(&input.trim().to_lowercase().as_str()) {
            found.extend(rulings.index.definitions.values().map(Found::Definition));
            continue;
        }
        let r = match LawRef::parse(input) {
            Ok(r) => r,
            Err(e) => {
                // Not a reference: perhaps a defined term (`td cite "penalty card"`).
                if let Some(d) = rulings.index.definition(input) {
                    found.push(Found::Definition(d));
                    continue;
                }
                let shown = crate::texts::text::sanitize(input)
                    .chars()
                    .take(40)
                    .collect::<String>();
                // A word, not a reference: `td search` finds paragraphs by word.
                let search = if input.trim().starts_with(|c: char| c.is_alphabetic()) {
                    crate::texts::i18n::tf(
                        ctx.lang,
                        crate::texts::i18n::Msg::SearchInstead,
                        &[&shown],
                    )
                } else {
                    String::new()
                };
                bad.push(format!("`{shown}`: {}{search}", e.describe(ctx.lang)));
                continue;
            }
        };
        let hits: Vec<&Paragraph> = rulings.index.within(&r).collect();
        // A 2007 number: what it was and where it went, before any 2017 paragraph
        // that now has the same number (16D1 is both).
        let earlier = rulings.index.earlier.get(&r);
        if hits.is_empty() && earlier.is_none() {
            let near: Vec<String> = rulings
                .index
                .suggest(&r.canonical())
                .iter()
                .map(|p| p.cite(ctx.lang))
                .collect();
            let hint = if near.is_empty() {
                String::new()
            } else {
                tf(ctx.lang, Msg::DidYouMean, &[&near.join(", ")])
            };
            bad.push(tf(ctx.lang, Msg::NoSuchParagraph, &[&r.cite(ctx.lang)]) + &hint);
            continue;
        }
        found.extend(earlier.map(Found::Earlier));
        found.extend(hits.into_iter().map(Found::Paragraph));
    }
    let out = match format {
        Format::Text => found
            .iter()
            .map(|f| match f {
                Found::Paragraph(p) => text(rulings, p, ctx.lang, ctx.style),
                Found::Earlier(e) => earlier_text(e, ctx.lang, ctx.style),
                Found::Definition(d) => definition_text(d, ctx.lang, ctx.style),
            })
            .collect::<Vec<_>>()
            .join("\n"),
        Format::Markdown => found
            .iter()
            .map(|f| match f {
                Found::Paragraph(p) => markdown(rulings, p, ctx.lang),
                Found::Earlier(e) => earlier_markdown(e, ctx.lang),
                Found::Definition(d) => definition_markdown(d, ctx.lang),
            })
            .collect::<Vec<_>>()
            .join("\n"),
        Format::Json => {
            let v: Vec<Value> = found
                .iter()
                .map(|f| match f {
                    Found::Paragraph(p) => json_of(rulings, p, ctx.lang),
                    Found::Earlier(e) => earlier_json(e, ctx.lang),
                    Found::Definition(d) => definition_json(d, ctx.lang),
                })
                .collect();
            serde_json::to_string_pretty(&v).expect("JSON of strings") + "\n"
        }
    };
    if !found.is_empty() {
        print(&out)?;
    }
    match bad.len() {
        0 => Ok(Exit::Success),
        1 if found.is_empty() => Err(Error::bad_input(bad.remove(0))),
        _ => {
            for message in &bad {
                eprintln!("td: {message}");
            }
            Ok(Exit::BadInput)
        }
    }
}

/// What one reference found: a 2017 paragraph, a 2007 number, or a defined term.
enum Found<'a> {
    Paragraph(&'a Paragraph),
    Earlier(&'a Earlier),
    Definition(&'a Definition),
}

/// `td cite definitions` (in any of our languages) lists the Definitions.
const DEFINITIONS_WORDS: &[&str] = &[
    "definitions",
    "definition",
    "definisjoner",
    "definisjon",
    "definicje",
    "definicja",
];

fn definition_text(d: &Definition, lang: Lang, style: Style) -> String {
    let mut s = format!(
        "{} {}\n{}\n",
        style.citation(&format!("{}:", t(lang, Msg::Definition))),
        style.heading(d.term.get(lang)),
        style.wrap(d.summary.get(lang), 2)
    );
    if !d.refers.is_empty() {
        s += &format!(
            "  {}: {}\n",
            t(lang, Msg::RefersTo),
            render::ref_list(lang, &d.refers)
        );
    }
    s
}

fn definition_markdown(d: &Definition, lang: Lang) -> String {
    let mut s = format!(
        "## {}: {}\n\n{}\n",
        t(lang, Msg::Definition),
        d.term.get(lang),
        d.summary.get(lang)
    );
    if !d.refers.is_empty() {
        s += &format!(
            "\n{}: {}\n",
            t(lang, Msg::RefersTo),
            render::ref_list(lang, &d.refers)
        );
    }
    s
}

fn definition_json(d: &Definition, lang: Lang) -> Value {
    json!({
        "definition": d.id,
        "term": d.term.get(lang),
        "summary": d.summary.get(lang),
        "refers": d.refers.iter().map(LawRef::canonical).collect::<Vec<_>>(),
    })
}

/// Where a 2007 number went: the note, then the 2017 paragraphs (or "deleted").
fn earlier_home(e: &Earlier, lang: Lang) -> String {
    if e.now.is_empty() {
        t(lang, Msg::Deleted2017).to_string()
    } else {
        format!(
            "{}: {}.",
            t(lang, Msg::NowIn),
            render::ref_list(lang, &e.now)
        )
    }
}

fn earlier_text(e: &Earlier, lang: Lang, style: Style) -> String {
    format!(
        "{} {}\n{}\n{}\n",
        style.citation(&e.id.cite(lang)),
        style.heading(&format!("({})", t(lang, Msg::Earlier))),
        style.wrap(e.note.get(lang), 2),
        style.wrap(&earlier_home(e, lang), 2)
    )
}

fn earlier_markdown(e: &Earlier, lang: Lang) -> String {
    format!(
        "## {} ({})\n\n{}\n\n{}\n",
        e.id.cite(lang),
        t(lang, Msg::Earlier),
        e.note.get(lang),
        earlier_home(e, lang)
    )
}

fn earlier_json(e: &Earlier, lang: Lang) -> Value {
    json!({
        "ref": e.id.canonical(),
        "edition": 2007,
        "note": e.note.get(lang),
        "now": e.now.iter().map(LawRef::canonical).collect::<Vec<_>>(),
    })
}

fn referred_by(r: &Rulings, p: &Paragraph) -> Vec<LawRef> {
    r.index.referring_to(&p.id).map(|q| q.id.clone()).collect()
}

fn text(r: &Rulings, p: &Paragraph, lang: Lang, style: Style) -> String {
    let mut s = render::paragraph_text(p, lang, style);
    let by = referred_by(r, p);
    if !p.refers.is_empty() {
        s += &format!(
            "  {}: {}\n",
            t(lang, Msg::RefersTo),
            render::ref_list(lang, &p.refers)
        );
    }
    if !by.is_empty() {
        s += &format!(
            "  {}: {}\n",
            t(lang, Msg::ReferredBy),
            render::ref_list(lang, &by)
        );
    }
    let nodes = r.nodes_citing(&p.id);
    if !nodes.is_empty() {
        s += &style.wrap(
            &style.dim(&format!(
                "{}: {}",
                t(lang, Msg::InTheTrees),
                nodes.join(", ")
            )),
            2,
        );
        s.push('\n');
    }
    s
}

fn markdown(r: &Rulings, p: &Paragraph, lang: Lang) -> String {
    let mut s = format!(
        "## {} {}\n\n{}\n",
        p.id.cite(lang),
        p.title.get(lang),
        p.summary.get(lang)
    );
    if let Some(e) = &p.edition {
        s += &format!("\n> {}\n", e.get(lang));
    }
    if !p.refers.is_empty() {
        s += &format!(
            "\n{}: {}\n",
            t(lang, Msg::RefersTo),
            render::ref_list(lang, &p.refers)
        );
    }
    let by = referred_by(r, p);
    if !by.is_empty() {
        s += &format!(
            "\n{}: {}\n",
            t(lang, Msg::ReferredBy),
            render::ref_list(lang, &by)
        );
    }
    let nodes = r.nodes_citing(&p.id);
    if !nodes.is_empty() {
        s += &format!("\n{}: {}\n", t(lang, Msg::InTheTrees), nodes.join(", "));
    }
    s
}

fn json_of(r: &Rulings, p: &Paragraph, lang: Lang) -> Value {
    json!({
        "ref": p.id.canonical(),
        "cite": p.id.cite(lang),
        "title": p.title.get(lang),
        "summary": p.summary.get(lang),
        "edition": p.edition.as_ref().map(|e| e.get(lang)),
        "refers": p.refers.iter().map(LawRef::canonical).collect::<Vec<_>>(),
        "referred_by": referred_by(r, p).iter().map(LawRef::canonical).collect::<Vec<_>>(),
        "nodes": r.nodes_citing(&p.id),
    })
}
