//! `td show TREE`: the tree as an indented outline, Graphviz dot, or Mermaid.

use std::collections::HashSet;

use crate::error::Error;
use crate::exit::Exit;
use crate::model::tree::{NodeRef, Rulings};
use crate::terminal::cli::ShowFormat;
use crate::terminal::context::Context;
use crate::terminal::render;
use crate::texts::lang::Lang;
use crate::texts::text::one_line;

pub fn run(ctx: &Context, tree: &str, format: ShowFormat) -> Result<Exit, Error> {
    let rulings = ctx.rulings()?;
    let t = super::find_tree(rulings, tree, ctx.lang)?;
    let out = match format {
        ShowFormat::Outline => outline(rulings, t, ctx.lang),
        ShowFormat::Dot => dot(rulings, t, ctx.lang),
        ShowFormat::Mermaid => mermaid(rulings, t, ctx.lang),
    };
    crate::terminal::pager::page(&out)?;
    Ok(Exit::Success)
}

/// An indented outline. A node reached by more than one answer is drawn once; later
/// answers refer to it, so a tree whose answers share questions stays small.
fn outline(r: &Rulings, tree: usize, lang: Lang) -> String {
    let title = one_line(r.trees[tree].title.get(lang));
    let mut out = format!("{title} ({})\n", r.trees[tree].id);
    let mut drawn: HashSet<NodeRef> = HashSet::new();
    let mut stack = vec![(r.start_of(tree), 0usize, String::new())];
    while let Some((at, depth, via)) = stack.pop() {
        let node = r.node(at);
        let pad = "  ".repeat(depth);
        let cites = render::cites(lang, &node.cites);
        if at.tree != tree {
            out += &format!("{pad}{via}-> {} [{cites}]\n", r.qualified_id(at));
            continue;
        }
        if !drawn.insert(at) {
            out += &format!(
                "{pad}{via}^ {} {}\n",
                node.id,
                crate::texts::i18n::t(lang, crate::texts::i18n::Msg::ShowAbove)
            );
            continue;
        }
        match node.question() {
            Some(q) => {
                // One line per node: a break in a text would draw a node of its own.
                let ask = one_line(q.ask.get(lang));
                out += &format!("{pad}{via}? {ask} [{cites}]  ({})\n", node.id);
                for a in q.answers.iter().rev() {
                    let label = one_line(a.label.get(lang));
                    stack.push((a.next, depth + 1, format!("{label}: ")));
                }
            }
            None if node.say().is_some() => {
                // A step: said, then the walk goes on, drawn one level down.
                let say = node.say().expect("checked");
                let text = one_line(say.say.get(lang));
                out += &format!("{pad}{via}> {text} [{cites}]  ({})\n", node.id);
                stack.push((say.next, depth + 1, String::new()));
            }
            None => {
                out += &format!("{pad}{via}= {} [{cites}]\n", node.id);
                // A ruling that leads on: its follow-on walk, drawn like an answer.
                if let Some(then) = node.outcome().and_then(|o| o.then) {
                    stack.push((
                        then,
                        depth + 1,
                        format!(
                            "{} ",
                            crate::texts::i18n::t(lang, crate::texts::i18n::Msg::ShowThen)
                        ),
                    ));
                }
            }
        }
    }
    out
}

/// A dot string's content: backslashes escaped (dot reads `\\l`, `\\N` and the like
/// as commands), double quotes made single, on one line.
fn quoted(s: &str) -> String {
    one_line(s).replace('\\', "\\\\").replace('"', "'")
}

/// A Mermaid label's content. Mermaid draws labels as HTML, so `<img onerror=...>`
/// in a text would run in the page that shows the chart: every character HTML or
/// Mermaid gives a meaning (`< > & " ' | \`` and brackets) is written as Mermaid's
/// entity code (`#60;`), which it shows as the character itself. (A `#` stays: an
/// entity it starts can only make a character shown as text.)
fn mermaid_text(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in one_line(s).chars() {
        match c {
            '<' | '>' | '&' | '"' | '\'' | '|' | '`' | '[' | ']' | '{' | '}' => {
                out += &format!("#{};", c as u32)
            }
            c => out.push(c),
        }
    }
    out
}

fn nodes_in(r: &Rulings, tree: usize) -> impl Iterator<Item = NodeRef> + '_ {
    (0..r.trees[tree].nodes.len()).map(move |node| NodeRef { tree, node })
}

fn dot(r: &Rulings, tree: usize, lang: Lang) -> String {
    let name = |at: NodeRef| quoted(&r.qualified_id(at));
    let mut out = format!(
        "digraph \"{}\" {{\n  rankdir=TB;\n  node [fontname=\"Helvetica\"];\n",
        quoted(&r.trees[tree].id)
    );
    for at in nodes_in(r, tree) {
        let node = r.node(at);
        let cites = render::cites(lang, &node.cites);
        match node.question() {
            Some(q) => {
                out += &format!(
                    "  \"{}\" [shape=box, label=\"{}\\n[{}]\"];\n",
                    name(at),
                    quoted(q.ask.get(lang)),
                    cites
                );
                for a in &q.answers {
                    if a.next.tree != tree {
                        out += &format!("  \"{}\" [shape=doubleoctagon];\n", name(a.next));
                    }
                    out += &format!(
                        "  \"{}\" -> \"{}\" [label=\"{}\"];\n",
                        name(at),
                        name(a.next),
                        quoted(a.label.get(lang))
                    );
                }
            }
            None if node.say().is_some() => {
                let say = node.say().expect("checked");
                out += &format!(
                    "  \"{}\" [shape=note, label=\"{}\\n[{}]\"];\n",
                    name(at),
                    quoted(&node.id),
                    cites
                );
                if say.next.tree != tree {
                    out += &format!("  \"{}\" [shape=doubleoctagon];\n", name(say.next));
                }
                out += &format!("  \"{}\" -> \"{}\";\n", name(at), name(say.next));
            }
            None => {
                out += &format!(
                    "  \"{}\" [shape=ellipse, style=bold, label=\"{}\\n[{}]\"];\n",
                    name(at),
                    quoted(&node.id),
                    cites
                );
                if let Some(then) = node.outcome().and_then(|o| o.then) {
                    if then.tree != tree {
                        out += &format!("  \"{}\" [shape=doubleoctagon];\n", name(then));
                    }
                    out += &format!(
                        "  \"{}\" -> \"{}\" [style=dashed, label=\"then\"];\n",
                        name(at),
                        name(then)
                    );
                }
            }
        }
    }
    out + "}\n"
}

fn mermaid(r: &Rulings, tree: usize, lang: Lang) -> String {
    // Mermaid ids must be plain words: number the nodes.
    let id = |at: NodeRef| format!("t{}n{}", at.tree, at.node);
    let text = mermaid_text;
    let mut out = String::from("flowchart TD\n");
    for at in nodes_in(r, tree) {
        let node = r.node(at);
        let cites = render::cites(lang, &node.cites);
        match node.question() {
            Some(q) => {
                out += &format!(
                    "  {}[\"{}<br/>{}\"]\n",
                    id(at),
                    text(q.ask.get(lang)),
                    cites
                );
                for a in &q.answers {
                    if a.next.tree != tree {
                        out += &format!(
                            "  {}[[\"{}\"]]\n",
                            id(a.next),
                            text(&r.qualified_id(a.next))
                        );
                    }
                    out += &format!(
                        "  {} -->|\"{}\"| {}\n",
                        id(at),
                        text(a.label.get(lang)),
                        id(a.next)
                    );
                }
            }
            None if node.say().is_some() => {
                let say = node.say().expect("checked");
                out += &format!("  {}>\"{}<br/>{}\"]\n", id(at), text(&node.id), cites);
                if say.next.tree != tree {
                    out += &format!(
                        "  {}[[\"{}\"]]\n",
                        id(say.next),
                        text(&r.qualified_id(say.next))
                    );
                }
                out += &format!("  {} --> {}\n", id(at), id(say.next));
            }
            None => {
                out += &format!("  {}([\"{}<br/>{}\"])\n", id(at), text(&node.id), cites);
                if let Some(then) = node.outcome().and_then(|o| o.then) {
                    if then.tree != tree {
                        out += &format!("  {}[[\"{}\"]]\n", id(then), text(&r.qualified_id(then)));
                    }
                    out += &format!("  {} -.->|then| {}\n", id(at), id(then));
                }
            }
        }
    }
    out
}
