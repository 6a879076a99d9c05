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
    Options,
    NoOptions,
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
        Msg::Options => "The non-offending side may choose",
        Msg::NoOptions => "The non-offending side has no choice to make.",
        Msg::LawThatFollows => "Law that takes over",
        Msg::ScoreAdjustment => "Score adjustment",
        Msg::Citations => "Citations",
        Msg::SeeAlso => "see also",
        Msg::HowWeGotHere => "How we got here",
        Msg::Back => "Back to the previous question",
        Msg::Explain => "Explain",
        Msg::LineHelp => "answer with a number, an answer id, `back` or `?`",
        Msg::LineInvalid => "not an answer here",
        Msg::InputEnded => "input ended before a ruling was reached",
        Msg::NoSummary => "no summary in the law index",
        Msg::Edition => "Edition note",
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
    }
}

fn nb(msg: Msg) -> &'static str {
    match msg {
        Msg::Ruling => "Kjennelse",
        Msg::WhatHappensNow => "Hva skjer nå",
        Msg::Options => "Ikke-skyldig side kan velge",
        Msg::NoOptions => "Ikke-skyldig side har ikke noe valg.",
        Msg::LawThatFollows => "Lov som tar over",
        Msg::ScoreAdjustment => "Justering av resultat",
        Msg::Citations => "Henvisninger",
        Msg::SeeAlso => "se også",
        Msg::HowWeGotHere => "Slik kom vi hit",
        Msg::Back => "Tilbake til forrige spørsmål",
        Msg::Explain => "Forklar",
        Msg::LineHelp => "svar med et tall, en svar-id, `back` eller `?`",
        Msg::LineInvalid => "ikke et gyldig svar her",
        Msg::InputEnded => "inndata tok slutt før en kjennelse ble nådd",
        Msg::NoSummary => "ingen sammendrag i lovregisteret",
        Msg::Edition => "Utgavemerknad",
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
    }
}

fn pl(msg: Msg) -> &'static str {
    match msg {
        Msg::Ruling => "Orzeczenie",
        Msg::WhatHappensNow => "Co dzieje się teraz",
        Msg::Options => "Strona niewinna może wybrać",
        Msg::NoOptions => "Strona niewinna nie ma wyboru.",
        Msg::LawThatFollows => "Przepis, który przejmuje",
        Msg::ScoreAdjustment => "Korekta zapisu",
        Msg::Citations => "Podstawa prawna",
        Msg::SeeAlso => "zob. też",
        Msg::HowWeGotHere => "Jak do tego doszliśmy",
        Msg::Back => "Wróć do poprzedniego pytania",
        Msg::Explain => "Wyjaśnij",
        Msg::LineHelp => "odpowiedz numerem, identyfikatorem odpowiedzi, `back` lub `?`",
        Msg::LineInvalid => "to nie jest odpowiedź na to pytanie",
        Msg::InputEnded => "wejście skończyło się przed orzeczeniem",
        Msg::NoSummary => "brak streszczenia w indeksie przepisów",
        Msg::Edition => "Uwaga o wydaniu",
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
    }
}
