//! What a TD reads out at the table, measured: the length of each step said and
//! each ruling (clauses counted as shown), and how many players' choices a walk
//! through a tree asks. `td trees` prints both, and the tests hold the limits of
//! "Conduct the ruling" (a step fits one phone screen).
//!
//! Choices are counted over the tree's graph, not by listing its paths: the
//! distribution of choice counts from each node is built once, bottom up, so a
//! tree whose answers share questions costs its size, not its number of paths.

use std::collections::{BTreeMap, HashMap};

use crate::model::tree::{NodeKind, NodeRef, Rulings};
use crate::texts::lang::Lang;

/// Length statistics of the texts said in one tree, in characters.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct SaidLengths {
    /// Steps and rulings measured.
    pub count: usize,
    pub median: usize,
    /// The 95th percentile (nearest rank).
    pub p95: usize,
    pub longest: usize,
}

/// The length of every step and ruling of `tree`, as said in `lang`.
pub fn said_lengths(rulings: &Rulings, tree: usize, lang: Lang) -> Vec<usize> {
    (0..rulings.trees[tree].nodes.len())
        .map(|node| NodeRef { tree, node })
        .filter(|&at| {
            matches!(
                rulings.node(at).kind,
                NodeKind::Say(_) | NodeKind::Ruling(_)
            )
        })
        .map(|at| rulings.spoken(at, lang).chars().count())
        .collect()
}

/// Median, 95th percentile and longest of `lengths`.
pub fn summarize(mut lengths: Vec<usize>) -> SaidLengths {
    if lengths.is_empty() {
        return SaidLengths::default();
    }
    lengths.sort_unstable();
    let n = lengths.len();
    let rank = |p: usize| lengths[(n * p).div_ceil(100).clamp(1, n) - 1];
    SaidLengths {
        count: n,
        median: rank(50),
        p95: rank(95),
        longest: lengths[n - 1],
    }
}

/// The number of players' choices on the paths from `tree`'s start to a ruling
/// (or out of the tree): (median, most).
pub fn choices_per_walk(rulings: &Rulings, tree: usize) -> (f64, usize) {
    let mut memo: HashMap<NodeRef, BTreeMap<usize, f64>> = HashMap::new();
    let dist = distribution(rulings, tree, rulings.start_of(tree), &mut memo);
    let total: f64 = dist.values().sum();
    let most = dist.keys().next_back().copied().unwrap_or(0);
    (median(&dist, total), most)
}

/// Paths from `at` by their number of choices; a path leaving the tree ends there.
fn distribution(
    rulings: &Rulings,
    tree: usize,
    at: NodeRef,
    memo: &mut HashMap<NodeRef, BTreeMap<usize, f64>>,
) -> BTreeMap<usize, f64> {
    if let Some(d) = memo.get(&at) {
        return d.clone();
    }
    let node = rulings.node(at);
    let mut out: BTreeMap<usize, f64> = BTreeMap::new();
    let inside = |to: NodeRef| to.tree == tree;
    match &node.kind {
        NodeKind::Ruling(_) => {
            out.insert(0, 1.0);
        }
        NodeKind::Say(s) if inside(s.next) => out = distribution(rulings, tree, s.next, memo),
        NodeKind::Say(_) => {
            out.insert(0, 1.0);
        }
        NodeKind::Question(q) => {
            let own = usize::from(q.holder.is_some());
            for a in &q.answers {
                let below = if inside(a.next) {
                    distribution(rulings, tree, a.next, memo)
                } else {
                    BTreeMap::from([(0, 1.0)])
                };
                for (k, v) in below {
                    *out.entry(k + own).or_default() += v;
                }
            }
        }
    }
    memo.insert(at, out.clone());
    out
}

/// The median of a distribution given as value -> count (the mean of the two
/// middle values when the count is even).
fn median(dist: &BTreeMap<usize, f64>, total: f64) -> f64 {
    if total == 0.0 {
        return 0.0;
    }
    let at = |rank: f64| {
        let mut seen = 0.0;
        for (&k, &v) in dist {
            seen += v;
            if seen >= rank {
                return k as f64;
            }
        }
        0.0
    };
    if total % 2.0 == 1.0 {
        at(total.div_euclid(2.0) + 1.0)
    } else {
        (at(total / 2.0) + at(total / 2.0 + 1.0)) / 2.0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentiles_by_nearest_rank() {
        let s = summarize((1..=100).collect());
        assert_eq!((s.count, s.median, s.p95, s.longest), (100, 50, 95, 100));
        let s = summarize(vec![300, 10, 20]);
        assert_eq!((s.median, s.p95, s.longest), (20, 300, 300));
        assert_eq!(summarize(Vec::new()), SaidLengths::default());
    }

    #[test]
    fn medians_of_odd_and_even_counts() {
        let d = BTreeMap::from([(0, 1.0), (1, 1.0), (2, 1.0)]);
        assert_eq!(median(&d, 3.0), 1.0);
        let d = BTreeMap::from([(0, 1.0), (1, 1.0)]);
        assert_eq!(median(&d, 2.0), 0.5);
    }

    #[test]
    fn every_built_in_tree_is_measured() {
        let r = crate::model::builtin::rulings();
        for t in 0..r.trees.len() {
            let s = summarize(said_lengths(&r, t, Lang::En));
            assert!(s.median <= s.p95 && s.p95 <= s.longest);
            let (med, most) = choices_per_walk(&r, t);
            assert!(med <= most as f64);
        }
    }
}
