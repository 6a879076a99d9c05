//! `td score`: the duplicate score of a contract (Law 77) with the lines of the
//! table that made it, and adjusted scores: weighted (12C1, balancing or not)
//! against the field (78A) or the other table (78B), or artificial (12C2).
//!
//! The score is computed and worded in the core (`crate::score::compute`, for every
//! face); this module reads the arguments (clap) and the traveller file into a
//! `ScoreInput`, and writes the result. Every error names the argument
//! (`--vul: ...`) or the file and line (`board7.txt:3: ...`) and is a usage error
//! (exit 2), as DESIGN.md says for bad input.

use std::path::Path;

use crate::error::Error;
use crate::exit::Exit;
use crate::model::score_kind::ScoreKind;
pub use crate::score::compute::Computed;
use crate::score::compute::MAX_FIELD;
use crate::score::input::ScoreInput;
use crate::score::notation;
use crate::score::words::word_bad;
use crate::terminal::cli::{ScoreArgs, ScoreFormat};
use crate::terminal::context::{Context, print};
use crate::texts::i18n::{Msg, t, tf};
use crate::texts::lang::Lang;

pub fn run(ctx: &Context, args: &ScoreArgs) -> Result<Exit, Error> {
    allowed(args, Source::Command, ctx.lang)?;
    let computed = compute(args, ctx.lang)?;
    let out = match args.format {
        ScoreFormat::Text => computed.text,
        ScoreFormat::Json => {
            serde_json::to_string_pretty(&computed.json).expect("JSON of numbers and strings")
                + "\n"
        }
    };
    print(&out)?;
    Ok(Exit::Success)
}

/// `td score`'s arguments given as words (after `score` in line mode, from the
/// terminal form, or kept in a record), read as the command line would read them.
pub fn args_from(words: &[String], lang: Lang) -> Result<ScoreArgs, Error> {
    // Counted before the command-line reader sees them: it holds every value it
    // splits, so a record whose aliases repeat a long `--field` would take
    // hundreds of megabytes before the field's own limit is reached.
    let values: usize = words
        .iter()
        .map(|w| 1 + w.bytes().filter(|&b| b == b',').count())
        .sum();
    if values > MAX_VALUES {
        return Err(Error::bad_input(tf(
            lang,
            Msg::ScoreTooManyValues,
            &[&values.to_string(), &MAX_VALUES.to_string()],
        )));
    }
    let argv = ["td", "score"]
        .into_iter()
        .map(String::from)
        .chain(words.iter().cloned());
    let matches = crate::terminal::cli::command()
        .try_get_matches_from(argv)
        .map_err(|e| {
            let text = crate::terminal::cli_error::render(&e, lang)
                .unwrap_or_else(|| e.render().to_string());
            Error::bad_input(text.trim_end().to_string())
        })?;
    match matches.subcommand() {
        Some(("score", sub)) => <ScoreArgs as clap::FromArgMatches>::from_arg_matches(sub)
            .map_err(|e| Error::bad_input(e.to_string())),
        _ => unreachable!("the words follow `td score`"),
    }
}

/// The inputs `args` give, with the traveller file read: what the core computes.
fn input_of(args: &ScoreArgs, lang: Lang) -> Result<ScoreInput, Error> {
    let traveller = args
        .traveller
        .as_deref()
        .map(|path| traveller(path, lang))
        .transpose()?;
    Ok(ScoreInput {
        result: args.result.clone(),
        by: args.by.clone(),
        vul: args.vul.clone(),
        results: args.results.clone(),
        results_ns: args.results_ns.clone(),
        results_ew: args.results_ew.clone(),
        field: args.field.clone(),
        traveller,
        other_table: args.other_table.clone(),
        knockout: args.knockout,
        ns: args.ns.clone(),
        ew: args.ew.clone(),
        teams: args.teams,
        session_ns: args.session_ns.clone(),
        session_ew: args.session_ew.clone(),
        penalty: args.penalty.clone(),
        top: args.top,
    })
}

/// Reads the arguments and computes the score; every error names the argument.
pub fn compute(args: &ScoreArgs, lang: Lang) -> Result<Computed, Error> {
    crate::score::compute::compute(&input_of(args, lang)?, lang).map_err(Error::bad_input)
}

/// A score of `kind` from `td score`'s words (`crate::score::compute::of_kind`):
/// typed after a ruling, or kept in a record (read strictly, in English letters).
pub fn of_kind(
    kind: ScoreKind,
    words: &[String],
    source: Source,
    lang: Lang,
) -> Result<Computed, Error> {
    if !kind.has_args() {
        if let Some(w) = words.first() {
            return Err(Error::bad_input(tf(
                lang,
                Msg::ScoreStandsNoArgs,
                &[&crate::texts::text::clip(
                    &crate::texts::text::one_line(w),
                    40,
                )],
            )));
        }
        return crate::score::compute::of_kind(kind, &ScoreInput::default(), lang)
            .map_err(Error::bad_input);
    }
    let args = match source {
        Source::Record => args_from_record(words, lang)?,
        _ => {
            let a = args_from(words, lang)?;
            allowed(&a, source, lang)?;
            a
        }
    };
    // A record keeps its results in English letters (4S, not 4P), whatever the
    // TD's language: they are read back as written.
    let notation = if source == Source::Record {
        Lang::En
    } else {
        lang
    };
    let input = input_of(&args, notation)?;
    crate::score::compute::of_kind(kind, &input, notation).map_err(Error::bad_input)
}

/// The most values one score's words may hold: a full field and its own results
/// and flags, with room to spare.
const MAX_VALUES: usize = 2 * MAX_FIELD;

/// Where a score's arguments come from, which says what they may read.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Source {
    /// `td score` itself: files, and `-` for standard input.
    Command,
    /// Typed after a ruling in `td ask`: files, but standard input holds the
    /// TD's answers, so `--traveller -` would wait for ever.
    Table,
    /// Kept in an incident record: a record is replayable from itself alone, so
    /// it names no file (td writes a traveller's scores out as `--field`).
    Record,
}

/// Refuses arguments that `source` may not use, before anything is read.
pub fn allowed(args: &ScoreArgs, source: Source, lang: Lang) -> Result<(), Error> {
    let Some(path) = &args.traveller else {
        return Ok(());
    };
    let shown_path = crate::texts::text::one_line(&path.display().to_string());
    match source {
        Source::Command => Ok(()),
        Source::Table if path == Path::new("-") => Err(Error::bad_input(format!(
            "--traveller: {}",
            t(lang, Msg::ScoreStdinTaken)
        ))),
        Source::Table => Ok(()),
        Source::Record => Err(Error::bad_input(format!(
            "--traveller: {}",
            tf(lang, Msg::ScoreRecordFile, &[&shown_path])
        ))),
    }
}

/// A record's score arguments, read strictly: every word on one line, and no
/// word that only asks for help or the version (which the command would print
/// instead of a score), then as the command line reads them.
pub fn args_from_record(words: &[String], lang: Lang) -> Result<ScoreArgs, Error> {
    for w in words {
        let flag = w.split('=').next().unwrap_or(w);
        if crate::texts::text::has_line_break(w)
            || w.chars().any(char::is_control)
            || matches!(flag, "--help" | "-h" | "--version" | "-V")
        {
            return Err(Error::bad_input(tf(
                lang,
                Msg::ScoreRecordArg,
                &[&crate::texts::text::clip(
                    &crate::texts::text::one_line(w),
                    40,
                )],
            )));
        }
    }
    let args = args_from(words, lang)?;
    allowed(&args, Source::Record, lang)?;
    Ok(args)
}

/// A traveller is a few hundred bytes; a megabyte is far beyond any field.
const TRAVELLER_LIMIT: u64 = 1 << 20;

/// A traveller file: one N-S score per line; blank lines and `#` comments skipped.
fn traveller(path: &Path, lang: Lang) -> Result<Vec<i32>, Error> {
    let name = crate::texts::text::sanitize(&path.display().to_string());
    let cannot = |why: String| Error::bad_input(tf(lang, Msg::ScoreCannotRead, &[&name, &why]));
    let bytes = if path == Path::new("-") {
        let mut b = Vec::new();
        std::io::Read::read_to_end(
            &mut std::io::Read::take(std::io::stdin(), TRAVELLER_LIMIT + 1),
            &mut b,
        )
        .map_err(|e| cannot(e.to_string()))?;
        if b.len() as u64 > TRAVELLER_LIMIT {
            return Err(cannot(
                crate::files::read::ReadError::TooLarge(TRAVELLER_LIMIT).to_string(),
            ));
        }
        b
    } else {
        // A regular file only, read to a limit (docs/decisions.md, files from users).
        crate::files::read::read_regular(path, TRAVELLER_LIMIT)
            .map_err(|e| cannot(e.to_string()))?
    };
    let text = String::from_utf8(bytes)
        .map_err(|_| Error::bad_input(tf(lang, Msg::ScoreNotText, &[&name])))?;
    let mut scores = Vec::new();
    // A spreadsheet's export may start with a byte-order mark.
    let text = text.strip_prefix('\u{feff}').unwrap_or(&text);
    for (i, line) in text.lines().enumerate() {
        let content = line.split('#').next().unwrap_or("").trim();
        if content.is_empty() {
            continue;
        }
        let score = notation::score(content)
            .map_err(|b| Error::bad_input(format!("{name}:{}: {}", i + 1, word_bad(&b, lang))))?;
        scores.push(score);
    }
    if scores.is_empty() {
        return Err(Error::bad_input(tf(
            lang,
            Msg::ScoreEmptyTraveller,
            &[&name],
        )));
    }
    Ok(scores)
}

/// The kind of score the TD's words are, among those `allowed`: named first
/// (`score rescored 4S-1 --by S --vul NS`), or the one the words can only be (an
/// artificial score, or results where the ruling allows one kind for them). The
/// words after a named kind are returned.
pub fn kind_of<'w>(
    words: &'w [String],
    allowed: &[ScoreKind],
    lang: Lang,
) -> Result<(ScoreKind, &'w [String]), Error> {
    let listed = || {
        allowed
            .iter()
            .map(|k| k.id())
            .collect::<Vec<_>>()
            .join(", ")
    };
    if words.is_empty() && allowed.contains(&ScoreKind::Stands) {
        return Ok((ScoreKind::Stands, words));
    }
    if let Some(kind) = words.first().and_then(|w| ScoreKind::from_id(w)) {
        if !allowed.contains(&kind) {
            return Err(Error::bad_input(tf(
                lang,
                Msg::ScoreKindNotAllowed,
                &[kind.id(), &listed()],
            )));
        }
        return Ok((kind, &words[1..]));
    }
    let flag = |names: &[&str]| {
        words
            .iter()
            .any(|w| names.contains(&w.split('=').next().unwrap_or(w)))
    };
    // What the words can only be: an artificial score, a penalty, or results.
    let of_words = if flag(&["--penalty"]) {
        ScoreKind::Penalty
    } else if flag(&["--ns", "--ew"]) {
        ScoreKind::Artificial
    } else {
        ScoreKind::Adjusted
    };
    let fitting: Vec<ScoreKind> = allowed
        .iter()
        .copied()
        .filter(|k| match of_words {
            ScoreKind::Adjusted => matches!(
                k,
                ScoreKind::Adjusted | ScoreKind::Rescored | ScoreKind::Transferred
            ),
            one => *k == one,
        })
        .collect();
    match fitting.as_slice() {
        [one] => Ok((*one, words)),
        // Results where both an adjustment and a rescoring are allowed: an
        // adjusted score is the usual reading of weighted results.
        many if many.contains(&ScoreKind::Adjusted) => Ok((ScoreKind::Adjusted, words)),
        _ => Err(Error::bad_input(tf(lang, Msg::ScoreKindName, &[&listed()]))),
    }
}
