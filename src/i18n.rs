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
    LeadsOn,
    ScoreAdjustment,
    Citations,
    SeeAlso,
    HowWeGotHere,
    Back,
    Explain,
    LineHelp,
    LineInvalid,
    LineTooLong,
    SearchTooManyWords,
    SearchWordTooLong,
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
    Definition,
    BuiltInRulings,
    NoSuchParagraph,
    DidYouMean,
    NothingFound,
    NoTree,
    TheTreesAre,
    UnknownRegulation,
    RegulationValue,
    DraftKept,
    ReplayOtherRulings,
    ReplayNoAnswer,
    ReplayUncovered,
    ReplayOld,
    ReplayNew,
    StatusOk,
    StatusChanged,
    StatusIncomplete,
    StatusUncovered,
    StatusInvalid,
    ReplayUncoveredCount,
    CoveredOf,
    Uncited,
    TreesHeader,
    NotBoard,
    NotTable,
    NotContract,
    NotSeat,
    TwoRulingsDirs,
    RulingsHaveErrors,
    SaveFailedLastGood,
    SaveFailedNothing,
    NoTriageTree,
    ResumedOtherRulings,
    NoRecordsFound,
    NoManPage,
    TipCommand,
    CliError,
    CliUsage,
    CliMoreInfo,
    CliUnexpectedArgument,
    CliSimilarArgument,
    CliUnknownSubcommand,
    CliSimilarSubcommand,
    CliValueRequired,
    CliInvalidValue,
    CliPossibleValues,
    CliMissingArgument,
    CliConflict,
    CliMissingSubcommand,
    CliSubcommands,
    CliTooManyValues,
    MdIncident,
    MdStatus,
    MdRecorded,
    MdOtherRulings,
    MdRegulations,
    MdNoRuling,
    MdRecordedRuling,
    BadTdLang,
    Warning,
    ThroughParagraphs,
    ThroughEnclosing,
    CoverageTitle,
    CoverageIntro,
    CoverageColumns,
    CoverageTotal,
}

/// A message with its `{0}`, `{1}`, ... filled in.
pub fn tf(lang: Lang, msg: Msg, args: &[&str]) -> String {
    let mut s = t(lang, msg).to_string();
    for (i, a) in args.iter().enumerate() {
        s = s.replace(&format!("{{{i}}}"), a);
    }
    s
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
        Msg::LeadsOn => "These facts need a further ruling: ruling {0} below ({1}).",
        Msg::ScoreAdjustment => "Score adjustment",
        Msg::Citations => "Citations",
        Msg::SeeAlso => "see also",
        Msg::HowWeGotHere => "How we got here",
        Msg::Back => "Back to the previous question",
        Msg::Explain => "Explain",
        Msg::LineHelp => "answer with a number ({range}) or an answer id, or type {keywords}",
        Msg::LineInvalid => "not an answer here",
        Msg::LineTooLong => "a line longer than {0} bytes is not an answer; it was skipped",
        Msg::SearchTooManyWords => "{0} search words; at most {1} are searched at once",
        Msg::SearchWordTooLong => {
            "a search word of {0} characters; words are searched up to {1} characters long"
        }
        Msg::InputEnded => "input ended before a ruling was reached",
        Msg::NoSummary => "no summary in the law index",
        Msg::Edition => "Edition note",
        Msg::Earlier => "2007 Laws",
        Msg::Definition => "Definition",
        Msg::NoSuchParagraph => "{0}: no such paragraph in the index",
        Msg::DidYouMean => "; did you mean {0}?",
        Msg::NothingFound => "nothing found for `{0}`",
        Msg::NoTree => "no tree `{0}`",
        Msg::TheTreesAre => " The trees are {0}",
        Msg::UnknownRegulation => "unknown regulation `{0}`; the trees know: {1}",
        Msg::RegulationValue => {
            "regulation `{0}`: write `{1}` (in force) or `{1}=no` (not in force)"
        }
        Msg::DraftKept => "; the draft is kept: td ask --resume {0}",
        Msg::ReplayOtherRulings => {
            "note: recorded with rulings {0}, replayed with the current ones"
        }
        Msg::ReplayNoAnswer => {
            "at `{0}`: the record has no answer for this question (the tree changed, or the record is a draft)"
        }
        Msg::ReplayUncovered => {
            "uncovered at `{0}`: none of the answers fitted the facts; the trees do not cover them"
        }
        Msg::ReplayOld => "old",
        Msg::ReplayNew => "new",
        Msg::StatusOk => "ok",
        Msg::StatusChanged => "changed",
        Msg::StatusIncomplete => "incomplete",
        Msg::StatusUncovered => "uncovered",
        Msg::StatusInvalid => "invalid",
        Msg::ReplayUncoveredCount => "uncovered at {0}",
        Msg::CoveredOf => "{0}/{1} paragraphs covered ({2}%)",
        Msg::Uncited => "uncited",
        Msg::TreesHeader => "id|law|title|questions|outcomes|median|max",
        Msg::NotBoard => "`{0}` is not a board number: use a positive whole number such as 14",
        Msg::NotTable => "`{0}` is not a table: use its number or short name, e.g. 3 or 12A",
        Msg::NotContract => "`{0}` is not a contract: write level, strain and any double, e.g. {1}",
        Msg::NotSeat => "`{0}` is not a seat: use {1}",
        Msg::TwoRulingsDirs => {
            "two rulings directories: `td check {0}` and `--rulings {1}`; name one"
        }
        Msg::RulingsHaveErrors => "the rulings in {0} have errors; run `td check` for details",
        Msg::SaveFailedLastGood => {
            "the ruling was given, but {0}; the last good draft is {1} (td ask --resume {1})"
        }
        Msg::SaveFailedNothing => "the ruling was given, but {0}; no record was written",
        Msg::NoTriageTree => "these rulings have no triage tree ({0}); name a tree: td ask {1}",
        Msg::ResumedOtherRulings => "note: {0} was started with rulings {1}; continuing with {2}",
        Msg::NoRecordsFound => "no incident records (*.yaml) found there; nothing was replayed",
        Msg::NoManPage => "no subcommand `{0}`{1} The pages are: td, {2}",
        Msg::TipCommand => "  tip: did you mean `td {0}`?",
        Msg::CliError => "error",
        Msg::CliUsage => "Usage",
        Msg::CliMoreInfo => "For more information, try '--help'.",
        Msg::CliUnexpectedArgument => "unexpected argument {0}",
        Msg::CliSimilarArgument => "tip: a similar argument exists: {0}",
        Msg::CliUnknownSubcommand => "unrecognized subcommand {0}",
        Msg::CliSimilarSubcommand => "tip: a similar subcommand exists: {0}",
        Msg::CliValueRequired => "a value is required for {0} but none was supplied",
        Msg::CliInvalidValue => "invalid value {0} for {1}",
        Msg::CliPossibleValues => "possible values: {0}",
        Msg::CliMissingArgument => "the following required arguments were not provided: {0}",
        Msg::CliConflict => "the argument {0} cannot be used with {1}",
        Msg::CliMissingSubcommand => "td needs a subcommand",
        Msg::CliSubcommands => "subcommands: {0}",
        Msg::CliTooManyValues => "unexpected value {0} for {1}",
        Msg::MdIncident => "Incident",
        Msg::MdStatus => "Status",
        Msg::MdRecorded => "Recorded {0} ({1}), rulings {2}",
        Msg::MdOtherRulings => "Recorded with a different rulings set than the one replaying it.",
        Msg::MdRegulations => "Regulations in force: {0}",
        Msg::MdNoRuling => "No ruling: the record has no answer at `{0}`.",
        Msg::MdRecordedRuling => "Recorded ruling: {0}",
        Msg::BadTdLang => {
            "warning: TD_LANG={0} is not a language td speaks (en, nb, pl); ignoring it"
        }
        Msg::Warning => "warning: {0}",
        Msg::ThroughParagraphs => "(through its paragraphs) {0}",
        Msg::ThroughEnclosing => "(through {0}) {1}",
        Msg::CoverageTitle => "Coverage of the laws in scope",
        Msg::CoverageIntro => {
            "Generated by `td coverage --format markdown`; do not edit by hand. A paragraph is covered when a node cites it, a paragraph inside it, or the paragraph enclosing it; the last two say so."
        }
        Msg::CoverageColumns => "| paragraph | cited by |",
        Msg::CoverageTotal => "{0} of {1} paragraphs covered ({2}%).",
        Msg::BuiltInRulings => "built-in rulings",
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
        Msg::LeadsOn => "Disse faktaene krever en kjennelse til: kjennelse {0} nedenfor ({1}).",
        Msg::ScoreAdjustment => "Justert score",
        Msg::Citations => "Henvisninger",
        Msg::SeeAlso => "se også",
        Msg::HowWeGotHere => "Spørsmål og svar",
        Msg::Back => "Tilbake til forrige spørsmål",
        Msg::Explain => "Forklar",
        Msg::LineHelp => "svar med et tall ({range}) eller en svar-id, eller skriv {keywords}",
        Msg::LineInvalid => "ikke et gyldig svar her",
        Msg::LineTooLong => "en linje på over {0} byte er ikke et svar; den ble hoppet over",
        Msg::SearchTooManyWords => "{0} søkeord; høyst {1} søkes på samtidig",
        Msg::SearchWordTooLong => "et søkeord på {0} tegn; ord søkes på opptil {1} tegn",
        Msg::InputEnded => "inndata tok slutt før en kjennelse ble nådd",
        Msg::NoSummary => "ingen sammendrag i lovregisteret",
        Msg::Edition => "Utgavemerknad",
        Msg::Earlier => "2007-lovene",
        Msg::Definition => "Definisjon",
        Msg::NoSuchParagraph => "{0}: ingen slik paragraf i registeret",
        Msg::DidYouMean => "; mente du {0}?",
        Msg::NothingFound => "ingen treff for «{0}»",
        Msg::NoTree => "intet tre «{0}»",
        Msg::TheTreesAre => " Trærne er {0}",
        Msg::UnknownRegulation => "ukjent regel «{0}»; trærne kjenner: {1}",
        Msg::RegulationValue => "regel «{0}»: skriv «{1}» (gjelder) eller «{1}=no» (gjelder ikke)",
        Msg::DraftKept => "; utkastet er tatt vare på: td ask --resume {0}",
        Msg::ReplayOtherRulings => "merknad: registrert med trærne {0}, spilt på nytt med dagens",
        Msg::ReplayNoAnswer => {
            "ved «{0}»: rapporten har ikke noe svar på dette spørsmålet (treet er endret, eller rapporten er et utkast)"
        }
        Msg::ReplayUncovered => {
            "ikke dekket ved «{0}»: ingen av svarene passet til fakta; trærne dekker dem ikke"
        }
        Msg::ReplayOld => "før",
        Msg::ReplayNew => "nå",
        Msg::StatusOk => "i orden",
        Msg::StatusChanged => "endret",
        Msg::StatusIncomplete => "ufullstendig",
        Msg::StatusUncovered => "ikke dekket",
        Msg::StatusInvalid => "ugyldig",
        Msg::ReplayUncoveredCount => "ikke dekket ved {0}",
        Msg::CoveredOf => "{0}/{1} paragrafer dekket ({2} %)",
        Msg::Uncited => "ikke sitert",
        Msg::TreesHeader => "id|lov|tittel|spørsmål|utfall|median|maks",
        Msg::NotBoard => "«{0}» er ikke et spillnummer: bruk et positivt heltall, f.eks. 14",
        Msg::NotTable => {
            "«{0}» er ikke et bord: bruk nummeret eller et kort navn, f.eks. 3 eller 12A"
        }
        Msg::NotContract => {
            "«{0}» er ikke en kontrakt: skriv trinn, denominasjon og eventuell dobling, f.eks. {1}"
        }
        Msg::NotSeat => "«{0}» er ikke en plass: bruk {1}",
        Msg::TwoRulingsDirs => {
            "to kataloger med kjennelser: `td check {0}` og `--rulings {1}`; oppgi én"
        }
        Msg::RulingsHaveErrors => "kjennelsene i {0} har feil; kjør `td check` for detaljer",
        Msg::SaveFailedLastGood => {
            "kjennelsen ble gitt, men {0}; siste gode utkast er {1} (td ask --resume {1})"
        }
        Msg::SaveFailedNothing => "kjennelsen ble gitt, men {0}; ingen protokoll ble skrevet",
        Msg::NoTriageTree => {
            "disse kjennelsestrærne har ikke noe sorteringstre ({0}); oppgi et tre: td ask {1}"
        }
        Msg::ResumedOtherRulings => {
            "merk: {0} ble påbegynt med kjennelsestrærne {1}; fortsetter med {2}"
        }
        Msg::NoRecordsFound => {
            "fant ingen hendelsesprotokoller (*.yaml) der; ingenting ble spilt av"
        }
        Msg::NoManPage => "ingen underkommando `{0}`{1} Sidene er: td, {2}",
        Msg::TipCommand => "  tips: mente du `td {0}`?",
        Msg::CliError => "feil",
        Msg::CliUsage => "Bruk",
        Msg::CliMoreInfo => "Mer informasjon: prøv '--help'.",
        Msg::CliUnexpectedArgument => "uventet argument {0}",
        Msg::CliSimilarArgument => "tips: et lignende argument finnes: {0}",
        Msg::CliUnknownSubcommand => "ukjent underkommando {0}",
        Msg::CliSimilarSubcommand => "tips: en lignende underkommando finnes: {0}",
        Msg::CliValueRequired => "{0} krever en verdi, men ingen ble gitt",
        Msg::CliInvalidValue => "ugyldig verdi {0} for {1}",
        Msg::CliPossibleValues => "mulige verdier: {0}",
        Msg::CliMissingArgument => "disse påkrevde argumentene mangler: {0}",
        Msg::CliConflict => "argumentet {0} kan ikke brukes sammen med {1}",
        Msg::CliMissingSubcommand => "td trenger en underkommando",
        Msg::CliSubcommands => "underkommandoer: {0}",
        Msg::CliTooManyValues => "uventet verdi {0} for {1}",
        Msg::MdIncident => "Hendelse",
        Msg::MdStatus => "Status",
        Msg::MdRecorded => "Protokollført {0} ({1}), kjennelsestrær {2}",
        Msg::MdOtherRulings => "Protokollført med andre kjennelsestrær enn dem som spiller den av.",
        Msg::MdRegulations => "Gjeldende reglementer: {0}",
        Msg::MdNoRuling => "Ingen kjennelse: protokollen har ikke noe svar ved `{0}`.",
        Msg::MdRecordedRuling => "Protokollført kjennelse: {0}",
        Msg::BadTdLang => {
            "advarsel: TD_LANG={0} er ikke et språk td snakker (en, nb, pl); ser bort fra den"
        }
        Msg::Warning => "advarsel: {0}",
        Msg::ThroughParagraphs => "(gjennom leddene sine) {0}",
        Msg::ThroughEnclosing => "(gjennom {0}) {1}",
        Msg::CoverageTitle => "Dekning av lovene i omfanget",
        Msg::CoverageIntro => {
            "Laget av `td coverage --format markdown`; skal ikke redigeres for hånd. En paragraf er dekket når en node viser til den, til et ledd inne i den eller til paragrafen den står i; de to siste står oppgitt."
        }
        Msg::CoverageColumns => "| paragraf | sitert av |",
        Msg::CoverageTotal => "{0} av {1} paragrafer dekket ({2} %).",
        Msg::BuiltInRulings => "innebygde kjennelsestrær",
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
        Msg::FactContract => "kontrakt (4SX, 3G)",
        Msg::FactDeclarer => "spillefører (N/Ø/S/V)",
        Msg::FactCalledBy => "TL tilkalt av (N/Ø/S/V)",
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
        Msg::LeadsOn => "Te fakty wymagają kolejnego orzeczenia: orzeczenie {0} poniżej ({1}).",
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
        Msg::LineTooLong => "wiersz dłuższy niż {0} bajtów nie jest odpowiedzią; pominięto go",
        Msg::SearchTooManyWords => "{0} słów wyszukiwania; naraz szuka się najwyżej {1}",
        Msg::SearchWordTooLong => "słowo wyszukiwania ma {0} znaków; szuka się słów do {1} znaków",
        Msg::InputEnded => "wejście skończyło się przed orzeczeniem",
        Msg::NoSummary => "brak streszczenia w indeksie przepisów",
        Msg::Edition => "Uwaga o wydaniu",
        Msg::Earlier => "przepisy z 2007 r.",
        Msg::Definition => "Definicja",
        Msg::NoSuchParagraph => "{0}: nie ma takiego przepisu w indeksie",
        Msg::DidYouMean => "; czy chodziło o {0}?",
        Msg::NothingFound => "nic nie znaleziono dla „{0}”",
        Msg::NoTree => "nie ma drzewa „{0}”",
        Msg::TheTreesAre => " Drzewa to: {0}",
        Msg::UnknownRegulation => "nieznana opcja regulaminu „{0}”; drzewa znają: {1}",
        Msg::RegulationValue => {
            "opcja regulaminu „{0}”: wpisz „{1}” (obowiązuje) lub „{1}=no” (nie obowiązuje)"
        }
        Msg::DraftKept => "; wersja robocza jest zachowana: td ask --resume {0}",
        Msg::ReplayOtherRulings => "uwaga: zapisane przy drzewach {0}, odtworzone przy obecnych",
        Msg::ReplayNoAnswer => {
            "przy „{0}”: protokół nie ma odpowiedzi na to pytanie (drzewo się zmieniło albo protokół jest wersją roboczą)"
        }
        Msg::ReplayUncovered => {
            "nieobjęte przy „{0}”: żadna odpowiedź nie pasowała do faktów; drzewa ich nie obejmują"
        }
        Msg::ReplayOld => "było",
        Msg::ReplayNew => "jest",
        Msg::StatusOk => "w porządku",
        Msg::StatusChanged => "zmienione",
        Msg::StatusIncomplete => "niepełne",
        Msg::StatusUncovered => "nieobjęte",
        Msg::StatusInvalid => "nieprawidłowe",
        Msg::ReplayUncoveredCount => "nieobjęte przy {0}",
        Msg::CoveredOf => "{0}/{1} przepisów objętych ({2}%)",
        Msg::Uncited => "niecytowane",
        Msg::TreesHeader => "id|przepis|tytuł|pytania|wyniki|mediana|maks",
        Msg::NotBoard => "„{0}” to nie numer rozdania: podaj dodatnią liczbę całkowitą, np. 14",
        Msg::NotTable => "„{0}” to nie stół: podaj numer lub krótką nazwę, np. 3 lub 12A",
        Msg::NotContract => {
            "„{0}” to nie kontrakt: podaj wysokość, miano i ewentualną kontrę, np. {1}"
        }
        Msg::NotSeat => "„{0}” to nie miejsce: użyj {1}",
        Msg::TwoRulingsDirs => {
            "dwa katalogi orzeczeń: `td check {0}` i `--rulings {1}`; podaj jeden"
        }
        Msg::RulingsHaveErrors => "orzeczenia w {0} zawierają błędy; szczegóły pokaże `td check`",
        Msg::SaveFailedLastGood => {
            "orzeczenie zostało wydane, ale {0}; ostatnia dobra wersja robocza to {1} (td ask --resume {1})"
        }
        Msg::SaveFailedNothing => "orzeczenie zostało wydane, ale {0}; nie zapisano protokołu",
        Msg::NoTriageTree => {
            "te drzewa orzeczeń nie mają drzewa wstępnego ({0}); podaj drzewo: td ask {1}"
        }
        Msg::ResumedOtherRulings => {
            "uwaga: {0} rozpoczęto z drzewami orzeczeń {1}; kontynuuję z {2}"
        }
        Msg::NoRecordsFound => {
            "nie znaleziono tam protokołów zdarzeń (*.yaml); niczego nie odtworzono"
        }
        Msg::NoManPage => "nie ma podpolecenia `{0}`{1} Strony to: td, {2}",
        Msg::TipCommand => "  wskazówka: czy chodziło o `td {0}`?",
        Msg::CliError => "błąd",
        Msg::CliUsage => "Użycie",
        Msg::CliMoreInfo => "Więcej informacji: '--help'.",
        Msg::CliUnexpectedArgument => "nieoczekiwany argument {0}",
        Msg::CliSimilarArgument => "wskazówka: istnieje podobny argument: {0}",
        Msg::CliUnknownSubcommand => "nieznane podpolecenie {0}",
        Msg::CliSimilarSubcommand => "wskazówka: istnieje podobne podpolecenie: {0}",
        Msg::CliValueRequired => "{0} wymaga wartości, a żadnej nie podano",
        Msg::CliInvalidValue => "nieprawidłowa wartość {0} dla {1}",
        Msg::CliPossibleValues => "możliwe wartości: {0}",
        Msg::CliMissingArgument => "brak wymaganych argumentów: {0}",
        Msg::CliConflict => "argumentu {0} nie można użyć razem z {1}",
        Msg::CliMissingSubcommand => "td potrzebuje podpolecenia",
        Msg::CliSubcommands => "podpolecenia: {0}",
        Msg::CliTooManyValues => "nieoczekiwana wartość {0} dla {1}",
        Msg::MdIncident => "Zdarzenie",
        Msg::MdStatus => "Stan",
        Msg::MdRecorded => "Zapisano {0} ({1}), drzewa orzeczeń {2}",
        Msg::MdOtherRulings => {
            "Zapisano z innym zestawem drzew orzeczeń niż ten, który go odtwarza."
        }
        Msg::MdRegulations => "Obowiązujące regulaminy: {0}",
        Msg::MdNoRuling => "Brak orzeczenia: protokół nie ma odpowiedzi przy `{0}`.",
        Msg::MdRecordedRuling => "Zapisane orzeczenie: {0}",
        Msg::BadTdLang => {
            "ostrzeżenie: TD_LANG={0} to nie język, którym mówi td (en, nb, pl); pomijam"
        }
        Msg::Warning => "ostrzeżenie: {0}",
        Msg::ThroughParagraphs => "(przez swoje podpunkty) {0}",
        Msg::ThroughEnclosing => "(przez {0}) {1}",
        Msg::CoverageTitle => "Pokrycie przepisów w zakresie",
        Msg::CoverageIntro => {
            "Wygenerowane przez `td coverage --format markdown`; nie edytuj ręcznie. Przepis jest objęty, gdy węzeł powołuje się na niego, na jego podpunkt albo na przepis, który go obejmuje; dwa ostatnie przypadki są zaznaczone."
        }
        Msg::CoverageColumns => "| przepis | cytowany przez |",
        Msg::CoverageTotal => "Objęto {0} z {1} przepisów ({2}%).",
        Msg::BuiltInRulings => "wbudowane drzewa orzeczeń",
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
        Msg::FactContract => "kontrakt (4PX, 3BA)",
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
