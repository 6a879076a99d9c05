//! The built-in rulings, compiled into the binary so `td` runs with no files.
//!
//! The build script (`build.rs`) runs the same loader `td check` runs over every
//! `rulings/*.yaml` and `rulings/laws/*.yaml`. A set with any error fails the build
//! with `td check`'s diagnostics; a valid one is stored as the validated model in a
//! compact binary form (postcard) with its strings in one text pool, and its digest.
//! Commands then start from that model without parsing YAML: with the whole lawbook
//! (about 740 KB of YAML) parsing and validating took 24-30 ms per start; decoding
//! takes about 0.3 ms (see `benches/lookup.rs`). The YAML files are embedded too, for
//! `td check` with no directory, which parses and reports them as it would any
//! directory.

use std::borrow::Cow;

use crate::model::diag::Diagnostics;
use crate::model::load::{Loaded, Source, from_sources};
use crate::model::tree::Rulings;

// `BUILTIN`: every file as (name below `rulings/`, text), in name order.
include!(concat!(env!("OUT_DIR"), "/builtin_rulings.rs"));

/// The validated model, encoded by the build script.
static MODEL: &[u8] = include_bytes!(concat!(env!("OUT_DIR"), "/builtin_rulings.postcard"));

/// Every string of the model, which holds spans into it.
static TEXTS: &str = include_str!(concat!(env!("OUT_DIR"), "/builtin_rulings.texts"));

/// The digest of the built-in files, computed once by the build script.
pub const DIGEST: &str = include_str!(concat!(env!("OUT_DIR"), "/builtin_rulings.digest"));

/// Where the built-in set says it came from, in reports and records.
pub const ORIGIN: &str = "built-in";

/// The built-in files, for `td check` and for tests that mutate them.
pub fn sources() -> Vec<Source> {
    BUILTIN
        .iter()
        .map(|(name, text)| Source {
            name: format!("rulings/{name}"),
            stem: name.trim_end_matches(".yaml").to_string(),
            bytes: Cow::Borrowed(text.as_bytes()),
        })
        .collect()
}

/// The built-in files parsed and validated now, with every diagnostic: what
/// `td check` reports. Commands use [`rulings`] instead.
pub fn parsed() -> Loaded {
    from_sources(ORIGIN, sources(), Diagnostics::default())
}

/// The built-in rulings, decoded from the model the build script validated.
pub fn rulings() -> Rulings {
    // The bytes were written by this crate's own types in the same build; failing
    // to read them back is a bug in the build, not something a user can cause.
    crate::texts::text::set_pool(TEXTS);
    let mut rulings: Rulings = postcard::from_bytes(MODEL).expect("the built-in model decodes");
    if crate::texts::pseudo::is_on() {
        rulings.for_each_text_mut(&mut |t| t.make_pseudo());
    }
    rulings
}
