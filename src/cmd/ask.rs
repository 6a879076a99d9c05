//! `td ask`: drive the walker with a prompter until a ruling, then print it.

use std::io::IsTerminal;

use crate::cli::AskArgs;
use crate::context::{Context, print};
use crate::error::Error;
use crate::exit::Exit;
use crate::i18n::{Msg, t};
use crate::lang::Lang;
use crate::prompt::{LinePrompter, PromptError, Prompter, QuestionView, Reply, TerminalPrompter};
use crate::render::{self, Format, Style};
use crate::walk::Walk;

/// The tree `td ask` starts from when none is named.
const TRIAGE_TREE: &str = "start";

pub fn run(ctx: &Context, args: &AskArgs) -> Result<Exit, Error> {
    let rulings = ctx.rulings()?;
    let tree = super::find_tree(&rulings, args.tree.as_deref().unwrap_or(TRIAGE_TREE))?;
    let mut walk = Walk::new(&rulings, rulings.start_of(tree), &ctx.regulations);
    let terminal = !args.lines && std::io::stdin().is_terminal() && std::io::stderr().is_terminal();
    let result = if terminal {
        let mut p = TerminalPrompter::new(ctx.lang, ctx.style.color);
        drive(&mut walk, &mut p, ctx.lang, ctx.style)
    } else if args.format == Format::Text {
        let mut p = LinePrompter::new(std::io::stdin().lock(), std::io::stdout(), ctx.lang);
        drive(&mut walk, &mut p, ctx.lang, Style::PLAIN)
    } else {
        // Questions go to stderr so that stdout holds only the markdown or JSON document.
        let mut p = LinePrompter::new(std::io::stdin().lock(), std::io::stderr(), ctx.lang);
        drive(&mut walk, &mut p, ctx.lang, Style::PLAIN)
    };
    match result {
        Ok(()) => {}
        Err(PromptError::Eof) => {
            return Err(Error::Problem {
                message: format!(
                    "{} (after {} answer(s); at `{}`)",
                    t(ctx.lang, Msg::InputEnded),
                    walk.history().len(),
                    rulings.qualified_id(walk.current())
                ),
            });
        }
        Err(PromptError::Interrupted) => return Err(Error::Interrupted),
        Err(PromptError::Io(e)) => return Err(Error::Io(e)),
    }
    let style = if args.format == Format::Text {
        ctx.style
    } else {
        Style::PLAIN
    };
    let out = render::ruling(&walk, ctx.lang, args.format, style);
    print(if args.format == Format::Text {
        "\n"
    } else {
        ""
    })?;
    print(&out)?;
    Ok(Exit::Success)
}

/// Asks until the walk reaches a ruling. Back at the first question stays there.
pub fn drive(
    walk: &mut Walk,
    prompter: &mut dyn Prompter,
    lang: Lang,
    style: Style,
) -> Result<(), PromptError> {
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
        match prompter.ask(&view)? {
            Reply::Answer(i) => {
                walk.answer(i)
                    .expect("prompters only return answers shown to them");
                preselect = None;
            }
            Reply::Back => preselect = walk.back().or(preselect),
            Reply::Explain => prompter.show(&render::explain(
                walk.rulings(),
                walk.current(),
                lang,
                style,
            ))?,
        }
    }
    Ok(())
}
