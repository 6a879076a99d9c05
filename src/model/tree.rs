//! The model: trees of questions that end in rulings, as loaded and validated.
//!
//! Nothing here knows any law. Nodes carry their source positions so that `td check`
//! and the walker's errors can point at the YAML a tree author wrote.

use crate::law::law_index::LawIndex;
use crate::law::law_ref::LawRef;
use crate::model::diag::Pos;
use crate::model::holder::Holder;
use crate::model::score_kind::ScoreKind;
use crate::texts::text::Text;

/// The answer ids of a question a regulation answers: in force, not in force.
pub const REGULATION_YES: &str = "yes";
pub const REGULATION_NO: &str = "no";

/// A node in the whole rulings set: which tree, which node of it.
#[derive(
    serde::Serialize, serde::Deserialize, Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord,
)]
pub struct NodeRef {
    pub tree: usize,
    pub node: usize,
}

/// A validated rulings set: every tree, the law index, and the digest that
/// identifies this exact set of files in incident records.
#[derive(serde::Serialize, serde::Deserialize, Debug)]
pub struct Rulings {
    pub trees: Vec<Tree>,
    /// Consequences written once (`rulings/clauses/*.yaml`), referenced by index.
    pub clauses: Vec<Clause>,
    pub index: LawIndex,
    pub digest: String,
    /// Where the set came from: `built-in` or the directory given.
    pub origin: String,
}

#[derive(serde::Serialize, serde::Deserialize, Debug)]
pub struct Tree {
    pub id: String,
    pub law: Option<u16>,
    /// Where `law:` is written (the file start when it is not).
    pub law_pos: Pos,
    pub title: Text,
    pub start: usize,
    pub nodes: Vec<Node>,
    pub file: String,
    /// Laws ruled inside this tree that have no tree of their own.
    pub covers: Vec<u16>,
}

/// A consequence said in many rulings, written and cited once.
#[derive(serde::Serialize, serde::Deserialize, Debug)]
pub struct Clause {
    pub id: String,
    pub text: Text,
    pub cites: Vec<Cite>,
}

/// A step: what the TD says now; the walk then goes on by itself.
#[derive(serde::Serialize, serde::Deserialize, Debug)]
pub struct Say {
    pub say: Text,
    pub details: Option<Text>,
    /// Indices into `Rulings::clauses`, said after `say`.
    pub clauses: Vec<usize>,
    pub next: NodeRef,
}

#[derive(serde::Serialize, serde::Deserialize, Debug)]
pub struct Node {
    pub id: String,
    pub pos: Pos,
    /// Primary citations first.
    pub cites: Vec<Cite>,
    pub kind: NodeKind,
}

#[derive(serde::Serialize, serde::Deserialize, Clone, Debug)]
pub struct Cite {
    pub law: LawRef,
    pub pos: Pos,
}

#[derive(serde::Serialize, serde::Deserialize, Debug)]
pub enum NodeKind {
    /// A question to the TD about the facts, or a choice put to a player.
    Question(Question),
    /// A step said on the way: never where a walk rests.
    Say(Say),
    /// Boxed: a ruling carries twice what a question does, and nodes sit in one
    /// vector of the model.
    Ruling(Box<Outcome>),
}

#[derive(serde::Serialize, serde::Deserialize, Debug)]
pub struct Question {
    pub ask: Text,
    /// How to tell the answers apart at the table, where a TD could hesitate.
    pub help: Option<Text>,
    /// Set when the question is answered by a regulation (`yes` when in force).
    pub regulation: Option<String>,
    /// The kind of score whose event standard the regulation's setting may carry
    /// (`penalty`: `--regulation NAME=25%`), beside in force or not.
    pub carries: Option<crate::model::score_kind::ScoreKind>,
    /// Set when this is a player's choice (`choose:`), not a question to the TD:
    /// who makes it. Such a question can also be left "not chosen yet".
    pub holder: Option<Holder>,
    pub answers: Vec<Answer>,
}

#[derive(serde::Serialize, serde::Deserialize, Debug)]
pub struct Answer {
    pub id: String,
    pub label: Text,
    /// A few words for a long label, where the author gave them.
    pub short: Option<Text>,
    pub next: NodeRef,
    pub pos: Pos,
}

/// What a ruling tells the TD to say at the table.
#[derive(serde::Serialize, serde::Deserialize, Debug)]
pub struct Outcome {
    /// What happens now.
    pub ruling: Text,
    /// Its reasons and edge cases, shown on request.
    pub details: Option<Text>,
    /// Indices into `Rulings::clauses`, said after `ruling`.
    pub clauses: Vec<usize>,
    /// The laws that take over from here (structured; `follows` words them).
    pub takes_over: Vec<Cite>,
    /// Who may choose what, each option with what it leads to; empty when nobody
    /// has a choice to make.
    pub options: Vec<Choice>,
    /// Which law takes over from here.
    pub follows: Text,
    /// Whether the TD may adjust the score at the end of play, and why.
    pub adjust: Text,
    /// The kinds of score this ruling may end in (the tree's `scores`, by default
    /// [`ScoreKind::DEFAULT`]): `td ask` offers a score step only when there are any.
    pub scores: Vec<ScoreKind>,
    /// The laws handed off to (secondary citations).
    pub see: Vec<Cite>,
    /// The author said why this ruling does not lead on (`no_then`).
    pub no_then: bool,
    /// Where the next ruling of the same incident starts, when this ruling's facts
    /// need one (58A then 57D): `td ask` goes on there by itself.
    pub then: Option<NodeRef>,
}

/// One option of a ruling and the player or side who holds it.
#[derive(serde::Serialize, serde::Deserialize, Debug)]
pub struct Choice {
    pub holder: Holder,
    pub text: Text,
}

impl Rulings {
    /// Every text of the set, for moving them into the built-in text pool.
    pub fn for_each_text_mut(&mut self, f: &mut impl FnMut(&mut Text)) {
        for tree in &mut self.trees {
            f(&mut tree.title);
            for node in &mut tree.nodes {
                match &mut node.kind {
                    NodeKind::Question(q) => {
                        f(&mut q.ask);
                        q.help.iter_mut().for_each(&mut *f);
                        q.answers.iter_mut().for_each(|a| {
                            f(&mut a.label);
                            a.short.iter_mut().for_each(&mut *f);
                        });
                    }
                    NodeKind::Say(s) => {
                        f(&mut s.say);
                        s.details.iter_mut().for_each(&mut *f);
                    }
                    NodeKind::Ruling(o) => {
                        f(&mut o.ruling);
                        o.details.iter_mut().for_each(&mut *f);
                        o.options.iter_mut().for_each(|c| f(&mut c.text));
                        f(&mut o.follows);
                        f(&mut o.adjust);
                    }
                }
            }
        }
        for c in &mut self.clauses {
            f(&mut c.text);
        }
        self.index.for_each_text_mut(f);
    }
}

impl Outcome {
    /// The options grouped by holder, holders in the order they first appear.
    pub fn options_by_holder(&self) -> Vec<(Holder, Vec<&Text>)> {
        let mut groups: Vec<(Holder, Vec<&Text>)> = Vec::new();
        for c in &self.options {
            match groups.iter_mut().find(|(h, _)| *h == c.holder) {
                Some((_, texts)) => texts.push(&c.text),
                None => groups.push((c.holder, vec![&c.text])),
            }
        }
        groups
    }
}

impl Rulings {
    /// A tree by id (`45`, `start`) or by the law it covers.
    pub fn find_tree(&self, query: &str) -> Option<usize> {
        let q = query.trim();
        self.trees.iter().position(|t| t.id == q).or_else(|| {
            let law: u16 = LawRef::parse(q).ok().filter(|r| r.section.is_none())?.law;
            self.trees.iter().position(|t| t.law == Some(law))
        })
    }

    pub fn tree_id(&self, id: &str) -> Option<usize> {
        self.trees.iter().position(|t| t.id == id)
    }

    pub fn node(&self, at: NodeRef) -> &Node {
        &self.trees[at.tree].nodes[at.node]
    }

    /// The paragraphs a step or ruling relies on: its own citations, then its
    /// clauses' (the clause's words are said after the node's own), each once.
    pub fn said_cites(&self, at: NodeRef) -> Vec<&Cite> {
        let node = self.node(at);
        let clauses = node.clauses().iter().flat_map(|&c| &self.clauses[c].cites);
        let mut out: Vec<&Cite> = Vec::new();
        for cite in node.cites.iter().chain(clauses) {
            if !out.iter().any(|o| o.law == cite.law) {
                out.push(cite);
            }
        }
        out
    }

    /// What the TD says at a step or ruling, in `lang`: its own words, then the
    /// words of its clauses. The same text is shown, recorded and checked on replay.
    pub fn spoken(&self, at: NodeRef, lang: crate::texts::lang::Lang) -> String {
        let node = self.node(at);
        let own = match &node.kind {
            NodeKind::Say(s) => s.say.get(lang),
            NodeKind::Ruling(o) => o.ruling.get(lang),
            NodeKind::Question(q) => q.ask.get(lang),
        };
        let mut out = own.to_string();
        for &c in node.clauses() {
            out.push(' ');
            out.push_str(self.clauses[c].text.get(lang));
        }
        out
    }

    /// The tree that rules `law`: its own (`law:`) or one that `covers` it.
    pub fn tree_ruling(&self, law: u16) -> Option<usize> {
        self.trees
            .iter()
            .position(|t| t.law == Some(law))
            .or_else(|| self.trees.iter().position(|t| t.covers.contains(&law)))
    }

    pub fn start_of(&self, tree: usize) -> NodeRef {
        NodeRef {
            tree,
            node: self.trees[tree].start,
        }
    }

    /// `tree#node`, the id that stays stable in records when nodes are reordered.
    pub fn qualified_id(&self, at: NodeRef) -> String {
        format!("{}#{}", self.trees[at.tree].id, self.node(at).id)
    }

    /// Resolves `tree#node`, or a bare node id within `tree`.
    pub fn resolve(&self, within: usize, target: &str) -> Option<NodeRef> {
        let (tree, node) = match target.split_once('#') {
            Some((t, n)) => (self.tree_id(t)?, n),
            None => (within, target),
        };
        let node = self.trees[tree].node_index(node)?;
        Some(NodeRef { tree, node })
    }

    /// The regulation names the trees know (`face-up-leads`, ...), sorted.
    pub fn regulations(&self) -> Vec<&str> {
        let mut names: Vec<&str> = self
            .all_nodes()
            .filter_map(|(_, n)| n.question()?.regulation.as_deref())
            .collect();
        names.sort_unstable();
        names.dedup();
        names
    }

    /// The regulation whose setting carries the event's standard for `kind`, if a
    /// tree has one (the standard procedural penalty's amount).
    pub fn regulation_carrying(&self, kind: crate::model::score_kind::ScoreKind) -> Option<&str> {
        self.all_nodes().find_map(|(_, n)| {
            let q = n.question()?;
            (q.carries == Some(kind)).then_some(q.regulation.as_deref()?)
        })
    }

    /// `tree#node` of every node citing `law`, as a primary or a see-also citation,
    /// or through a clause it says.
    pub fn nodes_citing(&self, law: &LawRef) -> Vec<String> {
        self.all_nodes()
            .filter(|(_, n)| {
                n.all_cites().any(|c| &c.law == law)
                    || n.clauses()
                        .iter()
                        .any(|&c| self.clauses[c].cites.iter().any(|x| &x.law == law))
            })
            .map(|(at, _)| self.qualified_id(at))
            .collect()
    }

    /// Every node, tree by tree.
    pub fn all_nodes(&self) -> impl Iterator<Item = (NodeRef, &Node)> {
        self.trees.iter().enumerate().flat_map(|(t, tree)| {
            tree.nodes
                .iter()
                .enumerate()
                .map(move |(n, node)| (NodeRef { tree: t, node: n }, node))
        })
    }
}

impl Tree {
    pub fn node_index(&self, id: &str) -> Option<usize> {
        self.nodes.iter().position(|n| n.id == id)
    }

    pub fn questions(&self) -> usize {
        self.nodes.iter().filter(|n| n.question().is_some()).count()
    }

    pub fn outcomes(&self) -> usize {
        self.nodes.iter().filter(|n| n.outcome().is_some()).count()
    }
}

impl Node {
    pub fn question(&self) -> Option<&Question> {
        match &self.kind {
            NodeKind::Question(q) => Some(q),
            _ => None,
        }
    }

    pub fn outcome(&self) -> Option<&Outcome> {
        match &self.kind {
            NodeKind::Ruling(o) => Some(o.as_ref()),
            _ => None,
        }
    }

    pub fn say(&self) -> Option<&Say> {
        match &self.kind {
            NodeKind::Say(s) => Some(s),
            _ => None,
        }
    }

    /// The clauses a step or ruling says after its own words.
    pub fn clauses(&self) -> &[usize] {
        match &self.kind {
            NodeKind::Say(s) => &s.clauses,
            NodeKind::Ruling(o) => &o.clauses,
            NodeKind::Question(_) => &[],
        }
    }

    /// Primary citations, then a ruling's see-also and takes-over citations.
    pub fn all_cites(&self) -> impl Iterator<Item = &Cite> {
        let (see, over) = self
            .outcome()
            .map(|o| (o.see.as_slice(), o.takes_over.as_slice()))
            .unwrap_or((&[], &[]));
        self.cites.iter().chain(see).chain(over)
    }

    /// The paragraph this node is about: its first citation.
    pub fn primary(&self) -> Option<&LawRef> {
        self.cites.first().map(|c| &c.law)
    }
}
