//! A serde deserializer over the node tree: the record types keep their derives.
//!
//! Every value is asked for as what the record type wants: a text field gets the
//! scalar as written (`yes`, `45E1` and `2` stay text), a number field a number, an
//! option is absent when the value is empty, `~` or `null` written plain. An error
//! is placed at the innermost node it arose in.

use serde::de::{self, DeserializeSeed, IntoDeserializer, Visitor};

use super::YamlError;
use super::spanned::{SPANNED, SPANNED_FIELDS};
use super::tree::{Kind, Node};

pub struct NodeDe<'a>(pub &'a Node);

type Result<T> = std::result::Result<T, YamlError>;

impl NodeDe<'_> {
    fn placed<T>(&self, r: Result<T>) -> Result<T> {
        r.map_err(|e| e.placed(self.0.pos))
    }

    fn scalar(&self) -> Option<(&str, bool)> {
        match &self.0.kind {
            Kind::Scalar { text, plain } => Some((text, *plain)),
            _ => None,
        }
    }
}

/// A plain scalar's number: an optional `-`, then decimal digits with no
/// leading zero, exactly as td writes a number. YAML would also read `0x0E`,
/// `0o16`, `1_4` or `+14` as 14; a record is read by the same rule as the flag
/// that set the value (`--board 0x0E` is refused), so those stay text and the
/// field that wanted a number says so at their place.
fn integer(text: &str) -> Option<std::result::Result<u64, i64>> {
    let negative = text.starts_with('-');
    let digits = text.strip_prefix('-').unwrap_or(text);
    if digits.is_empty()
        || !digits.bytes().all(|b| b.is_ascii_digit())
        || (digits.len() > 1 && digits.starts_with('0'))
    {
        return None;
    }
    let n: u64 = digits.parse().ok()?;
    if negative {
        0i64.checked_sub_unsigned(n).map(Err)
    } else {
        Some(Ok(n))
    }
}

impl<'de> de::Deserializer<'de> for NodeDe<'_> {
    type Error = YamlError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        let r = match &self.0.kind {
            Kind::Scalar { text, plain: true } => {
                if self.0.is_null() {
                    visitor.visit_unit()
                } else if text == "true" || text == "false" {
                    visitor.visit_bool(text == "true")
                } else {
                    match integer(text) {
                        Some(Ok(n)) => visitor.visit_u64(n),
                        Some(Err(n)) => visitor.visit_i64(n),
                        None => visitor.visit_str(text),
                    }
                }
            }
            Kind::Scalar { text, plain: false } => visitor.visit_str(text),
            Kind::Seq(items) => visitor.visit_seq(SeqAccess(items.iter())),
            Kind::Map(entries) => visitor.visit_map(MapAccess {
                entries: entries.iter(),
                value: None,
            }),
        };
        self.placed(r)
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.scalar() {
            Some(_) if self.0.is_null() => Err(YamlError::at(
                self.0.pos,
                "a value is missing here (empty or null); write the text",
            )),
            Some((text, _)) => {
                let r = visitor.visit_str(text);
                self.placed(r)
            }
            None => self.deserialize_any(visitor),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        self.deserialize_str(visitor)
    }

    /// A key or a variant is a name, whatever YAML would make of it: a key `1` or
    /// a `status: 0` must be an unknown name, never serde's field or variant number.
    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        match self.scalar() {
            Some((text, _)) => {
                let r = visitor.visit_str(text);
                self.placed(r)
            }
            None => self.deserialize_any(visitor),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value> {
        if self.0.is_null() {
            visitor.visit_none()
        } else {
            visitor.visit_some(self)
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        if name == SPANNED && fields == SPANNED_FIELDS {
            return visitor.visit_seq(SpannedAccess {
                node: self.0,
                next: 0,
            });
        }
        // A list is not a record type: serde's derives would read one in field order.
        if let Kind::Seq(_) = self.0.kind {
            return Err(de::Error::invalid_type(de::Unexpected::Seq, &visitor))
                .map_err(|e: YamlError| e.placed(self.0.pos));
        }
        self.deserialize_any(visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value> {
        match self.scalar() {
            Some(_) if self.0.is_null() => Err(YamlError::at(
                self.0.pos,
                "a value is missing here (empty or null); write one of the names it takes",
            )),
            Some(_) => {
                let r = visitor.visit_enum(UnitVariant(self.0));
                self.placed(r)
            }
            None => self.deserialize_any(visitor),
        }
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char
        bytes byte_buf unit unit_struct seq tuple tuple_struct map ignored_any
    }
}

struct SeqAccess<'a>(std::slice::Iter<'a, Node>);

impl<'de> de::SeqAccess<'de> for SeqAccess<'_> {
    type Error = YamlError;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>> {
        self.0
            .next()
            .map(|node| seed.deserialize(NodeDe(node)))
            .transpose()
    }
}

struct MapAccess<'a> {
    entries: std::slice::Iter<'a, (Node, Node)>,
    value: Option<&'a Node>,
}

impl<'de> de::MapAccess<'de> for MapAccess<'_> {
    type Error = YamlError;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>> {
        let Some((key, value)) = self.entries.next() else {
            return Ok(None);
        };
        self.value = Some(value);
        seed.deserialize(NodeDe(key))
            .map(Some)
            .map_err(|e| e.placed(key.pos))
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value> {
        let value = self
            .value
            .take()
            .expect("serde asks for a value after its key");
        seed.deserialize(NodeDe(value))
    }
}

/// A `Spanned<T>` read as (line, column, value).
struct SpannedAccess<'a> {
    node: &'a Node,
    next: u8,
}

impl<'de> de::SeqAccess<'de> for SpannedAccess<'_> {
    type Error = YamlError;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>> {
        self.next += 1;
        match self.next {
            1 => seed
                .deserialize(self.node.pos.line.into_deserializer())
                .map(Some),
            2 => seed
                .deserialize(self.node.pos.col.into_deserializer())
                .map(Some),
            3 => seed.deserialize(NodeDe(self.node)).map(Some),
            _ => Ok(None),
        }
    }
}

/// An enum written as a plain value (`status: complete`): unit variants only.
struct UnitVariant<'a>(&'a Node);

impl<'de> de::EnumAccess<'de> for UnitVariant<'_> {
    type Error = YamlError;
    type Variant = Self;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self)> {
        let variant = seed.deserialize(NodeDe(self.0))?;
        Ok((variant, self))
    }
}

impl<'de> de::VariantAccess<'de> for UnitVariant<'_> {
    type Error = YamlError;

    fn unit_variant(self) -> Result<()> {
        Ok(())
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, _: T) -> Result<T::Value> {
        Err(self.not_plain())
    }

    fn tuple_variant<V: Visitor<'de>>(self, _: usize, _: V) -> Result<V::Value> {
        Err(self.not_plain())
    }

    fn struct_variant<V: Visitor<'de>>(self, _: &'static [&'static str], _: V) -> Result<V::Value> {
        Err(self.not_plain())
    }
}

impl UnitVariant<'_> {
    fn not_plain(&self) -> YamlError {
        YamlError::at(self.0.pos, "this value takes more than a word here")
    }
}
