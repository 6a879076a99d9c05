//! bridge-td: a ruling assistant for duplicate-bridge tournament directors.
//!
//! The law lives in YAML (`rulings/`); this crate loads and validates it (`model`),
//! walks it (`walker`), keeps what was ruled (`records`), looks up and searches the
//! law (`law`), and says it all in the TD's language (`texts`). Those layers are the
//! core: no file, terminal or clock I/O, so they build for wasm32 and serve the web
//! face (`web/`) as they serve `td`. The terminal face (`terminal`, `files`, `cmd`)
//! comes with the default `cli` feature. No module here knows what any particular
//! law says, except `score`: the arithmetic of Laws 77, 78 and 12C, which is fixed
//! numbers, not rulings.
//!
//! The folders show the layers, and each module is used by its path
//! (`crate::model::tree`, `bridge_td::walker::walk`): a reader sees the layer a
//! thing comes from where it is used. Only `run`, the whole of `td`, is at the root.

/// The model: the validated rulings, loaded from YAML or from the built-in set.
pub mod model {
    pub(crate) mod build;
    pub mod builtin;
    pub mod bundle;
    pub mod check;
    pub mod diag;
    pub mod holder;
    pub mod load;
    #[cfg(feature = "cli")]
    pub mod load_dir;
    pub mod node_set;
    pub mod raw;
    pub mod score_kind;
    pub mod tree;
}

/// The walker over the model, and where a walk starts.
pub mod walker {
    pub mod chain;
    pub mod jump;
    #[cfg(feature = "cli")]
    pub mod paths;
    pub mod settings;
    pub mod steps;
    pub mod walk;
}

/// Incident records: the facts, the walks, their JSON; reading and writing them.
pub mod records {
    pub mod facts;
    pub mod incident;
    #[cfg(feature = "cli")]
    pub mod journal;
    #[cfg(feature = "cli")]
    pub mod lock;
    pub mod name;
    pub mod reading;
    #[cfg(feature = "cli")]
    pub mod replay;
    #[cfg(feature = "cli")]
    pub mod stale;
    pub mod walk_json;
    pub mod yaml;
}

/// The law index, law references, search.
pub mod law {
    pub mod law_index;
    pub mod law_ref;
    pub mod search;
    pub mod similar;
    pub mod synonyms;
}

/// Texts and languages: the rulings' texts, the interface strings, notes.
pub mod texts {
    pub mod counted;
    pub mod fluent;
    pub mod holder_words;
    pub mod i18n;
    pub mod keyword;
    pub mod lang;
    pub mod note;
    pub mod pseudo;
    pub mod text;
}

/// The terminal face: the command line, menus and prompts, rendering, man pages.
#[cfg(feature = "cli")]
pub mod terminal {
    pub mod cli;
    pub mod cli_error;
    pub mod cli_help;
    pub mod config;
    pub mod context;
    pub mod date;
    pub mod interrupt;
    pub mod man;
    pub mod menu;
    pub mod pager;
    pub mod prompt;
    pub mod raw;
    pub mod render;
    pub mod score_form;
    pub mod slip;
}

/// Files the user points us at, threads over many files, and the test hooks.
#[cfg(feature = "cli")]
pub mod files {
    pub mod os;
    pub mod parallel;
    pub mod read;
    pub mod test_hook;
}

#[cfg(feature = "cli")]
pub mod cmd;
#[cfg(feature = "cli")]
pub mod error;
pub mod exit;
pub mod score;
