//! What the score's values and errors are in the TD's words: a contract and its
//! declarer (`4SX-2 by S`, nb `3G= ved Ø`), the vulnerability, a number with the
//! language's decimal separator, and what is wrong with a value typed.

use crate::score::contract::{Impossible, Outcome, Played, Seat, Vulnerability};
use crate::score::exact::Hundredths;
use crate::score::notation::{self, Bad};
use crate::score::weighted::{self, Weighted};
use crate::texts::i18n::{Msg, decimal, t, tf};
use crate::texts::lang::Lang;

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
pub fn played_text(p: &Played, lang: Lang) -> String {
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

pub fn outcome_text(o: &Outcome, lang: Lang) -> String {
    match o {
        Outcome::PassedOut => t(lang, Msg::ScorePass).to_string(),
        Outcome::Played(p) => played_text(p, lang),
    }
}

pub fn seat_text(s: Seat, lang: Lang) -> String {
    crate::records::facts::seat_shown(s.letter(), lang)
}

pub fn vul_text(v: Vulnerability, lang: Lang) -> &'static str {
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

pub fn cite(paragraph: &str, lang: Lang) -> String {
    format!("{}{paragraph}", lang.citation_prefix())
}

/// A number with the TD's decimal separator (a comma in nb and pl), signed if asked.
pub fn num(h: Hundredths, lang: Lang, sign: bool) -> String {
    decimal(&if sign { h.signed() } else { h.to_string() }, lang)
}

pub fn signed(n: i32) -> String {
    if n > 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

pub fn shown(s: &str) -> String {
    crate::texts::text::sanitize(s).chars().take(30).collect()
}
