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
//! A bundle starts with a magic line and this crate's version, so a page never
//! decodes a bundle written by another version of the encoder into garbage.

use crate::model::tree::Rulings;
use crate::texts::lang::Lang;

/// The version of bridge-td that encodes and decodes bundles (the page shows it).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The first bytes of every bundle: what it is, and the encoder's version.
const MAGIC: &str = concat!("bridge-td rulings bundle ", env!("CARGO_PKG_VERSION"), "\n");

#[derive(Debug, PartialEq, Eq, thiserror::Error)]
pub enum BundleError {
    #[error("not a bridge-td rulings bundle of version {}", env!("CARGO_PKG_VERSION"))]
    NotABundle,
    #[error("the rulings bundle is damaged: {0}")]
    Damaged(String),
}

/// Encodes `rulings` (as loaded: every text owned) for `lang`. The set itself is
/// not changed: each language is cut from a copy.
pub fn encode(rulings: &Rulings, lang: Lang) -> Vec<u8> {
    // The model has no Clone (nothing else copies it); a postcard round trip is one.
    let whole = postcard::to_allocvec(rulings).expect("the model encodes");
    let mut copy: Rulings = postcard::from_bytes(&whole).expect("the model decodes");
    copy.for_each_text_mut(&mut |t| t.keep_only(lang));
    forget_positions(&mut copy);
    let mut out = MAGIC.as_bytes().to_vec();
    out.extend(postcard::to_allocvec(&copy).expect("the model encodes"));
    out
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

/// Decodes a bundle written by [`encode`] of this version.
pub fn decode(bytes: &[u8]) -> Result<Rulings, BundleError> {
    let body = bytes
        .strip_prefix(MAGIC.as_bytes())
        .ok_or(BundleError::NotABundle)?;
    postcard::from_bytes(body).map_err(|e| BundleError::Damaged(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn whole() -> Rulings {
        crate::model::builtin::parsed()
            .rulings
            .expect("the built-in set loads")
    }

    #[test]
    fn a_bundle_reads_as_the_whole_set_in_its_language() {
        let rulings = whole();
        for lang in Lang::ALL {
            let cut = decode(&encode(&rulings, lang)).unwrap();
            assert_eq!(cut.digest, rulings.digest);
            assert_eq!(cut.trees.len(), rulings.trees.len());
            for (a, b) in cut.trees.iter().zip(&rulings.trees) {
                assert_eq!(a.title.get(lang), b.title.get(lang));
                for (x, y) in a.nodes.iter().zip(&b.nodes) {
                    if let (Some(p), Some(q)) = (x.question(), y.question()) {
                        assert_eq!(p.ask.get(lang), q.ask.get(lang));
                    }
                }
            }
        }
    }

    #[test]
    fn other_bytes_are_refused_not_misread() {
        assert_eq!(decode(b"format: 2\n").unwrap_err(), BundleError::NotABundle);
        let mut bytes = encode(&whole(), Lang::Nb);
        bytes.truncate(bytes.len() / 2);
        assert!(matches!(decode(&bytes), Err(BundleError::Damaged(_))));
    }
}
