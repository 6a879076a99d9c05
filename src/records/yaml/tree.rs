//! A record's YAML as a tree of nodes, each with the place it was written.
//!
//! Built from granit-parser's events in one pass, with an explicit stack. Aliases
//! are copied out of their anchors, `<<` merge keys are merged, and a repeated key
//! is refused, as the records' earlier reader (serde-saphyr) did. Every copy counts
//! against one budget of values and of text, and against the depth limit where it
//! is spliced in: a file of 1 MB cannot grow into gigabytes through aliases to long
//! texts or nested anchors, nor into a tree deep enough to overflow the stack when
//! it is cloned or dropped. Of YAML's tags, `!!str` is honoured (the value is text);
//! td never writes one, and any other is refused rather than read past.

use std::collections::{HashMap, HashSet};

use granit_parser::{Event, Parser, ScalarStyle, Span, Tag};

use crate::model::diag::Pos;

use super::YamlError;

/// Nesting deeper than this is not a record: td writes five levels.
const MAX_DEPTH: usize = 64;
/// Values, counting every copy an alias or an anchor makes.
const MAX_NODES: usize = 200_000;
/// Bytes of text, counting every copy: four times the largest record.
const MAX_TEXT_BYTES: usize = 4 * 1024 * 1024;

#[derive(Clone, Debug)]
pub struct Node {
    pub pos: Pos,
    pub kind: Kind,
}

#[derive(Clone, Debug)]
pub enum Kind {
    /// The text as written, and whether it was plain (unquoted): only a plain
    /// scalar can be null, a number or a boolean.
    Scalar {
        text: String,
        plain: bool,
    },
    Seq(Vec<Node>),
    Map(Vec<(Node, Node)>),
}

impl Node {
    /// Empty, `~` or `null` written plain.
    pub fn is_null(&self) -> bool {
        matches!(&self.kind, Kind::Scalar { text, plain: true }
            if matches!(text.as_str(), "" | "~" | "null" | "Null" | "NULL"))
    }
}

fn pos_of(span: &Span) -> Pos {
    Pos {
        line: span.start.line().max(1) as u64,
        col: span.start.col() as u64 + 1,
    }
}

/// What a node costs: values, bytes of text, and levels.
#[derive(Clone, Copy, Default)]
struct Size {
    nodes: usize,
    bytes: usize,
    height: usize,
}

/// A collection being read: its place, anchor, items so far and their size.
struct Open {
    pos: Pos,
    anchor: usize,
    items: Vec<Node>,
    map: bool,
    size: Size,
}

/// The running totals, checked as each value (or copy) is added.
struct Budget {
    nodes: usize,
    bytes: usize,
}

impl Budget {
    fn spend(&mut self, size: Size, pos: Pos) -> Result<(), YamlError> {
        self.nodes += size.nodes;
        self.bytes += size.bytes;
        if self.nodes > MAX_NODES {
            return Err(YamlError::at(
                pos,
                format!(
                    "the file holds more than {MAX_NODES} values (counting what its aliases repeat): not a record"
                ),
            ));
        }
        if self.bytes > MAX_TEXT_BYTES {
            return Err(YamlError::at(
                pos,
                "the aliases in this file repeat too much text to be a record",
            ));
        }
        Ok(())
    }
}

fn too_deep(pos: Pos) -> YamlError {
    YamlError::at(
        pos,
        format!("nested more than {MAX_DEPTH} levels deep: not a record"),
    )
}

/// A scalar's tag: `!!str` makes it text; td reads no other.
fn text_tag(tag: Option<&Tag>, pos: Pos) -> Result<bool, YamlError> {
    match tag {
        None => Ok(false),
        Some(t) if t.is_yaml_core_schema_tag("str") => Ok(true),
        Some(t) => Err(refused_tag(t, pos)),
    }
}

fn refused_tag(tag: &Tag, pos: Pos) -> YamlError {
    YamlError::at(
        pos,
        format!(
            "a record has no YAML tags: remove `{}`",
            crate::texts::text::clip(&tag.original(), 40)
        ),
    )
}

/// Parses `text` (one YAML document) into its root node; `None` when the file holds
/// no document at all.
pub fn parse(text: &str) -> Result<Option<Node>, YamlError> {
    let mut stack: Vec<Open> = Vec::new();
    let mut anchors: HashMap<usize, (Node, Size)> = HashMap::new();
    let mut budget = Budget { nodes: 0, bytes: 0 };
    let mut root: Option<Node> = None;
    let mut documents = 0;
    for next in Parser::new_from_str(text) {
        let (event, span) = next.map_err(|e| {
            let m = e.marker();
            YamlError::at(
                Pos {
                    line: m.line().max(1) as u64,
                    col: m.col() as u64 + 1,
                },
                e.info(),
            )
        })?;
        let pos = pos_of(&span);
        let opens_map = matches!(event, Event::MappingStart(..));
        let (node, size, anchor) = match event {
            Event::DocumentStart(..) => {
                documents += 1;
                if documents > 1 {
                    return Err(YamlError::at(
                        pos,
                        "the file holds more than one YAML document; remove the `---` lines",
                    ));
                }
                continue;
            }
            Event::Scalar(text, style, anchor, tag) => {
                let text_tagged = text_tag(tag.as_deref(), pos)?;
                let size = Size {
                    nodes: 1,
                    bytes: text.len(),
                    height: 1,
                };
                budget.spend(size, pos)?;
                let kind = Kind::Scalar {
                    text: text.into_owned(),
                    plain: style == ScalarStyle::Plain && !text_tagged,
                };
                (Node { pos, kind }, size, anchor)
            }
            Event::SequenceStart(_, anchor, tag) | Event::MappingStart(_, anchor, tag) => {
                let core = if opens_map { "map" } else { "seq" };
                if let Some(t) = tag.as_deref().filter(|t| !t.is_yaml_core_schema_tag(core)) {
                    return Err(refused_tag(t, pos));
                }
                if stack.len() >= MAX_DEPTH {
                    return Err(too_deep(pos));
                }
                stack.push(Open {
                    pos,
                    anchor,
                    items: Vec::new(),
                    map: opens_map,
                    size: Size::default(),
                });
                continue;
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let open = stack.pop().expect("the parser balances collections");
                let kind = if open.map {
                    Kind::Map(entries(open.items)?)
                } else {
                    Kind::Seq(open.items)
                };
                let size = Size {
                    nodes: open.size.nodes + 1,
                    bytes: open.size.bytes,
                    height: open.size.height + 1,
                };
                // The collection's items were spent as they came: only itself now.
                budget.spend(
                    Size {
                        nodes: 1,
                        ..Size::default()
                    },
                    open.pos,
                )?;
                (
                    Node {
                        pos: open.pos,
                        kind,
                    },
                    size,
                    open.anchor,
                )
            }
            Event::Alias(id) => {
                let (target, size) = anchors.get(&id).ok_or_else(|| {
                    YamlError::at(pos, "this alias names no anchor written before it")
                })?;
                if stack.len() + size.height > MAX_DEPTH {
                    return Err(too_deep(pos));
                }
                budget.spend(*size, pos)?;
                let mut copy = target.clone();
                copy.pos = pos;
                (copy, *size, 0)
            }
            _ => continue,
        };
        if anchor > 0 {
            // The anchor keeps a copy of its own: that copy counts too.
            budget.spend(size, node.pos)?;
            anchors.insert(anchor, (node.clone(), size));
        }
        match stack.last_mut() {
            Some(open) => {
                open.size.nodes += size.nodes;
                open.size.bytes += size.bytes;
                open.size.height = open.size.height.max(size.height);
                open.items.push(node);
            }
            None => root = Some(node),
        }
    }
    Ok(root)
}

/// A mapping's items (key, value, key, value, ...) as entries: `<<` merged (the
/// mapping's own keys win), a key written twice refused. Keys are looked up in a
/// set: a crafted mapping of 100,000 keys must not take quadratic time.
fn entries(items: Vec<Node>) -> Result<Vec<(Node, Node)>, YamlError> {
    let mut own = Vec::new();
    let mut seen: HashSet<String> = HashSet::new();
    let mut merged = Vec::new();
    let mut items = items.into_iter();
    while let (Some(key), Some(value)) = (items.next(), items.next()) {
        if matches!(&key.kind, Kind::Scalar { text, plain: true } if text == "<<") {
            merged.extend(merge_source(value)?);
            continue;
        }
        if let Some(text) = key_text(&key)
            && !seen.insert(text.to_string())
        {
            return Err(YamlError::at(
                key.pos,
                format!("duplicate mapping key: {text}"),
            ));
        }
        own.push((key, value));
    }
    for (key, value) in merged {
        match key_text(&key) {
            Some(text) if !seen.insert(text.to_string()) => {}
            _ => own.push((key, value)),
        }
    }
    Ok(own)
}

fn merge_source(value: Node) -> Result<Vec<(Node, Node)>, YamlError> {
    match value.kind {
        Kind::Map(entries) => Ok(entries),
        Kind::Seq(maps) => {
            let mut all = Vec::new();
            for map in maps {
                match map.kind {
                    Kind::Map(entries) => all.extend(entries),
                    _ => return Err(not_mergeable(map.pos)),
                }
            }
            Ok(all)
        }
        Kind::Scalar { .. } => Err(not_mergeable(value.pos)),
    }
}

fn not_mergeable(pos: Pos) -> YamlError {
    YamlError::at(pos, "`<<` merges a mapping or a list of mappings, not this")
}

fn key_text(key: &Node) -> Option<&str> {
    match &key.kind {
        Kind::Scalar { text, .. } => Some(text),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn root(text: &str) -> Node {
        parse(text).expect("parses").expect("a document")
    }

    #[test]
    fn positions_are_one_based_lines_and_columns() {
        let r = root("a: 1\nb:\n  - x\n");
        let Kind::Map(entries) = r.kind else {
            panic!("a mapping")
        };
        assert_eq!(entries[1].0.pos, Pos { line: 2, col: 1 });
        let Kind::Seq(items) = &entries[1].1.kind else {
            panic!("a list")
        };
        assert_eq!(items[0].pos, Pos { line: 3, col: 5 });
    }

    #[test]
    fn an_alias_is_a_copy_at_its_own_place() {
        let r = root("a: &x [1, 2]\nb: *x\n");
        let Kind::Map(entries) = r.kind else {
            panic!("a mapping")
        };
        assert!(matches!(&entries[1].1.kind, Kind::Seq(v) if v.len() == 2));
        assert_eq!(entries[1].1.pos, Pos { line: 2, col: 4 });
    }

    #[test]
    fn merge_keys_merge_and_own_keys_win() {
        let r = root("a: &m {x: 1, y: 2}\nb:\n  <<: *m\n  y: 3\n");
        let Kind::Map(entries) = r.kind else {
            panic!("a mapping")
        };
        let Kind::Map(b) = &entries[1].1.kind else {
            panic!("a mapping")
        };
        let pairs: Vec<_> = b
            .iter()
            .map(|(k, v)| (key_text(k).unwrap(), key_text(v).unwrap()))
            .collect();
        assert_eq!(pairs, [("y", "3"), ("x", "1")]);
    }

    #[test]
    fn refusals_say_where_and_why() {
        let err = |text: &str| parse(text).expect_err("refused");
        let e = err("a: 1\na: 2\n");
        assert_eq!(
            (e.pos, e.message.as_str()),
            (Pos { line: 2, col: 1 }, "duplicate mapping key: a")
        );
        let e = err("a: 1\n---\nb: 2\n");
        assert_eq!(e.pos.line, 2);
        assert!(e.message.contains("more than one YAML document"));
        let e = err(&format!("a: {}{}\n", "[".repeat(100), "]".repeat(100)));
        assert!(e.message.contains("nested more than 64"), "{}", e.message);
        let laughs = "a: &a [x, x, x, x, x, x, x, x, x, x]\n".to_string()
            + &(b'b'..=b'h')
                .map(|c| {
                    let p = (c - 1) as char;
                    let c = c as char;
                    format!(
                        "{c}: &{c} [*{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}, *{p}]\n"
                    )
                })
                .collect::<String>();
        assert!(err(&laughs).message.contains("more than 200000 values"));
        assert!(err("a: \"open\n").pos.line >= 1);
    }

    #[test]
    fn copies_count_against_the_budgets_and_the_depth() {
        let err = |text: &str| parse(text).expect_err("refused").message;
        // Aliases to a long text: 100 KB, repeated 50 times.
        let long = format!(
            "a: &a {}\nb: [{}]\n",
            "x".repeat(100_000),
            vec!["*a"; 50].join(", ")
        );
        assert!(
            err(&long).contains("repeat too much text"),
            "{}",
            err(&long)
        );
        // Anchors nested 40 deep around 6,000 values: each anchor keeps a copy.
        let mut nested = String::from("a: ");
        for i in 0..40 {
            nested += &format!("&a{i} [");
        }
        nested += &vec!["x"; 6_000].join(", ");
        nested += &"]".repeat(40);
        assert!(
            err(&nested).contains("more than 200000 values"),
            "{}",
            err(&nested)
        );
        // Aliases spliced inside nesting: each line 10 deeper than the last.
        let mut deep = String::from("a0: &a0 x\n");
        for i in 1..10 {
            deep += &format!(
                "a{i}: &a{i} {}*a{}{}\n",
                "[".repeat(10),
                i - 1,
                "]".repeat(10)
            );
        }
        assert!(err(&deep).contains("nested more than 64"), "{}", err(&deep));
        // Many plain values, no aliases: said as such.
        let many = format!("a: [{}]\n", vec!["x"; 200_001].join(","));
        assert!(err(&many).starts_with("the file holds more than 200000 values"));
    }

    #[test]
    fn the_str_tag_makes_text_and_other_tags_are_refused() {
        let r = root("a: !!str 3\nb: !!map {c: d}\n");
        let Kind::Map(entries) = r.kind else {
            panic!("a mapping")
        };
        assert!(matches!(&entries[0].1.kind, Kind::Scalar { text, plain: false } if text == "3"));
        let e = parse("a: !foo x\n").expect_err("refused");
        assert_eq!(e.message, "a record has no YAML tags: remove `!foo`");
        assert_eq!(e.pos.line, 1);
        assert!(parse("a: !!null x\n").is_err());
    }

    #[test]
    fn no_document_is_none() {
        assert!(parse("").unwrap().is_none());
        assert!(parse("# a comment only\n").unwrap().is_none());
    }
}
