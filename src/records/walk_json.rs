//! The JSON a walk is reported as (`td ask --format json`, `td replay --format
//! json`), as typed structs serialized directly: no `serde_json::Value` tree per
//! record on the replay path.
//!
//! Field order is the output order, and it is alphabetical on purpose: the reports
//! were first built as `Value`s, whose maps sort their keys, and scripts may compare
//! the lines byte for byte. A test re-sorts every line through a `Value` and
//! requires it unchanged. Keys that appear only in some walks are skipped when
//! absent; keys that are `null` when empty (`regulation`, the recorded ruling) stay.

use serde::Serialize;

use crate::model::tree::Cite;
use crate::records::facts::Facts;
use crate::texts::lang::Lang;
use crate::walker::walk::Walk;

#[derive(Serialize)]
pub struct CiteJson {
    cite: String,
    #[serde(rename = "ref")]
    reference: String,
}

impl CiteJson {
    pub fn list(lang: Lang, cites: &[Cite]) -> Vec<CiteJson> {
        cites
            .iter()
            .map(|c| CiteJson {
                cite: c.law.cite(lang),
                reference: c.law.canonical(),
            })
            .collect()
    }
}

/// One answered question.
#[derive(Serialize)]
pub struct StepJson<'a> {
    answer: &'a str,
    /// A player's choice: who made it (`offender-lho`, `declarer`, ...); absent
    /// for a fact the TD established.
    #[serde(skip_serializing_if = "Option::is_none")]
    chosen_by: Option<&'static str>,
    cites: Vec<CiteJson>,
    label: &'a str,
    node: String,
    question: &'a str,
    /// The regulation that answered it, `null` when the TD did.
    regulation: Option<&'a str>,
}

/// A step the TD said on the way: its words (clauses included), its paragraphs
/// and its details, shown on request.
#[derive(Serialize)]
pub struct SaidJson<'a> {
    cites: Vec<CiteJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    details: Option<&'a str>,
    node: String,
    say: String,
}

/// The player's choice a walk waits for, with its options.
#[derive(Serialize)]
pub struct AwaitingJson<'a> {
    cites: Vec<CiteJson>,
    holder: &'static str,
    node: String,
    options: Vec<&'a str>,
    question: &'a str,
}

#[derive(Serialize)]
pub struct OptionJson<'a> {
    holder: &'a str,
    text: &'a str,
}

#[derive(Serialize)]
pub struct EditionJson {
    cite: String,
    note: String,
}

/// A paragraph to read where the trees do not cover the facts.
#[derive(Serialize)]
pub struct ReadJson {
    cite: String,
    #[serde(rename = "ref")]
    reference: String,
    title: String,
}

/// What a record says was ruled, beside the replayed ruling.
#[derive(Serialize)]
pub struct RecordedJson<'a> {
    pub citations: Option<&'a [String]>,
    pub outcome: Option<&'a str>,
    pub see: Option<&'a [String]>,
    pub uncovered: Option<&'a str>,
}

/// One walk: its path, and the ruling, the place it was uncovered, or the question
/// it stopped at. `recorded` and `status` are set by replay.
#[derive(Serialize)]
pub struct WalkJson<'a> {
    /// The adjusted score the record keeps with this ruling (replay), and whether
    /// it still follows from its arguments (`--check`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub adjusted_score: Option<AdjustedScoreJson<'a>>,
    /// Procedural penalties kept beside the score (90A).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub penalties: Vec<AdjustedScoreJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    adjust: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    awaiting: Option<AwaitingJson<'a>>,
    /// The paragraphs of the branch taken: every step said, then the ruling's.
    #[serde(skip_serializing_if = "Option::is_none")]
    citations: Option<Vec<CiteJson>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    details: Option<&'a str>,
    /// What `--check` found different in the ruling, part by part (replay).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub differs: Vec<serde_json::Value>,
    #[serde(skip_serializing_if = "Option::is_none")]
    editions: Option<Vec<EditionJson>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    follows: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    incomplete_at: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    options: Option<Vec<OptionJson<'a>>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    outcome: Option<String>,
    path: Vec<StepJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    read: Option<Vec<ReadJson>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub recorded: Option<RecordedJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    ruling: Option<String>,
    /// The steps said on the way, in order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    said: Vec<SaidJson<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    search: Option<Vec<String>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    see: Option<Vec<CiteJson>>,
    /// `tree#node` where a follow-on walk started (absent at a tree's start).
    #[serde(skip_serializing_if = "Option::is_none")]
    start: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub status: Option<&'static str>,
    /// `tree#node` where the next ruling of the incident starts (`then:`).
    #[serde(skip_serializing_if = "Option::is_none")]
    then: Option<String>,
    tree: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    uncovered: Option<String>,
}

/// A recorded adjusted score in a replay report.
#[derive(Serialize)]
pub struct AdjustedScoreJson<'a> {
    /// The kind of score: `stands`, `rescored`, `transferred`, `adjusted`, `artificial`.
    pub kind: &'static str,
    #[serde(flatten)]
    pub score: &'a crate::score::adjusted::AdjustedScore,
    /// With `--check`: the fields whose values the arguments no longer give, or why
    /// they could not be run.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub changed: Option<String>,
}

impl<'a> WalkJson<'a> {
    pub fn new(walk: &Walk<'a>, lang: Lang) -> WalkJson<'a> {
        let rulings = walk.rulings();
        let node = walk.node();
        let path = walk
            .history()
            .iter()
            .map(|s| {
                let n = rulings.node(s.at);
                let q = n.question().expect("history holds questions");
                let a = &q.answers[s.answer];
                StepJson {
                    answer: &a.id,
                    cites: CiteJson::list(lang, &n.cites),
                    label: a.label.get(lang),
                    node: rulings.qualified_id(s.at),
                    question: q.ask.get(lang),
                    regulation: if s.auto {
                        q.regulation.as_deref()
                    } else {
                        None
                    },
                    chosen_by: q.holder.map(|h| h.id()),
                }
            })
            .collect();
        let cited = |cites: Vec<&crate::model::tree::Cite>| -> Vec<crate::model::tree::Cite> {
            cites.into_iter().cloned().collect()
        };
        let said = walk
            .said()
            .map(|at| SaidJson {
                cites: CiteJson::list(lang, &cited(rulings.said_cites(at))),
                details: rulings
                    .node(at)
                    .say()
                    .and_then(|s| s.details.as_ref())
                    .map(|d| d.get(lang)),
                node: rulings.qualified_id(at),
                say: rulings.spoken(at, lang),
            })
            .collect();
        let mut j = WalkJson {
            adjust: None,
            adjusted_score: None,
            penalties: Vec::new(),
            awaiting: None,
            citations: None,
            details: None,
            differs: Vec::new(),
            said,
            editions: None,
            follows: None,
            incomplete_at: None,
            options: None,
            outcome: None,
            path,
            read: None,
            recorded: None,
            ruling: None,
            search: None,
            see: None,
            start: (walk.start() != rulings.start_of(walk.start().tree))
                .then(|| rulings.qualified_id(walk.start())),
            status: None,
            then: None,
            tree: &rulings.trees[walk.start().tree].id,
            uncovered: None,
        };
        if let Some(o) = walk.outcome() {
            j.outcome = Some(rulings.qualified_id(walk.current()));
            j.citations = Some(CiteJson::list(lang, &cited(walk.citations())));
            j.see = Some(CiteJson::list(lang, &o.see));
            j.then = o.then.map(|at| rulings.qualified_id(at));
            j.ruling = Some(rulings.spoken(walk.current(), lang));
            j.details = o.details.as_ref().map(|d| d.get(lang));
            j.options = Some(
                o.options
                    .iter()
                    .map(|c| OptionJson {
                        holder: c.holder.id(),
                        text: c.text.get(lang),
                    })
                    .collect(),
            );
            j.follows = Some(o.follows.get(lang));
            j.adjust = Some(o.adjust.get(lang));
            j.editions = Some(
                crate::records::reading::edition_notes(rulings, node, o, lang)
                    .into_iter()
                    .map(|(cite, note)| EditionJson { cite, note })
                    .collect(),
            );
        } else if let Some((at, q)) = walk.awaiting() {
            j.awaiting = Some(AwaitingJson {
                cites: CiteJson::list(lang, &cited(walk.citations())),
                holder: q.holder.map_or("", |h| h.id()),
                node: rulings.qualified_id(at),
                options: q.answers.iter().map(|a| a.label.get(lang)).collect(),
                question: q.ask.get(lang),
            });
        } else if let Some(at) = walk.uncovered_at() {
            j.uncovered = Some(rulings.qualified_id(at));
            j.read = Some(
                crate::records::reading::paragraphs_on_path(walk)
                    .iter()
                    .map(|law| ReadJson {
                        cite: law.cite(lang),
                        reference: law.canonical(),
                        title: crate::records::reading::title(rulings, law, lang),
                    })
                    .collect(),
            );
            j.search = Some(crate::records::reading::search_words(walk, lang));
        } else {
            j.incomplete_at = Some(rulings.qualified_id(walk.current()));
        }
        j
    }
}

/// The facts, keys in alphabetical order (as the `Value` map wrote them).
#[derive(Serialize)]
pub struct FactsJson<'a> {
    #[serde(skip_serializing_if = "Option::is_none")]
    board: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    called_by: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    contract: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    declarer: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    event: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    notes: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    session: Option<&'a str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    table: Option<&'a str>,
}

impl<'a> From<&'a Facts> for FactsJson<'a> {
    fn from(f: &'a Facts) -> Self {
        FactsJson {
            board: f.board,
            called_by: f.called_by.as_deref(),
            contract: f.contract.as_deref(),
            declarer: f.declarer.as_deref(),
            event: f.event.as_deref(),
            notes: f.notes.as_deref(),
            session: f.session.as_deref(),
            table: f.table.as_deref(),
        }
    }
}
