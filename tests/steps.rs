//! What a TD says must fit one phone screen ("Conduct the ruling"): in every tree
//! written in steps (one with a `say:` or `choose:` node), each step and ruling is
//! at most 500 characters in English with its clauses, 95% of them at most 300, and
//! the Norwegian and Polish of each at most a fifth longer than its English. Trees
//! not yet rewritten in steps are measured by `td trees` but not held to it.

use bridge_td::model::tree::{NodeKind, NodeRef, Rulings};
use bridge_td::texts::lang::Lang;

fn in_steps(r: &Rulings, tree: usize) -> bool {
    r.trees[tree]
        .nodes
        .iter()
        .any(|n| n.say().is_some() || n.question().is_some_and(|q| q.holder.is_some()))
}

#[test]
fn every_step_fits_a_screen_in_every_language() {
    let r = bridge_td::model::builtin::rulings();
    let mut measured = 0;
    let mut problems = Vec::new();
    let mut english = Vec::new();
    for t in (0..r.trees.len()).filter(|&t| in_steps(&r, t)) {
        for node in 0..r.trees[t].nodes.len() {
            let at = NodeRef { tree: t, node };
            if !matches!(r.node(at).kind, NodeKind::Say(_) | NodeKind::Ruling(_)) {
                continue;
            }
            measured += 1;
            let en = r.spoken(at, Lang::En).chars().count();
            english.push(en);
            if en > 500 {
                problems.push(format!(
                    "{}: {en} characters in English",
                    r.qualified_id(at)
                ));
            }
            for lang in [Lang::Nb, Lang::Pl] {
                let n = r.spoken(at, lang).chars().count();
                // A fifth longer, and a few characters of slack for a short step
                // where one word decides ("Nei." against "No.").
                if n as f64 > en as f64 * 1.2 + 10.0 {
                    problems.push(format!(
                        "{}: {n} characters in {lang}, {en} in English",
                        r.qualified_id(at)
                    ));
                }
            }
        }
    }
    assert!(measured > 0, "no tree is written in steps yet");
    let within = english.iter().filter(|&&n| n <= 300).count();
    assert!(
        within * 100 >= english.len() * 95,
        "only {within} of {} steps and rulings within 300 characters",
        english.len()
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
