//! The federations' own words (issue 23): for each term settled in
//! `docs/decisions.md`, no tree text or lawbook summary in that language uses the
//! rejected form. The test reads the YAML of `rulings/` directly, so it needs no
//! engine: every text is a map with an `en` key, and its `nb` and `pl` are checked,
//! some rules only where the English says a given thing.

use std::path::{Path, PathBuf};

use serde_json::Value;

/// One settled term: in `lang`, a text must not match `rejected` (a lower-case
/// substring test on the text, after `guard` on the English if given).
struct Rule {
    lang: &'static str,
    /// Lower-case fragments; a text containing any of them is rejected.
    rejected: &'static [&'static str],
    /// Only texts whose English (lower case) contains one of these, if not empty.
    when_en: &'static [&'static str],
    /// What to use instead, and where it was settled.
    use_instead: &'static str,
}

const RULES: &[Rule] = &[
    // ---- Polish: the PZBS 2017 law book ----
    Rule {
        lang: "pl",
        rejected: &[
            "punkty meczowe",
            "punktów meczowych",
            "punktach meczowych",
            "punkt meczowy",
        ],
        when_en: &["matchpoint"],
        use_instead: "punkty turniejowe (PT): PZBS 2017, przepis 78A; punkty meczowe are IMPs (78B)",
    },
    Rule {
        lang: "pl",
        rejected: &[
            "karta karna",
            "karty karne",
            "kartę karną",
            "karty karnej",
            "karcie karnej",
            "kartą karną",
            "kart karnych",
            "kartami karnymi",
        ],
        when_en: &[],
        use_instead: "karta przygwożdżona, normalna / podrzędna (przepis 50)",
    },
    Rule {
        lang: "pl",
        rejected: &[
            "duża karta",
            "dużą kartę",
            "dużej karty",
            "mała karta",
            "małą kartę",
            "małej karty",
        ],
        when_en: &["penalty card"],
        use_instead: "normalna / podrzędna karta przygwożdżona (przepis 50B)",
    },
    Rule {
        lang: "pl",
        rejected: &[
            "zgłoszenie lub oddanie",
            "oddanie lew",
            "oddania lew",
            "oddaniem lew",
            "oddaniu lew",
            "zgłaszając",
        ],
        when_en: &["claim", "concession", "concede"],
        use_instead: "deklaracja / deklarujący, zrzeczenie się lew (przepis 68)",
    },
    Rule {
        lang: "pl",
        rejected: &[
            "okres na poprawki",
            "okresie na poprawki",
            "okresu na poprawki",
            "okres poprawek",
            "okresie poprawek",
            "okresu poprawek",
        ],
        when_en: &[],
        use_instead: "okres reklamacyjny (przepis 79C)",
    },
    Rule {
        lang: "pl",
        rejected: &["organ regulując", "organu regulując"],
        when_en: &[],
        use_instead: "Organizacja Nadzorująca (przepisy 41, 80)",
    },
    Rule {
        lang: "pl",
        rejected: &[
            "informacja niedozwolona",
            "informacją niedozwoloną",
            "niedozwolona informacja",
            "niedozwoloną informację",
            "niedozwolonej informacji",
        ],
        when_en: &[],
        use_instead: "nielegalna / legalna informacja (przepisy 16, 68B2)",
    },
    Rule {
        lang: "pl",
        rejected: &["domniemany", "domniemanego", "domniemanemu"],
        when_en: &["presumed"],
        use_instead: "przyszły rozgrywający / dziadek (przepis 41)",
    },
    Rule {
        lang: "pl",
        rejected: &[
            "zapis skorygowany",
            "zapisu skorygowanego",
            "zapisy skorygowane",
            "wynik skorygowany",
            "sztuczny wynik",
            "przypisany wynik",
        ],
        when_en: &[],
        use_instead: "wynik rozjemczy, zapisowy / procentowy (przepisy 12, 86)",
    },
    Rule {
        lang: "pl",
        rejected: &["karta wyjęta", "karty wyjęte", "wyjęta z ręki"],
        when_en: &[" led", "lead"],
        use_instead: "karta wyjścia (przepis 41)",
    },
    Rule {
        lang: "pl",
        rejected: &[" renonse ", " renonse.", " renonse;", " renonse,"],
        when_en: &[],
        use_instead: "the plural of renons is renonsy",
    },
    Rule {
        lang: "pl",
        rejected: &[
            "odzywka licytacyjn",
            "odzywki licytacyjn",
            "odzywkę licytacyjn",
            "odzywką licytacyjn",
            "odzywce licytacyjn",
            "odzywek licytacyjn",
            "odzywka lub zagr",
            "odzywki i zagr",
            "odzywki lub zagr",
            "odzywki ani zagr",
            "odzywkę lub zagr",
            "odzywką lub zagr",
            "odzywce lub zagr",
            "odzywek i zagr",
            "odzywek lub zagr",
            "odzywkami i zagr",
            "odzywkach i zagr",
        ],
        when_en: &[],
        use_instead: "zapowiedź (call), odzywka (bid), zapowiedzi i zagrania (PZBS 2017 p18)",
    },
    Rule {
        lang: "pl",
        rejected: &[
            "błędna odzywka",
            "błędnej odzywki",
            "błędną odzywkę",
            "błędnej odzywce",
        ],
        when_en: &["mistaken call"],
        use_instead: "błędna zapowiedź (PZBS 2017 p75)",
    },
    Rule {
        lang: "pl",
        rejected: &[
            "zapowiedzi niedopuszczaln",
            "zapowiedź niedopuszczaln",
            "niedopuszczalna kontr",
            "niedopuszczalne kontr",
            "niedopuszczalnej kontr",
            "niedopuszczalną kontr",
            "niedopuszczalnych kontr",
        ],
        when_en: &[],
        use_instead: "zapowiedzi niedozwolone, niedozwolona kontra (PZBS 2017 p35, p36)",
    },
    Rule {
        lang: "pl",
        rejected: &["niedopuszczaln"],
        when_en: &["inadmissible"],
        use_instead: "niedozwolona / niedozwolone (PZBS 2017 p35, p36)",
    },
    Rule {
        lang: "pl",
        rejected: &[
            "ostatni pas",
            "ostatnim pasie",
            "ostatniego pasu",
            "ostatniego pasa",
        ],
        when_en: &["final pass"],
        use_instead: "końcowy pas, po końcowym pasie (PZBS 2017 p39, p20)",
    },
    Rule {
        lang: "pl",
        rejected: &[
            "ograniczenia wyjścia",
            "ograniczenie wyjścia",
            "ograniczeń wyjścia",
            "ograniczeniu wyjścia",
            "ograniczeniem wyjścia",
            "ograniczeniami wyjścia",
            "ograniczeniach wyjścia",
            "ograniczenia wistu",
            "ograniczenie wistu",
            "ograniczeń wistu",
        ],
        when_en: &[],
        use_instead: "ograniczenia wistowe; the option: zakazać wyjścia w kolor (PZBS 2017 p26)",
    },
    Rule {
        lang: "pl",
        rejected: &[
            "przegląd licytacji",
            "przeglądu licytacji",
            "przeglądem licytacji",
            "przeglądzie licytacji",
            "przegląd i wyjaśnianie",
            "przegląd w czasie licytacji",
            "przegląd po ",
        ],
        when_en: &[],
        use_instead: "powtórzenie licytacji, powtarzanie licytacji (PZBS 2017 p20)",
    },
    Rule {
        lang: "pl",
        rejected: &[
            "awersem do góry",
            "awersem do dołu",
            "koszulką do góry",
            "koszulką do dołu",
            "odkrycie pierwszego wyjścia",
            "odkrycia pierwszego wyjścia",
            "odkryciu pierwszego wyjścia",
            "odkryciem pierwszego wyjścia",
            "odkrycie wyjścia",
            "odkrycia wyjścia",
            "odkryciu wyjścia",
            "odkryciem wyjścia",
        ],
        when_en: &[],
        use_instead: "odkryta / zakryta karta, odsłonięcie pierwszego wyjścia (PZBS 2017 p41)",
    },
    Rule {
        lang: "pl",
        rejected: &[
            "porozumienia partnersk",
            "porozumienie partnersk",
            "porozumieniem partnersk",
            "porozumieniu partnersk",
            "porozumień partnersk",
            "porozumieniami partnersk",
        ],
        when_en: &[],
        use_instead: "uzgodnienia partnerów, szczególne uzgodnienie partnerów (PZBS 2017 p40)",
    },
    Rule {
        lang: "pl",
        rejected: &[
            "rozdanie zepsute",
            "rozdanie jest zepsute",
            "rozdanie nie jest zepsute",
            "rozdania zepsutego",
            "rozdaniem zepsutym",
            "rozdaniu zepsutym",
            "rozdań zepsutych",
            "rozdanie wadliwe",
            "rozdania wadliwego",
            "rozdaniem wadliwym",
            "rozdaniu wadliwym",
            "rozdań wadliwych",
        ],
        when_en: &[],
        use_instead: "rozdanie zniekształcone (PZBS 2017 p87)",
    },
    Rule {
        lang: "pl",
        rejected: &[
            "łatwo zaszkodzi",
            "istotny wpływ",
            "istotnego wpływu",
            "istotnym wpływem",
            "wyraźnie inny",
            "wyraźnie inna",
            "wyraźnie inne",
        ],
        when_en: &["could well", "well have", "may well", "might well"],
        use_instead: "może zaszkodzić, mogło wpłynąć, mógł być inny (72C, 21B1(a), 23C, 27D)",
    },
    Rule {
        lang: "pl",
        rejected: &[
            "alertu lub zapowiedzi",
            "alert lub zapowiedź",
            "zapowiedzeni",
        ],
        when_en: &["announc"],
        use_instead: "anons for an announcement, zapowiedź is a call (20F5(a); PZBS 2017 p18)",
    },
    Rule {
        lang: "pl",
        rejected: &["protok"],
        when_en: &["hand record"],
        use_instead: "wydruki rozkładów (13.yaml); protokół is the traveller",
    },
    Rule {
        lang: "pl",
        rejected: &["żaden:"],
        when_en: &["none:"],
        use_instead: "Brak: for None: in follows",
    },
    // ---- Norwegian: the NBF book and the terms Norwegian TDs use ----
    Rule {
        lang: "nb",
        rejected: &["oppklaringsperiode"],
        when_en: &["correction period"],
        use_instead: "korreksjonsperioden (oppklaringsperioden is § 41C's Clarification Period)",
    },
    Rule {
        lang: "nb",
        rejected: &["revoke", "revoker"],
        when_en: &[],
        use_instead: "renons (§§ 61-64)",
    },
    Rule {
        lang: "nb",
        rejected: &["spilleperioden"],
        when_en: &[],
        use_instead: "spillperioden (§ 41B)",
    },
    Rule {
        lang: "nb",
        rejected: &[
            "tillatt informasjon",
            "er tillatt for",
            "men tillatt for",
            "og tillatt for",
        ],
        when_en: &["authorized"],
        use_instead: "lovlig (informasjon)",
    },
    Rule {
        lang: "nb",
        rejected: &["i brettet", "fra brettet", "brettet "],
        when_en: &["board"],
        use_instead: "mappe",
    },
    Rule {
        lang: "nb",
        rejected: &["beholder innspillet"],
        when_en: &[],
        use_instead: "beholder utspillet",
    },
    Rule {
        lang: "nb",
        rejected: &["må ikke spille det nå"],
        when_en: &["need not"],
        use_instead: "trenger ikke (50#pc-minor-play)",
    },
    Rule {
        lang: "nb",
        rejected: &["benevning"],
        when_en: &[],
        use_instead: "benevnelse (NBF definisjoner, § 18E)",
    },
    Rule {
        lang: "nb",
        rejected: &["denominasjon"],
        when_en: &[],
        use_instead: "benevnelse (NBF definisjoner, § 18E)",
    },
    Rule {
        lang: "nb",
        rejected: &["gjennomgang av meldingene"],
        when_en: &[],
        use_instead: "gjentakelse av meldingsforløpet (§ 20 title, § 41B)",
    },
    Rule {
        lang: "nb",
        rejected: &["forsiden", "baksiden opp", "bildesiden"],
        when_en: &[],
        use_instead: "med fremsiden opp / ned (§§ 41, 45)",
    },
    Rule {
        lang: "nb",
        rejected: &[
            "feilgitt spill",
            "feilgitte spill",
            "feilaktig spill",
            "feilaktig mappe",
            "feilaktige mapper",
        ],
        when_en: &["foul"],
        use_instead: "feilsortert mappe (§ 87; feilgitt is a misdeal, § 6)",
    },
    Rule {
        lang: "nb",
        rejected: &["gjennomsnitt pluss", "gjennomsnitt minus"],
        when_en: &[],
        use_instead: "middels pluss / middels minus (NBF § 86A)",
    },
    Rule {
        lang: "nb",
        rejected: &["utspillsrestriksjon"],
        when_en: &[],
        use_instead: "utspillsbegrensning",
    },
    Rule {
        lang: "nb",
        rejected: &["reiselapp"],
        when_en: &[],
        use_instead: "protokoll (the traveller)",
    },
    Rule {
        lang: "nb",
        rejected: &["lovbrudd", "overtredelse"],
        when_en: &["infraction"],
        use_instead: "regelbrudd (NBF §§ 38D, 72B)",
    },
    Rule {
        lang: "nb",
        rejected: &["likemenn"],
        when_en: &[],
        use_instead: "spillere på samme nivå",
    },
    Rule {
        lang: "nb",
        rejected: &["1nt", "2nt", "3nt", "4nt", "5nt", "6nt", "7nt"],
        when_en: &["1nt", "2nt", "3nt", "4nt", "5nt", "6nt", "7nt"],
        use_instead: "G for notrump in nb (1G, 2G, 3G)",
    },
];

fn rulings_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("rulings")
}

/// A YAML file of the rulings, parsed (a parse error names the file).
fn yaml(file: &Path) -> Value {
    let text = std::fs::read_to_string(file).expect("readable YAML");
    serde_saphyr::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
}

/// The trees and law files, and the clause files beside them.
fn yaml_and_clause_files() -> Vec<PathBuf> {
    let mut files = yaml_files();
    files.extend(
        std::fs::read_dir(rulings_dir().join("clauses"))
            .unwrap()
            .map(|e| e.unwrap().path()),
    );
    files
}

fn yaml_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for dir in [rulings_dir(), rulings_dir().join("laws")] {
        for entry in std::fs::read_dir(&dir).expect("rulings directory") {
            let path = entry.expect("directory entry").path();
            if path.extension().is_some_and(|e| e == "yaml") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// Every text map (a map with a string `en`) in a YAML value, as (en, map).
fn texts<'a>(v: &'a Value, out: &mut Vec<&'a serde_json::Map<String, Value>>) {
    match v {
        Value::Object(m) => {
            if m.get("en").is_some_and(Value::is_string) {
                out.push(m);
            }
            m.values().for_each(|x| texts(x, out));
        }
        Value::Array(a) => a.iter().for_each(|x| texts(x, out)),
        _ => {}
    }
}

/// The whole-word `TD` in a Norwegian text (the Norwegian abbreviation is TL).
fn has_td_word(s: &str) -> bool {
    s.match_indices("TD").any(|(i, _)| {
        let before = s[..i].chars().next_back();
        let after = s[i + 2..].chars().next();
        !before.is_some_and(char::is_alphanumeric) && !after.is_some_and(char::is_alphanumeric)
    })
}

#[test]
fn settled_terms_are_used_and_rejected_forms_are_not() {
    let mut faults = Vec::new();
    let mut count = 0;
    for file in yaml_files() {
        let value = yaml(&file);
        let mut maps = Vec::new();
        texts(&value, &mut maps);
        let name = file
            .strip_prefix(rulings_dir())
            .unwrap()
            .display()
            .to_string();
        for m in maps {
            count += 1;
            let en = m["en"].as_str().unwrap_or_default().to_lowercase();
            for rule in RULES {
                let Some(t) = m.get(rule.lang).and_then(Value::as_str) else {
                    continue;
                };
                if !rule.when_en.is_empty() && !rule.when_en.iter().any(|w| en.contains(w)) {
                    continue;
                }
                let lower = format!("{} ", t.to_lowercase());
                for bad in rule.rejected {
                    if lower.contains(bad) {
                        faults.push(format!(
                            "{name}: {} text has \"{}\"; use {}: {t}",
                            rule.lang,
                            bad.trim(),
                            rule.use_instead
                        ));
                    }
                }
            }
            if let Some(nb) = m.get("nb").and_then(Value::as_str)
                && has_td_word(nb)
            {
                faults.push(format!("{name}: nb text has \"TD\"; use TL: {nb}"));
            }
        }
    }
    assert!(count > 1000, "only {count} texts read: is the walk broken?");
    assert!(
        faults.is_empty(),
        "{} text(s) use a rejected term:\n{}",
        faults.len(),
        faults.join("\n")
    );
}

/// The trees' texts are read on the page as well as in the terminal: none names a
/// terminal command (`td ask 20`); a walk that needs another ruling leads on to it
/// (`then:`), and a text that sends the TD elsewhere names the law.
#[test]
fn no_ruling_text_names_a_terminal_command() {
    let mut faults = Vec::new();
    for file in yaml_and_clause_files() {
        let value = yaml(&file);
        let mut maps = Vec::new();
        texts(&value, &mut maps);
        for m in maps {
            for (lang, t) in m {
                let t = t.as_str().unwrap_or_default();
                if ["td ask", "td score", "td cite", "td search", "td replay"]
                    .iter()
                    .any(|c| t.contains(c))
                {
                    faults.push(format!("{} {lang}: {t}", file.display()));
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn the_correction_period_has_its_own_name_in_every_language() {
    // 79C1 is the Correction Period; 41C is the Clarification Period. They must not
    // share a name.
    let law79 = std::fs::read_to_string(rulings_dir().join("laws/79.yaml")).unwrap();
    let law41 = std::fs::read_to_string(rulings_dir().join("laws/41.yaml")).unwrap();
    assert!(law79.contains("Korreksjonsperioden"), "nb 79C1 title");
    assert!(law79.contains("Okres reklamacyjny"), "pl 79C1 title");
    assert!(
        !law79.contains("Oppklaringsperioden"),
        "nb 79C1 must not be § 41C's name"
    );
    assert!(
        law41.contains("oppklaringsperioden"),
        "nb 41C keeps the NBF name"
    );
}

#[test]
fn the_definitions_carry_the_federations_terms() {
    let text = std::fs::read_to_string(rulings_dir().join("laws/definitions.yaml")).unwrap();
    let value: Value = serde_saphyr::from_str(&text).unwrap();
    let term = |id: &str, lang: &str| -> String {
        value["definitions"][id]["term"][lang]
            .as_str()
            .unwrap_or_else(|| panic!("definition {id} has no {lang} term"))
            .to_string()
    };
    assert_eq!(term("penalty-card", "pl"), "Karta przygwożdżona");
    assert_eq!(term("claim", "pl"), "Deklaracja");
    assert_eq!(term("concession", "pl"), "Zrzeczenie się lew");
    assert_eq!(term("adjusted-score", "pl"), "Wynik rozjemczy");
    assert_eq!(term("presumed-declarer", "pl"), "Przyszły rozgrywający");
    assert_eq!(term("call", "pl"), "Zapowiedź");
    assert_eq!(term("bid", "pl"), "Odzywka");
    assert_eq!(term("play-period", "nb"), "Spillperioden");
}

/// The UI's strings in one language: the Fluent catalogues (`i18n/<lang>.ftl`, one
/// text per line, and the file notes) and `--help`'s texts in
/// `src/terminal/cli_help.rs` (each entry's nb and pl string literal).
fn ui_texts(lang: &str) -> Vec<(String, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let read = |p: &str| std::fs::read_to_string(root.join(p)).unwrap();
    let literals = |src: &str| -> Vec<String> {
        src.split('"')
            .enumerate()
            .filter(|(i, _)| i % 2 == 1)
            .map(|(_, s)| s.to_string())
            .collect()
    };
    let mut out = Vec::new();
    // cli_help: `e(path, nb, pl)`; the second and third literals of each entry.
    let help = read("src/terminal/cli_help.rs");
    for entry in help.split("e(\n").skip(1) {
        let lits = literals(entry);
        let pick = if lang == "nb" { 1 } else { 2 };
        if let Some(s) = lits.get(pick) {
            out.push(("src/terminal/cli_help.rs".into(), s.clone()));
        }
    }
    for file in [format!("i18n/{lang}.ftl"), format!("i18n/notes/{lang}.ftl")] {
        for line in read(&file).lines().filter(|l| !l.starts_with('#')) {
            out.push((file.clone(), line.to_string()));
        }
    }
    out
}

/// The settled terms hold in the UI too: the rules that do not depend on the
/// English text, over every nb and pl UI string, and nb's "TL" for the Director.
#[test]
fn settled_terms_hold_in_the_ui_strings() {
    let mut faults = Vec::new();
    for lang in ["nb", "pl"] {
        let texts = ui_texts(lang);
        assert!(
            texts.len() > 200,
            "{lang}: only {} UI texts read",
            texts.len()
        );
        for (file, t) in texts {
            let lower = format!("{} ", t.to_lowercase());
            for rule in RULES
                .iter()
                .filter(|r| r.lang == lang && r.when_en.is_empty())
            {
                for bad in rule.rejected {
                    if lower.contains(bad) {
                        faults.push(format!(
                            "{file}: {lang} \"{}\"; use {}: {t}",
                            bad.trim(),
                            rule.use_instead
                        ));
                    }
                }
            }
            if lang == "nb" && has_td_word(&t) && !t.contains("TD_") {
                faults.push(format!("{file}: nb has \"TD\"; use TL: {t}"));
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// The forms of the noun "renons" (a void in the PZBS book) that stand for a revoke
/// only after "fałszywy".
const RENONS_FORMS: &[&str] = &[
    "renons",
    "renonsu",
    "renonsowi",
    "renonsem",
    "renonsie",
    "renonsy",
    "renonsów",
    "renonsom",
    "renonsami",
    "renonsach",
];

/// What a Polish text says wrong for a revoke, if anything: a bare "renons" (not
/// after a form of "fałszywy"), "renonsujący" or "renonsowa", where the English says
/// revoke; "ustalony" where it says established; "przeniesienie" of tricks where it
/// says transfer.
fn revoke_faults(en: &str, pl: &str) -> Vec<String> {
    let en = en.to_lowercase();
    let pl = pl.to_lowercase();
    let words: Vec<&str> = pl
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| !w.is_empty())
        .collect();
    let mut out = Vec::new();
    // A text about a void may say "renons" for it: "fałszywy" is for the revoke.
    let void = ["void", "show out", "shows out", "showed out"]
        .iter()
        .any(|v| en.contains(v));
    if en.contains("revok") && !void {
        for (i, w) in words.iter().enumerate() {
            let after_falszywy = i > 0 && words[i - 1].starts_with("fałszyw");
            if RENONS_FORMS.contains(w) && !after_falszywy {
                out.push(format!("bare \"{w}\""));
            }
            if w.starts_with("renonsuj") || w.starts_with("renonsow") {
                out.push(format!("\"{w}\""));
            }
        }
    }
    if en.contains("establish") && (en.contains("revok") || pl.contains("renons")) {
        for w in &words {
            if w.starts_with("ustalon") || w.starts_with("ustaleni") {
                out.push(format!("\"{w}\""));
            }
        }
    }
    if en.contains("transfer") && en.contains("trick") {
        for w in &words {
            if w.starts_with("przenies") || w.starts_with("przenos") {
                out.push(format!("\"{w}\""));
            }
        }
    }
    out
}

#[test]
fn the_revoke_check_tells_the_pzbs_terms_from_the_old_ones() {
    let en = "Declarer revoked; the revoke is established and a trick transferred.";
    assert!(revoke_faults(en, "Fałszywy renons rozgrywającego uprawomocnił się.").is_empty());
    assert!(revoke_faults(en, "Po fałszywym renonsie: przekazanie lew.").is_empty());
    assert!(!revoke_faults(en, "Rozgrywający popełnił renons.").is_empty());
    assert!(!revoke_faults(en, "Renons jest ustalony.").is_empty());
    assert!(!revoke_faults(en, "Renonsujący traci lewę.").is_empty());
    assert!(!revoke_faults(en, "Przeniesienie lew za fałszywy renons.").is_empty());
    // A void keeps its word.
    assert!(revoke_faults("He shows out: a void, no revoke.", "Ma renons.").is_empty());
}

/// PZBS 2017 p61-p64: a revoke is "fałszywy renons" (a bare "renons" is a void),
/// established "uprawomocniony", the trick transfer "przekazanie lew" (docs/decisions.md).
#[test]
fn a_revoke_is_falszywy_renons_in_polish() {
    let mut faults = Vec::new();
    let mut read = 0;
    for file in yaml_and_clause_files() {
        let value = yaml(&file);
        let mut maps = Vec::new();
        texts(&value, &mut maps);
        for m in maps {
            let (Some(en), Some(pl)) = (m["en"].as_str(), m.get("pl").and_then(Value::as_str))
            else {
                continue;
            };
            if en.to_lowercase().contains("revok") {
                read += 1;
            }
            for f in revoke_faults(en, pl) {
                faults.push(format!(
                    "{}: pl has {f}; use fałszywy renons, uprawomocniony, przekazanie lew (PZBS 2017 p61-p64): {pl}",
                    file.strip_prefix(rulings_dir()).unwrap().display()
                ));
            }
        }
    }
    assert!(
        read > 100,
        "only {read} revoke texts read: is the walk broken?"
    );
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}
