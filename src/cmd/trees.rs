//! `td trees`: one line per tree, with the path lengths counted over its graph
//! (`paths.rs`), so a tree whose answers share questions stays fast.

use crate::error::Error;
use crate::exit::Exit;
use crate::terminal::context::{Context, print};

pub fn run(ctx: &Context) -> Result<Exit, Error> {
    let rulings = ctx.rulings()?;
    let h: Vec<&str> = crate::texts::i18n::t(ctx.lang, crate::texts::i18n::Msg::TreesHeader)
        .split('|')
        .collect();
    // Each column as wide as its heading in this language, at least the English.
    let w = |i: usize, min: usize| h[i].chars().count().max(min);
    let (wl, wq, wo, wm, wx) = (w(1, 4), w(3, 9), w(4, 8), w(5, 6), w(6, 4));
    // The title column is as wide as the longest title, counted in characters (an
    // `ą` or `ø` is one), so no title is cut mid-word.
    let wt = rulings
        .trees
        .iter()
        .map(|t| t.title.get(ctx.lang).chars().count())
        .chain([h[2].chars().count()])
        .max()
        .unwrap_or(0);
    let mut out = format!(
        "{:<8} {:>wl$}  {:<wt$} {:>wq$} {:>wo$} {:>wm$} {:>wx$}\n",
        h[0], h[1], h[2], h[3], h[4], h[5], h[6]
    );
    for (i, tree) in rulings.trees.iter().enumerate() {
        let (median, max) = path_lengths(rulings, i);
        let median = crate::texts::i18n::decimal(&median, ctx.lang);
        let title = tree.title.get(ctx.lang);
        out += &format!(
            "{:<8} {:>wl$}  {:<wt$} {:>wq$} {:>wo$} {:>wm$} {:>wx$}\n",
            tree.id,
            tree.law.map_or("-".to_string(), |l| l.to_string()),
            title,
            tree.questions(),
            tree.outcomes(),
            median,
            max
        );
    }
    out += &said_table(rulings, ctx.lang);
    print(&out)?;
    Ok(Exit::Success)
}

/// The second table: how long what the TD says is, per tree and overall, and
/// how many choices a walk puts to the players (`walker/steps.rs`).
fn said_table(rulings: &crate::model::tree::Rulings, lang: crate::texts::lang::Lang) -> String {
    use crate::texts::i18n::{Msg, t};
    use crate::walker::steps::{choices_per_walk, said_lengths, summarize};
    let h: Vec<&str> = t(lang, Msg::StepsHeader).split('|').collect();
    let w: Vec<usize> = h.iter().map(|s| s.chars().count().max(5)).collect();
    let row = |cells: [String; 7]| {
        format!(
            "{:<10} {:>w1$} {:>w2$} {:>w3$} {:>w4$} {:>w5$} {:>w6$}\n",
            cells[0],
            cells[1],
            cells[2],
            cells[3],
            cells[4],
            cells[5],
            cells[6],
            w1 = w[1],
            w2 = w[2],
            w3 = w[3],
            w4 = w[4],
            w5 = w[5],
            w6 = w[6],
        )
    };
    let mut out = format!("\n{}\n", t(lang, Msg::StepsTitle));
    out += &row(h
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>()
        .try_into()
        .expect("7 columns"));
    let mut all = Vec::new();
    let mut most_overall = 0;
    for (i, tree) in rulings.trees.iter().enumerate() {
        let lengths = said_lengths(rulings, i, lang);
        all.extend(lengths.iter().copied());
        let s = summarize(lengths);
        let (median, most) = choices_per_walk(rulings, i);
        most_overall = most_overall.max(most);
        out += &row([
            tree.id.clone(),
            s.count.to_string(),
            crate::texts::i18n::decimal(&s.median.to_string(), lang),
            s.p95.to_string(),
            s.longest.to_string(),
            median.to_string(),
            most.to_string(),
        ]);
    }
    let s = summarize(all);
    out += &row([
        t(lang, Msg::StepsAll).to_string(),
        s.count.to_string(),
        crate::texts::i18n::decimal(&s.median.to_string(), lang),
        s.p95.to_string(),
        s.longest.to_string(),
        "-".to_string(),
        most_overall.to_string(),
    ]);
    out
}

/// Median and maximum number of questions from the tree's start to a ruling.
pub fn path_lengths(rulings: &crate::model::tree::Rulings, tree: usize) -> (String, usize) {
    let l = crate::walker::paths::lengths(rulings, tree);
    (format!("{}", l.median), l.max)
}
