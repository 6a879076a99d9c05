//! `td trees` and `td show`: what a tree author reads.

mod common;
use common::{Test, assert_has};

#[test]
fn trees_lists_counts_and_path_lengths() {
    let out = Test::new().arg("trees").expect(0);
    let line = out
        .stdout
        .lines()
        .find(|l| l.starts_with("45 "))
        .expect("a line for tree 45");
    let cols: Vec<&str> = line.split_whitespace().collect();
    // id, law, title words..., questions, outcomes, median, max
    let n = cols.len();
    assert_eq!(&cols[..2], ["45", "45"]);
    assert!(cols[n - 2].parse::<f64>().unwrap() <= 4.0, "{line}");
    assert!(cols[n - 1].parse::<usize>().unwrap() <= 7, "{line}");
    assert!(out.stdout.contains("start"), "{}", out.stdout);
    // A median of one and a half (tree 71) with the TD's decimal separator.
    let median = |lang: &str| {
        let out = Test::new().args(["--lang", lang, "trees"]).expect(0);
        let line = out
            .stdout
            .lines()
            .find(|l| l.starts_with("71 "))
            .unwrap()
            .to_string();
        let cols: Vec<String> = line.split_whitespace().map(String::from).collect();
        cols[cols.len() - 2].clone()
    };
    assert_eq!(median("en"), "1.5");
    assert_eq!(median("nb"), "1,5");
    assert_eq!(median("pl"), "1,5");
}

#[test]
fn show_draws_outline_dot_and_mermaid() {
    let out = Test::new().args(["show", "68"]).expect(0);
    assert!(out.stdout.starts_with("Claim or concession (68)\n? What did the player say or do? [Law 68, Law 68A, Law 68B1]  (what-said)"), "{}", out.stdout);
    // An answer of the first question that leads straight to an outcome (the
    // trick-in-progress answer now asks who made the remark first).
    assert!(out.stdout.contains(
        "  A defender conceded, and his partner objected, but not at once: = concession-late [Law 68B2, Law 68B1]"
    ), "{}", out.stdout);
    let dot = Test::new()
        .args(["show", "68", "--format", "dot"])
        .expect(0);
    assert!(dot.stdout.starts_with("digraph \"68\" {"));
    assert!(
        dot.stdout
            .contains("\"68#what-said\" -> \"68#concession-late\"")
    );
    let mm = Test::new()
        .args(["show", "start", "--format", "mermaid"])
        .expect(0);
    assert!(mm.stdout.starts_with("flowchart TD\n"));
    assert!(
        mm.stdout.contains("[[\"68#what-said\"]]"),
        "jumps are drawn as links to the other tree"
    );
    let out = Test::new().args(["show", "99"]).expect(2);
    assert!(out.stderr.contains("no tree `99`"));
}

#[test]
fn coverage_in_text_and_json() {
    let out = Test::new().arg("coverage").expect(0);
    assert!(
        out.stdout.contains("paragraphs covered (100%)"),
        "{}",
        out.stdout
    );
    let out = Test::new().args(["coverage", "--format", "json"]).expect(0);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v["uncited"], serde_json::json!([]));
    let rows = v["paragraphs"].as_array().unwrap();
    let row = |r: &str| rows.iter().find(|p| p["ref"] == r).unwrap().clone();
    // The trees cite the deciding sub-items themselves now.
    assert_eq!(row("57A1")["through"], "direct");
    assert_eq!(row("46B1")["through"], "inner");
    // A sub-item no node cites is covered through the paragraph that encloses it.
    let dir = tempfile::tempdir().unwrap();
    let t = "{en: T, nb: T, pl: T}";
    std::fs::write(
        dir.path().join("laws.yaml"),
        format!("scope: [1]\nparagraphs:\n  \"1\": {{title: {t}, summary: {t}}}\n  1A: {{title: {t}, summary: {t}}}\n  1A1: {{title: {t}, summary: {t}}}\n"),
    )
    .unwrap();
    std::fs::write(
        dir.path().join("t.yaml"),
        format!("title: {t}\nstart: q\nnodes:\n  q:\n    ask: {t}\n    cites: [\"1\"]\n    answers:\n      - {{id: a, label: {t}, next: r}}\n      - {{id: b, label: {t}, next: r}}\n  r:\n    cites: [1A]\n    ruling: {t}\n    options: []\n    follows: {t}\n    adjust: {t}\n"),
    )
    .unwrap();
    let out = Test::new()
        .args([
            "--rulings",
            dir.path().to_str().unwrap(),
            "coverage",
            "--format",
            "json",
        ])
        .expect(0);
    let fixture: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let sub = fixture["paragraphs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["ref"] == "1A1")
        .unwrap();
    assert_eq!(
        sub["through"], "1A",
        "covered through the enclosing paragraph"
    );
    assert_eq!(row("45C1")["through"], "direct");
    assert_eq!(v["cited"], v["total"]);
    let p = v["paragraphs"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["ref"] == "45F")
        .unwrap();
    let nodes = p["nodes"].as_array().unwrap();
    assert!(
        nodes.contains(&serde_json::json!("45#dummy-indicated")),
        "{nodes:?}"
    );
    assert!(
        nodes.contains(&serde_json::json!("45#def-early-dummy")),
        "{nodes:?}"
    );
}

#[test]
fn man_pages_per_subcommand_and_completions_that_know_paths_and_trees() {
    let out = Test::new().args(["man", "ask"]).expect(0);
    assert!(out.stdout.contains(".TH td-ask 1"), "{}", out.stdout);
    for section in [
        ".SH \"EXIT STATUS\"",
        ".SH ENVIRONMENT",
        ".SH FILES",
        ".SH \"SEE ALSO\"",
    ] {
        assert!(out.stdout.contains(section), "{section}");
    }
    for var in ["TD_LANG", "TD_CONFIG", "NO_COLOR"] {
        assert!(out.stdout.contains(var), "{var}");
    }
    let out = Test::new().arg("man").expect(0);
    assert!(out.stdout.contains(".TH td 1") && out.stdout.contains("\\fBtd\\-replay\\fR(1)"));
    let out = Test::new().args(["man", "aks"]).expect(2);
    assert!(out.stderr.contains("did you mean `ask`?"), "{}", out.stderr);
    let out = Test::new().args(["completions", "zsh"]).expect(0);
    assert!(
        out.stdout.contains("DIR:_files -/"),
        "directories complete as paths"
    );
    assert!(
        out.stdout
            .contains("(9 12 13 16 17 20 25 27 28 35 40 41 42 43 45 47 50 55 56 58 59 64 66 68 69 70 71 74 79 start)"),
        "tree ids complete for ask and show"
    );
    assert!(
        out.stdout.contains("FILE:_files"),
        "--save and --resume complete files"
    );
}

#[test]
fn trees_and_coverage_reports_in_the_tds_language() {
    let out = Test::new().args(["--lang", "pl", "trees"]).expect(0);
    assert!(
        out.stdout.starts_with("id       przepis  tytuł"),
        "{}",
        out.stdout
    );
    let out = Test::new().args(["--lang", "nb", "coverage"]).expect(0);
    assert!(
        out.stdout.contains("paragrafer dekket (100 %)"),
        "{}",
        out.stdout
    );
}

/// Titles are never cut: the column is measured in characters and is as wide as the
/// longest title (the Polish title of 55 was cut to "kolejnoś" at 36 bytes' worth).
/// What a TD says, measured: the second table of `td trees` gives, per tree and for
/// all, the number of steps and rulings, their median, 95th percentile and longest
/// length, and the choices per walk.
#[test]
fn trees_reports_what_is_said_and_the_choices() {
    let out = Test::new().args(["trees"]).expect(0);
    assert_has(
        &out.stdout,
        "What the TD says: steps and rulings, in characters",
    );
    assert_has(
        &out.stdout,
        "id          said median   p95 longest choices  most",
    );
    let all = out
        .stdout
        .lines()
        .find(|l| l.starts_with("all "))
        .expect("a row for all trees");
    let cells: Vec<&str> = all.split_whitespace().collect();
    let n = |i: usize| cells[i].parse::<usize>().unwrap();
    assert!(n(1) > 300, "every step and ruling counted: {all}");
    assert!(
        n(2) <= n(3) && n(3) <= n(4),
        "median <= p95 <= longest: {all}"
    );
}

#[test]
fn trees_titles_are_whole_and_aligned_in_characters() {
    for lang in ["en", "nb", "pl"] {
        let out = Test::new().args(["--lang", lang, "trees"]).expect(0);
        // Two tables: the trees, then what is said in them, after a blank line.
        let (trees, said) = out.stdout.split_once("\n\n").expect("two tables");
        let lines: Vec<&str> = trees.lines().collect();
        // Every row as wide as the heading, counted in characters.
        let width = lines[0].chars().count();
        for l in &lines {
            assert_eq!(l.chars().count(), width, "{lang}: {l:?}\n{}", out.stdout);
        }
        // The second table: a title line, then rows as wide as their heading.
        let rows: Vec<&str> = said.lines().skip(1).collect();
        let width = rows[0].chars().count();
        for l in &rows {
            assert_eq!(l.chars().count(), width, "{lang}: {l:?}\n{}", out.stdout);
        }
        assert!(rows.len() > 20, "{lang}: a row per tree and one for all");
    }
    let pl = Test::new().args(["--lang", "pl", "trees"]).expect(0);
    assert_has(&pl.stdout, "Wyjście rozgrywającego poza kolejnością ");
}

#[test]
fn the_coverage_report_speaks_the_tds_language() {
    let nb = Test::new()
        .args(["--lang", "nb", "coverage", "--format", "markdown"])
        .expect(0);
    assert_has(&nb.stdout, "# Dekning av lovene i omfanget");
    assert_has(&nb.stdout, "| paragraf | sitert av |");
    assert_has(&nb.stdout, "paragrafer dekket (100 %).");
    let pl = Test::new().args(["--lang", "pl", "coverage"]).expect(0);
    assert_has(&pl.stdout, "(przez swoje podpunkty) 45#");
    assert!(!pl.stdout.contains("through"), "{}", pl.stdout);
}
