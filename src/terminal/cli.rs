//! Command-line definitions (clap). The contract is in DESIGN.md; the help texts
//! carry a real example each, because a TD reads `--help` at the table.

use std::path::PathBuf;

use clap::{Args, Parser, Subcommand, ValueEnum};

use crate::terminal::render::Format;
use crate::texts::lang::Lang;

#[derive(Debug, Parser)]
#[command(
    name = "td",
    version,
    about = "Ruling assistant for duplicate-bridge tournament directors",
    long_about = "Ruling assistant for duplicate-bridge tournament directors.\n\n\
        Answer a few questions about what happened at the table and get the ruling, \
        who may choose what, and the law paragraph to quote.",
    after_help = "Examples:\n  td ask            start from \"What happened?\"\n  \
        td ask 45         a card played (Law 45)\n  td cite 45C4b     what Law 45C4(b) says\n  \
        td score 4SX-2 --by S --vul NS    N-S -500 (Law 77)\n  \
        td check my-rulings/\n\n\
        Environment:\n  TD_LANG           language (en, nb, pl); else LANGUAGE, LC_ALL, LC_MESSAGES, LANG\n  \
        TD_CONFIG         config file (default ~/.config/bridge-td/config.yaml,\n                    \
        or $XDG_CONFIG_HOME/bridge-td/config.yaml); e.g. regulations: [face-up-leads]\n  \
        NO_COLOR          no colour under --color auto"
)]
pub struct Cli {
    /// Language of questions and rulings [default: from TD_LANG, else the locale (LANGUAGE, LC_ALL, LC_MESSAGES, LANG), else en]
    #[arg(long, global = true, value_enum)]
    pub lang: Option<Lang>,

    /// Load the trees from DIR instead of the built-in set
    #[arg(long, global = true, value_name = "DIR", value_hint = clap::ValueHint::DirPath)]
    pub rulings: Option<PathBuf>,

    /// When to use colour (NO_COLOR is honoured under auto)
    #[arg(long, global = true, value_enum, default_value_t = ColorChoice::Auto)]
    pub color: ColorChoice,

    /// A regulating authority's option: NAME in force (face-up-leads), NAME=no not in force, NAME=VALUE in force with its value (penalty-standard=25%); one not set is asked when it matters (repeatable)
    #[arg(long, global = true, value_name = "NAME")]
    pub regulation: Vec<String>,

    #[command(subcommand)]
    pub command: Command,
}

/// The command-line definition. Its version line names the built-in rulings by
/// their digest alone; [`worded_version`] adds the words where the line is shown
/// (`--version`, the man pages), so that no other start-up reads a catalogue.
pub fn command() -> clap::Command {
    use clap::CommandFactory;
    static VERSION: std::sync::OnceLock<String> = std::sync::OnceLock::new();
    let version = VERSION.get_or_init(|| {
        format!(
            "{} ({})",
            env!("CARGO_PKG_VERSION"),
            crate::model::load::short_digest(crate::model::builtin::DIGEST)
        )
    });
    // `td` in usage lines on every platform: on Windows the program runs as
    // `td.exe`, but the TD types `td`.
    Cli::command().version(version.as_str()).bin_name("td")
}

/// The version line in the TD's words: `0.1.0 (built-in rulings d96c597531ac)`,
/// so a record's digest can be matched to a `td` build.
pub fn worded_version(lang: Lang) -> String {
    use crate::texts::i18n::Msg;
    format!(
        "{} ({} {})",
        env!("CARGO_PKG_VERSION"),
        crate::texts::fluent::message_alone(lang, &Msg::BuiltInRulings.id()),
        crate::model::load::short_digest(crate::model::builtin::DIGEST)
    )
}

/// The command line as parsed, with `--help` in the language the TD asked for:
/// `--lang` if the arguments have it, else the environment (clap has not parsed
/// anything yet, so this reads the arguments itself).
pub fn command_for_args(args: &[std::ffi::OsString]) -> clap::Command {
    let lang = lang_for_args(args);
    let mut cmd = command();
    if args.iter().any(|a| a == "--version" || a == "-V") {
        cmd = cmd.version(worded_version(lang));
    }
    crate::terminal::cli_help::localize(cmd, lang)
}

/// The arguments with `--help` (or `-h`) after the `help` subcommand read as asking
/// for help on it: clap's `help` takes no flags, so `td help --help` would be an
/// error, and a TD who types it wants help, not a usage error. `td help --help`
/// becomes `td help help`, `td help ask -h` becomes `td help ask`.
pub fn help_flags_after_help(args: &[std::ffi::OsString]) -> Vec<std::ffi::OsString> {
    // The global options that take a value, so their value is not read as a command.
    const VALUED: [&str; 4] = ["--lang", "--rulings", "--color", "--regulation"];
    let mut i = 1;
    while i < args.len() {
        let a = args[i].to_string_lossy();
        if VALUED.contains(&a.as_ref()) {
            i += 2;
        } else if a.starts_with('-') {
            i += 1;
        } else {
            break;
        }
    }
    if args.get(i).is_none_or(|a| a != "help") {
        return args.to_vec();
    }
    let is_help_flag = |a: &std::ffi::OsString| a == "--help" || a == "-h";
    if !args[i + 1..].iter().any(is_help_flag) {
        return args.to_vec();
    }
    let mut out: Vec<_> = args[..=i].to_vec();
    out.extend(args[i + 1..].iter().filter(|a| !is_help_flag(a)).cloned());
    if out.len() == i + 1 {
        out.push("help".into());
    }
    out
}

/// The language a command line asks for, read before clap parses it (for help and
/// usage errors): `--lang` if the arguments have it, else the environment.
pub fn lang_for_args(args: &[std::ffi::OsString]) -> Lang {
    let named = args
        .windows(2)
        .find_map(|w| (w[0] == "--lang").then(|| w[1].to_string_lossy().into_owned()));
    let inline = args.iter().find_map(|a| {
        a.to_str()
            .and_then(|s| s.strip_prefix("--lang="))
            .map(str::to_string)
    });
    let env = |k: &str| std::env::var(k).ok().filter(|v| !v.is_empty());
    named
        .or(inline)
        .and_then(|l| Lang::from_locale(&l))
        .unwrap_or_else(|| Lang::from_env(env).0)
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ColorChoice {
    Auto,
    Always,
    Never,
}

#[derive(Debug, Subcommand)]
pub enum Command {
    /// Walk a ruling tree: answer questions about the facts, get the ruling
    #[command(
        after_help = "Examples:\n  td ask                     start at \"What happened?\"\n  \
        td ask 45                  card played\n  td ask 27                  insufficient bid\n  printf '3\\n1\\n' | td ask 45   line mode, for scripts\n\n\
        After a ruling in line mode: `another` (another ruling), `back`, `score ARGS`\n\
        (the adjusted score, ARGS as td score takes them); on a terminal, keys 1-4."
    )]
    Ask(Box<AskArgs>),

    /// Validate a rulings directory (default: the built-in set)
    #[command(
        after_help = "Example:\n  td check rulings/\n\nExit status: 0 clean, 1 errors found, 2 unreadable directory."
    )]
    Check {
        /// The directory to check
        #[arg(value_hint = clap::ValueHint::DirPath)]
        dir: Option<PathBuf>,
    },

    /// List the trees: id, law, title, questions, outcomes, path lengths
    #[command(after_help = "Example:\n  td trees")]
    Trees,

    /// Draw a tree as an outline, Graphviz dot or Mermaid
    #[command(
        after_help = "Examples:\n  td show 45\n  td show 68 --format mermaid > 68.mmd\n  td show 45 --format dot | dot -Tsvg > 45.svg"
    )]
    Show {
        /// Tree id or law number
        tree: String,
        #[arg(long, value_enum, default_value_t = ShowFormat::Outline)]
        format: ShowFormat,
    },

    /// Print a paragraph's citation, title and summary
    #[command(
        after_help = "Examples:\n  td cite 45C4b\n  td cite 'Law 68D2(b)' --lang nb\n  td cite 45C --format json"
    )]
    Cite {
        /// References in any common form: 45C4(b), 45C4b, 'Law 45C4b', '§ 45C4b'
        #[arg(required = true)]
        refs: Vec<String>,
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },

    /// Find paragraphs and tree questions by keyword
    #[command(
        after_help = "Examples:\n  td search dummy touched card\n  td search claim\n  td --lang nb search straffekort"
    )]
    Search {
        /// Words to look for, in the chosen language
        #[arg(required = true)]
        words: Vec<String>,
        /// Show at most N hits
        #[arg(long, short = 'n', default_value_t = 10)]
        limit: usize,
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },

    /// Replay incident records through the current trees
    #[command(
        after_help = "Examples:\n  td replay incidents/\n  td replay --check incidents/ tests/incidents/\n  \
        td replay --format markdown incidents/2026-11-22_143605_b14_45.yaml > ruling.md\n\n\
        Exit status: 0 all ok; 1 any changed or incomplete; 2 any invalid."
    )]
    Replay {
        /// Record files, or folders searched recursively for *.yaml
        #[arg(required = true, value_hint = clap::ValueHint::AnyPath)]
        paths: Vec<PathBuf>,
        /// Compare with the recorded ruling and citations
        #[arg(long)]
        check: bool,
        /// text, markdown (a ruling report), or json (JSON Lines)
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
        /// Records replayed at once, at most the number of cores [default: the number of cores]
        #[arg(long, short = 'j', value_name = "N", env = "TD_JOBS")]
        jobs: Option<std::num::NonZeroUsize>,
    },

    /// The scorer's sheet: every score the rulings recorded, as the scorer enters it
    #[command(
        after_help = "Examples:\n  td sheet incidents/\n  td sheet --format csv incidents/ > scores.csv\n\n\
        One line per side, sorted by board: section, board, round, table, pair or team,\n\
        side, kind, value (a percentage, IMPs, or the weighted results for the scoring\n\
        program) and the citations.\n\n\
        Exit status: 0 every record read; 2 a record could not be read (the others are listed)."
    )]
    Sheet {
        /// Record files, or folders searched recursively for *.yaml
        #[arg(required = true, value_hint = clap::ValueHint::AnyPath)]
        paths: Vec<PathBuf>,
        /// text, csv (with an English header row) or json (JSON Lines)
        #[arg(long, value_enum, default_value_t = crate::cmd::sheet::SheetFormat::Text)]
        format: crate::cmd::sheet::SheetFormat,
    },

    /// Every paragraph of the laws in scope and the nodes that cite it
    #[command(after_help = "Example:\n  td coverage --format json")]
    Coverage {
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },

    /// A contract's score (Law 77); weighted (12C1) and artificial (12C2) adjusted scores
    #[command(
        after_help = "Examples:\n  td score 4SX-2 --by S --vul NS          N-S -500, E-W +500\n  \
        td score 3NT= --by W --vul both --field 400,430,-50,600\n  \
        td score --by S --vul none --result 4S=:60 --result 4S-1:40 --traveller board7.txt\n  \
        td score --by S --vul none --result 4S=:60 --result 4S-1:40 --other-table -420\n  \
        td score --by S --vul NS --result-ns 4S= --result-ew 4S=:30 --result-ew 4S-1:70\n  \
        td score --ns A+ --ew A- --session-ew 34.5\n\n\
        Results: 4SX-2, 3NT=, 6H+1, 3CXX-1, pass; nb 3G=, 2K+1; pl 3BA=, 4P-1; /SEAT names\n\
        another declarer (5HX-2/E:40). A traveller file holds the other tables' N-S scores,\n\
        one per line (blank lines and # comments are skipped).\n\n\
        Exit status: 0 scored; 2 bad input (each error names the argument or file:line)."
    )]
    Score(Box<ScoreArgs>),

    /// Print a shell completion script
    #[command(
        after_help = "Examples:\n  td completions bash > ~/.local/share/bash-completion/completions/td\n  \
        td completions zsh > ~/.zfunc/_td\n  td completions fish > ~/.config/fish/completions/td.fish"
    )]
    Completions { shell: clap_complete::Shell },

    /// Print the man page (roff), for td or for one subcommand
    #[command(after_help = "Examples:\n  td man > td.1 && man ./td.1\n  td man ask > td-ask.1")]
    Man {
        /// The subcommand whose page to print (td-ask(1), td-replay(1), ...)
        command: Option<String>,
    },
}

#[derive(Debug, Args)]
pub struct AskArgs {
    /// A law number (27, 45, 68) or tree id; without it, start at the triage tree
    pub tree: Option<String>,

    /// Output format of the ruling
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,

    /// Use line mode even on a terminal
    #[arg(long)]
    pub lines: bool,

    /// Folder for incident records
    #[arg(
        value_hint = clap::ValueHint::DirPath,
        long,
        value_name = "DIR",
        default_value = "incidents",
        help_heading = "Incident record"
    )]
    pub incidents: PathBuf,

    /// Write the record to FILE (which must not exist yet)
    #[arg(long, value_name = "FILE", value_hint = clap::ValueHint::FilePath, conflicts_with_all = ["no_save", "resume"], help_heading = "Incident record")]
    pub save: Option<PathBuf>,

    /// Do not write an incident record
    #[arg(long, conflicts_with = "resume", help_heading = "Incident record")]
    pub no_save: bool,

    /// Carry on from the last answer of a draft record, or amend a finished one
    #[arg(
        value_hint = clap::ValueHint::FilePath,
        long,
        value_name = "FILE",
        conflicts_with = "tree",
        help_heading = "Incident record"
    )]
    pub resume: Option<PathBuf>,

    #[command(flatten)]
    pub facts: FactArgs,
}

/// The facts of the incident; all optional.
#[derive(Debug, Default, Args)]
#[command(next_help_heading = "Facts")]
pub struct FactArgs {
    /// Event name
    #[arg(long, value_parser = crate::records::facts::text)]
    pub event: Option<String>,
    /// Session
    #[arg(long, value_parser = crate::records::facts::text)]
    pub session: Option<String>,
    /// Board number (a positive whole number)
    #[arg(long)]
    pub board: Option<String>,
    /// Table number or name (3, 12A)
    #[arg(long)]
    pub table: Option<String>,
    /// Contract in the TD's language: 4SX, 3NT, 6HXX; nb 3G, 2K (kløver); pl 3BA, 4P (pik)
    #[arg(long)]
    pub contract: Option<String>,
    /// Declarer's seat (N, E, S, W; nb N, Ø, S, V)
    #[arg(long)]
    pub declarer: Option<String>,
    /// Seat of the player who called the TD (N, E, S, W; nb N, Ø, S, V)
    #[arg(long)]
    pub called_by: Option<String>,
    /// Free-text notes
    #[arg(long, value_parser = crate::records::facts::text)]
    pub notes: Option<String>,
    /// Section, as the scoring program names it (A, 2)
    #[arg(long)]
    pub section: Option<String>,
    /// Round
    #[arg(long)]
    pub round: Option<String>,
    /// N-S pair (or team) number
    #[arg(long)]
    pub ns: Option<String>,
    /// E-W pair (or team) number
    #[arg(long)]
    pub ew: Option<String>,
    /// The TD who ruled (default: `td` in the config file)
    #[arg(long, value_parser = crate::records::facts::text)]
    pub td: Option<String>,
}

impl FactArgs {
    /// The facts given as flags, contract and seats read in the TD's language and
    /// stored in the canonical letters.
    pub fn to_facts(
        &self,
        lang: crate::texts::lang::Lang,
    ) -> Result<crate::records::facts::Facts, String> {
        use crate::records::facts::{board, contract, seat, table};
        let read = |flag: &str, v: &Option<String>, f: &dyn Fn(&str) -> Result<String, String>| {
            v.as_deref()
                .map(|s| f(s).map_err(|e| format!("--{flag}: {e}")))
                .transpose()
        };
        Ok(crate::records::facts::Facts {
            event: self.event.clone(),
            session: self.session.clone(),
            board: self
                .board
                .as_deref()
                .map(|s| board(s, lang).map_err(|e| format!("--board: {e}")))
                .transpose()?,
            table: read("table", &self.table, &|s| table(s, lang))?,
            contract: read("contract", &self.contract, &|s| contract(s, lang))?,
            declarer: read("declarer", &self.declarer, &|s| seat(s, lang))?,
            called_by: read("called-by", &self.called_by, &|s| seat(s, lang))?,
            notes: self.notes.clone(),
            section: read("section", &self.section, &|s| table(s, lang))?,
            round: read("round", &self.round, &|s| table(s, lang))?,
            ns: read("ns", &self.ns, &|s| table(s, lang))?,
            ew: read("ew", &self.ew, &|s| table(s, lang))?,
            td: self.td.clone(),
        })
    }
}

/// `td score`: a contract's score, or an adjusted score with what it is compared with.
#[derive(Debug, Args)]
pub struct ScoreArgs {
    /// A contract and its result: 4SX-2, 3NT=, 6H+1, pass (nb 3G=, pl 3BA=)
    #[arg(conflicts_with_all = ["results", "results_ns", "results_ew", "ns", "ew"])]
    pub result: Option<String>,

    /// Declarer's seat (N, E, S, W; nb N, Ø, S, V)
    #[arg(long, value_name = "SEAT")]
    pub by: Option<String>,

    /// Vulnerability: none, NS, EW or both
    #[arg(long, value_name = "VUL", allow_hyphen_values = true)]
    pub vul: Option<String>,

    /// A result the adjusted score includes, with its weight in percent: 4S=:60 (repeatable; the weights add up to 100)
    #[arg(long = "result", value_name = "RESULT:WEIGHT", conflicts_with_all = ["results_ns", "results_ew"], help_heading = "Assigned adjusted score (12C1)")]
    pub results: Vec<String>,

    /// Non-balancing (12C1(e)): a result and weight for N-S's score (repeatable; needs --result-ew)
    #[arg(
        long = "result-ns",
        value_name = "RESULT:WEIGHT",
        requires = "results_ew",
        help_heading = "Assigned adjusted score (12C1)"
    )]
    pub results_ns: Vec<String>,

    /// Non-balancing (12C1(e)): a result and weight for E-W's score (repeatable; needs --result-ns)
    #[arg(
        long = "result-ew",
        value_name = "RESULT:WEIGHT",
        requires = "results_ns",
        help_heading = "Assigned adjusted score (12C1)"
    )]
    pub results_ew: Vec<String>,

    /// The other tables' N-S scores on the board, for matchpoints (78A): --field 420,450,-50 (repeatable)
    #[arg(
        long,
        value_name = "SCORES",
        value_delimiter = ',',
        allow_hyphen_values = true,
        help_heading = "Compared with"
    )]
    pub field: Vec<String>,

    /// A file of the other tables' N-S scores, one per line (- reads standard input)
    #[arg(long, value_name = "FILE", value_hint = clap::ValueHint::FilePath, help_heading = "Compared with")]
    pub traveller: Option<PathBuf>,

    /// The N-S score at the other table of a team match, for IMPs (78B)
    #[arg(long, value_name = "SCORE", allow_negative_numbers = true, conflicts_with_all = ["field", "traveller"], help_heading = "Compared with")]
    pub other_table: Option<String>,

    /// Knockout play: non-balancing IMPs averaged for both sides (12C4)
    #[arg(long, requires = "other_table", help_heading = "Compared with")]
    pub knockout: bool,

    /// Artificial score for N-S (12C2): A+ (no fault), A (partly at fault), A- (directly at fault)
    #[arg(long, value_name = "A+|A|A-", allow_hyphen_values = true, requires = "ew", conflicts_with_all = ["results", "results_ns", "field", "traveller", "other_table"], help_heading = "Artificial adjusted score (12C2)")]
    pub ns: Option<String>,

    /// Artificial score for E-W (12C2): A+, A or A-
    #[arg(
        long,
        value_name = "A+|A|A-",
        allow_hyphen_values = true,
        requires = "ns",
        help_heading = "Artificial adjusted score (12C2)"
    )]
    pub ew: Option<String>,

    /// Team play: artificial scores in IMPs (+3, 0, -3) rather than 60/50/40%
    #[arg(
        long,
        requires = "ns",
        conflicts_with_all = ["result", "results", "results_ns", "results_ew"],
        help_heading = "Artificial adjusted score (12C2)"
    )]
    pub teams: bool,

    /// N-S's score on the other boards of the session (percent; in teams IMPs per board), for 12C2(c)
    #[arg(
        long,
        value_name = "SCORE",
        allow_negative_numbers = true,
        requires = "ns",
        help_heading = "Artificial adjusted score (12C2)"
    )]
    pub session_ns: Option<String>,

    /// E-W's score on the other boards of the session (percent; in teams IMPs per board), for 12C2(c)
    #[arg(
        long,
        value_name = "SCORE",
        allow_negative_numbers = true,
        requires = "ew",
        help_heading = "Artificial adjusted score (12C2)"
    )]
    pub session_ew: Option<String>,

    /// A procedural penalty on one side (90A): NS:25% (of a top), EW:3imp, NS:1vp
    #[arg(
        long,
        value_name = "SIDE:AMOUNT",
        conflicts_with_all = ["result", "results", "results_ns", "results_ew", "ns", "ew", "field", "traveller", "other_table", "by"],
        help_heading = "Procedural penalty (90)"
    )]
    pub penalty: Option<String>,

    /// The top on the board in matchpoints, to show a penalty in % of a top as matchpoints
    #[arg(
        long,
        value_name = "MP",
        requires = "penalty",
        help_heading = "Procedural penalty (90)"
    )]
    pub top: Option<u32>,

    /// text, or json for tools
    #[arg(long, value_enum, default_value_t = ScoreFormat::Text)]
    pub format: ScoreFormat,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ScoreFormat {
    Text,
    Json,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ShowFormat {
    Outline,
    Dot,
    Mermaid,
}

#[cfg(test)]
mod help_flag_tests {
    use super::help_flags_after_help;

    fn run(args: &[&str]) -> Vec<String> {
        let os: Vec<std::ffi::OsString> = args.iter().map(|a| a.into()).collect();
        help_flags_after_help(&os)
            .into_iter()
            .map(|a| a.to_string_lossy().into_owned())
            .collect()
    }

    #[test]
    fn help_after_help_asks_for_help() {
        assert_eq!(run(&["td", "help", "--help"]), ["td", "help", "help"]);
        assert_eq!(
            run(&["td", "--lang", "pl", "help", "-h"]),
            ["td", "--lang", "pl", "help", "help"]
        );
        assert_eq!(run(&["td", "help", "ask", "--help"]), ["td", "help", "ask"]);
        // Not after `help`: unchanged.
        assert_eq!(run(&["td", "ask", "--help"]), ["td", "ask", "--help"]);
        assert_eq!(
            run(&["td", "--lang", "help", "-h"]),
            ["td", "--lang", "help", "-h"]
        );
        assert_eq!(
            run(&["td", "cite", "help", "--help"]),
            ["td", "cite", "help", "--help"]
        );
    }
}
