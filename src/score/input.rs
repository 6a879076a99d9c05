//! A score's inputs, as the TD gives them: the values of `td score`'s arguments,
//! as typed, before anything is read.
//!
//! The terminal fills it from the command line or the words typed after a ruling
//! (through clap, `crate::cmd::score`); a form fills it as JSON (the page's score
//! step, docs/decisions.md "Scoring"). `crate::score::compute` reads and checks it,
//! so every face refuses the same values with the same words. Each field is named after the
//! argument it stands for (`results_ns` is `--result-ns`).

use serde::Deserialize;

#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ScoreInput {
    /// One contract and its result (`RESULT`): 4SX-2, 3NT=, pass.
    pub result: Option<String>,
    /// `--by`: declarer's seat, for results that do not name it.
    pub by: Option<String>,
    /// `--vul`: none, NS, EW or both.
    pub vul: Option<String>,
    /// `--result`: results with their weights (12C1(c)), `4S=:60`.
    pub results: Vec<String>,
    /// `--result-ns` and `--result-ew`: each side's own weights (12C1(e), 82C).
    pub results_ns: Vec<String>,
    pub results_ew: Vec<String>,
    /// `--field`: the other tables' N-S scores, one per value.
    pub field: Vec<String>,
    /// The scores of a `--traveller` file, read by the terminal face: the core
    /// reads no file, and a record names none.
    #[serde(skip)]
    pub traveller: Option<Vec<i32>>,
    /// `--other-table`: the N-S score at the other table of a match.
    pub other_table: Option<String>,
    /// `--knockout` (12C4).
    pub knockout: bool,
    /// `--ns` and `--ew`: artificial scores (12C2), A+, A or A-.
    pub ns: Option<String>,
    pub ew: Option<String>,
    /// `--teams`: artificial scores in IMPs.
    pub teams: bool,
    /// `--session-ns` and `--session-ew` (12C2(c)).
    pub session_ns: Option<String>,
    pub session_ew: Option<String>,
    /// `--penalty`: a procedural penalty, `NS:25%`.
    pub penalty: Option<String>,
    /// `--top`: the top on the board, for a penalty in a share of it.
    pub top: Option<u32>,
}
