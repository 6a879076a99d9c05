//! Trees: nodes, questions with their answers and targets, rulings with their
//! options. Targets in other trees resolve through the `Skeleton`, the node ids of
//! every tree known before any tree is built.

use std::collections::{HashMap, HashSet};

use super::{Builder, did_you_mean};
use crate::law::similar;
use crate::model::diag::{Code, Pos};
use crate::model::holder::Holder;
use crate::model::raw::{RawNode, RawText, RawTree};
use crate::model::score_kind::ScoreKind;
use crate::model::tree::{
    Answer, Choice, Node, NodeKind, NodeRef, Outcome, Question, REGULATION_NO, REGULATION_YES, Say,
    Tree,
};
use crate::texts::keyword::Keyword;
use crate::texts::note::Note;
use crate::texts::text::Text;

/// Node ids of every tree, known before any `next` is resolved.
pub(crate) struct Skeleton {
    trees: HashMap<String, TreeIds>,
    failed: HashSet<String>,
    /// Clause id -> its index in `Rulings::clauses`.
    pub(crate) clauses: HashMap<String, usize>,
    /// Some clause file did not parse: an unknown clause may be one of its own.
    pub(crate) clauses_failed: bool,
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
        Skeleton {
            trees,
            failed,
            clauses: HashMap::new(),
            clauses_failed: false,
        }
    }
}

impl Builder<'_> {
    pub(crate) fn tree(&mut self, stem: &str, raw: RawTree, skeleton: &Skeleton) -> Tree {
        let title = self.line_text(&raw.title, Note::new("what-tree-title"));
        let mut nodes = Vec::new();
        let mut seen: HashMap<String, Pos> = HashMap::new();
        for (key, raw_node) in &raw.nodes.0 {
            let id = key.value.0.clone();
            let pos = Pos::from(key.referenced);
            if !self.first_definition(
                &mut seen,
                id.clone(),
                pos,
                Note::new("node-twice").arg("id", &id),
            ) {
                continue;
            }
            if crate::texts::text::has_unsafe_char(&id) {
                self.error(
                    Code::ControlCharacter,
                    pos,
                    Note::new("node-id-control").arg("id", crate::texts::text::sanitize(&id)),
                )
                .hint = Some(Note::new("ids-on-screen-hint"));
            } else if id.is_empty() || id.contains(['#', ' ']) {
                self.error(
                    Code::Shape,
                    pos,
                    Note::new("node-id-unusable").arg("id", &id),
                )
                .hint = Some(Note::new("node-id-hint"));
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
                    Note::new("start-unknown").arg("id", &wanted),
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
            covers: raw
                .covers
                .as_ref()
                .map(|c| c.value.iter().map(|l| l.value).collect())
                .unwrap_or_default(),
        }
    }

    fn node(&mut self, stem: &str, id: String, pos: Pos, raw: &RawNode, sk: &Skeleton) -> Node {
        let cites = self.refs(raw.cites.as_ref());
        let question_fields = raw.ask.is_some()
            || raw.choose.is_some()
            || raw.holder.is_some()
            || raw.answers.is_some()
            || raw.regulation.is_some()
            || raw.carries.is_some()
            || raw.help.is_some();
        let say_fields = raw.say.is_some() || raw.next.is_some();
        let ruling_fields = raw.ruling.is_some()
            || raw.options.is_some()
            || raw.follows.is_some()
            || raw.adjust.is_some()
            || raw.scores.is_some()
            || raw.adjustable.is_some()
            || raw.see.is_some()
            || raw.then.is_some()
            || raw.takes_over.is_some()
            || raw.no_then.is_some();
        // `details` and `clauses` belong to steps and rulings alike.
        let spoken_fields = raw.details.is_some() || raw.clauses.is_some();
        let kinds = [question_fields, say_fields, ruling_fields]
            .iter()
            .filter(|k| **k)
            .count();
        let kind = if kinds == 1 && question_fields && !spoken_fields {
            NodeKind::Question(self.question(stem, &id, pos, raw, sk))
        } else if kinds == 1 && say_fields {
            NodeKind::Say(self.say(stem, &id, pos, raw, sk))
        } else if kinds == 1 && ruling_fields {
            NodeKind::Ruling(Box::new(self.outcome(stem, &id, pos, raw, sk)))
        } else {
            let message = if kinds > 1 || question_fields {
                Note::new("node-mixed")
            } else {
                Note::new("node-neither")
            };
            self.error(Code::DeadEnd, pos, message.arg("id", &id)).hint =
                Some(Note::new("node-keys-hint"));
            NodeKind::Question(Question {
                ask: Text::default(),
                help: None,
                regulation: None,
                carries: None,
                holder: None,
                answers: Vec::new(),
            })
        };
        // A citation written but malformed was reported already (E013); "no
        // citation" on top of it would send the author looking for a missing line.
        let cites_written = raw
            .cites
            .as_ref()
            .is_some_and(|c| !c.value.items().is_empty());
        if cites.is_empty() && !cites_written {
            let message = if matches!(kind, NodeKind::Question(_)) {
                Note::new("question-no-cite")
            } else {
                Note::new("ruling-no-cite")
            };
            self.error(Code::NoCitation, pos, message.arg("id", &id))
                .hint = Some(Note::new("add-cites-hint"));
        }
        Node {
            id,
            pos,
            cites,
            kind,
        }
    }

    /// A step: its words, details and clauses, and where the walk goes next.
    fn say(&mut self, stem: &str, id: &str, pos: Pos, raw: &RawNode, sk: &Skeleton) -> Say {
        let say = match &raw.say {
            Some(t) => self.text(t, Note::new("what-say")),
            None => {
                self.error(
                    Code::Shape,
                    pos,
                    Note::new("ruling-missing").arg("id", id).arg("key", "say"),
                );
                Text::default()
            }
        };
        let next = match &raw.next {
            Some(n) => self.resolve(stem, "next", &n.value.0, Pos::from(n.referenced), sk),
            None => {
                self.error(
                    Code::Shape,
                    pos,
                    Note::new("ruling-missing").arg("id", id).arg("key", "next"),
                );
                None
            }
        };
        Say {
            say,
            details: raw
                .details
                .as_ref()
                .map(|t| self.text(t, Note::new("what-details"))),
            clauses: self.clause_refs(raw, sk),
            // A target that failed was reported; the node stays so that ids keep
            // their indices, and the set is refused anyway.
            next: next.unwrap_or(NodeRef { tree: 0, node: 0 }),
        }
    }

    /// The clauses a step or ruling names, as indices; an unknown one is E021.
    fn clause_refs(&mut self, raw: &RawNode, sk: &Skeleton) -> Vec<usize> {
        let Some(list) = &raw.clauses else {
            return Vec::new();
        };
        let mut out = Vec::new();
        for c in &list.value {
            match sk.clauses.get(&c.value.0) {
                Some(&i) => out.push(i),
                None if sk.clauses_failed => {}
                None => {
                    let hint = did_you_mean(&c.value.0, sk.clauses.keys().map(String::as_str));
                    self.error(
                        Code::UnknownClause,
                        Pos::from(c.referenced),
                        Note::new("clause-unknown")
                            .arg("id", crate::texts::text::sanitize(&c.value.0)),
                    )
                    .hint = hint;
                }
            }
        }
        out
    }

    /// The kinds of score a ruling allows: `scores:` checked against the
    /// vocabulary, or the default when it is absent. The old `adjustable` is refused
    /// with what to write instead, so a federation's tree is not read wrongly.
    fn score_kinds(&mut self, raw: &RawNode) -> Vec<ScoreKind> {
        if let Some(old) = &raw.adjustable {
            self.error(
                Code::UnknownKey,
                Pos::from(old.referenced),
                Note::new("adjustable-replaced"),
            );
        }
        let Some(list) = &raw.scores else {
            return ScoreKind::DEFAULT.to_vec();
        };
        let mut out = Vec::new();
        for k in &list.value {
            let wanted = k.value.0.as_str();
            match ScoreKind::from_id(wanted) {
                Some(kind) if !out.contains(&kind) => out.push(kind),
                Some(_) => {}
                None => {
                    let known: Vec<&str> = ScoreKind::ALL.iter().map(|k| k.id()).collect();
                    self.error(
                        Code::UnknownScoreKind,
                        Pos::from(k.referenced),
                        Note::new("not-a-score-kind")
                            .arg("kind", crate::texts::text::sanitize(wanted)),
                    )
                    .hint = did_you_mean(wanted, known.iter().copied())
                        .or_else(|| Some(Note::new("score-kinds").arg("known", known.join(", "))));
                }
            }
        }
        out
    }

    /// The kind of score whose standard a regulation's setting carries: only a
    /// procedural penalty's amount has one (an event's standard penalty), and only a
    /// question answered by a regulation has a setting.
    fn carries(&mut self, id: &str, raw: &RawNode) -> Option<ScoreKind> {
        let carried = raw.carries.as_ref()?;
        let wanted = carried.value.0.as_str();
        let pos = Pos::from(carried.referenced);
        if raw.regulation.is_none() {
            self.error(
                Code::Shape,
                pos,
                Note::new("carries-without-regulation").arg("id", id),
            );
            return None;
        }
        match ScoreKind::from_id(wanted) {
            Some(ScoreKind::Penalty) => Some(ScoreKind::Penalty),
            _ => {
                self.error(
                    Code::UnknownScoreKind,
                    pos,
                    Note::new("carries-not-penalty")
                        .arg("kind", crate::texts::text::sanitize(wanted)),
                );
                None
            }
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
        let ask = match (&raw.ask, &raw.choose) {
            (Some(t), None) => self.text(t, Note::new("what-question")),
            (None, Some(t)) => self.text(t, Note::new("what-choice")),
            (Some(_), Some(_)) => {
                self.error(
                    Code::DeadEnd,
                    pos,
                    Note::new("ask-and-choose").arg("id", id),
                );
                Text::default()
            }
            (None, None) => {
                self.error(Code::Shape, pos, Note::new("question-no-ask").arg("id", id));
                Text::default()
            }
        };
        let holder = match (&raw.choose, &raw.holder) {
            (Some(_), Some(h)) => self.holder(h),
            (Some(_), None) => {
                self.error(
                    Code::Shape,
                    pos,
                    Note::new("ruling-missing")
                        .arg("id", id)
                        .arg("key", "holder"),
                );
                None
            }
            (None, Some(h)) => {
                self.error(
                    Code::Shape,
                    Pos::from(h.referenced),
                    Note::new("holder-without-choose").arg("id", id),
                );
                None
            }
            (None, None) => None,
        };
        if raw.choose.is_some() && raw.regulation.is_some() {
            self.error(
                Code::DeadEnd,
                pos,
                Note::new("ask-and-choose").arg("id", id),
            );
        }
        let mut answers = Vec::new();
        let (raw_answers, answers_pos) = match &raw.answers {
            Some(a) => (a.value.as_slice(), Pos::from(a.referenced)),
            None => (&[][..], pos),
        };
        if raw_answers.len() < 2 {
            self.error(
                Code::TooFewAnswers,
                answers_pos,
                Note::new("too-few-answers")
                    .arg("id", id)
                    .count("count", raw_answers.len()),
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
                Note::new("answer-twice")
                    .arg("answer", &answer_id)
                    .arg("id", id),
            );
            if crate::texts::text::has_unsafe_char(&answer_id) {
                self.error(
                    Code::ControlCharacter,
                    apos,
                    Note::new("answer-id-control")
                        .arg("answer", crate::texts::text::sanitize(&answer_id))
                        .arg("id", crate::texts::text::sanitize(id)),
                )
                .hint = Some(Note::new("ids-on-screen-hint"));
            }
            if Keyword::reserves(&answer_id) {
                self.error(
                    Code::ReservedAnswerId,
                    apos,
                    Note::new("answer-id-reserved")
                        .arg("answer", crate::texts::text::sanitize(&answer_id))
                        .arg("id", id),
                )
                .hint = Some(Note::new("answer-id-reserved-hint"));
            }
            let label = self.line_text(&a.label, Note::new("what-answer-label"));
            let short = a
                .short
                .as_ref()
                .map(|t| self.line_text(t, Note::new("what-answer-short")));
            let target = a.next.value.0.as_str();
            let tpos = Pos::from(a.next.referenced);
            if let Some(next) = self.resolve(stem, "next", target, tpos, sk) {
                answers.push(Answer {
                    id: answer_id,
                    label,
                    short,
                    next,
                    pos: apos,
                });
            }
        }
        let help = raw
            .help
            .as_ref()
            .map(|t| self.text(t, Note::new("what-help")));
        let regulation = raw.regulation.as_ref().map(|r| r.value.0.clone());
        if let Some(name) = &regulation {
            let mut ids: Vec<&str> = answers.iter().map(|a| a.id.as_str()).collect();
            ids.sort_unstable();
            if ids != [REGULATION_NO, REGULATION_YES] {
                self.error(
                    Code::Shape,
                    pos,
                    Note::new("regulation-yes-no")
                        .arg("id", id)
                        .arg("name", name),
                );
            }
        }
        let carries = self.carries(id, raw);
        Question {
            ask,
            help,
            regulation,
            carries,
            holder,
            answers,
        }
    }

    /// The node `target` names (`key` is the YAML key it was written under, for the
    /// message: `next` or `then`).
    fn resolve(
        &mut self,
        stem: &str,
        key: &str,
        target: &str,
        pos: Pos,
        sk: &Skeleton,
    ) -> Option<NodeRef> {
        let (tree, node) = target.split_once('#').unwrap_or((stem, target));
        if sk.failed.contains(tree) {
            return None; // already reported: that tree did not parse
        }
        let Some(ids) = sk.trees.get(tree) else {
            let hint = did_you_mean(tree, sk.trees.keys().map(String::as_str));
            self.error(
                Code::UnknownTarget,
                pos,
                Note::new("target-no-tree")
                    .arg("target", target)
                    .arg("tree", tree),
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
                    Note::new("target-no-node")
                        .arg("key", key)
                        .arg("target", target),
                )
                .hint = hint;
                None
            }
        }
    }

    fn outcome(&mut self, stem: &str, id: &str, pos: Pos, raw: &RawNode, sk: &Skeleton) -> Outcome {
        let required = |b: &mut Self, field: Option<&RawText>, key: &str, what: Note| match field {
            Some(t) => b.text(t, what),
            None => {
                b.error(
                    Code::Shape,
                    pos,
                    Note::new("ruling-missing").arg("id", id).arg("key", key),
                )
                .hint = Some(Note::new("every-ruling-says").phrase("what", what));
                Text::default()
            }
        };
        let ruling = required(
            self,
            raw.ruling.as_ref(),
            "ruling",
            Note::new("what-ruling"),
        );
        let follows = required(
            self,
            raw.follows.as_ref(),
            "follows",
            Note::new("what-follows"),
        );
        let adjust = required(
            self,
            raw.adjust.as_ref(),
            "adjust",
            Note::new("what-adjust"),
        );
        // A tree written in steps asks its choices (`choose:`): no `options`.
        let options = match &raw.options {
            Some(list) => list.iter().filter_map(|c| self.choice(c)).collect(),
            None => Vec::new(),
        };
        let see = self.refs(raw.see.as_ref());
        let then = raw
            .then
            .as_ref()
            .and_then(|t| self.resolve(stem, "then", &t.value.0, Pos::from(t.referenced), sk));
        Outcome {
            ruling,
            details: raw
                .details
                .as_ref()
                .map(|t| self.text(t, Note::new("what-details"))),
            clauses: self.clause_refs(raw, sk),
            takes_over: self.refs(raw.takes_over.as_ref()),
            no_then: raw.no_then.is_some(),
            options,
            follows,
            adjust,
            scores: self.score_kinds(raw),
            see,
            then,
        }
    }

    fn choice(&mut self, raw: &crate::model::raw::RawChoice) -> Option<Choice> {
        let text = self.text(&raw.text, Note::new("what-option"));
        let holder = self.holder(&raw.holder)?;
        Some(Choice { holder, text })
    }

    fn holder(&mut self, raw: &serde_saphyr::Spanned<crate::model::raw::Scalar>) -> Option<Holder> {
        let wanted = raw.value.0.as_str();
        match Holder::from_id(wanted) {
            Some(holder) => Some(holder),
            None => {
                let known: Vec<&str> = Holder::ALL.iter().map(|h| h.id()).collect();
                let near = similar::nearest(wanted, known.iter().copied(), 1);
                let hint = match near.first() {
                    Some(n) => Note::new("holders-near").arg("near", n),
                    None => Note::new("holders"),
                };
                self.error(
                    Code::UnknownHolder,
                    Pos::from(raw.referenced),
                    Note::new("not-a-holder").arg("holder", crate::texts::text::sanitize(wanted)),
                )
                .hint = Some(hint.arg("known", known.join(", ")));
                None
            }
        }
    }
}
