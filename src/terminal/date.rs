//! A record's timestamp in the TD's language, for reports: records keep RFC 3339
//! (`2026-01-01T12:00:00+01:00`), which a Polish or Norwegian chief TD reads as a
//! machine's. English reports keep the stamp as recorded (tools and tests read it);
//! nb and pl write the day, the month's name and the time as their readers do, with
//! the offset kept so the moment is exact. A stamp that does not parse (a hand-edited
//! record) is shown as it stands.

use chrono::{DateTime, Datelike, Timelike};

use crate::texts::lang::Lang;

const NB_MONTHS: [&str; 12] = [
    "januar",
    "februar",
    "mars",
    "april",
    "mai",
    "juni",
    "juli",
    "august",
    "september",
    "oktober",
    "november",
    "desember",
];

/// Polish months in the genitive, as a date takes them ("1 stycznia").
const PL_MONTHS: [&str; 12] = [
    "stycznia",
    "lutego",
    "marca",
    "kwietnia",
    "maja",
    "czerwca",
    "lipca",
    "sierpnia",
    "września",
    "października",
    "listopada",
    "grudnia",
];

/// `stamp` as a reader of `lang` writes a date and time.
pub fn shown(stamp: &str, lang: Lang) -> String {
    let Ok(d) = DateTime::parse_from_rfc3339(stamp.trim()) else {
        return stamp.to_string();
    };
    let month = d.month0() as usize;
    let offset = d.format("%:z");
    match lang {
        Lang::En => stamp.to_string(),
        Lang::Nb => format!(
            "{}. {} {} kl. {:02}.{:02} ({offset})",
            d.day(),
            NB_MONTHS[month],
            d.year(),
            d.hour(),
            d.minute()
        ),
        Lang::Pl => format!(
            "{} {} {}, {:02}:{:02} ({offset})",
            d.day(),
            PL_MONTHS[month],
            d.year(),
            d.hour(),
            d.minute()
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates_as_each_language_writes_them() {
        let s = "2026-01-01T12:00:00+01:00";
        assert_eq!(shown(s, Lang::En), s);
        assert_eq!(shown(s, Lang::Nb), "1. januar 2026 kl. 12.00 (+01:00)");
        assert_eq!(shown(s, Lang::Pl), "1 stycznia 2026, 12:00 (+01:00)");
        let s = "2026-09-24T20:30:05-04:00";
        assert_eq!(shown(s, Lang::Pl), "24 września 2026, 20:30 (-04:00)");
        assert_eq!(shown(s, Lang::Nb), "24. september 2026 kl. 20.30 (-04:00)");
        assert_eq!(shown("yesterday", Lang::Pl), "yesterday");
    }
}
