//! One module per command; each takes the context and its own arguments.

mod ask;
mod check;
mod cite;
pub mod coverage;
mod replay;
pub(crate) mod score;
mod search;
pub(crate) mod sheet;
mod show;
mod trees;

use crate::error::Error;
use crate::exit::Exit;
use crate::terminal::cli::{Cli, Command};
use crate::terminal::context::Context;

pub fn run(cli: Cli) -> Result<Exit, Error> {
    // The man page and completions describe td itself: they read no config and no
    // rulings, so a broken environment cannot keep a user from the documentation.
    match &cli.command {
        Command::Completions { shell } => {
            let mut out = Vec::new();
            // Tree ids complete for `ask` and `show`: the built-in trees, offered as
            // values for the completion script only (parsing accepts any tree id, as
            // a `--rulings` directory may have others).
            let mut trees: Vec<String> = crate::model::builtin::rulings()
                .trees
                .iter()
                .map(|t| t.id.clone())
                .collect();
            // In the law book's order (9 before 12), then the named trees.
            trees.sort_by_key(|id| (id.parse::<u32>().unwrap_or(u32::MAX), id.clone()));
            let mut cmd = crate::terminal::cli::command()
                .mut_subcommand("ask", |s| {
                    s.mut_arg("tree", |a| a.value_parser(trees.clone()))
                })
                .mut_subcommand("show", |s| {
                    s.mut_arg("tree", |a| a.value_parser(trees.clone()))
                });
            clap_complete::generate(*shell, &mut cmd, "td", &mut out);
            crate::terminal::context::print(&String::from_utf8_lossy(&out))?;
            return Ok(Exit::Success);
        }
        Command::Man { command } => {
            let env = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
            let lang = cli
                .lang
                .unwrap_or_else(|| crate::texts::lang::Lang::from_env(env).0);
            crate::terminal::pager::man(&crate::terminal::man::page(command.as_deref(), lang)?)?;
            return Ok(Exit::Success);
        }
        _ => {}
    }
    let ctx = Context::from_cli(&cli)?;
    match cli.command {
        Command::Ask(args) => ask::run(&ctx, &args),
        Command::Check { dir } => check::run(&ctx, dir.as_deref()),
        Command::Trees => trees::run(&ctx),
        Command::Show { tree, format } => show::run(&ctx, &tree, format),
        Command::Cite { refs, format } => cite::run(&ctx, &refs, format),
        Command::Replay {
            paths,
            check,
            format,
            jobs,
        } => replay::run(&ctx, &paths, check, format, jobs),
        Command::Search {
            words,
            limit,
            format,
        } => search::run(&ctx, &words, limit, format),
        Command::Coverage { format } => coverage::run(&ctx, format),
        Command::Sheet { paths, format } => sheet::run(&ctx, &paths, format),
        Command::Score(args) => score::run(&ctx, &args),
        Command::Completions { .. } | Command::Man { .. } => unreachable!("handled above"),
    }
}

/// The tree a user named, or a usage error suggesting the nearest one.
pub(crate) fn find_tree(
    rulings: &crate::model::tree::Rulings,
    query: &str,
    lang: crate::texts::lang::Lang,
) -> Result<usize, Error> {
    use crate::texts::i18n::{Msg, tf};
    rulings.find_tree(query).ok_or_else(|| {
        let ids: Vec<&str> = rulings.trees.iter().map(|t| t.id.as_str()).collect();
        let near = crate::law::similar::nearest(query, ids.iter().copied(), 1);
        let hint = near.first().map_or(String::new(), |n| {
            tf(lang, Msg::DidYouMean, &[&format!("`{n}`")])
        });
        Error::bad_input(format!(
            "{}{hint}{}",
            tf(lang, Msg::NoTree, &[&crate::texts::text::sanitize(query)]),
            tf(lang, Msg::TheTreesAre, &[&ids.join(", ")])
        ))
    })
}
