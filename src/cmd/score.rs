//! `td score`: the duplicate score of a contract (Law 77) with the lines of the
//! table that made it, and adjusted scores: weighted (12C1, balancing or not)
//! against the field (78A) or the other table (78B), or artificial (12C2).
//!
//! The arithmetic is `crate::score` (pure); this module reads the arguments and the
//! traveller, words errors and results in the TD's language and writes them. Every
//! error names the argument (`--vul: ...`) or the file and line (`board7.txt:3: ...`)
//! and is a usage error (exit 2), as DESIGN.md says for bad input.

use std::path::Path;

use serde_json::{Value, json};

use crate::error::Error;
use crate::exit::Exit;
use crate::model::score_kind::ScoreKind;
use crate::score::adjusted::{AdjustedScore, SideResult};
use crate::score::artificial::{self, Artificial, Form};
use crate::score::contract::{Impossible, Outcome, Played, Seat, Side, Vulnerability};
use crate::score::exact::Hundredths;
use crate::score::notation::{self, Bad};
use crate::score::penalty;
use crate::score::points::{self, Item};
use crate::score::weighted::{self, Against, Line, SideScore, Weighted};
use crate::terminal::cli::{ScoreArgs, ScoreFormat};
use crate::terminal::context::{Context, print};
use crate::texts::i18n::{Msg, artificial_name, decimal, side_name, t, tf};
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

/// A score computed from `td score`'s arguments: as the command prints it (text and
/// JSON) and as an incident record keeps it.
pub struct Computed {
    pub text: String,
    pub json: Value,
    pub recorded: AdjustedScore,
}

/// Reads the arguments and computes the score; every error names the argument.
pub fn compute(args: &ScoreArgs, lang: Lang) -> Result<Computed, Error> {
    let fail = |flag: &str, bad: Bad| Error::bad_input(format!("{flag}: {}", word_bad(&bad, lang)));
    if let (Some(ns), Some(ew)) = (&args.ns, &args.ew) {
        return artificial_scores(args, ns, ew, lang);
    }
    if let Some(p) = &args.penalty {
        return penalty_score(p, args, lang);
    }
    let by = args
        .by
        .as_deref()
        .map(|s| {
            notation::seat_of(s, lang).ok_or_else(|| {
                Error::bad_input(format!(
                    "--by: {}",
                    tf(
                        lang,
                        Msg::NotSeat,
                        &[&shown(s), crate::records::facts::seat_letters(lang)]
                    )
                ))
            })
        })
        .transpose()?;
    let read = |flag: &str, inputs: &[String]| -> Result<Vec<Weighted>, Error> {
        weighted_results(inputs, by, lang)
            .map_err(|message| Error::bad_input(format!("{flag}: {message}")))
    };
    let (ns_results, ew_results) = if let Some(r) = &args.result {
        let one = read("RESULT", std::slice::from_ref(r))?;
        (one.clone(), one)
    } else if !args.results.is_empty() {
        let all = read("--result", &args.results)?;
        (all.clone(), all)
    } else if !args.results_ns.is_empty() {
        (
            read("--result-ns", &args.results_ns)?,
            read("--result-ew", &args.results_ew)?,
        )
    } else {
        return Err(Error::bad_input(t(lang, Msg::ScoreNothing)));
    };
    let balancing = args.results_ns.is_empty();
    let all_passed = ns_results
        .iter()
        .chain(&ew_results)
        .all(|w| w.outcome == Outcome::PassedOut);
    let vul = match &args.vul {
        Some(v) => notation::vulnerability(v, lang).map_err(|b| fail("--vul", b))?,
        // A passed-out board scores zero whatever the vulnerability.
        None if all_passed => Vulnerability::None,
        None => {
            return Err(Error::bad_input(format!(
                "--vul: {}",
                t(lang, Msg::ScoreNeedVul)
            )));
        }
    };
    let field = field(args, lang)?;
    let other = args
        .other_table
        .as_deref()
        .map(|s| notation::score(s).map_err(|b| fail("--other-table", b)))
        .transpose()?;
    let against = match (&field, other) {
        (Some(f), _) => Against::Field(f),
        (None, Some(o)) => Against::OtherTable(o),
        (None, None) => Against::Nothing,
    };
    let report = Report {
        vul,
        balancing,
        ns: Part::new(&ns_results, vul, against, true),
        ew: Part::new(&ew_results, vul, against, false),
        against,
        knockout: args.knockout,
    };
    Ok(Computed {
        text: report.text(lang),
        json: report.json(),
        recorded: report.recorded(),
    })
}

/// The other tables' scores: `--field` and `--traveller` together, or `None` when
/// neither is given.
fn field(args: &ScoreArgs, lang: Lang) -> Result<Option<Vec<i32>>, Error> {
    if args.field.is_empty() && args.traveller.is_none() {
        return Ok(None);
    }
    let mut scores = Vec::new();
    for s in &args.field {
        scores.push(
            notation::score(s)
                .map_err(|b| Error::bad_input(format!("--field: {}", word_bad(&b, lang))))?,
        );
    }
    if let Some(path) = &args.traveller {
        scores.extend(traveller(path, lang)?);
    }
    if scores.len() > MAX_FIELD {
        return Err(Error::bad_input(format!(
            "--field: {}",
            tf(
                lang,
                Msg::ScoreFieldTooLong,
                &[&scores.len().to_string(), &MAX_FIELD.to_string()]
            )
        )));
    }
    Ok(Some(scores))
}

/// The most scores one board's field can hold: far more tables than any event
/// plays a board at, and small enough that matchpointing against it stays cheap
/// (a record's aliases could otherwise repeat a long field many times).
const MAX_FIELD: usize = 10_000;

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

/// One side's results, scored, and its adjusted score.
struct Part<'a> {
    results: &'a [Weighted],
    lines: Vec<Line>,
    score: SideScore,
}

impl<'a> Part<'a> {
    fn new(results: &'a [Weighted], vul: Vulnerability, against: Against, ns_side: bool) -> Self {
        let lines = weighted::lines(results, vul, against);
        let score = weighted::side_score(&lines, ns_side, against);
        Part {
            results,
            lines,
            score,
        }
    }
}

struct Report<'a> {
    vul: Vulnerability,
    balancing: bool,
    ns: Part<'a>,
    ew: Part<'a>,
    against: Against<'a>,
    knockout: bool,
}

impl Report<'_> {
    /// A single result at 100%: the table result itself, shown line by line.
    fn single(&self) -> Option<&Outcome> {
        (self.balancing && self.ns.results.len() == 1).then(|| &self.ns.results[0].outcome)
    }

    fn text(&self, lang: Lang) -> String {
        let mut out = String::new();
        match self.single() {
            Some(outcome) => out += &breakdown(outcome, self.vul, lang),
            None if self.balancing => {
                out += &format!(
                    "{} · {}\n",
                    tf(lang, Msg::ScoreAssigned, &[&cite("12C1(c)", lang)]),
                    vul_text(self.vul, lang)
                );
                out += &table(&self.ns, self.against, lang);
            }
            None => {
                out += &format!(
                    "{} · {}\n",
                    // Separate weights come from 12C1(e) (the non-offending side
                    // contributed to its damage) or 82C (both sides treated as
                    // non-offending after the TD's error): the heading names both.
                    tf(
                        lang,
                        Msg::ScoreNonBalancing,
                        &[&format!(
                            "{} / {}",
                            cite("12C1(e)", lang),
                            cite("82C", lang)
                        )]
                    ),
                    vul_text(self.vul, lang)
                );
                for (side, part) in [(Side::NS, &self.ns), (Side::EW, &self.ew)] {
                    out += &format!(
                        "{}\n",
                        tf(lang, Msg::ScoreWeightsFor, &[side_name(side, lang)])
                    );
                    out += &table(part, self.against, lang);
                }
            }
        }
        match self.against {
            Against::Field(f) => {
                let list: Vec<String> = f.iter().map(|s| signed(*s)).collect();
                out += &tf(
                    lang,
                    Msg::ScoreField,
                    &[
                        &list.join(", "),
                        &crate::score::matchpoints::top(f).to_string(),
                        &cite("78A", lang),
                    ],
                );
                out.push('\n');
            }
            Against::OtherTable(o) => {
                out += &tf(
                    lang,
                    Msg::ScoreOtherTable,
                    &[&signed(o), &cite("78B", lang)],
                );
                out.push('\n');
            }
            Against::Nothing => {}
        }
        let top = match self.against {
            Against::Field(f) => crate::score::matchpoints::top(f),
            _ => 0,
        };
        for (side, part) in [(Side::NS, &self.ns), (Side::EW, &self.ew)] {
            let s = part.score;
            let mut cells = Vec::new();
            // A weighted average of points is no score a scorer enters where the
            // board is matchpointed or IMPed: it is shown only with nothing to
            // compare against (total-points scoring, 78C), and named as such.
            if self.single().is_some() {
                cells.push(num(s.points, lang, true));
            } else if matches!(self.against, Against::Nothing) {
                cells.push(tf(
                    lang,
                    Msg::ScoreWeightedPoints,
                    &[&num(s.points, lang, true), &cite("78C", lang)],
                ));
            }
            if let Some(mp) = s.matchpoints {
                let pct = s.percent.map_or("-".to_string(), |p| num(p, lang, false));
                cells.push(tf(
                    lang,
                    Msg::ScoreMatchpoints,
                    &[&num(mp, lang, false), &top.to_string(), &pct],
                ));
            }
            if let Some(imps) = s.imps {
                cells.push(tf(lang, Msg::ScoreImps, &[&num(imps, lang, true)]));
            }
            out += &format!("{:<5}{}\n", side_name(side, lang), cells.join(" · "));
        }
        if let Some((ns, ew)) = self.knockout_share() {
            out += &tf(
                lang,
                Msg::ScoreKnockout,
                &[
                    &cite("12C4", lang),
                    &num(ns, lang, true),
                    &num(ew, lang, true),
                ],
            );
            out.push('\n');
        }
        out
    }

    /// The score as a record keeps it: canonical arguments, exact values per side.
    fn recorded(&self) -> AdjustedScore {
        let mut args = vec!["--vul".to_string(), vul_arg(self.vul).to_string()];
        let sides: [(&str, &Part); 2] = if self.balancing {
            [("--result", &self.ns), ("", &self.ns)]
        } else {
            [("--result-ns", &self.ns), ("--result-ew", &self.ew)]
        };
        for (flag, part) in sides.iter().filter(|(f, _)| !f.is_empty()) {
            for w in part.results {
                args.push(flag.to_string());
                args.push(format!("{}:{}", canonical_outcome(&w.outcome), w.weight));
            }
        }
        match self.against {
            Against::Field(f) => {
                args.push("--field".into());
                args.push(f.iter().map(i32::to_string).collect::<Vec<_>>().join(","));
            }
            Against::OtherTable(o) => {
                args.push("--other-table".into());
                args.push(o.to_string());
            }
            Against::Nothing => {}
        }
        if self.knockout {
            args.push("--knockout".into());
        }
        let share = self.knockout_share();
        let side = |s: SideScore, ko: Option<Hundredths>| SideResult {
            points: Some(s.points.signed()),
            matchpoints: s.matchpoints.map(|m| m.to_string()),
            percent: s.percent.map(|p| p.to_string()),
            imps: s.imps.map(Hundredths::signed),
            knockout: ko.map(Hundredths::signed),
            ..SideResult::default()
        };
        AdjustedScore {
            args,
            ns: side(self.ns.score, share.map(|(ns, _)| ns)),
            ew: side(self.ew.score, share.map(|(_, ew)| ew)),
        }
    }

    /// Law 12C4, when asked for and the scores do not balance: N-S's and E-W's shares.
    fn knockout_share(&self) -> Option<(Hundredths, Hundredths)> {
        let (ns, ew) = (self.ns.score.imps?, self.ew.score.imps?);
        (self.knockout && !self.balancing).then(|| {
            let share = weighted::knockout_average(ns, ew);
            (share, Hundredths(-share.0))
        })
    }

    fn json(&self) -> Value {
        let side = |part: &Part, include_lines: bool| {
            let mut v = serde_json::to_value(part.score).expect("numbers");
            if include_lines {
                v["results"] = results_json(part);
            }
            v
        };
        let mut v = json!({
            "kind": if self.single().is_some() { "contract" } else if self.balancing { "weighted" } else { "non-balancing" },
            "vulnerability": self.vul,
        });
        if let Some(outcome) = self.single() {
            let s = points::score(outcome, self.vul);
            v["result"] = outcome_json(outcome);
            v["items"] = serde_json::to_value(&s.items).expect("numbers");
            v["undertricks"] = json!(s.undertricks);
        } else if self.balancing {
            v["results"] = results_json(&self.ns);
        }
        v["ns"] = side(&self.ns, !self.balancing);
        v["ew"] = side(&self.ew, !self.balancing);
        match self.against {
            Against::Field(f) => {
                v["field"] = json!(f);
                v["top"] = json!(crate::score::matchpoints::top(f));
            }
            Against::OtherTable(o) => v["other_table"] = json!(o),
            Against::Nothing => {}
        }
        if let Some((ns, ew)) = self.knockout_share() {
            v["knockout"] = json!({"ns": ns, "ew": ew});
        }
        v
    }
}

fn results_json(part: &Part) -> Value {
    part.results
        .iter()
        .zip(&part.lines)
        .map(|(w, l)| {
            let mut v = serde_json::to_value(l).expect("numbers");
            v["result"] = outcome_json(&w.outcome);
            v
        })
        .collect()
}

fn outcome_json(o: &Outcome) -> Value {
    match o {
        Outcome::PassedOut => json!({"passed_out": true}),
        Outcome::Played(p) => json!({
            "contract": p.contract.to_string(),
            "declarer": p.declarer,
            "tricks": (p.contract.tricks_needed() as i32 + p.diff as i32),
            "notation": p.to_string(),
        }),
    }
}

/// The Law 77 lines of one outcome, as the head of a contract's score.
fn breakdown(outcome: &Outcome, vul: Vulnerability, lang: Lang) -> String {
    let Outcome::Played(p) = outcome else {
        return format!("{}\n", tf(lang, Msg::ScorePassedOut, &[&cite("77", lang)]));
    };
    let s = points::score(outcome, vul);
    let mut out = format!(
        "{} · {} ({})\n",
        played_text(p, lang),
        vul_text(vul, lang),
        cite("77", lang)
    );
    let rows: Vec<(String, String)> = s
        .items
        .iter()
        .map(|item| {
            let label = item_label(*item, p, lang);
            let value = match item {
                Item::Undertricks(total) if s.undertricks.len() > 1 => {
                    let each: Vec<String> = s.undertricks.iter().map(u32::to_string).collect();
                    format!("{} = {total}", each.join(" + "))
                }
                _ => item.points().to_string(),
            };
            (label, value)
        })
        .collect();
    // Labels left, points lined up on the right (a long sum of undertricks is the
    // only line, so it needs no alignment).
    let width = rows
        .iter()
        .map(|(l, _)| l.chars().count())
        .max()
        .unwrap_or(0);
    let points = rows
        .iter()
        .map(|(_, v)| v.chars().count())
        .max()
        .unwrap_or(0);
    for (label, value) in rows {
        let pad = width - label.chars().count();
        out += &format!("  {label}{}  {value:>points$}\n", " ".repeat(pad));
    }
    out
}

fn item_label(item: Item, p: &Played, lang: Lang) -> String {
    use crate::score::contract::Doubling;
    let msg = match item {
        Item::TrickScore(_) => Msg::ScoreTrickScore,
        Item::Overtricks(_) => Msg::ScoreOvertricks,
        Item::PartScore(_) => Msg::ScorePartScore,
        Item::Game(_) => Msg::ScoreGame,
        Item::SmallSlam(_) => Msg::ScoreSmallSlam,
        Item::GrandSlam(_) => Msg::ScoreGrandSlam,
        Item::Insult(_) if p.contract.doubling == Doubling::Redoubled => Msg::ScoreInsultRedoubled,
        Item::Insult(_) => Msg::ScoreInsultDoubled,
        Item::Undertricks(_) => Msg::ScoreUndertricks,
    };
    t(lang, msg).to_string()
}

/// The weighted results of one side as a table: weight, result, N-S points, and
/// the matchpoints or IMPs each earns.
fn table(part: &Part, against: Against, lang: Lang) -> String {
    let mut rows: Vec<Vec<String>> = vec![{
        let mut h = vec![
            t(lang, Msg::ScoreColWeight).to_string(),
            t(lang, Msg::ScoreColResult).to_string(),
            side_name(Side::NS, lang).to_string(),
        ];
        match against {
            Against::Field(_) => h.extend([
                tf(lang, Msg::ScoreColMatchpoints, &[side_name(Side::NS, lang)]),
                tf(lang, Msg::ScoreColMatchpoints, &[side_name(Side::EW, lang)]),
            ]),
            Against::OtherTable(_) => {
                h.push(tf(lang, Msg::ScoreColImps, &[side_name(Side::NS, lang)]))
            }
            Against::Nothing => {}
        }
        h
    }];
    for (w, l) in part.results.iter().zip(&part.lines) {
        let mut row = vec![
            format!("{}%", w.weight),
            outcome_text(&w.outcome, lang),
            signed(l.ns),
        ];
        if let (Some(mp), Against::Field(f)) = (l.ns_matchpoints, against) {
            row.push(mp.to_string());
            row.push((crate::score::matchpoints::top(f) - mp).to_string());
        }
        if let Some(imps) = l.ns_imps {
            row.push(signed(imps));
        }
        rows.push(row);
    }
    let columns = rows[0].len();
    let widths: Vec<usize> = (0..columns)
        .map(|c| rows.iter().map(|r| r[c].chars().count()).max().unwrap_or(0))
        .collect();
    let mut out = String::new();
    for row in rows {
        let cells: Vec<String> = row
            .iter()
            .enumerate()
            .map(|(c, cell)| {
                let pad = " ".repeat(widths[c] - cell.chars().count());
                // The result reads left to right; numbers line up on the right.
                if c == 1 {
                    format!("{cell}{pad}")
                } else {
                    format!("{pad}{cell}")
                }
            })
            .collect();
        out += &format!("  {}\n", cells.join("  ").trim_end());
    }
    out
}

fn artificial_scores(args: &ScoreArgs, ns: &str, ew: &str, lang: Lang) -> Result<Computed, Error> {
    let form = if args.teams { Form::Teams } else { Form::Pairs };
    let read = |flag: &str,
                art: &str,
                session: &Option<String>|
     -> Result<(Artificial, artificial::Awarded), Error> {
        let fail = |flag: &str, b: Bad| Error::bad_input(format!("{flag}: {}", word_bad(&b, lang)));
        let art = notation::artificial(art).map_err(|b| fail(flag, b))?;
        let sflag = format!("--session-{}", &flag[2..]);
        let session = session
            .as_deref()
            .map(|s| notation::session(s).map_err(|b| fail(&sflag, b)))
            .transpose()?;
        // A session is a percentage in pairs and IMPs a board in teams (at most
        // 24 either way): anything outside is a typing slip, not a score.
        let (range, out_of_range) = match form {
            Form::Pairs => (0..=10000, Msg::ScoreSessionRange),
            Form::Teams => (-2400..=2400, Msg::ScoreSessionImpsRange),
        };
        if let Some(s) = session
            && !range.contains(&s.0)
        {
            return Err(Error::bad_input(format!(
                "{sflag}: {}",
                tf(lang, out_of_range, &[&shown(args_session(args, &sflag))])
            )));
        }
        Ok((art, artificial::award(art, form, session)))
    };
    let mut sides = [
        (Side::NS, read("--ns", ns, &args.session_ns)?),
        (Side::EW, read("--ew", ew, &args.session_ew)?),
    ];
    // 12C4: in knockout play the two sides' scores, each worked out on its own,
    // are averaged and the average given to each (A+/A+ is 0/0, A/A- is
    // +1.5/-1.5). Only teams play knockouts; in pairs the flag changes nothing.
    let knockout = args.knockout && form == Form::Teams;
    if knockout {
        let share = weighted::knockout_average(sides[0].1.1.value, sides[1].1.1.value);
        sides[0].1.1.value = share;
        sides[1].1.1.value = Hundredths(-share.0);
    }
    let text = {
        {
            let mut out = format!(
                "{} · {}{}\n",
                tf(lang, Msg::ScoreArtificial, &[&cite("12C2", lang)]),
                t(
                    lang,
                    if form == Form::Pairs {
                        Msg::ScorePairs
                    } else {
                        Msg::ScoreTeams
                    }
                ),
                if knockout {
                    format!(" · {}", t(lang, Msg::ScoreKnockoutShort))
                } else {
                    String::new()
                }
            );
            for (side, (art, awarded)) in &sides {
                let value = match form {
                    Form::Pairs => format!("{}%", num(awarded.value, lang, false)),
                    Form::Teams => tf(lang, Msg::ScoreImps, &[&num(awarded.value, lang, true)]),
                };
                let name = artificial_name(*art, lang);
                let note = if awarded.session_exception {
                    format!(
                        " ({})",
                        tf(lang, Msg::ScoreSessionException, &[&cite("12C2(c)", lang)])
                    )
                } else {
                    String::new()
                };
                out += &format!("{:<5}{name}: {value}{note}\n", side_name(*side, lang));
            }
            out
        }
    };
    let side = |(art, awarded): &(Artificial, artificial::Awarded)| json!({"score": art, "value": awarded.value, "session_exception": awarded.session_exception});
    let json = json!({
        "kind": "artificial",
        "form": form,
        "ns": side(&sides[0].1),
        "ew": side(&sides[1].1),
    });
    let mut recorded_args = vec![
        "--ns".to_string(),
        artificial_arg(sides[0].1.0).to_string(),
        "--ew".to_string(),
        artificial_arg(sides[1].1.0).to_string(),
    ];
    if form == Form::Teams {
        recorded_args.push("--teams".into());
    }
    if knockout {
        recorded_args.push("--knockout".into());
    }
    for (flag, session) in [
        ("--session-ns", &args.session_ns),
        ("--session-ew", &args.session_ew),
    ] {
        if let Some(s) = session {
            // Read above: a valid session score.
            let value = notation::session(s).expect("checked above");
            recorded_args.push(flag.into());
            recorded_args.push(value.to_string());
        }
    }
    let recorded_side = |(art, awarded): &(Artificial, artificial::Awarded)| SideResult {
        artificial: Some(art.id().to_string()),
        percent: (form == Form::Pairs).then(|| awarded.value.to_string()),
        imps: (form == Form::Teams).then(|| awarded.value.signed()),
        ..SideResult::default()
    };
    Ok(Computed {
        text,
        json,
        recorded: AdjustedScore {
            args: recorded_args,
            ns: recorded_side(&sides[0].1),
            ew: recorded_side(&sides[1].1),
        },
    })
}

/// `--vul`'s value for `v`.
fn vul_arg(v: Vulnerability) -> &'static str {
    match v {
        Vulnerability::None => "none",
        Vulnerability::NS => "NS",
        Vulnerability::EW => "EW",
        Vulnerability::Both => "both",
    }
}

fn artificial_arg(a: Artificial) -> &'static str {
    match a {
        Artificial::AveragePlus => "A+",
        Artificial::Average => "A",
        Artificial::AverageMinus => "A-",
    }
}

/// A result in English letters with its declarer: `4SX-2/S`, `pass`.
fn canonical_outcome(o: &Outcome) -> String {
    match o {
        Outcome::PassedOut => "pass".to_string(),
        Outcome::Played(p) => format!("{p}/{}", seat_text(p.declarer, Lang::En)),
    }
}

fn args_session<'a>(args: &'a ScoreArgs, flag: &str) -> &'a str {
    if flag.ends_with("ns") {
        args.session_ns.as_deref().unwrap_or("")
    } else {
        args.session_ew.as_deref().unwrap_or("")
    }
}

/// Results with their weights as typed, read and checked (weights 1-100 adding up
/// to 100); what is wrong in the TD's words. The terminal form checks each line
/// with it, so the form and the command say the same.
pub fn weighted_results(
    inputs: &[String],
    by: Option<crate::score::contract::Seat>,
    lang: Lang,
) -> Result<Vec<Weighted>, String> {
    let results = notation::weighted_all(inputs, by, lang).map_err(|b| word_bad(&b, lang))?;
    weighted::check(&results).map_err(|e| match e {
        weighted::WeightError::OutOfRange { weight } => {
            tf(lang, Msg::ScoreWeightRange, &[&weight.to_string()])
        }
        weighted::WeightError::Sum { total } => tf(
            lang,
            Msg::ScoreWeightSum,
            &[&total.to_string(), &first_few(inputs)],
        ),
    })?;
    Ok(results)
}

/// The inputs an error quotes, at most five of them, then how many more: an error
/// about 60,000 results is one short line, not all of them again.
fn first_few(inputs: &[String]) -> String {
    const SHOWN: usize = 5;
    let mut out = inputs
        .iter()
        .take(SHOWN)
        .map(|s| shown(s))
        .collect::<Vec<_>>()
        .join(", ");
    if inputs.len() > SHOWN {
        out += &format!(", … (+{})", inputs.len() - SHOWN);
    }
    out
}

/// What is wrong with an input, in the TD's language.
pub fn word_bad(bad: &Bad, lang: Lang) -> String {
    match bad {
        Bad::Result(s) => tf(
            lang,
            Msg::ScoreBadResult,
            &[&shown(s), result_examples(lang)],
        ),
        Bad::NoResult(s) => tf(lang, Msg::ScoreNoResult, &[&shown(s)]),
        Bad::Impossible { input, why } => match why {
            Impossible::TooManyOver { most } => tf(
                lang,
                Msg::ScoreTooManyOver,
                &[
                    &shown(input),
                    &if *most == 0 {
                        "=".to_string()
                    } else {
                        format!("+{most}")
                    },
                ],
            ),
            Impossible::TooManyUnder { most } => tf(
                lang,
                Msg::ScoreTooManyUnder,
                &[&shown(input), &format!("-{most}")],
            ),
        },
        Bad::NoDeclarer(s) => tf(lang, Msg::ScoreNoDeclarer, &[&shown(s)]),
        Bad::Seat(s) => tf(
            lang,
            Msg::NotSeat,
            &[&shown(s), crate::records::facts::seat_letters(lang)],
        ),
        Bad::Weight(s) => tf(lang, Msg::ScoreBadWeight, &[&shown(s)]),
        Bad::MissingWeight(s) => tf(lang, Msg::ScoreMissingWeight, &[&shown(s)]),
        Bad::Vulnerability(s) => tf(lang, Msg::ScoreBadVul, &[&shown(s)]),
        Bad::Score(s) => tf(lang, Msg::ScoreBadScore, &[&shown(s)]),
        Bad::NoSuchScore(s) => tf(lang, Msg::ScoreNoSuchScore, &[&shown(s)]),
        Bad::Artificial(s) => tf(lang, Msg::ScoreBadArtificial, &[&shown(s)]),
        Bad::Session(s) => tf(lang, Msg::ScoreBadSession, &[&shown(s)]),
        Bad::Penalty(s) => tf(lang, Msg::ScoreBadPenalty, &[&shown(s)]),
    }
}

fn result_examples(lang: Lang) -> &'static str {
    t(lang, Msg::NotationResultExamples)
}

/// A contract and result in the TD's letters: `4SX-2 by S`, nb `3G= ved Ø`.
fn played_text(p: &Played, lang: Lang) -> String {
    let strain = crate::records::facts::strain_shown(p.contract.strain.letters(), lang);
    let result = match p.diff {
        0 => "=".to_string(),
        d if d > 0 => format!("+{d}"),
        d => d.to_string(),
    };
    let contract = format!(
        "{}{strain}{}{result}",
        p.contract.level,
        p.contract.doubling.letters()
    );
    tf(
        lang,
        Msg::ScoreBy,
        &[&contract, &seat_text(p.declarer, lang)],
    )
}

fn outcome_text(o: &Outcome, lang: Lang) -> String {
    match o {
        Outcome::PassedOut => t(lang, Msg::ScorePass).to_string(),
        Outcome::Played(p) => played_text(p, lang),
    }
}

fn seat_text(s: Seat, lang: Lang) -> String {
    crate::records::facts::seat_shown(s.letter(), lang)
}

fn vul_text(v: Vulnerability, lang: Lang) -> &'static str {
    t(
        lang,
        match v {
            Vulnerability::None => Msg::ScoreVulNone,
            Vulnerability::NS => Msg::ScoreVulNs,
            Vulnerability::EW => Msg::ScoreVulEw,
            Vulnerability::Both => Msg::ScoreVulBoth,
        },
    )
}

fn cite(paragraph: &str, lang: Lang) -> String {
    format!("{}{paragraph}", lang.citation_prefix())
}

/// A number with the TD's decimal separator (a comma in nb and pl), signed if asked.
fn num(h: Hundredths, lang: Lang, sign: bool) -> String {
    decimal(&if sign { h.signed() } else { h.to_string() }, lang)
}

fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

fn shown(s: &str) -> String {
    crate::texts::text::sanitize(s).chars().take(30).collect()
}

/// A score of `kind` from `td score`'s words: the table result that stands has
/// none; a score scored anew or after a transfer is one result, not a weighting; an
/// adjusted score is not an average; an artificial one is. Used alike where the TD
/// types it and where `td replay --check` recomputes a record's, so both refuse the
/// same words.
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
        return Ok(Computed {
            text: format!("{}\n", t(lang, Msg::ScoreStandsText)),
            json: serde_json::json!({ "kind": kind.id() }),
            recorded: AdjustedScore {
                args: Vec::new(),
                ns: Default::default(),
                ew: Default::default(),
            },
        });
    }
    let args = match source {
        Source::Record => args_from_record(words, lang)?,
        _ => {
            let a = args_from(words, lang)?;
            allowed(&a, source, lang)?;
            a
        }
    };
    let artificial = args.ns.is_some() || args.ew.is_some();
    let penalty = args.penalty.is_some();
    let results = usize::from(args.result.is_some()) + args.results.len() + args.results_ns.len();
    let fits = match kind {
        ScoreKind::Stands => true,
        ScoreKind::Penalty => penalty,
        ScoreKind::Artificial => artificial,
        ScoreKind::Adjusted => !artificial && !penalty,
        ScoreKind::Rescored | ScoreKind::Transferred => !artificial && !penalty && results == 1,
    };
    if !fits {
        let needs = match kind {
            ScoreKind::Penalty => Msg::ScoreKindNeedsPenalty,
            ScoreKind::Artificial => Msg::ScoreKindNeedsArtificial,
            ScoreKind::Adjusted => Msg::ScoreKindNeedsResults,
            _ => Msg::ScoreKindNeedsOneResult,
        };
        return Err(Error::bad_input(tf(lang, needs, &[kind.id()])));
    }
    // A record keeps its results in English letters (4S, not 4P), whatever the
    // TD's language: they are read back as written.
    let notation = if source == Source::Record {
        Lang::En
    } else {
        lang
    };
    compute(&args, notation)
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

/// A procedural penalty (90A): the amount off one side's score, in the unit typed;
/// the other side's score is untouched (12C3).
fn penalty_score(input: &str, args: &ScoreArgs, lang: Lang) -> Result<Computed, Error> {
    let p = penalty::parse(input, lang)
        .map_err(|b| Error::bad_input(format!("--penalty: {}", word_bad(&b, lang))))?;
    let result = p.result(args.top);
    let (ns, ew) = match p.side {
        Side::NS => (result.clone(), SideResult::default()),
        Side::EW => (SideResult::default(), result.clone()),
    };
    let amount = match p.unit {
        penalty::Unit::TopPercent => {
            let mut s = tf(
                lang,
                Msg::ScorePenaltyTop,
                &[&decimal(result.percent.as_deref().unwrap_or(""), lang)],
            );
            if let Some(mp) = &result.matchpoints {
                s += &format!(" · {} {}", decimal(mp, lang), t(lang, Msg::ScoreUnitMp));
            }
            s
        }
        penalty::Unit::Imps => format!(
            "{} {}",
            decimal(result.imps.as_deref().unwrap_or(""), lang),
            t(lang, Msg::ScoreUnitImps)
        ),
        penalty::Unit::Vps => format!(
            "{} {}",
            decimal(result.vp.as_deref().unwrap_or(""), lang),
            t(lang, Msg::ScoreUnitVp)
        ),
    };
    let text = format!(
        "{}\n{}  {amount}\n",
        tf(lang, Msg::ScorePenaltyTitle, &[side_name(p.side, lang)]),
        side_name(p.side, lang)
    );
    let mut args_kept = vec!["--penalty".to_string(), penalty_canonical(&p)];
    if let Some(top) = args.top {
        args_kept.extend(["--top".to_string(), top.to_string()]);
    }
    let json = json!({
        "penalty": {
            "side": match p.side { Side::NS => "NS", Side::EW => "EW" },
            "ns": ns,
            "ew": ew,
        }
    });
    Ok(Computed {
        text,
        json,
        recorded: AdjustedScore {
            args: args_kept,
            ns,
            ew,
        },
    })
}

/// A penalty as a record keeps it, in English letters: `NS:25%`, `EW:3imp`.
fn penalty_canonical(p: &penalty::Penalty) -> String {
    let side = match p.side {
        Side::NS => "NS",
        Side::EW => "EW",
    };
    let unit = match p.unit {
        penalty::Unit::TopPercent => "%",
        penalty::Unit::Imps => "imp",
        penalty::Unit::Vps => "vp",
    };
    format!("{side}:{}{unit}", p.amount)
}
