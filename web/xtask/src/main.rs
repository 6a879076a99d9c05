//! `cargo xtask web [--rulings DIR] OUT`: builds bridge-td's offline page into OUT,
//! a folder any static web server can serve. `cargo xtask dist OUT`: a release's
//! archives and checksums (`dist.rs`).
//!
//! 1. Loads the rulings (the built-in set, or DIR) with the loader `td check` runs;
//!    any error is printed as `td check` prints it and nothing is written (exit 2).
//! 2. Builds the web face (`web/wasm`) for wasm32 with the `web` profile and runs
//!    `wasm-bindgen` over it. The CLI must be exactly the version the crate pins
//!    (their glue must match); a missing or other version is said with the command
//!    that installs the right one.
//! 3. Writes OUT: the page (`web/page`), the glue and wasm under `pkg/`, one rulings
//!    bundle per language in two files (`rulings.LANG.bin`, and the texts on request
//!    with the law index in `rulings.LANG.more.bin`; see `bridge_td::model::bundle`),
//!    and the service worker with the list of every file and a cache name from their
//!    contents, so a new build replaces the old cache as a whole.
//!
//! OUT is built beside itself (`OUT.partial`) and moved into place at the end: a
//! failed build leaves the previous page as it was.

mod budget;
mod dist;
mod site;

use std::path::PathBuf;
use std::process::ExitCode;

const USAGE: &str = "usage: cargo xtask web [--rulings DIR] OUT\n       cargo xtask dist OUT";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure { message, code }) => {
            if !message.is_empty() {
                eprintln!("xtask: {message}");
            }
            ExitCode::from(code)
        }
    }
}

/// Why the build stopped, and the exit code: 2 for bad input (arguments, rulings),
/// 1 for a failed step (compiler, `wasm-bindgen`, writing OUT).
pub struct Failure {
    pub message: String,
    pub code: u8,
}

impl Failure {
    pub fn input(message: impl Into<String>) -> Self {
        Failure {
            message: message.into(),
            code: 2,
        }
    }

    pub fn step(message: impl Into<String>) -> Self {
        Failure {
            message: message.into(),
            code: 1,
        }
    }
}

struct WebArgs {
    rulings: Option<PathBuf>,
    out: PathBuf,
}

/// The task asked for, with its arguments.
enum Task {
    Web(WebArgs),
    Dist(PathBuf),
}

fn parse(args: &[String]) -> Result<Task, Failure> {
    let mut it = args.iter();
    match it.next().map(String::as_str) {
        Some("web") => {}
        Some("dist") => {
            return match (it.next(), it.next()) {
                (Some(h), _) if h == "-h" || h == "--help" => {
                    println!("{USAGE}");
                    Err(Failure {
                        message: String::new(),
                        code: 0,
                    })
                }
                (Some(flag), _) if flag.starts_with('-') => {
                    Err(Failure::input(format!("unknown option `{flag}`\n{USAGE}")))
                }
                (Some(out), None) => Ok(Task::Dist(PathBuf::from(out))),
                (Some(_), Some(extra)) => Err(Failure::input(format!(
                    "one output folder, not also `{extra}`\n{USAGE}"
                ))),
                (None, _) => Err(Failure::input(format!(
                    "the output folder is missing\n{USAGE}"
                ))),
            };
        }
        Some(other) => {
            return Err(Failure::input(format!(
                "unknown task `{other}`; the tasks are `web` and `dist`\n{USAGE}"
            )));
        }
        None => return Err(Failure::input(USAGE)),
    }
    let mut rulings = None;
    let mut out = None;
    while let Some(a) = it.next() {
        match a.as_str() {
            "--rulings" => {
                let dir = it.next().ok_or_else(|| {
                    Failure::input(format!("--rulings needs a directory\n{USAGE}"))
                })?;
                rulings = Some(PathBuf::from(dir));
            }
            "-h" | "--help" => {
                println!("{USAGE}");
                return Err(Failure {
                    message: String::new(),
                    code: 0,
                });
            }
            flag if flag.starts_with('-') => {
                return Err(Failure::input(format!("unknown option `{flag}`\n{USAGE}")));
            }
            path if out.is_none() => out = Some(PathBuf::from(path)),
            extra => {
                return Err(Failure::input(format!(
                    "one output folder, not also `{extra}`\n{USAGE}"
                )));
            }
        }
    }
    let out =
        out.ok_or_else(|| Failure::input(format!("the output folder is missing\n{USAGE}")))?;
    Ok(Task::Web(WebArgs { rulings, out }))
}

fn run(args: &[String]) -> Result<(), Failure> {
    match parse(args)? {
        Task::Web(args) => {
            let rulings = site::load_rulings(args.rulings.as_deref())?;
            let files = site::build(&rulings, &args.out)?;
            budget::report(&files);
        }
        Task::Dist(out) => dist::run(&out)?,
    }
    Ok(())
}
