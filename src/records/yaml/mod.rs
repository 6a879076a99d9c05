//! Reading a record's YAML: one reader for `td` and the page.
//!
//! Records were read with serde-saphyr's typed deserializer. Compiled to wasm, that
//! reader was 860 KB of the page's 1.35 MB: its generic code is instantiated once
//! per record type, its YAML parser twice, its error snippets always. This reader
//! parses with the same YAML parser (granit-parser, serde-saphyr's own, compiled
//! once) into a tree of nodes with their places (`tree.rs`), and hands the tree to
//! the record types' serde derives through a small deserializer (`deserializer.rs`). Both
//! faces read records through it, so the page is not a second implementation, and
//! the messages keep serde-saphyr's wording where the record errors quote it
//! (`unknown field`, `missing field`, `duplicate mapping key`); see
//! docs/decisions.md, "The web face: size". The rulings themselves are still read
//! with serde-saphyr (`model/load.rs`): only `td` and the build read them.

mod deserializer;
mod spanned;
mod tree;

use std::fmt;

use serde::Deserialize;
use serde::de;

use crate::model::diag::Pos;

pub use spanned::Spanned;

/// What is wrong and where.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct YamlError {
    pub pos: Pos,
    pub message: String,
    /// Whether `pos` is the error's place yet: an error raised inside a visitor
    /// gets the place of the node it arose in, on its way out.
    placed: bool,
}

impl YamlError {
    pub fn at(pos: Pos, message: impl Into<String>) -> Self {
        YamlError {
            pos,
            message: message.into(),
            placed: true,
        }
    }

    fn placed(mut self, pos: Pos) -> Self {
        if !self.placed {
            self.pos = pos;
            self.placed = true;
        }
        self
    }
}

impl fmt::Display for YamlError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for YamlError {}

/// What a value was expected or found to be, in an author's words rather than
/// serde's (`struct RawWalk`, `u32`).
fn plain(what: String) -> String {
    if what.starts_with("struct ") {
        return "a mapping (key: value lines)".into();
    }
    match what.as_str() {
        "a map" | "map" => "a mapping".into(),
        "a sequence" | "sequence" => "a list".into(),
        "unit value" => "nothing (empty or null)".into(),
        "u8" | "u16" | "u32" | "u64" | "usize" | "i64" => "a whole number".into(),
        "a string" | "string" => "text".into(),
        "field identifier" | "variant identifier" => "a name".into(),
        _ => what.replace("string \"", "text \""),
    }
}

impl de::Error for YamlError {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        YamlError {
            pos: Pos::START,
            message: msg.to_string(),
            placed: false,
        }
    }

    fn invalid_type(unexp: de::Unexpected, exp: &dyn de::Expected) -> Self {
        Self::custom(format!(
            "expected {}, found {}",
            plain(exp.to_string()),
            plain(unexp.to_string())
        ))
    }

    fn invalid_value(unexp: de::Unexpected, exp: &dyn de::Expected) -> Self {
        let exp = plain(exp.to_string());
        Self::custom(if exp == "a whole number" {
            format!("not a whole number in range: {unexp}")
        } else {
            format!("expected {exp}, found {}", plain(unexp.to_string()))
        })
    }

    fn invalid_length(len: usize, exp: &dyn de::Expected) -> Self {
        Self::custom(format!(
            "expected {}, found {len} values",
            plain(exp.to_string())
        ))
    }

    fn unknown_field(field: &str, expected: &'static [&'static str]) -> Self {
        Self::custom(unknown("field", field, expected))
    }

    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> Self {
        Self::custom(unknown("variant", variant, expected))
    }
}

/// serde-saphyr's wording, which `diag::parser_note` translates: the names listed
/// without quotes.
fn unknown(what: &str, name: &str, expected: &[&str]) -> String {
    match expected {
        [] => format!("unknown {what} `{name}`, there are no {what}s"),
        [one] => format!("unknown {what} `{name}`, expected {one}"),
        many => format!(
            "unknown {what} `{name}`, expected one of {}",
            many.join(", ")
        ),
    }
}

/// Reads `text` as a `T`: the whole YAML document, with every error placed.
pub fn from_str<T: for<'de> Deserialize<'de>>(text: &str) -> Result<T, YamlError> {
    let root = tree::parse(text)?
        .ok_or_else(|| YamlError::at(Pos::START, "the file is empty: it holds no record"))?;
    T::deserialize(deserializer::NodeDe(&root)).map_err(|e| e.placed(root.pos))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(deny_unknown_fields)]
    struct Sample {
        name: String,
        count: Option<u32>,
        #[serde(default)]
        tags: Vec<String>,
        kind: Option<Spanned<Kind>>,
    }

    #[derive(Debug, Deserialize, PartialEq)]
    #[serde(rename_all = "lowercase")]
    enum Kind {
        Draft,
        Complete,
    }

    fn read(text: &str) -> Result<Sample, YamlError> {
        from_str(text)
    }

    #[test]
    fn text_stays_as_written_and_numbers_are_numbers() {
        let s = read("name: yes\ncount: 7\ntags: [45E1, 2, 'null', \"x\"]\nkind: draft\n").unwrap();
        assert_eq!(s.name, "yes");
        assert_eq!(s.count, Some(7));
        assert_eq!(s.tags, ["45E1", "2", "null", "x"]);
        let kind = s.kind.unwrap();
        assert_eq!(kind.value, Kind::Draft);
        assert_eq!(kind.pos, Pos { line: 4, col: 7 });
        assert_eq!(read("name: x\ncount: ~\n").unwrap().count, None);
        // Only decimal, as td writes numbers: YAML's other spellings are text.
        for other in ["0x10", "0o20", "1_6", "+16", "016"] {
            let e = read(&format!("name: x\ncount: {other}\n")).expect_err(other);
            assert_eq!((e.pos.line, e.pos.col), (2, 8), "{other}");
        }
        assert_eq!(read("name: x\ncount: 0\n").unwrap().count, Some(0));
    }

    #[test]
    fn errors_name_the_place_in_the_records_wording() {
        let err = |text: &str| {
            let e = read(text).expect_err("refused");
            (e.pos.line, e.pos.col, e.message)
        };
        assert_eq!(
            err("name: x\ncolour: red\n"),
            (
                2,
                1,
                "unknown field `colour`, expected one of name, count, tags, kind".into()
            )
        );
        assert_eq!(err("count: 1\n"), (1, 1, "missing field `name`".into()));
        assert_eq!(
            err("name: x\nkind: done\n"),
            (
                2,
                7,
                "unknown variant `done`, expected one of draft, complete".into()
            )
        );
        assert_eq!(
            err("name: x\ncount: seven\n"),
            (2, 8, "expected a whole number, found text \"seven\"".into())
        );
        assert_eq!(
            err("name:\ncount: 1\n"),
            (
                1,
                5,
                "a value is missing here (empty or null); write the text".into()
            )
        );
        assert_eq!(
            err("- name: x\n"),
            (
                1,
                1,
                "expected a mapping (key: value lines), found a list".into()
            )
        );
        assert_eq!(
            err("name: x\ntags: {a: b}\n"),
            (2, 7, "expected a list, found a mapping".into())
        );
        assert_eq!(
            err(""),
            (1, 1, "the file is empty: it holds no record".into())
        );
        assert_eq!(err("name: x\nkind: {complete: 1}\n").0, 2);
        assert_eq!(
            err("name: x\n? [a]\n: 1\n"),
            (2, 3, "expected a name, found a list".into())
        );
        // Names stay names: never serde's field or variant numbers.
        assert_eq!(
            err("name: x\n1: 7\n"),
            (
                2,
                1,
                "unknown field `1`, expected one of name, count, tags, kind".into()
            )
        );
        assert_eq!(
            err("name: x\nkind: 0\n"),
            (
                2,
                7,
                "unknown variant `0`, expected one of draft, complete".into()
            )
        );
        assert_eq!(
            err("name: x\ncount: -1\n"),
            (2, 8, "not a whole number in range: integer `-1`".into())
        );
        assert_eq!(
            err("name: x\ncount: 99999999999\n"),
            (
                2,
                8,
                "not a whole number in range: integer `99999999999`".into()
            )
        );
    }
}
