//! The texts a bundle leaves for its second file: those shown on request.
//!
//! A phone's first load is the shell and one bundle (docs/decisions.md, "The web
//! face: size"). What the first question and the walk need stays in the bundle:
//! the questions, the answer labels, what the TD says (steps, rulings, clauses, the
//! players' options: the record keeps them), the citations and the trees' shape.
//! What a TD opens on request or reads beside the ruling goes into
//! `rulings.LANG.more.bin`, which the page fetches once its first screen is drawn:
//! a question's help (Explain), a step's or ruling's details, the law that takes
//! over and the score adjustment (listed here), and the whole law index (titles,
//! summaries, edition notes, the 2007 numbers, the definitions), which neither a
//! walk nor a record reads: only what is shown beside them, `cite` and `search`.
//!
//! [`for_each_mut`] is the one list of the trees' texts on request, in one fixed
//! order: the encoder takes them out in it and the merge puts them back in it, so
//! the second file holds only the texts themselves, and the same rulings give the
//! same bytes.

use crate::model::tree::{NodeKind, Rulings};
use crate::texts::text::Text;

/// Every text of the trees that the second file holds, in its order. A text left out of the bundle
/// stays in its place as an empty text (an `Option` stays `Some`), so the page
/// knows there is a help or a details to wait for.
pub fn for_each_mut(r: &mut Rulings, f: &mut impl FnMut(&mut Text)) {
    for tree in &mut r.trees {
        for node in &mut tree.nodes {
            match &mut node.kind {
                NodeKind::Question(q) => q.help.iter_mut().for_each(&mut *f),
                NodeKind::Say(s) => s.details.iter_mut().for_each(&mut *f),
                NodeKind::Ruling(o) => {
                    o.details.iter_mut().for_each(&mut *f);
                    f(&mut o.follows);
                    f(&mut o.adjust);
                }
            }
        }
    }
}
