//! Reading a rulings directory (`--rulings DIR`, `td check DIR`) into sources for
//! [`crate::model::load::from_sources`]: the file-system half of loading, apart so that the
//! core (model, walker, records) builds with no file I/O for the web face, which
//! gets its rulings as bytes (see `load.rs`, and `web/`).

use std::borrow::Cow;
use std::path::{Path, PathBuf};

use crate::model::diag::{Code, Diagnostic, Diagnostics, Pos};
use crate::model::load::{
    CLAUSES_DIR, INDEX_DIR, INDEX_FILE, Loaded, MAX_FILE_BYTES, MAX_SET_BYTES, Source,
    from_sources, is_index,
};
use crate::texts::note::Note;

/// The directory itself could not be listed.
#[derive(Debug, thiserror::Error)]
#[error("{}", self.note())]
pub struct DirError {
    pub path: PathBuf,
    pub source: std::io::Error,
}

impl DirError {
    fn note(&self) -> Note {
        Note::new("rulings-dir-unreadable")
            .arg("dir", self.path.display())
            .arg("detail", &self.source)
    }

    /// The error in `lang`.
    pub fn describe(&self, lang: crate::texts::lang::Lang) -> String {
        self.note().render(lang)
    }
}

/// Loads `*.yaml` (and `*.yml`) from `dir`, the per-law index files from
/// `dir/laws/` and the clauses from `dir/clauses/`; no deeper.
pub fn from_dir(dir: &Path) -> Result<Loaded, DirError> {
    let mut diags = Diagnostics::default();
    let mut sources: Vec<Source> = Vec::new();
    let mut budget = SetBudget {
        dir,
        left: MAX_SET_BYTES,
        spent: false,
    };
    read_yaml_files(dir, "", &mut sources, &mut diags, &mut budget)?;
    let laws_dir = crate::files::os::join_shown(dir, INDEX_DIR);
    if laws_dir.is_dir() && !budget.spent {
        read_yaml_files(&laws_dir, "laws/", &mut sources, &mut diags, &mut budget)?;
    }
    let clauses_dir = crate::files::os::join_shown(dir, CLAUSES_DIR);
    if clauses_dir.is_dir() && !budget.spent {
        read_yaml_files(
            &clauses_dir,
            "clauses/",
            &mut sources,
            &mut diags,
            &mut budget,
        )?;
    }
    if !sources.iter().any(|s| is_index(&s.stem)) && !diags.has_errors() {
        diags.push(
            Diagnostic::new(
                Code::Unreadable,
                &crate::files::os::join_shown(dir, INDEX_FILE)
                    .display()
                    .to_string(),
                Pos::START,
                Note::new("no-law-index"),
            )
            .with_hint(Note::new("no-law-index-hint")),
        );
    }
    Ok(from_sources(&dir.display().to_string(), sources, diags))
}

/// What is left of [`MAX_SET_BYTES`] while a set's files are read.
struct SetBudget<'a> {
    /// The rulings directory, named in the error.
    dir: &'a Path,
    left: u64,
    /// Over the budget: reported once, nothing more is read.
    spent: bool,
}

/// The files of one directory, in name order, each named `prefix` + its stem.
fn read_yaml_files(
    dir: &Path,
    prefix: &str,
    sources: &mut Vec<Source>,
    diags: &mut Diagnostics,
    budget: &mut SetBudget,
) -> Result<(), DirError> {
    let dir_err = |source| DirError {
        path: dir.to_path_buf(),
        source,
    };
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .map_err(dir_err)?
        // Named as the TD typed the folder (files/os.rs), not as the system joins.
        .filter_map(|e| {
            e.ok()
                .map(|e| crate::files::os::join_shown(dir, e.file_name()))
        })
        .filter(|p| matches!(p.extension().and_then(|e| e.to_str()), Some("yaml" | "yml")))
        .collect();
    paths.sort();
    for path in paths {
        let name = path.display().to_string();
        let stem = path
            .file_stem()
            .map(|s| format!("{prefix}{}", s.to_string_lossy()))
            .unwrap_or_default();
        // `45.yaml` beside `45.yml`: one tree id, two files. Report it once and read
        // only the first, rather than a cascade of duplicate-node errors.
        if let Some(first) = sources.iter().find(|s| s.stem == stem) {
            diags.push(
                Diagnostic::new(
                    Code::DuplicateId,
                    &name,
                    Pos::START,
                    Note::new("second-file").arg("stem", crate::texts::text::sanitize(&stem)),
                )
                .with_hint(Note::new("second-file-hint").arg("first", &first.name)),
            );
            continue;
        }
        // A file that would take the set past its budget is read only far enough to
        // know that.
        let limit = MAX_FILE_BYTES.min(budget.left);
        match crate::files::read::read_regular(&path, limit) {
            Ok(bytes) => {
                budget.left -= bytes.len() as u64;
                sources.push(Source {
                    name,
                    stem,
                    bytes: Cow::Owned(bytes),
                })
            }
            Err(crate::files::read::ReadError::TooLarge(_)) if limit < MAX_FILE_BYTES => {
                budget.spent = true;
                diags.push(
                    Diagnostic::new(
                        Code::Unreadable,
                        &crate::texts::text::sanitize(&budget.dir.display().to_string()),
                        Pos::START,
                        Note::new("rulings-set-too-large")
                            .arg("mib", MAX_SET_BYTES / 1024 / 1024)
                            .arg("file", crate::texts::text::sanitize(&name)),
                    )
                    .with_hint(Note::new("rulings-set-too-large-hint")),
                );
                return Ok(());
            }
            Err(e) => diags.push(Diagnostic::new(
                Code::Unreadable,
                &name,
                Pos::START,
                read_error_note(e),
            )),
        }
    }
    Ok(())
}

fn read_error_note(e: crate::files::read::ReadError) -> Note {
    use crate::files::read::ReadError;
    match e {
        ReadError::NotRegular => Note::new("rulings-not-regular"),
        ReadError::TooLarge(_) => {
            Note::new("rulings-too-large").arg("mib", MAX_FILE_BYTES / 1024 / 1024)
        }
        // The system's own words for the failure, after ours.
        ReadError::Io(e) => Note::new("rulings-unreadable").io_error("detail", &e),
    }
}
