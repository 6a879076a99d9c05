//! The GitHub Pages workflow (`.github/workflows/pages.yml`, README "Publishing the
//! page"), read as GitHub reads it, since nothing here can run it:
//!
//! - it builds the page with the README's command and publishes the folder that
//!   command wrote;
//! - it installs the pinned wasm-bindgen of `web/wasm/Cargo.toml`, read from that file
//!   as `.ci/run` reads it (its step is run here), never a version of its own;
//! - it deploys with the three official Pages actions, and only the job that
//!   deploys may publish.

use std::collections::BTreeMap;
use std::path::PathBuf;

use serde::Deserialize;

#[derive(Deserialize)]
struct Workflow {
    on: BTreeMap<String, Option<Trigger>>,
    #[serde(default)]
    permissions: BTreeMap<String, String>,
    jobs: BTreeMap<String, Job>,
}

#[derive(Deserialize)]
struct Trigger {
    #[serde(default)]
    branches: Vec<String>,
}

#[derive(Deserialize)]
struct Job {
    #[serde(default)]
    needs: Option<String>,
    #[serde(default)]
    permissions: BTreeMap<String, String>,
    #[serde(default)]
    environment: Option<Environment>,
    steps: Vec<Step>,
}

#[derive(Deserialize)]
struct Environment {
    name: String,
}

#[derive(Deserialize)]
struct Step {
    #[serde(default)]
    id: Option<String>,
    #[serde(default)]
    uses: Option<String>,
    #[serde(default)]
    run: Option<String>,
    #[serde(default)]
    with: BTreeMap<String, String>,
    #[serde(default)]
    env: BTreeMap<String, String>,
}

impl Job {
    /// The step that runs the action `name` (`actions/deploy-pages`), at any version.
    fn uses(&self, name: &str) -> Option<&Step> {
        self.steps.iter().find(|s| {
            s.uses
                .as_deref()
                .and_then(|u| u.split_once('@'))
                .is_some_and(|(action, _)| action == name)
        })
    }

    /// The step whose script has a line starting with `command`, and that line.
    fn runs(&self, command: &str) -> Option<(&Step, &str)> {
        self.steps.iter().find_map(|s| {
            let line = s
                .run
                .as_deref()?
                .lines()
                .map(str::trim)
                .find(|l| l.starts_with(command))?;
            Some((s, line))
        })
    }
}

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn read(rel: &str) -> String {
    std::fs::read_to_string(root().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

const WORKFLOW: &str = ".github/workflows/pages.yml";

fn workflow() -> Workflow {
    serde_saphyr::from_str(&read(WORKFLOW)).unwrap_or_else(|e| panic!("{WORKFLOW}: {e}"))
}

fn job<'a>(w: &'a Workflow, name: &str) -> &'a Job {
    w.jobs
        .get(name)
        .unwrap_or_else(|| panic!("{WORKFLOW}: no job `{name}`"))
}

/// The version `web/wasm/Cargo.toml` pins, as `cargo xtask web` reads it.
fn pinned_bindgen() -> String {
    read("web/wasm/Cargo.toml")
        .lines()
        .find_map(|l| l.strip_prefix("wasm-bindgen = \"=")?.strip_suffix('"'))
        .expect("web/wasm/Cargo.toml pins wasm-bindgen exactly")
        .to_string()
}

/// The `sed` that reads the pin out of `web/wasm/Cargo.toml`, from a script.
fn pin_reader(script: &str) -> Option<&str> {
    script
        .lines()
        .find_map(|l| l.split_once("$(sed ")?.1.strip_suffix(')'))
}

#[test]
fn the_workflow_builds_the_page_as_the_readme_says_and_publishes_that_folder() {
    let readme = read("README.md");
    // The README's build line, in its set-up block: `cargo xtask web OUT`.
    let documented = readme
        .lines()
        .find_map(|l| {
            let cmd = l.split('#').next()?.trim();
            cmd.starts_with("cargo xtask web ").then_some(cmd)
        })
        .expect("the README shows `cargo xtask web OUT`");
    assert!(
        documented.ends_with(" OUT"),
        "the README's build line names OUT: {documented}"
    );
    assert!(
        readme.contains(WORKFLOW),
        "the README names the workflow ({WORKFLOW})"
    );

    let w = workflow();
    let build = job(&w, "build");
    let (_, line) = build
        .runs("cargo xtask web ")
        .expect("the build job runs `cargo xtask web`");
    let out = line.rsplit(' ').next().expect("a folder");
    assert_eq!(
        line,
        documented.replace("OUT", out),
        "the workflow builds the page as the README says"
    );
    let upload = build
        .uses("actions/upload-pages-artifact")
        .expect("the build job uploads the page with actions/upload-pages-artifact");
    assert_eq!(
        upload.with.get("path").map(String::as_str),
        Some(out),
        "the folder uploaded is the one `cargo xtask web` wrote"
    );
}

#[test]
fn the_workflow_installs_the_wasm_bindgen_that_web_wasm_pins() {
    let pinned = pinned_bindgen();
    let text = read(WORKFLOW);
    assert!(
        !text.contains(&pinned),
        "{WORKFLOW} names wasm-bindgen {pinned} itself: a new pin would leave it behind"
    );
    let w = workflow();
    let build = job(&w, "build");
    let pin = build
        .steps
        .iter()
        .find(|s| s.id.as_deref() == Some("pin"))
        .expect("a step `pin` reads the version");
    let script = pin.run.as_deref().expect("the pin step is a script");
    // Read as .ci/run reads it, so the two cannot come to disagree.
    assert!(
        pin_reader(script).is_some(),
        "the pin step reads it with sed: {script}"
    );
    assert_eq!(
        pin_reader(script),
        pin_reader(&read(".ci/run")),
        "the workflow reads the pin with .ci/run's sed"
    );
    let (tools, install) = build
        .runs("cargo install wasm-bindgen-cli ")
        .expect("the build job installs wasm-bindgen-cli");
    assert_eq!(
        install,
        r#"cargo install wasm-bindgen-cli --version "=$BINDGEN" --locked"#
    );
    assert_eq!(
        tools.env.get("BINDGEN").map(String::as_str),
        Some("${{ steps.pin.outputs.version }}"),
        "the version installed is the one the pin step read"
    );
    let script = tools.run.as_deref().unwrap_or_default();
    assert!(
        script.contains("rustup target add wasm32-unknown-unknown"),
        "{script}"
    );
    assert!(
        script
            .lines()
            .any(|l| l.contains("apt-get install") && l.contains("binaryen")),
        "binaryen's wasm-opt, for the smaller page: {script}"
    );
    // The pin step itself, run as the runner runs it: what it hands on is the pin.
    #[cfg(unix)]
    {
        let dir = tempfile::tempdir().unwrap();
        let output = dir.path().join("github_output");
        let run = std::process::Command::new("bash")
            .args(["-e", "-c", script_of(build, "pin")])
            .current_dir(root())
            .env("GITHUB_OUTPUT", &output)
            .output()
            .expect("bash runs");
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
        assert_eq!(
            std::fs::read_to_string(&output).unwrap(),
            format!("version={pinned}\n")
        );
    }
}

fn script_of<'a>(job: &'a Job, id: &str) -> &'a str {
    job.steps
        .iter()
        .find(|s| s.id.as_deref() == Some(id))
        .and_then(|s| s.run.as_deref())
        .unwrap_or_else(|| panic!("no script step `{id}`"))
}

#[test]
fn the_workflow_deploys_with_the_pages_actions_and_only_the_deploy_job_may_publish() {
    let w = workflow();
    let push =
        w.on.get("push")
            .and_then(Option::as_ref)
            .expect("runs on push");
    assert_eq!(push.branches, ["main"], "on a push to main");
    assert!(
        w.on.contains_key("workflow_dispatch"),
        "and by hand, from the Actions tab"
    );
    let build = job(&w, "build");
    for action in [
        "actions/checkout",
        "actions/configure-pages",
        "actions/upload-pages-artifact",
    ] {
        assert!(build.uses(action).is_some(), "the build job uses {action}");
    }
    let deploy = job(&w, "deploy");
    assert_eq!(deploy.needs.as_deref(), Some("build"));
    assert!(
        deploy.uses("actions/deploy-pages").is_some(),
        "the deploy job uses actions/deploy-pages"
    );
    assert_eq!(
        deploy.environment.as_ref().map(|e| e.name.as_str()),
        Some("github-pages")
    );
    for (what, level) in [("pages", "write"), ("id-token", "write")] {
        assert_eq!(
            deploy.permissions.get(what).map(String::as_str),
            Some(level),
            "deploy-pages needs {what}: {level}"
        );
    }
    // Jobs that name no permissions get the workflow's: those must not publish.
    assert!(
        w.permissions.values().all(|level| level != "write"),
        "the workflow's own permissions write nothing: {:?}",
        w.permissions
    );
    // The build runs third-party build scripts: it may read, never publish.
    assert!(
        build.permissions.values().all(|level| level != "write"),
        "the build job writes nothing: {:?}",
        build.permissions
    );
}
