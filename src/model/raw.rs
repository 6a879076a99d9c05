//! The YAML formats as written, before validation: every value keeps its source
//! position so that later checks can point at it.
//!
//! Unknown keys are rejected here (`deny_unknown_fields`); duplicate mapping keys are
//! rejected by the parser, except the node map, which keeps duplicates so that
//! `check` can report both places a node id was defined.

use std::fmt;
use std::marker::PhantomData;

use serde::Deserialize;
use serde::de::{self, Deserializer, MapAccess, Visitor};
use serde_saphyr::Spanned;

/// A tree file: `rulings/45.yaml`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawTree {
    pub law: Option<Spanned<u16>>,
    pub title: RawText,
    pub start: Spanned<Scalar>,
    /// Laws this tree rules that have no tree of their own (28 rules 29-32), so
    /// that a ruling's `takes_over` knows where they are ruled.
    pub covers: Option<Spanned<Vec<Spanned<u16>>>>,
    pub nodes: Entries<Spanned<Scalar>, RawNode>,
}

/// A clauses file: `rulings/clauses/26.yaml`, consequences written once.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawClauses {
    pub clauses: Entries<Spanned<Scalar>, RawClause>,
}

/// One clause: the words said, and the paragraphs they rely on.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawClause {
    pub cites: Option<Spanned<RefList>>,
    pub text: Option<RawText>,
}

/// One node: a question (`ask` + `answers`), a player's choice (`choose` +
/// `holder` + `answers`), a step (`say` + `next`) or a ruling (`ruling` + the rest).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawNode {
    pub ask: Option<RawText>,
    /// A question put to a player, not to the TD: his choice.
    pub choose: Option<RawText>,
    /// Who makes the choice (the holder vocabulary).
    pub holder: Option<Spanned<Scalar>>,
    /// A step: what the TD says now, before the walk goes on to `next`.
    pub say: Option<RawText>,
    pub next: Option<Spanned<Scalar>>,
    /// The reasons and edge cases of a step or ruling, shown on request.
    pub details: Option<RawText>,
    /// Shared consequences said after the step's own words.
    pub clauses: Option<Spanned<Vec<Spanned<Scalar>>>>,
    /// The law or laws that take over from this ruling.
    pub takes_over: Option<Spanned<RefList>>,
    /// Why a ruling whose `takes_over` has a tree does not lead on (authors' field).
    pub no_then: Option<RawText>,
    /// How to tell the answers apart (questions only).
    pub help: Option<RawText>,
    /// A question answered by a regulating authority's setting, never asked.
    pub regulation: Option<Spanned<Scalar>>,
    /// What a regulation's setting may carry beside yes or no: the event's standard
    /// for a kind of score (`penalty`: `--regulation NAME=25%`).
    pub carries: Option<Spanned<Scalar>>,
    pub answers: Option<Spanned<Vec<RawAnswer>>>,
    pub cites: Option<Spanned<RefList>>,
    pub ruling: Option<RawText>,
    pub options: Option<Vec<RawChoice>>,
    pub follows: Option<RawText>,
    pub adjust: Option<RawText>,
    /// The kinds of score the ruling may end in (`[rescored]`, `[]` for none);
    /// absent means the result stands or the TD adjusts it.
    pub scores: Option<Spanned<Vec<Spanned<Scalar>>>>,
    /// Replaced by `scores`; read only to say so.
    pub adjustable: Option<Spanned<bool>>,
    pub see: Option<Spanned<RefList>>,
    /// A ruling whose facts need a second one: where the follow-on walk starts.
    pub then: Option<Spanned<Scalar>>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawAnswer {
    pub id: Spanned<Scalar>,
    /// A few words for the answer where its label is long (the page shows these on
    /// a small screen, the label on request).
    #[serde(default)]
    pub short: Option<RawText>,
    pub label: RawText,
    pub next: Spanned<Scalar>,
}

/// An option of a ruling: `{holder: declarer, text: {en: ...}}`.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawChoice {
    pub holder: Spanned<Scalar>,
    pub text: RawText,
}

/// An index file: `laws.yaml` (the scope, the 2007 numbers) or one law's paragraphs
/// in `laws/12.yaml`. All parts are optional so that one law can live in one file.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawIndex {
    /// The laws (`41`) and paragraphs (`12C`) this set covers completely;
    /// coverage is measured over them.
    pub scope: Option<Spanned<Vec<Spanned<Scalar>>>>,
    pub paragraphs: Option<Entries<Spanned<Scalar>, RawParagraph>>,
    /// Numbers of the 2007 code whose 2017 meaning differs or that 2017 deleted.
    pub earlier: Option<Entries<Spanned<Scalar>, RawEarlier>>,
    /// The Definitions that open the Laws, keyed by a short id (`penalty-card`).
    pub definitions: Option<Entries<Spanned<Scalar>, RawDefinition>>,
}

/// One term of the Definitions: the term in each language, our summary of it.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawDefinition {
    pub term: RawText,
    pub summary: RawText,
    pub refers: Option<Spanned<RefList>>,
}

/// A 2007 number: where its content lives now, and what a TD holding the old book
/// needs to know.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawEarlier {
    pub now: Option<Spanned<RefList>>,
    pub note: RawText,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RawParagraph {
    pub title: RawText,
    pub summary: RawText,
    pub refers: Option<Spanned<RefList>>,
    /// How the 2007 edition (and the Norwegian book, which follows it) differed.
    pub edition: Option<RawText>,
}

/// `{en: ..., nb: ..., pl: ...}`, positioned at its first key.
pub type RawText = Spanned<Entries<Spanned<Scalar>, Scalar>>;

/// A scalar read as text whatever YAML thinks it is: `50`, `yes` and `45C` are all
/// strings here, because law numbers and answer ids are names, not numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scalar(pub String);

impl<'de> Deserialize<'de> for Scalar {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl Visitor<'_> for V {
            type Value = Scalar;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a plain value (text or number)")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Scalar, E> {
                Ok(Scalar(v.to_string()))
            }
            fn visit_string<E: de::Error>(self, v: String) -> Result<Scalar, E> {
                Ok(Scalar(v))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Scalar, E> {
                Ok(Scalar(v.to_string()))
            }
            fn visit_i64<E: de::Error>(self, v: i64) -> Result<Scalar, E> {
                Ok(Scalar(v.to_string()))
            }
            fn visit_bool<E: de::Error>(self, v: bool) -> Result<Scalar, E> {
                Ok(Scalar(v.to_string()))
            }
        }
        // Asking for a string keeps the text as written: `45E1` stays `45E1`
        // instead of becoming the number 450.
        d.deserialize_str(V)
    }
}

/// `cites: 45C` or `cites: [45C1, 50]`.
#[derive(Debug)]
pub enum RefList {
    One(Scalar),
    Many(Vec<Scalar>),
}

impl<'de> Deserialize<'de> for RefList {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl<'de> Visitor<'de> for V {
            type Value = RefList;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a law reference or a list of them, e.g. [45C1, 50]")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<RefList, E> {
                Ok(RefList::One(Scalar(v.to_string())))
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<RefList, E> {
                Ok(RefList::One(Scalar(v.to_string())))
            }
            fn visit_f64<E: de::Error>(self, _: f64) -> Result<RefList, E> {
                // A lone `45E1` reads as a number in YAML; in a list it stays text.
                Err(E::custom(
                    "write this reference in a list, e.g. [45E1]: YAML reads a lone 45E1 as a number",
                ))
            }
            fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<RefList, A::Error> {
                let mut items = Vec::new();
                while let Some(item) = seq.next_element::<Scalar>()? {
                    items.push(item);
                }
                Ok(RefList::Many(items))
            }
        }
        d.deserialize_any(V)
    }
}

impl RefList {
    pub fn items(&self) -> Vec<&str> {
        match self {
            RefList::One(s) => vec![s.0.as_str()],
            RefList::Many(v) => v.iter().map(|s| s.0.as_str()).collect(),
        }
    }
}

/// A mapping kept as its entries in file order, duplicates included.
#[derive(Debug)]
pub struct Entries<K, V>(pub Vec<(K, V)>);

impl<'de, K: Deserialize<'de>, V: Deserialize<'de>> Deserialize<'de> for Entries<K, V> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V2<K, V>(PhantomData<(K, V)>);
        impl<'de, K: Deserialize<'de>, V: Deserialize<'de>> Visitor<'de> for V2<K, V> {
            type Value = Entries<K, V>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a mapping")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut entries = Vec::new();
                while let Some(entry) = map.next_entry()? {
                    entries.push(entry);
                }
                Ok(Entries(entries))
            }
        }
        d.deserialize_map(V2(PhantomData))
    }
}
