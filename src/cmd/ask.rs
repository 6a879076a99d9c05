//! `td ask`: drive the walker with a prompter until a ruling, print it, and keep the
//! incident record up to date after every answer.

use std::io::IsTerminal;
use std::path::Path;

use crate::cli::AskArgs;
use crate::context::{Context, print};
use crate::error::Error;
use crate::exit::Exit;
use crate::i18n::{Msg, t};
use crate::incident::{self, Record, Replayed, Status};
use crate::journal::{Journal, JournalError};
use crate::lang::Lang;
use crate::prompt::{
    self, LinePrompter, PromptError, Prompter, QuestionView, Reply, TerminalPrompter,
};
use crate::render::{self, Format, Style};
use crate::tree::Rulings;
use crate::walk::Walk;

/// The tree `td ask` starts from when none is named.
const TRIAGE_TREE: &str = "start";

/// Why the questionnaire stopped before a ruling.
pub enum Stop {
    Prompt(PromptError),
    Save(JournalError),
}

pub fn run(ctx: &Context, args: &AskArgs) -> Result<Exit, Error> {
    let rulings = ctx.rulings()?;
    let (mut walk, mut record, mut journal) = match &args.resume {
        Some(path) => resume(&rulings, path, args)?,
        None => start(ctx, &rulings, args)?,
    };
    let terminal = !args.lines && std::io::stdin().is_terminal() && std::io::stderr().is_terminal();
    let lang = ctx.lang;
    let mut save = |walk: &Walk| -> Result<(), JournalError> {
        record.update(walk, lang, &now());
        match journal.as_mut() {
            Some(j) => j.save(&record),
            None => Ok(()),
        }
    };
    let result = if terminal {
        let mut p = TerminalPrompter::new(lang, ctx.style.color);
        drive(&mut walk, &mut p, lang, ctx.style, &mut save)
    } else if args.format == Format::Text {
        let mut p = LinePrompter::new(std::io::stdin().lock(), std::io::stdout(), lang);
        drive(&mut walk, &mut p, lang, Style::PLAIN, &mut save)
    } else {
        // Questions go to stderr so that stdout holds only the markdown or JSON document.
        let mut p = LinePrompter::new(std::io::stdin().lock(), std::io::stderr(), lang);
        drive(&mut walk, &mut p, lang, Style::PLAIN, &mut save)
    };
    let saved_at = |j: &Option<Journal>| {
        j.as_ref()
            .and_then(|j| j.path())
            .map(|p| p.display().to_string())
    };
    match result {
        Ok(()) => {}
        Err(Stop::Prompt(PromptError::Eof)) => {
            let kept = saved_at(&journal).map_or(String::new(), |p| {
                format!("; the draft is kept: td ask --resume {p}")
            });
            return Err(Error::Problem {
                message: format!(
                    "{} (after {} answer(s); at `{}`){kept}",
                    t(lang, Msg::InputEnded),
                    walk.asked(),
                    rulings.qualified_id(walk.current())
                ),
            });
        }
        Err(Stop::Prompt(PromptError::Interrupted)) => return Err(Error::Interrupted),
        Err(Stop::Prompt(PromptError::Io(e))) => return Err(Error::Io(e)),
        Err(Stop::Save(e)) => return Err(Error::bad_input(e.to_string())),
    }
    let style = if args.format == Format::Text {
        ctx.style
    } else {
        Style::PLAIN
    };
    print(if args.format == Format::Text {
        "\n"
    } else {
        ""
    })?;
    print(&render::ruling(&walk, lang, args.format, style))?;
    if let Some(j) = journal.as_mut() {
        if terminal && record.facts.is_empty() {
            prompt::facts_form(lang, ctx.style.color, &mut record.facts)?;
        }
        record.update(&walk, lang, &now());
        record.status = Status::Complete;
        j.save(&record)
            .map_err(|e| Error::bad_input(e.to_string()))?;
        if let Some(p) = j.path() {
            eprintln!("{}: {}", t(lang, Msg::Recorded), p.display());
        }
    }
    Ok(Exit::Success)
}

fn start<'r>(
    ctx: &Context,
    rulings: &'r Rulings,
    args: &AskArgs,
) -> Result<(Walk<'r>, Record, Option<Journal>), Error> {
    let tree = super::find_tree(rulings, args.tree.as_deref().unwrap_or(TRIAGE_TREE))?;
    let walk = Walk::new(rulings, rulings.start_of(tree), &ctx.regulations);
    let facts = args.facts.to_facts();
    let journal = if args.no_save {
        None
    } else if let Some(file) = &args.save {
        if file.exists() {
            return Err(Error::bad_input(
                JournalError::Exists(file.clone()).to_string(),
            ));
        }
        Some(Journal::at_file(file))
    } else {
        let board = facts.board.map_or(String::new(), |b| format!("_b{b}"));
        let stem = format!(
            "{}{board}_{}",
            chrono::Local::now().format("%Y-%m-%d_%H%M%S"),
            rulings.trees[tree].id
        );
        Some(Journal::in_dir(&args.incidents, &stem))
    };
    let record = Record::new(rulings, tree, ctx.lang, &ctx.regulations, facts, &now());
    Ok((walk, record, journal))
}

fn resume<'r>(
    rulings: &'r Rulings,
    path: &Path,
    args: &AskArgs,
) -> Result<(Walk<'r>, Record, Option<Journal>), Error> {
    let loaded = incident::load(path).map_err(|e| Error::bad_input(e.to_string()))?;
    if loaded.record.status == Status::Complete {
        return Err(Error::bad_input(
            JournalError::Finished(path.to_path_buf()).to_string(),
        ));
    }
    if loaded.record.rulings_digest != rulings.digest {
        eprintln!(
            "td: note: {} was started with rulings {}; continuing with {}",
            path.display(),
            crate::load::short_digest(&loaded.record.rulings_digest),
            crate::load::short_digest(&rulings.digest)
        );
    }
    let file = path.display().to_string();
    let walk = match loaded
        .replay(&file, rulings)
        .map_err(|e| Error::bad_input(e.to_string()))?
    {
        Replayed::Complete(w) | Replayed::Incomplete(w) => w,
    };
    let mut record = loaded.record;
    let flags = args.facts.to_facts();
    let f = &mut record.facts;
    f.event = flags.event.or(f.event.take());
    f.session = flags.session.or(f.session.take());
    f.board = flags.board.or(f.board);
    f.table = flags.table.or(f.table.take());
    f.contract = flags.contract.or(f.contract.take());
    f.declarer = flags.declarer.or(f.declarer.take());
    f.called_by = flags.called_by.or(f.called_by.take());
    f.notes = flags.notes.or(f.notes.take());
    Ok((walk, record, Some(Journal::resume(path))))
}

/// The time as recorded: local time with its offset, to the second.
pub fn now() -> String {
    chrono::Local::now().to_rfc3339_opts(chrono::SecondsFormat::Secs, false)
}

/// Asks until the walk reaches a ruling, calling `on_change` after every answer and
/// every step back. Back at the first question stays there.
pub fn drive(
    walk: &mut Walk,
    prompter: &mut dyn Prompter,
    lang: Lang,
    style: Style,
    on_change: &mut dyn FnMut(&Walk) -> Result<(), JournalError>,
) -> Result<(), Stop> {
    let mut preselect = None;
    while let Some(q) = walk.question() {
        let node = walk.node();
        let view = QuestionView {
            number: walk.asked() + 1,
            ask: q.ask.get(lang),
            citation: render::cites(lang, &node.cites),
            labels: q.answers.iter().map(|a| a.label.get(lang)).collect(),
            ids: q.answers.iter().map(|a| a.id.as_str()).collect(),
            preselect,
            can_go_back: walk.asked() > 0,
        };
        match prompter.ask(&view).map_err(Stop::Prompt)? {
            Reply::Answer(i) => {
                walk.answer(i)
                    .expect("prompters only return answers shown to them");
                preselect = None;
                on_change(walk).map_err(Stop::Save)?;
            }
            Reply::Back => {
                if let Some(previous) = walk.back() {
                    preselect = Some(previous);
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
        }
    }
    Ok(())
}
