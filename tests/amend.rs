//! Amending a finished record (issue 26): `td ask --resume` of a complete or
//! uncovered record lets the TD change an answer or add a ruling; the version it
//! replaces is kept in the record's `history`, replay shows the amendment, a record
//! left unchanged is not written, and the lock still turns a second resume away.

mod common;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Child, Stdio};

use common::{Test, assert_has, finish, names_in};

/// The answers that take tree 45 from its first question to "played" (45C1).
const TO_RULING_45: &str = "defender-card\nyes\nplaying\nyes\n";

/// A complete record of tree 45 at `dir/r.yaml`, ruled "played" (45C1).
fn complete(dir: &Path) -> PathBuf {
    let path = dir.join("r.yaml");
    Test::new()
        .args(["ask", "45", "--save", path.to_str().unwrap()])
        .stdin(TO_RULING_45)
        .expect(0);
    path
}

fn resume(path: &Path, input: &str) -> common::Output {
    Test::new()
        .args(["ask", "--resume", path.to_str().unwrap()])
        .stdin(input)
        .run()
}

fn spawn_resume(path: &Path) -> Child {
    common::td_std_command()
        .args(["ask", "--resume", path.to_str().unwrap()])
        .env_remove("TD_CONFIG")
        .env("XDG_CONFIG_HOME", "/nonexistent")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

/// Reads the resumed td's stdout up to the line that offers another ruling: the
/// record is read and locked, and td waits for the TD.
fn wait_after_ruling(child: &mut Child) -> BufReader<std::process::ChildStdout> {
    let mut out = BufReader::new(child.stdout.take().unwrap());
    let mut line = String::new();
    loop {
        line.clear();
        assert!(out.read_line(&mut line).unwrap() > 0, "td stopped early");
        if line.contains("type `another`") {
            return out;
        }
    }
}

#[test]
fn a_finished_record_is_amended_and_keeps_the_earlier_ruling() {
    let dir = tempfile::tempdir().unwrap();
    let record = complete(dir.path());

    // Back: the last answer was wrong; the defender played before his partner,
    // declarer having played from both hands.
    let out = resume(&record, "back\npartner-to-play\nyes\n");
    assert_eq!(out.code, 0, "{}\n{}", out.stdout, out.stderr);
    assert_has(&out.stderr, "this record is finished; a change amends it");
    assert_has(&out.stdout, "RULING  Law 57C1, Law 45C1");
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(text.contains("status: complete"), "{text}");
    let (current, history) = text.split_once("\nhistory:\n").expect("a history");
    assert!(
        common::has_step(current, "45#def-turn", "partner-to-play"),
        "{text}"
    );
    assert!(!current.contains("outcome: 45#def-card-played\n"), "{text}");
    // The earlier ruling, whole, with when it was superseded.
    assert!(history.contains("- superseded: "), "{text}");
    assert!(history.contains("  status: complete"), "{text}");
    assert!(common::has_step(history, "45#def-turn", "yes"), "{text}");
    assert!(history.contains("outcome: 45#def-card-played"), "{text}");

    // Replay checks the current walks and says the record was amended.
    let out = Test::new()
        .args(["replay", "--check", record.to_str().unwrap()])
        .expect(0);
    assert_has(&out.stdout, "r.yaml: ok");
    assert_has(
        &out.stdout,
        "45#def-early-no-rectification  Law 57C1, Law 45C1",
    );
    assert_has(
        &out.stdout,
        "; before: 45#def-card-played  Law 45C1, Law 47F2",
    );
    assert_has(&out.stderr, "1 incident: 1 ok, 0 changed");
    let json = Test::new()
        .args(["replay", "--format", "json", record.to_str().unwrap()])
        .expect(0);
    let v: serde_json::Value = serde_json::from_str(json.stdout.trim()).unwrap();
    assert_eq!(v["history"][0]["status"], "complete");
    assert_eq!(v["history"][0]["walks"][0]["outcome"], "45#def-card-played");
    let md = Test::new()
        .args(["replay", "--format", "markdown", record.to_str().unwrap()])
        .expect(0);
    assert_has(&md.stdout, "> amended ");

    // A second amendment, another ruling: both earlier versions kept, in order.
    let before = std::fs::read_to_string(&record).unwrap();
    let out = resume(&record, "another\ncard\n");
    assert_eq!(out.code, 1, "{}\n{}", out.stdout, out.stderr);
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(
        text.contains("status: draft"),
        "input ended in the new walk: {text}"
    );
    assert_eq!(text.matches("- superseded: ").count(), 2, "{text}");
    let history = &text[text.find("\nhistory:\n").unwrap()..];
    let first = history.find("answer: \"yes\"").unwrap();
    let second = history.find("answer: partner-to-play").unwrap();
    assert!(first < second, "oldest first: {text}");
    assert!(before.len() < text.len());
    // The amendment cut short is a draft like any other: resumed, it carries on,
    // its history kept.
    let out = resume(&record, TO_RULING_45);
    assert_eq!(out.code, 0, "{}\n{}", out.stdout, out.stderr);
    assert!(!out.stderr.contains("a change amends it"), "{}", out.stderr);
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(text.contains("status: complete"), "{text}");
    assert_eq!(text.matches("- superseded: ").count(), 2, "{text}");
    Test::new()
        .args(["replay", "--check", record.to_str().unwrap()])
        .expect(0);
    assert_eq!(
        names_in(dir.path()),
        ["r.yaml"],
        "no temporary or lock file"
    );
}

#[test]
fn a_record_resumed_and_left_unchanged_is_not_written() {
    let dir = tempfile::tempdir().unwrap();
    let record = complete(dir.path());
    let before = std::fs::read(&record).unwrap();
    let out = resume(&record, "");
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_has(
        &out.stderr,
        "r.yaml: nothing changed; the record is as it was",
    );
    assert_eq!(std::fs::read(&record).unwrap(), before);
    // Back, then the same answer again: the TD reopened the ruling, and the record
    // says so.
    let out = resume(&record, "back\nyes\n");
    assert_eq!(out.code, 0, "{}", out.stderr);
    let text = std::fs::read_to_string(&record).unwrap();
    assert_eq!(text.matches("outcome: 45#def-card-played").count(), 2);
    assert_eq!(text.matches("- superseded: ").count(), 1, "{text}");
}

#[test]
fn an_uncovered_record_is_amended_in_line_mode() {
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("u.yaml");
    Test::new()
        .args(["ask", "45", "--save", record.to_str().unwrap()])
        .stdin("named\ndeclarer-dummy\nyes\nfull\nnone\n")
        .expect(1);
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(text.contains("status: uncovered"), "{text}");
    // Back from "not covered": the question is asked again, and answered (a slip,
    // corrected after the next opponent had played; he leaves his card).
    let out = resume(&record, "back\nslip\nno\nyes\nkeeps\n");
    assert_eq!(out.code, 0, "{}\n{}", out.stdout, out.stderr);
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(text.contains("status: complete"), "{text}");
    let history = &text[text.find("\nhistory:\n").expect("a history")..];
    assert!(history.contains("status: uncovered"), "{text}");
    assert!(
        history.contains("uncovered: 45#named-dummy-intent"),
        "{text}"
    );
    Test::new()
        .args(["replay", "--check", record.to_str().unwrap()])
        .expect(0);
}

#[test]
fn a_concurrent_resume_of_a_finished_record_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let record = complete(dir.path());
    let mut first = spawn_resume(&record);
    let _out = wait_after_ruling(&mut first);
    // The first td holds the record: a second amendment is turned away.
    let second = resume(&record, "back\nrho-turn\n");
    assert_eq!(second.code, 2, "{}", second.stderr);
    assert_has(&second.stderr, "another td is working on this record");
    let (code, err) = finish(first, "back\npartner-to-play\nyes\n");
    assert_eq!(code, Some(0), "{err}");
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(
        common::has_step(&text, "45#def-turn", "partner-to-play"),
        "{text}"
    );
    assert!(!text.contains("rho-turn"), "{text}");
    assert_eq!(text.matches("- superseded: ").count(), 1, "{text}");
}

#[test]
fn a_finished_record_changed_under_an_amendment_is_never_overwritten() {
    let dir = tempfile::tempdir().unwrap();
    let record = complete(dir.path());
    let mut first = spawn_resume(&record);
    let _out = wait_after_ruling(&mut first);
    // Someone edits the finished record by hand while td has it open: the version
    // td would keep in the history is no longer the one on disk.
    let edited = std::fs::read_to_string(&record)
        .unwrap()
        .replace("walks:\n", "facts:\n  notes: edited by hand\nwalks:\n");
    std::fs::write(&record, &edited).unwrap();
    let (code, err) = finish(first, "back\npartner-to-play\nyes\n");
    assert_eq!(code, Some(1), "{err}");
    assert_has(&err, "the record is complete and is never written again");
    assert_eq!(std::fs::read_to_string(&record).unwrap(), edited);
}

/// A record of format 3 or older keeps its answers as a map. Amended, it goes into
/// the history rewritten as steps (format 4) in the order its file gave the answers,
/// not re-sorted by node (issue 36: "the record keeps answers sorted by id"); replay
/// matches answers by node, so the record replays the same in any order.
#[test]
fn an_old_record_amended_keeps_its_answers_in_the_order_given() {
    let golden = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/incidents-v2/two-rulings.yaml"
    ))
    .unwrap();
    // td wrote its first walk's answers sorted by node; here they stand in the order
    // they were asked, as another tool or a hand may have written them.
    let sorted = "    45#def-how: playing\n    45#def-seen: \"yes\"\n    45#def-turn: \"yes\"\n    45#what-card: defender-card\n";
    let asked = "    45#what-card: defender-card\n    45#def-seen: \"yes\"\n    45#def-how: playing\n    45#def-turn: \"yes\"\n";
    assert!(golden.contains(sorted), "{golden}");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("old.yaml");
    std::fs::write(&path, golden.replace(sorted, asked)).unwrap();
    let file = path.to_str().unwrap();
    Test::new().args(["replay", "--check", file]).expect(0);
    // Amended: the second ruling's last answer changed (the board was already in
    // play with its wrong marking; no other copy of the deal).
    let out = resume(&path, "back\nyes\nno\n");
    assert_eq!(out.code, 0, "{}\n{}", out.stdout, out.stderr);
    let amended = bridge_td::records::incident::load(&path).expect("the amended record");
    let record = &amended.record;
    assert_eq!(record.format, 4);
    assert_eq!(record.history.len(), 1, "the old version is kept");
    let nodes = |walk: usize| -> Vec<&str> {
        record.history[0].walks[walk]
            .steps
            .iter()
            .map(|s| s.node.as_str())
            .collect()
    };
    assert_eq!(
        nodes(0),
        ["45#what-card", "45#def-seen", "45#def-how", "45#def-turn"],
        "in the order the file gave"
    );
    // The walk left as it was is rewritten the same way.
    let current: Vec<&str> = record.walks[0]
        .steps
        .iter()
        .map(|s| s.node.as_str())
        .collect();
    assert_eq!(current, nodes(0));
    // The walk td wrote sorted stays as it was written: the order it was asked in is
    // not in the file, and the history keeps a version as it was.
    assert_eq!(
        nodes(1),
        ["13#marking-used", "13#what-wrong", "start#what-happened"]
    );
    // No time was recorded then, and none is made up.
    assert!(
        record.history[0].walks[0]
            .steps
            .iter()
            .all(|s| s.at.is_empty()),
        "{:?}",
        record.history[0].walks[0].steps
    );
    Test::new().args(["replay", "--check", file]).expect(0);
}
