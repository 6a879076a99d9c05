//! A rulings set in one language, as bytes: what the web face fetches and decodes.
//!
//! The built-in text pool holds every text in all three languages (about 1.3 MB);
//! a phone needs one language at a time. `cargo xtask web` writes one bundle per
//! language: the validated model (postcard) with each text cut down to what
//! [`Text::get`](crate::texts::text::Text::get) gives in that language, so a walk, a
//! ruling, `cite` and `search` read exactly as in the whole set. The digest stays
//! the whole set's: a record made from any bundle names the set that decided it, and
//! `td replay --check` against the same rulings finds it unchanged.
//!
//! Each language is two files: the bundle (`rulings.LANG.bin`), with everything
//! the first question and the walk need, and its texts shown on request
//! (`rulings.LANG.more.bin`: help, details, the law index; [`more`] lists them),
//! which the page fetches after its first screen and merges in with
//! [`merge_more`]. The first load of a phone stays within its budget so
//! (docs/decisions.md, "The web face: size").
//!
//! Each file starts with a magic line and this crate's version, so a page never
//! decodes a file written by another version of the encoder into garbage; the
//! second file names its language and the set's digest, so it is never merged into
//! another bundle.

pub mod more;

use crate::law::law_index::LawIndex;
use crate::model::tree::Rulings;
use crate::texts::lang::Lang;
use crate::texts::text::Text;

/// The version of bridge-td that encodes and decodes bundles (the page shows it).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The first bytes of every bundle: what it is, and the encoder's version.
const MAGIC: &str = concat!("bridge-td rulings bundle ", env!("CARGO_PKG_VERSION"), "\n");

/// The first bytes of every second file.
const MAGIC_MORE: &str = concat!(
    "bridge-td rulings texts on request ",
    env!("CARGO_PKG_VERSION"),
    "\n"
);

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum BundleError {
    #[error("not a bridge-td rulings bundle of version {}", env!("CARGO_PKG_VERSION"))]
    NotABundle,
    #[error("the rulings bundle is damaged: {0}")]
    Damaged(String),
    #[error("these texts on request belong to another rulings bundle")]
    OtherBundle,
}

/// One language's two files.
pub struct Bundle {
    /// `rulings.LANG.bin`: the model, its texts on request left empty and its
    /// law index out.
    pub first: Vec<u8>,
    /// `rulings.LANG.more.bin`: the texts on request and the law index.
    pub more: Vec<u8>,
}

/// The second file: the law index, the texts [`more::for_each_mut`] visits (in
/// its order), and what they belong to.
#[derive(serde::Serialize, serde::Deserialize)]
struct MoreFile {
    lang: String,
    digest: String,
    index: LawIndex,
    texts: Vec<String>,
}

/// Encodes `rulings` (as loaded: every text owned) for `lang`. The set itself is
/// not changed: each language is cut from a copy.
pub fn encode(rulings: &Rulings, lang: Lang) -> Bundle {
    // The model has no Clone (nothing else copies it); a postcard round trip is one.
    let whole = postcard::to_allocvec(rulings).expect("the model encodes");
    let mut copy: Rulings = postcard::from_bytes(&whole).expect("the model decodes");
    copy.for_each_text_mut(&mut |t| t.keep_only(lang));
    forget_positions(&mut copy);
    let mut texts = Vec::new();
    more::for_each_mut(&mut copy, &mut |t| {
        texts.push(t.get(lang).to_string());
        *t = Text::default();
    });
    let second = MoreFile {
        lang: lang.code().to_string(),
        digest: copy.digest.clone(),
        index: std::mem::take(&mut copy.index),
        texts,
    };
    // The messages first (the page's wasm has none built in): the language's, and
    // English's beside them, since a record's facts are read in English notation
    // and its notes written in English (`records::facts`). Then the model.
    let mut langs = vec![lang];
    if lang != Lang::DEFAULT {
        langs.push(Lang::DEFAULT);
    }
    let catalogues: Vec<(&str, String)> = langs
        .into_iter()
        .map(|l| {
            let source = crate::texts::fluent::MESSAGES.source(l);
            (
                l.code(),
                crate::texts::fluent::without_page_messages(source),
            )
        })
        .collect();
    let mut first = MAGIC.as_bytes().to_vec();
    first.extend(postcard::to_allocvec(&catalogues).expect("the catalogues encode"));
    first.extend(postcard::to_allocvec(&copy).expect("the model encodes"));
    let mut more = MAGIC_MORE.as_bytes().to_vec();
    more.extend(postcard::to_allocvec(&second).expect("texts encode"));
    Bundle { first, more }
}

/// Where each node, answer and citation stands in its YAML file is for `td check`'s
/// diagnostics; the page never shows one, and they are a tenth of a bundle.
fn forget_positions(r: &mut Rulings) {
    use crate::model::diag::Pos;
    use crate::model::tree::NodeKind;
    for tree in &mut r.trees {
        tree.law_pos = Pos::START;
        tree.file.clear();
        for node in &mut tree.nodes {
            node.pos = Pos::START;
            node.cites.iter_mut().for_each(|c| c.pos = Pos::START);
            match &mut node.kind {
                NodeKind::Question(q) => q.answers.iter_mut().for_each(|a| a.pos = Pos::START),
                NodeKind::Say(_) => {}
                NodeKind::Ruling(o) => o
                    .see
                    .iter_mut()
                    .chain(o.takes_over.iter_mut())
                    .for_each(|c| c.pos = Pos::START),
            }
        }
    }
    for clause in &mut r.clauses {
        clause.cites.iter_mut().for_each(|c| c.pos = Pos::START);
    }
}

/// Decodes a bundle written by [`encode`] of this version: its first file. The
/// texts on request are empty and the law index too until [`merge_more`] puts
/// them in.
pub fn decode(bytes: &[u8]) -> Result<Rulings, BundleError> {
    let (_, model) = split_first(bytes)?;
    postcard::from_bytes(model).map_err(|e| BundleError::Damaged(e.to_string()))
}

/// The user interface's messages the first file carries before the model
/// (`i18n/LANG.ftl` without the page's own words), the bundle's language's and
/// English's: the page installs them
/// ([`crate::texts::fluent::Catalogue::install`]) as it decodes.
pub fn catalogues(bytes: &[u8]) -> Result<Vec<(Lang, &str)>, BundleError> {
    split_first(bytes)?
        .0
        .into_iter()
        .map(|(code, source)| {
            let lang = Lang::from_code(code)
                .ok_or_else(|| BundleError::Damaged(format!("a catalogue in `{code}`")))?;
            Ok((lang, source))
        })
        .collect()
}

/// The first file's catalogues (language code, source), and the bytes of its model.
type First<'a> = (Vec<(&'a str, &'a str)>, &'a [u8]);

fn split_first(bytes: &[u8]) -> Result<First<'_>, BundleError> {
    let body = bytes
        .strip_prefix(MAGIC.as_bytes())
        .ok_or(BundleError::NotABundle)?;
    postcard::take_from_bytes(body).map_err(|e| BundleError::Damaged(e.to_string()))
}

/// Puts the texts on request and the law index (`bytes`, the second file of
/// `lang`) into `r`, the decoded first file of the same language. Checked whole
/// before anything is changed: a file of another language, set or shape leaves `r`
/// as it was.
pub fn merge_more(r: &mut Rulings, lang: Lang, bytes: &[u8]) -> Result<(), BundleError> {
    let body = bytes
        .strip_prefix(MAGIC_MORE.as_bytes())
        .ok_or(BundleError::NotABundle)?;
    let file: MoreFile =
        postcard::from_bytes(body).map_err(|e| BundleError::Damaged(e.to_string()))?;
    let mut places = 0;
    more::for_each_mut(r, &mut |_| places += 1);
    if file.lang != lang.code() || file.digest != r.digest || file.texts.len() != places {
        return Err(BundleError::OtherBundle);
    }
    let mut texts = file.texts.into_iter();
    more::for_each_mut(r, &mut |t| {
        *t = Text::new([(lang, texts.next().expect("counted above"))]);
    });
    r.index = file.index;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn whole() -> Rulings {
        crate::model::builtin::parsed()
            .rulings
            .expect("the built-in set loads")
    }

    /// Every text of `r` as `lang` reads it, in one order.
    fn texts(r: &mut Rulings, lang: Lang) -> Vec<String> {
        let mut out = Vec::new();
        r.for_each_text_mut(&mut |t| out.push(t.get(lang).to_string()));
        out
    }

    #[test]
    fn both_files_read_as_the_whole_set_in_their_language() {
        let mut rulings = whole();
        for lang in Lang::ALL {
            let files = encode(&rulings, lang);
            let mut cut = decode(&files.first).unwrap();
            merge_more(&mut cut, lang, &files.more).unwrap();
            assert_eq!(cut.digest, rulings.digest);
            assert_eq!(cut.trees.len(), rulings.trees.len());
            assert_eq!(texts(&mut cut, lang), texts(&mut rulings, lang), "{lang:?}");
        }
    }

    /// The first file alone walks and records as the whole set does: everything a
    /// record keeps and a question shows is there; only the texts on request wait.
    #[test]
    fn the_first_file_has_what_a_walk_and_its_record_need() {
        let rulings = whole();
        let lang = Lang::Pl;
        let cut = decode(&encode(&rulings, lang).first).unwrap();
        for (at, node) in rulings.all_nodes() {
            let mine = cut.node(at);
            assert_eq!(cut.spoken(at, lang), rulings.spoken(at, lang));
            if let (Some(p), Some(q)) = (mine.question(), node.question()) {
                let labels = |q: &crate::model::tree::Question| {
                    q.answers
                        .iter()
                        .map(|a| a.label.get(lang).to_string())
                        .collect::<Vec<_>>()
                };
                assert_eq!(labels(p), labels(q));
                // Help stays known to be there, to be waited for.
                assert_eq!(
                    p.help.as_ref().map(|h| h.get(lang)),
                    q.help.as_ref().map(|_| "")
                );
            }
            if let (Some(p), Some(q)) = (mine.outcome(), node.outcome()) {
                let options = |o: &crate::model::tree::Outcome| {
                    o.options
                        .iter()
                        .map(|c| c.text.get(lang).to_string())
                        .collect::<Vec<_>>()
                };
                assert_eq!(options(p), options(q));
                assert_eq!(p.details.is_some(), q.details.is_some());
            }
        }
        assert!(cut.index.paragraphs.is_empty() && cut.index.definitions.is_empty());
    }

    /// The first file carries its language's messages and English's (the page's
    /// wasm has none built in), without the page's own words, which reach it as
    /// JavaScript.
    #[test]
    fn the_first_file_carries_its_language_s_messages_and_english() {
        let rulings = whole();
        for lang in Lang::ALL {
            let files = encode(&rulings, lang);
            let carried = catalogues(&files.first).unwrap();
            let langs: Vec<Lang> = carried.iter().map(|(l, _)| *l).collect();
            if lang == Lang::DEFAULT {
                assert_eq!(langs, [lang]);
            } else {
                assert_eq!(langs, [lang, Lang::DEFAULT]);
            }
            for (l, catalogue) in carried {
                let source = crate::texts::fluent::MESSAGES.source(l);
                assert!(!catalogue.contains("\npage-"), "{l:?}");
                let ids = crate::texts::fluent::ids;
                let kept: Vec<String> = ids(source)
                    .into_iter()
                    .filter(|id| !id.starts_with("page-"))
                    .collect();
                assert_eq!(ids(catalogue), kept, "{l:?}");
            }
        }
        assert_eq!(
            catalogues(b"format: 2\n").unwrap_err(),
            BundleError::NotABundle
        );
    }

    #[test]
    fn the_same_rulings_give_the_same_bytes() {
        let rulings = whole();
        let (a, b) = (encode(&rulings, Lang::Nb), encode(&rulings, Lang::Nb));
        assert!(a.first == b.first && a.more == b.more);
    }

    #[test]
    fn other_bytes_are_refused_not_misread() {
        assert_eq!(decode(b"format: 2\n").unwrap_err(), BundleError::NotABundle);
        let files = encode(&whole(), Lang::Nb);
        let mut bytes = files.first.clone();
        bytes.truncate(bytes.len() / 2);
        assert!(matches!(decode(&bytes), Err(BundleError::Damaged(_))));
        let mut cut = decode(&files.first).unwrap();
        assert_eq!(
            merge_more(&mut cut, Lang::Nb, &files.first).unwrap_err(),
            BundleError::NotABundle
        );
        let mut short = files.more.clone();
        short.truncate(short.len() / 2);
        assert!(matches!(
            merge_more(&mut cut, Lang::Nb, &short),
            Err(BundleError::Damaged(_))
        ));
        // Another language's texts are not merged, and nothing is changed.
        let english = encode(&whole(), Lang::En).more;
        assert_eq!(
            merge_more(&mut cut, Lang::Nb, &english).unwrap_err(),
            BundleError::OtherBundle
        );
        assert!(cut.index.paragraphs.is_empty());
        merge_more(&mut cut, Lang::Nb, &files.more).unwrap();
        assert!(!cut.index.paragraphs.is_empty());
    }
}
