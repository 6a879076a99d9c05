//! `td replay PATH...`: replay records, print one result per incident as it goes,
//! then a summary with the count of each status and, for incidents the trees did
//! not cover, the question where that happened: where the trees are thin.

use crate::texts::lang::Lang;
use std::collections::BTreeMap;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};

use crate::cmd::score::Source;
use crate::error::Error;
use crate::exit::Exit;
use crate::law::law_ref::LawRef;
use crate::model::score_kind::ScoreKind;
use crate::records::incident::RecordedWalk;
use crate::records::replay::{self, Outcome, Status, WalkResult};
use crate::records::walk_json::{FactsJson, RecordedJson, WalkJson};
use crate::terminal::context::Context;
use crate::terminal::render::{self, Format};
use crate::terminal::slip;
use crate::texts::i18n::{Msg, t, tf};

/// What the summary counts: incidents per status, uncovered walks per question.
#[derive(Default)]
struct Tally {
    per_status: BTreeMap<Status, usize>,
    uncovered_at: BTreeMap<String, usize>,
}

impl Tally {
    fn add(&mut self, done: &Done) {
        *self.per_status.entry(done.status).or_default() += 1;
        for id in &done.uncovered_at {
            *self.uncovered_at.entry(id.clone()).or_default() += 1;
        }
    }

    fn count(&self, s: Status) -> usize {
        self.per_status.get(&s).copied().unwrap_or(0)
    }

    fn summary(&self, lang: crate::texts::lang::Lang) -> String {
        let total: usize = self.per_status.values().sum();
        let parts: Vec<String> = Status::ALL
            .iter()
            .map(|&s| crate::texts::counted::count(lang, counted_status(s), self.count(s)))
            .collect();
        let mut s = format!(
            "{}: {}",
            crate::texts::counted::count(lang, crate::texts::counted::Counted::Incidents, total),
            parts.join(", ")
        );
        for (node, n) in &self.uncovered_at {
            s += &format!("\n{}: {n}", tf(lang, Msg::ReplayUncoveredCount, &[node]));
        }
        s
    }
}

/// One replayed record, rendered: what the printer needs, in the order read.
struct Done {
    text: String,
    status: Status,
    uncovered_at: Vec<String>,
}

pub fn run(
    ctx: &Context,
    paths: &[PathBuf],
    check: bool,
    format: Format,
    jobs: Option<std::num::NonZeroUsize>,
) -> Result<Exit, Error> {
    let rulings = ctx.rulings()?;
    let jobs = crate::files::parallel::clamp_jobs(jobs.map(|n| n.get()));
    let one_file = paths.len() == 1 && paths[0].is_file();
    let replay_one = |path: &Path| -> Done {
        let mut outcome = replay::replay_file(rulings, path, check);
        let scores = if check {
            check_scores(&mut outcome, ctx.lang)
        } else {
            Vec::new()
        };
        let text = match format {
            Format::Text => text(&outcome, &scores, ctx, one_file),
            Format::Markdown => markdown(&outcome, &scores, ctx),
            Format::Json => json_line(&outcome, &scores, ctx),
        };
        let uncovered_at = outcome
            .walks
            .iter()
            .filter_map(|w| {
                w.walk
                    .uncovered_at()
                    .map(|at| w.walk.rulings().qualified_id(at))
            })
            .collect();
        Done {
            text,
            status: outcome.status,
            uncovered_at,
        }
    };
    let mut tally = Tally::default();
    // Into a pipe or file the lines go out in 64 KiB writes, not one write per
    // incident; on a terminal each incident shows as soon as it is replayed.
    let live = std::io::stdout().is_terminal();
    let mut out = std::io::BufWriter::with_capacity(64 * 1024, std::io::stdout().lock());
    let mut emit = |done: Done| -> std::io::Result<()> {
        tally.add(&done);
        out.write_all(done.text.as_bytes())?;
        if live {
            out.flush()?;
        }
        Ok(())
    };
    let replayed = if jobs <= 1 {
        replay::for_each_file(paths, &mut |p| emit(replay_one(p)))
    } else {
        crate::files::parallel::ordered(
            jobs,
            &mut |each| replay::for_each_file(paths, each),
            &replay_one,
            &mut emit,
        )
    };
    // What was replayed is written out even when a later write or walk failed.
    let flushed = out.flush();
    drop(out);
    replayed?;
    flushed?;
    if tally.per_status.is_empty() {
        return Err(Error::Problem {
            message: t(ctx.lang, Msg::NoRecordsFound).to_string(),
        });
    }
    let summary = tally.summary(ctx.lang);
    // The summary goes to stderr in every format, so a report redirected to a
    // file holds only the report.
    eprintln!("\n{summary}");
    Ok(if tally.count(Status::Invalid) > 0 {
        Exit::BadInput
    } else if tally.count(Status::Changed) + tally.count(Status::Incomplete) > 0 {
        Exit::Problem
    } else {
        Exit::Success
    })
}

/// The walks of a valid outcome with what the record says of each.
/// `--check` on the scores: each is run again by its kind from the arguments the
/// record keeps (in English letters, as recorded) and compared field by field. A
/// score that no longer follows makes the incident `changed` (its walk's ruling
/// may well be the same). One note per score, in the TD's language, where
/// something differs: per walk, in the order of [`RecordedWalk::kept_scores`].
fn check_scores(o: &mut Outcome, lang: Lang) -> Vec<Vec<Option<String>>> {
    let Some(loaded) = &o.record else {
        return Vec::new();
    };
    let notes: Vec<Vec<Option<String>>> = loaded
        .record
        .walks
        .iter()
        .zip(&o.walks)
        .map(|(w, replayed)| {
            let allowed = replayed.walk.outcome().map(|o| o.scores.as_slice());
            w.kept_scores()
                .into_iter()
                .map(|(kind, recorded)| score_note(kind, recorded, allowed, lang))
                .collect()
        })
        .collect();
    // The walk's own status stays about its ruling; the file's says a score changed.
    if notes.iter().flatten().any(Option::is_some) && o.status != Status::Invalid {
        o.status = Status::Changed;
    }
    notes
}

/// What `--check` says of one score, or nothing where it still follows.
fn score_note(
    kind: ScoreKind,
    recorded: &crate::score::adjusted::AdjustedScore,
    allowed: Option<&[ScoreKind]>,
    lang: Lang,
) -> Option<String> {
    // A score of a kind the ruling does not allow was not given at the table
    // through td: the ruling offers no such score step there.
    if !allowed.is_some_and(|a| a.contains(&kind)) {
        let why = match allowed {
            Some(a) if !a.is_empty() => {
                let ids: Vec<&str> = a.iter().map(|k| k.id()).collect();
                tf(
                    lang,
                    Msg::ScoreKindNotAllowed,
                    &[kind.id(), &ids.join(", ")],
                )
            }
            _ => t(lang, Msg::ScoreNotAllowed).to_string(),
        };
        return Some(tf(lang, Msg::ScoreChangedNote, &[&why]));
    }
    match super::score::of_kind(kind, &recorded.args, Source::Record, lang) {
        // One line, whatever the record holds: a note never starts a line of its
        // own that could pass for td's report on another file.
        Err(e) => Some(tf(
            lang,
            Msg::ScoreChangedNote,
            &[&crate::texts::text::one_line(&e.to_string())],
        )),
        Ok(now) => {
            let diffs = crate::score::adjusted::differences(recorded, &now.recorded);
            (!diffs.is_empty()).then(|| {
                let each: Vec<String> = diffs
                    .iter()
                    .map(|d| {
                        tf(
                            lang,
                            Msg::ScoreWas,
                            &[
                                d.side,
                                d.field,
                                d.recorded.as_deref().unwrap_or("-"),
                                d.now.as_deref().unwrap_or("-"),
                            ],
                        )
                    })
                    .collect();
                tf(lang, Msg::ScoreChangedNote, &[&each.join("; ")])
            })
        }
    }
}

/// The recorded scores of walk `i` with their kinds, each with its `--check` note.
fn scores_of<'a>(
    o: &'a Outcome,
    notes: &'a [Vec<Option<String>>],
    i: usize,
) -> Vec<(
    ScoreKind,
    &'a crate::score::adjusted::AdjustedScore,
    Option<&'a String>,
)> {
    let Some(rec) = o.record.as_ref().and_then(|l| l.record.walks.get(i)) else {
        return Vec::new();
    };
    rec.kept_scores()
        .into_iter()
        .enumerate()
        .map(|(j, (kind, a))| {
            let note = notes.get(i).and_then(|n| n.get(j)).and_then(Option::as_ref);
            (kind, a, note)
        })
        .collect()
}

fn walks<'a, 'r>(
    o: &'a Outcome<'r>,
) -> impl Iterator<Item = (&'a WalkResult<'r>, &'a RecordedWalk)> {
    let recorded = o.record.iter().flat_map(|l| l.record.walks.iter());
    o.walks.iter().zip(recorded)
}

fn ruling_line(w: &WalkResult, ctx: &Context) -> String {
    let walk = &w.walk;
    format!(
        "{}  {}",
        walk.rulings().qualified_id(walk.current()),
        ctx.style.citation(&render::cites(
            ctx.lang,
            &walk.citations().into_iter().cloned().collect::<Vec<_>>(),
        ))
    )
}

/// What the record says a walk ended in, on one line: a record is a file anyone
/// can edit, and a line break in its outcome would forge a line of the report.
fn recorded_line(rec: &RecordedWalk, lang: crate::texts::lang::Lang) -> String {
    let line = crate::texts::text::one_line;
    match (&rec.ruling, &rec.uncovered) {
        (Some(r), _) => format!(
            "{}  {}",
            line(&r.outcome),
            recorded_refs(&r.citations, lang)
        ),
        (None, Some(at)) => tf(lang, Msg::ReplayRecordedUncovered, &[&line(at)]),
        (None, None) => t(lang, Msg::ReplayNoRulingRecorded).to_string(),
    }
}

/// A record's citations written as the current ones are (`Law 45C1`, `§§ 45C1 og
/// 47E1`), so the lines before and now compare at a glance; a citation this build
/// cannot read (a hand-edited record) is shown as written, on one line.
fn recorded_refs(citations: &[String], lang: crate::texts::lang::Lang) -> String {
    let refs: Result<Vec<LawRef>, _> = citations.iter().map(|c| LawRef::parse(c)).collect();
    match refs {
        Ok(refs) => render::ref_list(lang, &refs),
        Err(_) => crate::texts::text::one_line(&citations.join(", ")),
    }
}

/// "; see 57A, 62B" after a ruling line, or nothing when the list is empty.
fn see_suffix(list: Option<String>, lang: crate::texts::lang::Lang) -> String {
    list.filter(|s| !s.is_empty())
        .map_or(String::new(), |s| tf(lang, Msg::ReplaySee, &[&s]))
}

/// A status as the text report shows it, in the TD's language (JSON keeps the
/// English word, as a value programs read).
/// The counted noun of a status, for the summary line.
fn counted_status(s: Status) -> crate::texts::counted::Counted {
    use crate::texts::counted::Counted;
    match s {
        Status::Ok => Counted::StatusOk,
        Status::Changed => Counted::StatusChanged,
        Status::Incomplete => Counted::StatusIncomplete,
        Status::Uncovered => Counted::StatusUncovered,
        Status::Invalid => Counted::StatusInvalid,
    }
}

fn status_word(lang: crate::texts::lang::Lang, s: Status) -> &'static str {
    t(
        lang,
        match s {
            Status::Ok => Msg::StatusOk,
            Status::Changed => Msg::StatusChanged,
            Status::Incomplete => Msg::StatusIncomplete,
            Status::Uncovered => Msg::StatusUncovered,
            Status::Invalid => Msg::StatusInvalid,
        },
    )
}

fn digest_note(o: &Outcome, lang: crate::texts::lang::Lang) -> String {
    match &o.record {
        Some(l) if o.other_digest => format!(
            "\n  {}",
            tf(
                lang,
                Msg::ReplayOtherRulings,
                &[&crate::model::load::short_digest(&l.record.rulings_digest)]
            )
        ),
        _ => String::new(),
    }
}

fn text(o: &Outcome, scores: &[Vec<Option<String>>], ctx: &Context, full: bool) -> String {
    if let Some(e) = &o.error {
        return format!(
            "{}:{}:{}: {}: {}\n",
            e.file,
            e.pos.line,
            e.pos.col,
            status_word(ctx.lang, Status::Invalid),
            e.message(ctx.lang)
        );
    }
    let many = o.walks.len() > 1;
    let mut body = Vec::new();
    for (i, (w, rec)) in walks(o).enumerate() {
        let at = w.walk.rulings().qualified_id(w.walk.current());
        let line = match w.status {
            Status::Ok => ruling_line(w, ctx),
            Status::Changed => {
                // The see-also lists too: a change may be only there (57C2 -> 57C3).
                let see_old = rec.ruling.as_ref().map(|r| recorded_refs(&r.see, ctx.lang));
                let see_new = w.walk.outcome().map(|o| render::cites(ctx.lang, &o.see));
                let differs = differs_line(o, i, ctx.lang);
                format!(
                    "{}: {}{}\n  {}: {}{}{}",
                    t(ctx.lang, Msg::ReplayOld),
                    recorded_line(rec, ctx.lang),
                    see_suffix(see_old, ctx.lang),
                    t(ctx.lang, Msg::ReplayNew),
                    ruling_line(w, ctx),
                    see_suffix(see_new, ctx.lang),
                    differs.map(|d| format!("\n  {d}")).unwrap_or_default(),
                )
            }
            Status::Incomplete => tf(ctx.lang, Msg::ReplayNoAnswer, &[&at]),
            Status::Uncovered => tf(ctx.lang, Msg::ReplayUncovered, &[&at]),
            Status::Invalid => unreachable!("an invalid record has no walks"),
        };
        let number = if many {
            format!("{}. ", i + 1)
        } else {
            String::new()
        };
        body.push(format!("  {number}{line}"));
        // One record replayed: its ruling as the TD reads it out, not only its id.
        if full
            && matches!(w.status, Status::Ok | Status::Changed)
            && let Some(outcome) = w.walk.outcome()
        {
            body.push(ctx.style.wrap(outcome.ruling.get(ctx.lang), 4));
        }
        for (kind, a, note) in scores_of(o, scores, i) {
            body.push(format!("    {}", slip::adjusted_line(kind, a, ctx.lang)));
            if let Some(note) = note {
                body.push(format!("    {note}"));
            }
        }
    }
    body.extend(amended_lines(o, ctx.lang).map(|l| format!("  {l}")));
    body.extend(
        o.history_changed
            .iter()
            .map(|n| format!("  {}", crate::texts::text::one_line(&n.render(ctx.lang)))),
    );
    format!(
        "{}: {}\n{}{}\n",
        o.file,
        status_word(ctx.lang, o.status),
        body.join("\n"),
        digest_note(o, ctx.lang)
    )
}

/// "differs: holders (was: offender-lho; now: declarer), words": which parts of
/// walk `i`'s ruling `--check` found changed, or `None` if none is (a change in
/// the steps said shows in the lines themselves).
fn differs_line(o: &Outcome, i: usize, lang: crate::texts::lang::Lang) -> Option<String> {
    use crate::records::replay::Difference;
    let parts: Vec<String> = o
        .differences(i)
        .iter()
        .map(|d| match d {
            Difference::Outcome => t(lang, Msg::DiffOutcome).to_string(),
            Difference::Citations => t(lang, Msg::DiffCitations).to_string(),
            Difference::See => t(lang, Msg::DiffSee).to_string(),
            Difference::Words => t(lang, Msg::DiffWords).to_string(),
            Difference::Holders { was, now } => {
                let list = |l: &[String]| {
                    if l.is_empty() {
                        "-".to_string()
                    } else {
                        crate::texts::text::one_line(&l.join(", "))
                    }
                };
                tf(lang, Msg::DiffHolders, &[&list(was), &list(now)])
            }
        })
        .collect();
    (!parts.is_empty()).then(|| tf(lang, Msg::DiffLine, &[&parts.join(", ")]))
}

/// For a committee: each fact established and each player's choice of a walk,
/// with when it was given (format 4 records keep a time per step).
fn answered_when(
    rec: &crate::records::incident::RecordedWalk,
    rulings: &crate::model::tree::Rulings,
    lang: crate::texts::lang::Lang,
) -> String {
    let timed: Vec<_> = rec.steps.iter().filter(|s| !s.at.is_empty()).collect();
    if timed.is_empty() {
        return String::new();
    }
    let mut s = format!("\n**{}**\n\n", t(lang, Msg::MdAnsweredWhen));
    for step in timed {
        let id = step
            .answer
            .as_deref()
            .or(step.choice.as_deref())
            .unwrap_or("");
        let (question, label) = rulings
            .resolve(0, &step.node)
            .and_then(|at| rulings.node(at).question())
            .map(|q| {
                let label = q
                    .answers
                    .iter()
                    .find(|a| a.id == id)
                    .map_or(id.to_string(), |a| a.label.get(lang).to_string());
                (q.ask.get(lang).to_string(), label)
            })
            .unwrap_or((step.node.clone(), id.to_string()));
        let by = step
            .by
            .as_deref()
            .and_then(crate::model::holder::Holder::from_id)
            .map(|h| format!(" ({})", tf(lang, Msg::MdChoiceOf, &[h.asked(lang)])))
            .unwrap_or_default();
        s += &format!(
            "- {}: {} → {}{}\n",
            slip::md_cell(&crate::terminal::date::shown(&step.at, lang)),
            slip::md_cell(&question),
            slip::md_cell(&label),
            slip::md_cell(&by)
        );
    }
    s
}

/// One line per amendment of the record, oldest first: when, and what the TD had
/// ruled before (the current walks are the ones replayed).
fn amended_lines<'a>(
    o: &'a Outcome,
    lang: crate::texts::lang::Lang,
) -> impl Iterator<Item = String> + 'a {
    let history = o.record.iter().flat_map(|l| l.record.history.iter());
    history.map(move |h| {
        let before: Vec<String> = h.walks.iter().map(|w| recorded_line(w, lang)).collect();
        tf(
            lang,
            Msg::ReplayAmended,
            &[
                &crate::texts::text::one_line(&h.superseded),
                &before.join("; "),
            ],
        )
    })
}

fn markdown(o: &Outcome, scores: &[Vec<Option<String>>], ctx: &Context) -> String {
    let lang = ctx.lang;
    let mut s = format!(
        "# {} {}\n\n{}: **{}**\n",
        t(lang, Msg::MdIncident),
        slip::md_code(&o.file),
        t(lang, Msg::MdStatus),
        status_word(lang, o.status)
    );
    if let Some(e) = &o.error {
        return s + &format!(
            "\n{}:{}:{}: {}\n\n",
            slip::md_cell(&e.file),
            e.pos.line,
            e.pos.col,
            slip::md_cell(&e.message(lang))
        );
    }
    let loaded = o.record.as_ref().expect("valid outcome has a record");
    let rec = &loaded.record;
    let recorded = tf(
        lang,
        Msg::MdRecorded,
        &[
            &slip::md_cell(&crate::terminal::date::shown(&rec.created, lang)),
            &slip::md_cell(&rec.lang),
            &slip::md_cell(&crate::model::load::short_digest(&rec.rulings_digest)),
        ],
    );
    s += &format!("\n{recorded}\n");
    if o.other_digest {
        s += &format!("\n> {}\n", t(lang, Msg::MdOtherRulings));
    }
    s += &slip::facts_markdown(&rec.facts, lang);
    if !rec.regulations.is_empty() {
        let list = slip::md_cell(&rec.regulations.join(", "));
        s += &format!("\n{}\n", tf(lang, Msg::MdRegulations, &[&list]));
    }
    let count = o.walks.len();
    for (i, (w, recorded)) in walks(o).enumerate() {
        s.push('\n');
        if w.walk.is_ended() {
            s += &slip::walk_markdown(&w.walk, lang, 2, i + 1, count);
        } else {
            let at = w.walk.rulings().qualified_id(w.walk.current());
            s += &format!("{}\n", tf(lang, Msg::MdNoRuling, &[&at]));
        }
        for (kind, a, note) in scores_of(o, scores, i) {
            s += &format!("\n{}\n", slip::md_cell(&slip::adjusted_line(kind, a, lang)));
            if let Some(note) = note {
                s += &format!("\n> {}\n", slip::md_cell(note));
            }
        }
        if w.status == Status::Changed {
            let line = slip::md_cell(&recorded_line(recorded, lang));
            s += &format!("\n> {}\n", tf(lang, Msg::MdRecordedRuling, &[&line]));
        }
        s += &answered_when(recorded, w.walk.rulings(), lang);
    }
    for line in amended_lines(o, lang) {
        s += &format!("\n> {}\n", slip::md_cell(&line));
    }
    s + "\n"
}

/// The parts of walk `i`'s ruling that differ, by name, for `--format json`.
fn differs_json(o: &Outcome, i: usize) -> Vec<serde_json::Value> {
    use crate::records::replay::Difference;
    o.differences(i)
        .into_iter()
        .map(|d| match d {
            Difference::Outcome => serde_json::json!({"part": "outcome"}),
            Difference::Citations => serde_json::json!({"part": "citations"}),
            Difference::See => serde_json::json!({"part": "see"}),
            Difference::Words => serde_json::json!({"part": "words"}),
            Difference::Holders { was, now } => {
                serde_json::json!({"part": "holders", "was": was, "now": now})
            }
        })
        .collect()
}

fn json_line(o: &Outcome, scores: &[Vec<Option<String>>], ctx: &Context) -> String {
    let walks: Vec<WalkJson> = walks(o)
        .enumerate()
        .map(|(i, (w, rec))| {
            let ruling = rec.ruling.as_ref();
            let mut j = WalkJson::new(&w.walk, ctx.lang);
            j.status = Some(w.status.as_str());
            j.differs = differs_json(o, i);
            j.recorded = Some(RecordedJson {
                citations: ruling.map(|r| r.citations.as_slice()),
                outcome: ruling.map(|r| r.outcome.as_str()),
                see: ruling.map(|r| r.see.as_slice()),
                uncovered: rec.uncovered.as_deref(),
            });
            let all: Vec<_> = scores_of(o, scores, i)
                .into_iter()
                .map(
                    |(kind, score, note)| crate::records::walk_json::AdjustedScoreJson {
                        kind: kind.id(),
                        score,
                        changed: note.cloned(),
                    },
                )
                .collect();
            let (penalties, main): (Vec<_>, Vec<_>) = all
                .into_iter()
                .partition(|s| s.kind == ScoreKind::Penalty.id());
            j.adjusted_score = main.into_iter().next();
            j.penalties = penalties;
            j
        })
        .collect();
    // The node where the incident stopped, for the statuses that stop short.
    let stopped_at = |status| {
        o.walks
            .iter()
            .find(|w| w.status == status)
            .map(|w| w.walk.rulings().qualified_id(w.walk.current()))
    };
    let line = ReplayLine {
        error: o.error.as_ref().map(|e| ErrorJson {
            column: e.pos.col,
            line: e.pos.line,
            message: e.message(crate::texts::lang::Lang::En),
        }),
        facts: o.record.as_ref().map(|l| FactsJson::from(&l.record.facts)),
        file: &o.file,
        history: o.record.as_ref().map_or(Vec::new(), |l| {
            l.record.history.iter().map(SupersededJson::from).collect()
        }),
        incomplete_at: stopped_at(Status::Incomplete),
        same_rulings: o.record.as_ref().map(|_| !o.other_digest),
        status: o.status.as_str(),
        uncovered_at: stopped_at(Status::Uncovered),
        walks: o.record.as_ref().map(|_| walks),
    };
    serde_json::to_string(&line).expect("JSON of strings and numbers") + "\n"
}

/// One line of `td replay --format json`; keys in alphabetical order, as in
/// `walk_json.rs`.
#[derive(serde::Serialize)]
struct ReplayLine<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    error: Option<ErrorJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    facts: Option<FactsJson<'a>>,
    file: &'a str,
    /// The finished versions the record replaced when amended, oldest first.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    history: Vec<SupersededJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    incomplete_at: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    same_rulings: Option<bool>,
    status: &'static str,
    #[serde(skip_serializing_if = "Option::is_none")]
    uncovered_at: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    walks: Option<Vec<WalkJson<'a>>>,
}

/// A superseded version of a record: when, and what each walk had recorded.
#[derive(serde::Serialize)]
struct SupersededJson<'a> {
    status: crate::records::incident::Status,
    superseded: &'a str,
    walks: Vec<RecordedJson<'a>>,
}

impl<'a> From<&'a crate::records::incident::Superseded> for SupersededJson<'a> {
    fn from(h: &'a crate::records::incident::Superseded) -> Self {
        SupersededJson {
            status: h.status,
            superseded: &h.superseded,
            walks: h
                .walks
                .iter()
                .map(|w| RecordedJson {
                    citations: w.ruling.as_ref().map(|r| r.citations.as_slice()),
                    outcome: w.ruling.as_ref().map(|r| r.outcome.as_str()),
                    see: w.ruling.as_ref().map(|r| r.see.as_slice()),
                    uncovered: w.uncovered.as_deref(),
                })
                .collect(),
        }
    }
}

#[derive(serde::Serialize)]
struct ErrorJson {
    column: u64,
    line: u64,
    message: String,
}
