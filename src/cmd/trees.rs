//! `td trees`: one line per tree, with the path lengths computed over every path.

use crate::context::{Context, print};
use crate::error::Error;
use crate::exit::Exit;
use crate::walk::all_paths;

pub fn run(ctx: &Context) -> Result<Exit, Error> {
    let rulings = ctx.rulings()?;
    let mut out = format!(
        "{:<8} {:>4}  {:<36} {:>9} {:>8} {:>6} {:>4}\n",
        "id", "law", "title", "questions", "outcomes", "median", "max"
    );
    for (i, tree) in rulings.trees.iter().enumerate() {
        let (median, max) = path_lengths(&rulings, i);
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

/// Median and maximum number of questions from the tree's start to a ruling, counting
/// only the questions of this tree (a jump hands over to another tree's count).
pub fn path_lengths(rulings: &crate::tree::Rulings, tree: usize) -> (String, usize) {
    let mut lengths: Vec<usize> = all_paths(rulings, rulings.start_of(tree), &[])
        .iter()
        .map(|w| {
            w.history()
                .iter()
                .filter(|s| s.at.tree == tree && !s.auto)
                .count()
        })
        .collect();
    lengths.sort_unstable();
    let n = lengths.len();
    let median = match n {
        0 => 0.0,
        _ if n % 2 == 1 => lengths[n / 2] as f64,
        _ => (lengths[n / 2 - 1] + lengths[n / 2]) as f64 / 2.0,
    };
    (format!("{median}"), lengths.last().copied().unwrap_or(0))
}
