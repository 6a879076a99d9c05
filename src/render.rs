//! Rulings and paragraphs as text (for the terminal), markdown (a printable ruling
//! slip) and JSON (for tools).
//!
//! Only the text format ever carries colour, and only when `Style` says so; markdown
//! and JSON are plain whatever the terminal.

use console::Style as Paint;
use serde_json::{Value, json};

use crate::i18n::{Msg, t};
use crate::lang::Lang;
use crate::law_index::Paragraph;
use crate::law_ref::LawRef;
use crate::tree::{Cite, NodeRef, Rulings};
use crate::walk::Walk;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    Text,
    Markdown,
    Json,
}

/// How text output looks: colour on or off, and the width to wrap to (none on a pipe).
#[derive(Clone, Copy, Debug)]
pub struct Style {
    pub color: bool,
    pub width: Option<usize>,
}

impl Style {
    pub const PLAIN: Style = Style {
        color: false,
        width: None,
    };

    fn paint(&self, s: &str, p: Paint) -> String {
        p.force_styling(self.color).apply_to(s).to_string()
    }

    pub fn citation(&self, s: &str) -> String {
        self.paint(s, Paint::new().cyan().bold())
    }

    pub fn heading(&self, s: &str) -> String {
        self.paint(s, Paint::new().bold())
    }

    pub fn dim(&self, s: &str) -> String {
        self.paint(s, Paint::new().dim())
    }

    /// Wraps `s` to the width, indenting every line by `indent`.
    pub fn wrap(&self, s: &str, indent: usize) -> String {
        let pad = " ".repeat(indent);
        let Some(width) = self.width.map(|w| w.saturating_sub(indent).max(20)) else {
            return s
                .lines()
                .map(|l| format!("{pad}{l}"))
                .collect::<Vec<_>>()
                .join("\n");
        };
        let mut out = Vec::new();
        for para in s.lines() {
            let mut line = String::new();
            for word in para.split_whitespace() {
                if !line.is_empty() && line.chars().count() + 1 + word.chars().count() > width {
                    out.push(format!("{pad}{line}"));
                    line.clear();
                }
                if !line.is_empty() {
                    line.push(' ');
                }
                line.push_str(word);
            }
            out.push(format!("{pad}{line}"));
        }
        out.join("\n")
    }
}

/// The citations of a node as the TD reads them out: `Law 45C3, Law 45F`.
pub fn cites(lang: Lang, cites: &[Cite]) -> String {
    cites
        .iter()
        .map(|c| c.law.cite(lang))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The ruling reached by `walk`, with the path that led there.
pub fn ruling(walk: &Walk, lang: Lang, format: Format, style: Style) -> String {
    match format {
        Format::Text => ruling_text(walk, lang, style),
        Format::Markdown => ruling_markdown(walk, lang),
        Format::Json => {
            serde_json::to_string_pretty(&ruling_json(walk, lang)).expect("JSON of strings") + "\n"
        }
    }
}

struct Path {
    question: String,
    cites: String,
    answer: String,
}

fn path(walk: &Walk, lang: Lang) -> Vec<Path> {
    let rulings = walk.rulings();
    walk.history()
        .iter()
        .map(|s| {
            let node = rulings.node(s.at);
            let q = node.question().expect("history holds questions");
            Path {
                question: q.ask.get(lang).to_string(),
                cites: cites(lang, &node.cites),
                answer: q.answers[s.answer].label.get(lang).to_string(),
            }
        })
        .collect()
}

fn ruling_text(walk: &Walk, lang: Lang, st: Style) -> String {
    let node = walk.node();
    let o = walk.outcome().expect("a finished walk");
    let mut s = String::new();
    let head = format!(
        "{}  {}",
        t(lang, Msg::Ruling).to_uppercase(),
        st.citation(&cites(lang, &node.cites))
    );
    s += &format!(
        "{}\n{}\n\n",
        st.heading(&head),
        st.wrap(o.ruling.get(lang), 2)
    );
    s += &format!("{}\n", st.heading(t(lang, Msg::Options)));
    if o.options.is_empty() {
        s += &format!("{}\n", st.wrap(t(lang, Msg::NoOptions), 2));
    }
    for opt in &o.options {
        s += &format!("{}\n", st.wrap(&format!("- {}", opt.get(lang)), 2));
    }
    s += &format!(
        "\n{}\n{}\n",
        st.heading(t(lang, Msg::LawThatFollows)),
        st.wrap(o.follows.get(lang), 2)
    );
    s += &format!(
        "\n{}\n{}\n",
        st.heading(t(lang, Msg::ScoreAdjustment)),
        st.wrap(o.adjust.get(lang), 2)
    );
    s += &format!(
        "\n{}: {}",
        st.heading(t(lang, Msg::Citations)),
        st.citation(&cites(lang, &node.cites))
    );
    if !o.see.is_empty() {
        s += &format!(
            "; {} {}",
            t(lang, Msg::SeeAlso),
            st.citation(&cites(lang, &o.see))
        );
    }
    s += &format!("\n\n{}\n", st.heading(t(lang, Msg::HowWeGotHere)));
    for (i, p) in path(walk, lang).iter().enumerate() {
        s += &format!(
            "{}\n",
            st.wrap(
                &format!(
                    "{}. {} {} -> {}",
                    i + 1,
                    p.question,
                    st.dim(&format!("[{}]", p.cites)),
                    p.answer
                ),
                2
            )
        );
    }
    s
}

fn ruling_markdown(walk: &Walk, lang: Lang) -> String {
    let rulings = walk.rulings();
    let node = walk.node();
    let o = walk.outcome().expect("a finished walk");
    let mut s = format!(
        "# {}: {}\n\n{}\n\n## {}\n\n",
        t(lang, Msg::Ruling),
        cites(lang, &node.cites),
        o.ruling.get(lang),
        t(lang, Msg::Options)
    );
    if o.options.is_empty() {
        s += &format!("{}\n", t(lang, Msg::NoOptions));
    }
    for opt in &o.options {
        s += &format!("- {}\n", opt.get(lang));
    }
    s += &format!(
        "\n## {}\n\n{}\n",
        t(lang, Msg::LawThatFollows),
        o.follows.get(lang)
    );
    s += &format!(
        "\n## {}\n\n{}\n",
        t(lang, Msg::ScoreAdjustment),
        o.adjust.get(lang)
    );
    s += &format!("\n## {}\n\n", t(lang, Msg::Citations));
    for c in node.cites.iter().chain(&o.see) {
        let title = rulings
            .index
            .get(&c.law)
            .map(|p| p.title.get(lang))
            .unwrap_or("");
        s += &format!("- **{}** {}\n", c.law.cite(lang), title);
    }
    s += &format!(
        "\n## {}\n\n| # | {} | {} |\n|---|---|---|\n",
        t(lang, Msg::HowWeGotHere),
        t(lang, Msg::Question),
        t(lang, Msg::Answer)
    );
    for (i, p) in path(walk, lang).iter().enumerate() {
        s += &format!(
            "| {} | {} ({}) | {} |\n",
            i + 1,
            md_cell(&p.question),
            p.cites,
            md_cell(&p.answer)
        );
    }
    s += &format!(
        "\n<sub>rulings {} ({})</sub>\n",
        crate::load::short_digest(&rulings.digest),
        rulings.origin
    );
    s
}

fn md_cell(s: &str) -> String {
    s.replace('|', "\\|").replace('\n', " ")
}

fn refs_json(lang: Lang, cites: &[Cite]) -> Value {
    cites
        .iter()
        .map(|c| json!({"ref": c.law.canonical(), "cite": c.law.cite(lang)}))
        .collect()
}

pub fn ruling_json(walk: &Walk, lang: Lang) -> Value {
    let rulings = walk.rulings();
    let node = walk.node();
    let o = walk.outcome().expect("a finished walk");
    let steps: Vec<Value> = walk
        .history()
        .iter()
        .map(|s| {
            let n = rulings.node(s.at);
            let q = n.question().expect("history holds questions");
            let a = &q.answers[s.answer];
            json!({
                "node": rulings.qualified_id(s.at),
                "question": q.ask.get(lang),
                "cites": refs_json(lang, &n.cites),
                "answer": a.id,
                "label": a.label.get(lang),
                "regulation": if s.auto { q.regulation.clone() } else { None },
            })
        })
        .collect();
    json!({
        "lang": lang.code(),
        "outcome": rulings.qualified_id(walk.current()),
        "citations": refs_json(lang, &node.cites),
        "see": refs_json(lang, &o.see),
        "ruling": o.ruling.get(lang),
        "options": o.options.iter().map(|x| x.get(lang)).collect::<Vec<_>>(),
        "follows": o.follows.get(lang),
        "adjust": o.adjust.get(lang),
        "path": steps,
        "rulings_digest": rulings.digest,
    })
}

/// A paragraph's explanation, as shown by "Explain" and `?`.
pub fn explain(rulings: &Rulings, at: NodeRef, lang: Lang, style: Style) -> String {
    let node = rulings.node(at);
    let mut s = String::new();
    for c in &node.cites {
        match rulings.index.nearest_enclosing(&c.law) {
            Some(p) => s += &paragraph_text(p, lang, style),
            None => s += &format!("{}: {}\n", c.law.cite(lang), t(lang, Msg::NoSummary)),
        }
    }
    s
}

pub fn paragraph_text(p: &Paragraph, lang: Lang, st: Style) -> String {
    let mut s = format!(
        "{} {}\n{}\n",
        st.citation(&p.id.cite(lang)),
        st.heading(p.title.get(lang)),
        st.wrap(p.summary.get(lang), 2)
    );
    if let Some(e) = &p.edition {
        s += &st.wrap(&format!("{}: {}", t(lang, Msg::Edition), e.get(lang)), 2);
        s.push('\n');
    }
    s
}

/// Canonical references as a comma-separated list for one language.
pub fn ref_list(lang: Lang, refs: &[LawRef]) -> String {
    refs.iter()
        .map(|r| r.cite(lang))
        .collect::<Vec<_>>()
        .join(", ")
}
