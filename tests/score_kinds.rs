//! The kinds of score a ruling ends in (record format 4), and procedural penalties
//! beside them: each is typed after the
//! ruling in line mode as a TD would, kept in the record with its kind and values,
//! recomputed by `td replay --check`, and listed on the scorer's sheet. A kind the
//! ruling does not allow, or words that do not fit the kind, are refused with what
//! to type instead; nothing is recorded then.

mod common;

use std::path::{Path, PathBuf};

use common::{Test, assert_has};

/// 64: a revoke established, the offending side won the revoke trick: one trick
/// is transferred after play (64A1); the ruling allows `transferred` only.
const TO_TRANSFER_ONE: &str = "no\nyes\nordinary\nside-won\nno\n";
/// 64: both sides revoked, each established: no trick is transferred (64B7, the
/// result stands); the ruling allows `stands` only.
const TO_BOTH_REVOKED: &str = "no\nyes\nboth-sides\nno\n";
/// 69 -> 79: a score recorded differently from what was agreed, found within the
/// Correction Period, an honest error: corrected (79C1); `rescored` only.
const TO_SCORE_CORRECTED: &str = "score-wrong\nyes\nno\n";
/// 79: the TD's own error found in time: the right ruling is applied to the table
/// result (82C): stands, rescored, transferred, adjusted and artificial allowed.
const TO_TD_RECTIFY: &str = "td-error\nyes\nyes\n";

fn ask(dir: &Path, tree: &str, name: &str, input: &str) -> common::Output {
    Test::new()
        .args(["ask", tree, "--save", name, "--board", "7", "--table", "3"])
        .stdin(input)
        .current_dir(dir)
        .expect(0)
}

fn record(dir: &Path, name: &str) -> String {
    std::fs::read_to_string(dir.join(name)).unwrap()
}

fn check(dir: &Path, name: &str) -> common::Output {
    Test::new()
        .args(["replay", "--check", name])
        .current_dir(dir)
        .run()
}

#[test]
fn tricks_transferred_are_kept_as_their_kind_and_replay_ok() {
    let dir = tempfile::tempdir().unwrap();
    let out = ask(
        dir.path(),
        "64",
        "t.yaml",
        &format!("{TO_TRANSFER_ONE}score transferred 4S= --by S --vul none\n"),
    );
    assert_has(&out.stdout, "e.g. `score transferred 4S-1 --by S --vul NS`");
    assert_has(&out.stdout, "Score recorded with this ruling.");
    let r = record(dir.path(), "t.yaml");
    assert_has(
        &r,
        "  scores:\n  - kind: transferred\n    args:\n    - --vul\n    - none\n    - --result\n    - 4S=/S:100\n    ns:\n      points: \"+420\"\n    ew:\n      points: \"-420\"\n",
    );
    let out = check(dir.path(), "t.yaml");
    assert_eq!(out.code, 0, "{}", out.stdout);
    assert_has(&out.stdout, "Score, tricks transferred: N-S +420; E-W -420");
}

#[test]
fn a_result_that_stands_is_kept_with_no_arguments() {
    let dir = tempfile::tempdir().unwrap();
    let out = ask(
        dir.path(),
        "64",
        "s.yaml",
        &format!("{TO_BOTH_REVOKED}score stands 4S=\nscore stands\n"),
    );
    assert_has(
        &out.stdout,
        "(to record for the scorer that the table result stands, type `score stands`)",
    );
    assert_has(
        &out.stdout,
        "td: the result that stands takes no arguments (`4S=`): type `score stands` alone",
    );
    assert_has(
        &out.stdout,
        "The table result stands.\nScore recorded with this ruling.",
    );
    let r = record(dir.path(), "s.yaml");
    assert_has(
        &r,
        "  scores:\n  - kind: stands\n    args: []\n    ns: {}\n    ew: {}\n",
    );
    let out = check(dir.path(), "s.yaml");
    assert_eq!(out.code, 0, "{}", out.stdout);
    assert_has(&out.stdout, "    The table result stands.");
}

#[test]
fn a_corrected_score_is_rescored_and_the_kind_may_be_left_out_where_it_is_the_only_one() {
    let dir = tempfile::tempdir().unwrap();
    // Rescoring is the only kind with results here: it need not be named.
    ask(
        dir.path(),
        "69",
        "c.yaml",
        &format!("{TO_SCORE_CORRECTED}score 3NT+1 --by N --vul both\n"),
    );
    let r = record(dir.path(), "c.yaml");
    assert_has(&r, "  - kind: rescored\n");
    assert_has(&r, "      points: \"+630\"\n");
    assert_eq!(check(dir.path(), "c.yaml").code, 0);
}

#[test]
fn a_kind_the_ruling_does_not_allow_or_words_that_do_not_fit_are_refused() {
    let dir = tempfile::tempdir().unwrap();
    let out = ask(
        dir.path(),
        "69",
        "n.yaml",
        &format!(
            "{TO_SCORE_CORRECTED}score adjusted --vul NS --result 4S=/S:60 --result 4S-1/S:40\nscore rescored --vul NS --result 4S=/S:60 --result 4S-1/S:40\nscore --ns A+ --ew A-\n"
        ),
    );
    assert_has(
        &out.stdout,
        "td: this ruling allows no score of kind adjusted; it allows: rescored",
    );
    assert_has(
        &out.stdout,
        "td: a score of kind rescored is one result (4S-1 --by S --vul NS), not a weighting of several",
    );
    assert_has(
        &out.stdout,
        "td: name the kind of score first (`score KIND ...`): this ruling allows rescored",
    );
    assert!(!record(dir.path(), "n.yaml").contains("scores:"));
}

#[test]
fn where_several_kinds_fit_the_td_names_one() {
    let dir = tempfile::tempdir().unwrap();
    ask(
        dir.path(),
        "79",
        "r.yaml",
        &format!("{TO_TD_RECTIFY}score rescored 4H-1 --by E --vul EW\n"),
    );
    assert_has(&record(dir.path(), "r.yaml"), "  - kind: rescored\n");
    // Results with no kind named read as an adjusted score, its usual reading.
    ask(
        dir.path(),
        "79",
        "a.yaml",
        &format!("{TO_TD_RECTIFY}score --vul EW --result 4H-1/E:50 --result 4H=/E:50\n"),
    );
    assert_has(&record(dir.path(), "a.yaml"), "  - kind: adjusted\n");
}

/// A record whose score was edited to a kind its ruling does not allow, or to
/// words that do not fit its kind, is `changed`, with the reason on one line.
#[test]
fn replay_check_refuses_a_kind_the_ruling_does_not_allow() {
    let dir = tempfile::tempdir().unwrap();
    ask(
        dir.path(),
        "64",
        "t.yaml",
        &format!("{TO_TRANSFER_ONE}score transferred 4S= --by S --vul none\n"),
    );
    let good = record(dir.path(), "t.yaml");
    let edits: [(&str, String, &str); 3] = [
        (
            "rescored.yaml",
            good.replace("kind: transferred", "kind: rescored"),
            "this ruling allows no score of kind rescored; it allows: transferred",
        ),
        (
            "adjusted.yaml",
            good.replace("kind: transferred", "kind: adjusted"),
            "this ruling allows no score of kind adjusted; it allows: transferred",
        ),
        (
            "two.yaml",
            good.replace(
                "    - 4S=/S:100\n",
                "    - 4S=/S:50\n    - --result\n    - 4S-1/S:50\n",
            ),
            "a score of kind transferred is one result",
        ),
    ];
    for (name, text, why) in edits {
        assert_ne!(text, good, "{name}");
        std::fs::write(dir.path().join(name), text).unwrap();
        let out = check(dir.path(), name);
        assert_eq!(out.code, 1, "{name}: {}", out.stdout);
        assert_has(&out.stdout, &format!("{name}: changed"));
        assert_has(&out.stdout, why);
    }
    let unknown: PathBuf = dir.path().join("unknown.yaml");
    std::fs::write(&unknown, good.replace("kind: transferred", "kind: warning")).unwrap();
    let out = check(dir.path(), "unknown.yaml");
    assert_eq!(out.code, 2, "{}", out.stdout);
    assert_has(&out.stdout, "`warning`");
}

#[test]
fn the_sheet_names_each_kind() {
    let dir = tempfile::tempdir().unwrap();
    ask(
        dir.path(),
        "64",
        "t.yaml",
        &format!("{TO_TRANSFER_ONE}score transferred 4S= --by S --vul none\n"),
    );
    ask(
        dir.path(),
        "64",
        "s.yaml",
        &format!("{TO_BOTH_REVOKED}score stands\n"),
    );
    ask(
        dir.path(),
        "69",
        "c.yaml",
        &format!("{TO_SCORE_CORRECTED}score rescored 3NT+1 --by N --vul both\n"),
    );
    let out = Test::new()
        .args(["sheet", "--format", "csv", "."])
        .current_dir(dir.path())
        .expect(0);
    // CSV and JSON carry the kind's id; the text sheet its words.
    assert_has(&out.stdout, ",N-S,transferred,+420,");
    assert_has(&out.stdout, ",E-W,transferred,-420,");
    assert_has(&out.stdout, ",N-S,stands,,");
    assert_has(&out.stdout, ",N-S,rescored,+630,");
    let out = Test::new()
        .args(["sheet", "."])
        .current_dir(dir.path())
        .expect(0);
    for words in ["tricks transferred", "result stands", "rescored"] {
        assert_has(&out.stdout, words);
    }
}

/// 79: a player arrived late (90B1): the TD may penalize him (90A), beside the
/// board's score. No board was lost (79#pp-late-board: no), and the event sets no
/// standard penalty (79#pp-standard: no): the chain ends at 79#pp-scale, whose score
/// step also offers the late ruling's kinds.
const TO_LATE: &str = "penalty\nlate\nno\nno\n";

#[test]
fn a_procedural_penalty_is_kept_beside_the_score_one_per_side() {
    let dir = tempfile::tempdir().unwrap();
    let out = ask(
        dir.path(),
        "79",
        "p.yaml",
        &format!(
            "{TO_LATE}score --penalty NS:25% --top 12\nscore --vul NS --result 4S=/S:100\nscore --penalty EW:1imp\nscore --penalty NS:10% --top 12\nscore --penalty NS:3\n"
        ),
    );
    assert_has(&out.stdout, "; `score --penalty NS:25% --top 12`)");
    assert_has(
        &out.stdout,
        "Procedural penalty (Law 90A), off N-S's score only\nN-S  -25% of a top · -3 MP\n",
    );
    assert_has(
        &out.stdout,
        "td: --penalty: `NS:3` is not a procedural penalty: write the side and the amount in the event's unit",
    );
    let r = record(dir.path(), "p.yaml");
    // The board's score, then the penalties; N-S's second replaced its first.
    assert_has(
        &r,
        "  - kind: adjusted\n    args:\n    - --vul\n    - NS\n    - --result\n    - 4S=/S:100\n",
    );
    assert_has(
        &r,
        "  - kind: penalty\n    args:\n    - --penalty\n    - EW:1imp\n    ns: {}\n    ew:\n      imps: \"-1\"\n",
    );
    assert_has(
        &r,
        "  - kind: penalty\n    args:\n    - --penalty\n    - NS:10%\n    - --top\n    - \"12\"\n    ns:\n      matchpoints: \"-1.2\"\n      percent: \"-10\"\n    ew: {}\n",
    );
    assert!(!r.contains("NS:25%"), "{r}");
    let out = check(dir.path(), "p.yaml");
    assert_eq!(out.code, 0, "{}", out.stdout);
    assert_has(&out.stdout, "    Procedural penalty: E-W -1 IMPs\n");
    // Edited by hand, a penalty is recomputed like any score.
    std::fs::write(
        dir.path().join("q.yaml"),
        r.replace("imps: \"-1\"", "imps: \"-2\""),
    )
    .unwrap();
    let out = check(dir.path(), "q.yaml");
    assert_eq!(out.code, 1, "{}", out.stdout);
    assert_has(&out.stdout, "E-W imps");
    let out = Test::new()
        .args(["sheet", "--format", "csv", "p.yaml"])
        .current_dir(dir.path())
        .expect(0);
    assert_has(&out.stdout, ",E-W,penalty,-1 IMPs,");
    assert_has(&out.stdout, ",N-S,penalty,-10% of a top (-1.2 MP),");
    // The other side of a penalty has no line.
    assert_eq!(out.stdout.matches(",penalty,").count(), 2, "{}", out.stdout);
}

#[test]
fn a_penalty_is_refused_where_the_ruling_gives_none() {
    let dir = tempfile::tempdir().unwrap();
    let out = ask(
        dir.path(),
        "64",
        "t.yaml",
        &format!("{TO_TRANSFER_ONE}score --penalty NS:25%\n"),
    );
    assert_has(
        &out.stdout,
        "td: name the kind of score first (`score KIND ...`): this ruling allows transferred",
    );
    assert!(!record(dir.path(), "t.yaml").contains("scores:"));
}
