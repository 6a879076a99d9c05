//! `--help` in the TD's language: every command's help in nb and pl holds no English
//! sentence, and no heading or note clap would print in English.

mod common;
use common::{Test, assert_has};

const COMMANDS: &[&str] = &[
    "",
    "ask",
    "check",
    "trees",
    "show",
    "cite",
    "search",
    "replay",
    "coverage",
    "sheet",
    "completions",
    "man",
];

fn help(lang: Option<&str>, command: &str) -> String {
    let mut t = Test::new();
    if let Some(l) = lang {
        t = t.args(["--lang", l]);
    }
    if !command.is_empty() {
        t = t.arg(command);
    }
    t.arg("--help").expect(0).stdout
}

/// The descriptive phrases of an English help text: the words after the flag
/// column, or a whole line of prose, at least three words long.
fn english_phrases(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter_map(|l| {
            // Flags, and example command lines, are typed the same in every
            // language: only the description after them counts.
            let prose = if l.starts_with('-') || l.starts_with('[') || l.starts_with('<') {
                l.split_once("  ").map(|(_, rest)| rest.trim())?
            } else if l.starts_with("td ") || l.contains("| td ") {
                l.rsplit_once("  ").map(|(_, rest)| rest.trim())?
            } else {
                l
            };
            // Words, not names: environment variables and values are the same in
            // every language.
            let words = prose
                .split_whitespace()
                .filter(|w| w.chars().any(|c| c.is_ascii_lowercase()) && !w.contains('_'))
                .count();
            (words >= 3 && !prose.starts_with("td "))
                .then(|| prose.chars().take(24).collect::<String>())
        })
        .collect()
}

#[test]
fn every_help_is_in_norwegian_and_polish() {
    for command in COMMANDS {
        let english = help(None, command);
        let phrases = english_phrases(&english);
        assert!(!phrases.is_empty(), "{command}: no English phrases found");
        for lang in ["nb", "pl"] {
            let local = help(Some(lang), command);
            for p in &phrases {
                assert!(
                    !local.contains(p.as_str()),
                    "`td --lang {lang} {command} --help` still says `{p}`:\n{local}"
                );
            }
            for clap_word in [
                "Usage:",
                "Options:",
                "Arguments:",
                "Commands:",
                "[default:",
                "[possible values:",
                "Print help",
            ] {
                assert!(
                    !local.contains(clap_word),
                    "`td --lang {lang} {command} --help` says `{clap_word}`:\n{local}"
                );
            }
        }
    }
}

#[test]
fn the_help_subcommand_speaks_the_language_too() {
    let out = Test::new().args(["--lang", "pl", "help", "cite"]).expect(0);
    assert!(out.stdout.contains("Użycie: td cite"), "{}", out.stdout);
    let out = Test::new().args(["--lang", "nb", "--help"]).expect(0);
    assert!(out.stdout.contains("Vis denne hjelpen"), "{}", out.stdout);
}

#[test]
fn the_language_for_help_comes_from_the_environment_too() {
    let out = Test::new()
        .args(["cite", "--help"])
        .env("LANG", "pl_PL.UTF-8")
        .expect(0);
    assert!(out.stdout.contains("Użycie: td cite"), "{}", out.stdout);
    let out = Test::new().args(["--lang=nb", "--help"]).expect(0);
    assert!(out.stdout.contains("Bruk: td"), "{}", out.stdout);
}

/// clap's usage errors in the TD's language: the message, the tip, the usage line
/// and the pointer to `--help`; exit 2 as in English.
#[test]
fn usage_errors_speak_the_language() {
    let pl = Test::new()
        .args(["--lang", "pl", "cite", "--frmat", "json", "45A"])
        .expect(2);
    assert_eq!(
        pl.stderr,
        "błąd: nieoczekiwany argument '--frmat'\n\n  wskazówka: istnieje podobny argument: '--format'\n\n\
         Użycie: td cite --format <FORMAT> <REFS>...\n\nWięcej informacji: '--help'.\n"
    );
    let nb = Test::new()
        .args(["--lang", "nb", "--color", "blue", "trees"])
        .expect(2);
    assert_has(
        &nb.stderr,
        "feil: ugyldig verdi 'blue' for '--color <COLOR>'",
    );
    assert_has(&nb.stderr, "mulige verdier: auto, always, never");
    let missing = Test::new()
        .args(["replay"])
        .env("LANG", "nb_NO.UTF-8")
        .expect(2);
    assert_has(
        &missing.stderr,
        "feil: disse påkrevde argumentene mangler: <PATHS>...",
    );
    assert_has(&missing.stderr, "Bruk: td replay <PATHS>...");
    let conflict = Test::new()
        .args(["--lang", "pl", "ask", "--no-save", "--save", "x.yaml"])
        .expect(2);
    assert_has(
        &conflict.stderr,
        "błąd: argumentu '--no-save' nie można użyć razem z '--save <FILE>'",
    );
    let typo = Test::new().args(["--lang", "pl", "aks"]).expect(2);
    assert_has(&typo.stderr, "błąd: nieznane podpolecenie 'aks'");
    assert_has(&typo.stderr, "wskazówka: czy chodziło o `td ask`?");
    for (lang, english) in [
        ("nb", "error:"),
        ("pl", "error:"),
        ("nb", "Usage:"),
        ("pl", "Usage:"),
    ] {
        let out = Test::new().args(["--lang", lang, "show"]).expect(2);
        assert!(!out.stderr.contains(english), "{lang}: {}", out.stderr);
    }
    // English stays clap's own.
    let en = Test::new().args(["--lang", "en", "aks"]).expect(2);
    assert_has(&en.stderr, "error: unrecognized subcommand 'aks'");
}
