//! Law 12C2: artificial adjusted scores, given by responsibility when no result can
//! be obtained: average plus to a side in no way at fault, average to one partly at
//! fault, average minus to one directly at fault.
//!
//! Pairs: 60%, 50%, 40% of the available matchpoints (12C2(a) says "at least" and
//! "at most"; these are the figures the law names). Teams: +3, 0, -3 IMPs (12C2(b)).
//! A Regulating Authority's other figures (12C2(b), (d)) are not modelled.
//!
//! 12C2(c): a non-offending side (average plus) whose session score exceeds 60%
//! gets its session percentage instead; an offending side (average minus) below 40%
//! gets its own. In IMPs the equivalent is taken as the side's average IMPs per
//! board on the other boards of the session, against +3 and -3.

use serde::Serialize;

use super::exact::Hundredths;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Artificial {
    /// In no way at fault.
    AveragePlus,
    /// Only partly at fault.
    Average,
    /// Directly at fault.
    AverageMinus,
}

impl Artificial {
    pub const ALL: [Artificial; 3] = [
        Artificial::AveragePlus,
        Artificial::Average,
        Artificial::AverageMinus,
    ];

    /// Its id in records and JSON: `average-plus`, `average`, `average-minus`.
    pub fn id(self) -> &'static str {
        match self {
            Artificial::AveragePlus => "average-plus",
            Artificial::Average => "average",
            Artificial::AverageMinus => "average-minus",
        }
    }

    pub fn from_id(id: &str) -> Option<Artificial> {
        Artificial::ALL.into_iter().find(|a| a.id() == id)
    }
}

/// How the event is scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "kebab-case")]
pub enum Form {
    /// Matchpoints: the score is a percentage.
    Pairs,
    /// IMPs.
    Teams,
}

/// An artificial score, and whether the 12C2(c) session exception gave it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Awarded {
    /// Percent in pairs, IMPs in teams.
    pub value: Hundredths,
    pub session_exception: bool,
}

/// The score for `art` in `form`, given the side's session score on the other
/// boards if the TD has it (percent in pairs, IMPs per board in teams).
pub fn award(art: Artificial, form: Form, session: Option<Hundredths>) -> Awarded {
    let standard = Hundredths::whole(match (form, art) {
        (Form::Pairs, Artificial::AveragePlus) => 60,
        (Form::Pairs, Artificial::Average) => 50,
        (Form::Pairs, Artificial::AverageMinus) => 40,
        (Form::Teams, Artificial::AveragePlus) => 3,
        (Form::Teams, Artificial::Average) => 0,
        (Form::Teams, Artificial::AverageMinus) => -3,
    });
    let exception = session.filter(|&s| match art {
        Artificial::AveragePlus => s > standard,
        Artificial::AverageMinus => s < standard,
        Artificial::Average => false,
    });
    Awarded {
        value: exception.unwrap_or(standard),
        session_exception: exception.is_some(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Artificial::*;

    fn value(art: Artificial, form: Form, session: Option<i64>) -> (i64, bool) {
        let a = award(art, form, session.map(Hundredths));
        (a.value.0, a.session_exception)
    }

    #[test]
    fn pairs_60_50_40() {
        assert_eq!(value(AveragePlus, Form::Pairs, None), (6000, false));
        assert_eq!(value(Average, Form::Pairs, None), (5000, false));
        assert_eq!(value(AverageMinus, Form::Pairs, None), (4000, false));
    }

    #[test]
    fn teams_plus_3_0_minus_3() {
        assert_eq!(value(AveragePlus, Form::Teams, None), (300, false));
        assert_eq!(value(Average, Form::Teams, None), (0, false));
        assert_eq!(value(AverageMinus, Form::Teams, None), (-300, false));
    }

    #[test]
    fn session_exception_12c2c() {
        // Non-offending side at 64.5% gets 64.5%; at exactly 60% it gets 60% (the
        // law says "exceeding").
        assert_eq!(value(AveragePlus, Form::Pairs, Some(6450)), (6450, true));
        assert_eq!(value(AveragePlus, Form::Pairs, Some(6000)), (6000, false));
        assert_eq!(value(AveragePlus, Form::Pairs, Some(5500)), (6000, false));
        // Offending side at 35% gets 35%; at 40% or more, 40%.
        assert_eq!(value(AverageMinus, Form::Pairs, Some(3500)), (3500, true));
        assert_eq!(value(AverageMinus, Form::Pairs, Some(4000)), (4000, false));
        assert_eq!(value(AverageMinus, Form::Pairs, Some(5200)), (4000, false));
        // Partly at fault: always 50%.
        assert_eq!(value(Average, Form::Pairs, Some(7000)), (5000, false));
        // Teams: IMPs per board.
        assert_eq!(value(AveragePlus, Form::Teams, Some(420)), (420, true));
        assert_eq!(value(AverageMinus, Form::Teams, Some(-510)), (-510, true));
        assert_eq!(value(AverageMinus, Form::Teams, Some(-100)), (-300, false));
    }
}
