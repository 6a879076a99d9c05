//! Rulings and paragraphs as text (for the terminal), markdown (a printable ruling
//! slip) and JSON (for tools).
//!
//! Only the text format ever carries colour, and only when `Style` says so; markdown
//! and JSON are plain whatever the terminal.

use crate::i18n::{Msg, t};
use crate::lang::Lang;
use crate::law_index::Paragraph;
use crate::law_ref::LawRef;
use crate::tree::{Cite, NodeRef, Rulings};
use console::Style as Paint;

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

/// A question's explanation, as shown by "Explain" and `?`: how to tell its answers
/// apart (where the tree has a help text), then our summary of each paragraph.
pub fn explain(rulings: &Rulings, at: NodeRef, lang: Lang, style: Style) -> String {
    let node = rulings.node(at);
    let mut s = String::new();
    if let Some(help) = node.question().and_then(|q| q.help.as_ref()) {
        s += &format!(
            "{}\n{}\n\n",
            style.heading(t(lang, Msg::HowToDecide)),
            style.wrap(help.get(lang), 2)
        );
    }
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
