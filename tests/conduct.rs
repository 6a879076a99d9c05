//! "Conduct the ruling": steps said on the way, players' choices, "not chosen yet",
//! clauses, the branch's citations, and record format 4, driven through the binary
//! as a TD would (line mode, replay files), on a small tree of placeholder words
//! (`tests/data/conduct/`) beside the built-in set, so the engine is tested
//! whatever the law trees say.

mod common;

use std::path::{Path, PathBuf};

use common::{Test, assert_has, has_step};

/// The built-in rulings plus the test tree `zz` and its clause.
fn rulings() -> tempfile::TempDir {
    let dir = common::rulings_copy();
    let data = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/conduct"));
    std::fs::copy(data.join("zz.yaml"), dir.path().join("zz.yaml")).unwrap();
    let clauses = dir.path().join("clauses");
    std::fs::create_dir_all(&clauses).unwrap();
    std::fs::copy(data.join("clauses/zz.yaml"), clauses.join("zz.yaml")).unwrap();
    dir
}

fn ask(r: &Path, input: &str, extra: &[&str]) -> common::Output {
    Test::new()
        .args(["--rulings", r.to_str().unwrap(), "ask", "zz"])
        .args(extra)
        .stdin(input)
        .run()
}

fn replay(r: &Path, record: &Path) -> common::Output {
    Test::new()
        .args(["--rulings", r.to_str().unwrap(), "replay", "--check"])
        .arg(record.to_str().unwrap())
        .run()
}

fn record_in(dir: &Path) -> PathBuf {
    dir.join("r.yaml")
}

#[test]
fn steps_are_said_before_the_choice_and_the_ruling_cites_the_branch_taken() {
    let r = rulings();
    let out = ask(r.path(), "at-once\ndeclines\nother\n", &["--no-save"]);
    assert_eq!(out.code, 0, "{}\n{}", out.stdout, out.stderr);
    // The step before the first choice, with its law, then the choice put to
    // the player who holds it, with "not chosen yet" as its way out.
    assert_has(
        &out.stdout,
        "Say this [Law 27A1]\n  Step one: the left-hand opponent may accept.",
    );
    assert_has(
        &out.stdout,
        "2. The offender's left-hand opponent: Do you accept it? [Law 27A1]",
    );
    assert_has(&out.stdout, "  3) Not chosen yet  (wait)");
    // The second step says its clause after its own words, and cites both.
    assert_has(
        &out.stdout,
        "Say this [Law 27B, Law 16C2]\n  Step two: the offender must replace it. Clause: the withdrawn bid is unauthorized for his side.",
    );
    assert_has(
        &out.stdout,
        "3. The offender: Which call do you make instead? [Law 27B1(a), Law 27B2]",
    );
    // Only the branch taken: 27B2, not 27B1(a); each step's law in order.
    assert_has(
        &out.stdout,
        "Citations: Law 27A1, Law 27B, Law 16C2, Law 27B2",
    );
    assert!(
        !out.stdout
            .contains("Citations: Law 27A1, Law 27B, Law 16C2, Law 27B1(a)")
    );
}

#[test]
fn a_choice_is_answered_by_number_as_by_id() {
    let r = rulings();
    let by_id = ask(
        r.path(),
        "at-once\naccepts\n",
        &["--no-save", "--format", "json"],
    );
    let by_number = ask(r.path(), "1\n1\n", &["--no-save", "--format", "json"]);
    assert_eq!(by_id.code, 0, "{}", by_id.stderr);
    assert_eq!(by_id.stdout, by_number.stdout);
    let v: serde_json::Value = serde_json::from_str(&by_id.stdout).unwrap();
    let walk = &v["walks"][0];
    assert_eq!(walk["outcome"], "zz#accepted");
    assert_eq!(walk["path"][1]["chosen_by"], "offender-lho");
    assert!(walk["path"][0].get("chosen_by").is_none(), "a fact: {walk}");
    assert_eq!(walk["said"][0]["node"], "zz#told");
    assert_eq!(walk["said"][0]["details"], "Why step one is said.");
    let cites: Vec<&str> = walk["citations"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["ref"].as_str().unwrap())
        .collect();
    assert_eq!(
        cites,
        ["27A1"],
        "one paragraph once, though two nodes cite it"
    );
}

#[test]
fn the_record_keeps_facts_and_choices_apart_with_their_times() {
    let r = rulings();
    let dir = tempfile::tempdir().unwrap();
    let rec = record_in(dir.path());
    let out = ask(
        r.path(),
        "at-once\ndeclines\nsame\n",
        &[
            "--save",
            rec.to_str().unwrap(),
            "--section",
            "A",
            "--round",
            "3",
            "--ns",
            "5",
            "--ew",
            "12",
            "--td",
            "Anna Nowak",
        ],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let text = std::fs::read_to_string(&rec).unwrap();
    assert_has(&text, "format: 4");
    assert_has(&text, "status: complete");
    for fact in [
        "section: A",
        "round: \"3\"",
        "ns: \"5\"",
        "ew: \"12\"",
        "td: Anna Nowak",
    ] {
        assert_has(&text, fact);
    }
    assert!(has_step(&text, "zz#what", "at-once"), "{text}");
    // A choice is recorded as the player's, with who made it.
    assert_has(
        &text,
        "- node: zz#lho\n    choice: declines\n    by: offender-lho\n    at: \"",
    );
    assert_has(
        &text,
        "- node: zz#offender\n    choice: same\n    by: offender\n",
    );
    // What was said, in order, with its words as shown.
    let said = text.find("said:").expect("said");
    let one = text.find("node: zz#told").unwrap();
    let two = text.find("node: zz#declined").unwrap();
    assert!(said < one && one < two, "{text}");
    assert_has(
        &text,
        "Clause: the withdrawn bid is unauthorized for his side.",
    );
    assert_has(
        &text,
        "citations:\n    - 27A1\n    - 27B\n    - 16C2\n    - 27B1(a)\n",
    );
    let check = replay(r.path(), &rec);
    assert_eq!(check.code, 0, "{}", check.stdout);
    assert_has(&check.stdout, "r.yaml: ok");
}

#[test]
fn not_chosen_yet_ends_the_walk_awaiting_and_resume_carries_on() {
    let r = rulings();
    let dir = tempfile::tempdir().unwrap();
    let rec = record_in(dir.path());
    let out = ask(
        r.path(),
        "at-once\nwait\n",
        &["--save", rec.to_str().unwrap()],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_has(&out.stdout, "AWAITING A CHOICE  Law 27A1");
    assert_has(
        &out.stdout,
        "? The offender's left-hand opponent: Do you accept it?\n  - He accepts\n  - He declines",
    );
    let text = std::fs::read_to_string(&rec).unwrap();
    assert_has(&text, "status: awaiting");
    assert_has(
        &text,
        "awaiting:\n    node: zz#lho\n    holder: offender-lho",
    );
    assert!(!text.contains("ruling:"), "no ruling yet: {text}");
    // The awaiting record replays to where it waits.
    let check = replay(r.path(), &rec);
    assert_eq!(check.code, 0, "{}", check.stdout);
    assert_has(&check.stdout, "r.yaml: ok");
    // Waiting somewhere else, or having said something else on the way, is a change.
    let forged = dir.path().join("forged.yaml");
    let moved = text.replace(
        "awaiting:\n    node: zz#lho",
        "awaiting:\n    node: zz#offender",
    );
    let said = text
        .find("said:")
        .expect("the step said before the choice is kept");
    let (head, tail) = text.split_at(said);
    let reworded = format!("{head}{}", tail.replacen("node: zz#", "node: zz#x-", 1));
    for (edited, says) in [
        (moved, "forged.yaml: incomplete"),
        (reworded, "forged.yaml: changed"),
    ] {
        assert_ne!(edited, text);
        std::fs::write(&forged, &edited).unwrap();
        let check = replay(r.path(), &forged);
        assert_eq!(check.code, 1, "{edited}\n{}", check.stdout);
        assert_has(&check.stdout, says);
    }

    // The player chooses: td asks the choice again, and the record goes on
    // without an earlier version (nothing ruled changed).
    let resumed = Test::new()
        .args(["--rulings", r.path().to_str().unwrap(), "ask", "--resume"])
        .arg(rec.to_str().unwrap())
        .stdin("accepts\n")
        .run();
    assert_eq!(resumed.code, 0, "{}\n{}", resumed.stdout, resumed.stderr);
    assert_has(&resumed.stdout, "Do you accept it?");
    assert_has(&resumed.stdout, "Ruling A: it stands.");
    let text = std::fs::read_to_string(&rec).unwrap();
    assert_has(&text, "status: complete");
    assert!(!text.contains("history:"), "{text}");
    assert!(!text.contains("awaiting:"), "{text}");
    assert!(has_step(&text, "zz#lho", "accepts"), "{text}");
}

#[test]
fn wait_is_no_answer_to_a_question_of_fact() {
    let r = rulings();
    let out = ask(r.path(), "wait\nat-once\naccepts\n", &["--no-save"]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_has(&out.stdout, "`wait`: ");
    assert_has(&out.stdout, "Ruling A: it stands.");
}

#[test]
fn back_from_a_choice_takes_back_the_steps_said_after_the_answer() {
    let r = rulings();
    let out = ask(
        r.path(),
        "at-once\ndeclines\nback\nback\nlater\n",
        &["--no-save", "--format", "json"],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let walk = &v["walks"][0];
    assert_eq!(walk["outcome"], "zz#late");
    assert!(walk.get("said").is_none(), "no step on this path: {walk}");
    // Ruling D leads on by itself to ruling C.
    assert_eq!(v["walks"][1]["outcome"], "zz#other");
}

#[test]
fn replay_check_guards_citations_see_and_the_lead_on() {
    let r = rulings();
    let dir = tempfile::tempdir().unwrap();
    let rec = record_in(dir.path());
    let out = ask(
        r.path(),
        "later
",
        &["--save", rec.to_str().unwrap()],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let good = std::fs::read_to_string(&rec).unwrap();
    assert!(good.contains("start: zz#other"), "{good}");
    let check = replay(r.path(), &rec);
    assert_eq!(check.code, 0, "{}", check.stdout);
    for (what, body) in [
        (
            "the ruling's citations",
            good.replacen(
                "    - 27A1
",
                "    - 27A2
",
                1,
            ),
        ),
        (
            "the laws handed off to",
            good.replacen("see: []", "see: [26A]", 1),
        ),
    ] {
        assert_ne!(body, good, "{what}");
        std::fs::write(&rec, &body).unwrap();
        let check = replay(r.path(), &rec);
        assert_eq!(check.code, 1, "{what}: {}", check.stdout);
        assert_has(&check.stdout, "r.yaml: changed");
    }
    // The tree no longer leads on: the second walk starts where nothing led.
    std::fs::write(&rec, &good).unwrap();
    let tree = r.path().join("zz.yaml");
    let text = std::fs::read_to_string(&tree).unwrap();
    std::fs::write(&tree, text.replace("    then: other\n", "")).unwrap();
    let check = replay(r.path(), &rec);
    assert_eq!(check.code, 2, "{}", check.stdout);
    assert_has(&check.stdout, "does not lead on there");
}

#[test]
fn replay_check_finds_a_changed_word_a_changed_choice_and_a_forged_step() {
    let r = rulings();
    let dir = tempfile::tempdir().unwrap();
    let rec = record_in(dir.path());
    let out = ask(
        r.path(),
        "at-once\ndeclines\nother\n",
        &["--save", rec.to_str().unwrap()],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let good = std::fs::read_to_string(&rec).unwrap();
    let cases = [
        ("a step's words", good.replace("Step one:", "Step 1:")),
        (
            "a step's citations",
            good.replacen("    - 27A1\n", "    - 27A2\n", 1),
        ),
        ("the ruling's words", good.replace("Ruling C:", "Ruling X:")),
        ("a choice", good.replace("choice: other", "choice: same")),
        (
            "a step that was not said",
            good.replace(
                "  said:\n",
                "  said:\n  - node: zz#late\n    citations: [27A1]\n    text: x\n",
            ),
        ),
    ];
    for (what, body) in cases {
        assert_ne!(body, good, "{what}: the edit must change the record");
        std::fs::write(&rec, &body).unwrap();
        let check = replay(r.path(), &rec);
        assert_eq!(check.code, 1, "{what}: {}", check.stdout);
        assert_has(&check.stdout, "r.yaml: changed");
    }
}

#[test]
fn format_4_refuses_the_old_keys_and_bad_steps_with_their_place() {
    let r = rulings();
    let dir = tempfile::tempdir().unwrap();
    let rec = record_in(dir.path());
    let out = ask(
        r.path(),
        "at-once\naccepts\n",
        &["--save", rec.to_str().unwrap()],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    let good = std::fs::read_to_string(&rec).unwrap();
    let cases = [
        (
            "answers in format 4",
            good.replace("  steps:\n", "  answers: {zz#what: at-once}\n  steps:\n"),
            "`steps`",
        ),
        (
            "both an answer and a choice",
            good.replace(
                "    choice: accepts\n",
                "    choice: accepts\n    answer: accepts\n",
            ),
            "either an `answer`",
        ),
        (
            "neither",
            good.replace("    answer: at-once\n", ""),
            "either an `answer`",
        ),
        (
            "a holder that is none",
            good.replace("by: offender-lho", "by: partner"),
            "`partner` is not a holder",
        ),
        (
            "steps in format 3",
            good.replace("format: 4", "format: 3"),
            "need record format 4",
        ),
        (
            "awaiting in format 3",
            good.replace("format: 4", "format: 3")
                .replace("status: complete", "status: awaiting"),
            "need record format 4",
        ),
    ];
    for (what, body, expected) in cases {
        assert_ne!(body, good, "{what}: the edit must change the record");
        std::fs::write(&rec, &body).unwrap();
        let check = replay(r.path(), &rec);
        assert_eq!(check.code, 2, "{what}: {}", check.stdout);
        assert_has(&check.stdout, "r.yaml:");
        assert_has(&check.stdout, expected);
    }
}

#[test]
fn a_format_3_record_still_replays_and_is_written_as_format_4() {
    let r = rulings();
    let dir = tempfile::tempdir().unwrap();
    let rec = record_in(dir.path());
    let golden = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/incidents-v2"));
    // A golden format-2 record: td still reads and replays it, and writes it
    // back as format 4 when it is amended (its answers become steps).
    let text = std::fs::read_to_string(golden.join("two-rulings.yaml")).unwrap();
    assert!(
        text.contains("format: 2") && text.contains("answers:"),
        "{text}"
    );
    std::fs::write(&rec, &text).unwrap();
    let check = replay(r.path(), &rec);
    assert_ne!(check.code, 2, "{}", check.stdout);
    let resumed = Test::new()
        .args(["--rulings", r.path().to_str().unwrap(), "ask", "--resume"])
        .arg(rec.to_str().unwrap())
        .stdin(
            "another
",
        )
        .run();
    let now = std::fs::read_to_string(&rec).unwrap();
    assert!(
        now.contains("format: 4") && now.contains("steps:"),
        "{}\n{now}",
        resumed.stderr
    );
}

/// `td check` on the test tree with one edit: exit 1, the code and the place.
fn check_with(edit: impl Fn(&str) -> String, clause_edit: impl Fn(&str) -> String) -> String {
    let r = rulings();
    let tree = r.path().join("zz.yaml");
    let text = std::fs::read_to_string(&tree).unwrap();
    let edited = edit(&text);
    assert_ne!(edited, text, "the edit must change the tree");
    std::fs::write(&tree, edited).unwrap();
    let clauses = r.path().join("clauses/zz.yaml");
    let c = std::fs::read_to_string(&clauses).unwrap();
    std::fs::write(&clauses, clause_edit(&c)).unwrap();
    let out = Test::new()
        .args(["--rulings", r.path().to_str().unwrap(), "check"])
        .run();
    assert_eq!(out.code, 1, "{}\n{}", out.stdout, out.stderr);
    out.stdout + &out.stderr
}

#[test]
fn check_names_every_new_mistake_with_its_place() {
    let same = |s: &str| s.to_string();
    let out = check_with(
        |s| s.replace("clauses: [zz-withdrawn]", "clauses: [zz-withdrawm]"),
        same,
    );
    assert_has(&out, "zz.yaml:32:15: error[E021]");
    assert_has(&out, "E021");
    assert_has(&out, "no clause `zz-withdrawm`");
    assert_has(&out, "zz-withdrawn");

    let out = check_with(
        |s| {
            s.replace("takes_over: [26B]", "takes_over: [45C1]").replace(
            "    no_then: {en: \"The lead restriction comes at the opening lead, not now.\"}\n",
            "",
        )
        },
        same,
    );
    assert_has(&out, "E020");
    assert_has(
        &out,
        "ruling `other` hands over to 45C1, which tree `45` rules",
    );

    let out = check_with(|s| s.replace("    holder: offender-lho\n", ""), same);
    assert_has(&out, "E004");
    assert_has(&out, "`holder`");

    let out = check_with(|s| s.replace("holder: offender-lho", "holder: lho"), same);
    assert_has(&out, "E016");
    assert_has(&out, "`lho` is not a holder");

    let out = check_with(
        |s| {
            s.replace(
                "    choose: {en: \"Do you accept it?\"",
                "    ask: {en: \"Accept?\"}\n    choose: {en: \"Do you accept it?\"",
            )
        },
        same,
    );
    assert_has(&out, "E010");
    assert_has(&out, "both a question to the TD");

    let out = check_with(|s| s.replace("    next: lho\n", ""), same);
    assert_has(&out, "E004");

    let out = check_with(
        |s| s.replace("    next: lho\n", "    next: lho\n    follows: {en: x}\n"),
        same,
    );
    assert_has(&out, "E010");

    let out = check_with(same_changed, |c| c.replace("    cites: [16C2]\n", ""));
    assert_has(&out, "E021");
    assert_has(&out, "clause `zz-withdrawn` has no `cites`");

    let out = check_with(same_changed, |c| c.replace("[16C2]", "[16C9]"));
    assert_has(&out, "E012");
}

/// An edit of the tree that changes nothing the checks look at (a comment).
fn same_changed(s: &str) -> String {
    format!("{s}# edited\n")
}
