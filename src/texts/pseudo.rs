//! A pseudo-language, for the test that finds words left in code.
//!
//! With `TD_PSEUDO=1` in the environment (the terminal) or `?pseudo` on the page,
//! English is replaced, as it is loaded, by the same words with accented letters
//! ("the ruling" reads "ţĥé ŕúļíñĝ"): every entry of the English catalogues and
//! every English text of the rulings and the law index. The transformation is
//! applied to the entries, never at the point of printing, so a word that reaches
//! the screen unaccented came from code, not from a catalogue (tests/pseudo.rs).
//!
//! Words a TD types are left alone, or `td` could not read its own input: the
//! keywords, the yes words, the notation's spellings, and any word with a digit
//! (4S, 45C4(b)), in capitals (N, NS, NT), of one letter, naming an option
//! (--save) or the program (td).

use std::sync::atomic::{AtomicBool, Ordering};

static ON: AtomicBool = AtomicBool::new(false);

/// Turns the pseudo-language on for the rest of the process; call it before any
/// catalogue or rulings are loaded.
pub fn enable() {
    ON.store(true, Ordering::Relaxed);
}

pub fn is_on() -> bool {
    ON.load(Ordering::Relaxed)
}

/// Catalogue messages that are words a TD types, or that code reads back: left
/// as they are.
pub fn is_input(id: &str) -> bool {
    id.starts_with("keyword-")
        || id.starts_with("language-")
        || (id.starts_with("notation-") && id.ends_with("-reads"))
        || matches!(
            id,
            "yes-words" | "search-stop-words" | "decimal-separator" | "date-months"
        )
}

/// `text` in the pseudo-language: each word of two letters or more, with a small
/// letter, no digit and no sign of code in it, with its letters accented.
pub fn words(text: &str) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String| {
        let letters = word.chars().filter(|c| c.is_ascii_alphabetic()).count();
        let code = word
            .chars()
            .any(|c| c.is_ascii_digit() || "{}$`_/<>=@#\\".contains(c))
            || word.contains("--")
            || word == "td";
        // Capitals alone are notation (NS, EW, NT), not words.
        let capitals = word.chars().all(|c| !c.is_ascii_lowercase());
        if letters >= 2 && !code && !capitals {
            out.extend(word.chars().map(accented));
        } else {
            out.push_str(word);
        }
        word.clear();
    };
    for c in text.chars() {
        if c.is_whitespace() {
            flush(&mut word, &mut out);
            out.push(c);
        } else {
            word.push(c);
        }
    }
    flush(&mut word, &mut out);
    out
}

fn accented(c: char) -> char {
    const FROM: &str = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const TO: &str = "áƀçďéƒĝĥíĵķļɱñóƥʠŕšţúʋŵẋýžÁƁÇĎÉƑĜĤÍĴĶĻṀÑÓƤɊŔŠŢÚṼŴẊÝŽ";
    FROM.chars()
        .position(|f| f == c)
        .and_then(|i| TO.chars().nth(i))
        .unwrap_or(c)
}

/// A Fluent file with the text of every message turned into the pseudo-language
/// (placeables, variables and selectors untouched; [`is_input`] messages kept).
pub fn catalogue(source: &str) -> String {
    use fluent_syntax::ast;
    let Ok(resource) = fluent_syntax::parser::parse(source) else {
        return source.to_string();
    };
    let mut spans: Vec<(usize, usize)> = Vec::new();
    fn pattern(p: &ast::Pattern<&str>, spans: &mut Vec<(usize, usize)>, base: usize) {
        for element in &p.elements {
            match element {
                ast::PatternElement::TextElement { value } => {
                    let start = (value.as_ptr() as usize).wrapping_sub(base);
                    spans.push((start, value.len()));
                }
                ast::PatternElement::Placeable { expression } => {
                    expression_of(expression, spans, base)
                }
            }
        }
    }
    fn expression_of(e: &ast::Expression<&str>, spans: &mut Vec<(usize, usize)>, base: usize) {
        match e {
            ast::Expression::Select { variants, .. } => {
                for v in variants {
                    pattern(&v.value, spans, base);
                }
            }
            ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) => {
                expression_of(expression, spans, base)
            }
            ast::Expression::Inline(_) => {}
        }
    }
    let base = source.as_ptr() as usize;
    for entry in &resource.body {
        if let ast::Entry::Message(m) = entry
            && !is_input(m.id.name)
            && let Some(value) = &m.value
        {
            pattern(value, &mut spans, base);
        }
    }
    // Only slices of the source itself (the parser may make others for line ends).
    spans.retain(|(start, len)| start + len <= source.len());
    spans.sort();
    let mut out = String::with_capacity(source.len() * 2);
    let mut at = 0;
    for (start, len) in spans {
        if start < at {
            continue;
        }
        out.push_str(&source[at..start]);
        out.push_str(&words(&source[start..start + len]));
        at = start + len;
    }
    out.push_str(&source[at..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_are_accented_and_code_is_kept() {
        assert_eq!(words("the ruling"), "ţĥé ŕúļíñĝ");
        assert_eq!(words("Law 45C4(b), N-S"), "Ļáŵ 45C4(b), N-S");
        assert_eq!(words("td ask {x} --save"), "td ášķ {x} --save");
    }

    #[test]
    fn a_catalogue_keeps_its_syntax() {
        let source = "hello = Hello { $name }, the { $count ->\n    [one] one trick\n   *[other] { $count } tricks\n}\nkeyword-back = back\n";
        let pseudo = catalogue(source);
        assert!(
            pseudo.contains("hello = Ĥéļļó { $name }, ţĥé { $count ->"),
            "{pseudo}"
        );
        assert!(pseudo.contains("[one] óñé ţŕíçķ"), "{pseudo}");
        assert!(pseudo.contains("*[other] { $count } ţŕíçķš"), "{pseudo}");
        assert!(pseudo.contains("keyword-back = back"), "{pseudo}");
        assert!(fluent_syntax::parser::parse(pseudo.as_str()).is_ok());
    }
}
