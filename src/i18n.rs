//! The user-interface strings, one catalogue per language.
//!
//! A `match` per language rather than message files: the compiler proves every
//! message exists in every language, and there is nothing to load at start-up. The
//! messages avoid counted nouns, so Polish plural forms never arise; if they ever
//! do, this is the place to bring in Fluent (see docs/decisions.md).

use crate::lang::Lang;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
    Ruling,
    WhatHappensNow,
    LawThatFollows,
    ScoreAdjustment,
    Citations,
    SeeAlso,
    HowWeGotHere,
    Back,
    Explain,
    LineHelp,
    LineInvalid,
    InputEnded,
    NoSummary,
    Edition,
    Question,
    Answer,
    Recorded,
    AddFacts,
    RefersTo,
    ReferredBy,
    InTheTrees,
    FactEvent,
    FactSession,
    FactBoard,
    FactTable,
    FactContract,
    FactDeclarer,
    FactCalledBy,
    FactNotes,
    NoneFits,
    NotCovered,
    NotCoveredBody,
    NotCoveredProblem,
    PlacesToRead,
    SearchMore,
    HowToDecide,
    AnotherRuling,
    Done,
    AfterRuling,
    AnotherHint,
    Facts,
    Record,
    Earlier,
    NowIn,
    Deleted2017,
}

pub fn t(lang: Lang, msg: Msg) -> &'static str {
    match lang {
        Lang::En => en(msg),
        Lang::Nb => nb(msg),
        Lang::Pl => pl(msg),
    }
}

fn en(msg: Msg) -> &'static str {
    match msg {
        Msg::Ruling => "Ruling",
        Msg::WhatHappensNow => "What happens now",
        Msg::LawThatFollows => "Law that takes over",
        Msg::ScoreAdjustment => "Score adjustment",
        Msg::Citations => "Citations",
        Msg::SeeAlso => "see also",
        Msg::HowWeGotHere => "How we got here",
        Msg::Back => "Back to the previous question",
        Msg::Explain => "Explain",
        Msg::LineHelp => "answer with a number ({range}) or an answer id, or type {keywords}",
        Msg::LineInvalid => "not an answer here",
        Msg::InputEnded => "input ended before a ruling was reached",
        Msg::NoSummary => "no summary in the law index",
        Msg::Edition => "Edition note",
        Msg::Earlier => "2007 Laws",
        Msg::NowIn => "Its content is now in",
        Msg::Deleted2017 => "Deleted in 2017; no 2017 paragraph has this number.",
        Msg::Question => "Question",
        Msg::Answer => "Answer",
        Msg::Recorded => "Recorded",
        Msg::AddFacts => "Add board, table and other facts to the record?",
        Msg::RefersTo => "Refers to",
        Msg::ReferredBy => "Referred to by",
        Msg::InTheTrees => "In the trees",
        Msg::FactEvent => "event",
        Msg::FactSession => "session",
        Msg::FactBoard => "board",
        Msg::FactTable => "table",
        Msg::FactContract => "contract (4SX, 3NT)",
        Msg::FactDeclarer => "declarer (N/E/S/W)",
        Msg::FactCalledBy => "TD called by (N/E/S/W)",
        Msg::FactNotes => "notes",
        Msg::NoneFits => "None of these fits",
        Msg::NotCovered => "Not covered",
        Msg::NotCoveredBody => {
            "The trees do not cover these facts, so no ruling is given here. Rule from the Laws themselves, starting with the paragraphs below."
        }
        Msg::NotCoveredProblem => "not covered: none of the answers fitted at",
        Msg::PlacesToRead => "Paragraphs to read",
        Msg::SearchMore => "To search further",
        Msg::HowToDecide => "How to decide",
        Msg::AnotherRuling => "Another ruling for this incident",
        Msg::Done => "Done",
        Msg::AfterRuling => "Anything else in this incident?",
        Msg::AnotherHint => "for another ruling in this incident, type",
        Msg::Facts => "Facts",
        Msg::Record => "Record",
    }
}

fn nb(msg: Msg) -> &'static str {
    match msg {
        Msg::Ruling => "Kjennelse",
        Msg::WhatHappensNow => "Hva skjer nå",
        Msg::LawThatFollows => "Videre behandling",
        Msg::ScoreAdjustment => "Justert score",
        Msg::Citations => "Henvisninger",
        Msg::SeeAlso => "se også",
        Msg::HowWeGotHere => "Spørsmål og svar",
        Msg::Back => "Tilbake til forrige spørsmål",
        Msg::Explain => "Forklar",
        Msg::LineHelp => "svar med et tall ({range}) eller en svar-id, eller skriv {keywords}",
        Msg::LineInvalid => "ikke et gyldig svar her",
        Msg::InputEnded => "inndata tok slutt før en kjennelse ble nådd",
        Msg::NoSummary => "ingen sammendrag i lovregisteret",
        Msg::Edition => "Utgavemerknad",
        Msg::Earlier => "2007-lovene",
        Msg::NowIn => "Innholdet står nå i",
        Msg::Deleted2017 => "Strøket i 2017; ingen paragraf i 2017-lovene har dette nummeret.",
        Msg::Question => "Spørsmål",
        Msg::Answer => "Svar",
        Msg::Recorded => "Lagret",
        Msg::AddFacts => "Legge til spill, bord og andre fakta i rapporten?",
        Msg::RefersTo => "Henviser til",
        Msg::ReferredBy => "Henvist til fra",
        Msg::InTheTrees => "I trærne",
        Msg::FactEvent => "turnering",
        Msg::FactSession => "sesjon",
        Msg::FactBoard => "spill nr.",
        Msg::FactTable => "bord",
        Msg::FactContract => "kontrakt (4SX, 3NT)",
        Msg::FactDeclarer => "spillefører (N/E/S/W)",
        Msg::FactCalledBy => "TL tilkalt av (N/E/S/W)",
        Msg::FactNotes => "merknader",
        Msg::NoneFits => "Ingen av disse passer",
        Msg::NotCovered => "Ikke dekket",
        Msg::NotCoveredBody => {
            "Trærne dekker ikke disse faktaene, så her gis ingen kjennelse. Døm ut fra lovene selv, og begynn med paragrafene nedenfor."
        }
        Msg::NotCoveredProblem => "ikke dekket: ingen av svarene passet ved",
        Msg::PlacesToRead => "Paragrafer å lese",
        Msg::SearchMore => "For å søke videre",
        Msg::HowToDecide => "Slik avgjør du",
        Msg::AnotherRuling => "En kjennelse til for denne hendelsen",
        Msg::Done => "Ferdig",
        Msg::AfterRuling => "Noe mer i denne hendelsen?",
        Msg::AnotherHint => "for en kjennelse til i denne hendelsen, skriv",
        Msg::Facts => "Fakta",
        Msg::Record => "Rapport",
    }
}

fn pl(msg: Msg) -> &'static str {
    match msg {
        Msg::Ruling => "Orzeczenie",
        Msg::WhatHappensNow => "Co dzieje się teraz",
        Msg::LawThatFollows => "Przepis, który przejmuje",
        Msg::ScoreAdjustment => "Korekta zapisu",
        Msg::Citations => "Podstawa prawna",
        Msg::SeeAlso => "zob. też",
        Msg::HowWeGotHere => "Jak do tego doszliśmy",
        Msg::Back => "Wróć do poprzedniego pytania",
        Msg::Explain => "Wyjaśnij",
        Msg::LineHelp => {
            "odpowiedz numerem ({range}) lub identyfikatorem odpowiedzi albo wpisz {keywords}"
        }
        Msg::LineInvalid => "to nie jest odpowiedź na to pytanie",
        Msg::InputEnded => "wejście skończyło się przed orzeczeniem",
        Msg::NoSummary => "brak streszczenia w indeksie przepisów",
        Msg::Edition => "Uwaga o wydaniu",
        Msg::Earlier => "przepisy z 2007 r.",
        Msg::NowIn => "Ta treść jest obecnie w",
        Msg::Deleted2017 => "Skreślony w 2017 r.; żaden przepis z 2017 r. nie ma tego numeru.",
        Msg::Question => "Pytanie",
        Msg::Answer => "Odpowiedź",
        Msg::Recorded => "Zapisano",
        Msg::AddFacts => "Dodać rozdanie, stół i inne fakty do protokołu?",
        Msg::RefersTo => "Odsyła do",
        Msg::ReferredBy => "Odsyłają tu",
        Msg::InTheTrees => "W drzewach",
        Msg::FactEvent => "zawody",
        Msg::FactSession => "sesja",
        Msg::FactBoard => "rozdanie",
        Msg::FactTable => "stół",
        Msg::FactContract => "kontrakt (4SX, 3NT)",
        Msg::FactDeclarer => "rozgrywający (N/E/S/W)",
        Msg::FactCalledBy => "sędziego wezwał (N/E/S/W)",
        Msg::FactNotes => "uwagi",
        Msg::NoneFits => "Żadna z tych odpowiedzi nie pasuje",
        Msg::NotCovered => "Poza zakresem drzew",
        Msg::NotCoveredBody => {
            "Drzewa nie obejmują tych faktów, więc nie podajemy tu orzeczenia. Orzeknij na podstawie samych przepisów, zaczynając od paragrafów poniżej."
        }
        Msg::NotCoveredProblem => "poza zakresem: żadna odpowiedź nie pasowała przy",
        Msg::PlacesToRead => "Przepisy do przeczytania",
        Msg::SearchMore => "Aby szukać dalej",
        Msg::HowToDecide => "Jak rozstrzygnąć",
        Msg::AnotherRuling => "Kolejne orzeczenie w tym zdarzeniu",
        Msg::Done => "Gotowe",
        Msg::AfterRuling => "Coś jeszcze w tym zdarzeniu?",
        Msg::AnotherHint => "aby dodać kolejne orzeczenie w tym zdarzeniu, wpisz",
        Msg::Facts => "Fakty",
        Msg::Record => "Protokół",
    }
}
