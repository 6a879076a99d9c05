//! Trees: nodes, questions with their answers and targets, rulings with their
//! options. Targets in other trees resolve through the `Skeleton`, the node ids of
//! every tree known before any tree is built.

use std::collections::{HashMap, HashSet};

use super::{Builder, did_you_mean};
use crate::diag::{Code, Pos};
use crate::holder::Holder;
use crate::keyword::Keyword;
use crate::raw::{RawNode, RawText, RawTree};
use crate::text::Text;
use crate::tree::{
    Answer, Choice, Node, NodeKind, NodeRef, Outcome, Question, REGULATION_NO, REGULATION_YES, Tree,
};

/// Node ids of every tree, known before any `next` is resolved.
pub(crate) struct Skeleton {
    trees: HashMap<String, TreeIds>,
    failed: HashSet<String>,
}

/// One tree's node ids: where each lands in the model, and all of them for hints.
struct TreeIds {
    tree: usize,
    /// id -> index of its node in the model. Duplicate ids are reported and not
    /// kept, so the first definition's index counts: a map built once keeps loading
    /// linear in the number of nodes.
    index: HashMap<String, usize>,
    ids: Vec<String>,
}

impl Skeleton {
    pub(crate) fn new(raw: &[(String, String, RawTree)], failed: HashSet<String>) -> Self {
        let trees = raw
            .iter()
            .enumerate()
            .map(|(tree, (stem, _, t))| {
                let ids: Vec<String> = t.nodes.0.iter().map(|(k, _)| k.value.0.clone()).collect();
                let mut index = HashMap::with_capacity(ids.len());
                for id in &ids {
                    let next = index.len();
                    index.entry(id.clone()).or_insert(next);
                }
                (stem.clone(), TreeIds { tree, index, ids })
            })
            .collect();
        Skeleton { trees, failed }
    }
}

impl Builder<'_> {
    pub(crate) fn tree(&mut self, stem: &str, raw: RawTree, skeleton: &Skeleton) -> Tree {
        let title = self.text(&raw.title, "the tree title");
        let mut nodes = Vec::new();
        let mut seen: HashMap<String, Pos> = HashMap::new();
        for (key, raw_node) in &raw.nodes.0 {
            let id = key.value.0.clone();
            let pos = Pos::from(key.referenced);
            if !self.first_definition(
                &mut seen,
                id.clone(),
                pos,
                format!("node `{id}` is defined twice"),
            ) {
                continue;
            }
            if crate::text::has_unsafe_char(&id) {
                self.error(
                    Code::ControlCharacter,
                    pos,
                    format!(
                        "node id `{}` holds a control or bidirectional character",
                        crate::text::sanitize(&id)
                    ),
                )
                .hint =
                    Some("ids are shown on the TD's screen; use letters, digits and dashes".into());
            } else if id.is_empty() || id.contains(['#', ' ']) {
                self.error(Code::Shape, pos, format!("`{id}` is not a usable node id"))
                    .hint = Some("use letters, digits and dashes, e.g. dummy-touched".into());
            }
            nodes.push(self.node(stem, id, pos, raw_node, skeleton));
        }
        let start_pos = Pos::from(raw.start.referenced);
        let start = match nodes.iter().position(|n| n.id == raw.start.value.0) {
            Some(i) => i,
            None => {
                let wanted = raw.start.value.0.clone();
                let hint = did_you_mean(&wanted, nodes.iter().map(|n| n.id.as_str()));
                let d = self.error(
                    Code::UnknownTarget,
                    start_pos,
                    format!("start names no node `{wanted}`"),
                );
                d.hint = hint;
                0
            }
        };
        Tree {
            id: stem.to_string(),
            law: raw.law.as_ref().map(|l| l.value),
            law_pos: raw
                .law
                .as_ref()
                .map_or(Pos::START, |l| Pos::from(l.referenced)),
            title,
            start,
            nodes,
            file: self.file.to_string(),
        }
    }

    fn node(&mut self, stem: &str, id: String, pos: Pos, raw: &RawNode, sk: &Skeleton) -> Node {
        let cites = self.refs(raw.cites.as_ref());
        let question_fields = raw.ask.is_some()
            || raw.answers.is_some()
            || raw.regulation.is_some()
            || raw.help.is_some();
        let ruling_fields = raw.ruling.is_some()
            || raw.options.is_some()
            || raw.follows.is_some()
            || raw.adjust.is_some()
            || raw.see.is_some();
        let kind = if question_fields && !ruling_fields {
            NodeKind::Question(self.question(stem, &id, pos, raw, sk))
        } else if ruling_fields && !question_fields {
            NodeKind::Ruling(self.outcome(&id, pos, raw))
        } else {
            let message = if question_fields {
                format!("node `{id}` mixes question keys (ask, answers) with ruling keys")
            } else {
                format!("node `{id}` is neither a question nor a ruling; a path would end here")
            };
            self.error(Code::DeadEnd, pos, message).hint =
                Some("a question has `ask`, `answers` and maybe `help`; a ruling has `ruling`, `options`, `follows`, `adjust`".into());
            NodeKind::Question(Question {
                ask: Text::default(),
                help: None,
                regulation: None,
                answers: Vec::new(),
            })
        };
        if cites.is_empty() {
            let what = if matches!(kind, NodeKind::Ruling(_)) {
                "ruling"
            } else {
                "question"
            };
            self.error(
                Code::NoCitation,
                pos,
                format!("{what} `{id}` cites no paragraph"),
            )
            .hint = Some("add `cites:` with the paragraph it applies, e.g. cites: [45C1]".into());
        }
        Node {
            id,
            pos,
            cites,
            kind,
        }
    }

    fn question(
        &mut self,
        stem: &str,
        id: &str,
        pos: Pos,
        raw: &RawNode,
        sk: &Skeleton,
    ) -> Question {
        let ask = match &raw.ask {
            Some(t) => self.text(t, "the question"),
            None => {
                self.error(
                    Code::Shape,
                    pos,
                    format!("question `{id}` has answers but no `ask`"),
                );
                Text::default()
            }
        };
        let mut answers = Vec::new();
        let (raw_answers, answers_pos) = match &raw.answers {
            Some(a) => (a.value.as_slice(), Pos::from(a.referenced)),
            None => (&[][..], pos),
        };
        if raw_answers.len() < 2 {
            self.error(
                Code::TooFewAnswers,
                answers_pos,
                format!(
                    "question `{id}` has {} answer{}; a question needs at least two",
                    raw_answers.len(),
                    // Diagnostics are in English, for tree authors; only 0 or 1 here.
                    if raw_answers.len() == 1 { "" } else { "s" }
                ),
            );
        }
        let mut seen: HashMap<String, Pos> = HashMap::new();
        for a in raw_answers {
            let answer_id = a.id.value.0.clone();
            let apos = Pos::from(a.id.referenced);
            self.first_definition(
                &mut seen,
                answer_id.clone(),
                apos,
                format!("answer id `{answer_id}` is used twice in `{id}`"),
            );
            if crate::text::has_unsafe_char(&answer_id) {
                self.error(
                    Code::ControlCharacter,
                    apos,
                    format!(
                        "answer id `{}` in `{}` holds a control or bidirectional character",
                        crate::text::sanitize(&answer_id),
                        crate::text::sanitize(id)
                    ),
                )
                .hint =
                    Some("ids are shown on the TD's screen; use letters, digits and dashes".into());
            }
            if Keyword::reserves(&answer_id) {
                self.error(
                    Code::ReservedAnswerId,
                    apos,
                    format!(
                        "answer id `{}` in `{id}` is a word line mode reserves",
                        crate::text::sanitize(&answer_id)
                    ),
                )
                .hint = Some(
                    "numbers, none, back, ?, explain, another and their translations are typed at the prompt; choose a word that says what the answer is".into(),
                );
            }
            let label = self.text(&a.label, "the answer label");
            let target = a.next.value.0.as_str();
            let tpos = Pos::from(a.next.referenced);
            if let Some(next) = self.resolve(stem, target, tpos, sk) {
                answers.push(Answer {
                    id: answer_id,
                    label,
                    next,
                    pos: apos,
                });
            }
        }
        let help = raw.help.as_ref().map(|t| self.text(t, "the help text"));
        let regulation = raw.regulation.as_ref().map(|r| r.value.0.clone());
        if let Some(name) = &regulation {
            let mut ids: Vec<&str> = answers.iter().map(|a| a.id.as_str()).collect();
            ids.sort_unstable();
            if ids != [REGULATION_NO, REGULATION_YES] {
                self.error(Code::Shape, pos, format!("question `{id}` is answered by regulation `{name}`, so its answers must be exactly `yes` and `no`"));
            }
        }
        Question {
            ask,
            help,
            regulation,
            answers,
        }
    }

    fn resolve(&mut self, stem: &str, target: &str, pos: Pos, sk: &Skeleton) -> Option<NodeRef> {
        let (tree, node) = target.split_once('#').unwrap_or((stem, target));
        if sk.failed.contains(tree) {
            return None; // already reported: that tree did not parse
        }
        let Some(ids) = sk.trees.get(tree) else {
            let hint = did_you_mean(tree, sk.trees.keys().map(String::as_str));
            self.error(
                Code::UnknownTarget,
                pos,
                format!("`{target}` names no tree `{tree}`"),
            )
            .hint = hint;
            return None;
        };
        match ids.index.get(node) {
            Some(&i) => Some(NodeRef {
                tree: ids.tree,
                node: i,
            }),
            None => {
                let hint = did_you_mean(node, ids.ids.iter().map(String::as_str));
                self.error(
                    Code::UnknownTarget,
                    pos,
                    format!("`next: {target}` names no node"),
                )
                .hint = hint;
                None
            }
        }
    }

    fn outcome(&mut self, id: &str, pos: Pos, raw: &RawNode) -> Outcome {
        let required = |b: &mut Self, field: Option<&RawText>, key: &str, what: &str| match field {
            Some(t) => b.text(t, what),
            None => {
                b.error(Code::Shape, pos, format!("ruling `{id}` has no `{key}`"))
                    .hint = Some(format!("every ruling says {what}"));
                Text::default()
            }
        };
        let ruling = required(self, raw.ruling.as_ref(), "ruling", "what happens now");
        let follows = required(
            self,
            raw.follows.as_ref(),
            "follows",
            "which law takes over",
        );
        let adjust = required(
            self,
            raw.adjust.as_ref(),
            "adjust",
            "whether the TD may adjust the score at the end of play",
        );
        let options = match &raw.options {
            Some(list) => list.iter().filter_map(|c| self.choice(c)).collect(),
            None => {
                self.error(Code::Shape, pos, format!("ruling `{id}` has no `options`")).hint = Some(
                    "list who may choose what, e.g. `- {holder: declarer, text: {en: ...}}`, or write `options: []` when nobody has a choice".into(),
                );
                Vec::new()
            }
        };
        let see = self.refs(raw.see.as_ref());
        Outcome {
            ruling,
            options,
            follows,
            adjust,
            see,
        }
    }

    fn choice(&mut self, raw: &crate::raw::RawChoice) -> Option<Choice> {
        let text = self.text(&raw.text, "an option");
        let wanted = raw.holder.value.0.as_str();
        match Holder::from_id(wanted) {
            Some(holder) => Some(Choice { holder, text }),
            None => {
                let hint =
                    did_you_mean(wanted, Holder::ALL.iter().map(|h| h.id())).unwrap_or_default();
                let known: Vec<&str> = Holder::ALL.iter().map(|h| h.id()).collect();
                self.error(
                    Code::UnknownHolder,
                    Pos::from(raw.holder.referenced),
                    format!(
                        "`{}` is not a holder of options",
                        crate::text::sanitize(wanted)
                    ),
                )
                .hint = Some(
                    format!("{hint} holders are {}", known.join(", "))
                        .trim()
                        .to_string(),
                );
                None
            }
        }
    }
}
