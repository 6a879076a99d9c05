//! Hostile rulings directories: each gives a clear error and exit 1 or 2, never a
//! panic or a hang. (How long they take is measured in benches/, not asserted here.)

mod common;
use common::{Test, rulings_copy};

fn check_with(name: &str, body: &[u8]) -> common::Output {
    let dir = rulings_copy();
    std::fs::write(dir.path().join(name), body).unwrap();
    let out = Test::new()
        .args(["check", dir.path().to_str().unwrap()])
        .run();
    assert!(!out.stderr.contains("panicked"), "{}", out.stderr);
    out
}

#[test]
fn alias_bomb() {
    let mut y = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
    for i in 1..30 {
        let p = i - 1;
        y += &format!(
            "a{i}: &a{i} [*a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}, *a{p}]\n"
        );
    }
    let out = check_with("bomb.yaml", y.as_bytes());
    assert_eq!(out.code, 1);
    assert!(out.stderr.contains("bomb.yaml:"), "{}", out.stderr);
    assert!(out.stderr.contains("error[E"), "{}", out.stderr);
}

#[test]
fn ten_thousand_deep_nesting() {
    let flow = "[".repeat(10_000);
    let out = check_with("deep.yaml", format!("title: {flow}\n").as_bytes());
    assert_eq!(out.code, 1);
    assert!(out.stderr.contains("deep.yaml:1:"), "{}", out.stderr);
    let block: String = (0..10_000)
        .map(|i| format!("{}- \n", " ".repeat(i)))
        .collect();
    let out = check_with("deep2.yaml", block.as_bytes());
    assert_eq!(out.code, 1, "{}", out.stderr);
}

#[test]
fn fifty_megabyte_file() {
    let big = vec![b'#'; 50 * 1024 * 1024];
    let out = check_with("big.yaml", &big);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr
            .contains("big.yaml:1:1: error[E015]: file is larger than 4 MiB"),
        "{}",
        out.stderr
    );
}

#[test]
fn unreadable_entry() {
    let dir = rulings_copy();
    std::fs::create_dir(dir.path().join("sub.yaml")).unwrap();
    let out = Test::new()
        .args(["check", dir.path().to_str().unwrap()])
        .expect(1);
    assert!(
        out.stderr
            .contains("sub.yaml:1:1: error[E015]: not a regular file"),
        "{}",
        out.stderr
    );
}

#[test]
fn rulings_flag_pointing_at_a_file() {
    let out = Test::new()
        .args([
            "--rulings",
            concat!(env!("CARGO_MANIFEST_DIR"), "/Cargo.toml"),
            "ask",
            "45",
        ])
        .expect(2);
    assert!(
        out.stderr
            .contains("/Cargo.toml: cannot read the rulings directory"),
        "{}",
        out.stderr
    );
}

#[test]
fn control_characters_never_reach_the_terminal() {
    let dir = rulings_copy();
    let path = dir.path().join("68.yaml");
    let text = std::fs::read_to_string(&path).unwrap().replacen(
        "\"What did the player say or do?\"",
        "\"What did the player \\e[2J\\e]0;pwned\\a say?\"",
        1,
    );
    std::fs::write(&path, text).unwrap();
    let out = Test::new()
        .args(["--rulings", dir.path().to_str().unwrap(), "ask", "68"])
        .stdin("current-trick\ndefender\n")
        .expect(0);
    assert!(
        out.stdout.contains("What did the player [2J]0;pwned say?"),
        "{}",
        out.stdout
    );
    assert!(!out.stdout.contains('\u{1b}') && !out.stdout.contains('\u{7}'));
}

const T: &str = "{en: T, nb: T, pl: T}";

/// A question whose two answers lead to `a` and `b`, citing paragraph `1`.
fn question_yaml(id: &str, a: &str, b: &str) -> String {
    format!(
        "  {id}:\n    ask: {T}\n    cites: [\"1\"]\n    answers:\n      - {{id: a, label: {T}, next: {a}}}\n      - {{id: c, label: {T}, next: {b}}}\n"
    )
}

/// A ruling citing paragraph `1`, with nothing to choose.
fn ruling_yaml(id: &str) -> String {
    format!(
        "  {id}:\n    cites: [\"1\"]\n    ruling: {T}\n    options: []\n    follows: {T}\n    adjust: {T}\n"
    )
}

/// A tree of `levels` questions whose two answers both lead to the next question:
/// 2^levels paths through `levels + 1` nodes.
pub fn shared_tree(levels: usize) -> String {
    let mut y = format!("title: {T}\nstart: q0\nnodes:\n");
    for i in 0..levels {
        let next = if i + 1 == levels {
            "end".to_string()
        } else {
            format!("q{}", i + 1)
        };
        y += &question_yaml(&format!("q{i}"), &next, &next);
    }
    y + &ruling_yaml("end")
}

/// A chain of `n` questions, each with one answer to a ruling and one to the next.
pub fn chain_tree(n: usize) -> String {
    let mut y = format!("title: {T}\nstart: q0\nnodes:\n");
    for i in 0..n {
        let next = if i + 1 == n {
            "r-last".to_string()
        } else {
            format!("q{}", i + 1)
        };
        y += &question_yaml(&format!("q{i}"), &format!("r{i}"), &next);
        y += &ruling_yaml(&format!("r{i}"));
    }
    y + &ruling_yaml("r-last")
}

const ONE_PARAGRAPH: &str = "scope: [1]\nparagraphs:\n  \"1\": {title: {en: A, nb: A, pl: A}, summary: {en: S, nb: S, pl: S}}\n";

fn only(files: &[(&str, &str)]) -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    for (name, body) in files {
        std::fs::write(dir.path().join(name), body).unwrap();
    }
    dir
}

/// A billion paths through 31 nodes: `td trees` counts them over the graph, and
/// `td show` draws each shared question once.
#[test]
fn shared_questions_do_not_blow_up_trees_or_show() {
    let dir = only(&[("laws.yaml", ONE_PARAGRAPH), ("s.yaml", &shared_tree(30))]);
    let d = dir.path().to_str().unwrap();
    let out = Test::new().args(["--rulings", d, "trees"]).expect(0);
    assert!(
        out.stdout
            .lines()
            .any(|l| l.starts_with("s ") && l.trim_end().ends_with("30   30")),
        "{}",
        out.stdout
    );
    let out = Test::new().args(["--rulings", d, "show", "s"]).expect(0);
    assert!(
        out.stdout.lines().count() < 100,
        "{} lines",
        out.stdout.lines().count()
    );
    assert!(out.stdout.contains("^ q1 (above)"), "{}", out.stdout);
}

/// A tree of thousands of questions loads in linear time (measured in benches/).
#[test]
fn a_long_chain_tree_checks_clean() {
    let dir = only(&[("laws.yaml", ONE_PARAGRAPH), ("c.yaml", &chain_tree(3000))]);
    let out = Test::new()
        .args(["check", dir.path().to_str().unwrap()])
        .expect(0);
    assert!(
        out.stdout.contains("ok: 1 tree, 6001 nodes"),
        "{}",
        out.stdout
    );
}

/// Ids and records can carry terminal escapes and bidi overrides; none reach the screen.
#[test]
fn control_and_bidi_characters_never_reach_the_terminal() {
    // YAML's own escapes put the control characters in: `\e` is ESC, `\a` BEL.
    const ESC: &str = "\\e]0;pwned\\a";
    // A node id with an escape sequence: refused with E018, and the message is clean.
    let tree = shared_tree(2)
        .replace("  q1:", &format!("  \"q1{ESC}\":"))
        .replace("next: q1", &format!("next: \"q1{ESC}\""));
    let dir = only(&[("laws.yaml", ONE_PARAGRAPH), ("s.yaml", &tree)]);
    let out = Test::new()
        .args(["--rulings", dir.path().to_str().unwrap(), "ask", "s"])
        .stdin("1\n")
        .expect(2);
    assert!(out.stderr.contains("error[E018]"), "{}", out.stderr);
    assert!(!out.stderr.contains('\u{1b}') && !out.stdout.contains('\u{1b}'));
    // An answer id with a bidi override: E018 too.
    let tree = shared_tree(2).replace("id: c,", "id: \"c\u{202E}x\",");
    let dir = only(&[("laws.yaml", ONE_PARAGRAPH), ("s.yaml", &tree)]);
    let out = Test::new()
        .args(["check", dir.path().to_str().unwrap()])
        .expect(1);
    assert!(
        out.stderr.contains("error[E018]: answer id `cx`"),
        "{}",
        out.stderr
    );
    assert!(!out.stderr.contains('\u{202E}'));
    // A record whose strings carry escapes: replay shows them cleaned, in every format.
    let golden = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/incidents-v2/two-rulings.yaml"
    ))
    .unwrap();
    let evil = golden
        .replace(
            "board: 5",
            &format!("board: 5\n  notes: \"x{ESC}\u{202E}y\""),
        )
        .replacen("text: ", &format!("text: \"{ESC}\" # "), 1);
    let rec = tempfile::tempdir().unwrap();
    let file = rec.path().join(format!("r{}.yaml", "\u{202E}"));
    std::fs::write(&file, evil).unwrap();
    for format in ["text", "markdown", "json"] {
        let out = Test::new()
            .args(["replay", "--format", format, rec.path().to_str().unwrap()])
            .run();
        assert!(!out.stdout.contains('\u{1b}'), "{format}: {}", out.stdout);
        assert!(!out.stdout.contains('\u{202E}'), "{format}: {}", out.stdout);
        assert!(!out.stderr.contains('\u{1b}'), "{format}: {}", out.stderr);
    }
}

fn mkfifo(path: &std::path::Path) {
    let ok = std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .expect("mkfifo runs")
        .success();
    assert!(ok, "mkfifo {}", path.display());
}

/// `--rulings DIR check` checks DIR, not the built-in set.
#[test]
fn global_rulings_option_is_honoured_by_check() {
    let dir = only(&[("laws.yaml", ONE_PARAGRAPH), ("s.yaml", "title: [\n")]);
    let d = dir.path().to_str().unwrap();
    let out = Test::new().args(["--rulings", d, "check"]).expect(1);
    assert!(out.stderr.contains("s.yaml:"), "{}", out.stderr);
    let out = Test::new()
        .args(["--rulings", d, "check", "/elsewhere"])
        .expect(2);
    assert!(
        out.stderr.contains("two rulings directories"),
        "{}",
        out.stderr
    );
    let out = Test::new().args(["--rulings", d, "check", d]).expect(1);
    assert!(out.stderr.contains("s.yaml:"), "{}", out.stderr);
}

/// FIFOs and devices are never read: no hang, no gigabytes; the path is named.
#[test]
fn special_files_are_refused_not_read() {
    if common::windows_cannot(
        "FIFOs and /dev are Unix files; Wine shows them to td.exe as something else",
    ) {
        return;
    }
    let dir = rulings_copy();
    mkfifo(&dir.path().join("x.yaml"));
    let out = Test::new()
        .args(["check", dir.path().to_str().unwrap()])
        .expect(1);
    assert!(
        out.stderr
            .contains("x.yaml:1:1: error[E015]: not a regular file"),
        "{}",
        out.stderr
    );
    // In a replay folder: that one is invalid, the others replay.
    let rec = tempfile::tempdir().unwrap();
    mkfifo(&rec.path().join("a.yaml"));
    // A record that replays ok under the current trees (two-holders.yaml, used
    // before, now stops at the choice tree 45 asks of its holders).
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/incidents-v2/two-rulings.yaml"
        ),
        rec.path().join("b.yaml"),
    )
    .unwrap();
    let out = Test::new()
        .args(["replay", rec.path().to_str().unwrap()])
        .expect(2);
    assert!(
        out.stdout
            .contains("a.yaml:1:1: invalid: not a regular file"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("b.yaml: ok"), "{}", out.stdout);
    // Devices that report a size of 0 but never end.
    let out = Test::new().args(["replay", "/dev/zero"]).expect(2);
    assert!(
        out.stdout
            .contains("/dev/zero:1:1: invalid: not a regular file"),
        "{}",
        out.stdout
    );
    let out = Test::new().args(["ask", "--resume", "/dev/zero"]).expect(2);
    assert!(out.stderr.contains("not a regular file"), "{}", out.stderr);
    let out = Test::new()
        .args(["cite", "45C"])
        .env("TD_CONFIG", "/dev/zero")
        .expect(2);
    assert!(
        out.stderr
            .contains("/dev/zero: cannot read config: not a regular file"),
        "{}",
        out.stderr
    );
}

/// A folder that links to itself is replayed once, not forty times.
#[test]
fn replay_does_not_follow_linked_directories() {
    if common::windows_cannot(
        "Wine shows a Unix symbolic link to td.exe as a plain folder, so the loop is endless there (a Windows link is a reparse point, which td sees)",
    ) {
        return;
    }
    let rec = tempfile::tempdir().unwrap();
    // A record that replays ok under the current trees (see above).
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/incidents-v2/two-rulings.yaml"
        ),
        rec.path().join("b.yaml"),
    )
    .unwrap();
    std::os::unix::fs::symlink(rec.path(), rec.path().join("loop")).unwrap();
    std::os::unix::fs::symlink(rec.path(), rec.path().join("loop2")).unwrap();
    let out = Test::new()
        .args(["replay", rec.path().to_str().unwrap()])
        .expect(0);
    assert!(out.stderr.contains("1 incident: 1 ok"), "{}", out.stderr);
}

#[test]
fn replay_of_a_folder_without_records_says_so() {
    let empty = tempfile::tempdir().unwrap();
    let out = Test::new()
        .args(["replay", empty.path().to_str().unwrap()])
        .expect(1);
    assert!(out.stderr.contains("no incident records"), "{}", out.stderr);
}

/// The implicit config path is a convention: if it cannot be read, warn and go on;
/// the man page and completions never read it.
#[test]
fn config_trouble_does_not_stop_td() {
    if common::windows_cannot(
        "HOME and XDG_CONFIG_HOME pointing at files are Unix set-ups; Windows reads %APPDATA%",
    ) {
        return;
    }
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("not-a-dir");
    std::fs::write(&file, "x").unwrap();
    let out = Test::new()
        .args(["cite", "45C"])
        .env("XDG_CONFIG_HOME", file.to_str().unwrap())
        .expect(0);
    assert!(out.stderr.contains("warning:"), "{}", out.stderr);
    assert!(out.stdout.contains("45C"), "{}", out.stdout);
    // An explicit TD_CONFIG that is missing is an error for commands that use it...
    Test::new()
        .args(["cite", "45C"])
        .env("TD_CONFIG", "/nonexistent/td.yaml")
        .expect(2);
    // ...but never for the documentation.
    Test::new()
        .arg("man")
        .env("TD_CONFIG", "/nonexistent/td.yaml")
        .expect(0);
    Test::new()
        .args(["completions", "bash"])
        .env("TD_CONFIG", "/dev/zero")
        .expect(0);
}
