//! What Ctrl-C (and SIGTERM, SIGHUP: one handler for the three) says. The handler
//! runs on its own thread and exits at once (drafts are saved after every answer, so
//! nothing is lost; a save cut short leaves a temporary file the next run clears);
//! it says where the draft is, as the end of input does, from the path `td ask`
//! records here after each save.

use std::sync::Mutex;

static DRAFT: Mutex<Option<String>> = Mutex::new(None);

/// The draft a Ctrl-C would leave behind, or none once the record is final.
pub fn set_draft(path: Option<String>) {
    if let Ok(mut d) = DRAFT.lock() {
        *d = path;
    }
}

/// What to print on Ctrl-C: the command to go on stands on a line of its own, so
/// it can be copied whole.
pub fn message() -> String {
    let draft = DRAFT.lock().ok().and_then(|d| d.clone());
    let lang = crate::terminal::menu::lang();
    match draft {
        Some(p) => format!(
            "{}\ntd ask --resume {p}",
            crate::texts::i18n::t(lang, crate::texts::i18n::Msg::ResumeWith)
        ),
        None => crate::texts::i18n::t(lang, crate::texts::i18n::Msg::Interrupted).to_string(),
    }
}

/// Held by whoever reports the interruption, until the process ends.
static STOPPING: Mutex<()> = Mutex::new(());

/// Ends td after an interruption, once: the signal handler (SIGINT from outside a
/// menu, or from dialoguer's facts form) and `td ask`'s own Ctrl-C key may both
/// get here; the second waits on the lock until the first has exited, so the
/// message is printed once and showing the cursor is the last thing written.
pub fn stop() -> ! {
    let _only = STOPPING.lock();
    // The terminal lock: no menu frame is half written when this runs, and none
    // is drawn after.
    let mut saved = crate::terminal::menu::SAVED
        .lock()
        .unwrap_or_else(|e| e.into_inner());
    crate::terminal::menu::restore(saved.take());
    use std::io::{IsTerminal, Write};
    let mut e = std::io::stderr().lock();
    // The cursor-visible sequence only where a menu could have hidden the cursor:
    // never a control byte into a pipe or a file. An explanation or a ruling paged
    // on the alternate screen gives the main screen back first, so the message
    // stays where the TD can read it.
    let show = if e.is_terminal() {
        format!("{}\x1b[?25h", crate::terminal::menu::leave_alternate())
    } else {
        String::new()
    };
    let _ = write!(e, "{show}\ntd: {}\n", message());
    let _ = e.flush();
    // `exit` runs no destructors: the draft's lock file goes here, as its drop
    // would remove it (the draft itself stays, named above).
    crate::records::lock::remove_held();
    std::process::exit(crate::exit::Exit::Interrupted as i32);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_interruption_is_reported_in_the_tds_language() {
        set_draft(None);
        crate::terminal::menu::set_lang(crate::texts::lang::Lang::Pl);
        assert_eq!(message(), "przerwano");
        crate::terminal::menu::set_lang(crate::texts::lang::Lang::Nb);
        assert_eq!(message(), "avbrutt");
        set_draft(Some("incidents/x.yaml".into()));
        assert!(message().ends_with("\ntd ask --resume incidents/x.yaml"));
        set_draft(None);
        crate::terminal::menu::set_lang(crate::texts::lang::Lang::En);
        assert_eq!(message(), "interrupted");
    }
}
