//! Cargo build script: the built-in rulings, validated and encoded at build time.
//!
//! 1. Lists every `rulings/*.yaml`, `rulings/laws/*.yaml` and `rulings/clauses/*.yaml`, so a new law tree or law
//!    index file is part of the binary as soon as it exists (the law lives in YAML;
//!    no Rust list to keep in step).
//! 2. Runs the crate's own loader over them (the modules below are the crate's source
//!    files, compiled a second time into this script). Any error fails the build with
//!    the diagnostics `td check` prints.
//! 3. Writes the validated model (postcard), its digest, and the file list to
//!    `OUT_DIR` for `src/model/builtin.rs`.

#![allow(dead_code, unused_imports)]

#[path = "src/model/build/mod.rs"]
mod build;
#[path = "src/model/check.rs"]
mod check;
#[path = "src/model/diag.rs"]
mod diag;
#[path = "src/texts/fluent.rs"]
mod fluent;
#[path = "src/model/holder.rs"]
mod holder;
#[path = "src/texts/keyword.rs"]
mod keyword;
#[path = "src/texts/lang.rs"]
mod lang;
#[path = "src/law/law_index.rs"]
mod law_index;
#[path = "src/law/law_ref.rs"]
mod law_ref;
#[path = "src/model/load.rs"]
mod load;
#[path = "src/model/node_set.rs"]
mod node_set;
#[path = "src/texts/note.rs"]
mod note;
#[path = "src/files/os.rs"]
mod os;
#[path = "src/texts/pseudo.rs"]
mod pseudo;
#[path = "src/model/raw.rs"]
mod raw;
#[path = "src/files/read.rs"]
mod read;
#[path = "src/model/score_kind.rs"]
mod score_kind;
#[path = "src/law/similar.rs"]
mod similar;
#[path = "src/files/test_hook.rs"]
mod test_hook;
#[path = "src/texts/text.rs"]
mod text;
#[path = "src/model/tree.rs"]
mod tree;

// The crate's modules by their layers' paths (`crate::model::tree`), as in `src/lib.rs`.
mod files {
    pub(crate) use super::{os, read, test_hook};
}
mod law {
    pub(crate) use super::{law_index, law_ref, similar};
}
mod model {
    pub(crate) use super::{build, check, diag, holder, load, node_set, raw, score_kind, tree};
}
mod texts {
    pub(crate) use super::{fluent, keyword, lang, note, pseudo, text};
}

use std::borrow::Cow;
use std::fs;
use std::path::Path;

fn yaml_files(dir: &Path) -> Vec<String> {
    // `rulings/clauses/` is optional: a set may have no clauses.
    let Ok(entries) = fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut names: Vec<String> = entries
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".yaml"))
        .collect();
    names.sort();
    names
}

fn main() {
    // Read when the script runs, not baked in when it was compiled: a checkout moved
    // or copied while reusing its target folder must read its own rulings.
    let manifest_dir = std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let manifest = Path::new(&manifest_dir);
    let root = manifest.join("rulings");
    let out_dir = std::env::var("OUT_DIR").expect("OUT_DIR");
    let out = Path::new(&out_dir);
    // The loader's source files are compiled into this script: a change to them
    // must re-run it (Cargo recompiles the script itself, but say so explicitly).
    println!("cargo:rerun-if-changed=src");
    let mut list = String::from(
        "/// Every `rulings/*.yaml`, `rulings/laws/*.yaml` and `rulings/clauses/*.yaml`: (name below `rulings/`,\n/// text), in name order.\npub const BUILTIN: &[(&str, &str)] = &[\n",
    );
    let mut sources = Vec::new();
    for (dir, prefix) in [
        (root.clone(), ""),
        (root.join("laws"), "laws/"),
        (root.join("clauses"), "clauses/"),
    ] {
        println!("cargo:rerun-if-changed={}", dir.display());
        for n in yaml_files(&dir) {
            let path = dir.join(&n);
            println!("cargo:rerun-if-changed={}", path.display());
            let name = format!("{prefix}{n}");
            list += &format!(
                "    ({name:?}, include_str!({:?})),\n",
                path.display().to_string()
            );
            let bytes = fs::read(&path).expect("a rulings file");
            sources.push(load::Source {
                name: format!("rulings/{name}"),
                stem: name.trim_end_matches(".yaml").to_string(),
                bytes: Cow::Owned(bytes),
            });
        }
    }
    list += "];\n";
    // The same call as `builtin::parsed()` at run time, so the model and the
    // diagnostics are exactly what `td check` would give.
    // "built-in" is `builtin::ORIGIN`, which this script cannot see (it is compiled
    // before the model it would include exists).
    let loaded = load::from_sources("built-in", sources, diag::Diagnostics::default());
    let Some(mut rulings) = loaded.rulings else {
        // Cargo shows a failed build script's stderr: the same lines `td check` prints.
        eprint!("{}", loaded.diagnostics);
        eprintln!("the built-in rulings have errors: fix them (`td check rulings` lists them too)");
        std::process::exit(1);
    };
    // Every string goes into one pool the binary includes as a `str`; the model
    // keeps only spans into it (see `text.rs`).
    let mut pool = text::PoolBuilder::default();
    rulings.for_each_text_mut(&mut |t| t.move_into(&mut pool));
    fs::write(out.join("builtin_rulings.texts"), &pool.text).expect("write the text pool");
    let model = postcard::to_allocvec(&rulings).expect("the model encodes");
    fs::write(out.join("builtin_rulings.rs"), list).expect("write the built-in list");
    fs::write(out.join("builtin_rulings.postcard"), model).expect("write the model");
    fs::write(out.join("builtin_rulings.digest"), &rulings.digest).expect("write the digest");
}
