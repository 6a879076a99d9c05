//! The page's size against its budget (docs/decisions.md, "The web face: size").
//!
//! What a phone loads to use the page in one language counts: the shell (HTML, CSS,
//! JS, glue, wasm, manifest, icons, service worker) and that language's rulings
//! bundle. The other languages' bundles are cached by the service worker too, and
//! the total is printed beside, but a TD reading Polish never waits for Norwegian.

use crate::site::Built;

/// 2.15 MB, before compression.
pub const BUDGET: u64 = 2_150_000;

/// The bytes of the shell and of each language as loaded: (label, bytes).
pub fn per_language(files: &[Built]) -> Vec<(String, u64)> {
    let shell: u64 = files
        .iter()
        .filter(|f| !f.path.ends_with(".bin"))
        .map(|f| f.bytes)
        .sum();
    let mut out = vec![("shell".to_string(), shell)];
    for f in files.iter().filter(|f| f.path.ends_with(".bin")) {
        out.push((f.path.clone(), shell + f.bytes));
    }
    out
}

pub fn report(files: &[Built]) {
    for f in files {
        eprintln!("{:>9}  {}", f.bytes, f.path);
    }
    let total: u64 = files.iter().map(|f| f.bytes).sum();
    for (what, bytes) in per_language(files) {
        let verdict = if what == "shell" {
            ""
        } else if bytes <= BUDGET {
            "  (within the 2.15 MB budget)"
        } else {
            "  OVER the 2.15 MB budget"
        };
        eprintln!(
            "{bytes:>9}  {what}{}{verdict}",
            if what == "shell" {
                ""
            } else {
                " with the shell"
            }
        );
    }
    eprintln!("{total:>9}  the whole folder");
}
