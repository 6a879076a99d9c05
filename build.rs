//! Cargo build script: lists every `rulings/*.yaml` and `rulings/laws/*.yaml` for the
//! built-in set, so that a new law tree or law index file is part of the binary as
//! soon as it exists (the law lives in YAML; no Rust list to keep in step).

use std::fs;
use std::path::Path;

fn yaml_files(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = fs::read_dir(dir)
        .expect("the rulings directory")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".yaml"))
        .collect();
    names.sort();
    names
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("rulings");
    let mut out = String::from(
        "/// Every `rulings/*.yaml` and `rulings/laws/*.yaml`: (name below `rulings/`,\n/// text), in name order.\npub const BUILTIN: &[(&str, &str)] = &[\n",
    );
    for (dir, prefix) in [(root.clone(), ""), (root.join("laws"), "laws/")] {
        println!("cargo:rerun-if-changed={}", dir.display());
        for n in yaml_files(&dir) {
            let path = dir.join(&n);
            println!("cargo:rerun-if-changed={}", path.display());
            out += &format!(
                "    ({:?}, include_str!({:?})),\n",
                format!("{prefix}{n}"),
                path.display().to_string()
            );
        }
    }
    out += "];\n";
    let dest = Path::new(&std::env::var("OUT_DIR").expect("OUT_DIR")).join("builtin_rulings.rs");
    fs::write(dest, out).expect("write the built-in list");
}
