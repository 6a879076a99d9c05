//! Who holds an option of a ruling: the fixed vocabulary a tree author picks from.
//!
//! A ruling's options are grouped under "Declarer may choose", "The defenders may
//! choose", ... so the TD can say at once who is to decide. The vocabulary is fixed
//! (and checked by `td check`) because each holder needs a heading in every language
//! and a stable id in incident records and JSON. It names roles at the table, not
//! laws: which holder a law gives the choice to is decided in the YAML.

use std::fmt;

use crate::texts::lang::Lang;

#[derive(
    serde::Serialize, serde::Deserialize, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash,
)]
pub enum Holder {
    Declarer,
    Dummy,
    Defenders,
    EitherDefender,
    NonOffendingSide,
    OffendingSide,
    Claimer,
    ClaimerOpponents,
    Director,
    Offender,
    OffenderLho,
    MisinformedPlayer,
}

impl Holder {
    pub const ALL: [Holder; 12] = [
        Holder::Declarer,
        Holder::Dummy,
        Holder::Defenders,
        Holder::EitherDefender,
        Holder::NonOffendingSide,
        Holder::OffendingSide,
        Holder::Claimer,
        Holder::ClaimerOpponents,
        Holder::Director,
        Holder::Offender,
        Holder::OffenderLho,
        Holder::MisinformedPlayer,
    ];

    /// The id written in the YAML, in records and in JSON.
    pub fn id(self) -> &'static str {
        match self {
            Holder::Declarer => "declarer",
            Holder::Dummy => "dummy",
            Holder::Defenders => "defenders",
            Holder::EitherDefender => "either-defender",
            Holder::NonOffendingSide => "non-offending-side",
            Holder::OffendingSide => "offending-side",
            Holder::Claimer => "claimer",
            Holder::ClaimerOpponents => "claimer-opponents",
            Holder::Director => "director",
            Holder::Offender => "offender",
            Holder::OffenderLho => "offender-lho",
            Holder::MisinformedPlayer => "misinformed-player",
        }
    }

    pub fn from_id(id: &str) -> Option<Holder> {
        Holder::ALL.into_iter().find(|h| h.id() == id)
    }

    /// The heading over this holder's options: "Declarer may choose".
    pub fn heading(self, lang: Lang) -> &'static str {
        use Holder::*;
        match (lang, self) {
            (Lang::En, Declarer) => "Declarer may choose",
            (Lang::En, Dummy) => "Dummy may choose",
            (Lang::En, Defenders) => "The defenders may choose",
            (Lang::En, EitherDefender) => "Either defender may choose",
            (Lang::En, NonOffendingSide) => "The non-offending side may choose",
            (Lang::En, OffendingSide) => "The offending side may choose",
            (Lang::En, Claimer) => "The claimer may choose",
            (Lang::En, ClaimerOpponents) => "The claimer's opponents may choose",
            (Lang::En, Director) => "The Director decides",
            (Lang::En, Offender) => "The offender may choose",
            (Lang::En, OffenderLho) => "The offender's left-hand opponent may choose",
            (Lang::En, MisinformedPlayer) => "The misinformed player may choose",
            (Lang::Nb, Declarer) => "Spilleføreren kan velge",
            (Lang::Nb, Dummy) => "Blindemann kan velge",
            (Lang::Nb, Defenders) => "Motspillerne kan velge",
            (Lang::Nb, EitherDefender) => "Én av motspillerne (hvem som helst av dem) kan velge",
            (Lang::Nb, NonOffendingSide) => "Ikke-skyldig side kan velge",
            (Lang::Nb, OffendingSide) => "Skyldig side kan velge",
            (Lang::Nb, Claimer) => "Den som krevde, kan velge",
            (Lang::Nb, ClaimerOpponents) => "Motparten til den som krevde, kan velge",
            (Lang::Nb, Director) => "Turneringslederen avgjør",
            (Lang::Nb, Offender) => "Den skyldige kan velge",
            (Lang::Nb, OffenderLho) => "Den skyldiges venstre motstander kan velge",
            (Lang::Nb, MisinformedPlayer) => "Spilleren som ble feilinformert, kan velge",
            (Lang::Pl, Declarer) => "Rozgrywający może wybrać",
            (Lang::Pl, Dummy) => "Dziadek może wybrać",
            (Lang::Pl, Defenders) => "Obrońcy mogą wybrać",
            (Lang::Pl, EitherDefender) => "Którykolwiek z obrońców może wybrać",
            (Lang::Pl, NonOffendingSide) => "Strona niewykraczająca może wybrać",
            (Lang::Pl, OffendingSide) => "Strona wykraczająca może wybrać",
            (Lang::Pl, Claimer) => "Zgłaszający może wybrać",
            (Lang::Pl, ClaimerOpponents) => "Przeciwnicy zgłaszającego mogą wybrać",
            (Lang::Pl, Director) => "Sędzia decyduje",
            (Lang::Pl, Offender) => "Wykraczający może wybrać",
            (Lang::Pl, OffenderLho) => "Lewy przeciwnik wykraczającego może wybrać",
            (Lang::Pl, MisinformedPlayer) => "Gracz błędnie poinformowany może wybrać",
        }
    }
}

impl Holder {
    /// Who is asked at a choice, as the TD turns to him: "The offender's
    /// left-hand opponent". A choice is put to a player, never to the TD.
    pub fn asked(self, lang: Lang) -> &'static str {
        use Holder::*;
        match (lang, self) {
            (Lang::En, Declarer) => "Declarer",
            (Lang::En, Dummy) => "Dummy",
            (Lang::En, Defenders) => "The defenders",
            (Lang::En, EitherDefender) => "Either defender",
            (Lang::En, NonOffendingSide) => "The non-offending side",
            (Lang::En, OffendingSide) => "The offending side",
            (Lang::En, Claimer) => "The claimer",
            (Lang::En, ClaimerOpponents) => "The claimer's opponents",
            (Lang::En, Director) => "The Director",
            (Lang::En, Offender) => "The offender",
            (Lang::En, OffenderLho) => "The offender's left-hand opponent",
            (Lang::En, MisinformedPlayer) => "The misinformed player",
            (Lang::Nb, Declarer) => "Spilleføreren",
            (Lang::Nb, Dummy) => "Blindemann",
            (Lang::Nb, Defenders) => "Motspillerne",
            (Lang::Nb, EitherDefender) => "Én av motspillerne",
            (Lang::Nb, NonOffendingSide) => "Ikke-skyldig side",
            (Lang::Nb, OffendingSide) => "Skyldig side",
            (Lang::Nb, Claimer) => "Den som krevde",
            (Lang::Nb, ClaimerOpponents) => "Motparten til den som krevde",
            (Lang::Nb, Director) => "Turneringslederen",
            (Lang::Nb, Offender) => "Den skyldige",
            (Lang::Nb, OffenderLho) => "Den skyldiges venstre motstander",
            (Lang::Nb, MisinformedPlayer) => "Spilleren som ble feilinformert",
            (Lang::Pl, Declarer) => "Rozgrywający",
            (Lang::Pl, Dummy) => "Dziadek",
            (Lang::Pl, Defenders) => "Obrońcy",
            (Lang::Pl, EitherDefender) => "Którykolwiek z obrońców",
            (Lang::Pl, NonOffendingSide) => "Strona niewykraczająca",
            (Lang::Pl, OffendingSide) => "Strona wykraczająca",
            (Lang::Pl, Claimer) => "Zgłaszający",
            (Lang::Pl, ClaimerOpponents) => "Przeciwnicy zgłaszającego",
            (Lang::Pl, Director) => "Sędzia",
            (Lang::Pl, Offender) => "Wykraczający",
            (Lang::Pl, OffenderLho) => "Lewy przeciwnik wykraczającego",
            (Lang::Pl, MisinformedPlayer) => "Gracz błędnie poinformowany",
        }
    }
}

impl fmt::Display for Holder {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str(self.id())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_round_trip_and_every_heading_is_written() {
        for h in Holder::ALL {
            assert_eq!(Holder::from_id(h.id()), Some(h));
            for lang in Lang::ALL {
                assert!(!h.heading(lang).is_empty());
                assert!(!h.asked(lang).is_empty());
            }
        }
        assert_eq!(Holder::from_id("partner"), None);
    }
}
