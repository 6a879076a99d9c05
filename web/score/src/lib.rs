//! The page's score step, as a wasm module of its own (docs/decisions.md, "The web
//! face: size"): the core's score computation (`bridge_td::score::compute::of_kind`,
//! what `td score`, `td ask`'s `score` line and `td replay --check` call) and the
//! words of its form, fetched when the Score screen first opens and cached by the
//! service worker, so that it is not part of the page's first load.
//!
//! It knows nothing of the incident: the main module (`web/wasm`, `Session`) gives
//! what the form needs (`Session.scoreStep`: the kinds the ruling allows, the scores
//! kept, the board, declarer and contract) and keeps the score computed here with
//! the ruling (`Session.keepScore`, which checks that the ruling allows its kind).
//! Everything crosses as JSON strings, as in the main module.

use bridge_td::model::score_kind::ScoreKind;
use bridge_td::records::incident::RecordedScore;
use bridge_td::score::adjusted::{AdjustedScore, SideResult};
use bridge_td::score::artificial::Artificial;
use bridge_td::score::contract::{Side, Vulnerability};
use bridge_td::score::entered;
use bridge_td::score::input::ScoreInput;
use bridge_td::texts::i18n::{Msg, artificial_name, side_name, t, tf};
use bridge_td::texts::lang::Lang;
use serde_json::{Value, json};
use wasm_bindgen::prelude::*;

fn error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

fn lang_of(code: &str) -> Result<Lang, JsError> {
    Lang::from_code(code).ok_or_else(|| error(format!("unknown language `{code}`")))
}

fn kind_of(id: &str) -> Result<ScoreKind, JsError> {
    ScoreKind::from_id(id).ok_or_else(|| error(format!("no score of kind `{id}`")))
}

/// The pseudo-language (`bridge_td::texts::pseudo`), when the page runs in it
/// (`?pseudo`): this module keeps its own copy of the messages it is given.
#[wasm_bindgen]
pub fn enable_pseudo() {
    bridge_td::texts::pseudo::enable();
}

/// Puts in the messages of `lang` (the page's module gives them: `catalogue`); a
/// language whose messages are here already keeps them.
#[wasm_bindgen]
pub fn install_catalogue(lang: &str, source: &str) -> Result<(), JsError> {
    bridge_td::texts::fluent::MESSAGES.install(lang_of(lang)?, source);
    Ok(())
}

/// Whether the messages of `lang` are here.
#[wasm_bindgen]
pub fn has_catalogue(lang: &str) -> bool {
    Lang::from_code(lang).is_some_and(|l| bridge_td::texts::fluent::MESSAGES.has(l))
}

/// A kind of score as the score step names it, with the law it rests on.
fn kind_title(kind: ScoreKind, lang: Lang) -> String {
    let law = |p: &str| format!("{}{p}", lang.citation_prefix());
    match kind {
        ScoreKind::Stands => t(lang, Msg::ScoreStandsText).to_string(),
        ScoreKind::Rescored => t(lang, Msg::ScoreTitleRescored).to_string(),
        ScoreKind::Transferred => t(lang, Msg::ScoreTitleTransferred).to_string(),
        ScoreKind::Adjusted => tf(lang, Msg::ScoreAssigned, &[&law("12C1")]),
        ScoreKind::Artificial => tf(lang, Msg::ScoreArtificial, &[&law("12C2")]),
        ScoreKind::Penalty => format!("{} ({})", t(lang, Msg::PenaltyTitle), law("90A")),
    }
}

fn vul_id(v: Vulnerability) -> &'static str {
    match v {
        Vulnerability::None => "none",
        Vulnerability::NS => "NS",
        Vulnerability::EW => "EW",
        Vulnerability::Both => "both",
    }
}

/// The score step for the ruling shown, as the form draws it (JSON). `session` is
/// what `Session.scoreStep` gives (`kinds`, the ids the ruling allows; `kept`, each
/// `{kind, score}` kept with it so far) with the facts' `board`, `declarer` and
/// `contract` as the facts form shows them (`Session.facts`). Out: the kinds named in the TD's
/// language; the scores kept, each side as the scorer enters it; and what fills
/// the form first: the vulnerability Law 2 gives the board, the declarer and
/// contract, the seats, vulnerabilities, artificial scores and units in the TD's
/// words.
#[wasm_bindgen]
pub fn step(session: &str, lang: &str) -> Result<String, JsError> {
    let lang = lang_of(lang)?;
    let session: Value = serde_json::from_str(session).map_err(error)?;
    let text = |key: &str| {
        session[key]
            .as_str()
            .filter(|v| !v.is_empty())
            .map(str::to_string)
    };
    let mut kinds = Vec::new();
    for id in session["kinds"].as_array().into_iter().flatten() {
        let kind = kind_of(id.as_str().unwrap_or_default())?;
        kinds.push(json!({"id": kind.id(), "name": kind_title(kind, lang)}));
    }
    let mut kept = Vec::new();
    for k in session["kept"].as_array().into_iter().flatten() {
        let kind = kind_of(k["kind"].as_str().unwrap_or_default())?;
        let score: AdjustedScore = serde_json::from_value(k["score"].clone()).map_err(error)?;
        let recorded = RecordedScore::of(&score, kind);
        let side = |s: &SideResult, own: &str| {
            (*s != SideResult::default() || kind != ScoreKind::Penalty)
                .then(|| entered::value(&recorded, s, own, lang))
        };
        kept.push(json!({
            "kind": kind.id(),
            "name": entered::kind_word(kind.id(), lang),
            "ns": side(&score.ns, "--result-ns"),
            "ew": side(&score.ew, "--result-ew"),
        }));
    }
    let board = session["board"]
        .as_str()
        .and_then(|b| b.trim().parse::<u32>().ok());
    let vuls: Vec<_> = [
        (Vulnerability::None, Msg::ScoreVulNone),
        (Vulnerability::NS, Msg::ScoreVulNs),
        (Vulnerability::EW, Msg::ScoreVulEw),
        (Vulnerability::Both, Msg::ScoreVulBoth),
    ]
    .into_iter()
    .map(|(v, m)| json!({"id": vul_id(v), "name": t(lang, m)}))
    .collect();
    let seats: Vec<_> = ["N", "E", "S", "W"]
        .into_iter()
        .map(|l| bridge_td::records::facts::seat_shown(l, lang))
        .collect();
    let artificials = [
        (Artificial::AveragePlus, "A+"),
        (Artificial::Average, "A"),
        (Artificial::AverageMinus, "A-"),
    ]
    .map(|(a, id)| json!({"id": id, "name": artificial_name(a, lang)}));
    Ok(json!({
        "kinds": kinds,
        "kept": kept,
        "vul": board.and_then(Vulnerability::of_board).map(vul_id),
        "vuls": vuls,
        "seats": seats,
        "declarer": text("declarer"),
        "contract": text("contract"),
        "sides": [side_name(Side::NS, lang), side_name(Side::EW, lang)],
        "resultHint": t(lang, Msg::NotationResultExamples),
        "artificials": artificials,
        "units": [
            json!({"id": "imp", "name": t(lang, Msg::ScoreUnitImps)}),
            json!({"id": "vp", "name": t(lang, Msg::ScoreUnitVp)}),
        ],
    })
    .to_string())
}

/// Computes a score of `kind` from the score form (`ScoreInput` as JSON: the values
/// of `td score`'s arguments as the TD typed them), as `td ask` computes a score
/// typed after a ruling. Returns `{text, score}`: the score as `td score` words it,
/// and as a record keeps it (for `Session.keepScore`). An error is the message
/// `td` gives for the same values, naming the argument (`--vul: ...`).
#[wasm_bindgen]
pub fn score(kind: &str, input: &str, lang: &str) -> Result<String, JsError> {
    let lang = lang_of(lang)?;
    let kind = kind_of(kind)?;
    let input: ScoreInput = serde_json::from_str(input).map_err(error)?;
    let computed = bridge_td::score::compute::of_kind(kind, &input, lang).map_err(error)?;
    Ok(json!({"text": computed.text, "score": computed.recorded}).to_string())
}
