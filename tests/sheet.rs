//! `td sheet`: the scores of a folder of incident records as the scorer keys them,
//! sorted by board, in text, CSV and JSON; a record that cannot be read is named and
//! the rest still listed.

mod common;
use common::{Test, assert_has};
use std::path::Path;

/// A major penalty card led to the next trick, declarer requiring partner's
/// highest card (Law 57A1): a ruling that allows an adjusted score.
const TO_RULING: &str = "defender-card\nyes\nplaying\nled-next-trick\nhighest\n";

/// The field of `tests/ask_score.rs`: 4S= and 4S-1 weighted 60/40 give N-S 51.67%.
const FIELD: &str = "620,620,650,650,420,420,420,170,140,-100,-100,-200";

fn record(dir: &Path, file: &str, facts: &[&str], score: &str) {
    let mut args = vec!["ask", "45", "--save", file];
    args.extend_from_slice(facts);
    Test::new()
        .args(args)
        .stdin(format!("{TO_RULING}{score}\n"))
        .current_dir(dir)
        .expect(0);
}

/// Five records: board 7 (pairs, against the field), board 2 (teams, artificial),
/// board 12 (weighted, no field), board 20 (non-balancing, each side its own
/// results) and board 1 with no score; plus a broken file.
fn folder() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let facts7 = [
        "--board",
        "7",
        "--table",
        "3",
        "--section",
        "A",
        "--round",
        "2",
        "--ns",
        "11",
        "--ew",
        "4",
    ];
    record(
        d,
        "b7.yaml",
        &facts7,
        &format!("score --vul NS --result 4S=/S:60 --result 4S-1/S:40 --field {FIELD}"),
    );
    let facts2 = ["--board", "2", "--table", "1", "--ns", "5", "--ew", "9"];
    record(d, "b2.yaml", &facts2, "score --ns A+ --ew A- --teams");
    record(
        d,
        "b12.yaml",
        &["--board", "12"],
        "score --vul NS --result 4S=/S:60 --result 4S-1/S:40",
    );
    record(d, "b1.yaml", &["--board", "1"], "");
    // Non-balancing (12C1(e)): each side weighted on its own results.
    record(
        d,
        "b20.yaml",
        &["--board", "20"],
        "score --vul NS --result-ns 4S=/S --result-ew 4S=/S:30 --result-ew 4S-1/S:70",
    );
    std::fs::write(d.join("broken.yaml"), "not: [a record\n").unwrap();
    dir
}

#[test]
fn the_sheet_lists_every_score_by_board_in_three_formats() {
    let dir = folder();
    let d = dir.path().to_str().unwrap();

    // CSV: exact, the machine's view (English header, kinds as recorded).
    let out = Test::new().args(["sheet", "--format", "csv", d]).expect(2);
    let rows: Vec<String> = out
        .stdout
        .lines()
        .map(|l| l.replace(&format!("{d}/"), ""))
        .collect();
    let cites = "57A 50D1(a) 50B 57A1 57B 50D2";
    assert_eq!(
        rows,
        [
            "section,board,round,table,pair,side,kind,value,citations,file".to_string(),
            format!(",2,,1,5,N-S,artificial,+3 IMPs,{cites},b2.yaml"),
            format!(",2,,1,9,E-W,artificial,-3 IMPs,{cites},b2.yaml"),
            format!("A,7,2,3,11,N-S,adjusted,51.67%,{cites},b7.yaml"),
            format!("A,7,2,3,4,E-W,adjusted,48.33%,{cites},b7.yaml"),
            format!(",12,,,,N-S,adjusted,\"weighted: 4S=/S 60%, 4S-1/S 40%\",{cites},b12.yaml"),
            format!(",12,,,,E-W,adjusted,\"weighted: 4S=/S 60%, 4S-1/S 40%\",{cites},b12.yaml"),
            format!(",20,,,,N-S,adjusted,weighted: 4S=/S 100%,{cites},b20.yaml"),
            format!(",20,,,,E-W,adjusted,\"weighted: 4S=/S 30%, 4S-1/S 70%\",{cites},b20.yaml"),
        ]
    );
    // The broken record is named with its place; the rest were still listed.
    assert_has(&out.stderr, "broken.yaml:1:6:");
    assert_has(&out.stderr, "score lines: 8; records: 6; unreadable: 1");

    // JSON Lines: each side's exact values as recorded.
    let out = Test::new().args(["sheet", "--format", "json", d]).expect(2);
    let lines: Vec<serde_json::Value> = out
        .stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 8);
    let b7 = &lines[2];
    assert_eq!(b7["board"], 7);
    assert_eq!(b7["pair"], "11");
    assert_eq!(b7["result"]["matchpoints"], "12.4");
    assert_eq!(b7["result"]["percent"], "51.67");
    assert_eq!(lines[0]["result"]["imps"], "+3");

    // Text in the TD's language: headings, kinds and the decimal comma.
    let out = Test::new().args(["--lang", "pl", "sheet", d]).expect(2);
    assert!(out.stdout.starts_with("sekcja  rozdanie"), "{}", out.stdout);
    assert_has(&out.stdout, "zapisowy    51,67%");
    assert_has(&out.stdout, "procentowy  +3 IMP");
    assert_has(&out.stdout, "przepisy 57A, 50D1(a), 50B, 57A1, 57B i 50D2");
    assert_has(&out.stderr, "nieczytelne: 1");
}

#[test]
fn a_sheet_of_good_records_exits_0_and_of_none_says_so() {
    let dir = folder();
    std::fs::remove_file(dir.path().join("broken.yaml")).unwrap();
    let out = Test::new()
        .args(["sheet", dir.path().to_str().unwrap()])
        .expect(0);
    assert!(out.stdout.starts_with("section  board"), "{}", out.stdout);
    assert_eq!(out.stdout.lines().count(), 9, "{}", out.stdout);
    // One record, by its file name.
    let one = dir.path().join("b12.yaml");
    let out = Test::new()
        .args(["sheet", "--format", "csv", one.to_str().unwrap()])
        .expect(0);
    assert_eq!(out.stdout.lines().count(), 3, "{}", out.stdout);
    // An empty folder: nothing to list.
    let empty = tempfile::tempdir().unwrap();
    let out = Test::new()
        .args(["sheet", empty.path().to_str().unwrap()])
        .expect(1);
    assert_has(&out.stderr, "no incident records");
    // A bad format is a usage error naming the argument.
    let out = Test::new()
        .args(["sheet", "--format", "xls", empty.path().to_str().unwrap()])
        .expect(2);
    assert_has(&out.stderr, "--format");
}
