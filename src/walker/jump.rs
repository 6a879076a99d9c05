//! Where `td ask WHERE` starts: a tree (`td ask 64`), a question by id
//! (`td ask 64#rv-won`), or the question that decides a paragraph (`td ask 62`,
//! `td ask 64A`), found from the trees' citations alone: Rust knows no law.
//!
//! For a paragraph, the question chosen is the one nearest its tree's start among
//! those citing the paragraph exactly, else citing a paragraph inside it, else
//! leading straight to a ruling that cites it; ties go to the earlier tree. The
//! nearest, because a walk started there asks the fewest facts already behind it.
//! "Leading straight to" sees through the steps said on the way: a paragraph a
//! step or ruling after an answer cites is decided by that answer's question.

use std::collections::VecDeque;

use crate::law::law_ref::LawRef;
use crate::model::tree::{NodeRef, Rulings};

/// Why a place could not be found.
#[derive(Debug, PartialEq, Eq)]
pub enum Miss {
    /// `tree#node` with no such tree.
    NoTree(String),
    /// `tree#node` whose node is not a question of that tree; the nearest ids.
    NoQuestion { tree: String, near: Vec<String> },
    /// Neither a tree nor a paragraph any question cites.
    Nothing,
}

pub fn start_for(rulings: &Rulings, query: &str) -> Result<NodeRef, Miss> {
    let q = query.trim();
    if let Some((tree, node)) = q.split_once('#') {
        let t = rulings
            .tree_id(tree)
            .ok_or_else(|| Miss::NoTree(tree.to_string()))?;
        return match rulings.resolve(t, node) {
            Some(at) if rulings.node(at).question().is_some() => Ok(at),
            _ => {
                let ids = rulings.trees[t]
                    .nodes
                    .iter()
                    .filter(|n| n.question().is_some())
                    .map(|n| n.id.as_str());
                Err(Miss::NoQuestion {
                    tree: tree.to_string(),
                    near: crate::law::similar::nearest(node, ids, 3)
                        .into_iter()
                        .map(|s| s.to_string())
                        .collect(),
                })
            }
        };
    }
    if let Some(t) = rulings.find_tree(q) {
        return Ok(rulings.start_of(t));
    }
    let law = LawRef::parse(q).map_err(|_| Miss::Nothing)?;
    let depth = depths(rulings);
    let questions = || {
        rulings
            .all_nodes()
            .filter(|(at, n)| n.question().is_some() && depth[at.tree][at.node].is_some())
    };
    let exact: Vec<NodeRef> = questions()
        .filter(|(_, n)| n.cites.iter().any(|c| c.law == law))
        .map(|(at, _)| at)
        .collect();
    let inside: Vec<NodeRef> = questions()
        .filter(|(_, n)| n.cites.iter().any(|c| c.law.is_within(&law)))
        .map(|(at, _)| at)
        .collect();
    // An answer leads to what is said next: the steps said on the way (which may
    // cite the paragraph themselves) and the ruling or question after them.
    let said_after = |from: NodeRef| -> Vec<NodeRef> {
        let mut out = Vec::new();
        let mut at = from;
        while let Some(step) = rulings.node(at).say() {
            out.push(at);
            if out.len() > rulings.trees[at.tree].nodes.len() {
                break; // a loop of steps is refused by `td check`; never spin here
            }
            at = step.next;
        }
        if rulings.node(at).outcome().is_some() {
            out.push(at);
        }
        out
    };
    let before_ruling: Vec<NodeRef> = questions()
        .filter(|(_, n)| {
            n.question().is_some_and(|q| {
                q.answers.iter().any(|a| {
                    said_after(a.next).into_iter().any(|next| {
                        rulings
                            .node(next)
                            .cites
                            .iter()
                            .any(|c| c.law.is_within(&law))
                    })
                })
            })
        })
        .map(|(at, _)| at)
        .collect();
    [exact, inside, before_ruling]
        .into_iter()
        .find_map(|set| {
            set.into_iter()
                .min_by_key(|at| (depth[at.tree][at.node], at.tree, at.node))
        })
        .ok_or(Miss::Nothing)
}

/// Each node's distance from its own tree's start, following answers within the
/// tree; `None` for nodes only other trees lead to.
fn depths(rulings: &Rulings) -> Vec<Vec<Option<usize>>> {
    rulings
        .trees
        .iter()
        .enumerate()
        .map(|(t, tree)| {
            let mut d = vec![None; tree.nodes.len()];
            let start = rulings.start_of(t);
            d[start.node] = Some(0);
            let mut queue = VecDeque::from([start]);
            while let Some(at) = queue.pop_front() {
                let here = d[at.node].unwrap_or(0);
                // A step said leads on to its next node without a question asked.
                let next: Vec<(NodeRef, usize)> = match &rulings.node(at).kind {
                    crate::model::tree::NodeKind::Question(q) => {
                        q.answers.iter().map(|a| (a.next, here + 1)).collect()
                    }
                    crate::model::tree::NodeKind::Say(step) => vec![(step.next, here)],
                    crate::model::tree::NodeKind::Ruling(_) => Vec::new(),
                };
                for (n, depth) in next {
                    if n.tree == t && d[n.node].is_none() {
                        d[n.node] = Some(depth);
                        queue.push_back(n);
                    }
                }
            }
            d
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_paragraph_goes_to_the_question_citing_it_nearest_the_start() {
        let r = crate::model::builtin::rulings();
        for query in ["62", "54", "64A", "70B2"] {
            let at = start_for(&r, query).unwrap_or_else(|e| panic!("{query}: {e:?}"));
            let law = LawRef::parse(query).unwrap();
            let node = r.node(at);
            assert!(node.question().is_some(), "{query}");
            let cites_it = node.cites.iter().any(|c| c.law.is_within(&law));
            let leads_to_it = node.question().unwrap().answers.iter().any(|a| {
                let mut at = a.next;
                loop {
                    if r.node(at).cites.iter().any(|c| c.law.is_within(&law)) {
                        break true;
                    }
                    match r.node(at).say() {
                        Some(step) => at = step.next,
                        None => break false,
                    }
                }
            });
            assert!(cites_it || leads_to_it, "{query}: {}", r.qualified_id(at));
        }
        // 62 has no tree of its own: the revoke tree's first question cites 62D1.
        assert_eq!(r.qualified_id(start_for(&r, "62").unwrap()), "64#rv-twelve");
        assert_eq!(
            start_for(&r, "64").unwrap(),
            r.start_of(r.tree_id("64").unwrap())
        );
        assert_eq!(start_for(&r, "99"), Err(Miss::Nothing));
        assert_eq!(start_for(&r, "xx#a"), Err(Miss::NoTree("xx".into())));
        match start_for(&r, "64#rv-wom") {
            Err(Miss::NoQuestion { near, .. }) => assert!(near.contains(&"rv-won".to_string())),
            other => panic!("{other:?}"),
        }
    }
}
