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

use crate::diag::Pos;
use crate::facts::Facts;
use crate::holder::Holder;
use crate::lang::Lang;
use crate::note::Note;
use crate::raw::{Entries, Scalar};
use crate::score::adjusted::{AdjustedScore, SideResult};
use crate::text::sanitize;
use crate::tree::Rulings;
use crate::walk::Walk;

/// The record format this version writes: format 2 with an adjusted score on a walk.
pub const FORMAT: u32 = 3;
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
    crate::test_hook::lower_limit(MAX_RECORD_BYTES)
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
}

impl Status {
    /// A record in this status is finished: written again only by its amendment.
    pub fn is_final(self) -> bool {
        self != Status::Draft
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

/// One walk through the trees: one irregularity of the incident.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RecordedWalk {
    /// The tree the walk started in.
    pub tree: String,
    /// `tree#node` where the walk started, when not at its tree's start: a ruling
    /// that led on to this one (`then:`) starts it at a question inside a tree.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start: Option<String>,
    /// `tree#node` -> answer id, for the questions the TD answered.
    pub answers: BTreeMap<String, String>,
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
    /// The score the TD computed for this ruling (format 3).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub adjusted_score: Option<AdjustedScore>,
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
    /// The walk as it stands: its answers, and its ruling or where it was uncovered.
    pub fn of(walk: &Walk, lang: Lang) -> Self {
        let r = walk.rulings();
        let answers = walk
            .history()
            .iter()
            .filter(|s| !s.auto)
            .map(|s| {
                let q = r.node(s.at).question().expect("history holds questions");
                (r.qualified_id(s.at), q.answers[s.answer].id.clone())
            })
            .collect();
        let ruling = walk.outcome().map(|o| RecordedRuling {
            outcome: r.qualified_id(walk.current()),
            citations: walk
                .node()
                .cites
                .iter()
                .map(|c| c.law.canonical())
                .collect(),
            see: o.see.iter().map(|c| c.law.canonical()).collect(),
            text: o.ruling.get(lang).to_string(),
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
            ruling,
            uncovered: walk.uncovered_at().map(|at| r.qualified_id(at)),
            lang: None,
            rulings_digest: None,
            adjusted_score: None,
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
            adjusted_score: self.adjusted_score.map(|a| AdjustedScore {
                args: a.args.into_iter().map(clean).collect(),
                ns: clean_side(a.ns),
                ew: clean_side(a.ew),
            }),
        }
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
            walks: vec![RecordedWalk::of(walk, lang)],
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
        let mut recorded = RecordedWalk::of(walk, lang);
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
                }
                *last = recorded;
            }
            None => self.walks.push(recorded),
        }
        self.updated = now.to_string();
    }

    /// Keeps `score` as the adjusted score of the last walk's ruling.
    pub fn set_adjusted_score(&mut self, score: AdjustedScore, now: &str) {
        if let Some(last) = self.walks.last_mut() {
            last.adjusted_score = Some(score);
            self.updated = now.to_string();
        }
    }

    /// Adds a further walk for the same incident: another irregularity.
    pub fn add_walk(&mut self, walk: &Walk, lang: Lang, now: &str) {
        self.walks.push(RecordedWalk::of(walk, lang));
        self.updated = now.to_string();
    }

    pub fn to_yaml(&self) -> String {
        let body = serde_saphyr::to_string(self).expect("a record serializes");
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
    answers: Answers,
    ruling: Option<RawRuling>,
    uncovered: Option<Spanned<Scalar>>,
    lang: Option<String>,
    rulings_digest: Option<String>,
    adjusted_score: Option<Spanned<AdjustedScore>>,
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

/// The plain scalar written at `pos`: up to a space, a comment, or the end of the
/// line or of a flow collection.
fn written_at(text: &str, pos: Pos) -> Option<&str> {
    let line = crate::load::yaml_lines(text)
        .into_iter()
        .nth((pos.line as usize).checked_sub(1)?)?;
    let start = line
        .char_indices()
        .nth((pos.col as usize).checked_sub(1)?)
        .map(|(i, _)| i)?;
    let rest = &line[start..];
    let end = rest
        .find(|c: char| c.is_whitespace() || matches!(c, '#' | ',' | '}' | ']'))
        .unwrap_or(rest.len());
    Some(&rest[..end])
}

/// Digits only, without a sign, a base or separators.
fn is_plain_number(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit())
}

/// Where the parts of one walk were written, to point at them.
#[derive(Debug, Default)]
struct WalkPlaces {
    tree: Pos,
    start: Pos,
    answers: BTreeMap<String, (Pos, Pos)>,
    uncovered: Pos,
}

/// A record loaded from a file, keeping where each part was written.
#[derive(Debug)]
pub struct Loaded {
    pub record: Record,
    pub lang: Lang,
    places: Vec<WalkPlaces>,
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
    use crate::read::{ReadError, read_regular};
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
    let text =
        std::str::from_utf8(bytes).map_err(|_| err(Pos::START, Note::new("record-not-utf8")))?;
    // A byte order mark is no part of the first line: the parser's columns skip it,
    // and so must `written_at`.
    let text = text.strip_prefix('\u{feff}').unwrap_or(text);
    let raw: RawRecord = crate::records::yaml::from_str(text)
        .map_err(|e| err(e.pos, crate::diag::parser_note(&e.message)))?;
    let format_pos = raw.format.pos;
    let format = raw.format.value.0;
    // YAML reads `0x2`, `+2` and `2_0` as numbers too; td writes `2`, and a record
    // is either what td wrote or says why not.
    if let Some(written) = written_at(text, format_pos).filter(|w| !is_plain_number(w)) {
        return Err(err(
            format_pos,
            Note::new("record-format-not-plain")
                .arg("text", crate::text::clip(&sanitize(written), 20)),
        ));
    }
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
                answers,
                ruling: raw.ruling,
                uncovered: None,
                lang: None,
                rulings_digest: None,
                adjusted_score: None,
            }]
        }
        FORMAT_WALKS | FORMAT => {
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
    let history = match raw.history {
        None => Vec::new(),
        Some(h) => h
            .value
            .into_iter()
            .map(|s| superseded_of(file, s))
            .collect::<Result<_, _>>()?,
    };
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
fn superseded_of(file: &str, s: RawSuperseded) -> Result<Superseded, RecordError> {
    let err = |pos: Pos, note: Note| RecordError::at(file, pos, note);
    if !s.status.value.is_final() {
        return Err(err(s.status.pos, Note::new("record-history-not-final")));
    }
    if s.walks.value.is_empty() {
        return Err(err(s.walks.pos, Note::new("record-walks-empty")));
    }
    let walks = s
        .walks
        .value
        .into_iter()
        .map(|w| walk_of(file, w).map(|(w, _)| w.sanitized()))
        .collect::<Result<_, _>>()?;
    Ok(Superseded {
        superseded: sanitize(&s.superseded),
        status: s.status.value,
        updated: sanitize(&s.updated),
        facts: facts_of(file, s.facts)?,
        walks,
    })
}

fn walk_of(file: &str, w: RawWalk) -> Result<(RecordedWalk, WalkPlaces), RecordError> {
    let err = |pos, note: Note| RecordError::at(file, pos, note);
    let mut answers = BTreeMap::new();
    let mut places = WalkPlaces {
        tree: w.tree.pos,
        ..WalkPlaces::default()
    };
    for (k, v) in w.answers.0 {
        let kpos = k.pos;
        if answers
            .insert(k.value.0.clone(), v.value.0.clone())
            .is_some()
        {
            return Err(err(
                kpos,
                Note::new("record-answered-twice").arg("id", sanitize(&k.value.0)),
            ));
        }
        places.answers.insert(k.value.0, (kpos, v.pos));
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
    Ok((
        RecordedWalk {
            tree: w.tree.value.0,
            start: w.start.map(|s| s.value.0),
            answers,
            ruling,
            uncovered: w.uncovered.map(|u| u.value.0),
            lang: w.lang,
            rulings_digest: w.rulings_digest,
            adjusted_score: w.adjusted_score.map(|a| a.value),
        },
        places,
    ))
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
        let known = rulings.regulations();
        if let Some(bad) = self.record.regulations.iter().find(|r| {
            let name = r.strip_suffix("=no").unwrap_or(r);
            !known.contains(&name)
        }) {
            return Err(RecordError::at(
                file,
                Pos::START,
                Note::new("record-unknown-regulation").arg("name", sanitize(bad)),
            ));
        }
        self.record
            .walks
            .iter()
            .zip(&self.places)
            .map(|(w, places)| self.replay_walk(file, rulings, w, places))
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
            let answer = match rec.answers.get(&id) {
                Some(a) => Some(a.as_str()),
                None if unset_before => Some(crate::tree::REGULATION_NO),
                None => None,
            };
            let Some(answer) = answer else {
                if uncovered == Some(walk.current()) {
                    walk.uncover().expect("a question can be uncovered");
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
