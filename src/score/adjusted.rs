//! An adjusted score as an incident record keeps it: what the TD entered and what
//! it came to.
//!
//! What was entered is kept as the `td score` arguments that give the score, in
//! English letters whatever the TD typed (`4S=/S:60`, not nb `4S=/S:60` or pl
//! `4P=/S:60`), with a traveller's scores written out (`--field 420,450,-50`): the
//! record needs no other file and reads the same in every language. What it came to
//! is kept per side as exact decimals, in text (`"+2.4"`, `"56.67"`), so no float
//! rounds it on the way through YAML. `td replay --check` runs the arguments again
//! and compares: a score edited by hand, or an engine that changed, shows.

use serde::{Deserialize, Serialize};

/// The adjusted score of one ruling.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdjustedScore {
    /// `td score` arguments, canonical: `[--vul, NS, --result, 4S=/S:60, ...]`.
    pub args: Vec<String>,
    pub ns: SideResult,
    pub ew: SideResult,
}

/// One side's adjusted score, as exact decimals from its own point of view. Each
/// field is there when the kind of score has it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SideResult {
    /// Weighted points (12C1).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub points: Option<String>,
    /// Matchpoints against the field (78A).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub matchpoints: Option<String>,
    /// Percentage: of the top (78A), or an artificial score in pairs (12C2(a)).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub percent: Option<String>,
    /// IMPs against the other table (78B), or an artificial score in teams (12C2(b)).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub imps: Option<String>,
    /// Average plus, average or average minus (12C2).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub artificial: Option<String>,
    /// A knockout's average of the two non-balancing scores (12C4), in IMPs.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub knockout: Option<String>,
    /// Victory points: a procedural penalty stated in VPs (90A).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub vp: Option<String>,
}

/// Where a recorded score and the one its arguments give now differ: the side and
/// the two values, for the report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Difference {
    pub side: &'static str,
    pub field: &'static str,
    pub recorded: Option<String>,
    pub now: Option<String>,
}

/// Every field in which `recorded` and `now` differ.
pub fn differences(recorded: &AdjustedScore, now: &AdjustedScore) -> Vec<Difference> {
    let mut out = Vec::new();
    for (side, r, n) in [
        ("N-S", &recorded.ns, &now.ns),
        ("E-W", &recorded.ew, &now.ew),
    ] {
        let fields: [(&'static str, &Option<String>, &Option<String>); 7] = [
            ("points", &r.points, &n.points),
            ("matchpoints", &r.matchpoints, &n.matchpoints),
            ("percent", &r.percent, &n.percent),
            ("imps", &r.imps, &n.imps),
            ("artificial", &r.artificial, &n.artificial),
            ("knockout", &r.knockout, &n.knockout),
            ("vp", &r.vp, &n.vp),
        ];
        for (field, a, b) in fields {
            if a != b {
                out.push(Difference {
                    side,
                    field,
                    recorded: a.clone(),
                    now: b.clone(),
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_changed_value_is_one_difference_naming_side_and_field() {
        let score = |mp: &str| AdjustedScore {
            args: vec!["--vul".into(), "NS".into()],
            ns: SideResult {
                points: Some("+220".into()),
                matchpoints: Some(mp.into()),
                ..SideResult::default()
            },
            ew: SideResult::default(),
        };
        assert!(differences(&score("1.2"), &score("1.2")).is_empty());
        let d = differences(&score("1.2"), &score("1.4"));
        assert_eq!(d.len(), 1);
        assert_eq!((d[0].side, d[0].field), ("N-S", "matchpoints"));
        assert_eq!(d[0].recorded.as_deref(), Some("1.2"));
        assert_eq!(d[0].now.as_deref(), Some("1.4"));
    }
}
