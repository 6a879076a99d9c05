//! A record's YAML as a tree of nodes, each with the place it was written.
//!
//! Built from granit-parser's events in one pass, with an explicit stack (no
//! recursion, so a crafted file cannot overflow the stack here). Aliases are copied
//! out of their anchors, `<<` merge keys are merged, and a repeated key is refused,
//! as the records' earlier reader (serde-saphyr) did. Tags are read past: a record
//! is text, lists and mappings, and every value is asked for as what it must be.

use std::collections::{HashMap, HashSet};

use granit_parser::{Event, Parser, ScalarStyle, Span};

use crate::diag::Pos;

use super::YamlError;

/// Nesting deeper than this is not a record: td writes five levels.
const MAX_DEPTH: usize = 64;
/// Nodes, counting every copy an alias makes: a few aliases to aliases would
/// otherwise grow a 1 MB file into gigabytes ("billion laughs").
const MAX_NODES: usize = 200_000;

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

/// A collection being read: its place, what it holds so far, and (for a mapping)
/// the key waiting for its value.
struct Open {
    pos: Pos,
    anchor: usize,
    items: Vec<Node>,
    map: bool,
}

/// Parses `text` (one YAML document) into its root node; `None` when the file holds
/// no document at all.
pub fn parse(text: &str) -> Result<Option<Node>, YamlError> {
    let mut stack: Vec<Open> = Vec::new();
    let mut anchors: HashMap<usize, Node> = HashMap::new();
    let mut nodes = 0usize;
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
        let done = match event {
            Event::DocumentStart(..) => {
                documents += 1;
                if documents > 1 {
                    return Err(YamlError::at(
                        pos,
                        "the file holds more than one YAML document; remove the `---` lines",
                    ));
                }
                None
            }
            Event::Scalar(text, style, anchor, _tag) => {
                let node = Node {
                    pos,
                    kind: Kind::Scalar {
                        text: text.into_owned(),
                        plain: style == ScalarStyle::Plain,
                    },
                };
                if anchor > 0 {
                    anchors.insert(anchor, node.clone());
                }
                Some(node)
            }
            Event::SequenceStart(_, anchor, _) | Event::MappingStart(_, anchor, _) => {
                if stack.len() >= MAX_DEPTH {
                    return Err(YamlError::at(
                        pos,
                        format!("nested more than {MAX_DEPTH} levels deep: not a record"),
                    ));
                }
                let map = matches!(event, Event::MappingStart(..));
                stack.push(Open {
                    pos,
                    anchor,
                    items: Vec::new(),
                    map,
                });
                None
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let open = stack.pop().expect("the parser balances collections");
                let kind = if open.map {
                    Kind::Map(entries(open.items)?)
                } else {
                    Kind::Seq(open.items)
                };
                let node = Node {
                    pos: open.pos,
                    kind,
                };
                if open.anchor > 0 {
                    anchors.insert(open.anchor, node.clone());
                }
                Some(node)
            }
            Event::Alias(id) => {
                let target = anchors.get(&id).ok_or_else(|| {
                    YamlError::at(pos, "this alias names no anchor written before it")
                })?;
                nodes += count(target);
                let mut copy = target.clone();
                copy.pos = pos;
                Some(copy)
            }
            _ => None,
        };
        let Some(node) = done else { continue };
        nodes += 1;
        if nodes > MAX_NODES {
            return Err(YamlError::at(
                pos,
                "the aliases in this file repeat too much to be a record",
            ));
        }
        match stack.last_mut() {
            Some(open) => open.items.push(node),
            None => root = Some(node),
        }
    }
    Ok(root)
}

fn count(node: &Node) -> usize {
    match &node.kind {
        Kind::Scalar { .. } => 1,
        Kind::Seq(items) => 1 + items.iter().map(count).sum::<usize>(),
        Kind::Map(entries) => {
            1 + entries
                .iter()
                .map(|(k, v)| count(k) + count(v))
                .sum::<usize>()
        }
    }
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
        assert!(err(&laughs).message.contains("repeat too much"));
        assert!(err("a: \"open\n").pos.line >= 1);
    }

    #[test]
    fn no_document_is_none() {
        assert!(parse("").unwrap().is_none());
        assert!(parse("# a comment only\n").unwrap().is_none());
    }
}
