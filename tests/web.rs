//! The page in headless Chromium, tapped as a TD taps it: from "What happened?" to
//! a ruling, back, none fits, a ruling conducted in steps with a player's choice
//! (made, and not chosen yet: the record awaits it and asks it when opened again),
//! another language, a walk closed and resumed, the page
//! with the server gone (service worker), a record exported (downloaded, and handed
//! to a share sheet) and replayed by `td replay --check`, a `td ask` record opened,
//! the texts on request from the bundle's second file (late, then offline), and the
//! errors (a file that is
//! not a record, a record of another rulings set; storage full, cleared under the
//! page, or upgraded by a newer page, each made by IndexedDB itself).
//!
//! A test binary of its own (`harness = false`): it prints plainly when it skips,
//! on a machine without Chromium or the wasm tools, where `cargo test` would hide
//! a passing test's output. One browser and one site for every scenario: starting
//! Chromium and building the site is most of the time.
//!
//! `TD_WEB_SCREENSHOTS=1` writes the README's screenshots (390x844: What happened?,
//! a ruling with its law beside "Say this", the facts form, the score step, the
//! record list) into `docs/`. Longer scenarios have a file each under
//! `web_scenarios/`.

mod common;
#[path = "web_scenarios/score_step.rs"]
mod score_step;
#[path = "web_support/mod.rs"]
mod web_support;

use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::Command;

use headless_chrome::Tab;
use headless_chrome::protocol::cdp::{Page, Storage};
use web_support::{Server, eval, wait_for};

/// One scenario: the tab (the page freshly opened), the server, a scratch folder.
type Scenario = fn(&Tab, &Server, &Path);

fn main() {
    // The build's own errors need no browser and no wasm tools.
    xtask_refuses_bad_input();
    println!("web: cargo xtask web refuses bad arguments and invalid rulings ... ok");
    let chrome = match web_support::tools() {
        Ok(c) => c,
        Err(missing) => {
            // CI sets TD_WEB_REQUIRED: there a skip would hide a broken page.
            assert!(
                std::env::var_os("TD_WEB_REQUIRED").is_none(),
                "TD_WEB_REQUIRED is set, but {missing}"
            );
            println!("web: SKIPPED the browser tests: {missing}");
            return;
        }
    };
    let site = web_support::site();
    // The page's first load in one language (the shell and that language's first
    // bundle file) stays within 1.5 MB before compression (docs/decisions.md, "The
    // web face: size"): a byte count, not a timing, so it is asserted here; `cargo
    // bench --bench web` prints it too.
    let sizes = web_support::sizes(&site);
    println!("web: size: shell: {} bytes", sizes.shell);
    assert_eq!(sizes.langs.len(), 3, "a bundle per language");
    for l in &sizes.langs {
        let first_load = l.first_load(&sizes);
        println!(
            "web: size: first load in {}: {first_load} bytes (rulings.{0}.bin {}); then rulings.{0}.more.bin: {} bytes",
            l.lang, l.first, l.second
        );
        assert!(
            first_load <= web_support::BUDGET,
            "the first load in {} is {first_load} bytes, over the 1.5 MB budget",
            l.lang
        );
        assert!(l.second > 0, "rulings.{}.more.bin is missing", l.lang);
    }
    // The score step (its form, words and wasm module) is fetched when the Score
    // screen first opens: not in the first load, but there and precached.
    println!(
        "web: size: the score step (score/, when it first opens): {} bytes",
        sizes.score_step
    );
    assert!(sizes.score_step > 0, "score/ is missing");
    println!("web: size: the whole folder: {} bytes", sizes.folder);
    let profile = tempfile::tempdir().unwrap();
    let downloads = tempfile::tempdir().unwrap();
    let browser = web_support::browser(&chrome, profile.path());
    let mut server = Server::start(&site);
    let tab = browser.new_tab().expect("a tab");
    web_support::phone(&tab);
    let scenarios: &[(&str, Scenario)] = &[
        (
            "walk from triage to a ruling by tapping, and back",
            walk_and_back,
        ),
        ("none of these fits", none_fits),
        ("a double tap answers one question", double_tap),
        (
            "Back, Explain and Done within a thumb's reach",
            actions_within_reach,
        ),
        (
            "the facts: on the walk, in the list, in the file name",
            facts_everywhere,
        ),
        (
            "What happened?: short labels, details, a filter",
            triage_filter,
        ),
        (
            "settings: within the screen, regulations explained, theme",
            settings_screen,
        ),
        ("a reload comes back to the walk", reload_resumes),
        ("records archived and restored", archive_records),
        ("the version, and an update said once", version_and_update),
        (
            "answers in the tree's order, as line mode lists them",
            answer_order,
        ),
        (
            "conduct a ruling: a step said, a player's choice, the ruling",
            conduct_choice,
        ),
        (
            "a choice not chosen yet: awaiting, exported, resumed",
            choice_not_chosen,
        ),
        (
            "the score step: kinds, an error under its field, kept, replayed",
            score_step::score_step,
        ),
        (
            "the event's standard penalty: offered at the end of the chain, kept, replayed",
            score_step::score_standard,
        ),
        ("switch language", switch_language),
        ("close and resume a walk", close_and_resume),
        (
            "export a record and td replay --check it",
            export_and_replay,
        ),
        ("share a record (Web Share)", share_record),
        ("open a td ask record", open_td_ask_record),
        ("a file that is not a record, or not UTF-8", not_a_record),
        ("a record of another rulings set", other_rulings),
        (
            "storage full (a quota error), then saved once there is room",
            storage_full,
        ),
        (
            "storage cleared under the page: a save and a read aborted",
            storage_cleared,
        ),
        (
            "records of a newer page: the store does not open",
            storage_newer,
        ),
    ];
    let mut passed = 0;
    for (name, f) in scenarios {
        open_page(&tab, &server.url);
        f(&tab, &server, downloads.path());
        println!("web: {name} ... ok");
        passed += 1;
    }
    pseudo_language(&tab, &server);
    println!("web: the pseudo-language leaves no English on the page ... ok");
    passed += 1;
    open_page(&tab, &server.url);
    two_tabs(&browser, &tab, &server);
    println!("web: two tabs on one record keep both walks ... ok");
    passed += 1;
    texts_on_request(&tab, &site);
    println!(
        "web: Explain, details and law summaries from the bundle's second file: late, then offline ... ok"
    );
    passed += 1;
    score_step::score_step_offline(&tab, &site);
    println!(
        "web: the score step with the network cut after the first load (service worker) ... ok"
    );
    passed += 1;
    offline(&tab, &mut server);
    println!("web: reload with the server stopped (service worker) ... ok");
    passed += 1;
    println!("web: {passed} browser scenarios passed");
}

/// A fresh start of the page, waiting until it is ready. The walk a scenario left
/// is forgotten first: a reload would bring it back (the page's own resume).
fn open_page(tab: &Tab, url: &str) {
    eval(
        tab,
        "(() => { try { sessionStorage.removeItem('td-walk'); } catch (e) {} return true; })()",
    );
    tab.navigate_to(url)
        .unwrap()
        .wait_until_navigated()
        .unwrap();
    wait_for(tab, "window.__tdReady");
}

/// Taps `selector`, at a TD's pace: the page takes no tap within a double tap's
/// interval (300 ms) of the tap that drew the screen, so taps here are 350 ms apart
/// at least.
fn tap(tab: &Tab, selector: &str) {
    static LAST: std::sync::Mutex<Option<std::time::Instant>> = std::sync::Mutex::new(None);
    let mut last = LAST.lock().unwrap();
    if let Some(at) = *last {
        let pace = std::time::Duration::from_millis(350);
        std::thread::sleep(pace.saturating_sub(at.elapsed()));
    }
    *last = Some(std::time::Instant::now());
    drop(last);
    let element = tab
        .wait_for_element(selector)
        .unwrap_or_else(|e| panic!("{selector}: {e}"));
    // As a thumb does: the target brought to the middle of the screen first, clear
    // of the bars fixed at the foot (a tap at a point the navigation covers would
    // land on it).
    element
        .call_js_fn(
            "function() { this.scrollIntoView({block: 'center'}); }",
            vec![],
            false,
        )
        .unwrap_or_else(|e| panic!("{selector}: {e}"));
    element
        .click()
        .unwrap_or_else(|e| panic!("{selector}: {e}"));
}

fn text(tab: &Tab, selector: &str) -> String {
    tab.wait_for_element(selector)
        .unwrap_or_else(|e| panic!("{selector}: {e}"))
        .get_inner_text()
        .unwrap()
}

fn notice(tab: &Tab) -> String {
    eval(tab, "document.getElementById('notice').textContent")
        .as_str()
        .unwrap_or("")
        .to_string()
}

fn screenshot(tab: &Tab, name: &str) {
    if std::env::var_os("TD_WEB_SCREENSHOTS").is_none() {
        return;
    }
    let png = tab
        .capture_screenshot(Page::CaptureScreenshotFormatOption::Png, None, None, true)
        .unwrap();
    std::fs::write(web_support::root().join("docs").join(name), png).unwrap();
}

/// Taps the first answer until a ruling shows (bounded); the number of taps.
fn tap_to_ruling(tab: &Tab) -> usize {
    for taps in 0..40 {
        let kind = wait_for(
            tab,
            "document.querySelector('#ruling') ? 'ruling' : document.querySelector('.answer') ? 'question' : false",
        );
        if kind == "ruling" {
            return taps;
        }
        tap(tab, ".answer[data-index='0']");
        wait_for(tab, "window.__tdTap && window.__tdTap.saved");
        eval(tab, "window.__tdTap = null");
    }
    panic!("no ruling after 40 taps");
}

/// English function words; none is left on a page whose English entries are all
/// accented (`?pseudo`), unless a word is in the page's code.
const ENGLISH: &[&str] = &[
    "the", "and", "of", "is", "are", "was", "not", "with", "which", "that", "this", "from", "or",
    "it", "if", "when", "who", "what", "his", "may", "must", "to", "no", "yes",
];

fn english_left(text: &str) -> Vec<String> {
    text.split_whitespace()
        .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()).to_string())
        .filter(|w| ENGLISH.contains(&w.as_str()) || ENGLISH.contains(&w.to_lowercase().as_str()))
        .collect()
}

/// The page in the pseudo-language: the home screen, "What happened?", a walk to a
/// ruling and its law beside it show no English word.
fn pseudo_language(tab: &Tab, server: &Server) {
    let body = || {
        eval(tab, "document.body.innerText")
            .as_str()
            .unwrap_or("")
            .to_string()
    };
    let clean = |what: &str, text: &str| {
        let left = english_left(text);
        assert!(left.is_empty(), "{what}: {left:?}\n{text}");
    };
    // "What happened?" first: from `?pseudo` to `?pseudo#ask` would be a jump
    // within the page, not a load.
    open_page(tab, &format!("{}?pseudo#ask", server.url));
    let first = body();
    clean("What happened?", &first);
    assert!(
        first.contains("Ŵĥáţ") || first.contains("ţĥé"),
        "not in the pseudo-language:\n{first}"
    );
    tap_to_ruling(tab);
    clean("a ruling", &body());
    open_page(tab, &format!("{}?pseudo", server.url));
    clean("the home screen", &body());
}

fn walk_and_back(tab: &Tab, _: &Server, _: &Path) {
    tap(tab, "#start");
    let first = text(tab, "#ask");
    assert!(!first.is_empty());
    // The second answer here, so that going back has something to preselect that
    // is not simply the first button.
    let answers = eval(tab, "document.querySelectorAll('.answer').length");
    assert!(answers.as_u64().unwrap() >= 2, "triage offers a choice");
    tap(tab, ".answer[data-index='1']");
    wait_for(
        tab,
        &format!(
            "document.querySelector('#ask') && document.querySelector('#ask').textContent !== {first:?}"
        ),
    );
    tap(tab, "#back");
    wait_for(
        tab,
        &format!(
            "document.querySelector('#ask') && document.querySelector('#ask').textContent === {first:?}"
        ),
    );
    let pre = eval(
        tab,
        "document.querySelector('.answer.preselected').dataset.index",
    );
    assert_eq!(pre, "1", "Back preselects the earlier answer");
    let taps = tap_to_ruling(tab);
    assert!(taps >= 1);
    let ruling = text(tab, "#ruling");
    assert!(!ruling.is_empty(), "the card says what to say");
    assert!(
        eval(tab, "document.querySelectorAll('ul.cites li').length")
            .as_u64()
            .unwrap()
            >= 1
    );
    screenshot(tab, "web-ruling.png");
    // Back from the ruling: the last question again.
    tap(tab, "#back");
    wait_for(tab, "document.querySelector('.answer.preselected')");
}

fn none_fits(tab: &Tab, _: &Server, _: &Path) {
    tap(tab, "#start");
    tap(tab, ".answer[data-index='0']");
    wait_for(tab, "document.querySelector('#ask')");
    tap(tab, "#none-fits");
    wait_for(tab, "document.querySelector('#uncovered-title')");
    assert!(
        eval(tab, "document.querySelectorAll('ul.cites li').length")
            .as_u64()
            .unwrap()
            >= 1,
        "paragraphs to read"
    );
    // The search box holds the words to look for; searching shows hits, and the
    // incident is recorded as not covered, as `td ask` records it.
    tap(tab, "#uncovered-go");
    wait_for(
        tab,
        "document.querySelectorAll('#search-out li').length > 0 || document.querySelector('#search-out .error')",
    );
    tap(tab, "#nav-records");
    wait_for(
        tab,
        "document.querySelector('#record-list li.record') && document.querySelector('#record-list li.record').dataset.status === 'uncovered'",
    );
}

/// A touch tap at (x, y) in CSS pixels: finger down, finger up.
fn touch(tab: &Tab, x: f64, y: f64) {
    use headless_chrome::protocol::cdp::Input;
    for kind in [
        Input::DispatchTouchEventTypeOption::TouchStart,
        Input::DispatchTouchEventTypeOption::TouchEnd,
    ] {
        let points = if kind == Input::DispatchTouchEventTypeOption::TouchEnd {
            vec![]
        } else {
            vec![Input::TouchPoint {
                x,
                y,
                radius_x: None,
                radius_y: None,
                rotation_angle: None,
                force: None,
                tangential_pressure: None,
                tilt_x: None,
                tilt_y: None,
                twist: None,
                id: None,
            }]
        };
        tab.call_method(Input::DispatchTouchEvent {
            Type: kind,
            touch_points: points,
            modifiers: None,
            timestamp: None,
        })
        .unwrap();
    }
}

/// Where `selector` is on screen: [left, top, width, height] in CSS pixels,
/// scrolled into view first when `into_view`.
fn rect(tab: &Tab, selector: &str, into_view: bool) -> [f64; 4] {
    let scroll = if into_view {
        "e.scrollIntoView({block: 'center'});"
    } else {
        ""
    };
    let v = wait_for(
        tab,
        &format!(
            "(() => {{ const e = document.querySelector({selector:?}); if (!e) return false; {scroll} const r = e.getBoundingClientRect(); return [r.x, r.y, r.width, r.height]; }})()"
        ),
    );
    [0, 1, 2, 3].map(|i| v[i].as_f64().unwrap())
}

/// The centre of `selector` on screen, scrolled into view first.
fn centre(tab: &Tab, selector: &str) -> (f64, f64) {
    let [x, y, w, h] = rect(tab, selector, true);
    (x + w / 2.0, y + h / 2.0)
}

/// Two taps 150 ms apart on a triage answer: the first answers it, the second
/// lands on the next question before anyone could read it and is not taken. A
/// tap at a TD's pace after that is.
fn double_tap(tab: &Tab, _: &Server, _: &Path) {
    tap(tab, "#start");
    let first = text(tab, "#ask");
    eval(tab, "window.__tdIgnoredTaps = 0");
    let (x, y) = centre(tab, ".answer[data-index='1']");
    touch(tab, x, y);
    std::thread::sleep(std::time::Duration::from_millis(150));
    touch(tab, x, y);
    wait_for(tab, "window.__tdIgnoredTaps === 1");
    wait_for(tab, "window.__tdTap && window.__tdTap.saved");
    let second = text(tab, "#ask");
    assert_ne!(second, first, "the first tap answered");
    // The record holds the one answer.
    let stored = eval(
        tab,
        "import('./store.js').then((m) => m.list()).then((r) => r.ok.sort((a, b) => (a.updated < b.updated ? 1 : -1))[0].yaml)",
    );
    assert_eq!(steps(stored.as_str().unwrap()).len(), 2, "{stored}");
    // A tap at a TD's pace after that is taken.
    eval(tab, "window.__tdTap = null");
    std::thread::sleep(std::time::Duration::from_millis(400));
    let (x, y) = centre(tab, ".answer[data-index='0']");
    touch(tab, x, y);
    tapped(tab);
    assert_ne!(text(tab, "#ask"), second, "a tap at a TD's pace is taken");
    assert_eq!(eval(tab, "window.__tdIgnoredTaps"), 1);
}

/// Where `selector` is on the screen as it stands: [top, bottom] in CSS pixels.
fn on_screen(tab: &Tab, selector: &str) -> (f64, f64) {
    let [_, top, _, height] = rect(tab, selector, false);
    (top, top + height)
}

/// On the question and on the ruling, scrolled to the top, Back, Explain and
/// Done (or the way out) sit in the lower half of the 844-pixel screen; so do
/// Home, Records, Search and the language, on Home and on every walk screen.
fn actions_within_reach(tab: &Tab, _: &Server, _: &Path) {
    let in_reach = |selector: &str| {
        eval(tab, "window.scrollTo(0, 0), true");
        let (top, bottom) = on_screen(tab, selector);
        assert!(
            top >= 422.0 && bottom <= 844.0,
            "{selector} is at {top}-{bottom} px on an 844 px screen"
        );
    };
    let navigation = ["#nav-home", "#nav-records", "#nav-search", "#lang"];
    navigation.iter().for_each(|n| in_reach(n));
    tap(tab, "#start");
    navigation.iter().for_each(|n| in_reach(n));
    // The walk's bar sits above the navigation, not under it.
    let (_, actions_bottom) = on_screen(tab, "#actions");
    let (nav_top, _) = on_screen(tab, "#nav");
    assert!(
        actions_bottom <= nav_top + 1.0,
        "{actions_bottom} over {nav_top}"
    );
    in_reach("#back");
    in_reach("#none-fits");
    in_reach("#explain-now");
    // Explain opens the question's explanation and shows it.
    tap(tab, "#explain-now");
    wait_for(tab, "document.querySelector('#explain').open");
    tap_to_ruling(tab);
    let tall = eval(tab, "document.documentElement.scrollHeight")
        .as_f64()
        .unwrap();
    in_reach("#done");
    in_reach("#back");
    navigation.iter().for_each(|n| in_reach(n));
    if eval(tab, "!!document.querySelector('#explain-now')") == serde_json::Value::Bool(true) {
        in_reach("#explain-now");
    }
    assert!(tall > 0.0);
}

/// The record's facts typed on the phone: checked (a board 0 is said under its
/// field and not kept), shown on every walk screen and in the record list, and
/// in the exported file's name, as `td ask` names its records; `td replay --check`
/// passes the file and finds the facts in it.
fn facts_everywhere(tab: &Tab, _: &Server, downloads: &Path) {
    tap(tab, "#start");
    tap(tab, "#facts-line");
    wait_for(tab, "document.querySelector('#facts-form')");
    let fill = |key: &str, value: &str| {
        eval(
            tab,
            &format!(
                "(() => {{ document.querySelector('#fact-{key}').value = {value:?}; return true; }})()"
            ),
        );
    };
    fill("board", "0");
    fill("table", "12A");
    fill("contract", "4 s x");
    fill("declarer", "south");
    fill("ns", "7");
    tap(tab, "#facts-save");
    let said = wait_for(
        tab,
        "(() => { const e = document.querySelector('#fact-board-error'); return e && !e.hidden && e.textContent; })()",
    );
    assert!(said.as_str().unwrap().contains('0'), "{said}");
    screenshot(tab, "web-facts.png");
    fill("board", "14");
    tap(tab, "#facts-save");
    wait_for(tab, "document.querySelector('#ask')");
    assert_eq!(text(tab, "#facts-line"), "board 14 · table 12A · 4SX S");
    tap_to_ruling(tab);
    assert_eq!(text(tab, "#facts-line"), "board 14 · table 12A · 4SX S");
    tap(tab, "#done");
    wait_for(tab, "document.querySelector('#record-list')");
    assert_eq!(
        text(tab, "#record-list li.record .record-facts"),
        "board 14 · table 12A · 4SX S"
    );
    let file = download(tab, downloads, "li.record[data-status=complete] .export");
    let name = file.file_name().unwrap().to_str().unwrap().to_string();
    let stem = regex_like_record_name(&name);
    assert!(stem, "{name} is not named as td ask names a record");
    replays_ok(&file);
    let yaml = std::fs::read_to_string(&file).unwrap();
    for line in [
        "board: 14",
        "table: 12A",
        "contract: 4SX",
        "declarer: S",
        "ns: \"7\"",
    ] {
        assert!(
            yaml.contains(line) || yaml.contains(&line.replace('"', "")),
            "{line} in\n{yaml}"
        );
    }
}

/// `2026-11-22_143605_b14_t12A_start.yaml`.
fn regex_like_record_name(name: &str) -> bool {
    let Some(rest) = name.strip_suffix("_b14_t12A_start.yaml") else {
        return false;
    };
    let b = rest.as_bytes();
    rest.len() == 17
        && b[4] == b'-'
        && b[7] == b'-'
        && b[10] == b'_'
        && rest
            .chars()
            .enumerate()
            .all(|(i, c)| [4, 7, 10].contains(&i) || c.is_ascii_digit())
}

/// "What happened?" shows each answer in a few words; Details adds the full
/// labels; typing filters the answers, as the terminal's menu does, and the one
/// found is on screen.
fn triage_filter(tab: &Tab, _: &Server, _: &Path) {
    tap(tab, "#start");
    wait_for(tab, "document.querySelector('#answer-filter')");
    let shown = |js: &str| eval(tab, js).as_u64().unwrap();
    screenshot(tab, "web-triage.png");
    let all = shown("document.querySelectorAll('.answer').length");
    assert!(all > 6);
    assert_eq!(
        shown("document.querySelectorAll('.answer-detail').length"),
        0
    );
    // With short labels, 7 of the 19 answers are on the first screen above the
    // action bar at 390x844 (4 of 13 long labels were), the rest a short scroll or a
    // word typed away.
    let fit = shown(
        "[...document.querySelectorAll('.answer')].filter((b) => b.getBoundingClientRect().bottom <= document.querySelector('#actions').getBoundingClientRect().top).length",
    );
    assert!(fit >= 7, "{fit} of {all} answers on the first screen");
    eval(
        tab,
        "(() => { const b = document.querySelector('#answer-filter'); b.value = 'revok'; b.dispatchEvent(new Event('input')); return true; })()",
    );
    let visible = eval(
        tab,
        "[...document.querySelectorAll('.answer')].filter((b) => !b.hidden).map((b) => b.textContent)",
    );
    let visible = visible.as_array().unwrap();
    // The revoke, and the played tricks (whose label names a revoke denied after
    // play): the long labels are searched too.
    assert_eq!(
        visible,
        &[
            "A revoke",
            "Played tricks: looking, a defective trick, a dispute after play"
        ]
    );
    let (_, bottom) = on_screen(tab, ".answer:not([hidden])");
    assert!(bottom <= 844.0);
    tap(tab, "#answer-details");
    wait_for(
        tab,
        "document.querySelectorAll('.answer-detail').length > 6",
    );
    tap(tab, "#answer-details");
    wait_for(
        tab,
        "document.querySelectorAll('.answer-detail').length === 0",
    );
}

/// Settings in every language: nothing wider than the screen, each regulation
/// said by the question it answers, and a light or dark choice that the page
/// keeps over the phone's. Also an "Opened" notice cleared after the next screen.
fn settings_screen(tab: &Tab, server: &Server, _: &Path) {
    for lang in ["nb", "pl", "en"] {
        eval(
            tab,
            &format!(
                "(() => {{ const s = document.querySelector('#lang'); s.value = '{lang}'; s.dispatchEvent(new Event('change')); return true; }})()"
            ),
        );
        wait_for(tab, &format!("document.documentElement.lang === '{lang}'"));
        tap(tab, "#go-settings");
        wait_for(tab, "document.querySelector('.reg-ask')");
        let wide = eval(tab, "document.documentElement.scrollWidth")
            .as_f64()
            .unwrap();
        assert!(wide <= 390.0, "{lang}: settings are {wide} px wide");
        let asks = eval(
            tab,
            "[...document.querySelectorAll('.reg-ask')].every((e) => e.textContent.trim().endsWith('?'))",
        );
        assert_eq!(
            asks,
            serde_json::Value::Bool(true),
            "{lang}: each regulation asks"
        );
        tap(tab, "#nav-home");
        tap(tab, "#start");
        wait_for(tab, "document.querySelector('#ask')");
        let wide = eval(tab, "document.documentElement.scrollWidth")
            .as_f64()
            .unwrap();
        assert!(wide <= 390.0, "{lang}: the question is {wide} px wide");
        tap(tab, "#nav-home");
    }
    tap(tab, "#go-settings");
    eval(
        tab,
        "(() => { const s = document.querySelector('#theme'); s.value = 'dark'; s.dispatchEvent(new Event('change')); return true; })()",
    );
    let dark = "getComputedStyle(document.body).backgroundColor === 'rgb(15, 20, 17)'";
    wait_for(tab, dark);
    open_page(tab, &server.url);
    wait_for(tab, dark);
    tap(tab, "#go-settings");
    eval(
        tab,
        "(() => { const s = document.querySelector('#theme'); s.value = 'light'; s.dispatchEvent(new Event('change')); return true; })()",
    );
    wait_for(
        tab,
        "getComputedStyle(document.body).backgroundColor === 'rgb(247, 247, 242)'",
    );
    eval(tab, "localStorage.removeItem('td-theme'), true");
}

/// A reload in the middle of a walk comes back to the question it was on; a
/// reload after leaving the walk comes back Home.
fn reload_resumes(tab: &Tab, _: &Server, _: &Path) {
    tap(tab, "#start");
    tap(tab, ".answer[data-index='0']");
    tapped(tab);
    let asked = text(tab, "#ask");
    tab.reload(false, None).unwrap();
    wait_for(tab, "window.__tdReady");
    wait_for(
        tab,
        &format!(
            "document.querySelector('#ask') && document.querySelector('#ask').textContent === {asked:?}"
        ),
    );
    tap(tab, "#nav-home");
    tab.reload(false, None).unwrap();
    wait_for(tab, "window.__tdReady");
    wait_for(tab, "document.querySelector('#start')");
}

/// A record archived leaves the list but is kept; shown again, it is restored.
fn archive_records(tab: &Tab, _: &Server, _: &Path) {
    tap(tab, "#start");
    tap_to_ruling(tab);
    tap(tab, "#done");
    wait_for(tab, "document.querySelector('#record-list')");
    let count = || records_count(tab);
    let before = count();
    tap(tab, "#record-list li.record .archive");
    wait_for(
        tab,
        &format!(
            "document.querySelectorAll('#record-list li.record').length === {}",
            before - 1
        ),
    );
    wait_for(tab, "document.querySelector('#show-archived')");
    tap(tab, "#show-archived");
    wait_for(
        tab,
        &format!("document.querySelectorAll('#record-list li.record').length === {before}"),
    );
    let restore = eval(
        tab,
        "[...document.querySelectorAll('#record-list li.record .archive')].findIndex((b) => b.textContent === 'Restore')",
    );
    let i = restore.as_i64().unwrap();
    assert!(i >= 0, "the archived record offers Restore");
    tap(
        tab,
        &format!("#record-list li.record:nth-child({}) .archive", i + 1),
    );
    wait_for(tab, "!document.querySelector('#show-archived')");
    assert_eq!(count(), before);
}

/// Home says the version; a build other than the last one this phone ran is said
/// to be an update, once.
fn version_and_update(tab: &Tab, server: &Server, _: &Path) {
    let version = text(tab, "#version");
    assert!(
        version.starts_with(&format!("bridge-td {} · ", env!("CARGO_PKG_VERSION"))),
        "{version}"
    );
    eval(
        tab,
        "localStorage.setItem('td-build', 'an older build'), true",
    );
    open_page(tab, &server.url);
    let said = notice(tab);
    assert!(said.starts_with("Updated: bridge-td"), "{said}");
    open_page(tab, &server.url);
    notice_hidden(tab);
}

/// Every question of every tree lists its answers in the same order on the page
/// as in line mode (`td ask --lines TREE#QUESTION`), so a digit learnt on one face
/// means the same answer on the other (the terminal's menu is checked against line
/// mode in tests/terminal_screen.rs).
fn answer_order(tab: &Tab, _: &Server, _: &Path) {
    let rulings = bridge_td::model::builtin::rulings();
    let places: Vec<String> = rulings
        .all_nodes()
        .filter(|(_, n)| n.question().is_some())
        .map(|(at, _)| rulings.qualified_id(at))
        .collect();
    let js = format!(
        "(async () => {{ const td = await import('./pkg/bridge_td_web.js'); const out = {{}}; \
         for (const place of {}) {{ \
         const s = new td.Session('en', place, '', '2026-11-29T10:00:00+00:00'); \
         out[place] = JSON.parse(s.view()).answers; s.free(); }} \
         return out; }})()",
        serde_json::to_string(&places).unwrap()
    );
    let page = eval(tab, &js);
    let page = page.as_object().expect("the page's answers per question");
    assert_eq!(
        page.len(),
        places.len(),
        "every question opened on the page"
    );
    for (place, answers) in page {
        let out = td()
            .args(["ask", "--lines", "--no-save", place])
            .stdin(std::process::Stdio::null())
            .output()
            .unwrap();
        let stdout = String::from_utf8_lossy(&out.stdout);
        let listed: Vec<&str> = stdout
            .lines()
            .filter_map(|l| {
                let (n, rest) = l.trim_start().split_once(") ")?;
                n.parse::<usize>().ok()?;
                Some(rest.rsplit_once("  (").map_or(rest, |(label, _)| label))
            })
            .collect();
        let page: Vec<&str> = answers
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a.as_str().unwrap())
            .collect();
        assert_eq!(
            listed[..page.len()],
            page[..],
            "{place}: line mode and the page differ"
        );
    }
}

/// Waits until the tap on the walk is drawn and its record saved.
fn tapped(tab: &Tab) {
    wait_for(tab, "window.__tdTap && window.__tdTap.saved");
    eval(tab, "window.__tdTap = null");
}

/// Taps the answer whose label has `words` in it (any case).
fn tap_answer(tab: &Tab, words: &str) {
    let index = wait_for(
        tab,
        &format!(
            "(() => {{ const b = [...document.querySelectorAll('.answer')].find((b) => b.dataset.words.includes({words:?})); return b ? b.dataset.index : false; }})()"
        ),
    );
    tap(
        tab,
        &format!(".answer[data-index='{}']", index.as_str().unwrap()),
    );
    tapped(tab);
}

/// The citations shown beside each "Say this" on screen, and in the list.
fn laws_beside_say_this(tab: &Tab) -> Vec<String> {
    let said = eval(
        tab,
        "[...document.querySelectorAll('main h2 .law, main h3 .law')].map((e) => e.textContent)",
    );
    said.as_array()
        .unwrap()
        .iter()
        .flat_map(|v| {
            v.as_str()
                .unwrap()
                .trim_start_matches(" · ")
                .split(", ")
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect()
}

/// From "What happened?" into the insufficient bid (Law 27, a tree conducted in
/// steps), then its first answers until the offender's left-hand opponent is asked
/// to choose; checks the step said before the choice and the choice's way out.
fn to_the_choice(tab: &Tab) {
    tap(tab, "#start");
    // "A call in the auction went wrong (insufficient, ...)", then "A player made an
    // insufficient bid".
    tap_answer(tab, "insufficient");
    tap_answer(tab, "insufficient bid");
    wait_for(
        tab,
        "document.querySelector('main p.dim') && document.querySelector('main p.dim').textContent === 'Insufficient bid'",
    );
    for _ in 0..10 {
        let at = wait_for(
            tab,
            "document.querySelector('#chooser') ? 'choice' : document.querySelector('.answer') ? 'question' : false",
        );
        if at == "choice" {
            break;
        }
        assert!(
            eval(tab, "!document.querySelector('#ruling')")
                .as_bool()
                .unwrap()
        );
        tap(tab, ".answer[data-index='0']");
        tapped(tab);
    }
    // Who is asked leads the question; the step said on the way stands above it,
    // under "Say this" with its law.
    assert_eq!(
        text(tab, "#chooser").trim(),
        "The offender's left-hand opponent:"
    );
    assert!(
        text(tab, "#ask").contains("accept"),
        "{}",
        text(tab, "#ask")
    );
    let said = text(tab, "section.said .said-text");
    assert!(said.contains("insufficient"), "the step said: {said}");
    let heading = text(tab, "section.said h3");
    assert!(heading.starts_with("Say this"), "{heading}");
    assert!(heading.contains("27A1"), "{heading}");
    assert_eq!(
        eval(tab, "document.querySelectorAll('.answer').length"),
        2,
        "the choice's two answers"
    );
    assert_eq!(text(tab, "#not-chosen"), "Not chosen yet");
    assert!(
        eval(tab, "!document.querySelector('#none-fits')")
            .as_bool()
            .unwrap(),
        "a choice has no \"None of these fits\""
    );
}

/// The ruling card after the choice: the step said, then the ruling under "Say this"
/// with its law, citations of the branch taken.
fn ruling_after_choice(tab: &Tab) {
    wait_for(tab, "document.querySelector('#ruling')");
    assert!(!text(tab, "#ruling").is_empty());
    assert!(
        text(tab, "section.said .said-text").contains("insufficient"),
        "the card starts with the step said"
    );
    let title = text(tab, "#ruling-title");
    assert!(
        title.starts_with("Say this") && title.contains("27A1"),
        "{title}"
    );
    let cited: Vec<String> = eval(
        tab,
        "[...document.querySelectorAll('ul.cites li summary b')].map((e) => e.textContent)",
    )
    .as_array()
    .unwrap()
    .iter()
    .map(|v| v.as_str().unwrap().to_string())
    .collect();
    assert!(cited.iter().any(|c| c.ends_with("27A1")), "{cited:?}");
    for law in laws_beside_say_this(tab) {
        assert!(
            cited.contains(&law),
            "{law} is said but not cited: {cited:?}"
        );
    }
}

fn conduct_choice(tab: &Tab, _: &Server, _: &Path) {
    to_the_choice(tab);
    // In Norwegian too: the same walk, the choice's way out in its words.
    eval(
        tab,
        "(() => { const s = document.getElementById('lang'); s.value = 'nb'; s.dispatchEvent(new Event('change')); })()",
    );
    wait_for(
        tab,
        "document.documentElement.lang === 'nb' && document.querySelector('#not-chosen')",
    );
    assert_eq!(text(tab, "#not-chosen"), "Ikke valgt ennå");
    assert!(text(tab, "section.said h3").starts_with("Si dette"));
    eval(
        tab,
        "(() => { const s = document.getElementById('lang'); s.value = 'en'; s.dispatchEvent(new Event('change')); })()",
    );
    wait_for(
        tab,
        "document.documentElement.lang === 'en' && document.querySelector('#not-chosen')",
    );
    // He accepts it.
    tap(tab, ".answer[data-index='0']");
    tapped(tab);
    ruling_after_choice(tab);
    tap(tab, "#done");
    wait_for(
        tab,
        "document.querySelector('li.record[data-status=complete]')",
    );
}

fn choice_not_chosen(tab: &Tab, _: &Server, downloads: &Path) {
    to_the_choice(tab);
    let asked = text(tab, "#ask");
    tap(tab, "#not-chosen");
    tapped(tab);
    // The card: the step said, then the choice still to come and its options.
    assert_eq!(text(tab, "#awaiting-title"), "Awaiting a choice");
    assert_eq!(text(tab, "#awaiting-ask"), asked);
    assert_eq!(
        eval(
            tab,
            "document.querySelectorAll('#awaiting-options li').length"
        ),
        2
    );
    assert!(text(tab, "section.said .said-text").contains("insufficient"));
    assert!(
        eval(tab, "document.querySelectorAll('ul.cites li').length")
            .as_u64()
            .unwrap()
            >= 1
    );
    // Back asks the choice again; not chosen yet once more.
    tap(tab, "#back");
    tapped(tab);
    wait_for(tab, "document.querySelector('#chooser')");
    tap(tab, "#not-chosen");
    tapped(tab);
    wait_for(tab, "document.querySelector('#awaiting-title')");
    tap(tab, "#done");
    wait_for(
        tab,
        "document.querySelector('li.record[data-status=awaiting]')",
    );
    assert!(
        text(tab, "li.record[data-status=awaiting]").contains("awaiting a choice"),
        "{}",
        text(tab, "li.record[data-status=awaiting]")
    );
    // The record says so, and td reads it back unchanged.
    let file = download(tab, downloads, "li.record[data-status=awaiting] .export");
    let body = std::fs::read_to_string(&file).unwrap();
    assert!(body.contains("status: awaiting"), "{body}");
    replays_ok(&file);
    // Opened again, the choice is asked: the player has chosen now.
    tap(tab, "li.record[data-status=awaiting] .resume");
    wait_for(
        tab,
        &format!(
            "document.querySelector('#ask') && document.querySelector('#ask').textContent === {asked:?}"
        ),
    );
    // He does not accept it: the offender chooses his replacement, and so on.
    tap(tab, ".answer[data-index='1']");
    tapped(tab);
    tap_to_ruling(tab);
    assert!(text(tab, "section.said .said-text").contains("insufficient"));
    tap(tab, "#done");
    wait_for(
        tab,
        "document.querySelector('li.record[data-status=complete]') && !document.querySelector('li.record[data-status=awaiting]')",
    );
}

fn switch_language(tab: &Tab, _: &Server, _: &Path) {
    tap(tab, "#start");
    let en = text(tab, "#ask");
    eval(
        tab,
        "(() => { const s = document.getElementById('lang'); s.value = 'nb'; s.dispatchEvent(new Event('change')); })()",
    );
    wait_for(
        tab,
        "document.documentElement.lang === 'nb' && document.querySelector('#ask')",
    );
    let nb = text(tab, "#ask");
    assert_ne!(en, nb, "the question in Norwegian");
    assert_eq!(text(tab, "#nav-home"), "Hjem");
    assert_eq!(text(tab, "#none-fits"), "Ingen av disse passer");
    // Back to English for the other scenarios (the choice is remembered).
    eval(
        tab,
        "(() => { const s = document.getElementById('lang'); s.value = 'en'; s.dispatchEvent(new Event('change')); })()",
    );
    wait_for(
        tab,
        &format!(
            "document.querySelector('#ask') && document.querySelector('#ask').textContent === {en:?}"
        ),
    );
}

fn close_and_resume(tab: &Tab, server: &Server, _: &Path) {
    tap(tab, "#start");
    tap(tab, ".answer[data-index='0']");
    wait_for(tab, "window.__tdTap && window.__tdTap.saved");
    let asked = text(tab, "#ask");
    // Closed: another page, then the page again from its address.
    tab.navigate_to("about:blank")
        .unwrap()
        .wait_until_navigated()
        .unwrap();
    open_page(tab, &server.url);
    tap(tab, "#nav-records");
    wait_for(
        tab,
        "document.querySelector('li.record[data-status=draft] .resume')",
    );
    // The newest first.
    tap(tab, "li.record[data-status=draft] .resume");
    wait_for(
        tab,
        &format!(
            "document.querySelector('#ask') && document.querySelector('#ask').textContent === {asked:?}"
        ),
    );
}

/// Two tabs on one draft: each answers in turn. The second save finds the record
/// changed by the other tab, so it keeps its walk as a record of its own and says
/// so: nothing either tab answered is lost.
fn two_tabs(browser: &headless_chrome::Browser, a: &Tab, server: &Server) {
    let stored = "import('./store.js').then((m) => m.list()).then((r) => r.ok.length)";
    let before = eval(a, stored).as_u64().unwrap();
    tap(a, "#start");
    tap(a, ".answer[data-index='0']");
    wait_for(a, "window.__tdTap && window.__tdTap.saved");
    eval(a, "window.__tdTap = null");
    // Tab B resumes the same draft from the list.
    // Each tab is brought to the front before it is tapped: a background tab gets
    // no animation frames, and the page saves after the next frame.
    let b = browser.new_tab().expect("a second tab");
    web_support::phone(&b);
    open_page(&b, &server.url);
    tap(&b, "#nav-records");
    wait_for(
        &b,
        "document.querySelector('li.record[data-status=draft] .resume')",
    );
    tap(&b, "li.record[data-status=draft] .resume");
    wait_for(&b, "document.querySelector('.answer')");
    // A answers first, then B: B's save meets A's newer revision.
    a.activate().unwrap();
    tap(a, ".answer[data-index='0']");
    wait_for(a, "window.__tdTap && window.__tdTap.saved");
    b.activate().unwrap();
    tap(&b, ".answer[data-index='1']");
    wait_for(&b, "window.__tdTap && window.__tdTap.saved");
    let said = notice(&b);
    assert!(said.contains("Another tab changed this record"), "{said}");
    a.activate().unwrap();
    assert_eq!(
        eval(a, stored).as_u64(),
        Some(before + 2),
        "the draft and B's copy"
    );
    // The draft both tabs opened, and B's copy of it: two records, two walks.
    let pair = eval(
        a,
        "import('./store.js').then((m) => m.list()).then((r) => { \
           const all = r.ok; \
           const copy = all.find((x) => all.some((y) => x.id.startsWith(y.id + '-'))); \
           const orig = copy && all.find((y) => copy.id.startsWith(y.id + '-')); \
           return copy && orig ? [orig.yaml, copy.yaml] : null; })",
    );
    let pair = pair
        .as_array()
        .expect("the draft and its copy are both stored");
    assert_ne!(pair[0], pair[1], "each tab's answers are kept");
    b.close(true).ok();
}

/// Finishes a walk to a ruling and exports its record; the downloaded file.
fn export(tab: &Tab, downloads: &Path) -> PathBuf {
    tap(tab, "#start");
    tap_to_ruling(tab);
    tap(tab, "#done");
    wait_for(tab, "document.querySelector('#record-list')");
    screenshot(tab, "web-records.png");
    download(tab, downloads, "li.record[data-status=complete] .export")
}

/// Taps `export` (a record's Export button) and waits for the file it downloads.
fn download(tab: &Tab, downloads: &Path, export: &str) -> PathBuf {
    tab.call_method(
        headless_chrome::protocol::cdp::Browser::SetDownloadBehavior {
            behavior:
                headless_chrome::protocol::cdp::Browser::SetDownloadBehaviorBehaviorOption::Allow,
            browser_context_id: None,
            download_path: Some(downloads.display().to_string()),
            events_enabled: None,
        },
    )
    .unwrap();
    let before: Vec<PathBuf> = files(downloads);
    tap(tab, export);
    let until = std::time::Instant::now() + std::time::Duration::from_secs(30);
    loop {
        let now = files(downloads);
        if let Some(new) = now
            .into_iter()
            .find(|f| !before.contains(f) && f.extension().is_some_and(|e| e == "yaml"))
        {
            // Chrome may show the file under its name before its bytes are all in:
            // taken once it has some and two looks 50 ms apart agree.
            let size = || std::fs::metadata(&new).map(|m| m.len()).unwrap_or(0);
            let first = size();
            std::thread::sleep(std::time::Duration::from_millis(50));
            if first > 0 && size() == first {
                return new;
            }
            assert!(std::time::Instant::now() < until, "an empty download");
            continue;
        }
        assert!(std::time::Instant::now() < until, "no download");
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
}

fn files(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect()
}

fn td() -> Command {
    Command::new(env!("CARGO_BIN_EXE_td"))
}

/// A phone that can share files: the record goes to the share sheet as the same
/// YAML a download gives, closing the sheet saves nothing, and a share the phone
/// cannot complete falls back to a download. Chromium on Linux has no share sheet,
/// so the page is given one that keeps what it was handed.
fn share_record(tab: &Tab, _: &Server, downloads: &Path) {
    eval(
        tab,
        r#"Object.defineProperty(navigator, "canShare", { configurable: true, value: (d) => !!(d && d.files && d.files.length) }),
           Object.defineProperty(navigator, "share", { configurable: true, value: async (d) => {
             window.__tdShared = { title: d.title, name: d.files[0].name, type: d.files[0].type, text: await d.files[0].text() };
           } }),
           true"#,
    );
    let before = files(downloads);
    tap(tab, "#start");
    tap_to_ruling(tab);
    tap(tab, "#done");
    wait_for(tab, "document.querySelector('#record-list')");
    tap(tab, "li.record[data-status=complete] .export");
    let shared = wait_for(tab, "window.__tdShared");
    let name = shared["name"].as_str().unwrap();
    // Named as `td ask` names a record: 2026-11-29_033256_start.yaml.
    assert!(
        name.len() == "2026-11-29_033256_start.yaml".len() && name.ends_with("_start.yaml"),
        "{name}"
    );
    assert_eq!(shared["title"].as_str(), Some(name));
    assert_eq!(shared["type"].as_str(), Some("application/yaml"));
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join(name);
    std::fs::write(&file, shared["text"].as_str().unwrap()).unwrap();
    replays_ok(&file);
    // The TD closes the share sheet: no download, no error shown.
    eval(
        tab,
        r#"Object.defineProperty(navigator, "share", { configurable: true, value: async () => {
             window.__tdShareClosed = true;
             throw new DOMException("closed", "AbortError");
           } }),
           true"#,
    );
    tap(tab, "li.record[data-status=complete] .export");
    wait_for(tab, "window.__tdShareClosed");
    assert_eq!(
        eval(tab, "document.querySelector('#notice').hidden"),
        serde_json::Value::Bool(true)
    );
    // Then a share the phone cannot complete: the page falls back to a download.
    // Chromium names downloads in the order they begin, a name already taken (even
    // by a download still running) getting " (1)": this one under the record's own
    // name proves the closed sheet began no download before it.
    eval(
        tab,
        r#"Object.defineProperty(navigator, "share", { configurable: true, value: async () => {
             throw new DOMException("no share target", "NotAllowedError");
           } }),
           true"#,
    );
    let file = download(tab, downloads, "li.record[data-status=complete] .export");
    assert_eq!(file.file_name().unwrap().to_str(), Some(name));
    let mut now = files(downloads);
    now.retain(|f| !before.contains(f));
    assert_eq!(now, vec![file.clone()], "a closed share sheet saved a file");
    replays_ok(&file);
}

fn export_and_replay(tab: &Tab, _: &Server, downloads: &Path) {
    let file = export(tab, downloads);
    let body = std::fs::read_to_string(&file).unwrap();
    assert!(body.starts_with("# bridge-td incident record"), "{body}");
    assert!(body.contains("status: complete"), "{body}");
    replays_ok(&file);
}

/// `td replay --check FILE` finds the record unchanged (exit 0, `FILE: ok`).
fn replays_ok(file: &Path) {
    let out = td()
        .args(["replay", "--check"])
        .arg(file)
        .env("TD_LANG", "en")
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(
        out.status.code(),
        Some(0),
        "{stdout}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(stdout.contains(": ok"), "{stdout}");
}

/// A record `td ask` wrote (Law 68: a claim, one answer).
fn td_ask_record(dir: &Path) -> PathBuf {
    let rec = dir.join("from-td.yaml");
    let _ = std::fs::remove_file(&rec);
    let mut child = td()
        .args(["ask", "68", "--save"])
        .arg(&rec)
        .env("TD_LANG", "en")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(b"current-trick\ndeclarer\n")
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    rec
}

fn open_file(tab: &Tab, file: &Path) {
    tap(tab, "#nav-records");
    let input = tab.wait_for_element("#open-file").unwrap();
    input.set_input_files(&[file.to_str().unwrap()]).unwrap();
}

fn open_td_ask_record(tab: &Tab, _: &Server, downloads: &Path) {
    let rec = td_ask_record(downloads);
    let ruling_in_file = std::fs::read_to_string(&rec).unwrap();
    open_file(tab, &rec);
    wait_for(tab, "document.querySelector('#ruling')");
    let shown = text(tab, "#ruling");
    assert!(!shown.is_empty());
    assert!(
        ruling_in_file.contains(shown.lines().next().unwrap().trim()),
        "the page shows the recorded ruling:\n{shown}\n---\n{ruling_in_file}"
    );
    // And it is kept on the phone, finished as it was.
    tap(tab, "#nav-records");
    wait_for(
        tab,
        "document.querySelector('li.record[data-status=complete]')",
    );
    // Opened again, it is kept again beside the first copy, not over it (which the
    // TD may have amended since).
    let before = records_count(tab);
    open_file(tab, &rec);
    wait_for(tab, "document.querySelector('#ruling')");
    assert_eq!(records_count(tab), before + 1);
}

fn records_count(tab: &Tab) -> u64 {
    tap(tab, "#nav-records");
    wait_for(
        tab,
        "document.querySelector('#record-list') || document.querySelector('#no-records')",
    );
    eval(tab, "document.querySelectorAll('li.record').length")
        .as_u64()
        .unwrap()
}

fn not_a_record(tab: &Tab, _: &Server, downloads: &Path) {
    let before = records_count(tab);
    let bad = downloads.join("shopping.yaml");
    std::fs::write(&bad, "eggs: 12\nmilk: 1\n").unwrap();
    open_file(tab, &bad);
    wait_for(
        tab,
        "document.getElementById('notice').textContent.includes('shopping.yaml')",
    );
    let said = notice(tab);
    assert!(said.contains("shopping.yaml"), "names the file: {said}");
    assert_eq!(records_count(tab), before, "nothing stored, nothing lost");
    // A file that is not even text.
    let binary = downloads.join("photo.yaml");
    std::fs::write(&binary, [0xff, 0xd8, 0xff, 0xe0, 0, 0x10]).unwrap();
    open_file(tab, &binary);
    wait_for(
        tab,
        "document.getElementById('notice').textContent.includes('photo.yaml')",
    );
    assert_eq!(records_count(tab), before);
    // A td record whose notes were saved as Latin-1 by an editor: refused as
    // `td` refuses it, at the same place and in the same words, nothing stored.
    let rec = td_ask_record(downloads);
    let text = std::fs::read_to_string(&rec).unwrap();
    let mut latin1 = text.into_bytes();
    let second_line = latin1.iter().position(|&b| b == b'\n').unwrap() + 1;
    latin1.splice(
        second_line..second_line,
        b"notes: caf\xe9\n".iter().copied(),
    );
    let latin = downloads.join("latin1.yaml");
    std::fs::write(&latin, &latin1).unwrap();
    let by_td = td()
        .args(["replay", latin.to_str().unwrap()])
        .output()
        .unwrap();
    let by_td = String::from_utf8(by_td.stdout).unwrap();
    let place = by_td
        .lines()
        .next()
        .and_then(|l| l.split(": invalid").next())
        .and_then(|l| l.strip_prefix(latin.to_str().unwrap()))
        .unwrap()
        .to_string();
    assert!(by_td.contains("not valid UTF-8"), "{by_td}");
    open_file(tab, &latin);
    wait_for(
        tab,
        "document.getElementById('notice').textContent.includes('latin1.yaml')",
    );
    let said = notice(tab);
    assert!(said.contains("not valid UTF-8"), "{said}");
    assert!(
        said.contains(&format!("latin1.yaml{place}")),
        "{said} / td: {by_td}"
    );
    assert_eq!(records_count(tab), before, "nothing stored");
}

fn other_rulings(tab: &Tab, _: &Server, downloads: &Path) {
    let rec = td_ask_record(downloads);
    let body = std::fs::read_to_string(&rec).unwrap();
    let digest = body
        .lines()
        .find_map(|l| l.strip_prefix("rulings_digest: "))
        .unwrap()
        .trim_matches('"')
        .to_string();
    let other = downloads.join("other-set.yaml");
    std::fs::write(&other, body.replace(&digest, &"ab".repeat(32))).unwrap();
    let before = records_count(tab);
    open_file(tab, &other);
    wait_for(
        tab,
        "document.getElementById('notice').textContent.includes('other-set.yaml')",
    );
    let said = notice(tab);
    assert!(
        said.contains("abababababab"),
        "names the record's rulings: {said}"
    );
    assert!(said.contains(&digest[..12]), "and the page's: {said}");
    assert_eq!(records_count(tab), before);
}

// Storage failures come from IndexedDB itself, made through the DevTools protocol
// or by another connection to the page's database, as a phone would meet them: the
// page's own code is not touched.

/// What the page says for `id` (a `page-` message), in English, from the catalogue.
fn page_says(id: &str) -> String {
    let bundle = bridge_td::texts::fluent::MESSAGES.bundle(bridge_td::texts::lang::Lang::En);
    bridge_td::texts::fluent::format(bundle, id, &Default::default())
        .unwrap_or_else(|| panic!("no `{id}` in i18n/en.ftl"))
}

/// Waits for the notice to say `id`'s words, then checks it says them first (the
/// Export button follows them).
fn notice_says(tab: &Tab, id: &str) {
    let words = page_says(id);
    wait_for(
        tab,
        &format!("document.getElementById('notice').textContent.startsWith({words:?})"),
    );
    assert!(
        eval(tab, "!document.getElementById('notice').hidden")
            .as_bool()
            .unwrap(),
        "the notice is shown"
    );
}

fn notice_hidden(tab: &Tab) {
    wait_for(tab, "document.getElementById('notice').hidden");
}

/// The page's origin as the DevTools protocol names it.
fn origin(server: &Server) -> String {
    server.url.trim_end_matches('/').to_string()
}

/// The quota the browser gives the page's origin: `Some(bytes)`, or `None` for the
/// browser's own again.
fn quota(tab: &Tab, server: &Server, bytes: Option<f64>) {
    tab.call_method(Storage::OverrideQuotaForOrigin {
        origin: origin(server),
        quota_size: bytes,
    })
    .expect("Storage.overrideQuotaForOrigin");
}

/// The steps of a record (each `node:` and `answer:` line, in order).
fn steps(yaml: &str) -> Vec<String> {
    yaml.lines()
        .map(str::trim)
        .filter(|l| l.starts_with("- node:") || l.starts_with("answer:"))
        .map(str::to_string)
        .collect()
}

/// The record stored under the one `file` was exported from (the page keeps the
/// file name it gives each record), read back through the page's store.
fn stored(tab: &Tab, file: &Path) -> Option<String> {
    let name = file.file_name().unwrap().to_str().unwrap();
    eval(
        tab,
        &format!(
            "import('./store.js').then((m) => m.list()).then((r) => {{ \
               const x = r.ok.find((x) => x.fileName === {name:?}); \
               return x ? x.yaml : null; }})"
        ),
    )
    .as_str()
    .map(str::to_string)
}

/// Another connection to the page's database (the test's own) starts a write on
/// the records and keeps it going, a request always in flight, until the browser
/// closes the connection: every save or read of the page's waits behind it.
fn hold_the_store(tab: &Tab) {
    let held = eval(
        tab,
        "new Promise((held) => { \
           const r = indexedDB.open('bridge-td'); \
           r.onerror = () => held(String(r.error)); \
           r.onsuccess = () => { \
             const s = r.result.transaction('records', 'readwrite').objectStore('records'); \
             const spin = () => { s.count().onsuccess = spin; }; \
             spin(); \
             held(true); \
           }; \
         })",
    );
    assert_eq!(held, true, "the store held");
}

/// The site's stored data cleared under the page, as the browser's "clear site
/// data" does it: the records' database is deleted and every connection to it
/// closed, aborting the transactions running or waiting on it.
fn clear_the_store(tab: &Tab, server: &Server) {
    tab.call_method(Storage::ClearDataForOrigin {
        origin: origin(server),
        storage_Types: "indexeddb".into(),
    })
    .expect("Storage.clearDataForOrigin");
}

/// The phone's quota used up: IndexedDB aborts each of the page's saves with a
/// QuotaExceededError. The notice says the storage is full and offers Export; the
/// walk goes on; once there is room, the next answer saves the whole walk.
fn storage_full(tab: &Tab, server: &Server, downloads: &Path) {
    // Chromium lets an origin's store write for up to 30 s on the free space it
    // last found (BucketContext::kBucketSpaceCacheTimeLimit); a store cleared is
    // opened afresh and asks the quota at its first write.
    quota(tab, server, Some(1.0));
    clear_the_store(tab, server);
    tap(tab, "#start");
    notice_says(tab, "page-storage-full");
    let asked = text(tab, "#ask");
    tap_answer(tab, "insufficient");
    notice_says(tab, "page-storage-full");
    assert_ne!(text(tab, "#ask"), asked, "the walk goes on");
    // What the notice exports has the answer; the store has nothing.
    let file = download(tab, downloads, "#export-now");
    let exported = steps(&std::fs::read_to_string(&file).unwrap());
    assert_eq!(exported.len(), 2, "one answer: {exported:?}");
    assert_eq!(stored(tab, &file), None, "nothing could be stored");
    // Room again: the next answer saves everything, and the notice goes.
    quota(tab, server, None);
    tap(tab, ".answer[data-index='0']");
    tapped(tab);
    notice_hidden(tab);
    let after = steps(&stored(tab, &file).expect("saved once there is room"));
    assert!(
        after.len() > exported.len() && after.starts_with(&exported),
        "stored {after:?}, exported before {exported:?}"
    );
}

/// The store cleared while the page waits on it: IndexedDB aborts the page's
/// transactions (`onabort`, an UnknownError). A save at Done keeps the ruling on
/// screen and says it was not saved; Done again saves it in the store made afresh.
/// A read aborted so says the list could not be read, not that there are no
/// records.
fn storage_cleared(tab: &Tab, server: &Server, downloads: &Path) {
    tap(tab, "#start");
    tap_to_ruling(tab);
    let ruling = text(tab, "#ruling");
    hold_the_store(tab);
    // Done's save is asked for in the tap's own handler: it waits behind the hold
    // once the tap is dispatched.
    tap(tab, "#done");
    clear_the_store(tab, server);
    notice_says(tab, "page-storage-failed");
    assert_eq!(text(tab, "#ruling"), ruling, "the ruling stays on screen");
    assert!(
        eval(tab, "!document.querySelector('#record-list')")
            .as_bool()
            .unwrap()
    );
    let file = download(tab, downloads, "#export-now");
    let exported = std::fs::read_to_string(&file).unwrap();
    assert!(exported.contains("status: complete"), "{exported}");
    tap(tab, "#done");
    wait_for(
        tab,
        "document.querySelector('li.record[data-status=complete]')",
    );
    notice_hidden(tab);
    let saved = stored(tab, &file).expect("saved again");
    assert_eq!(steps(&saved), steps(&exported), "every answer kept");
    // A read of the list, aborted the same way.
    tap(tab, "#nav-home");
    wait_for(tab, "document.querySelector('#start')");
    hold_the_store(tab);
    tap(tab, "#nav-records");
    clear_the_store(tab, server);
    assert_eq!(
        text(tab, "#records-unreadable"),
        page_says("page-records-unreadable")
    );
    assert!(
        eval(
            tab,
            "!document.querySelector('#no-records') && !document.querySelector('#record-list')"
        )
        .as_bool()
        .unwrap(),
        "not shown as a list"
    );
    // Read again, the store is there, made afresh, and empty: now that is said.
    tap(tab, "#nav-records");
    wait_for(tab, "document.querySelector('#no-records')");
}

/// A newer version of the page (in another tab, say) has upgraded the database:
/// this page's connection lets it (closes on `versionchange`), and its own open then
/// fails with a VersionError. Each save says so and offers Export, the walk goes on,
/// and the list says it cannot be read, and why.
fn storage_newer(tab: &Tab, server: &Server, downloads: &Path) {
    let upgraded = eval(
        tab,
        "new Promise((done) => { \
           const r = indexedDB.open('bridge-td', 2); \
           r.onsuccess = () => { r.result.close(); done(true); }; \
           r.onerror = () => done(String(r.error)); \
           r.onblocked = () => done('blocked: the page kept its connection open'); \
         })",
    );
    assert_eq!(upgraded, true, "a newer page's upgrade");
    tap(tab, "#start");
    notice_says(tab, "page-storage-newer");
    let asked = text(tab, "#ask");
    tap_answer(tab, "insufficient");
    notice_says(tab, "page-storage-newer");
    assert_ne!(text(tab, "#ask"), asked, "the walk goes on");
    let file = download(tab, downloads, "#export-now");
    assert_eq!(
        steps(&std::fs::read_to_string(&file).unwrap()).len(),
        2,
        "the answer is in the export"
    );
    tap(tab, "#nav-records");
    assert_eq!(
        text(tab, "#records-unreadable"),
        format!(
            "{} {}",
            page_says("page-records-unreadable"),
            page_says("page-storage-newer")
        )
    );
    assert!(
        eval(tab, "!document.querySelector('#no-records')")
            .as_bool()
            .unwrap()
    );
    // Gone, for the scenarios after this one: the page makes it afresh. (No
    // connection of the page's is open: each of its opens failed.)
    clear_the_store(tab, server);
}

fn offline(tab: &Tab, server: &mut Server) {
    open_page(tab, &server.url);
    // The service worker has the whole page cached once it controls the page.
    wait_for(
        tab,
        "navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)",
    );
    server.stop();
    tab.reload(false, None)
        .unwrap()
        .wait_until_navigated()
        .unwrap();
    wait_for(tab, "window.__tdReady");
    tap(tab, "#start");
    assert!(!text(tab, "#ask").is_empty(), "walks with no server");
    // The other languages are cached too.
    eval(
        tab,
        "(() => { const s = document.getElementById('lang'); s.value = 'pl'; s.dispatchEvent(new Event('change')); })()",
    );
    wait_for(
        tab,
        "document.documentElement.lang === 'pl' && document.querySelector('#ask')",
    );
}

/// The texts of every opened part of the screen: Explain, details, the summaries
/// of the citations (`details p`), and whether any still waits for the second
/// file (`.later`).
fn texts_shown(tab: &Tab) -> (Vec<String>, bool) {
    let texts = eval(
        tab,
        "[...document.querySelectorAll('main details p')].map((p) => p.textContent)",
    );
    let texts = texts
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t.as_str().unwrap().to_string())
        .collect();
    let waiting = eval(tab, "!!document.querySelector('main .later')");
    (texts, waiting == serde_json::Value::Bool(true))
}

/// Every Explain, details and summary on screen says something, none is the
/// loading words or "no summary", and there are citations with summaries.
fn texts_all_there(tab: &Tab, what: &str) {
    let (texts, waiting) = texts_shown(tab);
    assert!(!waiting, "{what}: still waiting for the second file");
    let summaries = eval(
        tab,
        "document.querySelectorAll('ul.cites li details p').length",
    );
    assert!(summaries.as_u64().unwrap() >= 1, "{what}: no citations");
    for t in &texts {
        assert!(
            !t.trim().is_empty() && t != &page_says("page-loading") && !t.contains("no summary"),
            "{what}: {t:?} among {texts:?}"
        );
    }
}

/// Explain, details and the law's summaries come with the bundle's second file
/// (`rulings.en.more.bin`), fetched once the first screen is drawn. On a network
/// that sends it late, the first question is drawn at once, its Explain says the
/// texts are loading and then shows them; a ruling's citations have their
/// summaries; and offline, after a reload, the service worker has the file.
fn texts_on_request(tab: &Tab, site: &Path) {
    let slow = web_support::Slow {
        suffix: ".more.bin",
        delay: std::time::Duration::from_secs(3),
    };
    let mut server = Server::start_slow(site, Some(slow));
    open_page(tab, &server.url);
    tap(tab, "#start");
    let first = text(tab, "#ask");
    assert!(!first.is_empty());
    let loading = eval(tab, "document.querySelector('#explain .later').textContent");
    assert_eq!(
        loading,
        page_says("page-loading"),
        "Explain before the file"
    );
    let explain = wait_for(
        tab,
        "!document.querySelector('main .later') && document.querySelector('#explain p').textContent",
    );
    let explain = explain.as_str().unwrap().to_string();
    texts_all_there(tab, "the first question, the file arrived");
    // It came from the second file: the first has none of it.
    let contains = |name: &str| {
        let bytes = std::fs::read(site.join(name)).unwrap();
        bytes
            .windows(explain.len())
            .any(|w| w == explain.as_bytes())
    };
    assert!(!contains("rulings.en.bin") && contains("rulings.en.more.bin"));
    // A ruling in steps: the step said, its details, the ruling's citations.
    tap(tab, "#nav-home");
    to_the_choice(tab);
    tap(tab, ".answer[data-index='0']");
    tapped(tab);
    wait_for(tab, "document.querySelector('#ruling')");
    texts_all_there(tab, "the ruling");
    let ruling = texts_shown(tab).0;
    // Home first: a reload on a walk comes back to that walk.
    tap(tab, "#nav-home");
    // Offline: the page and both files from the service worker's cache.
    wait_for(
        tab,
        "navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)",
    );
    server.stop();
    tab.reload(false, None)
        .unwrap()
        .wait_until_navigated()
        .unwrap();
    wait_for(tab, "window.__tdReady");
    tap(tab, "#start");
    let again = wait_for(
        tab,
        "!document.querySelector('main .later') && document.querySelector('#explain p').textContent",
    );
    assert_eq!(again.as_str().unwrap(), explain, "Explain offline");
    texts_all_there(tab, "the first question, offline");
    tap(tab, "#nav-home");
    to_the_choice(tab);
    tap(tab, ".answer[data-index='0']");
    tapped(tab);
    wait_for(
        tab,
        "document.querySelector('#ruling') && !document.querySelector('main .later')",
    );
    texts_all_there(tab, "the ruling, offline");
    assert_eq!(texts_shown(tab).0, ruling, "the same texts offline");
}

/// Bad arguments and an invalid rulings directory: exit 2, said plainly, nothing
/// written (the rulings are checked before anything is built).
fn xtask_refuses_bad_input() {
    let scratch = tempfile::tempdir().unwrap();
    let out = scratch.path().join("site");
    let run = |args: &[&OsStr]| {
        let o = web_support::xtask(args).output().unwrap();
        (
            o.status.code(),
            String::from_utf8_lossy(&o.stderr).to_string(),
        )
    };
    let (code, err) = run(&[OsStr::new("web")]);
    assert_eq!(code, Some(2), "{err}");
    common::assert_has(&err, "the output folder is missing");
    common::assert_has(&err, "usage: cargo xtask web [--rulings DIR] OUT");
    let (code, err) = run(&[OsStr::new("web"), OsStr::new("--rulings")]);
    assert_eq!(code, Some(2), "{err}");
    common::assert_has(&err, "--rulings needs a directory");
    let (code, err) = run(&[OsStr::new("web"), OsStr::new("--gzip"), out.as_os_str()]);
    assert_eq!(code, Some(2), "{err}");
    common::assert_has(&err, "unknown option `--gzip`");
    let (code, err) = run(&[OsStr::new("webb"), out.as_os_str()]);
    assert_eq!(code, Some(2), "{err}");
    common::assert_has(&err, "unknown task `webb`");
    // A rulings directory with an error: td check's diagnostic, nothing written.
    let rulings = common::rulings_copy();
    std::fs::write(rulings.path().join("45.yaml"), "tree: [unclosed\n").unwrap();
    let (code, err) = run(&[
        OsStr::new("web"),
        OsStr::new("--rulings"),
        rulings.path().as_os_str(),
        out.as_os_str(),
    ]);
    assert_eq!(code, Some(2), "{err}");
    common::assert_has(&err, "45.yaml:1:");
    common::assert_has(&err, "no page written");
    assert!(!out.exists(), "nothing written");
    // A directory that is not there.
    let (code, err) = run(&[
        OsStr::new("web"),
        OsStr::new("--rulings"),
        scratch.path().join("nowhere").as_os_str(),
        out.as_os_str(),
    ]);
    assert_eq!(code, Some(2), "{err}");
    common::assert_has(&err, "nowhere");
    assert!(!out.exists(), "nothing written");
}
