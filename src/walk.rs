//! The walker: a pure state machine over a validated rulings set.
//!
//! Terminal menus, line mode, replay and the tests all drive this one type. It does
//! no I/O. Going back pops the history, so every driver gets the same `back` for free
//! and knows which answer to preselect. Questions a regulation answers (face-up
//! leads, say) are answered here from the regulations in force, never asked, and
//! going back steps over them.

use crate::load::{REGULATION_NO, REGULATION_YES};
use crate::tree::{Node, NodeRef, Outcome, Question, Rulings};

/// One answered question: where it was asked and which answer was given.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Step {
    pub at: NodeRef,
    pub answer: usize,
    /// Answered by a regulation setting rather than by the TD.
    pub auto: bool,
}

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum WalkError {
    #[error("the ruling has been reached; there is nothing more to answer")]
    Finished,
    #[error("answer {0} does not exist here")]
    NoSuchAnswer(usize),
}

#[derive(Clone, Debug)]
pub struct Walk<'r> {
    rulings: &'r Rulings,
    regulations: Vec<String>,
    current: NodeRef,
    history: Vec<Step>,
}

impl<'r> Walk<'r> {
    pub fn new(rulings: &'r Rulings, start: NodeRef, regulations: &[String]) -> Self {
        let mut w = Walk {
            rulings,
            regulations: regulations.to_vec(),
            current: start,
            history: Vec::new(),
        };
        w.settle();
        w
    }

    pub fn rulings(&self) -> &'r Rulings {
        self.rulings
    }

    pub fn current(&self) -> NodeRef {
        self.current
    }

    pub fn node(&self) -> &'r Node {
        self.rulings.node(self.current)
    }

    pub fn question(&self) -> Option<&'r Question> {
        self.node().question()
    }

    pub fn outcome(&self) -> Option<&'r Outcome> {
        self.node().outcome()
    }

    pub fn is_finished(&self) -> bool {
        self.outcome().is_some()
    }

    pub fn history(&self) -> &[Step] {
        &self.history
    }

    /// Questions the TD answered (regulation steps left out).
    pub fn asked(&self) -> usize {
        self.history.iter().filter(|s| !s.auto).count()
    }

    /// Answers the current question with the answer at `index`.
    pub fn answer(&mut self, index: usize) -> Result<(), WalkError> {
        self.step(index, false)?;
        self.settle();
        Ok(())
    }

    fn step(&mut self, index: usize, auto: bool) -> Result<(), WalkError> {
        let question = self.question().ok_or(WalkError::Finished)?;
        let answer = question
            .answers
            .get(index)
            .ok_or(WalkError::NoSuchAnswer(index))?;
        self.history.push(Step {
            at: self.current,
            answer: index,
            auto,
        });
        self.current = answer.next;
        Ok(())
    }

    /// Answers every regulation question at the current position.
    fn settle(&mut self) {
        while let Some(q) = self.question() {
            let Some(name) = &q.regulation else { return };
            let id = if self.regulations.contains(name) {
                REGULATION_YES
            } else {
                REGULATION_NO
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
