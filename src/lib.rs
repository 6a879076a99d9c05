//! bridge-td: a ruling assistant for duplicate-bridge tournament directors.
//!
//! The law lives in YAML (`rulings/`); this crate loads and validates it (`load`,
//! `check`), walks it (`walk`) with a prompter (`prompt`), and renders the result
//! (`render`). No module here knows what any particular law says, except `score`:
//! the arithmetic of Laws 77, 78 and 12C, which is fixed numbers, not rulings.

mod build;
pub mod builtin;
pub mod bundle;
pub mod check;
#[cfg(feature = "cli")]
pub mod cli;
#[cfg(feature = "cli")]
pub mod cli_error;
#[cfg(feature = "cli")]
pub mod cli_help;
#[cfg(feature = "cli")]
pub mod cmd;
#[cfg(feature = "cli")]
pub mod config;
#[cfg(feature = "cli")]
pub mod context;
pub mod counted;
#[cfg(feature = "cli")]
pub mod date;
pub mod diag;
#[cfg(feature = "cli")]
pub mod error;
pub mod exit;
pub mod facts;
pub mod fluent;
pub mod holder;
pub mod i18n;
pub mod incident;
#[cfg(feature = "cli")]
pub mod interrupt;
#[cfg(feature = "cli")]
pub mod journal;
pub mod jump;
pub mod keyword;
pub mod lang;
pub mod law_index;
pub mod law_ref;
pub mod load;
#[cfg(feature = "cli")]
pub mod load_dir;
#[cfg(feature = "cli")]
pub mod lock;
#[cfg(feature = "cli")]
pub mod man;
#[cfg(feature = "cli")]
pub mod menu;
pub mod node_set;
pub mod note;
#[cfg(feature = "cli")]
pub mod pager;
#[cfg(feature = "cli")]
pub mod parallel;
#[cfg(feature = "cli")]
pub mod paths;
#[cfg(feature = "cli")]
pub mod prompt;
pub mod raw;
#[cfg(feature = "cli")]
pub mod read;
pub mod reading;
#[cfg(feature = "cli")]
pub mod render;
#[cfg(feature = "cli")]
pub mod replay;
pub mod score;
pub mod search;
pub mod similar;
#[cfg(feature = "cli")]
pub mod slip;
#[cfg(feature = "cli")]
pub mod stale;
#[cfg(feature = "cli")]
pub mod test_hook;
pub mod text;
pub mod tree;
pub mod walk;
pub mod walk_json;

#[cfg(feature = "cli")]
pub use cmd::run;
