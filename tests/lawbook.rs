//! The whole 2017 lawbook in the index: every paragraph and sub-item, in every
//! language, reachable by `td cite`, and the 2007 numbers a TD with the old book
//! types.

mod common;
use common::{Test, assert_has};

use bridge_td::law::law_ref::LawRef;
use bridge_td::texts::lang::Lang;

/// The reference list read off the 2017 text (numbers only).
fn paragraphs_2017() -> Vec<LawRef> {
    include_str!("data/laws-2017-paragraphs.txt")
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| LawRef::parse(l).unwrap_or_else(|e| panic!("{l}: {e}")))
        .collect()
}

#[test]
fn the_index_holds_exactly_the_2017_paragraphs_in_three_languages() {
    let r = bridge_td::model::builtin::rulings();
    let book = paragraphs_2017();
    assert!(book.len() > 800, "the list holds every sub-item");
    let mut missing = Vec::new();
    for id in &book {
        match r.index.get(id) {
            None => missing.push(id.canonical()),
            Some(p) => {
                for lang in Lang::ALL {
                    assert!(
                        p.title.has(lang) && p.summary.has(lang),
                        "{id} lacks a {lang} title or summary"
                    );
                }
            }
        }
    }
    assert!(missing.is_empty(), "not in the index: {missing:?}");
    let extra: Vec<String> = r
        .index
        .paragraphs
        .keys()
        .filter(|k| !book.contains(k))
        .map(LawRef::canonical)
        .collect();
    assert!(extra.is_empty(), "not 2017 paragraphs: {extra:?}");
}

#[test]
fn every_law_from_1_to_93_is_cited() {
    let laws: Vec<String> = (1..=93).map(|n| n.to_string()).collect();
    let out = Test::new().arg("cite").args(&laws).expect(0);
    for n in [1, 12, 58, 61, 62, 73, 93] {
        assert!(out.stdout.contains(&format!("Law {n} ")), "Law {n}");
    }
}

#[test]
fn deep_sub_items_resolve_in_every_language() {
    for lang in ["en", "nb", "pl"] {
        let out = Test::new()
            .args([
                "--lang",
                lang,
                "cite",
                "12C1(e)(ii)",
                "20F5(b)(ii)",
                "40B2(c)(iv)",
                "58A",
                "69B",
                "70C",
                "50B",
            ])
            .expect(0);
        for r in [
            "12C1(e)(ii)",
            "20F5(b)(ii)",
            "40B2(c)(iv)",
            "58A",
            "69B",
            "70C",
            "50B",
        ] {
            assert!(out.stdout.contains(r), "{lang}: {r}");
        }
    }
}

#[test]
fn a_deleted_2007_number_says_where_its_content_went() {
    let out = Test::new().args(["cite", "70D3"]).expect(0);
    assert_has(&out.stdout, "Law 70D3 (2007 Laws)");
    assert_has(&out.stdout, "Law 68D2(b)");
    let out = Test::new().args(["--lang", "nb", "cite", "70D3"]).expect(0);
    assert_has(&out.stdout, "§ 68D2(b)");
    assert_has(&out.stdout, "2007-lovene");
}

#[test]
fn a_renumbered_2007_number_shows_both_meanings() {
    let out = Test::new().args(["--lang", "nb", "cite", "16D1"]).expect(0);
    let old = out.stdout.find("(2007-lovene)").expect("the 2007 note");
    let new = out
        .stdout
        .find("§ 16D1 Si fra til TL")
        .expect("the 2017 paragraph");
    assert!(old < new, "the 2007 note comes first: {}", out.stdout);
    assert_has(&out.stdout, "§ 16C1");
    let out = Test::new()
        .args(["cite", "57C2", "--format", "json"])
        .expect(0);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v[0]["edition"], 2007);
    assert_eq!(v[0]["now"], serde_json::json!(["57C3"]));
    assert_eq!(v[1]["ref"], "57C2");
}

#[test]
fn a_number_in_neither_edition_is_exit_2_with_neighbours() {
    let out = Test::new().args(["cite", "70D4"]).expect(2);
    assert_has(&out.stderr, "no such paragraph");
    assert_has(&out.stderr, "Law 70D2");
}

#[test]
fn markdown_of_a_2007_number() {
    let out = Test::new()
        .args(["cite", "16C", "--format", "markdown"])
        .expect(0);
    assert!(
        out.stdout.starts_with("## Law 16C (2007 Laws)\n"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains("Its content is now in: Law 16D."));
}

#[test]
fn good_references_print_and_bad_ones_are_reported_after() {
    let out = Test::new()
        .args(["cite", "45C4b", "70D4", "12C1", "99Z", "68D"])
        .expect(2);
    for good in ["Law 45C4(b)", "Law 12C1", "Law 68D"] {
        assert!(out.stdout.contains(good), "{good}: {}", out.stdout);
    }
    assert_has(&out.stderr, "td: Law 70D4: no such paragraph");
    assert_has(&out.stderr, "td: `99Z`: there is no law 99");
}

#[test]
fn the_definitions_are_cited_by_word_and_found_by_search() {
    let out = Test::new().args(["cite", "definitions"]).expect(0);
    assert!(
        out.stdout.matches("Definition: ").count() >= 60,
        "{}",
        out.stdout
    );
    let out = Test::new().args(["cite", "Penalty card"]).expect(0);
    assert!(
        out.stdout.starts_with("Definition: Penalty card\n"),
        "{}",
        out.stdout
    );
    assert_has(&out.stdout, "Refers to: Law 50");
    let out = Test::new()
        .args(["--lang", "pl", "cite", "karta przygwożdżona"])
        .expect(0);
    assert!(
        out.stdout.starts_with("Definicja: Karta przygwożdżona\n"),
        "{}",
        out.stdout
    );
    let out = Test::new()
        .args(["cite", "visible-card", "--format", "json"])
        .expect(0);
    let v: serde_json::Value = serde_json::from_str(&out.stdout).unwrap();
    assert_eq!(v[0]["definition"], "visible-card");
    let out = Test::new().args(["search", "visible", "card"]).expect(0);
    assert!(
        out.stdout
            .starts_with("Definition             Visible card\n"),
        "{}",
        out.stdout
    );
}
