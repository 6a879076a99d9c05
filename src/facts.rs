//! The facts a TD records about an incident: where and when it happened, the
//! contract, who called. All optional; each validated so a record stays usable.

use serde::{Deserialize, Serialize};

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
}

impl Facts {
    /// The facts with control and bidi characters removed, as read back from a file.
    pub fn sanitized(self) -> Facts {
        let clean = |s: Option<String>| s.map(|s| crate::text::sanitize(&s));
        Facts {
            event: clean(self.event),
            session: clean(self.session),
            board: self.board,
            table: clean(self.table),
            contract: clean(self.contract),
            declarer: clean(self.declarer),
            called_by: clean(self.called_by),
            notes: clean(self.notes),
        }
    }

    pub fn is_empty(&self) -> bool {
        *self == Facts::default()
    }

    /// Checks facts read back from a record with the same rules as the flags and the
    /// form, so a hand-edited record cannot carry a board 0 or a contract of 8NT.
    pub fn validate(&self) -> Result<(), String> {
        let check = |label: &str, v: &Option<String>, f: fn(&str) -> Result<String, String>| {
            v.as_deref().map_or(Ok(()), |s| {
                f(s).map(|_| ()).map_err(|e| format!("{label}: {e}"))
            })
        };
        if self.board == Some(0) {
            board("0").map_err(|e| format!("board: {e}"))?;
        }
        check("table", &self.table, table)?;
        check("contract", &self.contract, contract)?;
        check("declarer", &self.declarer, seat)?;
        check("called_by", &self.called_by, seat)?;
        for (label, v) in [
            ("event", &self.event),
            ("session", &self.session),
            ("notes", &self.notes),
        ] {
            check(label, v, text)?;
        }
        Ok(())
    }

    /// (label, value) pairs of the facts present, for reports.
    pub fn rows(&self) -> Vec<(&'static str, String)> {
        let mut rows = Vec::new();
        let mut add = |label, v: Option<String>| {
            if let Some(v) = v {
                rows.push((label, v));
            }
        };
        add("event", self.event.clone());
        add("session", self.session.clone());
        add("board", self.board.map(|b| b.to_string()));
        add("table", self.table.clone());
        add("contract", self.contract.clone());
        add("declarer", self.declarer.clone());
        add("called by", self.called_by.clone());
        add("notes", self.notes.clone());
        rows
    }
}

/// A positive board number.
pub fn board(s: &str) -> Result<u32, String> {
    match s.trim().parse::<u32>() {
        Ok(n) if n > 0 => Ok(n),
        _ => Err(format!(
            "`{}` is not a board number: use a positive whole number such as 14",
            shown(s)
        )),
    }
}

/// A table: a short name such as `3` or `12A`.
pub fn table(s: &str) -> Result<String, String> {
    let t = s.trim();
    if !t.is_empty() && t.len() <= 12 && t.chars().all(|c| c.is_alphanumeric() || c == '-') {
        Ok(t.to_string())
    } else {
        Err(format!(
            "`{}` is not a table: use its number or short name, e.g. 3 or 12A",
            shown(s)
        ))
    }
}

/// A contract such as `4SX`, `3NT`, `6hxx`: normalised to `4SX`, `3NT`, `6HXX`.
pub fn contract(s: &str) -> Result<String, String> {
    let up = s.trim().to_ascii_uppercase().replace(' ', "");
    let bad = || {
        format!(
            "`{}` is not a contract: write level, strain and any double, e.g. 4SX, 3NT, 6HXX",
            shown(s)
        )
    };
    let mut chars = up.chars();
    let level = chars
        .next()
        .filter(|c| ('1'..='7').contains(c))
        .ok_or_else(bad)?;
    let rest: String = chars.collect();
    let (strain, doubles) = if let Some(r) = rest.strip_prefix("NT") {
        ("NT", r)
    } else if let Some(r) = rest.strip_prefix('N') {
        ("NT", r)
    } else {
        let c = rest.get(..1).ok_or_else(bad)?;
        if !["C", "D", "H", "S"].contains(&c) {
            return Err(bad());
        }
        (c, &rest[1..])
    };
    if !["", "X", "XX"].contains(&doubles) {
        return Err(bad());
    }
    Ok(format!("{level}{strain}{doubles}"))
}

/// A seat: N, E, S or W (or the word).
pub fn seat(s: &str) -> Result<String, String> {
    let t = s.trim().to_ascii_uppercase();
    match t.as_str() {
        "N" | "NORTH" => Ok("N".into()),
        "E" | "EAST" => Ok("E".into()),
        "S" | "SOUTH" => Ok("S".into()),
        "W" | "WEST" => Ok("W".into()),
        _ => Err(format!("`{}` is not a seat: use N, E, S or W", shown(s))),
    }
}

/// Free text: trimmed, control characters removed, bounded.
pub fn text(s: &str) -> Result<String, String> {
    let t = crate::text::sanitize(s.trim());
    if t.is_empty() {
        Err("empty text".into())
    } else if t.chars().count() > 2000 {
        Err("text longer than 2000 characters".into())
    } else {
        Ok(t)
    }
}

fn shown(s: &str) -> String {
    crate::text::sanitize(s).chars().take(30).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn contracts() {
        assert_eq!(contract("4sx").unwrap(), "4SX");
        assert_eq!(contract("3NT").unwrap(), "3NT");
        assert_eq!(contract("3n").unwrap(), "3NT");
        assert_eq!(contract("6hxx").unwrap(), "6HXX");
        assert_eq!(contract("1 C").unwrap(), "1C");
        for bad in ["", "8S", "0H", "4", "4Z", "4SXXX", "NT", "44S"] {
            assert!(contract(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn boards_seats_tables() {
        assert_eq!(board("14").unwrap(), 14);
        assert!(board("0").is_err());
        assert!(board("-3").is_err());
        assert!(board("x").is_err());
        assert_eq!(seat("w").unwrap(), "W");
        assert_eq!(seat("North").unwrap(), "N");
        assert!(seat("X").is_err());
        assert_eq!(table("12A").unwrap(), "12A");
        assert!(table("").is_err());
        assert!(table("a b").is_err());
    }
}
