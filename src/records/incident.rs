//! The incident record: what a committee needs to re-check a ruling.
//!
//! A record holds the facts and one or more walks: an incident with two
//! irregularities (a card deemed played, then a second card put on the table) is one
//! record with two rulings. Each walk keeps its answers keyed by node id (so a
//! reordered tree still replays), the ruling reached or the question where none of
//! the answers fitted, and the record keeps the digest of the rulings set that
//! decided. An amended record keeps each finished version it replaced in its
//! `history`, read and checked but not replayed. `journal.rs` writes records; this
//! module defines them, reads them with
//! source positions (format 1, one walk at the top level, is still read), and walks
//! them through the current trees.

use std::collections::BTreeMap;
#[cfg(feature = "cli")]
use std::path::Path;

use crate::records::yaml::Spanned;
use serde::{Deserialize, Serialize};

use crate::model::diag::Pos;
use crate::model::holder::Holder;
use crate::model::raw::{Entries, Scalar};
use crate::model::score_kind::ScoreKind;
use crate::model::tree::Rulings;
use crate::records::facts::Facts;
use crate::score::adjusted::{AdjustedScore, SideResult};
use crate::texts::lang::Lang;
use crate::texts::note::Note;
use crate::texts::text::sanitize;
use crate::walker::walk::Walk;

/// The record format this version writes: each walk's steps in order (the TD's
/// answers and the players' choices, each with its time), the steps said, a walk
/// awaiting a choice, the scores by kind, and the scorer's keys in the facts.
pub const FORMAT: u32 = 4;
/// Format 3: format 2 with an adjusted score on a walk. Read as format 4.
const FORMAT_SCORE: u32 = 3;
/// Format 2: walks, no adjusted scores. Read as format 3; written as 3 when the
/// record is saved again (a resume, an amendment): the migration is that rewrite.
const FORMAT_WALKS: u32 = 2;
/// Format 1: one walk, its `tree`, `answers` and `ruling` at the top level.
const FORMAT_ONE_WALK: u32 = 1;

/// Records are small (a few kilobytes; a long incident with many walks and long
/// notes stays far below this); anything bigger is not one of ours. The same limit
/// holds on read and before every save, so td never writes a record it would then
/// refuse to read (docs/decisions.md).
const MAX_RECORD_BYTES: u64 = 1024 * 1024;

/// The record size limit in force: `MAX_RECORD_BYTES`, or a test's lower one
/// (`test_hook.rs`).
#[cfg(feature = "cli")]
pub fn max_record_bytes() -> u64 {
    crate::files::test_hook::lower_limit(MAX_RECORD_BYTES)
}

/// The record size limit: the web face has no test hooks.
#[cfg(not(feature = "cli"))]
pub fn max_record_bytes() -> u64 {
    MAX_RECORD_BYTES
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Answers so far; the questionnaire was not finished (yet).
    Draft,
    /// Every walk reached a ruling; the file is written again only by an
    /// amendment that keeps it in its history.
    Complete,
    /// The TD said none of the answers fitted: the trees do not cover the facts.
    /// Final, like `complete`.
    Uncovered,
    /// The ruling so far is given and a player's choice is still to come (format
    /// 4). Not final: `td ask --resume` carries on when the choice is made, and
    /// keeps no earlier version, since nothing ruled changes.
    Awaiting,
}

impl Status {
    /// A record in this status is finished: written again only by its amendment.
    pub fn is_final(self) -> bool {
        matches!(self, Status::Complete | Status::Uncovered)
    }
}

/// One option of the ruling as the TD was shown it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RecordedOption {
    /// A holder id from the vocabulary (`declarer`, `defenders`, ...).
    pub holder: String,
    pub text: String,
}

#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RecordedRuling {
    /// `tree#node` of the ruling.
    pub outcome: String,
    pub citations: Vec<String>,
    pub see: Vec<String>,
    /// The ruling text in the record's language, as shown to the TD.
    pub text: String,
    /// Who may choose what; format-1 records have none recorded.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub options: Vec<RecordedOption>,
}

/// One step of a walk as taken (format 4): a fact the TD established (`answer`)
/// or a player's choice (`choice`, with who made it), and when.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedStep {
    /// `tree#node` of the question or choice.
    pub node: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub answer: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub choice: Option<String>,
    /// The holder who made the choice.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by: Option<String>,
    /// When it was answered; empty in a record migrated from format 3 or older.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub at: String,
}

/// A step the TD was told to say, as shown: `td replay --check` compares it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedSaid {
    pub node: String,
    pub citations: Vec<String>,
    pub text: String,
}

/// The choice a walk is waiting for.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedAwaiting {
    pub node: String,
    pub holder: String,
}

/// A score the TD computed at a ruling (format 4), with its kind.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedScore {
    /// A [`ScoreKind`] id: `stands`, `rescored`, `transferred`, `adjusted` (12C1)
    /// or `artificial` (12C2). Kept as written, so an unknown one is reported at
    /// its place.
    pub kind: String,
    pub args: Vec<String>,
    pub ns: SideResult,
    pub ew: SideResult,
}

impl RecordedScore {
    /// `score` as kept, of `kind`.
    pub fn of(score: &AdjustedScore, kind: ScoreKind) -> Self {
        RecordedScore {
            kind: kind.id().to_string(),
            args: score.args.clone(),
            ns: score.ns.clone(),
            ew: score.ew.clone(),
        }
    }

    pub fn score(&self) -> AdjustedScore {
        AdjustedScore {
            args: self.args.clone(),
            ns: self.ns.clone(),
            ew: self.ew.clone(),
        }
    }
}

/// One walk through the trees: one irregularity of the incident.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RecordedWalk {
    /// The tree the walk started in.
    pub tree: String,
    /// `tree#node` where the walk started, when not at its tree's start: a ruling
    /// that led on to this one (`then:`) starts it at a question inside a tree.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// `tree#node` and answer id, for the questions the TD answered and the choices
    /// the players made: what replay matches by node. Written as `steps`. In the
    /// order the record gives them, not sorted: a walk read from format 3 or older
    /// is rewritten in the order its file gave (td wrote those sorted by node, and
    /// the order asked is not in them; the history keeps a version as it was).
    #[serde(skip)]
    pub answers: Vec<(String, String)>,
    /// The answers and choices in the order taken, with their times (format 4).
    pub steps: Vec<RecordedStep>,
    /// What the TD was told to say on the way, in order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub said: Vec<RecordedSaid>,
    /// The player's choice this walk waits for.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub awaiting: Option<RecordedAwaiting>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ruling: Option<RecordedRuling>,
    /// `tree#node` of the question none of whose answers fitted.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub uncovered: Option<String>,
    /// The language this walk was answered in, when a resume changed it from the
    /// record's.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub lang: Option<String>,
    /// The rulings that decided this walk, when a resume ran other rulings than
    /// the record started with.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rulings_digest: Option<String>,
    /// The score the TD computed for this ruling, written as `scores`.
    #[serde(skip)]
    pub adjusted_score: Option<AdjustedScore>,
    /// Its kind; `None` in a record of format 3, which had none.
    #[serde(skip)]
    pub score_kind: Option<ScoreKind>,
    /// Procedural penalties given with this ruling, beside its score (90A): at
    /// most one per side, written as `scores` of kind `penalty`.
    #[serde(skip)]
    pub penalties: Vec<AdjustedScore>,
    /// The scores of this ruling, by kind (format 4; kept in step with
    /// `adjusted_score` when written).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub scores: Vec<RecordedScore>,
}

impl RecordedWalk {
    /// The score kept with this walk's ruling, and its kind (a score of format 3,
    /// which had no kinds, is adjusted or artificial by its values).
    pub fn kept_score(&self) -> Option<(ScoreKind, &AdjustedScore)> {
        let score = self.adjusted_score.as_ref()?;
        let artificial = score.ns.artificial.is_some() || score.ew.artificial.is_some();
        let kind = self.score_kind.unwrap_or(if artificial {
            ScoreKind::Artificial
        } else {
            ScoreKind::Adjusted
        });
        Some((kind, score))
    }

    /// Every score kept with this walk's ruling: its score, then its penalties.
    pub fn kept_scores(&self) -> Vec<(ScoreKind, &AdjustedScore)> {
        self.kept_score()
            .into_iter()
            .chain(self.penalties.iter().map(|p| (ScoreKind::Penalty, p)))
            .collect()
    }
}

/// A record as written. Field order is the order in the file.
#[derive(Clone, Debug, Serialize)]
pub struct Record {
    pub format: u32,
    pub status: Status,
    pub created: String,
    pub updated: String,
    pub lang: String,
    pub rulings_digest: String,
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub regulations: Vec<String>,
    #[serde(skip_serializing_if = "Facts::is_empty")]
    pub facts: Facts,
    /// In the order the TD ruled; never empty.
    pub walks: Vec<RecordedWalk>,
    /// The finished versions this record replaced when the TD amended it
    /// (`td ask --resume` of a complete or uncovered record), oldest first.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub history: Vec<Superseded>,
}

/// A finished version of a record, kept when the TD amended it: nothing once ruled
/// is lost or silently overwritten.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Superseded {
    /// When the TD amended the record, replacing this version.
    pub superseded: String,
    /// `complete` or `uncovered`: only a finished version is superseded.
    pub status: Status,
    /// When this version was last written.
    pub updated: String,
    #[serde(skip_serializing_if = "Facts::is_empty")]
    pub facts: Facts,
    pub walks: Vec<RecordedWalk>,
}

impl Superseded {
    /// `record` as it stood, superseded at `now`.
    pub fn of(record: &Record, now: &str) -> Self {
        Superseded {
            superseded: now.to_string(),
            status: record.status,
            updated: record.updated.clone(),
            facts: record.facts.clone(),
            walks: record.walks.clone(),
        }
    }

    /// Whether this is `record`'s content (its time of superseding aside).
    pub fn holds(&self, record: &Record) -> bool {
        self.status == record.status
            && self.updated == record.updated
            && self.facts == record.facts
            && self.walks == record.walks
    }
}

impl RecordedWalk {
    /// The walk as it stands: its steps, and its ruling, the choice it awaits or
    /// where it was uncovered. A step that `before` already holds (the same node
    /// and answer at the same place) keeps its time; a new one is taken `now`.
    pub fn of(walk: &Walk, lang: Lang, now: &str, before: Option<&RecordedWalk>) -> Self {
        let r = walk.rulings();
        let mut answers = Vec::new();
        let mut steps = Vec::new();
        for (i, s) in walk.history().iter().filter(|s| !s.auto).enumerate() {
            let q = r.node(s.at).question().expect("history holds questions");
            let node = r.qualified_id(s.at);
            let id = q.answers[s.answer].id.clone();
            answers.push((node.clone(), id.clone()));
            let (answer, choice, by) = match q.holder {
                Some(h) => (None, Some(id), Some(h.id().to_string())),
                None => (Some(id), None, None),
            };
            let mut step = RecordedStep {
                node,
                answer,
                choice,
                by,
                at: now.to_string(),
            };
            if let Some(old) = before.and_then(|b| b.steps.get(i)) {
                let same =
                    old.node == step.node && old.answer == step.answer && old.choice == step.choice;
                if same {
                    step.at = old.at.clone();
                }
            }
            steps.push(step);
        }
        let said = walk
            .said()
            .map(|at| RecordedSaid {
                node: r.qualified_id(at),
                citations: r.said_cites(at).iter().map(|c| c.law.canonical()).collect(),
                text: r.spoken(at, lang),
            })
            .collect();
        let awaiting = walk.awaiting().map(|(at, q)| RecordedAwaiting {
            node: r.qualified_id(at),
            holder: q.holder.map_or(String::new(), |h| h.id().to_string()),
        });
        let ruling = walk.outcome().map(|o| RecordedRuling {
            outcome: r.qualified_id(walk.current()),
            citations: walk.citations().iter().map(|c| c.law.canonical()).collect(),
            see: o.see.iter().map(|c| c.law.canonical()).collect(),
            text: r.spoken(walk.current(), lang),
            options: o
                .options
                .iter()
                .map(|c| RecordedOption {
                    holder: c.holder.id().to_string(),
                    text: c.text.get(lang).to_string(),
                })
                .collect(),
        });
        let start = walk.start();
        RecordedWalk {
            tree: r.trees[start.tree].id.clone(),
            start: (start != r.start_of(start.tree)).then(|| r.qualified_id(start)),
            answers,
            steps,
            said,
            awaiting,
            ruling,
            uncovered: walk.uncovered_at().map(|at| r.qualified_id(at)),
            lang: None,
            rulings_digest: None,
            adjusted_score: None,
            score_kind: None,
            penalties: Vec::new(),
            scores: Vec::new(),
        }
    }
}

impl RecordedWalk {
    fn sanitized(self) -> Self {
        let clean = |s: String| sanitize(&s);
        RecordedWalk {
            tree: clean(self.tree),
            start: self.start.map(clean),
            answers: self
                .answers
                .into_iter()
                .map(|(k, v)| (clean(k), clean(v)))
                .collect(),
            steps: self
                .steps
                .into_iter()
                .map(|s| RecordedStep {
                    node: clean(s.node),
                    answer: s.answer.map(clean),
                    choice: s.choice.map(clean),
                    by: s.by.map(clean),
                    at: clean(s.at),
                })
                .collect(),
            said: self
                .said
                .into_iter()
                .map(|s| RecordedSaid {
                    node: clean(s.node),
                    citations: s.citations.into_iter().map(clean).collect(),
                    text: clean(s.text),
                })
                .collect(),
            awaiting: self.awaiting.map(|a| RecordedAwaiting {
                node: clean(a.node),
                holder: clean(a.holder),
            }),
            scores: Vec::new(),
            ruling: self.ruling.map(|r| RecordedRuling {
                outcome: clean(r.outcome),
                citations: r.citations.into_iter().map(clean).collect(),
                see: r.see.into_iter().map(clean).collect(),
                text: clean(r.text),
                options: r
                    .options
                    .into_iter()
                    .map(|o| RecordedOption {
                        holder: o.holder,
                        text: clean(o.text),
                    })
                    .collect(),
            }),
            uncovered: self.uncovered.map(clean),
            lang: self.lang.map(clean),
            rulings_digest: self.rulings_digest.map(clean),
            score_kind: self.score_kind,
            adjusted_score: self.adjusted_score.map(clean_score),
            penalties: self.penalties.into_iter().map(clean_score).collect(),
        }
    }
}

fn clean_score(a: AdjustedScore) -> AdjustedScore {
    AdjustedScore {
        args: a.args.into_iter().map(|s| sanitize(&s)).collect(),
        ns: clean_side(a.ns),
        ew: clean_side(a.ew),
    }
}

fn clean_side(s: SideResult) -> SideResult {
    let clean = |v: Option<String>| v.map(|s| sanitize(&s));
    SideResult {
        points: clean(s.points),
        matchpoints: clean(s.matchpoints),
        percent: clean(s.percent),
        imps: clean(s.imps),
        artificial: clean(s.artificial),
        knockout: clean(s.knockout),
        vp: clean(s.vp),
    }
}

impl Record {
    /// A draft with one walk just started at `walk`'s start.
    pub fn new(walk: &Walk, lang: Lang, regulations: &[String], facts: Facts, now: &str) -> Self {
        Record {
            format: FORMAT,
            status: Status::Draft,
            created: now.to_string(),
            updated: now.to_string(),
            lang: lang.code().to_string(),
            rulings_digest: walk.rulings().digest.clone(),
            regulations: regulations.to_vec(),
            facts,
            walks: vec![RecordedWalk::of(walk, lang, now, None)],
            history: Vec::new(),
        }
    }

    /// Whether this record replaces `earlier` (the file on disk) and keeps it: its
    /// history is `earlier`'s with `earlier` itself added. The journal writes over
    /// a finished record only then.
    pub fn keeps(&self, earlier: &Record) -> bool {
        let n = earlier.history.len();
        self.history.len() == n + 1
            && self.history[..n] == earlier.history[..]
            && self.history[n].holds(earlier)
    }

    /// Brings the last walk of the record in line with `walk`. A walk answered in
    /// another language, or decided by other rulings, than the record began with
    /// says so, so the record tells where the ruling was actually reached.
    pub fn update(&mut self, walk: &Walk, lang: Lang, now: &str) {
        let mut recorded = RecordedWalk::of(walk, lang, now, self.walks.last());
        if lang.code() != self.lang {
            recorded.lang = Some(lang.code().to_string());
        }
        if walk.rulings().digest != self.rulings_digest {
            recorded.rulings_digest = Some(walk.rulings().digest.clone());
        }
        match self.walks.last_mut() {
            Some(last) => {
                // The adjusted score belongs to the ruling it was computed for: it
                // stays while the walk ends at that ruling, and goes when Back
                // leads elsewhere.
                let same_ruling = last.ruling.as_ref().map(|r| &r.outcome)
                    == recorded.ruling.as_ref().map(|r| &r.outcome);
                if same_ruling {
                    recorded.adjusted_score = last.adjusted_score.take();
                    recorded.score_kind = last.score_kind.take();
                    recorded.penalties = std::mem::take(&mut last.penalties);
                }
                *last = recorded;
            }
            None => self.walks.push(recorded),
        }
        self.updated = now.to_string();
    }

    /// Keeps `score`, of `kind`, with the ruling of walk number `walk` (from 0): as
    /// its score (the last typed replaces an earlier one), or, for a penalty, beside
    /// it (the last typed for a side replaces that side's earlier one).
    pub fn set_score(&mut self, walk: usize, kind: ScoreKind, score: AdjustedScore, now: &str) {
        if let Some(last) = self.walks.get_mut(walk) {
            if kind.is_beside() {
                let side = |s: &AdjustedScore| s.ns != SideResult::default();
                last.penalties.retain(|p| side(p) != side(&score));
                last.penalties.push(score);
            } else {
                last.adjusted_score = Some(score);
                last.score_kind = Some(kind);
            }
            self.updated = now.to_string();
        }
    }

    /// Adds a further walk for the same incident: another irregularity.
    pub fn add_walk(&mut self, walk: &Walk, lang: Lang, now: &str) {
        self.walks.push(RecordedWalk::of(walk, lang, now, None));
        self.updated = now.to_string();
    }

    pub fn to_yaml(&self) -> String {
        // The scores are written by kind, from the score kept with each ruling.
        let mut written = self.clone();
        for w in written
            .walks
            .iter_mut()
            .chain(written.history.iter_mut().flat_map(|h| h.walks.iter_mut()))
        {
            w.scores = w
                .kept_scores()
                .into_iter()
                .map(|(kind, s)| RecordedScore::of(s, kind))
                .collect();
            // A walk read from format 3 or older has answers and no steps: the
            // rewrite in format 4 is its migration (no times were recorded then),
            // in the order the file gave the answers.
            if w.steps.is_empty() {
                w.steps = w
                    .answers
                    .iter()
                    .map(|(node, answer)| RecordedStep {
                        node: node.clone(),
                        answer: Some(answer.clone()),
                        choice: None,
                        by: None,
                        at: String::new(),
                    })
                    .collect();
            }
        }
        let body = serde_saphyr::to_string(&written).expect("a record serializes");
        let end = if body.ends_with('\n') { "" } else { "\n" };
        format!("# bridge-td incident record; see docs/incidents.md\n{body}{end}")
    }
}

/// A record as read back, with the positions needed to report problems. Formats 1
/// and 2 share it: format 1 has `tree`, `answers` and `ruling` at the top, format 2
/// has `walks`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRecord {
    format: Spanned<FormatNumber>,
    status: Status,
    created: String,
    updated: String,
    lang: Spanned<String>,
    rulings_digest: String,
    #[serde(default)]
    regulations: Vec<String>,
    facts: Option<Spanned<Facts>>,
    tree: Option<Spanned<Scalar>>,
    answers: Option<Answers>,
    ruling: Option<RawRuling>,
    walks: Option<Spanned<Vec<RawWalk>>>,
    history: Option<Spanned<Vec<RawSuperseded>>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawSuperseded {
    superseded: String,
    status: Spanned<Status>,
    updated: String,
    facts: Option<Spanned<Facts>>,
    walks: Spanned<Vec<RawWalk>>,
}

type Answers = Entries<Spanned<Scalar>, Spanned<Scalar>>;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawWalk {
    tree: Spanned<Scalar>,
    start: Option<Spanned<Scalar>>,
    /// Formats 1-3: node -> answer.
    answers: Option<Answers>,
    /// Format 4: the steps in order.
    steps: Option<Spanned<Vec<Spanned<RecordedStep>>>>,
    #[serde(default)]
    said: Vec<RecordedSaid>,
    awaiting: Option<Spanned<RecordedAwaiting>>,
    ruling: Option<RawRuling>,
    uncovered: Option<Spanned<Scalar>>,
    lang: Option<String>,
    rulings_digest: Option<String>,
    adjusted_score: Option<Spanned<AdjustedScore>>,
    scores: Option<Spanned<Vec<Spanned<RecordedScore>>>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRuling {
    outcome: String,
    citations: Vec<String>,
    #[serde(default)]
    see: Vec<String>,
    text: String,
    #[serde(default)]
    options: Vec<RawOption>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawOption {
    holder: Spanned<Scalar>,
    text: String,
}

/// The record format, written as a plain number: `format: "2"` is refused rather
/// than read as 2, so a record is either what td wrote or says why not.
#[derive(Debug, Clone, Copy)]
struct FormatNumber(u32);

impl<'de> Deserialize<'de> for FormatNumber {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = FormatNumber;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                f.write_str("the record format as a plain number, e.g. format: 2")
            }
            fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<FormatNumber, E> {
                u32::try_from(v)
                    .map(FormatNumber)
                    .map_err(|_| E::custom("the record format is too large a number"))
            }
            fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<FormatNumber, E> {
                u32::try_from(v)
                    .map(FormatNumber)
                    .map_err(|_| E::custom("the record format must be a positive number"))
            }
            fn visit_str<E: serde::de::Error>(self, _: &str) -> Result<FormatNumber, E> {
                Err(E::custom(
                    "the record format is a plain number, not text: write format: 2",
                ))
            }
        }
        d.deserialize_any(V)
    }
}

/// Where the parts of one walk were written, to point at them.
#[derive(Debug, Default)]
struct WalkPlaces {
    tree: Pos,
    start: Pos,
    answers: BTreeMap<String, (Pos, Pos)>,
    uncovered: Pos,
    awaiting: Pos,
}

/// A record loaded from a file, keeping where each part was written.
#[derive(Debug)]
pub struct Loaded {
    pub record: Record,
    pub lang: Lang,
    places: Vec<WalkPlaces>,
    /// Where the walks of each earlier version were written.
    history_places: Vec<Vec<WalkPlaces>>,
}

/// Why a record cannot be used: file, place, and a note worded when shown. `Display`
/// gives the English (JSON reports keep it, for scripts).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{}", self.describe(Lang::En))]
pub struct RecordError {
    pub file: String,
    pub pos: Pos,
    note: Note,
}

impl RecordError {
    pub fn at(file: &str, pos: Pos, note: Note) -> Self {
        RecordError {
            file: sanitize(file),
            pos,
            note,
        }
    }

    /// What is wrong, in `lang`. It is shown on the terminal: control and bidi
    /// characters from a crafted file or record are removed here.
    pub fn message(&self, lang: Lang) -> String {
        sanitize(&self.note.render(lang))
    }

    /// `file:line:col: message` in `lang`.
    pub fn describe(&self, lang: Lang) -> String {
        format!(
            "{}:{}:{}: {}",
            self.file,
            self.pos.line,
            self.pos.col,
            self.message(lang)
        )
    }
}

/// Reads and parses the record at `path` (the file half of [`parse`]).
#[cfg(feature = "cli")]
pub fn load(path: &Path) -> Result<Loaded, RecordError> {
    let file = path.display().to_string();
    let err = |pos, message| RecordError::at(&file, pos, message);
    use crate::files::read::{ReadError, read_regular};
    let bytes = read_regular(path, max_record_bytes()).map_err(|e| {
        err(
            Pos::START,
            match e {
                ReadError::NotRegular => Note::new("record-not-regular"),
                ReadError::TooLarge(_) => Note::new("record-too-large"),
                ReadError::Io(e) => Note::new("record-unreadable").io_error("detail", &e),
            },
        )
    })?;
    parse(&file, &bytes)
}

pub fn parse(file: &str, bytes: &[u8]) -> Result<Loaded, RecordError> {
    let err = |pos, note: Note| RecordError::at(file, pos, note);
    let text = std::str::from_utf8(bytes).map_err(|e| {
        // The place of the first byte that is not UTF-8, as the trees' loader says it.
        let at = crate::model::load::position_of(&bytes[..e.valid_up_to()]);
        err(at, Note::new("record-not-utf8"))
    })?;
    // A byte order mark is no part of the first line: the parser's columns skip it.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let raw: RawRecord = crate::records::yaml::from_str(text)
        .map_err(|e| err(e.pos, crate::model::diag::parser_note(&e.message)))?;
    // `0x2`, `+2` and `2_0` are text to the records' reader (numbers are written
    // only as td writes them), so `format` is refused at its place as not a number.
    let format_pos = raw.format.pos;
    let format = raw.format.value.0;
    let lang = Lang::from_code(&raw.lang.value).ok_or_else(|| {
        err(
            raw.lang.pos,
            Note::new("record-unknown-language").arg("lang", sanitize(&raw.lang.value)),
        )
    })?;
    let raw_walks = match format {
        FORMAT_ONE_WALK => {
            if let Some(w) = &raw.walks {
                return Err(err(w.pos, Note::new("record-walks-need-format-2")));
            }
            if let Some(h) = &raw.history {
                return Err(err(h.pos, Note::new("record-history-needs-format-2")));
            }
            let (Some(tree), Some(answers)) = (raw.tree, raw.answers) else {
                return Err(err(format_pos, Note::new("record-format-1-needs")));
            };
            vec![RawWalk {
                tree,
                start: None,
                answers: Some(answers),
                steps: None,
                said: Vec::new(),
                awaiting: None,
                ruling: raw.ruling,
                uncovered: None,
                lang: None,
                rulings_digest: None,
                adjusted_score: None,
                scores: None,
            }]
        }
        FORMAT_WALKS | FORMAT_SCORE | FORMAT => {
            // Each format reads its own walk keys and no later ones.
            for w in raw.walks.iter().flat_map(|w| &w.value) {
                if format == FORMAT {
                    if let Some(a) = &w.answers {
                        let pos = a.0.first().map_or(format_pos, |(k, _)| k.pos);
                        return Err(err(pos, Note::new("record-answers-need-steps")));
                    }
                    if let Some(a) = &w.adjusted_score {
                        return Err(err(a.pos, Note::new("record-score-needs-scores")));
                    }
                } else {
                    let later = w
                        .steps
                        .as_ref()
                        .map(|s| s.pos)
                        .or(w.scores.as_ref().map(|s| s.pos))
                        .or(w.awaiting.as_ref().map(|a| a.pos));
                    if let Some(pos) = later {
                        return Err(err(pos, Note::new("record-needs-format-4")));
                    }
                }
            }
            if format != FORMAT && raw.status == Status::Awaiting {
                return Err(err(format_pos, Note::new("record-needs-format-4")));
            }
            if format == FORMAT_WALKS
                && let Some(w) = raw
                    .walks
                    .iter()
                    .flat_map(|w| &w.value)
                    .find_map(|w| w.adjusted_score.as_ref())
            {
                return Err(err(w.pos, Note::new("record-score-needs-format-3")));
            }
            if let Some(t) = &raw.tree {
                return Err(err(t.pos, Note::new("record-tree-inside-walks")));
            }
            if raw.answers.is_some() || raw.ruling.is_some() {
                return Err(err(format_pos, Note::new("record-answers-inside-walks")));
            }
            let Some(walks) = raw.walks else {
                return Err(err(format_pos, Note::new("record-no-walks")));
            };
            if walks.value.is_empty() {
                return Err(err(walks.pos, Note::new("record-walks-empty")));
            }
            walks.value
        }
        other => {
            return Err(err(
                format_pos,
                Note::new("record-format-unsupported")
                    .arg("format", other)
                    .arg("one", FORMAT_ONE_WALK)
                    .arg("two", FORMAT),
            ));
        }
    };
    let mut walks = Vec::new();
    let mut places = Vec::new();
    for w in raw_walks {
        let (walk, place) = walk_of(file, w)?;
        walks.push(walk);
        places.push(place);
    }
    let facts = facts_of(file, raw.facts)?;
    let mut history = Vec::new();
    let mut history_places = Vec::new();
    for s in raw.history.map(|h| h.value).unwrap_or_default() {
        let (version, places) = superseded_of(file, s)?;
        history.push(version);
        history_places.push(places);
    }
    // Everything read back is shown again (replay, reports, resume): no string from
    // the file reaches the terminal with control or bidi characters in it.
    let clean = |s: String| sanitize(&s);
    let walks = walks.into_iter().map(RecordedWalk::sanitized).collect();
    Ok(Loaded {
        record: Record {
            format,
            status: raw.status,
            created: clean(raw.created),
            updated: clean(raw.updated),
            lang: raw.lang.value,
            rulings_digest: clean(raw.rulings_digest),
            regulations: raw.regulations.into_iter().map(clean).collect(),
            facts,
            walks,
            history,
        },
        lang,
        places,
        history_places,
    })
}

/// The facts as read back, checked with the rules of the flags that set them.
fn facts_of(file: &str, facts: Option<Spanned<Facts>>) -> Result<Facts, RecordError> {
    match facts {
        None => Ok(Facts::default()),
        Some(f) => {
            if f.value.validate(Lang::En).is_err() {
                // Worded in each language: the note is read in the TD's.
                let facts = &f.value;
                let detail = |l| facts.validate(l).err().unwrap_or_default();
                return Err(RecordError::at(
                    file,
                    f.pos,
                    Note::new("record-facts").worded("detail", detail),
                ));
            }
            Ok(f.value.sanitized())
        }
    }
}

/// A superseded version, read with the same checks as the record's own walks; its
/// walks are kept as the TD had them, not replayed (they were replaced).
fn superseded_of(
    file: &str,
    s: RawSuperseded,
) -> Result<(Superseded, Vec<WalkPlaces>), RecordError> {
    let err = |pos: Pos, note: Note| RecordError::at(file, pos, note);
    if !s.status.value.is_final() {
        return Err(err(s.status.pos, Note::new("record-history-not-final")));
    }
    if s.walks.value.is_empty() {
        return Err(err(s.walks.pos, Note::new("record-walks-empty")));
    }
    let mut walks = Vec::new();
    let mut places = Vec::new();
    for w in s.walks.value {
        let (walk, place) = walk_of(file, w)?;
        walks.push(walk.sanitized());
        places.push(place);
    }
    let version = Superseded {
        superseded: sanitize(&s.superseded),
        status: s.status.value,
        updated: sanitize(&s.updated),
        facts: facts_of(file, s.facts)?,
        walks,
    };
    Ok((version, places))
}

fn walk_of(file: &str, w: RawWalk) -> Result<(RecordedWalk, WalkPlaces), RecordError> {
    let err = |pos, note: Note| RecordError::at(file, pos, note);
    let mut answers = Vec::new();
    let mut places = WalkPlaces {
        tree: w.tree.pos,
        ..WalkPlaces::default()
    };
    let mut steps = Vec::new();
    let mut pairs: Vec<(Spanned<Scalar>, Spanned<Scalar>)> = Vec::new();
    if let Some(a) = w.answers {
        pairs = a.0;
    }
    for st in w.steps.map(|s| s.value).unwrap_or_default() {
        let pos = st.pos;
        let step = st.value;
        let id = match (&step.answer, &step.choice) {
            (Some(a), None) => a.clone(),
            (None, Some(c)) => c.clone(),
            _ => return Err(err(pos, Note::new("record-step-answer-or-choice"))),
        };
        if let Some(by) = &step.by
            && Holder::from_id(by).is_none()
        {
            let known: Vec<&str> = Holder::ALL.iter().map(|h| h.id()).collect();
            return Err(err(
                pos,
                Note::new("record-not-a-holder")
                    .arg("holder", sanitize(by))
                    .arg("known", known.join(", ")),
            ));
        }
        pairs.push((
            Spanned {
                value: Scalar(step.node.clone()),
                pos,
            },
            Spanned {
                value: Scalar(id),
                pos,
            },
        ));
        steps.push(step);
    }
    for (k, v) in pairs {
        let kpos = k.pos;
        if places
            .answers
            .insert(k.value.0.clone(), (kpos, v.pos))
            .is_some()
        {
            return Err(err(
                kpos,
                Note::new("record-answered-twice").arg("id", sanitize(&k.value.0)),
            ));
        }
        answers.push((k.value.0, v.value.0));
    }
    let ruling = match w.ruling {
        None => None,
        Some(r) => {
            let mut options = Vec::new();
            for o in r.options {
                if Holder::from_id(&o.holder.value.0).is_none() {
                    let known: Vec<&str> = Holder::ALL.iter().map(|h| h.id()).collect();
                    return Err(err(
                        o.holder.pos,
                        Note::new("record-not-a-holder")
                            .arg("holder", sanitize(&o.holder.value.0))
                            .arg("known", known.join(", ")),
                    ));
                }
                options.push(RecordedOption {
                    holder: o.holder.value.0,
                    text: o.text,
                });
            }
            Some(RecordedRuling {
                outcome: r.outcome,
                citations: r.citations,
                see: r.see,
                text: r.text,
                options,
            })
        }
    };
    if let Some(u) = &w.uncovered {
        places.uncovered = u.pos;
    }
    if let Some(s) = &w.start {
        places.start = s.pos;
    }
    if let Some(a) = &w.awaiting {
        places.awaiting = a.pos;
    }
    let mut adjusted_score = w.adjusted_score.map(|a| a.value);
    let mut score_kind = None;
    let mut penalties = Vec::new();
    for score in w.scores.map(|s| s.value).unwrap_or_default() {
        let Some(kind) = ScoreKind::from_id(&score.value.kind) else {
            let known: Vec<&str> = ScoreKind::ALL.iter().map(|k| k.id()).collect();
            return Err(err(
                score.pos,
                Note::new("record-score-kind")
                    .arg("kind", sanitize(&score.value.kind))
                    .arg("known", known.join(", ")),
            ));
        };
        // One score a ruling, the last one written; penalties beside it.
        if kind.is_beside() {
            penalties.push(score.value.score());
        } else {
            adjusted_score = Some(score.value.score());
            score_kind = Some(kind);
        }
    }
    Ok((
        RecordedWalk {
            tree: w.tree.value.0,
            start: w.start.map(|s| s.value.0),
            answers,
            steps,
            said: w.said,
            awaiting: w.awaiting.map(|a| a.value),
            ruling,
            uncovered: w.uncovered.map(|u| u.value.0),
            lang: w.lang,
            rulings_digest: w.rulings_digest,
            adjusted_score,
            score_kind,
            penalties,
            scores: Vec::new(),
        },
        places,
    ))
}

/// Where each walk may start: the first at a question (its tree's start, or a
/// question `td ask TREE#NODE` jumped to), a later one at its tree's start or where
/// the ruling before it leads on (`then:`). A record that starts a walk anywhere
/// else would show a ruling no answer led to.
fn check_starts(
    file: &str,
    rulings: &Rulings,
    recorded: &[RecordedWalk],
    walks: &[Walk],
    starts: &[Pos],
) -> Result<(), RecordError> {
    for (i, (rec, walk)) in recorded.iter().zip(walks).enumerate() {
        let Some(start) = &rec.start else { continue };
        let at = walk.start();
        let pos = starts.get(i).copied().unwrap_or_default();
        let led_on = i > 0 && walks[i - 1].outcome().and_then(|o| o.then) == Some(at);
        let asked = i == 0 && rulings.node(at).question().is_some();
        if !(led_on || asked) {
            let note = if i == 0 {
                Note::new("record-start-not-a-question")
            } else {
                Note::new("record-start-not-led-on")
            };
            return Err(RecordError::at(file, pos, note.arg("id", sanitize(start))));
        }
    }
    Ok(())
}

impl Loaded {
    /// Walks every walk of the record through `rulings`. Every answer must name a
    /// node and an answer that exist; an answer the path no longer needs is ignored.
    /// Each walk ends at a ruling, at the question the record says none of the
    /// answers fitted (uncovered), or at a question the record has no answer for.
    pub fn replay<'r>(
        &self,
        file: &str,
        rulings: &'r Rulings,
    ) -> Result<Vec<Walk<'r>>, RecordError> {
        for entry in &self.record.regulations {
            if crate::walker::settings::check(rulings, entry).is_err() {
                return Err(RecordError::at(
                    file,
                    Pos::START,
                    Note::new("record-unknown-regulation").arg("name", sanitize(entry)),
                ));
            }
        }
        let walks: Vec<Walk<'r>> = self
            .record
            .walks
            .iter()
            .zip(&self.places)
            .map(|(w, places)| self.replay_walk(file, rulings, w, places))
            .collect::<Result<_, _>>()?;
        let starts: Vec<Pos> = self.places.iter().map(|p| p.start).collect();
        check_starts(file, rulings, &self.record.walks, &walks, &starts)?;
        Ok(walks)
    }

    /// Each earlier version of an amended record walked through `rulings` as its
    /// own walks are, oldest first: what it shows is checked as strictly as the
    /// current walks (replay compares them with what it says was ruled).
    pub fn replay_history<'r>(
        &self,
        file: &str,
        rulings: &'r Rulings,
    ) -> Result<Vec<Vec<Walk<'r>>>, RecordError> {
        self.record
            .history
            .iter()
            .zip(&self.history_places)
            .map(|(h, places)| {
                let walks: Vec<Walk<'r>> = h
                    .walks
                    .iter()
                    .zip(places)
                    .map(|(w, p)| self.replay_walk(file, rulings, w, p))
                    .collect::<Result<_, _>>()?;
                let starts: Vec<Pos> = places.iter().map(|p| p.start).collect();
                check_starts(file, rulings, &h.walks, &walks, &starts)?;
                Ok(walks)
            })
            .collect()
    }

    fn replay_walk<'r>(
        &self,
        file: &str,
        rulings: &'r Rulings,
        rec: &RecordedWalk,
        places: &WalkPlaces,
    ) -> Result<Walk<'r>, RecordError> {
        let err = |pos, message| RecordError::at(file, pos, message);
        let tree = rulings.tree_id(&rec.tree).ok_or_else(|| {
            let ids: Vec<&str> = rulings.trees.iter().map(|t| t.id.as_str()).collect();
            err(
                places.tree,
                Note::new("record-unknown-tree")
                    .arg("tree", sanitize(&rec.tree))
                    .arg("known", ids.join(", ")),
            )
        })?;
        let question_at = |node: &str, pos: Pos| {
            let at = rulings
                .resolve(tree, node)
                .ok_or_else(|| err(pos, Note::new("record-no-node").arg("id", sanitize(node))))?;
            let q = rulings.node(at).question().ok_or_else(|| {
                err(
                    pos,
                    Note::new("record-not-a-question").arg("id", sanitize(node)),
                )
            })?;
            Ok((at, q))
        };
        for (node, answer) in &rec.answers {
            let (kpos, vpos) = places.answers.get(node).copied().unwrap_or_default();
            let (_, q) = question_at(node, kpos)?;
            if !q.answers.iter().any(|a| &a.id == answer) {
                let ids: Vec<&str> = q.answers.iter().map(|a| a.id.as_str()).collect();
                return Err(err(
                    vpos,
                    Note::new("record-not-an-answer")
                        .arg("answer", sanitize(answer))
                        .arg("id", sanitize(node))
                        .arg("known", ids.join(", ")),
                ));
            }
        }
        let uncovered = match &rec.uncovered {
            Some(node) => Some(question_at(node, places.uncovered)?.0),
            None => None,
        };
        let start = match &rec.start {
            None => rulings.start_of(tree),
            Some(node) => rulings
                .resolve(tree, node)
                .filter(|at| at.tree == tree)
                .ok_or_else(|| {
                    err(
                        places.start,
                        Note::new("record-no-start")
                            .arg("id", sanitize(node))
                            .arg("tree", sanitize(&rec.tree)),
                    )
                })?,
        };
        let mut walk = Walk::new(rulings, start, &self.record.regulations);
        while let Some(q) = walk.question() {
            let id = rulings.qualified_id(walk.current());
            // A regulation the record does not set, with no answer of the TD's: the
            // record was finished before td asked unset regulations, when they counted
            // as not in force. A draft stops there: the question is open.
            let unset_before = q.regulation.is_some() && self.record.status.is_final();
            let answer = match rec.answers.iter().find(|(node, _)| *node == id) {
                Some((_, a)) => Some(a.as_str()),
                None if unset_before => Some(crate::model::tree::REGULATION_NO),
                None => None,
            };
            let Some(answer) = answer else {
                if uncovered == Some(walk.current()) {
                    walk.uncover().expect("a question can be uncovered");
                } else if rec.awaiting.as_ref().is_some_and(|a| a.node == id) {
                    // The choice is still to be made: the walk waits there, as
                    // recorded (a question that is no choice stays open).
                    let _ = walk.wait();
                }
                break;
            };
            let index = walk
                .answer_index(answer)
                .expect("answers were checked above");
            walk.answer(index).expect("index exists");
        }
        Ok(walk)
    }
}
