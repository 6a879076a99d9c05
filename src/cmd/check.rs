//! `td check [DIR]`: print every diagnostic; exit 1 when any is an error. The
//! directory is DIR, else the global `--rulings DIR`, else the built-in set; naming
//! two different directories is a usage error, not a silent choice.

use std::path::Path;

use crate::error::Error;
use crate::exit::Exit;
use crate::model::load_dir;
use crate::terminal::context::{Context, print};
use crate::texts::counted::{Counted, count};
use crate::texts::i18n::{Msg, t, tf};

pub fn run(ctx: &Context, dir: Option<&Path>) -> Result<Exit, Error> {
    let dir = match (dir, ctx.rulings_dir.as_deref()) {
        (Some(a), Some(b)) if a != b => {
            return Err(Error::bad_input(tf(
                ctx.lang,
                Msg::TwoRulingsDirs,
                &[&a.display().to_string(), &b.display().to_string()],
            )));
        }
        (Some(a), _) => Some(a),
        (None, b) => b,
    };
    let lang = ctx.lang;
    let loaded = match dir {
        Some(d) => load_dir::from_dir(d).map_err(|e| Error::bad_input(e.describe(lang)))?,
        None => crate::model::builtin::parsed(),
    };
    let d = &loaded.diagnostics;
    let errors = d.errors().count();
    let warnings = d.0.len() - errors;
    eprint!("{}", d.render(lang));
    // The directory's name as given may hold anything, control bytes included.
    let what = dir.map_or(t(lang, Msg::BuiltInRulings).to_string(), |d| {
        crate::texts::text::one_line(&d.display().to_string())
    });
    let n = |what, k| count(lang, what, k);
    if errors > 0 {
        eprintln!(
            "{what}: {}, {}",
            n(Counted::Errors, errors),
            n(Counted::Warnings, warnings)
        );
        return Ok(Exit::Problem);
    }
    let r = loaded.rulings.as_ref().expect("no errors means rulings");
    let nodes: usize = r.trees.iter().map(|t| t.nodes.len()).sum();
    print(&format!(
        "{what}: ok: {}, {}, {}, {}\n",
        n(Counted::Trees, r.trees.len()),
        n(Counted::Nodes, nodes),
        n(Counted::Paragraphs, r.index.paragraphs.len()),
        n(Counted::Warnings, warnings)
    ))?;
    Ok(Exit::Success)
}
