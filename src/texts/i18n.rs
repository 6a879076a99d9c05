//! The user-interface strings: which messages there are (`Msg`), and how one is
//! found in the TD's language.
//!
//! The words live in one Fluent catalogue per language, `i18n/<lang>.ftl` (with the
//! counted nouns of `counted.rs`), so that a federation changes its words without
//! touching Rust. A message's id is its `Msg` name in kebab case (`Msg::LeadsOn` is
//! `leads-on`); its arguments are `$arg0`, `$arg1`, ... in the order the code passes
//! them. The compiler no longer proves that every language has every message:
//! `tests` below do, and that each translation takes the same arguments.

use std::sync::OnceLock;

use fluent_bundle::FluentArgs;

use crate::texts::fluent::MESSAGES;
use crate::texts::lang::Lang;

/// Declares `Msg` and the list of all its messages, in catalogue order.
macro_rules! messages {
    ($($name:ident),* $(,)?) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Msg {
            $($name),*
        }

        impl Msg {
            /// Every message, in the order of the catalogues.
            pub const ALL: &[Msg] = &[$(Msg::$name),*];

            fn name(self) -> &'static str {
                match self {
                    $(Msg::$name => stringify!($name)),*
                }
            }
        }
    };
}

messages! {
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
    ScoreUnitVp,
    ScoreKnockoutShort,
    ScoreChangedNote,
    ScoreWas,
    AdjustedScoreKey,
    ScoreHint,
    ScoreHintStandard,
    ScorePercent,
    ScoreNotHere,
    AfterRulingUnknown,
    ScoreFormKind,
    ScoreFormResult,
    ScoreFormSide,
    ScoreFormSideBad,
    ScoreFormAmount,
    ScoreFormAmountStandard,
    ScoreFormAmountBad,
    ScoreFormTop,
    ScoreFormTopBad,
    ScoreFormResults,
    ScoreFormVul,
    ScoreFormField,
    ScoreFormOther,
    ScoreFormEw,
    ScoreFormTeams,
    ScoreRecorded,
    ScoreNotAdjustable,
    AdjustedScoreTitle,
    ScoreTitleRescored,
    ScoreTitleTransferred,
    PenaltyTitle,
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
    RegulationPenaltyValue,
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
    ScoreBadPenalty,
    ScorePenaltyTitle,
    ScorePenaltyTop,
    ScoreSessionRange,
    ScoreSessionImpsRange,
    ScoreFieldTooLong,
    ScoreTooManyValues,
    ScoreStandsNoArgs,
    ScoreStandsText,
    ScoreHintStands,
    ScoreKindNeedsArtificial,
    ScoreKindNeedsPenalty,
    ScoreKindNeedsResults,
    ScoreKindNeedsOneResult,
    ScoreKindNotAllowed,
    ScoreKindName,
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
    SheetHeader,
    SheetKindAdjusted,
    SheetKindArtificial,
    SheetKindStands,
    SheetKindRescored,
    SheetKindTransferred,
    SheetKindPenalty,
    SheetWeighted,
    SheetSummary,
    HolderDeclarerHeading,
    HolderDeclarer,
    HolderDummyHeading,
    HolderDummy,
    HolderDefendersHeading,
    HolderDefenders,
    HolderEitherDefenderHeading,
    HolderEitherDefender,
    HolderNonOffendingSideHeading,
    HolderNonOffendingSide,
    HolderOffendingSideHeading,
    HolderOffendingSide,
    HolderClaimerHeading,
    HolderClaimer,
    HolderClaimerOpponentsHeading,
    HolderClaimerOpponents,
    HolderDirectorHeading,
    HolderDirector,
    HolderOffenderHeading,
    HolderOffender,
    HolderOffenderLhoHeading,
    HolderOffenderLho,
    HolderMisinformedPlayerHeading,
    HolderMisinformedPlayer,
    HolderMisinformedLhoHeading,
    HolderMisinformedLho,
    SideNs,
    SideEw,
    DecimalSeparator,
    NotationStrainCShown,
    NotationStrainDShown,
    NotationStrainHShown,
    NotationStrainSShown,
    NotationStrainNtShown,
    NotationStrainCReads,
    NotationStrainDReads,
    NotationStrainHReads,
    NotationStrainSReads,
    NotationStrainNtReads,
    NotationSeatNShown,
    NotationSeatEShown,
    NotationSeatSShown,
    NotationSeatWShown,
    NotationSeatNReads,
    NotationSeatEReads,
    NotationSeatSReads,
    NotationSeatWReads,
    NotationVulNoneReads,
    NotationVulNsReads,
    NotationVulEwReads,
    NotationVulBothReads,
    NotationPassReads,
    NotationContractExamples,
    NotationSeatLetters,
    NotationResultExamples,
    YesNoHint,
    YesWords,
    SearchStopWords,
}

impl Msg {
    /// The message's id in the catalogues: its name in kebab case.
    pub fn id(self) -> String {
        kebab(self.name())
    }
}

/// `LeadsOn` or `leadsOn` -> `leads-on`.
fn kebab(name: &str) -> String {
    let mut id = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            id.push('-');
        }
        id.push(c.to_ascii_lowercase());
    }
    id
}

/// The names of a message's arguments, by position.
const ARG_NAMES: [&str; 4] = ["arg0", "arg1", "arg2", "arg3"];

/// A message in `lang`, formatted the first time it is asked for and kept for the
/// life of the process: a message that takes arguments shows them as `{0}`, `{1}`
/// (`tf` fills them in). One at a time, not the whole catalogue at once: most
/// commands say a handful of the catalogue's messages (start-up, issue 37).
pub fn t(lang: Lang, msg: Msg) -> &'static str {
    // The page before a language's bundle is in: the id, and nothing kept.
    if !MESSAGES.has(lang) {
        return Box::leak(msg.id().into_boxed_str());
    }
    static TABLES: [OnceLock<Box<[OnceLock<&'static str>]>>; Lang::ALL.len()] =
        [const { OnceLock::new() }; Lang::ALL.len()];
    let table =
        TABLES[lang.index()].get_or_init(|| Msg::ALL.iter().map(|_| OnceLock::new()).collect());
    table[msg as usize].get_or_init(|| {
        let mut args = FluentArgs::new();
        for (i, name) in ARG_NAMES.iter().enumerate() {
            args.set(*name, format!("{{{i}}}"));
        }
        let text = crate::texts::fluent::format(MESSAGES.bundle(lang), &msg.id(), &args)
            .unwrap_or_else(|| msg.id());
        Box::leak(text.into_boxed_str())
    })
}

/// A message with its arguments filled in: `args[0]` is `$arg0`, and so on.
pub fn tf(lang: Lang, msg: Msg, args: &[&str]) -> String {
    let mut fluent_args = FluentArgs::new();
    for (i, a) in args.iter().enumerate() {
        fluent_args.set(ARG_NAMES[i], *a);
    }
    crate::texts::fluent::format(MESSAGES.bundle(lang), &msg.id(), &fluent_args)
        .unwrap_or_else(|| msg.id())
}

/// A partnership in the TD's letters: N-S, E-W (nb Ø-V), from the catalogue.
pub fn side_name(side: crate::score::contract::Side, lang: Lang) -> &'static str {
    use crate::score::contract::Side;
    t(
        lang,
        match side {
            Side::NS => Msg::SideNs,
            Side::EW => Msg::SideEw,
        },
    )
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
/// and pl: the catalogue's `decimal-separator`).
pub fn decimal(number: &str, lang: Lang) -> String {
    number.replace('.', t(lang, Msg::DecimalSeparator))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every message the code can ask for is in every catalogue, formats without
    /// error, and takes the same arguments as in English; no catalogue has a
    /// message the code does not use.
    #[test]
    fn every_message_is_in_every_catalogue_with_the_same_arguments() {
        for lang in Lang::ALL {
            let source = MESSAGES.source(lang);
            let bundle = MESSAGES.bundle(lang);
            for m in Msg::ALL {
                let id = m.id();
                let message = bundle
                    .get_message(&id)
                    .unwrap_or_else(|| panic!("{lang}: no message `{id}`"));
                let mut errors = Vec::new();
                let mut args = FluentArgs::new();
                for name in ARG_NAMES {
                    args.set(name, "x");
                }
                bundle.format_pattern(message.value().expect("a value"), Some(&args), &mut errors);
                assert!(errors.is_empty(), "{lang} {id}: {errors:?}");
                assert_eq!(
                    crate::texts::fluent::variables(source, &id),
                    crate::texts::fluent::variables(MESSAGES.source(Lang::En), &id),
                    "{lang} {id}: not the arguments English takes"
                );
            }
            let known: Vec<String> = Msg::ALL.iter().map(|m| m.id()).collect();
            for id in crate::texts::fluent::ids(source) {
                let is_counted = crate::texts::counted::Counted::ALL
                    .iter()
                    .any(|c| c.id() == id);
                // language-locales and -citation are read by td-lang's build script.
                let is_language = id.starts_with("language-");
                assert!(
                    known.contains(&id)
                        || is_counted
                        || named_ids().contains(&id.as_str())
                        || is_language
                        || id.starts_with("page-"),
                    "{lang}: `{id}` is used by no code"
                );
            }
            let page = |l: Lang| -> Vec<String> {
                crate::texts::fluent::ids(MESSAGES.source(l))
                    .into_iter()
                    .filter(|id| id.starts_with("page-"))
                    .collect()
            };
            assert_eq!(page(lang), page(Lang::En), "{lang}: the page's messages");
        }
    }

    /// The messages modules read by their ids (with named arguments) rather than
    /// through `Msg`.
    fn named_ids() -> Vec<&'static str> {
        let mut ids: Vec<&str> = crate::texts::keyword::Keyword::ALL
            .iter()
            .map(|k| k.id())
            .collect();
        ids.extend(crate::law::law_ref::RefError::IDS);
        ids.extend(crate::records::journal::JournalError::IDS);
        ids.extend(crate::terminal::date::IDS);
        ids.push(crate::terminal::render::CITATION_LIST);
        ids
    }

    /// Every message read by its id is in every catalogue and formats without
    /// error (its arguments may differ: a language writes a date from its parts,
    /// English keeps the stamp).
    #[test]
    fn every_named_message_is_in_every_catalogue() {
        for lang in Lang::ALL {
            let bundle = MESSAGES.bundle(lang);
            for id in named_ids() {
                let message = bundle
                    .get_message(id)
                    .unwrap_or_else(|| panic!("{lang}: no message `{id}`"));
                let mut errors = Vec::new();
                bundle.format_pattern(message.value().expect("a value"), None, &mut errors);
                let unknown_variable_only = errors.iter().all(|e| {
                    matches!(
                        e,
                        fluent_bundle::FluentError::ResolverError(
                            fluent_bundle::resolver::ResolverError::Reference(_)
                        )
                    )
                });
                assert!(unknown_variable_only, "{lang} {id}: {errors:?}");
            }
        }
    }

    /// The page's own words (`page-` messages, written into the page by `cargo
    /// xtask web`): each one the page looks up exists, and each one exists for it.
    /// The score step's form (`score/score.js`, fetched when it first opens) looks
    /// up its own (`page-score-*`) with the same `s`.
    #[test]
    fn the_pages_words_are_the_ones_it_looks_up() {
        let app = [
            include_str!("../../web/page/app.js"),
            include_str!("../../web/page/score/score.js"),
        ]
        .concat();
        let mut wanted: Vec<String> = app
            .split("s(\"")
            .skip(1)
            .filter_map(|rest| rest.split_once("\")").map(|(name, _)| name.to_string()))
            .filter(|name| name.chars().all(|c| c.is_ascii_alphanumeric()))
            .collect();
        // Before the core is loaded the page says two straight from STRINGS, and it
        // names a record's status as "status" + the status (statusDraft ...).
        let named = ["loading", "loadFailed", "statusDraft", "statusComplete"];
        let more = ["statusUncovered", "statusAwaiting"];
        wanted.extend(named.iter().chain(&more).map(|n| n.to_string()));
        wanted.sort();
        wanted.dedup();
        let page_id = |name: &str| format!("page-{}", kebab(name));
        let have: Vec<String> = crate::texts::fluent::ids(MESSAGES.source(Lang::En))
            .into_iter()
            .filter(|id| id.starts_with("page-"))
            .collect();
        for name in &wanted {
            assert!(
                have.contains(&page_id(name)),
                "the page asks for `{name}`: no `{}`",
                page_id(name)
            );
        }
        for id in &have {
            assert!(
                wanted.iter().any(|n| page_id(n) == *id),
                "`{id}` is used by no page code"
            );
        }
    }

    #[test]
    fn arguments_are_filled_in_and_placeholders_kept_for_callers() {
        assert_eq!(
            tf(Lang::En, Msg::LeadsOn, &["2", "Law 50"]),
            "These facts need a further ruling: ruling 2 below (Law 50)."
        );
        assert!(t(Lang::En, Msg::LeadsOn).contains("ruling {0} below ({1})"));
        assert!(t(Lang::En, Msg::TheTreesAre).starts_with(" The trees are"));
    }
}
