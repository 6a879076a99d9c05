//! Law 77 and Law 78B from the law book's own figures (2017 Laws, online version
//! corrected 29 September 2017): every line of the scoring table and both ends of
//! every band of the IMP scale, and the cases that trip people up. Matchpoints of
//! weighted scores (78A with 12C1(c)) on worked examples, computed by hand below.

use bridge_td::score::contract::{Outcome, Seat, Vulnerability};
use bridge_td::score::exact::Hundredths;
use bridge_td::score::imps::imps;
use bridge_td::score::notation;
use bridge_td::score::points::{Item, score};
use bridge_td::score::weighted::{self, Against, Weighted};
use bridge_td::texts::lang::Lang;

fn outcome(result: &str, by: Seat) -> Outcome {
    notation::outcome(result, Some(by), Lang::En).unwrap()
}

/// The N-S score of `result` declared by South, vulnerable or not.
fn ns(result: &str, vulnerable: bool) -> i32 {
    let vul = if vulnerable {
        Vulnerability::NS
    } else {
        Vulnerability::EW
    };
    score(&outcome(result, Seat::S), vul).ns
}

/// The table's lines for `result` by South.
fn items(result: &str, vulnerable: bool) -> Vec<Item> {
    let vul = if vulnerable {
        Vulnerability::Both
    } else {
        Vulnerability::None
    };
    score(&outcome(result, Seat::S), vul).items
}

fn trick_score(result: &str) -> u32 {
    match items(result, false)[0] {
        Item::TrickScore(p) => p,
        other => panic!("{result}: {other:?}"),
    }
}

#[test]
fn trick_score_in_a_suit() {
    // "For each odd trick bid and made": clubs and diamonds 20, 40, 80; hearts and
    // spades 30, 60, 120 (undoubled, doubled, redoubled).
    for (result, points) in [
        ("1C=", 20),
        ("1D=", 20),
        ("1CX=", 40),
        ("1DX=", 40),
        ("1CXX=", 80),
        ("1DXX=", 80),
        ("1H=", 30),
        ("1S=", 30),
        ("1HX=", 60),
        ("1SX=", 60),
        ("1HXX=", 120),
        ("1SXX=", 120),
        ("5D=", 100),
        ("4S=", 120),
        ("7CXX=", 560),
    ] {
        assert_eq!(trick_score(result), points, "{result}");
    }
}

#[test]
fn trick_score_at_notrump() {
    // First odd trick 40, 80, 160; each additional 30, 60, 120.
    for (result, points) in [
        ("1NT=", 40),
        ("2NT=", 70),
        ("3NT=", 100),
        ("1NTX=", 80),
        ("2NTX=", 140),
        ("1NTXX=", 160),
        ("2NTXX=", 280),
        ("7NT=", 220),
    ] {
        assert_eq!(trick_score(result), points, "{result}");
    }
}

#[test]
fn game_and_partscore() {
    // A trick score of 100 or more is game: 300 not vulnerable, 500 vulnerable;
    // less is a partscore: 50.
    assert!(items("3NT=", false).contains(&Item::Game(300)));
    assert!(items("3NT=", true).contains(&Item::Game(500)));
    assert!(items("2NT=", true).contains(&Item::PartScore(50)));
    assert!(
        items("4D=", false).contains(&Item::PartScore(50)),
        "80 is a partscore"
    );
    assert!(
        items("5D=", false).contains(&Item::Game(300)),
        "100 is game"
    );
    assert!(items("4H=", true).contains(&Item::Game(500)));
    // Overtricks do not count towards game: 2S+2 is a partscore.
    assert!(items("2S+2", false).contains(&Item::PartScore(50)));
    assert_eq!(ns("2S+2", false), 60 + 60 + 50);
    assert_eq!(ns("1NT=", false), 90);
    assert_eq!(ns("3NT=", false), 400);
    assert_eq!(ns("3NT=", true), 600);
    assert_eq!(ns("4S=", false), 420);
    assert_eq!(ns("4S=", true), 620);
    assert_eq!(ns("5C=", false), 400);
}

#[test]
fn slams() {
    // Small slam 500 / 750, grand slam 1000 / 1500, on top of the game bonus.
    assert!(items("6C=", false).contains(&Item::SmallSlam(500)));
    assert!(items("6C=", true).contains(&Item::SmallSlam(750)));
    assert!(items("7C=", false).contains(&Item::GrandSlam(1000)));
    assert!(items("7C=", true).contains(&Item::GrandSlam(1500)));
    assert_eq!(ns("6S=", false), 180 + 300 + 500);
    assert_eq!(ns("6NT=", true), 190 + 500 + 750);
    assert_eq!(ns("7NT=", true), 2220);
    assert_eq!(ns("7NT=", false), 1520);
    // A slam bid at the five level and made with an overtrick gets no slam bonus.
    assert_eq!(ns("5S+1", false), 150 + 30 + 300);
}

#[test]
fn overtricks() {
    // Undoubled: trick value (20 minors, 30 majors and notrump); doubled 100 / 200;
    // redoubled 200 / 400, per overtrick, not vulnerable / vulnerable.
    for (result, vulnerable, points) in [
        ("1C+1", false, 20),
        ("1D+2", true, 40),
        ("1H+1", false, 30),
        ("1S+1", true, 30),
        ("1NT+1", false, 30),
        ("1NT+2", true, 60),
        ("2CX+1", false, 100),
        ("2CX+1", true, 200),
        ("2CX+2", false, 200),
        ("2CXX+1", false, 200),
        ("2CXX+1", true, 400),
        ("1NTXX+2", true, 800),
    ] {
        let got = if vulnerable {
            score(&outcome(result, Seat::S), Vulnerability::Both)
        } else {
            score(&outcome(result, Seat::S), Vulnerability::None)
        };
        assert!(
            got.items.contains(&Item::Overtricks(points)),
            "{result} vul {vulnerable}: {:?}",
            got.items
        );
    }
}

#[test]
fn insult_for_a_doubled_or_redoubled_contract_made() {
    // 50 for making any doubled (not redoubled) contract; 100 redoubled.
    assert!(items("1CX=", false).contains(&Item::Insult(50)));
    assert!(items("1CXX=", false).contains(&Item::Insult(100)));
    assert!(
        !items("1C=", false)
            .iter()
            .any(|i| matches!(i, Item::Insult(_)))
    );
    // 1CX= : 40 + partscore 50 + insult 50.
    assert_eq!(ns("1CX=", false), 140);
    // 1SX= : 60 + 50 + 50.
    assert_eq!(ns("1SX=", true), 160);
    // 1CXX= : 80 + 50 + 100.
    assert_eq!(ns("1CXX=", false), 230);
    // No insult when the contract fails.
    assert_eq!(ns("1CX-1", false), -100);
}

#[test]
fn doubled_into_game() {
    // 2HX= makes game: 120 of trick score, 300 / 500, and 50 for the double.
    assert_eq!(ns("2HX=", false), 470);
    assert_eq!(ns("2HX=", true), 670);
    assert!(items("2HX=", false).contains(&Item::Game(300)));
    // 1NTXX= : 160 is game. Vulnerable 160 + 500 + 100 = 760.
    assert_eq!(ns("1NTXX=", true), 760);
    // 1NTXX+1 vulnerable: 160 + 400 + 500 + 100 = 1160.
    assert_eq!(ns("1NTXX+1", true), 1160);
    assert_eq!(ns("1NTXX+1", false), 160 + 200 + 300 + 100);
    // 1CXX= : 80, still a partscore.
    assert!(items("1CXX=", false).contains(&Item::PartScore(50)));
    // 3CX= : 120 is game (a doubled partscore that makes game).
    assert_eq!(ns("3CX=", false), 120 + 300 + 50);
}

#[test]
fn undertricks_undoubled() {
    // 50 each not vulnerable, 100 vulnerable; no bonus from the fourth.
    assert_eq!(ns("4S-1", false), -50);
    assert_eq!(ns("4S-1", true), -100);
    assert_eq!(ns("4S-4", false), -200);
    assert_eq!(ns("4S-4", true), -400);
    assert_eq!(ns("7NT-13", true), -1300);
}

#[test]
fn undertricks_doubled() {
    // Not vulnerable: 100 first, 200 each additional, +100 from the fourth (so
    // 100, 300, 500, 800, 1100, ...). Vulnerable: 200 first, 300 each additional
    // (200, 500, 800, 1100, ...).
    for (down, nv, v) in [
        (1, 100, 200),
        (2, 300, 500),
        (3, 500, 800),
        (4, 800, 1100),
        (5, 1100, 1400),
        (6, 1400, 1700),
    ] {
        assert_eq!(
            ns(&format!("4SX-{down}"), false),
            -nv,
            "{down} down, not vulnerable"
        );
        assert_eq!(
            ns(&format!("4SX-{down}"), true),
            -v,
            "{down} down, vulnerable"
        );
    }
    // The penalties in turn, as the breakdown shows them.
    let s = score(&outcome("4SX-4", Seat::S), Vulnerability::None);
    assert_eq!(s.undertricks, vec![100, 200, 200, 300]);
    let s = score(&outcome("4SX-4", Seat::S), Vulnerability::NS);
    assert_eq!(s.undertricks, vec![200, 300, 300, 300]);
}

#[test]
fn undertricks_redoubled() {
    // Twice the doubled: 200, 400 each additional, +200 from the fourth not
    // vulnerable; 400, then 600 each vulnerable.
    for (down, nv, v) in [
        (1, 200, 400),
        (2, 600, 1000),
        (3, 1000, 1600),
        (4, 1600, 2200),
    ] {
        assert_eq!(
            ns(&format!("3CXX-{down}"), false),
            -nv,
            "{down} down, not vulnerable"
        );
        assert_eq!(
            ns(&format!("3CXX-{down}"), true),
            -v,
            "{down} down, vulnerable"
        );
    }
}

#[test]
fn thirteen_down() {
    // 7NTX-13: 100 + 2 x 200 + 10 x 300 = 3500 not vulnerable; 200 + 12 x 300 =
    // 3800 vulnerable. Redoubled, twice that: 7000 and 7600, the largest scores.
    assert_eq!(ns("7NTX-13", false), -3500);
    assert_eq!(ns("7NTX-13", true), -3800);
    assert_eq!(ns("7NTXX-13", false), -7000);
    assert_eq!(ns("7NTXX-13", true), -notation::MAX_SCORE);
}

#[test]
fn the_side_that_scores() {
    // Declarer's side scores a contract made; the opponents the undertricks; the
    // vulnerability is declarer's side's.
    let vul = Vulnerability::NS;
    assert_eq!(score(&outcome("4SX-2", Seat::S), vul).ns, -500);
    assert_eq!(
        score(&outcome("4SX-2", Seat::E), vul).ns,
        300,
        "E-W not vulnerable"
    );
    assert_eq!(score(&outcome("4S=", Seat::W), vul).ns, -420);
    assert_eq!(score(&outcome("4S=", Seat::N), vul).ns, 620);
    // All four pass: each side scores zero.
    assert_eq!(score(&Outcome::PassedOut, Vulnerability::Both).ns, 0);
}

#[test]
fn imp_scale_every_band() {
    // Law 78B's scale as printed: (from, to, IMPs).
    let scale: [(i32, i32, i32); 24] = [
        (0, 10, 0),
        (20, 40, 1),
        (50, 80, 2),
        (90, 120, 3),
        (130, 160, 4),
        (170, 210, 5),
        (220, 260, 6),
        (270, 310, 7),
        (320, 360, 8),
        (370, 420, 9),
        (430, 490, 10),
        (500, 590, 11),
        (600, 740, 12),
        (750, 890, 13),
        (900, 1090, 14),
        (1100, 1290, 15),
        (1300, 1490, 16),
        (1500, 1740, 17),
        (1750, 1990, 18),
        (2000, 2240, 19),
        (2250, 2490, 20),
        (2500, 2990, 21),
        (3000, 3490, 22),
        (3500, 3990, 23),
    ];
    for (from, to, n) in scale {
        assert_eq!(imps(from), n, "{from}");
        assert_eq!(imps(to), n, "{to}");
        assert_eq!(imps(-from), -n, "-{from}");
        assert_eq!(imps(-to), -n, "-{to}");
    }
    // 4000+ is 24, and nothing is more.
    assert_eq!(imps(4000), 24);
    assert_eq!(imps(7600 + 7600), 24);
    assert_eq!(imps(-4000), -24);
}

/// Thirteen tables: ours and twelve others, whose N-S scores on the board are
/// these. Sorted: +650, +450, +420 x4, +170, +140, -50 x2, -100, -420.
const FIELD: [i32; 12] = [450, 420, 420, 420, 170, 140, -50, -50, -100, 650, -420, 420];

fn weighted_ns(results: &[(&str, u32)], against: Against) -> weighted::SideScore {
    let results: Vec<Weighted> = results
        .iter()
        .map(|(r, weight)| Weighted {
            outcome: outcome(r, Seat::S),
            weight: *weight,
        })
        .collect();
    weighted::check(&results).unwrap();
    let lines = weighted::lines(&results, Vulnerability::None, against);
    weighted::side_score(&lines, true, against)
}

#[test]
fn matchpoints_of_a_weighted_score_with_ties() {
    // 4S= 50% (+420), 4S-1 30% (-50), 4S+1 20% (+450), top 2 x 12 = 24.
    //   +420 beats 170, 140, -50, -50, -100, -420 (6 x 2 = 12) and ties four
    //        (4 x 1 = 4): 16
    //   -50  beats -100, -420 (4) and ties two (2): 6
    //   +450 beats the four 420s, 170, 140, the two -50s, -100, -420 (10 x 2 = 20)
    //        and ties one (1): 21
    // N-S: 0.5 x 16 + 0.3 x 6 + 0.2 x 21 = 8 + 1.8 + 4.2 = 14; E-W 24 - 14 = 10.
    // 14 / 24 = 58.333...% -> 58.33%; 10 / 24 = 41.666...% -> 41.67%.
    let against = Against::Field(&FIELD);
    let ns = weighted_ns(&[("4S=", 50), ("4S-1", 30), ("4S+1", 20)], against);
    assert_eq!(ns.matchpoints, Some(Hundredths(1400)));
    assert_eq!(ns.percent, Some(Hundredths(5833)));
    let results: Vec<Weighted> = [("4S=", 50), ("4S-1", 30), ("4S+1", 20)]
        .iter()
        .map(|(r, weight)| Weighted {
            outcome: outcome(r, Seat::S),
            weight: *weight,
        })
        .collect();
    let lines = weighted::lines(&results, Vulnerability::None, against);
    let ew = weighted::side_score(&lines, false, against);
    assert_eq!(ew.matchpoints, Some(Hundredths(1000)));
    assert_eq!(ew.percent, Some(Hundredths(4167)));
    // The weighted points, shown for information: 210 - 15 + 90 = 285.
    assert_eq!(ns.points, Hundredths(28500));
    // Scoring the average (+285) instead would beat 170, 140, -50, -50, -100, -420
    // and tie none: 12 of 24, not 14. The engine does not do that.
    assert_eq!(bridge_td::score::matchpoints::units(285, &FIELD), 12);
}

#[test]
fn matchpoints_of_a_top_and_a_bottom() {
    // 7NT= (+1520) beats all twelve: 24, a top. 7NTX-3 (-500) beats none: 0, a
    // bottom. Weighted 25% / 75%: 0.25 x 24 + 0.75 x 0 = 6 (25%); E-W 18 (75%).
    let ns = weighted_ns(&[("7NT=", 25), ("7NTX-3", 75)], Against::Field(&FIELD));
    assert_eq!(ns.matchpoints, Some(Hundredths(600)));
    assert_eq!(ns.percent, Some(Hundredths(2500)));
    // A third each is 33/33/34: 0.33 x 24 + 0.33 x 16 + 0.34 x 0 = 7.92 + 5.28 = 13.2
    // (55%).
    let ns = weighted_ns(
        &[("7NT=", 33), ("4S=", 33), ("7NTX-3", 34)],
        Against::Field(&FIELD),
    );
    assert_eq!(ns.matchpoints, Some(Hundredths(1320)));
    assert_eq!(ns.percent, Some(Hundredths(5500)));
}

#[test]
fn imps_of_a_weighted_score() {
    // The other table's N-S scored +420. 4S= 60%: 0 IMPs; 4S-1 40%: -50 - 420 =
    // -470, -10 IMPs. Weighted: 0.6 x 0 + 0.4 x -10 = -4.
    let ns = weighted_ns(&[("4S=", 60), ("4S-1", 40)], Against::OtherTable(420));
    assert_eq!(ns.imps, Some(Hundredths(-400)));
    // Against -420: 840 (13) and 370 (9): 7.8 + 3.6 = 11.4.
    let ns = weighted_ns(&[("4S=", 60), ("4S-1", 40)], Against::OtherTable(-420));
    assert_eq!(ns.imps, Some(Hundredths(1140)));
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    /// Any result a deal allows, in the notation, by any seat.
    fn any_result() -> impl Strategy<Value = (String, Seat)> {
        (1u8..=7, 0usize..5, 0usize..3, 0u8..=13, 0usize..4).prop_map(
            |(level, strain, doubling, tricks, seat)| {
                let needed = 6 + level as i8;
                let diff = tricks as i8 - needed;
                let result = match diff {
                    0 => "=".to_string(),
                    d if d > 0 => format!("+{d}"),
                    d => d.to_string(),
                };
                let strain = ["C", "D", "H", "S", "NT"][strain];
                let doubling = ["", "X", "XX"][doubling];
                let seat = [Seat::N, Seat::E, Seat::S, Seat::W][seat];
                (format!("{level}{strain}{doubling}{result}"), seat)
            },
        )
    }

    proptest! {
        #[test]
        fn every_score_is_a_bridge_score((result, seat) in any_result(), vul in 0usize..4) {
            let vul = [Vulnerability::None, Vulnerability::NS, Vulnerability::EW, Vulnerability::Both][vul];
            let s = score(&outcome(&result, seat), vul).ns;
            // The traveller accepts it back.
            prop_assert_eq!(notation::score(&s.to_string()), Ok(s));
        }

        #[test]
        fn balancing_scores_share_the_top_and_the_imps(
            results in proptest::collection::vec(any_result(), 1..4),
            field in proptest::collection::vec((-76i32..=76).prop_map(|n| n * 100), 1..14),
            other in (-76i32..=76).prop_map(|n| n * 100),
        ) {
            // Weights: all but the last an equal share, the last the rest.
            let n = results.len() as u32;
            let weighted: Vec<Weighted> = results
                .iter()
                .enumerate()
                .map(|(i, (r, seat))| Weighted {
                    outcome: outcome(r, *seat),
                    weight: if i as u32 + 1 == n { 100 - (n - 1) * (100 / n) } else { 100 / n },
                })
                .collect();
            prop_assert_eq!(weighted::check(&weighted), Ok(()));
            let against = Against::Field(&field);
            let lines = weighted::lines(&weighted, Vulnerability::Both, against);
            let ns = weighted::side_score(&lines, true, against);
            let ew = weighted::side_score(&lines, false, against);
            let top = bridge_td::score::matchpoints::top(&field) as i64;
            prop_assert_eq!(ns.matchpoints.unwrap().0 + ew.matchpoints.unwrap().0, top * 100);
            prop_assert_eq!(ns.points.0, -ew.points.0);
            let against = Against::OtherTable(other);
            let lines = weighted::lines(&weighted, Vulnerability::Both, against);
            let ns = weighted::side_score(&lines, true, against);
            let ew = weighted::side_score(&lines, false, against);
            prop_assert_eq!(ns.imps.unwrap().0, -ew.imps.unwrap().0);
            prop_assert!(ns.imps.unwrap().0.abs() <= 2400);
        }

        #[test]
        fn imps_grow_with_the_difference(a in 0i32..800, b in 0i32..800) {
            let (a, b) = (a * 10, b * 10);
            if a <= b {
                prop_assert!(imps(a) <= imps(b));
            }
            prop_assert_eq!(imps(-a), -imps(a));
        }
    }
}
