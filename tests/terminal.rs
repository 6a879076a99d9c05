//! The real terminal menus, driven through a pseudo-terminal: arrow keys, Enter,
//! Esc for back, Explain, and Ctrl-C.

mod common;

use std::process::Command;
use std::time::Duration;

use expectrl::process::unix::WaitStatus;
use expectrl::{Expect, Session};

const DOWN: &str = "\x1b[B";
const ENTER: &str = "\r";
const ESC: &str = "\x1b";

fn td(args: &[&str]) -> expectrl::session::OsSession {
    td_env(args, &[])
}

/// `td` on a pseudo-terminal with test hooks set in its environment.
fn td_env(args: &[&str], env: &[(&str, &str)]) -> expectrl::session::OsSession {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_td"));
    cmd.envs(env.iter().copied());
    cmd.args(args)
        .env("TERM", "xterm")
        .env_remove("NO_COLOR")
        .env_remove("TD_LANG")
        .env("LANG", "C.UTF-8")
        .env_remove("TD_CONFIG")
        .env("XDG_CONFIG_HOME", "/nonexistent");
    let mut s = Session::spawn(cmd).expect("spawn td on a pty");
    s.set_expect_timeout(Some(Duration::from_secs(10)));
    s
}

fn exit_code(s: &mut expectrl::session::OsSession) -> i32 {
    match s.get_process().wait().expect("td exits") {
        WaitStatus::Exited(_, code) => code,
        other => panic!("td did not exit normally: {other:?}"),
    }
}

/// Escape sequences out of the way, so assertions read the screen's words.
fn screen(bytes: &[u8]) -> String {
    let s = String::from_utf8_lossy(bytes);
    let mut out = String::new();
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            if chars.peek() == Some(&'[') {
                chars.next();
                for c in chars.by_ref() {
                    if c.is_ascii_alphabetic() {
                        break;
                    }
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

#[test]
fn arrow_keys_enter_and_esc_reach_the_ruling() {
    let mut s = td(&["ask", "45", "--no-save"]);
    s.expect("What happened with the card?").unwrap();
    // Third entry: declarer touched a card in dummy.
    s.send(DOWN).unwrap();
    s.send(DOWN).unwrap();
    s.send(ENTER).unwrap();
    s.expect("Why did declarer touch the card in dummy?")
        .unwrap();
    // Esc goes back to the first question...
    s.send(ESC).unwrap();
    s.expect("What happened with the card?").unwrap();
    // ...with "Declarer touched a card in dummy" preselected: Enter takes it again.
    s.send(ENTER).unwrap();
    s.expect("Why did declarer touch the card in dummy?")
        .unwrap();
    s.send(ENTER).unwrap(); // "He touched it on purpose"
    s.expect("Was it dummy's turn to lead or to play to the trick?")
        .unwrap();
    s.send(ENTER).unwrap(); // "Yes"
    let ruled = s.expect("3 Details").unwrap();
    let mut text = screen(ruled.before());
    s.send("3").unwrap(); // how we got here, one key away
    let details = s.expect("2 Back: change the last answer").unwrap();
    text += &screen(details.before());
    s.send(ENTER).unwrap(); // Done
    let ruling = text
        .split("RULING")
        .nth(1)
        .unwrap_or_else(|| panic!("no ruling on screen:\n{text}"));
    // Output is wrapped to the pseudo-terminal's width; compare words, not lines.
    let ruling = ruling.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(ruling.contains("Law 45C3"), "{text}");
    assert!(ruling.contains("touched it deliberately"), "{text}");
    // The path, with each question's paragraph.
    assert!(ruling.contains("2. Why did declarer touch the card in dummy? [Law 45C3, Law 45B] -> He touched it on purpose"), "{text}");
    assert_eq!(exit_code(&mut s), 0);
}

#[test]
fn explain_entry_shows_the_paragraph() {
    let mut s = td(&["ask", "68", "--no-save"]);
    s.expect("What did the player say or do").unwrap();
    // `?` opens the explanation over the menu.
    s.expect("None of these fits").unwrap();
    s.send("?").unwrap();
    // The help text first, then our summary of the paragraph.
    s.expect("How to decide").unwrap();
    s.expect("Words about the trick").unwrap();
    s.expect("Claim or concession of tricks").unwrap();
    // Any key closes it and the menu is back, the cursor on the answer it was on.
    s.send("q").unwrap();
    s.expect("What did the player say or do").unwrap();
    s.send("\x03").unwrap();
}

#[test]
fn ctrl_c_exits_130() {
    let mut s = td(&["ask", "45", "--no-save"]);
    s.expect("What happened with the card?").unwrap();
    s.send("\x03").unwrap();
    s.expect("td: interrupted").unwrap();
    assert_eq!(exit_code(&mut s), 130);
}

#[test]
fn ctrl_c_says_where_the_draft_is() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("d.yaml");
    let mut s = td(&["ask", "45", "--save", file.to_str().unwrap()]);
    s.expect("What happened with the card?").unwrap();
    s.send(ENTER).unwrap();
    // The second question: the first answer is saved before it is asked.
    s.expect("partner have seen").unwrap();
    s.send("\x03").unwrap();
    s.expect("the draft is kept, to go on:\r\ntd ask --resume ")
        .unwrap();
    assert_eq!(exit_code(&mut s), 130);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("status: draft"), "{text}");
}

#[test]
fn facts_form_after_the_ruling_validates_and_records() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("r.yaml");
    let mut s = td(&["ask", "68", "--save", file.to_str().unwrap()]);
    s.expect("What did the player say or do").unwrap();
    s.expect("None of these fits").unwrap();
    for _ in 0..5 {
        s.send(DOWN).unwrap();
    }
    s.send(ENTER).unwrap(); // only about the trick in progress (sixth answer)
    s.expect("Who made the remark").unwrap();
    s.expect("None of these fits").unwrap();
    s.send(DOWN).unwrap();
    s.send(ENTER).unwrap(); // a defender
    s.expect("3 Details").unwrap();
    s.send(ENTER).unwrap(); // Done
    s.expect("Add board, table and other facts").unwrap();
    s.expect("[y/N]").unwrap();
    s.send("y\r").unwrap();
    // Board and table first: what a record is found by.
    s.expect("board").unwrap();
    s.send("0\r").unwrap();
    s.expect("is not a board number").unwrap();
    s.send("\x7f14\r").unwrap();
    s.expect("table").unwrap();
    s.send(ENTER).unwrap();
    s.expect("event").unwrap();
    s.send("Club pairs\r").unwrap();
    for label in ["session", "contract", "declarer", "TD called by", "notes"] {
        s.expect(label).unwrap();
        s.send(ENTER).unwrap();
    }
    s.expect("Recorded").unwrap();
    assert_eq!(exit_code(&mut s), 0);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("event: Club pairs"), "{text}");
    assert!(text.contains("board: 14"), "{text}");
    assert!(text.contains("status: complete"), "{text}");
}

#[test]
fn none_of_these_in_the_menu_ends_uncovered_in_norwegian() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("u.yaml");
    let mut s = td(&[
        "--lang",
        "nb",
        "ask",
        "68",
        "--save",
        file.to_str().unwrap(),
    ]);
    s.expect("Hva sa eller gjorde spilleren").unwrap();
    // Nine answers, then "Ingen av disse passer".
    s.expect("Ingen av disse passer").unwrap();
    for _ in 0..9 {
        s.send(DOWN).unwrap();
    }
    s.send(ENTER).unwrap();
    s.expect("IKKE DEKKET").unwrap();
    s.expect("Paragrafer å lese").unwrap();
    s.expect("Tilbake: endre siste svar").unwrap();
    s.send(ENTER).unwrap(); // Ferdig
    // The facts form is offered for an uncovered incident too.
    s.expect("Legge til spill").unwrap();
    s.expect("[j/N]").unwrap();
    s.send("nei\r").unwrap();
    s.expect("ikke dekket: ingen av svarene passet ved")
        .unwrap();
    assert_eq!(exit_code(&mut s), 1);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("status: uncovered"), "{text}");
    assert!(text.contains("uncovered: 68#what-said"), "{text}");
}

/// Tree 68 in Polish, from its first question: a remark about the trick in progress
/// only (the sixth answer), made by a defender.
fn remark_on_the_trick_by_a_defender(s: &mut expectrl::session::OsSession) {
    s.expect("Co gracz powiedział lub zrobił").unwrap();
    s.expect("Żadna z tych odpowiedzi nie pasuje").unwrap();
    for _ in 0..5 {
        s.send(DOWN).unwrap();
    }
    s.send(ENTER).unwrap(); // only the trick in progress (sixth answer)
    s.expect("Kto wygłosił uwagę").unwrap();
    s.expect("Żadna z tych odpowiedzi nie pasuje").unwrap();
    s.send(DOWN).unwrap();
    s.send(ENTER).unwrap(); // a defender
}

#[test]
fn another_ruling_from_the_menu_in_polish() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("two.yaml");
    let mut s = td(&[
        "--lang",
        "pl",
        "ask",
        "68",
        "--save",
        file.to_str().unwrap(),
    ]);
    remark_on_the_trick_by_a_defender(&mut s);
    s.expect("Szczegóły").unwrap();
    s.send("1").unwrap(); // another ruling
    s.expect("Co się stało przy stole?").unwrap();
    for _ in 0..11 {
        s.send(DOWN).unwrap();
    }
    s.send(ENTER).unwrap(); // tricks spoken of, a claim
    remark_on_the_trick_by_a_defender(&mut s);
    s.expect("2. ORZECZENIE").unwrap();
    s.expect("Szczegóły").unwrap();
    s.send(ESC).unwrap(); // Esc means done
    s.expect("Dodać rozdanie").unwrap();
    s.expect("[t/N]").unwrap();
    s.send("\r").unwrap(); // empty is no
    s.expect("Zapisano").unwrap();
    assert_eq!(exit_code(&mut s), 0);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("status: complete"), "{text}");
    assert_eq!(
        text.matches("outcome: 68#current-trick-ui").count(),
        2,
        "{text}"
    );
}

#[test]
fn a_resumed_walk_first_shows_the_answers_so_far() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("r.yaml");
    // A draft with one answer, made in line mode (input ends before a ruling).
    let out = Command::new(env!("CARGO_BIN_EXE_td"))
        .args(["ask", "45", "--lines", "--save", file.to_str().unwrap()])
        .env("XDG_CONFIG_HOME", "/nonexistent")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .and_then(|mut c| {
            use std::io::Write;
            c.stdin.take().unwrap().write_all(b"defender-card\n")?;
            c.wait()
        })
        .unwrap();
    assert_eq!(out.code(), Some(1), "input ended before a ruling");
    let mut s = td(&["ask", "--resume", file.to_str().unwrap()]);
    s.expect("How we got here").unwrap();
    s.expect("What happened with the card?").unwrap();
    // The answer, wrapped after "-> A" at 80 columns: its rest is on one line.
    s.expect("defender detached, dropped or showed a card")
        .unwrap();
    s.send("\x03").unwrap();
    assert_eq!(exit_code(&mut s), 130);
}

#[test]
fn show_and_man_use_a_pager_on_a_terminal() {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_td"));
    cmd.args(["show", "45"])
        .env("PAGER", "sed s/^/PAGED:/")
        .env("XDG_CONFIG_HOME", "/nonexistent");
    let mut s = Session::spawn(cmd).expect("spawn td on a pty");
    s.set_expect_timeout(Some(Duration::from_secs(10)));
    s.expect("PAGED:").unwrap();
    // Read the pager's output to its end: unread, it fills the terminal's buffer and
    // the pager, then td waiting on it, would block for ever.
    s.expect(expectrl::Eof).unwrap();
    assert_eq!(exit_code(&mut s), 0);
    // `td man` renders the page (man -l -), never shows raw roff, where man exists.
    if Command::new("man").arg("--version").output().is_ok() {
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_td"));
        cmd.args(["man", "ask"])
            .env("MANPAGER", "cat")
            .env("PAGER", "cat")
            .env("XDG_CONFIG_HOME", "/nonexistent");
        let mut s = Session::spawn(cmd).expect("spawn td on a pty");
        s.set_expect_timeout(Some(Duration::from_secs(10)));
        let head = s.expect("td-ask(1)").unwrap();
        let text = screen(head.before());
        assert!(!text.contains(".TH"), "{text}");
        s.expect("General Commands Manual").unwrap();
    }
}

#[test]
fn facts_typed_before_ctrl_c_are_kept() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("f.yaml");
    let mut s = td(&["ask", "68", "--save", file.to_str().unwrap()]);
    s.expect("None of these fits").unwrap();
    s.send("2").unwrap(); // a defender began to concede; his partner objected at once
    s.expect("3 Details").unwrap();
    s.send(ENTER).unwrap(); // Done
    s.expect("[y/N]").unwrap();
    s.send("y\r").unwrap();
    s.expect("board").unwrap();
    s.send("14\r").unwrap();
    // The question's own line, redrawn with the answer, holds "board, table": wait
    // for the board's echo first, so "table" is the next prompt (drawn after the
    // board is saved), not that line.
    s.expect("14").unwrap();
    s.expect("table").unwrap();
    s.send("\x03").unwrap();
    s.expect("td: interrupted").unwrap();
    assert_eq!(exit_code(&mut s), 130);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("board: 14"), "{text}");
}

#[test]
fn markdown_on_a_terminal_shows_the_ruling_before_asking_for_another() {
    let mut s = td(&["ask", "45", "--no-save", "--format", "markdown"]);
    s.expect("What happened with the card?").unwrap();
    s.send("3").unwrap(); // declarer touched a card in dummy
    s.expect("Why did declarer touch the card in dummy?")
        .unwrap();
    s.send("1").unwrap(); // on purpose
    s.expect("Was it dummy's turn to lead or to play to the trick?")
        .unwrap();
    s.send("1").unwrap(); // yes
    let shown = s.expect("1 Another ruling").unwrap();
    let text = screen(shown.before());
    assert!(text.contains("RULING  Law 45C3"), "{text}");
    assert!(text.contains("touched it deliberately"), "{text}");
    s.send(ENTER).unwrap(); // done: then the slip (no facts form without a record)
    s.expect("Law 45C3").unwrap();
    assert_eq!(exit_code(&mut s), 0);
}

/// The one record in `dir`, by name (its lock, held while td runs, aside).
fn only_record(dir: &std::path::Path) -> String {
    let names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| !n.starts_with('.'))
        .collect();
    assert_eq!(names.len(), 1, "{names:?}");
    names[0].clone()
}

/// Board and table typed in the facts form go into the record's name, as the flags'
/// do; a name another record has is never taken over.
#[test]
fn the_record_is_named_after_the_board_and_table_typed_in_the_form() {
    renamed_after_the_form(&[]);
}

/// Without hard links the rename is a plain `rename`, which would replace a file at
/// the new name: only the check before it keeps another TD's record (a mutant that
/// dropped that check survived every other test).
#[test]
fn without_hard_links_the_rename_still_takes_over_no_record() {
    renamed_after_the_form(&[("TD_TEST_NO_HARD_LINKS", "1")]);
}

fn renamed_after_the_form(env: &[(&str, &str)]) {
    let dir = tempfile::tempdir().unwrap();
    let inc = dir.path().join("inc");
    let mut s = td_env(&["ask", "68", "--incidents", inc.to_str().unwrap()], env);
    s.expect("None of these fits").unwrap();
    s.send("2").unwrap(); // a defender began to concede; his partner objected at once
    s.expect("3 Details").unwrap();
    // Saved before the form, named without board or table.
    let first = only_record(&inc);
    let started = first.strip_suffix("_68.yaml").expect(&first);
    assert!(!started.contains("_b"), "{first}");
    // Another TD's record already has the name this one is to take.
    let taken = inc.join(format!("{started}_b14_t3_68.yaml"));
    std::fs::write(&taken, "another TD's record\n").unwrap();
    s.send(ENTER).unwrap(); // Done
    s.expect("[y/N]").unwrap();
    s.send("y\r").unwrap();
    s.expect("board").unwrap();
    s.send("14\r").unwrap();
    s.expect("table").unwrap();
    s.send("3\r").unwrap();
    for label in [
        "event",
        "session",
        "contract",
        "declarer",
        "TD called by",
        "notes",
    ] {
        s.expect(label).unwrap();
        s.send(ENTER).unwrap();
    }
    let renamed = format!("{started}_b14_t3_68_2.yaml");
    s.expect(renamed.as_str()).unwrap();
    assert_eq!(exit_code(&mut s), 0);
    let mut names: Vec<String> = std::fs::read_dir(&inc)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    let mut expected = vec![format!("{started}_b14_t3_68.yaml"), renamed.clone()];
    expected.sort();
    assert_eq!(names, expected, "no old name, lock or temporary file left");
    assert_eq!(
        std::fs::read_to_string(&taken).unwrap(),
        "another TD's record\n"
    );
    let text = std::fs::read_to_string(inc.join(&renamed)).unwrap();
    assert!(text.contains("board: 14"), "{text}");
    assert!(text.contains("table: \"3\""), "{text}");
    assert!(text.contains("status: complete"), "{text}");
    let out = Command::new(env!("CARGO_BIN_EXE_td"))
        .args(["replay", "--check"])
        .arg(inc.join(&renamed))
        .env("XDG_CONFIG_HOME", "/nonexistent")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
}

/// A name that cannot be had (its lock is a folder here) is said once, and the
/// record stays, whole, under the name it has.
#[test]
fn a_record_that_cannot_be_renamed_keeps_its_name_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let inc = dir.path().join("inc");
    let mut s = td(&["ask", "68", "--incidents", inc.to_str().unwrap()]);
    s.expect("None of these fits").unwrap();
    s.send("2").unwrap();
    s.expect("3 Details").unwrap();
    let first = only_record(&inc);
    let started = first.strip_suffix("_68.yaml").expect(&first);
    std::fs::create_dir(inc.join(format!(".{started}_b14_68.yaml.lock"))).unwrap();
    s.send(ENTER).unwrap();
    s.expect("[y/N]").unwrap();
    s.send("y\r").unwrap();
    s.expect("board").unwrap();
    s.send("14\r").unwrap();
    s.expect("the record keeps this name; it could not be named")
        .unwrap();
    s.expect("table").unwrap();
    s.send("3\r").unwrap();
    for label in [
        "event",
        "session",
        "contract",
        "declarer",
        "TD called by",
        "notes",
    ] {
        s.expect(label).unwrap();
        s.send(ENTER).unwrap();
    }
    s.expect("Recorded").unwrap();
    assert_eq!(exit_code(&mut s), 0);
    let text = std::fs::read_to_string(inc.join(&first)).unwrap();
    assert!(text.contains("board: 14"), "{text}");
    assert!(text.contains("status: complete"), "{text}");
}

/// A finished record resumed on a terminal: Back after the ruling changes the last
/// answer, and the earlier ruling stays in the record's history.
#[test]
fn a_finished_record_is_amended_from_the_menu() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("r.yaml");
    let made = Command::new(env!("CARGO_BIN_EXE_td"))
        .args(["ask", "45", "--lines", "--save", file.to_str().unwrap()])
        .env("XDG_CONFIG_HOME", "/nonexistent")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .and_then(|mut c| {
            use std::io::Write;
            c.stdin
                .take()
                .unwrap()
                .write_all(b"defender-card\nyes\nplaying\nyes\n")?;
            c.wait()
        })
        .unwrap();
    assert_eq!(made.code(), Some(0));
    let mut s = td(&["ask", "--resume", file.to_str().unwrap()]);
    s.expect("a change amends it").unwrap();
    s.expect("2 Back: change the last answer").unwrap();
    s.send("2").unwrap();
    s.expect("When did the defender play the card?").unwrap();
    // Twelve answers: on 24 rows the menu scrolls, so its last line is not drawn yet.
    s.expect("2. Before his partner").unwrap();
    s.send("2").unwrap(); // before his partner
    s.expect("both his own hand and dummy").unwrap();
    s.expect("None of these fits").unwrap();
    s.send("y").unwrap(); // yes
    s.expect("Law 57C1").unwrap();
    s.expect("3 Details").unwrap();
    s.send(ENTER).unwrap(); // Done
    s.expect("[y/N]").unwrap();
    s.send("\r").unwrap();
    s.expect("Recorded").unwrap();
    assert_eq!(exit_code(&mut s), 0);
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.contains("status: complete"), "{text}");
    assert!(
        common::has_step(&text, "45#def-turn", "partner-to-play"),
        "{text}"
    );
    let history = &text[text.find("\nhistory:\n").expect("a history")..];
    assert!(history.contains("outcome: 45#def-card-played"), "{text}");
}

/// `ask --lines` on a terminal wraps its questions, answers and hints as it wraps
/// the ruling (languages.md: the Polish question lines ran to 120 columns), and
/// never splits an answer's id at its hyphen.
#[test]
fn line_mode_on_a_terminal_wraps_its_questions() {
    let mut s = td(&["--lang", "pl", "ask", "45", "--lines", "--no-save"]);
    s.expect("(żadna)").unwrap();
    s.send("defender-card\n").unwrap();
    let asked = s.expect("(face-down-told)").unwrap();
    let text = screen(asked.before());
    assert!(text.contains("(face-down-lead)"), "{text}");
    for line in text.lines() {
        assert!(
            console::measure_text_width(line) <= 80,
            "over 80 columns: {line}\n{text}"
        );
    }
    s.send("\x03").unwrap();
    exit_code(&mut s);
}
