//! `td man [COMMAND]`: the man pages, td(1) and one per subcommand (td-ask(1), ...).
//!
//! clap_mangen renders NAME, SYNOPSIS, DESCRIPTION, OPTIONS and SUBCOMMANDS from the
//! same definition `--help` uses; the sections a man page reader looks for and clap
//! does not know about (EXIT STATUS, ENVIRONMENT, FILES, SEE ALSO) are added here.

use crate::error::Error;
use crate::i18n::{Msg, tf};

/// The page for `td`, or for `td COMMAND`.
pub fn page(command: Option<&str>, lang: crate::lang::Lang) -> Result<String, Error> {
    let root = crate::cli::command();
    let (cmd, name) = match command {
        None => (root.clone(), "td".to_string()),
        Some(c) => {
            let Some(sub) = root.find_subcommand(c) else {
                let names: Vec<&str> = root.get_subcommands().map(|s| s.get_name()).collect();
                let near = crate::similar::nearest(c, names.iter().copied(), 1);
                let hint = near.first().map_or(String::new(), |n| {
                    tf(lang, Msg::DidYouMean, &[&format!("`{n}`")])
                });
                return Err(Error::bad_input(tf(
                    lang,
                    Msg::NoManPage,
                    &[&crate::text::sanitize(c), &hint, &names.join(", ")],
                )));
            };
            let name = format!("td-{}", sub.get_name());
            let version = root.get_version().unwrap_or_default().to_string();
            let page = sub
                .clone()
                .name(name.clone())
                .bin_name(format!("td {c}"))
                .version(version);
            (page, name)
        }
    };
    let mut out = Vec::new();
    clap_mangen::Man::new(cmd).render(&mut out)?;
    let mut page = String::from_utf8_lossy(&out).into_owned();
    page += &sections(&name, &root);
    Ok(page)
}

fn sections(name: &str, root: &clap::Command) -> String {
    let mut s = String::from(
        ".SH \"EXIT STATUS\"\n\
         .TP\n0\nSuccess.\n\
         .TP\n1\nThe command ran and found a problem: errors in a rulings directory, input \
         that ended (or output closed) before a ruling, facts the trees do not cover, a changed or incomplete \
         replay, nothing found.\n\
         .TP\n2\nBad usage or bad input: an unknown law reference, tree or regulation, an \
         invalid or unreadable file; for \\fBtd score\\fR, a result, weight, vulnerability or \
         score it cannot read, or a result no deal allows.\n\
         .TP\n130\nInterrupted (Ctrl\\-C, SIGTERM, SIGHUP); td names the draft record to resume.\n\
         .SH ENVIRONMENT\n\
         .TP\n\\fBTD_LANG\\fR\nLanguage: en, nb or pl. An unknown value is reported and ignored.\n\
         .TP\n\\fBLANGUAGE\\fR, \\fBLC_ALL\\fR, \\fBLC_MESSAGES\\fR, \\fBLANG\\fR\nThe locale, \
         read as gettext reads it, when \\fBTD_LANG\\fR is not set.\n\
         .TP\n\\fBTD_CONFIG\\fR\nThe configuration file to read instead of the default; an \
         error reading it is fatal.\n\
         .TP\n\\fBTD_JOBS\\fR\nThreads for \\fBtd replay\\fR (default and most: the number of cores).\n\
         .TP\n\\fBNO_COLOR\\fR\nAny value turns colour off, as \\fB\\-\\-color never\\fR does.\n\
         .SH FILES\n\
         .TP\n\\fI~/.config/bridge\\-td/config.yaml\\fR\nOptional configuration (regulations in \
         force); \\fB$XDG_CONFIG_HOME\\fR is honoured. A missing or unreadable default file \
         is a warning.\n\
         .TP\n\\fIincidents/\\fR\nWhere \\fBtd ask\\fR writes incident records unless \
         \\fB\\-\\-save\\fR or \\fB\\-\\-no\\-save\\fR says otherwise.\n\
         .TP\n\\fIDIR\\fR/\\fB*.yaml\\fR, \\fIDIR\\fR/\\fBlaws/*.yaml\\fR\nA rulings directory \
         given with \\fB\\-\\-rulings\\fR: the trees, and the law index one file per law.\n\
         .SH \"SEE ALSO\"\n",
    );
    let pages: Vec<String> = std::iter::once("td".to_string())
        .chain(
            root.get_subcommands()
                .map(|c| format!("td-{}", c.get_name())),
        )
        .filter(|p| p != name)
        .map(|p| format!("\\fB{}\\fR(1)", p.replace('-', "\\-")))
        .collect();
    s += &pages.join(", ");
    s.push('\n');
    s
}
