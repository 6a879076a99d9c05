//! A kill at every step of every save (issue 38): the first save (with and without
//! hard links), a later save, an amendment's first save, and the rename after the
//! facts form. td is killed at each crash point of `src/files/test_hook.rs`, as a
//! user runs it (line mode, answers on stdin, records in `--incidents DIR`; the
//! facts form on a pseudo-terminal), and then the record's name holds the old
//! record or the new one, whole; nothing else in the folder is read as a record;
//! and `td ask --resume` carries on to the end.
//!
//! A kill leaves the page cache whole, so it cannot show a sync left out: the last
//! test reads the sync log instead, and finds every record synced before it is
//! linked or renamed into place and its folder synced after.

mod common;

use std::path::{Path, PathBuf};

use common::{Output, Test, assert_has, has_step, names_in};

/// The answers that take tree 45 from its first question to a ruling.
const TO_RULING_45: &str = "defender-card\nyes\nplaying\nyes\n";

/// The same, after the first answer.
const AFTER_FIRST_45: &str = "yes\nplaying\nyes\n";

/// An amendment of tree 45's ruling: back from the last answer, another one.
const AMEND_45: &str = "back\npartner-to-play\nyes\n";

/// The steps a save's temporary goes through before it is moved into place: a
/// kill after them leaves the record's name as it was.
const BEFORE_MOVE: [&str; 2] = ["temp-written", "temp-synced"];

fn skipped() -> bool {
    common::windows_cannot(
        "the tests kill td with SIGKILL; under Wine the hook aborts, which Wine reports as an ordinary exit",
    )
}

/// `td ARGS` in line mode in `dir`, with `input` on stdin.
fn td(dir: &Path, args: &[&str], input: &str, env: &[(&str, &str)]) -> Output {
    let mut test = Test::new()
        .args(args)
        .arg("--lines")
        .current_dir(dir)
        .stdin(input);
    for (k, v) in env {
        test = test.env(k, v);
    }
    test.run()
}

/// `td ask 45` in line mode, its record in `inc`.
fn ask_45(dir: &Path, inc: &Path, input: &str, env: &[(&str, &str)]) -> Output {
    td(
        dir,
        &["ask", "45", "--incidents", inc.to_str().unwrap()],
        input,
        env,
    )
}

fn resume(dir: &Path, record: &Path, input: &str, env: &[(&str, &str)]) -> Output {
    td(
        dir,
        &["ask", "--resume", record.to_str().unwrap()],
        input,
        env,
    )
}

#[track_caller]
fn assert_killed(out: &Output, point: &str) {
    assert_eq!(
        out.code, -1,
        "td was to be killed at {point}, and exited {}:\n{}",
        out.code, out.stderr
    );
}

/// The records in `inc`: what a TD or `td replay DIR` takes for one.
fn records(inc: &Path) -> Vec<PathBuf> {
    names_in(inc)
        .into_iter()
        .filter(|n| !n.starts_with('.'))
        .map(|n| inc.join(n))
        .collect()
}

/// The record at `path`, read back whole: not empty, not torn, a record td reads
/// (`td replay --check`: ok, or a draft's "incomplete", never "invalid").
#[track_caller]
fn whole(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.ends_with('\n'), "{}: torn:\n{text}", path.display());
    let out = Test::new()
        .args(["replay", "--check", path.to_str().unwrap()])
        .run();
    let readable = [": ok", ": incomplete"]
        .iter()
        .any(|s| out.stdout.contains(s));
    assert!(
        readable && out.code <= 1,
        "{}: not a readable record (exit {}):\n{}{}\n{text}",
        path.display(),
        out.code,
        out.stdout,
        out.stderr
    );
    text
}

/// What a kill left in `inc` besides `records`: only the killed td's lock and
/// temporary files, which `td replay` of the folder passes over.
#[track_caller]
fn no_stray_record(inc: &Path, records: usize) {
    for name in names_in(inc) {
        let theirs = name.ends_with(".lock") || name.ends_with(".tmp");
        assert!(
            !name.starts_with('.') || theirs,
            "{name}: neither a record nor a leftover td sweeps"
        );
    }
    if records == 0 {
        return;
    }
    let out = Test::new().args(["replay", inc.to_str().unwrap()]).run();
    let noun = if records == 1 {
        "incident"
    } else {
        "incidents"
    };
    assert_has(&out.stderr, &format!("{records} {noun}: "));
    assert_has(&out.stderr, " 0 invalid");
}

/// The record finished, whole, alone with `others` in its folder: the killed td's
/// lock and temporary files swept.
#[track_caller]
fn finished(record: &Path, others: &[&Path]) -> String {
    let text = whole(record);
    assert!(text.contains("status: complete"), "{text}");
    let inc = record.parent().unwrap();
    let mut expected: Vec<PathBuf> = others.iter().map(|p| p.to_path_buf()).collect();
    expected.push(record.to_path_buf());
    expected.sort();
    let left: Vec<PathBuf> = names_in(inc).iter().map(|n| inc.join(n)).collect();
    assert_eq!(left, expected, "no lock or temporary file left");
    text
}

/// A first save killed at `step`: no record before the record is moved into its
/// name, the whole first draft after; a new run or the resume finishes it.
fn first_save_killed(step: &str, no_hard_links: bool) {
    let dir = tempfile::tempdir().unwrap();
    let inc = dir.path().join("inc");
    let point = format!("first-save:{step}");
    let mut env = vec![("TD_TEST_CRASH", point.as_str())];
    if no_hard_links {
        env.push(("TD_TEST_NO_HARD_LINKS", "1"));
    }
    assert_killed(&ask_45(dir.path(), &inc, TO_RULING_45, &env), &point);
    let placed = !BEFORE_MOVE.contains(&step);
    let found = records(&inc);
    assert_eq!(found.len(), usize::from(placed), "{point}: {found:?}");
    no_stray_record(&inc, found.len());
    let record = match found.first() {
        Some(record) => {
            let text = whole(record);
            assert!(text.contains("status: draft"), "{point}: {text}");
            assert!(has_step(&text, "45#what-card", "defender-card"), "{text}");
            let out = resume(dir.path(), record, AFTER_FIRST_45, &[]);
            assert_eq!(out.code, 0, "{point}: {}", out.stderr);
            record.clone()
        }
        None => {
            let out = ask_45(dir.path(), &inc, TO_RULING_45, &[]);
            assert_eq!(out.code, 0, "{point}: {}", out.stderr);
            records(&inc).pop().expect("a record")
        }
    };
    let text = finished(&record, &[]);
    assert!(has_step(&text, "45#def-turn", "yes"), "{point}: {text}");
}

#[test]
fn a_kill_at_any_step_of_a_first_save_leaves_no_record_or_a_whole_one() {
    if skipped() {
        return;
    }
    for step in ["temp-written", "temp-synced", "linked", "dir-synced"] {
        first_save_killed(step, false);
    }
}

#[test]
fn a_kill_at_any_step_of_a_first_save_without_hard_links_leaves_no_record_or_a_whole_one() {
    if skipped() {
        return;
    }
    for step in ["temp-written", "temp-synced", "renamed", "dir-synced"] {
        first_save_killed(step, true);
    }
}

/// A draft with one answer in `dir/inc`, and its bytes.
fn draft(dir: &Path) -> (PathBuf, Vec<u8>) {
    let inc = dir.join("inc");
    let out = ask_45(dir, &inc, "defender-card\n", &[]);
    assert_eq!(out.code, 1, "{}", out.stderr);
    let record = records(&inc).pop().expect("a draft");
    let bytes = std::fs::read(&record).unwrap();
    (record, bytes)
}

#[test]
fn a_kill_at_any_step_of_a_later_save_leaves_the_old_draft_or_the_new_one() {
    if skipped() {
        return;
    }
    for step in ["temp-written", "temp-synced", "renamed", "dir-synced"] {
        let dir = tempfile::tempdir().unwrap();
        let (record, before) = draft(dir.path());
        let point = format!("replace:{step}");
        let out = resume(
            dir.path(),
            &record,
            AFTER_FIRST_45,
            &[("TD_TEST_CRASH", &point)],
        );
        assert_killed(&out, &point);
        let inc = record.parent().unwrap();
        no_stray_record(inc, 1);
        let text = whole(&record);
        let rest = if BEFORE_MOVE.contains(&step) {
            assert_eq!(text.as_bytes(), before, "{point}: the old draft, as it was");
            AFTER_FIRST_45
        } else {
            assert!(text.contains("status: draft"), "{point}: {text}");
            assert!(has_step(&text, "45#def-seen", "yes"), "{point}: {text}");
            "playing\nyes\n"
        };
        let out = resume(dir.path(), &record, rest, &[]);
        assert_eq!(out.code, 0, "{point}: {}", out.stderr);
        let text = finished(&record, &[]);
        assert!(has_step(&text, "45#def-turn", "yes"), "{point}: {text}");
    }
}

#[test]
fn a_kill_at_any_step_of_an_amendment_keeps_the_finished_ruling() {
    if skipped() {
        return;
    }
    for step in ["temp-written", "temp-synced", "renamed", "dir-synced"] {
        let dir = tempfile::tempdir().unwrap();
        let inc = dir.path().join("inc");
        assert_eq!(ask_45(dir.path(), &inc, TO_RULING_45, &[]).code, 0);
        let record = records(&inc).pop().unwrap();
        let before = std::fs::read(&record).unwrap();
        let point = format!("amend:{step}");
        let out = resume(dir.path(), &record, AMEND_45, &[("TD_TEST_CRASH", &point)]);
        assert_killed(&out, &point);
        no_stray_record(&inc, 1);
        let text = whole(&record);
        let rest = if BEFORE_MOVE.contains(&step) {
            assert_eq!(text.as_bytes(), before, "{point}: the finished record");
            AMEND_45
        } else {
            // The amendment's first save: the step back, the ruling in its history.
            assert!(text.contains("status: draft"), "{point}: {text}");
            let history = &text[text.find("\nhistory:\n").expect("a history")..];
            assert!(history.contains("outcome: 45#def-card-played"), "{text}");
            "partner-to-play\nyes\n"
        };
        let out = resume(dir.path(), &record, rest, &[]);
        assert_eq!(out.code, 0, "{point}: {}", out.stderr);
        let text = finished(&record, &[]);
        assert!(
            has_step(&text, "45#def-turn", "partner-to-play"),
            "{point}: {text}"
        );
        assert_eq!(text.matches("- superseded: ").count(), 1, "{point}: {text}");
    }
}

/// The facts form on a pseudo-terminal, where td renames the record after the
/// board typed (tests/terminal.rs drives the same menus).
mod form {
    use std::path::Path;
    use std::process::Command;
    use std::time::Duration;

    use expectrl::process::unix::WaitStatus;
    use expectrl::{Expect, Session};

    pub type Td = expectrl::session::OsSession;

    /// `td ask 68` with its record in `inc`, answered to its ruling and on to the
    /// facts form's first question (the board), the record saved as td named it.
    /// Returns td and that name's stem (`2026-11-22_143605`, before `_68.yaml`).
    pub fn at_board(inc: &Path, env: &[(&str, &str)]) -> (Td, String) {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_td"));
        cmd.args(["ask", "68", "--incidents", inc.to_str().unwrap()])
            .env("TERM", "xterm")
            .env("LANG", "C.UTF-8")
            .env_remove("NO_COLOR")
            .env_remove("TD_LANG")
            .env_remove("TD_CONFIG")
            .env("XDG_CONFIG_HOME", "/nonexistent");
        for (k, v) in env {
            cmd.env(k, v);
        }
        let mut s = Session::spawn(cmd).expect("spawn td on a pty");
        s.set_expect_timeout(Some(Duration::from_secs(10)));
        s.expect("None of these fits").unwrap();
        s.send("2").unwrap(); // a defender began to concede; his partner objected
        s.expect("3 Details").unwrap();
        let names = super::names_in(inc);
        let first = names.iter().find(|n| !n.starts_with('.')).unwrap();
        let started = first.strip_suffix("_68.yaml").unwrap().to_string();
        s.send("\r").unwrap(); // Done
        s.expect("[y/N]").unwrap();
        s.send("y\r").unwrap();
        s.expect("board").unwrap();
        (s, started)
    }

    /// Types the board: td renames the record.
    pub fn type_board(s: &mut Td) {
        s.send("14\r").unwrap();
    }

    /// Whether td was killed (SIGKILL) rather than ending by itself.
    pub fn killed(s: &mut Td) -> bool {
        match s.get_process().wait().expect("td ends") {
            WaitStatus::Signaled(_, signal, _) => signal as i32 == libc::SIGKILL,
            _ => false,
        }
    }

    /// The rest of the form left empty, to its end.
    pub fn finish(mut s: Td) {
        // The board's echo first: the form's own question line holds "table" too.
        s.expect("14").unwrap();
        for label in [
            "table",
            "event",
            "session",
            "contract",
            "declarer",
            "TD called by",
            "notes",
        ] {
            s.expect(label).unwrap();
            s.send("\r").unwrap();
        }
        s.expect("Recorded").unwrap();
        assert!(matches!(
            s.get_process().wait().unwrap(),
            WaitStatus::Exited(_, 0)
        ));
    }
}

/// A rename after the facts form killed at `step`: the record under its old name
/// until it is linked to the new one, under both until the old is removed, then
/// under the new name alone; whole under each, and resumed to the end.
fn rename_killed(step: &str, no_hard_links: bool) {
    let dir = tempfile::tempdir().unwrap();
    let inc = dir.path().join("inc");
    let point = format!("rename:{step}");
    let mut env = vec![("TD_TEST_CRASH", point.as_str())];
    if no_hard_links {
        env.push(("TD_TEST_NO_HARD_LINKS", "1"));
    }
    let (mut s, started) = form::at_board(&inc, &env);
    let old = inc.join(format!("{started}_68.yaml"));
    let new = inc.join(format!("{started}_b14_68.yaml"));
    let drafted = whole(&old);
    form::type_board(&mut s);
    assert!(form::killed(&mut s), "td was to be killed at {point}");
    let found = records(&inc);
    let expected = match step {
        "linked" => vec![old.clone(), new.clone()],
        _ => vec![new.clone()],
    };
    assert_eq!(found, expected, "{point}");
    no_stray_record(&inc, found.len());
    for record in &found {
        assert_eq!(whole(record), drafted, "{point}: the record as saved");
    }
    // The record's name is the new one; an old one left beside it stays a draft.
    let out = resume(dir.path(), &new, "", &[]);
    assert_eq!(out.code, 0, "{point}: {}", out.stderr);
    let others: Vec<&Path> = found.iter().filter(|p| **p != new).map(|p| &**p).collect();
    let text = finished(&new, &others);
    assert!(text.contains("outcome: 68#"), "{point}: {text}");
}

#[test]
fn a_kill_at_any_step_of_the_rename_after_the_facts_form_keeps_the_record_under_a_name() {
    if common::windows_cannot("the facts form is asked on a terminal; Wine has no pseudo-terminal")
    {
        return;
    }
    for step in ["linked", "old-removed", "dir-synced"] {
        rename_killed(step, false);
    }
    for step in ["renamed", "dir-synced"] {
        rename_killed(step, true);
    }
}

/// The environment for a run that keeps its sync log in `log`.
fn logged(log: &Path, no_hard_links: bool) -> Vec<(&str, &str)> {
    let mut env = vec![("TD_TEST_SYNC_LOG", log.to_str().unwrap())];
    if no_hard_links {
        env.push(("TD_TEST_NO_HARD_LINKS", "1"));
    }
    env
}

/// The sync log at `log`: `(kind, names)` a line.
fn sync_log(log: &Path) -> Vec<(String, Vec<String>)> {
    let text = std::fs::read_to_string(log).unwrap_or_default();
    text.lines()
        .map(|l| {
            let mut words = l.split(' ').map(str::to_string);
            (words.next().unwrap(), words.collect())
        })
        .collect()
}

/// Asserts that `log` is `saves` saves of `record`, each: its temporary's content
/// synced, then moved into place (`first` the first time, a rename after), then
/// the folder synced. A sync left out, or made on the wrong side of the move, and
/// a save that writes in place (no temporary, no move) all break the pattern.
#[track_caller]
fn assert_synced_in_order(log: &[(String, Vec<String>)], record: &Path, saves: usize, first: &str) {
    let name = record.file_name().unwrap().to_str().unwrap();
    let folder = record.parent().unwrap().to_str().unwrap();
    let shown: Vec<String> = log
        .iter()
        .map(|(k, w)| format!("{k} {}", w.join(" ")))
        .collect();
    assert_eq!(log.len(), 3 * saves, "{saves} saves:\n{shown:#?}");
    for (n, save) in log.chunks(3).enumerate() {
        let [(data, temp), (moved, names), (dir, synced)] = save else {
            unreachable!()
        };
        let how = if n == 0 { first } else { "rename" };
        assert_eq!(data, "data", "save {n}: data first:\n{shown:#?}");
        assert!(temp[0].starts_with(&format!(".{name}.")), "{shown:#?}");
        assert!(temp[0].ends_with(".tmp"), "{shown:#?}");
        assert_eq!(moved, how, "save {n}: then moved:\n{shown:#?}");
        assert_eq!(names, &[temp[0].clone(), name.to_string()], "{shown:#?}");
        assert_eq!(dir, "dir", "save {n}: the folder last:\n{shown:#?}");
        assert_eq!(synced, &[folder.to_string()], "{shown:#?}");
    }
}

#[test]
fn every_save_syncs_the_record_before_it_is_moved_and_the_folder_after() {
    if common::windows_cannot(
        "a Windows folder cannot be opened to sync it; NTFS journals the rename itself",
    ) {
        return;
    }
    // One save per answer, and one when the record is finished.
    let saves = |input: &str| input.lines().count() + 1;
    for (no_hard_links, first) in [(false, "link"), (true, "rename")] {
        let dir = tempfile::tempdir().unwrap();
        let inc = dir.path().join("inc");
        let log = dir.path().join("new.log");
        let out = ask_45(dir.path(), &inc, TO_RULING_45, &logged(&log, no_hard_links));
        assert_eq!(out.code, 0, "{}", out.stderr);
        let record = records(&inc).pop().unwrap();
        assert_synced_in_order(&sync_log(&log), &record, saves(TO_RULING_45), first);
        // The amendment: its first save replaces the finished record, then drafts.
        let log = dir.path().join("amended.log");
        let out = resume(dir.path(), &record, AMEND_45, &logged(&log, no_hard_links));
        assert_eq!(out.code, 0, "{}", out.stderr);
        assert_synced_in_order(&sync_log(&log), &record, saves(AMEND_45), "rename");
    }
}

#[test]
fn the_rename_after_the_facts_form_syncs_the_folder_after_the_link() {
    if common::windows_cannot("the facts form is asked on a terminal; Wine has no pseudo-terminal")
    {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let inc = dir.path().join("inc");
    let log = dir.path().join("sync.log");
    let (mut s, started) = form::at_board(&inc, &[("TD_TEST_SYNC_LOG", log.to_str().unwrap())]);
    let before = std::fs::read_to_string(&log).unwrap();
    form::type_board(&mut s);
    form::finish(s);
    let text = std::fs::read_to_string(&log).unwrap();
    let after: Vec<&str> = text[before.len()..].lines().collect();
    let old = format!("{started}_68.yaml");
    let new = format!("{started}_b14_68.yaml");
    assert_eq!(
        after[..2],
        [
            format!("link {old} {new}"),
            format!("dir {}", inc.display())
        ],
        "{text}"
    );
}
