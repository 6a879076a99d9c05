//! The prompters: how a question reaches the TD and an answer comes back.
//!
//! Two drivers of the same walker: arrow-key menus on a terminal (dialoguer), and a
//! plain line protocol when stdin is not a terminal, which is how scripts and most
//! tests talk to `td ask`. Neither knows anything about trees beyond the view
//! it is given.

use std::io::{self, BufRead, Write};

use dialoguer::Select;
use dialoguer::theme::ColorfulTheme;

use crate::i18n::{Msg, t};
use crate::lang::Lang;

/// What a prompter needs to show one question.
pub struct QuestionView<'a> {
    /// 1-based count of the questions asked so far, this one included.
    pub number: usize,
    pub ask: &'a str,
    /// The paragraph the question concerns, as the TD reads it (`Law 45C`).
    pub citation: String,
    pub labels: Vec<&'a str>,
    pub ids: Vec<&'a str>,
    /// The answer to highlight: the earlier one after going back.
    pub preselect: Option<usize>,
    pub can_go_back: bool,
}

#[derive(Debug, PartialEq, Eq)]
pub enum Reply {
    Answer(usize),
    Back,
    Explain,
}

#[derive(Debug, thiserror::Error)]
pub enum PromptError {
    #[error("input ended before a ruling was reached")]
    Eof,
    #[error("interrupted")]
    Interrupted,
    #[error("terminal error: {0}")]
    Io(#[from] io::Error),
}

pub trait Prompter {
    fn ask(&mut self, q: &QuestionView) -> Result<Reply, PromptError>;
    /// Shows an explanation (the paragraph summary) and returns to the question.
    fn show(&mut self, text: &str) -> Result<(), PromptError>;
}

/// Line mode: questions and numbered answers on `out`, one reply per input line.
pub struct LinePrompter<R, W> {
    input: R,
    out: W,
    lang: Lang,
}

impl<R: BufRead, W: Write> LinePrompter<R, W> {
    pub fn new(input: R, out: W, lang: Lang) -> Self {
        LinePrompter { input, out, lang }
    }

    /// Reads a reply: a number, an answer id, `back`/`b`, or `?`. Blank lines are skipped.
    pub fn parse(q: &QuestionView, line: &str) -> Option<Reply> {
        let s = line.trim();
        match s {
            "?" | "explain" => Some(Reply::Explain),
            "back" | "b" | "<" => Some(Reply::Back),
            _ => {
                if let Ok(n) = s.parse::<usize>() {
                    return (1..=q.labels.len())
                        .contains(&n)
                        .then(|| Reply::Answer(n - 1));
                }
                q.ids.iter().position(|id| *id == s).map(Reply::Answer)
            }
        }
    }
}

impl<R: BufRead, W: Write> Prompter for LinePrompter<R, W> {
    fn ask(&mut self, q: &QuestionView) -> Result<Reply, PromptError> {
        writeln!(self.out, "\n{}. {} [{}]", q.number, q.ask, q.citation)?;
        for (i, (label, id)) in q.labels.iter().zip(&q.ids).enumerate() {
            writeln!(self.out, "  {}) {label}  ({id})", i + 1)?;
        }
        self.out.flush()?;
        loop {
            let mut line = String::new();
            if self.input.read_line(&mut line)? == 0 {
                return Err(PromptError::Eof);
            }
            if line.trim().is_empty() {
                continue;
            }
            match Self::parse(q, &line) {
                Some(reply) => return Ok(reply),
                None => {
                    let shown: String = crate::text::sanitize(line.trim())
                        .chars()
                        .take(40)
                        .collect();
                    writeln!(
                        self.out,
                        "`{shown}`: {}; {} (1-{})",
                        t(self.lang, Msg::LineInvalid),
                        t(self.lang, Msg::LineHelp),
                        q.labels.len()
                    )?;
                    self.out.flush()?;
                }
            }
        }
    }

    fn show(&mut self, text: &str) -> Result<(), PromptError> {
        write!(self.out, "{text}")?;
        Ok(self.out.flush()?)
    }
}

/// The optional short form after the ruling, on a terminal: each fact may be left
/// empty; a bad value is refused on the spot with the reason.
pub fn facts_form(
    lang: Lang,
    color: bool,
    facts: &mut crate::facts::Facts,
) -> Result<(), io::Error> {
    use crate::facts as f;
    let theme = if color {
        ColorfulTheme::default()
    } else {
        plain_theme()
    };
    let to_io = |e: dialoguer::Error| match e {
        dialoguer::Error::IO(e) => e,
    };
    let add = dialoguer::Confirm::with_theme(&theme)
        .with_prompt(t(lang, Msg::AddFacts))
        .default(false)
        .interact_opt()
        .map_err(to_io)?;
    if add != Some(true) {
        return Ok(());
    }
    fn ask<T>(
        theme: &ColorfulTheme,
        label: &str,
        parse: fn(&str) -> Result<T, String>,
    ) -> Result<Option<T>, io::Error> {
        let s: String = dialoguer::Input::with_theme(theme)
            .with_prompt(label)
            .allow_empty(true)
            .validate_with(|s: &String| {
                if s.trim().is_empty() {
                    Ok(())
                } else {
                    parse(s).map(|_| ())
                }
            })
            .interact_text()
            .map_err(|e| match e {
                dialoguer::Error::IO(e) => e,
            })?;
        Ok(if s.trim().is_empty() {
            None
        } else {
            parse(&s).ok()
        })
    }
    facts.event = ask(&theme, t(lang, Msg::FactEvent), f::text)?;
    facts.session = ask(&theme, t(lang, Msg::FactSession), f::text)?;
    facts.board = ask(&theme, t(lang, Msg::FactBoard), f::board)?;
    facts.table = ask(&theme, t(lang, Msg::FactTable), f::table)?;
    facts.contract = ask(&theme, t(lang, Msg::FactContract), f::contract)?;
    facts.declarer = ask(&theme, t(lang, Msg::FactDeclarer), f::seat)?;
    facts.called_by = ask(&theme, t(lang, Msg::FactCalledBy), f::seat)?;
    facts.notes = ask(&theme, t(lang, Msg::FactNotes), f::text)?;
    Ok(())
}

/// Terminal mode: an arrow-key menu per question on stderr. Esc or the Back entry
/// goes back; Explain shows the paragraph; Ctrl-C interrupts.
pub struct TerminalPrompter {
    lang: Lang,
    theme: ColorfulTheme,
}

impl TerminalPrompter {
    pub fn new(lang: Lang, color: bool) -> Self {
        let theme = if color {
            ColorfulTheme::default()
        } else {
            plain_theme()
        };
        TerminalPrompter { lang, theme }
    }
}

fn plain_theme() -> ColorfulTheme {
    let plain = console::Style::new().force_styling(false);
    ColorfulTheme {
        defaults_style: plain.clone(),
        prompt_style: plain.clone(),
        prompt_prefix: console::style("?".to_string()).force_styling(false),
        success_prefix: console::style("*".to_string()).force_styling(false),
        error_prefix: console::style("!".to_string()).force_styling(false),
        active_item_style: plain.clone(),
        inactive_item_style: plain.clone(),
        active_item_prefix: console::style(">".to_string()).force_styling(false),
        inactive_item_prefix: console::style(" ".to_string()).force_styling(false),
        values_style: plain.clone(),
        hint_style: plain.clone(),
        ..ColorfulTheme::default()
    }
}

impl Prompter for TerminalPrompter {
    fn ask(&mut self, q: &QuestionView) -> Result<Reply, PromptError> {
        let mut items: Vec<String> = q.labels.iter().map(|s| s.to_string()).collect();
        let explain = items.len();
        items.push(format!("{} {}", t(self.lang, Msg::Explain), q.citation));
        let back = q.can_go_back.then(|| {
            items.push(format!("<- {}", t(self.lang, Msg::Back)));
            items.len() - 1
        });
        let choice = Select::with_theme(&self.theme)
            .with_prompt(format!("{}. {}  [{}]", q.number, q.ask, q.citation))
            .items(&items)
            .default(q.preselect.unwrap_or(0))
            .interact_opt()
            .map_err(|e| match e {
                dialoguer::Error::IO(e) if e.kind() == io::ErrorKind::Interrupted => {
                    PromptError::Interrupted
                }
                dialoguer::Error::IO(e) => PromptError::Io(e),
            })?;
        Ok(match choice {
            None => Reply::Back,
            Some(i) if i == explain => Reply::Explain,
            Some(i) if Some(i) == back => Reply::Back,
            Some(i) => Reply::Answer(i),
        })
    }

    fn show(&mut self, text: &str) -> Result<(), PromptError> {
        let term = console::Term::stderr();
        term.write_str(text)?;
        term.write_line("")?;
        Ok(())
    }
}
