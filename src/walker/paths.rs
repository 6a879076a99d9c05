//! Path-length statistics over a tree's graph, without enumerating paths.
//!
//! Answers often share their next question, so the number of paths can grow
//! exponentially with the number of questions (30 questions whose answers meet again
//! make a billion paths). `td trees` needs only the distribution of path lengths, so
//! it counts, for each length, how many paths reach each node with that many
//! questions asked: one pass per length over the nodes actually reached, in
//! topological order so that steps that ask nothing (a jump into another tree) are
//! counted before their targets are expanded. The lengths are those a TD who has set
//! no regulation sees: a regulation question is asked like any other.

use std::collections::{BTreeMap, HashMap};

use crate::model::tree::{NodeRef, Rulings};

/// How long the paths from a tree's start are, counting the TD's questions in that
/// tree only (a jump hands over to the other tree's own count).
#[derive(Debug, Clone, PartialEq)]
pub struct Lengths {
    pub median: f64,
    pub max: usize,
    /// The number of paths (a float: it can exceed any integer type; infinite past
    /// the largest float).
    pub paths: f64,
}

/// Counts above this are scaled down by [`SCALE`] (all of them, a power of two:
/// exact), so that they never reach infinity, where every count looks the same and
/// the median came out as the longest path. Only the proportions matter to the
/// median; the scale is kept to give the number of paths back.
const RESCALE_ABOVE: f64 = 1e250;
const SCALE_EXP: i32 = 600;

/// The path lengths from `tree`'s start with no regulation set (each one asked).
pub fn lengths(rulings: &Rulings, tree: usize) -> Lengths {
    let order = topological_order(rulings);
    let start = rulings.start_of(tree);
    // length -> number of paths ending at a ruling with that many questions.
    let mut ended: BTreeMap<usize, f64> = BTreeMap::new();
    // Keyed by the node's place in topological order and whether something has
    // been said on the way: the questions the TD answers once he has begun to
    // speak (a step said) are part of conducting the ruling, not of finding it,
    // and are not counted (as `Walk::asked_before_saying`).
    type Level = BTreeMap<(usize, bool), (NodeRef, f64)>;
    let mut level: Level = BTreeMap::new();
    level.insert((order[&start], false), (start, 1.0));
    let mut length = 0;
    // Counts are true counts divided by 2^scaled.
    let mut scaled: i32 = 0;
    while !level.is_empty() {
        if level.values().any(|(_, c)| *c > RESCALE_ABOVE) {
            let down = 2f64.powi(-SCALE_EXP);
            for (_, c) in level.values_mut() {
                *c *= down;
            }
            for c in ended.values_mut() {
                *c *= down;
            }
            scaled += SCALE_EXP;
        }
        let mut next: Level = BTreeMap::new();
        while let Some(((_, said), (at, count))) = level.pop_first() {
            let node = rulings.node(at);
            // A step is said on the way: no question, the same length.
            if let Some(say) = node.say() {
                let to = say.next;
                level.entry((order[&to], true)).or_insert((to, 0.0)).1 += count;
                continue;
            }
            let Some(q) = node.question() else {
                *ended.entry(length).or_default() += count;
                continue;
            };
            // A player's choice is no question the TD must answer: not counted.
            let steps: Vec<(NodeRef, bool)> = q
                .answers
                .iter()
                .map(|a| (a.next, at.tree == tree && q.holder.is_none() && !said))
                .collect();
            for (to, asks) in steps {
                let target = if asks { &mut next } else { &mut level };
                target.entry((order[&to], said)).or_insert((to, 0.0)).1 += count;
            }
        }
        level = next;
        length += 1;
    }
    let total: f64 = ended.values().sum();
    let max = ended.keys().next_back().copied().unwrap_or(0);
    let median = if scaled == 0 {
        median(&ended, total)
    } else {
        // Beyond 2^53 paths the two middle ones cannot be told apart: the
        // median is the length at which half the paths have ended.
        weighted_median(&ended, total)
    };
    Lengths {
        median,
        max,
        paths: total * 2f64.powi(scaled),
    }
}

/// The median of a distribution given as value -> count.
fn median(dist: &BTreeMap<usize, f64>, total: f64) -> f64 {
    if total == 0.0 {
        return 0.0;
    }
    // The value at rank r (0-based) in the sorted list of all values.
    let at_rank = |r: f64| {
        let mut seen = 0.0;
        for (&v, &c) in dist {
            seen += c;
            if seen > r {
                return v as f64;
            }
        }
        dist.keys().next_back().copied().unwrap_or(0) as f64
    };
    if total % 2.0 == 1.0 {
        at_rank((total - 1.0) / 2.0)
    } else {
        (at_rank(total / 2.0 - 1.0) + at_rank(total / 2.0)) / 2.0
    }
}

/// The smallest value at or below which half the weight lies.
fn weighted_median(dist: &BTreeMap<usize, f64>, total: f64) -> f64 {
    let mut seen = 0.0;
    for (&v, &c) in dist {
        seen += c;
        if seen >= total / 2.0 {
            return v as f64;
        }
    }
    dist.keys().next_back().copied().unwrap_or(0) as f64
}

/// Every node's position in a topological order of the whole graph (the loader
/// has rejected cycles). Iterative depth-first search: no recursion to overflow.
fn topological_order(rulings: &Rulings) -> HashMap<NodeRef, usize> {
    let mut post: Vec<NodeRef> = Vec::new();
    let mut state: HashMap<NodeRef, bool> = HashMap::new(); // false: open, true: done
    for (root, _) in rulings.all_nodes() {
        if state.contains_key(&root) {
            continue;
        }
        let mut stack: Vec<(NodeRef, usize)> = vec![(root, 0)];
        state.insert(root, false);
        while let Some((at, i)) = stack.pop() {
            let node = rulings.node(at);
            let succ = match (node.question(), node.say()) {
                (Some(q), _) => q.answers.get(i).map(|a| a.next),
                (None, Some(say)) => (i == 0).then_some(say.next),
                (None, None) => None,
            };
            match succ {
                Some(to) => {
                    stack.push((at, i + 1));
                    if let std::collections::hash_map::Entry::Vacant(e) = state.entry(to) {
                        e.insert(false);
                        stack.push((to, 0));
                    }
                }
                None => {
                    state.insert(at, true);
                    post.push(at);
                }
            }
        }
    }
    let n = post.len();
    post.into_iter()
        .enumerate()
        .map(|(i, at)| (at, n - 1 - i))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::walker::walk::all_paths;

    /// The counts agree with enumerating every path, on the real trees.
    #[test]
    fn agrees_with_every_path_on_the_built_in_trees() {
        let r = crate::model::builtin::rulings();
        for t in 0..r.trees.len() {
            let mut lens: Vec<usize> = all_paths(&r, r.start_of(t), &[])
                .iter()
                .map(|w| {
                    w.taken()
                        .iter()
                        .take_while(|s| !s.said)
                        .filter(|s| {
                            s.at.tree == t
                                && !s.auto
                                && r.node(s.at).question().is_some_and(|q| q.holder.is_none())
                        })
                        .count()
                })
                .collect();
            lens.sort_unstable();
            let n = lens.len();
            let med = if n % 2 == 1 {
                lens[n / 2] as f64
            } else {
                (lens[n / 2 - 1] + lens[n / 2]) as f64 / 2.0
            };
            let got = lengths(&r, t);
            assert_eq!(got.paths, n as f64, "{}", r.trees[t].id);
            assert_eq!(got.max, *lens.last().unwrap(), "{}", r.trees[t].id);
            assert_eq!(got.median, med, "{}", r.trees[t].id);
        }
    }
}
