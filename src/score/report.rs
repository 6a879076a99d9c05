//! The text, JSON and record of a contract's score and of an assigned adjusted
//! score (12C1): the Law 77 lines of one result, or the table of weighted results
//! with their matchpoints (78A) or IMPs (78B), each side's score, and 12C4's
//! knockout share.

use serde_json::{Value, json};

use crate::score::adjusted::{AdjustedScore, SideResult};
use crate::score::artificial::Artificial;
use crate::score::contract::{Outcome, Played, Side, Vulnerability};
use crate::score::exact::Hundredths;
use crate::score::points::{self, Item};
use crate::score::weighted::{self, Against, Line, SideScore, Weighted};
use crate::score::words::{cite, num, outcome_text, played_text, seat_text, signed, vul_text};
use crate::texts::i18n::{Msg, side_name, t, tf};
use crate::texts::lang::Lang;

/// One side's results, scored, and its adjusted score.
pub struct Part<'a> {
    results: &'a [Weighted],
    lines: Vec<Line>,
    score: SideScore,
}

impl<'a> Part<'a> {
    pub fn new(
        results: &'a [Weighted],
        vul: Vulnerability,
        against: Against,
        ns_side: bool,
    ) -> Self {
        let lines = weighted::lines(results, vul, against);
        let score = weighted::side_score(&lines, ns_side, against);
        Part {
            results,
            lines,
            score,
        }
    }
}

pub struct Report<'a> {
    pub vul: Vulnerability,
    pub balancing: bool,
    pub ns: Part<'a>,
    pub ew: Part<'a>,
    pub against: Against<'a>,
    pub knockout: bool,
}

impl Report<'_> {
    /// A single result at 100%: the table result itself, shown line by line.
    fn single(&self) -> Option<&Outcome> {
        (self.balancing && self.ns.results.len() == 1).then(|| &self.ns.results[0].outcome)
    }

    pub fn text(&self, lang: Lang) -> String {
        let mut out = String::new();
        match self.single() {
            Some(outcome) => out += &breakdown(outcome, self.vul, lang),
            None if self.balancing => {
                out += &format!(
                    "{} · {}\n",
                    tf(lang, Msg::ScoreAssigned, &[&cite("12C1(c)", lang)]),
                    vul_text(self.vul, lang)
                );
                out += &table(&self.ns, self.against, lang);
            }
            None => {
                out += &format!(
                    "{} · {}\n",
                    // Separate weights come from 12C1(e) (the non-offending side
                    // contributed to its damage) or 82C (both sides treated as
                    // non-offending after the TD's error): the heading names both.
                    tf(
                        lang,
                        Msg::ScoreNonBalancing,
                        &[&format!(
                            "{} / {}",
                            cite("12C1(e)", lang),
                            cite("82C", lang)
                        )]
                    ),
                    vul_text(self.vul, lang)
                );
                for (side, part) in [(Side::NS, &self.ns), (Side::EW, &self.ew)] {
                    out += &format!(
                        "{}\n",
                        tf(lang, Msg::ScoreWeightsFor, &[side_name(side, lang)])
                    );
                    out += &table(part, self.against, lang);
                }
            }
        }
        match self.against {
            Against::Field(f) => {
                let list: Vec<String> = f.iter().map(|s| signed(*s)).collect();
                out += &tf(
                    lang,
                    Msg::ScoreField,
                    &[
                        &list.join(", "),
                        &crate::score::matchpoints::top(f).to_string(),
                        &cite("78A", lang),
                    ],
                );
                out.push('\n');
            }
            Against::OtherTable(o) => {
                out += &tf(
                    lang,
                    Msg::ScoreOtherTable,
                    &[&signed(o), &cite("78B", lang)],
                );
                out.push('\n');
            }
            Against::Nothing => {}
        }
        let top = match self.against {
            Against::Field(f) => crate::score::matchpoints::top(f),
            _ => 0,
        };
        for (side, part) in [(Side::NS, &self.ns), (Side::EW, &self.ew)] {
            let s = part.score;
            let mut cells = Vec::new();
            // A weighted average of points is no score a scorer enters where the
            // board is matchpointed or IMPed: it is shown only with nothing to
            // compare against (total-points scoring, 78C), and named as such.
            if self.single().is_some() {
                cells.push(num(s.points, lang, true));
            } else if matches!(self.against, Against::Nothing) {
                cells.push(tf(
                    lang,
                    Msg::ScoreWeightedPoints,
                    &[&num(s.points, lang, true), &cite("78C", lang)],
                ));
            }
            if let Some(mp) = s.matchpoints {
                let pct = s.percent.map_or("-".to_string(), |p| num(p, lang, false));
                cells.push(tf(
                    lang,
                    Msg::ScoreMatchpoints,
                    &[&num(mp, lang, false), &top.to_string(), &pct],
                ));
            }
            if let Some(imps) = s.imps {
                cells.push(tf(lang, Msg::ScoreImps, &[&num(imps, lang, true)]));
            }
            out += &format!("{:<5}{}\n", side_name(side, lang), cells.join(" · "));
        }
        if let Some((ns, ew)) = self.knockout_share() {
            out += &tf(
                lang,
                Msg::ScoreKnockout,
                &[
                    &cite("12C4", lang),
                    &num(ns, lang, true),
                    &num(ew, lang, true),
                ],
            );
            out.push('\n');
        }
        out
    }

    /// The score as a record keeps it: canonical arguments, exact values per side.
    pub fn recorded(&self) -> AdjustedScore {
        let mut args = vec!["--vul".to_string(), vul_arg(self.vul).to_string()];
        let sides: [(&str, &Part); 2] = if self.balancing {
            [("--result", &self.ns), ("", &self.ns)]
        } else {
            [("--result-ns", &self.ns), ("--result-ew", &self.ew)]
        };
        for (flag, part) in sides.iter().filter(|(f, _)| !f.is_empty()) {
            for w in part.results {
                args.push(flag.to_string());
                args.push(format!("{}:{}", canonical_outcome(&w.outcome), w.weight));
            }
        }
        match self.against {
            Against::Field(f) => {
                args.push("--field".into());
                args.push(f.iter().map(i32::to_string).collect::<Vec<_>>().join(","));
            }
            Against::OtherTable(o) => {
                args.push("--other-table".into());
                args.push(o.to_string());
            }
            Against::Nothing => {}
        }
        if self.knockout {
            args.push("--knockout".into());
        }
        let share = self.knockout_share();
        let side = |s: SideScore, ko: Option<Hundredths>| SideResult {
            points: Some(s.points.signed()),
            matchpoints: s.matchpoints.map(|m| m.to_string()),
            percent: s.percent.map(|p| p.to_string()),
            imps: s.imps.map(Hundredths::signed),
            knockout: ko.map(Hundredths::signed),
            ..SideResult::default()
        };
        AdjustedScore {
            args,
            ns: side(self.ns.score, share.map(|(ns, _)| ns)),
            ew: side(self.ew.score, share.map(|(_, ew)| ew)),
        }
    }

    /// Law 12C4, when asked for and the scores do not balance: N-S's and E-W's shares.
    fn knockout_share(&self) -> Option<(Hundredths, Hundredths)> {
        let (ns, ew) = (self.ns.score.imps?, self.ew.score.imps?);
        (self.knockout && !self.balancing).then(|| {
            let share = weighted::knockout_average(ns, ew);
            (share, Hundredths(-share.0))
        })
    }

    pub fn json(&self) -> Value {
        let side = |part: &Part, include_lines: bool| {
            let mut v = serde_json::to_value(part.score).expect("numbers");
            if include_lines {
                v["results"] = results_json(part);
            }
            v
        };
        let mut v = json!({
            "kind": if self.single().is_some() { "contract" } else if self.balancing { "weighted" } else { "non-balancing" },
            "vulnerability": self.vul,
        });
        if let Some(outcome) = self.single() {
            let s = points::score(outcome, self.vul);
            v["result"] = outcome_json(outcome);
            v["items"] = serde_json::to_value(&s.items).expect("numbers");
            v["undertricks"] = json!(s.undertricks);
        } else if self.balancing {
            v["results"] = results_json(&self.ns);
        }
        v["ns"] = side(&self.ns, !self.balancing);
        v["ew"] = side(&self.ew, !self.balancing);
        match self.against {
            Against::Field(f) => {
                v["field"] = json!(f);
                v["top"] = json!(crate::score::matchpoints::top(f));
            }
            Against::OtherTable(o) => v["other_table"] = json!(o),
            Against::Nothing => {}
        }
        if let Some((ns, ew)) = self.knockout_share() {
            v["knockout"] = json!({"ns": ns, "ew": ew});
        }
        v
    }
}

fn results_json(part: &Part) -> Value {
    part.results
        .iter()
        .zip(&part.lines)
        .map(|(w, l)| {
            let mut v = serde_json::to_value(l).expect("numbers");
            v["result"] = outcome_json(&w.outcome);
            v
        })
        .collect()
}

fn outcome_json(o: &Outcome) -> Value {
    match o {
        Outcome::PassedOut => json!({"passed_out": true}),
        Outcome::Played(p) => json!({
            "contract": p.contract.to_string(),
            "declarer": p.declarer,
            "tricks": (p.contract.tricks_needed() as i32 + p.diff as i32),
            "notation": p.to_string(),
        }),
    }
}

/// The Law 77 lines of one outcome, as the head of a contract's score.
fn breakdown(outcome: &Outcome, vul: Vulnerability, lang: Lang) -> String {
    let Outcome::Played(p) = outcome else {
        return format!("{}\n", tf(lang, Msg::ScorePassedOut, &[&cite("77", lang)]));
    };
    let s = points::score(outcome, vul);
    let mut out = format!(
        "{} · {} ({})\n",
        played_text(p, lang),
        vul_text(vul, lang),
        cite("77", lang)
    );
    let rows: Vec<(String, String)> = s
        .items
        .iter()
        .map(|item| {
            let label = item_label(*item, p, lang);
            let value = match item {
                Item::Undertricks(total) if s.undertricks.len() > 1 => {
                    let each: Vec<String> = s.undertricks.iter().map(u32::to_string).collect();
                    format!("{} = {total}", each.join(" + "))
                }
                _ => item.points().to_string(),
            };
            (label, value)
        })
        .collect();
    // Labels left, points lined up on the right (a long sum of undertricks is the
    // only line, so it needs no alignment).
    let width = rows
        .iter()
        .map(|(l, _)| l.chars().count())
        .max()
        .unwrap_or(0);
    let points = rows
        .iter()
        .map(|(_, v)| v.chars().count())
        .max()
        .unwrap_or(0);
    for (label, value) in rows {
        let pad = width - label.chars().count();
        out += &format!("  {label}{}  {value:>points$}\n", " ".repeat(pad));
    }
    out
}

fn item_label(item: Item, p: &Played, lang: Lang) -> String {
    use crate::score::contract::Doubling;
    let msg = match item {
        Item::TrickScore(_) => Msg::ScoreTrickScore,
        Item::Overtricks(_) => Msg::ScoreOvertricks,
        Item::PartScore(_) => Msg::ScorePartScore,
        Item::Game(_) => Msg::ScoreGame,
        Item::SmallSlam(_) => Msg::ScoreSmallSlam,
        Item::GrandSlam(_) => Msg::ScoreGrandSlam,
        Item::Insult(_) if p.contract.doubling == Doubling::Redoubled => Msg::ScoreInsultRedoubled,
        Item::Insult(_) => Msg::ScoreInsultDoubled,
        Item::Undertricks(_) => Msg::ScoreUndertricks,
    };
    t(lang, msg).to_string()
}

/// The weighted results of one side as a table: weight, result, N-S points, and
/// the matchpoints or IMPs each earns.
fn table(part: &Part, against: Against, lang: Lang) -> String {
    let mut rows: Vec<Vec<String>> = vec![{
        let mut h = vec![
            t(lang, Msg::ScoreColWeight).to_string(),
            t(lang, Msg::ScoreColResult).to_string(),
            side_name(Side::NS, lang).to_string(),
        ];
        match against {
            Against::Field(_) => h.extend([
                tf(lang, Msg::ScoreColMatchpoints, &[side_name(Side::NS, lang)]),
                tf(lang, Msg::ScoreColMatchpoints, &[side_name(Side::EW, lang)]),
            ]),
            Against::OtherTable(_) => {
                h.push(tf(lang, Msg::ScoreColImps, &[side_name(Side::NS, lang)]))
            }
            Against::Nothing => {}
        }
        h
    }];
    for (w, l) in part.results.iter().zip(&part.lines) {
        let mut row = vec![
            format!("{}%", w.weight),
            outcome_text(&w.outcome, lang),
            signed(l.ns),
        ];
        if let (Some(mp), Against::Field(f)) = (l.ns_matchpoints, against) {
            row.push(mp.to_string());
            row.push((crate::score::matchpoints::top(f) - mp).to_string());
        }
        if let Some(imps) = l.ns_imps {
            row.push(signed(imps));
        }
        rows.push(row);
    }
    let columns = rows[0].len();
    let widths: Vec<usize> = (0..columns)
        .map(|c| rows.iter().map(|r| r[c].chars().count()).max().unwrap_or(0))
        .collect();
    let mut out = String::new();
    for row in rows {
        let cells: Vec<String> = row
            .iter()
            .enumerate()
            .map(|(c, cell)| {
                let pad = " ".repeat(widths[c] - cell.chars().count());
                // The result reads left to right; numbers line up on the right.
                if c == 1 {
                    format!("{cell}{pad}")
                } else {
                    format!("{pad}{cell}")
                }
            })
            .collect();
        out += &format!("  {}\n", cells.join("  ").trim_end());
    }
    out
}

/// `--vul`'s value for `v`.
fn vul_arg(v: Vulnerability) -> &'static str {
    match v {
        Vulnerability::None => "none",
        Vulnerability::NS => "NS",
        Vulnerability::EW => "EW",
        Vulnerability::Both => "both",
    }
}

pub fn artificial_arg(a: Artificial) -> &'static str {
    match a {
        Artificial::AveragePlus => "A+",
        Artificial::Average => "A",
        Artificial::AverageMinus => "A-",
    }
}

/// A result in English letters with its declarer: `4SX-2/S`, `pass`.
fn canonical_outcome(o: &Outcome) -> String {
    match o {
        Outcome::PassedOut => "pass".to_string(),
        Outcome::Played(p) => format!("{p}/{}", seat_text(p.declarer, Lang::En)),
    }
}
