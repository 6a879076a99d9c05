//! The name a record's file gets: when the incident started, its board and table,
//! and the tree first walked, `2026-11-22_143605_b14_t3_45`. `td ask` names the file
//! it writes so, and the page names an exported record the same way, so a record
//! has one name whichever face made it.

use crate::records::facts::Facts;

/// The file stem for a record started at `started` (`2026-11-22_143605`, the
/// incident's local time) in `tree`, with the board and table of `facts` when known.
pub fn stem(started: &str, tree: &str, facts: &Facts) -> String {
    let board = facts.board.map_or(String::new(), |b| format!("_b{b}"));
    let table = facts
        .table
        .as_deref()
        .map_or(String::new(), |t| format!("_t{}", safe(t)));
    let table = if table == "_t" { String::new() } else { table };
    format!("{started}{board}{table}_{}", safe(tree))
}

/// `2026-11-22_143605` from a record's RFC 3339 time (`2026-11-22T14:36:05+01:00`),
/// the local time it was written in; `None` for anything else.
pub fn started(rfc3339: &str) -> Option<String> {
    let date = rfc3339.get(..10)?;
    let time = rfc3339.get(11..19)?;
    let digits = |s: &str| s.chars().all(|c| c.is_ascii_digit());
    let parts: Vec<&str> = date.split('-').chain(time.split(':')).collect();
    (parts.len() == 6
        && parts.iter().all(|p| digits(p) && !p.is_empty())
        && rfc3339.as_bytes()[10] == b'T')
        .then(|| format!("{date}_{}", time.replace(':', "")))
}

/// Only letters and digits of what was typed go into a file name (a table may be
/// typed as anything), at most 16 of them.
fn safe(s: &str) -> String {
    s.chars().filter(|c| c.is_alphanumeric()).take(16).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn board_table_and_tree_as_td_names_them() {
        let facts = Facts {
            board: Some(14),
            table: Some("3".into()),
            ..Facts::default()
        };
        assert_eq!(
            stem("2026-11-22_143605", "45", &facts),
            "2026-11-22_143605_b14_t3_45"
        );
        assert_eq!(
            stem("2026-11-22_143605", "start", &Facts::default()),
            "2026-11-22_143605_start"
        );
    }

    #[test]
    fn a_table_typed_with_other_characters_keeps_its_letters_and_digits() {
        let facts = Facts {
            table: Some("12 A/../".into()),
            ..Facts::default()
        };
        assert_eq!(stem("x", "64", &facts), "x_t12A_64");
        let facts = Facts {
            table: Some("--".into()),
            ..Facts::default()
        };
        assert_eq!(stem("x", "64", &facts), "x_64");
    }

    #[test]
    fn the_start_time_from_a_record() {
        assert_eq!(
            started("2026-11-22T14:36:05+01:00").as_deref(),
            Some("2026-11-22_143605")
        );
        assert_eq!(started("2026-11-22 14:36:05"), None);
        assert_eq!(started("yesterday"), None);
        assert_eq!(started("2026-1x-22T14:36:05Z"), None);
    }
}
