//! The kinds of score a ruling can end in: the fixed vocabulary a tree author picks
//! from (`scores: [rescored]`), and the kind an incident record keeps with a score.
//!
//! The scorer enters each kind differently (the table result as played, a result
//! scored anew, tricks moved from one side to the other, a weighted or assigned
//! score, an average), so the record says which it is, and `td replay --check`
//! refuses a kind the ruling does not allow. Which kinds a law allows is decided in
//! the YAML; the vocabulary names only what the scorer does.

/// One kind of score. The ids are those of the YAML, the records and JSON.
#[derive(
    serde::Serialize, serde::Deserialize, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash,
)]
pub enum ScoreKind {
    /// The result obtained at the table is kept.
    Stands,
    /// The board is scored anew from a result the TD fixes (a claim, a correction).
    Rescored,
    /// Tricks move to the other side (a revoke), then the result is scored.
    Transferred,
    /// An assigned or weighted score (12C1).
    Adjusted,
    /// Average plus, average or average minus (12C2).
    Artificial,
    /// A procedural penalty (90A): off one side's score, beside the board's score.
    Penalty,
}

impl ScoreKind {
    pub const ALL: [ScoreKind; 6] = [
        ScoreKind::Stands,
        ScoreKind::Rescored,
        ScoreKind::Transferred,
        ScoreKind::Adjusted,
        ScoreKind::Artificial,
        ScoreKind::Penalty,
    ];

    /// What a ruling allows when its YAML does not say: the result stands, or the
    /// TD adjusts it (assigned, weighted or artificial).
    pub const DEFAULT: [ScoreKind; 3] = [
        ScoreKind::Stands,
        ScoreKind::Adjusted,
        ScoreKind::Artificial,
    ];

    pub fn id(self) -> &'static str {
        match self {
            ScoreKind::Stands => "stands",
            ScoreKind::Rescored => "rescored",
            ScoreKind::Transferred => "transferred",
            ScoreKind::Adjusted => "adjusted",
            ScoreKind::Artificial => "artificial",
            ScoreKind::Penalty => "penalty",
        }
    }

    pub fn from_id(id: &str) -> Option<ScoreKind> {
        ScoreKind::ALL.into_iter().find(|k| k.id() == id)
    }

    /// Whether `td score`'s arguments are part of this kind: the table result that
    /// stands is the scorer's already, so it has none.
    pub fn has_args(self) -> bool {
        self != ScoreKind::Stands
    }

    /// Whether a score of this kind stands beside the board's score rather than
    /// being it: a penalty is kept as well as the result, not instead of it.
    pub fn is_beside(self) -> bool {
        self == ScoreKind::Penalty
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip() {
        for k in ScoreKind::ALL {
            assert_eq!(ScoreKind::from_id(k.id()), Some(k));
        }
        assert_eq!(ScoreKind::from_id("warning"), None);
    }

    #[test]
    fn a_set_holds_what_it_was_given() {
        let set = KindSet::of(&[ScoreKind::Artificial, ScoreKind::Stands]);
        assert_eq!(set.kinds(), [ScoreKind::Stands, ScoreKind::Artificial]);
        assert!(!set.contains(ScoreKind::Rescored));
        assert!(KindSet::of(&[]).is_empty());
    }
}

/// A set of kinds, small enough to copy: what a ruling offers the TD.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct KindSet(u8);

impl KindSet {
    pub fn of(kinds: &[ScoreKind]) -> KindSet {
        KindSet(kinds.iter().fold(0, |bits, k| bits | 1 << *k as u8))
    }

    pub fn contains(self, kind: ScoreKind) -> bool {
        self.0 & 1 << kind as u8 != 0
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The kinds in the vocabulary's order.
    pub fn kinds(self) -> Vec<ScoreKind> {
        ScoreKind::ALL
            .into_iter()
            .filter(|k| self.contains(*k))
            .collect()
    }
}
