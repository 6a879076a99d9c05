//! `td cite REF...`: a paragraph's citation, title, summary and connections.

use serde_json::{Value, json};

use crate::context::{Context, print};
use crate::error::Error;
use crate::exit::Exit;
use crate::i18n::{Msg, t};
use crate::lang::Lang;
use crate::law_index::Paragraph;
use crate::law_ref::LawRef;
use crate::render::{self, Format, Style};
use crate::tree::Rulings;

pub fn run(ctx: &Context, refs: &[String], format: Format) -> Result<Exit, Error> {
    let rulings = ctx.rulings()?;
    let mut found: Vec<&Paragraph> = Vec::new();
    for input in refs {
        let r = LawRef::parse(input).map_err(|e| {
            Error::bad_input(format!(
                "`{}`: {e}",
                crate::text::sanitize(input)
                    .chars()
                    .take(40)
                    .collect::<String>()
            ))
        })?;
        let hits: Vec<&Paragraph> = rulings.index.within(&r).collect();
        if hits.is_empty() {
            let near: Vec<String> = rulings
                .index
                .suggest(&r.canonical())
                .iter()
                .map(|p| p.cite(ctx.lang))
                .collect();
            let hint = if near.is_empty() {
                String::new()
            } else {
                format!("; did you mean {}?", near.join(", "))
            };
            return Err(Error::bad_input(format!(
                "{}: no such paragraph in the index{hint}",
                r.cite(ctx.lang)
            )));
        }
        found.extend(hits);
    }
    let out = match format {
        Format::Text => found
            .iter()
            .map(|p| text(&rulings, p, ctx.lang, ctx.style))
            .collect::<Vec<_>>()
            .join("\n"),
        Format::Markdown => found
            .iter()
            .map(|p| markdown(&rulings, p, ctx.lang))
            .collect::<Vec<_>>()
            .join("\n"),
        Format::Json => {
            let v: Vec<Value> = found
                .iter()
                .map(|p| json_of(&rulings, p, ctx.lang))
                .collect();
            serde_json::to_string_pretty(&v).expect("JSON of strings") + "\n"
        }
    };
    print(&out)?;
    Ok(Exit::Success)
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
