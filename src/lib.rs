//! bridge-td: a ruling assistant for duplicate-bridge tournament directors.
//!
//! The law lives in YAML (`rulings/`); this crate loads and validates it (`load`,
//! `check`), walks it (`walk`) with a prompter (`prompt`), and renders the result
//! (`render`). No module here knows what any particular law says, except `score`:
//! the arithmetic of Laws 77, 78 and 12C, which is fixed numbers, not rulings.

mod build;
pub mod builtin;
pub mod check;
pub mod cli;
pub mod cli_error;
pub mod cli_help;
pub mod cmd;
pub mod config;
pub mod context;
pub mod counted;
pub mod date;
pub mod diag;
pub mod error;
pub mod exit;
pub mod facts;
pub mod fluent;
pub mod holder;
pub mod i18n;
pub mod incident;
pub mod interrupt;
pub mod journal;
pub mod jump;
pub mod keyword;
pub mod lang;
pub mod law_index;
pub mod law_ref;
pub mod load;
pub mod lock;
pub mod man;
pub mod menu;
pub mod node_set;
pub mod note;
pub mod pager;
pub mod parallel;
pub mod paths;
pub mod prompt;
pub mod raw;
pub mod read;
pub mod render;
pub mod replay;
pub mod score;
pub mod search;
pub mod similar;
pub mod slip;
pub mod stale;
pub mod test_hook;
pub mod text;
pub mod tree;
pub mod walk;
pub mod walk_json;

pub use cmd::run;
