//! `td trees`: one line per tree, with the path lengths counted over its graph
//! (`paths.rs`), so a tree whose answers share questions stays fast.

use crate::context::{Context, print};
use crate::error::Error;
use crate::exit::Exit;

pub fn run(ctx: &Context) -> Result<Exit, Error> {
    let rulings = ctx.rulings()?;
    let h: Vec<&str> = crate::i18n::t(ctx.lang, crate::i18n::Msg::TreesHeader)
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
    print(&out)?;
    Ok(Exit::Success)
}

/// Median and maximum number of questions from the tree's start to a ruling.
pub fn path_lengths(rulings: &crate::tree::Rulings, tree: usize) -> (String, usize) {
    let l = crate::paths::lengths(rulings, tree);
    (format!("{}", l.median), l.max)
}
