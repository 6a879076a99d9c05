//! Cargo build script: lists every `rulings/*.yaml` for the built-in set, so that a
//! new law tree is part of the binary as soon as its file exists (the law lives in
//! YAML; no Rust list to keep in step).

use std::fs;
use std::path::Path;

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("rulings");
    println!("cargo:rerun-if-changed={}", dir.display());
    let mut names: Vec<String> = fs::read_dir(&dir)
        .expect("the rulings directory")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".yaml"))
        .collect();
    names.sort();
    let mut out = String::from(
        "/// Every `rulings/*.yaml`: (file name, text), in name order.\npub const BUILTIN: &[(&str, &str)] = &[\n",
    );
    for n in &names {
        let path = dir.join(n);
        println!("cargo:rerun-if-changed={}", path.display());
        out += &format!(
            "    ({n:?}, include_str!({:?})),\n",
            path.display().to_string()
        );
    }
    out += "];\n";
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("builtin_rulings.rs");
    fs::write(dest, out).expect("write the built-in list");
}
