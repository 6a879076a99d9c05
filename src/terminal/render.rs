//! Rulings and paragraphs as text (for the terminal), markdown (a printable ruling
//! slip) and JSON (for tools).
//!
//! Only the text format ever carries colour, and only when `Style` says so; markdown
//! and JSON are plain whatever the terminal.

use crate::law::law_index::Paragraph;
use crate::law::law_ref::LawRef;
use crate::model::tree::{Cite, NodeRef, Rulings};
use crate::texts::i18n::{Msg, t};
use crate::texts::lang::Lang;
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

    /// Wraps `s` to the width: the first line of each paragraph indented by `indent`,
    /// continuation lines by two more (a hanging indent, so a wrapped item stands
    /// apart from the next). Width is counted in display columns, not bytes, and
    /// colour escapes count as nothing (textwrap measures both); a citation such as
    /// `Law 45C4(b)` or `§ 45C4(b)` is never split across lines.
    pub fn wrap(&self, s: &str, indent: usize) -> String {
        let pad = " ".repeat(indent);
        let Some(width) = self.width.map(|w| w.max(indent + 22)) else {
            return s
                .lines()
                .map(|l| format!("{pad}{l}"))
                .collect::<Vec<_>>()
                .join("\n");
        };
        let hang = " ".repeat(indent + 2);
        let options = wrapping(width, &pad, &hang);
        s.lines()
            .map(|para| fill(para, &options))
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// How td wraps: at spaces only (no word broken), `first` before the first line and
/// `rest` before the others.
fn wrapping<'a>(width: usize, first: &'a str, rest: &'a str) -> textwrap::Options<'a> {
    textwrap::Options::new(width)
        .initial_indent(first)
        .subsequent_indent(rest)
        .word_separator(textwrap::WordSeparator::AsciiSpace)
        .break_words(false)
}

/// One paragraph wrapped, a citation's word kept with its number.
fn fill(text: &str, options: &textwrap::Options) -> String {
    textwrap::fill(&glue_citations(text), options).replace(NO_BREAK, " ")
}

/// `text` after `lead` (`"3. "`, `"  1) "`) wrapped to `width`, its further lines
/// indented under the text's start: a line-mode question or answer. Never split at
/// a hyphen, since an answer's id (`defender-card`) is typed as it stands.
pub fn hanging(lead: &str, text: &str, width: usize) -> String {
    let hang = " ".repeat(console::measure_text_width(lead));
    let width = width.max(hang.len() + 22);
    let options = wrapping(width, lead, &hang).word_splitter(textwrap::WordSplitter::NoHyphenation);
    fill(text, &options)
}

/// Held between a citation's word and its number while wrapping, so the two stay
/// on one line; turned back into a space afterwards.
const NO_BREAK: char = '\u{a0}';

/// `Law 45C4(b)` -> `Law\u{a0}45C4(b)`, for each language's citation words.
fn glue_citations(s: &str) -> String {
    const WORDS: [&str; 6] = ["Laws ", "Law ", "§§ ", "§ ", "przepisy ", "przepis "];
    let mut out = String::with_capacity(s.len());
    let mut rest = s;
    'scan: while !rest.is_empty() {
        for w in WORDS {
            if let Some(after) = rest.strip_prefix(w)
                && after.starts_with(|c: char| c.is_ascii_digit())
            {
                out.push_str(&w[..w.len() - 1]);
                out.push(NO_BREAK);
                rest = after;
                continue 'scan;
            }
        }
        let c = rest.chars().next().expect("not empty");
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    out
}

/// The citations of a node as the TD reads them out, in the law book's form of a
/// list (`ref_list`): `Law 45C3, Law 45F`, `§§ 45C3 og 45F`, `przepisy 45C3 i 45F`.
pub fn cites(lang: Lang, cites: &[Cite]) -> String {
    let laws: Vec<LawRef> = cites.iter().map(|c| c.law.clone()).collect();
    ref_list(lang, &laws)
}

/// A step passed on the way, as the TD reads it: "Say this [Law 27A1]" over
/// its words.
pub fn said_step(rulings: &Rulings, at: NodeRef, lang: Lang, style: Style) -> String {
    let cited: Vec<Cite> = rulings.said_cites(at).into_iter().cloned().collect();
    format!(
        "{} [{}]\n{}",
        style.heading(t(lang, Msg::SayThis)),
        cites(lang, &cited),
        style.wrap(&rulings.spoken(at, lang), 2)
    )
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

/// The catalogue's message for a list of two or more references.
pub const CITATION_LIST: &str = "citation-list";

/// A list of references as each language's law book writes it (the catalogue's
/// `citation-list`): `Law 26B, Law 72C` is `$cited`; Norwegian writes
/// `§§ 26B og 72C` and Polish `przepisy 26B i 72C` from `$init` (all but the last,
/// comma-separated) and `$last`, with one word for the list.
pub fn ref_list(lang: Lang, refs: &[LawRef]) -> String {
    let Some((last, init)) = refs.split_last() else {
        return String::new();
    };
    if init.is_empty() {
        return last.cite(lang);
    }
    let cited: Vec<String> = refs.iter().map(|r| r.cite(lang)).collect();
    let init: Vec<String> = init.iter().map(LawRef::canonical).collect();
    crate::texts::fluent::message(
        lang,
        CITATION_LIST,
        &[
            ("cited", &cited.join(", ")),
            ("init", &init.join(", ")),
            ("last", &last.canonical()),
        ],
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(width: usize, color: bool) -> Style {
        Style {
            color,
            width: Some(width),
        }
    }

    #[test]
    fn reference_lists_as_each_law_book_writes_them() {
        let refs: Vec<LawRef> = ["26B", "47D", "72C"]
            .iter()
            .map(|r| LawRef::parse(r).unwrap())
            .collect();
        assert_eq!(ref_list(Lang::En, &refs), "Law 26B, Law 47D, Law 72C");
        assert_eq!(ref_list(Lang::Nb, &refs), "§§ 26B, 47D og 72C");
        assert_eq!(ref_list(Lang::Pl, &refs), "przepisy 26B, 47D i 72C");
        assert_eq!(ref_list(Lang::Pl, &refs[..1]), "przepis 26B");
    }

    #[test]
    fn a_citation_is_never_split() {
        // "Law" would end the first line at this width if the space could break.
        let s = "The TD rules under the laws of the game, see Law 45C4(b) and § 16D1.";
        for width in 40..70 {
            let out = at(width, false).wrap(s, 2);
            assert!(out.contains("Law 45C4(b)"), "{width}: {out}");
            assert!(
                !out.lines().any(|l| l.trim_end().ends_with("Law")),
                "{width}: {out}"
            );
            assert!(
                out.lines().all(|l| l.chars().count() <= width),
                "{width}: {out}"
            );
        }
    }

    #[test]
    fn continuation_lines_hang_and_width_is_display_width() {
        let s = "Zawodnik, który otrzymał od partnera dodatkową informację, nie może wybrać sugerowanej przez nią zagrywki.";
        let out = at(40, false).wrap(s, 2);
        let lines: Vec<&str> = out.lines().collect();
        assert!(lines.len() > 1);
        assert!(lines[0].starts_with("  Z"));
        assert!(
            lines[1..]
                .iter()
                .all(|l| l.starts_with("    ") && !l.starts_with("     "))
        );
        // Counted in characters (columns), not bytes: Polish letters are two bytes.
        assert!(lines.iter().all(|l| l.chars().count() <= 40), "{out}");
        assert!(
            lines.iter().any(|l| l.chars().count() > 34),
            "lines are filled: {out}"
        );
    }

    #[test]
    fn colour_escapes_take_no_width() {
        let st = at(30, true);
        let s = format!(
            "{} and then some more words here",
            st.citation("Law 45C4(b)")
        );
        let out = st.wrap(&s, 0);
        let first = console::strip_ansi_codes(out.lines().next().unwrap()).to_string();
        assert!(
            first.chars().count() > 20,
            "escapes were counted as width: {out:?}"
        );
    }
}
