//! Batch replay: each incident record walked through the current trees, one at a
//! time, so memory stays flat however many records there are.

use std::path::{Path, PathBuf};

use crate::incident::{self, Loaded, RecordError, Replayed};
use crate::tree::Rulings;
use crate::walk::Walk;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    Ok,
    Changed,
    Incomplete,
    Invalid,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::Changed => "changed",
            Status::Incomplete => "incomplete",
            Status::Invalid => "invalid",
        }
    }
}

/// The replay of one file.
pub struct Outcome<'r> {
    pub file: String,
    pub status: Status,
    /// The record as read (absent when invalid).
    pub record: Option<Loaded>,
    /// The walk as far as the record's answers go (absent when invalid).
    pub walk: Option<Walk<'r>>,
    pub error: Option<RecordError>,
    /// The record was made with another rulings set.
    pub other_digest: bool,
}

/// Calls `each` for every record under `paths`: files as given, directories
/// recursively for `*.yaml`, each directory in name order. Only one directory listing
/// is held at a time per level.
pub fn for_each_file(
    paths: &[PathBuf],
    each: &mut dyn FnMut(&Path) -> std::io::Result<()>,
) -> std::io::Result<()> {
    for p in paths {
        if p.is_dir() {
            walk_dir(p, each)?;
        } else {
            each(p)?;
        }
    }
    Ok(())
}

fn walk_dir(dir: &Path, each: &mut dyn FnMut(&Path) -> std::io::Result<()>) -> std::io::Result<()> {
    let mut entries: Vec<PathBuf> = match std::fs::read_dir(dir) {
        Ok(rd) => rd.filter_map(|e| e.ok().map(|e| e.path())).collect(),
        Err(_) => return each(dir),
    };
    entries.sort();
    for p in entries {
        let hidden = p
            .file_name()
            .is_some_and(|n| n.to_string_lossy().starts_with('.'));
        if hidden {
            continue; // temporary files of a save in progress
        }
        if p.is_dir() {
            walk_dir(&p, each)?;
        } else if p.extension().is_some_and(|e| e == "yaml") {
            each(&p)?;
        }
    }
    Ok(())
}

pub fn replay_file<'r>(rulings: &'r Rulings, path: &Path, check: bool) -> Outcome<'r> {
    let file = path.display().to_string();
    let loaded = match incident::load(path) {
        Ok(l) => l,
        Err(e) => return invalid(file, e),
    };
    replay_loaded(rulings, file, loaded, check)
}

pub fn replay_loaded(rulings: &Rulings, file: String, loaded: Loaded, check: bool) -> Outcome<'_> {
    let other_digest = loaded.record.rulings_digest != rulings.digest;
    match loaded.replay(&file, rulings) {
        Err(e) => invalid(file, e),
        Ok(Replayed::Incomplete(walk)) => Outcome {
            file,
            status: Status::Incomplete,
            record: Some(loaded),
            walk: Some(walk),
            error: None,
            other_digest,
        },
        Ok(Replayed::Complete(walk)) => {
            let status = if check && !same_ruling(&loaded, &walk) {
                Status::Changed
            } else {
                Status::Ok
            };
            Outcome {
                file,
                status,
                record: Some(loaded),
                walk: Some(walk),
                error: None,
                other_digest,
            }
        }
    }
}

fn invalid<'r>(file: String, e: RecordError) -> Outcome<'r> {
    Outcome {
        file,
        status: Status::Invalid,
        record: None,
        walk: None,
        error: Some(e),
        other_digest: false,
    }
}

/// The replayed outcome and citations against the recorded ones.
fn same_ruling(loaded: &Loaded, walk: &Walk) -> bool {
    let Some(rec) = &loaded.record.ruling else {
        return false;
    };
    let r = walk.rulings();
    let see: Vec<String> = walk
        .outcome()
        .map(|o| o.see.iter().map(|c| c.law.canonical()).collect())
        .unwrap_or_default();
    let cites: Vec<String> = walk
        .node()
        .cites
        .iter()
        .map(|c| c.law.canonical())
        .collect();
    rec.outcome == r.qualified_id(walk.current()) && rec.citations == cites && rec.see == see
}
