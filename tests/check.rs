//! `td check`: one fixture per diagnostic code, asserting the code, line and column.

mod common;
use common::{Test, assert_has};

const LAWS: &str = r#"scope: [1]
paragraphs:
  "1": {title: {en: A, nb: A, pl: A}, summary: {en: S, nb: S, pl: S}}
  1A: {title: {en: A, nb: A, pl: A}, summary: {en: S, nb: S, pl: S}}
  1B: {title: {en: B, nb: B, pl: B}, summary: {en: S, nb: S, pl: S}}
"#;

const T: &str = "{en: T, nb: T, pl: T}";

fn ruling(id: &str) -> String {
    format!(
        "  {id}:\n    cites: [1A]\n    ruling: {T}\n    options: []\n    follows: {T}\n    adjust: {T}\n"
    )
}

/// A valid tree: question `q` (line 4) with answers to `r1` and `r2`.
fn valid_tree() -> String {
    format!(
        "title: {T}\nstart: q\nnodes:\n  q:\n    ask: {T}\n    cites: [1B]\n    answers:\n      - {{id: a, label: {T}, next: r1}}\n      - {{id: b, label: {T}, next: r2}}\n{}{}",
        ruling("r1"),
        ruling("r2")
    )
}

fn check(files: &[(&str, &[u8])]) -> common::Output {
    let dir = tempfile::tempdir().unwrap();
    for (name, body) in files {
        std::fs::write(dir.path().join(name), body).unwrap();
    }
    check_dir(&dir)
}

/// `td check DIR`, with the temp dir's path stripped from the messages so that the
/// assertions read like the file names an author sees.
fn check_dir(dir: &tempfile::TempDir) -> common::Output {
    let out = Test::new()
        .arg("check")
        .arg(dir.path().to_str().unwrap())
        .run();
    common::Output {
        code: out.code,
        signal: out.signal,
        stdout: out
            .stdout
            .replace(&format!("{}/", dir.path().display()), ""),
        stderr: out
            .stderr
            .replace(&format!("{}/", dir.path().display()), ""),
    }
}

fn expect_diag_with(laws: &str, tree: &str, place: &str, expected: &str) -> String {
    let out = check(&[("laws.yaml", laws.as_bytes()), ("t.yaml", tree.as_bytes())]);
    assert!(
        out.stderr.contains(place) && out.stderr.contains(expected),
        "expected `{place}` and `{expected}` in:\n{}",
        out.stderr
    );
    out.stderr
}

fn expect_diag(tree: &str, expected: &str) -> String {
    let out = check(&[("laws.yaml", LAWS.as_bytes()), ("t.yaml", tree.as_bytes())]);
    assert!(
        out.stderr.contains(expected),
        "expected `{expected}` in:\n{}",
        out.stderr
    );
    let is_warning = expected.contains("warning[");
    assert_eq!(out.code, if is_warning { 0 } else { 1 }, "{}", out.stderr);
    out.stderr
}

#[test]
fn valid_fixture_is_clean() {
    let out = check(&[
        ("laws.yaml", LAWS.as_bytes()),
        ("t.yaml", valid_tree().as_bytes()),
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stdout
            .contains("ok: 1 tree, 3 nodes, 3 paragraphs, 1 warning")
    );
}

#[test]
fn e001_yaml_syntax() {
    expect_diag("title: {en: T\nstart: [\n", "t.yaml:2:6: error[E001]");
}

#[test]
fn e001_invalid_utf8_names_the_place() {
    let out = check(&[
        ("laws.yaml", LAWS.as_bytes()),
        ("t.yaml", b"title: {en: T}\nstart: \xff\n"),
    ]);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr
            .contains("t.yaml:2:8: error[E001]: the file is not valid UTF-8"),
        "{}",
        out.stderr
    );
}

#[test]
fn e002_unknown_key_with_suggestion() {
    let tree = valid_tree().replace("    ask: {en: T", "    aks: {en: T");
    let err = expect_diag(&tree, "t.yaml:5:5: error[E002]: unknown field `aks`");
    assert!(err.contains("did you mean `ask`?"), "{err}");
}

#[test]
fn e002_unknown_language() {
    let tree = valid_tree().replacen(
        "title: {en: T, nb: T, pl: T}",
        "title: {en: T, nb: T, pl: T, de: T}",
        1,
    );
    expect_diag(&tree, "t.yaml:1:30: error[E002]: unknown language `de`");
}

#[test]
fn e003_duplicate_key() {
    let tree = valid_tree().replace("    cites: [1B]\n", "    cites: [1B]\n    cites: [1A]\n");
    // Reported where the key is written again, not at the start of its mapping.
    expect_diag(&tree, "t.yaml:7:5: error[E003]: duplicate field `cites`");
}

#[test]
fn e004_missing_field() {
    let tree = valid_tree().replacen("    adjust: {en: T, nb: T, pl: T}\n", "", 1);
    expect_diag(
        &tree,
        "t.yaml:10:3: error[E004]: ruling `r1` has no `adjust`",
    );
}

#[test]
fn e005_duplicate_node_id() {
    let tree = format!("{}{}", valid_tree(), ruling("r1"));
    let err = expect_diag(
        &tree,
        "t.yaml:22:3: error[E005]: node `r1` is defined twice",
    );
    assert!(err.contains("first defined at line 10, column 3"), "{err}");
}

#[test]
fn e006_next_names_no_node() {
    let tree = valid_tree().replace("next: r2}", "next: r3}");
    let err = expect_diag(&tree, "t.yaml:9:53: error[E006]: `next: r3` names no node");
    assert!(
        err.contains("did you mean `r1`?") || err.contains("did you mean `r2`?"),
        "{err}"
    );
}

#[test]
fn e006_jump_to_unknown_tree() {
    let tree = valid_tree().replace("next: r2}", "next: 45#r2}");
    expect_diag(
        &tree,
        "t.yaml:9:53: error[E006]: `45#r2` names no tree `45`",
    );
}

#[test]
fn e007_unreachable_node() {
    let tree = format!("{}{}", valid_tree(), ruling("orphan"));
    expect_diag(
        &tree,
        "t.yaml:22:3: error[E007]: node `orphan` is unreachable",
    );
}

#[test]
fn e008_cycle() {
    let tree = format!(
        "title: {T}\nstart: q\nnodes:\n  q:\n    ask: {T}\n    cites: [1B]\n    answers:\n      - {{id: a, label: {T}, next: p}}\n      - {{id: b, label: {T}, next: r1}}\n  p:\n    ask: {T}\n    cites: [1B]\n    answers:\n      - {{id: a, label: {T}, next: q}}\n      - {{id: b, label: {T}, next: r1}}\n{}",
        ruling("r1")
    );
    expect_diag(&tree, "t.yaml:10:3: error[E008]: `p` leads back to `q`");
}

/// `then:` on a ruling names the node its follow-on walk starts at: a target that
/// does not exist is E006, and a chain of follow-ons that comes back is E008 (td ask
/// would chain rulings for ever).
#[test]
fn e006_and_e008_a_ruling_that_leads_on() {
    let lead_on = |target: &str| {
        valid_tree().replace(
            "  r1:\n    cites: [1A]\n",
            &format!("  r1:\n    then: {target}\n    cites: [1A]\n"),
        )
    };
    expect_diag(
        &lead_on("r9"),
        "t.yaml:11:11: error[E006]: `then: r9` names no node",
    );
    expect_diag(&lead_on("q"), "error[E008]: `r1` leads back to `q`");
    let out = check(&[
        ("laws.yaml", LAWS.as_bytes()),
        ("t.yaml", lead_on("r2").as_bytes()),
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
}

#[test]
fn e009_too_few_answers() {
    let tree = valid_tree().replace(
        "      - {id: b, label: {en: T, nb: T, pl: T}, next: r2}\n",
        "",
    );
    let err = expect_diag(&tree, "t.yaml:8:7: error[E009]: question `q` has 1 answer;");
    assert!(err.contains("error[E007]: node `r2` is unreachable"));
}

#[test]
fn e010_node_neither_question_nor_ruling() {
    let tree =
        format!("{}  empty:\n    cites: [1A]\n", valid_tree()).replace("next: r2}", "next: empty}");
    expect_diag(
        &tree,
        "t.yaml:22:3: error[E010]: node `empty` is neither a question nor a ruling",
    );
}

#[test]
fn e011_ruling_without_citation() {
    let tree = valid_tree().replacen("    cites: [1A]\n", "", 1);
    expect_diag(
        &tree,
        "t.yaml:10:3: error[E011]: ruling `r1` cites no paragraph",
    );
}

#[test]
fn e012_citation_missing_from_index() {
    let tree = valid_tree().replacen("cites: [1A]", "cites: [1C]", 1);
    let err = expect_diag(
        &tree,
        "t.yaml:11:12: error[E012]: `r1` cites 1C, which the law index does not have",
    );
    assert!(err.contains("did you mean 1B"), "{err}");
}

#[test]
fn e013_malformed_reference() {
    let tree = valid_tree().replacen("cites: [1A]", "cites: [1A!]", 1);
    expect_diag(
        &tree,
        "t.yaml:11:12: error[E013]: `1A!` is not a law reference",
    );
}

#[test]
fn e013_lone_exponent_like_reference() {
    let tree = valid_tree().replacen("cites: [1A]", "cites: 1E1", 1);
    expect_diag(
        &tree,
        "t.yaml:11:12: error[E001]: write this reference in a list",
    );
}

#[test]
fn e014_missing_default_language() {
    let tree = valid_tree().replacen("title: {en: T, nb: T, pl: T}", "title: {nb: T, pl: T}", 1);
    expect_diag(
        &tree,
        "t.yaml:1:8: error[E014]: the tree title has no `en` text",
    );
}

#[test]
fn e015_directory_without_index() {
    let out = check(&[("t.yaml", valid_tree().as_bytes())]);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr
            .contains("laws.yaml:1:1: error[E015]: the rulings directory has no law index"),
        "{}",
        out.stderr
    );
}

#[test]
fn w001_missing_translation_is_a_warning() {
    let tree = valid_tree().replacen("title: {en: T, nb: T, pl: T}", "title: {en: T}", 1);
    expect_diag(
        &tree,
        "t.yaml:1:8: warning[W001]: the tree title has no nb, pl translation",
    );
}

#[test]
fn missing_directory_is_bad_input() {
    let out = Test::new()
        .args(["check", "/nonexistent/rulings"])
        .expect(2);
    assert!(
        out.stderr
            .contains("/nonexistent/rulings: cannot read the rulings directory"),
        "{}",
        out.stderr
    );
}

#[test]
fn broken_rulings_never_start_a_questionnaire() {
    let dir = common::rulings_copy();
    let path = dir.path().join("45.yaml");
    let text = std::fs::read_to_string(&path)
        .unwrap()
        .replace("next: def-turn", "next: def-trun");
    std::fs::write(&path, text).unwrap();
    let out = Test::new()
        .args(["--rulings", dir.path().to_str().unwrap(), "ask", "45"])
        .stdin("1\n1\n1\n1\n")
        .expect(2);
    assert!(out.stderr.contains("error[E006]"), "{}", out.stderr);
    assert!(out.stderr.contains("did you mean `def-turn`?"));
    assert!(
        !out.stdout.contains("What happened"),
        "no question may be asked"
    );
}

#[test]
fn builtin_set_is_clean_without_warnings() {
    let out = Test::new().arg("check").expect(0);
    assert!(out.stdout.contains("0 warnings"), "{}", out.stdout);
    assert!(out.stderr.is_empty(), "{}", out.stderr);
}

#[test]
fn e005_duplicate_answer_id() {
    let tree = valid_tree().replace("{id: b, label", "{id: a, label");
    let err = expect_diag(
        &tree,
        "t.yaml:9:14: error[E005]: answer id `a` is used twice in `q`",
    );
    assert!(err.contains("first defined at line 8, column 14"), "{err}");
}

#[test]
fn e005_duplicate_paragraph_and_non_canonical_key() {
    let laws = format!("{LAWS}  1b: {{title: {T}, summary: {T}}}\n");
    let out = check(&[
        ("laws.yaml", laws.as_bytes()),
        ("t.yaml", valid_tree().as_bytes()),
    ]);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr
            .contains("laws.yaml:6:3: error[E013]: write `1b` in its canonical form"),
        "{}",
        out.stderr
    );
    assert!(
        out.stderr
            .contains("laws.yaml:6:3: error[E005]: paragraph 1B is listed twice"),
        "{}",
        out.stderr
    );
    assert!(
        out.stderr.contains("laws.yaml at line 5, column 3"),
        "{}",
        out.stderr
    );
}

#[test]
fn e016_unknown_option_holder_with_suggestion() {
    // r1's `options: []` is on line 13; the option goes on line 14.
    let tree = valid_tree().replacen(
        "    options: []\n",
        "    options:\n      - {holder: declarr, text: {en: T, nb: T, pl: T}}\n",
        1,
    );
    let err = expect_diag(
        &tree,
        "t.yaml:14:18: error[E016]: `declarr` is not a holder of options",
    );
    assert!(err.contains("did you mean `declarer`?"), "{err}");
    assert!(err.contains("non-offending-side"), "{err}");
}

#[test]
fn score_kinds_are_from_the_vocabulary_and_adjustable_is_refused_with_its_replacement() {
    let tree = valid_tree().replacen(
        "    options: []\n",
        "    options: []\n    scores: [stand]\n",
        1,
    );
    let err = expect_diag(&tree, "error[E022]: `stand` is not a kind of score");
    assert!(err.contains("did you mean `stands`?"), "{err}");
    let tree = valid_tree().replacen(
        "    options: []\n",
        "    options: []\n    scores: [rescored, stands]\n",
        1,
    );
    let out = check(&[("laws.yaml", LAWS.as_bytes()), ("t.yaml", tree.as_bytes())]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    // The field before kinds: said what to write instead, not read as before.
    let old = valid_tree().replacen(
        "    options: []\n",
        "    options: []\n    adjustable: false\n",
        1,
    );
    let err = expect_diag(&old, "error[E002]: `adjustable` is replaced by `scores`");
    assert!(err.contains("`adjustable: false` is `scores: []`"), "{err}");
}

/// `carries` belongs to a regulation question, and only a penalty's standard is
/// carried: each misuse is refused with its place, and the right use is clean.
#[test]
fn a_regulation_carries_only_a_penalty_and_only_a_regulation_carries() {
    let regulation = valid_tree()
        .replacen(
            "    ask: ",
            "    regulation: std\n    carries: penalty\n    ask: ",
            1,
        )
        .replace("id: a,", "id: \"yes\",")
        .replace("id: b,", "id: \"no\",");
    let out = check(&[
        ("laws.yaml", LAWS.as_bytes()),
        ("t.yaml", regulation.as_bytes()),
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let adjusted = regulation.replace("carries: penalty", "carries: adjusted");
    let err = expect_diag(&adjusted, "error[E022]: `carries: adjusted`");
    assert!(err.contains("t.yaml:6:14"), "{err}");
    assert!(err.contains("(`carries: penalty`)"), "{err}");
    let plain = valid_tree().replacen("    ask: ", "    carries: penalty\n    ask: ", 1);
    let err = expect_diag(&plain, "question `q` has `carries` but no `regulation`");
    assert!(err.contains("error[E004]"), "{err}");
}

#[test]
fn options_with_a_holder_are_clean_and_plain_texts_are_refused() {
    let tree = valid_tree().replacen(
        "    options: []\n",
        "    options:\n      - {holder: either-defender, text: {en: T, nb: T, pl: T}}\n",
        1,
    );
    let out = check(&[("laws.yaml", LAWS.as_bytes()), ("t.yaml", tree.as_bytes())]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    // The format before holders: a bare text per option.
    let old = valid_tree().replacen(
        "    options: []\n",
        "    options:\n      - {en: T, nb: T, pl: T}\n",
        1,
    );
    expect_diag(
        &old,
        "t.yaml:14:10: error[E002]: unknown field `en`, expected one of holder, text",
    );
}

#[test]
fn e017_reserved_answer_ids() {
    // Answer `b` of question `q`: line 9, its id's opening quote at column 14.
    for id in ["none", "back", "2", "tilbake", "żadna", "?", "another"] {
        let tree = valid_tree().replace("{id: b,", &format!("{{id: \"{id}\","));
        expect_diag(
            &tree,
            &format!(
                "t.yaml:9:14: error[E017]: answer id `{id}` in `q` is a word line mode reserves"
            ),
        );
    }
}

#[test]
fn w002_no_triage_tree() {
    let out = check(&[
        ("laws.yaml", LAWS.as_bytes()),
        ("t.yaml", valid_tree().as_bytes()),
    ]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert!(
        out.stderr
            .contains("warning[W002]: no triage tree `start.yaml`"),
        "{}",
        out.stderr
    );
}

#[test]
fn ask_without_a_tree_on_a_set_without_triage_says_what_to_do() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("laws.yaml"), LAWS).unwrap();
    std::fs::write(dir.path().join("t.yaml"), valid_tree()).unwrap();
    let out = Test::new()
        .args(["--rulings", dir.path().to_str().unwrap(), "ask"])
        .stdin("1\n")
        .expect(2);
    assert!(
        out.stderr
            .contains("no triage tree (start.yaml); name a tree: td ask t"),
        "{}",
        out.stderr
    );
}

#[test]
fn two_trees_for_one_law() {
    let first = format!("law: 1\n{}", valid_tree());
    let out = check(&[
        ("laws.yaml", LAWS.as_bytes()),
        ("a.yaml", first.as_bytes()),
        ("b.yaml", first.as_bytes()),
    ]);
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert!(
        out.stderr
            .contains("b.yaml:1:6: error[E005]: law 1 already has a tree"),
        "{}",
        out.stderr
    );
}

#[test]
fn the_same_tree_in_two_files_is_one_error() {
    let out = check(&[
        ("laws.yaml", LAWS.as_bytes()),
        ("t.yaml", valid_tree().as_bytes()),
        ("t.yml", valid_tree().as_bytes()),
    ]);
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert!(
        out.stderr
            .contains("t.yml:1:1: error[E005]: a second file for `t`"),
        "{}",
        out.stderr
    );
    assert!(out.stderr.contains("1 error,"), "{}", out.stderr);
}

#[test]
fn refers_to_a_missing_paragraph() {
    let laws = LAWS.replace(
        "  1B: {title: {en: B, nb: B, pl: B}, summary: {en: S, nb: S, pl: S}}",
        "  1B: {title: {en: B, nb: B, pl: B}, summary: {en: S, nb: S, pl: S}, refers: [1C]}",
    );
    expect_diag_with(
        &laws,
        &valid_tree(),
        "laws.yaml:5:",
        "error[E012]: 1B refers to 1C, which the law index does not have",
    );
}

#[test]
fn one_typo_in_next_is_reported_once() {
    let tree = valid_tree().replace("next: r2}", "next: r3}");
    let err = expect_diag(&tree, "error[E006]: `next: r3` names no node");
    assert!(err.contains("did you mean `r"), "{err}");
    assert!(
        !err.contains("E007"),
        "no cascade of unreachable nodes:\n{err}"
    );
}

#[test]
fn parser_messages_are_in_the_authors_words() {
    let tree = format!("law: 99999999\n{}", valid_tree());
    let err = expect_diag(
        &tree,
        "t.yaml:1:6: error[E004]: not a whole number in range",
    );
    assert!(!err.contains("u16"), "{err}");
}

/// `check` with a `laws/` subdirectory: its files are index parts named `laws/N`.
fn check_with_law_files(laws: &str, law_files: &[(&str, &str)]) -> common::Output {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("laws.yaml"), laws).unwrap();
    std::fs::write(dir.path().join("t.yaml"), valid_tree()).unwrap();
    std::fs::create_dir(dir.path().join("laws")).unwrap();
    for (name, body) in law_files {
        std::fs::write(dir.path().join("laws").join(name), body).unwrap();
    }
    check_dir(&dir)
}

#[test]
fn per_law_files_are_part_of_the_index() {
    let out = check_with_law_files(
        "scope: [1]\n",
        &[(
            "1.yaml",
            "paragraphs:\n  \"1\": {title: {en: A, nb: A, pl: A}, summary: {en: S, nb: S, pl: S}}\n  1A: {title: {en: A, nb: A, pl: A}, summary: {en: S, nb: S, pl: S}}\n  1B: {title: {en: B, nb: B, pl: B}, summary: {en: S, nb: S, pl: S}}\n",
        )],
    );
    assert_eq!(out.code, 0, "{}", out.stderr);
    assert_has(&out.stdout, "3 paragraphs");
}

#[test]
fn e019_a_paragraph_in_another_laws_file() {
    let out = check_with_law_files(
        LAWS,
        &[(
            "2.yaml",
            "paragraphs:\n  3A: {title: {en: A, nb: A, pl: A}, summary: {en: S, nb: S, pl: S}}\n",
        )],
    );
    assert_eq!(out.code, 1);
    assert_has(
        &out.stderr,
        "laws/2.yaml:2:3: error[E019]: 3A is a paragraph of Law 3, not of Law 2",
    );
    assert_has(&out.stderr, "hint: move it to laws/3.yaml");
}

#[test]
fn e019_scope_and_2007_numbers_only_in_laws_yaml() {
    let out = check_with_law_files(
        LAWS,
        &[(
            "2.yaml",
            "scope: [2]\nearlier:\n  70D3: {note: {en: N, nb: N, pl: N}}\n",
        )],
    );
    assert_eq!(out.code, 1);
    assert_has(
        &out.stderr,
        "laws/2.yaml:1:8: error[E019]: `scope` belongs in laws.yaml",
    );
    assert_has(&out.stderr, "laws/2.yaml:3:3: error[E019]: 2007 numbers");
    let out = check_with_law_files(LAWS, &[("intro.yaml", "paragraphs: {}\n")]);
    assert!(
        out.stderr.contains(
            "laws/intro.yaml:1:1: error[E019]: a file under laws/ is named after its law"
        ),
        "{}",
        out.stderr
    );
}

#[test]
fn e005_the_same_paragraph_in_two_files() {
    let out = check_with_law_files(
        LAWS,
        &[(
            "1.yaml",
            "paragraphs:\n  1B: {title: {en: B, nb: B, pl: B}, summary: {en: S, nb: S, pl: S}}\n",
        )],
    );
    assert_eq!(out.code, 1);
    assert_has(&out.stderr, "error[E005]: paragraph 1B is listed twice");
    assert_has(&out.stderr, "first listed in");
}

#[test]
fn w003_a_gap_in_the_index() {
    let laws = "scope: [1]\nparagraphs:\n  \"1\": {title: {en: A, nb: A, pl: A}, summary: {en: S, nb: S, pl: S}}\n  1A: {title: {en: A, nb: A, pl: A}, summary: {en: S, nb: S, pl: S}}\n  1B: {title: {en: B, nb: B, pl: B}, summary: {en: S, nb: S, pl: S}}\n  1D: {title: {en: D, nb: D, pl: D}, summary: {en: S, nb: S, pl: S}}\n  1B2: {title: {en: D, nb: D, pl: D}, summary: {en: S, nb: S, pl: S}}\n";
    let out = check(&[
        ("laws.yaml", laws.as_bytes()),
        ("t.yaml", valid_tree().as_bytes()),
    ]);
    assert_eq!(out.code, 0, "a gap is a warning: {}", out.stderr);
    assert_has(
        &out.stderr,
        "laws.yaml:6:3: warning[W003]: 1D is listed but 1C is not",
    );
    assert_has(
        &out.stderr,
        "laws.yaml:7:3: warning[W003]: 1B2 is listed but 1B1 is not",
    );
}

#[test]
fn a_2007_number_must_point_at_2017_paragraphs() {
    let laws = format!("{LAWS}earlier:\n  1C:\n    now: [1Z]\n    note: {{en: N, nb: N, pl: N}}\n");
    let out = check(&[
        ("laws.yaml", laws.as_bytes()),
        ("t.yaml", valid_tree().as_bytes()),
    ]);
    assert_eq!(out.code, 1);
    assert_has(
        &out.stderr,
        "error[E012]: 1C refers to 1Z, which the law index does not have",
    );
}

#[test]
fn e019_definitions_only_in_their_file() {
    let def = "definitions:\n  x: {term: {en: X, nb: X, pl: X}, summary: {en: S, nb: S, pl: S}}\n";
    let out = check_with_law_files(LAWS, &[("1.yaml", def)]);
    assert!(
        out.stderr.contains(
            "laws/1.yaml:2:3: error[E019]: the Definitions belong in laws/definitions.yaml"
        ),
        "{}",
        out.stderr
    );
    let out = check_with_law_files(LAWS, &[("definitions.yaml", def)]);
    assert_eq!(out.code, 0, "{}", out.stderr);
    let mixed = format!("{def}paragraphs: {{}}\n");
    let out = check_with_law_files(LAWS, &[("definitions.yaml", &mixed)]);
    assert!(
        out.stderr.contains(
            "laws/definitions.yaml:1:1: error[E019]: laws/definitions.yaml holds only `definitions`"
        ),
        "{}",
        out.stderr
    );
}

/// The same diagnostics in the TD's language: the label, the message, the hint and
/// the tally; the code and position stay as they are.
#[test]
fn diagnostics_speak_the_tds_language() {
    let tree = valid_tree().replace("next: r2", "next: r3");
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("laws.yaml"), LAWS).unwrap();
    std::fs::write(dir.path().join("t.yaml"), &tree).unwrap();
    let path = dir.path().to_str().unwrap();
    let pl = Test::new().args(["--lang", "pl", "check", path]).expect(1);
    assert_has(
        &pl.stderr,
        "t.yaml:9:53: błąd[E006]: `next: r3` nie wskazuje żadnego węzła\n  wskazówka: czy chodziło o `r1`?",
    );
    assert_has(&pl.stderr, ": 1 błąd, 0 ostrzeżeń");
    let nb = Test::new().args(["--lang", "nb", "check", path]).expect(1);
    assert_has(
        &nb.stderr,
        "feil[E006]: `next: r3` peker ikke på noen node\n  tips: mente du `r1`?",
    );
    // A tree that does not load is refused in the TD's language by every command.
    let cite = Test::new()
        .args(["--lang", "nb", "--rulings", path, "cite", "1A"])
        .expect(2);
    assert_has(&cite.stderr, "feil[E006]");
    assert_has(&cite.stderr, "har feil; kjør `td check` for detaljer");
    // Warnings too, and the tally of a set that loads.
    std::fs::write(dir.path().join("t.yaml"), valid_tree()).unwrap();
    let ok = Test::new().args(["--lang", "pl", "check", path]).expect(0);
    assert_has(
        &ok.stderr,
        "ostrzeżenie[W002]: brak drzewa wstępnego `start.yaml`",
    );
    assert_has(&ok.stdout, "1 drzewo, 3 węzły, 3 przepisy, 1 ostrzeżenie");
}

#[test]
fn parser_messages_are_translated_where_they_have_a_known_shape() {
    let tree = valid_tree().replace("    ask: ", "    aks: ");
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("laws.yaml"), LAWS).unwrap();
    std::fs::write(dir.path().join("t.yaml"), &tree).unwrap();
    let out = Test::new()
        .args(["--lang", "pl", "check", dir.path().to_str().unwrap()])
        .expect(1);
    assert_has(
        &out.stderr,
        "błąd[E002]: nieznany klucz `aks`; dozwolone klucze to",
    );
    assert_has(&out.stderr, "wskazówka: czy chodziło o `ask`?");
}

#[test]
fn an_unreadable_rulings_directory_is_named_in_the_tds_language() {
    let out = Test::new()
        .args(["--lang", "pl", "check", "/nonexistent/rulings"])
        .expect(2);
    assert_has(
        &out.stderr,
        "/nonexistent/rulings: nie można odczytać katalogu orzeczeń:",
    );
}

#[test]
fn scope_entry_that_is_not_a_reference_is_an_error_at_its_place() {
    let laws = LAWS.replace("scope: [1]", "scope: [1, 1Z]");
    let err = expect_diag_with(
        &laws,
        &valid_tree(),
        "laws.yaml:1:12",
        "the scope refers to 1Z",
    );
    assert!(err.contains("error[E012]"), "{err}");
}

#[test]
fn scope_of_one_paragraph_measures_coverage_over_that_paragraph_only() {
    // The tree cites 1A (rulings) and 1B (the question): with the scope narrowed
    // to 1A, 1B is out of scope and coverage is 1 of 1.
    let dir = tempfile::tempdir().unwrap();
    let laws = LAWS.replace("scope: [1]", "scope: [1A]");
    std::fs::write(dir.path().join("laws.yaml"), laws).unwrap();
    std::fs::write(dir.path().join("t.yaml"), valid_tree()).unwrap();
    let out = Test::new()
        .args(["--rulings", dir.path().to_str().unwrap(), "coverage"])
        .expect(0);
    assert!(
        out.stdout.contains("1/1 paragraphs covered"),
        "{}",
        out.stdout
    );
    assert!(!out.stdout.contains("\n1B "), "{}", out.stdout);
}
