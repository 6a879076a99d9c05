//! Lists the languages: every `i18n/<code>.ftl` beside this crate (English first,
//! then by code), and writes `languages.rs` to `OUT_DIR`: the `Lang` enum, each
//! language's locale names (its catalogue's `language-locales`), and every file a
//! language has, included as text (`i18n/<code>.ftl`, `i18n/notes/<code>.ftl`,
//! `i18n/help/<code>.ftl`, `i18n/search/<code>.txt`).

use std::fmt::Write;
use std::fs;
use std::path::Path;

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let i18n = Path::new(&manifest).join("../i18n");
    let i18n = i18n.canonicalize().unwrap_or(i18n);
    println!("cargo:rerun-if-changed={}", i18n.display());
    let mut codes: Vec<String> = fs::read_dir(&i18n)
        .unwrap_or_else(|e| panic!("{}: {e}", i18n.display()))
        .filter_map(|e| e.ok())
        .filter_map(|e| {
            let name = e.file_name().to_string_lossy().into_owned();
            let code = name.strip_suffix(".ftl")?.to_string();
            let plain = !code.is_empty() && code.chars().all(|c| c.is_ascii_lowercase());
            if !plain {
                panic!(
                    "{}: a catalogue is named by its language code in lower-case letters (nb.ftl)",
                    i18n.join(&name).display()
                );
            }
            Some(code)
        })
        .collect();
    codes.sort_by_key(|c| (c != "en", c.clone()));
    assert_eq!(
        codes.first().map(String::as_str),
        Some("en"),
        "{}: en.ftl is required: every text has English",
        i18n.display()
    );

    let variant = |code: &str| {
        let mut v = code[..1].to_ascii_uppercase();
        v += &code[1..];
        v
    };
    let n = codes.len();
    let mut out = String::new();
    writeln!(
        out,
        "/// A language td speaks: one per `i18n/<code>.ftl` (written by td-lang's build script)."
    )
    .unwrap();
    out += "#[derive(serde::Serialize, serde::Deserialize, Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]\n";
    out += "#[cfg_attr(feature = \"clap\", derive(clap::ValueEnum))]\npub enum Lang {\n";
    for c in &codes {
        writeln!(out, "    {},", variant(c)).unwrap();
    }
    out += "}\n\n";
    writeln!(
        out,
        "/// Every language, English first.\npub(crate) const ALL: [Lang; {n}] = [{}];",
        codes
            .iter()
            .map(|c| format!("Lang::{}", variant(c)))
            .collect::<Vec<_>>()
            .join(", ")
    )
    .unwrap();
    writeln!(out, "pub(crate) const CODES: [&str; {n}] = {codes:?};").unwrap();

    let mut locales = Vec::new();
    let mut citations = Vec::new();
    let file_list = |sub: &str, ext: &str, required: bool| {
        let mut items = Vec::new();
        for c in &codes {
            let path = i18n.join(sub).join(format!("{c}.{ext}"));
            println!("cargo:rerun-if-changed={}", path.display());
            let include = format!("include_str!({:?})", path.display().to_string());
            if required && path.exists() {
                items.push(include);
            } else if path.exists() {
                items.push(format!("Some({include})"));
            } else if required {
                panic!(
                    "{}: missing: every language has one (see docs/authoring.md, \"Adding a language\")",
                    path.display()
                );
            } else {
                items.push("None".to_string());
            }
        }
        format!("[{}]", items.join(", "))
    };
    // Built for wasm32 (the page), no catalogue is built in: each language's comes
    // with that language's rulings bundle (`bridge_td::model::bundle`), so a phone's
    // first load carries one language's messages, not every language's in each wasm
    // module (docs/decisions.md, "The web face: size").
    let wasm = std::env::var("TARGET").is_ok_and(|t| t.starts_with("wasm32"));
    let catalogues = if wasm {
        format!("[{}]", vec!["\"\""; codes.len()].join(", "))
    } else {
        file_list("", "ftl", true)
    };
    let notes = file_list("notes", "ftl", true);
    let help = file_list("help", "ftl", true);
    let search = file_list("search", "txt", true);
    for c in &codes {
        let source = fs::read_to_string(i18n.join(format!("{c}.ftl"))).expect("a catalogue");
        let names: Vec<String> = source
            .lines()
            .find_map(|l| l.strip_prefix("language-locales ="))
            .map(|v| v.split_whitespace().map(str::to_string).collect())
            .unwrap_or_else(|| vec![c.clone()]);
        locales.push(names);
        let citation = source
            .lines()
            .find_map(|l| l.strip_prefix("language-citation ="))
            .map(|v| format!("{} ", v.trim()))
            .unwrap_or_else(|| {
                panic!(
                    "{c}.ftl: no `language-citation` (how the law book names a paragraph: Law, §)"
                )
            });
        citations.push(citation);
    }
    writeln!(out, "/// How each language's law book names a paragraph before its number (`language-citation`).\npub(crate) const CITATIONS: [&str; {n}] = {citations:?};").unwrap();
    writeln!(out, "/// Each language's locale names (`language-locales` in its catalogue).\npub(crate) const LOCALES: [&[&str]; {n}] = [{}];", locales.iter().map(|l| format!("&{l:?}")).collect::<Vec<_>>().join(", ")).unwrap();
    let files = |name: &str, ty: &str, doc: &str, list: String| {
        format!("/// {doc}, one per language.\npub const {name}: [{ty}; {n}] = {list};\n")
    };
    out += &files(
        "CATALOGUES",
        "&str",
        "`i18n/<code>.ftl`, the user interface's messages",
        catalogues,
    );
    out += &files(
        "NOTES",
        "&str",
        "`i18n/notes/<code>.ftl`, the notes on a file's content",
        notes,
    );
    out += &files(
        "HELP",
        "&str",
        "`i18n/help/<code>.ftl`, `--help` and `td man` (English: `td man` only)",
        help,
    );
    out += &files(
        "SEARCH",
        "&str",
        "`i18n/search/<code>.txt`, the TDs' words for search",
        search,
    );
    let out_dir = std::env::var("OUT_DIR").expect("OUT_DIR");
    fs::write(Path::new(&out_dir).join("languages.rs"), out).expect("write languages.rs");
}
