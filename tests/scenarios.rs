//! Rulings as a TD meets them. Each file under `tests/scenarios/` holds incidents in
//! YAML: the facts (in words), the tree the TD asked, the answers given in line mode,
//! and the ruling and citations expected (exact, in order), with words its English
//! text (the steps said on the way and the ruling) must contain (`says`: a card's
//! fate, a choice) and the rulings it leads on to
//! (`then`). Together they reach every ruling of every law tree;
//! `every_ruling_has_a_scenario` keeps it that way.
//!
//! Data, not code, so that a tree author (or a federation) adds an incident without
//! writing Rust, and so that each law's incidents sit in a file of their own.
//!
//! ```yaml
//! - facts: "East leads to trick 4 before West has played to trick 3."
//!   ask: "45"                      # td ask 45 (a tree, or "start" for triage)
//!   regulations: [face-up-leads]   # optional
//!   answers: [early, defender-before-partner, next-trick]
//!   ruling: "45#def-led-next-trick"
//!   cites: [57A]
//!   says: ["major penalty card"]   # optional
//!   then:                          # optional: the rulings it leads on to, in order
//!     - answers: [...]
//!       ruling: "50#..."
//!       cites: [50D2]
//! ```
//!
//! A walk whose last answer is `wait` ends "not chosen yet": its `ruling` is then
//! the choice it awaits, its `cites` that choice's, and `says` is looked for in
//! the choice's question and options.

mod common;
use std::collections::BTreeSet;

use common::Test;
use serde::Deserialize;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Scenario {
    facts: String,
    ask: String,
    #[serde(default)]
    regulations: Vec<String>,
    answers: Vec<String>,
    ruling: String,
    cites: Vec<String>,
    #[serde(default)]
    says: Vec<String>,
    #[serde(default)]
    then: Vec<FollowOn>,
    /// Where it was read: file and position in the list, for failure messages.
    #[serde(skip)]
    place: String,
}

/// A ruling the first one leads on to, with the answers its walk needs.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct FollowOn {
    #[serde(default)]
    answers: Vec<String>,
    ruling: String,
    cites: Vec<String>,
    #[serde(default)]
    says: Vec<String>,
}

fn scenarios() -> Vec<Scenario> {
    scenarios_in(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/scenarios"))
}

/// Scenarios a laws reader wrote from the text that the trees do not meet yet
/// (`tests/scenarios/open/`, each named in docs/decisions.md as open): kept as
/// written, never edited to fit, and checked to fail still, so that the day a
/// tree meets one it is moved back among the others.
fn open_scenarios() -> Vec<Scenario> {
    scenarios_in(concat!(env!("CARGO_MANIFEST_DIR"), "/tests/scenarios/open"))
}

fn scenarios_in(dir: &str) -> Vec<Scenario> {
    let mut files: Vec<_> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    files.sort();
    let mut all = Vec::new();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        let list: Vec<Scenario> =
            serde_saphyr::from_str(&text).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        for (i, mut sc) in list.into_iter().enumerate() {
            sc.place = format!("{name} #{}: {}", i + 1, sc.facts);
            all.push(sc);
        }
    }
    all
}

/// The walks of the incident as `td ask --format json` reports them.
fn run(sc: &Scenario) -> Vec<serde_json::Value> {
    let mut args = vec!["ask", sc.ask.as_str(), "--format", "json", "--no-save"];
    for r in &sc.regulations {
        args.extend(["--regulation", r]);
    }
    let answers: Vec<&str> = sc
        .answers
        .iter()
        .chain(sc.then.iter().flat_map(|f| &f.answers))
        .map(String::as_str)
        .collect();
    let out = Test::new()
        .args(args)
        .stdin(answers.join("\n") + "\n")
        .expect(0);
    let v: serde_json::Value = serde_json::from_str(&out.stdout)
        .unwrap_or_else(|e| panic!("{}: {e}\n{}", sc.place, out.stdout));
    // A walk may end "not chosen yet" (`wait`): the record then awaits that choice.
    let ends_waiting = answers.last().is_some_and(|a| *a == "wait");
    let status = if ends_waiting { "awaiting" } else { "complete" };
    assert_eq!(v["status"], status, "{}", sc.place);
    v["walks"].as_array().unwrap().clone()
}

/// Where a walk ended: its ruling, or the choice it awaits (a scenario whose last
/// answer is `wait` names that choice as its `ruling`), with the citations and the
/// words the TD said on the way there: every step said (a card's fate is often a
/// step before the ruling) and the ruling, or for a choice awaited its question
/// and options.
fn ended(w: &serde_json::Value) -> (&serde_json::Value, &serde_json::Value, String) {
    let said: String = w["said"]
        .as_array()
        .into_iter()
        .flatten()
        .map(|s| format!("{} ", s["say"].as_str().unwrap_or_default()))
        .collect();
    let (node, cites, words) = ended_at(w);
    (node, cites, said + &words)
}

fn ended_at(w: &serde_json::Value) -> (&serde_json::Value, &serde_json::Value, String) {
    match w.get("awaiting") {
        Some(a) => {
            let mut words = a["question"].as_str().unwrap_or_default().to_string();
            for o in a["options"].as_array().into_iter().flatten() {
                words += " ";
                words += o.as_str().unwrap_or_default();
            }
            (&a["node"], &a["cites"], words)
        }
        None => (
            &w["outcome"],
            &w["citations"],
            w["ruling"].as_str().unwrap_or_default().to_string(),
        ),
    }
}

#[test]
fn open_scenarios_still_fail() {
    for sc in open_scenarios() {
        let met = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| check_scenario(&sc)));
        assert!(
            met.is_err(),
            "{}: the trees meet it now: move it back to tests/scenarios/ and close its line in docs/decisions.md",
            sc.place
        );
    }
}

#[test]
fn scenarios_reach_the_expected_rulings() {
    let all = scenarios();
    assert!(all.len() > 150, "only {} scenarios", all.len());
    // Each scenario starts the binary; four threads keep the wall time down (a
    // failed assertion in any of them fails the test when the scope joins).
    let per_thread = all.len().div_ceil(4);
    std::thread::scope(|scope| {
        for chunk in all.chunks(per_thread) {
            scope.spawn(move || chunk.iter().for_each(check_scenario));
        }
    });
}

/// One ruling of a scenario: the first, or one it leads on to.
struct Expected<'a> {
    answers: &'a [String],
    ruling: &'a str,
    cites: &'a [String],
    says: &'a [String],
}

fn check_scenario(sc: &Scenario) {
    let walks = run(sc);
    let expected: Vec<Expected> = std::iter::once(Expected {
        answers: &sc.answers,
        ruling: &sc.ruling,
        cites: &sc.cites,
        says: &sc.says,
    })
    .chain(sc.then.iter().map(|f| Expected {
        answers: &f.answers,
        ruling: &f.ruling,
        cites: &f.cites,
        says: &f.says,
    }))
    .collect();
    assert_eq!(
        walks.len(),
        expected.len(),
        "{}: rulings {:?}",
        sc.place,
        walks.iter().map(|w| &w["outcome"]).collect::<Vec<_>>()
    );
    for (i, (w, e)) in walks.iter().zip(expected).enumerate() {
        let Expected {
            answers,
            ruling,
            cites,
            says,
        } = e;
        let n = i + 1;
        let (outcome, citations, text) = ended(w);
        assert_eq!(outcome, ruling, "{} (ruling {n})", sc.place);
        let got: Vec<&str> = citations
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["ref"].as_str().unwrap())
            .collect();
        assert_eq!(got, cites, "{} (ruling {n})", sc.place);
        let asked = w["path"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s["regulation"].is_null())
            .count();
        // `wait` is no answer: it leaves the choice open.
        let given = answers.iter().filter(|a| *a != "wait").count();
        assert_eq!(asked, given, "{} (ruling {n})", sc.place);
        let text = text.to_lowercase();
        for words in says {
            assert!(
                text.contains(&words.to_lowercase()),
                "{} (ruling {n}): neither the steps said nor the ruling say `{words}`:\n{text}",
                sc.place
            );
        }
        // A ruling that leads on is followed by the walk it names: at its `start`,
        // or, where the follow-on begins at its tree's start, in that tree.
        match walks.get(i + 1) {
            Some(next) => {
                let then = w["then"].as_str().unwrap_or_else(|| {
                    panic!("{} (ruling {n}): followed, but has no `then`", sc.place)
                });
                match next["start"].as_str() {
                    Some(start) => assert_eq!(then, start, "{} (ruling {n})", sc.place),
                    None => assert!(
                        then.starts_with(&format!("{}#", next["tree"].as_str().unwrap())),
                        "{} (ruling {n}): then {then}",
                        sc.place
                    ),
                }
            }
            None => assert!(w["then"].is_null(), "{}: leads on", sc.place),
        }
    }
}

#[test]
fn at_least_ten_scenarios_per_law() {
    let all = scenarios();
    for law in ["41", "45", "68"] {
        let n = all.iter().filter(|s| s.ask == law).count();
        assert!(n >= 10, "Law {law} has only {n} scenarios");
    }
}

#[test]
fn every_ruling_has_a_scenario() {
    let r = bridge_td::model::builtin::rulings();
    let all = scenarios();
    let covered: BTreeSet<&str> = all
        .iter()
        .flat_map(|s| std::iter::once(&s.ruling).chain(s.then.iter().map(|f| &f.ruling)))
        .map(String::as_str)
        .collect();
    for (at, node) in r.all_nodes() {
        let id = r.qualified_id(at);
        if node.outcome().is_some() && r.trees[at.tree].id != "start" {
            assert!(covered.contains(id.as_str()), "no scenario reaches {id}");
        }
    }
    for id in covered {
        let (tree, node) = id.split_once('#').unwrap();
        let t = r.tree_id(tree).unwrap_or_else(|| panic!("no tree {tree}"));
        assert!(r.trees[t].node_index(node).is_some(), "no ruling {id}");
    }
}
