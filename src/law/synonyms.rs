//! The words TDs use, mapped to the words of the laws: `phone` finds what the laws
//! call an aid or a matter of conduct, `hesitation` what they call tempo and
//! unauthorized information, `renege` a revoke.
//!
//! Kept as data, one file per language (`i18n/search/<lang>.txt`), so a federation
//! adds its own words without touching code. Each line is a group: everyday words
//! or phrases, separated by commas, `=`, the laws' words. A query word is looked up
//! as typed and, for words of five letters or more, as an inflection of an everyday
//! word (`phones`); it then also matches each of the laws' words in the same place
//! of the query. A phrase (`slow pass`) takes the place of its words: "slow pass
//! then bid" asks about a hesitation and a bid, not about passes.

use std::sync::OnceLock;

use crate::texts::lang::Lang;

const SOURCES: [&str; Lang::ALL.len()] = td_lang::SEARCH;

/// Everyday words or phrases (each as its words) and the laws' words for them, per
/// group, in file order.
pub type Groups = Vec<(Vec<Vec<String>>, Vec<String>)>;

/// The groups of `source`: blank lines and `#` comments skipped; a line without
/// `=` is a bug in a built-in file (tested), so it is skipped, not guessed at.
pub fn parse(source: &str) -> Groups {
    source
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .filter_map(|l| l.split_once('='))
        .map(|(everyday, laws)| {
            let phrases = everyday
                .split(',')
                .map(crate::law::search::words)
                .filter(|p| !p.is_empty())
                .collect();
            (phrases, crate::law::search::words(laws))
        })
        .collect()
}

/// The built-in groups of `lang`, read once.
pub fn groups(lang: Lang) -> &'static Groups {
    static GROUPS: [OnceLock<Groups>; Lang::ALL.len()] =
        [const { OnceLock::new() }; Lang::ALL.len()];
    GROUPS[lang.index()].get_or_init(|| parse(SOURCES[lang.index()]))
}

/// The source of `lang`'s file, for the test that checks its words.
pub fn source(lang: Lang) -> &'static str {
    SOURCES[lang.index()]
}

/// Shortest everyday word an inflection is recognised from: `bit` must not find
/// `bitter`'s synonyms, nor `ui` every word starting with it.
const INFLECTED_FROM: usize = 5;

/// Whether query word `term` is everyday word `word`, as typed or inflected.
fn is(term: &str, word: &str) -> bool {
    term == word || (word.chars().count() >= INFLECTED_FROM && term.starts_with(word))
}

/// The query's words as the places a match is counted in: each word, or a phrase
/// of a group in its words' place, with the laws' words that also match there.
pub fn slots(lang: Lang, terms: &[String]) -> Vec<(String, Vec<&'static str>)> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < terms.len() {
        // The longest phrase of any group that starts here.
        let mut taken = 1;
        let mut laws: Vec<&'static str> = Vec::new();
        for (everyday, group_laws) in groups(lang) {
            for phrase in everyday {
                let n = phrase.len();
                let fits = i + n <= terms.len()
                    && phrase.iter().zip(&terms[i..i + n]).all(|(w, t)| is(t, w));
                if !fits || n < taken {
                    continue;
                }
                if n > taken {
                    taken = n;
                    laws.clear();
                }
                for l in group_laws {
                    if !laws.contains(&l.as_str()) {
                        laws.push(l);
                    }
                }
            }
        }
        let term = terms[i..i + taken].join(" ");
        laws.retain(|l| *l != term);
        out.push((term, laws));
        i += taken;
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_line_of_every_file_is_a_group() {
        for lang in Lang::ALL {
            let lines = source(lang)
                .lines()
                .filter(|l| !l.trim().is_empty() && !l.trim_start().starts_with('#'))
                .count();
            let groups = groups(lang);
            assert_eq!(groups.len(), lines, "{lang}: a line without `=`");
            for (everyday, laws) in groups {
                assert!(
                    !everyday.is_empty() && !laws.is_empty(),
                    "{lang}: {everyday:?}"
                );
            }
        }
    }

    fn slots_of(q: &str) -> Vec<(String, Vec<&'static str>)> {
        slots(Lang::En, &crate::law::search::words(q))
    }

    #[test]
    fn inflections_of_long_words_only() {
        assert!(slots_of("phones")[0].1.contains(&"etiquette"));
        assert!(slots_of("bitter")[0].1.is_empty());
        assert!(slots_of("uid")[0].1.is_empty());
        assert_eq!(slots_of("ui")[0].1, ["unauthorized", "information"]);
    }

    #[test]
    fn a_phrase_takes_its_words_place() {
        let s = slots_of("slow pass then bid");
        let terms: Vec<&str> = s.iter().map(|(t, _)| t.as_str()).collect();
        assert_eq!(terms, ["slow pass", "then", "bid"]);
        assert!(s[0].1.contains(&"unauthorized"));
        assert!(s[2].1.is_empty());
    }
}
