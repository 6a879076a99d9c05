//! `td sheet`: the scorer's sheet. Every score a ruling recorded in a set of incident
//! records, one line per side, sorted by board: what the scorer keys into the
//! scoring program (section, board, round, table, the pair or team, the side, the
//! kind of score and its value), with the ruling's citations.
//!
//! The value is what the scoring program takes, never the `td score` arguments
//! echoed: a percentage (pairs, against the field or an artificial score), IMPs
//! (teams), or, for a weighted score with no field recorded, the weighted results
//! themselves ("4S=/S 60%, 4S-1/S 40%"), which the scoring program matchpoints
//! against the rest of the field. A record that cannot be read is named on stderr
//! with its place, and the others are still listed (exit 2, as `td replay`).

use std::path::{Path, PathBuf};

use crate::error::Error;
use crate::exit::Exit;
use crate::model::score_kind::ScoreKind;
use crate::records::incident::{Record, RecordedScore};
use crate::score::adjusted::SideResult;
use crate::terminal::context::{Context, print};
use crate::texts::i18n::{Msg, t, tf};
use crate::texts::lang::Lang;

#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum SheetFormat {
    /// Columns for reading, in the TD's language.
    Text,
    /// Comma-separated, with an English header row, for a spreadsheet.
    Csv,
    /// JSON Lines, one object per line.
    Json,
}

/// One side's score of one ruling: a line of the sheet.
struct Line {
    section: String,
    board: Option<u32>,
    round: String,
    table: String,
    /// The pair or team number of this side, from the record's facts.
    pair: String,
    side: &'static str,
    kind: String,
    value: String,
    citations: Vec<String>,
    file: String,
    /// The side's exact values as recorded (for JSON).
    result: SideResult,
}

impl Line {
    /// What the scorer finds the line by: section, board, round, table, pair, side.
    fn keys(&self) -> [String; 6] {
        [
            self.section.clone(),
            self.board.map(|b| b.to_string()).unwrap_or_default(),
            self.round.clone(),
            self.table.clone(),
            self.pair.clone(),
            self.side.to_string(),
        ]
    }
}

pub fn run(ctx: &Context, paths: &[PathBuf], format: SheetFormat) -> Result<Exit, Error> {
    let mut lines = Vec::new();
    let mut records = 0;
    let mut bad = 0;
    crate::records::replay::for_each_file(paths, &mut |path: &Path| {
        records += 1;
        match crate::records::incident::load(path) {
            Ok(loaded) => lines.extend(lines_of(&loaded.record, path, ctx.lang)),
            Err(e) => {
                bad += 1;
                eprintln!("td: {}", e.describe(ctx.lang));
            }
        }
        Ok(())
    })?;
    if records == 0 {
        return Err(Error::Problem {
            message: t(ctx.lang, Msg::NoRecordsFound).to_string(),
        });
    }
    // By board (records with no board last), then round, table and file, so the
    // scorer goes down the sheet board by board.
    lines.sort_by_cached_key(|l| {
        (
            l.board.is_none(),
            l.board,
            natural(&l.round),
            natural(&l.table),
            l.file.clone(),
        )
    });
    print(&match format {
        SheetFormat::Text => text(&lines, ctx.lang),
        SheetFormat::Csv => csv(&lines),
        SheetFormat::Json => json(&lines),
    })?;
    eprintln!(
        "td: {}",
        tf(
            ctx.lang,
            Msg::SheetSummary,
            &[
                &lines.len().to_string(),
                &records.to_string(),
                &bad.to_string()
            ]
        )
    );
    Ok(if bad > 0 {
        Exit::BadInput
    } else {
        Exit::Success
    })
}

/// A round or table as a scorer orders it: by its number, then the rest (table 2
/// before 10, 12A after 12).
fn natural(s: &str) -> (Option<u64>, String) {
    let digits: String = s.chars().take_while(char::is_ascii_digit).collect();
    (digits.parse().ok(), s[digits.len()..].to_string())
}

/// The sheet's lines of one record: each score of each walk, N-S then E-W.
fn lines_of(record: &Record, path: &Path, lang: Lang) -> Vec<Line> {
    let f = &record.facts;
    let text = |v: &Option<String>| {
        v.clone()
            .map(|s| crate::texts::text::one_line(&s))
            .unwrap_or_default()
    };
    let mut out = Vec::new();
    for walk in &record.walks {
        let citations = walk
            .ruling
            .as_ref()
            .map(|r| r.citations.clone())
            .unwrap_or_default();
        // A record read keeps each ruling's scores by kind (`kept_scores`);
        // `scores` is filled from them only when the record is written.
        let scores: Vec<RecordedScore> = walk
            .kept_scores()
            .into_iter()
            .map(|(kind, s)| RecordedScore::of(s, kind))
            .collect();
        for score in &scores {
            let sides = [
                ("N-S", &f.ns, &score.ns, "--result-ns"),
                ("E-W", &f.ew, &score.ew, "--result-ew"),
            ];
            for (side, pair, result, own_results) in sides {
                // A penalty comes off one side only (12C3): the other has no line.
                let penalty = score.kind == ScoreKind::Penalty.id();
                if penalty && *result == SideResult::default() {
                    continue;
                }
                out.push(Line {
                    section: text(&f.section),
                    board: f.board,
                    round: text(&f.round),
                    table: text(&f.table),
                    pair: text(pair),
                    side,
                    kind: score.kind.clone(),
                    value: crate::score::entered::value(score, result, own_results, lang),
                    citations: citations.clone(),
                    file: crate::texts::text::sanitize(&path.display().to_string()),
                    result: result.clone(),
                });
            }
        }
    }
    out
}

fn text(lines: &[Line], lang: Lang) -> String {
    let head: Vec<String> = t(lang, Msg::SheetHeader)
        .split('|')
        .map(String::from)
        .collect();
    let rows: Vec<Vec<String>> = lines
        .iter()
        .map(|l| {
            let mut cells = l.keys().to_vec();
            cells.extend([
                crate::score::entered::kind_word(&l.kind, lang).to_string(),
                l.value.clone(),
                crate::terminal::render::ref_list(
                    lang,
                    &l.citations
                        .iter()
                        .filter_map(|c| crate::law::law_ref::LawRef::parse(c).ok())
                        .collect::<Vec<_>>(),
                ),
            ]);
            cells
        })
        .collect();
    let width = |i: usize| {
        rows.iter()
            .map(|r| r[i].chars().count())
            .chain([head[i].chars().count()])
            .max()
            .unwrap_or(0)
    };
    let widths: Vec<usize> = (0..head.len()).map(width).collect();
    let line = |cells: &[String]| {
        let mut s = String::new();
        for (i, c) in cells.iter().enumerate() {
            if i + 1 == cells.len() {
                s += c;
            } else {
                s += &format!("{c:<w$}  ", w = widths[i]);
            }
        }
        s.trim_end().to_string() + "\n"
    };
    let mut out = line(&head);
    for r in &rows {
        out += &line(r);
    }
    out
}

/// A CSV field: quoted when it holds a comma, a quote or a line break.
fn csv_field(s: &str) -> String {
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s.to_string()
    }
}

fn csv(lines: &[Line]) -> String {
    let mut out = String::from("section,board,round,table,pair,side,kind,value,citations,file\n");
    for l in lines {
        let mut cells = l.keys().to_vec();
        cells.extend([
            l.kind.clone(),
            l.value.clone(),
            l.citations.join(" "),
            l.file.clone(),
        ]);
        out += &cells
            .iter()
            .map(|c| csv_field(c))
            .collect::<Vec<_>>()
            .join(",");
        out.push('\n');
    }
    out
}

fn json(lines: &[Line]) -> String {
    let mut out = String::new();
    for l in lines {
        let v = serde_json::json!({
            "section": l.section,
            "board": l.board,
            "round": l.round,
            "table": l.table,
            "pair": l.pair,
            "side": l.side,
            "kind": l.kind,
            "value": l.value,
            "result": l.result,
            "citations": l.citations,
            "file": l.file,
        });
        out += &v.to_string();
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rounds_and_tables_sort_by_their_number() {
        let mut tables = vec!["10", "2", "12A", "12", "1"];
        tables.sort_by_key(|t| natural(t));
        assert_eq!(tables, ["1", "2", "10", "12", "12A"]);
    }

    #[test]
    fn a_csv_field_is_quoted_only_when_it_must_be() {
        assert_eq!(csv_field("51.67%"), "51.67%");
        assert_eq!(csv_field("a, b"), "\"a, b\"");
        assert_eq!(csv_field("say \"x\""), "\"say \"\"x\"\"\"");
    }
}
