//! A record's timestamp in the TD's language, for reports: records keep RFC 3339
//! (`2026-01-01T12:00:00+01:00`), which a Polish or Norwegian chief TD reads as a
//! machine's. English reports keep the stamp as recorded (tools and tests read it);
//! nb and pl write the day, the month's name and the time as their readers do, with
//! the offset kept so the moment is exact. A stamp that does not parse (a hand-edited
//! record) is shown as it stands. The form and the months' names are the
//! catalogue's (`date-shown`, `date-months`).

use chrono::{DateTime, Datelike, Timelike};

use crate::texts::fluent::message;
use crate::texts::lang::Lang;

/// The catalogue's messages for a date: the form (`$stamp` as recorded, or its
/// parts `$day`, `$month`, `$year`, `$hour`, `$minute`, `$offset`) and the twelve
/// months' names as a date takes them, space-separated.
pub const IDS: [&str; 2] = ["date-shown", "date-months"];

/// `stamp` as a reader of `lang` writes a date and time.
pub fn shown(stamp: &str, lang: Lang) -> String {
    let Ok(d) = DateTime::parse_from_rfc3339(stamp.trim()) else {
        return stamp.to_string();
    };
    let months = message(lang, IDS[1], &[]);
    let month = months
        .split_whitespace()
        .nth(d.month0() as usize)
        .unwrap_or_default();
    message(
        lang,
        IDS[0],
        &[
            ("stamp", stamp),
            ("day", &d.day().to_string()),
            ("month", month),
            ("year", &d.year().to_string()),
            ("hour", &format!("{:02}", d.hour())),
            ("minute", &format!("{:02}", d.minute())),
            ("offset", &d.format("%:z").to_string()),
        ],
    )
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
