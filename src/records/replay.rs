//! Batch replay: each incident record walked through the current trees, one at a
//! time, so memory stays flat however many records there are.

use std::path::{Path, PathBuf};

use crate::model::tree::Rulings;
use crate::records::incident::{self, Loaded, RecordError, RecordedWalk};
use crate::walker::walk::Walk;

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Status {
    Ok,
    Changed,
    Incomplete,
    /// The TD said none of the answers fitted: a record of where the trees are thin,
    /// not a fault of the replay.
    Uncovered,
    Invalid,
}

impl Status {
    pub const ALL: [Status; 5] = [
        Status::Ok,
        Status::Changed,
        Status::Incomplete,
        Status::Uncovered,
        Status::Invalid,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::Changed => "changed",
            Status::Incomplete => "incomplete",
            Status::Uncovered => "uncovered",
            Status::Invalid => "invalid",
        }
    }

    /// How much a walk's status says about the whole incident: an incident is as
    /// bad as its worst walk, and a change outweighs a gap in the trees.
    fn weight(self) -> u8 {
        match self {
            Status::Ok => 0,
            Status::Uncovered => 1,
            Status::Incomplete => 2,
            Status::Changed => 3,
            Status::Invalid => 4,
        }
    }
}

/// The replay of one walk of a record.
pub struct WalkResult<'r> {
    pub walk: Walk<'r>,
    pub status: Status,
}

/// The replay of one file.
pub struct Outcome<'r> {
    pub file: String,
    pub status: Status,
    /// The record as read (absent when invalid).
    pub record: Option<Loaded>,
    /// Each walk as far as the record's answers go (empty when invalid).
    pub walks: Vec<WalkResult<'r>>,
    pub error: Option<RecordError>,
    /// The record was made with another rulings set.
    pub other_digest: bool,
    /// With `--check`: the earlier versions of an amended record that do not show
    /// what the trees give for their answers (each makes the record `changed`).
    pub history_changed: Vec<crate::texts::note::Note>,
}

impl Outcome<'_> {
    /// What differs in walk `i`'s ruling from what the record says, as `--check`
    /// compares it (empty for a walk that agrees or has no ruling).
    pub fn differences(&self, i: usize) -> Vec<Difference> {
        let (Some(loaded), Some(w)) = (&self.record, self.walks.get(i)) else {
            return Vec::new();
        };
        let Some(recorded) = loaded.record.walks.get(i) else {
            return Vec::new();
        };
        if !w.walk.is_finished() {
            return Vec::new();
        }
        let texts = (!self.other_digest).then_some(loaded.lang);
        ruling_differences(
            recorded,
            &w.walk,
            loaded.record.format >= 2,
            loaded.record.format >= 4,
            texts,
        )
    }
}

/// Calls `each` for every record under `paths`: files as given, directories
/// recursively for `*.yaml`, each directory in name order. Only one directory listing
/// is held at a time per level. A symbolic link to a directory met inside a folder
/// is not followed: a link back up the tree would count records again and again
/// (one self-link, forty times; two, exponentially). A path named on the command
/// line is followed, as the user asked for it.
pub fn for_each_file(
    paths: &[PathBuf],
    each: &mut dyn FnMut(&Path) -> std::io::Result<()>,
) -> std::io::Result<()> {
    for p in paths {
        if p.is_dir() {
            walk_dir(p, each)?;
        } else {
            each(p)?;
        }
    }
    Ok(())
}

/// The records under `dir`, in name order at every level (the order `replay`
/// promises, so two runs over the same folder compare line by line).
///
/// A folder's names are read, filtered and sorted before any is replayed: name
/// order needs them all. What is held is only the names of its records and
/// sub-folders, packed into one buffer (about 45 bytes a record: 4.5 MB for a folder
/// of 100,000), not paths or metadata; and the kind of each entry comes from the
/// directory listing itself, so a plain file costs no `stat`.
fn walk_dir(dir: &Path, each: &mut dyn FnMut(&Path) -> std::io::Result<()>) -> std::io::Result<()> {
    let listing = match std::fs::read_dir(dir) {
        Ok(rd) => rd,
        Err(_) => return each(dir),
    };
    let mut names = Names::default();
    for entry in listing.flatten() {
        let name = entry.file_name();
        if name.as_encoded_bytes().starts_with(b".") {
            continue; // temporary files and locks of a save in progress
        }
        // The entry's own type: a symbolic link is not followed into a directory
        // (a linked folder is skipped), but a link to a record is read.
        let Ok(kind) = entry.file_type() else {
            continue;
        };
        let is_dir = kind.is_dir();
        let is_record = Path::new(&name).extension().is_some_and(|e| e == "yaml")
            && !(kind.is_symlink() && entry.path().is_dir());
        if is_dir || is_record {
            names.push(name, is_dir);
        }
    }
    for (name, is_dir) in names.sorted() {
        // Joined as the TD typed the folder (files/os.rs: forward slashes stay
        // forward slashes on Windows).
        let path = crate::files::os::join_shown(dir, name);
        if is_dir {
            walk_dir(&path, each)?;
        } else {
            each(&path)?;
        }
    }
    Ok(())
}

/// A folder's entry names in one byte buffer, with (start, end, is a folder) per
/// name: two thirds of the memory of an `OsString` each, with no allocation per name.
#[derive(Default)]
struct Names {
    bytes: Vec<u8>,
    spans: Vec<(usize, usize, bool)>,
}

impl Names {
    fn push(&mut self, name: std::ffi::OsString, is_dir: bool) {
        let start = self.bytes.len();
        self.bytes.extend_from_slice(name.as_encoded_bytes());
        self.spans.push((start, self.bytes.len(), is_dir));
    }

    /// The names in byte order (the order `Path`s of one folder sort in).
    fn sorted(&mut self) -> impl Iterator<Item = (&std::ffi::OsStr, bool)> {
        let bytes = &self.bytes;
        self.spans
            .sort_unstable_by(|a, b| bytes[a.0..a.1].cmp(&bytes[b.0..b.1]));
        self.spans.iter().map(|&(start, end, is_dir)| {
            // SAFETY: each span is exactly the bytes of one whole `OsString`, as
            // `as_encoded_bytes` gave them, so it is a valid encoded `OsStr`.
            let name =
                unsafe { std::ffi::OsStr::from_encoded_bytes_unchecked(&self.bytes[start..end]) };
            (name, is_dir)
        })
    }
}

pub fn replay_file<'r>(rulings: &'r Rulings, path: &Path, check: bool) -> Outcome<'r> {
    // Shown at the head of a report line: a line break in a file's name would
    // start a line replay did not write.
    let file = crate::texts::text::one_line(&path.display().to_string());
    // The walk hands over a folder it could not list: say that, with the system's
    // reason, rather than "not a regular file".
    if path.is_dir() {
        let note = match std::fs::read_dir(path) {
            Err(e) => {
                crate::texts::note::Note::new("record-folder-unreadable").io_error("detail", &e)
            }
            Ok(_) => crate::texts::note::Note::new("record-not-regular"),
        };
        let e = RecordError::at(&file, crate::model::diag::Pos::START, note);
        return invalid(file, e);
    }
    let loaded = match incident::load(path) {
        Ok(l) => l,
        Err(e) => return invalid(file, e),
    };
    replay_loaded(rulings, file, loaded, check)
}

pub fn replay_loaded(rulings: &Rulings, file: String, loaded: Loaded, check: bool) -> Outcome<'_> {
    let other_digest = loaded.record.rulings_digest != rulings.digest;
    let walks = match loaded.replay(&file, rulings) {
        Ok(walks) => walks,
        Err(e) => return invalid(file, e),
    };
    // Format 1 recorded no options, so only newer records can disagree on holders.
    let holders_recorded = loaded.record.format >= 2;
    // Format 4 records what was said on the way; its words can be checked only
    // against the very rulings that produced them (a reworded tree is no forgery).
    let said_recorded = loaded.record.format >= 4;
    let texts = (!other_digest).then_some(loaded.lang);
    let walks: Vec<WalkResult> = walks
        .into_iter()
        .zip(&loaded.record.walks)
        .map(|(walk, recorded)| {
            let said_agrees = !said_recorded || same_said(recorded, &walk, texts);
            let status = if walk.is_finished() {
                if check
                    && !(same_ruling(recorded, &walk, holders_recorded, said_recorded, texts)
                        && said_agrees)
                {
                    Status::Changed
                } else {
                    Status::Ok
                }
            } else if let Some((at, _)) = walk.awaiting() {
                // Awaiting a player's choice: as recorded, the walk is where it
                // should be; anything else said or awaited is a change.
                let same = recorded
                    .awaiting
                    .as_ref()
                    .is_some_and(|a| a.node == walk.rulings().qualified_id(at));
                if check && !(same && said_agrees) {
                    Status::Changed
                } else {
                    Status::Ok
                }
            } else if walk.uncovered_at().is_some() {
                Status::Uncovered
            } else {
                Status::Incomplete
            };
            WalkResult { walk, status }
        })
        .collect();
    let history_changed = if check {
        match check_history(
            rulings,
            &file,
            &loaded,
            holders_recorded,
            said_recorded,
            texts,
        ) {
            Ok(notes) => notes,
            Err(e) => return invalid(file, e),
        }
    } else {
        Vec::new()
    };
    let mut status = walks
        .iter()
        .map(|w| w.status)
        .max_by_key(|s| s.weight())
        .unwrap_or(Status::Ok);
    if !history_changed.is_empty() && Status::Changed.weight() > status.weight() {
        status = Status::Changed;
    }
    Outcome {
        file,
        status,
        record: Some(loaded),
        walks,
        error: None,
        other_digest,
        history_changed,
    }
}

/// Every earlier version of an amended record, walked and compared as the
/// current walks are: a forged "before" must not pass because it was replaced.
fn check_history(
    rulings: &Rulings,
    file: &str,
    loaded: &Loaded,
    holders: bool,
    said: bool,
    texts: Option<crate::texts::lang::Lang>,
) -> Result<Vec<crate::texts::note::Note>, RecordError> {
    use crate::texts::note::Note;
    let versions = loaded.replay_history(file, rulings)?;
    let history = &loaded.record.history;
    let mut notes = Vec::new();
    for (i, (h, walks)) in history.iter().zip(&versions).enumerate() {
        let when = crate::texts::text::one_line(&h.superseded);
        if i > 0 && history[i - 1].walks == h.walks && history[i - 1].updated == h.updated {
            notes.push(Note::new("replay-history-repeated").arg("when", &when));
            continue;
        }
        for (rec, walk) in h.walks.iter().zip(walks) {
            let r = walk.rulings();
            let said_agrees = !said || same_said(rec, walk, texts);
            let agrees = if walk.is_finished() {
                same_ruling(rec, walk, holders, said, texts) && said_agrees
            } else if let Some(at) = walk.uncovered_at() {
                rec.uncovered.as_deref() == Some(r.qualified_id(at).as_str()) && said_agrees
            } else {
                // A finished version ends each walk at a ruling or "not covered".
                false
            };
            if !agrees {
                let recorded = rec
                    .ruling
                    .as_ref()
                    .map(|x| format!("{} {}", x.outcome, x.citations.join(", ")))
                    .or(rec.uncovered.clone())
                    .unwrap_or_default();
                let now = if walk.is_finished() {
                    let cites: Vec<String> =
                        walk.citations().iter().map(|c| c.law.canonical()).collect();
                    format!("{} {}", r.qualified_id(walk.current()), cites.join(", "))
                } else {
                    r.qualified_id(walk.current())
                };
                let detail = crate::texts::text::one_line(&format!("{recorded} / {now}"));
                notes.push(
                    Note::new("replay-history-changed")
                        .arg("when", &when)
                        .arg("detail", detail),
                );
            }
        }
    }
    Ok(notes)
}

fn invalid<'r>(file: String, e: RecordError) -> Outcome<'r> {
    Outcome {
        file,
        status: Status::Invalid,
        record: None,
        walks: Vec::new(),
        error: Some(e),
        other_digest: false,
        history_changed: Vec::new(),
    }
}

/// The steps said on the replayed walk against the recorded ones: the same nodes
/// and citations, in order, and (under the same rulings) the same words.
fn same_said(
    recorded: &RecordedWalk,
    walk: &Walk,
    texts: Option<crate::texts::lang::Lang>,
) -> bool {
    let r = walk.rulings();
    let now: Vec<_> = walk.said().collect();
    now.len() == recorded.said.len()
        && now.iter().zip(&recorded.said).all(|(&at, rec)| {
            let lang = recorded
                .lang
                .as_deref()
                .and_then(crate::texts::lang::Lang::from_code)
                .or(texts);
            rec.node == r.qualified_id(at)
                && rec.citations.iter().eq(r
                    .said_cites(at)
                    .iter()
                    .map(|c| c.law.canonical())
                    .collect::<Vec<_>>()
                    .iter())
                && texts.is_none_or(|_| lang.is_none_or(|l| rec.text == r.spoken(at, l)))
        })
}

/// What differs between a recorded ruling and the replayed one, part by part, so
/// a report can say which (two lines that print alike must not both be "changed"
/// without a word on why).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Difference {
    Outcome,
    Citations,
    See,
    /// Who may choose what: the holders recorded and the holders now.
    Holders {
        was: Vec<String>,
        now: Vec<String>,
    },
    /// The words shown (the ruling or an option), under the same rulings.
    Words,
}

/// The replayed outcome, citations and option holders against the recorded ones;
/// under the same rulings (`texts`: the record's language), the ruling's words too.
fn same_ruling(
    recorded: &RecordedWalk,
    walk: &Walk,
    compare_holders: bool,
    path_cited: bool,
    texts: Option<crate::texts::lang::Lang>,
) -> bool {
    ruling_differences(recorded, walk, compare_holders, path_cited, texts).is_empty()
}

/// Each part of the recorded ruling that the replayed walk does not give.
pub fn ruling_differences(
    recorded: &RecordedWalk,
    walk: &Walk,
    compare_holders: bool,
    path_cited: bool,
    texts: Option<crate::texts::lang::Lang>,
) -> Vec<Difference> {
    let (Some(rec), Some(o)) = (&recorded.ruling, walk.outcome()) else {
        return vec![Difference::Outcome];
    };
    let canonical = |cites: &[crate::model::tree::Cite]| -> Vec<String> {
        cites.iter().map(|c| c.law.canonical()).collect()
    };
    let mut out = Vec::new();
    if rec.outcome != walk.rulings().qualified_id(walk.current()) {
        out.push(Difference::Outcome);
    }
    // Format 4 cites the branch taken; older formats the ruling node alone.
    let cited = if path_cited {
        walk.citations().iter().map(|c| c.law.canonical()).collect()
    } else {
        canonical(&walk.node().cites)
    };
    if rec.citations != cited {
        out.push(Difference::Citations);
    }
    if rec.see != canonical(&o.see) {
        out.push(Difference::See);
    }
    let was: Vec<String> = rec.options.iter().map(|x| x.holder.clone()).collect();
    let now: Vec<String> = o
        .options
        .iter()
        .map(|c| c.holder.id().to_string())
        .collect();
    if compare_holders && was != now {
        out.push(Difference::Holders { was, now });
    }
    let lang = recorded
        .lang
        .as_deref()
        .and_then(crate::texts::lang::Lang::from_code)
        .or(texts);
    // Under the same rulings, the words shown (the ruling and each option) must be
    // the trees' for those answers; under others they cannot be verified.
    if let (Some(_), Some(l)) = (texts, lang) {
        let same_words = rec.text == walk.rulings().spoken(walk.current(), l)
            && (!compare_holders
                || rec
                    .options
                    .iter()
                    .map(|x| x.text.as_str())
                    .eq(o.options.iter().map(|c| c.text.get(l))));
        if !same_words {
            out.push(Difference::Words);
        }
    }
    out
}
