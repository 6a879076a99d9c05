//! What every command needs from the global options: the language, how output looks,
//! and the rulings set (built-in or `--rulings DIR`), loaded and validated.

use std::io::{IsTerminal, Write};
use std::path::PathBuf;

use crate::error::Error;
use crate::model::load_dir;
use crate::model::tree::Rulings;
use crate::terminal::cli::{Cli, ColorChoice};
use crate::terminal::render::Style;
use crate::texts::i18n::{Msg, t, tf};
use crate::texts::lang::Lang;

pub struct Context {
    pub lang: Lang,
    pub style: Style,
    pub rulings_dir: Option<PathBuf>,
    pub regulations: Vec<String>,
    /// Event and session from the config file.
    pub event: Option<String>,
    pub session: Option<String>,
    /// The TD's name from the config file.
    pub td: Option<String>,
}

impl Context {
    pub fn from_cli(cli: &Cli) -> Result<Self, Error> {
        let env = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
        let lang = match cli.lang {
            Some(l) => l,
            None => {
                let (l, warning) = Lang::from_env(env);
                if let Some(bad) = warning {
                    // Shortened and made safe to show: it is whatever the user set.
                    let bad: String = crate::texts::text::sanitize(&bad)
                        .chars()
                        .take(20)
                        .collect();
                    eprintln!("td: {}", tf(l, Msg::BadTdLang, &[&bad]));
                }
                l
            }
        };
        let stdout_tty = std::io::stdout().is_terminal();
        let color = match cli.color {
            ColorChoice::Always => true,
            ColorChoice::Never => false,
            ColorChoice::Auto => {
                stdout_tty && env("NO_COLOR").is_none() && env("TERM").as_deref() != Some("dumb")
            }
        };
        let width = stdout_tty
            .then(|| {
                console::Term::stdout()
                    .size_checked()
                    .map(|(_, w)| w as usize)
            })
            .flatten();
        // Regulations from the config file and the command line add up; where both
        // set one, the command line's setting wins.
        let config = crate::terminal::config::load(env, lang)?;
        let (event, session, td) = (config.event, config.session, config.td);
        let mut regulations = config.regulations;
        regulations.extend(cli.regulation.iter().cloned());
        let regulations = settled(regulations);
        Ok(Context {
            lang,
            style: Style { color, width },
            rulings_dir: cli.rulings.clone(),
            regulations,
            event,
            session,
            td,
        })
    }

    /// The rulings set, refusing one with errors.
    ///
    /// Loaded once per process and never freed: a command runs on one set until it
    /// exits, and freeing the ~10,000 texts of the built-in set on the way out cost a
    /// fifth of `td cite`'s run time.
    pub fn rulings(&self) -> Result<&'static Rulings, Error> {
        let loaded = match &self.rulings_dir {
            Some(dir) => {
                load_dir::from_dir(dir).map_err(|e| Error::bad_input(e.describe(self.lang)))?
            }
            None => {
                let r = crate::model::builtin::rulings();
                self.check_regulations(&r)?;
                return Ok(Box::leak(Box::new(r)));
            }
        };
        match loaded.rulings {
            Some(r) => {
                self.check_regulations(&r)?;
                Ok(Box::leak(Box::new(r)))
            }
            None => {
                let origin = self.rulings_dir.as_ref().map_or_else(
                    || t(self.lang, Msg::BuiltInRulings).to_string(),
                    |d| d.display().to_string(),
                );
                let errors =
                    crate::model::diag::Diagnostics(loaded.diagnostics.errors().cloned().collect());
                Err(Error::InvalidRulings {
                    message: errors.render(self.lang)
                        + &tf(self.lang, Msg::RulingsHaveErrors, &[&origin]),
                })
            }
        }
    }
}

/// One entry per regulation, the last setting of each kept: `name` when in force
/// (`name=yes` is written `name`), `name=no` when not. In the order the TD named
/// them (the config file's, then the command line's; a regulation set twice keeps
/// its first place), as the record keeps them: not sorted (issue 36).
fn settled(entries: Vec<String>) -> Vec<String> {
    let mut settled: Vec<(String, String)> = Vec::new();
    for e in entries {
        let e = e.trim().to_string();
        let (name, value) = e.split_once('=').unwrap_or((&e, "yes"));
        let written = if value == "yes" {
            name.to_string()
        } else {
            e.clone()
        };
        match settled.iter_mut().find(|(n, _)| n == name) {
            Some(entry) => entry.1 = written,
            None => settled.push((name.to_string(), written)),
        }
    }
    settled.into_iter().map(|(_, written)| written).collect()
}

impl Context {
    /// A regulation the trees do not know is a typo, not a silent no-op; a setting
    /// other than yes or no is refused rather than guessed, unless the regulation
    /// carries a value and this is one (`crate::walker::settings`).
    fn check_regulations(&self, r: &Rulings) -> Result<(), Error> {
        for entry in &self.regulations {
            crate::walker::settings::check(r, entry)
                .map_err(|bad| Error::bad_input(bad.describe(r, self.lang)))?;
        }
        Ok(())
    }
}

/// Writes to stdout; a closed pipe surfaces as `BrokenPipe`, which exits 0.
pub fn print(s: &str) -> Result<(), Error> {
    let mut out = std::io::stdout().lock();
    out.write_all(s.as_bytes())?;
    out.flush()?;
    Ok(())
}
