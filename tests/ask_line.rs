//! `td ask` in line mode: how scripts and TDs on a pipe drive the questionnaire.

mod common;
use common::Test;

#[test]
fn answers_by_number_reach_a_ruling() {
    let out = Test::new().args(["ask", "45"]).stdin("3\n1\n").expect(0);
    assert!(
        out.stdout
            .contains("1. What happened with the card? [Law 45C, Law 45]")
    );
    assert!(out.stdout.contains("RULING  Law 45C3"));
    assert!(out.stdout.contains("touched it deliberately"));
    assert!(out.stdout.contains("How we got here"));
}

#[test]
fn answers_by_id_and_back_with_preselection() {
    // dummy-touched, then back, then named -> declarer-hand
    let out = Test::new()
        .args(["ask", "45"])
        .stdin("dummy-touched\nback\nnamed\ndeclarer-hand\n")
        .expect(0);
    assert!(out.stdout.contains("RULING  Law 45C4(a)"), "{}", out.stdout);
    assert!(!out.stdout.contains("-> Declarer touched a card in dummy"));
}

#[test]
fn question_mark_explains_the_paragraph() {
    let out = Test::new()
        .args(["ask", "45"])
        .stdin("1\n?\n1\n1\n1\n")
        .expect(0);
    assert!(
        out.stdout.contains("Law 45C1 Defender's card"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("RULING  Law 45C1, Law 45A"));
}

#[test]
fn invalid_answer_is_rejected_and_asked_again() {
    let out = Test::new()
        .args(["ask", "68"])
        .stdin("42\nbogus\n1\n")
        .expect(0);
    assert!(out.stdout.contains("`42`: not an answer here"));
    assert!(out.stdout.contains("`bogus`: not an answer here"));
    assert!(out.stdout.contains("RULING  Law 68"));
}

#[test]
fn end_of_input_before_a_ruling_exits_1() {
    let out = Test::new().args(["ask", "45"]).stdin("1\n").expect(1);
    assert!(
        out.stderr
            .contains("input ended before a ruling was reached"),
        "{}",
        out.stderr
    );
    assert!(out.stderr.contains("45#def-seen"));
}

#[test]
fn json_output_is_only_json_on_stdout() {
    let out = Test::new()
        .args(["ask", "45", "--format", "json"])
        .stdin("3\n1\n")
        .expect(0);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).expect("stdout is JSON");
    assert_eq!(v["status"], "complete");
    assert!(
        v["record"].as_str().unwrap().starts_with("incidents/"),
        "{v}"
    );
    let w = &v["walks"][0];
    assert_eq!(w["outcome"], "45#dummy-touch-played");
    assert_eq!(w["citations"][0]["ref"], "45C3");
    assert_eq!(w["path"][0]["answer"], "dummy-touched");
    assert_eq!(w["path"][1]["node"], "45#dummy-touch-why");
    assert_eq!(w["options"], serde_json::json!([]));
    assert!(out.stderr.contains("What happened with the card?"));
}

#[test]
fn markdown_output_is_a_ruling_slip() {
    let out = Test::new()
        .args(["ask", "68", "--format", "markdown"])
        .stdin("claim\nno\ncalled-td\nno\n")
        .expect(0);
    assert!(
        out.stdout.contains("\n# Ruling: Law 68D2(a), Law 68C\n"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("Record: `incidents/"), "{}", out.stdout);
    assert!(
        out.stdout
            .contains("| 1 | What was said or done, and by whom?")
    );
    assert!(!out.stdout.contains('\u{1b}'));
}

#[test]
fn triage_tree_jumps_into_law_trees() {
    let out = Test::new()
        .arg("ask")
        .stdin("claim\nspread-after-lead\n")
        .expect(0);
    assert!(out.stdout.contains("1. What happened at the table?"));
    assert!(out.stdout.contains("RULING  Law 68A"));
    let out = Test::new()
        .arg("ask")
        .stdin("dummy\ndummy-pointed\n")
        .expect(0);
    assert!(out.stdout.contains("RULING  Law 45F"));
}

#[test]
fn language_from_flag_and_environment() {
    let out = Test::new()
        .args(["ask", "68", "--lang", "nb"])
        .stdin("1\n")
        .expect(0);
    assert!(out.stdout.contains("KJENNELSE  § 68"), "{}", out.stdout);
    let out = Test::new()
        .args(["ask", "68"])
        .env("LANG", "pl_PL.UTF-8")
        .stdin("1\n")
        .expect(0);
    assert!(
        out.stdout.contains("ORZECZENIE  przepis 68"),
        "{}",
        out.stdout
    );
    let out = Test::new()
        .args(["ask", "68"])
        .env("LANG", "pl_PL.UTF-8")
        .env("TD_LANG", "en")
        .stdin("1\n")
        .expect(0);
    assert!(out.stdout.contains("RULING  Law 68"));
}

#[test]
fn regulation_answers_its_question() {
    let out = Test::new()
        .args(["ask", "41"])
        .stdin("led-face-up\n")
        .expect(0);
    assert!(out.stdout.contains("The lead stands"), "{}", out.stdout);
    let out = Test::new()
        .args(["ask", "41", "--regulation", "face-up-leads"])
        .stdin("led-face-up\n")
        .expect(0);
    assert!(
        out.stdout
            .contains("In order: this event requires opening leads face up")
    );
}

#[test]
fn unknown_regulation_and_tree_are_usage_errors() {
    let out = Test::new()
        .args(["ask", "41", "--regulation", "face-up-lead"])
        .expect(2);
    assert!(
        out.stderr.contains("did you mean `face-up-leads`"),
        "{}",
        out.stderr
    );
    let out = Test::new().args(["ask", "46"]).expect(2);
    assert!(out.stderr.contains("no tree `46`"));
}

#[test]
fn config_file_sets_regulations_and_reports_its_errors() {
    let dir = tempfile::tempdir().unwrap();
    let cfg = dir.path().join("config.yaml");
    std::fs::write(&cfg, "regulations: [face-up-leads]\n").unwrap();
    let c = cfg.to_str().unwrap();
    let out = Test::new()
        .args(["ask", "41", "--no-save"])
        .env("TD_CONFIG", c)
        .stdin("led-face-up\n")
        .expect(0);
    assert!(
        out.stdout
            .contains("In order: this event requires opening leads face up"),
        "{}",
        out.stdout
    );

    std::fs::write(&cfg, "regulations: [face-up-leads]\nregulation: x\n").unwrap();
    let out = Test::new()
        .args(["ask", "41"])
        .env("TD_CONFIG", c)
        .expect(2);
    assert!(
        out.stderr
            .contains(&format!("{c}:2:1: unknown field `regulation`")),
        "{}",
        out.stderr
    );

    std::fs::write(&cfg, "regulations: [face-down-leads]\n").unwrap();
    let out = Test::new()
        .args(["ask", "41"])
        .env("TD_CONFIG", c)
        .expect(2);
    assert!(
        out.stderr.contains("unknown regulation `face-down-leads`"),
        "{}",
        out.stderr
    );

    let out = Test::new()
        .args(["ask", "41"])
        .env("TD_CONFIG", "/nonexistent/td.yaml")
        .expect(2);
    assert!(
        out.stderr
            .contains("/nonexistent/td.yaml: cannot read config"),
        "{}",
        out.stderr
    );

    // Without TD_CONFIG, a missing file in the usual place is fine.
    let home = tempfile::tempdir().unwrap();
    Test::new()
        .args(["ask", "68", "--no-save"])
        .env("HOME", home.path().to_str().unwrap())
        .env(
            "XDG_CONFIG_HOME",
            home.path().join("none").to_str().unwrap(),
        )
        .stdin("1\n")
        .expect(0);
}
