//! `cargo xtask dist OUT`: everything a release needs, in OUT.
//!
//! - `td-VERSION-x86_64-unknown-linux-musl.tar.gz`: a static Linux `td` (runs on any
//!   x86-64 Linux, no Rust, no libc of a particular version);
//! - `td-VERSION-x86_64-pc-windows-gnu.zip`: `td.exe`;
//!
//!   each with README.md, both licences, the man pages (`man/`, English, and the
//!   main page in Norwegian and Polish) and the shell completions (`complete/`:
//!   bash, zsh, fish, PowerShell, elvish);
//! - `td-VERSION-page/` and `td-VERSION-page.zip`: the offline page, ready for any
//!   HTTPS host (`cargo xtask web`);
//! - `SHA256SUMS`: one line per archive, as `sha256sum -c` reads it.
//!
//! Both binaries are built with the `dist` profile (release with thin LTO: the
//! cross builds cost a fraction of fat LTO's time, docs/decisions.md). The man
//! pages and completions come from the Linux binary just built, so they are the
//! ones the release's `td` prints. macOS needs Apple's SDK to cross-build: the
//! README says to `cargo install` there. OUT is written beside itself
//! (`OUT.partial`) and moved into place at the end, as `cargo xtask web` does.

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::Command;

use sha2::Digest;

use crate::Failure;
use crate::site;
use bridge_td::texts::lang::Lang;

const LINUX: &str = "x86_64-unknown-linux-musl";
const WINDOWS: &str = "x86_64-pc-windows-gnu";
const SHELLS: [(&str, &str); 5] = [
    ("bash", "td.bash"),
    ("zsh", "_td"),
    ("fish", "td.fish"),
    ("powershell", "_td.ps1"),
    ("elvish", "td.elv"),
];

pub fn run(out: &Path) -> Result<(), Failure> {
    let version = bridge_td::terminal::cli::command()
        .get_version()
        .and_then(|v| v.split_whitespace().next())
        .unwrap_or("0")
        .to_string();
    let partial = site::sibling(out, "partial")?;
    if partial.exists() {
        fs::remove_dir_all(&partial)
            .map_err(|e| Failure::step(format!("{}: {e}", partial.display())))?;
    }
    make_dir(&partial)?;
    let linux = build(LINUX, "td")?;
    let windows = build(WINDOWS, "td.exe")?;
    let docs = documents(&linux)?;
    let mut archives = Vec::new();

    let name = format!("td-{version}-{LINUX}");
    let tar = partial.join(format!("{name}.tar.gz"));
    write_tar(&tar, &name, &linux, &docs)?;
    archives.push(tar);

    let name = format!("td-{version}-{WINDOWS}");
    let zip = partial.join(format!("{name}.zip"));
    let mut entries = vec![(format!("{name}/td.exe"), read(&windows)?, true)];
    entries.extend(
        docs.iter()
            .map(|(p, b)| (format!("{name}/{p}"), b.clone(), false)),
    );
    write_zip(&zip, &entries)?;
    archives.push(zip);

    let page_name = format!("td-{version}-page");
    let page = partial.join(&page_name);
    let rulings = site::load_rulings(None)?;
    site::build(&rulings, &page)?;
    let page_zip = partial.join(format!("{page_name}.zip"));
    let mut entries = Vec::new();
    for f in site::list(&page)? {
        let bytes = read(&page.join(&f.path))?;
        entries.push((format!("{page_name}/{}", f.path), bytes, false));
    }
    write_zip(&page_zip, &entries)?;
    archives.push(page_zip);

    let mut sums = String::new();
    for a in &archives {
        let digest = sha2::Sha256::digest(read(a)?);
        let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
        let file = a.file_name().expect("an archive").to_string_lossy();
        sums += &format!("{hex}  {file}\n");
    }
    fs::write(partial.join("SHA256SUMS"), sums)
        .map_err(|e| Failure::step(format!("SHA256SUMS: {e}")))?;
    site::replace(&partial, out)?;
    for f in site::list(out)? {
        if !f.path.contains('/') {
            println!("{:>10}  {}", f.bytes, f.path);
        }
    }
    Ok(())
}

/// `cargo build --profile dist --target TARGET --bin td`; the binary's path.
fn build(target: &str, file: &str) -> Result<PathBuf, Failure> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(site::root())
        .args(["build", "--locked", "--profile", "dist", "--bin", "td"])
        .args(["--target", target])
        .status()
        .map_err(|e| Failure::step(format!("cannot run cargo: {e}")))?;
    if !status.success() {
        return Err(Failure::step(format!(
            "building td for {target} failed (above); is the target installed? `rustup target add {target}`{}",
            if target == WINDOWS {
                ", and the linker (Debian: `apt-get install mingw-w64`)"
            } else {
                ""
            }
        )));
    }
    Ok(site::target_dir().join(target).join("dist").join(file))
}

/// What goes beside the binary: README, licences, man pages and completions, as
/// (path in the archive, bytes).
fn documents(td: &Path) -> Result<Vec<(String, Vec<u8>)>, Failure> {
    let root = site::root();
    let mut docs = Vec::new();
    for f in ["README.md", "LICENSE-MIT", "LICENSE-APACHE"] {
        docs.push((f.to_string(), read(&root.join(f))?));
    }
    docs.push(("man/td.1".to_string(), run_td(td, &["man"])?));
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::DEFAULT) {
        let code = lang.code();
        docs.push((
            format!("man/{code}/td.1"),
            run_td(td, &["--lang", code, "man"])?,
        ));
    }
    for sub in bridge_td::terminal::cli::command().get_subcommands() {
        let name = sub.get_name();
        if name == "help" {
            continue;
        }
        docs.push((format!("man/td-{name}.1"), run_td(td, &["man", name])?));
    }
    for (shell, file) in SHELLS {
        docs.push((
            format!("complete/{file}"),
            run_td(td, &["completions", shell])?,
        ));
    }
    Ok(docs)
}

/// What the built `td` prints for `args` (in English unless asked otherwise).
fn run_td(td: &Path, args: &[&str]) -> Result<Vec<u8>, Failure> {
    let out = Command::new(td)
        .args(args)
        .env("TD_LANG", "en")
        .env("NO_COLOR", "1")
        .output()
        .map_err(|e| Failure::step(format!("{}: {e}", td.display())))?;
    if !out.status.success() {
        return Err(Failure::step(format!(
            "td {} failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr)
        )));
    }
    Ok(out.stdout)
}

fn write_tar(
    path: &Path,
    name: &str,
    td: &Path,
    docs: &[(String, Vec<u8>)],
) -> Result<(), Failure> {
    let fail = |e: std::io::Error| Failure::step(format!("{}: {e}", path.display()));
    let file = fs::File::create(path).map_err(fail)?;
    let gz = flate2::write::GzEncoder::new(file, flate2::Compression::best());
    let mut tar = tar::Builder::new(gz);
    let mut add = |p: &str, bytes: &[u8], mode: u32| -> std::io::Result<()> {
        let mut h = tar::Header::new_gnu();
        h.set_size(bytes.len() as u64);
        h.set_mode(mode);
        h.set_mtime(0);
        h.set_cksum();
        tar.append_data(&mut h, format!("{name}/{p}"), bytes)
    };
    add("td", &read(td)?, 0o755).map_err(fail)?;
    for (p, bytes) in docs {
        add(p, bytes, 0o644).map_err(fail)?;
    }
    let gz = tar.into_inner().map_err(fail)?;
    gz.finish().map_err(fail)?.sync_all().map_err(fail)
}

fn write_zip(path: &Path, entries: &[(String, Vec<u8>, bool)]) -> Result<(), Failure> {
    let fail = |e: String| Failure::step(format!("{}: {e}", path.display()));
    let file = fs::File::create(path).map_err(|e| fail(e.to_string()))?;
    let mut zip = zip::ZipWriter::new(file);
    for (name, bytes, executable) in entries {
        let options = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated)
            .unix_permissions(if *executable { 0o755 } else { 0o644 });
        zip.start_file(name.as_str(), options)
            .map_err(|e| fail(e.to_string()))?;
        zip.write_all(bytes).map_err(|e| fail(e.to_string()))?;
    }
    zip.finish()
        .map_err(|e| fail(e.to_string()))?
        .sync_all()
        .map_err(|e| fail(e.to_string()))
}

fn read(path: &Path) -> Result<Vec<u8>, Failure> {
    fs::read(path).map_err(|e| Failure::step(format!("{}: {e}", path.display())))
}

fn make_dir(path: &Path) -> Result<(), Failure> {
    fs::create_dir_all(path).map_err(|e| Failure::step(format!("{}: {e}", path.display())))
}
