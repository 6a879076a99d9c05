//! The optional config file: regulations in force for a club or event, so the TD
//! does not have to type `--regulation` at every table.
//!
//! Found at `$TD_CONFIG`, else `$XDG_CONFIG_HOME/bridge-td/config.yaml`, else
//! `~/.config/bridge-td/config.yaml` (on Windows `%APPDATA%\bridge-td\config.yaml`). A missing file is fine; a broken one is an
//! error naming the line and column, never silently ignored.

use std::path::PathBuf;

use serde::Deserialize;

use crate::error::Error;
use crate::model::diag::Pos;
use crate::texts::lang::Lang;
use crate::texts::note::Note;

/// A config file is a few lines; anything bigger is not one.
const MAX_CONFIG_BYTES: u64 = 64 * 1024;

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    #[serde(default)]
    pub regulations: Vec<String>,
    /// The event and session a TD directs all day: recorded with every incident
    /// unless `--event`/`--session` say otherwise, and not asked in the facts form.
    #[serde(default)]
    pub event: Option<String>,
    #[serde(default)]
    pub session: Option<String>,
    /// The TD's name, recorded as `td` in every incident he rules.
    #[serde(default)]
    pub td: Option<String>,
}

pub fn path(var: impl Fn(&str) -> Option<String>) -> Option<PathBuf> {
    if let Some(p) = var("TD_CONFIG") {
        return Some(PathBuf::from(p));
    }
    // XDG_CONFIG_HOME wherever it is set; otherwise each platform's own place:
    // `%APPDATA%\bridge-td` on Windows, `~/.config/bridge-td` elsewhere.
    let base = var("XDG_CONFIG_HOME").map(PathBuf::from).or_else(|| {
        if cfg!(windows) {
            var("APPDATA").map(PathBuf::from)
        } else {
            var("HOME").map(|h| PathBuf::from(h).join(".config"))
        }
    })?;
    Some(base.join("bridge-td").join("config.yaml"))
}

/// Loads the config; `Ok(default)` when there is none. `TD_CONFIG` names a file the
/// user asked for, so any problem with it is an error. The implicit path is only a
/// convention: if it cannot be read (HOME pointing at a file, an unreadable
/// `~/.config`, something other than a file there) `td` warns and carries on without
/// it, rather than refusing every command. A config that is read but broken is an
/// error either way: it may hold a regulation, and ignoring it would change rulings.
pub fn load(var: impl Fn(&str) -> Option<String>, lang: Lang) -> Result<Config, Error> {
    use crate::files::read::{ReadError, read_regular};
    let explicit = var("TD_CONFIG").is_some();
    let Some(path) = path(&var) else {
        return Ok(Config::default());
    };
    let shown = crate::texts::text::sanitize(&path.display().to_string());
    let at = |pos: Pos, note: Note| {
        Error::bad_input(format!(
            "{shown}:{}:{}: {}",
            pos.line,
            pos.col,
            note.render(lang)
        ))
    };
    let text = match read_regular(&path, MAX_CONFIG_BYTES) {
        Ok(bytes) => bytes,
        Err(ReadError::Io(e)) if e.kind() == std::io::ErrorKind::NotFound && !explicit => {
            return Ok(Config::default());
        }
        Err(ReadError::TooLarge(_)) => {
            return Err(at(Pos::START, Note::new("config-too-large")));
        }
        Err(e) if explicit => {
            let note = Note::new("config-unreadable")
                .arg("file", &shown)
                .arg("detail", e);
            return Err(Error::bad_input(note.render(lang)));
        }
        Err(e) => {
            let note = Note::new("config-skipped")
                .arg("file", &shown)
                .arg("detail", e);
            eprintln!("td: {}", note.render(lang));
            return Ok(Config::default());
        }
    };
    let text =
        std::str::from_utf8(&text).map_err(|_| at(Pos::START, Note::new("config-not-utf8")))?;
    serde_saphyr::from_str(text).map_err(|e| {
        let (pos, message) = crate::model::diag::yaml_error(&e);
        at(pos, crate::model::diag::parser_note(&message))
    })
}
