//! Localized text from the YAML files.
//!
//! Every string a tree author writes passes through [`Text::new`], which removes
//! terminal control characters: a rulings directory from elsewhere must not be able
//! to move the cursor, clear the screen or retitle the TD's terminal.

use crate::lang::Lang;

/// One text in several languages. English is always present once loading succeeded.
///
/// One slot per language, indexed by [`Lang::index`], rather than a map: the built-in
/// set holds some 8,000 texts, and a map per text was a quarter of the time it takes
/// to decode the set at start-up (see `builtin.rs`).
#[derive(serde::Serialize, serde::Deserialize, Clone, Debug, Default, PartialEq, Eq)]
pub struct Text([Option<String>; Lang::ALL.len()]);

impl Text {
    pub fn new(entries: impl IntoIterator<Item = (Lang, String)>) -> Self {
        let mut t = Text::default();
        for (lang, s) in entries {
            t.0[lang.index()] = Some(sanitize(&s));
        }
        t
    }

    /// The text in `lang`, falling back to the default language.
    pub fn get(&self, lang: Lang) -> &str {
        self.0[lang.index()]
            .as_deref()
            .or(self.0[Lang::DEFAULT.index()].as_deref())
            .unwrap_or("")
    }

    pub fn has(&self, lang: Lang) -> bool {
        self.0[lang.index()].is_some()
    }

    pub fn languages(&self) -> impl Iterator<Item = Lang> + '_ {
        Lang::ALL.into_iter().filter(|l| self.has(*l))
    }

    pub fn all(&self) -> impl Iterator<Item = &str> {
        self.0.iter().flatten().map(String::as_str)
    }
}

/// Removes control characters except newline (tabs become spaces) and the
/// bidirectional overrides and isolates, which can make text read differently from
/// what it is.
pub fn sanitize(s: &str) -> String {
    s.chars()
        .filter_map(|c| match c {
            '\n' => Some('\n'),
            '\t' => Some(' '),
            c if c.is_control() || is_bidi_control(c) => None,
            c => Some(c),
        })
        .collect()
}

/// Bidirectional embeddings, overrides and isolates (U+202A-E, U+2066-9) and the
/// direction marks: invisible, and able to reorder what the TD reads.
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// Whether an id holds a character that `sanitize` would remove: such an id cannot
/// be shown faithfully, so the loader refuses it.
pub fn has_unsafe_char(s: &str) -> bool {
    s.chars().any(|c| c.is_control() || is_bidi_control(c))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_removed() {
        let t = Text::new([(Lang::En, "ok\u{1b}[2J\u{9b}31m\u{7}\ttab\nline".to_string())]);
        assert_eq!(t.get(Lang::En), "ok[2J31m tab\nline");
    }

    #[test]
    fn bidi_overrides_are_removed_and_flagged() {
        let s = "ok\u{202E}cba\u{2066}x";
        assert_eq!(sanitize(s), "okcbax");
        assert!(has_unsafe_char(s));
        assert!(has_unsafe_char("a\u{1b}]0;x\u{7}"));
        assert!(!has_unsafe_char("def-seen"));
    }

    #[test]
    fn falls_back_to_english() {
        let t = Text::new([(Lang::En, "card".into()), (Lang::Pl, "karta".into())]);
        assert_eq!(t.get(Lang::Nb), "card");
        assert_eq!(t.get(Lang::Pl), "karta");
    }
}
