//! Issue 23's test: every command's output path in nb and pl holds no English
//! sentence, found by a word list rather than by eye.
//!
//! The list holds common English function words that are not words of Norwegian or
//! Polish ("the", "and", "of", "is", "with", ...). Words both languages share with
//! English are left out: nb "at", "for", "under", "over", "her", "be", "an"; pl "a", "to", "on", "do",
//! "as", "by"; both "i", "by". What is typed the same in every language is not prose and is
//! skipped: flags and their values, ids (`45#def-turn`), file paths, law citations
//! and anything with a digit, text between backticks, and the English tokens a TD may
//! type (`none`, `back`) or a tool reads (JSON keys; JSON output is not checked).
//!
//! The man pages (`td man`, each command's) are roff: their macros and font escapes
//! (`.SH`, `\fB`) hold a dot or a backslash and are skipped like any typed token.

mod common;
use common::Test;

/// English function words that are no words of Norwegian (bokmål) or Polish.
const ENGLISH: &[&str] = &[
    "the",
    "and",
    "of",
    "is",
    "are",
    "was",
    "were",
    "not",
    "with",
    "which",
    "that",
    "this",
    "these",
    "those",
    "from",
    "or",
    "it",
    "its",
    "if",
    "when",
    "who",
    "whom",
    "whose",
    "what",
    "where",
    "there",
    "their",
    "they",
    "his",
    "you",
    "your",
    "may",
    "must",
    "should",
    "would",
    "can",
    "cannot",
    "will",
    "into",
    "than",
    "then",
    "yes",
    "after",
    "before",
    "only",
    "any",
    "other",
    "does",
    "did",
    "has",
    "have",
    "been",
    "unknown",
    "found",
    "no-one",
    "nothing",
    "every",
    "each",
    "about",
    "above",
    "below",
    "why",
    "how",
    "but",
    "ruling",
    "rulings",
    "record",
    "recorded",
    "uncovered",
    "changed",
    "incomplete",
    "invalid",
    "error",
    "warning",
    "built-in",
    "see",
    "usage",
    "options",
    "arguments",
    "commands",
    "interrupted",
    "paragraph",
    "definition",
    "contract",
    "declarer",
    "called",
    "table",
    "board",
    "facts",
    "no",
];

/// Words of the list that are also words of one language, so checked only in the
/// other: pl "was" ("you", as in "każdy z was", "each of you", which trees 47, 64
/// and 68 now say to the players asked a choice); nb has no "was".
const ALSO_NATIVE: &[(&str, &str)] = &[("pl", "was")];

/// The English words of `text` that are prose: each line's tokens, less what is
/// typed the same in every language.
fn english_words(text: &str) -> Vec<String> {
    english_words_in("", text)
}

/// As `english_words`, for output in `lang`: a word of the list that is also a
/// word of `lang` (`ALSO_NATIVE`) is not English there.
fn english_words_in(lang: &str, text: &str) -> Vec<String> {
    let mut found = Vec::new();
    for line in text.lines() {
        // An answer or a question in a list ends with its id, which the TD may type
        // (`  2) Ja  (yes)`, `? Hva gjelder klagen? [§ 40C1]  (what)`).
        let line = match line.rsplit_once("  (") {
            Some((before, id))
                if id.strip_suffix(')').is_some_and(|id| {
                    id.chars()
                        .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
                }) =>
            {
                before
            }
            _ => line,
        };
        // Text between backticks is typed (a command, a value), not read.
        let mut prose = String::new();
        for (i, part) in line.split('`').enumerate() {
            if i % 2 == 0 {
                prose.push_str(part);
                prose.push(' ');
            }
        }
        for raw in prose.split_whitespace() {
            let typed = raw.starts_with('-')
                || raw.starts_with('<')
                || raw.contains(['#', '/', '\\', '_', '=', '.', '@', '-'])
                    && raw.chars().any(|c| c.is_alphanumeric())
                    && !raw.ends_with('.')
                || raw.chars().any(|c| c.is_ascii_digit());
            // The pseudo-language keeps words in capitals as they are (notation:
            // NS, NT; clap's usage placeholders [OPTIONS]): they say nothing there.
            let capitals = !raw.chars().any(|c| c.is_lowercase());
            if typed || capitals && lang.contains("pseudo") {
                continue;
            }
            let word: String = raw
                .trim_matches(|c: char| !c.is_alphanumeric() && c != '-')
                .to_lowercase();
            // "no" as a typed answer or a regulation's value (`NAME=no`) is caught
            // above; as a word it is English ("no ruling").
            if ENGLISH.contains(&word.as_str()) && !ALSO_NATIVE.contains(&(lang, word.as_str())) {
                found.push(format!("{word:?} in {line:?}"));
            }
        }
    }
    found
}

fn assert_no_english(lang: &str, what: &str, text: &str) {
    let words = english_words_in(lang, text);
    assert!(
        words.is_empty(),
        "td --lang {lang} {what}: English left:\n  {}\n--- output ---\n{text}",
        words.join("\n  ")
    );
}

/// A record with facts, in the tree of Law 45, as `td ask` writes it.
const RECORD: &str = "# bridge-td incident record; see docs/incidents.md
format: 2
status: complete
created: \"2026-01-01T12:00:00+01:00\"
updated: \"2026-01-01T12:00:00+01:00\"
lang: en
rulings_digest: cbb79bfee4515d9b40c6763adaf19b33b84c824fd5fb3df93b2e8a319400c7b7
facts:
  board: 14
  table: 3
  contract: 4SX
  declarer: E
  called_by: W
walks:
- tree: \"45\"
  answers:
    45#decl-position: at-table
    45#decl-turn-table: wrong-lead
    45#what-card: declarer-card
    55#decl-lot-last-d: \"no\"
    55#decl-lot-next-defender: said-accept
    55#decl-lot-turn: defender
  ruling:
    outcome: 55#decl-lot-accepted-said
    citations:
    - 53A
    - 55A
    see: []
    text: \"recorded text\"
";

/// Each command's output paths, as (what, arguments, stdin, files to write first).
fn runs() -> Vec<(&'static str, Vec<&'static str>, &'static str)> {
    let help: Vec<(&str, Vec<&str>, &str)> = [
        "",
        "ask",
        "check",
        "trees",
        "show",
        "cite",
        "search",
        "replay",
        "coverage",
        "score",
        "completions",
        "man",
        "help",
    ]
    .into_iter()
    .map(|c| {
        let args = if c.is_empty() {
            vec!["--help"]
        } else {
            vec![c, "--help"]
        };
        ("help", args, "")
    })
    .collect();
    let mut runs = help;
    runs.extend([
        ("help help", vec!["help", "--help"], ""),
        (
            "ask (a ruling, text)",
            vec![
                "ask",
                "45",
                "--no-save",
                "--board",
                "3",
                "--contract",
                "4SX",
                "--declarer",
                "E",
            ],
            "named\ndeclarer-dummy\nyes\nfull\nslip\nno\nyes\nkeeps\n",
        ),
        (
            "ask (a ruling, slip)",
            vec![
                "ask",
                "45",
                "--no-save",
                "--board",
                "3",
                "--contract",
                "4SX",
                "--declarer",
                "E",
                "--called-by",
                "W",
                "--format",
                "markdown",
            ],
            "named\ndeclarer-dummy\nyes\nfull\nslip\nno\nyes\nkeeps\n",
        ),
        (
            "ask (not covered)",
            vec!["ask", "45", "--no-save"],
            "none\n2\n",
        ),
        ("ask (input ends)", vec!["ask", "45"], "named\n"),
        ("ask (bad line)", vec!["ask", "45", "--no-save"], "zzz\n"),
        ("ask (no such tree)", vec!["ask", "999"], ""),
        (
            "cite",
            vec!["cite", "45C4b", "70D3", "12C1", "68", "definitions"],
            "",
        ),
        ("cite (unknown)", vec!["cite", "999", "45Z"], ""),
        ("search", vec!["search", "karta"], ""),
        ("search", vec!["search", "kort"], ""),
        (
            "search (markdown)",
            vec!["search", "--format", "markdown", "karta"],
            "",
        ),
        (
            "search (markdown)",
            vec!["search", "--format", "markdown", "kort"],
            "",
        ),
        ("search (nothing)", vec!["search", "qqqq"], ""),
        ("check", vec!["check"], ""),
        ("trees", vec!["trees"], ""),
        ("show", vec!["show", "45"], ""),
        ("show", vec!["show", "50"], ""),
        ("coverage", vec!["coverage"], ""),
        (
            "coverage (markdown)",
            vec!["coverage", "--format", "markdown"],
            "",
        ),
        (
            "score",
            vec!["score", "4SX-2", "--by", "E", "--vul", "NS"],
            "",
        ),
        ("score (bad)", vec!["score", "9Z"], ""),
        ("replay", vec!["replay", "rec.yaml"], ""),
        ("replay (check)", vec!["replay", "--check", "rec.yaml"], ""),
        (
            "replay (report)",
            vec!["replay", "--format", "markdown", "rec.yaml"],
            "",
        ),
        ("replay (bad facts)", vec!["replay", "bad.yaml"], ""),
        ("replay (no record)", vec!["replay", "empty"], ""),
        ("replay (no such file)", vec!["replay", "nothere.yaml"], ""),
        ("man", vec!["man"], ""),
        ("man ask", vec!["man", "ask"], ""),
        ("man check", vec!["man", "check"], ""),
        ("man trees", vec!["man", "trees"], ""),
        ("man show", vec!["man", "show"], ""),
        ("man cite", vec!["man", "cite"], ""),
        ("man search", vec!["man", "search"], ""),
        ("man replay", vec!["man", "replay"], ""),
        ("man coverage", vec!["man", "coverage"], ""),
        ("man score", vec!["man", "score"], ""),
        ("man completions", vec!["man", "completions"], ""),
        ("man man", vec!["man", "man"], ""),
        ("version", vec!["--version"], ""),
        ("errors (unknown flag)", vec!["ask", "--bogus"], ""),
        ("errors (unknown command)", vec!["bogus"], ""),
        ("errors (bad contract)", vec!["ask", "--contract", "9Z"], ""),
        ("errors (bad seat)", vec!["ask", "--declarer", "Q"], ""),
        ("errors (empty notes)", vec!["ask", "--notes", " "], ""),
    ]);
    runs
}

/// The files `runs()` read: a record, one with a bad contract, an empty folder.
fn run_files() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("rec.yaml"), RECORD).unwrap();
    std::fs::write(
        dir.path().join("bad.yaml"),
        RECORD.replace("contract: 4SX", "contract: 8NT"),
    )
    .unwrap();
    std::fs::create_dir(dir.path().join("empty")).unwrap();
    dir
}

#[test]
fn no_english_sentence_in_any_output_path() {
    let dir = run_files();
    for lang in ["nb", "pl"] {
        for (what, args, stdin) in runs() {
            let out = Test::new()
                .args(["--lang", lang, "--color", "never"])
                .args(&args)
                .stdin(stdin)
                .current_dir(dir.path())
                .run();
            let both = format!("{}\n{}", out.stdout, out.stderr);
            assert_no_english(lang, &format!("{what} ({})", args.join(" ")), &both);
        }
    }
}

/// Every law's summary (`td cite 1 ... 93`), every tree drawn and every law's
/// search: the texts of the lawbook and the trees, not only the UI's.
#[test]
fn no_english_in_the_lawbook_or_the_trees() {
    let laws: Vec<String> = (1..=93).map(|n| n.to_string()).collect();
    for lang in ["nb", "pl"] {
        let out = Test::new()
            .args(["--lang", lang, "cite"])
            .args(&laws)
            .expect(0);
        assert_no_english(lang, "cite 1..93", &out.stdout);
        let out = Test::new()
            .args(["--lang", lang, "cite", "definitions"])
            .expect(0);
        assert_no_english(lang, "cite definitions", &out.stdout);
        let trees = Test::new().args(["--lang", lang, "trees"]).expect(0).stdout;
        // The first table names the trees; the second (what is said) is checked
        // as output above.
        let first = trees.split("\n\n").next().unwrap_or_default();
        assert_no_english(lang, "trees", &trees);
        for id in first
            .lines()
            .skip(1)
            .filter_map(|l| l.split_whitespace().next())
        {
            let out = Test::new().args(["--lang", lang, "show", id]).expect(0);
            assert_no_english(lang, &format!("show {id}"), &out.stdout);
        }
    }
}

/// A record whose ruling the trees now give differently: replay's "was" line.
#[test]
fn no_english_in_a_changed_ruling() {
    let dir = tempfile::tempdir().unwrap();
    let changed = RECORD.replace("outcome: 55#decl-lot-accepted-said", "outcome: 55#other");
    std::fs::write(dir.path().join("rec.yaml"), changed).unwrap();
    for lang in ["nb", "pl"] {
        for format in ["text", "markdown"] {
            let out = Test::new()
                .args([
                    "--lang", lang, "replay", "--check", "--format", format, "rec.yaml",
                ])
                .current_dir(dir.path())
                .run();
            let both = format!("{}\n{}", out.stdout, out.stderr);
            assert!(both.contains("55#other"), "{both}");
            assert_no_english(lang, &format!("replay --check --format {format}"), &both);
        }
    }
}

/// The word list finds what it is for: the English of the same paths is caught.
#[test]
fn the_word_list_catches_english() {
    let out = Test::new().args(["cite", "45C4b"]).expect(0);
    assert!(!english_words(&out.stdout).is_empty(), "{}", out.stdout);
    assert!(english_words("td ask 45  `the and`  45#def-turn --no-save").is_empty());
    assert_eq!(english_words("the ruling").len(), 2);
    // "was" is Polish too ("z was"), and English in Norwegian output.
    assert!(english_words_in("pl", "Każdy z was").is_empty());
    assert_eq!(english_words_in("nb", "it was").len(), 2);
}

/// What the pseudo-language cannot reach: English `--help` and the man pages'
/// options are clap's definition in code (docs/decisions.md, "--help in the TD's
/// language").
fn pseudo_reaches(what: &str) -> bool {
    !(what.starts_with("help") || what.starts_with("man"))
}

/// The pseudo-language (`TD_PSEUDO=1`, src/texts/pseudo.rs): every English entry of
/// the catalogues and every English text of the rulings is accented as it is
/// loaded, so an English function word left on any screen came from code.
#[test]
fn the_pseudo_language_leaves_no_english() {
    let dir = run_files();
    let pseudo = || Test::new().env("TD_PSEUDO", "1").args(["--color", "never"]);
    for (what, args, stdin) in runs().into_iter().filter(|(w, ..)| pseudo_reaches(w)) {
        let out = pseudo()
            .args(&args)
            .stdin(stdin)
            .current_dir(dir.path())
            .run();
        let both = format!("{}\n{}", out.stdout, out.stderr);
        assert_no_english(
            "en (pseudo)",
            &format!("{what} ({})", args.join(" ")),
            &both,
        );
    }
    let laws: Vec<String> = (1..=93).map(|n| n.to_string()).collect();
    let out = pseudo().arg("cite").args(&laws).expect(0);
    assert_no_english("en (pseudo)", "cite 1..93", &out.stdout);
    let trees = pseudo().arg("trees").expect(0).stdout;
    assert_no_english("en (pseudo)", "trees", &trees);
    for id in ["45", "start", "27"] {
        let out = pseudo().args(["show", id]).expect(0);
        assert_no_english("en (pseudo)", &format!("show {id}"), &out.stdout);
    }
    // And the transformation is there: the same paths without it are English.
    let plain = Test::new().args(["cite", "45C4"]).expect(0).stdout;
    assert!(!english_words(&plain).is_empty(), "{plain}");
}
