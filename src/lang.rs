//! The languages bridge-td speaks, and how the user's choice is found.

use std::fmt;

/// A supported language. English is the default: every text must have it.
#[derive(
    serde::Serialize,
    serde::Deserialize,
    Clone,
    Copy,
    Debug,
    PartialEq,
    Eq,
    PartialOrd,
    Ord,
    Hash,
    clap::ValueEnum,
)]
pub enum Lang {
    En,
    Nb,
    Pl,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Nb, Lang::Pl];
    pub const DEFAULT: Lang = Lang::En;

    /// The position of the language in [`Lang::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Nb => "nb",
            Lang::Pl => "pl",
        }
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// How citations are introduced in each language's law book.
    pub fn citation_prefix(self) -> &'static str {
        match self {
            Lang::En => "Law ",
            Lang::Nb => "§ ",
            Lang::Pl => "przepis ",
        }
    }

    /// Picks the language from a locale string such as `nb_NO.UTF-8` or `pl`.
    /// Norwegian `no` and `nn` map to bokmål, the only Norwegian we have.
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let head: String = locale
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect::<String>()
            .to_ascii_lowercase();
        match head.as_str() {
            "en" => Some(Lang::En),
            "nb" | "no" | "nn" => Some(Lang::Nb),
            "pl" => Some(Lang::Pl),
            _ => None,
        }
    }

    /// `TD_LANG`, then `LC_ALL`, `LC_MESSAGES` and `LANG` (the POSIX order); the first
    /// that names a language we have.
    pub fn from_env(var: impl Fn(&str) -> Option<String>) -> Lang {
        ["TD_LANG", "LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .filter_map(|name| var(name))
            .find_map(|v| Lang::from_locale(&v))
            .unwrap_or(Lang::DEFAULT)
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locale_strings() {
        assert_eq!(Lang::from_locale("nb_NO.UTF-8"), Some(Lang::Nb));
        assert_eq!(Lang::from_locale("no"), Some(Lang::Nb));
        assert_eq!(Lang::from_locale("pl_PL"), Some(Lang::Pl));
        assert_eq!(Lang::from_locale("C.UTF-8"), None);
        assert_eq!(Lang::from_locale("de_DE"), None);
    }

    #[test]
    fn env_precedence() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |k: &str| {
                pairs
                    .iter()
                    .find(|(n, _)| *n == k)
                    .map(|(_, v)| v.to_string())
            }
        };
        assert_eq!(Lang::from_env(env(&[("LANG", "pl_PL.UTF-8")])), Lang::Pl);
        assert_eq!(
            Lang::from_env(env(&[("TD_LANG", "nb"), ("LANG", "pl_PL")])),
            Lang::Nb
        );
        assert_eq!(
            Lang::from_env(env(&[("LC_ALL", "C"), ("LANG", "pl_PL")])),
            Lang::Pl
        );
        assert_eq!(Lang::from_env(env(&[])), Lang::En);
    }
}
