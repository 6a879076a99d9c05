//! The score step on the page: after a ruling that touches the score, the kinds it
//! allows, a value the core refuses said under its field in `td`'s own words, the
//! score and a procedural penalty kept with the ruling, and the exported record
//! passing `td replay --check`. The step is a module of its own (`score/`: its form,
//! words and wasm), not in the first load: with the network cut after the first
//! load, it opens from the service worker's cache.

use std::path::Path;

use headless_chrome::Tab;

use super::web_support::{Server, eval, wait_for};
use super::{
    download, open_page, replays_ok, screenshot, tap, tap_answer, tap_to_ruling, tapped, td, text,
};

/// Sets a form field's value as typing would, and tells the page it changed.
fn set(tab: &Tab, selector: &str, value: &str) {
    eval(
        tab,
        &format!(
            "(() => {{ const e = document.querySelector({selector:?}); e.value = {value:?}; e.dispatchEvent(new Event('change')); return true; }})()"
        ),
    );
}

/// The result rows' inputs, in order: result, weight, result, weight...
fn row(tab: &Tab, n: usize, result: &str, weight: &str) {
    let pick = |class: &str| format!("#score-results .score-row:nth-child({}) .{class}", n + 1);
    set(tab, &pick("score-result"), result);
    set(tab, &pick("score-weight"), weight);
}

fn kept(tab: &Tab) -> Vec<String> {
    eval(
        tab,
        "[...document.querySelectorAll('#score-kept li')].map((l) => l.textContent)",
    )
    .as_array()
    .unwrap()
    .iter()
    .map(|v| v.as_str().unwrap().to_string())
    .collect()
}

pub fn score_step(tab: &Tab, _: &Server, downloads: &Path) {
    tap(tab, "#start");
    // An explanation that left out part of the agreement, found during the
    // auction (21B1(a)): a ruling that allows the result to stand, an assigned or
    // artificial score, and a procedural penalty.
    tap_answer(tab, "explanation or alert was wrong");
    tap_answer(tab, "left out something");
    tap_to_ruling(tab);
    tap(tab, "#score");
    wait_for(tab, "document.querySelector('#score-form')");
    let kinds = eval(
        tab,
        "[...document.querySelectorAll('#score-kind option')].map((o) => o.textContent)",
    );
    assert_eq!(
        kinds,
        serde_json::json!([
            "The table result stands.",
            "Assigned adjusted score (Law 12C1)",
            "Artificial adjusted score (Law 12C2)",
            "Procedural penalty (Law 90A)"
        ])
    );
    // An assigned score whose weights add up to 90: refused under the results, in
    // the words `td score` gives for the same values.
    set(tab, "#score-kind", "adjusted");
    wait_for(tab, "document.querySelector('#score-results')");
    row(tab, 0, "4S=", "60");
    row(tab, 1, "4S-1", "30");
    set(tab, "#score-vul", "NS");
    tap(tab, "#score-keep");
    let said = wait_for(
        tab,
        "(() => { const e = document.querySelector('[data-flag=\"--result\"] .error'); return e && !e.hidden && e.textContent; })()",
    );
    let out = td()
        .args(["score", "--result", "4S=:60", "--result", "4S-1:30"])
        .args(["--by", "S", "--vul", "NS"])
        .env("TD_LANG", "en")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains(&format!("--result: {}", said.as_str().unwrap())),
        "the page said {said}; td score said {stderr}"
    );
    assert!(kept(tab).is_empty(), "nothing kept after an error");
    // Right: 60 and 40. Kept, and shown as td score shows it.
    row(tab, 1, "4S-1", "40");
    tap(tab, "#score-keep");
    wait_for(tab, "document.querySelector('#score-kept')");
    let shown = text(tab, "#score-text");
    assert!(
        shown.contains("Assigned adjusted score (Law 12C1(c))"),
        "{shown}"
    );
    assert!(shown.contains("N-S vulnerable"), "{shown}");
    assert_eq!(kept(tab).len(), 1, "{:?}", kept(tab));
    screenshot(tab, "web-score.png");
    // A procedural penalty beside it: a quarter of a top off E-W.
    set(tab, "#score-kind", "penalty");
    wait_for(tab, "document.querySelector('#score-amount')");
    set(tab, "#score-side", "EW");
    set(tab, "#score-amount", "25");
    set(tab, "#score-top", "12");
    tap(tab, "#score-keep");
    wait_for(
        tab,
        "document.querySelectorAll('#score-kept li').length === 2",
    );
    let both = kept(tab);
    assert!(
        both[1].contains("E-W") && both[1].contains("25"),
        "{both:?}"
    );
    // A penalty with no amount: the core's words, under the amount.
    set(tab, "#score-amount", "");
    tap(tab, "#score-keep");
    let said = wait_for(
        tab,
        "(() => { const e = document.querySelector('[data-flag=\"--penalty\"] .error'); return e && !e.hidden && e.textContent; })()",
    );
    assert!(!said.as_str().unwrap().is_empty());
    assert_eq!(kept(tab).len(), 2, "a refused penalty replaces nothing");
    // Back at the ruling, done: the exported record keeps both, and td replay
    // --check computes them again to the same values.
    tap(tab, "#score-back");
    wait_for(tab, "document.querySelector('#ruling')");
    tap(tab, "#done");
    wait_for(tab, "document.querySelector('#record-list')");
    let file = download(tab, downloads, "li.record[data-status=complete] .export");
    let yaml = std::fs::read_to_string(&file).unwrap();
    for line in [
        "kind: adjusted",
        "kind: penalty",
        "- 4S=/S:60",
        "- 4S-1/S:40",
        "- EW:25%",
    ] {
        assert!(yaml.contains(line), "{line} in\n{yaml}");
    }
    replays_ok(&file);
}

/// The score step with the network cut after the first load, on an origin of its
/// own (so that nothing of it was fetched before): the first load did not fetch
/// `score/`, and the Score screen opens and computes from the service worker's
/// cache.
pub fn score_step_offline(tab: &Tab, site: &Path) {
    let mut server = Server::start(site);
    open_page(tab, &server.url);
    wait_for(
        tab,
        "navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)",
    );
    let fetched =
        "performance.getEntriesByType('resource').filter((e) => e.name.includes('/score/')).length";
    assert_eq!(
        eval(tab, fetched),
        serde_json::json!(0),
        "the score step is not part of the first load"
    );
    server.stop();
    tap(tab, "#start");
    tap_answer(tab, "explanation or alert was wrong");
    tap_answer(tab, "left out something");
    tap_to_ruling(tab);
    tap(tab, "#score");
    wait_for(tab, "document.querySelector('#score-form')");
    assert!(
        eval(tab, fetched).as_u64().unwrap() > 0,
        "the score step fetched when it opens"
    );
    // Computed offline: an artificial score, average plus and average minus.
    set(tab, "#score-kind", "artificial");
    wait_for(tab, "document.querySelector('#score-ns')");
    set(tab, "#score-ns", "A+");
    set(tab, "#score-ew", "A-");
    tap(tab, "#score-keep");
    wait_for(tab, "document.querySelector('#score-kept')");
    assert_eq!(kept(tab).len(), 1, "{:?}", kept(tab));
    let shown = text(tab, "#score-text");
    assert!(shown.contains("12C2"), "{shown}");
}

/// The event's standard procedural penalty set in the settings
/// (`penalty-standard=25%`): a late arrival (90B1) goes on by itself to the
/// standard (90A, answered by the setting), and only the last ruling offers the
/// score step: the late ruling's kinds and the penalty, its amount filled in with
/// the standard. The record keeps the penalty with the penalty's ruling and replays.
pub fn score_standard(tab: &Tab, _: &Server, downloads: &Path) {
    eval(
        tab,
        "(localStorage.setItem('td-regulations', JSON.stringify({'penalty-standard': '=25%'})), true)",
    );
    tap(tab, "#start");
    tap_answer(tab, "late arrival");
    tap_answer(tab, "arrived after");
    // No board was lost to the delay (79#pp-late-board: the third answer).
    tap(tab, ".answer[data-index='2']");
    tapped(tab);
    wait_for(tab, "document.querySelector('#ruling')");
    assert!(
        eval(
            tab,
            "!document.querySelector('#score') && !!document.querySelector('#go-on')"
        )
        .as_bool()
        .unwrap(),
        "a ruling that goes on has no score step of its own"
    );
    tap(tab, "#go-on");
    tapped(tab);
    // The standard's question is answered by the setting: the next screen is its
    // ruling, with the chain's score step.
    wait_for(
        tab,
        "document.querySelector('#ruling') || document.querySelector('.answer')",
    );
    let screen = eval(tab, "document.body.innerText.slice(0, 1200)");
    assert!(
        eval(
            tab,
            "(() => { const r = document.querySelector('#ruling'); return !!r && r.textContent.includes(\"event's standard\") && !!document.querySelector('#score'); })()"
        )
        .as_bool()
        .unwrap(),
        "not the standard's ruling with a Score button:\n{screen}"
    );
    tap(tab, "#score");
    wait_for(tab, "document.querySelector('#score-form')");
    let kinds = eval(
        tab,
        "[...document.querySelectorAll('#score-kind option')].map((o) => o.value)",
    );
    assert_eq!(
        kinds,
        serde_json::json!(["stands", "adjusted", "artificial", "penalty"])
    );
    set(tab, "#score-kind", "penalty");
    wait_for(tab, "document.querySelector('#score-amount')");
    assert_eq!(
        eval(
            tab,
            "[document.querySelector('#score-amount').value, document.querySelector('#score-unit').value]"
        ),
        serde_json::json!(["25", "%"]),
        "the event's standard is offered"
    );
    set(tab, "#score-side", "EW");
    set(tab, "#score-top", "12");
    tap(tab, "#score-keep");
    wait_for(
        tab,
        "document.querySelectorAll('#score-kept li').length === 1",
    );
    tap(tab, "#score-back");
    wait_for(tab, "document.querySelector('#ruling')");
    tap(tab, "#done");
    wait_for(tab, "document.querySelector('#record-list')");
    eval(tab, "(localStorage.removeItem('td-regulations'), true)");
    let file = download(tab, downloads, "li.record[data-status=complete] .export");
    let yaml = std::fs::read_to_string(&file).unwrap();
    assert!(yaml.contains("- penalty-standard=25%"), "{yaml}");
    let (late, standard) = yaml
        .split_once("start: 79#pp-standard")
        .expect("the second walk starts at the standard's question");
    assert!(!late.contains("kind: penalty"), "{yaml}");
    assert!(
        standard.contains("kind: penalty") && standard.contains("- EW:25%"),
        "{yaml}"
    );
    replays_ok(&file);
}
