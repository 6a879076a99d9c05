//! Whole-set validation that needs every tree at once: reachability and cycles.
//!
//! Per-node rules (answers, citations, languages, targets) are checked while loading
//! in `load.rs`, where the positions are at hand. Together they guarantee what the
//! walker relies on: from any start, every path ends at a ruling in finitely many
//! steps.

use std::collections::{HashMap, HashSet};

use crate::model::diag::{Code, Diagnostic, Diagnostics};
use crate::model::node_set::NodeSet;
use crate::model::tree::{NodeRef, Tree};
use crate::texts::note::Note;

pub fn graph(trees: &[Tree], diags: &mut Diagnostics) {
    let node = |r: NodeRef| &trees[r.tree].nodes[r.node];
    // A ruling's `then` is an edge too: the follow-on walk must be reachable and
    // must not lead back, or `td ask` would chain rulings for ever. One exception:
    // `then` to the triage tree's start ("now rule the irregularity itself") is the
    // TD's "another ruling" taken for him; triage reaches every tree, so counting it
    // would make a loop of every tree that uses it.
    let triage = trees
        .iter()
        .position(|t| t.id == crate::model::load::TRIAGE_TREE)
        .map(|t| NodeRef {
            tree: t,
            node: trees[t].start,
        });
    let successors = |r: NodeRef| -> Vec<NodeRef> {
        match &node(r).kind {
            crate::model::tree::NodeKind::Question(q) => q.answers.iter().map(|a| a.next).collect(),
            crate::model::tree::NodeKind::Say(s) => vec![s.next],
            crate::model::tree::NodeKind::Ruling(o) => {
                o.then.filter(|t| Some(*t) != triage).into_iter().collect()
            }
        }
    };
    let starts: Vec<NodeRef> = trees
        .iter()
        .enumerate()
        .filter(|(_, t)| !t.nodes.is_empty())
        .map(|(i, t)| NodeRef {
            tree: i,
            node: t.start,
        })
        .collect();

    // Reachability from every tree's start (a jump from the triage tree counts).
    let mut reached = NodeSet::new(trees);
    let mut stack = starts.clone();
    while let Some(r) = stack.pop() {
        if reached.insert(r) {
            stack.extend(successors(r));
        }
    }
    // A `next` naming no node was reported already (E006); everything below it is
    // unreachable only because of that one typo, so those files get no E007 cascade.
    let broken_targets: HashSet<&str> = diags
        .0
        .iter()
        .filter(|d| d.code == Code::UnknownTarget)
        .map(|d| d.file.as_str())
        .collect::<HashSet<_>>();
    let broken_targets: HashSet<String> = broken_targets.into_iter().map(str::to_string).collect();
    for (t, tree) in trees.iter().enumerate() {
        if broken_targets.contains(&tree.file) {
            continue;
        }
        for (n, nd) in tree.nodes.iter().enumerate() {
            if !reached.contains(NodeRef { tree: t, node: n }) {
                diags.push(
                    Diagnostic::new(
                        Code::Unreachable,
                        &tree.file,
                        nd.pos,
                        Note::new("unreachable").arg("id", &nd.id),
                    )
                    .with_hint(Note::new("unreachable-hint")),
                );
            }
        }
    }

    // Cycles: depth-first search, colouring nodes on the current path.
    let mut done = NodeSet::new(trees);
    let mut reported = NodeSet::new(trees);
    for &s in &starts {
        // The path in order (to name a loop) and each node's place on it (to test
        // membership and find where a loop starts in constant time: a scan of the
        // path would make long chains quadratic).
        let mut on_path: Vec<NodeRef> = Vec::new();
        let mut on_path_set: HashMap<NodeRef, usize> = HashMap::new();
        let mut frames: Vec<(NodeRef, Vec<NodeRef>)> = Vec::new();
        if done.contains(s) {
            continue;
        }
        frames.push((s, successors(s)));
        on_path_set.insert(s, on_path.len());
        on_path.push(s);
        while let Some((_, pending)) = frames.last_mut() {
            match pending.pop() {
                Some(next) if on_path_set.contains_key(&next) => {
                    if reported.insert(next) {
                        let from = *on_path.last().expect("path is not empty");
                        let tree = &trees[from.tree];
                        let loop_ids =
                            loop_path(&on_path[on_path_set[&next]..], |r| node(r).id.as_str());
                        diags.push(
                            Diagnostic::new(
                                Code::Cycle,
                                &tree.file,
                                node(from).pos,
                                Note::new("cycle")
                                    .arg("from", &node(from).id)
                                    .arg("to", &node(next).id)
                                    .arg("path", loop_ids),
                            )
                            .with_hint(Note::new("cycle-hint")),
                        );
                    }
                }
                Some(next) if !done.contains(next) => {
                    on_path_set.insert(next, on_path.len());
                    on_path.push(next);
                    frames.push((next, successors(next)));
                }
                Some(_) => {}
                None => {
                    let (finished, _) = frames.pop().expect("frame exists");
                    on_path.pop();
                    on_path_set.remove(&finished);
                    done.insert(finished);
                }
            }
        }
    }
}

/// A ruling whose law that takes over is ruled by a tree must lead on to it
/// (`then`) or say why not (`no_then`): otherwise the TD is left at the hand-off to
/// find the next tree himself (E020).
pub fn lead_on(trees: &[Tree], diags: &mut Diagnostics) {
    let ruled_by = |law: u16| {
        trees
            .iter()
            .find(|t| t.law == Some(law))
            .or_else(|| trees.iter().find(|t| t.covers.contains(&law)))
    };
    for tree in trees {
        for node in &tree.nodes {
            let Some(o) = node.outcome() else { continue };
            if o.then.is_some() || o.no_then {
                continue;
            }
            if let Some((cite, other)) = o
                .takes_over
                .iter()
                .find_map(|c| ruled_by(c.law.law).map(|t| (c, t)))
            {
                diags.push(
                    Diagnostic::new(
                        Code::NoLeadOn,
                        &tree.file,
                        cite.pos,
                        Note::new("takes-over-no-then")
                            .arg("id", &node.id)
                            .arg("law", &cite.law)
                            .arg("tree", &other.id),
                    )
                    .with_hint(Note::new("takes-over-no-then-hint")),
                );
            }
        }
    }
}

/// Ids named in a cycle's path, at most: the first and the last few of a longer loop,
/// with a count of the rest. Each loop is reported once, but a long loop named in
/// full made output quadratic in the set's size (GBs for a 10 MB set).
pub const MAX_CYCLE_IDS: usize = 8;

/// Longest id shown in a cycle's path, in characters.
const MAX_CYCLE_ID_CHARS: usize = 60;

/// `a -> b -> ... (N more) -> y -> z`, each id cut to a readable length.
fn loop_path<'a>(path: &[NodeRef], id: impl Fn(NodeRef) -> &'a str) -> String {
    let name = |r: &NodeRef| crate::texts::text::clip(id(*r), MAX_CYCLE_ID_CHARS);
    if path.len() <= MAX_CYCLE_IDS {
        return path.iter().map(name).collect::<Vec<_>>().join(" -> ");
    }
    let head = MAX_CYCLE_IDS / 2;
    let tail = MAX_CYCLE_IDS - head;
    let mut parts: Vec<String> = path[..head].iter().map(name).collect();
    parts.push(format!("... ({} more)", path.len() - head - tail));
    parts.extend(path[path.len() - tail..].iter().map(name));
    parts.join(" -> ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_long_loop_is_named_by_its_ends() {
        let path: Vec<NodeRef> = (0..100).map(|node| NodeRef { tree: 0, node }).collect();
        let names: Vec<String> = (0..100).map(|i| format!("q{i}")).collect();
        let shown = loop_path(&path, |r| names[r.node].as_str());
        assert_eq!(
            shown,
            "q0 -> q1 -> q2 -> q3 -> ... (92 more) -> q96 -> q97 -> q98 -> q99"
        );
        assert_eq!(
            loop_path(&path[..2], |r| names[r.node].as_str()),
            "q0 -> q1"
        );
    }
}
