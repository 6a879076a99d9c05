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

/// The line to print on Ctrl-C.
pub fn message() -> String {
    let draft = DRAFT.lock().ok().and_then(|d| d.clone());
    match draft {
        Some(p) => format!("interrupted; the draft is kept: td ask --resume {p}"),
        None => "interrupted".to_string(),
    }
}
