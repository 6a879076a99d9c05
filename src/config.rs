//! The optional config file: regulations in force for a club or event, so the TD
//! does not have to type `--regulation` at every table.
//!
//! Found at `$TD_CONFIG`, else `$XDG_CONFIG_HOME/bridge-td/config.yaml`, else
//! `~/.config/bridge-td/config.yaml`. A missing file is fine; a broken one is an
//! error naming the line and column, never silently ignored.

use std::path::PathBuf;

use serde::Deserialize;

use crate::error::Error;

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Config {
    #[serde(default)]
    pub regulations: Vec<String>,
}

pub fn path(var: impl Fn(&str) -> Option<String>) -> Option<PathBuf> {
    if let Some(p) = var("TD_CONFIG") {
        return Some(PathBuf::from(p));
    }
    let base = var("XDG_CONFIG_HOME")
        .map(PathBuf::from)
        .or_else(|| var("HOME").map(|h| PathBuf::from(h).join(".config")))?;
    Some(base.join("bridge-td").join("config.yaml"))
}

/// Loads the config; `Ok(default)` when there is none. An explicit `TD_CONFIG`
/// that does not exist is an error: the user asked for that file.
pub fn load(var: impl Fn(&str) -> Option<String>) -> Result<Config, Error> {
    let explicit = var("TD_CONFIG").is_some();
    let Some(path) = path(&var) else {
        return Ok(Config::default());
    };
    let text = match std::fs::read(&path) {
        Ok(bytes) => bytes,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound && !explicit => {
            return Ok(Config::default());
        }
        Err(e) => {
            return Err(Error::bad_input(format!(
                "{}: cannot read config: {e}",
                path.display()
            )));
        }
    };
    if text.len() > 64 * 1024 {
        return Err(Error::bad_input(format!(
            "{}:1:1: config file is too large",
            path.display()
        )));
    }
    let text = std::str::from_utf8(&text).map_err(|_| {
        Error::bad_input(format!("{}:1:1: config is not valid UTF-8", path.display()))
    })?;
    serde_saphyr::from_str(text).map_err(|e| {
        let (pos, message) = crate::diag::yaml_error(&e);
        Error::bad_input(format!(
            "{}:{}:{}: {message}",
            path.display(),
            pos.line,
            pos.col
        ))
    })
}
