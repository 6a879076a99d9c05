//! The languages bridge-td speaks, and how the user's choice is found.
//!
//! The list is data: one language per `i18n/<code>.ftl` file, found by this crate's
//! build script (`build.rs`), which writes the `Lang` enum and includes each
//! language's files. A federation adds a language by adding its files
//! (docs/authoring.md, "Adding a language"); no Rust names one.

use std::fmt;

include!(concat!(env!("OUT_DIR"), "/languages.rs"));

impl Lang {
    pub const ALL: [Lang; ALL.len()] = ALL;
    /// English: every text has it, and it is what a missing translation falls back to.
    pub const DEFAULT: Lang = ALL[0];

    /// The position of the language in [`Lang::ALL`].
    pub const fn index(self) -> usize {
        self as usize
    }

    pub fn code(self) -> &'static str {
        CODES[self.index()]
    }

    pub fn from_code(code: &str) -> Option<Lang> {
        Lang::ALL.into_iter().find(|l| l.code() == code)
    }

    /// How citations are introduced in the language's law book ("Law ", "§ ",
    /// "przepis "): its catalogue's `language-citation`, and a space.
    pub fn citation_prefix(self) -> &'static str {
        CITATIONS[self.index()]
    }

    /// Picks the language from a locale string such as `nb_NO.UTF-8` or `pl`: its
    /// language part, among each catalogue's `language-locales` (Norwegian `no` and
    /// `nn` are bokmål's, the only Norwegian we have).
    pub fn from_locale(locale: &str) -> Option<Lang> {
        let head: String = locale
            .chars()
            .take_while(|c| c.is_ascii_alphabetic())
            .collect::<String>()
            .to_ascii_lowercase();
        Lang::ALL
            .into_iter()
            .find(|l| LOCALES[l.index()].contains(&head.as_str()))
    }

    /// The language from the environment, and a warning when `TD_LANG` names one we
    /// do not have (it is then ignored: a typo there should be seen, not silently
    /// turn the tool English, but it must not stop `td man` either).
    ///
    /// `TD_LANG` first. Then the locale as gettext reads it: the first of `LC_ALL`,
    /// `LC_MESSAGES` and `LANG` that is set decides (the POSIX order: `LC_ALL=C`
    /// means C whatever `LANG` says), except that `LANGUAGE`, a colon-separated list
    /// of preferences, comes before it unless that locale is `C` or `POSIX`. A locale
    /// we do not speak gives English, as it does for any program. The second value
    /// is a `TD_LANG` we do not speak, as set, for a warning in the language chosen:
    /// the caller makes it safe to show (`text::sanitize`), so that languages need
    /// nothing from texts (texts are in languages, not the other way round).
    pub fn from_env(var: impl Fn(&str) -> Option<String>) -> (Lang, Option<String>) {
        let mut warning = None;
        if let Some(v) = var("TD_LANG") {
            match Lang::from_locale(&v) {
                Some(l) => return (l, None),
                None => warning = Some(v),
            }
        }
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]
            .iter()
            .find_map(|name| var(name));
        let is_c = locale
            .as_deref()
            .is_none_or(|l| matches!(l.split('.').next(), Some("C" | "POSIX")));
        let from_language = (!is_c)
            .then(|| var("LANGUAGE"))
            .flatten()
            .and_then(|list| list.split(':').find_map(Lang::from_locale));
        let lang = from_language
            .or_else(|| locale.as_deref().and_then(Lang::from_locale))
            .unwrap_or(Lang::DEFAULT);
        (lang, warning)
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
        let lang = |pairs| Lang::from_env(env(pairs)).0;
        assert_eq!(lang(&[("LANG", "pl_PL.UTF-8")]), Lang::Pl);
        assert_eq!(lang(&[("TD_LANG", "nb"), ("LANG", "pl_PL")]), Lang::Nb);
        // POSIX: LC_ALL decides the category when set, C included.
        assert_eq!(lang(&[("LC_ALL", "C"), ("LANG", "pl_PL")]), Lang::En);
        assert_eq!(
            lang(&[("LC_MESSAGES", "nb_NO"), ("LANG", "pl_PL")]),
            Lang::Nb
        );
        assert_eq!(lang(&[("LC_ALL", "de_DE"), ("LANG", "pl_PL")]), Lang::En);
        // LANGUAGE is a list of preferences, ahead of the locale unless it is C.
        assert_eq!(
            lang(&[("LANGUAGE", "de:nb:en"), ("LANG", "pl_PL")]),
            Lang::Nb
        );
        assert_eq!(lang(&[("LANGUAGE", "nb"), ("LC_ALL", "C")]), Lang::En);
        assert_eq!(
            lang(&[("LANGUAGE", "nb")]),
            Lang::En,
            "no locale at all is C"
        );
        let (l, warning) = Lang::from_env(env(&[("TD_LANG", "de"), ("LANG", "pl_PL")]));
        assert_eq!(l, Lang::Pl);
        assert_eq!(warning.as_deref(), Some("de"));
        assert_eq!(lang(&[]), Lang::En);
    }
}
