//! `td search WORDS...`: paragraphs and questions by keyword, ranked.

use serde_json::json;

use crate::error::Error;
use crate::exit::Exit;
use crate::law::search::{self, Target};
use crate::terminal::context::{Context, print};
use crate::terminal::render::Format;
use crate::texts::i18n::{Msg, t, tf};

pub fn run(ctx: &Context, words: &[String], limit: usize, format: Format) -> Result<Exit, Error> {
    let rulings = ctx.rulings()?;
    let query = words.join(" ");
    check_query(ctx.lang, &query)?;
    // Every hit is ranked, so the text output can say how many it leaves out.
    let all = search::search(rulings, ctx.lang, &query, usize::MAX);
    let hits: Vec<search::Hit> = match format {
        Format::Text => {
            let (p, q) = search::paragraphs_and_questions(&all, limit);
            p.into_iter().chain(q).cloned().collect()
        }
        _ => all.iter().take(limit).cloned().collect(),
    };
    let more = all.len() - hits.len();
    let lang = ctx.lang;
    let cite = |h: &search::Hit| match &h.target {
        Target::Definition(_) => t(lang, Msg::Definition).to_string(),
        _ => h.cite.as_ref().map_or(String::new(), |c| c.cite(lang)),
    };
    let what = |h: &search::Hit| match &h.target {
        Target::Paragraph(_) => "paragraph".to_string(),
        Target::Question(at) => rulings.qualified_id(*at),
        Target::Definition(id) => format!("definition {id}"),
    };
    let out = match format {
        Format::Json => {
            let v: Vec<_> = hits
                .iter()
                .map(|h| json!({"cite": cite(h), "ref": h.cite.as_ref().map(|c| c.canonical()), "kind": what(h), "text": h.text, "score": (h.score * 1000.0).round() / 1000.0}))
                .collect();
            serde_json::to_string_pretty(&v).expect("JSON of strings") + "\n"
        }
        Format::Markdown => hits
            .iter()
            .map(|h| {
                // The reader's words for what a hit is; JSON keeps the English kinds
                // for tools.
                let kind = match &h.target {
                    Target::Paragraph(_) => t(lang, Msg::SearchParagraph).to_string(),
                    Target::Question(at) => rulings.qualified_id(*at),
                    Target::Definition(id) => tf(lang, Msg::SearchDefinition, &[id]),
                };
                format!("- **{}** {} ({kind})\n", cite(h), h.text)
            })
            .collect(),
        Format::Text => {
            // Paragraphs first: that is what a TD quotes. Then the questions that ask
            // about the words, to start `td ask` from.
            let line = |h: &search::Hit| {
                let padded = format!("{:<22}", cite(h));
                match &h.target {
                    Target::Paragraph(_) | Target::Definition(_) => {
                        format!("{} {}\n", ctx.style.citation(&padded), h.text)
                    }
                    Target::Question(at) => format!(
                        "{} {}\n{:23}{}\n",
                        ctx.style.citation(&padded),
                        h.text,
                        "",
                        ctx.style
                            .dim(&format!("td ask {}", rulings.qualified_id(*at)))
                    ),
                }
            };
            let (paragraphs, questions) = search::paragraphs_and_questions(&hits, usize::MAX);
            let mut s: String = paragraphs.iter().map(|h| line(h)).collect();
            if !questions.is_empty() {
                s += "\n";
                s += &questions.iter().map(|h| line(h)).collect::<String>();
            }
            if more > 0 {
                let next = (limit * 2).max(limit + more.min(limit));
                s += &format!(
                    "\n{}\n",
                    tf(
                        lang,
                        Msg::MoreHits,
                        &[
                            &more.to_string(),
                            &next.to_string(),
                            &crate::texts::text::sanitize(&query)
                        ]
                    )
                );
            }
            s
        }
    };
    if hits.is_empty() {
        eprintln!(
            "td: {}",
            tf(
                ctx.lang,
                Msg::NothingFound,
                &[&crate::texts::text::sanitize(&query)]
            )
        );
        return Ok(Exit::Problem);
    }
    print(&out)?;
    Ok(Exit::Success)
}

pub use crate::law::search::MAX_SEARCH_WORDS;

/// Refuses a query past the search limits, saying which and what the limit is.
fn check_query(lang: crate::texts::lang::Lang, query: &str) -> Result<(), Error> {
    search::check_query(lang, query).map_err(Error::bad_input)
}
