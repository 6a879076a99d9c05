//! "Did you mean": the nearest candidates to a misspelt name.
//!
//! Edit distance costs the product of the two lengths, and a check may ask for a
//! suggestion once per bad name against every name it knows. Both are bounded: a
//! name longer than [`MAX_COMPARED`] characters is no typo of a real one and gets
//! no suggestion, and while a [`Budget`] is open (a load of a rulings set opens
//! one) only the first [`MAX_SUGGESTIONS`] searches are made; later bad names are
//! still reported, without a "did you mean". A 300,000-character id hung `td check`
//! and 400,000 bad citations took 51 s before (see docs/decisions.md).

use std::cell::Cell;

/// Names longer than this (in characters) are not compared: no real id, law
/// reference or option comes near it, and the comparison would cost its square.
pub const MAX_COMPARED: usize = 64;

/// Searches made while one [`Budget`] is open; the rest get no suggestion.
pub const MAX_SUGGESTIONS: usize = 200;

thread_local! {
    /// Searches left in the open budget, or `None` outside one.
    static LEFT: Cell<Option<usize>> = const { Cell::new(None) };
}

/// Limits the searches [`nearest`] makes on this thread until dropped.
pub struct Budget {
    outer: Option<usize>,
}

impl Budget {
    pub fn open(searches: usize) -> Budget {
        Budget {
            outer: LEFT.with(|l| l.replace(Some(searches))),
        }
    }
}

impl Drop for Budget {
    fn drop(&mut self) {
        LEFT.with(|l| l.set(self.outer));
    }
}

/// Whether a search may still be made: callers that must prepare candidates at a
/// cost ask first.
pub fn may_search() -> bool {
    LEFT.with(|l| l.get() != Some(0))
}

/// Takes one search from the open budget; false when none are left.
fn spend() -> bool {
    LEFT.with(|l| match l.get() {
        None => true,
        Some(0) => false,
        Some(n) => {
            l.set(Some(n - 1));
            true
        }
    })
}

/// Edit distance (insertions, deletions, substitutions) between two strings,
/// counted in characters, case-insensitively.
pub fn distance(a: &str, b: &str) -> usize {
    let a: Vec<char> = a.to_lowercase().chars().collect();
    let b: Vec<char> = b.to_lowercase().chars().collect();
    let mut prev: Vec<usize> = (0..=b.len()).collect();
    let mut cur = vec![0; b.len() + 1];
    for (i, ca) in a.iter().enumerate() {
        cur[0] = i + 1;
        for (j, cb) in b.iter().enumerate() {
            let sub = prev[j] + usize::from(ca != cb);
            cur[j + 1] = sub.min(prev[j + 1] + 1).min(cur[j] + 1);
        }
        std::mem::swap(&mut prev, &mut cur);
    }
    prev[b.len()]
}

/// The candidates closest to `wanted`, best first, at most `limit`, and only those
/// close enough to be a plausible typo (about a third of the word may differ).
pub fn nearest<'a>(
    wanted: &str,
    candidates: impl IntoIterator<Item = &'a str>,
    limit: usize,
) -> Vec<&'a str> {
    let len = wanted.chars().count();
    if len > MAX_COMPARED || !spend() {
        return Vec::new();
    }
    let budget = (len / 3).max(2);
    let mut scored: Vec<(usize, &str)> = candidates
        .into_iter()
        // Lengths further apart than the budget cannot be within it: skip the
        // quadratic comparison.
        .filter(|c| c.len() <= MAX_COMPARED * 4 && c.chars().count().abs_diff(len) <= budget)
        .map(|c| (distance(wanted, c), c))
        .filter(|(d, _)| *d <= budget)
        .collect();
    scored.sort();
    scored.dedup();
    scored.into_iter().take(limit).map(|(_, c)| c).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(distance("kitten", "sitting"), 3);
        assert_eq!(distance("", "abc"), 3);
        assert_eq!(distance("45G", "45H"), 1);
    }

    #[test]
    fn nearest_ranks_and_filters() {
        let c = ["dummy-touched", "dummy-named", "defender-card"];
        assert_eq!(nearest("dummy-touchd", c, 2), ["dummy-touched"]);
        assert!(nearest("zzzzzzzz", c, 2).is_empty());
    }

    #[test]
    fn long_names_get_no_suggestion() {
        let long = "a".repeat(MAX_COMPARED + 1);
        let near = "a".repeat(MAX_COMPARED);
        assert!(nearest(&long, [near.as_str()], 1).is_empty());
    }

    #[test]
    fn a_budget_limits_the_searches_until_dropped() {
        let c = ["yes", "no"];
        {
            let _b = Budget::open(2);
            assert_eq!(nearest("yse", c, 1), ["yes"]);
            assert_eq!(nearest("yse", c, 1), ["yes"]);
            assert!(nearest("yse", c, 1).is_empty());
        }
        assert_eq!(nearest("yse", c, 1), ["yes"]);
    }
}
