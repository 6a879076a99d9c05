//! Property: any record td writes, td reads back, unchanged. Facts as the command
//! line accepts them (odd strings, YAML look-alikes, unicode, notes up to the
//! 2,000-character limit), many walks, any answer ids and ruling texts. `cargo test`
//! runs 64 cases; `PROPTEST_CASES` raises them.

use bridge_td::score::adjusted::{AdjustedScore, SideResult};

use bridge_td::model::holder::Holder;
use bridge_td::model::score_kind::ScoreKind;
use bridge_td::records::facts::{self, Facts};
use bridge_td::records::incident::{
    self, FORMAT, Record, RecordedOption, RecordedRuling, RecordedStep, RecordedWalk, Status,
    Superseded,
};
use bridge_td::texts::lang::Lang;
use proptest::prelude::*;

/// Text that means something else to YAML, or to a reader of it.
const TRICKY: &[&str] = &[
    "yes",
    "no",
    "null",
    "~",
    "true",
    "0x2",
    "+2",
    "2_0",
    "1e3",
    ".inf",
    "- a",
    "? a",
    ": a",
    "a: b",
    "# c",
    "a #b",
    "&a",
    "*a",
    "!!str",
    "!tag",
    "|",
    ">",
    "'",
    "\"",
    "'a'",
    "\"a\"",
    "---",
    "...",
    "{a: 1}",
    "[1, 2]",
    "%YAML",
    "@",
    "`",
    " lead",
    "trail ",
    "a\nb",
    "a\n\nb",
    "\n",
    "ÆØÅ",
    "żółć",
    "漢字",
    "🂡",
    "\u{2028}",
    "\u{feff}x",
    "\\",
    "\\n",
    "a\u{a0}b",
];

/// Strings of any printable characters, line breaks, and the tricky ones.
fn odd(max: usize) -> impl Strategy<Value = String> {
    prop_oneof![
        proptest::sample::select(TRICKY).prop_map(str::to_string),
        proptest::string::string_regex(&format!("[\\PC\n]{{0,{max}}}")).unwrap(),
        proptest::collection::vec(proptest::sample::select(TRICKY), 0..6).prop_map(|v| v.concat()),
    ]
}

/// A free-text fact as `--notes`/`--event` would store it, if accepted at all.
fn text_fact(max: usize) -> impl Strategy<Value = Option<String>> {
    proptest::option::of(odd(max)).prop_map(|o| o.and_then(|s| facts::text(&s).ok()))
}

fn facts() -> impl Strategy<Value = Facts> {
    (
        text_fact(80),
        text_fact(40),
        proptest::option::of(1u32..10_000),
        proptest::option::of("[0-9A-Za-z-]{1,12}"),
        proptest::option::of("[1-7](C|D|H|S|NT)(X|XX)?"),
        proptest::option::of("[NESW]"),
        proptest::option::of("[NESW]"),
        text_fact(2000),
    )
        .prop_map(
            |(event, session, board, table, contract, declarer, called_by, notes)| Facts {
                event,
                session,
                board,
                table: table.and_then(|t| facts::table(&t, Lang::En).ok()),
                contract: contract.and_then(|c| facts::contract(&c, Lang::En).ok()),
                declarer: declarer.and_then(|s| facts::seat(&s, Lang::En).ok()),
                called_by: called_by.and_then(|s| facts::seat(&s, Lang::En).ok()),
                notes,
                ..Facts::default()
            },
        )
}

fn ruling() -> impl Strategy<Value = RecordedRuling> {
    (
        odd(30),
        proptest::collection::vec(odd(10), 0..4),
        proptest::collection::vec(odd(10), 0..4),
        odd(300),
        proptest::collection::vec((0..Holder::ALL.len(), odd(60)), 0..3),
    )
        .prop_map(|(outcome, citations, see, text, options)| RecordedRuling {
            outcome,
            citations,
            see,
            text,
            options: options
                .into_iter()
                .map(|(h, text)| RecordedOption {
                    holder: Holder::ALL[h].id().to_string(),
                    text,
                })
                .collect(),
        })
}

/// A walk's scores: its score with a kind, and penalties beside it. Boxed: the
/// walk's strategy is large enough as it is for a debug build's stack.
fn kept() -> BoxedStrategy<(Option<AdjustedScore>, ScoreKind, Vec<AdjustedScore>)> {
    (
        proptest::option::of(adjusted()),
        proptest::sample::select(&ScoreKind::ALL[..]),
        proptest::collection::vec(adjusted(), 0..2),
    )
        .boxed()
}

fn walk() -> impl Strategy<Value = RecordedWalk> {
    (
        odd(20),
        proptest::option::of(odd(20)),
        // Each node answered once, in any order: the record keeps the order given.
        proptest::collection::btree_map(odd(30), odd(20), 0..8)
            .prop_map(|m| m.into_iter().collect::<Vec<_>>())
            .prop_shuffle(),
        proptest::option::of(ruling()),
        proptest::option::of(odd(20)),
        proptest::option::of(proptest::sample::select(&["en", "nb", "pl"][..])),
        proptest::option::of("[0-9a-f]{64}"),
        kept(),
    )
        .prop_map(
            |(
                tree,
                start,
                answers,
                ruling,
                uncovered,
                lang,
                rulings_digest,
                (adjusted_score, kind, penalties),
            )| {
                // Format 4 writes the answers as steps, in the order taken.
                let steps = answers
                    .iter()
                    .map(|(node, answer)| RecordedStep {
                        node: node.clone(),
                        answer: Some(answer.clone()),
                        choice: None,
                        by: None,
                        at: String::new(),
                    })
                    .collect();
                RecordedWalk {
                    tree,
                    start,
                    answers,
                    steps,
                    said: Vec::new(),
                    awaiting: None,
                    ruling,
                    uncovered,
                    lang: lang.map(str::to_string),
                    rulings_digest,
                    // A score read back always has its kind (format 4 writes it);
                    // a penalty is kept beside it, never as it.
                    score_kind: adjusted_score.as_ref().map(|_| {
                        if kind.is_beside() {
                            ScoreKind::Adjusted
                        } else {
                            kind
                        }
                    }),
                    penalties,
                    adjusted_score,
                    scores: Vec::new(),
                }
            },
        )
}

/// Any adjusted score: the record keeps its arguments and values as text.
fn adjusted() -> impl Strategy<Value = AdjustedScore> {
    let side = || {
        (
            proptest::option::of(odd(8)),
            proptest::option::of(odd(8)),
            proptest::option::of(odd(8)),
            proptest::option::of(odd(8)),
            proptest::option::of(odd(12)),
            proptest::option::of(odd(8)),
            proptest::option::of(odd(8)),
        )
            .prop_map(
                |(points, matchpoints, percent, imps, artificial, knockout, vp)| SideResult {
                    points,
                    matchpoints,
                    percent,
                    imps,
                    artificial,
                    knockout,
                    vp,
                },
            )
    };
    (proptest::collection::vec(odd(16), 0..8), side(), side())
        .prop_map(|(args, ns, ew)| AdjustedScore { args, ns, ew })
}

/// A finished version the TD amended: in any record's history.
fn superseded() -> impl Strategy<Value = Superseded> {
    (
        proptest::sample::select(&[Status::Complete, Status::Uncovered][..]),
        odd(30),
        odd(30),
        facts(),
        proptest::collection::vec(walk(), 1..4),
    )
        .prop_map(|(status, superseded, updated, facts, walks)| Superseded {
            superseded,
            status,
            updated,
            facts,
            walks,
        })
}

fn record() -> impl Strategy<Value = Record> {
    (
        proptest::sample::select(&[Status::Draft, Status::Complete, Status::Uncovered][..]),
        odd(30),
        odd(30),
        proptest::sample::select(&["en", "nb", "pl"][..]),
        "[0-9a-f]{64}",
        proptest::collection::vec(odd(20), 0..4),
        facts(),
        proptest::collection::vec(walk(), 1..12),
        proptest::collection::vec(superseded(), 0..3),
    )
        .prop_map(
            |(
                status,
                created,
                updated,
                lang,
                rulings_digest,
                regulations,
                facts,
                walks,
                history,
            )| Record {
                format: FORMAT,
                status,
                created,
                updated,
                lang: lang.to_string(),
                rulings_digest,
                regulations,
                facts,
                walks,
                history,
            },
        )
}

fn cases() -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(64)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), ..ProptestConfig::default() })]

    #[test]
    fn any_record_td_writes_td_reads_back(record in record()) {
        let written = record.to_yaml();
        prop_assume!(written.len() as u64 <= incident::max_record_bytes());
        let loaded = incident::parse("r.yaml", written.as_bytes())
            .map_err(|e| TestCaseError::fail(format!("{e}\n{written}")))?;
        prop_assert_eq!(loaded.record.to_yaml(), written);
    }
}
