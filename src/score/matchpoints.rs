//! Law 78A, matchpoints: against each other score on the board, two units for a
//! score beaten, one for a tie, none for a score that beats it.
//!
//! The scores are N-S scores; E-W's units are the top less N-S's.

/// N-S's scoring units for `ns` against the other tables' N-S scores.
pub fn units(ns: i32, field: &[i32]) -> u32 {
    field
        .iter()
        .map(|&other| match ns.cmp(&other) {
            std::cmp::Ordering::Greater => 2,
            std::cmp::Ordering::Equal => 1,
            std::cmp::Ordering::Less => 0,
        })
        .sum()
}

/// The most units a score on this board can earn: two for each other table.
pub fn top(field: &[i32]) -> u32 {
    2 * field.len() as u32
}
