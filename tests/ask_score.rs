//! The adjusted score computed at the ruling (issue 25): `score ARGS` after a
//! ruling in line mode, kept in the record (format 3), shown by the slips and
//! `td replay`, and recomputed by `td replay --check`.

mod common;
use common::{Test, assert_has};

/// A defender's card dropped face up while playing, led to the next trick
/// (a major penalty card), and declarer requires the partner's highest card
/// (Law 57A1): a ruling whose adjustment is allowed (Law 50E4 at the end of play).
const TO_RULING: &str = "defender-card\nyes\nplaying\nled-next-trick\nhighest\n";

/// 13 tables: the other 12 N-S scores on the board. By hand, for N-S +620 (4S=
/// vulnerable): it beats the eight scores below it (420 x3, 170, 140, -100 x2,
/// -200) = 16 matchpoints, ties 620 x2 = 2, loses to 650 x2; 18 of 24. For N-S
/// -100 (4S-1): beats -200 = 2, ties -100 x2 = 2; 4 of 24. Weighted 60/40:
/// 0.6 x 18 + 0.4 x 4 = 12.4 of 24 = 51.67%; E-W 24 - 12.4 = 11.6 = 48.33%.
const FIELD: &str = "620,620,650,650,420,420,420,170,140,-100,-100,-200";

fn ask_and_score(dir: &std::path::Path, score: &str) -> common::Output {
    Test::new()
        .args(["ask", "45", "--save", "r.yaml"])
        .stdin(format!("{TO_RULING}{score}\n"))
        .current_dir(dir)
        .expect(0)
}

#[test]
fn score_after_a_ruling_is_shown_recorded_and_replays_to_the_same_score() {
    let dir = tempfile::tempdir().unwrap();
    let out = ask_and_score(
        dir.path(),
        &format!("score --vul NS --result 4S=/S:60 --result 4S-1/S:40 --field {FIELD}"),
    );
    assert_has(&out.stdout, "type `score`");
    assert_has(&out.stdout, "Assigned adjusted score (Law 12C1(c))");
    assert_has(&out.stdout, "matchpoints 12.4 of 24 (51.67%)");
    assert_has(&out.stdout, "Score recorded with this ruling.");
    let record = std::fs::read_to_string(dir.path().join("r.yaml")).unwrap();
    assert!(record.contains("format: 4"), "{record}");
    assert!(record.contains("scores:\n  - kind: adjusted"), "{record}");
    assert!(record.contains("- 4S=/S:60"), "{record}");
    assert!(record.contains("matchpoints: \"12.4\""), "{record}");
    assert!(record.contains("percent: \"48.33\""), "{record}");

    let replay = Test::new()
        .args(["replay", "--check", "r.yaml"])
        .current_dir(dir.path())
        .expect(0);
    assert_has(&replay.stdout, "r.yaml: ok");
    assert_has(
        &replay.stdout,
        "Adjusted score: N-S +332 · 12.4 MP · 51.67%; E-W -332 · 11.6 MP · 48.33%",
    );
}

#[test]
fn a_score_edited_in_the_record_is_reported_changed_by_replay_check() {
    let dir = tempfile::tempdir().unwrap();
    ask_and_score(
        dir.path(),
        &format!("score --vul NS --result 4S=/S:60 --result 4S-1/S:40 --field {FIELD}"),
    );
    let path = dir.path().join("r.yaml");
    let record = std::fs::read_to_string(&path).unwrap();
    std::fs::write(
        &path,
        record.replace("matchpoints: \"12.4\"", "matchpoints: \"14.4\""),
    )
    .unwrap();
    let out = Test::new()
        .args(["replay", "--check", "r.yaml"])
        .current_dir(dir.path())
        .expect(1);
    assert_has(&out.stdout, "r.yaml: changed");
    assert_has(
        &out.stdout,
        "adjusted score changed: N-S matchpoints recorded 14.4, now 12.4",
    );
    // The ruling itself is the same: no old/new ruling lines.
    assert!(!out.stdout.contains("old:"), "{}", out.stdout);
    let json = Test::new()
        .args(["replay", "--check", "--format", "json", "r.yaml"])
        .current_dir(dir.path())
        .expect(1);
    let v: serde_json::Value = serde_json::from_str(json.stdout.trim()).unwrap();
    assert_eq!(v["status"], "changed");
    assert_eq!(v["walks"][0]["adjusted_score"]["ns"]["matchpoints"], "14.4");
    assert!(
        v["walks"][0]["adjusted_score"]["changed"]
            .as_str()
            .unwrap()
            .contains("now 12.4")
    );
}

#[test]
fn arguments_that_no_longer_compute_are_reported_changed() {
    let dir = tempfile::tempdir().unwrap();
    ask_and_score(dir.path(), "score --vul none --result 3NT=/N");
    let path = dir.path().join("r.yaml");
    let record = std::fs::read_to_string(&path).unwrap();
    assert!(record.contains("points: \"+400\""), "{record}");
    std::fs::write(&path, record.replace("3NT=/N:100", "3NT+7/N:100")).unwrap();
    let out = Test::new()
        .args(["replay", "--check", "r.yaml"])
        .current_dir(dir.path())
        .expect(1);
    assert_has(&out.stdout, "adjusted score changed: --result: ");
    assert_has(&out.stdout, "3NT+7");
}

#[test]
fn artificial_scores_in_teams_are_recorded_by_name_and_imps() {
    let dir = tempfile::tempdir().unwrap();
    let out = ask_and_score(dir.path(), "score --ns A+ --ew A- --teams");
    assert_has(&out.stdout, "Artificial adjusted score (Law 12C2)");
    let record = std::fs::read_to_string(dir.path().join("r.yaml")).unwrap();
    assert!(record.contains("artificial: average-plus"), "{record}");
    assert!(record.contains("imps: \"+3\""), "{record}");
    assert!(record.contains("imps: \"-3\""), "{record}");
    let md = Test::new()
        .args(["replay", "--format", "markdown", "r.yaml"])
        .current_dir(dir.path())
        .expect(0);
    assert_has(
        &md.stdout,
        "Adjusted score: N-S average plus (in no way at fault) · +3 IMPs; E-W average minus (directly at fault) · -3 IMPs",
    );
}

#[test]
fn a_bad_score_line_says_what_is_wrong_and_records_nothing() {
    let dir = tempfile::tempdir().unwrap();
    // Weights that do not add up to 100, then a result impossible for the contract.
    let out = ask_and_score(
        dir.path(),
        "score --vul NS --result 4S=/S:60 --result 4S-1/S:30\nscore --vul NS --result 4S+10/S",
    );
    assert_has(&out.stdout, "td: --result: the weights add up to 90");
    assert_has(&out.stdout, "td: --result: `4S+10/S` cannot happen");
    let record = std::fs::read_to_string(dir.path().join("r.yaml")).unwrap();
    assert!(!record.contains("adjusted_score"), "{record}");
    assert!(record.contains("status: complete"), "{record}");
}

#[test]
fn the_last_score_typed_is_the_one_kept() {
    let dir = tempfile::tempdir().unwrap();
    ask_and_score(
        dir.path(),
        "score --vul none --result 3NT=/N\nscore --vul none --result 3NT+1/N",
    );
    let record = std::fs::read_to_string(dir.path().join("r.yaml")).unwrap();
    assert!(record.contains("points: \"+430\""), "{record}");
    assert!(!record.contains("\"+400\""), "{record}");
}

#[test]
fn back_to_another_ruling_drops_the_score_of_the_earlier_one() {
    let dir = tempfile::tempdir().unwrap();
    // Scored at one ruling, then Back and a different answer: another ruling,
    // which the score was not computed for.
    let out = Test::new()
        .args(["ask", "45", "--save", "r.yaml"])
        .stdin(format!(
            "{TO_RULING}score --vul none --result 3NT=/N\nback\nlowest\n"
        ))
        .current_dir(dir.path())
        .run();
    let record = std::fs::read_to_string(dir.path().join("r.yaml")).unwrap();
    assert!(
        !record.contains("adjusted_score"),
        "{}\n{record}",
        out.stdout
    );
}

/// A needless comment partner could hear while he still had a call to make: the
/// breach is ruled (74B2, a procedural penalty under 90A allowed) and goes on by
/// itself to the unauthorized information (16B), found not conveyed (16B1: the
/// result stands).
const TO_CHAIN_END: &str = "player\nsaid\ncomment\nyes\nno\nno\n";

#[test]
fn a_score_at_the_end_of_a_chain_is_kept_with_the_ruling_that_allows_it() {
    let dir = tempfile::tempdir().unwrap();
    let out = Test::new()
        .args(["ask", "74", "--save", "r.yaml"])
        .stdin(format!("{TO_CHAIN_END}score --penalty NS:25% --top 12\n"))
        .current_dir(dir.path())
        .expect(0);
    // The step offers the first ruling's penalty beside the last one's kinds.
    assert_has(
        &out.stdout,
        "(to record the score (stands, penalty), type `score`",
    );
    assert_has(&out.stdout, "N-S  -25% of a top · -3 MP");
    assert_has(&out.stdout, "Score recorded with this ruling.");
    let record = std::fs::read_to_string(dir.path().join("r.yaml")).unwrap();
    let (breach, ui) = record
        .split_once("- tree: \"16\"")
        .expect("two walks, the second in tree 16");
    assert!(breach.contains("scores:\n  - kind: penalty"), "{record}");
    assert!(!ui.contains("scores:"), "{record}");

    let replay = Test::new()
        .args(["replay", "--check", "r.yaml"])
        .current_dir(dir.path())
        .expect(0);
    assert_has(&replay.stdout, "r.yaml: ok");
    assert_has(&replay.stdout, "Procedural penalty: N-S -3 MP · -25%");
}

#[test]
fn a_score_at_the_end_of_a_chain_of_the_last_rulings_kind_stays_with_it() {
    let dir = tempfile::tempdir().unwrap();
    Test::new()
        .args(["ask", "74", "--save", "r.yaml"])
        .stdin(format!("{TO_CHAIN_END}score stands\n"))
        .current_dir(dir.path())
        .expect(0);
    let record = std::fs::read_to_string(dir.path().join("r.yaml")).unwrap();
    let (breach, ui) = record.split_once("- tree: \"16\"").unwrap();
    assert!(!breach.contains("scores:"), "{record}");
    assert!(ui.contains("scores:\n  - kind: stands"), "{record}");
}

/// A late arrival at an event whose standard procedural penalty is a quarter of a
/// top: the board lost to lateness (82B2, 12C2(a), then 90B1, pp-late) goes on by itself to the
/// event's standard (90A, pp-standard, answered by the regulation). At the end of
/// the chain the TD records both: the artificial score with the lateness ruling,
/// the standard penalty, named by its side alone, with the penalty ruling.
#[test]
fn the_events_standard_penalty_is_taken_from_the_regulation_and_kept_whole() {
    let dir = tempfile::tempdir().unwrap();
    let out = Test::new()
        .args([
            "ask",
            "79",
            "--save",
            "r.yaml",
            "--regulation",
            "penalty-standard=25%",
        ])
        .stdin("penalty\nlate\nyes\nscore --penalty EW --top 12\nscore --ns A+ --ew A-\n")
        .current_dir(dir.path())
        .expect(0);
    // Answered by the setting: shown in the road taken, never asked.
    assert_has(
        &out.stdout,
        "Does the event set a standard procedural penalty? [Law 90A, Law 80B2(f)] -> Yes",
    );
    assert!(
        !out.stdout
            .contains("Does the event set a standard procedural penalty? [Law 90A, Law 80B2(f)]\n"),
        "{}",
        out.stdout
    );
    assert_has(
        &out.stdout,
        "the event's standard procedural penalty is 25%, taken when the side is given alone",
    );
    assert_has(&out.stdout, "E-W  -25% of a top · -3 MP");
    let record = std::fs::read_to_string(dir.path().join("r.yaml")).unwrap();
    assert!(
        record.contains("regulations:\n- penalty-standard=25%"),
        "{record}"
    );
    let (late, standard) = record
        .split_once("start: 79#pp-standard")
        .expect("the second walk starts at the question of the standard");
    assert!(late.contains("scores:\n  - kind: artificial"), "{record}");
    assert!(!late.contains("kind: penalty"), "{record}");
    // The amount is written out: the record replays without the setting.
    assert!(
        standard.contains("scores:\n  - kind: penalty\n    args:\n    - --penalty\n    - EW:25%"),
        "{record}"
    );
    let replay = Test::new()
        .args(["replay", "--check", "r.yaml"])
        .current_dir(dir.path())
        .expect(0);
    assert_has(&replay.stdout, "r.yaml: ok");
    assert_has(&replay.stdout, "Procedural penalty: E-W -3 MP · -25%");
}

#[test]
fn a_record_whose_regulation_value_does_not_fit_the_rulings_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    Test::new()
        .args([
            "ask",
            "79",
            "--save",
            "r.yaml",
            "--regulation",
            "penalty-standard=3imp",
        ])
        .stdin("penalty\nlate\nno\n")
        .current_dir(dir.path())
        .expect(0);
    let path = dir.path().join("r.yaml");
    let record = std::fs::read_to_string(&path).unwrap();
    std::fs::write(
        &path,
        record.replace("penalty-standard=3imp", "penalty-standard=lots"),
    )
    .unwrap();
    let out = Test::new()
        .args(["replay", "--check", "r.yaml"])
        .current_dir(dir.path())
        .run();
    assert_ne!(out.code, 0, "{}", out.stdout);
    assert_has(
        &format!("{}{}", out.stdout, out.stderr),
        "regulation setting `penalty-standard=lots` does not fit the rulings",
    );
}

#[test]
fn a_ruling_that_allows_no_adjustment_offers_no_score() {
    let dir = tempfile::tempdir().unwrap();
    // Dummy touched a card deliberately, at dummy's turn: it is played (45C3);
    // no adjustment.
    let out = Test::new()
        .args(["ask", "45", "--save", "r.yaml"])
        .stdin(
            "dummy-touched\nto-play\nyes\nscore --vul none --result 3NT=/N\nscore garbage\nhello\n",
        )
        .current_dir(dir.path())
        .expect(0);
    assert!(!out.stdout.contains("type `score`"), "{}", out.stdout);
    // Nothing typed is dropped in silence: each line gets its answer.
    assert_has(
        &out.stdout,
        "td: this ruling allows no score step, so no score was recorded",
    );
    assert_eq!(out.stdout.matches("allows no score step").count(), 2);
    assert_has(
        &out.stdout,
        "td: `hello` is not understood here; type `another`",
    );
    let record = std::fs::read_to_string(dir.path().join("r.yaml")).unwrap();
    assert!(!record.contains("scores:"), "{record}");
}

#[test]
fn markdown_and_json_slips_show_the_score() {
    let dir = tempfile::tempdir().unwrap();
    let md = Test::new()
        .args(["ask", "45", "--save", "r.yaml", "--format", "markdown"])
        .stdin(format!("{TO_RULING}score --vul both --result 4H=/E\n"))
        .current_dir(dir.path())
        .expect(0);
    assert_has(&md.stdout, "Adjusted score: N-S -620; E-W +620");
    let json = Test::new()
        .args(["ask", "45", "--save", "j.yaml", "--format", "json"])
        .stdin(format!("{TO_RULING}score --vul both --result 4H=/E\n"))
        .current_dir(dir.path())
        .expect(0);
    let start = json.stdout.find("\n{").map_or(0, |i| i + 1);
    let v: serde_json::Value = serde_json::from_str(&json.stdout[start..]).unwrap();
    assert_eq!(v["walks"][0]["adjusted_score"]["ew"]["points"], "+620");
    assert_eq!(v["walks"][0]["adjusted_score"]["args"][3], "4H=/E:100");
}

#[test]
fn polish_notation_is_kept_in_english_letters() {
    let dir = tempfile::tempdir().unwrap();
    Test::new()
        .args(["--lang", "pl", "ask", "45", "--save", "r.yaml"])
        .stdin(format!(
            "{TO_RULING}wynik --vul obie --result 4P=/S:50 --result 4P-1/S:50\n"
        ))
        .current_dir(dir.path())
        .expect(0);
    let record = std::fs::read_to_string(dir.path().join("r.yaml")).unwrap();
    assert!(record.contains("- 4S=/S:50"), "{record}");
    assert!(record.contains("- both"), "{record}");
    Test::new()
        .args(["replay", "--check", "r.yaml"])
        .current_dir(dir.path())
        .expect(0);
}

/// A record written by `td ask` with an adjusted score, then its score
/// arguments replaced by `args` (YAML list items, as td writes them).
fn record_with_score_args(dir: &std::path::Path, args: &[&str]) -> std::path::PathBuf {
    let _ = std::fs::remove_file(dir.join("r.yaml"));
    ask_and_score(dir, "score --vul NS --result 4S=/S:60 --result 4S-1/S:40");
    let path = dir.join("r.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let (head, rest) = text.split_once("    args:\n").expect("a score with args");
    let tail = &rest[rest.find("\n    ns:").expect("args end at ns")..];
    let list: String = args
        .iter()
        .map(|a| format!("\n      - {}", serde_json::to_string(a).unwrap()))
        .collect();
    std::fs::write(&path, format!("{head}    args:{list}{tail}")).unwrap();
    path
}

/// Runs `td replay --check` on `dir/r.yaml` with standard input left open and
/// never written, as on a terminal: it must finish on its own, within seconds.
fn check_with_stdin_open(dir: &std::path::Path) -> (Option<i32>, String) {
    use std::io::Read;
    use std::process::Stdio;
    let mut child = common::td_std_command()
        .args(["replay", "--check", "r.yaml"])
        .current_dir(dir)
        .env("XDG_CONFIG_HOME", dir.join("no-config"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let _held_open = child.stdin.take();
    let started = std::time::Instant::now();
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            let mut out = String::new();
            child
                .stdout
                .take()
                .unwrap()
                .read_to_string(&mut out)
                .unwrap();
            return (status.code(), out);
        }
        if started.elapsed() > std::time::Duration::from_secs(20) {
            let _ = child.kill();
            panic!("td replay --check waited on standard input");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

#[test]
fn a_record_that_names_a_traveller_is_refused_without_reading_anything() {
    let dir = tempfile::tempdir().unwrap();
    for traveller in ["-", "/etc/passwd", "board7.txt"] {
        std::fs::write(dir.path().join("board7.txt"), "420\n450\n").unwrap();
        record_with_score_args(
            dir.path(),
            &[
                "--vul",
                "NS",
                "--result",
                "4S=/S:60",
                "--result",
                "4S-1/S:40",
                "--traveller",
                traveller,
            ],
        );
        let (code, out) = check_with_stdin_open(dir.path());
        assert_eq!(code, Some(1), "{out}");
        assert_has(&out, "r.yaml: changed");
        assert_has(&out, "a record may not name a file");
        assert!(!out.contains("root:"), "read /etc/passwd:\n{out}");
    }
}

#[test]
fn a_line_break_or_help_in_a_records_score_stays_on_one_line() {
    let dir = tempfile::tempdir().unwrap();
    for forged in ["NS\nother.yaml: ok", "--help", "--version"] {
        record_with_score_args(dir.path(), &["--vul", forged, "--result", "4S=/S:100"]);
        let out = Test::new()
            .args(["replay", "--check", "r.yaml"])
            .current_dir(dir.path())
            .expect(1);
        assert_has(&out.stdout, "r.yaml: changed");
        assert!(
            out.stdout.lines().all(|l| !l.starts_with("other.yaml")),
            "a forged line at column 0:\n{}",
            out.stdout
        );
        assert!(!out.stdout.contains("Usage:"), "{}", out.stdout);
        assert!(out.stdout.lines().count() <= 6, "{}", out.stdout);
    }
}

#[test]
fn a_traveller_on_standard_input_is_refused_at_the_table_not_waited_for() {
    let dir = tempfile::tempdir().unwrap();
    let out = ask_and_score(
        dir.path(),
        "score --vul NS --result 4S=/S:60 --result 4S-1/S:40 --traveller -",
    );
    assert_has(&out.stdout, "here the input holds your answers");
    // The traveller's file still works at the table, and its scores are kept
    // written out, so the record needs no file to replay.
    std::fs::write(dir.path().join("board7.txt"), "420\n-100\n").unwrap();
    std::fs::remove_file(dir.path().join("r.yaml")).unwrap();
    let out = ask_and_score(
        dir.path(),
        "score --vul NS --result 4S=/S:60 --result 4S-1/S:40 --traveller board7.txt",
    );
    assert_has(&out.stdout, "Score recorded with this ruling.");
    let record = std::fs::read_to_string(dir.path().join("r.yaml")).unwrap();
    assert!(
        record.contains("- \"420,-100\"") || record.contains("- 420,-100"),
        "{record}"
    );
    assert!(!record.contains("board7"), "{record}");
}

#[test]
fn score_inputs_are_bounded_and_errors_quote_a_few() {
    // 1,500 results of weight 1 (27,000 characters: a Windows command line holds
    // 32,767): the error names five of them, not all.
    let mut args = vec!["score".to_string(), "--vul".into(), "none".into()];
    for _ in 0..1_500 {
        args.push("--result".into());
        args.push("4S=/S:1".into());
    }
    let out = Test::new().args(&args).expect(2);
    assert_has(&out.stderr, "the weights add up to 1500%");
    assert_has(&out.stderr, "(+1495)");
    assert!(out.stderr.len() < 400, "{} bytes", out.stderr.len());
    // A field of more than one board's tables: 40,000 characters, more than a
    // Windows command line holds, so only the Unix build can be given it.
    if !common::windows_cannot("a 40,000-character argument exceeds a Windows command line") {
        let field = vec!["420"; 10_001].join(",");
        let out = Test::new()
            .args([
                "score", "4S=", "--by", "S", "--vul", "none", "--field", &field,
            ])
            .expect(2);
        assert_has(&out.stderr, "--field: 10001 scores");
    }
    // IMPs a board in teams: at most 24 either way.
    let out = Test::new()
        .args([
            "score",
            "--ns",
            "A+",
            "--ew",
            "A-",
            "--teams",
            "--session-ns",
            "9999.99",
        ])
        .expect(2);
    assert_has(
        &out.stderr,
        "--session-ns: `9999.99`: IMPs a board are from -24 to 24",
    );
    Test::new()
        .args([
            "score",
            "--ns",
            "A+",
            "--ew",
            "A-",
            "--teams",
            "--session-ns",
            "-24",
        ])
        .expect(0);
}

/// A record within every limit whose score arguments alias one long `--field`
/// hundreds of times: the values are counted before anything is parsed (the
/// command-line reader would hold a million of them), so it is reported, not
/// computed, and its other walks still replay.
#[test]
fn aliases_that_repeat_a_long_field_in_a_records_score_are_counted_first() {
    let dir = tempfile::tempdir().unwrap();
    let path = record_with_score_args(dir.path(), &["--vul", "NS", "4S=", "--by", "S"]);
    let text = std::fs::read_to_string(&path).unwrap();
    let field = vec!["420"; 2_000].join(",");
    let mut list = format!("\n      - --field\n      - &f \"{field}\"");
    for _ in 0..500 {
        list.push_str("\n      - --field\n      - *f");
    }
    let (head, tail) = text.split_once("\n    ns:").unwrap();
    std::fs::write(&path, format!("{head}{list}\n    ns:{tail}")).unwrap();
    assert!(std::fs::metadata(&path).unwrap().len() < 64 * 1024);
    let out = Test::new()
        .args(["replay", "--check", "r.yaml"])
        .current_dir(dir.path())
        .expect(1);
    assert_has(&out.stdout, "r.yaml: changed");
    assert_has(
        &out.stdout,
        "the score's arguments hold 1002506 values: more than one board's score needs (20000 at most)",
    );
}

#[test]
fn a_score_kept_with_a_ruling_that_allows_none_is_reported() {
    let dir = tempfile::tempdir().unwrap();
    ask_and_score(
        dir.path(),
        "score --vul NS --result 4S=/S:60 --result 4S-1/S:40",
    );
    let scored = std::fs::read_to_string(dir.path().join("r.yaml")).unwrap();
    let block = &scored[scored.find("  scores:\n").unwrap()..];
    let end = "      points: \"-332\"\n";
    let block = &block[..block.find(end).unwrap() + end.len()];
    // A ruling with no score step: a defender's card played (45C1).
    Test::new()
        .args(["ask", "45", "--save", "n.yaml"])
        .stdin("defender-card\nyes\nplaying\nyes\n")
        .current_dir(dir.path())
        .expect(0);
    let plain = std::fs::read_to_string(dir.path().join("n.yaml")).unwrap();
    let at = plain.find("  ruling:\n").unwrap();
    let forged = format!("{}{block}{}", &plain[..at], &plain[at..]);
    std::fs::write(dir.path().join("n.yaml"), forged).unwrap();
    let out = Test::new()
        .args(["replay", "--check", "n.yaml"])
        .current_dir(dir.path())
        .expect(1);
    assert_has(&out.stdout, "n.yaml: changed");
    assert_has(&out.stdout, "this ruling allows no adjusted score");
}
