//! Localized text from the YAML files.
//!
//! Every string a tree author writes passes through [`Text::new`], which removes
//! terminal control characters: a rulings directory from elsewhere must not be able
//! to move the cursor, clear the screen or retitle the TD's terminal.

use crate::texts::lang::Lang;

/// One text in several languages. English is always present once loading succeeded.
///
/// One slot per language, indexed by [`Lang::index`], rather than a map: the built-in
/// set holds some 10,000 texts, and a map per text was a quarter of the time it took
/// to decode the set at start-up.
///
/// A text is either owned (parsed from YAML at run time) or pooled: a span of the
/// built-in set's text pool, one `&'static str` that the compiler has already
/// checked is UTF-8. Decoding the built-in model then reads numbers only; copying and
/// re-validating 600 KB of strings was most of every command's start-up (see
/// `builtin.rs`). Both kinds read the same through [`Text::get`].
#[derive(serde::Serialize, serde::Deserialize, Clone, Default)]
pub struct Text(Slots);

#[derive(serde::Serialize, serde::Deserialize, Clone)]
enum Slots {
    Owned([Option<String>; Lang::ALL.len()]),
    Pooled([Option<Span>; Lang::ALL.len()]),
}

impl Default for Slots {
    fn default() -> Self {
        Slots::Owned(Default::default())
    }
}

/// Where a pooled string lies in the pool, in bytes.
#[derive(serde::Serialize, serde::Deserialize, Clone, Copy, PartialEq, Eq)]
struct Span {
    start: u32,
    len: u32,
}

/// The built-in text pool, set once before the built-in model is decoded.
static POOL: std::sync::OnceLock<&'static str> = std::sync::OnceLock::new();

/// Makes `pool` the text every pooled [`Text`] points into. Called once, by
/// `builtin::rulings`, before decoding; later calls with the same pool are no-ops.
pub fn set_pool(pool: &'static str) {
    let _ = POOL.set(pool);
}

/// Builds a pool while moving texts into it (the build script does this), sharing
/// repeated strings.
#[derive(Default)]
pub struct PoolBuilder {
    pub text: String,
    seen: std::collections::HashMap<String, Span>,
}

impl Text {
    pub fn new(entries: impl IntoIterator<Item = (Lang, String)>) -> Self {
        let mut slots: [Option<String>; Lang::ALL.len()] = Default::default();
        for (lang, s) in entries {
            slots[lang.index()] = Some(sanitize(&s));
        }
        Text(Slots::Owned(slots))
    }

    fn slot(&self, lang: Lang) -> Option<&str> {
        match &self.0 {
            Slots::Owned(s) => s[lang.index()].as_deref(),
            Slots::Pooled(s) => s[lang.index()].map(|sp| {
                let pool = POOL
                    .get()
                    .expect("the text pool is set before pooled texts are read");
                &pool[sp.start as usize..(sp.start + sp.len) as usize]
            }),
        }
    }

    /// The text in `lang`, falling back to the default language.
    pub fn get(&self, lang: Lang) -> &str {
        self.slot(lang)
            .or_else(|| self.slot(Lang::DEFAULT))
            .unwrap_or("")
    }

    pub fn has(&self, lang: Lang) -> bool {
        match &self.0 {
            Slots::Owned(s) => s[lang.index()].is_some(),
            Slots::Pooled(s) => s[lang.index()].is_some(),
        }
    }

    pub fn languages(&self) -> impl Iterator<Item = Lang> + '_ {
        Lang::ALL.into_iter().filter(|l| self.has(*l))
    }

    pub fn all(&self) -> impl Iterator<Item = &str> {
        Lang::ALL.into_iter().filter_map(|l| self.slot(l))
    }

    /// Keeps only what [`Text::get`] gives in `lang`: the text in `lang`, or the
    /// default language's where `lang` has none. A set cut down so reads the same in
    /// `lang` as the whole set (the web face ships one language at a time).
    pub fn keep_only(&mut self, lang: Lang) {
        let keep = if self.has(lang) { lang } else { Lang::DEFAULT };
        let mut slots: [Option<String>; Lang::ALL.len()] = Default::default();
        slots[keep.index()] = self.slot(keep).map(str::to_string);
        self.0 = Slots::Owned(slots);
    }

    /// The default language's text turned into the pseudo-language (`pseudo.rs`);
    /// the others as they are.
    pub fn make_pseudo(&mut self) {
        let mut slots: [Option<String>; Lang::ALL.len()] =
            Lang::ALL.map(|l| self.slot(l).map(str::to_string));
        let default = &mut slots[Lang::DEFAULT.index()];
        *default = default.take().map(|s| crate::texts::pseudo::words(&s));
        self.0 = Slots::Owned(slots);
    }

    /// Moves an owned text's strings into `pool`, leaving spans behind.
    pub fn move_into(&mut self, pool: &mut PoolBuilder) {
        let Slots::Owned(owned) = &self.0 else { return };
        let spans = owned.each_ref().map(|s| s.as_deref().map(|s| pool.add(s)));
        self.0 = Slots::Pooled(spans);
    }
}

impl PoolBuilder {
    fn add(&mut self, s: &str) -> Span {
        if let Some(span) = self.seen.get(s) {
            return *span;
        }
        let span = Span {
            start: u32::try_from(self.text.len()).expect("the text pool fits in 4 GiB"),
            len: u32::try_from(s.len()).expect("a text fits in 4 GiB"),
        };
        self.text.push_str(s);
        self.seen.insert(s.to_string(), span);
        span
    }
}

/// Texts compare, and print, by what they say, whichever way they are stored.
impl PartialEq for Text {
    fn eq(&self, other: &Self) -> bool {
        Lang::ALL.into_iter().all(|l| self.slot(l) == other.slot(l))
    }
}

impl Eq for Text {}

impl std::fmt::Debug for Text {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map()
            .entries(
                Lang::ALL
                    .into_iter()
                    .filter_map(|l| self.slot(l).map(|s| (l, s))),
            )
            .finish()
    }
}

/// Removes control characters except newline (tabs become spaces) and the
/// bidirectional overrides and isolates, which can make text read differently from
/// what it is.
pub fn sanitize(s: &str) -> String {
    s.chars()
        .filter_map(|c| match c {
            '\n' => Some('\n'),
            '\t' => Some(' '),
            c if c.is_control() || is_bidi_control(c) => None,
            c => Some(c),
        })
        .collect()
}

/// `s` as one line: [`sanitize`]d, and every line break (newline, and the Unicode
/// line and paragraph separators) made a space. For what is shown where one line
/// is expected (a label, an id, an outcome, a file name in a message): a break
/// there would start a line that looks like td's own output.
pub fn one_line(s: &str) -> String {
    sanitize(s).replace(['\n', '\u{2028}', '\u{2029}'], " ")
}

/// A character that ends a line: newline, carriage return, next line, and the
/// Unicode line and paragraph separators.
pub fn is_line_break(c: char) -> bool {
    matches!(c, '\n' | '\r' | '\u{85}' | '\u{2028}' | '\u{2029}')
}

pub fn has_line_break(s: &str) -> bool {
    s.chars().any(is_line_break)
}

/// Characters that show as nothing (or as a blank) yet make a different id:
/// `yes` and `yes\u{200B}` look the same on any screen. Zero-width spaces and
/// joiners, the word joiner and invisible operators, the byte-order mark, the soft
/// hyphen, the combining grapheme joiner, variation selectors, Hangul fillers, the
/// Mongolian vowel separator, interlinear annotation marks, tag characters, and
/// every kind of space but the plain one.
pub fn is_invisible(c: char) -> bool {
    matches!(c,
        '\u{AD}' | '\u{34F}' | '\u{115F}' | '\u{1160}' | '\u{17B4}' | '\u{17B5}'
        | '\u{180B}'..='\u{180F}' | '\u{200B}'..='\u{200D}' | '\u{2060}'..='\u{2064}'
        | '\u{206A}'..='\u{206F}' | '\u{3164}' | '\u{FE00}'..='\u{FE0F}' | '\u{FEFF}'
        | '\u{FFA0}' | '\u{FFF9}'..='\u{FFFB}' | '\u{E0000}'..='\u{E007F}'
        | '\u{E0100}'..='\u{E01EF}' | '\u{1D173}'..='\u{1D17A}')
        || (c != ' ' && c.is_whitespace())
}

/// Bidirectional embeddings, overrides and isolates (U+202A-E, U+2066-9) and the
/// direction marks: invisible, and able to reorder what the TD reads.
pub fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{200E}' | '\u{200F}' | '\u{061C}')
}

/// Whether an id holds a character that `sanitize` would remove, a line break or an
/// invisible character: such an id cannot be shown faithfully, or looks like
/// another, so the loader refuses it.
pub fn has_unsafe_char(s: &str) -> bool {
    s.chars()
        .any(|c| c.is_control() || is_bidi_control(c) || is_line_break(c) || is_invisible(c))
}

/// `s` cut to at most `max` characters, an ellipsis marking the cut: for echoing
/// what someone typed or wrote (a 120 KB argument, a 300,000-character id) without
/// repeating all of it.
pub fn clip(s: &str, max: usize) -> String {
    match s.char_indices().nth(max) {
        None => s.to_string(),
        Some((end, _)) => format!("{}…", &s[..end]),
    }
}

/// Longest unbroken run of characters an error message repeats (see [`clip_runs`]).
pub const MAX_ECHO_CHARS: usize = 200;

/// `message` with every run of non-space characters longer than [`MAX_ECHO_CHARS`]
/// clipped: errors quote what was typed, and a 120 KB argument echoed whole buries
/// the error. No word, path or reference a person means is that long.
pub fn clip_runs(message: &str) -> String {
    let mut out = String::with_capacity(message.len().min(4096));
    let mut run = 0usize;
    let mut clipped = false;
    for c in message.chars() {
        if c.is_whitespace() {
            run = 0;
            clipped = false;
            out.push(c);
        } else if run < MAX_ECHO_CHARS {
            run += 1;
            out.push(c);
        } else if !clipped {
            clipped = true;
            out.push('…');
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn control_characters_are_removed() {
        let t = Text::new([(Lang::En, "ok\u{1b}[2J\u{9b}31m\u{7}\ttab\nline".to_string())]);
        assert_eq!(t.get(Lang::En), "ok[2J31m tab\nline");
    }

    #[test]
    fn bidi_overrides_are_removed_and_flagged() {
        let s = "ok\u{202E}cba\u{2066}x";
        assert_eq!(sanitize(s), "okcbax");
        assert!(has_unsafe_char(s));
        assert!(has_unsafe_char("a\u{1b}]0;x\u{7}"));
        assert!(!has_unsafe_char("def-seen"));
        assert!(has_unsafe_char("yes\u{200B}"));
        assert!(has_unsafe_char("yes\u{FEFF}"));
        assert!(has_unsafe_char("a\u{2028}b"));
        assert!(has_unsafe_char("a\u{A0}b"));
        assert!(!has_unsafe_char("øre-ålesund-żółw"));
    }

    #[test]
    fn one_line_has_no_breaks() {
        assert_eq!(
            one_line("a\nRULING: b\r\u{2028}c\u{2029}d\u{85}e"),
            "a RULING: b c de"
        );
    }

    #[test]
    fn clipping_marks_the_cut() {
        assert_eq!(clip("abcdef", 3), "abc…");
        assert_eq!(clip("abc", 3), "abc");
        assert_eq!(clip("ééé", 2), "éé…");
        let long = "x".repeat(MAX_ECHO_CHARS + 50);
        let clipped = clip_runs(&format!("no tree `{long}` here"));
        assert!(clipped.starts_with("no tree `xxx"), "{clipped}");
        assert!(clipped.chars().count() < MAX_ECHO_CHARS + 20, "{clipped}");
        assert!(clipped.ends_with("x… here"), "{clipped}");
        assert_eq!(clip_runs("a b\nc"), "a b\nc");
    }

    #[test]
    fn falls_back_to_english() {
        let t = Text::new([(Lang::En, "card".into()), (Lang::Pl, "karta".into())]);
        assert_eq!(t.get(Lang::Nb), "card");
        assert_eq!(t.get(Lang::Pl), "karta");
    }
}
