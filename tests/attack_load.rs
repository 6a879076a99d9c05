//! The second attack run, loader, check and output side (issue 21): each hostile
//! input gets a clear message and a bounded answer, never a panic, a hang, output
//! that grows past the input, or a line td did not write.

mod common;
use common::{Test, assert_has, rulings_copy};

const T: &str = "{en: T, nb: T, pl: T}";

/// The English text of the first answer label of the built-in `68.yaml`, quoted.
const LABEL_68: &str = "label: {en: \"A revoke came to light when a claim was made or looked at\"";

const ONE_PARAGRAPH: &str = "scope: [1]\nparagraphs:\n  \"1\": {title: {en: A, nb: A, pl: A}, summary: {en: S, nb: S, pl: S}}\n";

/// A question whose two answers lead to `a` and `b`, citing paragraph `1`.
fn question_yaml(id: &str, a: &str, b: &str) -> String {
    format!(
        "  {id}:\n    ask: {T}\n    cites: [\"1\"]\n    answers:\n      - {{id: a, label: {T}, next: {a}}}\n      - {{id: c, label: {T}, next: {b}}}\n"
    )
}

/// A ruling citing `cite`, with nothing to choose.
fn ruling_citing(id: &str, cite: &str) -> String {
    format!(
        "  {id}:\n    cites: [\"{cite}\"]\n    ruling: {T}\n    options: []\n    follows: {T}\n    adjust: {T}\n"
    )
}

fn ruling_yaml(id: &str) -> String {
    ruling_citing(id, "1")
}

/// A rulings directory holding exactly `files`.
fn only(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, body) in files {
        std::fs::write(dir.path().join(name), body).unwrap();
    }
    dir
}

fn check(dir: &std::path::Path) -> common::Output {
    let out = Test::new().args(["check", dir.to_str().unwrap()]).run();
    assert!(!out.stderr.contains("panicked"), "{}", out.stderr);
    out
}

// ---- Panics, hangs and unbounded work ----

/// A file with CR-only line endings and a repeated key: the key's second place is
/// found on the line the parser counts (this panicked: `str::lines` knows no lone CR).
#[test]
fn cr_only_file_with_a_repeated_key() {
    let dir = rulings_copy();
    let body = "title: {en: T}\rstart: a\rnodes:\r  a:\r    ask: {en: Q}\r    ask: {en: Q}\r";
    std::fs::write(dir.path().join("cr.yaml"), body).unwrap();
    let out = check(dir.path());
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert_has(
        &out.stderr,
        "cr.yaml:6:5: error[E003]: duplicate field `ask`",
    );
    // `td --rulings DIR ask` loads the same way.
    let out = Test::new()
        .args(["--rulings", dir.path().to_str().unwrap(), "ask", "45"])
        .run();
    assert_eq!(out.code, 2, "{}", out.stderr);
    assert!(!out.stderr.contains("panicked"), "{}", out.stderr);
    // A repeated top-level key in a CR-only file is placed on its own line.
    let body = "title: {en: T}\rtitle: {en: T}\rstart: a\r";
    std::fs::write(dir.path().join("cr.yaml"), body).unwrap();
    assert_has(&check(dir.path()).stderr, "cr.yaml:2:1: error[E003]");
}

/// A 300,000-character id is reported (clipped), without a "did you mean" that
/// would compare it with every id (this hung `td check`).
#[test]
fn a_huge_id_gets_no_suggestion_and_is_clipped() {
    let long = "q".repeat(300_000);
    let tree = format!(
        "title: {T}\nstart: q0\nnodes:\n{}{}",
        question_yaml("q0", &long, "r"),
        ruling_yaml("r")
    );
    let dir = only(&[("laws.yaml", ONE_PARAGRAPH), ("s.yaml", &tree)]);
    let out = check(dir.path());
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert_has(&out.stderr, "error[E006]");
    assert!(
        !out.stderr.contains("did you mean"),
        "{}",
        &out.stderr[..500]
    );
    assert!(out.stderr.len() < 2_000, "{} bytes", out.stderr.len());
    assert_has(&out.stderr, "q…");
}

/// Thousands of bad citations are each reported, but "did you mean" is searched
/// for only the first `MAX_SUGGESTIONS` (400,000 took 51 s).
#[test]
fn suggestions_are_capped_per_load() {
    let n = 300;
    let mut tree = format!("title: {T}\nstart: q0\nnodes:\n");
    for i in 0..n {
        let next = if i + 1 == n {
            "end".to_string()
        } else {
            format!("q{}", i + 1)
        };
        tree += &question_yaml(&format!("q{i}"), &format!("r{i}"), &next);
        // `1A` is one edit from the paragraph `1`: a suggestion each, uncapped.
        tree += &ruling_citing(&format!("r{i}"), "1A");
    }
    tree += &ruling_yaml("end");
    let dir = only(&[("laws.yaml", ONE_PARAGRAPH), ("s.yaml", &tree)]);
    let out = check(dir.path());
    assert_eq!(out.code, 1);
    assert_eq!(
        out.stderr.matches("error[E012]").count(),
        n,
        "{}",
        out.stderr
    );
    let hints = out.stderr.matches("did you mean").count();
    assert_eq!(hints, 200, "suggestions: {hints}");
}

/// A loop through many questions is reported once, its path named by its ends
/// (the whole path, for every loop, made GBs of output).
#[test]
fn a_long_cycle_is_reported_once_with_a_bounded_path() {
    let n = 500;
    let mut tree = format!("title: {T}\nstart: q0\nnodes:\n");
    for i in 0..n {
        // Each question's second answer goes on; the last one's back to q0.
        let next = if i + 1 == n {
            "q0".to_string()
        } else {
            format!("q{}", i + 1)
        };
        tree += &question_yaml(&format!("q{i}"), "r", &next);
    }
    tree += &ruling_yaml("r");
    let dir = only(&[("laws.yaml", ONE_PARAGRAPH), ("s.yaml", &tree)]);
    let out = check(dir.path());
    assert_eq!(out.code, 1);
    let cycles: Vec<&str> = out
        .stderr
        .lines()
        .filter(|l| l.contains("error[E008]"))
        .collect();
    assert_eq!(cycles.len(), 1, "{}", out.stderr);
    assert_has(cycles[0], "q0 -> q1 -> q2 -> q3 -> ... (492 more) -> q496");
    assert!(cycles[0].len() < 400, "{}", cycles[0]);
}

/// `--jobs 4294967296` (or `TD_JOBS`) is clamped to the cores: it once asked for
/// a 640 GB queue and aborted.
#[test]
fn huge_jobs_are_clamped() {
    let rec = tempfile::tempdir().unwrap();
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/incidents-v2/two-rulings.yaml"
        ),
        rec.path().join("a.yaml"),
    )
    .unwrap();
    let p = rec.path().to_str().unwrap();
    let out = Test::new()
        .args(["replay", "--jobs", "4294967296", p])
        .expect(0);
    assert_has(&out.stderr, "1 incident");
    let out = Test::new()
        .args(["replay", p])
        .env("TD_JOBS", "18446744073709551615")
        .expect(0);
    assert_has(&out.stderr, "1 incident");
}

/// Hard links to one large file add up: the set has a total budget, and the error
/// names the directory and the limit (300 links to a 4 MiB file took 1.2 GB).
#[test]
fn a_rulings_set_has_a_size_budget() {
    let dir = rulings_copy();
    let big = dir.path().join("big0.yaml");
    std::fs::write(&big, vec![b'#'; 4 * 1024 * 1024 - 1]).unwrap();
    for i in 1..20 {
        std::fs::hard_link(&big, dir.path().join(format!("big{i}.yaml"))).unwrap();
    }
    let out = check(dir.path());
    assert_eq!(out.code, 1, "{}", out.stderr);
    let d = dir.path().display().to_string();
    assert_has(
        &out.stderr,
        &format!("{d}:1:1: error[E015]: the rulings files together are larger than 64 MiB"),
    );
    assert_eq!(out.stderr.matches("64 MiB").count(), 1, "{}", out.stderr);
}

/// One enormous reply line in line mode is skipped with a message, not kept
/// (700 MB took 1.4 GB); the questionnaire goes on.
#[test]
fn an_overlong_reply_line_is_skipped() {
    let long = "1".repeat(100_000);
    let out = Test::new()
        .args(["ask", "68"])
        .stdin(format!("{long}\ncurrent-trick\ndefender\n"))
        .expect(0);
    assert_has(
        &out.stdout,
        "a line longer than 4096 bytes is not an answer; it was skipped",
    );
    assert!(!out.stdout.contains(&long[..5000]));
    assert_has(&out.stdout, "RULING");
}

/// A search of thousands of words, or of one enormous word, is refused with the
/// limit (20,000 words took 23 s; one 120 KB word hung).
#[test]
fn search_words_are_limited() {
    if common::windows_cannot("a Windows command line holds at most 32,767 characters") {
        return;
    }
    let many: Vec<String> = (0..20_000).map(|i| format!("w{i}")).collect();
    let out = Test::new().arg("search").args(&many).expect(2);
    assert_has(
        &out.stderr,
        "20000 search words; at most 32 are searched at once",
    );
    let out = Test::new().args(["search", &"x".repeat(120_000)]).expect(2);
    assert_has(
        &out.stderr,
        "a search word of 120000 characters; words are searched up to 64 characters long",
    );
    // Up to the limits, a search runs as before.
    let out = Test::new().args(["search", "revoke", "claim"]).expect(0);
    assert!(!out.stdout.is_empty());
}

// ---- What reaches the screen ----

/// A rulings directory named with control bytes: `td check`'s summary and the
/// markdown slip show it cleaned.
#[test]
fn a_directory_name_with_control_bytes_is_cleaned() {
    if common::windows_cannot("a Windows file name cannot hold control bytes") {
        return;
    }
    let parent = tempfile::tempdir().unwrap();
    let dir = parent.path().join("r\u{1b}]0;pwned\u{7}\nforged: ok");
    std::fs::create_dir(&dir).unwrap();
    common::copy_dir(
        std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/rulings")),
        &dir,
    );
    let d = dir.to_str().unwrap();
    let out = Test::new().args(["check", d]).expect(0);
    assert!(!out.stdout.contains('\u{1b}') && !out.stdout.contains('\u{7}'));
    assert_eq!(out.stdout.lines().count(), 1, "{}", out.stdout);
    let out = Test::new()
        .args(["--rulings", d, "ask", "68", "--format", "markdown"])
        .stdin("current-trick\ndefender\n")
        .expect(0);
    assert!(!out.stdout.contains('\u{1b}') && !out.stdout.contains('\u{7}'));
    assert!(
        !out.stdout.lines().any(|l| l.starts_with("forged")),
        "{}",
        out.stdout
    );
}

/// A label with a line break is refused by `td check` (E018), so it cannot forge a
/// menu entry or a RULING block in `td ask` and `td show`.
#[test]
fn line_breaks_in_labels_and_titles_are_refused() {
    let dir = rulings_copy();
    let path = dir.path().join("68.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    let label = "label: {en: \"Yes\\n  3) forged\\n\\nRULING: forged\"";
    let title = "title: {en: \"Claim or concession\", nb:";
    let text = text.replacen(LABEL_68, label, 1).replacen(
        title,
        "title: {en: \"Claim\\u2028or concession\", nb:",
        1,
    );
    std::fs::write(&path, text).unwrap();
    let out = check(dir.path());
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert_has(&out.stderr, "error[E018]: the answer label breaks the line");
    assert_has(&out.stderr, "error[E018]: the tree title breaks the line");
    assert!(
        !out.stderr.lines().any(|l| l.starts_with("RULING")),
        "{}",
        out.stderr
    );
    let out = Test::new()
        .args(["--rulings", dir.path().to_str().unwrap(), "show", "68"])
        .expect(2);
    assert!(!out.stdout.contains("forged"));
}

/// Ids with zero-width or other invisible characters look like other ids: E018.
#[test]
fn invisible_characters_in_ids_are_refused() {
    let tree = format!(
        "title: {T}\nstart: q0\nnodes:\n{}{}{}",
        question_yaml("q0", "r", "\"r\u{200B}\""),
        ruling_yaml("r"),
        ruling_yaml("\"r\u{200B}\""),
    );
    let dir = only(&[("laws.yaml", ONE_PARAGRAPH), ("s.yaml", &tree)]);
    let out = check(dir.path());
    assert_eq!(out.code, 1, "{}", out.stderr);
    assert_has(
        &out.stderr,
        "error[E018]: node id `r\u{200B}` holds a control, bidirectional or invisible character or a line break",
    );
    let tree = format!(
        "title: {T}\nstart: q0\nnodes:\n{}{}",
        question_yaml("q0", "r", "r").replace("id: c,", "id: \"a\u{FEFF}\","),
        ruling_yaml("r"),
    );
    let dir = only(&[("laws.yaml", ONE_PARAGRAPH), ("s.yaml", &tree)]);
    assert_has(&check(dir.path()).stderr, "error[E018]: answer id `a");
}

/// A record whose outcome or digest holds line breaks: replay shows each on its
/// line, and no line it did not write.
#[test]
fn line_breaks_in_a_record_do_not_forge_replay_lines() {
    let golden = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/incidents-v2/two-rulings.yaml"
    ))
    .unwrap();
    let digest_line = golden
        .lines()
        .find(|l| l.trim_start().starts_with("rulings_digest:"))
        .expect("a digest line")
        .to_string();
    let outcome_line = golden
        .lines()
        .find(|l| l.trim_start().starts_with("outcome:"))
        .expect("an outcome line")
        .to_string();
    let indent = &outcome_line[..outcome_line.len() - outcome_line.trim_start().len()];
    let evil = golden
        .replacen(
            &digest_line,
            "rulings_digest: \"ab\\nFORGED-DIGEST 1 incident: 1 ok\"",
            1,
        )
        .replacen(
            &outcome_line,
            &format!("{indent}outcome: \"45#x\\nFORGED-OUTCOME\\u2028also\""),
            1,
        );
    let rec = tempfile::tempdir().unwrap();
    std::fs::write(rec.path().join("r.yaml"), evil).unwrap();
    for format in ["text", "markdown"] {
        let out = Test::new()
            .args([
                "replay",
                "--check",
                "--format",
                format,
                rec.path().to_str().unwrap(),
            ])
            .run();
        for l in out.stdout.lines().chain(out.stderr.lines()) {
            assert!(
                !l.trim_start().starts_with("FORGED") && !l.starts_with("also"),
                "{format}: forged line `{l}` in\n{}",
                out.stdout
            );
        }
    }
}

/// Mermaid draws labels as HTML: markup in a text is shown, never run; dot output
/// keeps its quoting too.
#[test]
fn mermaid_and_dot_escape_what_texts_hold() {
    let dir = rulings_copy();
    let path = dir.path().join("68.yaml");
    let text = std::fs::read_to_string(&path).unwrap().replacen(
        LABEL_68,
        "label: {en: \"<img src=x onerror=alert(1)> \\\" | ]) \\\\N\"",
        1,
    );
    std::fs::write(&path, text).unwrap();
    let d = dir.path().to_str().unwrap();
    let mm = Test::new()
        .args(["--rulings", d, "show", "68", "--format", "mermaid"])
        .expect(0);
    assert!(!mm.stdout.contains("<img"), "{}", mm.stdout);
    assert_has(
        &mm.stdout,
        "#60;img src=x onerror=alert(1)#62; #34; #124; #93;) \\N",
    );
    let dot = Test::new()
        .args(["--rulings", d, "show", "68", "--format", "dot"])
        .expect(0);
    assert_has(
        &dot.stdout,
        "label=\"<img src=x onerror=alert(1)> ' | ]) \\\\N\"",
    );
}

// ---- Smaller ----

/// An argument of 120 KB is echoed clipped, with an ellipsis, in our messages and
/// in clap's.
#[test]
fn a_huge_argument_is_echoed_clipped() {
    if common::windows_cannot("a Windows command line holds at most 32,767 characters") {
        return;
    }
    let long = "x".repeat(120_000);
    for args in [
        vec!["ask", long.as_str()],
        vec!["show", long.as_str()],
        vec!["--lang", long.as_str(), "trees"],
        vec!["replay", "--jobs", long.as_str(), "."],
    ] {
        let out = Test::new().args(&args).expect(2);
        assert!(
            out.stderr.len() < 1_000,
            "{}: {} bytes",
            args[0],
            out.stderr.len()
        );
        assert_has(&out.stderr, "x…");
    }
    let out = Test::new()
        .args(["--lang", "pl", "--jobs-typo", long.as_str()])
        .expect(2);
    assert!(out.stderr.len() < 2_000, "{} bytes", out.stderr.len());
}

/// A record's `format` is read only as td writes it: `0x2`, `+2` and `2_0` are
/// numbers to YAML, not to a record.
#[test]
fn record_format_is_a_plain_number() {
    let golden = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/incidents-v2/two-rulings.yaml"
    ))
    .unwrap();
    assert!(golden.contains("\nformat: 2\n"));
    for written in ["0x2", "+2", "2_0"] {
        let rec = tempfile::tempdir().unwrap();
        let body = golden.replace("\nformat: 2\n", &format!("\nformat: {written}\n"));
        std::fs::write(rec.path().join("r.yaml"), body).unwrap();
        let out = Test::new()
            .args(["replay", rec.path().to_str().unwrap()])
            .expect(2);
        assert_has(
            &out.stdout,
            "r.yaml:2:9: invalid: the record format is a plain number, not text: write format: 2",
        );
    }
}

/// A null where text belongs is said in an author's words, not serde's advice to
/// programmers ("use Option<String>").
#[test]
fn a_null_text_is_reported_in_plain_words() {
    let dir = rulings_copy();
    let path = dir.path().join("68.yaml");
    let title = "title: {en: \"Claim or concession\"";
    let original = std::fs::read_to_string(&path).unwrap();
    // The title's line, wherever the tree's comments put it; the null is at column 13.
    let line = 1 + original
        .lines()
        .position(|l| l.starts_with(title))
        .expect("the title");
    std::fs::write(&path, original.replacen(title, "title: {en: ~", 1)).unwrap();
    let out = check(dir.path());
    assert_eq!(out.code, 1);
    assert_has(
        &out.stderr,
        &format!(
            "68.yaml:{line}:13: error[E001]: a value is missing here (empty or null); write the text"
        ),
    );
    assert!(!out.stderr.contains("Option<"), "{}", out.stderr);
}

/// A malformed citation is one error (E013), not also "no citation" (E011).
#[test]
fn a_malformed_citation_is_not_also_a_missing_one() {
    let dir = rulings_copy();
    let path = dir.path().join("68.yaml");
    let text = std::fs::read_to_string(&path).unwrap();
    assert!(text.contains("cites: [\"68\", 68A, 68B1]"));
    let text = text.replacen("cites: [\"68\", 68A, 68B1]", "cites: [45ZZ!]", 1);
    std::fs::write(&path, text).unwrap();
    let out = check(dir.path());
    assert_eq!(out.code, 1);
    assert_has(&out.stderr, "error[E013]: `45ZZ!` is not a law reference");
    assert!(!out.stderr.contains("E011"), "{}", out.stderr);
    assert_has(&out.stderr, ": 1 error, 0 warnings");
}

/// A folder replay cannot list is reported as such, with the system's reason.
/// Root reads any folder, so as root (as CI runs) td is run as `nobody` through
/// util-linux's `setpriv`: the test runs everywhere, never skips.
#[test]
fn an_unreadable_subfolder_is_named_as_one() {
    if common::windows_cannot(
        "file modes: Wine runs td.exe as the same Unix user, and root (CI) reads anywhere",
    ) {
        return;
    }
    use std::os::unix::fs::PermissionsExt;
    let rec = tempfile::tempdir().unwrap();
    // `nobody` must reach the folder itself (a temporary folder is 0700).
    std::fs::set_permissions(rec.path(), std::fs::Permissions::from_mode(0o755)).unwrap();
    let sub = rec.path().join("sub");
    std::fs::create_dir(&sub).unwrap();
    std::fs::set_permissions(&sub, std::fs::Permissions::from_mode(0o000)).unwrap();
    let stdout = if unsafe { libc::geteuid() } == 0 {
        let out = std::process::Command::new("setpriv")
            .args(["--reuid=65534", "--regid=65534", "--clear-groups"])
            .arg(env!("CARGO_BIN_EXE_td"))
            .args(["replay", rec.path().to_str().unwrap()])
            .env("XDG_CONFIG_HOME", rec.path().join("no-config"))
            .current_dir(rec.path())
            .output()
            .expect("setpriv (util-linux) runs td as nobody");
        String::from_utf8_lossy(&out.stdout).into_owned()
    } else {
        Test::new()
            .args(["replay", rec.path().to_str().unwrap()])
            .run()
            .stdout
    };
    std::fs::set_permissions(&sub, std::fs::Permissions::from_mode(0o755)).unwrap();
    assert_has(&stdout, "sub:1:1: invalid: a folder that cannot be read: ");
    assert!(!stdout.contains("not a regular file"), "{stdout}");
}

/// A number too large for any law is named as typed, not as 4294967295.
#[test]
fn cite_names_an_overflowing_number_as_typed() {
    let out = Test::new().args(["cite", "4294967341"]).expect(2);
    assert_has(
        &out.stderr,
        "there is no law 4294967341: the laws are numbered 1 to 93",
    );
    assert!(!out.stderr.contains("4294967295"), "{}", out.stderr);
}

/// Past the largest float, path counts stay comparable: the median is where half
/// the paths end, not the longest path.
#[test]
fn trees_median_survives_path_counts_beyond_f64() {
    // From `s`: one answer into 1100 questions whose answers meet again (2^1100
    // paths of 1101 questions), the other into a chain of 1200 questions, each
    // with a ruling beside it (one path of each length 2 to 1201, and one of 1201).
    let mut tree = format!("title: {T}\nstart: s\nnodes:\n");
    tree += &question_yaml("s", "d0", "k0");
    for i in 0..1100 {
        let next = if i + 1 == 1100 {
            "end".to_string()
        } else {
            format!("d{}", i + 1)
        };
        tree += &question_yaml(&format!("d{i}"), &next, &next);
    }
    for i in 0..1200 {
        let next = if i + 1 == 1200 {
            "end".to_string()
        } else {
            format!("k{}", i + 1)
        };
        tree += &question_yaml(&format!("k{i}"), &format!("r{i}"), &next);
        tree += &ruling_yaml(&format!("r{i}"));
    }
    tree += &ruling_yaml("end");
    let dir = only(&[("laws.yaml", ONE_PARAGRAPH), ("s.yaml", &tree)]);
    let out = Test::new()
        .args(["--rulings", dir.path().to_str().unwrap(), "trees"])
        .expect(0);
    let line = out
        .stdout
        .lines()
        .find(|l| l.starts_with("s "))
        .unwrap_or_else(|| panic!("{}", out.stdout));
    let numbers: Vec<&str> = line.split_whitespace().rev().take(2).collect();
    assert_eq!(numbers, ["1201", "1101"], "{line}");
}
