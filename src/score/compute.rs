//! A score from its inputs (`ScoreInput`): read, checked and computed, with the
//! text `td score` prints, its JSON, and what a record keeps.
//!
//! Every face calls this, so a value one refuses the others refuse with the same
//! words. Every error is the message to show, in the TD's language, naming the
//! argument it is about (`--vul: ...`); the terminal makes it a usage error (exit
//! 2), a form can say it under the field. Nothing here reads a file.

use serde_json::Value;

use crate::model::score_kind::ScoreKind;
use crate::score::adjusted::AdjustedScore;
use crate::score::contract::{Outcome, Vulnerability};
use crate::score::input::ScoreInput;
use crate::score::notation::{self, Bad};
use crate::score::report::{Part, Report};
use crate::score::weighted::{Against, Weighted};
use crate::score::words::{shown, weighted_results, word_bad};
use crate::texts::i18n::{Msg, t, tf};
use crate::texts::lang::Lang;

/// A score computed from its inputs: as `td score` prints it (text and JSON) and
/// as an incident record keeps it.
pub struct Computed {
    pub text: String,
    pub json: Value,
    pub recorded: AdjustedScore,
}

/// The most scores one board's field can hold: far more tables than any event
/// plays a board at, and small enough that matchpointing against it stays cheap
/// (a record's aliases could otherwise repeat a long field many times).
pub const MAX_FIELD: usize = 10_000;

/// Reads the inputs and computes the score; every error names the argument.
pub fn compute(input: &ScoreInput, lang: Lang) -> Result<Computed, String> {
    let fail = |flag: &str, bad: Bad| format!("{flag}: {}", word_bad(&bad, lang));
    if let (Some(ns), Some(ew)) = (&input.ns, &input.ew) {
        return crate::score::artificial_score::compute(input, ns, ew, lang);
    }
    if let Some(p) = &input.penalty {
        return crate::score::penalty_score::compute(p, input, lang);
    }
    let by = input
        .by
        .as_deref()
        .map(|s| {
            notation::seat_of(s, lang).ok_or_else(|| {
                format!(
                    "--by: {}",
                    tf(
                        lang,
                        Msg::NotSeat,
                        &[&shown(s), crate::records::facts::seat_letters(lang)]
                    )
                )
            })
        })
        .transpose()?;
    let read = |flag: &str, inputs: &[String]| -> Result<Vec<Weighted>, String> {
        weighted_results(inputs, by, lang).map_err(|message| format!("{flag}: {message}"))
    };
    let (ns_results, ew_results) = if let Some(r) = &input.result {
        let one = read("RESULT", std::slice::from_ref(r))?;
        (one.clone(), one)
    } else if !input.results.is_empty() {
        let all = read("--result", &input.results)?;
        (all.clone(), all)
    } else if !input.results_ns.is_empty() {
        (
            read("--result-ns", &input.results_ns)?,
            read("--result-ew", &input.results_ew)?,
        )
    } else {
        return Err(t(lang, Msg::ScoreNothing).to_string());
    };
    let balancing = input.results_ns.is_empty();
    let all_passed = ns_results
        .iter()
        .chain(&ew_results)
        .all(|w| w.outcome == Outcome::PassedOut);
    let vul = match &input.vul {
        Some(v) => notation::vulnerability(v, lang).map_err(|b| fail("--vul", b))?,
        // A passed-out board scores zero whatever the vulnerability.
        None if all_passed => Vulnerability::None,
        None => return Err(format!("--vul: {}", t(lang, Msg::ScoreNeedVul))),
    };
    let field = field(input, lang)?;
    let other = input
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
        knockout: input.knockout,
    };
    Ok(Computed {
        text: report.text(lang),
        json: report.json(),
        recorded: report.recorded(),
    })
}

/// The other tables' scores: `--field` and a traveller's together, or `None` when
/// neither is given.
fn field(input: &ScoreInput, lang: Lang) -> Result<Option<Vec<i32>>, String> {
    if input.field.is_empty() && input.traveller.is_none() {
        return Ok(None);
    }
    let mut scores = Vec::new();
    for s in &input.field {
        scores.push(notation::score(s).map_err(|b| format!("--field: {}", word_bad(&b, lang)))?);
    }
    if let Some(read) = &input.traveller {
        scores.extend(read);
    }
    if scores.len() > MAX_FIELD {
        return Err(format!(
            "--field: {}",
            tf(
                lang,
                Msg::ScoreFieldTooLong,
                &[&scores.len().to_string(), &MAX_FIELD.to_string()]
            )
        ));
    }
    Ok(Some(scores))
}

/// A score of `kind` from its inputs: the table result that stands has none; a
/// score scored anew or after a transfer is one result, not a weighting; an
/// adjusted score is not an average; an artificial one is. Used alike where the TD
/// gives it and where `td replay --check` recomputes a record's, so both refuse
/// the same inputs. `lang` reads the inputs and words the text (a record's are in
/// English letters).
pub fn of_kind(kind: ScoreKind, input: &ScoreInput, lang: Lang) -> Result<Computed, String> {
    if !kind.has_args() {
        if *input != ScoreInput::default() {
            return Err(tf(lang, Msg::ScoreStandsNoArgs, &["…"]));
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
    let artificial = input.ns.is_some() || input.ew.is_some();
    let penalty = input.penalty.is_some();
    let results =
        usize::from(input.result.is_some()) + input.results.len() + input.results_ns.len();
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
        return Err(tf(lang, needs, &[kind.id()]));
    }
    compute(input, lang)
}
