//! How fast the things a TD waits for are: loading the built-in rulings (every `td`
//! start), `td search` over the whole index, and `td cite` parsing; and how hostile
//! or huge rulings fare: `td check` on a 1 MB chain of questions, `td trees` and
//! `td show` on a tree whose 30 questions all share their next one (a billion paths),
//! each timed through the real binary beside `td --version` as the baseline.
//!
//! Run with `cargo bench --bench lookup`. Prints the median of many runs.

use std::path::Path;

// The test suite's helpers (`copy_dir`); the module allows what it leaves unused.
#[path = "../tests/common/mod.rs"]
mod common;
use common::copy_dir;
use std::process::Command;
use std::time::Instant;

use bridge_td::texts::lang::Lang;

fn median_micros(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut times: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            t.elapsed().as_secs_f64() * 1e6
        })
        .collect();
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    times[runs / 2]
}

fn main() {
    let load = median_micros(20, || {
        let l = bridge_td::model::builtin::parsed();
        assert!(l.rulings.is_some());
    });
    println!("parse + validate built-in YAML   : {load:>9.0} µs  (td check)");
    let decode = median_micros(200, || {
        let r = bridge_td::model::builtin::rulings();
        assert!(!r.trees.is_empty());
    });
    println!("decode built-in model            : {decode:>9.0} µs  (every other command)");

    // The UI catalogue (i18n/<lang>.ftl): what a process pays the first time it
    // says anything, parsing a language's file and formatting every message once.
    for lang in Lang::ALL {
        let source = bridge_td::texts::fluent::MESSAGES.source(lang);
        let t = median_micros(50, || {
            let res = fluent_bundle::FluentResource::try_new(source.to_string()).unwrap();
            let mut b = fluent_bundle::FluentBundle::new(vec![lang.code().parse().unwrap()]);
            b.add_resource(res).unwrap();
            let mut errors = Vec::new();
            let mut n = 0;
            for id in bridge_td::texts::fluent::ids(source) {
                if let Some(v) = b.get_message(&id).and_then(|m| m.value()) {
                    n += b.format_pattern(v, None, &mut errors).len();
                }
            }
            assert!(n > 0);
        });
        println!("UI catalogue {lang}, parse + format all : {t:>9.0} µs  (once per process)");
    }

    let r = bridge_td::model::builtin::rulings();
    for (lang, q) in [
        (Lang::En, "dummy touched card"),
        (Lang::En, "claim"),
        (Lang::En, "penalty card lead out of turn"),
        (Lang::Nb, "straffekort"),
        (Lang::Pl, "zgłoszenie"),
    ] {
        let t = median_micros(500, || {
            let hits = bridge_td::law::search::search(&r, lang, q, 10);
            assert!(!hits.is_empty());
        });
        println!("search {:<32}: {t:>9.0} µs", format!("{lang} \"{q}\""));
    }

    // Hostile rulings directories must fail fast: time loading each.
    let builtin = concat!(env!("CARGO_MANIFEST_DIR"), "/rulings");
    let mut bomb =
        String::from("title: {en: T}\nstart: a\nnodes:\n  a: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
    for i in 1..30 {
        bomb += &format!(
            "  a{i}: &a{i} [{}]\n",
            vec![format!("*a{}", i - 1); 10].join(", ")
        );
    }
    let hostile: [(&str, Vec<u8>); 4] = [
        ("alias bomb", bomb.into_bytes()),
        (
            "10,000-deep flow nesting",
            format!("title: {}\n", "[".repeat(10_000)).into_bytes(),
        ),
        (
            "10,000-deep block nesting",
            (0..10_000)
                .map(|i| format!("{}- \n", " ".repeat(i)))
                .collect::<String>()
                .into_bytes(),
        ),
        ("50 MB file", vec![b'#'; 50 * 1024 * 1024]),
    ];
    for (what, body) in hostile {
        let dir = tempfile::tempdir().unwrap();
        copy_dir(Path::new(builtin), dir.path());
        std::fs::write(dir.path().join("hostile.yaml"), body).unwrap();
        let t = Instant::now();
        let loaded = bridge_td::model::load_dir::from_dir(dir.path()).unwrap();
        assert!(loaded.rulings.is_none());
        println!(
            "check {what:<27}: {:>9.0} µs",
            t.elapsed().as_secs_f64() * 1e6
        );
    }

    // Huge and path-heavy trees, through the binary (release build).
    const T: &str = "{en: T, nb: T, pl: T}";
    let rule = |id: &str| {
        format!(
            "  {id}:\n    cites: [\"1\"]\n    ruling: {T}\n    options: []\n    follows: {T}\n    adjust: {T}\n"
        )
    };
    let question = |id: &str, a: &str, b: &str| {
        format!(
            "  {id}:\n    ask: {T}\n    cites: [\"1\"]\n    answers:\n      - {{id: x, label: {T}, next: {a}}}\n      - {{id: y, label: {T}, next: {b}}}\n"
        )
    };
    let mut chain = format!("title: {T}\nstart: q0\nnodes:\n");
    let mut i = 0;
    while chain.len() < 1024 * 1024 {
        chain += &question(&format!("q{i}"), &format!("r{i}"), &format!("q{}", i + 1));
        chain += &rule(&format!("r{i}"));
        i += 1;
    }
    chain += &question(&format!("q{i}"), "end", "end");
    chain += &rule("end");
    let mut shared = format!("title: {T}\nstart: q0\nnodes:\n");
    for k in 0..30 {
        let next = if k == 29 {
            "end".to_string()
        } else {
            format!("q{}", k + 1)
        };
        shared += &question(&format!("q{k}"), &next, &next);
    }
    shared += &rule("end");
    let laws = "scope: [1]\nparagraphs:\n  \"1\": {title: {en: A, nb: A, pl: A}, summary: {en: S, nb: S, pl: S}}\n";
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("laws.yaml"), laws).unwrap();
    std::fs::write(dir.path().join("chain.yaml"), &chain).unwrap();
    println!(
        "(chain tree: {} KB, {} questions)",
        chain.len() / 1024,
        i + 1
    );
    let shared_dir = tempfile::tempdir().unwrap();
    std::fs::write(shared_dir.path().join("laws.yaml"), laws).unwrap();
    std::fs::write(shared_dir.path().join("shared.yaml"), &shared).unwrap();
    let d = dir.path().to_str().unwrap();
    let sd = shared_dir.path().to_str().unwrap();
    let td = |args: &[&str]| {
        median_micros(5, || {
            let out = Command::new(env!("CARGO_BIN_EXE_td"))
                .args(args)
                .output()
                .unwrap();
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
        })
    };
    let base = td(&["--version"]);
    println!("td --version (baseline)          : {base:>9.0} µs");
    // A process that does nothing: what starting any binary costs on this machine.
    let hello = median_micros(41, || {
        assert!(Command::new("true").status().unwrap().success());
    });
    println!("`true` (start-up floor)          : {hello:>9.0} µs");
    // Start-up with the built-in set (the whole lawbook), against both baselines.
    let td_many = |args: &[&str], stdin: &str| {
        median_micros(41, || {
            let mut child = Command::new(env!("CARGO_BIN_EXE_td"))
                .args(args)
                .stdin(std::process::Stdio::piped())
                .stdout(std::process::Stdio::null())
                .stderr(std::process::Stdio::null())
                .spawn()
                .unwrap();
            use std::io::Write;
            child
                .stdin
                .take()
                .unwrap()
                .write_all(stdin.as_bytes())
                .unwrap();
            child.wait().unwrap();
        })
    };
    for (what, args, stdin) in [
        ("cite 45C4b", vec!["cite", "45C4b"], ""),
        ("cite 70D3 (2007 number)", vec!["cite", "70D3"], ""),
        ("search claim", vec!["search", "claim"], ""),
        (
            "search dummy touched card",
            vec!["search", "dummy", "touched", "card"],
            "",
        ),
        ("trees", vec!["trees"], ""),
        ("ask, input ends at once", vec!["ask", "--no-save"], ""),
    ] {
        let t = td_many(&args, stdin);
        println!(
            "td {what:<29}: {t:>9.0} µs  ({:.1}x --version, {:.1}x `true`)",
            t / base,
            t / hello
        );
    }
    // Start-up against an earlier build, measured in the same run: `TD_BENCH_BASE`
    // names its `td` (docs/decisions.md, "UI strings"). The two are run in turn,
    // so both see the same machine load; the ratio is what is reported.
    if let Some(base_td) = std::env::var_os("TD_BENCH_BASE") {
        let start = |exe: &std::ffi::OsStr, args: &[&str]| {
            let out = Command::new(exe).args(args).output().unwrap();
            assert!(
                out.status.success(),
                "{}",
                String::from_utf8_lossy(&out.stderr)
            );
        };
        let this = std::ffi::OsStr::new(env!("CARGO_BIN_EXE_td"));
        for args in [
            vec!["--version"],
            vec!["cite", "45C4b"],
            vec!["--lang", "pl", "cite", "45C4b"],
        ] {
            let mut ours = Vec::new();
            let mut theirs = Vec::new();
            for _ in 0..61 {
                ours.push(median_micros(1, || start(this, &args)));
                theirs.push(median_micros(1, || start(&base_td, &args)));
            }
            let median = |v: &mut Vec<f64>| {
                v.sort_by(|a, b| a.partial_cmp(b).unwrap());
                v[v.len() / 2]
            };
            let (o, t) = (median(&mut ours), median(&mut theirs));
            println!(
                "td {:<29}: {o:>9.0} µs, base {t:>9.0} µs  ({:.2}x base)",
                args.join(" "),
                o / t
            );
        }
    }
    for (what, args) in [
        ("check, 1 MB chain tree", vec!["check", d]),
        ("trees, 30 shared levels", vec!["--rulings", sd, "trees"]),
        (
            "show, 30 shared levels",
            vec!["--rulings", sd, "show", "shared"],
        ),
    ] {
        let t = td(&args);
        println!("td {what:<29}: {t:>9.0} µs  ({:.1}x baseline)", t / base);
    }

    let forms = [
        "45C4b",
        "Law 45C4(b)",
        "§ 45 C4 b",
        "przepis 68D2bii",
        "LAW 45.C.4(b)",
    ];
    let t = median_micros(2000, || {
        for f in forms {
            bridge_td::law::law_ref::LawRef::parse(f).unwrap();
        }
    });
    println!("parse 5 law references           : {t:>9.2} µs");
}
