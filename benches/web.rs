//! The page on a slow phone: headless Chromium with the CPU slowed four times
//! (`Emulation.setCPUThrottlingRate` 4), at 390x844.
//!
//! Prints: the page's size as loaded per language (the first load's budget is 1.5
//! MB before compression; `tests/web.rs` asserts it), the time from navigation to the first
//! question on screen (the frame after it is drawn; `#ask` starts a walk at once),
//! cold (from the server) and warm (from the service worker's cache), and for a tap
//! on an answer: the time from the tap's event (its own time stamp, so the
//! browser's input handling counts) to the next question drawn, whether the browser
//! ran a frame in between (the question then shows a frame late), and the time to
//! the start of the frame that shows it (which adds the wait for the display's next
//! frame: up to 16.7 ms at 60 Hz, whatever the page does). Figures only: timings are
//! not asserted anywhere (they depend on the machine).
//!
//! `cargo bench --bench web`; skipped, saying why, without Chromium or the wasm tools.

#[path = "../tests/web_support/mod.rs"]
mod web_support;

use headless_chrome::protocol::cdp::Emulation;
use web_support::{Server, eval, wait_for};

const RUNS: usize = 7;
const TAPS: usize = 20;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

/// A fresh page load straight into a walk (`#ask`), from a blank page so that every
/// run navigates.
fn start_walk(tab: &headless_chrome::Tab, url: &str) {
    // The walk left on screen is forgotten first: the page comes back to it when
    // the tab loads it again (its `td-walk`), and `#ask` is to start afresh.
    eval(
        tab,
        "(() => { try { sessionStorage.removeItem('td-walk'); } catch (e) {} return true; })()",
    );
    tab.navigate_to("about:blank")
        .unwrap()
        .wait_until_navigated()
        .unwrap();
    tab.navigate_to(&format!("{url}#ask"))
        .unwrap()
        .wait_until_navigated()
        .unwrap();
}

fn main() {
    let chrome = match web_support::tools() {
        Ok(c) => c,
        Err(missing) => {
            println!("web bench: SKIPPED: {missing}");
            return;
        }
    };
    let site = web_support::site();
    let sizes = web_support::sizes(&site);
    println!("size  {:<34} {:>9} bytes", "shell", sizes.shell);
    for l in &sizes.langs {
        println!(
            "size  {:<34} {:>9} bytes (then rulings.{}.more.bin {} bytes)",
            format!("first load in {} (rulings.{0}.bin {})", l.lang, l.first),
            l.first_load(&sizes),
            l.lang,
            l.second
        );
    }
    println!(
        "size  {:<34} {:>9} bytes",
        "score step (when it first opens)", sizes.score_step
    );
    println!("size  {:<34} {:>9} bytes", "whole folder", sizes.folder);
    let profile = tempfile::tempdir().unwrap();
    let browser = web_support::browser(&chrome, profile.path());
    let server = Server::start(&site);
    let tab = browser.new_tab().unwrap();
    web_support::phone(&tab);
    tab.call_method(Emulation::SetCPUThrottlingRate { rate: 4.0 })
        .unwrap();
    let mut first = Vec::new();
    for _ in 0..RUNS {
        start_walk(&tab, &server.url);
        let ms = wait_for(&tab, "window.__tdFirstQuestion").as_f64().unwrap();
        first.push(ms);
        // Once the service worker controls the page, later runs are served by it.
        wait_for(
            &tab,
            "navigator.serviceWorker.ready.then(() => !!navigator.serviceWorker.controller)",
        );
    }
    println!(
        "first question on screen after navigation: cold {:.0} ms, warm median {:.0} ms (of {}), max {:.0} ms",
        first[0],
        median(first[1..].to_vec()),
        RUNS - 1,
        first[1..].iter().cloned().fold(0.0, f64::max)
    );
    eval(&tab, "window.__tdCountFrames(), true");
    let mut taps = Vec::new();
    let mut handler = Vec::new();
    let mut own = Vec::new();
    let mut late = 0;
    while taps.len() < TAPS {
        let at_question = eval(&tab, "!!document.querySelector('.answer')");
        if at_question != serde_json::Value::Bool(true) {
            start_walk(&tab, &server.url);
            wait_for(&tab, "document.querySelector('.answer')");
            eval(&tab, "window.__tdCountFrames(), true");
            continue;
        }
        eval(&tab, "window.__tdTap = null");
        // At a TD's pace: the page takes no tap within a double tap's interval
        // (300 ms) of the one that drew the screen.
        std::thread::sleep(std::time::Duration::from_millis(350));
        tab.wait_for_element(".answer[data-index='0']")
            .unwrap()
            .click()
            .unwrap();
        let tap = wait_for(
            &tab,
            "window.__tdTap && window.__tdTap.frame && window.__tdTap",
        );
        taps.push(tap["frame"].as_f64().unwrap());
        if std::env::var_os("TD_BENCH_VERBOSE").is_some() {
            println!("tap {tap}");
        }
        handler.push(tap["drawn"].as_f64().unwrap());
        own.push(tap["drawn"].as_f64().unwrap() - tap["queued"].as_f64().unwrap());
        if tap["framesBetween"].as_u64().unwrap() > 0 {
            late += 1;
        }
    }
    println!(
        "tap to next question drawn: median {:.1} ms, max {:.1} ms (the page's handler alone: median {:.1} ms, max {:.1} ms); shown in the first frame after the tap in {} of {} taps; tap to the start of that frame: median {:.1} ms, max {:.1} ms",
        median(handler.clone()),
        handler.iter().cloned().fold(0.0, f64::max),
        median(own.clone()),
        own.iter().cloned().fold(0.0, f64::max),
        TAPS - late,
        TAPS,
        median(taps.clone()),
        taps.iter().cloned().fold(0.0, f64::max),
    );
}
