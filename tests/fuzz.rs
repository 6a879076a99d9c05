//! Fuzzing by mutation: the real rulings files and records, damaged at random (bytes
//! replaced, ranges cut, junk inserted, lines repeated), must never make the loaders
//! panic: every damaged input gives rulings or positioned diagnostics, a record or
//! an error. The damage includes what the second attack run (issue 21) found:
//! CR-only line endings (with repeated keys), ids of up to 300,000 characters, and
//! line breaks in ids and labels; every diagnostic stays one line and its hint.
//! `cargo test` runs a bounded number of cases; for a longer run:
//!
//!     PROPTEST_CASES=20000 cargo test --release --test fuzz
//!
//! (the law reference parser has its own property tests in `src/law/law_ref.rs`).

use std::borrow::Cow;

use bridge_td::model::diag::Diagnostics;
use bridge_td::model::load::{self, Source};
use proptest::prelude::*;

fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

/// Each tree-loader case parses the trees and a stubbed index (see `lean_set`), so
/// `cargo test` runs fewer of them than of the cheap record cases.
const TREE_CASES: u32 = 16;
const RECORD_CASES: u32 = 48;

#[derive(Debug, Clone)]
enum Mutation {
    Replace(usize, u8),
    Cut(usize, usize),
    Insert(usize, Vec<u8>),
    RepeatLine(usize),
    /// Every line ending made a lone CR (YAML reads it as a line break).
    CrOnly,
    /// A run of letters this long, inserted: an id or key far past any real one.
    LongWord(usize, usize),
    /// A node id (a key on its own line) given a line break: `"id\n":`.
    IdBreak(usize),
    /// A line break escaped into an answer label: `label: {en: "\n...`.
    LabelBreak(usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        (any::<usize>(), any::<u8>()).prop_map(|(i, b)| Mutation::Replace(i, b)),
        (any::<usize>(), 0usize..200).prop_map(|(i, n)| Mutation::Cut(i, n)),
        (
            any::<usize>(),
            prop::collection::vec(
                prop_oneof![
                    any::<u8>(),
                    Just(b':'),
                    Just(b'-'),
                    Just(b'['),
                    Just(b'{'),
                    Just(b'&'),
                    Just(b'*'),
                    Just(b'\n'),
                    Just(b' ')
                ],
                0..40
            )
        )
            .prop_map(|(i, v)| Mutation::Insert(i, v)),
        any::<usize>().prop_map(Mutation::RepeatLine),
        Just(Mutation::CrOnly),
        (any::<usize>(), 64usize..300_000).prop_map(|(i, n)| Mutation::LongWord(i, n)),
        any::<usize>().prop_map(Mutation::IdBreak),
        any::<usize>().prop_map(Mutation::LabelBreak),
    ]
}

fn apply(bytes: &[u8], muts: &[Mutation]) -> Vec<u8> {
    let mut b = bytes.to_vec();
    for m in muts {
        let n = b.len().max(1);
        match m {
            Mutation::Replace(i, v) if !b.is_empty() => b[i % n] = *v,
            Mutation::Cut(i, len) if !b.is_empty() => {
                let at = i % n;
                let end = (at + len).min(b.len());
                b.drain(at..end);
            }
            Mutation::Insert(i, v) => {
                let at = i % (b.len() + 1);
                b.splice(at..at, v.iter().copied());
            }
            Mutation::RepeatLine(i) => {
                let text = String::from_utf8_lossy(&b).into_owned();
                let lines: Vec<&str> = text.lines().collect();
                if !lines.is_empty() {
                    let k = i % lines.len();
                    let mut out: Vec<&str> = lines.clone();
                    out.insert(k, lines[k]);
                    b = out.join("\n").into_bytes();
                }
            }
            Mutation::CrOnly => {
                let text = String::from_utf8_lossy(&b).replace("\r\n", "\n");
                b = text.replace('\n', "\r").into_bytes();
            }
            Mutation::LongWord(i, len) => {
                let at = i % (b.len() + 1);
                b.splice(at..at, std::iter::repeat_n(b'q', *len));
            }
            Mutation::IdBreak(i) => {
                let text = String::from_utf8_lossy(&b).into_owned();
                let mut lines: Vec<String> = text.split('\n').map(str::to_string).collect();
                let keys: Vec<usize> = (0..lines.len())
                    .filter(|&k| {
                        let l = &lines[k];
                        l.starts_with("  ") && !l.starts_with("   ") && l.ends_with(':')
                    })
                    .collect();
                if !keys.is_empty() {
                    let k = keys[i % keys.len()];
                    let name = lines[k].trim().trim_end_matches(':').to_string();
                    lines[k] = format!("  \"{name}\\n\":");
                    b = lines.join("\n").into_bytes();
                }
            }
            Mutation::LabelBreak(i) => {
                let text = String::from_utf8_lossy(&b).into_owned();
                let marker = "label: {en: \"";
                let found: Vec<usize> = text.match_indices(marker).map(|(at, _)| at).collect();
                if !found.is_empty() {
                    let at = found[i % found.len()] + marker.len();
                    b = format!("{}\\nRULING: forged\\n{}", &text[..at], &text[at..]).into_bytes();
                }
            }
            _ => {}
        }
    }
    b
}

/// The built-in set with `damaged` in place of its file, kept cheap to parse: the
/// other laws' paragraphs come as one-line stubs in `laws.yaml` instead of their
/// full files (the trees still find every paragraph they cite), so each case parses
/// a fifth of the bytes and `cargo test` can afford more cases.
fn lean_set(all: Vec<Source>, damaged: Source) -> Vec<Source> {
    let damaged_law = damaged.stem.strip_prefix("laws/").map(str::to_string);
    let index = bridge_td::model::builtin::rulings().index;
    let mut laws = String::from(
        std::str::from_utf8(&all.iter().find(|s| s.stem == "laws").unwrap().bytes).unwrap(),
    );
    laws += "paragraphs:\n";
    for id in index.paragraphs.keys() {
        if damaged_law.as_deref() == Some(id.law.to_string().as_str()) {
            continue;
        }
        laws += &format!("  \"{id}\": {{title: {{en: T}}, summary: {{en: S}}}}\n");
    }
    let mut out: Vec<Source> = all
        .into_iter()
        .filter(|s| !s.stem.starts_with("laws") && s.stem != damaged.stem)
        .collect();
    if damaged.stem != "laws" {
        out.push(Source {
            name: "rulings/laws.yaml".into(),
            stem: "laws".into(),
            bytes: Cow::Owned(laws.into_bytes()),
        });
    }
    out.push(damaged);
    out
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(TREE_CASES), ..ProptestConfig::default() })]

    /// One built-in file damaged, the others intact: the loader reports, never panics,
    /// and never hands over rulings alongside an error.
    #[test]
    fn tree_loader_survives_damaged_files(
        file in 0usize..1024,
        muts in prop::collection::vec(mutation(), 1..6),
    ) {
        let all = bridge_td::model::builtin::sources();
        let k = file % all.len();
        let damaged = Source {
            name: all[k].name.clone(),
            stem: all[k].stem.clone(),
            bytes: Cow::Owned(apply(&all[k].bytes, &muts)),
        };
        let loaded = load::from_sources("fuzz", lean_set(all, damaged), Diagnostics::default());
        prop_assert_eq!(loaded.rulings.is_some(), !loaded.diagnostics.has_errors());
        for d in &loaded.diagnostics.0 {
            prop_assert!(d.pos.line >= 1 && d.pos.col >= 1);
            // One line and its hint, whatever the file held: no forged lines.
            let shown = d.render(bridge_td::texts::lang::Lang::En);
            prop_assert!(shown.lines().count() <= 2, "{}", shown);
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(TREE_CASES / 2), ..ProptestConfig::default() })]

    /// A repeated line (often a repeated key) in a file whose lines end in a lone
    /// CR: the repeated key is placed on the parser's line count (it panicked).
    #[test]
    fn tree_loader_survives_cr_only_files_with_a_repeated_line(
        file in 0usize..1024,
        line in any::<usize>(),
    ) {
        let all = bridge_td::model::builtin::sources();
        let k = file % all.len();
        let muts = [Mutation::RepeatLine(line), Mutation::CrOnly];
        let damaged = Source {
            name: all[k].name.clone(),
            stem: all[k].stem.clone(),
            bytes: Cow::Owned(apply(&all[k].bytes, &muts)),
        };
        let loaded = load::from_sources("fuzz", lean_set(all, damaged), Diagnostics::default());
        prop_assert_eq!(loaded.rulings.is_some(), !loaded.diagnostics.has_errors());
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(RECORD_CASES), ..ProptestConfig::default() })]

    /// A golden record damaged: parsed or refused with a place; if parsed, it replays.
    #[test]
    fn record_loader_survives_damaged_records(
        pick in 0usize..64,
        muts in prop::collection::vec(mutation(), 1..6),
    ) {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/incidents-v2");
        let mut files: Vec<_> = std::fs::read_dir(dir).unwrap().map(|e| e.unwrap().path()).collect();
        files.sort();
        let bytes = std::fs::read(&files[pick % files.len()]).unwrap();
        let damaged = apply(&bytes, &muts);
        let rulings = bridge_td::model::builtin::rulings();
        match bridge_td::records::incident::parse("fuzz.yaml", &damaged) {
            Ok(loaded) => {
                let _ = loaded.replay("fuzz.yaml", &rulings);
            }
            Err(e) => prop_assert!(e.pos.line >= 1),
        }
    }
}
