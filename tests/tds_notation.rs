//! Output in the TD's language (issue 23): contracts and seats in the TD's own
//! notation in slips and reports, dates as the TD writes them, counted status words,
//! and `td help --help` in every language.

mod common;
use common::{Test, assert_has};

const ANSWERS: &str = "named\ndeclarer-dummy\nyes\nfull\nslip\nno\nyes\nkeeps\n";

/// A record as `td ask` keeps it: the facts in the canonical English letters.
fn record() -> String {
    let golden = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/incidents/45/decl-lot-accepted.yaml");
    std::fs::read_to_string(golden).unwrap().replacen(
        "walks:\n",
        "facts:\n  board: 14\n  contract: 4SX\n  declarer: E\n  called_by: W\nwalks:\n",
        1,
    )
}

#[test]
fn the_slip_prints_contract_and_seats_in_the_tds_letters() {
    let slip = |lang: &str, contract: &str, seat: &str| {
        Test::new()
            .args([
                "--lang",
                lang,
                "ask",
                "45",
                "--no-save",
                "--format",
                "markdown",
            ])
            .args([
                "--contract",
                contract,
                "--declarer",
                seat,
                "--called-by",
                seat,
            ])
            .stdin(ANSWERS)
            .expect(0)
            .stdout
    };
    let pl = slip("pl", "4PX", "E");
    assert_has(&pl, "| kontrakt | 4PX |");
    assert_has(&pl, "| rozgrywający | E |");
    assert_has(&pl, "| sędziego wezwał | E |");
    assert_has(&pl, "(wbudowane)</sub>");
    let pl = slip("pl", "3BA", "W");
    assert_has(&pl, "| kontrakt | 3BA |");
    let nb = slip("nb", "3G", "Ø");
    assert_has(&nb, "| kontrakt | 3G |");
    assert_has(&nb, "| spillefører | Ø |");
    assert_has(&nb, "| TL tilkalt av | Ø |");
    assert_has(&nb, "(innebygde)</sub>");
    let nb = slip("nb", "4SX", "V");
    assert_has(&nb, "| kontrakt | 4SX |");
    assert_has(&nb, "| spillefører | V |");
    // Tools read the canonical letters, whatever the TD's language.
    let json = Test::new()
        .args(["--lang", "pl", "ask", "45", "--no-save", "--format", "json"])
        .args(["--contract", "2T", "--declarer", "E"])
        .stdin(ANSWERS)
        .expect(0)
        .stdout;
    assert_has(&json, "\"contract\": \"2C\"");
    assert_has(&json, "\"declarer\": \"E\"");
}

#[test]
fn the_report_prints_facts_and_date_as_the_td_writes_them() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("r.yaml"), record()).unwrap();
    let report = |lang: &str| {
        Test::new()
            .args(["--lang", lang, "replay", "--format", "markdown", "r.yaml"])
            .current_dir(dir.path())
            .expect(0)
            .stdout
    };
    let pl = report("pl");
    assert_has(&pl, "| kontrakt | 4PX |");
    assert_has(&pl, "| sędziego wezwał | W |");
    assert_has(&pl, "Zapisano 1 stycznia 2026, 12:00 (+01:00) (en)");
    let nb = report("nb");
    assert_has(&nb, "| kontrakt | 4SX |");
    assert_has(&nb, "| spillefører | Ø |");
    assert_has(&nb, "| TL tilkalt av | V |");
    assert_has(&nb, "Protokollført 1. januar 2026 kl. 12.00 (+01:00) (en)");
    let en = report("en");
    assert_has(&en, "| contract | 4SX |");
    assert_has(&en, "Recorded 2026-01-01T12:00:00+01:00 (en)");
}

#[test]
fn replay_status_words_agree_with_their_numbers() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("r.yaml"), record()).unwrap();
    let summary = |lang: &str| {
        Test::new()
            .args(["--lang", lang, "replay", "r.yaml"])
            .current_dir(dir.path())
            .expect(0)
            .stderr
    };
    assert_has(
        &summary("pl"),
        "1 zdarzenie: 1 w porządku, 0 zmienionych, 0 niepełnych, 0 nieobjętych, 0 nieprawidłowych",
    );
    assert_has(
        &summary("nb"),
        "1 hendelse: 1 i orden, 0 endret, 0 ufullstendige, 0 ikke dekket, 0 ugyldige",
    );
}

#[test]
fn help_help_is_help_in_every_language() {
    for (lang, about) in [
        ("en", "Print this message"),
        ("nb", "Vis denne hjelpen"),
        ("pl", "Pokaż tę pomoc"),
    ] {
        for args in [
            &["help", "--help"][..],
            &["help", "-h"],
            &["help", "ask", "--help"],
        ] {
            let out = Test::new().args(["--lang", lang]).args(args).expect(0);
            assert!(out.stderr.is_empty(), "{lang} {args:?}: {}", out.stderr);
            if args.len() == 2 {
                assert_has(&out.stdout, about);
            } else {
                assert_has(&out.stdout, "td ask");
            }
        }
    }
}

#[test]
fn usage_placeholders_in_the_tds_language() {
    let pl = Test::new().args(["--lang", "pl", "--help"]).expect(0);
    assert_has(&pl.stdout, "Użycie: td [OPCJE] <POLECENIE>");
    let nb = Test::new()
        .args(["--lang", "nb", "ask", "--help"])
        .expect(0);
    assert_has(&nb.stdout, "Bruk: td ask [VALG] [TREE]");
    let nb = Test::new()
        .args(["--lang", "nb", "ask", "--bogus"])
        .expect(2);
    assert_has(&nb.stderr, "Bruk: td ask [VALG] [TREE]");
    let en = Test::new().args(["--help"]).expect(0);
    assert_has(&en.stdout, "Usage: td [OPTIONS] <COMMAND>");
}

#[test]
fn refused_flag_values_and_record_facts_in_the_tds_language() {
    let nb = Test::new()
        .args(["--lang", "nb", "ask", "--notes", " "])
        .expect(2);
    assert_has(
        &nb.stderr,
        "ugyldig verdi ' ' for '--notes <NOTES>': tom tekst",
    );
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("r.yaml"),
        record().replace("contract: 4SX", "contract: 8NT"),
    )
    .unwrap();
    let pl = Test::new()
        .args(["--lang", "pl", "replay", "r.yaml"])
        .current_dir(dir.path())
        .expect(2);
    assert_has(&pl.stdout, "fakty: `contract`: „8NT” to nie kontrakt");
    let pl = Test::new()
        .args(["--lang", "pl", "replay", "missing.yaml"])
        .current_dir(dir.path())
        .run();
    assert_has(&pl.stdout, "nie można odczytać protokołu: nie istnieje");
}

#[test]
fn man_pages_in_the_tds_language() {
    for (lang, headings) in [
        (
            "pl",
            [
                "NAZWA",
                "OPIS",
                "OPCJE",
                "KOD WYJŚCIA",
                "ŚRODOWISKO",
                "ZOBACZ TEŻ",
            ],
        ),
        (
            "nb",
            [
                "NAVN",
                "BESKRIVELSE",
                "VALG",
                "AVSLUTNINGSSTATUS",
                "MILJØ",
                "SE OGSÅ",
            ],
        ),
    ] {
        for page in [&["man"][..], &["man", "ask"], &["man", "score"]] {
            let out = Test::new().args(["--lang", lang]).args(page).expect(0);
            for h in headings {
                assert!(
                    out.stdout.contains(&format!(".SH {h}\n"))
                        || out.stdout.contains(&format!(".SH \"{h}\"\n")),
                    "{lang} {page:?}: no {h}\n{}",
                    out.stdout
                );
            }
            // SEE ALSO names the other pages; clap's own `help` has none.
            let see_also = out.stdout.lines().last().unwrap_or_default();
            assert!(see_also.contains("td\\-replay\\fR(1)"), "{see_also}");
            assert!(!see_also.contains("td\\-help"), "{see_also}");
        }
    }
    let pl = Test::new().args(["--lang", "pl", "man", "ask"]).expect(0);
    assert_has(&pl.stdout, "Kontrakt w polskim zapisie: 4PX, 3BA");
    assert_has(&pl.stdout, "(wbudowane drzewa orzeczeń ");
    // English is as it was.
    let en = Test::new().args(["man", "ask"]).expect(0);
    assert_has(&en.stdout, ".SH \"EXIT STATUS\"");
    assert_has(&en.stdout, "(built-in rulings ");
}
