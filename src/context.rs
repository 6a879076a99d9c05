//! What every command needs from the global options: the language, how output looks,
//! and the rulings set (built-in or `--rulings DIR`), loaded and validated.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;

use crate::cli::{Cli, ColorChoice};
use crate::error::Error;
use crate::lang::Lang;
use crate::load;
use crate::render::Style;
use crate::tree::Rulings;

pub struct Context {
    pub lang: Lang,
    pub style: Style,
    pub rulings_dir: Option<PathBuf>,
    pub regulations: Vec<String>,
}

impl Context {
    pub fn from_cli(cli: &Cli) -> Self {
        let env = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
        let lang = cli.lang.unwrap_or_else(|| Lang::from_env(env));
        let stdout_tty = std::io::stdout().is_terminal();
        let color = match cli.color {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                stdout_tty && env("NO_COLOR").is_none() && env("TERM").as_deref() != Some("dumb")
            }
        };
        let width = stdout_tty
            .then(|| console::Term::stdout().size_checked().map(|(_, w)| w as usize))
            .flatten();
        Context {
            lang,
            style: Style { color, width },
            rulings_dir: cli.rulings.clone(),
            regulations: cli.regulation.clone(),
        }
    }

    /// The rulings set, refusing one with errors.
    pub fn rulings(&self) -> Result<Rulings, Error> {
        let loaded = match &self.rulings_dir {
            Some(dir) => load::from_dir(dir)?,
            None => load::builtin(),
        };
        match loaded.rulings {
            Some(r) => Ok(r),
            None => Err(Error::InvalidRulings {
                origin: self
                    .rulings_dir
                    .as_ref()
                    .map_or("the built-in set".into(), |d| d.display().to_string()),
                diagnostics: crate::diag::Diagnostics(loaded.diagnostics.errors().cloned().collect()),
            }),
        }
    }
}

/// Writes to stdout; a closed pipe surfaces as `BrokenPipe`, which exits 0.
pub fn print(s: &str) -> Result<(), Error> {
    let mut out = std::io::stdout().lock();
    out.write_all(s.as_bytes())?;
    out.flush()?;
    Ok(())
}
