//! The terminal menu `td ask` draws for each question, in place of dialoguer's
//! `Select`, which knows only arrows and Enter.
//!
//! Keys (see `docs/decisions.md`, "Keys at a menu"): a digit chooses the numbered
//! answer at once (for ten answers or more, once the number can only mean one);
//! `y`/`n` on a yes/no question; arrows, Home/End; letters filter the answers as in
//! fzf (Backspace takes one back); `?` explains; Esc goes back (or clears the
//! filter); Enter chooses the highlighted line; Ctrl-C interrupts.
//!
//! The extras ("None of these fits", "Back") stand below a blank line, without a
//! number, so no digit and no slip of the arrow from the last answer lands on them
//! by chance: they are reached with the arrows past that gap, or by Enter on them.
//!
//! The menu owns the screen from where it starts to the bottom: every redraw goes
//! back to its first row and clears to the end of the screen, so a resize (polled,
//! no signal handler needed) redraws it once, without duplicates, and a terminal
//! too low to hold it shows a window around the highlighted line. Raw mode is held
//! by [`RawMode`] for as long as a prompter lives, so keys typed ahead of a menu are
//! never echoed under it; Ctrl-C arrives as a key (no SIGINT races the drawing).

use std::io::{self, Write};
use std::sync::Mutex;
use std::time::Duration;

use console::{Key, Term};

/// The terminal's settings before raw mode, restored on drop and by the Ctrl-C
/// handler (which takes this lock, so it never runs in the middle of a frame).
pub static SAVED: Mutex<Option<crate::terminal::raw::Saved>> = Mutex::new(None);

/// Raw input (no echo, no line buffering, Ctrl-C as a key), output unchanged.
pub struct RawMode;

impl RawMode {
    pub fn enter() -> io::Result<RawMode> {
        let original = crate::terminal::raw::enter()?;
        if let Ok(mut s) = SAVED.lock() {
            s.get_or_insert(original);
        }
        Ok(RawMode)
    }
}

/// Puts the terminal back as it was (idempotent).
pub fn restore_terminal() {
    if let Ok(mut s) = SAVED.lock() {
        restore(s.take());
    }
}

/// Puts back saved settings, if any (the caller holds [`SAVED`]).
pub fn restore(saved: Option<crate::terminal::raw::Saved>) {
    if let Some(t) = saved {
        crate::terminal::raw::restore(&t);
    }
}

impl Drop for RawMode {
    fn drop(&mut self) {
        restore_terminal();
    }
}

/// What the TD did at a menu.
#[derive(Debug, PartialEq, Eq)]
pub enum Choice {
    Item(usize),
    Extra(usize),
    Explain,
    Back,
    Interrupted,
}

pub struct Menu {
    /// The question, with its number and citation.
    pub title: String,
    /// A one-line hint under the question (cut at a word, with an ellipsis).
    pub hint: String,
    /// The keys, on the row that sets the extras apart (empty: a blank row).
    pub keys: String,
    pub items: Vec<String>,
    pub extras: Vec<String>,
    /// Items chosen by `y` and `n`, on a yes/no question.
    pub yes_no: Option<(usize, usize)>,
    pub default: usize,
    /// Whether `?` means Explain here.
    pub explain: bool,
    /// Bold highlight and dim hint; off under `--color never`.
    pub color: bool,
}

/// A line of the menu: the item it shows (for the highlight), or none.
struct Row {
    text: String,
    line: Option<usize>,
}

pub struct Drawn {
    /// Rows drawn, to go back over on the next frame.
    rows: usize,
}

impl Menu {
    /// Every line the cursor can stand on: visible items, then the extras.
    fn lines(&self, filter: &str) -> Vec<usize> {
        let f = filter.to_lowercase();
        let mut v: Vec<usize> = (0..self.items.len())
            .filter(|&i| f.is_empty() || self.items[i].to_lowercase().contains(&f))
            .collect();
        v.extend(self.items.len()..self.items.len() + self.extras.len());
        v
    }

    fn rows(&self, width: usize, filter: &str, at: usize) -> Vec<Row> {
        let wrap = |s: &str, hang: usize| -> Vec<String> {
            let indent = " ".repeat(hang);
            let o = textwrap::Options::new(width.max(10))
                .subsequent_indent(&indent)
                .word_separator(textwrap::WordSeparator::AsciiSpace);
            textwrap::wrap(s, o)
                .into_iter()
                .map(|l| l.into_owned())
                .collect()
        };
        let mut rows: Vec<Row> = wrap(&self.title, 3)
            .into_iter()
            .map(|text| Row { text, line: None })
            .collect();
        let dim = |s: &str| {
            let s = one_line(s, width.saturating_sub(2));
            if self.color {
                format!("\x1b[2m  {s}\x1b[0m")
            } else {
                format!("  {s}")
            }
        };
        rows.push(Row {
            text: dim(&self.hint),
            line: None,
        });
        if !filter.is_empty() {
            rows.push(Row {
                text: format!("  / {filter}"),
                line: None,
            });
        }
        for line in self.lines(filter) {
            if line == self.items.len() {
                rows.push(Row {
                    text: if self.keys.is_empty() {
                        String::new()
                    } else {
                        dim(&self.keys)
                    },
                    line: None,
                });
            }
            let mark = if line == at { ">" } else { " " };
            let text = match line {
                i if i < self.items.len() => format!("{mark} {}. {}", i + 1, self.items[i]),
                i => format!("{mark} - {}", self.extras[i - self.items.len()]),
            };
            let hang = if line < self.items.len() {
                5 + usize::from(self.items.len() > 9)
            } else {
                4
            };
            for (k, text) in wrap(&text, hang).into_iter().enumerate() {
                let text = if line == at && k == 0 && self.color {
                    format!("\x1b[1m{text}\x1b[0m")
                } else {
                    text
                };
                rows.push(Row {
                    text,
                    line: Some(line),
                });
            }
        }
        rows
    }

    /// Draws a frame over the last one: up to its first row, clear to the end.
    fn draw(&self, drawn: &mut Drawn, filter: &str, at: usize) -> io::Result<()> {
        let term = Term::stderr();
        let (h, w) = term.size();
        let (h, w) = (usize::from(h).max(1), usize::from(w).max(12));
        let rows = self.rows(w - 1, filter, at);
        // A window of the rows that fits, holding the highlighted line.
        let shown: Vec<&Row> = if rows.len() <= h.saturating_sub(1).max(1) {
            rows.iter().collect()
        } else {
            let room = h.saturating_sub(1).max(1);
            let first = rows.iter().position(|r| r.line == Some(at)).unwrap_or(0);
            let start = first.saturating_sub(room / 2).min(rows.len() - room);
            rows[start..start + room].iter().collect()
        };
        let _frame = crate::terminal::menu::SAVED.lock();
        let mut out = String::new();
        out += "\r";
        if drawn.rows > 1 {
            out += &format!("\x1b[{}A", drawn.rows - 1);
        }
        out += "\x1b[J\x1b[?25l";
        out += &shown
            .iter()
            .map(|r| r.text.as_str())
            .collect::<Vec<_>>()
            .join("\r\n");
        drawn.rows = shown.len();
        let mut e = io::stderr().lock();
        e.write_all(out.as_bytes())?;
        e.flush()
    }

    /// Clears the menu and shows the cursor again.
    pub fn clear(drawn: &Drawn) -> io::Result<()> {
        let mut out = String::from("\r");
        if drawn.rows > 1 {
            out += &format!("\x1b[{}A", drawn.rows - 1);
        }
        out += "\x1b[J\x1b[?25h";
        let mut e = io::stderr().lock();
        e.write_all(out.as_bytes())?;
        e.flush()
    }

    /// Shows the explanation until a key other than paging is pressed, then the
    /// menu comes back as it was. It has the alternate screen to itself: drawn over
    /// the menu, a text taller than the rows below the answers already given would
    /// scroll them away for good; leaving the alternate screen puts back the screen
    /// as it was, those answers and the menu with its highlight. The text is asked
    /// for at the width drawn at (again after a resize), so it is wrapped once; a
    /// line wrapped for a wider screen and wrapped again here would leave single
    /// words on lines of their own.
    fn overlay(&self, explain: &dyn Fn(usize) -> String) -> io::Result<bool> {
        let term = Term::stderr();
        let _alternate = Alternate::enter()?;
        let mut top = 0;
        'layout: loop {
            let size = term.size();
            let (h, w) = (usize::from(size.0).max(2), usize::from(size.1).max(12));
            let lines = fit_lines(&explain(w - 1), w - 1);
            // The last row holds the keys; the text pages above it.
            let room = h - 1;
            top = top.min(lines.len().saturating_sub(1));
            loop {
                let end = (top + room).min(lines.len());
                let mut out = String::from("\x1b[H\x1b[2J");
                out += &lines[top..end].join("\r\n");
                out += &format!(
                    "\x1b[{h};1H\x1b[7m {} \x1b[0m",
                    crate::texts::i18n::t(lang(), crate::texts::i18n::Msg::PagerKeys)
                );
                {
                    let mut e = io::stderr().lock();
                    e.write_all(out.as_bytes())?;
                    e.flush()?;
                }
                // Polled, as the menu polls, so that a resize lays the text out again.
                while !key_ready(Duration::from_millis(200)) {
                    if term.size() != size {
                        continue 'layout;
                    }
                }
                match term.read_key_raw()? {
                    Key::CtrlC => return Ok(false),
                    Key::ArrowDown | Key::Char(' ') | Key::PageDown if end < lines.len() => {
                        top = (top + room - 1).min(lines.len().saturating_sub(1));
                    }
                    Key::ArrowUp | Key::PageUp => top = top.saturating_sub(room - 1),
                    Key::ArrowDown | Key::Char(' ') | Key::PageDown => {}
                    _ => return Ok(true),
                }
            }
        }
    }

    /// Runs the menu until a choice. `explain` gives the text for `?`, wrapped to
    /// the width it is given.
    pub fn interact(&self, explain: &dyn Fn(usize) -> String) -> io::Result<Choice> {
        let mut drawn = Drawn { rows: 0 };
        let mut filter = String::new();
        let mut at = self.default.min(self.items.len() + self.extras.len() - 1);
        let mut size = Term::stderr().size();
        self.draw(&mut drawn, &filter, at)?;
        let choice = loop {
            if !key_ready(Duration::from_millis(200)) {
                let now = Term::stderr().size();
                if now != size {
                    size = now;
                    self.draw(&mut drawn, &filter, at)?;
                }
                continue;
            }
            let lines = self.lines(&filter);
            let pos = lines.iter().position(|&l| l == at).unwrap_or(0);
            match Term::stderr().read_key_raw()? {
                Key::CtrlC => break Choice::Interrupted,
                Key::Enter => break self.choice(at),
                Key::Escape if !filter.is_empty() => filter.clear(),
                Key::Escape => break Choice::Back,
                Key::ArrowUp => at = lines[(pos + lines.len() - 1) % lines.len()],
                Key::ArrowDown | Key::Tab => at = lines[(pos + 1) % lines.len()],
                Key::Home | Key::PageUp => at = lines[0],
                Key::End | Key::PageDown => at = *lines.last().expect("extras"),
                Key::Backspace => {
                    filter.pop();
                }
                Key::Char('?') if self.explain && filter.is_empty() => {
                    // Not in the guard: a guard that fails falls through to the
                    // filter, which would take the `?` as a letter.
                    let closed = self.overlay(explain)?;
                    if !closed {
                        break Choice::Interrupted;
                    }
                }
                Key::Char(c) if self.yes_no.is_some() && filter.is_empty() && yes_key(c) => {
                    break Choice::Item(self.yes_no.expect("checked").0);
                }
                Key::Char(c) if self.yes_no.is_some() && filter.is_empty() && no_key(c) => {
                    break Choice::Item(self.yes_no.expect("checked").1);
                }
                Key::Char(c)
                    if c.is_ascii_digit() && filter.chars().all(|c| c.is_ascii_digit()) =>
                {
                    filter.push(c);
                    let n: usize = filter.parse().unwrap_or(0);
                    if n == 0 || n > self.items.len() {
                        filter.clear();
                    } else {
                        at = n - 1;
                        if n * 10 > self.items.len() {
                            break Choice::Item(n - 1);
                        }
                    }
                }
                Key::Char(c) if !c.is_control() => {
                    filter.push(c);
                    if let Some(&first) = self.lines(&filter).first()
                        && first < self.items.len()
                    {
                        at = first;
                    }
                }
                _ => {}
            }
            if filter.chars().all(|c| c.is_ascii_digit()) && !filter.is_empty() {
                // A number being typed does not filter; the highlight shows it.
                self.draw(&mut drawn, "", at)?;
            } else {
                self.draw(&mut drawn, &filter, at)?;
            }
        };
        Menu::clear(&drawn)?;
        Ok(choice)
    }

    fn choice(&self, at: usize) -> Choice {
        if at < self.items.len() {
            Choice::Item(at)
        } else {
            Choice::Extra(at - self.items.len())
        }
    }
}

/// `text`'s lines as they are where they fit in `width` columns (the text was
/// wrapped to it); one longer still (a word wider than the screen) is wrapped here.
fn fit_lines(text: &str, width: usize) -> Vec<String> {
    let mut lines = Vec::new();
    for l in text.lines() {
        if console::measure_text_width(l) <= width {
            lines.push(l.to_string());
        } else {
            let o = textwrap::Options::new(width);
            lines.extend(textwrap::wrap(l, o).into_iter().map(|l| l.into_owned()));
        }
    }
    lines
}

/// The alternate screen, for as long as this lives: the main screen, with what td
/// wrote on it, comes back as it was when this is dropped (also on an error or
/// Ctrl-C). An interruption from outside (SIGTERM, SIGHUP) leaves it too, from
/// [`leave_alternate`].
pub struct Alternate;

static IN_ALTERNATE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

impl Alternate {
    pub fn enter() -> io::Result<Alternate> {
        let mut e = io::stderr().lock();
        e.write_all(b"\x1b[?1049h")?;
        e.flush()?;
        IN_ALTERNATE.store(true, std::sync::atomic::Ordering::SeqCst);
        Ok(Alternate)
    }
}

impl Drop for Alternate {
    fn drop(&mut self) {
        let _ = io::stderr().write_all(leave_alternate().as_bytes());
        let _ = io::stderr().flush();
    }
}

/// What takes the terminal back to its main screen: the sequence, if td is on the
/// alternate screen, and nothing if not (leaving it then would restore a cursor
/// position never saved).
pub fn leave_alternate() -> &'static str {
    if IN_ALTERNATE.swap(false, std::sync::atomic::Ordering::SeqCst) {
        "\x1b[?1049l"
    } else {
        ""
    }
}

/// `s` on one row of `width` columns: whole words, an ellipsis where it is cut.
fn one_line(s: &str, width: usize) -> String {
    if s.chars().count() <= width {
        return s.to_string();
    }
    let mut out = String::new();
    for word in s.split(' ') {
        if out.chars().count() + word.chars().count() + 2 > width {
            break;
        }
        if !out.is_empty() {
            out.push(' ');
        }
        out.push_str(word);
    }
    out.push('…');
    out
}

/// `y` in any of our languages (yes, ja, tak).
fn yes_key(c: char) -> bool {
    matches!(c, 'y' | 'Y' | 'j' | 'J' | 't' | 'T')
}

fn no_key(c: char) -> bool {
    matches!(c, 'n' | 'N')
}

/// Whether a key is waiting on stdin within `wait`.
pub(crate) fn key_ready(wait: Duration) -> bool {
    crate::terminal::raw::key_ready(wait)
}

static LANG: Mutex<crate::texts::lang::Lang> = Mutex::new(crate::texts::lang::Lang::En);

/// The language of the menu's own words (the pager's key line).
pub fn set_lang(l: crate::texts::lang::Lang) {
    if let Ok(mut g) = LANG.lock() {
        *g = l;
    }
}

pub(crate) fn lang() -> crate::texts::lang::Lang {
    LANG.lock()
        .map(|g| *g)
        .unwrap_or(crate::texts::lang::Lang::En)
}
