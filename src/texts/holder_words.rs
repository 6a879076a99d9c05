//! A holder's words: the heading over his options and his name as the TD turns to
//! him, from the catalogue (`i18n/<lang>.ftl`, `holder-<id>-heading` and
//! `holder-<id>`). Kept out of `model::holder`, which the build script compiles
//! without the catalogues.

use crate::model::holder::Holder;
use crate::texts::i18n::{Msg, t};
use crate::texts::lang::Lang;

impl Holder {
    /// The heading over this holder's options: "Declarer may choose".
    pub fn heading(self, lang: Lang) -> &'static str {
        t(lang, self.messages().0)
    }

    /// Who is asked at a choice, as the TD turns to him: "The offender's
    /// left-hand opponent". A choice is put to a player, never to the TD.
    pub fn asked(self, lang: Lang) -> &'static str {
        t(lang, self.messages().1)
    }

    /// This holder's words in the catalogue (`i18n/<lang>.ftl`): its heading and
    /// its name as the TD turns to him.
    fn messages(self) -> (Msg, Msg) {
        match self {
            Holder::Declarer => (Msg::HolderDeclarerHeading, Msg::HolderDeclarer),
            Holder::Dummy => (Msg::HolderDummyHeading, Msg::HolderDummy),
            Holder::Defenders => (Msg::HolderDefendersHeading, Msg::HolderDefenders),
            Holder::EitherDefender => (Msg::HolderEitherDefenderHeading, Msg::HolderEitherDefender),
            Holder::NonOffendingSide => (
                Msg::HolderNonOffendingSideHeading,
                Msg::HolderNonOffendingSide,
            ),
            Holder::OffendingSide => (Msg::HolderOffendingSideHeading, Msg::HolderOffendingSide),
            Holder::Claimer => (Msg::HolderClaimerHeading, Msg::HolderClaimer),
            Holder::ClaimerOpponents => (
                Msg::HolderClaimerOpponentsHeading,
                Msg::HolderClaimerOpponents,
            ),
            Holder::Director => (Msg::HolderDirectorHeading, Msg::HolderDirector),
            Holder::Offender => (Msg::HolderOffenderHeading, Msg::HolderOffender),
            Holder::OffenderLho => (Msg::HolderOffenderLhoHeading, Msg::HolderOffenderLho),
            Holder::MisinformedPlayer => (
                Msg::HolderMisinformedPlayerHeading,
                Msg::HolderMisinformedPlayer,
            ),
            Holder::MisinformedLho => (Msg::HolderMisinformedLhoHeading, Msg::HolderMisinformedLho),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_holder_has_a_heading_and_a_name_in_every_language() {
        for h in Holder::ALL {
            for lang in Lang::ALL {
                assert!(!h.heading(lang).is_empty());
                assert!(!h.asked(lang).is_empty());
                assert_ne!(h.heading(lang), h.asked(lang));
            }
        }
        assert_eq!(
            Holder::OffenderLho.heading(Lang::En),
            "The offender's left-hand opponent may choose"
        );
        assert_eq!(Holder::Declarer.asked(Lang::Pl), "Rozgrywający");
    }
}
