//! The incident record: what a committee needs to re-check a ruling.
//!
//! A record holds the facts, the answers keyed by node id (so a reordered tree still
//! replays), the ruling reached and the digest of the rulings set that decided it.
//! `journal.rs` writes records; this module defines them, reads them with source
//! positions, and walks them through the current trees.

use std::collections::BTreeMap;
use std::path::Path;

use serde::{Deserialize, Serialize};
use serde_saphyr::Spanned;

use crate::diag::Pos;
use crate::facts::Facts;
use crate::lang::Lang;
use crate::raw::{Entries, Scalar};
use crate::tree::Rulings;
use crate::walk::Walk;

/// The record format this version writes and reads.
pub const FORMAT: u32 = 1;

/// Records are small; anything bigger is not one of ours.
const MAX_RECORD_BYTES: u64 = 1024 * 1024;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Answers so far; the questionnaire was not finished (yet).
    Draft,
    /// The ruling was reached; the file is never written again.
    Complete,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RecordedRuling {
    /// `tree#node` of the ruling.
    pub outcome: String,
    pub citations: Vec<String>,
    #[serde(default)]
    pub see: Vec<String>,
    /// The ruling text in the record's language, as shown to the TD.
    pub text: String,
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
    pub tree: String,
    /// `tree#node` -> answer id, for the questions the TD answered.
    pub answers: BTreeMap<String, String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ruling: Option<RecordedRuling>,
}

impl Record {
    pub fn new(
        rulings: &Rulings,
        tree: usize,
        lang: Lang,
        regulations: &[String],
        facts: Facts,
        now: &str,
    ) -> Self {
        Record {
            format: FORMAT,
            status: Status::Draft,
            created: now.to_string(),
            updated: now.to_string(),
            lang: lang.code().to_string(),
            rulings_digest: rulings.digest.clone(),
            regulations: regulations.to_vec(),
            facts,
            tree: rulings.trees[tree].id.clone(),
            answers: BTreeMap::new(),
            ruling: None,
        }
    }

    /// Brings the record in line with the walk: its answers, and the ruling once reached.
    pub fn update(&mut self, walk: &Walk, lang: Lang, now: &str) {
        let r = walk.rulings();
        self.answers = walk
            .history()
            .iter()
            .filter(|s| !s.auto)
            .map(|s| {
                let q = r.node(s.at).question().expect("history holds questions");
                (r.qualified_id(s.at), q.answers[s.answer].id.clone())
            })
            .collect();
        self.ruling = walk.outcome().map(|o| RecordedRuling {
            outcome: r.qualified_id(walk.current()),
            citations: walk
                .node()
                .cites
                .iter()
                .map(|c| c.law.canonical())
                .collect(),
            see: o.see.iter().map(|c| c.law.canonical()).collect(),
            text: o.ruling.get(lang).to_string(),
        });
        self.updated = now.to_string();
    }

    pub fn to_yaml(&self) -> String {
        let body = serde_saphyr::to_string(self).expect("a record serializes");
        format!("# bridge-td incident record; see docs/incidents.md\n{body}")
    }
}

/// A record as read back, with the positions needed to report problems.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct RawRecord {
    format: Spanned<u32>,
    status: Status,
    created: String,
    updated: String,
    lang: Spanned<String>,
    rulings_digest: String,
    #[serde(default)]
    regulations: Vec<String>,
    #[serde(default)]
    facts: Facts,
    tree: Spanned<Scalar>,
    answers: Entries<Spanned<Scalar>, Spanned<Scalar>>,
    ruling: Option<RecordedRuling>,
}

/// A record loaded from a file, keeping where each answer was written.
#[derive(Debug)]
pub struct Loaded {
    pub record: Record,
    pub lang: Lang,
    tree_pos: Pos,
    answer_pos: BTreeMap<String, (Pos, Pos)>,
}

/// Why a record cannot be used: file, place, message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{file}:{}:{}: {message}", pos.line, pos.col)]
pub struct RecordError {
    pub file: String,
    pub pos: Pos,
    pub message: String,
}

impl RecordError {
    pub fn at(file: &str, pos: Pos, message: String) -> Self {
        RecordError {
            file: file.to_string(),
            pos,
            message,
        }
    }
}

pub fn load(path: &Path) -> Result<Loaded, RecordError> {
    let file = path.display().to_string();
    let err = |pos, message| RecordError::at(&file, pos, message);
    let meta =
        std::fs::metadata(path).map_err(|e| err(Pos::START, format!("cannot read record: {e}")))?;
    if meta.len() > MAX_RECORD_BYTES {
        return Err(err(
            Pos::START,
            "file is too large to be an incident record".into(),
        ));
    }
    let bytes =
        std::fs::read(path).map_err(|e| err(Pos::START, format!("cannot read record: {e}")))?;
    parse(&file, &bytes)
}

pub fn parse(file: &str, bytes: &[u8]) -> Result<Loaded, RecordError> {
    let err = |pos, message| RecordError::at(file, pos, message);
    let text = std::str::from_utf8(bytes)
        .map_err(|_| err(Pos::START, "the record is not valid UTF-8".into()))?;
    let raw: RawRecord = serde_saphyr::from_str(text).map_err(|e| {
        let (pos, message) = crate::diag::yaml_error(&e);
        err(pos, message)
    })?;
    if raw.format.value != FORMAT {
        return Err(err(
            raw.format.referenced.into(),
            format!(
                "record format {} is not supported; this td reads format {FORMAT}",
                raw.format.value
            ),
        ));
    }
    let lang = Lang::from_code(&raw.lang.value).ok_or_else(|| {
        err(
            raw.lang.referenced.into(),
            format!(
                "unknown language `{}`",
                crate::text::sanitize(&raw.lang.value)
            ),
        )
    })?;
    let mut answers = BTreeMap::new();
    let mut answer_pos = BTreeMap::new();
    for (k, v) in raw.answers.0 {
        let kpos = Pos::from(k.referenced);
        if answers
            .insert(k.value.0.clone(), v.value.0.clone())
            .is_some()
        {
            return Err(err(kpos, format!("node `{}` is answered twice", k.value.0)));
        }
        answer_pos.insert(k.value.0, (kpos, Pos::from(v.referenced)));
    }
    Ok(Loaded {
        record: Record {
            format: raw.format.value,
            status: raw.status,
            created: raw.created,
            updated: raw.updated,
            lang: raw.lang.value,
            rulings_digest: raw.rulings_digest,
            regulations: raw.regulations,
            facts: raw.facts,
            tree: raw.tree.value.0,
            answers,
            ruling: raw.ruling,
        },
        lang,
        tree_pos: raw.tree.referenced.into(),
        answer_pos,
    })
}

/// Where a replay ends.
pub enum Replayed<'r> {
    /// The walk reached a ruling.
    Complete(Walk<'r>),
    /// The tree asks a question the record has no answer for.
    Incomplete(Walk<'r>),
}

impl Loaded {
    /// Walks the record's answers through `rulings`. Every answer must name a node
    /// and an answer that exist; an answer the path no longer needs is ignored.
    pub fn replay<'r>(
        &self,
        file: &str,
        rulings: &'r Rulings,
    ) -> Result<Replayed<'r>, RecordError> {
        let err = |pos, message| RecordError::at(file, pos, message);
        let rec = &self.record;
        let tree = rulings.tree_id(&rec.tree).ok_or_else(|| {
            let ids: Vec<&str> = rulings.trees.iter().map(|t| t.id.as_str()).collect();
            err(
                self.tree_pos,
                format!(
                    "tree `{}` is not in the rulings (they have {})",
                    crate::text::sanitize(&rec.tree),
                    ids.join(", ")
                ),
            )
        })?;
        let known = rulings.regulations();
        if let Some(bad) = rec
            .regulations
            .iter()
            .find(|r| !known.contains(&r.as_str()))
        {
            return Err(err(
                Pos::START,
                format!(
                    "regulation `{}` is not known to the rulings",
                    crate::text::sanitize(bad)
                ),
            ));
        }
        for (node, answer) in &rec.answers {
            let (kpos, vpos) = self.answer_pos.get(node).copied().unwrap_or_default();
            let at = rulings.resolve(tree, node).ok_or_else(|| {
                err(
                    kpos,
                    format!("no node `{}` in the rulings", crate::text::sanitize(node)),
                )
            })?;
            let q = rulings.node(at).question().ok_or_else(|| {
                err(
                    kpos,
                    format!(
                        "`{}` is a ruling, not a question",
                        crate::text::sanitize(node)
                    ),
                )
            })?;
            if !q.answers.iter().any(|a| &a.id == answer) {
                let ids: Vec<&str> = q.answers.iter().map(|a| a.id.as_str()).collect();
                return Err(err(
                    vpos,
                    format!(
                        "`{}` is not an answer of `{node}`; its answers are {}",
                        crate::text::sanitize(answer),
                        ids.join(", ")
                    ),
                ));
            }
        }
        let mut walk = Walk::new(rulings, rulings.start_of(tree), &rec.regulations);
        while walk.question().is_some() {
            let id = rulings.qualified_id(walk.current());
            let Some(answer) = rec.answers.get(&id) else {
                return Ok(Replayed::Incomplete(walk));
            };
            let index = walk
                .answer_index(answer)
                .expect("answers were checked above");
            walk.answer(index).expect("index exists");
        }
        Ok(Replayed::Complete(walk))
    }
}
