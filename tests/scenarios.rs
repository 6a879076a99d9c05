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
            "nothing",
        ],
        "56#def-lot-choose",
        &["56A", "56B"],
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
            "nothing",
        ],
        "56#def-lot-choose",
        &["56A", "56B"],
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
        &[
            "declarer-card",
            "at-table",
            "wrong-lead",
            "other-hand",
            "nothing",
        ],
        "55#decl-lot-choose-b2",
        &["55A", "55B2"],
    ),
    s(
        "Declarer held the DJ as if played, but it was a defender's turn to lead.",
        "45",
        &[
            "declarer-card",
            "as-played",
            "wrong-lead",
            "defender",
            "nothing",
        ],
        "55#decl-lot-choose-b1",
        &["55A", "55B1"],
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
        &["named", "declarer-dummy", "full", "slip", "no", "no"],
        "named-dummy-corrected",
        &["45C4(b)"],
    ),
    s(
        "Declarer says 'diamond' from dummy meaning 'club'; RHO had already followed; corrected at once.",
        "45",
        &["named", "declarer-dummy", "full", "slip", "no", "yes"],
        "named-dummy-corrected-opponent",
        &["45C4(b)"],
    ),
    s(
        "Declarer's slip from dummy is noticed only after he has played from his hand.",
        "45",
        &["named", "declarer-dummy", "full", "slip", "yes"],
        "named-dummy-too-late",
        &["45C4(b)", "45C4(a)"],
    ),
    s(
        "Declarer calls the S2 from dummy, then says he meant the SQ after thinking it over.",
        "45",
        &["named", "declarer-dummy", "full", "changed-mind"],
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
        &[
            "fifth-card",
            "declarer",
            "out-of-turn",
            "other-hand",
            "nothing",
        ],
        "55#decl-lot-choose-b2",
        &["55A", "55B2"],
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
        &["fifth-card", "defender", "out-of-turn", "nothing"],
        "56#def-lot-choose",
        &["56A", "56B"],
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
        &["penalty-card", "offender-to-play", "major", "no", "no"],
        "50#pc-major-play",
        &["50D1"],
    ),
    // ---- cards and leads: Laws 46, 50-58, 61-66, 79 ----
    s(
        "West has the HQ as a penalty card; hearts are led and he has other hearts.",
        "50",
        &["offender-to-play", "major", "no", "no"],
        "pc-major-play",
        &["50D1"],
    ),
    s(
        "East's major penalty card is a club, but a spade is led and he holds spades.",
        "50",
        &["offender-to-play", "major", "yes"],
        "pc-major-wait",
        &["50D1"],
    ),
    s(
        "West has the SJ and the DQ as penalty cards and shows out of the suit led.",
        "50",
        &["offender-to-play", "major", "no", "yes"],
        "pc-major-declarer-picks",
        &["51A", "50D1"],
    ),
    s(
        "East dropped the C4; clubs are led and he could play a low club.",
        "50",
        &["offender-to-play", "minor"],
        "pc-minor-play",
        &["50C"],
    ),
    s(
        "West's partner is to lead while West's minor penalty card, the D3, is on the table.",
        "50",
        &["partner-to-lead", "minor"],
        "pc-partner-free",
        &["50C"],
    ),
    s(
        "East has the SK as a penalty card and West wins the trick.",
        "50",
        &["partner-to-lead", "major", "one"],
        "pc-partner-options",
        &["50D2"],
    ),
    s(
        "West has the H9 and H5 as penalty cards; East is to lead.",
        "50",
        &["partner-to-lead", "major", "one-suit"],
        "pc-partner-one-suit",
        &["51B1"],
    ),
    s(
        "East has the CK and the D8 as penalty cards; West is to lead.",
        "50",
        &["partner-to-lead", "major", "several-suits"],
        "pc-partner-suits",
        &["51B2"],
    ),
    s(
        "West should have played his penalty card, the S10, but followed with the S4; declarer has not played since.",
        "50",
        &["other-card-played", "no"],
        "pc-failed-choice",
        &["52B1", "52B2"],
    ),
    s(
        "East played another card instead of his penalty card and declarer then played from dummy.",
        "50",
        &["other-card-played", "yes"],
        "pc-failed-forced",
        &["52B1"],
    ),
    s(
        "East won the last trick, but declarer leads the HA from hand; nobody has played to it.",
        "55",
        &["defender", "nothing"],
        "decl-lot-choose-b1",
        &["55A", "55B1"],
    ),
    s(
        "Declarer calls a card from dummy, but he had won the last trick in hand.",
        "55",
        &["other-hand", "nothing"],
        "decl-lot-choose-b2",
        &["55A", "55B2"],
    ),
    s(
        "Declarer leads from hand when dummy was on lead, and West plays to it.",
        "55",
        &["other-hand", "lho-played"],
        "decl-lot-accepted",
        &["53A"],
    ),
    s(
        "West was on lead; declarer leads from dummy and East, on its right, plays a card.",
        "55",
        &["defender", "rho-played"],
        "decl-lot-wrong-defender",
        &["53C"],
    ),
    s(
        "Declarer leads out of turn, and West, whose lead it was, leads his own card.",
        "55",
        &["defender", "proper-lead"],
        "decl-lot-proper-lead",
        &["53B"],
    ),
    s(
        "Dummy won the last trick, but East leads the C5.",
        "56",
        &["nothing"],
        "def-lot-choose",
        &["56A", "56B"],
    ),
    s(
        "West leads out of turn and declarer, not noticing, plays from dummy.",
        "56",
        &["next-played"],
        "def-lot-accepted",
        &["53A"],
    ),
    s(
        "East leads out of turn while declarer was on lead; declarer leads from his hand anyway.",
        "56",
        &["proper-lead"],
        "def-lot-proper-lead",
        &["53B"],
    ),
    s(
        "Via triage: East leads out of turn at trick six and nobody has played.",
        "start",
        &["lead", "defender", "nothing"],
        "56#def-lot-choose",
        &["56A", "56B"],
    ),
    s(
        "Declarer and West put their cards on the trick at the same moment.",
        "58",
        &["two-players"],
        "sim-two-players",
        &["58A"],
    ),
    s(
        "East plays two cards stuck together; only the top one can be seen.",
        "58",
        &["one-hand", "yes", "one"],
        "sim-one-visible",
        &["58B1"],
    ),
    s(
        "Declarer puts down the SA and SK together, both faces visible.",
        "58",
        &["one-hand", "yes", "several", "declarer"],
        "sim-declarer",
        &["58B2"],
    ),
    s(
        "West puts down two cards at once, both faces visible.",
        "58",
        &["one-hand", "yes", "several", "defender"],
        "sim-defender",
        &["58B2", "50B"],
    ),
    s(
        "A player is found to have put two cards on trick 4 only after trick 5 was played by both sides.",
        "58",
        &["one-hand", "no"],
        "sim-too-late",
        &["58B4", "67"],
    ),
    s(
        "Declarer revokes in hearts; on the same trick West also shows out though he holds a heart. West wins and leads to the next trick; then the revokes come to light.",
        "64",
        &["no", "both-on-trick"],
        "rv-both-same-trick",
        &["62C3"],
    ),
    s(
        "East revoked on trick twelve; the hands are still on the table.",
        "64",
        &["yes", "no"],
        "rv-twelve-correct",
        &["62D1"],
    ),
    s(
        "A revoke on trick twelve is found after the hands are back in the board.",
        "64",
        &["yes", "yes"],
        "rv-twelve-stands",
        &["64B6"],
    ),
    s(
        "Declarer fails to follow to a heart and notices before anyone plays to the next trick.",
        "64",
        &["no", "no", "declarer"],
        "rv-correct-free",
        &["62A", "62B"],
    ),
    s(
        "West revokes from his hand and East asks 'no hearts, partner?' before the next trick.",
        "64",
        &["no", "no", "defender-hand"],
        "rv-correct-defender",
        &["62A", "62B"],
    ),
    s(
        "After a claim, a defender's faced hand shows he revoked on the current trick; not yet established.",
        "64",
        &["no", "no", "defender-faced"],
        "rv-correct-free",
        &["62A", "62B"],
    ),
    s(
        "West failed to play his penalty card, revoking; his side played to the next trick.",
        "64",
        &["no", "yes", "penalty-card"],
        "rv-no-transfer-penalty-card",
        &["64B3"],
    ),
    s(
        "Dummy failed to follow suit and it was only noticed two tricks later.",
        "64",
        &["no", "yes", "dummy"],
        "rv-no-transfer-dummy",
        &["64B3"],
    ),
    s(
        "East revokes in spades for the second time; his first spade revoke was already established.",
        "64",
        &["no", "yes", "repeat"],
        "rv-no-transfer-repeat",
        &["64B2"],
    ),
    s(
        "Both declarer and East revoked on the board, and both revokes are established.",
        "64",
        &["no", "yes", "both-sides"],
        "rv-no-transfer-both",
        &["64B7"],
    ),
    s(
        "A revoke is mentioned after the defenders have bid on the next board.",
        "64",
        &["no", "yes", "after-next-call"],
        "rv-no-transfer-next-deal",
        &["64B4"],
    ),
    s(
        "A revoke is reported after the round ended.",
        "64",
        &["no", "yes", "after-round"],
        "rv-no-transfer-round",
        &["64B5"],
    ),
    s(
        "West revoked and won the trick with a trump; his side won a later trick too.",
        "64",
        &["no", "yes", "ordinary", "revoker", "yes"],
        "rv-transfer-two",
        &["64A1"],
    ),
    s(
        "East revoked and won the trick, but his side won nothing afterwards.",
        "64",
        &["no", "yes", "ordinary", "revoker", "no"],
        "rv-transfer-revoke-trick",
        &["64A1"],
    ),
    s(
        "Declarer revoked; dummy won the revoke trick.",
        "64",
        &["no", "yes", "ordinary", "someone-else", "yes"],
        "rv-transfer-one",
        &["64A2"],
    ),
    s(
        "West revoked, but his side won neither that trick nor any later one.",
        "64",
        &["no", "yes", "ordinary", "someone-else", "no"],
        "rv-no-transfer-none-won",
        &["64B1"],
    ),
    s(
        "Via triage: a revoke is found at the end of play.",
        "start",
        &["revoke", "no", "yes", "ordinary", "someone-else", "yes"],
        "64#rv-transfer-one",
        &["64A2"],
    ),
    s(
        "Before turning his card, East asks to see the four cards of the trick again.",
        "66",
        &["current-trick", "no"],
        "tr-current-ok",
        &["66A"],
    ),
    s(
        "West wants to see the trick after his side has led to the next one.",
        "66",
        &["current-trick", "yes"],
        "tr-quitted",
        &["66C"],
    ),
    s(
        "Declarer looks at his own last card before the next lead.",
        "66",
        &["own-card", "no"],
        "tr-own-ok",
        &["66B"],
    ),
    s(
        "South asks to see trick 3 during trick 8.",
        "66",
        &["earlier-trick"],
        "tr-quitted",
        &["66C"],
    ),
    s(
        "East points out that West's card is turned as won when the defence lost the trick, before anyone leads.",
        "66",
        &["pointed", "no"],
        "tr-pointed-ok",
        &["65B3"],
    ),
    s(
        "West mentions his partner's wrongly pointed card two tricks later.",
        "66",
        &["pointed", "yes"],
        "tr-pointed-late",
        &["65B3"],
    ),
    s(
        "After play, the sides disagree about the tricks; only the defenders kept their cards in order.",
        "66",
        &["count", "neither", "one-side"],
        "tr-count-mixed",
        &["66D", "65D"],
    ),
    s(
        "After play, everyone kept their cards in order but they disagree about the tricks; the TD is called at once.",
        "66",
        &["count", "neither", "both-sides", "yes"],
        "tr-count-rules",
        &["79B2", "66D"],
    ),
    s(
        "A disagreement about the number of tricks is raised with the TD only after the round.",
        "66",
        &["count", "neither", "both-sides", "no"],
        "tr-count-late",
        &["79B3"],
    ),
    s(
        "The count is disputed after a claim the defenders had accepted; within the Correction Period they show a trick of theirs.",
        "66",
        &["count", "claim", "agreed-side", "in-period", "won"],
        "69#withdraw-won",
        &["69B1"],
    ),
    s(
        "After a concession, the conceding side says within the Correction Period it had already won that trick.",
        "66",
        &["count", "concession", "in-period", "won"],
        "71#cancel-won",
        &["71A"],
    ),
    s(
        "Declarer says 'high' from dummy without naming a card.",
        "45",
        &["named", "declarer-dummy", "high"],
        "desig-high",
        &["46B1(a)"],
    ),
    s(
        "Declarer tells dummy 'win it'.",
        "45",
        &["named", "declarer-dummy", "win"],
        "desig-win",
        &["46B1(b)"],
    ),
    s(
        "Declarer says 'small' to dummy.",
        "45",
        &["named", "declarer-dummy", "low"],
        "desig-low",
        &["46B1(c)"],
    ),
    s(
        "Declarer says 'a spade' from dummy.",
        "45",
        &["named", "declarer-dummy", "suit-only"],
        "desig-suit",
        &["46B2"],
    ),
    s(
        "Dummy is on lead after winning with a diamond; declarer says 'king'.",
        "45",
        &["named", "declarer-dummy", "rank-only", "yes"],
        "desig-rank-lead",
        &["46B3(a)"],
    ),
    s(
        "Declarer says 'the ten' while following to a club lead.",
        "45",
        &["named", "declarer-dummy", "rank-only", "no"],
        "desig-rank-follow",
        &["46B3(b)"],
    ),
    s(
        "Declarer calls for the HJ, which dummy does not hold.",
        "45",
        &["named", "declarer-dummy", "not-in-dummy"],
        "desig-not-in-dummy",
        &["46B4"],
    ),
    s(
        "Declarer says 'play anything' from dummy.",
        "45",
        &["named", "declarer-dummy", "anything"],
        "desig-anything",
        &["46B5"],
    ),
    s(
        "Via triage: declarer says 'low' from dummy.",
        "start",
        &["dummy", "declarer-named", "low"],
        "45#desig-low",
        &["46B1(c)"],
    ),
    s(
        "East plays before his partner, but dummy had already pushed a card forward on its own.",
        "45",
        &[
            "defender-card",
            "yes",
            "playing",
            "no",
            "partner-to-play",
            "no",
            "yes",
        ],
        "def-early-dummy",
        &["57C2"],
    ),
    s(
        "West, whose partner has played, puts a legal card on the trick before dummy has played.",
        "45",
        &["defender-card", "yes", "playing", "no", "rho-turn", "yes"],
        "def-rho-played-in-turn",
        &["57D"],
    ),
    s(
        "East plays before declarer's hand has played; his card would be a revoke.",
        "45",
        &["defender-card", "yes", "playing", "no", "rho-turn", "no"],
        "def-rho-penalty",
        &["57D"],
    ),
    s(
        "Via triage: a defender plays before his right-hand opponent, with a legal card.",
        "start",
        &["early", "defender-before-rho", "yes"],
        "45#def-rho-played-in-turn",
        &["57D"],
    ),
    s(
        "Via triage: two cards were played together by West, both visible.",
        "start",
        &[
            "early", "together", "one-hand", "yes", "several", "defender",
        ],
        "58#sim-defender",
        &["58B2", "50B"],
    ),
    s(
        "Via triage: West has a penalty card and East is to lead.",
        "start",
        &["penalty-card", "partner-to-lead", "major", "one"],
        "50#pc-partner-options",
        &["50D2"],
    ),
    s(
        "Declarer tells East it is his lead; East leads, though West was on lead.",
        "41",
        &["told-wrongly"],
        "misinformed-lead",
        &["47E1"],
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
        "Before West's face-down lead is turned up, dummy spreads his hand on the table.",
        "41",
        &["dummy-spread-early"],
        "dummy-spread-early",
        &["24"],
    ),
    s(
        "Dummy, thinking he is on lead, puts the SA face up after the auction.",
        "41",
        &["declaring-side"],
        "wrong-side-lead",
        &["54E"],
    ),
    s(
        "West leads face down, then wants to change his card before it is faced.",
        "41",
        &["leader-changes"],
        "face-down-stands",
        &["41A"],
    ),
    s(
        "Declarer corrects his partner's explanation while West's opening lead is still face down.",
        "41",
        &["wrong-explanation", "lead-face-down"],
        "misinfo-face-down",
        &["47E2(a)", "21B1(a)"],
    ),
    s(
        "At trick 3, East asks about the auction while it is West's turn to play.",
        "41",
        &["question", "partners-turn"],
        "question-wrong-turn",
        &["20F2"],
    ),
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
    // Each scenario starts the binary; four threads keep the wall time down (a
    // failed assertion in any of them fails the test when the scope joins).
    let per_thread = SCENARIOS.len().div_ceil(4);
    std::thread::scope(|scope| {
        for chunk in SCENARIOS.chunks(per_thread) {
            scope.spawn(move || chunk.iter().for_each(check_scenario));
        }
    });
}

fn check_scenario(sc: &Scenario) {
    {
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
    let r = bridge_td::builtin::rulings();
    let covered: BTreeSet<String> = SCENARIOS.iter().map(qualified).collect();
    for (at, node) in r.all_nodes() {
        let id = r.qualified_id(at);
        if node.outcome().is_some() && r.trees[at.tree].id != "start" {
            assert!(covered.contains(&id), "no scenario reaches {id}");
        }
    }
}
