//! Law 77, the duplicate scoring table: the points of one outcome, with each line
//! of the table that contributed, so the TD can see why a score is what it is.
//!
//! The figures are the table's own (the 2017 online version, corrected on 29
//! September 2017: the fourth and later doubled undertricks non-vulnerable are 300,
//! redoubled 600). `tests/score_table.rs` checks every line against the law book.

use serde::Serialize;

use super::contract::{Doubling, Outcome, Played, Side, Strain, Vulnerability};

/// One line of the scoring table that applied, with its points.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(tag = "item", content = "points", rename_all = "kebab-case")]
pub enum Item {
    /// Odd tricks bid and made.
    TrickScore(u32),
    /// Tricks made beyond the contract.
    Overtricks(u32),
    /// A trick score under 100.
    PartScore(u32),
    /// A trick score of 100 or more.
    Game(u32),
    SmallSlam(u32),
    GrandSlam(u32),
    /// For making a doubled (50) or redoubled (100) contract: the "insult".
    Insult(u32),
    /// The penalty for each undertrick in turn, scored by the defenders.
    Undertricks(u32),
}

impl Item {
    pub fn points(self) -> u32 {
        match self {
            Item::TrickScore(p)
            | Item::Overtricks(p)
            | Item::PartScore(p)
            | Item::Game(p)
            | Item::SmallSlam(p)
            | Item::GrandSlam(p)
            | Item::Insult(p)
            | Item::Undertricks(p) => p,
        }
    }
}

/// The score of one outcome: the lines of the table and each side's total.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Score {
    pub items: Vec<Item>,
    /// Each undertrick's penalty in turn (first, second, ...), for the breakdown.
    pub undertricks: Vec<u32>,
    /// N-S's score: positive when N-S gain, negative when E-W do.
    pub ns: i32,
}

impl Score {
    pub fn of(side: Side, ns: i32) -> i32 {
        match side {
            Side::NS => ns,
            Side::EW => -ns,
        }
    }
}

/// The duplicate score of `outcome` on a board with `vul`.
pub fn score(outcome: &Outcome, vul: Vulnerability) -> Score {
    match outcome {
        Outcome::PassedOut => Score {
            items: Vec::new(),
            undertricks: Vec::new(),
            ns: 0,
        },
        Outcome::Played(p) => {
            let side = p.declarer.side();
            let vulnerable = vul.of(side);
            let (items, undertricks, declarer) = if p.diff >= 0 {
                let items = made(p, vulnerable);
                let total = items.iter().map(|i| i.points() as i32).sum();
                (items, Vec::new(), total)
            } else {
                let each = undertrick_penalties(p, vulnerable);
                let total: u32 = each.iter().sum();
                (vec![Item::Undertricks(total)], each, -(total as i32))
            };
            Score {
                items,
                undertricks,
                ns: Score::of(side, declarer),
            }
        }
    }
}

fn multiplier(d: Doubling) -> u32 {
    match d {
        Doubling::Undoubled => 1,
        Doubling::Doubled => 2,
        Doubling::Redoubled => 4,
    }
}

/// The lines scored by declarer's side for a contract made.
fn made(p: &Played, vulnerable: bool) -> Vec<Item> {
    let c = p.contract;
    let m = multiplier(c.doubling);
    let level = c.level as u32;
    // Undoubled value of odd tricks: 20 a minor, 30 a major; at notrump 40 for the
    // first, 30 for each after.
    let undoubled = match c.strain {
        Strain::Clubs | Strain::Diamonds => 20 * level,
        Strain::Hearts | Strain::Spades => 30 * level,
        Strain::NoTrumps => 40 + 30 * (level - 1),
    };
    let trick_score = undoubled * m;
    let mut items = vec![Item::TrickScore(trick_score)];
    let over = p.diff as u32;
    if over > 0 {
        let each = match (c.doubling, vulnerable) {
            (Doubling::Undoubled, _) => match c.strain {
                Strain::Clubs | Strain::Diamonds => 20,
                _ => 30,
            },
            (Doubling::Doubled, false) => 100,
            (Doubling::Doubled, true) => 200,
            (Doubling::Redoubled, false) => 200,
            (Doubling::Redoubled, true) => 400,
        };
        items.push(Item::Overtricks(each * over));
    }
    items.push(if trick_score >= 100 {
        Item::Game(if vulnerable { 500 } else { 300 })
    } else {
        Item::PartScore(50)
    });
    match c.level {
        6 => items.push(Item::SmallSlam(if vulnerable { 750 } else { 500 })),
        7 => items.push(Item::GrandSlam(if vulnerable { 1500 } else { 1000 })),
        _ => {}
    }
    match c.doubling {
        Doubling::Undoubled => {}
        Doubling::Doubled => items.push(Item::Insult(50)),
        Doubling::Redoubled => items.push(Item::Insult(100)),
    }
    items
}

/// Each undertrick's penalty in turn, scored by the defenders.
fn undertrick_penalties(p: &Played, vulnerable: bool) -> Vec<u32> {
    let m = multiplier(p.contract.doubling);
    (1..=p.diff.unsigned_abs() as u32)
        .map(|n| match (p.contract.doubling, vulnerable) {
            (Doubling::Undoubled, false) => 50,
            (Doubling::Undoubled, true) => 100,
            // Doubled or redoubled (the redouble twice the double): non-vulnerable
            // 100 for the first, 200 for the second and third, 300 from the fourth
            // (200 plus the bonus of 100); vulnerable 200, then 300 each.
            (_, false) => {
                m / 2
                    * match n {
                        1 => 100,
                        2 | 3 => 200,
                        _ => 300,
                    }
            }
            (_, true) => m / 2 * if n == 1 { 200 } else { 300 },
        })
        .collect()
}
