//! Fuzzing by mutation: the real rulings files and records, damaged at random (bytes
//! replaced, ranges cut, junk inserted, lines repeated), must never make the loaders
//! panic: every damaged input gives rulings or positioned diagnostics, a record or
//! an error. `cargo test` runs a bounded number of cases; for a longer run:
//!
//!     PROPTEST_CASES=20000 cargo test --release --test fuzz
//!
//! (the law reference parser has its own property tests in `src/law_ref.rs`).

use std::borrow::Cow;

use bridge_td::diag::Diagnostics;
use bridge_td::load::{self, Source};
use proptest::prelude::*;

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(48)
}

#[derive(Debug, Clone)]
enum Mutation {
    Replace(usize, u8),
    Cut(usize, usize),
    Insert(usize, Vec<u8>),
    RepeatLine(usize),
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
            _ => {}
        }
    }
    b
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    /// One built-in file damaged, the others intact: the loader reports, never panics,
    /// and never hands over rulings alongside an error.
    #[test]
    fn tree_loader_survives_damaged_files(
        file in 0usize..64,
        muts in prop::collection::vec(mutation(), 1..6),
    ) {
        let mut sources = bridge_td::builtin::sources();
        let k = file % sources.len();
        let damaged = apply(&sources[k].bytes, &muts);
        sources[k] = Source {
            name: sources[k].name.clone(),
            stem: sources[k].stem.clone(),
            bytes: Cow::Owned(damaged),
        };
        let loaded = load::from_sources("fuzz", sources, Diagnostics::default());
        prop_assert_eq!(loaded.rulings.is_some(), !loaded.diagnostics.has_errors());
        for d in &loaded.diagnostics.0 {
            prop_assert!(d.pos.line >= 1 && d.pos.col >= 1);
        }
    }

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
        let rulings = bridge_td::builtin::rulings();
        match bridge_td::incident::parse("fuzz.yaml", &damaged) {
            Ok(loaded) => {
                let _ = loaded.replay("fuzz.yaml", &rulings);
            }
            Err(e) => prop_assert!(e.pos.line >= 1),
        }
    }
}
