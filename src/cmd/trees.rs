//! `td trees`: one line per tree, with the path lengths counted over its graph
//! (`paths.rs`), so a tree whose answers share questions stays fast.

use crate::context::{Context, print};
use crate::error::Error;
use crate::exit::Exit;

pub fn run(ctx: &Context) -> Result<Exit, Error> {
    let rulings = ctx.rulings()?;
    let mut out = format!(
        "{:<8} {:>4}  {:<36} {:>9} {:>8} {:>6} {:>4}\n",
        "id", "law", "title", "questions", "outcomes", "median", "max"
    );
    for (i, tree) in rulings.trees.iter().enumerate() {
        let (median, max) = path_lengths(rulings, i);
        let title: String = tree.title.get(ctx.lang).chars().take(36).collect();
        out += &format!(
            "{:<8} {:>4}  {:<36} {:>9} {:>8} {:>6} {:>4}\n",
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
