//! A contract, who declared it, how many tricks it made, and the board's
//! vulnerability: the facts Law 77 scores.
//!
//! Everything here is canonical (English letters); the TD's own notation is read in
//! `notation.rs`. An `Outcome` can only be built through [`Outcome::played`], which
//! refuses a result no deal allows (4S+10, 7NT-14), so the scoring code never meets one.

use serde::Serialize;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Strain {
    Clubs,
    Diamonds,
    Hearts,
    Spades,
    NoTrumps,
}

impl Strain {
    pub fn letters(self) -> &'static str {
        match self {
            Strain::Clubs => "C",
            Strain::Diamonds => "D",
            Strain::Hearts => "H",
            Strain::Spades => "S",
            Strain::NoTrumps => "NT",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Doubling {
    Undoubled,
    Doubled,
    Redoubled,
}

impl Doubling {
    pub fn letters(self) -> &'static str {
        match self {
            Doubling::Undoubled => "",
            Doubling::Doubled => "X",
            Doubling::Redoubled => "XX",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Contract {
    /// Odd tricks bid, 1 to 7.
    pub level: u8,
    pub strain: Strain,
    pub doubling: Doubling,
}

impl Contract {
    /// A contract from its canonical letters (`4SX`, `3NT`, `6HXX`), as
    /// `facts::contract` writes them.
    pub fn from_canonical(s: &str) -> Option<Contract> {
        let mut chars = s.chars();
        let level = chars.next()?.to_digit(10).filter(|l| (1..=7).contains(l))? as u8;
        let rest = chars.as_str();
        let (strain, doubles) = [
            ("NT", Strain::NoTrumps),
            ("C", Strain::Clubs),
            ("D", Strain::Diamonds),
            ("H", Strain::Hearts),
            ("S", Strain::Spades),
        ]
        .iter()
        .find_map(|(l, st)| rest.strip_prefix(l).map(|r| (*st, r)))?;
        let doubling = match doubles {
            "" => Doubling::Undoubled,
            "X" => Doubling::Doubled,
            "XX" => Doubling::Redoubled,
            _ => return None,
        };
        Some(Contract {
            level,
            strain,
            doubling,
        })
    }

    /// Tricks declarer needs: six plus the level.
    pub fn tricks_needed(self) -> u8 {
        6 + self.level
    }
}

impl std::fmt::Display for Contract {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{}{}{}",
            self.level,
            self.strain.letters(),
            self.doubling.letters()
        )
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Seat {
    N,
    E,
    S,
    W,
}

impl Seat {
    /// The seat's letter in records: N, E, S or W.
    pub fn letter(self) -> &'static str {
        match self {
            Seat::N => "N",
            Seat::E => "E",
            Seat::S => "S",
            Seat::W => "W",
        }
    }

    pub fn from_letter(s: &str) -> Option<Seat> {
        match s {
            "N" => Some(Seat::N),
            "E" => Some(Seat::E),
            "S" => Some(Seat::S),
            "W" => Some(Seat::W),
            _ => None,
        }
    }

    pub fn side(self) -> Side {
        match self {
            Seat::N | Seat::S => Side::NS,
            Seat::E | Seat::W => Side::EW,
        }
    }
}

/// A partnership.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Side {
    NS,
    EW,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::NS => Side::EW,
            Side::EW => Side::NS,
        }
    }
}

/// The board's vulnerability; in JSON as `--vul` takes it (`none`, `NS`, `EW`, `both`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Vulnerability {
    #[serde(rename = "none")]
    None,
    NS,
    EW,
    #[serde(rename = "both")]
    Both,
}

impl Vulnerability {
    /// The vulnerability Law 2 gives board `board` (from 1), the same every 16
    /// boards. A board marked otherwise keeps its marking for the session (Law 2),
    /// so this is what a form offers first, not what it insists on.
    pub fn of_board(board: u32) -> Option<Vulnerability> {
        use Vulnerability::*;
        const CYCLE: [Vulnerability; 16] = [
            None, NS, EW, Both, NS, EW, Both, None, EW, Both, None, NS, Both, None, NS, EW,
        ];
        let index = board.checked_sub(1)? % 16;
        Some(CYCLE[index as usize])
    }

    pub fn of(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Vulnerability::Both, _)
                | (Vulnerability::NS, Side::NS)
                | (Vulnerability::EW, Side::EW)
        )
    }
}

/// What happened on the board at one table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// All four players passed: each side scores zero (Law 77, last line).
    PassedOut,
    Played(Played),
}

/// A contract played to the end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub contract: Contract,
    pub declarer: Seat,
    /// Tricks over (+) or under (-) the contract; 0 made exactly.
    pub diff: i8,
}

/// Why a result cannot happen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Impossible {
    /// More overtricks than the 13 tricks allow: the most is this many.
    TooManyOver { most: u8 },
    /// More undertricks than tricks bid: the most is this many.
    TooManyUnder { most: u8 },
}

impl Outcome {
    /// A played contract, if a deal allows the result.
    pub fn played(contract: Contract, declarer: Seat, diff: i8) -> Result<Outcome, Impossible> {
        let needed = contract.tricks_needed() as i16;
        let taken = needed + diff as i16;
        if taken > 13 {
            return Err(Impossible::TooManyOver {
                most: (13 - needed) as u8,
            });
        }
        if taken < 0 {
            return Err(Impossible::TooManyUnder { most: needed as u8 });
        }
        Ok(Outcome::Played(Played {
            contract,
            declarer,
            diff,
        }))
    }
}

impl std::fmt::Display for Played {
    /// `4SX-2`, `3NT=`, `6H+1`: the notation of travellers.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.diff {
            0 => write!(f, "{}=", self.contract),
            d if d > 0 => write!(f, "{}+{d}", self.contract),
            d => write!(f, "{}{d}", self.contract),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn law_2_vulnerability_by_board_number() {
        // Law 2's table, read by columns: boards 1 8 11 14 neither side, 2 5 12 15
        // N-S, 3 6 9 16 E-W, 4 7 10 13 both; then again from 17.
        for (boards, vul) in [
            ([1, 8, 11, 14], Vulnerability::None),
            ([2, 5, 12, 15], Vulnerability::NS),
            ([3, 6, 9, 16], Vulnerability::EW),
            ([4, 7, 10, 13], Vulnerability::Both),
        ] {
            for b in boards {
                assert_eq!(Vulnerability::of_board(b), Some(vul), "board {b}");
                assert_eq!(
                    Vulnerability::of_board(b + 16),
                    Some(vul),
                    "board {}",
                    b + 16
                );
                assert_eq!(
                    Vulnerability::of_board(b + 48),
                    Some(vul),
                    "board {}",
                    b + 48
                );
            }
        }
        assert_eq!(Vulnerability::of_board(0), None);
    }

    #[test]
    fn canonical_contracts() {
        let c = Contract::from_canonical("4SX").unwrap();
        assert_eq!(
            (c.level, c.strain, c.doubling),
            (4, Strain::Spades, Doubling::Doubled)
        );
        assert_eq!(Contract::from_canonical("3NT").unwrap().to_string(), "3NT");
        assert_eq!(
            Contract::from_canonical("6HXX").unwrap().to_string(),
            "6HXX"
        );
        for bad in ["", "8S", "0H", "4", "4Z", "4SXXX", "NT"] {
            assert!(Contract::from_canonical(bad).is_none(), "{bad}");
        }
    }

    #[test]
    fn results_a_deal_allows() {
        let c = |s| Contract::from_canonical(s).unwrap();
        assert!(
            Outcome::played(c("4S"), Seat::S, 3).is_ok(),
            "4S+3 is 13 tricks"
        );
        assert_eq!(
            Outcome::played(c("4S"), Seat::S, 10),
            Err(Impossible::TooManyOver { most: 3 })
        );
        assert!(Outcome::played(c("7NT"), Seat::S, -13).is_ok());
        assert_eq!(
            Outcome::played(c("7NT"), Seat::S, -14),
            Err(Impossible::TooManyUnder { most: 13 })
        );
        assert_eq!(
            Outcome::played(c("1C"), Seat::S, -8),
            Err(Impossible::TooManyUnder { most: 7 })
        );
        assert_eq!(
            Outcome::played(c("7C"), Seat::S, 1),
            Err(Impossible::TooManyOver { most: 0 })
        );
    }
}
