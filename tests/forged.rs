//! A record an appeals committee can trust: what `td replay --check` refuses or
//! reports when a record is edited by hand. The earlier versions of an amended
//! record are checked as strictly as its current walks, and a walk may start only
//! where a TD's walk can start. Records are written by `td ask` itself, then edited.

mod common;

use std::path::{Path, PathBuf};

use common::{Test, assert_has};

/// Takes tree 45 from its first question to "played" (45C1).
const TO_RULING_45: &str = "defender-card\nyes\nplaying\nyes\n";

/// Takes tree 13 to a ruling that records an option with its holder: a wrong
/// board in a pairs event that none of the four had played is completed, and
/// the TD may have the pairs play their correct board later (15B2). (Tree 45's
/// named-card slip, used before, now asks the defenders' choice as a question,
/// so its ruling no longer carries options; the trees' only rulings with
/// options are the TD's.)
const TO_OPTIONS_13: &str = "wrong-board\nno\n";

/// An amended record of tree 45: first "played" (45C1), then, amended, the card
/// played by a defender whose partner was to play (57C1).
fn amended(dir: &Path) -> PathBuf {
    ask_then_amend(
        dir,
        "r.yaml",
        TO_RULING_45,
        0,
        "back\npartner-to-play\nyes\n",
    )
    .0
}

/// A record of tree 13 ending at a ruling with options (`TO_OPTIONS_13`), and its text.
fn options_record(dir: &Path) -> (PathBuf, String) {
    let rec = dir.join("r.yaml");
    Test::new()
        .args(["ask", "13", "--save", rec.to_str().unwrap()])
        .stdin(TO_OPTIONS_13)
        .expect(0);
    let text = std::fs::read_to_string(&rec).unwrap();
    (rec, text)
}

/// The record with the words of its first option changed.
fn forge_first_option(text: &str) -> String {
    let (head, options) = text.split_once("options:").unwrap();
    format!(
        "{head}options:{}",
        options.replacen("text: ", "text: Forged. ", 1)
    )
}

fn check(path: &Path) -> common::Output {
    Test::new()
        .args(["replay", "--check", path.to_str().unwrap()])
        .run()
}

/// Writes `body` over the record and expects `--check` to find the earlier version
/// forged (`what` names the edit in a failure).
fn assert_earlier_version_forged(rec: &Path, body: &str, good: &str, what: &str) {
    assert_ne!(body, good, "{what}: the edit must change the record");
    std::fs::write(rec, body).unwrap();
    let out = check(rec);
    assert_eq!(out.code, 1, "{what}: {}", out.stdout);
    assert_has(
        &out.stdout,
        "what this earlier version shows is not what the trees give",
    );
}

/// A record of tree 45 saved after `first` (exit `first_code`), then resumed and
/// amended with `amend`; its path and text.
fn ask_then_amend(
    dir: &Path,
    name: &str,
    first: &str,
    first_code: i32,
    amend: &str,
) -> (PathBuf, String) {
    let path = dir.join(name);
    Test::new()
        .args(["ask", "45", "--save", path.to_str().unwrap()])
        .stdin(first)
        .expect(first_code);
    Test::new()
        .args(["ask", "--resume", path.to_str().unwrap()])
        .stdin(amend)
        .expect(0);
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("\nhistory:\n"), "{text}");
    (path, text)
}

/// The part of the record after `history:`, edited by `f`; the rest as it was.
fn edit_history(text: &str, f: impl Fn(&str) -> String) -> String {
    let (current, history) = text.split_once("\nhistory:\n").unwrap();
    format!("{current}\nhistory:\n{}", f(history))
}

#[test]
fn an_untouched_amended_record_checks_ok() {
    let dir = tempfile::tempdir().unwrap();
    let rec = amended(dir.path());
    let out = check(&rec);
    assert_eq!(out.code, 0, "{}", out.stdout);
    assert_has(&out.stdout, "r.yaml: ok");
    assert_has(&out.stdout, "amended ");
}

#[test]
fn a_forged_earlier_version_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let rec = amended(dir.path());
    let good = std::fs::read_to_string(&rec).unwrap();
    let cases = [
        (
            "its citations",
            edit_history(&good, |h| h.replacen("- 45C1\n", "- 45C2\n", 1)),
        ),
        (
            "its outcome",
            edit_history(&good, |h| {
                h.replace("outcome: 45#def-card-played", "outcome: 99#no-such-ruling")
            }),
        ),
        (
            "its words",
            edit_history(&good, |h| h.replacen("text: ", "text: Forged. ", 1)),
        ),
        (
            "an answer that leads elsewhere",
            edit_history(&good, |h| {
                h.replacen("answer: playing", "answer: accident", 1)
            }),
        ),
    ];
    for (what, body) in cases {
        assert_earlier_version_forged(&rec, &body, &good, what);
        assert_has(&check(&rec).stdout, "r.yaml: changed");
    }
}

#[test]
fn a_repeated_earlier_version_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    let rec = amended(dir.path());
    let good = std::fs::read_to_string(&rec).unwrap();
    let (current, history) = good.split_once("\nhistory:\n").unwrap();
    let body = format!("{current}\nhistory:\n{history}{history}");
    std::fs::write(&rec, &body).unwrap();
    let out = check(&rec);
    assert_eq!(out.code, 1, "{}", out.stdout);
    assert_has(&out.stdout, "the same earlier version is kept twice");
}

#[test]
fn an_earlier_version_in_an_unknown_tree_is_invalid() {
    let dir = tempfile::tempdir().unwrap();
    let rec = amended(dir.path());
    let good = std::fs::read_to_string(&rec).unwrap();
    let body = edit_history(&good, |h| h.replacen("tree: \"45\"", "tree: \"999\"", 1));
    assert_ne!(body, good);
    std::fs::write(&rec, &body).unwrap();
    let out = check(&rec);
    assert_eq!(out.code, 2, "{}", out.stdout);
    assert_has(&out.stdout, "invalid");
    assert_has(&out.stdout, "999");
    // Where it is written: a line and column, never 0:0.
    assert!(!out.stdout.contains(":0:0:"), "{}", out.stdout);
}

#[test]
fn a_walk_may_start_only_where_a_td_walk_starts() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("r.yaml");
    Test::new()
        .args(["ask", "45", "--save", rec.to_str().unwrap()])
        .stdin(TO_RULING_45)
        .expect(0);
    let good = std::fs::read_to_string(&rec).unwrap();
    // The first walk started at the ruling itself, with no answers.
    let (head, _) = good.split_once("walks:\n").unwrap();
    let at_ruling = format!(
        "{head}walks:\n- tree: \"45\"\n  start: 45#def-card-played\n  steps: []\n  ruling:\n    outcome: 45#def-card-played\n    citations: [45C1]\n    see: []\n    text: x\n"
    );
    std::fs::write(&rec, &at_ruling).unwrap();
    let out = check(&rec);
    assert_eq!(out.code, 2, "{}", out.stdout);
    assert_has(
        &out.stdout,
        "r.yaml:10:10: invalid: the first walk starts at `45#def-card-played`, which is no question",
    );

    // A second walk that starts inside a tree the first ruling does not lead to.
    let follow = format!(
        "{}- tree: \"45\"\n  start: 45#def-turn\n  steps: []\n",
        good.trim_end_matches('\n').to_string() + "\n"
    );
    std::fs::write(&rec, &follow).unwrap();
    let out = check(&rec);
    assert_eq!(out.code, 2, "{}", out.stdout);
    assert_has(
        &out.stdout,
        "but the ruling before it does not lead on there",
    );
}

#[test]
fn an_edited_option_is_reported_under_the_same_rulings() {
    let dir = tempfile::tempdir().unwrap();
    let (rec, good) = options_record(dir.path());
    assert!(good.contains("options:"), "{good}");
    assert_eq!(check(&rec).code, 0);
    let forged = forge_first_option(&good);
    assert_ne!(forged, good);
    std::fs::write(&rec, &forged).unwrap();
    let out = check(&rec);
    assert_eq!(out.code, 1, "{}", out.stdout);
    assert_has(&out.stdout, "r.yaml: changed");
    // The words, and only they: the citations of a format-4 record are the path's,
    // which the replay gives alike.
    assert_has(&out.stdout, "differs: the words shown");
    let json = Test::new()
        .args(["replay", "--check", "--format", "json"])
        .arg(rec.to_str().unwrap())
        .run();
    assert_has(&json.stdout, r#""differs":[{"part":"words"}]"#);
}

/// A record made with other rulings cannot have its words checked: the same edit
/// is then no difference, and the record replays `ok` on its answers and citations.
#[test]
fn an_edited_option_under_other_rulings_is_not_a_difference() {
    let dir = tempfile::tempdir().unwrap();
    let (rec, good) = options_record(dir.path());
    let digest = good
        .lines()
        .find_map(|l| l.trim().strip_prefix("rulings_digest: "))
        .expect("the record names its rulings")
        .to_string();
    let forged = forge_first_option(&good).replace(&digest, &"0".repeat(digest.len()));
    std::fs::write(&rec, &forged).unwrap();
    let out = check(&rec);
    assert_eq!(out.code, 0, "{}", out.stdout);
    assert!(!out.stdout.contains("differs"), "{}", out.stdout);
}

#[test]
fn a_changed_holder_is_named_as_the_difference() {
    let dir = tempfile::tempdir().unwrap();
    let (rec, good) = options_record(dir.path());
    assert!(good.contains("- holder: director"), "{good}");
    std::fs::write(
        &rec,
        good.replacen("- holder: director", "- holder: declarer", 1),
    )
    .unwrap();
    let out = check(&rec);
    assert_eq!(out.code, 1, "{}", out.stdout);
    assert_has(
        &out.stdout,
        "differs: who chooses (was: declarer; now: director)",
    );
    let json = Test::new()
        .args([
            "replay",
            "--check",
            "--format",
            "json",
            rec.to_str().unwrap(),
        ])
        .run();
    assert_has(
        &json.stdout,
        r#""differs":[{"now":["director"],"part":"holders","was":["declarer"]}]"#,
    );
    // An option removed: the list now is longer than the one recorded.
    let (head, options) = good.split_once("    options:\n").unwrap();
    std::fs::write(
        &rec,
        format!("{head}    options: []\n{}", skip_options(options)),
    )
    .unwrap();
    let out = check(&rec);
    assert_has(&out.stdout, "differs: who chooses (was: -; now: director)");
}

/// What follows a record's option list (the lines indented less than its items).
fn skip_options(options: &str) -> String {
    options
        .lines()
        .skip_while(|l| l.starts_with("    -") || l.starts_with("      "))
        .map(|l| format!("{l}\n"))
        .collect()
}

#[test]
fn the_markdown_report_shows_a_records_text_as_text() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("a`b.yaml");
    let hostile =
        "<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)> *bold*";
    Test::new()
        .args([
            "ask",
            "45",
            "--save",
            rec.to_str().unwrap(),
            "--notes",
            hostile,
        ])
        .stdin(TO_RULING_45)
        .expect(0);
    // A forged creation time carries HTML too.
    let text = std::fs::read_to_string(&rec).unwrap();
    let created = text.lines().find(|l| l.starts_with("created: ")).unwrap();
    std::fs::write(
        &rec,
        text.replacen(created, "created: \"<b onmouseover=alert(1)>x</b>\"", 1),
    )
    .unwrap();
    let out = Test::new()
        .args(["replay", "--format", "markdown", rec.to_str().unwrap()])
        .run();
    for raw in ["<script>", "<img", "<b ", "[x](javascript:", "*bold*"] {
        assert!(
            !out.stdout.contains(raw),
            "`{raw}` passed raw:\n{}",
            out.stdout
        );
    }
    assert_has(&out.stdout, "&lt;script&gt;alert(1)&lt;/script&gt;");
    assert_has(&out.stdout, "\\[x\\](javascript:alert(1))");
    // The file name's backtick stays inside a longer fence.
    assert_has(&out.stdout, "``");
    assert_has(&out.stdout, "a`b.yaml``");
}

#[test]
fn facts_are_read_by_the_flags_rules_and_bad_bytes_are_placed() {
    let dir = tempfile::tempdir().unwrap();
    let rec = dir.path().join("r.yaml");
    Test::new()
        .args(["ask", "45", "--save", rec.to_str().unwrap()])
        .args([
            "--board",
            "14",
            "--contract",
            "4 s x",
            "--declarer",
            "south",
        ])
        .stdin(TO_RULING_45)
        .expect(0);
    let good = std::fs::read_to_string(&rec).unwrap();
    // The flags' loose spellings are stored as td writes them.
    for line in ["board: 14", "contract: 4SX", "declarer: S"] {
        assert!(good.contains(line), "{line}:\n{good}");
    }
    for (from, to, says) in [
        (
            "board: 14",
            "board: 0x0E",
            "expected a whole number, found text \"0x0E\"",
        ),
        ("board: 14", "board: 0o16", "found text \"0o16\""),
        ("board: 14", "board: 1_4", "found text \"1_4\""),
        (
            "contract: 4SX",
            "contract: 4 s x",
            "`4 s x`: a record writes it 4SX",
        ),
        (
            "declarer: S",
            "declarer: south",
            "`south`: a record writes it S",
        ),
    ] {
        std::fs::write(&rec, good.replacen(from, to, 1)).unwrap();
        let out = check(&rec);
        assert_eq!(out.code, 2, "{to}: {}", out.stdout);
        assert_has(&out.stdout, "invalid");
        assert_has(&out.stdout, says);
    }
    // A Latin-1 byte on line 3: placed there, not at 1:1.
    let mut bytes = good.clone().into_bytes();
    let third = good.match_indices('\n').nth(1).unwrap().0 + 1;
    bytes.insert(third + 2, 0xE9);
    std::fs::write(&rec, bytes).unwrap();
    let out = check(&rec);
    assert_has(
        &out.stdout,
        "r.yaml:3:3: invalid: the record is not valid UTF-8",
    );
}

/// A claim disputed and ruled (45, 68, 70, 71), amended at its last answer: the
/// earlier version keeps the four steps said on the way (70B1-70B3).
fn amended_with_steps(dir: &Path) -> (PathBuf, String) {
    let (path, text) = ask_then_amend(
        dir,
        "s.yaml",
        "named\ndefender\nclaim\nnot-yet\ndispute\ntoo-few\nwon\n",
        0,
        "back\nunlosable\n",
    );
    let (_, history) = text.split_once("\nhistory:\n").unwrap();
    assert!(history.contains("node: 70#hear-claim"), "{text}");
    (path, text)
}

#[test]
fn a_step_said_in_an_earlier_version_is_checked_too() {
    let dir = tempfile::tempdir().unwrap();
    let (rec, good) = amended_with_steps(dir.path());
    assert_eq!(check(&rec).code, 0, "{}", check(&rec).stdout);
    let (_, history) = good.split_once("\nhistory:\n").unwrap();
    let said = history.find("  said:\n").expect("steps said");
    for (what, from, to) in [
        ("its citation", "- 70B1\n", "- 70B2\n"),
        (
            "its node",
            "node: 70#hear-claim",
            "node: 70#hear-objections",
        ),
    ] {
        let body = edit_history(&good, |h| {
            let (before, after) = h.split_at(said);
            format!("{before}{}", after.replacen(from, to, 1))
        });
        assert_earlier_version_forged(&rec, &body, &good, what);
    }
}

#[test]
fn an_earlier_version_not_covered_is_checked_where_it_stopped() {
    let dir = tempfile::tempdir().unwrap();
    // Stopped at a question none of whose answers fit, then amended.
    let (rec, good) = ask_then_amend(
        dir.path(),
        "u.yaml",
        "named\ndeclarer-dummy\nyes\nfull\nnone\n",
        1,
        "back\nslip\nno\nyes\nkeeps\n",
    );
    assert_eq!(check(&rec).code, 0);
    let body = edit_history(&good, |h| {
        h.replacen(
            "uncovered: 45#named-dummy-intent",
            "uncovered: 45#what-card",
            1,
        )
    });
    assert_earlier_version_forged(&rec, &body, &good, "where it stopped");

    // Stopped after steps were said (a disputed claim, its objection not among the
    // answers): where it stopped agrees, and a step said on the way is forged.
    let (rec, good) = ask_then_amend(
        dir.path(),
        "c.yaml",
        "named\ndefender\nclaim\nnot-yet\ndispute\nnone\n",
        1,
        "back\ntoo-few\nwon\n",
    );
    assert_eq!(check(&rec).code, 0);
    let (_, history) = good.split_once("\nhistory:\n").unwrap();
    assert!(history.contains("uncovered: 70#objection"), "{good}");
    let body = edit_history(&good, |h| h.replacen("- 70B1\n", "- 70B2\n", 1));
    assert_earlier_version_forged(&rec, &body, &good, "a step said before it stopped");
}

/// Two earlier versions with the same walks but saved at different times (an
/// amendment of the facts alone) are two versions, not one kept twice.
#[test]
fn the_same_walks_saved_at_two_times_are_not_a_repeat() {
    let dir = tempfile::tempdir().unwrap();
    let rec = amended(dir.path());
    let good = std::fs::read_to_string(&rec).unwrap();
    let (current, history) = good.split_once("\nhistory:\n").unwrap();
    let updated = history
        .lines()
        .find(|l| l.trim_start().starts_with("updated: "))
        .expect("an updated time");
    let later = history.replacen(updated, "  updated: \"2020-01-01T00:00:00+00:00\"", 1);
    assert_ne!(later, history);
    std::fs::write(&rec, format!("{current}\nhistory:\n{history}{later}")).unwrap();
    let out = check(&rec);
    assert!(
        !out.stdout
            .contains("the same earlier version is kept twice"),
        "{}",
        out.stdout
    );
}
