//! `td cite` and `td search` as a TD sees them, in every language (insta snapshots),
//! the help texts (so an accidental CLI change shows in review), and output hygiene.

mod common;
use common::Test;

const LANGS: [&str; 3] = ["en", "nb", "pl"];

#[test]
fn cite_snapshots_per_language() {
    for lang in LANGS {
        let out = Test::new()
            .args(["--lang", lang, "cite", "45C4b", "Law 68D2(b)", "§ 41 A"])
            .expect(0);
        insta::assert_snapshot!(format!("cite_{lang}"), out.stdout);
    }
}

#[test]
fn search_snapshots_per_language() {
    for (lang, query) in [
        ("en", "dummy touched card"),
        ("nb", "straffekort"),
        ("pl", "deklaracja"),
    ] {
        let out = Test::new()
            .args(["--lang", lang, "search", query])
            .expect(0);
        insta::assert_snapshot!(format!("search_{lang}"), out.stdout);
    }
}

#[test]
fn every_reference_form_cites_the_same_paragraph() {
    for form in [
        "45C4b",
        "45C4(b)",
        "Law 45C4(b)",
        "§ 45 C4 b",
        "przepis 45C4b",
        "L45C4b",
        "LAW 45.C.4(b)",
    ] {
        let out = Test::new()
            .args(["cite", form, "--format", "json"])
            .expect(0);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        assert_eq!(v[0]["ref"], "45C4(b)", "{form}");
        assert_eq!(v[0]["cite"], "Law 45C4(b)");
    }
}

#[test]
fn a_section_lists_its_paragraphs() {
    let out = Test::new()
        .args(["cite", "45C", "--format", "json"])
        .expect(0);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    let refs: Vec<&str> = v
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p["ref"].as_str().unwrap())
        .collect();
    assert_eq!(
        refs,
        [
            "45C", "45C1", "45C2", "45C2(a)", "45C2(b)", "45C3", "45C4", "45C4(a)", "45C4(b)",
            "45C5"
        ]
    );
    assert_eq!(v[8]["refers"], serde_json::json!(["47D", "16C1"]));
    assert!(
        v[8]["nodes"]
            .as_array()
            .unwrap()
            .iter()
            .any(|n| n == "45#named-dummy-intent")
    );
}

#[test]
fn unknown_references_suggest_the_nearest() {
    let out = Test::new().args(["cite", "45H"]).expect(2);
    assert!(
        out.stderr
            .contains("Law 45H: no such paragraph in the index; did you mean Law 45G"),
        "{}",
        out.stderr
    );
    for junk in ["45Z9", "999", "", "\u{1b}[2J45"] {
        let out = Test::new().args(["cite", junk]).expect(2);
        assert!(!out.stderr.contains('\u{1b}'), "{junk:?}: {}", out.stderr);
    }
    let long = "4".repeat(10_000);
    let out = Test::new().args(["cite", long.as_str()]).expect(2);
    assert!(out.stderr.contains("too long"));
}

#[test]
fn search_ranks_the_expected_paragraphs_first() {
    let first_two = |q: &[&str]| -> Vec<String> {
        let out = Test::new()
            .arg("search")
            .args(q)
            .args(["--format", "json"])
            .expect(0);
        let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
        v.as_array()
            .unwrap()
            .iter()
            .filter(|h| h["kind"] == "paragraph")
            .take(2)
            .map(|h| h["ref"].as_str().unwrap().to_string())
            .collect()
    };
    // Declarer touching a dummy card (45C3), then dummy touching or indicating one (45F).
    assert_eq!(first_two(&["dummy", "touched", "card"]), ["45C3", "45F"]);
    assert_eq!(first_two(&["claim"]), ["68A", "68C"]);
    let out = Test::new().args(["search", "xyzzy"]).expect(1);
    assert!(out.stderr.contains("nothing found"));
}

#[test]
fn help_texts_snapshot() {
    for cmd in [
        &["--help"][..],
        &["ask", "--help"],
        &["replay", "--help"],
        &["cite", "--help"],
        &["search", "--help"],
        &["check", "--help"],
        &["show", "--help"],
        &["score", "--help"],
    ] {
        let out = Test::new().args(cmd).env("COLUMNS", "100").expect(0);
        let name = if cmd[0] == "--help" {
            "help_td".to_string()
        } else {
            format!("help_{}", cmd[0])
        };
        insta::assert_snapshot!(name, out.stdout);
    }
}

#[test]
fn version_names_the_builtin_rulings() {
    let out = Test::new().arg("--version").expect(0);
    assert!(
        out.stdout.starts_with(&format!(
            "td {} (built-in rulings ",
            env!("CARGO_PKG_VERSION")
        )),
        "{}",
        out.stdout
    );
}

#[test]
fn completions_and_man_page() {
    for shell in ["bash", "zsh", "fish", "powershell", "elvish"] {
        let out = Test::new().args(["completions", shell]).expect(0);
        assert!(out.stdout.contains("replay"), "{shell}");
    }
    let out = Test::new().arg("man").expect(0);
    assert!(out.stdout.contains(".TH td 1"));
}

/// The man page lists the environment once, in ENVIRONMENT (`--help` carries it
/// beside the examples, where the man page would say it twice), and its examples
/// keep every line.
#[test]
fn the_man_page_says_the_environment_once() {
    for (lang, examples) in [
        ("en", ".SH EXAMPLES"),
        ("nb", ".SH EKSEMPLER"),
        ("pl", ".SH PRZYKŁADY"),
    ] {
        let out = Test::new().args(["--lang", lang, "man"]).expect(0);
        assert_eq!(out.stdout.matches("TD_CONFIG").count(), 1, "{lang}");
        let section = out.stdout.split(examples).nth(1).expect(examples);
        let section = section.split(".SH ").next().unwrap();
        assert!(!section.contains("NO_COLOR"), "{lang}: {section}");
        assert_eq!(section.matches("  td ").count(), 5, "{lang}: {section}");
    }
}

#[test]
fn colour_only_when_asked_or_on_a_terminal() {
    let plain = Test::new().args(["cite", "45F"]).expect(0);
    assert!(!plain.stdout.contains('\u{1b}'), "piped output is plain");
    let forced = Test::new()
        .args(["--color", "always", "cite", "45F"])
        .expect(0);
    assert!(forced.stdout.contains("\u{1b}["), "--color always colours");
    let md = Test::new()
        .args(["--color", "always", "cite", "45F", "--format", "markdown"])
        .expect(0);
    assert!(
        !md.stdout.contains('\u{1b}'),
        "markdown never carries escape codes"
    );
    let json = Test::new()
        .args([
            "--color",
            "always",
            "ask",
            "68",
            "--format",
            "json",
            "--no-save",
        ])
        .stdin("current-trick\ndeclarer\n")
        .expect(0);
    assert!(!json.stdout.contains('\u{1b}'));
}

#[test]
fn broken_pipe_is_not_an_error() {
    use std::process::Stdio;
    let mut child = common::td_std_command()
        .args(["coverage"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    drop(child.stdout.take()); // the reader goes away at once
    let out = child.wait_with_output().unwrap();
    assert_eq!(
        out.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn search_forgives_one_slip_and_an_inflection() {
    let out = Test::new().args(["search", "dumy"]).expect(0);
    assert!(out.stdout.contains("Dummy"), "{}", out.stdout);
    let out = Test::new().args(["search", "clam"]).expect(0);
    assert!(out.stdout.contains("Law 68A "), "{}", out.stdout);
    let out = Test::new()
        .args(["--lang", "pl", "search", "deklaracji"])
        .expect(0);
    assert!(out.stdout.contains("przepis 68A "), "{}", out.stdout);
    // Short words are never stretched: they would match noise.
    let out = Test::new().args(["search", "xq"]).expect(1);
    assert!(out.stderr.contains("nothing found"), "{}", out.stderr);
}

#[test]
fn mistyped_names_get_a_suggestion() {
    let out = Test::new().arg("aks").expect(2);
    assert!(
        out.stderr.contains("did you mean `td ask`?"),
        "{}",
        out.stderr
    );
    let out = Test::new().arg("chek").expect(2);
    assert!(out.stderr.contains("'check'"), "{}", out.stderr);
    let out = Test::new().args(["show", "strat"]).expect(2);
    assert!(
        out.stderr.contains("did you mean `start`?"),
        "{}",
        out.stderr
    );
}

#[test]
fn errors_and_hints_in_the_tds_language() {
    let out = Test::new()
        .args(["--lang", "nb", "cite", "99Z", "45C9"])
        .expect(2);
    assert!(
        out.stderr.contains("det finnes ingen § 99"),
        "{}",
        out.stderr
    );
    assert!(
        out.stderr.contains("§ 45C9: ingen slik paragraf"),
        "{}",
        out.stderr
    );
    assert!(out.stderr.contains("mente du § 45C5"), "{}", out.stderr);
    let out = Test::new()
        .args(["--lang", "pl", "show", "strat"])
        .expect(2);
    assert!(
        out.stderr
            .contains("nie ma drzewa „strat”; czy chodziło o `start`?"),
        "{}",
        out.stderr
    );
    let out = Test::new()
        .args(["--lang", "pl", "search", "xyzzy"])
        .expect(1);
    assert!(out.stderr.contains("nic nie znaleziono"), "{}", out.stderr);
    let out = Test::new()
        .args(["--lang", "nb", "--regulation", "face-up-lead", "trees"])
        .expect(2);
    assert!(
        out.stderr.contains("ukjent regel «face-up-lead»"),
        "{}",
        out.stderr
    );
    let golden = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/incidents/45");
    let out = Test::new()
        .args(["--lang", "nb", "replay", "--check", golden])
        .expect(0);
    assert!(out.stdout.contains(": i orden\n"), "{}", out.stdout);
    assert!(
        out.stderr.contains(" i orden, 0 endret, 0 ufullstendige"),
        "{}",
        out.stderr
    );
}

/// Everyday words find the laws' words (`i18n/search/<lang>.txt`), and a short
/// word is not stretched by a changed letter into another word.
#[test]
fn search_knows_the_words_tds_use() {
    let top = |lang: &str, q: &str, n: usize| -> String {
        let out = Test::new().args(["--lang", lang, "search", q]).expect(0);
        out.stdout.lines().take(n).collect::<Vec<_>>().join("\n")
    };
    for q in ["mobile phone", "telephone", "mobile phone rang"] {
        let hits = top("en", q, 3);
        assert!(hits.contains("Law 74B "), "{q}:\n{hits}");
        assert!(!hits.contains("Law 1A "), "{q}:\n{hits}");
    }
    let hits = top("en", "slow pass then bid", 10);
    for law in ["Law 16B1 ", "Law 73C "] {
        assert!(hits.contains(law), "{law}:\n{hits}");
    }
    assert!(top("en", "renege", 1).contains("revoke"));
    assert!(top("en", "psych", 3).contains("Psychic"));
    assert!(top("nb", "mobiltelefon", 3).contains("§ 74"));
    assert!(top("pl", "telefon komórkowy", 3).contains("przepis 74"));
    // A revoke is "fałszywy renons" (PZBS 2017 p61); the bare word still finds it.
    assert!(top("pl", "renons", 3).contains("fałszywy renons"));
    // Stems still match inflections, in Polish too.
    assert!(top("pl", "końcowy pas", 3).contains("przepis 39 "));
}

/// Every law word a synonym list points to is a word of that language's index or
/// trees: a list that points at nothing would look like a search that works.
#[test]
fn every_synonym_points_at_a_word_td_knows() {
    use bridge_td::texts::lang::Lang;
    for lang in Lang::ALL {
        for (_, laws) in bridge_td::law::synonyms::groups(lang) {
            for word in laws {
                let out = Test::new()
                    .args(["--lang", lang.code(), "search", word])
                    .run();
                assert_eq!(out.code, 0, "{lang}: `{word}` finds nothing");
            }
        }
    }
}
