//! One incident on the page: its walks and its record, as `td ask` keeps them.
//!
//! The same steps as `td ask` (`src/cmd/ask.rs`): a record is made when the walk
//! starts and brought up to date after every answer, every step back and every
//! "none of these fits"; a ruling whose facts need another goes on to it; "another
//! ruling" adds a walk; "done" marks the record complete, uncovered, or awaiting a
//! player's choice left "not chosen yet" (opened again, it asks that choice). A finished
//! record opened again is amended: it is kept whole in the record's `history` at
//! the first change, and nothing changed means nothing written. The page stores
//! [`Session::record_yaml`] after each call that changes something.

use bridge_td::model::load::TRIAGE_TREE;
use bridge_td::model::score_kind::ScoreKind;
use bridge_td::model::tree::{NodeRef, Rulings};
use bridge_td::records::facts::Facts;
use bridge_td::records::incident::{self, Record, Status, Superseded};
use bridge_td::score::adjusted::AdjustedScore;
use bridge_td::texts::i18n::{Msg, t};
use bridge_td::texts::lang::Lang;
use bridge_td::walker::walk::Walk;
use bridge_td::walker::{chain, settings};
use serde_json::json;
use wasm_bindgen::prelude::*;

use crate::{lang_of, rulings, view};

#[wasm_bindgen]
pub struct Session {
    lang: Lang,
    regulations: Vec<String>,
    walks: Vec<Walk<'static>>,
    record: Record,
    /// The answer to preselect after a step back.
    preselect: Option<usize>,
    /// A finished record as opened, until the TD changes something.
    unchanged: Option<Record>,
}

fn error(message: impl std::fmt::Display) -> JsError {
    JsError::new(&message.to_string())
}

/// The regulations as the page sends them: one per line, `name`, `name=no` or
/// `name=VALUE` (`bridge_td::walker::settings`).
fn regulation_list(text: &str) -> Vec<String> {
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .map(str::to_string)
        .collect()
}

/// Where a new walk starts: `place` as `td ask WHERE` reads it, or the triage
/// tree's first question when it is empty.
fn start_at(r: &Rulings, place: &str) -> Result<NodeRef, JsError> {
    if place.trim().is_empty() {
        let triage = r
            .tree_id(TRIAGE_TREE)
            .ok_or_else(|| error("these rulings have no triage tree"))?;
        return Ok(r.start_of(triage));
    }
    bridge_td::walker::jump::start_for(r, place).map_err(|_| {
        error(format!(
            "no tree or question `{}`",
            bridge_td::texts::text::sanitize(place)
        ))
    })
}

/// `walk` walked again through `r`: the same set in another language, so the same
/// nodes and answers by position.
fn rewalk(walk: &Walk, r: &'static Rulings, regulations: &[String]) -> Walk<'static> {
    let mut again = Walk::new(r, walk.start(), regulations);
    for step in walk.history().iter().filter(|s| !s.auto) {
        again
            .answer(step.answer)
            .expect("the same set has the same answers");
    }
    if walk.uncovered_at().is_some() {
        again
            .uncover()
            .expect("the same set stops at the same question");
    }
    if walk.awaiting().is_some() {
        again.wait().expect("the same set waits at the same choice");
    }
    again
}

#[wasm_bindgen]
impl Session {
    /// A new incident: its first walk starts at `place` (empty: "What happened?").
    #[wasm_bindgen(constructor)]
    pub fn new(lang: &str, place: &str, regulations: &str, now: &str) -> Result<Session, JsError> {
        let lang = lang_of(lang)?;
        let r = rulings(lang)?;
        let regulations = regulation_list(regulations);
        for entry in &regulations {
            bridge_td::walker::settings::check(r, entry)
                .map_err(|bad| error(bad.describe(r, lang)))?;
        }
        let walk = Walk::new(r, start_at(r, place)?, &regulations);
        let record = Record::new(&walk, lang, &regulations, Facts::default(), now);
        Ok(Session {
            lang,
            regulations,
            walks: vec![walk],
            record,
            preselect: None,
            unchanged: None,
        })
    }

    /// Opens a record (`td ask` wrote it, or this page): its walks replayed through
    /// the page's rulings. A record of another rulings set is refused, naming both
    /// digests: its rulings are not the ones this page would show.
    pub fn open(lang: &str, name: &str, yaml: &str) -> Result<Session, JsError> {
        Self::open_file(lang, name, yaml.as_bytes())
    }

    /// A record file's bytes as the TD picked it: read exactly as `td` reads a
    /// record (UTF-8 only, the bad byte placed), never decoded by the browser
    /// first, which would turn Latin-1 or UTF-16 into text td refuses.
    #[wasm_bindgen(js_name = openFile)]
    pub fn open_file(lang: &str, name: &str, bytes: &[u8]) -> Result<Session, JsError> {
        let lang = lang_of(lang)?;
        let r = rulings(lang)?;
        if bytes.len() as u64 > incident::max_record_bytes() {
            let note = bridge_td::texts::note::Note::new("record-too-large");
            let e = incident::RecordError::at(name, bridge_td::model::diag::Pos::START, note);
            return Err(error(e.describe(lang)));
        }
        let loaded = incident::parse(name, bytes).map_err(|e| error(e.describe(lang)))?;
        if loaded.record.rulings_digest != r.digest {
            let note = bridge_td::texts::note::Note::new("record-other-rulings")
                .arg(
                    "recorded",
                    bridge_td::model::load::short_digest(&loaded.record.rulings_digest),
                )
                .arg("page", bridge_td::model::load::short_digest(&r.digest));
            let e = incident::RecordError::at(name, bridge_td::model::diag::Pos::START, note);
            return Err(error(e.describe(lang)));
        }
        let mut walks = loaded
            .replay(name, r)
            .map_err(|e| error(e.describe(lang)))?;
        // A record awaiting a player's choice asks it now, as `td ask --resume` does.
        if let Some(last) = walks.last_mut() {
            last.resume_choice();
        }
        let mut record = loaded.record;
        let unchanged = record.status.is_final().then(|| record.clone());
        record.format = incident::FORMAT;
        record.status = Status::Draft;
        Ok(Session {
            lang,
            regulations: record.regulations.clone(),
            walks,
            record,
            preselect: None,
            unchanged,
        })
    }

    /// What to show now, as JSON: the question (with the steps said before it), the
    /// ruling card, the choice awaited, or "not covered", with where the incident
    /// stands, and `pending` while the texts on request and the law index (the
    /// bundle's second file) have not arrived: they are empty in the view then.
    pub fn view(&mut self) -> String {
        self.follow_rulings();
        let walk = self.walk();
        let mut v = if walk.question().is_some() {
            view::question(walk, self.lang, self.preselect)
        } else {
            view::ended(walk, self.lang)
        };
        v["walk"] = json!(self.walks.len());
        v["canBack"] =
            json!(walk.asked() > 0 || walk.uncovered_at().is_some() || walk.awaiting().is_some());
        v["status"] = json!(self.status());
        v["lang"] = json!(self.lang.code());
        v["pending"] = json!(!crate::has_more(self.lang));
        // The kinds of score the page's score step offers: none at a ruling that
        // goes on by itself; at the end of its chain, every kind a ruling of the
        // chain allows (`bridge_td::walker::chain`, as `td ask` offers them).
        let scores = match walk.outcome() {
            Some(o) if o.then.is_none() => chain::allowed_scores(&self.walks),
            _ => Vec::new(),
        };
        v["scores"] = json!(scores.iter().map(|k| k.id()).collect::<Vec<_>>());
        v.to_string()
    }

    /// Answers the current question with answer `index` (from 0).
    pub fn answer(&mut self, index: usize, now: &str) -> Result<(), JsError> {
        self.walk_mut().answer(index).map_err(error)?;
        self.preselect = None;
        self.changed(now);
        Ok(())
    }

    /// Back to the previous question, its earlier answer preselected; at a
    /// "not covered" or "not chosen yet", that question or choice is open again.
    /// False at the walk's first question.
    pub fn back(&mut self, now: &str) -> bool {
        let walk = self.walk_mut();
        let moved = if walk.reopen() || walk.resume_choice() {
            self.preselect = None;
            true
        } else {
            match walk.back() {
                Some(earlier) => {
                    self.preselect = Some(earlier);
                    true
                }
                None => false,
            }
        };
        if moved {
            self.changed(now);
        }
        moved
    }

    /// None of the answers fits: the walk ends here, without a ruling.
    pub fn none_fits(&mut self, now: &str) -> Result<(), JsError> {
        self.walk_mut().uncover().map_err(error)?;
        self.preselect = None;
        self.changed(now);
        Ok(())
    }

    /// Not chosen yet: the player has not made the choice asked; the walk ends
    /// awaiting it.
    pub fn wait(&mut self, now: &str) -> Result<(), JsError> {
        self.walk_mut().wait().map_err(error)?;
        self.preselect = None;
        self.changed(now);
        Ok(())
    }

    /// Whether the ruling shown leads on to another (`then:`).
    pub fn goes_on(&self) -> bool {
        self.walk().outcome().and_then(|o| o.then).is_some()
    }

    /// After a ruling: the next walk of the incident, where the ruling leads on
    /// (`then:`) or, for another irregularity, at "What happened?".
    pub fn next_walk(&mut self, now: &str) -> Result<(), JsError> {
        let walk = self.walk();
        let outcome = walk
            .outcome()
            .ok_or_else(|| error("there is no ruling yet to go on from"))?;
        let r = walk.rulings();
        let start = match outcome.then {
            Some(at) => at,
            None => start_at(r, "")?,
        };
        let next = Walk::new(r, start, &self.regulations);
        self.record.add_walk(&next, self.lang, now);
        self.walks.push(next);
        self.preselect = None;
        self.changed(now);
        Ok(())
    }

    /// Done: the record is complete, uncovered when a walk found no answer, or
    /// awaiting when the last walk waits for a player's choice.
    pub fn finish(&mut self, now: &str) -> Result<(), JsError> {
        if !self.walk().is_ended() {
            return Err(error("the walk has not reached a ruling"));
        }
        if self.unchanged.is_some() {
            // Nothing changed: the record stays as it was opened.
            return Ok(());
        }
        self.record.status = if self.walks.iter().any(|w| w.uncovered_at().is_some()) {
            Status::Uncovered
        } else if self.walk().awaiting().is_some() {
            Status::Awaiting
        } else {
            Status::Complete
        };
        self.record.updated = now.to_string();
        Ok(())
    }

    /// The walks so far, in another language: the same set, the same answers.
    pub fn set_lang(&mut self, lang: &str) -> Result<(), JsError> {
        let lang = lang_of(lang)?;
        let r = rulings(lang)?;
        if r.digest != self.walk().rulings().digest {
            return Err(error("the rulings in that language are another set"));
        }
        self.walks = self
            .walks
            .iter()
            .map(|w| rewalk(w, r, &self.regulations))
            .collect();
        self.lang = lang;
        Ok(())
    }

    /// The record as `td replay` reads it: the opened record itself until the TD
    /// changes something in an amendment.
    pub fn record_yaml(&self) -> String {
        self.unchanged.as_ref().unwrap_or(&self.record).to_yaml()
    }

    /// `draft`, `complete`, `uncovered` or `awaiting`: what the stored record says.
    pub fn status(&self) -> String {
        let status = self.unchanged.as_ref().unwrap_or(&self.record).status;
        serde_json::to_value(status)
            .ok()
            .and_then(|v| v.as_str().map(str::to_string))
            .unwrap_or_default()
    }

    /// When the record was made, which the page keys it by.
    pub fn created(&self) -> String {
        self.record.created.clone()
    }

    /// The facts form as JSON: each fact's record key, label in the TD's language
    /// and value in his notation; a one-line summary for the screens and the record
    /// list (board, table, contract and declarer); the file name an export gets,
    /// the one `td ask` would give the record.
    pub fn facts(&self) -> String {
        let f = &self.record.facts;
        let fields: Vec<_> = Facts::FORM
            .iter()
            .map(|(key, label)| {
                json!({"key": key, "label": t(self.lang, *label), "value": f.shown(key, self.lang)})
            })
            .collect();
        json!({"fields": fields, "summary": self.facts_summary(), "fileName": self.file_name()})
            .to_string()
    }

    /// Sets one fact from what the TD typed (blank clears it); an error says what
    /// is wrong in his language and changes nothing.
    #[wasm_bindgen(js_name = setFact)]
    pub fn set_fact(&mut self, key: &str, typed: &str, now: &str) -> Result<(), JsError> {
        let mut facts = self.record.facts.clone();
        facts.set(key, typed, self.lang).map_err(error)?;
        if facts != self.record.facts {
            self.record.facts = facts;
            self.changed(now);
        }
        Ok(())
    }

    /// What the score step after the ruling shown starts from, as JSON: the kinds
    /// of score the ruling allows (none: no score step) and the scores kept with it
    /// so far (`{kind, score}`, as the record keeps them). The score module
    /// (`web/score`, fetched when the Score screen first opens) names them and
    /// fills its form from them and the facts ([`Session::facts`]).
    #[wasm_bindgen(js_name = scoreStep)]
    pub fn score_step(&self) -> String {
        if self.walk().outcome().is_none() {
            return json!({"kinds": []}).to_string();
        }
        // At the end of a chain of rulings, every kind one of them allows, and the
        // scores kept with any of them (`bridge_td::walker::chain`, as `td ask`).
        let kinds: Vec<_> = chain::allowed_scores(&self.walks)
            .iter()
            .map(|k| k.id())
            .collect();
        let kept: Vec<_> = self
            .record
            .walks
            .iter()
            .skip(chain::start(&self.walks))
            .flat_map(|w| w.kept_scores())
            .map(|(kind, score)| json!({"kind": kind.id(), "score": score}))
            .collect();
        // The event's standard procedural penalty, where a regulation sets it: the
        // form offers it as the amount.
        let standard =
            settings::standard(self.walk().rulings(), &self.regulations, ScoreKind::Penalty);
        json!({"kinds": kinds, "kept": kept, "standard": standard}).to_string()
    }

    /// Keeps a score of `kind` with the ruling shown, or the ruling before it in its
    /// chain that allows the kind, as `td ask` keeps a score typed after a ruling. The score is what the score module computed
    /// (`score`, the core's `score::compute::of_kind`: the same checks and words as
    /// `td score`), as a record keeps it (`{args, ns, ew}`, JSON); it is read with
    /// the record reader this module has anyway (JSON is YAML's flow form), so no
    /// second deserializer is linked. Refused: a kind no ruling of the chain allows, a
    /// score that is not one.
    #[wasm_bindgen(js_name = keepScore)]
    pub fn keep_score(&mut self, kind: &str, score: &str, now: &str) -> Result<(), JsError> {
        if self.walk().outcome().is_none() {
            return Err(error("there is no ruling to keep a score with"));
        }
        // Kept with the latest ruling of the chain that allows its kind.
        let (kind, at) = ScoreKind::from_id(kind)
            .and_then(|k| Some((k, chain::keeper(&self.walks, k)?)))
            .ok_or_else(|| error(format!("this ruling allows no score of kind `{kind}`")))?;
        let score: AdjustedScore = bridge_td::records::yaml::from_str(score).map_err(error)?;
        if score.args.is_empty() == kind.has_args() {
            return Err(error(format!("not a score of kind `{}`", kind.id())));
        }
        self.record.set_score(at, kind, score, now);
        self.amended(now);
        Ok(())
    }
}

impl Session {
    /// `board 14 · table 3 · 4SX S`: what tells two records of an evening apart.
    fn facts_summary(&self) -> String {
        let f = &self.record.facts;
        let lang = self.lang;
        let mut parts = Vec::new();
        if let Some(b) = f.board {
            parts.push(format!("{} {b}", t(lang, Msg::FactBoard)));
        }
        if let Some(table) = &f.table {
            parts.push(format!("{} {table}", t(lang, Msg::FactTable)));
        }
        let contract = f.shown("contract", lang);
        let declarer = f.shown("declarer", lang);
        let play = [contract, declarer].join(" ");
        if !play.trim().is_empty() {
            parts.push(play.trim().to_string());
        }
        parts.join(" · ")
    }

    /// `2026-11-22_143605_b14_t3_start.yaml`, named as `td ask` names its records.
    fn file_name(&self) -> String {
        let started = bridge_td::records::name::started(&self.record.created)
            .unwrap_or_else(|| "incident".to_string());
        let tree = self
            .record
            .walks
            .first()
            .map_or("start", |w| w.tree.as_str());
        format!(
            "{}.yaml",
            bridge_td::records::name::stem(&started, tree, &self.record.facts)
        )
    }

    /// The walks moved to the rulings now loaded for the language, once the
    /// bundle's second file has been merged into a new model: the same set, the
    /// same answers. Only the view reads what the second file adds; every other
    /// step reads what both models hold alike (the record keeps only texts of the
    /// first file), so the view is where the walks follow.
    fn follow_rulings(&mut self) {
        let Ok(now) = rulings(self.lang) else { return };
        if !std::ptr::eq(self.walk().rulings(), now) {
            self.walks = self
                .walks
                .iter()
                .map(|w| rewalk(w, now, &self.regulations))
                .collect();
        }
    }

    fn walk(&self) -> &Walk<'static> {
        self.walks.last().expect("an incident has a walk")
    }

    fn walk_mut(&mut self) -> &mut Walk<'static> {
        self.walks.last_mut().expect("an incident has a walk")
    }

    /// Brings the record up to date with the last walk; the first change to an
    /// opened finished record keeps that record in the history.
    fn changed(&mut self, now: &str) {
        let walk = self.walks.last().expect("an incident has a walk");
        self.record.update(walk, self.lang, now);
        self.amended(now);
    }

    /// The first change to an opened finished record keeps that record, as it
    /// was, in the history.
    fn amended(&mut self, now: &str) {
        if let Some(earlier) = &self.unchanged {
            if earlier.walks == self.record.walks && earlier.facts == self.record.facts {
                return;
            }
            self.record.history.push(Superseded::of(earlier, now));
            self.unchanged = None;
        }
    }
}
