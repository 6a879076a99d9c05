//! The words the prompt reserves: what a TD types in line mode besides an answer.
//!
//! `none` (none of these fits), `back`, `?` (explain), `another` (a further
//! ruling for the same incident) and `score` (compute the adjusted score after a
//! ruling) and `wait` (a player has not made his choice yet); each language's
//! spellings are its catalogue's `keyword-*` messages. Line mode accepts the
//! words of every language, whatever `--lang` says, so a script written for one
//! federation runs anywhere. `td check` rejects an answer id that is one of these
//! words, or a number, because line mode could not tell them apart.

use std::sync::OnceLock;

use fluent_bundle::FluentArgs;

use crate::texts::fluent::MESSAGES;
use crate::texts::lang::Lang;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Keyword {
    None,
    Back,
    Explain,
    Another,
    /// After a ruling: compute the adjusted score (`score` and `td score`'s
    /// arguments on the same line).
    Score,
    /// At a player's choice: he has not chosen yet.
    Wait,
}

impl Keyword {
    pub const ALL: [Keyword; 6] = [
        Keyword::None,
        Keyword::Back,
        Keyword::Explain,
        Keyword::Another,
        Keyword::Score,
        Keyword::Wait,
    ];

    /// The word shown to the TD in `lang`, as typed.
    pub fn word(self, lang: Lang) -> &'static str {
        self.words(lang).first().map_or(self.id(), String::as_str)
    }

    /// Its message in the catalogue (`keyword-back`): the spellings, space-separated.
    pub fn id(self) -> &'static str {
        match self {
            Keyword::None => "keyword-none",
            Keyword::Back => "keyword-back",
            Keyword::Explain => "keyword-explain",
            Keyword::Another => "keyword-another",
            Keyword::Score => "keyword-score",
            Keyword::Wait => "keyword-wait",
        }
    }

    /// Every spelling accepted for this keyword in `lang`, the shown one first
    /// (read from the catalogue once per language).
    fn words(self, lang: Lang) -> &'static [String] {
        static WORDS: [OnceLock<Vec<Vec<String>>>; Lang::ALL.len()] =
            [const { OnceLock::new() }; Lang::ALL.len()];
        if !MESSAGES.has(lang) {
            return &[];
        }
        let all = WORDS[lang.index()].get_or_init(|| {
            let bundle = MESSAGES.bundle(lang);
            Keyword::ALL
                .iter()
                .map(|k| {
                    crate::texts::fluent::format(bundle, k.id(), &FluentArgs::new())
                        .unwrap_or_default()
                        .split_whitespace()
                        .map(str::to_lowercase)
                        .collect()
                })
                .collect()
        });
        &all[self as usize]
    }

    /// The keyword a typed line means, in any language; case is ignored.
    pub fn parse(s: &str) -> Option<Keyword> {
        let s = s.trim().to_lowercase();
        Keyword::ALL
            .into_iter()
            .find(|k| Lang::ALL.into_iter().any(|lang| k.words(lang).contains(&s)))
    }

    /// A line that starts with a keyword and goes on (`score --vul NS ...`): the
    /// keyword and the rest, split at white space.
    pub fn command(line: &str) -> Option<(Keyword, Vec<String>)> {
        let mut words = line.split_whitespace();
        let keyword = Keyword::parse(words.next()?)?;
        Some((keyword, words.map(str::to_string).collect()))
    }

    /// Whether `id` cannot be an answer id: a keyword in any language, or a number.
    pub fn reserves(id: &str) -> bool {
        Keyword::parse(id).is_some() || (!id.is_empty() && id.chars().all(|c| c.is_ascii_digit()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_word_is_understood() {
        for k in Keyword::ALL {
            for lang in Lang::ALL {
                assert_eq!(Keyword::parse(k.word(lang)), Some(k));
            }
        }
        assert_eq!(Keyword::parse(" Tilbake "), Some(Keyword::Back));
        assert_eq!(Keyword::parse("ŻADNA"), Some(Keyword::None));
        assert_eq!(Keyword::parse("yes"), None);
    }

    #[test]
    fn numbers_and_keywords_are_reserved() {
        for id in ["none", "ingen", "?", "back", "<", "3", "12", "another"] {
            assert!(Keyword::reserves(id), "{id}");
        }
        for id in ["yes", "no", "defender-card", "3a"] {
            assert!(!Keyword::reserves(id), "{id}");
        }
    }
}
