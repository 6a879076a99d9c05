//! How fast the things a TD waits for are: loading the built-in rulings (every `td`
//! start), `td search` over the whole index, and `td cite` parsing.
//!
//! Run with `cargo bench --bench lookup`. Prints the median of many runs.

use std::time::Instant;

use bridge_td::lang::Lang;

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
    let load = median_micros(200, || {
        let l = bridge_td::load::builtin();
        assert!(l.rulings.is_some());
    });
    println!("load + validate built-in rulings : {load:>9.0} µs");

    let r = bridge_td::load::builtin().rulings.unwrap();
    for (lang, q) in [
        (Lang::En, "dummy touched card"),
        (Lang::En, "claim"),
        (Lang::En, "penalty card lead out of turn"),
        (Lang::Nb, "straffekort"),
        (Lang::Pl, "zgłoszenie"),
    ] {
        let t = median_micros(500, || {
            let hits = bridge_td::search::search(&r, lang, q, 10);
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
        for e in std::fs::read_dir(builtin).unwrap() {
            let p = e.unwrap().path();
            std::fs::copy(&p, dir.path().join(p.file_name().unwrap())).unwrap();
        }
        std::fs::write(dir.path().join("hostile.yaml"), body).unwrap();
        let t = Instant::now();
        let loaded = bridge_td::load::from_dir(dir.path()).unwrap();
        assert!(loaded.rulings.is_none());
        println!(
            "check {what:<27}: {:>9.0} µs",
            t.elapsed().as_secs_f64() * 1e6
        );
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
            bridge_td::law_ref::LawRef::parse(f).unwrap();
        }
    });
    println!("parse 5 law references           : {t:>9.2} µs");
}
