//! The steps of `cargo xtask web`: rulings, wasm (the page's and the score step's),
//! glue, page, bundles (two files per language), service worker.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use bridge_td::model::tree::Rulings;
use bridge_td::texts::lang::Lang;
use sha2::{Digest, Sha256};

use crate::Failure;

/// The page's own files, copied as they are (`sw.js` is filled in, see below).
const PAGE_FILES: &[&str] = &[
    "index.html",
    "app.css",
    "app.js",
    "store.js",
    "strings.js",
    "manifest.webmanifest",
    "icon.svg",
    "icon-192.png",
    "icon-512.png",
];

/// The page's own words, written from the catalogues (`i18n/<lang>.ftl`).
const PAGE_STRINGS: &str = "page-strings.js";

/// The score step's part of the site, fetched when the Score screen first opens
/// (not part of the first load: `budget.rs`), and cached by the service worker
/// with every other file: its form (`web/page/score/`: script and styles), its words
/// (`page-score-*`), and its own wasm module (`web/score`: the core's score
/// computation) with that module's glue.
pub const SCORE_DIR: &str = "score";
const SCORE_PAGE_FILES: &[&str] = &["score.js", "score.css"];
const SCORE_STRINGS: &str = "strings.js";

/// Whether a `page-` message (without the prefix) is one of the score step's
/// words, written into its own file: the button that opens it (`score`) is not.
fn score_word(name: &str) -> bool {
    name.starts_with("score-")
}

/// `export const STRINGS = { en: { regAsk: "..." }, ... }`: every `page-` message of
/// each language's catalogue that `wanted` takes, named as the page looks it up
/// (`page-reg-ask` is `regAsk`). JSON quoting makes each text a safe JavaScript
/// string.
fn page_strings(wanted: fn(&str) -> bool) -> String {
    let mut langs = serde_json::Map::new();
    for lang in Lang::ALL {
        let source = bridge_td::texts::fluent::MESSAGES.source(lang);
        let bundle = bridge_td::texts::fluent::MESSAGES.bundle(lang);
        let mut words = serde_json::Map::new();
        for id in bridge_td::texts::fluent::ids(source) {
            let Some(name) = id.strip_prefix("page-").filter(|n| wanted(n)) else {
                continue;
            };
            let text = bridge_td::texts::fluent::format(bundle, &id, &Default::default())
                .unwrap_or_default();
            words.insert(camel(name), serde_json::Value::String(text));
        }
        langs.insert(lang.code().to_string(), serde_json::Value::Object(words));
    }
    // The languages, as td lists them (one per catalogue): code, own name, and
    // the browser language tags that pick it (`language-locales`).
    let languages: Vec<serde_json::Value> = Lang::ALL
        .into_iter()
        .map(|lang| {
            let word = |id: &str| bridge_td::texts::fluent::message(lang, id, &[]);
            serde_json::json!({
                "code": lang.code(),
                "name": word("language-name"),
                "locales": word("language-locales").split_whitespace().collect::<Vec<_>>(),
            })
        })
        .collect();
    format!(
        "// Written by `cargo xtask web` from i18n/<lang>.ftl (the page- and language- messages).\nexport const STRINGS = {};\nexport const LANGUAGES = {};\n",
        serde_json::Value::Object(langs),
        serde_json::Value::Array(languages)
    )
}

/// `reg-ask` -> `regAsk`.
fn camel(kebab: &str) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in kebab.chars() {
        if c == '-' {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// The service worker template: `__FILES__` and `__CACHE__` are filled in.
const SERVICE_WORKER: &str = "sw.js";

/// The wasm crates' package names, and their files as cargo writes them: the
/// page's, and the score step's (fetched when it first opens).
const WEB_CRATE: &str = "bridge-td-web";
const WEB_WASM: &str = "bridge_td_web.wasm";
const SCORE_CRATE: &str = "bridge-td-score-web";
const SCORE_WASM: &str = "bridge_td_score_web.wasm";

pub fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The rulings, validated as `td check` validates them; errors printed as it prints
/// them (exit 2, nothing written).
pub fn load_rulings(dir: Option<&Path>) -> Result<Rulings, Failure> {
    let (loaded, what) = match dir {
        Some(d) => (
            bridge_td::model::load_dir::from_dir(d)
                .map_err(|e| Failure::input(e.describe(Lang::En)))?,
            d.display().to_string(),
        ),
        None => (
            bridge_td::model::builtin::parsed(),
            "the built-in rulings".to_string(),
        ),
    };
    eprint!("{}", loaded.diagnostics.render(Lang::En));
    loaded.rulings.ok_or_else(|| {
        Failure::input(format!(
            "{}: the rulings have errors (listed above); no page written",
            bridge_td::texts::text::one_line(&what)
        ))
    })
}

/// The bundle a phone loads first for `lang`.
pub fn first_file(lang: Lang) -> String {
    format!("rulings.{}.bin", lang.code())
}

/// The bundle's second file for `lang`: the texts on request and the law index.
pub fn second_file(lang: Lang) -> String {
    format!("rulings.{}.more.bin", lang.code())
}

/// One file of the built site: its path below OUT and its size in bytes.
pub struct Built {
    pub path: String,
    pub bytes: u64,
}

/// Builds the whole site into `out`; returns its files.
pub fn build(rulings: &Rulings, out: &Path) -> Result<Vec<Built>, Failure> {
    let wasm = build_wasm()?;
    let score_wasm = wasm.with_file_name(SCORE_WASM);
    let partial = sibling(out, "partial")?;
    if partial.exists() {
        fs::remove_dir_all(&partial)
            .map_err(|e| Failure::step(format!("{}: {e}", partial.display())))?;
    }
    let write = |rel: &str, bytes: &[u8]| -> Result<(), Failure> {
        let path = partial.join(rel);
        if let Some(dir) = path.parent() {
            fs::create_dir_all(dir)
                .map_err(|e| Failure::step(format!("{}: {e}", dir.display())))?;
        }
        fs::write(&path, bytes).map_err(|e| Failure::step(format!("{}: {e}", path.display())))
    };
    fs::create_dir_all(&partial)
        .map_err(|e| Failure::step(format!("{}: {e}", partial.display())))?;
    bindgen(&wasm, &partial.join("pkg"))?;
    shrink(&partial.join("pkg").join("bridge_td_web_bg.wasm"))?;
    compact_file(&partial.join("pkg").join("bridge_td_web.js"))?;
    bindgen(&score_wasm, &partial.join(SCORE_DIR))?;
    shrink(&partial.join(SCORE_DIR).join("bridge_td_score_web_bg.wasm"))?;
    compact_file(&partial.join(SCORE_DIR).join("bridge_td_score_web.js"))?;
    let page = root().join("web/page");
    let score_files = SCORE_PAGE_FILES.iter().map(|n| format!("{SCORE_DIR}/{n}"));
    for name in PAGE_FILES.iter().map(|n| n.to_string()).chain(score_files) {
        let name = name.as_str();
        let path = page.join(name);
        let bytes =
            fs::read(&path).map_err(|e| Failure::step(format!("{}: {e}", path.display())))?;
        let bytes = if name.ends_with(".js") {
            compact_js(&String::from_utf8_lossy(&bytes)).into_bytes()
        } else {
            bytes
        };
        write(name, &bytes)?;
    }
    write(PAGE_STRINGS, page_strings(|n| !score_word(n)).as_bytes())?;
    write(
        &format!("{SCORE_DIR}/{SCORE_STRINGS}"),
        page_strings(score_word).as_bytes(),
    )?;
    // Each bundle as the wasm reads it, in two files: what the first question and
    // the walk need, and the texts on request with the law index, which the page
    // fetches after its first screen. The budget is counted before compression,
    // and a web server compresses what it sends (docs/decisions.md, "The web face:
    // size").
    for lang in Lang::ALL {
        let files = bridge_td::model::bundle::encode(rulings, lang);
        write(&first_file(lang), &files.first)?;
        write(&second_file(lang), &files.more)?;
    }
    // The digest the page checks records against, readable without decoding a bundle.
    write("rulings.digest", rulings.digest.as_bytes())?;
    let mut files = list(&partial)?;
    let mut hash = Sha256::new();
    for f in &files {
        hash.update(f.path.as_bytes());
        hash.update(fs::read(partial.join(&f.path)).unwrap_or_default());
    }
    let cache: String = hash
        .finalize()
        .iter()
        .take(8)
        .map(|b| format!("{b:02x}"))
        .collect();
    let mut names: Vec<String> = vec!["./".to_string()];
    names.extend(files.iter().map(|f| format!("./{}", f.path)));
    let template = fs::read_to_string(page.join(SERVICE_WORKER))
        .map_err(|e| Failure::step(format!("{}: {e}", page.join(SERVICE_WORKER).display())))?;
    let sw = template
        .replace("__FILES__", &format!("{names:?}"))
        .replace("__CACHE__", &format!("bridge-td-{cache}"));
    write(SERVICE_WORKER, sw.as_bytes())?;
    files.push(Built {
        path: SERVICE_WORKER.to_string(),
        bytes: sw.len() as u64,
    });
    replace(&partial, out)?;
    Ok(files)
}

/// `OUT.partial` (or another suffix) beside `out`.
pub fn sibling(out: &Path, suffix: &str) -> Result<PathBuf, Failure> {
    let name = out
        .file_name()
        .ok_or_else(|| Failure::input(format!("`{}` names no folder", out.display())))?;
    let mut n = name.to_os_string();
    n.push(format!(".{suffix}"));
    Ok(out.with_file_name(n))
}

/// Moves the finished site to `out`, replacing an earlier build there.
pub fn replace(partial: &Path, out: &Path) -> Result<(), Failure> {
    if out.exists() {
        let old = sibling(out, "old")?;
        if old.exists() {
            fs::remove_dir_all(&old)
                .map_err(|e| Failure::step(format!("{}: {e}", old.display())))?;
        }
        fs::rename(out, &old).map_err(|e| Failure::step(format!("{}: {e}", out.display())))?;
        fs::rename(partial, out).map_err(|e| Failure::step(format!("{}: {e}", out.display())))?;
        fs::remove_dir_all(&old).map_err(|e| Failure::step(format!("{}: {e}", old.display())))
    } else {
        fs::rename(partial, out).map_err(|e| Failure::step(format!("{}: {e}", out.display())))
    }
}

/// Every file below `dir`, as paths relative to it, sorted.
pub fn list(dir: &Path) -> Result<Vec<Built>, Failure> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        let entries =
            fs::read_dir(&d).map_err(|e| Failure::step(format!("{}: {e}", d.display())))?;
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                todo.push(p);
            } else {
                let rel = p.strip_prefix(dir).expect("below dir");
                out.push(Built {
                    path: rel.to_string_lossy().replace('\\', "/"),
                    bytes: e.metadata().map(|m| m.len()).unwrap_or(0),
                });
            }
        }
    }
    out.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(out)
}

pub fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("target"))
}

/// `cargo build` of the web face's two wasm crates for wasm32, with the `web`
/// profile; the page's module (the score step's is beside it).
fn build_wasm() -> Result<PathBuf, Failure> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(root())
        .args([
            "build",
            "--package",
            WEB_CRATE,
            "--package",
            SCORE_CRATE,
            "--target",
            "wasm32-unknown-unknown",
            "--profile",
            "web",
        ])
        .status()
        .map_err(|e| Failure::step(format!("cannot run cargo: {e}")))?;
    if !status.success() {
        return Err(Failure::step(
            "building the web face for wasm32 failed (above); is the target installed? `rustup target add wasm32-unknown-unknown`",
        ));
    }
    Ok(target_dir()
        .join("wasm32-unknown-unknown/web")
        .join(WEB_WASM))
}

/// The `wasm-bindgen` version `web/wasm/Cargo.toml` pins (`"=X.Y.Z"`); the score
/// step's crate (`web/score`) must pin the same, since one CLI makes both glues.
pub fn pinned_bindgen() -> Result<String, Failure> {
    let page = pin_in("web/wasm/Cargo.toml")?;
    let score = pin_in("web/score/Cargo.toml")?;
    if page != score {
        return Err(Failure::step(format!(
            "web/wasm pins wasm-bindgen {page} and web/score {score}: one CLI makes both glues, so they must be the same"
        )));
    }
    Ok(page)
}

fn pin_in(manifest: &str) -> Result<String, Failure> {
    let manifest = root().join(manifest);
    let text = fs::read_to_string(&manifest)
        .map_err(|e| Failure::step(format!("{}: {e}", manifest.display())))?;
    text.lines()
        .find_map(|l| {
            let v = l.strip_prefix("wasm-bindgen = \"=")?;
            Some(v.trim_end_matches('"').to_string())
        })
        .ok_or_else(|| {
            Failure::step(format!(
                "{}: no exact `wasm-bindgen = \"=X.Y.Z\"` pin",
                manifest.display()
            ))
        })
}

/// Runs `wasm-bindgen --target web` over `wasm` into `dir`, after checking that the
/// CLI is the pinned version.
fn bindgen(wasm: &Path, dir: &Path) -> Result<(), Failure> {
    let pinned = pinned_bindgen()?;
    let install = format!("cargo install wasm-bindgen-cli --version ={pinned} --locked");
    let version = Command::new("wasm-bindgen")
        .arg("--version")
        .output()
        .map_err(|_| Failure::step(format!("wasm-bindgen is not installed: {install}")))?;
    let shown = String::from_utf8_lossy(&version.stdout).trim().to_string();
    if shown.split_whitespace().nth(1) != Some(pinned.as_str()) {
        return Err(Failure::step(format!(
            "`{shown}` is not the pinned wasm-bindgen {pinned} (the glue must match the crate): {install}"
        )));
    }
    let status = Command::new("wasm-bindgen")
        .args(["--target", "web", "--no-typescript", "--out-dir"])
        .arg(dir)
        .arg(wasm)
        .status()
        .map_err(|e| Failure::step(format!("cannot run wasm-bindgen: {e}")))?;
    if !status.success() {
        return Err(Failure::step("wasm-bindgen failed (above)"));
    }
    Ok(())
}

/// The features rustc's wasm32 target enables by default, which `wasm-opt` must
/// be told it may keep.
const WASM_FEATURES: &[&str] = &[
    "--enable-bulk-memory",
    "--enable-sign-ext",
    "--enable-nontrapping-float-to-int",
    "--enable-mutable-globals",
    "--enable-reference-types",
    "--enable-multivalue",
];

/// `wasm-opt -Oz` (binaryen) over the glue's wasm, in place: a fifth smaller. Without
/// binaryen the page still works, larger; the build says so.
fn shrink(wasm: &Path) -> Result<(), Failure> {
    if Command::new("wasm-opt").arg("--version").output().is_err() {
        eprintln!(
            "xtask: wasm-opt (binaryen) is not installed: the wasm is not size-optimised (apt-get install binaryen)"
        );
        return Ok(());
    }
    let status = Command::new("wasm-opt")
        .arg("-Oz")
        .args(WASM_FEATURES)
        .arg(wasm)
        .arg("-o")
        .arg(wasm)
        .status()
        .map_err(|e| Failure::step(format!("cannot run wasm-opt: {e}")))?;
    if !status.success() {
        return Err(Failure::step("wasm-opt failed (above)"));
    }
    Ok(())
}

/// JavaScript as the phone loads it (the page's own and the wasm-bindgen glue):
/// without its comment lines (`//`, and `/* ... */` blocks of whole lines, the
/// glue's copies of the Rust docs), its indentation and its blank lines, which are
/// a fifth to a third of it and count in the first load's budget
/// (docs/decisions.md, "The web face: size"). The source keeps them. Only whole
/// lines go: a line that opens a template literal without closing it would make a
/// line's start part of a string, so such a file is copied as it is.
fn compact_js(source: &str) -> String {
    if source.lines().any(|l| l.matches('`').count() % 2 == 1) {
        return source.to_string();
    }
    let mut out = String::with_capacity(source.len());
    let mut in_block = false;
    for line in source.lines() {
        let code = line.trim();
        if in_block {
            in_block = !code.ends_with("*/");
            continue;
        }
        if code.starts_with("/*") && !code[2..].contains("*/") {
            in_block = true;
            continue;
        }
        let whole_block =
            code.starts_with("/*") && code.ends_with("*/") && code.matches("*/").count() == 1;
        if code.is_empty() || code.starts_with("//") || whole_block {
            continue;
        }
        out.push_str(code);
        out.push('\n');
    }
    out
}

/// Compacts a JavaScript file of the built site in place ([`compact_js`]).
fn compact_file(path: &Path) -> Result<(), Failure> {
    let text =
        fs::read_to_string(path).map_err(|e| Failure::step(format!("{}: {e}", path.display())))?;
    fs::write(path, compact_js(&text))
        .map_err(|e| Failure::step(format!("{}: {e}", path.display())))
}

#[cfg(test)]
mod tests {
    use super::compact_js;

    #[test]
    fn comment_lines_indentation_and_blank_lines_go_and_code_stays() {
        let js =
            "// about\nfunction f() {\n  // why\n  return \"// not a comment\"; // kept\n\n}\n";
        assert_eq!(
            compact_js(js),
            "function f() {\nreturn \"// not a comment\"; // kept\n}\n"
        );
    }

    #[test]
    fn block_comments_of_whole_lines_go_as_the_glue_writes_them() {
        let js = "/**\n * Keeps a score.\n * @param {string} kind\n */\n  keepScore(kind) {\n    /* one */\n    return f(/* arg */ kind);\n  }\n";
        assert_eq!(
            compact_js(js),
            "keepScore(kind) {\nreturn f(/* arg */ kind);\n}\n"
        );
    }

    #[test]
    fn a_template_literal_over_lines_keeps_the_file_as_it_is() {
        let js = "const t = `a\n  // inside\n`;\n";
        assert_eq!(compact_js(js), js);
    }
}
