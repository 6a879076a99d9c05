//! The page's size against its budget (docs/decisions.md, "The web face: size").
//!
//! What a phone loads to use the page in one language counts: the shell (HTML, CSS,
//! JS, glue, wasm, manifest, icons, service worker, digest) and that language's
//! bundle, `rulings.LANG.bin`. The bundle's second file (`rulings.LANG.more.bin`:
//! the texts on request and the law index) comes after the first screen and is
//! printed beside it; the other languages' files are cached by the service worker
//! too, and the whole folder is printed, but a TD reading Polish never waits for
//! Norwegian. The score step (`score/`: its form, its words and its own wasm
//! module, the core's score computation) is fetched when the Score screen first
//! opens, and precached by the service worker like the second files: printed as
//! fetched later, not counted in the first load.

use bridge_td::texts::lang::Lang;

use crate::site::{Built, SCORE_DIR, first_file, second_file};

/// 1.5 MB for the first load, before compression.
pub const BUDGET: u64 = 1_500_000;

/// One language as a phone loads it.
pub struct Load {
    pub lang: Lang,
    /// The shell and the first file.
    pub first_load: u64,
    /// The first file alone.
    pub first: u64,
    /// The second file, fetched after the first screen.
    pub second: u64,
}

fn bytes(files: &[Built], path: &str) -> u64 {
    files.iter().find(|f| f.path == path).map_or(0, |f| f.bytes)
}

/// Whether a file is the score step's, fetched when it first opens.
fn score_step(f: &Built) -> bool {
    f.path.starts_with(&format!("{SCORE_DIR}/"))
}

/// The score step's files together: fetched when the Score screen first opens.
pub fn score_step_bytes(files: &[Built]) -> u64 {
    files
        .iter()
        .filter(|f| score_step(f))
        .map(|f| f.bytes)
        .sum()
}

/// The shell (every file but the bundles and the score step), and each language
/// as loaded.
pub fn per_language(files: &[Built]) -> (u64, Vec<Load>) {
    let shell: u64 = files
        .iter()
        .filter(|f| !f.path.ends_with(".bin") && !score_step(f))
        .map(|f| f.bytes)
        .sum();
    let loads = Lang::ALL
        .into_iter()
        .map(|lang| {
            let first = bytes(files, &first_file(lang));
            Load {
                lang,
                first_load: shell + first,
                first,
                second: bytes(files, &second_file(lang)),
            }
        })
        .collect();
    (shell, loads)
}

pub fn report(files: &[Built]) {
    for f in files {
        eprintln!("{:>9}  {}", f.bytes, f.path);
    }
    let (shell, loads) = per_language(files);
    eprintln!("{shell:>9}  shell");
    for l in loads {
        let verdict = if l.first_load <= BUDGET {
            "within the 1.5 MB budget"
        } else {
            "OVER the 1.5 MB budget"
        };
        eprintln!(
            "{:>9}  first load in {}: the shell and {} ({}; {verdict}); then {} ({})",
            l.first_load,
            l.lang.code(),
            first_file(l.lang),
            l.first,
            second_file(l.lang),
            l.second
        );
    }
    eprintln!(
        "{:>9}  the score step ({SCORE_DIR}/), fetched when the Score screen first opens",
        score_step_bytes(files)
    );
    let total: u64 = files.iter().map(|f| f.bytes).sum();
    eprintln!("{total:>9}  the whole folder");
}
