//! A chain of rulings: the walks that went on to the next by themselves (a ruling
//! with `then:`), up to the last. The score step comes once, at the chain's end, for
//! every kind a ruling of the chain allows, and the score is kept with the ruling
//! that allows it: a board lost to lateness keeps its adjusted score, and the
//! procedural penalty ruled next keeps its own. One rule for both faces.

use crate::model::score_kind::ScoreKind;
use crate::walker::walk::Walk;

/// Where the chain that ends with the last walk begins: the last walk, and before
/// it each walk whose ruling went on to the next by itself.
pub fn start(walks: &[Walk]) -> usize {
    let mut start = walks.len().saturating_sub(1);
    while start > 0 && walks[start - 1].outcome().is_some_and(|o| o.then.is_some()) {
        start -= 1;
    }
    start
}

/// Every kind of score a ruling of the chain that ends with the last walk allows,
/// in the vocabulary's order.
pub fn allowed_scores(walks: &[Walk]) -> Vec<ScoreKind> {
    let chain = &walks[start(walks)..];
    ScoreKind::ALL
        .into_iter()
        .filter(|k| chain.iter().any(|w| allows(w, *k)))
        .collect()
}

/// The walk of that chain a score of `kind` is kept with: the latest whose ruling
/// allows it, if any does.
pub fn keeper(walks: &[Walk], kind: ScoreKind) -> Option<usize> {
    (start(walks)..walks.len())
        .rev()
        .find(|&i| allows(&walks[i], kind))
}

fn allows(walk: &Walk, kind: ScoreKind) -> bool {
    walk.outcome().is_some_and(|o| o.scores.contains(&kind))
}
