//! Law 12C1: an assigned adjusted score, weighted over the results that could have
//! been achieved legally (12C1(c)), balancing or not (12C1(e): each side its own
//! weights), scored against the field (78A) or the other table (78B).
//!
//! Each outcome is scored against the field or the other table on its own and the
//! matchpoints or IMPs are weighted, which is common practice (scoring programs do it,
//! and regulations such as the EBU's White Book describe it); weighting the points first and
//! scoring their average would give a score no table could make (a 232 between 420
//! and -50) and matchpoints or IMPs that neither result earns. See docs/decisions.md.

use serde::Serialize;

use super::contract::{Outcome, Vulnerability};
use super::exact::Hundredths;
use super::{imps, matchpoints, points};

/// One result the TD includes, with its weight in percent.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Weighted {
    pub outcome: Outcome,
    pub weight: u32,
}

/// Why a set of weights is not a weighted score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WeightError {
    /// A weight of 0 or over 100.
    OutOfRange { weight: u32 },
    /// The weights add up to something other than 100.
    Sum { total: u32 },
}

/// Checks that each weight is 1..=100 and that they add up to 100.
pub fn check(results: &[Weighted]) -> Result<(), WeightError> {
    if let Some(w) = results.iter().find(|w| w.weight == 0 || w.weight > 100) {
        return Err(WeightError::OutOfRange { weight: w.weight });
    }
    let total: u32 = results.iter().map(|w| w.weight).sum();
    if total != 100 {
        return Err(WeightError::Sum { total });
    }
    Ok(())
}

/// What the adjusted score is compared with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Against<'a> {
    /// No comparison: the weighted points only.
    Nothing,
    /// The other tables' N-S scores on the board (pairs, 78A).
    Field(&'a [i32]),
    /// The N-S score at the other table of a team match (78B).
    OtherTable(i32),
}

/// One outcome, scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Line {
    pub weight: u32,
    /// N-S's points for the outcome.
    pub ns: i32,
    /// N-S's matchpoints against the field, if there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ns_matchpoints: Option<u32>,
    /// IMPs to the N-S team against the other table, if there is one.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ns_imps: Option<i32>,
}

/// One side's adjusted score, from its own point of view.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SideScore {
    /// The weighted average of the side's points (what 78C total points would use).
    pub points: Hundredths,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matchpoints: Option<Hundredths>,
    /// The matchpoints as a percentage of the top.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub percent: Option<Hundredths>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub imps: Option<Hundredths>,
}

/// A side's score computed from its weights.
pub fn side_score(lines: &[Line], ns_side: bool, against: Against) -> SideScore {
    let sign = if ns_side { 1 } else { -1 };
    let weighted =
        |f: &dyn Fn(&Line) -> i64| Hundredths(lines.iter().map(|l| l.weight as i64 * f(l)).sum());
    let top = match against {
        Against::Field(field) => Some(matchpoints::top(field)),
        _ => None,
    };
    let matchpoints = top.map(|top| {
        weighted(&|l| {
            let ns = l.ns_matchpoints.unwrap_or(0) as i64;
            if ns_side { ns } else { top as i64 - ns }
        })
    });
    SideScore {
        points: weighted(&|l| sign * l.ns as i64),
        matchpoints,
        // An empty field has no top: no percentage.
        percent: matchpoints
            .zip(top)
            .filter(|(_, top)| *top > 0)
            .map(|(mp, top)| mp.percent_of(top)),
        imps: matches!(against, Against::OtherTable(_))
            .then(|| weighted(&|l| sign * l.ns_imps.unwrap_or(0) as i64)),
    }
}

/// Each outcome's points, and its matchpoints or IMPs against `against`.
pub fn lines(results: &[Weighted], vul: Vulnerability, against: Against) -> Vec<Line> {
    results
        .iter()
        .map(|w| {
            let ns = points::score(&w.outcome, vul).ns;
            Line {
                weight: w.weight,
                ns,
                ns_matchpoints: match against {
                    Against::Field(field) => Some(matchpoints::units(ns, field)),
                    _ => None,
                },
                ns_imps: match against {
                    Against::OtherTable(other) => Some(imps::imps(ns - other)),
                    _ => None,
                },
            }
        })
        .collect()
}

/// Law 12C4: in knockout play each side's non-balancing score is calculated
/// separately and the average of them assigned to each. Given N-S's IMPs and
/// E-W's (each from its own side), N-S's share; E-W's is its negation. Halving can
/// leave half a hundredth, rounded half away from zero.
pub fn knockout_average(ns: Hundredths, ew: Hundredths) -> Hundredths {
    let twice = ns.0 - ew.0;
    let half = (twice.abs() + 1) / 2;
    Hundredths(if twice < 0 { -half } else { half })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A field with no other scores has no top: matchpoints of 0, no percentage
    /// (and no division by a zero top).
    #[test]
    fn an_empty_field_gives_no_percentage() {
        let results = [Weighted {
            outcome: Outcome::PassedOut,
            weight: 100,
        }];
        let l = lines(&results, Vulnerability::None, Against::Field(&[]));
        let s = side_score(&l, true, Against::Field(&[]));
        assert!(s.matchpoints.is_some());
        assert!(s.percent.is_none());
    }

    #[test]
    fn weights_must_be_percentages_adding_to_100() {
        let w = |weights: &[u32]| -> Vec<Weighted> {
            weights
                .iter()
                .map(|&weight| Weighted {
                    outcome: Outcome::PassedOut,
                    weight,
                })
                .collect()
        };
        assert_eq!(check(&w(&[60, 40])), Ok(()));
        assert_eq!(check(&w(&[100])), Ok(()));
        assert_eq!(check(&w(&[60, 30])), Err(WeightError::Sum { total: 90 }));
        assert_eq!(check(&w(&[60, 50])), Err(WeightError::Sum { total: 110 }));
        assert_eq!(
            check(&w(&[100, 0])),
            Err(WeightError::OutOfRange { weight: 0 })
        );
        assert_eq!(
            check(&w(&[150])),
            Err(WeightError::OutOfRange { weight: 150 })
        );
    }

    #[test]
    fn knockout_averages_the_two_calculations() {
        // N-S +2.4 from their weights, E-W +1 from theirs (N-S -1): each gets the
        // average from its own side, N-S +0.7, E-W -0.7.
        assert_eq!(
            knockout_average(Hundredths(240), Hundredths(100)),
            Hundredths(70)
        );
        assert_eq!(
            knockout_average(Hundredths(-240), Hundredths(100)),
            Hundredths(-170)
        );
        assert_eq!(
            knockout_average(Hundredths(1), Hundredths(0)),
            Hundredths(1)
        );
    }
}
