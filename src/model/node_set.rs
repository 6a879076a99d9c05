//! A set of nodes of a rulings set, as one bit per node: the graph checks visit every
//! node, and a dense vector is both smaller and faster than hashing each `NodeRef`.

use crate::model::tree::{NodeRef, Tree};

pub struct NodeSet {
    /// Where each tree's nodes start in `bits`.
    offsets: Vec<usize>,
    bits: Vec<bool>,
}

impl NodeSet {
    pub fn new(trees: &[Tree]) -> Self {
        let mut offsets = Vec::with_capacity(trees.len());
        let mut total = 0;
        for t in trees {
            offsets.push(total);
            total += t.nodes.len();
        }
        NodeSet {
            offsets,
            bits: vec![false; total],
        }
    }

    fn index(&self, at: NodeRef) -> usize {
        self.offsets[at.tree] + at.node
    }

    /// Adds `at`; true if it was not there yet.
    pub fn insert(&mut self, at: NodeRef) -> bool {
        let i = self.index(at);
        !std::mem::replace(&mut self.bits[i], true)
    }

    pub fn remove(&mut self, at: NodeRef) {
        let i = self.index(at);
        self.bits[i] = false;
    }

    pub fn contains(&self, at: NodeRef) -> bool {
        self.bits[self.index(at)]
    }
}
