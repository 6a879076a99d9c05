//! The languages bridge-td speaks: `td-lang` (the `lang/` crate) lists them from
//! the files in `i18n/`, so that both td and its build script see the same list
//! (a build script cannot include code generated for the crate it builds).

pub use td_lang::Lang;
