//! `td ask`: drive the walker with a prompter until a ruling (or until the TD says
//! none of the answers fits), print it, offer another ruling for the same incident,
//! and keep the incident record up to date after every answer.

use std::io::IsTerminal;
use std::path::Path;

use crate::error::Error;
use crate::exit::Exit;
use crate::model::score_kind::{KindSet, ScoreKind};
use crate::model::tree::Rulings;
use crate::records::incident::{self, Record, Status};
use crate::records::journal::{Journal, JournalError};
use crate::terminal::cli::AskArgs;
use crate::terminal::context::{Context, print};
use crate::terminal::prompt::{
    self, LinePrompter, Next, Offer, PromptError, Prompter, QuestionView, Reply, TerminalPrompter,
};
use crate::terminal::render::{self, Format, Style};
use crate::terminal::slip;
use crate::texts::i18n::{Msg, t, tf};
use crate::texts::lang::Lang;
use crate::walker::walk::Walk;

use crate::model::load::TRIAGE_TREE;

/// Why the questionnaire stopped before a ruling.
pub enum Stop {
    Prompt(PromptError),
    Save(JournalError),
}

/// The incident being ruled on: its walks so far, the record and where it goes.
struct Incident<'r> {
    walks: Vec<Walk<'r>>,
    record: Record,
    journal: Option<Journal>,
    lang: Lang,
    /// The first save that failed: the walk goes on and the ruling is still given,
    /// and the TD is told where the last good draft is.
    save_failed: Option<JournalError>,
    /// The file as last saved successfully, for that message.
    last_good: Option<String>,
    /// The record was finished when resumed: it is being amended.
    amends: bool,
    /// The finished record as read, until the TD changes something: then it goes
    /// into the record's history and the record is saved. Nothing changed, nothing
    /// written.
    unchanged: Option<Record>,
    /// How the file is named, when td named it, to name it again after the facts
    /// form (board and table).
    name: Option<RecordName>,
}

impl Incident<'_> {
    /// Writes the record with the last walk as it stands.
    fn save_walk(&mut self, walk: &Walk) {
        self.record.update(walk, self.lang, &now());
        self.save_or_note();
    }

    fn save(&mut self) -> Result<(), JournalError> {
        if let Some(earlier) = &self.unchanged {
            if earlier.walks == self.record.walks && earlier.facts == self.record.facts {
                return Ok(());
            }
            // The first change of an amendment: the finished record is kept whole.
            let superseded = incident::Superseded::of(earlier, &now());
            self.record.history.push(superseded);
            self.unchanged = None;
        }
        match self.journal.as_mut() {
            Some(j) => j.save(&self.record),
            None => Ok(()),
        }
    }

    /// Saves, remembering a failure instead of stopping: a full disk must not cost
    /// the TD his ruling.
    fn save_or_note(&mut self) {
        match self.save() {
            Ok(()) => {
                self.last_good = self.path();
                // A finished record not yet changed is no draft to go on with.
                let draft = (!self.record.status.is_final() && self.unchanged.is_none())
                    .then(|| self.last_good.clone())
                    .flatten();
                crate::terminal::interrupt::set_draft(draft);
            }
            Err(e) => {
                if self.save_failed.is_none() {
                    let warning = tf(self.lang, Msg::Warning, &[&e.describe(self.lang)]);
                    eprintln!("td: {warning}");
                }
                self.save_failed.get_or_insert(e);
            }
        }
    }

    /// Names the record after the board and table just typed in the facts form,
    /// when td named it. A name that cannot be had is said once; the record keeps
    /// its name and nothing else changes.
    fn rename_after_facts(&mut self) {
        let (Some(name), Some(journal)) = (&self.name, self.journal.as_mut()) else {
            return;
        };
        if let Err(e) = journal.rename(&name.stem(&self.record.facts)) {
            let warning = tf(self.lang, Msg::Warning, &[&e.describe(self.lang)]);
            eprintln!("td: {warning}");
            // Said once: the form does not try again after each fact.
            self.name = None;
        }
    }

    /// Where the record is, as shown to the TD (control characters removed).
    fn path(&self) -> Option<String> {
        self.journal
            .as_ref()
            .and_then(|j| j.path())
            .map(|p| crate::texts::text::sanitize(&p.display().to_string()))
    }
}

pub fn run(ctx: &Context, args: &AskArgs) -> Result<Exit, Error> {
    let rulings = ctx.rulings()?;
    let lang = ctx.lang;
    let mut incident = match &args.resume {
        Some(path) => resume(rulings, path, args, lang)?,
        None => start(ctx, rulings, args)?,
    };
    let mut terminal =
        !args.lines && std::io::stdin().is_terminal() && std::io::stderr().is_terminal();
    // A terminal too low for a menu (a question, a hint and one answer) gets the
    // line protocol on stderr, with a word why, rather than a menu it cannot show.
    if terminal && console::Term::stderr().size().0 < MIN_ROWS {
        eprintln!("td: {}", t(lang, Msg::TooSmall));
        terminal = false;
    }
    let (mut prompter, explain_style): (Box<dyn Prompter>, Style) = if terminal {
        (
            Box::new(TerminalPrompter::new(lang, ctx.style.color).map_err(prompt_error)?),
            ctx.style,
        )
    } else if args.format == Format::Text {
        // On a terminal (`--lines`) the questions wrap as the ruling does.
        let p = LinePrompter::new(
            std::io::stdin().lock(),
            std::io::stdout(),
            lang,
            ctx.style.width,
        );
        (Box::new(p), Style::PLAIN)
    } else {
        // Questions go to stderr so that stdout holds only the markdown or JSON document.
        let p = LinePrompter::new(std::io::stdin().lock(), std::io::stderr(), lang, None);
        (Box::new(p), Style::PLAIN)
    };
    // A walk resumed on a terminal first shows how far it had got: the menus only
    // show the question in front of the TD.
    if terminal && args.resume.is_some() {
        for w in &incident.walks {
            eprint!(
                "{}",
                crate::terminal::slip::answers_so_far(w, lang, ctx.style)
            );
        }
        eprintln!();
    }
    let triage = rulings
        .tree_id(TRIAGE_TREE)
        .unwrap_or(incident.walks[0].start().tree);
    let ruled = rule(
        ctx,
        args,
        &mut incident,
        prompter.as_mut(),
        explain_style,
        triage,
        terminal,
    );
    // The facts form reads whole lines: the menus' raw mode ends here.
    drop(prompter);
    // A closed pipe (`td ask 45 | head -1`) ends quietly, but not as a success:
    // the incident is not finished, and the draft is named.
    ruled.map_err(|e| match e {
        Error::Io(e) if crate::files::os::is_closed_pipe(&e) => Error::Problem {
            message: t(lang, Msg::OutputClosed).to_string()
                + &incident
                    .path()
                    .map_or(String::new(), |p| tf(lang, Msg::DraftKept, &[&p])),
        },
        other => other,
    })?;
    finish(ctx, args, terminal, &mut incident)
}

/// Walks until the TD is done: each walk to its ruling, the walks a ruling leads on
/// to, and another one whenever the TD asks for it.
fn rule(
    ctx: &Context,
    args: &AskArgs,
    incident: &mut Incident,
    prompter: &mut dyn Prompter,
    explain_style: Style,
    triage: usize,
    terminal: bool,
) -> Result<(), Error> {
    let rulings = incident.walks[0].rulings();
    let lang = ctx.lang;
    // False once the ruling has been printed and the TD stays at it (a score was
    // computed): line mode does not print it again.
    let mut reprint = true;
    loop {
        let mut walk = incident.walks.pop().expect("an incident has a walk");
        let result = drive(&mut walk, prompter, lang, explain_style, &mut |w| {
            incident.save_walk(w);
            Ok(())
        });
        incident.walks.push(walk);
        let walk = incident.walks.last().expect("just pushed");
        let said_shown = match result {
            Ok(shown) => shown,
            Err(Stop::Prompt(PromptError::Eof)) => {
                let kept = incident.path().map_or(String::new(), |p| {
                    crate::texts::i18n::tf(lang, Msg::DraftKept, &[&p])
                });
                return Err(Error::Problem {
                    message: format!(
                        "{} ({}; `{}`){kept}",
                        t(lang, Msg::InputEnded),
                        crate::texts::counted::count(
                            lang,
                            crate::texts::counted::Counted::AfterAnswers,
                            walk.asked()
                        ),
                        rulings.qualified_id(walk.current())
                    ),
                });
            }
            Err(Stop::Prompt(e)) => return Err(prompt_error(e)),
            Err(Stop::Save(e)) => return Err(Error::bad_input(e.describe(lang))),
        };
        // Printed as each walk ends, so the count is the walks so far: the first
        // ruling reads "RULING", a second one "RULING 2". On a terminal only the
        // part to read out is printed (in any format: the TD needs it before the
        // next question); the rest is one key away.
        let number = incident.walks.len();
        let count = number + usize::from(walk.outcome().is_some_and(|o| o.then.is_some()));
        // A terminal prompter shows the ruling itself, wrapped to the terminal it
        // draws on (stderr); stdout gets it in full, wrapped to stdout, unless it is
        // that same terminal (or holds a markdown or JSON document).
        let screen = Style {
            width: Some(usize::from(console::Term::stderr().size().1)),
            ..ctx.style
        };
        let (readout, details) =
            slip::walk_parts(walk, lang, screen, number, count, terminal, said_shown);
        if args.format == Format::Text
            && !(terminal && std::io::stdout().is_terminal())
            && std::mem::replace(&mut reprint, true)
        {
            let (r, d) = slip::walk_parts(walk, lang, ctx.style, number, count, false, said_shown);
            print(&format!("\n{r}{d}"))?;
        }
        let uncovered = walk.uncovered_at().is_some();
        // Line mode ends at "not covered", unless an uncovered record is being
        // amended: then "back" may change the answer that led there.
        if uncovered && !terminal && !incident.amends {
            break;
        }
        // A ruling whose facts need another goes on by itself: the TD does not have
        // to know that a second law is involved, nor find its tree.
        if let Some(then) = walk.outcome().and_then(|o| o.then) {
            // On a terminal the first ruling is read out before the next begins.
            if terminal {
                let offer = Offer {
                    another: false,
                    back: walk.asked() > 0,
                    goes_on: Some(number + 1),
                    scores: KindSet::default(),
                    penalty_standard: None,
                };
                if prompter
                    .after_ruling(&readout, &details, offer)
                    .map_err(prompt_error)?
                    == Next::Back
                {
                    step_back(incident);
                    continue;
                }
            }
            let next = Walk::new(rulings, then, &ctx.regulations);
            incident.record.add_walk(&next, lang, &now());
            incident.save_or_note();
            incident.walks.push(next);
            continue;
        }
        // The score step comes at the end of a chain, for every kind a ruling of
        // the chain allows: a ruling that went on by itself (a board lost to
        // lateness, then the event's standard penalty) keeps its own kinds.
        let allowed = crate::walker::chain::allowed_scores(&incident.walks);
        let penalty_standard =
            crate::walker::settings::standard(rulings, &ctx.regulations, ScoreKind::Penalty);
        let offer = Offer {
            another: !uncovered,
            back: walk.asked() > 0 || uncovered,
            goes_on: None,
            scores: KindSet::of(&allowed),
            penalty_standard: penalty_standard.map(str::to_string),
        };
        match prompter
            .after_ruling(&readout, &details, offer)
            .map_err(prompt_error)?
        {
            Next::Done => break,
            Next::Back => step_back(incident),
            Next::Score(words) => {
                // The ruling stays; the score is shown and kept with it, or the
                // error says what to type instead. Either way the TD is asked again.
                let words = with_standard(words, penalty_standard);
                let shown = match score_of(&words, &allowed, lang) {
                    Ok((kind, computed)) => {
                        // Kept with the latest ruling of the chain that allows it.
                        let at = crate::walker::chain::keeper(&incident.walks, kind)
                            .expect("the kind is one a ruling of the chain allows");
                        incident
                            .record
                            .set_score(at, kind, computed.recorded, &now());
                        incident.save_or_note();
                        format!("\n{}{}", computed.text, t(lang, Msg::ScoreRecorded))
                    }
                    Err(e) => format!("td: {}", crate::texts::text::sanitize(&e.to_string())),
                };
                prompter.show(&shown).map_err(prompt_error)?;
                reprint = false;
                continue;
            }
            Next::Another => {
                let next = Walk::new(rulings, rulings.start_of(triage), &ctx.regulations);
                incident.record.add_walk(&next, lang, &now());
                incident.save_or_note();
                incident.walks.push(next);
            }
        }
    }
    Ok(())
}

/// "Back: change the last answer" after a ruling or "not covered": the walk's last
/// answer (or the "none of these fits") is taken back and the record saved.
fn step_back(incident: &mut Incident) {
    let mut walk = incident.walks.pop().expect("an incident has a walk");
    if !walk.reopen() {
        walk.back();
    }
    incident.save_walk(&walk);
    incident.walks.push(walk);
}

/// Rows a menu needs at the least: the question, its hint and one answer.
const MIN_ROWS: u16 = 3;

/// Marks the record complete or uncovered, asks for facts on a terminal, saves, and
/// prints the slip (markdown, JSON) and where the record is.
fn finish(
    ctx: &Context,
    args: &AskArgs,
    terminal: bool,
    incident: &mut Incident,
) -> Result<Exit, Error> {
    let lang = ctx.lang;
    let uncovered = incident.walks.last().and_then(Walk::uncovered_at);
    if incident.journal.is_some() && terminal && incident.record.facts.board.is_none() {
        // Saved after each fact, so what was typed survives a Ctrl-C in the form.
        let mut facts = incident.record.facts.clone();
        // Ctrl-C in the form (dialoguer raises SIGINT and returns an error) ends
        // through `interrupt::stop` like any other interruption: reported once.
        prompt::facts_form(lang, ctx.style.color, &mut facts, &mut |f| {
            incident.record.facts = f.clone();
            incident.rename_after_facts();
            incident.save_or_note();
        })
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::Interrupted => Error::Interrupted,
            _ => Error::Io(e),
        })?;
        incident.record.facts = facts;
    }
    let awaiting = incident
        .walks
        .last()
        .is_some_and(|w| w.awaiting().is_some());
    incident.record.status = if uncovered.is_some() {
        Status::Uncovered
    } else if awaiting {
        Status::Awaiting
    } else {
        Status::Complete
    };
    incident.record.updated = now();
    incident.save_or_note();
    let path = incident.path();
    let facts = &incident.record.facts;
    let scores: Vec<_> = incident
        .record
        .walks
        .iter()
        .map(|w| w.kept_scores())
        .collect();
    match args.format {
        Format::Text => {}
        Format::Markdown => print(&slip::incident_markdown(
            &incident.walks,
            &scores,
            facts,
            path.as_deref(),
            lang,
        ))?,
        Format::Json => {
            let v = slip::incident_json(
                &incident.walks,
                &scores,
                facts,
                path.as_deref(),
                incident.record.status,
                lang,
            );
            print(&(serde_json::to_string_pretty(&v).expect("JSON of strings") + "\n"))?;
        }
    }
    if let Some(e) = incident.save_failed.take() {
        let e = e.describe(lang);
        let message = match &incident.last_good {
            Some(p) => tf(lang, Msg::SaveFailedLastGood, &[&e, p]),
            None => tf(lang, Msg::SaveFailedNothing, &[&e]),
        };
        return Err(Error::Problem { message });
    }
    if let Some(p) = &path {
        if incident.unchanged.is_some() {
            eprintln!("td: {}", tf(lang, Msg::AmendUnchanged, &[p]));
        } else {
            eprintln!("{}: {p}", t(lang, Msg::Recorded));
        }
    }
    match uncovered {
        None => Ok(Exit::Success),
        Some(at) => {
            let rulings = incident.walks[0].rulings();
            Err(Error::Problem {
                message: format!(
                    "{} `{}`",
                    t(lang, Msg::NotCoveredProblem),
                    rulings.qualified_id(at)
                ),
            })
        }
    }
}

fn prompt_error(e: PromptError) -> Error {
    match e {
        PromptError::Eof => Error::Problem {
            message: e.to_string(),
        },
        PromptError::Interrupted => Error::Interrupted,
        PromptError::Io(e) => Error::Io(e),
    }
}

fn start<'r>(ctx: &Context, rulings: &'r Rulings, args: &AskArgs) -> Result<Incident<'r>, Error> {
    let start = match args.tree.as_deref() {
        Some(place) => jump_to(rulings, place, ctx.lang)?,
        None => rulings.start_of(rulings.tree_id(TRIAGE_TREE).ok_or_else(|| {
            let ids: Vec<&str> = rulings.trees.iter().map(|t| t.id.as_str()).collect();
            Error::bad_input(tf(
                ctx.lang,
                Msg::NoTriageTree,
                &[
                    &format!("{TRIAGE_TREE}.yaml"),
                    ids.first().copied().unwrap_or("45"),
                ],
            ))
        })?),
    };
    let tree = start.tree;
    let walk = Walk::new(rulings, start, &ctx.regulations);
    let mut facts = args.facts.to_facts(ctx.lang).map_err(Error::bad_input)?;
    // The config file's event and session, where the flags give none.
    facts.event = facts.event.or_else(|| ctx.event.clone());
    facts.session = facts.session.or_else(|| ctx.session.clone());
    facts.td = facts.td.or_else(|| ctx.td.clone());
    let name = (!args.no_save && args.save.is_none()).then(|| RecordName {
        started: chrono::Local::now().format("%Y-%m-%d_%H%M%S").to_string(),
        tree: rulings.trees[tree].id.clone(),
    });
    let journal = if args.no_save {
        None
    } else if let Some(file) = &args.save {
        Some(Journal::at_file(file))
    } else {
        name.as_ref()
            .map(|n| Journal::in_dir(&args.incidents, &n.stem(&facts)))
    };
    if let Some(j) = &journal {
        j.preflight()
            .map_err(|e| Error::bad_input(e.describe(ctx.lang)))?;
    }
    let record = Record::new(&walk, ctx.lang, &ctx.regulations, facts, &now());
    Ok(Incident {
        walks: vec![walk],
        record,
        journal,
        lang: ctx.lang,
        save_failed: None,
        last_good: None,
        amends: false,
        unchanged: None,
        name,
    })
}

/// The name td gives a record: when the incident started, board, table and tree,
/// `2026-11-22_143605_b14_t3_45`. Board and table come from the flags at first and
/// from the facts form once it is filled in.
struct RecordName {
    started: String,
    tree: String,
}

impl RecordName {
    fn stem(&self, facts: &crate::records::facts::Facts) -> String {
        crate::records::name::stem(&self.started, &self.tree, facts)
    }
}

/// `td ask WHERE`: a tree, `tree#question`, or a paragraph (see `jump.rs`).
fn jump_to(
    rulings: &Rulings,
    place: &str,
    lang: Lang,
) -> Result<crate::model::tree::NodeRef, Error> {
    use crate::walker::jump::Miss;
    let shown = crate::texts::text::sanitize(&place.chars().take(40).collect::<String>());
    match crate::walker::jump::start_for(rulings, place) {
        Ok(at) => Ok(at),
        Err(Miss::NoTree(_)) | Err(Miss::Nothing) if !place.contains('#') => {
            // A tree id near what was typed, or the paragraph message.
            super::find_tree(rulings, place, lang)
                .map(|t| rulings.start_of(t))
                .map_err(|e| {
                    if crate::law::law_ref::LawRef::parse(place.trim()).is_ok() {
                        Error::bad_input(tf(lang, Msg::NoPlace, &[&shown]))
                    } else {
                        e
                    }
                })
        }
        Err(Miss::NoTree(t)) => super::find_tree(rulings, &t, lang).map(|t| rulings.start_of(t)),
        Err(Miss::NoQuestion { tree, near }) => {
            let node = place.split_once('#').map_or("", |(_, n)| n);
            let hint = near.first().map_or(String::new(), |n| {
                tf(lang, Msg::DidYouMean, &[&format!("`{tree}#{n}`")])
            });
            Err(Error::bad_input(format!(
                "{}{hint}",
                tf(
                    lang,
                    Msg::NoQuestionInTree,
                    &[
                        &crate::texts::text::sanitize(&tree),
                        &crate::texts::text::sanitize(node)
                    ]
                )
            )))
        }
        Err(Miss::Nothing) => Err(Error::bad_input(tf(lang, Msg::NoPlace, &[&shown]))),
    }
}

fn resume<'r>(
    rulings: &'r Rulings,
    path: &Path,
    args: &AskArgs,
    lang: Lang,
) -> Result<Incident<'r>, Error> {
    // The lock first: a second resume of the same draft stops here, before reading it.
    let journal = Journal::resume(path).map_err(|e| Error::bad_input(e.describe(lang)))?;
    // The draft itself, a symbolic link resolved: the file locked is the file read.
    let path = &journal.path().unwrap_or(path).to_path_buf();
    let loaded = incident::load(path).map_err(|e| Error::bad_input(e.describe(lang)))?;
    let shown = crate::texts::text::sanitize(&path.display().to_string());
    // A finished record is amended: kept as read until the TD changes something.
    let amends = loaded.record.status.is_final();
    let unchanged = amends.then(|| loaded.record.clone());
    if amends {
        eprintln!("td: {}", tf(lang, Msg::Amending, &[&shown]));
    }
    if loaded.record.rulings_digest != rulings.digest {
        let recorded = crate::model::load::short_digest(&loaded.record.rulings_digest);
        let current = crate::model::load::short_digest(&rulings.digest);
        eprintln!(
            "td: {}",
            tf(
                lang,
                Msg::ResumedOtherRulings,
                &[&shown, &recorded, &current]
            )
        );
    }
    let file = path.display().to_string();
    let mut walks = loaded
        .replay(&file, rulings)
        .map_err(|e| Error::bad_input(e.describe(lang)))?;
    // A walk that awaited a player's choice asks it now: the player has chosen.
    if let Some(last) = walks.last_mut() {
        last.resume_choice();
    }
    let mut record = loaded.record;
    let flags = args.facts.to_facts(lang).map_err(Error::bad_input)?;
    let f = &mut record.facts;
    f.event = flags.event.or(f.event.take());
    f.session = flags.session.or(f.session.take());
    f.board = flags.board.or(f.board);
    f.table = flags.table.or(f.table.take());
    f.contract = flags.contract.or(f.contract.take());
    f.declarer = flags.declarer.or(f.declarer.take());
    f.called_by = flags.called_by.or(f.called_by.take());
    f.notes = flags.notes.or(f.notes.take());
    f.section = flags.section.or(f.section.take());
    f.round = flags.round.or(f.round.take());
    f.ns = flags.ns.or(f.ns.take());
    f.ew = flags.ew.or(f.ew.take());
    f.td = flags.td.or(f.td.take());
    // A format-1 draft is carried on in the current format, its one walk kept.
    record.format = incident::FORMAT;
    // Until it is finished again, an amended record is a draft.
    record.status = Status::Draft;
    let last_good = shown;
    crate::terminal::interrupt::set_draft((!amends).then(|| last_good.clone()));
    Ok(Incident {
        walks,
        record,
        last_good: Some(last_good),
        journal: Some(journal),
        lang,
        save_failed: None,
        amends,
        unchanged,
        name: None,
    })
}

/// The time as recorded: local time with its offset, to the second.
pub fn now() -> String {
    chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false)
}

/// Asks until the walk reaches a ruling or the TD says none of the answers fits,
/// calling `on_change` after every answer and every step back. Back at the first
/// question stays there. Returns how many of the walk's steps said were shown
/// before a question (the ruling card need not repeat them).
pub fn drive(
    walk: &mut Walk,
    prompter: &mut dyn Prompter,
    lang: Lang,
    style: Style,
    on_change: &mut dyn FnMut(&Walk) -> Result<(), JournalError>,
) -> Result<usize, Stop> {
    let mut preselect = None;
    // Steps said before the first question were shown by nobody yet.
    let mut shown = 0;
    while let Some(q) = walk.question() {
        let node = walk.node();
        let said: Vec<String> = walk
            .said()
            .skip(shown)
            .map(|at| render::said_step(walk.rulings(), at, lang, style))
            .collect();
        shown += said.len();
        // Rendered only if the TD asks (`?` on a terminal), at the menu's width.
        let explain = |width: usize| {
            let at = Style {
                width: Some(width),
                ..style
            };
            render::explain(walk.rulings(), walk.current(), lang, at)
        };
        let view = QuestionView {
            chooser: q.holder.map(|h| h.asked(lang)),
            said,
            number: walk.asked() + 1,
            ask: q.ask.get(lang),
            citation: render::cites(lang, &node.cites),
            labels: q.answers.iter().map(|a| a.label.get(lang)).collect(),
            ids: q.answers.iter().map(|a| a.id.as_str()).collect(),
            preselect,
            can_go_back: walk.asked() > 0,
            hint: q.help.as_ref().map(|h| first_sentence(h.get(lang))),
            explain: &explain,
        };
        match prompter.ask(&view).map_err(Stop::Prompt)? {
            Reply::Answer(i) => {
                walk.answer(i)
                    .expect("prompters only return answers shown to them");
                preselect = None;
                on_change(walk).map_err(Stop::Save)?;
            }
            Reply::NoneFits => {
                walk.uncover().expect("a question is open");
                on_change(walk).map_err(Stop::Save)?;
            }
            Reply::Wait => {
                walk.wait().expect("prompters offer wait only at a choice");
                on_change(walk).map_err(Stop::Save)?;
            }
            Reply::Back => {
                if let Some(previous) = walk.back() {
                    preselect = Some(previous);
                    shown = shown.min(walk.said().count());
                    on_change(walk).map_err(Stop::Save)?;
                }
            }
            Reply::Explain => prompter
                .show(&render::explain(
                    walk.rulings(),
                    walk.current(),
                    lang,
                    style,
                ))
                .map_err(Stop::Prompt)?,
            Reply::Search(words) => prompter
                .show(&search_hint(walk.rulings(), lang, style, &words))
                .map_err(Stop::Prompt)?,
        }
    }
    Ok(shown)
}

/// What `td search` finds for words typed instead of an answer: the questions to
/// start from (with their `td ask` command) and the paragraphs to read, three of each.
fn search_hint(
    rulings: &crate::model::tree::Rulings,
    lang: Lang,
    style: Style,
    words: &str,
) -> String {
    use crate::law::search::Target;
    let query: String = words
        .split_whitespace()
        .take(crate::cmd::search::MAX_SEARCH_WORDS)
        .collect::<Vec<_>>()
        .join(" ");
    let hits = crate::law::search::search(rulings, lang, &query, usize::MAX);
    let (paragraphs, questions) = crate::law::search::paragraphs_and_questions(&hits, 3);
    if hits.is_empty() {
        return format!("{}\n", tf(lang, Msg::SearchHintNone, &[&query]));
    }
    let mut s = format!("{}\n", tf(lang, Msg::SearchHint, &[&query]));
    for h in &questions {
        if let Target::Question(at) = h.target {
            s += &format!(
                "  {}  {}\n",
                style.citation(&format!("td ask {}", rulings.qualified_id(at))),
                h.text
            );
        }
    }
    for h in &paragraphs {
        let cite = match &h.target {
            Target::Definition(_) => t(lang, Msg::Definition).to_string(),
            _ => h.cite.as_ref().map_or(String::new(), |c| c.cite(lang)),
        };
        s += &format!("  {}  {}\n", style.citation(&cite), h.text);
    }
    s
}

/// The first sentence of a help text, for the hint under a question.
fn first_sentence(help: &str) -> String {
    let flat = help.split_whitespace().collect::<Vec<_>>().join(" ");
    match flat.find(". ") {
        Some(end) => flat[..=end].to_string(),
        None => flat,
    }
}

/// The words of a score with the event's standard procedural penalty filled in
/// where `--penalty` names a side alone (`--penalty NS` is `--penalty NS:25%`), so
/// the record keeps the amount given and replays from itself alone.
fn with_standard(mut words: Vec<String>, standard: Option<&str>) -> Vec<String> {
    let Some(standard) = standard else {
        return words;
    };
    let mut i = 0;
    while i < words.len() {
        let side = match words[i].strip_prefix("--penalty=") {
            Some(_) => Some(i),
            None if words[i] == "--penalty" && i + 1 < words.len() => Some(i + 1),
            None => None,
        };
        if let Some(at) = side {
            if !words[at].contains(':') {
                words[at] = format!("{}:{standard}", words[at]);
            }
            i = at;
        }
        i += 1;
    }
    words
}

/// The score the TD typed after `score` (line mode) or built in the terminal form,
/// in the TD's language: its kind, among those the ruling allows, and `td score`
/// run on the words.
fn score_of(
    words: &[String],
    allowed: &[ScoreKind],
    lang: Lang,
) -> Result<(ScoreKind, super::score::Computed), Error> {
    let (kind, rest) = super::score::kind_of(words, allowed, lang)?;
    let computed = super::score::of_kind(kind, rest, super::score::Source::Table, lang)?;
    Ok((kind, computed))
}
