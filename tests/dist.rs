//! The release archives of `cargo xtask dist OUT`, checked from the outside as a TD
//! would use them: `TD_DIST_DIR` names OUT (`.ci/run` builds it, and sets
//! `TD_DIST_REQUIRED` so that a missing OUT fails instead of skipping).
//!
//! - `SHA256SUMS` matches every archive;
//! - the Linux binary, unpacked from its `.tar.gz`, runs with an empty environment
//!   (no Rust, no cargo, nothing on `PATH`) and rules;
//! - `td.exe`, unpacked from its `.zip`, runs under Wine (with the test-only
//!   `bcryptprimitives.dll` beside it, as in `tests/wine/`), and the zip holds no
//!   such DLL;
//! - each archive holds the README, both licences, man pages and completions; the
//!   page's zip holds the page.

use std::path::{Path, PathBuf};
use std::process::Command;

fn dist_dir() -> Option<PathBuf> {
    match std::env::var_os("TD_DIST_DIR") {
        Some(d) => Some(PathBuf::from(d)),
        None => {
            assert!(
                std::env::var_os("TD_DIST_REQUIRED").is_none(),
                "TD_DIST_REQUIRED is set, but TD_DIST_DIR names no `cargo xtask dist` output"
            );
            println!("skipped: TD_DIST_DIR names no `cargo xtask dist` output");
            None
        }
    }
}

/// The one file in `dir` whose name ends with `suffix`.
fn archive(dir: &Path, suffix: &str) -> PathBuf {
    let found: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.to_string_lossy().ends_with(suffix))
        .collect();
    assert_eq!(
        found.len(),
        1,
        "one *{suffix} in {}: {found:?}",
        dir.display()
    );
    found.into_iter().next().unwrap()
}

fn run(cmd: &mut Command) -> String {
    let out = cmd.output().expect("runs");
    assert!(
        out.status.success(),
        "{cmd:?}: {}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn the_checksums_match_every_archive() {
    let Some(dir) = dist_dir() else { return };
    let sums = std::fs::read_to_string(dir.join("SHA256SUMS")).unwrap();
    assert_eq!(sums.lines().count(), 3, "{sums}");
    run(Command::new("sha256sum")
        .arg("-c")
        .arg("SHA256SUMS")
        .current_dir(&dir));
}

#[test]
fn the_linux_binary_runs_from_its_archive_with_nothing_installed() {
    let Some(dir) = dist_dir() else { return };
    let tar = archive(&dir, "-x86_64-unknown-linux-musl.tar.gz");
    let out = tempfile::tempdir().unwrap();
    run(Command::new("tar")
        .arg("xzf")
        .arg(&tar)
        .arg("-C")
        .arg(out.path()));
    let name = tar
        .file_name()
        .unwrap()
        .to_string_lossy()
        .replace(".tar.gz", "");
    let root = out.path().join(&name);
    for f in [
        "td",
        "README.md",
        "LICENSE-MIT",
        "LICENSE-APACHE",
        "man/td.1",
        "man/td-ask.1",
        "complete/td.bash",
        "complete/_td.ps1",
    ] {
        assert!(root.join(f).is_file(), "{name}/{f} missing");
    }
    // No PATH, no HOME, no cargo: only what the archive holds.
    let td = root.join("td");
    let version = run(Command::new(&td).arg("--version").env_clear());
    assert!(version.starts_with("td "), "{version}");
    let mut ask = Command::new(&td);
    ask.args(["ask", "45", "--no-save"])
        .env_clear()
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped());
    let mut child = ask.spawn().unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"defender-card\nyes\nplaying\nyes\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("Law 45C1"));
    // A static binary: no dynamic loader named in it.
    let file = run(Command::new("file").arg(&td));
    assert!(
        file.contains("statically linked") || file.contains("static-pie"),
        "{file}"
    );
}

#[test]
fn td_exe_runs_from_its_zip_under_wine() {
    let Some(dir) = dist_dir() else { return };
    let zip = archive(&dir, "-x86_64-pc-windows-gnu.zip");
    let out = tempfile::tempdir().unwrap();
    run(Command::new("unzip")
        .arg("-q")
        .arg(&zip)
        .arg("-d")
        .arg(out.path()));
    let name = zip
        .file_name()
        .unwrap()
        .to_string_lossy()
        .replace(".zip", "");
    let root = out.path().join(&name);
    for f in [
        "td.exe",
        "README.md",
        "LICENSE-MIT",
        "LICENSE-APACHE",
        "man/td.1",
        "complete/_td.ps1",
    ] {
        assert!(root.join(f).is_file(), "{name}/{f} missing");
    }
    assert!(
        !root.join("bcryptprimitives.dll").exists(),
        "the Wine shim is never shipped"
    );
    // The test-only shim beside it, as for the line-mode tests under Wine.
    let shim = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/wine");
    run(Command::new("x86_64-w64-mingw32-gcc")
        .args(["-shared", "-O2", "-o"])
        .arg(root.join("bcryptprimitives.dll"))
        .arg(shim.join("bcryptprimitives.c"))
        .arg(shim.join("bcryptprimitives.def"))
        .arg("-ladvapi32"));
    let version = run(Command::new("wine")
        .arg(root.join("td.exe"))
        .arg("--version")
        .env("WINEDEBUG", "-all"));
    assert!(version.starts_with("td "), "{version}");
    let cite = run(Command::new("wine")
        .arg(root.join("td.exe"))
        .args(["cite", "45C4b"])
        .env("WINEDEBUG", "-all")
        .env("LC_CTYPE", "C.UTF-8"));
    assert!(cite.contains("Law 45C4(b)"), "{cite}");
}

#[test]
fn the_page_is_zipped_whole() {
    let Some(dir) = dist_dir() else { return };
    let zip = archive(&dir, "-page.zip");
    let list = run(Command::new("unzip").arg("-Z1").arg(&zip));
    for f in [
        "index.html",
        "app.js",
        "sw.js",
        "rulings.en.bin",
        "rulings.nb.bin",
        "rulings.pl.bin",
        "rulings.en.more.bin",
        "rulings.nb.more.bin",
        "rulings.pl.more.bin",
        "score/score.js",
        "score/bridge_td_score_web_bg.wasm",
    ] {
        assert!(
            list.lines().any(|l| l.ends_with(&format!("/{f}"))),
            "{f} missing:\n{list}"
        );
    }
}
