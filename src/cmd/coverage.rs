//! `td coverage`: every paragraph of the laws in scope with the nodes citing it,
//! then the uncited ones.
//!
//! A paragraph counts as covered when a node cites it, cites a paragraph inside it
//! (45C is covered by the nodes citing 45C1 ... 45C5), or cites the paragraph that
//! encloses it (a ruling citing 57A offers the four choices 57A1-57A4). The report
//! says which of the three it is, so coverage through a parent is never passed off
//! as a direct citation.

use serde_json::json;

use crate::error::Error;
use crate::exit::Exit;
use crate::law::law_ref::LawRef;
use crate::model::tree::Rulings;
use crate::terminal::context::{Context, print};
use crate::terminal::render::Format;
use crate::texts::i18n::{Msg, t, tf};
use crate::texts::lang::Lang;

/// How a paragraph is covered.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Through {
    /// Nodes cite the paragraph itself.
    Direct,
    /// Nodes cite paragraphs inside it.
    Inner,
    /// Nodes cite this enclosing paragraph.
    Enclosing(LawRef),
    /// Nothing cites it.
    Uncited,
}

/// One in-scope paragraph and the nodes covering it.
pub struct Row {
    pub id: LawRef,
    pub nodes: Vec<String>,
    pub through: Through,
}

impl Row {
    pub fn is_covered(&self) -> bool {
        self.through != Through::Uncited
    }

    fn describe(&self, lang: Lang) -> String {
        let nodes = self.nodes.join(", ");
        match &self.through {
            Through::Direct => nodes,
            Through::Inner => tf(lang, Msg::ThroughParagraphs, &[&nodes]),
            Through::Enclosing(p) => tf(lang, Msg::ThroughEnclosing, &[&p.to_string(), &nodes]),
            Through::Uncited => "-".into(),
        }
    }
}

/// Every in-scope paragraph with the nodes that cover it, in law order.
pub fn table(r: &Rulings) -> Vec<Row> {
    r.index
        .in_scope()
        .map(|p| {
            let direct = r.nodes_citing(&p.id);
            if !direct.is_empty() {
                return Row {
                    id: p.id.clone(),
                    nodes: direct,
                    through: Through::Direct,
                };
            }
            let mut inner: Vec<String> = r
                .index
                .within(&p.id)
                .flat_map(|q| r.nodes_citing(&q.id))
                .collect();
            inner.sort();
            inner.dedup();
            if !inner.is_empty() {
                return Row {
                    id: p.id.clone(),
                    nodes: inner,
                    through: Through::Inner,
                };
            }
            let enclosing = std::iter::successors(p.id.parent(), LawRef::parent)
                .map(|a| (r.nodes_citing(&a), a))
                .find(|(nodes, _)| !nodes.is_empty());
            match enclosing {
                Some((nodes, a)) => Row {
                    id: p.id.clone(),
                    nodes,
                    through: Through::Enclosing(a),
                },
                None => Row {
                    id: p.id.clone(),
                    nodes: Vec::new(),
                    through: Through::Uncited,
                },
            }
        })
        .collect()
}

pub fn run(ctx: &Context, format: Format) -> Result<Exit, Error> {
    let r = ctx.rulings()?;
    print(&render_in(r, format, ctx.lang))?;
    Ok(Exit::Success)
}

/// The report in English (as `docs/coverage.md` is generated).
pub fn render(r: &Rulings, format: Format) -> String {
    render_in(r, format, Lang::En)
}

/// The report in the TD's language (JSON: its keys and values stay as they are).
pub fn render_in(r: &Rulings, format: Format, lang: Lang) -> String {
    let rows = table(r);
    let cited = rows.iter().filter(|row| row.is_covered()).count();
    let uncited: Vec<String> = rows
        .iter()
        .filter(|row| !row.is_covered())
        .map(|row| row.id.canonical())
        .collect();
    let percent = if rows.is_empty() {
        100.0
    } else {
        100.0 * cited as f64 / rows.len() as f64
    };
    match format {
        Format::Json => {
            let paragraphs: Vec<_> = rows
                .iter()
                .map(|row| {
                    let through = match &row.through {
                        Through::Direct => "direct".to_string(),
                        Through::Inner => "inner".to_string(),
                        Through::Enclosing(p) => p.canonical(),
                        Through::Uncited => "uncited".to_string(),
                    };
                    json!({"ref": row.id.canonical(), "nodes": row.nodes, "through": through})
                })
                .collect();
            let v = json!({"paragraphs": paragraphs, "uncited": uncited, "cited": cited, "total": rows.len()});
            serde_json::to_string_pretty(&v).expect("JSON of strings") + "\n"
        }
        Format::Text => {
            let mut s = String::new();
            for row in &rows {
                s += &format!("{:<12} {}\n", row.id.canonical(), row.describe(lang));
            }
            s += &format!(
                "\n{}\n",
                tf(
                    lang,
                    Msg::CoveredOf,
                    &[
                        &cited.to_string(),
                        &rows.len().to_string(),
                        &format!("{percent:.0}")
                    ]
                )
            );
            if !uncited.is_empty() {
                s += &format!("{}: {}\n", t(lang, Msg::Uncited), uncited.join(", "));
            }
            s
        }
        Format::Markdown => {
            let mut s = format!(
                "# {}\n\n{}\n\n{}\n|---|---|\n",
                t(lang, Msg::CoverageTitle),
                t(lang, Msg::CoverageIntro),
                t(lang, Msg::CoverageColumns)
            );
            for row in &rows {
                let cell = if row.is_covered() {
                    row.describe(lang)
                } else {
                    format!("**{}**", t(lang, Msg::Uncited))
                };
                s += &format!("| {} | {} |\n", row.id.canonical(), cell);
            }
            let total = tf(
                lang,
                Msg::CoverageTotal,
                &[
                    &cited.to_string(),
                    &rows.len().to_string(),
                    &format!("{percent:.0}"),
                ],
            );
            s += &format!("\n{total}\n");
            s
        }
    }
}
