//! Raw YAML values -> the model, one tree at a time, reporting every problem with
//! its position: ids, targets, answers, citations, languages. Whole-graph checks
//! (reachability, cycles) come after, in `check.rs`.

use std::collections::hash_map::Entry;
use std::collections::{HashMap, HashSet};

use crate::diag::{Code, Diagnostic, Diagnostics, Pos};
use crate::holder::Holder;
use crate::keyword::Keyword;
use crate::lang::Lang;
use crate::law_index::{LawIndex, Paragraph};
use crate::law_ref::LawRef;
use crate::load::{REGULATION_NO, REGULATION_YES};
use crate::raw::{RawIndex, RawNode, RawText, RawTree, RefList};
use crate::similar;
use crate::text::Text;
use crate::tree::{Answer, Choice, Cite, Node, NodeKind, NodeRef, Outcome, Question, Tree};

/// Node ids of every tree, known before any `next` is resolved.
pub(crate) struct Skeleton {
    trees: HashMap<String, (usize, Vec<String>)>,
    failed: HashSet<String>,
}

impl Skeleton {
    pub(crate) fn new(raw: &[(String, String, RawTree)], failed: HashSet<String>) -> Self {
        let trees = raw
            .iter()
            .enumerate()
            .map(|(i, (stem, _, t))| {
                let ids = t.nodes.0.iter().map(|(k, _)| k.value.0.clone()).collect();
                (stem.clone(), (i, ids))
            })
            .collect();
        Skeleton { trees, failed }
    }
}

pub(crate) struct Builder<'a> {
    pub(crate) file: &'a str,
    pub(crate) diags: &'a mut Diagnostics,
}

impl Builder<'_> {
    fn error(&mut self, code: Code, pos: Pos, message: impl Into<String>) -> &mut Diagnostic {
        self.diags
            .push(Diagnostic::new(code, self.file, pos, message));
        self.diags.0.last_mut().expect("just pushed")
    }

    /// Remembers where `id` was first defined; on a repeat, reports E005 naming the
    /// first place and returns false.
    fn first_definition<K: std::hash::Hash + Eq>(
        &mut self,
        seen: &mut HashMap<K, Pos>,
        id: K,
        pos: Pos,
        message: String,
    ) -> bool {
        match seen.entry(id) {
            Entry::Occupied(first) => {
                let f = *first.get();
                self.error(Code::DuplicateId, pos, message).hint = Some(format!(
                    "first defined at line {}, column {}",
                    f.line, f.col
                ));
                false
            }
            Entry::Vacant(slot) => {
                slot.insert(pos);
                true
            }
        }
    }

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
            if id.is_empty() || id.contains(['#', ' ']) {
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
            law: raw.law.map(|l| l.value),
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
                    "question `{id}` has {} answer(s); a question needs at least two",
                    raw_answers.len()
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
        let Some((tree_index, ids)) = sk.trees.get(tree) else {
            let hint = did_you_mean(tree, sk.trees.keys().map(String::as_str));
            self.error(
                Code::UnknownTarget,
                pos,
                format!("`{target}` names no tree `{tree}`"),
            )
            .hint = hint;
            return None;
        };
        match ids.iter().position(|n| n == node) {
            Some(i) => Some(NodeRef {
                tree: *tree_index,
                node: i_unique(ids, i),
            }),
            None => {
                let hint = did_you_mean(node, ids.iter().map(String::as_str));
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

    fn refs(&mut self, raw: Option<&serde_saphyr::Spanned<RefList>>) -> Vec<Cite> {
        let Some(raw) = raw else { return Vec::new() };
        let pos = Pos::from(raw.referenced);
        let mut out = Vec::new();
        for item in raw.value.items() {
            match LawRef::parse(item) {
                Ok(law) => out.push(Cite { law, pos }),
                Err(e) => {
                    self.error(
                        Code::BadReference,
                        pos,
                        format!(
                            "`{}` is not a law reference: {e}",
                            crate::text::sanitize(item)
                        ),
                    )
                    .hint = Some("write references like 45C4(b), 68D2(b)(ii) or 50".into());
                }
            }
        }
        out
    }

    fn text(&mut self, raw: &RawText, what: &str) -> Text {
        let pos = Pos::from(raw.referenced);
        let mut entries = Vec::new();
        let mut seen = HashSet::new();
        for (key, value) in &raw.value.0 {
            let kpos = Pos::from(key.referenced);
            match Lang::from_code(&key.value.0) {
                Some(lang) if seen.insert(lang) => entries.push((lang, value.0.clone())),
                Some(lang) => {
                    self.error(
                        Code::DuplicateKey,
                        kpos,
                        format!("language `{lang}` given twice in {what}"),
                    );
                }
                None => {
                    let hint = did_you_mean(&key.value.0, Lang::ALL.iter().map(|l| l.code()));
                    self.error(
                        Code::UnknownKey,
                        kpos,
                        format!(
                            "unknown language `{}` in {what}; expected en, nb or pl",
                            crate::text::sanitize(&key.value.0)
                        ),
                    )
                    .hint = hint;
                }
            }
        }
        if entries.iter().any(|(_, s)| s.trim().is_empty()) {
            self.error(Code::Shape, pos, format!("{what} has an empty text"));
        }
        if !seen.contains(&Lang::DEFAULT) {
            self.error(
                Code::MissingDefaultLanguage,
                pos,
                format!(
                    "{what} has no `{}` text, the default language",
                    Lang::DEFAULT
                ),
            );
        } else {
            let missing: Vec<&str> = Lang::ALL
                .iter()
                .filter(|l| !seen.contains(l))
                .map(|l| l.code())
                .collect();
            if !missing.is_empty() {
                self.diags.push(Diagnostic::new(
                    Code::MissingTranslation,
                    self.file,
                    pos,
                    format!("{what} has no {} translation", missing.join(", ")),
                ));
            }
        }
        Text::new(entries)
    }
}

/// Node indexes in the model skip duplicate ids (reported, not kept), so the index
/// of the first occurrence is the one that counts.
fn i_unique(ids: &[String], i: usize) -> usize {
    let mut seen = HashSet::new();
    ids[..i]
        .iter()
        .filter(|id| seen.insert(id.as_str()))
        .count()
}

fn did_you_mean<'a>(wanted: &str, candidates: impl IntoIterator<Item = &'a str>) -> Option<String> {
    let near = similar::nearest(wanted, candidates, 1);
    near.first().map(|n| format!("did you mean `{n}`?"))
}

pub(crate) fn build_index(file: &str, raw: RawIndex, diags: &mut Diagnostics) -> LawIndex {
    let mut b = Builder { file, diags };
    let mut index = LawIndex {
        scope: raw.scope,
        ..LawIndex::default()
    };
    let mut seen: HashMap<LawRef, Pos> = HashMap::new();
    for (key, raw_p) in &raw.paragraphs.0 {
        let pos = Pos::from(key.referenced);
        let id = match LawRef::parse(&key.value.0) {
            Ok(id) => id,
            Err(e) => {
                b.error(
                    Code::BadReference,
                    pos,
                    format!(
                        "`{}` is not a law reference: {e}",
                        crate::text::sanitize(&key.value.0)
                    ),
                );
                continue;
            }
        };
        if id.canonical() != key.value.0 {
            b.error(
                Code::BadReference,
                pos,
                format!("write `{}` in its canonical form", key.value.0),
            )
            .hint = Some(format!("did you mean `{id}`?"));
        }
        if !b.first_definition(
            &mut seen,
            id.clone(),
            pos,
            format!("paragraph {id} is listed twice"),
        ) {
            continue;
        }
        let title = b.text(&raw_p.title, &format!("the title of {id}"));
        let summary = b.text(&raw_p.summary, &format!("the summary of {id}"));
        let edition = raw_p
            .edition
            .as_ref()
            .map(|t| b.text(t, &format!("the edition note of {id}")));
        let refers = b
            .refs(raw_p.refers.as_ref())
            .into_iter()
            .map(|c| c.law)
            .collect();
        index.paragraphs.insert(
            id.clone(),
            Paragraph {
                id,
                title,
                summary,
                refers,
                edition,
            },
        );
    }
    index
}

pub(crate) fn check_citations(trees: &[Tree], index: &LawIndex, diags: &mut Diagnostics) {
    for tree in trees {
        for node in &tree.nodes {
            for cite in node.all_cites() {
                if !index.contains(&cite.law) {
                    let near: Vec<String> = index
                        .suggest(&cite.law.canonical())
                        .iter()
                        .map(LawRef::canonical)
                        .collect();
                    let mut d = Diagnostic::new(
                        Code::UnknownParagraph,
                        &tree.file,
                        cite.pos,
                        format!(
                            "`{}` cites {}, which laws.yaml does not have",
                            node.id, cite.law
                        ),
                    );
                    if !near.is_empty() {
                        d = d.with_hint(format!(
                            "did you mean {}? or add {} to laws.yaml",
                            near.join(", "),
                            cite.law
                        ));
                    }
                    diags.push(d);
                }
            }
        }
    }
}
