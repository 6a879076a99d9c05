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
    SearchHint,
    SearchHintNone,
    LineTooLong,
    SearchTooManyWords,
    SearchWordTooLong,
    InputEnded,
    OutputClosed,
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
    FactSection,
    FactRound,
    FactNs,
    FactEw,
    FactTd,
    NoneFits,
    NotChosenYet,
    AwaitingChoice,
    AwaitingBody,
    NotCovered,
    NotCoveredBody,
    NotCoveredProblem,
    PlacesToRead,
    SearchMore,
    HowToDecide,
    AnotherRuling,
    Done,
    AfterRuling,
    SearchInstead,
    MoreHits,
    NoQuestionInTree,
    NoPlace,
    PagerKeys,
    MenuKeys,
    YesNoKeys,
    SayThis,
    Details,
    BackLast,
    ScoreUnitMp,
    ScoreUnitImps,
    ScoreKnockoutShort,
    ScoreChangedNote,
    ScoreWas,
    AdjustedScoreKey,
    ScoreHint,
    ScoreNotHere,
    AfterRulingUnknown,
    ScoreFormResults,
    ScoreFormVul,
    ScoreFormField,
    ScoreFormOther,
    ScoreFormEw,
    ScoreFormTeams,
    ScoreRecorded,
    ScoreNotAdjustable,
    AdjustedScoreTitle,
    TooSmall,
    ResumeWith,
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
    DiffLine,
    DiffOutcome,
    DiffCitations,
    DiffSee,
    DiffWords,
    DiffHolders,
    StatusOk,
    StatusChanged,
    StatusIncomplete,
    StatusUncovered,
    StatusInvalid,
    ReplayUncoveredCount,
    CoveredOf,
    Uncited,
    TreesHeader,
    StepsHeader,
    StepsTitle,
    StepsAll,
    NotBoard,
    NotTable,
    NotContract,
    NotAsWritten,
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
    MdAnsweredWhen,
    MdChoiceOf,
    BadTdLang,
    Warning,
    ThroughParagraphs,
    ThroughEnclosing,
    CoverageTitle,
    CoverageIntro,
    CoverageColumns,
    CoverageTotal,
    ScoreBy,
    ScorePass,
    ScoreVulNone,
    ScoreVulNs,
    ScoreVulEw,
    ScoreVulBoth,
    ScorePassedOut,
    ScoreTrickScore,
    ScoreOvertricks,
    ScorePartScore,
    ScoreGame,
    ScoreSmallSlam,
    ScoreGrandSlam,
    ScoreInsultDoubled,
    ScoreInsultRedoubled,
    ScoreUndertricks,
    ScoreAssigned,
    ScoreNonBalancing,
    ScoreWeightsFor,
    ScoreColWeight,
    ScoreColResult,
    ScoreColMatchpoints,
    ScoreColImps,
    ScoreField,
    ScoreOtherTable,
    ScoreWeightedPoints,
    ScoreMatchpoints,
    ScoreImps,
    ScoreKnockout,
    ScoreArtificial,
    ScorePairs,
    ScoreTeams,
    ScoreAveragePlus,
    ScoreAverage,
    ScoreAverageMinus,
    ScoreSessionException,
    ScoreBadResult,
    ScoreNoResult,
    ScoreTooManyOver,
    ScoreTooManyUnder,
    ScoreNoDeclarer,
    ScoreBadWeight,
    ScoreMissingWeight,
    ScoreWeightRange,
    ScoreWeightSum,
    ScoreBadVul,
    ScoreNeedVul,
    ScoreBadScore,
    ScoreNoSuchScore,
    ScoreBadArtificial,
    ScoreBadSession,
    ScoreSessionRange,
    ScoreSessionImpsRange,
    ScoreFieldTooLong,
    ScoreStdinTaken,
    ScoreRecordFile,
    ScoreRecordArg,
    ScoreNotAllowed,
    ScoreNothing,
    ScoreCannotRead,
    ScoreNotText,
    ScoreEmptyTraveller,
    Amending,
    AmendUnchanged,
    ReplayAmended,
    FactsRowContract,
    FactsRowDeclarer,
    FactsRowCalledBy,
    Interrupted,
    ReplayRecordedUncovered,
    ReplayNoRulingRecorded,
    ReplaySee,
    ShowAbove,
    ShowThen,
    BuiltIn,
    SlipRulings,
    SearchParagraph,
    SearchDefinition,
    TextEmpty,
    TextTooLong,
    RecordSeats,
}

/// A message with its `{0}`, `{1}`, ... filled in.
pub fn tf(lang: Lang, msg: Msg, args: &[&str]) -> String {
    let mut s = t(lang, msg).to_string();
    for (i, a) in args.iter().enumerate() {
        s = s.replace(&format!("{{{i}}}"), a);
    }
    s
}

/// A partnership in the TD's letters: N-S, E-W (nb Ø-V).
pub fn side_name(side: crate::score::contract::Side, lang: Lang) -> &'static str {
    use crate::score::contract::Side;
    match (lang, side) {
        (_, Side::NS) => "N-S",
        (Lang::Nb, Side::EW) => "Ø-V",
        (_, Side::EW) => "E-W",
    }
}

/// An artificial adjusted score's name, with the fault it is for.
pub fn artificial_name(a: crate::score::artificial::Artificial, lang: Lang) -> &'static str {
    use crate::score::artificial::Artificial;
    t(
        lang,
        match a {
            Artificial::AveragePlus => Msg::ScoreAveragePlus,
            Artificial::Average => Msg::ScoreAverage,
            Artificial::AverageMinus => Msg::ScoreAverageMinus,
        },
    )
}

/// A decimal number as written (`56.67`) with the TD's separator (a comma in nb
/// and pl).
pub fn decimal(number: &str, lang: Lang) -> String {
    match lang {
        Lang::En => number.to_string(),
        Lang::Nb | Lang::Pl => number.replace('.', ","),
    }
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
        Msg::ScoreUnitMp => "MP",
        Msg::ScoreUnitImps => "IMPs",
        Msg::ScoreKnockoutShort => "knockout (12C4)",
        Msg::ScoreChangedNote => "adjusted score changed: {0}",
        Msg::ScoreWas => "{0} {1} recorded {2}, now {3}",
        Msg::AdjustedScoreKey => "Score",
        Msg::ScoreHint => {
            "to compute the adjusted score, type `score` and td score's arguments, e.g."
        }
        Msg::ScoreFormResults => {
            "Results with weights (4S=/S:60 4S-1/S:40), or A+, A or A- for N-S"
        }
        Msg::ScoreFormVul => "Vulnerability (none, NS, EW, both)",
        Msg::ScoreFormField => {
            "Other tables' N-S scores, for matchpoints (420 450 -50; empty: none)"
        }
        Msg::ScoreFormOther => "N-S score at the other table, for IMPs (empty: none)",
        Msg::ScoreFormEw => "E-W: A+, A or A-",
        Msg::ScoreFormTeams => "Team play, in IMPs?",
        Msg::ScoreRecorded => "Adjusted score recorded with this ruling.",
        Msg::ScoreNotAdjustable => "This ruling allows no adjusted score.",
        Msg::AdjustedScoreTitle => "Adjusted score",
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
        Msg::SearchHint => "`{0}` is not an answer; these questions and paragraphs match it:",
        Msg::SearchHintNone => {
            "`{0}` is not an answer, and no question or paragraph matches it; answer with a number"
        }
        Msg::LineTooLong => "a line longer than {0} bytes is not an answer; it was skipped",
        Msg::SearchTooManyWords => "{0} search words; at most {1} are searched at once",
        Msg::SearchWordTooLong => {
            "a search word of {0} characters; words are searched up to {1} characters long"
        }
        Msg::InputEnded => "input ended before a ruling was reached",
        Msg::OutputClosed => "the output was closed before the incident was finished",
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
        Msg::DiffLine => "differs: {0}",
        Msg::DiffOutcome => "the ruling",
        Msg::DiffCitations => "the citations",
        Msg::DiffSee => "see also",
        Msg::DiffWords => "the words shown",
        Msg::DiffHolders => "who chooses (was: {0}; now: {1})",
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
        Msg::StepsHeader => "id|said|median|p95|longest|choices|most",
        Msg::StepsTitle => {
            "What the TD says: steps and rulings, in characters (at most 300, never over 500), and players' choices per walk (median, most)"
        }
        Msg::StepsAll => "all",
        Msg::NotBoard => "`{0}` is not a board number: use a positive whole number such as 14",
        Msg::NotTable => "`{0}` is not a table: use its number or short name, e.g. 3 or 12A",
        Msg::NotAsWritten => "`{0}`: a record writes it {1}",
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
        Msg::MdAnsweredWhen => "Answered, and when",
        Msg::MdChoiceOf => "chosen by: {0}",
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
        Msg::FactSection => "section",
        Msg::FactRound => "round",
        Msg::FactNs => "N-S pair or team",
        Msg::FactEw => "E-W pair or team",
        Msg::FactTd => "TD",
        Msg::NoneFits => "None of these fits",
        Msg::NotChosenYet => "Not chosen yet",
        Msg::AwaitingChoice => "Awaiting a choice",
        Msg::AwaitingBody => {
            "Nothing more is ruled until this choice is made. `td ask --resume` carries on from here; the options are:"
        }
        Msg::NotCovered => "Not covered",
        Msg::NotCoveredBody => {
            "The trees do not cover these facts, so no ruling is given here. Rule from the Laws themselves, starting with the paragraphs below."
        }
        Msg::NotCoveredProblem => "not covered: none of the answers fitted at",
        Msg::PlacesToRead => "Paragraphs to read",
        Msg::SearchMore => "To search further",
        Msg::HowToDecide => "How to decide",
        Msg::AnotherRuling => "Another ruling",
        Msg::Done => "Done",
        Msg::AfterRuling => "Anything else in this incident?",
        Msg::SearchInstead => "; to look it up by word: `td search {0}`",
        Msg::MoreHits => "{0} more; `td search --limit {1} {2}` shows them",
        Msg::NoQuestionInTree => "tree `{0}` has no question `{1}`",
        Msg::NoPlace => {
            "`{0}` is neither a tree nor a paragraph a question cites; try `td search {0}`"
        }
        Msg::PagerKeys => "any key: back to the question · ↑↓ page",
        Msg::MenuKeys => "digit: answer · ? explain · Esc back · type to filter",
        Msg::YesNoKeys => "y/n: answer · ? explain · Esc back",
        Msg::SayThis => "Say this",
        Msg::Details => "Details",
        Msg::BackLast => "Back: change the last answer",
        Msg::TooSmall => "the terminal is too small for menus; asking line by line",
        Msg::ResumeWith => "interrupted; the draft is kept, to go on:",
        Msg::AnotherHint => "for another ruling in this incident, type",
        Msg::ScoreNotHere => {
            "this ruling allows no adjusted score, so no score was recorded (the ruling says what the score is)"
        }
        Msg::AfterRulingUnknown => {
            "`{0}` is not understood here; type {1}, or end the input when done"
        }
        Msg::Facts => "Facts",
        Msg::Record => "Record",
        Msg::ScoreBy => "{0} by {1}",
        Msg::ScorePass => "passed out",
        Msg::ScoreVulNone => "none vulnerable",
        Msg::ScoreVulNs => "N-S vulnerable",
        Msg::ScoreVulEw => "E-W vulnerable",
        Msg::ScoreVulBoth => "both vulnerable",
        Msg::ScorePassedOut => "Passed out: each side scores zero ({0})",
        Msg::ScoreTrickScore => "trick score",
        Msg::ScoreOvertricks => "overtricks",
        Msg::ScorePartScore => "part-score bonus",
        Msg::ScoreGame => "game bonus",
        Msg::ScoreSmallSlam => "small slam bonus",
        Msg::ScoreGrandSlam => "grand slam bonus",
        Msg::ScoreInsultDoubled => "for making a doubled contract",
        Msg::ScoreInsultRedoubled => "for making a redoubled contract",
        Msg::ScoreUndertricks => "undertricks (to the defenders)",
        Msg::ScoreAssigned => "Assigned adjusted score ({0})",
        Msg::ScoreNonBalancing => "Non-balancing adjusted score ({0}): each side its own weights",
        Msg::ScoreWeightsFor => "Weights for {0}",
        Msg::ScoreColWeight => "weight",
        Msg::ScoreColResult => "result",
        Msg::ScoreColMatchpoints => "MP {0}",
        Msg::ScoreColImps => "IMPs {0}",
        Msg::ScoreField => "Compared with the other tables' N-S scores {0}; top {1} ({2})",
        Msg::ScoreOtherTable => "Compared with the other table: N-S {0} ({1})",
        Msg::ScoreWeightedPoints => "weighted total points {0} ({1})",
        Msg::ScoreMatchpoints => "matchpoints {0} of {1} ({2}%)",
        Msg::ScoreImps => "IMPs {0}",
        Msg::ScoreKnockout => {
            "Knockout play ({0}): each side gets the average of the two calculations: N-S {1}, E-W {2} IMPs"
        }
        Msg::ScoreArtificial => "Artificial adjusted score ({0})",
        Msg::ScorePairs => "pairs: percent of the matchpoints",
        Msg::ScoreTeams => "teams: IMPs",
        Msg::ScoreAveragePlus => "average plus (in no way at fault)",
        Msg::ScoreAverage => "average (partly at fault)",
        Msg::ScoreAverageMinus => "average minus (directly at fault)",
        Msg::ScoreSessionException => "its score on the other boards of the session, {0}",
        Msg::ScoreBadResult => "`{0}` is not a contract and result: write e.g. {1}",
        Msg::ScoreNoResult => {
            "`{0}` has no result: add = (made), +1 (one overtrick) or -2 (two down)"
        }
        Msg::ScoreTooManyOver => {
            "`{0}` cannot happen: there are 13 tricks, so the most this contract can make is {1}"
        }
        Msg::ScoreTooManyUnder => {
            "`{0}` cannot happen: declarer cannot go down by more tricks than he needed; the most is {1}"
        }
        Msg::ScoreNoDeclarer => {
            "`{0}`: who declared it? give --by S, or the seat after the result: {0}/S"
        }
        Msg::ScoreBadWeight => "`{0}`: the weight after `:` is a whole percentage, e.g. 4S=:60",
        Msg::ScoreMissingWeight => {
            "`{0}` has no weight: with several results give each its percentage, e.g. 4S=:60"
        }
        Msg::ScoreWeightRange => "a weight of {0}%: each weight is from 1 to 100",
        Msg::ScoreWeightSum => "the weights add up to {0}%, not 100%: {1}",
        Msg::ScoreBadVul => "`{0}` is not a vulnerability: use none, NS, EW or both",
        Msg::ScoreNeedVul => {
            "the score depends on the vulnerability: add --vul none, NS, EW or both"
        }
        Msg::ScoreBadScore => {
            "`{0}` is not a score: write the N-S score as a whole number, e.g. 420 or -50"
        }
        Msg::ScoreNoSuchScore => {
            "`{0}` is no bridge score: scores are multiples of 10, at most 7600 either way"
        }
        Msg::ScoreBadArtificial => {
            "`{0}` is not an artificial score: use A+ (in no way at fault), A (partly at fault) or A- (directly at fault)"
        }
        Msg::ScoreBadSession => {
            "`{0}` is not a session score: write a percentage such as 64.5 (in teams, IMPs per board such as -4.2)"
        }
        Msg::ScoreSessionRange => "`{0}`: a percentage is from 0 to 100",
        Msg::ScoreSessionImpsRange => "`{0}`: IMPs a board are from -24 to 24",
        Msg::ScoreFieldTooLong => "{0} scores: a field of more than {1} is not one board's",
        Msg::ScoreStdinTaken => "`-`: here the input holds your answers; name the traveller's file",
        Msg::ScoreRecordFile => {
            "a record may not name a file (`{0}`): td writes a traveller's scores out as --field"
        }
        Msg::ScoreRecordArg => "`{0}` is not a score argument a record can hold",
        Msg::ScoreNotAllowed => "this ruling allows no adjusted score",
        Msg::ScoreNothing => {
            "nothing to score: give a result (td score 4S= --by S --vul none), --result RESULT:WEIGHT, or --ns and --ew"
        }
        Msg::ScoreCannotRead => "cannot read {0}: {1}",
        Msg::ScoreNotText => "{0} is not a text file of scores",
        Msg::ScoreEmptyTraveller => "{0} holds no scores: write one N-S score per line",
        Msg::Amending => {
            "{0}: this record is finished; a change amends it, and the earlier ruling stays in its history"
        }
        Msg::AmendUnchanged => "{0}: nothing changed; the record is as it was",
        Msg::ReplayAmended => "amended {0}; before: {1}",
        Msg::FactsRowContract => "contract",
        Msg::FactsRowDeclarer => "declarer",
        Msg::FactsRowCalledBy => "called by",
        Msg::Interrupted => "interrupted",
        Msg::ReplayRecordedUncovered => "uncovered at {0}",
        Msg::ReplayNoRulingRecorded => "(no ruling recorded)",
        Msg::ReplaySee => "; see {0}",
        Msg::ShowAbove => "(above)",
        Msg::ShowThen => "then",
        Msg::BuiltIn => "built-in",
        Msg::SlipRulings => "rulings {0} ({1})",
        Msg::SearchParagraph => "paragraph",
        Msg::SearchDefinition => "definition {0}",
        Msg::TextEmpty => "empty text",
        Msg::TextTooLong => "text longer than 2000 characters",
        Msg::RecordSeats => "N, E, S, W",
    }
}

fn nb(msg: Msg) -> &'static str {
    match msg {
        Msg::ScoreUnitMp => "MP",
        Msg::ScoreUnitImps => "IMP",
        Msg::ScoreKnockoutShort => "utslag (§ 12C4)",
        Msg::ScoreChangedNote => "justert score endret: {0}",
        Msg::ScoreWas => "{0} {1} lagret {2}, nå {3}",
        Msg::AdjustedScoreKey => "Score",
        Msg::ScoreHint => {
            "for å regne ut justert score, skriv `score` og argumentene til td score, f.eks."
        }
        Msg::ScoreFormResults => {
            "Resultater med vekt (4S=/S:60 4S-1/S:40), eller A+, A eller A- for N-S"
        }
        Msg::ScoreFormVul => "Sone (ingen, NS, ØV, alle)",
        Msg::ScoreFormField => {
            "N-S-resultatene ved de andre bordene, for matchpoeng (420 450 -50; tomt: ingen)"
        }
        Msg::ScoreFormOther => "N-S-resultatet ved det andre bordet, for IMP (tomt: ingen)",
        Msg::ScoreFormEw => "Ø-V: A+, A eller A-",
        Msg::ScoreFormTeams => "Lagkamp, i IMP?",
        Msg::ScoreRecorded => "Justert score lagret med denne kjennelsen.",
        Msg::ScoreNotAdjustable => "Denne kjennelsen gir ikke adgang til justert score.",
        Msg::AdjustedScoreTitle => "Justert score",
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
        Msg::SearchHint => "`{0}` er ikke et svar; disse spørsmålene og paragrafene passer:",
        Msg::SearchHintNone => {
            "`{0}` er ikke et svar, og ingen spørsmål eller paragrafer passer; svar med et tall"
        }
        Msg::LineTooLong => "en linje på over {0} byte er ikke et svar; den ble hoppet over",
        Msg::SearchTooManyWords => "{0} søkeord; høyst {1} søkes på samtidig",
        Msg::SearchWordTooLong => "et søkeord på {0} tegn; ord søkes på opptil {1} tegn",
        Msg::InputEnded => "inndata tok slutt før en kjennelse ble nådd",
        Msg::OutputClosed => "utdata ble lukket før hendelsen var ferdig",
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
        Msg::DiffLine => "forskjell: {0}",
        Msg::DiffOutcome => "kjennelsen",
        Msg::DiffCitations => "lovhenvisningene",
        Msg::DiffSee => "se også",
        Msg::DiffWords => "ordlyden som vises",
        Msg::DiffHolders => "hvem som velger (før: {0}; nå: {1})",
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
        Msg::StepsHeader => "id|sagt|median|p95|lengst|valg|flest",
        Msg::StepsTitle => {
            "Hva TL sier: trinn og kjennelser, i tegn (høyst 300, aldri over 500), og spillernes valg per gjennomgang (median, flest)"
        }
        Msg::StepsAll => "alle",
        Msg::NotBoard => "«{0}» er ikke et spillnummer: bruk et positivt heltall, f.eks. 14",
        Msg::NotTable => {
            "«{0}» er ikke et bord: bruk nummeret eller et kort navn, f.eks. 3 eller 12A"
        }
        Msg::NotAsWritten => "«{0}»: en rapport skriver det {1}",
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
        Msg::MdAnsweredWhen => "Svar, og når",
        Msg::MdChoiceOf => "valgt av: {0}",
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
        Msg::FactSection => "seksjon",
        Msg::FactRound => "runde",
        Msg::FactNs => "N-S-par eller lag",
        Msg::FactEw => "Ø-V-par eller lag",
        Msg::FactTd => "TL",
        Msg::NoneFits => "Ingen av disse passer",
        Msg::NotChosenYet => "Ikke valgt ennå",
        Msg::AwaitingChoice => "Venter på et valg",
        Msg::AwaitingBody => {
            "Ingenting mer avgjøres før dette valget er tatt. `td ask --resume` fortsetter herfra; valgene er:"
        }
        Msg::NotCovered => "Ikke dekket",
        Msg::NotCoveredBody => {
            "Trærne dekker ikke disse faktaene, så her gis ingen kjennelse. Døm ut fra lovene selv, og begynn med paragrafene nedenfor."
        }
        Msg::NotCoveredProblem => "ikke dekket: ingen av svarene passet ved",
        Msg::PlacesToRead => "Paragrafer å lese",
        Msg::SearchMore => "For å søke videre",
        Msg::HowToDecide => "Slik avgjør du",
        Msg::AnotherRuling => "En kjennelse til",
        Msg::Done => "Ferdig",
        Msg::AfterRuling => "Noe mer i denne hendelsen?",
        Msg::SearchInstead => "; for å slå opp et ord: `td search {0}`",
        Msg::MoreHits => "{0} til; `td search --limit {1} {2}` viser dem",
        Msg::NoQuestionInTree => "treet «{0}» har ikke spørsmålet «{1}»",
        Msg::NoPlace => {
            "«{0}» er verken et tre eller en paragraf et spørsmål viser til; prøv `td search {0}`"
        }
        Msg::PagerKeys => "en tast: tilbake til spørsmålet · ↑↓ bla",
        Msg::MenuKeys => "tall: svar · ? forklar · Esc tilbake · skriv for å filtrere",
        Msg::YesNoKeys => "j/n: svar · ? forklar · Esc tilbake",
        Msg::SayThis => "Si dette",
        Msg::Details => "Detaljer",
        Msg::BackLast => "Tilbake: endre siste svar",
        Msg::TooSmall => "terminalen er for liten for menyer; spør linje for linje",
        Msg::ResumeWith => "avbrutt; utkastet er beholdt, for å fortsette:",
        Msg::AnotherHint => "for en kjennelse til i denne hendelsen, skriv",
        Msg::ScoreNotHere => {
            "denne kjennelsen gir ikke rom for justert score, så ingen score ble lagret (kjennelsen sier hva scoren blir)"
        }
        Msg::AfterRulingUnknown => {
            "«{0}» forstås ikke her; skriv {1}, eller avslutt inndataene når du er ferdig"
        }
        Msg::Facts => "Fakta",
        Msg::Record => "Rapport",
        Msg::ScoreBy => "{0} spilt av {1}",
        Msg::ScorePass => "passet ut",
        Msg::ScoreVulNone => "ingen i sonen",
        Msg::ScoreVulNs => "N-S i sonen",
        Msg::ScoreVulEw => "Ø-V i sonen",
        Msg::ScoreVulBoth => "alle i sonen",
        Msg::ScorePassedOut => "Passet ut: begge sider får null ({0})",
        Msg::ScoreTrickScore => "stikkpoeng",
        Msg::ScoreOvertricks => "overstikk",
        Msg::ScorePartScore => "bonus for delkontrakt",
        Msg::ScoreGame => "bonus for utgang",
        Msg::ScoreSmallSlam => "bonus for lilleslem",
        Msg::ScoreGrandSlam => "bonus for storeslem",
        Msg::ScoreInsultDoubled => "for doblet kontrakt i hjem",
        Msg::ScoreInsultRedoubled => "for redoblet kontrakt i hjem",
        Msg::ScoreUndertricks => "beiter (til motspillerne)",
        Msg::ScoreAssigned => "Tildelt justert score ({0})",
        Msg::ScoreNonBalancing => {
            "Ikke-balansert justert score ({0}): hver side med sine egne vekter"
        }
        Msg::ScoreWeightsFor => "Vekter for {0}",
        Msg::ScoreColWeight => "vekt",
        Msg::ScoreColResult => "resultat",
        Msg::ScoreColMatchpoints => "MP {0}",
        Msg::ScoreColImps => "IMP {0}",
        Msg::ScoreField => {
            "Sammenlignet med N-S-resultatene ved de andre bordene {0}; topp {1} ({2})"
        }
        Msg::ScoreOtherTable => "Sammenlignet med det andre bordet: N-S {0} ({1})",
        Msg::ScoreWeightedPoints => "vektet totalpoeng {0} ({1})",
        Msg::ScoreMatchpoints => "matchpoeng {0} av {1} ({2} %)",
        Msg::ScoreImps => "IMP {0}",
        Msg::ScoreKnockout => {
            "Utslagsspill ({0}): hver side får gjennomsnittet av de to beregningene: N-S {1}, Ø-V {2} IMP"
        }
        Msg::ScoreArtificial => "Kunstig justert score ({0})",
        Msg::ScorePairs => "par: prosent av matchpoengene",
        Msg::ScoreTeams => "lag: IMP",
        Msg::ScoreAveragePlus => "gjennomsnitt pluss (uten skyld)",
        Msg::ScoreAverage => "gjennomsnitt (delvis skyld)",
        Msg::ScoreAverageMinus => "gjennomsnitt minus (direkte skyld)",
        Msg::ScoreSessionException => "sidens score på de andre spillene i sesjonen, {0}",
        Msg::ScoreBadResult => "«{0}» er ikke en kontrakt med resultat: skriv f.eks. {1}",
        Msg::ScoreNoResult => {
            "«{0}» mangler resultat: legg til = (i hjem), +1 (ett overstikk) eller -2 (to beit)"
        }
        Msg::ScoreTooManyOver => {
            "«{0}» er umulig: det er 13 stikk, så denne kontrakten kan høyst gi {1}"
        }
        Msg::ScoreTooManyUnder => {
            "«{0}» er umulig: spilleføreren kan ikke gå flere beit enn stikkene han trengte; høyst {1}"
        }
        Msg::ScoreNoDeclarer => {
            "«{0}»: hvem spilte den? oppgi --by S, eller plassen etter resultatet: {0}/S"
        }
        Msg::ScoreBadWeight => "«{0}»: vekten etter «:» er en hel prosent, f.eks. 4S=:60",
        Msg::ScoreMissingWeight => {
            "«{0}» mangler vekt: med flere resultater får hvert sin prosent, f.eks. 4S=:60"
        }
        Msg::ScoreWeightRange => "en vekt på {0} %: hver vekt er fra 1 til 100",
        Msg::ScoreWeightSum => "vektene blir {0} % til sammen, ikke 100 %: {1}",
        Msg::ScoreBadVul => {
            "«{0}» er ikke en sone: bruk ingen, NS, ØV eller alle (none, NS, EW, both)"
        }
        Msg::ScoreNeedVul => "scoren avhenger av sonen: legg til --vul ingen, NS, ØV eller alle",
        Msg::ScoreBadScore => {
            "«{0}» er ikke en score: skriv N-S-scoren som et heltall, f.eks. 420 eller -50"
        }
        Msg::ScoreNoSuchScore => {
            "«{0}» er ingen bridgescore: scorer er multipler av 10, høyst 7600 begge veier"
        }
        Msg::ScoreBadArtificial => {
            "«{0}» er ikke en kunstig score: bruk A+ (uten skyld), A (delvis skyld) eller A- (direkte skyld)"
        }
        Msg::ScoreBadSession => {
            "«{0}» er ikke en sesjonsscore: skriv en prosent som 64,5 (i lag: IMP per spill som -4,2)"
        }
        Msg::ScoreSessionRange => "«{0}»: en prosent er fra 0 til 100",
        Msg::ScoreSessionImpsRange => "«{0}»: IMP per spill er fra -24 til 24",
        Msg::ScoreFieldTooLong => "{0} scorer: et felt på mer enn {1} er ikke ett spills",
        Msg::ScoreStdinTaken => "«-»: her er inndataene svarene dine; oppgi protokollfilen",
        Msg::ScoreRecordFile => {
            "en rapport kan ikke vise til en fil («{0}»): td skriver protokollens scorer som --field"
        }
        Msg::ScoreRecordArg => "«{0}» er ikke et scoreargument en rapport kan ha",
        Msg::ScoreNotAllowed => "denne kjennelsen gir ikke rom for justert score",
        Msg::ScoreNothing => {
            "ingenting å beregne: oppgi et resultat (td score 4S= --by S --vul ingen), --result RESULTAT:VEKT, eller --ns og --ew"
        }
        Msg::ScoreCannotRead => "kan ikke lese {0}: {1}",
        Msg::ScoreNotText => "{0} er ikke en tekstfil med scorer",
        Msg::ScoreEmptyTraveller => "{0} inneholder ingen scorer: skriv én N-S-score per linje",
        Msg::Amending => {
            "{0}: denne rapporten er ferdig; en endring retter den, og den tidligere kjennelsen blir stående i historikken"
        }
        Msg::AmendUnchanged => "{0}: ingenting endret; rapporten er som den var",
        Msg::ReplayAmended => "endret {0}; før: {1}",
        Msg::FactsRowContract => "kontrakt",
        Msg::FactsRowDeclarer => "spillefører",
        Msg::FactsRowCalledBy => "TL tilkalt av",
        Msg::Interrupted => "avbrutt",
        Msg::ReplayRecordedUncovered => "ikke dekket ved {0}",
        Msg::ReplayNoRulingRecorded => "(ingen kjennelse registrert)",
        Msg::ReplaySee => "; se {0}",
        Msg::ShowAbove => "(over)",
        Msg::ShowThen => "deretter",
        Msg::BuiltIn => "innebygde",
        Msg::SlipRulings => "kjennelsestrær {0} ({1})",
        Msg::SearchParagraph => "paragraf",
        Msg::SearchDefinition => "definisjon {0}",
        Msg::TextEmpty => "tom tekst",
        Msg::TextTooLong => "teksten er lengre enn 2000 tegn",
        Msg::RecordSeats => "N, E, S, W",
    }
}

fn pl(msg: Msg) -> &'static str {
    match msg {
        Msg::ScoreUnitMp => "PM",
        Msg::ScoreUnitImps => "IMP",
        Msg::ScoreKnockoutShort => "mecz pucharowy (12C4)",
        Msg::ScoreChangedNote => "wynik rozjemczy zmieniony: {0}",
        Msg::ScoreWas => "{0} {1} zapisano {2}, teraz {3}",
        Msg::AdjustedScoreKey => "Wynik",
        Msg::ScoreHint => "aby obliczyć wynik rozjemczy, wpisz `wynik` i argumenty td score, np.",
        Msg::ScoreFormResults => "Wyniki z wagami (4P=/S:60 4P-1/S:40) albo A+, A lub A- dla NS",
        Msg::ScoreFormVul => "Założenia (nikt, NS, EW, obie)",
        Msg::ScoreFormField => {
            "Wyniki NS przy pozostałych stołach, do punktów meczowych (420 450 -50; puste: brak)"
        }
        Msg::ScoreFormOther => "Wynik NS przy drugim stole, do IMP (puste: brak)",
        Msg::ScoreFormEw => "EW: A+, A lub A-",
        Msg::ScoreFormTeams => "Gra drużynowa, w IMP?",
        Msg::ScoreRecorded => "Wynik rozjemczy zapisany z tym orzeczeniem.",
        Msg::ScoreNotAdjustable => "To orzeczenie nie przewiduje wyniku rozjemczego.",
        Msg::AdjustedScoreTitle => "Wynik rozjemczy",
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
        Msg::SearchHint => "`{0}` to nie odpowiedź; pasują do tego te pytania i przepisy:",
        Msg::SearchHintNone => {
            "`{0}` to nie odpowiedź i nie pasuje do tego żadne pytanie ani przepis; odpowiedz numerem"
        }
        Msg::LineTooLong => "wiersz dłuższy niż {0} bajtów nie jest odpowiedzią; pominięto go",
        Msg::SearchTooManyWords => "{0} słów wyszukiwania; naraz szuka się najwyżej {1}",
        Msg::SearchWordTooLong => "słowo wyszukiwania ma {0} znaków; szuka się słów do {1} znaków",
        Msg::InputEnded => "wejście skończyło się przed orzeczeniem",
        Msg::OutputClosed => "wyjście zostało zamknięte przed zakończeniem zdarzenia",
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
        Msg::DiffLine => "różnice: {0}",
        Msg::DiffOutcome => "orzeczenie",
        Msg::DiffCitations => "powołane przepisy",
        Msg::DiffSee => "zobacz też",
        Msg::DiffWords => "pokazany tekst",
        Msg::DiffHolders => "kto wybiera (było: {0}; jest: {1})",
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
        Msg::StepsHeader => "id|kroki|mediana|p95|najdł.|wybory|najwięcej",
        Msg::StepsTitle => {
            "Co mówi sędzia: kroki i orzeczenia, w znakach (najwyżej 300, nigdy ponad 500), oraz wybory graczy na przejście (mediana, najwięcej)"
        }
        Msg::StepsAll => "wszystkie",
        Msg::NotBoard => "„{0}” to nie numer rozdania: podaj dodatnią liczbę całkowitą, np. 14",
        Msg::NotTable => "„{0}” to nie stół: podaj numer lub krótką nazwę, np. 3 lub 12A",
        Msg::NotAsWritten => "„{0}”: protokół zapisuje to jako {1}",
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
        Msg::MdAnsweredWhen => "Odpowiedzi i ich czas",
        Msg::MdChoiceOf => "wybór: {0}",
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
        Msg::FactSection => "sektor",
        Msg::FactRound => "runda",
        Msg::FactNs => "para lub drużyna NS",
        Msg::FactEw => "para lub drużyna EW",
        Msg::FactTd => "sędzia",
        Msg::NoneFits => "Żadna z tych odpowiedzi nie pasuje",
        Msg::NotChosenYet => "Jeszcze nie wybrał",
        Msg::AwaitingChoice => "Czeka na wybór",
        Msg::AwaitingBody => {
            "Nic więcej nie zostaje rozstrzygnięte, dopóki ten wybór nie zapadnie. `td ask --resume` podejmie od tego miejsca; możliwości:"
        }
        Msg::NotCovered => "Poza zakresem drzew",
        Msg::NotCoveredBody => {
            "Drzewa nie obejmują tych faktów, więc nie podajemy tu orzeczenia. Orzeknij na podstawie samych przepisów, zaczynając od paragrafów poniżej."
        }
        Msg::NotCoveredProblem => "poza zakresem: żadna odpowiedź nie pasowała przy",
        Msg::PlacesToRead => "Przepisy do przeczytania",
        Msg::SearchMore => "Aby szukać dalej",
        Msg::HowToDecide => "Jak rozstrzygnąć",
        Msg::AnotherRuling => "Kolejne orzeczenie",
        Msg::Done => "Gotowe",
        Msg::AfterRuling => "Coś jeszcze w tym zdarzeniu?",
        Msg::SearchInstead => "; aby wyszukać słowo: `td search {0}`",
        Msg::MoreHits => "jeszcze {0}; pokaże je `td search --limit {1} {2}`",
        Msg::NoQuestionInTree => "drzewo „{0}” nie ma pytania „{1}”",
        Msg::NoPlace => {
            "„{0}” to ani drzewo, ani przepis, na który powołuje się pytanie; spróbuj `td search {0}`"
        }
        Msg::PagerKeys => "dowolny klawisz: powrót do pytania · ↑↓ przewijanie",
        Msg::MenuKeys => "cyfra: odpowiedź · ? wyjaśnij · Esc wstecz · pisz, aby filtrować",
        Msg::YesNoKeys => "t/n: odpowiedź · ? wyjaśnij · Esc wstecz",
        Msg::SayThis => "Powiedz",
        Msg::Details => "Szczegóły",
        Msg::BackLast => "Wstecz: zmień ostatnią odpowiedź",
        Msg::TooSmall => "terminal jest za mały na menu; pytania wiersz po wierszu",
        Msg::ResumeWith => "przerwano; szkic zachowany, aby kontynuować:",
        Msg::AnotherHint => "aby dodać kolejne orzeczenie w tym zdarzeniu, wpisz",
        Msg::ScoreNotHere => {
            "to orzeczenie nie dopuszcza wyniku rozjemczego, więc żaden wynik nie został zapisany (orzeczenie mówi, jaki jest wynik)"
        }
        Msg::AfterRulingUnknown => {
            "„{0}” nie jest tu zrozumiałe; wpisz {1} albo zakończ wprowadzanie"
        }
        Msg::Facts => "Fakty",
        Msg::Record => "Protokół",
        Msg::ScoreBy => "{0}, rozgrywa {1}",
        Msg::ScorePass => "spasowane",
        Msg::ScoreVulNone => "obie przed partią",
        Msg::ScoreVulNs => "N-S po partii",
        Msg::ScoreVulEw => "E-W po partii",
        Msg::ScoreVulBoth => "obie po partii",
        Msg::ScorePassedOut => "Rozdanie spasowane: obie strony zapisują zero ({0})",
        Msg::ScoreTrickScore => "punkty za lewy kontraktowe",
        Msg::ScoreOvertricks => "nadróbki",
        Msg::ScorePartScore => "premia za częściówkę",
        Msg::ScoreGame => "premia za końcówkę",
        Msg::ScoreSmallSlam => "premia za szlemika",
        Msg::ScoreGrandSlam => "premia za szlema",
        Msg::ScoreInsultDoubled => "za wygranie kontraktu z kontrą",
        Msg::ScoreInsultRedoubled => "za wygranie kontraktu z rekontrą",
        Msg::ScoreUndertricks => "wpadki (dla obrońców)",
        Msg::ScoreAssigned => "Zapisowy wynik rozjemczy ({0})",
        Msg::ScoreNonBalancing => {
            "Niezrównoważony wynik rozjemczy ({0}): każda strona ma własne wagi"
        }
        Msg::ScoreWeightsFor => "Wagi dla {0}",
        Msg::ScoreColWeight => "waga",
        Msg::ScoreColResult => "wynik",
        Msg::ScoreColMatchpoints => "PM {0}",
        Msg::ScoreColImps => "IMP {0}",
        Msg::ScoreField => {
            "Porównanie z zapisami N-S przy pozostałych stołach {0}; maksimum {1} ({2})"
        }
        Msg::ScoreOtherTable => "Porównanie z drugim stołem: N-S {0} ({1})",
        Msg::ScoreWeightedPoints => "ważone punkty całkowite {0} ({1})",
        Msg::ScoreMatchpoints => "punkty meczowe {0} z {1} ({2}%)",
        Msg::ScoreImps => "IMP {0}",
        Msg::ScoreKnockout => {
            "Rozgrywki pucharowe ({0}): każda strona otrzymuje średnią z obu obliczeń: N-S {1}, E-W {2} IMP"
        }
        Msg::ScoreArtificial => "Procentowy wynik rozjemczy ({0})",
        Msg::ScorePairs => "pary: procent punktów meczowych",
        Msg::ScoreTeams => "drużyny: IMP",
        Msg::ScoreAveragePlus => "średnia plus (bez winy)",
        Msg::ScoreAverage => "średnia (częściowo winna)",
        Msg::ScoreAverageMinus => "średnia minus (bezpośrednio winna)",
        Msg::ScoreSessionException => "jej wynik z pozostałych rozdań sesji, {0}",
        Msg::ScoreBadResult => "„{0}” to nie kontrakt z wynikiem: napisz np. {1}",
        Msg::ScoreNoResult => {
            "„{0}” nie ma wyniku: dopisz = (ugrany), +1 (jedna nadróbka) lub -2 (dwie wpadki)"
        }
        Msg::ScoreTooManyOver => {
            "„{0}” jest niemożliwe: lew jest 13, więc ten kontrakt może najwyżej dać {1}"
        }
        Msg::ScoreTooManyUnder => {
            "„{0}” jest niemożliwe: rozgrywający nie może mieć więcej wpadek, niż potrzebował lew; najwyżej {1}"
        }
        Msg::ScoreNoDeclarer => "„{0}”: kto rozgrywał? podaj --by S albo miejsce po wyniku: {0}/S",
        Msg::ScoreBadWeight => "„{0}”: waga po „:” to całkowity procent, np. 4P=:60",
        Msg::ScoreMissingWeight => {
            "„{0}” nie ma wagi: przy kilku wynikach każdy potrzebuje procentu, np. 4P=:60"
        }
        Msg::ScoreWeightRange => "waga {0}%: każda waga wynosi od 1 do 100",
        Msg::ScoreWeightSum => "wagi sumują się do {0}%, a nie do 100%: {1}",
        Msg::ScoreBadVul => {
            "„{0}” to nie założenia: użyj nikt, NS, EW lub obie (none, NS, EW, both)"
        }
        Msg::ScoreNeedVul => "zapis zależy od założeń: dodaj --vul nikt, NS, EW lub obie",
        Msg::ScoreBadScore => {
            "„{0}” to nie zapis: podaj zapis N-S jako liczbę całkowitą, np. 420 lub -50"
        }
        Msg::ScoreNoSuchScore => {
            "„{0}” to nie jest zapis brydżowy: zapisy są wielokrotnością 10, najwyżej 7600 w każdą stronę"
        }
        Msg::ScoreBadArtificial => {
            "„{0}” to nie procentowy wynik rozjemczy: użyj A+ (bez winy), A (częściowo winna) lub A- (bezpośrednio winna)"
        }
        Msg::ScoreBadSession => {
            "„{0}” to nie wynik sesji: podaj procent, np. 64,5 (w drużynach IMP na rozdanie, np. -4,2)"
        }
        Msg::ScoreSessionRange => "„{0}”: procent wynosi od 0 do 100",
        Msg::ScoreSessionImpsRange => "„{0}”: IMP-y na rozdanie wynoszą od -24 do 24",
        Msg::ScoreFieldTooLong => "{0} zapisów: pole większe niż {1} to nie jedno rozdanie",
        Msg::ScoreStdinTaken => {
            "„-”: tu wejście zawiera twoje odpowiedzi; podaj plik protokołu rozdania"
        }
        Msg::ScoreRecordFile => {
            "protokół incydentu nie może wskazywać pliku („{0}”): td zapisuje wyniki z protokołu rozdania jako --field"
        }
        Msg::ScoreRecordArg => {
            "„{0}” to nie argument wyniku, który może zawierać protokół incydentu"
        }
        Msg::ScoreNotAllowed => "to orzeczenie nie dopuszcza wyniku rozjemczego",
        Msg::ScoreNothing => {
            "nie ma czego liczyć: podaj wynik (td score 4P= --by S --vul nikt), --result WYNIK:WAGA albo --ns i --ew"
        }
        Msg::ScoreCannotRead => "nie można odczytać {0}: {1}",
        Msg::ScoreNotText => "{0} to nie plik tekstowy z zapisami",
        Msg::ScoreEmptyTraveller => "{0} nie zawiera zapisów: podaj jeden zapis N-S w wierszu",
        Msg::Amending => {
            "{0}: ten protokół jest zakończony; zmiana go poprawia, a wcześniejsze orzeczenie zostaje w jego historii"
        }
        Msg::AmendUnchanged => "{0}: nic się nie zmieniło; protokół jest taki, jak był",
        Msg::ReplayAmended => "poprawiono {0}; wcześniej: {1}",
        Msg::FactsRowContract => "kontrakt",
        Msg::FactsRowDeclarer => "rozgrywający",
        Msg::FactsRowCalledBy => "sędziego wezwał",
        Msg::Interrupted => "przerwano",
        Msg::ReplayRecordedUncovered => "nieobjęte w {0}",
        Msg::ReplayNoRulingRecorded => "(nie zapisano orzeczenia)",
        Msg::ReplaySee => "; zob. {0}",
        Msg::ShowAbove => "(wyżej)",
        Msg::ShowThen => "następnie",
        Msg::BuiltIn => "wbudowane",
        Msg::SlipRulings => "drzewa orzeczeń {0} ({1})",
        Msg::SearchParagraph => "przepis",
        Msg::SearchDefinition => "definicja {0}",
        Msg::TextEmpty => "pusty tekst",
        Msg::TextTooLong => "tekst dłuższy niż 2000 znaków",
        Msg::RecordSeats => "N, E, S, W",
    }
}
