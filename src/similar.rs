//! "Did you mean": the nearest candidates to a misspelt name.

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
    let budget = (wanted.chars().count() / 3).max(2);
    let mut scored: Vec<(usize, &str)> = candidates
        .into_iter()
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
}
