//! A value with the place it was written: what a record error points at.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, Deserialize, Deserializer, SeqAccess, Visitor};

use crate::model::diag::Pos;

/// The struct name the record deserializer recognises (`deserializer.rs`): no record type is
/// called this.
pub(super) const SPANNED: &str = "$bridge_td::Spanned";
pub(super) const SPANNED_FIELDS: &[&str] = &["line", "col", "value"];

/// `value` as read, and where it was written.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Spanned<T> {
    pub value: T,
    pub pos: Pos,
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Spanned<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V<T>(PhantomData<T>);
        impl<'de, T: Deserialize<'de>> Visitor<'de> for V<T> {
            type Value = Spanned<T>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a value read by the record reader")
            }
            fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Spanned<T>, A::Error> {
                let missing = || de::Error::custom("a place and a value");
                let line = seq.next_element()?.ok_or_else(missing)?;
                let col = seq.next_element()?.ok_or_else(missing)?;
                let value = seq.next_element()?.ok_or_else(missing)?;
                Ok(Spanned {
                    value,
                    pos: Pos { line, col },
                })
            }
        }
        d.deserialize_struct(SPANNED, SPANNED_FIELDS, V(PhantomData))
    }
}
