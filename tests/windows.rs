//! The Windows build and the Linux build agree on records: a record written by
//! `td.exe` (run under Wine in CI: `TD_TEST_EXE`, `TD_TEST_RUNNER`) replays `ok`
//! with the Linux `td`, and the reverse. Without `TD_TEST_EXE` there is no Windows
//! build to compare and the test says so; `.ci/run` sets it (and `TD_WINDOWS_REQUIRED`,
//! under which a missing build fails instead).

mod common;

use std::path::Path;
use std::process::Command;

use common::{Test, assert_has};

const TO_RULING_45: &str = "defender-card\nyes\nplaying\nyes\n";

fn windows_build() -> bool {
    if common::on_windows_build() {
        return true;
    }
    assert!(
        std::env::var_os("TD_WINDOWS_REQUIRED").is_none(),
        "TD_WINDOWS_REQUIRED is set, but TD_TEST_EXE names no Windows td"
    );
    println!("skipped: TD_TEST_EXE names no Windows build");
    false
}

/// The Linux `td` this test was built with, whatever `TD_TEST_EXE` says.
fn linux_td(dir: &Path, args: &[&str], stdin: &str) -> std::process::Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_td"))
        .args(args)
        .current_dir(dir)
        .env("XDG_CONFIG_HOME", dir.join("no-config"))
        .env_remove("TD_CONFIG")
        .env("TD_LANG", "en")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

#[test]
fn a_record_written_on_windows_replays_ok_on_linux_and_the_reverse() {
    if !windows_build() {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    // Written by td.exe, with facts and a player's choice awaited.
    Test::new()
        .args([
            "ask",
            "27",
            "--save",
            "win.yaml",
            "--board",
            "7",
            "--td",
            "Åse Ødegård",
        ])
        .stdin("in-turn\nmeant\ntd-first\nwait\n")
        .current_dir(dir.path())
        .expect(0);
    let out = linux_td(dir.path(), &["replay", "--check", "win.yaml"], "");
    let text = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{text}");
    assert_has(&text, "win.yaml: ok");
    // Written by the Linux td, replayed and resumed by td.exe.
    let out = linux_td(
        dir.path(),
        &["ask", "45", "--save", "linux.yaml", "--notes", "café, żółć"],
        TO_RULING_45,
    );
    assert_eq!(out.status.code(), Some(0));
    let replay = Test::new()
        .args(["replay", "--check", "linux.yaml"])
        .current_dir(dir.path())
        .expect(0);
    assert_has(&replay.stdout, "linux.yaml: ok");
    // The awaiting record goes on under td.exe, and Linux still agrees.
    Test::new()
        .args(["ask", "--resume", "win.yaml"])
        .stdin("yes\n")
        .current_dir(dir.path())
        .run();
    let out = linux_td(dir.path(), &["replay", "--check", "win.yaml"], "");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.contains("win.yaml: ok"), "{text}");
}
