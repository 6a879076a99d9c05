//! The web face of bridge-td: the core's walker, law index and records, for the page.
//!
//! The page (`web/page/app.js`) fetches one rulings bundle per language
//! (`bridge_td::model::bundle`), hands its bytes to [`load_rulings`], and drives a
//! [`Session`]: one incident, its walks, and its record. Once its first screen is
//! drawn it fetches the bundle's second file, the texts shown on request and the
//! law index, and hands it to [`load_more`]; views made before then say `pending`. Everything crosses the
//! boundary as strings: JSON views out, indices and text in. That keeps the glue
//! small (no serde bridge crate) and the JSON is what the tests read too.
//!
//! Nothing here reads a clock, a file or storage: the page passes "now" (RFC 3339
//! with the phone's offset, as `td ask` writes it) and stores the record YAML that
//! [`Session::record_yaml`] gives after every change.

mod session;
mod view;

use std::cell::RefCell;

use bridge_td::model::tree::Rulings;
use bridge_td::texts::lang::Lang;
use wasm_bindgen::prelude::*;

pub use session::Session;

thread_local! {
    /// The decoded rulings, one per language once fetched. Each is leaked on
    /// purpose: walks borrow it for the page's lifetime, and there are at most
    /// two per language (its first file alone, then with its second).
    static MODELS: RefCell<[Option<&'static Rulings>; Lang::ALL.len()]> = const { RefCell::new([None; Lang::ALL.len()]) };
    /// Each language's first file, from [`load_rulings`] until its second file is
    /// merged. The whole model is then decoded afresh from it rather than changed
    /// in place: walks hold the first model (leaked, as above) and follow the new
    /// one at their next view (`Session::view`).
    static FIRST: RefCell<[Option<Vec<u8>>; Lang::ALL.len()]> = const { RefCell::new([const { None }; Lang::ALL.len()]) };
}

/// The language for a code the page sends: `en`, `nb` or `pl`.
pub fn lang_of(code: &str) -> Result<Lang, JsError> {
    Lang::from_code(code).ok_or_else(|| JsError::new(&format!("unknown language `{code}`")))
}

/// The rulings loaded for `lang`, or an error saying the page must load them first.
pub fn rulings(lang: Lang) -> Result<&'static Rulings, JsError> {
    MODELS
        .with(|m| m.borrow()[lang.index()])
        .ok_or_else(|| JsError::new(&format!("the rulings in `{}` are not loaded", lang.code())))
}

/// Decodes the bundle for `lang` (`rulings.LANG.bin`) and keeps it; returns the
/// set's digest. A language already loaded keeps its first bundle. Its texts on
/// request and law index come with [`load_more`].
#[wasm_bindgen]
pub fn load_rulings(lang: &str, bytes: &[u8]) -> Result<String, JsError> {
    let lang = lang_of(lang)?;
    if let Ok(r) = rulings(lang) {
        return Ok(r.digest.clone());
    }
    let error = |e: bridge_td::model::bundle::BundleError| JsError::new(&e.to_string());
    let decoded = bridge_td::model::bundle::decode(bytes).map_err(error)?;
    // The messages come with the bundle (its language's and English's): none is
    // built into the wasm.
    for (l, source) in bridge_td::model::bundle::catalogues(bytes).map_err(error)? {
        bridge_td::texts::fluent::MESSAGES.install(l, source);
    }
    FIRST.with(|f| f.borrow_mut()[lang.index()] = Some(bytes.to_vec()));
    Ok(keep(lang, decoded).digest.clone())
}

/// Merges the second file of `lang` (`rulings.LANG.more.bin`: the texts on request
/// and the law index) into its rulings, loaded first. Once merged, a second call
/// does nothing; a file that does not belong to the bundle is refused, and the
/// rulings stay as they were.
#[wasm_bindgen]
pub fn load_more(lang: &str, bytes: &[u8]) -> Result<(), JsError> {
    let lang = lang_of(lang)?;
    rulings(lang)?;
    let Some(first) = FIRST.with(|f| f.borrow()[lang.index()].clone()) else {
        return Ok(());
    };
    let error = |e: bridge_td::model::bundle::BundleError| JsError::new(&e.to_string());
    let mut whole = bridge_td::model::bundle::decode(&first).map_err(error)?;
    bridge_td::model::bundle::merge_more(&mut whole, lang, bytes).map_err(error)?;
    keep(lang, whole);
    FIRST.with(|f| f.borrow_mut()[lang.index()] = None);
    Ok(())
}

/// Whether the second file of `lang` is merged: views of its rulings are then
/// whole.
pub fn has_more(lang: Lang) -> bool {
    rulings(lang).is_ok() && FIRST.with(|f| f.borrow()[lang.index()].is_none())
}

/// Makes `decoded` the rulings of `lang` (in the pseudo-language when it is on).
fn keep(lang: Lang, mut decoded: Rulings) -> &'static Rulings {
    if bridge_td::texts::pseudo::is_on() {
        decoded.for_each_text_mut(&mut |t| t.make_pseudo());
    }
    let leaked: &'static Rulings = Box::leak(Box::new(decoded));
    MODELS.with(|m| m.borrow_mut()[lang.index()] = Some(leaked));
    leaked
}

/// The pseudo-language (`bridge_td::texts::pseudo`), for the page opened with
/// `?pseudo`: English as loaded from now on is accented, catalogue and rulings.
#[wasm_bindgen]
pub fn enable_pseudo() {
    bridge_td::texts::pseudo::enable();
}

/// One of the page's own catalogue entries (`STRINGS`) in the pseudo-language.
#[wasm_bindgen]
pub fn pseudo_words(text: &str) -> String {
    bridge_td::texts::pseudo::words(text)
}

/// The messages of `lang` (its catalogue, as its bundle brought them), for the
/// score module, which has none built in either.
#[wasm_bindgen]
pub fn catalogue(lang: &str) -> Result<String, JsError> {
    Ok(bridge_td::texts::fluent::MESSAGES
        .source(lang_of(lang)?)
        .to_string())
}

/// Whether `lang`'s bundle is loaded (its first file).
#[wasm_bindgen]
pub fn has_rulings(lang: &str) -> bool {
    lang_of(lang).is_ok_and(|l| rulings(l).is_ok())
}

/// The interface strings the page shares with `td` (`bridge_td::texts::i18n`), as a JSON
/// object; the page's own strings are the catalogues' `page-` messages (`cargo xtask web`).
#[wasm_bindgen]
pub fn ui_strings(lang: &str) -> Result<String, JsError> {
    Ok(view::ui_strings(lang_of(lang)?).to_string())
}

/// `td cite` for the page: JSON `{found: [...], problems: [...]}`.
#[wasm_bindgen]
pub fn cite(lang: &str, query: &str) -> Result<String, JsError> {
    let lang = lang_of(lang)?;
    Ok(view::cite(rulings(lang)?, lang, query).to_string())
}

/// `td search` for the page: JSON `{paragraphs: [...], questions: [...]}`, or an
/// error naming the limit a query goes past.
#[wasm_bindgen]
pub fn search(lang: &str, query: &str) -> Result<String, JsError> {
    let lang = lang_of(lang)?;
    view::search(rulings(lang)?, lang, query)
        .map(|v| v.to_string())
        .map_err(|e| JsError::new(&e))
}

/// The regulations the loaded set knows, as JSON: each one's name
/// (`face-up-leads`) and the questions it answers in the TD's language, which are
/// what the settings screen shows to say what the name means.
#[wasm_bindgen]
pub fn regulations(lang: &str) -> Result<String, JsError> {
    let lang = lang_of(lang)?;
    let r = rulings(lang)?;
    let list: Vec<_> = r
        .regulations()
        .into_iter()
        .map(|name| {
            let mut asks: Vec<&str> = r
                .all_nodes()
                .filter_map(|(_, n)| n.question())
                .filter(|q| q.regulation.as_deref() == Some(name))
                .map(|q| q.ask.get(lang))
                .collect();
            asks.dedup();
            // What its setting may carry beside yes or no (`penalty`: an amount).
            let carries = bridge_td::model::score_kind::ScoreKind::ALL
                .into_iter()
                .find(|k| r.regulation_carrying(*k) == Some(name))
                .map(|k| k.id());
            serde_json::json!({"name": name, "asks": asks, "carries": carries})
        })
        .collect();
    Ok(serde_json::Value::Array(list).to_string())
}

/// The version of td this page was built from (the core's), shown on the home
/// screen so a TD can say which one he has.
#[wasm_bindgen]
pub fn version() -> String {
    bridge_td::model::bundle::VERSION.to_string()
}

/// The set's digest as records show it (`td` prints the same short form).
#[wasm_bindgen]
pub fn short_digest(digest: &str) -> String {
    bridge_td::model::load::short_digest(digest)
}
