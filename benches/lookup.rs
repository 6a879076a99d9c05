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
