//! A small builder for driving the `td` binary the way a user does.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use assert_cmd::Command;

pub struct Test {
    args: Vec<String>,
    stdin: String,
    env: Vec<(String, String)>,
    dir: Option<PathBuf>,
}

pub struct Output {
    /// The exit code, or -1 where the process was ended by a signal (`signal`).
    pub code: i32,
    /// The signal that ended the process, on Unix; `None` where it exited.
    pub signal: Option<i32>,
    pub stdout: String,
    pub stderr: String,
}

impl Test {
    pub fn new() -> Self {
        Test {
            args: Vec::new(),
            stdin: String::new(),
            env: Vec::new(),
            dir: None,
        }
    }

    pub fn args<I: IntoIterator<Item = S>, S: AsRef<str>>(mut self, args: I) -> Self {
        self.args
            .extend(args.into_iter().map(|s| s.as_ref().to_string()));
        self
    }

    pub fn arg(self, arg: impl AsRef<str>) -> Self {
        self.args([arg])
    }

    pub fn stdin(mut self, s: impl Into<String>) -> Self {
        self.stdin = s.into();
        self
    }

    pub fn env(mut self, k: &str, v: &str) -> Self {
        self.env.push((k.into(), v.into()));
        self
    }

    pub fn current_dir(mut self, dir: &Path) -> Self {
        self.dir = Some(dir.to_path_buf());
        self
    }

    pub fn run(self) -> Output {
        // Three failures that are not td's are tried again, twice at most. Under
        // Wine a start-up can fail when many tests start `td.exe` at once: exit 1
        // and not a byte written, which `td` itself never does (every error says
        // what it is); and once in CI the `wine` process itself was ended by a
        // signal in two tests of one run (a Windows program gets no Unix signal).
        // And once in CI glibc's loader stopped a finished `td` on
        // its own assertion (exit 127, "Inconsistency detected by ld.so"), though
        // `td` opens no library after start-up (LD_DEBUG shows none);
        // docs/decisions.md, "Tested under Wine". A native `td` ended by a
        // signal is a crash and fails at once.
        for _ in 0..2 {
            let out = self.run_once();
            let silent = out.code == 1 && out.stdout.is_empty() && out.stderr.is_empty();
            if silent && on_windows_build() {
                eprintln!("td.exe did not start under Wine (exit 1, no output): once more");
            } else if out.code == 127 && out.stderr.contains("Inconsistency detected by ld.so") {
                eprintln!("the loader stopped td on its own assertion: once more");
            } else if let (Some(signal), true) = (out.signal, on_windows_build()) {
                eprintln!("wine was ended by signal {signal}: once more");
            } else {
                return out;
            }
        }
        self.run_once()
    }

    fn run_once(&self) -> Output {
        let mut cmd = td_command();
        cmd.args(&self.args).write_stdin(self.stdin.clone());
        // Each run gets its own working directory, so incident records written by
        // `td ask` land in a temporary folder, never in the source tree; and no
        // config file of the developer's can change a result.
        let scratch = tempfile::tempdir().expect("tempdir");
        for k in [
            "TD_LANG",
            "LC_ALL",
            "LC_MESSAGES",
            "LANG",
            "LANGUAGE",
            "NO_COLOR",
            "TD_CONFIG",
        ] {
            cmd.env_remove(k);
        }
        cmd.env("XDG_CONFIG_HOME", scratch.path().join("no-config"));
        for (k, v) in &self.env {
            cmd.env(k, v);
        }
        cmd.current_dir(self.dir.as_deref().unwrap_or(scratch.path()));
        let out = cmd.output().expect("td runs");
        Output {
            code: out.status.code().unwrap_or(-1),
            signal: exit_signal(&out.status),
            stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
            stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
        }
    }

    /// Runs and asserts the exit code, returning the output for further checks.
    pub fn expect(self, code: i32) -> Output {
        let args = self.args.join(" ");
        let out = self.run();
        assert_eq!(
            out.code,
            code,
            "td {args}: expected exit {code}, got {}{}\nstdout:\n{}\nstderr:\n{}",
            out.code,
            out.signal
                .map_or(String::new(), |s| format!(" (signal {s})")),
            out.stdout,
            out.stderr
        );
        out
    }
}

/// The `td` under test, as a `Command`: the binary cargo built, or, when
/// `TD_TEST_EXE` names another (the Windows `td.exe`), that one, run through
/// `TD_TEST_RUNNER` if set (`wine`). One switch here runs every line-mode test
/// file against the Windows build under Wine (`.ci/run`; docs/decisions.md, "td
/// on Windows", lists what Wine cannot show).
pub fn td_command() -> Command {
    Command::from_std(td_std_command())
}

/// [`td_command`] as a `std::process::Command`, for tests that spawn td and talk
/// to it while it runs.
pub fn td_std_command() -> std::process::Command {
    match (
        std::env::var_os("TD_TEST_EXE"),
        std::env::var_os("TD_TEST_RUNNER"),
    ) {
        (Some(exe), Some(runner)) => {
            let mut c = std::process::Command::new(runner);
            c.arg(exe);
            // Wine turns arguments and output into Windows text by the Unix
            // locale's character set: UTF-8, as `td` on Linux reads them. (Not
            // LANG or LC_ALL: those choose td's language, and tests set them.)
            c.env("LC_CTYPE", "C.UTF-8");
            c
        }
        (Some(exe), None) => std::process::Command::new(exe),
        _ => std::process::Command::new(env!("CARGO_BIN_EXE_td")),
    }
}

/// Whether the tests run the Windows `td.exe` (under Wine), for the few checks
/// that only a Unix build can make (signals, FIFOs, file modes, a pseudo-terminal):
/// those say so and return, and docs/decisions.md lists them.
#[cfg(unix)]
fn exit_signal(status: &std::process::ExitStatus) -> Option<i32> {
    std::os::unix::process::ExitStatusExt::signal(status)
}

#[cfg(not(unix))]
fn exit_signal(_: &std::process::ExitStatus) -> Option<i32> {
    None
}

pub fn on_windows_build() -> bool {
    std::env::var_os("TD_TEST_EXE").is_some()
}

/// For a check that only a Unix build can make: under the Windows build it says
/// why it does not apply and the test returns (docs/decisions.md, "td on Windows",
/// lists these reasons).
pub fn windows_cannot(why: &str) -> bool {
    let skip = on_windows_build();
    if skip {
        println!("not under the Windows build: {why}");
    }
    skip
}

/// A temporary rulings directory holding a copy of the built-in files, to be edited.
pub fn rulings_copy() -> tempfile::TempDir {
    let dir = tempfile::tempdir().expect("tempdir");
    copy_dir(
        std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/rulings")),
        dir.path(),
    );
    dir
}

/// A copy of a directory tree (rulings with their `laws/` folder).
pub fn copy_dir(from: &std::path::Path, to: &std::path::Path) {
    for entry in std::fs::read_dir(from).unwrap() {
        let p = entry.unwrap().path();
        let target = to.join(p.file_name().unwrap());
        if p.is_dir() {
            std::fs::create_dir(&target).unwrap();
            copy_dir(&p, &target);
        } else {
            std::fs::copy(&p, target).unwrap();
        }
    }
}

/// Asserts that `haystack` contains `needle`, showing the whole haystack if not.
#[track_caller]
pub fn assert_has(haystack: &str, needle: &str) {
    assert!(
        haystack.contains(needle),
        "`{needle}` missing from:\n{haystack}"
    );
}

/// The names in a folder, sorted: what a run left behind.
pub fn names_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    names
}

/// Gives a spawned td the rest of its input, closes it, and waits: the exit code and
/// what it wrote on stderr.
pub fn finish(mut child: std::process::Child, input: &str) -> (Option<i32>, String) {
    use std::io::{Read, Write};
    // A test that already took stdin (to hold it open) has nothing more to give.
    if let Some(mut stdin) = child.stdin.take() {
        stdin.write_all(input.as_bytes()).unwrap();
    }
    let mut err = String::new();
    child
        .stderr
        .take()
        .unwrap()
        .read_to_string(&mut err)
        .unwrap();
    (child.wait().unwrap().code(), err)
}

/// Whether a format-4 record text holds the step `node` answered `answer` (a fact)
/// at any depth: `- node: NODE` with `answer: ANSWER` on the next line.
#[allow(dead_code)]
pub fn has_step(text: &str, node: &str, answer: &str) -> bool {
    let lines: Vec<&str> = text.lines().collect();
    lines.windows(2).any(|w| {
        w[0].trim_start().trim_start_matches("- ") == format!("node: {node}")
            && (w[1].trim() == format!("answer: {answer}")
                || w[1].trim() == format!("answer: \"{answer}\"")
                || w[1].trim() == format!("choice: {answer}"))
    })
}
