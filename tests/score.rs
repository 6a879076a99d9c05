//! `td score` through the binary, as a TD types it: a contract's score, weighted
//! and artificial adjusted scores, JSON, the three languages, and every bad input
//! with the argument or file:line it names and exit 2.

mod common;

use common::{Test, assert_has};

fn td(args: &[&str]) -> common::Output {
    Test::new().args(args).expect(0)
}

fn bad(args: &[&str]) -> String {
    Test::new().args(args).expect(2).stderr
}

#[test]
fn doubled_contract_two_down_vulnerable() {
    let out = td(&["score", "4SX-2", "--by", "S", "--vul", "NS"]);
    assert_eq!(
        out.stdout,
        "4SX-2 by S · N-S vulnerable (Law 77)\n  undertricks (to the defenders)  200 + 300 = 500\nN-S  -500\nE-W  +500\n"
    );
}

#[test]
fn contract_made_line_by_line() {
    let out = td(&["score", "1NTXX+1", "--by", "N", "--vul", "both"]);
    assert_eq!(
        out.stdout,
        "1NTXX+1 by N · both vulnerable (Law 77)\n  \
         trick score                      160\n  \
         overtricks                       400\n  \
         game bonus                       500\n  \
         for making a redoubled contract  100\n\
         N-S  +1160\nE-W  -1160\n"
    );
    let out = td(&["score", "6NT+1", "--by", "W", "--vul", "none"]);
    assert_has(&out.stdout, "small slam bonus");
    assert_has(&out.stdout, "N-S  -1020\nE-W  +1020\n");
    let out = td(&["score", "3CXX-1", "--by", "E", "--vul", "EW"]);
    assert_has(&out.stdout, "N-S  +400\n");
    let out = td(&["score", "4H=", "--by", "S", "--vul", "none"]);
    assert_has(&out.stdout, "N-S  +420\n");
    let out = td(&["score", "pass"]);
    assert_has(&out.stdout, "Passed out");
    assert_has(&out.stdout, "N-S  0\nE-W  0\n");
}

#[test]
fn json_for_tools() {
    let out = td(&[
        "score", "2HX=", "--by", "W", "--vul", "none", "--format", "json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["kind"], "contract");
    assert_eq!(v["vulnerability"], "none");
    assert_eq!(v["result"]["notation"], "2HX=");
    assert_eq!(v["result"]["declarer"], "W");
    assert_eq!(v["result"]["tricks"], 8);
    assert_eq!(v["ns"]["points"], -470.0);
    assert_eq!(v["ew"]["points"], 470.0);
    assert_eq!(
        v["items"],
        serde_json::json!([
            {"item": "trick-score", "points": 120},
            {"item": "game", "points": 300},
            {"item": "insult", "points": 50}
        ])
    );
}

#[test]
fn national_notation_and_words() {
    let out = Test::new()
        .args(["--lang", "nb", "score", "3G+1", "--by", "Ø", "--vul", "ØV"])
        .expect(0);
    assert_eq!(
        out.stdout,
        "3G+1 spilt av Ø · Ø-V i sonen (§ 77)\n  stikkpoeng        100\n  overstikk          30\n  bonus for utgang  500\nN-S  -630\nØ-V  +630\n"
    );
    let out = Test::new()
        .args([
            "--lang", "pl", "score", "4PX-1", "--by", "N", "--vul", "obie",
        ])
        .expect(0);
    assert_has(
        &out.stdout,
        "4PX-1, rozgrywa N · obie po partii (przepis 77)",
    );
    assert_has(&out.stdout, "wpadki (dla obrońców)");
    assert_has(&out.stdout, "N-S  -200\n");
    // Polish C is hearts (kier): 2C+1 is 2H+1, 140.
    let out = Test::new()
        .args([
            "--lang", "pl", "score", "2C+1", "--by", "S", "--vul", "nikt",
        ])
        .expect(0);
    assert_has(&out.stdout, "N-S  +140\n");
}

#[test]
fn weighted_against_a_traveller_of_thirteen_tables() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("board7.txt");
    std::fs::write(
        &path,
        "# board 7, N-S scores\n450\n420\n420\n+420\n170\n140\n\n-50\n-50\n-100\n650  # table 10\n-420\n420\n",
    )
    .unwrap();
    let out = td(&[
        "score",
        "--by",
        "S",
        "--vul",
        "none",
        "--result",
        "4S=:50",
        "--result",
        "4S-1:30",
        "--result",
        "4S+1:20",
        "--traveller",
        path.to_str().unwrap(),
    ]);
    // By hand (tests/score_table.rs): 16, 6 and 21 of 24; weighted 14 (58.33%).
    assert_has(
        &out.stdout,
        "Assigned adjusted score (Law 12C1(c)) · none vulnerable",
    );
    assert_has(&out.stdout, "     50%  4S= by S   +420      16       8\n");
    assert_has(&out.stdout, "     30%  4S-1 by S   -50       6      18\n");
    assert_has(&out.stdout, "     20%  4S+1 by S  +450      21       3\n");
    assert_has(&out.stdout, "top 24 (Law 78A)");
    assert_has(&out.stdout, "N-S  matchpoints 14 of 24 (58.33%)\n");
    assert_has(&out.stdout, "E-W  matchpoints 10 of 24 (41.67%)\n");
    // The same from --field, and from standard input.
    let field = "450,420,420,420,170,140,-50,-50,-100,650,-420,420";
    let json = td(&[
        "score", "--by", "S", "--vul", "none", "--result", "4S=:50", "--result", "4S-1:30",
        "--result", "4S+1:20", "--field", field, "--format", "json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&json.stdout).unwrap();
    assert_eq!(v["kind"], "weighted");
    assert_eq!(v["top"], 24);
    assert_eq!(v["ns"]["matchpoints"], 14.0);
    assert_eq!(v["ns"]["percent"], 58.33);
    assert_eq!(v["ew"]["percent"], 41.67);
    assert_eq!(v["results"][2]["ns_matchpoints"], 21);
    let stdin = Test::new()
        .args([
            "score",
            "--by",
            "S",
            "--vul",
            "none",
            "--result",
            "4S=:50",
            "--result",
            "4S-1:30",
            "--result",
            "4S+1:20",
            "--traveller",
            "-",
        ])
        .stdin(field.replace(',', "\n"))
        .expect(0);
    assert_has(&stdin.stdout, "matchpoints 14 of 24 (58.33%)");
    // A byte-order mark and Windows line ends, as a spreadsheet writes them; a field
    // that starts with a negative score.
    std::fs::write(&path, "\u{feff}-50\r\n420\r\n").unwrap();
    let out = td(&[
        "score",
        "4S=",
        "--by",
        "S",
        "--vul",
        "none",
        "--traveller",
        path.to_str().unwrap(),
    ]);
    assert_has(&out.stdout, "N-S  +420 · matchpoints 3 of 4 (75%)\n");
    let out = td(&[
        "score", "4S=", "--by", "S", "--vul", "none", "--field", "-50,420",
    ]);
    assert_has(&out.stdout, "N-S  +420 · matchpoints 3 of 4 (75%)\n");
    assert_has(&out.stdout, "E-W  -420 · matchpoints 1 of 4 (25%)\n");
}

#[test]
fn weighted_against_the_other_table() {
    let out = td(&[
        "score",
        "--by",
        "S",
        "--vul",
        "none",
        "--result",
        "4S=:60",
        "--result",
        "4S-1:40",
        "--other-table",
        "-420",
    ]);
    assert_has(
        &out.stdout,
        "Compared with the other table: N-S -420 (Law 78B)",
    );
    assert_has(&out.stdout, "     60%  4S= by S   +420       +13\n");
    assert_has(&out.stdout, "N-S  IMPs +11.4\n");
    assert_has(&out.stdout, "E-W  IMPs -11.4\n");
}

#[test]
fn non_balancing_and_knockout() {
    let out = td(&[
        "score",
        "--by",
        "S",
        "--vul",
        "NS",
        "--result-ns",
        "4S=:100",
        "--result-ew",
        "4S=:30",
        "--result-ew",
        "4S-1:70",
        "--other-table",
        "-100",
        "--knockout",
    ]);
    // N-S: +620 against -100 = 720, 12 IMPs. E-W: 30% of -12 and 70% of 0 (-100
    // against -100): -3.6. Knockout (12C4): (12 + 3.6) / 2 = 7.8 each way.
    assert_has(
        &out.stdout,
        "Non-balancing adjusted score (Law 12C1(e) / Law 82C)",
    );
    assert_has(&out.stdout, "Weights for N-S\n");
    assert_has(&out.stdout, "Weights for E-W\n");
    assert_has(&out.stdout, "N-S  IMPs +12\n");
    assert_has(&out.stdout, "E-W  IMPs -3.6\n");
    assert_has(&out.stdout, "N-S +7.8, E-W -7.8 IMPs");
    let out = td(&[
        "score",
        "--by",
        "S",
        "--vul",
        "NS",
        "--result-ns",
        "4S=:100",
        "--result-ew",
        "4S=:30",
        "--result-ew",
        "4S-1:70",
        "--field",
        "620,-100,140",
        "--format",
        "json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["kind"], "non-balancing");
    // N-S 620: beats -100 and 140, ties 620: 5 of 6. E-W: 30% of 1 + 70% of
    // (-100 ties -100, loses to 620 and 140 for E-W: 6 - 1 = 5) = 0.3 + 3.5 = 3.8.
    assert_eq!(v["ns"]["matchpoints"], 5.0);
    assert_eq!(v["ew"]["matchpoints"], 3.8);
    assert_eq!(v["ew"]["results"][1]["ns_matchpoints"], 1);
}

#[test]
fn another_declarer_in_one_result() {
    let out = td(&[
        "score",
        "--by",
        "S",
        "--vul",
        "both",
        "--result",
        "4S=:70",
        "--result",
        "5HX-2/E:30",
    ]);
    // E-W vulnerable, doubled, two down: 500 to N-S. 0.7 x 620 + 0.3 x 500 = 584.
    assert_has(&out.stdout, "     30%  5HX-2 by E  +500\n");
    assert_has(&out.stdout, "N-S  weighted total points +584 (Law 78C)\n");
}

#[test]
fn artificial_scores() {
    let out = td(&["score", "--ns", "A+", "--ew", "A-"]);
    assert_eq!(
        out.stdout,
        "Artificial adjusted score (Law 12C2) · pairs: percent of the matchpoints\n\
         N-S  average plus (in no way at fault): 60%\n\
         E-W  average minus (directly at fault): 40%\n"
    );
    let out = td(&["score", "--ns", "A", "--ew", "A", "--teams"]);
    assert_has(&out.stdout, "N-S  average (partly at fault): IMPs 0\n");
    let out = td(&["score", "--ns", "A+", "--ew", "A-", "--teams"]);
    assert_has(
        &out.stdout,
        "N-S  average plus (in no way at fault): IMPs +3\n",
    );
    assert_has(
        &out.stdout,
        "E-W  average minus (directly at fault): IMPs -3\n",
    );
    // 12C2(c): a non-offending side above 60% and an offending side below 40%
    // keep their session percentage; one not beyond keeps 60 or 40.
    let out = td(&[
        "score",
        "--ns",
        "A+",
        "--ew",
        "A-",
        "--session-ns",
        "64.5",
        "--session-ew",
        "42",
    ]);
    assert_has(
        &out.stdout,
        "N-S  average plus (in no way at fault): 64.5% (its score on the other boards of the session, Law 12C2(c))\n",
    );
    assert_has(&out.stdout, "E-W  average minus (directly at fault): 40%\n");
    let out = td(&[
        "score",
        "--ns",
        "A+",
        "--ew",
        "A-",
        "--session-ew",
        "34,5",
        "--format",
        "json",
    ]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["ew"]["value"], 34.5);
    assert_eq!(v["ew"]["session_exception"], true);
    assert_eq!(v["ns"]["value"], 60.0);
    let out = Test::new()
        .args([
            "--lang",
            "nb",
            "score",
            "--ns",
            "A-",
            "--ew",
            "A+",
            "--teams",
            "--session-ew",
            "4,2",
        ])
        .expect(0);
    assert_has(&out.stdout, "Ø-V  middels pluss (uten skyld): IMP +4,2");
}

#[test]
fn weights_that_do_not_add_up() {
    let e = bad(&[
        "score", "--by", "S", "--vul", "none", "--result", "4S=:60", "--result", "4S-1:30",
    ]);
    assert_has(
        &e,
        "--result: the weights add up to 90%, not 100%: 4S=:60, 4S-1:30",
    );
    let e = bad(&[
        "score", "--by", "S", "--vul", "none", "--result", "4S=:100", "--result", "4S-1:0",
    ]);
    assert_has(&e, "a weight of 0%");
    let e = bad(&[
        "score", "--by", "S", "--vul", "none", "--result", "4S=:60", "--result", "4S-1",
    ]);
    assert_has(&e, "`4S-1` has no weight");
    let e = bad(&[
        "score", "--by", "S", "--vul", "none", "--result", "4S=:6o", "--result", "4S-1:40",
    ]);
    assert_has(&e, "`4S=:6o`: the weight after `:` is a whole percentage");
    let e = Test::new()
        .args([
            "--lang", "pl", "score", "--by", "S", "--vul", "nikt", "--result", "4P=:60",
            "--result", "4P-1:30",
        ])
        .expect(2)
        .stderr;
    assert_has(&e, "wagi sumują się do 90%");
}

#[test]
fn results_that_cannot_happen() {
    let e = bad(&["score", "4S+10", "--by", "S", "--vul", "none"]);
    assert_has(
        &e,
        "RESULT: `4S+10` cannot happen: there are 13 tricks, so the most this contract can make is +3",
    );
    let e = bad(&["score", "7NT-14", "--by", "S", "--vul", "none"]);
    assert_has(
        &e,
        "`7NT-14` cannot happen: declarer cannot go down by more tricks than he needed; the most is -13",
    );
    let e = bad(&[
        "score", "--by", "S", "--vul", "none", "--result", "7C+1:50", "--result", "7C=:50",
    ]);
    assert_has(&e, "--result: `7C+1` cannot happen");
    assert_has(&e, "the most this contract can make is =");
    let e = bad(&["score", "4S", "--by", "S", "--vul", "none"]);
    assert_has(&e, "`4S` has no result");
    let e = bad(&["score", "4Z=", "--by", "S", "--vul", "none"]);
    assert_has(&e, "`4Z=` is not a contract and result");
    let e = Test::new()
        .args([
            "--lang", "nb", "score", "3G+5", "--by", "S", "--vul", "ingen",
        ])
        .expect(2)
        .stderr;
    assert_has(&e, "«3G+5» er umulig");
}

#[test]
fn vulnerability_and_declarer() {
    let e = bad(&["score", "4S=", "--by", "S", "--vul", "NE"]);
    assert_has(
        &e,
        "--vul: `NE` is not a vulnerability: use none, NS, EW or both",
    );
    let e = bad(&["score", "4S=", "--by", "S"]);
    assert_has(&e, "--vul: the score depends on the vulnerability");
    let e = bad(&["score", "4S=", "--vul", "none"]);
    assert_has(
        &e,
        "`4S=`: who declared it? give --by S, or the seat after the result: 4S=/S",
    );
    let e = bad(&["score", "4S=", "--by", "Q", "--vul", "none"]);
    assert_has(&e, "--by: `Q` is not a seat");
    let e = bad(&["score", "--vul", "none", "--result", "4S=/Q"]);
    assert_has(&e, "`Q` is not a seat");
    let e = bad(&["score", "--vul", "none"]);
    assert_has(&e, "nothing to score");
}

#[test]
fn traveller_lines_that_are_not_scores() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("t.txt");
    std::fs::write(&path, "420\n\n4S=\n").unwrap();
    let p = path.to_str().unwrap();
    let e = bad(&[
        "score",
        "4S=",
        "--by",
        "S",
        "--vul",
        "none",
        "--traveller",
        p,
    ]);
    assert_has(
        &e,
        &format!("{p}:3: `4S=` is not a score: write the N-S score as a whole number"),
    );
    std::fs::write(&path, "420\n425\n").unwrap();
    let e = bad(&[
        "score",
        "4S=",
        "--by",
        "S",
        "--vul",
        "none",
        "--traveller",
        p,
    ]);
    assert_has(&e, &format!("{p}:2: `425` is no bridge score"));
    std::fs::write(&path, "# nothing yet\n\n").unwrap();
    let e = bad(&[
        "score",
        "4S=",
        "--by",
        "S",
        "--vul",
        "none",
        "--traveller",
        p,
    ]);
    assert_has(&e, "holds no scores");
    std::fs::write(&path, b"420\n\xff\xfe\n").unwrap();
    let e = bad(&[
        "score",
        "4S=",
        "--by",
        "S",
        "--vul",
        "none",
        "--traveller",
        p,
    ]);
    assert_has(&e, "is not a text file of scores");
    let missing = dir.path().join("missing.txt");
    let e = bad(&[
        "score",
        "4S=",
        "--by",
        "S",
        "--vul",
        "none",
        "--traveller",
        missing.to_str().unwrap(),
    ]);
    assert_has(&e, "cannot read");
    let e = bad(&[
        "score",
        "4S=",
        "--by",
        "S",
        "--vul",
        "none",
        "--traveller",
        dir.path().to_str().unwrap(),
    ]);
    assert_has(&e, "not a regular file");
    let e = bad(&[
        "score", "4S=", "--by", "S", "--vul", "none", "--field", "420,abc",
    ]);
    assert_has(&e, "--field: `abc` is not a score");
    let e = bad(&[
        "score",
        "4S=",
        "--by",
        "S",
        "--vul",
        "none",
        "--other-table",
        "8000",
    ]);
    assert_has(&e, "--other-table: `8000` is no bridge score");
}

#[test]
fn artificial_input_errors() {
    let e = bad(&["score", "--ns", "B+", "--ew", "A-"]);
    assert_has(&e, "--ns: `B+` is not an artificial score");
    let e = bad(&["score", "--ns", "A+", "--ew", "A-", "--session-ns", "105"]);
    assert_has(&e, "--session-ns: `105`: a percentage is from 0 to 100");
    let e = bad(&["score", "--ns", "A+", "--ew", "A-", "--session-ew", "lots"]);
    assert_has(&e, "--session-ew: `lots` is not a session score");
    // Usage errors from clap: one side only, or an artificial and a weighted score.
    bad(&["score", "--ns", "A+"]);
    bad(&["score", "4S=", "--by", "S", "--vul", "none", "--teams"]);
    bad(&["score", "--ns", "A+", "--ew", "A-", "--result", "4S=:100"]);
    bad(&[
        "score",
        "4S=",
        "--by",
        "S",
        "--vul",
        "none",
        "--field",
        "420",
        "--other-table",
        "420",
    ]);
}

#[test]
fn help_and_man_page_show_examples() {
    let out = td(&["score", "--help"]);
    assert_has(&out.stdout, "td score 4SX-2 --by S --vul NS");
    let out = td(&["man", "score"]);
    assert_has(&out.stdout, "td score 4SX\\-2 \\-\\-by S \\-\\-vul NS");
    let out = td(&["man"]);
    assert_has(&out.stdout, "td score 4SX\\-2 \\-\\-by S \\-\\-vul NS");
    assert_has(&out.stdout, "for \\fBtd score\\fR, a result");
    let out = Test::new()
        .args(["--lang", "nb", "score", "--help"])
        .expect(0);
    assert_has(&out.stdout, "Tildelt justert score (12C1)");
}

/// 12C4 for artificial scores in a knockout: each side's score worked out on its
/// own, then the average given to each (A+/A+ is 0/0; A/A- is +1.5/-1.5).
#[test]
fn artificial_scores_in_a_knockout_are_averaged() {
    let out = Test::new()
        .args(["score", "--ns", "A+", "--ew", "A+", "--teams", "--knockout"])
        .expect(0);
    assert_has(
        &out.stdout,
        "N-S  average plus (in no way at fault): IMPs 0\n",
    );
    assert_has(
        &out.stdout,
        "E-W  average plus (in no way at fault): IMPs 0\n",
    );
    assert_has(&out.stdout, "knockout (12C4)");
    let out = Test::new()
        .args(["score", "--ns", "A", "--ew", "A-", "--teams", "--knockout"])
        .expect(0);
    assert_has(&out.stdout, "IMPs +1.5\n");
    assert_has(&out.stdout, "IMPs -1.5\n");
    // Without --knockout the scores are the standard ones.
    let out = Test::new()
        .args(["score", "--ns", "A", "--ew", "A-", "--teams"])
        .expect(0);
    assert_has(&out.stdout, "IMPs 0\n");
    assert_has(&out.stdout, "IMPs -3\n");
}

/// A points average is no score where the board is matchpointed or IMPed.
#[test]
fn no_points_average_is_shown_as_a_score_against_a_field() {
    let out = Test::new()
        .args([
            "score",
            "--vul",
            "none",
            "--result",
            "4S=/S:50",
            "--result",
            "4S-1/S:50",
            "--field",
            "420,-50,450",
        ])
        .expect(0);
    assert!(!out.stdout.contains("weighted"), "{}", out.stdout);
    assert_has(&out.stdout, "matchpoints");
}

/// A procedural penalty (90A): off the offending side only, in the event's unit; a
/// share of a top shown in matchpoints when the top is given.
#[test]
fn a_procedural_penalty_in_each_unit() {
    let out = td(&["score", "--penalty", "NS:25%", "--top", "12"]);
    assert_eq!(
        out.stdout,
        "Procedural penalty (Law 90A), off N-S's score only\nN-S  -25% of a top · -3 MP\n"
    );
    let out = td(&["score", "--penalty", "EW:0.5vp", "--format", "json"]);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["penalty"]["ew"]["vp"], "-0.5");
    assert_eq!(v["penalty"]["ns"], serde_json::json!({}));
    let out = Test::new()
        .args(["--lang", "nb", "score", "--penalty", "ØV:3imp"])
        .expect(0);
    assert_eq!(
        out.stdout,
        "Prosedyrestraff (§ 90A), bare fra scoren til Ø-V\nØ-V  -3 IMP\n"
    );
    for (bad, why) in [
        ("NS:25", "`NS:25` is not a procedural penalty"),
        ("NS:30imp", "`NS:30imp` is not a procedural penalty"),
        ("both:1imp", "`both:1imp` is not a procedural penalty"),
    ] {
        let out = Test::new().args(["score", "--penalty", bad]).expect(2);
        assert_has(&out.stderr, &format!("--penalty: {why}"));
    }
    let out = Test::new()
        .args(["score", "--penalty", "NS:1imp", "4S=", "--by", "S"])
        .expect(2);
    assert_has(&out.stderr, "cannot be used with");
}
