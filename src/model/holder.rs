//! Who holds an option of a ruling: the fixed vocabulary a tree author picks from.
//!
//! A ruling's options are grouped under "Declarer may choose", "The defenders may
//! choose", ... so the TD can say at once who is to decide. The vocabulary is fixed
//! (and checked by `td check`) because each holder needs a heading in every language
//! (its words: `texts::holder_words`) and a stable id in incident records and JSON. It names roles at the table, not
//! laws: which holder a law gives the choice to is decided in the YAML.

use std::fmt;

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
    MisinformedLho,
}

impl Holder {
    pub const ALL: [Holder; 13] = [
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
        Holder::MisinformedLho,
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
            Holder::MisinformedLho => "misinformed-lho",
        }
    }

    pub fn from_id(id: &str) -> Option<Holder> {
        Holder::ALL.into_iter().find(|h| h.id() == id)
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
    fn ids_round_trip() {
        for h in Holder::ALL {
            assert_eq!(Holder::from_id(h.id()), Some(h));
        }
        assert_eq!(Holder::from_id("partner"), None);
    }
}
