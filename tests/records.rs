//! Records under attack (issue 21): a resume through a symbolic link, a record past
//! the size limit, a kill during the first save without hard links, a closed
//! stdout, leftovers of killed runs, SIGTERM and SIGHUP, and a file swapped for a
//! FIFO. Every race is made to happen at an exact point through the test hooks of
//! `src/files/test_hook.rs`, never by timing luck.

mod common;
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdout, Command, Stdio};
use std::time::{Duration, Instant};

use common::{Test, assert_has, finish, names_in};

/// The answers that take tree 45 from its first question to a ruling.
const TO_RULING_45: &str = "defender-card\nyes\nplaying\nyes\n";

/// The answers that take tree 68 to a ruling: a defender's remark about the
/// trick in progress only, no claim (Law 68). Tree 68 now asks who made it.
const TO_RULING_68: &str = "current-trick\ndefender\n";

fn td(dir: &Path, args: &[&str], env: &[(&str, &str)]) -> Child {
    let mut cmd = common::td_std_command();
    cmd.args(args)
        .current_dir(dir)
        .env_remove("TD_CONFIG")
        .env("XDG_CONFIG_HOME", dir.join("no-config"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    for (k, v) in env {
        cmd.env(k, v);
    }
    cmd.spawn().unwrap()
}

/// Reads `out` up to and including the line that ends the `n`th question's menu
/// (its "none of these fits" choice): td has then written the question in full and
/// waits for an answer, every earlier answer saved.
fn read_question(out: &mut BufReader<ChildStdout>, n: usize) -> String {
    let mut seen = String::new();
    let mut line = String::new();
    let mut asked = 0;
    while asked < n {
        line.clear();
        assert!(
            out.read_line(&mut line).unwrap() > 0,
            "td stopped before question {n}:\n{seen}"
        );
        seen += &line;
        if line.trim_end().ends_with("(none)") {
            asked += 1;
        }
    }
    seen
}

/// A draft of tree 45 with one answer, at `dir/name`.
fn draft(dir: &Path, name: &str) -> PathBuf {
    let path = dir.join(name);
    Test::new()
        .args(["ask", "45", "--save", path.to_str().unwrap()])
        .stdin("defender-card\n")
        .expect(1);
    path
}

#[test]
fn a_resume_through_a_link_takes_the_real_drafts_lock_and_keeps_the_link() {
    if common::windows_cannot("Wine shows a Unix symbolic link to td.exe as the file itself") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let real = draft(dir.path(), "d.yaml");
    let link = dir.path().join("link.yaml");
    std::os::unix::fs::symlink("d.yaml", &link).unwrap();

    // The real file is being resumed: the next question is on the screen.
    let mut first = td(
        dir.path(),
        &["ask", "--resume", real.to_str().unwrap()],
        &[],
    );
    let mut out = BufReader::new(first.stdout.take().unwrap());
    read_question(&mut out, 1);
    // The same draft through the link is the same record: refused.
    let out2 = Test::new()
        .args(["ask", "--resume", link.to_str().unwrap()])
        .stdin("yes\nplaying\nyes\n")
        .expect(2);
    assert_has(&out2.stderr, "another td is working on this record");
    first
        .stdin
        .as_mut()
        .unwrap()
        .write_all(b"yes\nplaying\nyes\n")
        .unwrap();
    let (code, err) = finish(first, "");
    assert_eq!(code, Some(0), "{err}");
    let text = std::fs::read_to_string(&real).unwrap();
    assert!(text.contains("status: complete"), "{text}");
    assert!(std::fs::symlink_metadata(&link).unwrap().is_symlink());

    // A draft resumed only through a link is written where the link points; the
    // link stays a link.
    let second = draft(dir.path(), "e.yaml");
    let link2 = dir.path().join("link2.yaml");
    std::os::unix::fs::symlink(&second, &link2).unwrap();
    let out = Test::new()
        .args(["ask", "--resume", link2.to_str().unwrap()])
        .stdin("yes\nplaying\nyes\n")
        .expect(0);
    assert_has(&out.stdout, "RULING  Law 45C1");
    assert!(std::fs::symlink_metadata(&link2).unwrap().is_symlink());
    let text = std::fs::read_to_string(&second).unwrap();
    assert!(text.contains("status: complete"), "{text}");
    assert_eq!(
        names_in(dir.path()),
        ["d.yaml", "e.yaml", "link.yaml", "link2.yaml"],
        "no copy, temporary or lock file left"
    );
}

#[test]
fn a_record_past_the_size_limit_is_not_written_and_the_last_good_draft_stays() {
    let dir = tempfile::tempdir().unwrap();
    // The draft after one answer is exactly this size; the next save is larger.
    let one = draft(dir.path(), "one.yaml");
    let limit = std::fs::metadata(&one).unwrap().len().to_string();
    let record = dir.path().join("r.yaml");
    let out = Test::new()
        .args(["ask", "45", "--save", record.to_str().unwrap()])
        .env("TD_TEST_RECORD_LIMIT", &limit)
        .stdin(TO_RULING_45)
        .expect(1);
    // The ruling is still given; the refusal is clear and names the draft kept.
    assert_has(&out.stdout, "RULING  Law 45C1");
    // The refusal names the file it kept from being written.
    assert_has(
        &out.stderr,
        &format!("{}: not saved: the record would be", record.display()),
    );
    assert_has(
        &out.stderr,
        &format!("more than the {limit} bytes a record may have"),
    );
    assert_has(&out.stderr, "r.yaml");
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(text.contains("status: draft"), "{text}");
    assert!(
        common::has_step(&text, "45#what-card", "defender-card"),
        "{text}"
    );
    assert_eq!(text.len().to_string(), limit);
    // What td wrote, td reads: the kept draft replays (incomplete, not "too large").
    let out = Test::new()
        .args(["replay", record.to_str().unwrap()])
        .env("TD_TEST_RECORD_LIMIT", &limit)
        .expect(1);
    assert_has(&out.stdout, "r.yaml: incomplete");
    // Too large from the first save: nothing is written, and td says so.
    let never = dir.path().join("never.yaml");
    let out = Test::new()
        .args(["ask", "68", "--save", never.to_str().unwrap()])
        .env("TD_TEST_RECORD_LIMIT", "100")
        .stdin(TO_RULING_68)
        .expect(1);
    assert_has(&out.stdout, "RULING  Law 68");
    assert_has(&out.stderr, "more than the 100 bytes a record may have");
    assert_has(&out.stderr, "no record was written");
    assert!(!never.exists());
    assert_eq!(names_in(dir.path()), ["one.yaml", "r.yaml"]);
}

#[test]
fn a_kill_during_the_first_save_without_hard_links_leaves_no_empty_record() {
    if common::windows_cannot(
        "the test kills td with SIGKILL; under Wine the hook aborts, which Wine reports as an ordinary exit",
    ) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("r.yaml");
    let out = Test::new()
        .args(["ask", "45", "--save", record.to_str().unwrap()])
        .env("TD_TEST_NO_HARD_LINKS", "1")
        .env("TD_TEST_CRASH", "first-save:temp-synced")
        .stdin(TO_RULING_45)
        .run();
    assert_eq!(out.code, -1, "killed at the crash point: {}", out.stderr);
    assert!(
        !record.exists(),
        "no record (and so no empty one) before its content is in place"
    );
    // The killed run's temporary and lock files are there ...
    assert_eq!(names_in(dir.path()).len(), 2, "{:?}", names_in(dir.path()));
    // ... and the next run in the folder saves the whole record and clears them.
    let out = Test::new()
        .args(["ask", "45", "--save", record.to_str().unwrap()])
        .env("TD_TEST_NO_HARD_LINKS", "1")
        .stdin(TO_RULING_45)
        .expect(0);
    assert_has(&out.stdout, "RULING  Law 45C1");
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(text.contains("status: complete"), "{text}");
    assert_eq!(names_in(dir.path()), ["r.yaml"]);
    // Without hard links an existing record is still never overwritten.
    let out = Test::new()
        .args(["ask", "45", "--save", record.to_str().unwrap()])
        .env("TD_TEST_NO_HARD_LINKS", "1")
        .stdin(TO_RULING_45)
        .expect(2);
    assert_has(&out.stderr, "already exists");
    // Nor in a folder: a second record gets the next free name.
    let folder = dir.path().join("incidents");
    for _ in 0..2 {
        Test::new()
            .args(["ask", "68", "--incidents", folder.to_str().unwrap()])
            .args(["--board", "4"])
            .env("TD_TEST_NO_HARD_LINKS", "1")
            .stdin(TO_RULING_68)
            .expect(0);
    }
    let names = names_in(&folder);
    assert_eq!(names.len(), 2, "{names:?}");
}

#[test]
fn a_closed_stdout_ends_unfinished_and_names_the_draft() {
    let dir = tempfile::tempdir().unwrap();
    let mut child = td(dir.path(), &["ask", "45", "--save", "d.yaml"], &[]);
    let mut out = BufReader::new(child.stdout.take().unwrap());
    read_question(&mut out, 1);
    // `| head -1`: the reader is gone before the next question is written.
    drop(out);
    child
        .stdin
        .as_mut()
        .unwrap()
        .write_all(TO_RULING_45.as_bytes())
        .unwrap();
    let (code, err) = finish(child, "");
    assert_eq!(code, Some(1), "the walk did not finish: {err}");
    assert_has(
        &err,
        "the output was closed before the incident was finished",
    );
    assert_has(&err, "td ask --resume d.yaml");
    let text = std::fs::read_to_string(dir.path().join("d.yaml")).unwrap();
    assert!(text.contains("status: draft"), "{text}");
}

#[test]
fn sigint_sigterm_and_sighup_name_the_draft_and_leave_no_lock() {
    if common::windows_cannot("Unix signals to a Wine process reach the Wine loader, not td.exe") {
        return;
    }
    for (signal, name) in [
        (libc::SIGINT, "SIGINT"),
        (libc::SIGTERM, "SIGTERM"),
        (libc::SIGHUP, "SIGHUP"),
    ] {
        let dir = tempfile::tempdir().unwrap();
        let mut child = td(dir.path(), &["ask", "45", "--save", "d.yaml"], &[]);
        let mut out = BufReader::new(child.stdout.take().unwrap());
        child
            .stdin
            .as_mut()
            .unwrap()
            .write_all(b"defender-card\n")
            .unwrap();
        // The second question is shown: the first answer is saved.
        read_question(&mut out, 2);
        // Input stays open: only the signal ends td.
        let input = child.stdin.take();
        // SAFETY: a signal to our own child, whose PID it still is (not yet waited).
        unsafe {
            libc::kill(child.id() as i32, signal);
        }
        let code = child.wait().unwrap().code();
        drop(input);
        let (_, err) = finish(child, "");
        assert_eq!(code, Some(130), "{name}: {err}");
        assert_has(&err, "the draft is kept, to go on:\ntd ask --resume d.yaml");
        // The draft's lock file goes with the process, as the docs promise.
        assert_eq!(names_in(dir.path()), ["d.yaml"], "{name}");
        let out = Test::new()
            .args(["ask", "--resume", "d.yaml"])
            .current_dir(dir.path())
            .stdin("yes\nplaying\nyes\n")
            .expect(0);
        assert_has(&out.stdout, "RULING  Law 45C1");
    }
}

#[test]
fn leftovers_of_killed_runs_are_cleared_but_a_live_lock_is_not() {
    if common::windows_cannot(
        "the test holds a Unix lock (flock), which Wine's LockFileEx for td.exe does not see",
    ) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let stale = [
        ".old.yaml.0123456789abcdef.tmp",
        ".old.yaml.lock",
        ".gone.yaml.1234.5.tmp",
        ".td-probe.0123456789abcdef.probe",
        ".probe.fedcba9876543210.tmp",
    ];
    for name in stale {
        std::fs::write(d.join(name), "left by a killed td").unwrap();
    }
    // A td at work on `live.yaml`: its lock held, its temporary file being written.
    let live_lock = std::fs::File::create(d.join(".live.yaml.lock")).unwrap();
    live_lock.try_lock().unwrap();
    std::fs::write(d.join(".live.yaml.0123456789abcdef.tmp"), "being written").unwrap();
    std::fs::write(d.join("old.yaml"), "a record of someone's").unwrap();

    Test::new()
        .args([
            "ask",
            "68",
            "--incidents",
            d.to_str().unwrap(),
            "--board",
            "2",
        ])
        .stdin(TO_RULING_68)
        .expect(0);
    let names = names_in(d);
    for name in stale {
        assert!(!names.contains(&name.to_string()), "{name} left: {names:?}");
    }
    for name in [
        ".live.yaml.lock",
        ".live.yaml.0123456789abcdef.tmp",
        "old.yaml",
    ] {
        assert!(
            names.contains(&name.to_string()),
            "{name} removed: {names:?}"
        );
    }
    assert_eq!(names.len(), 4, "one new record: {names:?}");
    drop(live_lock);

    // A resume clears its own folder too.
    let draft = draft(d, "r.yaml");
    std::fs::write(d.join(".r.yaml.0123456789abcdef.tmp"), "half").unwrap();
    std::fs::write(d.join(".other.yaml.lock"), "").unwrap();
    Test::new()
        .args(["ask", "--resume", draft.to_str().unwrap()])
        .stdin("yes\nplaying\nyes\n")
        .expect(0);
    let names = names_in(d);
    assert!(
        !names
            .iter()
            .any(|n| n.starts_with(".r.yaml.") || n == ".other.yaml.lock"),
        "{names:?}"
    );
}

fn mkfifo(path: &Path) {
    let ok = Command::new("mkfifo").arg(path).status().unwrap().success();
    assert!(ok, "mkfifo {}", path.display());
}

#[test]
fn a_fifo_is_refused_at_once_wherever_a_user_file_is_read() {
    if common::windows_cannot("FIFOs are Unix files; a Windows path names no FIFO") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("f.yaml");
    mkfifo(&fifo);
    let f = fifo.to_str().unwrap();
    let out = Test::new().args(["ask", "--resume", f]).expect(2);
    assert_has(&out.stderr, "f.yaml:1:1: not a regular file");
    let out = Test::new().args(["replay", f]).expect(2);
    assert_has(&out.stdout, "f.yaml:1:1: invalid: not a regular file");
    let out = Test::new()
        .args(["cite", "45C"])
        .env("TD_CONFIG", f)
        .expect(2);
    assert_has(&out.stderr, "cannot read config: not a regular file");
    // A FIFO or a link where a record's lock file goes blocks nothing: refused
    // before the first question, and left as it is.
    mkfifo(&dir.path().join(".r.yaml.lock"));
    std::os::unix::fs::symlink("elsewhere", dir.path().join(".s.yaml.lock")).unwrap();
    for name in ["r.yaml", "s.yaml"] {
        let out = Test::new()
            .args([
                "ask",
                "68",
                "--save",
                dir.path().join(name).to_str().unwrap(),
            ])
            .stdin(TO_RULING_68)
            .expect(2);
        assert_has(&out.stderr, &format!(".{name}.lock: not a regular file"));
        assert!(
            !out.stdout.contains("What did the player say"),
            "no question asked"
        );
    }
    assert_eq!(
        names_in(dir.path()),
        [".r.yaml.lock", ".s.yaml.lock", "f.yaml"]
    );
}

#[test]
fn a_record_swapped_for_a_fifo_after_the_check_is_refused_not_waited_on() {
    if common::windows_cannot("FIFOs are Unix files; a Windows path names no FIFO") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let record = dir.path().join("r.yaml");
    std::fs::copy(
        concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/incidents-v2/two-holders.yaml"
        ),
        &record,
    )
    .unwrap();
    let marker = dir.path().join("paused");
    let pause = format!("before-open:{}", marker.display());
    let child = td(
        dir.path(),
        &["replay", record.to_str().unwrap()],
        &[("TD_TEST_PAUSE", &pause)],
    );
    // td has checked the path (a regular file) and waits before opening it.
    let deadline = Instant::now() + Duration::from_secs(30);
    while !marker.exists() {
        assert!(Instant::now() < deadline, "td did not reach the open");
        std::thread::sleep(Duration::from_millis(10));
    }
    std::fs::remove_file(&record).unwrap();
    mkfifo(&record);
    std::fs::remove_file(&marker).unwrap();
    let mut child = child;
    let mut out = String::new();
    child
        .stdout
        .take()
        .unwrap()
        .read_to_string(&mut out)
        .unwrap();
    let (code, err) = finish(child, "");
    assert_eq!(code, Some(2), "{err}");
    assert_has(&out, "r.yaml:1:1: invalid: not a regular file");
}

/// The lock file replaced between td opening it and locking it (a releaser removed
/// it, another td made and locked a new one): td must see that the path no longer
/// names the file it locked, try again, and find the new lock held.
#[test]
fn a_lock_file_replaced_before_it_is_locked_is_taken_again() {
    if common::windows_cannot(
        "the test holds a Unix lock (flock), which Wine's LockFileEx for td.exe does not see",
    ) {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let mut first = td(dir.path(), &["ask", "45", "--save", "d.yaml"], &[]);
    first
        .stdin
        .as_mut()
        .unwrap()
        .write_all(b"defender-card\n")
        .unwrap();
    let mut out = BufReader::new(first.stdout.take().unwrap());
    read_question(&mut out, 2);
    let _ = first.kill();
    let _ = first.wait();
    let marker = dir.path().join("paused");
    let pause = format!("lock-opened:{}", marker.display());
    let child = td(
        dir.path(),
        &["ask", "--resume", "d.yaml"],
        &[("TD_TEST_PAUSE", &pause)],
    );
    let deadline = Instant::now() + Duration::from_secs(30);
    while !marker.exists() {
        assert!(Instant::now() < deadline, "td did not reach the lock");
        std::thread::sleep(Duration::from_millis(10));
    }
    // Another holder: the old lock file gone, a new one in its place, locked.
    let lock = dir.path().join(".d.yaml.lock");
    std::fs::remove_file(&lock).unwrap();
    let held = std::fs::File::create(&lock).unwrap();
    held.try_lock().unwrap();
    std::fs::remove_file(&marker).unwrap();
    let (code, err) = finish(child, "yes\nplaying\nyes\n");
    assert_has(&err, "another td is working on this record");
    assert_ne!(code, Some(0), "{err}");
    drop(held);
}

#[test]
fn odd_facts_are_written_and_read_back() {
    let dir = tempfile::tempdir().unwrap();
    let notes = "line one: \"quoted\" 'single' # not a comment\n- not a list\nyes\n~\n0x2 & *alias !!str ÆØÅ żółć 漢字 🂡\u{2028}end";
    let record = dir.path().join("r.yaml");
    Test::new()
        .args(["ask", "68", "--save", record.to_str().unwrap()])
        .args(["--notes", notes, "--event", "null", "--session=- 1"])
        .stdin(TO_RULING_68)
        .expect(0);
    let out = Test::new()
        .args(["replay", "--format", "json", record.to_str().unwrap()])
        .expect(0);
    let line: serde_json::Value = serde_json::from_str(out.stdout.trim()).unwrap();
    assert_eq!(line["facts"]["notes"], notes.trim());
    assert_eq!(line["facts"]["event"], "null");
    assert_eq!(line["facts"]["session"], "- 1");
}

/// Another program writes a file at the very name a first save claimed, between
/// td's check and its link: td must never replace that file (the link refuses an
/// existing name) and keeps its record under the next free name.
#[test]
fn a_file_put_at_the_name_during_the_first_save_is_never_replaced() {
    if common::windows_cannot("the pause hook's timing is tested on the Unix build") {
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let marker = dir.path().join("paused");
    let pause = format!("first-save-link:{}", marker.display());
    let mut child = td(
        dir.path(),
        &["ask", "45", "--incidents", dir.path().to_str().unwrap()],
        &[("TD_TEST_PAUSE", &pause)],
    );
    // The first answer makes the first save.
    let (first, rest) = TO_RULING_45.split_once('\n').unwrap();
    {
        use std::io::Write;
        let stdin = child.stdin.as_mut().unwrap();
        writeln!(stdin, "{first}").unwrap();
        stdin.flush().unwrap();
    }
    let deadline = Instant::now() + Duration::from_secs(30);
    while !marker.exists() {
        assert!(Instant::now() < deadline, "td did not reach the link");
        std::thread::sleep(Duration::from_millis(10));
    }
    // The temporary names the record it is for: `.NAME.yaml.RANDOM.tmp`.
    let temp = names_in(dir.path())
        .into_iter()
        .find(|n| n.ends_with(".tmp"))
        .expect("a temporary beside the record");
    let name = temp
        .trim_start_matches('.')
        .split(".yaml.")
        .next()
        .unwrap()
        .to_string()
        + ".yaml";
    std::fs::write(dir.path().join(&name), "not td's\n").unwrap();
    std::fs::remove_file(&marker).unwrap();
    let (code, err) = finish(child, rest);
    assert_eq!(code, Some(0), "{err}");
    assert_eq!(
        std::fs::read_to_string(dir.path().join(&name)).unwrap(),
        "not td's\n"
    );
    let records: Vec<String> = names_in(dir.path())
        .into_iter()
        .filter(|n| n.ends_with(".yaml") && *n != name && !n.starts_with('.'))
        .collect();
    assert_eq!(records.len(), 1, "{records:?}");
    let text = std::fs::read_to_string(dir.path().join(&records[0])).unwrap();
    assert!(text.contains("status: complete"), "{text}");
}
