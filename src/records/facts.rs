//! The facts a TD records about an incident: where and when it happened, the
//! contract, who called. All optional; each validated so a record stays usable.

use serde::{Deserialize, Serialize};

use crate::texts::i18n::{Msg, t, tf};
use crate::texts::lang::Lang;

/// Facts as recorded; `None` fields are left out of the YAML.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Facts {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub event: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub session: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub board: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub contract: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub declarer: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub called_by: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub notes: Option<String>,
    /// What the scorer keys a change on (format 4): the section, the round, and
    /// the N-S and E-W pair (or team) numbers, as the event's program names them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub section: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ns: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ew: Option<String>,
    /// The TD who ruled (format 4; from `--td` or the config file's `td`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub td: Option<String>,
}

impl Facts {
    /// The facts with control and bidi characters removed, as read back from a file.
    pub fn sanitized(self) -> Facts {
        let clean = |s: Option<String>| s.map(|s| crate::texts::text::sanitize(&s));
        Facts {
            event: clean(self.event),
            session: clean(self.session),
            board: self.board,
            table: clean(self.table),
            contract: clean(self.contract),
            declarer: clean(self.declarer),
            called_by: clean(self.called_by),
            notes: clean(self.notes),
            section: clean(self.section),
            round: clean(self.round),
            ns: clean(self.ns),
            ew: clean(self.ew),
            td: clean(self.td),
        }
    }

    pub fn is_empty(&self) -> bool {
        *self == Facts::default()
    }

    /// Checks facts read back from a record with the same rules as the flags and the
    /// form, so a hand-edited record cannot carry a board 0 or a contract of 8NT. The
    /// message is in `lang`; a field is named by its key in the record (`called_by`),
    /// and the examples are the record's own English letters, as the file must hold
    /// them whatever the TD's language.
    pub fn validate(&self, lang: Lang) -> Result<(), String> {
        let check =
            |label: &str, v: &Option<String>, f: &dyn Fn(&str) -> Result<String, String>| {
                v.as_deref().map_or(Ok(()), |s| {
                    f(s).map(|_| ()).map_err(|e| format!("`{label}`: {e}"))
                })
            };
        if self.board == Some(0) {
            board("0", lang).map_err(|e| format!("`board`: {e}"))?;
        }
        check("table", &self.table, &|s| table(s, lang))?;
        // A record holds each value as td writes it (`4SX`, `S`): the flags read
        // `4 s x` and `south` and store the canonical form, so anything else in a
        // record was written by hand, and is refused with the form td would write.
        let as_written = |s: &str, canonical: String| {
            if canonical == s {
                Ok(canonical)
            } else {
                Err(tf(lang, Msg::NotAsWritten, &[&shown(s), &canonical]))
            }
        };
        let stored_contract = |s: &str| {
            let canonical = contract(s, Lang::En).map_err(|_| {
                tf(
                    lang,
                    Msg::NotContract,
                    &[&shown(s), contract_examples(Lang::En)],
                )
            })?;
            as_written(s, canonical)
        };
        let stored_seat = |s: &str| {
            let canonical = seat(s, Lang::En)
                .map_err(|_| tf(lang, Msg::NotSeat, &[&shown(s), t(lang, Msg::RecordSeats)]))?;
            as_written(s, canonical)
        };
        check("contract", &self.contract, &stored_contract)?;
        check("declarer", &self.declarer, &stored_seat)?;
        check("called_by", &self.called_by, &stored_seat)?;
        for (label, v) in [
            ("section", &self.section),
            ("round", &self.round),
            ("ns", &self.ns),
            ("ew", &self.ew),
        ] {
            check(label, v, &|s| table(s, lang))?;
        }
        for (label, v) in [
            ("event", &self.event),
            ("session", &self.session),
            ("notes", &self.notes),
            ("td", &self.td),
        ] {
            check(label, v, &|s| text_in(s, lang))?;
        }
        Ok(())
    }

    /// The facts a TD fills in on a form, in the form's order: the record's key and
    /// its label. `td ask`'s form asks the first ones; the page offers them all.
    pub const FORM: [(&'static str, Msg); 13] = [
        ("board", Msg::FactBoard),
        ("table", Msg::FactTable),
        ("contract", Msg::FactContract),
        ("declarer", Msg::FactDeclarer),
        ("called_by", Msg::FactCalledBy),
        ("section", Msg::FactSection),
        ("round", Msg::FactRound),
        ("ns", Msg::FactNs),
        ("ew", Msg::FactEw),
        ("event", Msg::FactEvent),
        ("session", Msg::FactSession),
        ("td", Msg::FactTd),
        ("notes", Msg::FactNotes),
    ];

    /// Sets the fact `key` (a record key, [`Facts::FORM`]) from what the TD typed in
    /// `lang`, checked as the flags and `td ask`'s form check it; blank clears it.
    /// The error says what is wrong in `lang`, and nothing changes then.
    pub fn set(&mut self, key: &str, typed: &str, lang: Lang) -> Result<(), String> {
        let blank = typed.trim().is_empty();
        let value = |f: &dyn Fn(&str, Lang) -> Result<String, String>| {
            if blank {
                Ok(None)
            } else {
                f(typed, lang).map(Some)
            }
        };
        match key {
            "board" => {
                self.board = if blank {
                    None
                } else {
                    Some(board(typed, lang)?)
                }
            }
            "table" => self.table = value(&table)?,
            "section" => self.section = value(&table)?,
            "round" => self.round = value(&table)?,
            "ns" => self.ns = value(&table)?,
            "ew" => self.ew = value(&table)?,
            "contract" => self.contract = value(&contract)?,
            "declarer" => self.declarer = value(&seat)?,
            "called_by" => self.called_by = value(&seat)?,
            "event" => self.event = value(&text_in)?,
            "session" => self.session = value(&text_in)?,
            "td" => self.td = value(&text_in)?,
            "notes" => self.notes = value(&text_in)?,
            // Only the page's own form sends a key, from FORM: no words needed.
            _ => {
                let keys: Vec<&str> = Facts::FORM.iter().map(|(k, _)| *k).collect();
                return Err(format!("`{}`: {}", shown(key), keys.join(", ")));
            }
        }
        Ok(())
    }

    /// The fact `key` as the TD reads it in `lang` (`4PX` for `4SX` in Polish), or
    /// empty when it is not known.
    pub fn shown(&self, key: &str, lang: Lang) -> String {
        let text = |v: &Option<String>| v.clone().unwrap_or_default();
        let seat = |v: &Option<String>| v.as_deref().map_or(String::new(), |c| seat_shown(c, lang));
        match key {
            "board" => self.board.map_or(String::new(), |b| b.to_string()),
            "table" => text(&self.table),
            "section" => text(&self.section),
            "round" => text(&self.round),
            "ns" => text(&self.ns),
            "ew" => text(&self.ew),
            "contract" => self
                .contract
                .as_deref()
                .map_or(String::new(), |c| contract_shown(c, lang)),
            "declarer" => seat(&self.declarer),
            "called_by" => seat(&self.called_by),
            "event" => text(&self.event),
            "session" => text(&self.session),
            "td" => text(&self.td),
            "notes" => text(&self.notes),
            _ => String::new(),
        }
    }

    /// (label, value) pairs of the facts present, for reports, in the TD's words and
    /// notation: the record keeps `4SX` by `E`, a Polish report shows `4PX` by `E`, a
    /// Norwegian one `4SX` by `Ø`.
    pub fn rows(&self, lang: Lang) -> Vec<(&'static str, String)> {
        let mut rows = Vec::new();
        let mut add = |msg, v: Option<String>| {
            if let Some(v) = v {
                rows.push((t(lang, msg), v));
            }
        };
        add(Msg::FactEvent, self.event.clone());
        add(Msg::FactSession, self.session.clone());
        add(Msg::FactBoard, self.board.map(|b| b.to_string()));
        add(Msg::FactTable, self.table.clone());
        add(
            Msg::FactsRowContract,
            self.contract.as_deref().map(|c| contract_shown(c, lang)),
        );
        add(
            Msg::FactsRowDeclarer,
            self.declarer.as_deref().map(|c| seat_shown(c, lang)),
        );
        add(
            Msg::FactsRowCalledBy,
            self.called_by.as_deref().map(|c| seat_shown(c, lang)),
        );
        add(Msg::FactSection, self.section.clone());
        add(Msg::FactRound, self.round.clone());
        add(Msg::FactNs, self.ns.clone());
        add(Msg::FactEw, self.ew.clone());
        add(Msg::FactTd, self.td.clone());
        add(Msg::FactNotes, self.notes.clone());
        rows
    }
}

/// A strain's letters in the TD's notation, the inverse of what [`contract`] reads:
/// nb K R H S G, pl T K C P BA (the catalogue's `notation-strain-*-shown`).
/// `canonical` is a record's letter (C D H S NT); anything else is shown as it is.
pub fn strain_shown(canonical: &str, lang: Lang) -> &str {
    STRAINS
        .iter()
        .find(|(c, _, _)| *c == canonical)
        .map_or(canonical, |(_, shown, _)| t(lang, *shown))
}

/// The strains: a record's letters, and the catalogue messages of how each is
/// written and read.
const STRAINS: [(&str, Msg, Msg); 5] = [
    ("C", Msg::NotationStrainCShown, Msg::NotationStrainCReads),
    ("D", Msg::NotationStrainDShown, Msg::NotationStrainDReads),
    ("H", Msg::NotationStrainHShown, Msg::NotationStrainHReads),
    ("S", Msg::NotationStrainSShown, Msg::NotationStrainSReads),
    ("NT", Msg::NotationStrainNtShown, Msg::NotationStrainNtReads),
];

/// The seats: a record's letters, and how each is written and read.
const SEATS: [(&str, Msg, Msg); 4] = [
    ("N", Msg::NotationSeatNShown, Msg::NotationSeatNReads),
    ("E", Msg::NotationSeatEShown, Msg::NotationSeatEReads),
    ("S", Msg::NotationSeatSShown, Msg::NotationSeatSReads),
    ("W", Msg::NotationSeatWShown, Msg::NotationSeatWReads),
];

/// A catalogue message that is a list (`K, C`): its items, trimmed.
pub fn spellings(lang: Lang, msg: Msg) -> impl Iterator<Item = &'static str> {
    t(lang, msg)
        .split(',')
        .map(str::trim)
        .filter(|w| !w.is_empty())
}

/// A record's contract (`4SX`, `3NT`) in the TD's notation (pl `4PX`, nb `3G`). A
/// contract that is not canonical (an older record's) is shown as it stands.
pub fn contract_shown(canonical: &str, lang: Lang) -> String {
    let Some(level) = canonical.chars().next().filter(|c| ('1'..='7').contains(c)) else {
        return canonical.to_string();
    };
    let rest = &canonical[1..];
    let strain_len = if rest.starts_with("NT") { 2 } else { 1 };
    match (rest.get(..strain_len), rest.get(strain_len..)) {
        (Some(strain @ ("C" | "D" | "H" | "S" | "NT")), Some(doubles @ ("" | "X" | "XX"))) => {
            format!("{level}{}{doubles}", strain_shown(strain, lang))
        }
        _ => canonical.to_string(),
    }
}

/// A record's seat (N, E, S, W) in the TD's letters: nb N Ø S V; pl, as the PZBS
/// book writes them, N E S W (the catalogue's `notation-seat-*-shown`).
pub fn seat_shown(canonical: &str, lang: Lang) -> String {
    SEATS
        .iter()
        .find(|(c, _, _)| *c == canonical)
        .map_or(canonical, |(_, shown, _)| t(lang, *shown))
        .to_string()
}

/// A positive board number.
pub fn board(s: &str, lang: Lang) -> Result<u32, String> {
    match s.trim().parse::<u32>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(tf(lang, Msg::NotBoard, &[&shown(s)])),
    }
}

/// A table: a short name such as `3` or `12A`.
pub fn table(s: &str, lang: Lang) -> Result<String, String> {
    let t = s.trim();
    if !t.is_empty() && t.len() <= 12 && t.chars().all(|c| c.is_alphanumeric() || c == '-') {
        Ok(t.to_string())
    } else {
        Err(tf(lang, Msg::NotTable, &[&shown(s)]))
    }
}

/// A contract as the TD writes it in his language, normalised to the English
/// letters records store: `4SX`, `3NT`, `6HXX`.
///
/// Each language takes its own letters: English C D H S and NT; Norwegian K (kløver)
/// R (ruter) H S and G (grand) or NT; Polish T (trefl) K (karo) C (kier) P (pik) and
/// BA (bez atu). Where another language's letter means nothing in this one it is
/// accepted too (a Norwegian may write 4D); where it means something else (Polish C
/// is hearts), this language's meaning wins. Doubles are X and XX everywhere.
pub fn contract(s: &str, lang: Lang) -> Result<String, String> {
    let up = s.trim().to_uppercase().replace(' ', "");
    let bad = || {
        tf(
            lang,
            Msg::NotContract,
            &[&shown(s), contract_examples(lang)],
        )
    };
    let mut chars = up.chars();
    let level = chars
        .next()
        .filter(|c| ('1'..='7').contains(c))
        .ok_or_else(bad)?;
    let rest: String = chars.collect();
    // The letters are the catalogue's (`notation-strain-*-reads`): no trumps by
    // its spellings in order (GRAND before G), a suit by its one letter.
    let no_trumps = spellings(lang, Msg::NotationStrainNtReads);
    let (strain, doubles) = match no_trumps
        .map(str::to_uppercase)
        .find_map(|nt| rest.strip_prefix(nt.as_str()).map(str::to_string))
    {
        Some(r) => ("NT", r),
        None => {
            let first = rest.chars().next().ok_or_else(bad)?;
            let (canonical, _, _) = STRAINS[..4]
                .iter()
                .find(|(_, _, reads)| {
                    spellings(lang, *reads).any(|r| r.to_uppercase() == first.to_string())
                })
                .ok_or_else(bad)?;
            (*canonical, rest[first.len_utf8()..].to_string())
        }
    };
    let doubles = doubles.as_str();
    if !["", "X", "XX"].contains(&doubles) {
        return Err(bad());
    }
    Ok(format!("{level}{strain}{doubles}"))
}

/// Examples of contracts in a language's own letters, for hints and errors.
pub fn contract_examples(lang: Lang) -> &'static str {
    t(lang, Msg::NotationContractExamples)
}

/// A seat in the TD's language (letter or word), normalised to N, E, S or W (the
/// catalogue's `notation-seat-*-reads`).
pub fn seat(s: &str, lang: Lang) -> Result<String, String> {
    let typed = s.trim().to_lowercase();
    SEATS
        .iter()
        .find(|(_, _, reads)| spellings(lang, *reads).any(|w| w.to_lowercase() == typed))
        .map(|(seat, _, _)| seat.to_string())
        .ok_or_else(|| tf(lang, Msg::NotSeat, &[&shown(s), seat_letters(lang)]))
}

/// The seat letters of a language, for hints and errors.
pub fn seat_letters(lang: Lang) -> &'static str {
    t(lang, Msg::NotationSeatLetters)
}

/// Free text: trimmed, control characters removed, bounded. For a flag's value
/// parser, which clap calls before `--lang` is known: the language is read from
/// the command line as `--help` reads it.
#[cfg(feature = "cli")]
pub fn text(s: &str) -> Result<String, String> {
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    text_in(s, crate::terminal::cli::lang_for_args(&args))
}

/// Free text, with the error in `lang`.
pub fn text_in(s: &str, lang: Lang) -> Result<String, String> {
    let trimmed = crate::texts::text::sanitize(s.trim());
    if trimmed.is_empty() {
        Err(t(lang, Msg::TextEmpty).into())
    } else if trimmed.chars().count() > 2000 {
        Err(t(lang, Msg::TextTooLong).into())
    } else {
        Ok(trimmed)
    }
}

fn shown(s: &str) -> String {
    crate::texts::text::sanitize(s).chars().take(30).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each language's notation (the catalogue's `notation-` lists) reads every
    /// spelling as one strain or seat only, a suit by one letter, and reads back
    /// what it writes.
    #[test]
    fn every_spelling_is_one_strain_or_seat_and_what_is_written_is_read() {
        for lang in Lang::ALL {
            let mut suit_letters = Vec::new();
            for (canonical, shown, reads) in STRAINS {
                for r in spellings(lang, reads) {
                    let r = r.to_uppercase();
                    if canonical != "NT" {
                        assert_eq!(r.chars().count(), 1, "{lang}: a suit by one letter: {r}");
                        assert!(!suit_letters.contains(&r), "{lang}: {r} twice");
                        suit_letters.push(r);
                    }
                }
                let written = format!("4{}X", t(lang, shown));
                assert_eq!(contract(&written, lang).unwrap(), format!("4{canonical}X"));
            }
            let mut seat_words = Vec::new();
            for (canonical, shown, reads) in SEATS {
                for r in spellings(lang, reads) {
                    assert!(!seat_words.contains(&r.to_lowercase()), "{lang}: {r} twice");
                    seat_words.push(r.to_lowercase());
                }
                assert_eq!(seat(t(lang, shown), lang).unwrap(), canonical);
            }
        }
    }

    #[test]
    fn contracts() {
        let en = |s| contract(s, Lang::En);
        assert_eq!(en("4sx").unwrap(), "4SX");
        assert_eq!(en("3NT").unwrap(), "3NT");
        assert_eq!(en("3n").unwrap(), "3NT");
        assert_eq!(en("6hxx").unwrap(), "6HXX");
        assert_eq!(en("1 C").unwrap(), "1C");
        for bad in ["", "8S", "0H", "4", "4Z", "4SXXX", "NT", "44S", "3BA"] {
            assert!(en(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn national_contracts() {
        let pl = |s| contract(s, Lang::Pl).unwrap();
        assert_eq!(pl("3BA"), "3NT");
        assert_eq!(pl("3ba"), "3NT");
        assert_eq!(pl("3 bez atu"), "3NT");
        assert_eq!(pl("4PX"), "4SX");
        assert_eq!(pl("2C"), "2H", "Polish C is kier, hearts");
        assert_eq!(pl("5K"), "5D", "Polish K is karo, diamonds");
        assert_eq!(pl("1T"), "1C");
        let nb = |s| contract(s, Lang::Nb).unwrap();
        assert_eq!(nb("3G"), "3NT");
        assert_eq!(nb("3 grand"), "3NT");
        assert_eq!(nb("2K"), "2C", "Norwegian K is kløver, clubs");
        assert_eq!(nb("4R"), "4D");
        assert_eq!(nb("4D"), "4D");
        assert!(contract("4Z", Lang::Pl).unwrap_err().contains("4PX, 3BA"));
    }

    #[test]
    fn record_facts_errors_in_the_tds_language() {
        let facts = Facts {
            contract: Some("8NT".into()),
            ..Facts::default()
        };
        let pl = facts.validate(Lang::Pl).unwrap_err();
        assert!(pl.starts_with("`contract`: „8NT” to nie kontrakt"), "{pl}");
        // A record holds English letters, so those are the examples.
        assert!(pl.contains("4SX, 3NT"), "{pl}");
        let facts = Facts {
            notes: Some(" ".into()),
            ..Facts::default()
        };
        assert_eq!(facts.validate(Lang::Nb).unwrap_err(), "`notes`: tom tekst");
        let facts = Facts {
            called_by: Some("Ø".into()),
            ..Facts::default()
        };
        let nb = facts.validate(Lang::Nb).unwrap_err();
        assert!(nb.contains("«Ø» er ikke en plass: bruk N, E, S, W"), "{nb}");
    }

    #[test]
    fn contracts_shown_as_read() {
        for (lang, typed, shown) in [
            (Lang::Pl, "2T", "2T"),
            (Lang::Pl, "3BA", "3BA"),
            (Lang::Pl, "4PX", "4PX"),
            (Lang::Pl, "6CXX", "6CXX"),
            (Lang::Pl, "5K", "5K"),
            (Lang::Nb, "3G", "3G"),
            (Lang::Nb, "4SX", "4SX"),
            (Lang::Nb, "2K", "2K"),
            (Lang::Nb, "4R", "4R"),
            (Lang::En, "3NT", "3NT"),
        ] {
            let canonical = contract(typed, lang).unwrap();
            assert_eq!(contract_shown(&canonical, lang), shown, "{lang:?} {typed}");
        }
        assert_eq!(contract_shown("weird", Lang::Pl), "weird");
        for (lang, s) in [(Lang::Nb, "Ø"), (Lang::Nb, "V"), (Lang::Pl, "E")] {
            let canonical = seat(s, lang).unwrap();
            assert_eq!(seat_shown(&canonical, lang), s);
        }
    }

    #[test]
    fn national_seats() {
        assert_eq!(seat("Ø", Lang::Nb).unwrap(), "E");
        assert_eq!(seat("v", Lang::Nb).unwrap(), "W");
        assert_eq!(seat("sør", Lang::Nb).unwrap(), "S");
        assert_eq!(seat("zachód", Lang::Pl).unwrap(), "W");
        assert!(seat("Ø", Lang::En).is_err());
        assert!(seat("X", Lang::Nb).unwrap_err().contains("N, Ø, S eller V"));
    }

    #[test]
    fn boards_seats_tables() {
        assert_eq!(board("14", Lang::En).unwrap(), 14);
        assert!(board("0", Lang::En).is_err());
        assert!(board("-3", Lang::En).is_err());
        assert!(
            board("x", Lang::Pl)
                .unwrap_err()
                .contains("to nie numer rozdania")
        );
        assert_eq!(seat("w", Lang::En).unwrap(), "W");
        assert_eq!(seat("North", Lang::En).unwrap(), "N");
        assert!(seat("X", Lang::En).is_err());
        assert_eq!(table("12A", Lang::En).unwrap(), "12A");
        assert!(table("", Lang::En).is_err());
        assert!(
            table("a b", Lang::Nb)
                .unwrap_err()
                .contains("er ikke et bord")
        );
    }

    #[test]
    fn a_form_sets_each_fact_in_the_tds_letters_and_shows_it_back() {
        let mut f = Facts::default();
        f.set("contract", "4 p x", Lang::Pl).unwrap();
        f.set("declarer", "Ø", Lang::Nb).unwrap();
        f.set("board", " 14 ", Lang::En).unwrap();
        f.set("notes", "  slow pass\u{7}  ", Lang::En).unwrap();
        assert_eq!(f.contract.as_deref(), Some("4SX"));
        assert_eq!(f.declarer.as_deref(), Some("E"));
        assert_eq!(f.board, Some(14));
        assert_eq!(f.notes.as_deref(), Some("slow pass"));
        assert_eq!(f.shown("contract", Lang::Pl), "4PX");
        assert_eq!(f.shown("declarer", Lang::Nb), "Ø");
        assert_eq!(f.shown("board", Lang::En), "14");
        // Blank clears; a bad value changes nothing and says why in the TD's words.
        f.set("board", "  ", Lang::En).unwrap();
        assert_eq!(f.board, None);
        let before = f.clone();
        assert!(f.set("contract", "8NT", Lang::Nb).is_err());
        assert!(
            f.set("table", "a b", Lang::Nb)
                .unwrap_err()
                .contains("er ikke et bord")
        );
        assert!(
            f.set("colour", "red", Lang::En)
                .unwrap_err()
                .starts_with("`colour`: board, table")
        );
        assert_eq!(f, before);
        for (key, _) in Facts::FORM {
            assert_eq!(f.shown(key, Lang::En).is_empty(), {
                let mut g = f.clone();
                g.set(key, "", Lang::En).unwrap();
                g == f
            });
        }
    }
}
