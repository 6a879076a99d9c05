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
use crate::keyword::Keyword;
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
    /// None of the answers fits the facts.
    NoneFits,
}

/// What the TD does once a ruling is given.
#[derive(Debug, PartialEq, Eq)]
pub enum Next {
    /// Rule on another irregularity of the same incident.
    Another,
    Done,
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
    /// After a ruling: another ruling for the same incident, or done.
    fn after_ruling(&mut self) -> Result<Next, PromptError>;
}

/// Longest reply line read in line mode: an answer is a number, an id or a keyword.
pub const MAX_LINE_BYTES: usize = 4096;

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

    /// Reads a reply: a choice number (the one after the answers is "none of these
    /// fits"), an answer id, or a keyword in any language (`back`, `?`, `none`).
    pub fn parse(q: &QuestionView, line: &str) -> Option<Reply> {
        let s = line.trim();
        match Keyword::parse(s) {
            Some(Keyword::Explain) => return Some(Reply::Explain),
            Some(Keyword::Back) => return Some(Reply::Back),
            Some(Keyword::None) => return Some(Reply::NoneFits),
            Some(Keyword::Another) => return None,
            None => {}
        }
        if let Ok(n) = s.parse::<usize>() {
            let answers = q.labels.len();
            return match n {
                n if (1..=answers).contains(&n) => Some(Reply::Answer(n - 1)),
                n if n == answers + 1 => Some(Reply::NoneFits),
                _ => None,
            };
        }
        q.ids.iter().position(|id| *id == s).map(Reply::Answer)
    }

    /// The next input line, or `None` at the end of input.
    /// Bytes that are not UTF-8 make a line no answer can match, and the question is
    /// asked again; they never end the questionnaire. A line longer than
    /// [`MAX_LINE_BYTES`] is skipped without being kept (one 700 MB line once took
    /// 1.4 GB), said so, and read as an empty line.
    fn next_line(&mut self) -> io::Result<Option<String>> {
        let mut line = Vec::new();
        let mut limited = io::Read::take(&mut self.input, MAX_LINE_BYTES as u64 + 1);
        let n = limited.read_until(b'\n', &mut line)?;
        if line.len() > MAX_LINE_BYTES && line.last() != Some(&b'\n') {
            self.skip_rest_of_line()?;
            let max = MAX_LINE_BYTES.to_string();
            let message = crate::i18n::tf(self.lang, Msg::LineTooLong, &[&max]);
            writeln!(self.out, "{message}")?;
            return Ok(Some(String::new()));
        }
        Ok((n > 0).then(|| String::from_utf8_lossy(&line).into_owned()))
    }

    /// Reads past the next newline, keeping nothing.
    fn skip_rest_of_line(&mut self) -> io::Result<()> {
        loop {
            let buf = self.input.fill_buf()?;
            if buf.is_empty() {
                return Ok(());
            }
            match buf.iter().position(|b| *b == b'\n') {
                Some(i) => {
                    self.input.consume(i + 1);
                    return Ok(());
                }
                None => {
                    let all = buf.len();
                    self.input.consume(all);
                }
            }
        }
    }

    /// The keywords a TD can type, in his language: "`back`, `none`, `?`".
    fn keywords(&self) -> String {
        [Keyword::Back, Keyword::None, Keyword::Explain]
            .iter()
            .map(|k| format!("`{}`", k.word(self.lang)))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

impl<R: BufRead, W: Write> Prompter for LinePrompter<R, W> {
    fn ask(&mut self, q: &QuestionView) -> Result<Reply, PromptError> {
        writeln!(self.out, "\n{}. {} [{}]", q.number, q.ask, q.citation)?;
        for (i, (label, id)) in q.labels.iter().zip(&q.ids).enumerate() {
            writeln!(self.out, "  {}) {label}  ({id})", i + 1)?;
        }
        writeln!(
            self.out,
            "  {}) {}  ({})",
            q.labels.len() + 1,
            t(self.lang, Msg::NoneFits),
            Keyword::None.word(self.lang)
        )?;
        self.out.flush()?;
        loop {
            let Some(line) = self.next_line()? else {
                return Err(PromptError::Eof);
            };
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
                    let help = t(self.lang, Msg::LineHelp)
                        .replace("{range}", &format!("1-{}", q.labels.len() + 1))
                        .replace("{keywords}", &self.keywords());
                    writeln!(
                        self.out,
                        "`{shown}`: {}; {help}",
                        t(self.lang, Msg::LineInvalid)
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

    /// Reads on after the ruling: `another` (in any language) starts another
    /// ruling; other lines are ignored; the end of input means done.
    fn after_ruling(&mut self) -> Result<Next, PromptError> {
        writeln!(
            self.out,
            "\n({} `{}`)",
            t(self.lang, Msg::AnotherHint),
            Keyword::Another.word(self.lang)
        )?;
        self.out.flush()?;
        loop {
            let Some(line) = self.next_line()? else {
                return Ok(Next::Done);
            };
            if Keyword::parse(&line) == Some(Keyword::Another) {
                return Ok(Next::Another);
            }
        }
    }
}

/// The optional short form after the ruling, on a terminal: each fact may be left
/// empty; a bad value is refused on the spot with the reason.
/// `[y/N]` in the TD's letters: no is the default.
fn yes_no_hint(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "[y/N]",
        Lang::Nb => "[j/N]",
        Lang::Pl => "[t/N]",
    }
}

/// Yes in any of our languages: y, yes, j, ja, t, tak (any case).
pub fn is_yes(answer: &str) -> bool {
    matches!(
        answer.trim().to_lowercase().as_str(),
        "y" | "yes" | "j" | "ja" | "t" | "tak"
    )
}

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
    // Not dialoguer's Confirm: it takes only y/n, and a Norwegian TD answers j, a
    // Polish one t. Empty or anything else is no.
    let answer: String = dialoguer::Input::with_theme(&theme)
        .with_prompt(format!("{} {}", t(lang, Msg::AddFacts), yes_no_hint(lang)))
        .allow_empty(true)
        .interact_text()
        .map_err(to_io)?;
    if !is_yes(&answer) {
        return Ok(());
    }
    fn ask<T>(
        theme: &ColorfulTheme,
        label: &str,
        parse: &dyn Fn(&str) -> Result<T, String>,
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
    facts.event = ask(&theme, t(lang, Msg::FactEvent), &f::text)?;
    facts.session = ask(&theme, t(lang, Msg::FactSession), &f::text)?;
    facts.board = ask(&theme, t(lang, Msg::FactBoard), &|s| f::board(s, lang))?;
    facts.table = ask(&theme, t(lang, Msg::FactTable), &|s| f::table(s, lang))?;
    // Contract and seats in the TD's own letters; the record keeps the canonical.
    facts.contract = ask(&theme, t(lang, Msg::FactContract), &|s| {
        f::contract(s, lang)
    })?;
    facts.declarer = ask(&theme, t(lang, Msg::FactDeclarer), &|s| f::seat(s, lang))?;
    facts.called_by = ask(&theme, t(lang, Msg::FactCalledBy), &|s| f::seat(s, lang))?;
    facts.notes = ask(&theme, t(lang, Msg::FactNotes), &f::text)?;
    Ok(())
}

/// Terminal mode: an arrow-key menu per question on stderr. Esc or the Back entry
/// goes back; Explain shows the paragraph; Ctrl-C interrupts.
pub struct TerminalPrompter {
    lang: Lang,
    theme: ColorfulTheme,
    /// Lines written per answered question (its answer line, and any explanation
    /// shown at the question after it), so that Back can erase exactly those.
    steps: Vec<usize>,
}

impl TerminalPrompter {
    pub fn new(lang: Lang, color: bool) -> Self {
        let theme = if color {
            ColorfulTheme::default()
        } else {
            plain_theme()
        };
        TerminalPrompter {
            lang,
            theme,
            steps: Vec::new(),
        }
    }

    /// The terminal's width in columns.
    fn width(&self) -> usize {
        usize::from(console::Term::stderr().size().1).max(30)
    }

    /// `text` wrapped to `width` with explicit line breaks. dialoguer counts the
    /// lines it must clear by `\n`, so a line the terminal wrapped by itself would be
    /// left on the screen; words are never cut either.
    fn fit(text: &str, width: usize, hang: usize) -> String {
        let indent = " ".repeat(hang);
        let options = textwrap::Options::new(width)
            .subsequent_indent(&indent)
            .word_separator(textwrap::WordSeparator::AsciiSpace);
        textwrap::fill(text, &options)
    }

    /// Writes the answer line of a question (`3. Whose card? -> Declarer's`),
    /// replacing dialoguer's own report, which would also echo Explain and Back.
    fn report(&mut self, q: &QuestionView, answer: &str) -> Result<(), PromptError> {
        let line = Self::fit(
            &format!("{}. {} -> {answer}", q.number, q.ask),
            self.width().saturating_sub(1),
            3,
        );
        console::Term::stderr().write_line(&line)?;
        self.steps.push(line.lines().count());
        Ok(())
    }
}

/// The theme for `--color never` (and NO_COLOR): every styled part of the default
/// theme replaced, down to the prompt's suffix; a screen test (`tests/terminal_screen.rs`)
/// checks that no cell is coloured.
fn plain_theme() -> ColorfulTheme {
    let plain = console::Style::new().force_styling(false);
    let mark = |s: &str| console::style(s.to_string()).force_styling(false);
    ColorfulTheme {
        defaults_style: plain.clone(),
        prompt_style: plain.clone(),
        prompt_prefix: mark("?"),
        prompt_suffix: mark(">"),
        success_prefix: mark("*"),
        success_suffix: mark("-"),
        error_prefix: mark("!"),
        error_style: plain.clone(),
        hint_style: plain.clone(),
        values_style: plain.clone(),
        active_item_style: plain.clone(),
        inactive_item_style: plain,
        active_item_prefix: mark(">"),
        inactive_item_prefix: mark(" "),
        checked_item_prefix: mark("[x]"),
        unchecked_item_prefix: mark("[ ]"),
        picked_item_prefix: mark(">"),
        unpicked_item_prefix: mark(" "),
    }
}

impl Prompter for TerminalPrompter {
    fn ask(&mut self, q: &QuestionView) -> Result<Reply, PromptError> {
        let mut items: Vec<String> = q.labels.iter().map(|s| s.to_string()).collect();
        let none_fits = items.len();
        items.push(t(self.lang, Msg::NoneFits).to_string());
        let explain = items.len();
        items.push(format!("{} {}", t(self.lang, Msg::Explain), q.citation));
        let back = q.can_go_back.then(|| {
            items.push(format!("<- {}", t(self.lang, Msg::Back)));
            items.len() - 1
        });
        // The prompt's "? " and an item's "> " take two columns.
        let width = self.width().saturating_sub(3);
        let items: Vec<String> = items.iter().map(|i| Self::fit(i, width, 2)).collect();
        let prompt = Self::fit(
            &format!("{}. {}  [{}]", q.number, q.ask, q.citation),
            width,
            3,
        );
        let choice = Select::with_theme(&self.theme)
            .with_prompt(prompt)
            .items(&items)
            .default(q.preselect.unwrap_or(0))
            .report(false)
            .interact_opt()
            .map_err(menu_error)?;
        let reply = match choice {
            None => Reply::Back,
            Some(i) if i == none_fits => Reply::NoneFits,
            Some(i) if i == explain => Reply::Explain,
            Some(i) if Some(i) == back => Reply::Back,
            Some(i) => Reply::Answer(i),
        };
        match reply {
            Reply::Answer(i) => self.report(q, q.labels[i])?,
            Reply::NoneFits => self.report(q, t(self.lang, Msg::NoneFits))?,
            // Going back: the answer line of the question we return to (and any
            // explanation shown since) disappears, so no stale answer stays.
            Reply::Back => {
                if let Some(lines) = self.steps.pop() {
                    console::Term::stderr().clear_last_lines(lines)?;
                }
            }
            Reply::Explain => {}
        }
        Ok(reply)
    }

    fn show(&mut self, text: &str) -> Result<(), PromptError> {
        let term = console::Term::stderr();
        term.write_str(text)?;
        term.write_line("")?;
        if let Some(last) = self.steps.last_mut() {
            // The text's lines, and the empty line a trailing newline leaves.
            *last += text.lines().count() + usize::from(text.ends_with('\n') || text.is_empty());
        }
        Ok(())
    }

    /// A menu: done, or another ruling for the same incident. Esc means done.
    fn after_ruling(&mut self) -> Result<Next, PromptError> {
        let items = [t(self.lang, Msg::Done), t(self.lang, Msg::AnotherRuling)];
        let choice = Select::with_theme(&self.theme)
            .with_prompt(t(self.lang, Msg::AfterRuling))
            .items(items)
            .default(0)
            .interact_opt()
            .map_err(menu_error)?;
        Ok(if choice == Some(1) {
            Next::Another
        } else {
            Next::Done
        })
    }
}

/// Ctrl-C inside a menu is an interruption, not a terminal failure.
fn menu_error(e: dialoguer::Error) -> PromptError {
    match e {
        dialoguer::Error::IO(e) if e.kind() == io::ErrorKind::Interrupted => {
            PromptError::Interrupted
        }
        dialoguer::Error::IO(e) => PromptError::Io(e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn yes_in_every_language_and_no_by_default() {
        for yes in ["y", "Yes", "j", "JA", "t", "tak "] {
            assert!(is_yes(yes), "{yes}");
        }
        for no in ["", "n", "nei", "nie", "no", "x"] {
            assert!(!is_yes(no), "{no}");
        }
    }
}
