//! Localized text from the YAML files.
//!
//! Every string a tree author writes passes through [`Text::new`], which removes
//! terminal control characters: a rulings directory from elsewhere must not be able
//! to move the cursor, clear the screen or retitle the TD's terminal.

use std::collections::BTreeMap;

use crate::lang::Lang;

/// One text in several languages. English is always present once loading succeeded.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Text(BTreeMap<Lang, String>);

impl Text {
    pub fn new(entries: impl IntoIterator<Item = (Lang, String)>) -> Self {
        Text(
            entries
                .into_iter()
                .map(|(lang, s)| (lang, sanitize(&s)))
                .collect(),
        )
    }

    /// The text in `lang`, falling back to the default language.
    pub fn get(&self, lang: Lang) -> &str {
        self.0
            .get(&lang)
            .or_else(|| self.0.get(&Lang::DEFAULT))
            .map(String::as_str)
            .unwrap_or("")
    }

    pub fn has(&self, lang: Lang) -> bool {
        self.0.contains_key(&lang)
    }

    pub fn languages(&self) -> impl Iterator<Item = Lang> + '_ {
        self.0.keys().copied()
    }

    pub fn all(&self) -> impl Iterator<Item = &str> {
        self.0.values().map(String::as_str)
    }
}

/// Removes control characters except newline; tabs become spaces.
pub fn sanitize(s: &str) -> String {
    s.chars()
        .filter_map(|c| match c {
            '\n' => Some('\n'),
            '\t' => Some(' '),
            c if c.is_control() => None,
            c => Some(c),
        })
        .collect()
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
    fn falls_back_to_english() {
        let t = Text::new([(Lang::En, "card".into()), (Lang::Pl, "karta".into())]);
        assert_eq!(t.get(Lang::Nb), "card");
        assert_eq!(t.get(Lang::Pl), "karta");
    }
}
