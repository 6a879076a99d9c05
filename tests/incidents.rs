//! Incident records: drafts that survive a kill, resume, no clobbering, replay in
//! batch with every status, and the golden records of every ruling.

mod common;
use std::collections::BTreeSet;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use bridge_td::records::incident::{Record, Status};
use bridge_td::walker::walk::all_paths;
use common::{Test, assert_has};

const GOLDEN: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/incidents");

fn yaml_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .map(|rd| {
            rd.map(|e| e.unwrap().path())
                .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
                .collect()
        })
        .unwrap_or_default();
    v.sort();
    v
}

/// One golden record per ruling of every law tree (and per regulation that changes
/// the path). `TD_BLESS=1` writes the missing ones; existing ones are never rewritten,
/// so a change in the trees shows up as `changed` in review.
#[test]
fn golden_incidents_exist_for_every_ruling_and_replay_unchanged() {
    let r = bridge_td::model::builtin::rulings();
    let regs = r
        .regulations()
        .iter()
        .map(|s| s.to_string())
        .collect::<Vec<_>>();
    let mut expected = BTreeSet::new();
    for regulations in [vec![], regs] {
        for t in 0..r.trees.len() {
            if r.trees[t].id == "start" {
                continue;
            }
            for walk in all_paths(&r, r.start_of(t), &regulations) {
                let outcome = r.node(walk.current()).id.clone();
                let path = Path::new(GOLDEN)
                    .join(&r.trees[t].id)
                    .join(format!("{outcome}.yaml"));
                if !expected.insert(path.clone()) || path.exists() {
                    continue;
                }
                assert!(
                    std::env::var_os("TD_BLESS").is_some(),
                    "missing golden incident {}: run TD_BLESS=1 cargo test --test incidents",
                    path.display()
                );
                let when = "2026-01-01T12:00:00+01:00";
                let mut rec = Record::new(
                    &walk,
                    bridge_td::texts::lang::Lang::En,
                    &regulations,
                    Default::default(),
                    when,
                );
                rec.update(&walk, bridge_td::texts::lang::Lang::En, when);
                rec.status = Status::Complete;
                std::fs::create_dir_all(path.parent().unwrap()).unwrap();
                std::fs::write(&path, rec.to_yaml()).unwrap();
            }
        }
    }
    let out = Test::new().args(["replay", "--check", GOLDEN]).expect(0);
    let n = expected.len();
    assert_has(
        &out.stderr,
        &format!("{n} incidents: {n} ok, 0 changed, 0 incomplete, 0 uncovered, 0 invalid"),
    );
}

fn spawn_ask(dir: &Path, args: &[&str]) -> std::process::Child {
    common::td_std_command()
        .args(["ask", "--incidents", dir.to_str().unwrap()])
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

fn wait_for(dir: &Path, needle: &str) -> PathBuf {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        for f in yaml_files(dir) {
            if std::fs::read_to_string(&f)
                .unwrap_or_default()
                .contains(needle)
            {
                return f;
            }
        }
        assert!(
            Instant::now() < deadline,
            "no draft with `{needle}` appeared"
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn a_killed_questionnaire_keeps_every_answer_and_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = spawn_ask(dir.path(), &["45", "--board", "7"]);
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "defender-card").unwrap();
    wait_for(dir.path(), "answer: defender-card");
    writeln!(stdin, "yes").unwrap();
    let draft = wait_for(dir.path(), "node: 45#def-seen");
    child.kill().unwrap(); // SIGKILL: no chance to clean up
    child.wait().unwrap();
    let text = std::fs::read_to_string(&draft).unwrap();
    assert!(text.contains("status: draft"), "{text}");
    assert!(
        draft
            .file_name()
            .unwrap()
            .to_string_lossy()
            .ends_with("_b7_45.yaml")
    );

    let out = Test::new()
        .args(["ask", "--resume", draft.to_str().unwrap()])
        .stdin("playing\nyes\n")
        .current_dir(dir.path())
        .expect(0);
    assert_has(&out.stdout, "RULING  Law 45C1, Law 47F2");
    assert!(
        !out.stdout.contains("\n1. What happened with the card?"),
        "answered questions are not asked again"
    );
    assert_has(
        &out.stdout,
        "\n3. Was the defender playing the card when partner could see it?",
    );
    let text = std::fs::read_to_string(&draft).unwrap();
    assert!(text.contains("status: complete"));
    assert!(text.contains("outcome: 45#def-card-played"));
    assert!(text.contains("board: 7"));
    // A finished record resumed and left as it is is not written again.
    let out = Test::new()
        .args(["ask", "--resume", draft.to_str().unwrap()])
        .expect(0);
    assert_has(&out.stderr, "nothing changed; the record is as it was");
    assert_eq!(std::fs::read_to_string(&draft).unwrap(), text);
    assert_eq!(
        yaml_files(dir.path()).len(),
        1,
        "no temporary files left behind"
    );
}

#[test]
fn concurrent_writers_never_clobber_each_other() {
    let dir = tempfile::tempdir().unwrap();
    let answers = [
        "turned-early\n",
        "dummy-pointed\n",
        "penalty-card\noffender-to-play\none\naccident\n",
    ];
    let mut children: Vec<_> = (0..9)
        .map(|i| {
            let mut c = spawn_ask(dir.path(), &["45", "--board", "3"]);
            c.stdin
                .take()
                .unwrap()
                .write_all(answers[i % 3].as_bytes())
                .unwrap();
            c
        })
        .collect();
    for c in &mut children {
        assert!(c.wait().unwrap().success());
    }
    let files = yaml_files(dir.path());
    assert_eq!(files.len(), 9, "{files:?}");
    let mut outcomes: Vec<String> = files
        .iter()
        .map(|f| {
            let text = std::fs::read_to_string(f).unwrap();
            assert!(text.contains("status: complete"), "{text}");
            text.lines()
                .find(|l| l.contains("outcome:"))
                .unwrap()
                .trim()
                .to_string()
        })
        .collect();
    outcomes.sort();
    assert_eq!(
        outcomes
            .iter()
            .filter(|o| o.ends_with("turned-early"))
            .count(),
        3
    );
    assert_eq!(
        outcomes
            .iter()
            .filter(|o| o.ends_with("dummy-indicated-end"))
            .count(),
        3
    );
    assert_eq!(
        outcomes
            .iter()
            .filter(|o| o.ends_with("pc-minor-play"))
            .count(),
        3
    );
}

#[test]
fn save_and_no_save() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("r.yaml");
    Test::new()
        .args(["ask", "68", "--save", file.to_str().unwrap()])
        .stdin("current-trick\ndefender\n")
        .expect(0);
    assert!(
        std::fs::read_to_string(&file)
            .unwrap()
            .contains("outcome: 68#current-trick-ui")
    );
    let out = Test::new()
        .args(["ask", "68", "--save", file.to_str().unwrap()])
        .stdin("current-trick\ndefender\n")
        .expect(2);
    assert_has(&out.stderr, "already exists; a record is never overwritten");
    Test::new()
        .args(["ask", "68", "--no-save"])
        .stdin("current-trick\ndefender\n")
        .current_dir(dir.path())
        .expect(0);
    assert!(!dir.path().join("incidents").exists());
}

#[test]
fn bad_fact_values_are_rejected() {
    for (flag, value, message) in [
        ("--board", "0", "is not a board number"),
        ("--contract", "8NT", "is not a contract"),
        ("--declarer", "X", "is not a seat"),
        ("--table", "a b", "is not a table"),
    ] {
        let out = Test::new()
            .args(["ask", "68", flag, value])
            .stdin("current-trick\n")
            .expect(2);
        assert!(
            out.stderr.contains(message),
            "{flag} {value}: {}",
            out.stderr
        );
    }
}

fn golden(tree: &str, outcome: &str) -> String {
    std::fs::read_to_string(Path::new(GOLDEN).join(tree).join(format!("{outcome}.yaml"))).unwrap()
}

fn replay_one(name: &str, body: &str, check: bool) -> common::Output {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join(name), body).unwrap();
    let mut args = vec!["replay".to_string()];
    if check {
        args.push("--check".into());
    }
    args.push(dir.path().to_str().unwrap().into());
    let out = Test::new().args(args).run();
    common::Output {
        code: out.code,
        signal: out.signal,
        stdout: out
            .stdout
            .replace(&format!("{}/", dir.path().display()), ""),
        stderr: out.stderr,
    }
}

/// Each (what, record, expected message) replays as `invalid`, exit 2, naming the place.
fn expect_invalid(cases: &[(&str, String, &str)]) {
    for (what, body, expected) in cases {
        let out = replay_one("r.yaml", body, true);
        assert_eq!(out.code, 2, "{what}: {}", out.stdout);
        assert!(
            out.stdout.contains(expected),
            "{what}: expected `{expected}` in\n{}",
            out.stdout
        );
    }
}

#[test]
fn invalid_records_name_the_place_and_exit_2() {
    let good = golden("45", "dummy-touch-played");
    let cases = [
        (
            "bad yaml",
            "format: 1\nanswers: [\n".to_string(),
            "r.yaml:2:10: invalid: unclosed bracket '['",
        ),
        (
            "unknown node",
            good.replace("45#dummy-touch-why:", "45#dummy-touch-who:"),
            "r.yaml:11:3: invalid: no node `45#dummy-touch-who` in the rulings",
        ),
        (
            "unknown answer",
            good.replace("45#dummy-touch-why: to-play", "45#dummy-touch-why: to-ploy"),
            "r.yaml:11:23: invalid: `to-ploy` is not an answer of `45#dummy-touch-why`",
        ),
        (
            "format version",
            good.replace("format: 1", "format: 9"),
            "r.yaml:2:9: invalid: record format 9 is not supported",
        ),
        (
            "missing tree",
            good.replace("tree: \"45\"", "tree: \"46\""),
            "r.yaml:8:7: invalid: tree `46` is not in the rulings",
        ),
    ];
    expect_invalid(&cases);
}

/// Records are read by td's own reader (src/records/yaml): YAML a TD may write by
/// hand (flow style, anchors, merge keys) reads as td's own spelling does, and what
/// is not one record says where and why.
#[test]
fn records_in_other_yaml_spellings_read_and_bad_yaml_says_where() {
    // A format-1 record that still replays `ok` (`dummy-touch-played` now asks one more question).
    let good = golden("45", "dummy-touch-not-played");
    let flow = good.replace("format: 1\n", "format: 1\nx: &x {lang: en}\n");
    assert!(flow.contains("\nlang: en\n"));
    let merged = flow
        .replace("x: &x {lang: en}\n", "")
        .replace("\nlang: en\n", "\n<<: {lang: en}\n");
    let out = replay_one("r.yaml", &merged, true);
    assert_eq!(out.code, 0, "{}", out.stdout);
    assert_has(&out.stdout, "r.yaml: ok");
    let out = replay_one("r.yaml", &format!("\u{feff}{good}"), true);
    assert_eq!(out.code, 0, "a byte order mark: {}", out.stdout);
    let anchored = good.replace("rulings_digest: ", "rulings_digest: &d ");
    let out = replay_one("r.yaml", &anchored, true);
    assert_eq!(out.code, 0, "{}", out.stdout);
    let laughs = "a: &a [x, x, x, x, x, x, x, x, x, x]\n".to_string()
        + &(b'b'..=b'h')
            .map(|c| {
                let (p, c) = ((c - 1) as char, c as char);
                format!("{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n")
            })
            .collect::<String>();
    let cases = [
        (
            "empty",
            String::new(),
            "r.yaml:1:1: invalid: the file is empty: it holds no record",
        ),
        (
            "two documents",
            format!("{good}---\nformat: 1\n"),
            "invalid: the file holds more than one YAML document; remove the `---` lines",
        ),
        (
            "a list",
            "- format: 1\n".to_string(),
            "r.yaml:1:1: invalid: expected a mapping (key: value lines), found a list",
        ),
        (
            "too deep",
            format!("format: {}{}\n", "[".repeat(100), "]".repeat(100)),
            "invalid: nested more than 64 levels deep: not a record",
        ),
        (
            "alias bomb",
            laughs,
            "invalid: the file holds more than 200000 values (counting what its aliases repeat): not a record",
        ),
        (
            "key twice",
            good.replace("lang: en\n", "lang: en\nlang: nb\n"),
            "invalid: duplicate mapping key: lang",
        ),
        (
            // Keys are checked for repeats in a set, not pairwise: this reads at once.
            "sixty thousand keys",
            (0..60_000).map(|i| format!("k{i:05}: 1\n")).collect(),
            "r.yaml:1:1: invalid: unknown field `k00000`",
        ),
        (
            "a tag",
            good.replace("format: 1\n", "format: !!str 1\n"),
            "r.yaml:2:15: invalid: the record format is a plain number, not text: write format: 2",
        ),
        (
            "no status",
            good.replace("status: complete", "status:"),
            "r.yaml:3:7: invalid: a value is missing here (empty or null); write one of the names it takes",
        ),
        (
            "a number for a status",
            good.replace("status: complete", "status: 0"),
            "invalid: unknown variant `0`, expected one of draft, complete, uncovered",
        ),
        (
            "text for a list",
            good.replace("format: 1\n", "format: 1\nregulations: face-up-leads\n"),
            "r.yaml:3:14: invalid: expected a list, found text \"face-up-leads\"",
        ),
    ];
    expect_invalid(&cases);
}

#[test]
fn changed_and_incomplete_records() {
    // `dummy-touch-played` now asks whose turn it was; `not-played` still replays as recorded.
    let good = golden("45", "dummy-touch-not-played");
    let changed = good.replace(
        "outcome: 45#dummy-touch-not-played",
        "outcome: 45#dummy-touch-played",
    );
    let out = replay_one("c.yaml", &changed, true);
    assert_eq!(out.code, 1);
    assert_has(
        &out.stdout,
        "c.yaml: changed\n  old: 45#dummy-touch-played  Law 45C3\n  new: 45#dummy-touch-not-played  Law 45C3",
    );
    let out = replay_one("c.yaml", &changed, false);
    assert_eq!(out.code, 0, "without --check nothing is compared");

    let incomplete = good.replace("  45#dummy-touch-why: arranging\n", "");
    let out = replay_one("i.yaml", &incomplete, true);
    assert_eq!(out.code, 1);
    assert_has(&out.stdout, "i.yaml: incomplete\n  at `45#dummy-touch-why`");
}

#[test]
fn one_bad_file_never_stops_the_others() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    std::fs::write(dir.path().join("a.yaml"), "not: [valid\n").unwrap();
    std::fs::write(dir.path().join("sub/b.yaml"), golden("68", "played-on")).unwrap();
    std::fs::write(dir.path().join("sub/.b.yaml.123.0.tmp"), "ignored").unwrap();
    std::fs::write(dir.path().join("notes.txt"), "ignored").unwrap();
    let out = Test::new()
        .args(["replay", "--format", "json", dir.path().to_str().unwrap()])
        .expect(2);
    let lines: Vec<serde_json::Value> = out
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 2);
    assert_eq!(lines[0]["status"], "invalid");
    assert_eq!(lines[1]["status"], "ok");
    assert_eq!(lines[1]["walks"][0]["outcome"], "68#played-on");
    assert_eq!(lines[1]["walks"][0]["status"], "ok");
    assert!(
        out.stderr
            .contains("2 incidents: 1 ok, 0 changed, 0 incomplete, 0 uncovered, 1 invalid")
    );
}

#[test]
fn markdown_report_for_a_committee() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("r.yaml");
    Test::new()
        .args([
            "ask",
            "45",
            "--save",
            file.to_str().unwrap(),
            "--board",
            "14",
            "--table",
            "3",
            "--event",
            "Club pairs",
        ])
        .stdin("named\ndeclarer-dummy\nyes\nfull\nchanged-mind\n")
        .expect(0);
    let out = Test::new()
        .args(["replay", "--format", "markdown", file.to_str().unwrap()])
        .expect(0);
    for needle in [
        "Status: **ok**",
        "| board | 14 |",
        "| event | Club pairs |",
        "## Ruling: Law 45C4(b), Law 45C4(a)",
        "| 5 | Did declarer name a card he never meant to name (a slip of the tongue)? (Law 45C4(b)) | No: he meant it at the time, lost track, or changed his mind |",
    ] {
        assert!(
            out.stdout.contains(needle),
            "`{needle}` missing from\n{}",
            out.stdout
        );
    }
}

#[test]
fn records_from_other_rulings_replay_with_a_note() {
    let body = golden("68", "withdraw-likely").replace("rulings_digest: ", "rulings_digest: 0000");
    let out = replay_one("o.yaml", &body, true);
    assert_eq!(out.code, 0);
    assert_has(&out.stdout, "note: recorded with rulings 0000");
    assert_has(&out.stdout, "the words it showed cannot be verified");
    // A wording fix in the trees must not fail every older record: under another
    // rulings set its words are not compared, and the note says so. Under the same
    // set they are (tests/conduct.rs).
    let reworded = body.replacen("    text: \"", "    text: \"Reworded since. ", 1);
    assert_ne!(reworded, body);
    let out = replay_one("w.yaml", &reworded, true);
    assert_eq!(out.code, 0, "{}", out.stdout);
    assert_has(&out.stdout, "w.yaml: ok");
    assert_has(&out.stdout, "the words it showed cannot be verified");
}

#[test]
fn a_hand_edited_digest_is_shown_safely() {
    let body = golden("68", "withdraw-likely")
        .replace("rulings_digest: ", "rulings_digest: ææææææææææææææ");
    let out = replay_one("d.yaml", &body, true);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_has(&out.stdout, "note: recorded with rulings ææææææææææææ,");
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("d.yaml");
    std::fs::write(&file, &body).unwrap();
    let out = Test::new()
        .args(["replay", "--format", "markdown", file.to_str().unwrap()])
        .expect(0);
    assert_has(&out.stdout, "rulings ææææææææææææ");
}

const GOLDEN_V2: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/incidents-v2");

fn golden_v2(name: &str) -> String {
    std::fs::read_to_string(Path::new(GOLDEN_V2).join(name)).unwrap()
}

/// Format-2 records made by `td ask`: two rulings in one incident, options that
/// name their holder, and an incident the trees did not cover. The format-1 records above
/// keep replaying beside them.
#[test]
fn format_2_golden_incidents_replay() {
    let out = Test::new().args(["replay", "--check", GOLDEN_V2]).expect(0);
    assert_has(
        &out.stderr,
        "4 incidents: 3 ok, 0 changed, 0 incomplete, 1 uncovered, 0 invalid\nuncovered at 45#named-dummy-intent: 1",
    );
    let out = Test::new()
        .args(["replay", "--format", "json", GOLDEN_V2])
        .expect(0);
    let lines: Vec<serde_json::Value> = out
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let uncovered = lines.iter().find(|l| l["status"] == "uncovered").unwrap();
    assert_eq!(uncovered["uncovered_at"], "45#named-dummy-intent");
    let two = lines
        .iter()
        .find(|l| l["file"].as_str().unwrap().ends_with("two-rulings.yaml"))
        .unwrap();
    assert_eq!(two["walks"].as_array().unwrap().len(), 2);
    let md = Test::new()
        .args(["replay", "--format", "markdown", GOLDEN_V2])
        .expect(0);
    assert_has(&md.stderr, "uncovered at 45#named-dummy-intent: 1");
    assert_has(&md.stdout, "## Not covered: Law 45C4(b)");
}

#[test]
fn a_changed_option_holder_is_a_changed_ruling() {
    let body = golden_v2("two-holders.yaml").replacen("holder: director", "holder: declarer", 1);
    let out = replay_one("h.yaml", &body, true);
    assert_eq!(out.code, 1, "{}", out.stdout);
    assert_has(&out.stdout, "h.yaml: changed");
}

#[test]
fn invalid_format_2_records_name_the_place() {
    let two = golden_v2("two-rulings.yaml");
    let uncovered = golden_v2("uncovered.yaml");
    let amended = golden_v2("amended.yaml");
    let cases = [
        (
            "unknown status",
            two.replace("status: complete", "status: finished"),
            "r.yaml:3:9: invalid: unknown variant `finished`",
        ),
        (
            "holder outside the vocabulary",
            golden_v2("two-holders.yaml").replacen("holder: director", "holder: partner", 1),
            "is not a holder of options; holders are declarer",
        ),
        (
            "empty walk list",
            uncovered[..uncovered.find("walks:").unwrap()].to_string() + "walks: []\n",
            "invalid: `walks` is empty; a record holds at least one walk",
        ),
        (
            "a draft in the history",
            amended.replacen("  status: complete", "  status: draft", 1),
            "r.yaml:25:11: invalid: a version in `history` is `complete` or `uncovered`",
        ),
        (
            "an empty walk list in the history",
            amended[..amended.find("  walks:\n  - tree").unwrap()].to_string() + "  walks: []\n",
            "r.yaml:27:10: invalid: `walks` is empty; a record holds at least one walk",
        ),
        (
            "an unknown key in the history",
            amended.replace("  status: complete", "  statut: complete"),
            "r.yaml:25:3: invalid: unknown field `statut`",
        ),
        (
            "history in a format-1 record",
            golden("45", "dummy-touch-played") + "history: []\n",
            "invalid: `history` needs record format 2; this record says format 1",
        ),
        (
            "unknown format",
            two.replace("format: 2", "format: 5"),
            "r.yaml:2:9: invalid: record format 5 is not supported; this td reads formats 1 to 4",
        ),
        (
            "an adjusted score in a format-2 record",
            two.replacen(
                "  ruling:\n",
                "  adjusted_score: {args: [--ns, A+, --ew, A-], ns: {}, ew: {}}\n  ruling:\n",
                1,
            ),
            "invalid: `adjusted_score` needs record format 3; this record says format 2",
        ),
        (
            "format-1 keys in a format-2 record",
            two.replace("walks:\n", "tree: \"45\"\nwalks:\n"),
            "invalid: in a format-2 record `tree`, `answers` and `ruling` go inside `walks`",
        ),
        (
            "uncovered at a ruling",
            uncovered.replace(
                "uncovered: 45#named-dummy-intent",
                "uncovered: 45#named-played",
            ),
            "invalid: `45#named-played` is a ruling, not a question",
        ),
    ];
    expect_invalid(&cases);
}

#[test]
fn an_uncovered_record_left_unchanged_stays_and_a_format_1_draft_resumes() {
    let dir = tempfile::tempdir().unwrap();
    let uncovered = dir.path().join("u.yaml");
    std::fs::write(&uncovered, golden_v2("uncovered.yaml")).unwrap();
    // Resumed, it is amended; with nothing changed it is not written.
    let out = Test::new()
        .args(["ask", "--resume", uncovered.to_str().unwrap()])
        .stdin("slip\n")
        .expect(1);
    assert_has(&out.stderr, "nothing changed; the record is as it was");
    assert_eq!(
        std::fs::read_to_string(&uncovered).unwrap(),
        golden_v2("uncovered.yaml")
    );

    // A format-1 draft (one answer so far) carries on and is saved as format 2.
    let draft = dir.path().join("d.yaml");
    // (From `dummy-touch-not-played`, a format-1 record that still replays as recorded.)
    let body = golden("45", "dummy-touch-not-played")
        .replace("status: complete", "status: draft")
        .replace("  45#dummy-touch-why: arranging\n", "");
    let body = body[..body.find("ruling:").unwrap()].to_string();
    std::fs::write(&draft, body).unwrap();
    let out = Test::new()
        .args(["ask", "--resume", draft.to_str().unwrap()])
        .stdin("to-play\nyes\n")
        .current_dir(dir.path())
        .expect(0);
    assert_has(&out.stdout, "RULING  Law 45C3");
    let text = std::fs::read_to_string(&draft).unwrap();
    // Migrated: a record written again is written in the current format.
    assert!(text.contains("format: 4"), "{text}");
    assert!(text.contains("status: complete"), "{text}");
    assert!(text.contains("outcome: 45#dummy-touch-played"), "{text}");
}

#[test]
fn a_draft_saved_after_its_ruling_resumes_at_another_or_done() {
    // A draft whose walk has its ruling: td stopped before the TD said done.
    let dir = tempfile::tempdir().unwrap();
    let draft = dir.path().join("d.yaml");
    let body = golden_v2("two-holders.yaml").replace("status: complete", "status: draft");
    std::fs::write(&draft, body).unwrap();
    let out = Test::new()
        .args(["ask", "--resume", draft.to_str().unwrap()])
        .stdin("another\ndummy\ndummy-pointed\n")
        .current_dir(dir.path())
        .expect(0);
    assert_has(&out.stdout, "RULING  Law 87B");
    assert_has(&out.stdout, "2. RULING  Law 45F");
    let text = std::fs::read_to_string(&draft).unwrap();
    assert!(text.contains("status: complete"), "{text}");
    assert_eq!(text.matches("- tree:").count(), 2, "{text}");
}

#[test]
fn a_draft_being_resumed_is_locked_against_a_second_resume() {
    let dir = tempfile::tempdir().unwrap();
    let draft = dir.path().join("d.yaml");
    Test::new()
        .args(["ask", "45", "--save", draft.to_str().unwrap()])
        .stdin("defender-card\n")
        .expect(1);
    // A leftover temporary file of a killed td, as a reused PID would have named it.
    let stale = dir.path().join(".d.yaml.1.0.tmp");
    std::fs::write(&stale, "half a record").unwrap();
    let mut first = common::td_std_command()
        .args(["ask", "--resume", draft.to_str().unwrap()])
        .current_dir(dir.path())
        .env_remove("TD_CONFIG")
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    // The first resume holds the lock once it has cleared the stale temp file.
    let deadline = Instant::now() + Duration::from_secs(20);
    while stale.exists() {
        assert!(Instant::now() < deadline, "the first resume did not start");
        std::thread::sleep(Duration::from_millis(20));
    }
    let out = Test::new()
        .args(["ask", "--resume", draft.to_str().unwrap()])
        .stdin("yes\n")
        .expect(2);
    assert!(
        out.stderr.contains("another td is working on this record"),
        "{}",
        out.stderr
    );
    writeln!(first.stdin.take().unwrap(), "yes\nplaying\nyes").unwrap();
    assert!(first.wait().unwrap().success());
    let text = std::fs::read_to_string(&draft).unwrap();
    assert!(text.contains("status: complete"), "{text}");
    let left: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    assert_eq!(left, ["d.yaml"], "no temp or lock file left behind");
}

#[test]
fn a_folder_that_cannot_hold_records_is_refused_before_the_first_question() {
    if common::windows_cannot(
        "file modes: Wine runs td.exe as the same Unix user, and root (CI) writes anywhere",
    ) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("a-file");
    std::fs::write(&file, "x").unwrap();
    let out = Test::new()
        .args([
            "ask",
            "68",
            "--incidents",
            file.join("sub").to_str().unwrap(),
        ])
        .stdin("current-trick\n")
        .expect(2);
    assert!(
        out.stderr.contains("cannot keep incident records here"),
        "{}",
        out.stderr
    );
    assert!(out.stderr.contains("a-file/sub"), "{}", out.stderr);
    assert!(
        !out.stdout.contains("What was said"),
        "no question was asked"
    );
    // --save to a dangling symlink is taken too: refused before any question.
    let link = dir.path().join("link.yaml");
    std::os::unix::fs::symlink(dir.path().join("nowhere.yaml"), &link).unwrap();
    let out = Test::new()
        .args(["ask", "68", "--save", link.to_str().unwrap()])
        .stdin("current-trick\n")
        .expect(2);
    assert!(out.stderr.contains("already exists"), "{}", out.stderr);
    assert!(!out.stdout.contains("What was said"));
}

#[test]
fn a_save_that_fails_later_still_gives_the_ruling() {
    // No file may grow past 0 bytes: every save fails with EFBIG (not SIGXFSZ).
    let dir = tempfile::tempdir().unwrap();
    let out = Command::new("bash")
        .args([
            "-c",
            "ulimit -f 0; exec \"$0\" ask 68 --save r.yaml",
            env!("CARGO_BIN_EXE_td"),
        ])
        .current_dir(dir.path())
        .env_remove("TD_CONFIG")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .and_then(|mut c| {
            c.stdin
                .take()
                .unwrap()
                .write_all(b"current-trick\ndefender\n")?;
            c.wait_with_output()
        })
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(1), "{stderr}");
    assert!(stdout.contains("RULING  Law 68"), "{stdout}");
    assert!(stderr.contains("the ruling was given, but"), "{stderr}");
    assert!(stderr.contains("no record was written"), "{stderr}");
}

#[test]
fn record_edge_cases_are_refused_with_their_place() {
    let two = golden_v2("two-holders.yaml");
    expect_invalid(&[
        (
            "format as text",
            two.replace("format: 2", "format: \"2\""),
            "r.yaml:2:9: invalid: the record format is a plain number, not text",
        ),
        (
            "board 0",
            two.replace("walks:", "facts:\n  board: 0\nwalks:"),
            "invalid: facts: `board`: `0` is not a board number",
        ),
        (
            "contract 8NT",
            two.replace("walks:", "facts:\n  contract: 8NT\nwalks:"),
            "invalid: facts: `contract`: `8NT` is not a contract",
        ),
    ]);
}

#[test]
fn bytes_that_are_not_utf8_are_an_unrecognised_reply() {
    let out = Test::new()
        .args(["ask", "68", "--no-save"])
        .stdin(String::from_utf8_lossy(b"\xff\xfe\ncurrent-trick\ndefender\n").into_owned())
        .expect(0);
    assert!(out.stdout.contains("not an answer here"), "{}", out.stdout);
    assert!(out.stdout.contains("RULING  Law 68"), "{}", out.stdout);
}

#[test]
fn a_resume_in_another_language_records_where_the_ruling_was_reached() {
    let dir = tempfile::tempdir().unwrap();
    let draft = dir.path().join("d.yaml");
    Test::new()
        .args(["ask", "68", "--save", draft.to_str().unwrap()])
        .stdin("claim\n")
        .expect(1);
    Test::new()
        .args(["--lang", "nb", "ask", "--resume", draft.to_str().unwrap()])
        .stdin("accepted\n")
        .current_dir(dir.path())
        .expect(0);
    let text = std::fs::read_to_string(&draft).unwrap();
    assert!(text.contains("lang: en"), "{text}");
    assert!(
        text.contains("  lang: nb"),
        "the walk says it was answered in nb:\n{text}"
    );
    Test::new()
        .args(["replay", "--check", draft.to_str().unwrap()])
        .expect(0);
}

/// Replaying on several threads prints exactly what one thread prints, in order.
#[test]
fn parallel_replay_output_is_byte_identical() {
    for format in ["text", "markdown", "json"] {
        let one = Test::new()
            .args([
                "replay", "--check", "--format", format, "--jobs", "1", GOLDEN, GOLDEN_V2,
            ])
            .run();
        let many = Test::new()
            .args(["replay", "--check", "--format", format, GOLDEN, GOLDEN_V2])
            .env("TD_JOBS", "3")
            .run();
        assert_eq!(one.code, many.code, "{format}");
        assert_eq!(one.stdout, many.stdout, "{format}");
        assert_eq!(one.stderr, many.stderr, "{format}");
    }
}

#[test]
fn counts_read_right_in_every_language() {
    let golden = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/incidents/41");
    for (lang, word) in [("en", "incidents:"), ("nb", "hendelser:"), ("pl", "zdarze")] {
        let out = Test::new()
            .args(["--lang", lang, "replay", golden])
            .expect(0);
        // The summary is on stderr, so a redirected report holds only the report.
        assert!(out.stderr.contains(word), "{lang}: {}", out.stderr);
        assert!(!out.stdout.contains(word), "{lang}: {}", out.stdout);
        assert!(!out.stderr.contains("(s)"), "{lang}: {}", out.stderr);
    }
    let out = Test::new().args(["--lang", "pl", "check"]).expect(0);
    // The number of built-in trees grows; the noun after it follows Polish plural
    // rules (22 drzewa, 25 drzew), so the expected form is worked out from the number.
    let rest = out
        .stdout
        .split("wbudowane drzewa orzeczeń: ok: ")
        .nth(1)
        .unwrap_or_else(|| panic!("{}", out.stdout));
    let n: u32 = rest.split(' ').next().unwrap().parse().unwrap();
    let noun = match (n % 10, n % 100) {
        _ if n == 1 => "drzewo",
        (2..=4, m) if !(12..=14).contains(&m) => "drzewa",
        _ => "drzew",
    };
    assert!(rest.starts_with(&format!("{n} {noun}, ")), "{}", out.stdout);
    assert!(
        out.stdout.contains(" przepisów, 0 ostrzeżeń"),
        "{}",
        out.stdout
    );
}

/// The regulations in force are recorded in the order the TD named them (the config
/// file's, then the command line's; one set again changes in its place), not sorted
/// by name (issue 36); replay reads them in any order.
#[test]
fn regulations_are_recorded_in_the_order_given() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = dir.path().join("config.yaml");
    std::fs::write(&cfg, "regulations: [face-up-leads, claim-suit-order]\n").unwrap();
    let rec = dir.path().join("r.yaml");
    let file = rec.to_str().unwrap();
    Test::new()
        .args([
            "ask",
            "41",
            "--regulation",
            "claim-suit-order=no",
            "--regulation",
            "methods-after-irregularity-barred",
            "--save",
            file,
        ])
        .env("TD_CONFIG", cfg.to_str().unwrap())
        .stdin("led-face-up\n")
        .expect(0);
    let loaded = bridge_td::records::incident::load(&rec).expect("the record");
    assert_eq!(
        loaded.record.regulations,
        [
            "face-up-leads",
            "claim-suit-order=no",
            "methods-after-irregularity-barred"
        ]
    );
    Test::new().args(["replay", "--check", file]).expect(0);
}

/// `td replay FILE` into a pipe (here, as in `td replay FILE | less`) shows each
/// ruling's text under its line, as the README says; the summary goes to stderr.
/// Issue 36 had found the text left out of piped output.
#[test]
fn a_replayed_record_shows_its_ruling_text_in_a_pipe() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/incidents/56/rv-adjusted.yaml"
    );
    let loaded = bridge_td::records::incident::load(Path::new(file)).expect("a golden record");
    let ruling = loaded.record.walks[0]
        .ruling
        .as_ref()
        .expect("the record holds its ruling");
    let out = Test::new().args(["replay", file]).expect(0);
    assert_has(&out.stdout, &format!("\n  {}  Law 44G", ruling.outcome));
    assert_has(&out.stdout, &format!("\n    {}\n", ruling.text));
    assert_has(&out.stderr, "1 incident: 1 ok");
    assert!(!out.stdout.contains("1 incident"), "{}", out.stdout);
}

/// A record that cannot be used is described in the TD's language by `replay` and
/// `--resume`; the JSON report keeps the English, for scripts.
#[test]
fn a_damaged_record_is_described_in_the_tds_language() {
    let dir = tempfile::tempdir().unwrap();
    let unknown_key = dir.path().join("a.yaml");
    std::fs::write(
        &unknown_key,
        "format: 2\nlang: en\nstatus: complete\nwalks:\n  - tree: '45'\n    answers: {}\n    aks: 1\n",
    )
    .unwrap();
    let future = dir.path().join("b.yaml");
    std::fs::write(
        &future,
        "format: 9\nlang: en\nstatus: complete\ncreated: x\nupdated: x\nrulings_digest: x\n",
    )
    .unwrap();
    let out = Test::new()
        .args(["--lang", "pl", "replay", dir.path().to_str().unwrap()])
        .expect(2);
    assert_has(
        &out.stdout,
        "a.yaml:7:5: nieprawidłowe: nieznany klucz `aks`",
    );
    assert_has(
        &out.stdout,
        "b.yaml:1:9: nieprawidłowe: format protokołu 9 nie jest obsługiwany; ten td czyta formaty od 1 do 4",
    );
    let resume = Test::new()
        .args(["--lang", "nb", "ask", "--resume", future.to_str().unwrap()])
        .expect(2);
    assert_has(&resume.stderr, "protokollformat 9 støttes ikke");
    let json = Test::new()
        .args([
            "--lang",
            "pl",
            "replay",
            "--format",
            "json",
            future.to_str().unwrap(),
        ])
        .expect(2);
    assert_has(
        &json.stdout,
        "\"message\":\"record format 9 is not supported",
    );
}

/// `--format json` is written from typed structs whose fields are in alphabetical
/// order, as the `Value` maps it replaced wrote them: every line must come back
/// unchanged when re-sorted through a `Value`. Golden records cover rulings,
/// uncovered walks and several walks; the drafts and the damaged record the rest.
#[test]
fn replay_json_keeps_its_key_order() {
    let dir = tempfile::tempdir().unwrap();
    let draft = dir.path().join("draft.yaml");
    Test::new()
        .args(["ask", "45", "--board", "7", "--contract", "3NT", "--save"])
        .arg(draft.to_str().unwrap())
        .stdin("3\n")
        .expect(1);
    // An uncovered walk made here (`none` at the first question), beside the golden one.
    Test::new()
        .args(["ask", "45", "--save"])
        .arg(dir.path().join("uncovered.yaml").to_str().unwrap())
        .stdin("none\n")
        .expect(1);
    std::fs::write(dir.path().join("bad.yaml"), "format: 2\n").unwrap();
    for lang in ["en", "pl"] {
        let out = Test::new()
            .args(["--lang", lang, "replay", "--format", "json"])
            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/incidents"))
            .arg(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/incidents-v2"))
            .arg(dir.path().to_str().unwrap())
            .run();
        let lines: Vec<&str> = out.stdout.lines().collect();
        assert!(lines.len() > 100, "{}", out.stderr);
        for needle in [
            "\"incomplete_at\"",
            "\"uncovered_at\"",
            "\"error\"",
            "\"board\":7",
        ] {
            assert!(out.stdout.contains(needle), "no line has {needle}");
        }
        for line in lines {
            let v: serde_json::Value = serde_json::from_str(line).unwrap();
            assert_eq!(serde_json::to_string(&v).unwrap(), line);
        }
    }
}

/// The order `replay` promises: name order at every level, a folder where its name
/// falls; hidden files, other extensions and linked folders skipped; a linked record
/// read. The same with one job and with two.
#[test]
fn replay_walks_folders_in_name_order() {
    let golden = yaml_files(Path::new(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/incidents-v2"
    )));
    let record = std::fs::read(&golden[0]).unwrap();
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    std::fs::create_dir(d.join("b")).unwrap();
    for name in [
        "c.yaml",
        "a.yaml",
        "b/z.yaml",
        "b/a.yaml",
        "B.yaml",
        ".draft.yaml",
    ] {
        std::fs::write(d.join(name), &record).unwrap();
    }
    std::fs::write(d.join("notes.txt"), "not a record").unwrap();
    std::os::unix::fs::symlink(d.join("a.yaml"), d.join("d.yaml")).unwrap();
    std::os::unix::fs::symlink(d.join("b"), d.join("e")).unwrap();
    let mut expected = vec![
        "B.yaml", "a.yaml", "b/a.yaml", "b/z.yaml", "c.yaml", "d.yaml",
    ];
    // A linked folder is not walked into; but Wine shows td.exe a Unix link to a
    // folder as the folder itself, so there it is walked like any other.
    if common::on_windows_build() {
        println!("under Wine a linked folder looks like a folder: e/ is walked");
        expected.extend(["e/a.yaml", "e/z.yaml"]);
    }
    for jobs in ["1", "2"] {
        let out = Test::new()
            .args(["replay", "--format", "json", "--jobs", jobs])
            .arg(d.to_str().unwrap())
            .run();
        let files: Vec<String> = out
            .stdout
            .lines()
            .map(|l| {
                let v: serde_json::Value = serde_json::from_str(l).unwrap();
                let f = v["file"].as_str().unwrap();
                f.strip_prefix(&format!("{}/", d.display()))
                    .unwrap()
                    .to_string()
            })
            .collect();
        assert_eq!(files, expected, "jobs {jobs}");
    }
}

/// A ruling whose facts need another (`then:`) goes on by itself: the follow-on walk
/// starts at the node named, is numbered as the next ruling, and is recorded with
/// its `start` so that replay walks it from there. A record whose `start` names no
/// node of its tree is refused with the place.
#[test]
fn a_ruling_that_leads_on_is_shown_recorded_and_replayed() {
    let t = "{en: T, nb: T, pl: T}";
    let rule = |id: &str, then: &str| {
        format!(
            "  {id}:\n{then}    cites: [\"1\"]\n    ruling: {{en: ruling {id}, nb: T, pl: T}}\n    options: []\n    follows: {t}\n    adjust: {t}\n"
        )
    };
    let tree = format!(
        "title: {t}\nstart: q1\nnodes:\n  q1:\n    ask: {{en: first, nb: T, pl: T}}\n    cites: [\"1\"]\n    answers:\n      - {{id: a, label: {t}, next: r1}}\n      - {{id: b, label: {t}, next: q2}}\n  q2:\n    ask: {{en: second, nb: T, pl: T}}\n    cites: [\"1\"]\n    answers:\n      - {{id: c, label: {t}, next: r2}}\n      - {{id: d, label: {t}, next: r3}}\n{}{}{}",
        rule("r1", "    then: q2\n"),
        rule("r2", ""),
        rule("r3", "")
    );
    let dir = tempfile::tempdir().unwrap();
    let rulings = dir.path().join("rulings");
    std::fs::create_dir(&rulings).unwrap();
    std::fs::write(
        rulings.join("laws.yaml"),
        format!("scope: [1]\nparagraphs:\n  \"1\": {{title: {t}, summary: {t}}}\n"),
    )
    .unwrap();
    std::fs::write(rulings.join("t.yaml"), tree).unwrap();
    let rec = dir.path().join("r.yaml");
    let (rdir, rfile) = (rulings.to_str().unwrap(), rec.to_str().unwrap());
    let out = Test::new()
        .args(["--rulings", rdir, "ask", "t", "--save", rfile])
        .stdin("a\nd\n")
        .expect(0);
    assert_has(&out.stdout, "1. RULING");
    assert_has(&out.stdout, "ruling r1");
    assert_has(
        &out.stdout,
        "These facts need a further ruling: ruling 2 below (Law 1).",
    );
    assert_has(&out.stdout, "2. RULING");
    assert_has(&out.stdout, "ruling r3");
    assert!(!out.stdout.contains("3. RULING"), "{}", out.stdout);
    let body = std::fs::read_to_string(&rec).unwrap();
    assert_has(&body, "start: t#q2");
    assert_has(&body, "outcome: t#r3");
    assert_has(&body, "status: complete");
    let replay = Test::new()
        .args(["--rulings", rdir, "replay", "--check", rfile])
        .expect(0);
    // One record replayed: each ruling's text under its line.
    assert_has(
        &replay.stdout,
        "r.yaml: ok\n  1. t#r1  Law 1\n    ruling r1\n  2. t#r3  Law 1\n    ruling r3",
    );
    // The JSON of the ruling names where the next one starts, and the next its start.
    let json = Test::new()
        .args([
            "--rulings",
            rdir,
            "ask",
            "t",
            "--no-save",
            "--format",
            "json",
        ])
        .stdin("a\nc\n")
        .expect(0);
    let v: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(v["walks"][0]["then"], "t#q2");
    assert_eq!(v["walks"][1]["start"], "t#q2");
    assert_eq!(v["walks"][1]["outcome"], "t#r2");
    // A start that names no node of the walk's tree.
    let bad = body.replace("start: t#q2", "start: t#q9");
    std::fs::write(&rec, bad).unwrap();
    let replay = Test::new()
        .args(["--rulings", rdir, "replay", rfile])
        .expect(2);
    assert_has(
        &replay.stdout,
        "the walk starts at `t#q9`, which is no node of tree `t`",
    );
}
