//! Replay throughput and memory (issue: incident records).
//!
//! Generates a corpus of incident records from every path of the built-in trees, then
//! measures, in one run:
//! - parse only: find the files, read and parse each record;
//! - replay: the same plus walking each through the trees and comparing (`--check`);
//! - the `td replay` binary's peak memory on corpora of growing size.
//!
//! Run with `cargo bench --bench replay` (`REPLAY_N=20000` for a bigger corpus).

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Instant;

use bridge_td::records::incident::{self, Record, Status};
use bridge_td::records::replay;
use bridge_td::texts::lang::Lang;
use bridge_td::walker::walk::all_paths;

/// Writes `n` complete records, 500 per folder, cycling through every path of every
/// law tree. This is the corpus generator; it uses the same writer as `td ask`.
/// `n` records under `dir`: in folders of 500 (a session each), or all in `dir`
/// itself when `flat`.
fn generate(dir: &Path, n: usize, flat: bool) {
    // Each record is written as soon as it is made: holding the corpus in memory
    // would make this process large, and the peak memory measured below for the
    // `td` it starts counts the memory of the process that started it.
    let r = bridge_td::model::builtin::rulings();
    let mut i = 0;
    while i < n {
        for t in 0..r.trees.len() {
            for walk in all_paths(&r, r.start_of(t), &[]) {
                if i == n {
                    return;
                }
                let mut rec = Record::new(
                    &walk,
                    Lang::En,
                    &[],
                    Default::default(),
                    "2026-01-01T12:00:00+01:00",
                );
                rec.facts.board = Some(1 + i as u32 % 36);
                rec.update(&walk, Lang::En, "2026-01-01T12:05:00+01:00");
                rec.status = Status::Complete;
                let sub = if flat {
                    dir.to_path_buf()
                } else {
                    dir.join(format!("session-{:03}", i / 500))
                };
                if i % 500 == 0 {
                    std::fs::create_dir_all(&sub).unwrap();
                }
                std::fs::write(sub.join(format!("incident-{i:06}.yaml")), rec.to_yaml()).unwrap();
                i += 1;
            }
        }
    }
}

fn parse_only(dir: &Path) -> usize {
    let mut n = 0;
    replay::for_each_file(&[dir.to_path_buf()], &mut |p| {
        incident::load(p).expect("generated records parse");
        n += 1;
        Ok(())
    })
    .unwrap();
    n
}

fn replay_all(dir: &Path, rulings: &bridge_td::model::tree::Rulings) -> usize {
    let mut n = 0;
    replay::for_each_file(&[dir.to_path_buf()], &mut |p| {
        let o = replay::replay_file(rulings, p, true);
        assert_eq!(o.status, replay::Status::Ok, "{}", o.file);
        n += 1;
        Ok(())
    })
    .unwrap();
    n
}

/// Best of `runs` wall-clock times, in seconds.
fn best(runs: usize, mut f: impl FnMut() -> usize) -> (f64, usize) {
    let mut best = f64::MAX;
    let mut n = 0;
    for _ in 0..runs {
        let t = Instant::now();
        n = f();
        best = best.min(t.elapsed().as_secs_f64());
    }
    (best, n)
}

/// Peak resident memory of `td replay --check DIR`, in KiB.
// The child is reaped by `wait4`, which also reports its peak memory.
#[allow(clippy::zombie_processes)]
fn peak_rss_kib(dir: &Path) -> i64 {
    let child = Command::new(env!("CARGO_BIN_EXE_td"))
        .args(["replay", "--check", "--format", "json"])
        .arg(dir)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("td runs");
    let mut status = 0;
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    // SAFETY: wait4 on our own child with valid pointers.
    let pid = unsafe { libc::wait4(child.id() as libc::pid_t, &mut status, 0, &mut usage) };
    assert_eq!(pid, child.id() as libc::pid_t);
    assert_eq!(status, 0, "td replay failed");
    usage.ru_maxrss
}

fn main() {
    let n: usize = std::env::var("REPLAY_N")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(10_000);
    // REPLAY_CORPUS=DIR writes the corpus there and stops, to look at it.
    if let Some(dir) = std::env::var_os("REPLAY_CORPUS") {
        generate(Path::new(&dir), n, false);
        return;
    }
    let tmp = tempfile::tempdir().unwrap();
    let corpus: PathBuf = tmp.path().join("corpus");
    let t = Instant::now();
    generate(&corpus, n, false);
    println!(
        "generated {n} records in {:.2} s",
        t.elapsed().as_secs_f64()
    );

    let rulings = bridge_td::model::builtin::rulings();
    // Warm the page cache once so both measurements read from memory.
    parse_only(&corpus);
    let (parse_s, parsed) = best(5, || parse_only(&corpus));
    let (replay_s, replayed) = best(5, || replay_all(&corpus, &rulings));
    assert_eq!(parsed, n);
    assert_eq!(replayed, n);
    println!(
        "parse only : {parse_s:.3} s  {:>8.0} records/s",
        n as f64 / parse_s
    );
    println!(
        "replay     : {replay_s:.3} s  {:>8.0} records/s",
        n as f64 / replay_s
    );
    println!("replay / parse = {:.2}", replay_s / parse_s);

    // The binary on the same corpus: one job, two jobs, and `cat` of the same files
    // as the floor (reading and writing the bytes, nothing else).
    let timed = |program: &str, args: &[&str]| {
        let (t, _) = best(5, || {
            let status = Command::new(program)
                .args(args)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .status()
                .unwrap();
            assert!(status.code().is_some());
            0
        });
        t
    };
    let c = corpus.to_str().unwrap();
    let td = env!("CARGO_BIN_EXE_td");
    let cat = timed(
        "sh",
        &[
            "-c",
            &format!("find {c} -name '*.yaml' -exec cat {{}} + > /dev/null"),
        ],
    );
    println!("cat of the records : {cat:.3} s");
    let mut scaling = Vec::new();
    for (name, args) in [
        ("--check", &["replay", "--check"][..]),
        ("text", &["replay", "--format", "text"][..]),
        ("json", &["replay", "--check", "--format", "json"][..]),
    ] {
        let run = |jobs: &str| {
            let mut all: Vec<&str> = args.to_vec();
            all.extend(["--jobs", jobs, c]);
            timed(td, &all)
        };
        let (j1, j2) = (run("1"), run("2"));
        println!(
            "td {name:<8} 1 job {j1:.3} s {:>6.0}/s, 2 jobs {j2:.3} s {:>6.0}/s; \
             replay/cat {:.2} (1 job), {:.2} (2 jobs); 1 -> 2 jobs {:.2}x",
            n as f64 / j1,
            n as f64 / j2,
            j1 / cat,
            j2 / cat,
            j1 / j2
        );
        scaling.push(j1 / j2);
    }
    println!(
        "1 -> 2 jobs, lowest of the three formats: {:.2}x",
        scaling.iter().copied().fold(f64::INFINITY, f64::min)
    );

    for size in [n / 10, n] {
        let dir = tmp.path().join(format!("rss-{size}"));
        generate(&dir, size, false);
        println!(
            "td replay --check on {size:>6} records: peak RSS {} KiB",
            peak_rss_kib(&dir)
        );
    }
    // One folder holding every record: its names are read and sorted before the
    // first is replayed (name order is the promise), so this is the worst case.
    let flat_n: usize = std::env::var("REPLAY_FLAT_N")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100_000);
    for size in [flat_n / 10, flat_n] {
        let dir = tmp.path().join(format!("flat-{size}"));
        generate(&dir, size, true);
        println!(
            "td replay --check on {size:>6} records in one folder: peak RSS {} KiB",
            peak_rss_kib(&dir)
        );
    }
}
