//! What the browser tests (`tests/web.rs`) and the page benchmark (`benches/web.rs`)
//! share: finding the tools, building the site once, serving it on 127.0.0.1, and
//! a headless Chromium to drive it.
//!
//! Without Chromium, the pinned `wasm-bindgen` or the wasm32 target, [`tools`] says
//! which is missing and the caller skips, saying so plainly: `cargo test` passes on
//! a machine with none of them. `.ci/run` installs them all.
//!
//! The site is built with `cargo xtask web` into `target/web-test/site`, with its own
//! target directory (`target/web-test/cargo`): a `cargo test` holds the lock on the
//! main one while tests run.
#![allow(dead_code)]

use std::ffi::OsStr;
use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use headless_chrome::protocol::cdp::Emulation;
use headless_chrome::{Browser, LaunchOptions, Tab};

pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn work_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"));
    target.join("web-test")
}

/// Chromium, when installed: `$CHROME`, else the usual names on `PATH`.
fn chromium() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("CHROME") {
        return Some(PathBuf::from(p));
    }
    let path = std::env::var_os("PATH")?;
    for dir in std::env::split_paths(&path) {
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            let p = dir.join(name);
            if p.is_file() {
                return Some(p);
            }
        }
    }
    None
}

/// The `wasm-bindgen` version `web/wasm/Cargo.toml` pins.
fn pinned_bindgen() -> Option<String> {
    let text = std::fs::read_to_string(root().join("web/wasm/Cargo.toml")).ok()?;
    text.lines().find_map(|l| {
        let v = l.strip_prefix("wasm-bindgen = \"=")?;
        Some(v.trim_end_matches('"').to_string())
    })
}

/// Chromium's path, or what is missing for the browser tests.
pub fn tools() -> Result<PathBuf, String> {
    let chrome = chromium().ok_or("Chromium is not installed (apt-get install chromium)")?;
    let pinned = pinned_bindgen().ok_or("web/wasm/Cargo.toml pins no wasm-bindgen")?;
    let shown = Command::new("wasm-bindgen")
        .arg("--version")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .map_err(|_| {
            format!("wasm-bindgen is not installed (cargo install wasm-bindgen-cli --version ={pinned} --locked)")
        })?;
    if shown.split_whitespace().nth(1) != Some(pinned.as_str()) {
        return Err(format!(
            "`{shown}` is not the pinned wasm-bindgen {pinned} (cargo install wasm-bindgen-cli --version ={pinned} --locked)"
        ));
    }
    if Command::new("wasm-opt").arg("--version").output().is_err() {
        return Err("binaryen's wasm-opt is not installed (apt-get install binaryen)".into());
    }
    let sysroot = Command::new("rustc")
        .args(["--print", "sysroot"])
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
        .map_err(|e| format!("rustc: {e}"))?;
    if !Path::new(&sysroot)
        .join("lib/rustlib/wasm32-unknown-unknown")
        .is_dir()
    {
        return Err(
            "the wasm32 target is not installed (rustup target add wasm32-unknown-unknown)".into(),
        );
    }
    Ok(chrome)
}

/// `cargo xtask ARGS`, as a user runs it (in its own target directory).
pub fn xtask(args: &[&OsStr]) -> Command {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let mut cmd = Command::new(cargo);
    cmd.current_dir(root())
        .env("CARGO_TARGET_DIR", work_dir().join("cargo"))
        .args(["run", "--quiet", "--package", "xtask", "--"])
        .args(args);
    cmd
}

/// Builds the site from the built-in rulings (once per test binary); its folder.
pub fn site() -> PathBuf {
    let out = work_dir().join("site");
    let status = xtask(&[OsStr::new("web"), out.as_os_str()])
        .status()
        .expect("cargo runs");
    assert!(status.success(), "cargo xtask web failed");
    out
}

/// A static file server on 127.0.0.1 (a secure context: the service worker runs),
/// one request per connection. [`Server::stop`] closes the port: the page is then
/// offline.
pub struct Server {
    pub url: String,
    stop: Arc<AtomicBool>,
    port: u16,
    thread: Option<JoinHandle<()>>,
}

/// Files served late: those whose names end with `suffix`, after `delay` (a slow
/// network, for what the page does before they arrive).
#[derive(Clone)]
pub struct Slow {
    pub suffix: &'static str,
    pub delay: Duration,
}

impl Server {
    pub fn start(dir: &Path) -> Server {
        Server::start_slow(dir, None)
    }

    /// A server on a port of its own (another origin: its own service worker and
    /// storage) that sends the files `slow` names late, each connection on its own
    /// thread so that the others are not held up behind them.
    pub fn start_slow(dir: &Path, slow: Option<Slow>) -> Server {
        let listener = TcpListener::bind("127.0.0.1:0").expect("a local port");
        let port = listener.local_addr().unwrap().port();
        let stop = Arc::new(AtomicBool::new(false));
        let flag = stop.clone();
        let dir = dir.to_path_buf();
        let thread = std::thread::spawn(move || {
            for conn in listener.incoming() {
                if flag.load(Ordering::SeqCst) {
                    break;
                }
                if let Ok(conn) = conn {
                    match &slow {
                        None => serve(&dir, conn, None),
                        Some(slow) => {
                            let (dir, slow) = (dir.clone(), slow.clone());
                            std::thread::spawn(move || serve(&dir, conn, Some(&slow)));
                        }
                    }
                }
            }
        });
        Server {
            url: format!("http://127.0.0.1:{port}/"),
            stop,
            port,
            thread: Some(thread),
        }
    }

    pub fn stop(&mut self) {
        self.stop.store(true, Ordering::SeqCst);
        // Wakes the accept loop, which then ends and drops the listener.
        let _ = TcpStream::connect(("127.0.0.1", self.port));
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.stop();
    }
}

fn content_type(path: &Path) -> &'static str {
    match path.extension().and_then(OsStr::to_str) {
        Some("html") => "text/html; charset=utf-8",
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("wasm") => "application/wasm",
        Some("webmanifest") => "application/manifest+json",
        Some("svg") => "image/svg+xml",
        Some("png") => "image/png",
        _ => "application/octet-stream",
    }
}

fn serve(dir: &Path, mut conn: TcpStream, slow: Option<&Slow>) {
    let _ = conn.set_read_timeout(Some(Duration::from_secs(5)));
    let mut reader = BufReader::new(conn.try_clone().expect("a socket clones"));
    let mut line = String::new();
    if reader.read_line(&mut line).is_err() {
        return;
    }
    // The headers, up to the blank line.
    let mut header = String::new();
    while reader.read_line(&mut header).is_ok_and(|n| n > 2) {
        header.clear();
    }
    let target = line.split_whitespace().nth(1).unwrap_or("/");
    let path = target.split(['?', '#']).next().unwrap_or("/");
    let rel = path.trim_start_matches('/');
    let rel = if rel.is_empty() { "index.html" } else { rel };
    let file = dir.join(rel);
    if let Some(slow) = slow.filter(|s| rel.ends_with(s.suffix)) {
        std::thread::sleep(slow.delay);
    }
    let response = match (rel.contains(".."), std::fs::read(&file)) {
        (false, Ok(body)) => {
            let mut r = format!(
                "HTTP/1.1 200 OK\r\nContent-Type: {}\r\nContent-Length: {}\r\nCache-Control: no-cache\r\nConnection: close\r\n\r\n",
                content_type(&file),
                body.len()
            )
            .into_bytes();
            r.extend(body);
            r
        }
        _ => b"HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n".to_vec(),
    };
    let _ = conn.write_all(&response);
}

/// Chromium, headless, with a fresh profile in `profile`, as the brief for this
/// machine asks (no background connections, no sandbox as root).
pub fn browser(chrome: &Path, profile: &Path) -> Browser {
    let args: Vec<&OsStr> = [
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--disable-gpu",
        "--no-sandbox",
    ]
    .iter()
    .map(OsStr::new)
    .collect();
    let options = LaunchOptions::default_builder()
        .path(Some(chrome.to_path_buf()))
        .headless(true)
        .sandbox(false)
        .window_size(Some((390, 844)))
        .user_data_dir(Some(profile.to_path_buf()))
        .idle_browser_timeout(Duration::from_secs(300))
        .args(args)
        .build()
        .expect("launch options");
    Browser::new(options).expect("Chromium starts")
}

/// A phone's screen: 390 x 844 CSS pixels, touch, as the screenshots show it.
pub fn phone(tab: &Tab) {
    tab.call_method(Emulation::SetDeviceMetricsOverride {
        width: 390,
        height: 844,
        device_scale_factor: 1.0,
        mobile: true,
        scale: None,
        screen_width: None,
        screen_height: None,
        position_x: None,
        position_y: None,
        dont_set_visible_size: None,
        screen_orientation: None,
        viewport: None,
        display_feature: None,
        device_posture: None,
    })
    .expect("device metrics");
    tab.call_method(Emulation::SetTouchEmulationEnabled {
        enabled: true,
        max_touch_points: Some(5),
    })
    .expect("touch");
}

/// The value of a JavaScript expression (awaited when it is a promise), as JSON.
pub fn eval(tab: &Tab, js: &str) -> serde_json::Value {
    let r = tab
        .evaluate(
            &format!("(async () => JSON.stringify(await ({js})))()"),
            true,
        )
        .unwrap_or_else(|e| panic!("{js}: {e}"));
    let text = r.value.and_then(|v| v.as_str().map(str::to_string));
    text.and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or(serde_json::Value::Null)
}

/// Waits until `js` is truthy (bounded: a page that never gets there fails the test
/// with the condition named, it does not hang).
pub fn wait_for(tab: &Tab, js: &str) -> serde_json::Value {
    let until = Instant::now() + Duration::from_secs(30);
    loop {
        let v = eval(tab, js);
        if !v.is_null() && v != serde_json::Value::Bool(false) {
            return v;
        }
        assert!(Instant::now() < until, "waited 30 s for `{js}`");
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// The page's size as a phone loads it: the shell (every file but the rulings
/// bundles and the score step), each language's first load (the shell and
/// `rulings.LANG.bin`) with its second file beside it (`rulings.LANG.more.bin`,
/// fetched after the first screen), the score step (`score/`: fetched when the
/// Score screen first opens), and the whole folder.
pub struct Sizes {
    pub shell: u64,
    pub langs: Vec<LangSize>,
    pub score_step: u64,
    pub folder: u64,
}

pub struct LangSize {
    pub lang: String,
    /// `rulings.LANG.bin`.
    pub first: u64,
    /// `rulings.LANG.more.bin`.
    pub second: u64,
}

impl LangSize {
    /// What a phone loads before the first screen in this language.
    pub fn first_load(&self, sizes: &Sizes) -> u64 {
        sizes.shell + self.first
    }
}

pub fn sizes(site: &Path) -> Sizes {
    fn walk(dir: &Path, out: &mut Vec<(PathBuf, u64)>) {
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            let p = e.path();
            if p.is_dir() {
                walk(&p, out);
            } else {
                out.push((p, e.metadata().unwrap().len()));
            }
        }
    }
    let mut files = Vec::new();
    walk(site, &mut files);
    let name = |p: &Path| p.file_name().unwrap().to_string_lossy().to_string();
    let size = |wanted: &str| {
        files
            .iter()
            .find(|(p, _)| name(p) == wanted)
            .map_or(0, |(_, n)| *n)
    };
    let score_step = |p: &Path| p.starts_with(site.join("score"));
    let shell: u64 = files
        .iter()
        .filter(|(p, _)| !name(p).ends_with(".bin") && !score_step(p))
        .map(|(_, n)| n)
        .sum();
    let mut langs: Vec<LangSize> = files
        .iter()
        .filter_map(|(p, _)| {
            let lang = name(p)
                .strip_prefix("rulings.")?
                .strip_suffix(".bin")
                .filter(|l| !l.contains('.'))?
                .to_string();
            Some(LangSize {
                first: size(&format!("rulings.{lang}.bin")),
                second: size(&format!("rulings.{lang}.more.bin")),
                lang,
            })
        })
        .collect();
    langs.sort_by(|a, b| a.lang.cmp(&b.lang));
    Sizes {
        shell,
        langs,
        score_step: files
            .iter()
            .filter(|(p, _)| score_step(p))
            .map(|(_, n)| n)
            .sum(),
        folder: files.iter().map(|(_, n)| n).sum(),
    }
}

/// The budget for a language's first load: 1.5 MB before compression (2.1 MB
/// before the bundles were split in two; docs/decisions.md, "The web face: size";
/// the same figure as `web/xtask/src/budget.rs`).
pub const BUDGET: u64 = 1_500_000;
