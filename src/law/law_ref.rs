//! Law references such as `45C4(b)`: parsing the many ways people type them,
//! the canonical form, and display per language.
//!
//! The structure is fixed by the laws themselves: a law number, then optionally a
//! section letter, a subsection number, an item letter and a roman sub-item. A
//! reference is a value type; whether a paragraph *exists* is the index's business
//! (`law_index.rs`), not the parser's.

use std::fmt;

use crate::texts::lang::Lang;

/// One law paragraph reference, e.g. `68D2(b)(ii)`.
#[derive(
    serde::Serialize, serde::Deserialize, Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Hash,
)]
pub struct LawRef {
    pub law: u16,
    pub section: Option<char>,
    pub subsection: Option<u8>,
    pub item: Option<char>,
    pub subitem: Option<String>,
}

/// Why a reference could not be parsed. The words are the catalogue's
/// (`ref-error-*`); `Display` gives the English.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.describe(Lang::DEFAULT))]
pub enum RefError {
    Empty,
    NoNumber,
    /// The number as written: one too large for any integer type is still named
    /// as typed, never as the type's largest value.
    LawOutOfRange(String),
    Unexpected(String),
    TooLong,
}

impl RefError {
    /// The catalogue's messages for these errors (`$text` is the number or the
    /// character as typed).
    pub const IDS: [&str; 5] = [
        "ref-error-empty",
        "ref-error-no-number",
        "ref-error-law-out-of-range",
        "ref-error-unexpected",
        "ref-error-too-long",
    ];

    /// The error in the TD's language.
    pub fn describe(&self, lang: Lang) -> String {
        let (id, text) = match self {
            RefError::Empty => (Self::IDS[0], ""),
            RefError::NoNumber => (Self::IDS[1], ""),
            RefError::LawOutOfRange(n) => (Self::IDS[2], n.as_str()),
            RefError::Unexpected(s) => (Self::IDS[3], s.as_str()),
            RefError::TooLong => (Self::IDS[4], ""),
        };
        crate::texts::fluent::message(lang, id, &[("text", text)])
    }
}

/// Words that may precede the number: English, Norwegian and Polish, as TDs write them.
const PREFIXES: &[&str] = &[
    "przepisy", "przepis", "laws", "law", "lov", "art.", "art", "par.", "§§", "§", "l",
];

const MAX_LAW: u32 = 93;
const MAX_INPUT: usize = 64;

impl LawRef {
    /// A whole law, e.g. `LawRef::law(68)`.
    pub fn whole(law: u16) -> Self {
        LawRef {
            law,
            section: None,
            subsection: None,
            item: None,
            subitem: None,
        }
    }

    /// Parses any of the accepted forms: `45C4(b)`, `45C4b`, `45 C 4 b`, `Law 45C4(b)`,
    /// `L45C4b`, `§ 45C4b`, `przepis 45C4b`, `LAW 45.C.4(b)`, `68D2(b)(ii)`, `68d2bii`.
    pub fn parse(input: &str) -> Result<LawRef, RefError> {
        let trimmed = input.trim();
        if trimmed.len() > MAX_INPUT {
            return Err(RefError::TooLong);
        }
        let lower = trimmed.to_lowercase();
        let mut rest: &str = &lower;
        for prefix in PREFIXES {
            if let Some(r) = rest.strip_prefix(prefix) {
                // "l" only counts as a prefix when a digit or space follows ("L45").
                if r.starts_with(|c: char| c.is_ascii_digit() || c.is_whitespace() || c == '.') {
                    rest = r;
                    break;
                }
            }
        }
        let compact: Vec<char> = rest
            .chars()
            .filter(|c| !c.is_whitespace() && !matches!(c, '.' | '(' | ')'))
            .collect();
        if compact.is_empty() {
            return Err(if trimmed.is_empty() {
                RefError::Empty
            } else {
                RefError::NoNumber
            });
        }
        let mut pos = 0;
        let digits = take_while(&compact, &mut pos, |c| c.is_ascii_digit());
        if digits.is_empty() {
            return Err(RefError::NoNumber);
        }
        let out_of_range = || RefError::LawOutOfRange(digits.clone());
        let law: u32 = digits.parse().map_err(|_| out_of_range())?;
        if law == 0 || law > MAX_LAW {
            return Err(out_of_range());
        }
        let mut r = LawRef::whole(law as u16);
        if let Some(&c) = compact.get(pos).filter(|c| c.is_ascii_alphabetic()) {
            r.section = Some(c.to_ascii_uppercase());
            pos += 1;
        }
        if r.section.is_some() {
            let digits = take_while(&compact, &mut pos, |c| c.is_ascii_digit());
            if !digits.is_empty() {
                let n: u8 = digits
                    .parse()
                    .map_err(|_| RefError::Unexpected(digits.clone()))?;
                if n == 0 {
                    return Err(RefError::Unexpected(digits));
                }
                r.subsection = Some(n);
            }
        }
        if let Some(&c) = compact
            .get(pos)
            .filter(|c| r.subsection.is_some() && c.is_ascii_lowercase())
        {
            r.item = Some(c);
            pos += 1;
        }
        if r.item.is_some() {
            let roman = take_while(&compact, &mut pos, |c| matches!(c, 'i' | 'v' | 'x'));
            if !roman.is_empty() {
                if !is_roman(&roman) {
                    return Err(RefError::Unexpected(roman));
                }
                r.subitem = Some(roman);
            }
        }
        if pos < compact.len() {
            let junk: String = compact[pos..].iter().collect();
            return Err(RefError::Unexpected(printable(&junk)));
        }
        Ok(r)
    }

    /// The canonical form, as the English laws print it: `45C4(b)`.
    pub fn canonical(&self) -> String {
        self.to_string()
    }

    /// The citation as a TD reads it out in `lang`: `Law 45C4(b)`, `§ 45C4(b)`,
    /// `przepis 45C4(b)`.
    pub fn cite(&self, lang: Lang) -> String {
        format!("{}{}", lang.citation_prefix(), self)
    }

    /// True when `self` is `other` or a paragraph inside it (`45C4(b)` is within `45C`).
    pub fn is_within(&self, other: &LawRef) -> bool {
        fn covers<T: PartialEq>(outer: &Option<T>, inner: &Option<T>) -> bool {
            outer.is_none() || outer == inner
        }
        self.law == other.law
            && covers(&other.section, &self.section)
            && (other.section.is_none() || covers(&other.subsection, &self.subsection))
            && (other.subsection.is_none() || covers(&other.item, &self.item))
            && (other.item.is_none() || covers(&other.subitem, &self.subitem))
    }

    /// The enclosing paragraph: `45C4(b)` -> `45C4` -> `45C` -> `45`; a whole law has none.
    pub fn parent(&self) -> Option<LawRef> {
        let mut p = self.clone();
        if p.subitem.take().is_some()
            || p.item.take().is_some()
            || p.subsection.take().is_some()
            || p.section.take().is_some()
        {
            Some(p)
        } else {
            None
        }
    }
}

const ROMAN: [&str; 12] = [
    "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii",
];

impl LawRef {
    /// The paragraph just before this one at the same level: `12C3` -> `12C2`,
    /// `45C4(b)` -> `45C4(a)`, `68D2(b)(ii)` -> `68D2(b)(i)`; none for the first
    /// (`A`, `1`, `(a)`, `(i)`) and for a whole law.
    pub fn previous_sibling(&self) -> Option<LawRef> {
        let mut p = self.clone();
        if let Some(r) = &self.subitem {
            let at = ROMAN.iter().position(|x| x == r)?;
            p.subitem = Some(ROMAN.get(at.checked_sub(1)?)?.to_string());
        } else if let Some(i) = self.item {
            p.item = Some(previous_letter(i, 'a')?);
        } else if let Some(n) = self.subsection {
            p.subsection = Some(n.checked_sub(1).filter(|&n| n > 0)?);
        } else if let Some(c) = self.section {
            p.section = Some(previous_letter(c, 'A')?);
        } else {
            return None;
        }
        Some(p)
    }
}

fn previous_letter(c: char, first: char) -> Option<char> {
    (c > first).then(|| char::from(c as u8 - 1))
}

impl fmt::Display for LawRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.law)?;
        if let Some(s) = self.section {
            write!(f, "{s}")?;
        }
        if let Some(n) = self.subsection {
            write!(f, "{n}")?;
        }
        if let Some(i) = self.item {
            write!(f, "({i})")?;
        }
        if let Some(r) = &self.subitem {
            write!(f, "({r})")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for LawRef {
    type Err = RefError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        LawRef::parse(s)
    }
}

fn take_while(chars: &[char], pos: &mut usize, pred: impl Fn(char) -> bool) -> String {
    let start = *pos;
    while *pos < chars.len() && pred(chars[*pos]) {
        *pos += 1;
    }
    chars[start..*pos].iter().collect()
}

/// Sub-items in the laws run (i) to (x) at most; accept the well-formed numerals up to 39.
fn is_roman(s: &str) -> bool {
    const UNITS: &[&str] = &["", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"];
    let tens = s.chars().take_while(|&c| c == 'x').count();
    tens <= 3 && UNITS.contains(&&s[tens..]) && !s.is_empty()
}

/// Control characters never reach the terminal, even inside an error message.
fn printable(s: &str) -> String {
    s.chars()
        .map(|c| if c.is_control() { '?' } else { c })
        .take(16)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(s: &str) -> String {
        LawRef::parse(s).unwrap().canonical()
    }

    #[test]
    fn previous_sibling_steps_back_one_at_the_deepest_level() {
        let prev = |s: &str| {
            LawRef::parse(s)
                .unwrap()
                .previous_sibling()
                .map(|r| r.canonical())
        };
        assert_eq!(prev("12C3").as_deref(), Some("12C2"));
        assert_eq!(prev("45C4(b)").as_deref(), Some("45C4(a)"));
        assert_eq!(prev("68D2(b)(ii)").as_deref(), Some("68D2(b)(i)"));
        assert_eq!(prev("40B2(a)(v)").as_deref(), Some("40B2(a)(iv)"));
        assert_eq!(prev("45B").as_deref(), Some("45A"));
        for first in ["45", "45A", "45C1", "45C4(a)", "68D2(b)(i)"] {
            assert_eq!(prev(first), None, "{first}");
        }
    }

    #[test]
    fn accepts_every_documented_form() {
        for form in [
            "45C4(b)",
            "45C4b",
            "45 C 4 b",
            "45 C 4 (b)",
            "Law 45C4(b)",
            "law45c4b",
            "L45C4b",
            "L 45C4b",
            "§ 45C4b",
            "§ 45 C4 b",
            "przepis 45C4b",
            "LAW 45.C.4(b)",
        ] {
            assert_eq!(p(form), "45C4(b)", "{form}");
        }
        assert_eq!(p("45"), "45");
        assert_eq!(p("45C"), "45C");
        assert_eq!(p("68D2(b)(ii)"), "68D2(b)(ii)");
        assert_eq!(p("68d2bii"), "68D2(b)(ii)");
        assert_eq!(p("przepisy 16C1"), "16C1");
    }

    #[test]
    fn rejects_junk_with_a_reason() {
        assert_eq!(LawRef::parse(""), Err(RefError::Empty));
        assert_eq!(LawRef::parse("   "), Err(RefError::Empty));
        assert_eq!(LawRef::parse("Law"), Err(RefError::NoNumber));
        assert_eq!(LawRef::parse("C4"), Err(RefError::NoNumber));
        assert_eq!(
            LawRef::parse("999"),
            Err(RefError::LawOutOfRange("999".into()))
        );
        assert_eq!(LawRef::parse("0"), Err(RefError::LawOutOfRange("0".into())));
        assert_eq!(
            LawRef::parse("4294967341"),
            Err(RefError::LawOutOfRange("4294967341".into()))
        );
        assert!(matches!(
            LawRef::parse("45C4b!"),
            Err(RefError::Unexpected(_))
        ));
        assert!(matches!(
            LawRef::parse("45C0"),
            Err(RefError::Unexpected(_))
        ));
        assert!(matches!(
            LawRef::parse("45C4bq"),
            Err(RefError::Unexpected(_))
        ));
        assert!(matches!(
            LawRef::parse("45C4biiii"),
            Err(RefError::Unexpected(_))
        ));
        assert_eq!(LawRef::parse(&"4".repeat(10_000)), Err(RefError::TooLong));
        assert!(LawRef::parse("45\u{1b}[2J").is_err());
    }

    #[test]
    fn displays_per_language() {
        let r = LawRef::parse("45C4b").unwrap();
        assert_eq!(r.cite(Lang::En), "Law 45C4(b)");
        assert_eq!(r.cite(Lang::Nb), "§ 45C4(b)");
        assert_eq!(r.cite(Lang::Pl), "przepis 45C4(b)");
    }

    fn any_ref() -> impl proptest::strategy::Strategy<Value = LawRef> {
        use proptest::prelude::*;
        const ROMAN: &[&str] = &["i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x"];
        (
            1u16..=93,
            proptest::option::of(proptest::char::range('A', 'Z')),
            proptest::option::of(1u8..=12),
            proptest::option::of(proptest::char::range('a', 'z')),
            proptest::option::of(proptest::sample::select(ROMAN)),
        )
            .prop_map(|(law, section, sub, item, roman)| {
                let subsection = section.and(sub);
                let item = subsection.and(item);
                LawRef {
                    law,
                    section,
                    subsection,
                    item,
                    subitem: item.and(roman).map(str::to_string),
                }
            })
    }

    proptest::proptest! {
        #[test]
        fn display_then_parse_gives_the_same_reference(r in any_ref()) {
            proptest::prop_assert_eq!(LawRef::parse(&r.canonical()).unwrap(), r.clone());
            for lang in Lang::ALL {
                proptest::prop_assert_eq!(LawRef::parse(&r.cite(lang)).unwrap(), r.clone());
            }
            let typed: String = r.canonical().chars().filter(|c| !matches!(c, '(' | ')')).collect();
            proptest::prop_assert_eq!(LawRef::parse(&typed.to_lowercase()).unwrap(), r);
        }

        #[test]
        fn arbitrary_input_never_panics(s in "\\PC{0,80}") {
            let _ = LawRef::parse(&s);
        }
    }

    #[test]
    fn containment_and_parents() {
        let r = LawRef::parse("68D2(b)(ii)").unwrap();
        assert!(r.is_within(&LawRef::parse("68D").unwrap()));
        assert!(r.is_within(&LawRef::parse("68").unwrap()));
        assert!(!r.is_within(&LawRef::parse("68D1").unwrap()));
        assert!(!LawRef::parse("45C").unwrap().is_within(&r));
        let chain: Vec<String> = std::iter::successors(Some(r), |r| r.parent())
            .map(|r| r.canonical())
            .collect();
        assert_eq!(chain, ["68D2(b)(ii)", "68D2(b)", "68D2", "68D", "68"]);
    }
}
