//! The regulations a TD sets, as the walker reads them and every face checks them:
//! `NAME` (in force), `NAME=no` (not in force), and, for a regulation whose question
//! `carries` a kind of score, `NAME=VALUE`: in force, with the event's standard for
//! that score (`penalty-standard=25%`: the standard procedural penalty, which the
//! score step offers as its amount).
//!
//! One check for the command line, the config file, a record being replayed and the
//! page, so that a setting one face accepts the others read the same way.

use crate::model::score_kind::ScoreKind;
use crate::model::tree::Rulings;

/// What is wrong with one setting.
#[derive(Debug, PartialEq, Eq)]
pub enum SettingBad<'a> {
    /// No tree has a question answered by this regulation.
    Unknown { name: &'a str },
    /// A value other than yes or no, for a regulation that carries none.
    NotYesNo { name: &'a str, value: &'a str },
    /// A value this regulation cannot carry (a standard penalty's amount that
    /// `--penalty` would not read).
    BadValue {
        name: &'a str,
        value: &'a str,
        carries: ScoreKind,
    },
}

impl SettingBad<'_> {
    /// What is wrong, in the TD's language, naming what to write instead.
    pub fn describe(&self, rulings: &Rulings, lang: crate::texts::lang::Lang) -> String {
        use crate::texts::i18n::{Msg, tf};
        use crate::texts::text::sanitize;
        match self {
            SettingBad::Unknown { name } => {
                let known = rulings.regulations();
                let near = crate::law::similar::nearest(name, known.iter().copied(), 1);
                let hint = near.first().map_or(String::new(), |n| {
                    tf(lang, Msg::DidYouMean, &[&format!("`{n}`")])
                });
                tf(
                    lang,
                    Msg::UnknownRegulation,
                    &[&sanitize(name), &known.join(", ")],
                ) + &hint
            }
            SettingBad::NotYesNo { name, value } => tf(
                lang,
                Msg::RegulationValue,
                &[&sanitize(&format!("{name}={value}")), &sanitize(name)],
            ),
            SettingBad::BadValue { name, value, .. } => tf(
                lang,
                Msg::RegulationPenaltyValue,
                &[&sanitize(name), &sanitize(value)],
            ),
        }
    }
}

/// The name and value of a setting: `NAME` is `NAME=yes`.
pub fn split(entry: &str) -> (&str, &str) {
    entry.split_once('=').unwrap_or((entry, "yes"))
}

/// Whether `entry` names a regulation of `rulings` with a value it can take.
pub fn check<'a>(rulings: &Rulings, entry: &'a str) -> Result<(), SettingBad<'a>> {
    let (name, value) = split(entry);
    if !rulings.regulations().contains(&name) {
        return Err(SettingBad::Unknown { name });
    }
    if matches!(value, "yes" | "no") {
        return Ok(());
    }
    let carries = ScoreKind::ALL
        .into_iter()
        .find(|k| rulings.regulation_carrying(*k) == Some(name));
    match carries {
        None => Err(SettingBad::NotYesNo { name, value }),
        Some(kind) if carried_value_reads(kind, value) => Ok(()),
        Some(carries) => Err(SettingBad::BadValue {
            name,
            value,
            carries,
        }),
    }
}

fn carried_value_reads(kind: ScoreKind, value: &str) -> bool {
    match kind {
        ScoreKind::Penalty => crate::score::penalty::amount_of(value).is_some(),
        _ => false,
    }
}

/// The event's standard for a score of `kind`, where the TD has set the regulation
/// that carries it with a value (the last setting counts).
pub fn standard<'s>(rulings: &Rulings, set: &'s [String], kind: ScoreKind) -> Option<&'s str> {
    let name = rulings.regulation_carrying(kind)?;
    let (_, value) = split(set.iter().rev().find(|e| split(e).0 == name)?);
    (!matches!(value, "yes" | "no")).then_some(value)
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: &str = "{en: T, nb: T, pl: T}";

    /// Two regulations: `opt` (yes or no) and `std`, which carries a penalty.
    fn rulings() -> Rulings {
        let laws = format!("scope: [1]\nparagraphs:\n  \"1\": {{title: {T}, summary: {T}}}\n");
        let reg = |id: &str, name: &str, carries: &str, next: &str| {
            format!(
                "  {id}:\n    regulation: {name}\n{carries}    ask: {T}\n    cites: [\"1\"]\n    answers:\n      - {{id: \"yes\", label: {T}, next: {next}}}\n      - {{id: \"no\", label: {T}, next: {next}}}\n"
            )
        };
        let a = format!(
            "title: {T}\nstart: q1\nnodes:\n{}{}  r:\n    cites: [\"1\"]\n    ruling: {T}\n    options: []\n    follows: {T}\n    adjust: {T}\n",
            reg("q1", "opt", "", "q2"),
            reg("q2", "std", "    carries: penalty\n", "r"),
        );
        crate::model::load::test_rulings(vec![("laws", laws), ("a", a)])
    }

    #[test]
    fn yes_and_no_for_every_regulation_a_value_only_where_one_is_carried() {
        let r = rulings();
        assert_eq!(r.regulation_carrying(ScoreKind::Penalty), Some("std"));
        for ok in [
            "opt",
            "opt=yes",
            "opt=no",
            "std",
            "std=no",
            "std=25%",
            "std=3imp",
            "std=1.5vp",
        ] {
            assert_eq!(check(&r, ok), Ok(()), "{ok}");
        }
        assert_eq!(
            check(&r, "other"),
            Err(SettingBad::Unknown { name: "other" })
        );
        assert_eq!(
            check(&r, "opt=25%"),
            Err(SettingBad::NotYesNo {
                name: "opt",
                value: "25%"
            })
        );
        for bad in ["std=quarter", "std=0%", "std=101%", "std=-3imp", "std=25"] {
            assert!(
                matches!(
                    check(&r, bad),
                    Err(SettingBad::BadValue { name: "std", .. })
                ),
                "{bad}"
            );
        }
    }

    #[test]
    fn the_standard_is_the_last_value_set_and_none_once_set_to_yes_or_no() {
        let r = rulings();
        let set = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            standard(&r, &set(&["std=25%"]), ScoreKind::Penalty),
            Some("25%")
        );
        assert_eq!(
            standard(
                &r,
                &set(&["std=25%", "opt", "std=3imp"]),
                ScoreKind::Penalty
            ),
            Some("3imp")
        );
        assert_eq!(
            standard(&r, &set(&["std=25%", "std=no"]), ScoreKind::Penalty),
            None
        );
        assert_eq!(standard(&r, &set(&["std"]), ScoreKind::Penalty), None);
        assert_eq!(standard(&r, &set(&[]), ScoreKind::Penalty), None);
        assert_eq!(standard(&r, &set(&["std=25%"]), ScoreKind::Adjusted), None);
    }

    #[test]
    fn a_setting_with_a_value_is_in_force_for_the_walker() {
        let set = vec!["std=25%".to_string()];
        assert_eq!(
            crate::walker::walk::regulation_setting(&set, "std"),
            Some(true)
        );
    }
}
