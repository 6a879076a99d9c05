//! The walker: a pure state machine over a validated rulings set.
//!
//! Terminal menus, line mode, replay and the tests all drive this one type. It does
//! no I/O. Going back pops the history, so every driver gets the same `back` for free
//! and knows which answer to preselect. Questions a regulation answers (face-up
//! leads, say) are answered here from the regulations the TD has set, in force
//! (`face-up-leads`) or not (`face-up-leads=no`), and going back steps over them. A
//! regulation the TD has not set is asked like any other question: assuming it
//! absent would rule for a club whose regulating authority does require it.
//!
//! Steps (`say:` nodes) are passed by the walker as regulations are: the TD is told
//! what to say and the walk goes on. They stay in the history, so a driver can show
//! them, a ruling cites the paragraphs of the branch it took, and Back drops them
//! with the answer that led there. A player's choice is a question with a holder; it
//! can be left "not chosen yet" (`wait`), which ends the walk awaiting it.
//!
//! Every question has one more way out than its answers: "none of these fits"
//! (`uncover`). It ends the walk at that question without a ruling, so a TD whose
//! facts the trees do not cover is never led to a ruling for facts that did not
//! happen.

use crate::model::holder::Holder;
use crate::model::tree::{
    Cite, Node, NodeRef, Outcome, Question, REGULATION_NO, REGULATION_YES, Rulings,
};

/// One answered question, or a step said on the way: where, and which answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub at: NodeRef,
    pub answer: usize,
    /// Not answered by the TD or a player: a regulation setting, or a step said.
    pub auto: bool,
    /// A step (`say:`) the walk passed: what the TD said there.
    pub said: bool,
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum WalkError {
    #[error("the ruling has been reached; there is nothing more to answer")]
    Finished,
    #[error("answer {0} does not exist here")]
    NoSuchAnswer(usize),
    #[error("the walk ended: none of the answers fitted the facts")]
    Uncovered,
    #[error("only a player's choice can be left not chosen yet")]
    NotAChoice,
}

#[derive(Clone, Debug)]
pub struct Walk<'r> {
    rulings: &'r Rulings,
    regulations: Vec<String>,
    start: NodeRef,
    current: NodeRef,
    history: Vec<Step>,
    /// The TD said none of the answers fits the current question.
    uncovered: bool,
    /// The player has not made the current choice yet.
    waiting: bool,
}

impl<'r> Walk<'r> {
    pub fn new(rulings: &'r Rulings, start: NodeRef, regulations: &[String]) -> Self {
        let mut w = Walk {
            rulings,
            regulations: regulations.to_vec(),
            start,
            current: start,
            history: Vec::new(),
            uncovered: false,
            waiting: false,
        };
        w.settle();
        w
    }

    pub fn rulings(&self) -> &'r Rulings {
        self.rulings
    }

    /// Where the walk began: its tree's start, or a node named by `td ask`.
    pub fn start(&self) -> NodeRef {
        self.start
    }

    pub fn current(&self) -> NodeRef {
        self.current
    }

    pub fn node(&self) -> &'r Node {
        self.rulings.node(self.current)
    }

    /// The question to answer now; `None` at a ruling, once uncovered, or while a
    /// choice is awaited.
    pub fn question(&self) -> Option<&'r Question> {
        if self.uncovered || self.waiting {
            return None;
        }
        self.node().question()
    }

    /// Who makes the current choice, if the current question is a player's choice.
    pub fn chooser(&self) -> Option<Holder> {
        self.question()?.holder
    }

    /// The choice still to be made, where the walk ended "not chosen yet".
    pub fn awaiting(&self) -> Option<(NodeRef, &'r Question)> {
        if !self.waiting {
            return None;
        }
        Some((self.current, self.node().question()?))
    }

    /// Ends the walk at the current choice: the player has not chosen yet.
    pub fn wait(&mut self) -> Result<(), WalkError> {
        if self.uncovered {
            return Err(WalkError::Uncovered);
        }
        if self.is_finished() {
            return Err(WalkError::Finished);
        }
        if self.waiting || self.chooser().is_none() {
            return Err(WalkError::NotAChoice);
        }
        self.waiting = true;
        Ok(())
    }

    /// The choice is to be made now after all: the walk asks it again. False if
    /// the walk was not waiting.
    pub fn resume_choice(&mut self) -> bool {
        std::mem::replace(&mut self.waiting, false)
    }

    /// The steps said so far, in order.
    pub fn said(&self) -> impl Iterator<Item = NodeRef> + '_ {
        self.history.iter().filter(|s| s.said).map(|s| s.at)
    }

    /// The paragraphs of the branch taken: every step said and the ruling (or,
    /// awaiting a choice, that choice), each with its clauses, each paragraph once.
    pub fn citations(&self) -> Vec<&'r Cite> {
        let mut out: Vec<&'r Cite> = Vec::new();
        let rulings = self.rulings;
        let mut add = |cites: Vec<&'r Cite>| {
            for c in cites {
                if !out.iter().any(|o| o.law == c.law) {
                    out.push(c);
                }
            }
        };
        for at in self.said() {
            add(rulings.said_cites(at));
        }
        if self.is_finished() {
            add(rulings.said_cites(self.current));
        } else if self.waiting {
            add(self.node().cites.iter().collect());
        }
        out
    }

    pub fn outcome(&self) -> Option<&'r Outcome> {
        self.node().outcome()
    }

    /// A ruling was reached.
    pub fn is_finished(&self) -> bool {
        self.outcome().is_some()
    }

    /// Where the TD said none of the answers fits, if he did.
    pub fn uncovered_at(&self) -> Option<NodeRef> {
        self.uncovered.then_some(self.current)
    }

    /// Nothing more to ask: a ruling, facts the trees do not cover, or a choice
    /// not made yet.
    pub fn is_ended(&self) -> bool {
        self.is_finished() || self.uncovered || self.waiting
    }

    /// Ends the walk at the current question: none of its answers fits the facts.
    pub fn uncover(&mut self) -> Result<(), WalkError> {
        if self.uncovered {
            return Err(WalkError::Uncovered);
        }
        if self.waiting {
            return Err(WalkError::NotAChoice);
        }
        if self.is_finished() {
            return Err(WalkError::Finished);
        }
        self.uncovered = true;
        Ok(())
    }

    /// Takes back "none of these fits": the question is open again. False if the
    /// walk was not stopped there.
    pub fn reopen(&mut self) -> bool {
        std::mem::replace(&mut self.uncovered, false)
    }

    /// Every step of the walk in order: the questions and choices answered, the
    /// regulations applied and the steps said (`Step::said`).
    pub fn taken(&self) -> &[Step] {
        &self.history
    }

    /// The questions and choices answered, in order (steps said are in `said`).
    pub fn history(&self) -> Vec<Step> {
        self.history.iter().filter(|s| !s.said).copied().collect()
    }

    /// Questions the TD answered and choices the players made (regulation steps
    /// left out).
    pub fn asked(&self) -> usize {
        self.history.iter().filter(|s| !s.auto).count()
    }

    /// Questions of fact the TD answered before the first thing he says (a step
    /// or the ruling): how long he is asked before he can speak. Choices are the
    /// players' and come after something was said.
    pub fn asked_before_saying(&self) -> usize {
        self.history
            .iter()
            .take_while(|s| !s.said)
            .filter(|s| {
                !s.auto
                    && self
                        .rulings
                        .node(s.at)
                        .question()
                        .is_some_and(|q| q.holder.is_none())
            })
            .count()
    }

    /// Answers the current question with the answer at `index`.
    pub fn answer(&mut self, index: usize) -> Result<(), WalkError> {
        self.step(index, false)?;
        self.settle();
        Ok(())
    }

    fn step(&mut self, index: usize, auto: bool) -> Result<(), WalkError> {
        if self.uncovered {
            return Err(WalkError::Uncovered);
        }
        self.waiting = false;
        let question = self.question().ok_or(WalkError::Finished)?;
        let answer = question
            .answers
            .get(index)
            .ok_or(WalkError::NoSuchAnswer(index))?;
        self.history.push(Step {
            at: self.current,
            answer: index,
            auto,
            said: false,
        });
        self.current = answer.next;
        Ok(())
    }

    /// Passes the steps said here, and answers every regulation question whose
    /// regulation the TD has set; one he has not set is left to ask.
    fn settle(&mut self) {
        loop {
            if let Some(say) = self.node().say() {
                self.history.push(Step {
                    at: self.current,
                    answer: 0,
                    auto: true,
                    said: true,
                });
                self.current = say.next;
                continue;
            }
            let Some(q) = self.question() else { return };
            let Some(name) = &q.regulation else { return };
            let id = match regulation_setting(&self.regulations, name) {
                Some(true) => REGULATION_YES,
                Some(false) => REGULATION_NO,
                None => return,
            };
            let index = q
                .answers
                .iter()
                .position(|a| a.id == id)
                .expect("the loader checks regulation answers");
            self.step(index, true).expect("a question has this answer");
        }
    }

    /// Returns to the previous question the TD answered. Gives the answer chosen there
    /// before, so a prompter can preselect it, or `None` at the first question.
    pub fn back(&mut self) -> Option<usize> {
        if self.uncovered {
            return None;
        }
        self.waiting = false;
        let last = self.history.iter().rposition(|s| !s.auto)?;
        let step = self.history[last];
        self.history.truncate(last);
        self.current = step.at;
        Some(step.answer)
    }

    /// The index of the answer with this id at the current question.
    pub fn answer_index(&self, id: &str) -> Option<usize> {
        self.question()?.answers.iter().position(|a| a.id == id)
    }
}

/// How the TD has set regulation `name`: `name` (or `name=yes`, or `name=VALUE` for
/// one that carries a value) in force, `name=no` not in force, `None` when the list
/// does not say.
pub fn regulation_setting(set: &[String], name: &str) -> Option<bool> {
    set.iter().rev().find_map(|entry| {
        let (n, value) = crate::walker::settings::split(entry);
        (n == name).then_some(value != "no")
    })
}

/// Every complete path from `start` under the given regulations, as the steps taken;
/// used by `td trees` for path lengths and by the tests that walk every path.
pub fn all_paths<'r>(
    rulings: &'r Rulings,
    start: NodeRef,
    regulations: &[String],
) -> Vec<Walk<'r>> {
    let mut out = Vec::new();
    let mut stack = vec![Walk::new(rulings, start, regulations)];
    while let Some(walk) = stack.pop() {
        match walk.question() {
            None => out.push(walk),
            Some(q) => {
                for i in (0..q.answers.len()).rev() {
                    let mut next = walk.clone();
                    next.answer(i).expect("index in range");
                    stack.push(next);
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: &str = "{en: T, nb: T, pl: T}";

    fn rulings() -> Rulings {
        let laws = format!("scope: [1]\nparagraphs:\n  \"1\": {{title: {T}, summary: {T}}}\n");
        let rule = |id: &str| {
            format!(
                "  {id}:\n    cites: [\"1\"]\n    ruling: {T}\n    options: []\n    follows: {T}\n    adjust: {T}\n"
            )
        };
        let a = format!(
            "title: {T}\nstart: q1\nnodes:\n  q1:\n    ask: {T}\n    cites: [\"1\"]\n    answers:\n      - {{id: x, label: {T}, next: q2}}\n      - {{id: jump, label: {T}, next: b#reg}}\n  q2:\n    ask: {T}\n    cites: [\"1\"]\n    answers:\n      - {{id: y, label: {T}, next: r1}}\n      - {{id: z, label: {T}, next: r2}}\n{}{}",
            rule("r1"),
            rule("r2")
        );
        let b = format!(
            "title: {T}\nstart: reg\nnodes:\n  reg:\n    regulation: opt\n    ask: {T}\n    cites: [\"1\"]\n    answers:\n      - {{id: \"yes\", label: {T}, next: on}}\n      - {{id: \"no\", label: {T}, next: q3}}\n  q3:\n    ask: {T}\n    cites: [\"1\"]\n    answers:\n      - {{id: p, label: {T}, next: off}}\n      - {{id: q, label: {T}, next: off}}\n{}{}",
            rule("on"),
            rule("off")
        );
        crate::model::load::test_rulings(vec![("laws", laws), ("a", a), ("b", b)])
    }

    fn id(w: &Walk) -> String {
        w.rulings().qualified_id(w.current())
    }

    #[test]
    fn answer_then_end() {
        let r = rulings();
        let mut w = Walk::new(&r, r.start_of(r.tree_id("a").unwrap()), &[]);
        assert_eq!(id(&w), "a#q1");
        w.answer(w.answer_index("x").unwrap()).unwrap();
        assert_eq!(id(&w), "a#q2");
        w.answer(1).unwrap();
        assert!(w.is_finished());
        assert_eq!(id(&w), "a#r2");
        assert_eq!(w.answer(0), Err(WalkError::Finished));
        assert_eq!(w.asked(), 2);
    }

    #[test]
    fn bad_answer_index_changes_nothing() {
        let r = rulings();
        let mut w = Walk::new(&r, r.start_of(0), &[]);
        let before = w.current();
        assert_eq!(w.answer(7), Err(WalkError::NoSuchAnswer(7)));
        assert_eq!(w.current(), before);
        assert!(w.history().is_empty());
    }

    #[test]
    fn back_returns_the_earlier_answer_and_stops_at_the_start() {
        let r = rulings();
        let mut w = Walk::new(&r, r.start_of(r.tree_id("a").unwrap()), &[]);
        assert_eq!(w.back(), None);
        w.answer(0).unwrap();
        w.answer(1).unwrap();
        assert_eq!(w.back(), Some(1));
        assert_eq!(id(&w), "a#q2");
        assert_eq!(w.back(), Some(0));
        assert_eq!(id(&w), "a#q1");
        assert_eq!(w.back(), None);
        assert_eq!(id(&w), "a#q1");
    }

    #[test]
    fn a_regulation_the_td_has_not_set_is_asked() {
        let r = rulings();
        let a = r.start_of(r.tree_id("a").unwrap());
        let mut w = Walk::new(&r, a, &[]);
        w.answer(w.answer_index("jump").unwrap()).unwrap();
        assert_eq!(id(&w), "b#reg");
        assert!(w.question().is_some());
        w.answer(w.answer_index("yes").unwrap()).unwrap();
        assert_eq!(id(&w), "b#on");
        assert_eq!(w.asked(), 2, "the TD answered it: it is no auto step");
        assert!(!w.history()[1].auto);
    }

    #[test]
    fn regulation_settings_read_last_first() {
        let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(regulation_setting(&set(&[]), "opt"), None);
        assert_eq!(regulation_setting(&set(&["opt"]), "opt"), Some(true));
        assert_eq!(regulation_setting(&set(&["opt=yes"]), "opt"), Some(true));
        assert_eq!(regulation_setting(&set(&["opt=no"]), "opt"), Some(false));
        assert_eq!(
            regulation_setting(&set(&["opt", "opt=no"]), "opt"),
            Some(false)
        );
        assert_eq!(regulation_setting(&set(&["other"]), "opt"), None);
    }

    #[test]
    fn jump_into_another_tree_and_regulations_answer_themselves() {
        let r = rulings();
        let a = r.start_of(r.tree_id("a").unwrap());
        // Not in force: the jump lands on `b#reg`, answered `no`, then q3.
        let mut w = Walk::new(&r, a, &["opt=no".to_string()]);
        w.answer(w.answer_index("jump").unwrap()).unwrap();
        assert_eq!(id(&w), "b#q3");
        assert_eq!(w.asked(), 1);
        assert!(w.history()[1].auto);
        // Back skips the regulation step and returns to the question asked.
        assert_eq!(w.back(), Some(1));
        assert_eq!(id(&w), "a#q1");
        assert!(w.history().is_empty());
        // With the regulation in force the same answer ends at once.
        let mut w = Walk::new(&r, a, &["opt".to_string()]);
        w.answer(1).unwrap();
        assert_eq!(id(&w), "b#on");
    }

    #[test]
    fn none_of_these_ends_the_walk_without_a_ruling() {
        let r = rulings();
        let mut w = Walk::new(&r, r.start_of(r.tree_id("a").unwrap()), &[]);
        w.answer(0).unwrap();
        let at = w.current();
        w.uncover().unwrap();
        assert_eq!(w.uncovered_at(), Some(at));
        assert!(w.is_ended() && !w.is_finished());
        assert!(w.question().is_none() && w.outcome().is_none());
        assert_eq!(w.answer(0), Err(WalkError::Uncovered));
        assert_eq!(w.uncover(), Err(WalkError::Uncovered));
        assert_eq!(w.back(), None, "an uncovered walk is over");
        assert_eq!(w.asked(), 1);
        // At a ruling there is nothing left to uncover.
        let mut w = Walk::new(&r, r.start_of(r.tree_id("a").unwrap()), &[]);
        w.answer(0).unwrap();
        w.answer(0).unwrap();
        assert_eq!(w.uncover(), Err(WalkError::Finished));
        assert_eq!(w.uncovered_at(), None);
    }

    #[test]
    fn every_path_is_enumerated() {
        let r = rulings();
        let ends: Vec<String> = all_paths(&r, r.start_of(r.tree_id("a").unwrap()), &[])
            .iter()
            .map(id)
            .collect();
        assert_eq!(ends, ["a#r1", "a#r2", "b#on", "b#off", "b#off"]);
        let ends: Vec<String> = all_paths(
            &r,
            r.start_of(r.tree_id("a").unwrap()),
            &["opt=no".to_string()],
        )
        .iter()
        .map(id)
        .collect();
        assert_eq!(ends, ["a#r1", "a#r2", "b#off", "b#off"]);
    }
}
