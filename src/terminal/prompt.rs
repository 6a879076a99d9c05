//! The prompters: how a question reaches the TD and an answer comes back.
//!
//! Two drivers of the same walker: arrow-key menus on a terminal (dialoguer), and a
//! plain line protocol when stdin is not a terminal, which is how scripts and most
//! tests talk to `td ask`. Neither knows anything about trees beyond the view
//! it is given.

use std::io::{self, BufRead, Write};

use dialoguer::theme::ColorfulTheme;

use crate::model::score_kind::{KindSet, ScoreKind};
use crate::texts::i18n::{Msg, t, tf};
use crate::texts::keyword::Keyword;
use crate::texts::lang::Lang;

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
    /// One line under the question on a terminal: how to tell the answers apart.
    pub hint: Option<String>,
    /// The full explanation, for `?` on a terminal, wrapped to the width given: the
    /// menu asks for it at the width it draws at, so no line is wrapped twice.
    pub explain: &'a dyn Fn(usize) -> String,
    /// A player's choice: who is asked ("The offender's left-hand opponent").
    /// The way out is then "Not chosen yet" instead of "None of these fits".
    pub chooser: Option<&'a str>,
    /// The steps said since the last question, each as "Say this" shows it.
    pub said: Vec<String>,
}

#[derive(Debug, PartialEq, Eq)]
pub enum Reply {
    Answer(usize),
    Back,
    Explain,
    /// None of the answers fits the facts.
    NoneFits,
    /// The player has not made his choice yet.
    Wait,
    /// Words that are no answer (line mode: "slow pass partner bid"): the walker
    /// shows what `td search` finds for them, then asks the question again.
    Search(String),
}

/// What the TD does once a ruling is given.
#[derive(Debug, PartialEq, Eq)]
pub enum Next {
    /// Rule on another irregularity of the same incident.
    Another,
    /// Change the last answer of the walk just ruled on.
    Back,
    /// Compute the adjusted score of this ruling: `td score`'s arguments.
    Score(Vec<String>),
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
    /// `readout` is the ruling as the TD reads it out (already printed by line
    /// prompters, shown by a terminal one), `details` the rest.
    fn after_ruling(
        &mut self,
        readout: &str,
        details: &str,
        offer: Offer,
    ) -> Result<Next, PromptError>;
}

/// What the TD may do after a ruling (or "not covered").
#[derive(Clone, Debug)]
pub struct Offer {
    pub another: bool,
    pub back: bool,
    /// The number of the ruling these facts go on to, if any: Enter goes there.
    pub goes_on: Option<usize>,
    /// The kinds of score the ruling allows: the TD may record one here.
    pub scores: KindSet,
    /// The event's standard procedural penalty (`25%`), where a regulation sets it:
    /// `--penalty NS` alone takes it.
    pub penalty_standard: Option<String>,
}

/// Longest reply line read in line mode: an answer is a number, an id or a keyword.
pub const MAX_LINE_BYTES: usize = 4096;

/// Line mode: questions and numbered answers on `out`, one reply per input line.
pub struct LinePrompter<R, W> {
    input: R,
    out: W,
    lang: Lang,
    /// The terminal's width when `out` is one (`ask --lines`), so that questions,
    /// answers and hints wrap as the ruling does; `None` when piped.
    width: Option<usize>,
}

impl<R: BufRead, W: Write> LinePrompter<R, W> {
    pub fn new(input: R, out: W, lang: Lang, width: Option<usize>) -> Self {
        LinePrompter {
            input,
            out,
            lang,
            width,
        }
    }

    /// `text` after `lead` (`"3. "`, `"  1) "`), its further lines indented under
    /// the text's start, when there is a width to wrap to.
    fn hanging(&self, lead: &str, text: &str) -> String {
        match self.width {
            Some(width) => crate::terminal::render::hanging(lead, text, width),
            None => format!("{lead}{text}"),
        }
    }

    /// Reads a reply: a choice number (the one after the answers is "none of these
    /// fits"), an answer id, or a keyword in any language (`back`, `?`, `none`).
    pub fn parse(q: &QuestionView, line: &str) -> Option<Reply> {
        let s = line.trim();
        let way_out = if q.chooser.is_some() {
            Reply::Wait
        } else {
            Reply::NoneFits
        };
        match Keyword::parse(s) {
            Some(Keyword::Explain) => return Some(Reply::Explain),
            Some(Keyword::Back) => return Some(Reply::Back),
            Some(Keyword::None) if q.chooser.is_none() => return Some(Reply::NoneFits),
            Some(Keyword::Wait) if q.chooser.is_some() => return Some(Reply::Wait),
            Some(_) => return None,
            None => {}
        }
        if let Ok(n) = s.parse::<usize>() {
            let answers = q.labels.len();
            return match n {
                n if (1..=answers).contains(&n) => Some(Reply::Answer(n - 1)),
                n if n == answers + 1 => Some(way_out),
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
            let message = crate::texts::i18n::tf(self.lang, Msg::LineTooLong, &[&max]);
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

/// Two or more words with letters, not a number or an id: a description to search.
fn is_description(line: &str) -> bool {
    line.split_whitespace()
        .filter(|w| w.chars().any(char::is_alphabetic))
        .count()
        >= 2
}

impl<R: BufRead, W: Write> Prompter for LinePrompter<R, W> {
    fn ask(&mut self, q: &QuestionView) -> Result<Reply, PromptError> {
        for said in &q.said {
            writeln!(self.out, "\n{said}")?;
        }
        let asked = match q.chooser {
            Some(who) => format!("{who}: {} [{}]", q.ask, q.citation),
            None => format!("{} [{}]", q.ask, q.citation),
        };
        writeln!(
            self.out,
            "\n{}",
            self.hanging(&format!("{}. ", q.number), &asked)
        )?;
        for (i, (label, id)) in q.labels.iter().zip(&q.ids).enumerate() {
            let answer = self.hanging(&format!("  {}) ", i + 1), &format!("{label}  ({id})"));
            writeln!(self.out, "{answer}")?;
        }
        let (way_out, word) = match q.chooser {
            Some(_) => (Msg::NotChosenYet, Keyword::Wait),
            None => (Msg::NoneFits, Keyword::None),
        };
        let last = format!("{}  ({})", t(self.lang, way_out), word.word(self.lang));
        let last = self.hanging(&format!("  {}) ", q.labels.len() + 1), &last);
        writeln!(self.out, "{last}")?;
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
                // A few words rather than an answer: the TD is describing what
                // happened; `td search` may know where it belongs.
                None if is_description(&line) => {
                    return Ok(Reply::Search(crate::texts::text::sanitize(line.trim())));
                }
                None => {
                    let shown: String = crate::texts::text::sanitize(line.trim())
                        .chars()
                        .take(40)
                        .collect();
                    let range = format!("1-{}", q.labels.len() + 1);
                    let help = tf(self.lang, Msg::LineHelp, &[&range, &self.keywords()]);
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
    /// ruling, `back` changes the last answer; other lines are ignored; the end of
    /// input means done.
    fn after_ruling(
        &mut self,
        _readout: &str,
        _details: &str,
        offer: Offer,
    ) -> Result<Next, PromptError> {
        let another = format!(
            "({} `{}`)",
            t(self.lang, Msg::AnotherHint),
            Keyword::Another.word(self.lang)
        );
        writeln!(self.out, "\n{}", self.hanging("", &another))?;
        if let Some(hint) = score_hint(&offer, self.lang) {
            writeln!(self.out, "{}", self.hanging("", &format!("({hint})")))?;
        }
        self.out.flush()?;
        loop {
            let Some(line) = self.next_line()? else {
                return Ok(Next::Done);
            };
            match Keyword::command(&line) {
                Some((Keyword::Another, rest)) if offer.another && rest.is_empty() => {
                    return Ok(Next::Another);
                }
                Some((Keyword::Back, rest)) if offer.back && rest.is_empty() => {
                    return Ok(Next::Back);
                }
                Some((Keyword::Score, args)) if !offer.scores.is_empty() => {
                    return Ok(Next::Score(args));
                }
                // A blank line asks nothing; anything else gets an answer, so no
                // score or command the TD typed is ever dropped in silence.
                _ if line.trim().is_empty() => {}
                Some((Keyword::Score, _)) => {
                    writeln!(self.out, "td: {}", t(self.lang, Msg::ScoreNotHere))?;
                }
                _ => {
                    let mut words = Vec::new();
                    if offer.another {
                        words.push(format!("`{}`", Keyword::Another.word(self.lang)));
                    }
                    if offer.back {
                        words.push(format!("`{}`", Keyword::Back.word(self.lang)));
                    }
                    if !offer.scores.is_empty() {
                        words.push(format!("`{} ...`", Keyword::Score.word(self.lang)));
                    }
                    let shown =
                        crate::texts::text::clip(crate::texts::text::one_line(&line).trim(), 40);
                    writeln!(
                        self.out,
                        "td: {}",
                        tf(
                            self.lang,
                            Msg::AfterRulingUnknown,
                            &[&shown, &words.join(", ")]
                        )
                    )?;
                }
            }
            self.out.flush()?;
        }
    }
}

/// The optional short form after the ruling, on a terminal: each fact may be left
/// empty; a bad value is refused on the spot with the reason.
/// `[y/N]` in the TD's letters (the catalogue's `yes-no-hint`): no is the default.
pub(crate) fn yes_no_hint(lang: Lang) -> &'static str {
    t(lang, Msg::YesNoHint)
}

/// Yes in any of our languages (each catalogue's `yes-words`: y, yes, j, ja, t,
/// tak), in any case.
pub fn is_yes(answer: &str) -> bool {
    let answer = answer.trim().to_lowercase();
    Lang::ALL.into_iter().any(|lang| {
        t(lang, Msg::YesWords)
            .split_whitespace()
            .any(|w| w.to_lowercase() == answer)
    })
}

/// How to record the score in line mode, by what the ruling allows: results
/// weighted where it may be adjusted, one result named by its kind where it is
/// scored anew, or the word alone where the result can only stand.
fn score_hint(offer: &Offer, lang: Lang) -> Option<String> {
    let scores = offer.scores;
    let score = Keyword::Score.word(lang);
    // With the event's standard set, the side alone is the whole penalty.
    let penalty = match &offer.penalty_standard {
        Some(_) => format!("{score} --penalty NS"),
        None => format!("{score} --penalty NS:25% --top 12"),
    };
    let example = if scores.contains(ScoreKind::Adjusted) {
        format!("{score} --vul NS --result 4S=/S:60 --result 4S-1/S:40")
    } else if let Some(k) = [ScoreKind::Rescored, ScoreKind::Transferred]
        .into_iter()
        .find(|k| scores.contains(*k))
    {
        format!("{score} {} 4S-1 --by S --vul NS", k.id())
    } else if scores.contains(ScoreKind::Artificial) {
        format!("{score} --ns A+ --ew A-")
    } else if scores.contains(ScoreKind::Penalty) {
        penalty.clone()
    } else if scores.contains(ScoreKind::Stands) {
        let only = format!("{score} {}", ScoreKind::Stands.id());
        return Some(tf(lang, Msg::ScoreHintStands, &[&only]));
    } else {
        return None;
    };
    // A penalty goes beside the board's score: shown as a second example.
    let example = if scores.contains(ScoreKind::Penalty) && !example.contains("--penalty") {
        format!("{example}`; `{penalty}")
    } else {
        example
    };
    let kinds: Vec<&str> = scores.kinds().iter().map(|k| k.id()).collect();
    let mut hint = tf(lang, Msg::ScoreHint, &[&kinds.join(", "), &example]);
    if let (true, Some(standard)) = (scores.contains(ScoreKind::Penalty), &offer.penalty_standard) {
        hint += &tf(lang, Msg::ScoreHintStandard, &[standard]);
    }
    Some(hint)
}

/// One line a form asks for, checked as typed with `check` (the line is asked again
/// with the error under it); empty is allowed, and returned empty. Trimmed.
pub(crate) fn optional_line(
    theme: &ColorfulTheme,
    label: &str,
    check: &dyn Fn(&str) -> Result<(), String>,
) -> Result<String, io::Error> {
    dialoguer::Input::<String>::with_theme(theme)
        .with_prompt(label)
        .allow_empty(true)
        .validate_with(|s: &String| {
            if s.trim().is_empty() {
                Ok(())
            } else {
                check(s)
            }
        })
        .interact_text()
        .map(|s| s.trim().to_string())
        .map_err(|dialoguer::Error::IO(e)| e)
}

/// Board and table first (what a record is found by), then the rest; event and
/// session only when the config file or flags have not set them. `saved` is called
/// after each fact, so a Ctrl-C in the form keeps what was typed.
pub fn facts_form(
    lang: Lang,
    color: bool,
    facts: &mut crate::records::facts::Facts,
    saved: &mut dyn FnMut(&crate::records::facts::Facts),
) -> Result<(), io::Error> {
    use crate::records::facts as f;
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
        let s = optional_line(theme, label, &|s| parse(s).map(|_| ()))?;
        Ok(if s.is_empty() { None } else { parse(&s).ok() })
    }
    facts.board =
        ask(&theme, t(lang, Msg::FactBoard), &|s| f::board(s, lang))?.or(facts.board.take());
    saved(facts);
    facts.table =
        ask(&theme, t(lang, Msg::FactTable), &|s| f::table(s, lang))?.or(facts.table.take());
    saved(facts);
    if facts.event.is_none() {
        facts.event =
            ask(&theme, t(lang, Msg::FactEvent), &|s| f::text_in(s, lang))?.or(facts.event.take());
        saved(facts);
    }
    if facts.session.is_none() {
        facts.session = ask(&theme, t(lang, Msg::FactSession), &|s| f::text_in(s, lang))?
            .or(facts.session.take());
        saved(facts);
    }
    // Contract and seats in the TD's own letters; the record keeps the canonical.
    facts.contract = ask(&theme, t(lang, Msg::FactContract), &|s| {
        f::contract(s, lang)
    })?
    .or(facts.contract.take());
    saved(facts);
    facts.declarer =
        ask(&theme, t(lang, Msg::FactDeclarer), &|s| f::seat(s, lang))?.or(facts.declarer.take());
    saved(facts);
    facts.called_by =
        ask(&theme, t(lang, Msg::FactCalledBy), &|s| f::seat(s, lang))?.or(facts.called_by.take());
    saved(facts);
    facts.notes =
        ask(&theme, t(lang, Msg::FactNotes), &|s| f::text_in(s, lang))?.or(facts.notes.take());
    saved(facts);
    Ok(())
}

/// Terminal mode: a menu per question on stderr (see `menu.rs` for the keys). Esc
/// or the Back entry goes back; `?` explains in an overlay; Ctrl-C interrupts.
pub struct TerminalPrompter {
    lang: Lang,
    color: bool,
    /// Lines written per answered question of the current walk (its answer line),
    /// so that Back can erase exactly those; emptied when a ruling is shown, so
    /// nothing above a ruling is ever erased.
    steps: Vec<usize>,
    /// Raw input for as long as the prompter lives (dropped for the facts form).
    raw: Option<crate::terminal::menu::RawMode>,
}

impl TerminalPrompter {
    pub fn new(lang: Lang, color: bool) -> Result<Self, PromptError> {
        crate::terminal::menu::set_lang(lang);
        Ok(TerminalPrompter {
            lang,
            color,
            steps: Vec::new(),
            raw: Some(crate::terminal::menu::RawMode::enter()?),
        })
    }

    /// Gives the terminal back (before the facts form, which reads lines).
    pub fn release(&mut self) {
        self.raw = None;
    }

    /// The terminal's width in columns.
    fn width(&self) -> usize {
        usize::from(console::Term::stderr().size().1).max(30)
    }

    /// `text` wrapped to `width` with explicit line breaks, so that Back knows how
    /// many rows to clear; words are never cut.
    fn fit(text: &str, width: usize, hang: usize) -> String {
        let indent = " ".repeat(hang);
        let options = textwrap::Options::new(width)
            .subsequent_indent(&indent)
            .word_separator(textwrap::WordSeparator::AsciiSpace);
        textwrap::fill(text, &options)
    }

    /// Writes the answer line of a question (`3. Whose card? -> Declarer's`).
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

    /// The key bar after a ruling, read until a key that means something. A
    /// ruling taller than the screen is shown from its top on the alternate screen
    /// (empty lines dropped), scrolled with the arrows and space, so its first
    /// line and options stay in view; it is on the main screen in full as well.
    fn key_bar(&mut self, readout: &str, items: &[(char, String)]) -> Result<char, PromptError> {
        let bar = items
            .iter()
            .map(|(k, s)| format!("{k} {s}"))
            .collect::<Vec<_>>()
            .join(" · ");
        let term = console::Term::stderr();
        let lines: Vec<&str> = readout.lines().filter(|l| !l.trim().is_empty()).collect();
        term.write_str("\x1b[?25l")?;
        let mut top = 0;
        let mut alternate: Option<crate::terminal::menu::Alternate> = None;
        // Laid out again after a resize (polled, as the menus do).
        let (key, paged, rows) = 'layout: loop {
            let size = term.size();
            let height = usize::from(size.0).max(1);
            let bar: String = Self::fit(&bar, self.width().saturating_sub(1), 2);
            let rows = bar.lines().count();
            let paged = readout.lines().count() + rows > height && height > rows + 1;
            let room = height.saturating_sub(rows).max(1);
            top = top.min(lines.len().saturating_sub(1));
            let draw = |top: usize| -> io::Result<()> {
                if paged {
                    let end = (top + room).min(lines.len());
                    let mut page = String::from("\x1b[H\x1b[2J");
                    page += &lines[top..end].join("\r\n");
                    page += &"\r\n".repeat(room - (end - top) + 1);
                    term.write_str(&format!("{page}\x1b[{};1H{bar}", height - rows + 1))
                } else {
                    term.write_str(&format!("\r\x1b[J{bar}"))
                }
            };
            // The alternate screen only while paging.
            if paged != alternate.is_some() {
                alternate = if paged {
                    Some(crate::terminal::menu::Alternate::enter()?)
                } else {
                    None
                };
            }
            draw(top)?;
            loop {
                if !crate::terminal::menu::key_ready(std::time::Duration::from_millis(200)) {
                    if term.size() != size {
                        if !paged {
                            clear_rows(rows)?;
                            term.write_str("\x1b[?25l")?;
                        }
                        continue 'layout;
                    }
                    continue;
                }
                match term.read_key_raw()? {
                    console::Key::CtrlC => break 'layout (None, paged, rows),
                    console::Key::Enter | console::Key::Escape => {
                        break 'layout (Some('d'), paged, rows);
                    }
                    console::Key::Char(c) if items.iter().any(|(k, _)| *k == c) => {
                        break 'layout (Some(c), paged, rows);
                    }
                    console::Key::ArrowDown | console::Key::PageDown | console::Key::Char(' ')
                        if paged && top + room < lines.len() =>
                    {
                        top = next_page(&lines, top, room);
                        draw(top)?;
                    }
                    console::Key::ArrowUp | console::Key::PageUp if paged => {
                        top = top.saturating_sub(room.saturating_sub(1).max(1));
                        draw(top)?;
                    }
                    _ => {}
                }
            }
        };
        if paged {
            drop(alternate);
            term.write_str("\x1b[?25h")?;
        } else {
            clear_rows(rows)?;
        }
        key.ok_or(PromptError::Interrupted)
    }
}

/// Where the page after the one at `top` starts: at the first line not shown, or
/// at the start of the item (an answer, an option) cut off at the page's foot, so
/// each item can be read whole on one page. Continuation lines hang by four.
fn next_page(lines: &[&str], top: usize, room: usize) -> usize {
    let end = (top + room).min(lines.len().saturating_sub(1));
    let hangs = |l: &str| l.starts_with("    ");
    if !hangs(lines[end]) {
        return end;
    }
    match (top + 1..end).rev().find(|&i| !hangs(lines[i])) {
        Some(start) => start,
        None => end,
    }
}

/// Clears `rows` rows ending at the cursor's and shows the cursor.
fn clear_rows(rows: usize) -> io::Result<()> {
    let mut out = String::from("\r");
    if rows > 1 {
        out += &format!("\x1b[{}A", rows - 1);
    }
    out += "\x1b[J\x1b[?25h";
    console::Term::stderr().write_str(&out)
}

/// The theme for `--color never` (and NO_COLOR): every styled part of the default
/// theme replaced, down to the prompt's suffix; a screen test (`tests/terminal_screen.rs`)
/// checks that no cell is coloured.
pub(crate) fn plain_theme() -> ColorfulTheme {
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
        // What the TD says now stays on screen above the next question or choice.
        for said in &q.said {
            console::Term::stderr().write_str(&format!("\n{said}\n"))?;
        }
        if !q.said.is_empty() {
            // A Back must not erase the steps said with the answer before them.
            self.steps.clear();
        }
        let none_fits = 0;
        let way_out = if q.chooser.is_some() {
            Msg::NotChosenYet
        } else {
            Msg::NoneFits
        };
        let mut extras = vec![t(self.lang, way_out).to_string()];
        let back = q.can_go_back.then(|| {
            extras.push(format!("<- {}", t(self.lang, Msg::Back)));
            extras.len() - 1
        });
        let yes = q.ids.iter().position(|i| *i == "yes");
        let no = q.ids.iter().position(|i| *i == "no");
        let yes_no = yes.zip(no);
        // The answers in the tree's order, as line mode and the page list them: a
        // digit means the same answer on every face; `y` and `n` work whatever the order.
        let keys = if yes_no.is_some() {
            Msg::YesNoKeys
        } else {
            Msg::MenuKeys
        };
        // The tree's help under the question, the keys on the row above the
        // extras; with no help, the keys under the question.
        let (hint, keys) = match &q.hint {
            Some(h) => (h.clone(), t(self.lang, keys).to_string()),
            None => (t(self.lang, keys).to_string(), String::new()),
        };
        let title = match q.chooser {
            Some(who) => format!("{}. {who}: {}  [{}]", q.number, q.ask, q.citation),
            None => format!("{}. {}  [{}]", q.number, q.ask, q.citation),
        };
        let menu = crate::terminal::menu::Menu {
            title,
            hint,
            keys,
            items: q.labels.iter().map(|l| l.to_string()).collect(),
            extras,
            yes_no,
            default: q.preselect.unwrap_or(0),
            explain: true,
            color: self.color,
        };
        let reply = match menu.interact(q.explain)? {
            crate::terminal::menu::Choice::Interrupted => return Err(PromptError::Interrupted),
            crate::terminal::menu::Choice::Back => Reply::Back,
            crate::terminal::menu::Choice::Explain => Reply::Explain,
            crate::terminal::menu::Choice::Extra(i) if i == none_fits && q.chooser.is_some() => {
                Reply::Wait
            }
            crate::terminal::menu::Choice::Extra(i) if i == none_fits => Reply::NoneFits,
            crate::terminal::menu::Choice::Extra(i) if Some(i) == back => Reply::Back,
            crate::terminal::menu::Choice::Extra(_) => Reply::Back,
            crate::terminal::menu::Choice::Item(i) => Reply::Answer(i),
        };
        match reply {
            Reply::Answer(i) => self.report(q, q.labels[i])?,
            Reply::NoneFits => self.report(q, t(self.lang, Msg::NoneFits))?,
            Reply::Wait => self.report(q, t(self.lang, Msg::NotChosenYet))?,
            // Going back: the answer line of the question we return to disappears,
            // so no stale answer stays; at the first question nothing is erased.
            Reply::Back if q.can_go_back => {
                if let Some(lines) = self.steps.pop() {
                    console::Term::stderr().clear_last_lines(lines)?;
                }
            }
            Reply::Back | Reply::Explain | Reply::Search(_) => {}
        }
        Ok(reply)
    }

    fn show(&mut self, text: &str) -> Result<(), PromptError> {
        let term = console::Term::stderr();
        term.write_str(text)?;
        term.write_line("")?;
        Ok(())
    }

    /// A one-line key bar under the ruling, so the ruling keeps the screen: Enter
    /// (or Esc) done, 1 another ruling, 2 back: change the last answer, 3 details.
    fn after_ruling(
        &mut self,
        readout: &str,
        details: &str,
        offer: Offer,
    ) -> Result<Next, PromptError> {
        // Nothing printed before the ruling may be erased by a later Back.
        self.steps.clear();
        console::Term::stderr().write_str(&format!("\n{readout}"))?;
        let first = match offer.goes_on {
            Some(n) => format!("{} {n}", t(self.lang, Msg::Ruling)),
            None => t(self.lang, Msg::Done).to_string(),
        };
        let mut items = vec![('↵', first)];
        if offer.another {
            items.push(('1', t(self.lang, Msg::AnotherRuling).to_string()));
        }
        if offer.back {
            items.push(('2', t(self.lang, Msg::BackLast).to_string()));
        }
        if !details.is_empty() {
            items.push(('3', t(self.lang, Msg::Details).to_string()));
        }
        if !offer.scores.is_empty() {
            items.push(('4', t(self.lang, Msg::AdjustedScoreKey).to_string()));
        }
        let mut shown = readout;
        loop {
            match self.key_bar(shown, &items)? {
                '1' => return Ok(Next::Another),
                '2' => return Ok(Next::Back),
                // Where the result can only stand, there is nothing to fill in.
                '4' if offer.scores.kinds() == [ScoreKind::Stands] => {
                    return Ok(Next::Score(Vec::new()));
                }
                '4' => {
                    let form = crate::terminal::score_form::ScoreForm {
                        lang: self.lang,
                        color: self.color,
                        kinds: offer.scores,
                        penalty_standard: offer.penalty_standard.as_deref(),
                    };
                    if let Some(args) = form.ask()? {
                        return Ok(Next::Score(args));
                    }
                }
                '3' => {
                    console::Term::stderr().write_str(details)?;
                    items.retain(|(k, _)| *k != '3');
                    shown = details;
                }
                _ => return Ok(Next::Done),
            }
        }
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
