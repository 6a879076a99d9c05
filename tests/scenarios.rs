//! Rulings as a TD meets them: the facts (in words), the answers given in line mode,
//! and the ruling and citations expected. Together they reach every ruling of every
//! law tree; `every_ruling_has_a_scenario` keeps it that way.

mod common;
use std::collections::BTreeSet;

use common::Test;

struct Scenario {
    facts: &'static str,
    tree: &'static str,
    answers: &'static [&'static str],
    regulations: &'static [&'static str],
    outcome: &'static str,
    cites: &'static [&'static str],
}

const fn s(
    facts: &'static str,
    tree: &'static str,
    answers: &'static [&'static str],
    outcome: &'static str,
    cites: &'static [&'static str],
) -> Scenario {
    Scenario {
        facts,
        tree,
        answers,
        regulations: &[],
        outcome,
        cites,
    }
}

const SCENARIOS: &[Scenario] = &[
    // ---- exposed cards and the opening lead (Laws 49, 50, 54) ----
    s(
        "West sorts his hand and the S4 drops face up on the table; he has no other penalty card.",
        "45",
        &["defender-card", "yes", "accident", "no", "no"],
        "def-dropped-minor",
        &["50B", "50C"],
    ),
    s(
        "East's HK slips out of his hand and lands face up while declarer is thinking.",
        "45",
        &["defender-card", "yes", "accident", "yes"],
        "def-dropped-major",
        &["50B", "50D"],
    ),
    s(
        "West drops the D3 face up; his C5 from an earlier accident is still on the table.",
        "45",
        &["defender-card", "yes", "accident", "no", "yes"],
        "def-dropped-major",
        &["50B", "50D"],
    ),
    s(
        "East shows the S2 to the table to make a point about the previous trick, without playing it.",
        "45",
        &["defender-card", "yes", "shown"],
        "def-dropped-major",
        &["50B", "50D"],
    ),
    s(
        "After the auction East, not West, faces the opening lead; dummy has not put any card down.",
        "45",
        &[
            "defender-card",
            "yes",
            "playing",
            "no",
            "led-out-of-turn",
            "yes",
            "no",
        ],
        "41#faced-out-of-turn",
        &["54"],
    ),
    s(
        "East faces the opening lead out of turn; dummy had already begun to spread his hand.",
        "45",
        &[
            "defender-card",
            "yes",
            "playing",
            "no",
            "led-out-of-turn",
            "yes",
            "yes",
        ],
        "41#faced-must-accept",
        &["54C"],
    ),
    s(
        "The wrong defender faces the opening lead as dummy starts putting his cards down.",
        "41",
        &["faced-out-of-turn", "yes"],
        "faced-must-accept",
        &["54C"],
    ),
    // ---- Law 45 ----
    s(
        "West pulls the SK out and holds it up; East can see its face. West had not played yet and it was his turn.",
        "45",
        &["defender-card", "yes", "playing", "no", "yes"],
        "def-card-played",
        &["45C1", "45A"],
    ),
    s(
        "East drops a card face down onto his lap; West could not have seen it.",
        "45",
        &["defender-card", "no"],
        "def-not-played",
        &["45C1"],
    ),
    s(
        "Declarer (South) leads from hand; East plays to the trick before West, whose turn it was, has played.",
        "45",
        &[
            "defender-card",
            "yes",
            "playing",
            "no",
            "partner-to-play",
            "no",
        ],
        "def-premature",
        &["45C1"],
    ),
    s(
        "Declarer leads from hand and, before West has played, calls a card from dummy; East then plays too, still before West.",
        "45",
        &[
            "defender-card",
            "yes",
            "playing",
            "no",
            "partner-to-play",
            "yes",
        ],
        "def-early-no-rectification",
        &["45C1"],
    ),
    s(
        "West is on lead after his partner won the trick, but East leads the CJ.",
        "45",
        &[
            "defender-card",
            "yes",
            "playing",
            "no",
            "led-out-of-turn",
            "no",
        ],
        "def-lead-out-of-turn",
        &["45C1"],
    ),
    s(
        "Dummy is on lead, but East faces the DQ as if leading.",
        "45",
        &[
            "defender-card",
            "yes",
            "playing",
            "no",
            "led-out-of-turn",
            "no",
        ],
        "def-lead-out-of-turn",
        &["45C1"],
    ),
    s(
        "West, having followed to trick 5, puts another card face up on the trick while the trick is being gathered.",
        "45",
        &["defender-card", "yes", "playing", "yes", "no"],
        "fifth-def-penalty",
        &["45E1"],
    ),
    s(
        "Declarer holds the CA face up just above the table, then wants to play the C2 instead.",
        "45",
        &["declarer-card", "at-table", "yes"],
        "decl-played-table",
        &["45C2(a)"],
    ),
    s(
        "Declarer lifts the HK and holds it up facing the table, showing it is played, in turn.",
        "45",
        &["declarer-card", "as-played", "yes"],
        "decl-played-held",
        &["45C2(b)"],
    ),
    s(
        "Dummy won the last trick, but declarer leads the S4 from hand, held face up at the table.",
        "45",
        &["declarer-card", "at-table", "wrong-lead"],
        "decl-lead-out-of-turn",
        &["45C2"],
    ),
    s(
        "Declarer held the DJ as if played, but it was a defender's turn to lead.",
        "45",
        &["declarer-card", "as-played", "wrong-lead"],
        "decl-lead-out-of-turn",
        &["45C2"],
    ),
    s(
        "Before dummy has played to the trick, declarer plays the C9 from hand.",
        "45",
        &["declarer-card", "at-table", "early-play"],
        "decl-premature",
        &["45C2"],
    ),
    s(
        "Declarer drops the H8 on the table while sorting his hand.",
        "45",
        &["declarer-card", "just-shown"],
        "decl-not-played",
        &["45C2"],
    ),
    s(
        "Declarer deliberately touches dummy's DQ, then says he wanted the king.",
        "45",
        &["dummy-touched", "to-play"],
        "dummy-touch-played",
        &["45C3"],
    ),
    s(
        "Declarer straightens dummy's clubs and brushes the C5.",
        "45",
        &["dummy-touched", "arranging"],
        "dummy-touch-not-played",
        &["45C3"],
    ),
    s(
        "Declarer's sleeve catches dummy's HJ as he reaches for his water.",
        "45",
        &["dummy-touched", "accidental"],
        "dummy-touch-not-played",
        &["45C3"],
    ),
    s(
        "A defender says 'ace of spades' at his turn, then wants to play the king.",
        "45",
        &["named", "defender"],
        "named-played",
        &["45C4(a)"],
    ),
    s(
        "Declarer names 'heart' from dummy meaning 'spade', a slip; nobody has played since.",
        "45",
        &["named", "declarer-dummy", "slip", "no", "no"],
        "named-dummy-corrected",
        &["45C4(b)"],
    ),
    s(
        "Declarer says 'diamond' from dummy meaning 'club'; RHO had already followed; corrected at once.",
        "45",
        &["named", "declarer-dummy", "slip", "no", "yes"],
        "named-dummy-corrected-opponent",
        &["45C4(b)"],
    ),
    s(
        "Declarer's slip from dummy is noticed only after he has played from his hand.",
        "45",
        &["named", "declarer-dummy", "slip", "yes"],
        "named-dummy-too-late",
        &["45C4(b)", "45C4(a)"],
    ),
    s(
        "Declarer calls the S2 from dummy, then says he meant the SQ after thinking it over.",
        "45",
        &["named", "declarer-dummy", "changed-mind"],
        "named-dummy-stands",
        &["45C4(b)", "45C4(a)"],
    ),
    s(
        "Declarer names the HA from his own hand, then plays the HK.",
        "45",
        &["named", "declarer-hand"],
        "named-played",
        &["45C4(a)"],
    ),
    s(
        "Dummy plays the D4 without declarer naming a card; pointed out at once.",
        "45",
        &["dummy-unnamed", "in-time", "no"],
        "dummy-nd-withdrawn",
        &["45D1"],
    ),
    s(
        "Dummy plays the D4 unnamed; RHO followed before anyone noticed.",
        "45",
        &["dummy-unnamed", "in-time", "yes"],
        "dummy-nd-withdrawn-followers",
        &["45D1"],
    ),
    s(
        "Dummy's unnamed card led to a trick; noticed two tricks later.",
        "45",
        &["dummy-unnamed", "too-late", "led"],
        "dummy-nd-late-lead",
        &["45D2"],
    ),
    s(
        "Dummy's unnamed club was played to a heart trick though dummy had a heart; noticed later.",
        "45",
        &["dummy-unnamed", "too-late", "revoked"],
        "dummy-nd-late-revoke",
        &["45D2"],
    ),
    s(
        "Dummy's unnamed card followed suit; noticed after both sides had played to the next trick.",
        "45",
        &["dummy-unnamed", "too-late", "followed"],
        "dummy-nd-late-stands",
        &["45D2"],
    ),
    s(
        "Dummy points at the card he thinks declarer should play.",
        "45",
        &["dummy-pointed"],
        "dummy-indicated",
        &["45F"],
    ),
    s(
        "Declarer adds a fifth card from dummy to a finished trick by mistake.",
        "45",
        &["fifth-card", "declarer", "no"],
        "fifth-decl-returned",
        &["45E2"],
    ),
    s(
        "Declarer, who won the trick in hand, puts a card on it meaning to lead.",
        "45",
        &["fifth-card", "declarer", "in-turn"],
        "fifth-decl-lead-in-turn",
        &["45E2"],
    ),
    s(
        "Declarer puts a fifth card from hand meaning to lead, but dummy had won the trick.",
        "45",
        &["fifth-card", "declarer", "out-of-turn"],
        "fifth-decl-lead-out-of-turn",
        &["45E2"],
    ),
    s(
        "West won the trick and puts his next card forward as a lead before the trick is turned.",
        "45",
        &["fifth-card", "defender", "in-turn"],
        "fifth-def-lead-in-turn",
        &["45E1"],
    ),
    s(
        "East puts a fifth card forward as a lead, but declarer won the trick.",
        "45",
        &["fifth-card", "defender", "out-of-turn"],
        "fifth-def-lead-out-of-turn",
        &["45E1"],
    ),
    s(
        "North turns his card over before East has played to the trick.",
        "45",
        &["turned-early"],
        "turned-early",
        &["45G"],
    ),
    s(
        "West has the SK as a major penalty card and it is his turn to play.",
        "45",
        &["penalty-card"],
        "penalty-card-play",
        &["45C5"],
    ),
    // ---- Law 41 ----
    s(
        "East, not the opening leader, puts a card face down on the table.",
        "41",
        &["face-down-wrong-leader"],
        "face-down-out-of-turn",
        &["41A"],
    ),
    s(
        "East faces the opening lead; West was on lead.",
        "41",
        &["faced-out-of-turn", "no"],
        "faced-out-of-turn",
        &["54"],
    ),
    s(
        "After the face-down lead, declarer says partner's explanation was wrong; dummy not yet spread.",
        "41",
        &["wrong-explanation", "no"],
        "misinfo-lead-retracted",
        &["41A"],
    ),
    s(
        "Dummy, already spread, points out his own side's wrong explanation.",
        "41",
        &["wrong-explanation", "yes"],
        "misinfo-too-late",
        &["41C"],
    ),
    s(
        "The leader's partner asks about 2C while the lead is face down.",
        "41",
        &["question", "before-faced"],
        "review-allowed",
        &["41B"],
    ),
    s(
        "Presumed dummy asks what the double meant before the lead is faced.",
        "41",
        &["question", "presumed-dummy"],
        "review-dummy",
        &["41B"],
    ),
    s(
        "Third hand, at his first turn to play, asks for the auction to be reviewed.",
        "41",
        &["question", "first-turn"],
        "review-first-turn",
        &["41B"],
    ),
    s(
        "At trick 4 a defender asks who doubled.",
        "41",
        &["question", "later"],
        "review-too-late",
        &["41C"],
    ),
    s(
        "The correct leader leads face up; no face-up regulation in force.",
        "41",
        &["led-face-up"],
        "face-up-too-soon",
        &["41A", "41C"],
    ),
    Scenario {
        facts: "The correct leader leads face up at an event with face-up opening leads.",
        tree: "41",
        answers: &["led-face-up"],
        regulations: &["face-up-leads"],
        outcome: "face-up-in-order",
        cites: &["41A", "41C"],
    },
    s(
        "Dummy lays out trumps on his left and mixes the order.",
        "41",
        &["dummy-layout"],
        "dummy-layout",
        &["41D"],
    ),
    // ---- Law 68 ----
    s(
        "Declarer says 'and this one is mine too' about the trick in progress.",
        "68",
        &["current-trick"],
        "current-trick",
        &["68"],
    ),
    s(
        "West says 'you can have the rest' and East immediately objects.",
        "68",
        &["partner-objected"],
        "concession-cancelled",
        &["68B2"],
    ),
    s(
        "After East faces the opening lead out of turn, declarer spreads his cards.",
        "68",
        &["spread-after-lead"],
        "spread-after-lead",
        &["68A"],
    ),
    s(
        "Dummy says 'we have the rest'.",
        "68",
        &["dummy"],
        "dummy-remark",
        &["68A"],
    ),
    s(
        "Declarer faces his hand: 'the rest are mine, trumps are drawn'; both defenders agree.",
        "68",
        &["claim", "accepted"],
        "claim-agreed",
        &["68D1", "69A"],
    ),
    s(
        "Declarer says 'I lose one club'; the defenders accept.",
        "68",
        &["concession", "accepted"],
        "concession-agreed",
        &["68D1", "69A"],
    ),
    s(
        "West doubts declarer's claim and asks to play on; all four agree.",
        "68",
        &["claim", "play-on-asked", "yes"],
        "played-on",
        &["68D2(b)", "68D2(b)(i)", "68D2(b)(ii)"],
    ),
    s(
        "Declarer concedes two tricks; dummy objects; the defenders ask to play on and all four agree.",
        "68",
        &["concession", "play-on-asked", "yes"],
        "played-on",
        &["68D2(b)", "68D2(b)(i)", "68D2(b)(ii)"],
    ),
    s(
        "Declarer claims with a full line; East disputes and the TD is called; the line works whatever the defenders do.",
        "68",
        &["claim", "td-called", "line", "no"],
        "70#claim-stands",
        &["70A", "70D1"],
    ),
    s(
        "Declarer claims 'the rest' with no statement; West objects; taking the suits in a careless order would block diamonds.",
        "68",
        &["claim", "td-called", "line", "yes"],
        "70#claim-tricks-lost",
        &["70D1", "70A"],
    ),
    s(
        "The defenders ask to play on after declarer's claim, but declarer refuses; the stated line is sound.",
        "68",
        &["claim", "play-on-asked", "no", "line", "no"],
        "70#claim-stands",
        &["70A", "70D1"],
    ),
    s(
        "Play went on after West objected, though declarer never agreed to it; the claim needed a careless-proof order it did not state.",
        "68",
        &["claim", "play-on-asked", "no", "line", "yes"],
        "70#claim-tricks-lost",
        &["70D1", "70A"],
    ),
    s(
        "Declarer claims; East still holds the SJ, a trump declarer never mentioned after drawing two rounds; a careless order lets it score.",
        "68",
        &["claim", "td-called", "trump", "yes", "yes"],
        "70#trump-trick-awarded",
        &["70C", "70C1", "70C2", "70C3"],
    ),
    s(
        "Declarer claims without naming the last trump, but had said during play 'one trump out, West has it'; every normal line works.",
        "68",
        &["claim", "td-called", "trump", "no", "no"],
        "70#claim-stands",
        &["70A", "70D1"],
    ),
    s(
        "Declarer overlooked a low trump with East, but all his cards are higher trumps and winners: no normal play loses a trick to it.",
        "68",
        &["claim", "td-called", "trump", "yes", "no"],
        "70#trump-costs-nothing",
        &["70C3", "70A"],
    ),
    s(
        "Declarer's claim needs the club finesse, which he did not state; West, who might hold the CK, has followed to every club.",
        "68",
        &["claim", "td-called", "finesse", "no"],
        "70#finesse-not-credited",
        &["70E1"],
    ),
    s(
        "Declarer did not state the diamond finesse, but East had discarded on the first round of diamonds.",
        "68",
        &["claim", "td-called", "finesse", "yes"],
        "70#finesse-credited",
        &["70E1"],
    ),
    Scenario {
        facts: "Declarer claims with AK of hearts in hand and QJ doubleton in dummy without saying how; the event deems such suits played from the top down.",
        tree: "68",
        answers: &["claim", "td-called", "order"],
        regulations: &["claim-suit-order"],
        outcome: "70#order-regulated",
        cites: &["70E2"],
    },
    s(
        "Declarer claims with AK of hearts in hand and QJ doubleton in dummy without saying how; no regulation on suit order.",
        "68",
        &["claim", "td-called", "order"],
        "70#order-least-successful",
        &["70D1", "70A"],
    ),
    s(
        "East claims the last three tricks for the defence, but one of them needs West to keep the right card.",
        "68",
        &["claim", "td-called", "partner"],
        "70#defender-needs-partner",
        &["70D2"],
    ),
    s(
        "Declarer proposes to play on after West objects; the TD is called; the claim needs a spade finesse he never stated.",
        "68",
        &["claim", "claimer-play-on", "finesse", "no"],
        "70#finesse-not-credited",
        &["70E1"],
    ),
    s(
        "The defenders accepted the claim but, before anyone bid the next board, say East still had a trump that can score on a careless line.",
        "68",
        &[
            "claim",
            "challenged-later",
            "agreed-side",
            "before-final",
            "trump",
            "yes",
            "yes",
        ],
        "70#trump-trick-awarded",
        &["70C", "70C1", "70C2", "70C3"],
    ),
    s(
        "The defenders accepted declarer's claim; within the Correction Period they show a trick they conceded is among their quitted tricks.",
        "68",
        &[
            "claim",
            "challenged-later",
            "agreed-side",
            "in-period",
            "won",
        ],
        "69#withdraw-won",
        &["69B1"],
    ),
    s(
        "The defenders accepted the claim; within the Correction Period they show their HK would probably have taken a trick had play continued.",
        "68",
        &[
            "claim",
            "challenged-later",
            "agreed-side",
            "in-period",
            "likely",
        ],
        "69#withdraw-likely",
        &["69B2"],
    ),
    s(
        "Within the Correction Period the defenders say a trick was theirs, but it needed a misplay by declarer.",
        "68",
        &[
            "claim",
            "challenged-later",
            "agreed-side",
            "in-period",
            "unlikely",
        ],
        "69#agreement-stands",
        &["69A", "69B"],
    ),
    s(
        "The defenders raise their trick the next day, after the Correction Period has ended.",
        "68",
        &["claim", "challenged-later", "agreed-side", "too-late"],
        "69#agreement-final",
        &["69B", "79C1"],
    ),
    s(
        "Declarer claimed ten tricks; within the Correction Period he sees an eleventh winner that no normal play could lose.",
        "68",
        &[
            "claim",
            "challenged-later",
            "claimer-side",
            "in-period",
            "unlosable",
        ],
        "71#cancel-unlosable",
        &["71B"],
    ),
    s(
        "Declarer conceded a trick; within the Correction Period it turns out his side had already won it.",
        "68",
        &["concession", "challenged-later", "in-period", "won"],
        "71#cancel-won",
        &["71A"],
    ),
    s(
        "Declarer conceded the last trick, which a careless discard could indeed have lost; he raises it within the Correction Period.",
        "68",
        &["concession", "challenged-later", "in-period", "losable"],
        "71#concession-stands",
        &["71"],
    ),
    s(
        "Declarer says an hour after the session's scores went up, too late, that he should not have conceded a trick.",
        "68",
        &["concession", "challenged-later", "too-late"],
        "71#concession-final",
        &["71", "79C1"],
    ),
    s(
        "Declarer concedes a trick; dummy objects at once and the TD is called; no normal play could lose that trick.",
        "68",
        &["concession", "objected", "unlosable"],
        "71#cancel-unlosable",
        &["71B"],
    ),
    s(
        "After a concession the defenders ask to play on, declarer refuses; the conceded trick had already been won by declarer's side.",
        "68",
        &["concession", "play-on-asked", "no", "concession", "won"],
        "71#cancel-won",
        &["71A"],
    ),
    s(
        "Declarer claims; the defenders notice East revoked two tricks earlier and has played to later tricks since.",
        "68",
        &["revoke", "yes"],
        "revoke-established-by-play",
        &["63A1", "63A2"],
    ),
    s(
        "Declarer revoked on the trick just before he claimed; the defenders spot it while checking the claim.",
        "68",
        &["revoke", "no", "claiming-side"],
        "revoke-established-by-claim",
        &["63A3"],
    ),
    s(
        "East revoked on the last trick; his side accepted declarer's claim, and the next board was bid before anyone noticed.",
        "68",
        &["revoke", "no", "other-side", "yes"],
        "revoke-established-by-agreement",
        &["63A4"],
    ),
    s(
        "West revoked on the last trick; declarer claims at once and West finds his revoke while the claim is discussed.",
        "68",
        &["revoke", "no", "other-side", "no"],
        "revoke-corrected",
        &["62A"],
    ),
];

fn run(sc: &Scenario) -> serde_json::Value {
    let mut args = vec!["ask", sc.tree, "--format", "json"];
    for r in sc.regulations {
        args.extend(["--regulation", r]);
    }
    let out = Test::new()
        .args(args)
        .stdin(sc.answers.join("\n") + "\n")
        .expect(0);
    let v: serde_json::Value = serde_json::from_str(&out.stdout)
        .unwrap_or_else(|e| panic!("{}: {e}\n{}", sc.facts, out.stdout));
    assert_eq!(v["status"], "complete", "{}", sc.facts);
    assert_eq!(v["walks"].as_array().map(Vec::len), Some(1), "{}", sc.facts);
    v["walks"][0].clone()
}

/// The outcome as `tree#node`: an outcome in another tree is written with its tree.
fn qualified(sc: &Scenario) -> String {
    if sc.outcome.contains('#') {
        sc.outcome.to_string()
    } else {
        format!("{}#{}", sc.tree, sc.outcome)
    }
}

#[test]
fn scenarios_reach_the_expected_rulings() {
    for sc in SCENARIOS {
        let v = run(sc);
        assert_eq!(v["outcome"], qualified(sc), "{}", sc.facts);
        let cites: Vec<&str> = v["citations"]
            .as_array()
            .unwrap()
            .iter()
            .map(|c| c["ref"].as_str().unwrap())
            .collect();
        assert_eq!(cites, sc.cites, "{}", sc.facts);
        let asked = v["path"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|s| s["regulation"].is_null())
            .count();
        assert_eq!(asked, sc.answers.len(), "{}", sc.facts);
    }
}

#[test]
fn at_least_ten_scenarios_per_law() {
    for law in ["41", "45", "68"] {
        let n = SCENARIOS.iter().filter(|s| s.tree == law).count();
        assert!(n >= 10, "Law {law} has only {n} scenarios");
    }
}

#[test]
fn every_ruling_has_a_scenario() {
    let r = bridge_td::load::builtin().rulings.unwrap();
    let covered: BTreeSet<String> = SCENARIOS.iter().map(qualified).collect();
    for (at, node) in r.all_nodes() {
        let id = r.qualified_id(at);
        if node.outcome().is_some() && r.trees[at.tree].id != "start" {
            assert!(covered.contains(&id), "no scenario reaches {id}");
        }
    }
}
