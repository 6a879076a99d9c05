//! Counted nouns in the TD's language, with Fluent and the CLDR plural rules: "1
//! zdarzenie, 2 zdarzenia, 5 zdarzeń", never "zdarzenie(a)".
//!
//! They live in the one catalogue per language (`i18n/<lang>.ftl`) with every other
//! message; `tests` below check that each id formats without error in each language.

use fluent_bundle::FluentArgs;

use crate::texts::lang::Lang;

/// A noun with its number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Counted {
    Incidents,
    Errors,
    Warnings,
    Trees,
    Nodes,
    Paragraphs,
    /// "after N answers": the preposition is part of it, as Polish declines the
    /// noun after "po".
    AfterAnswers,
    /// Replay's summary: "3 changed"; in Polish and Norwegian the status word agrees
    /// with the number ("0 zmienionych", "3 ufullstendige").
    StatusOk,
    StatusChanged,
    StatusIncomplete,
    StatusUncovered,
    StatusInvalid,
}

impl Counted {
    pub const ALL: [Counted; 12] = [
        Counted::Incidents,
        Counted::Errors,
        Counted::Warnings,
        Counted::Trees,
        Counted::Nodes,
        Counted::Paragraphs,
        Counted::AfterAnswers,
        Counted::StatusOk,
        Counted::StatusChanged,
        Counted::StatusIncomplete,
        Counted::StatusUncovered,
        Counted::StatusInvalid,
    ];

    /// The message's id in the catalogue.
    pub(crate) fn id(self) -> &'static str {
        match self {
            Counted::Incidents => "incidents",
            Counted::Errors => "errors",
            Counted::Warnings => "warnings",
            Counted::Trees => "trees",
            Counted::Nodes => "nodes",
            Counted::Paragraphs => "paragraphs",
            Counted::AfterAnswers => "after-answers",
            Counted::StatusOk => "count-status-ok",
            Counted::StatusChanged => "count-status-changed",
            Counted::StatusIncomplete => "count-status-incomplete",
            Counted::StatusUncovered => "count-status-uncovered",
            Counted::StatusInvalid => "count-status-invalid",
        }
    }
}

use crate::texts::fluent::MESSAGES as CATALOGUE;

/// `n` and the noun in `lang`: `3 incidents`, `3 hendelser`, `3 zdarzenia`.
pub fn count(lang: Lang, what: Counted, n: usize) -> String {
    let mut args = FluentArgs::new();
    args.set("count", n);
    crate::texts::fluent::format(CATALOGUE.bundle(lang), what.id(), &args)
        .unwrap_or_else(|| format!("{n} {}", what.id()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_message_exists_and_formats_in_every_language() {
        for lang in Lang::ALL {
            let b = CATALOGUE.bundle(lang);
            for what in Counted::ALL {
                let m = b
                    .get_message(what.id())
                    .unwrap_or_else(|| panic!("{lang} lacks `{}`", what.id()));
                let mut errors = Vec::new();
                let mut args = FluentArgs::new();
                args.set("count", 3);
                b.format_pattern(m.value().unwrap(), Some(&args), &mut errors);
                assert!(errors.is_empty(), "{lang} {}: {errors:?}", what.id());
            }
        }
    }

    #[test]
    fn polish_has_three_forms() {
        let pl = |n| count(Lang::Pl, Counted::Incidents, n);
        let expected = [
            (0, "0 zdarzeń"),
            (1, "1 zdarzenie"),
            (2, "2 zdarzenia"),
            (5, "5 zdarzeń"),
            (12, "12 zdarzeń"),
            (22, "22 zdarzenia"),
            (25, "25 zdarzeń"),
        ];
        for (n, text) in expected {
            assert_eq!(pl(n), text);
        }
        assert_eq!(count(Lang::Pl, Counted::Errors, 24), "24 błędy");
        assert_eq!(count(Lang::Pl, Counted::Errors, 14), "14 błędów");
        assert_eq!(count(Lang::Pl, Counted::AfterAnswers, 1), "po 1 odpowiedzi");
        assert_eq!(
            count(Lang::Pl, Counted::AfterAnswers, 3),
            "po 3 odpowiedziach"
        );
    }

    #[test]
    fn norwegian_and_english_have_two() {
        let expected = [
            (0, "0 hendelser", "0 incidents"),
            (1, "1 hendelse", "1 incident"),
            (2, "2 hendelser", "2 incidents"),
            (5, "5 hendelser", "5 incidents"),
            (12, "12 hendelser", "12 incidents"),
            (22, "22 hendelser", "22 incidents"),
            (25, "25 hendelser", "25 incidents"),
        ];
        for (n, nb, en) in expected {
            assert_eq!(count(Lang::Nb, Counted::Incidents, n), nb);
            assert_eq!(count(Lang::En, Counted::Incidents, n), en);
        }
        assert_eq!(count(Lang::Nb, Counted::Trees, 1), "1 tre");
        assert_eq!(count(Lang::Nb, Counted::Trees, 13), "13 trær");
    }

    #[test]
    fn status_words_agree_with_their_number() {
        let pl = |what, n| count(Lang::Pl, what, n);
        assert_eq!(pl(Counted::StatusChanged, 0), "0 zmienionych");
        assert_eq!(pl(Counted::StatusChanged, 1), "1 zmienione");
        assert_eq!(pl(Counted::StatusChanged, 3), "3 zmienione");
        assert_eq!(pl(Counted::StatusInvalid, 5), "5 nieprawidłowych");
        assert_eq!(pl(Counted::StatusOk, 5), "5 w porządku");
        let nb = |what, n| count(Lang::Nb, what, n);
        assert_eq!(nb(Counted::StatusIncomplete, 3), "3 ufullstendige");
        assert_eq!(nb(Counted::StatusIncomplete, 1), "1 ufullstendig");
        assert_eq!(nb(Counted::StatusInvalid, 0), "0 ugyldige");
        assert_eq!(count(Lang::En, Counted::StatusChanged, 2), "2 changed");
    }
}
