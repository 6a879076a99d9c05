//! `td replay PATH...`: replay records, print one result per incident as it goes,
//! then a summary.

use std::path::PathBuf;

use serde_json::json;

use crate::context::{Context, print};
use crate::error::Error;
use crate::exit::Exit;
use crate::render::{self, Format, Style};
use crate::replay::{self, Outcome, Status};

pub fn run(ctx: &Context, paths: &[PathBuf], check: bool, format: Format) -> Result<Exit, Error> {
    let rulings = ctx.rulings()?;
    let mut counts = [0usize; 4];
    let mut each = |path: &std::path::Path| -> std::io::Result<()> {
        let outcome = replay::replay_file(&rulings, path, check);
        counts[outcome.status as usize] += 1;
        let text = match format {
            Format::Text => text(&outcome, ctx),
            Format::Markdown => markdown(&outcome, ctx),
            Format::Json => json_line(&outcome, ctx),
        };
        print(&text).map_err(|e| match e {
            Error::Io(e) => e,
            other => std::io::Error::other(other.to_string()),
        })
    };
    replay::for_each_file(paths, &mut each)?;
    let [ok, changed, incomplete, invalid] = counts;
    let total = ok + changed + incomplete + invalid;
    let summary = format!(
        "{total} incident(s): {ok} ok, {changed} changed, {incomplete} incomplete, {invalid} invalid"
    );
    match format {
        Format::Text => print(&format!("\n{summary}\n"))?,
        Format::Markdown => print(&format!("---\n\n{summary}\n"))?,
        Format::Json => eprintln!("{summary}"),
    }
    Ok(if invalid > 0 {
        Exit::BadInput
    } else if changed + incomplete > 0 {
        Exit::Problem
    } else {
        Exit::Success
    })
}

fn ruling_line(o: &Outcome, ctx: &Context) -> String {
    let Some(walk) = &o.walk else {
        return String::new();
    };
    let r = walk.rulings();
    format!(
        "{}  {}",
        r.qualified_id(walk.current()),
        ctx.style
            .citation(&render::cites(ctx.lang, &walk.node().cites))
    )
}

fn digest_note(o: &Outcome) -> String {
    match &o.record {
        Some(l) if o.other_digest => format!(
            "\n  note: recorded with rulings {}, replayed with the current ones",
            crate::load::short_digest(&l.record.rulings_digest)
        ),
        _ => String::new(),
    }
}

fn text(o: &Outcome, ctx: &Context) -> String {
    let head = format!("{}: {}", o.file, o.status.as_str());
    let body = match o.status {
        Status::Invalid => {
            let e = o.error.as_ref().expect("invalid has an error");
            return format!(
                "{}:{}:{}: invalid: {}\n",
                e.file, e.pos.line, e.pos.col, e.message
            );
        }
        Status::Incomplete => {
            let walk = o.walk.as_ref().expect("incomplete has a walk");
            format!(
                "  at `{}`: the record has no answer for this question (the tree changed, or the record is a draft)",
                walk.rulings().qualified_id(walk.current())
            )
        }
        Status::Changed => {
            let rec = o.record.as_ref().and_then(|l| l.record.ruling.as_ref());
            let old = rec.map_or("(no ruling recorded)".to_string(), |r| {
                format!("{}  {}", r.outcome, r.citations.join(", "))
            });
            format!("  old: {old}\n  new: {}", ruling_line(o, ctx))
        }
        Status::Ok => format!("  {}", ruling_line(o, ctx)),
    };
    format!("{head}\n{body}{}\n", digest_note(o))
}

fn markdown(o: &Outcome, ctx: &Context) -> String {
    let lang = ctx.lang;
    let mut s = format!(
        "# Incident `{}`\n\nStatus: **{}**\n",
        o.file,
        o.status.as_str()
    );
    if let Some(e) = &o.error {
        return s + &format!(
            "\n{}:{}:{}: {}\n\n",
            e.file, e.pos.line, e.pos.col, e.message
        );
    }
    let loaded = o.record.as_ref().expect("valid outcome has a record");
    let rec = &loaded.record;
    s += &format!(
        "\nRecorded {} ({}), rulings {}\n",
        rec.created,
        rec.lang,
        crate::load::short_digest(&rec.rulings_digest)
    );
    if o.other_digest {
        s += "\n> Recorded with a different rulings set than the one replaying it.\n";
    }
    let rows = rec.facts.rows();
    if !rows.is_empty() {
        s += "\n| fact | |\n|---|---|\n";
        for (k, v) in rows {
            s += &format!("| {k} | {} |\n", v.replace('|', "\\|").replace('\n', " "));
        }
    }
    if !rec.regulations.is_empty() {
        s += &format!("\nRegulations in force: {}\n", rec.regulations.join(", "));
    }
    let walk = o.walk.as_ref().expect("valid outcome has a walk");
    if walk.is_finished() {
        // The ruling slip, one heading level down.
        let slip = render::ruling(walk, lang, Format::Markdown, Style::PLAIN);
        s += "\n";
        for line in slip.lines() {
            s += &if line.starts_with('#') {
                format!("#{line}\n")
            } else {
                format!("{line}\n")
            };
        }
    } else {
        s += &format!(
            "\nNo ruling: the record has no answer at `{}`.\n",
            walk.rulings().qualified_id(walk.current())
        );
    }
    if let Some(r) = rec.ruling.as_ref().filter(|_| o.status == Status::Changed) {
        s += &format!(
            "\n> Recorded ruling: {} ({})\n",
            r.outcome,
            r.citations.join(", ")
        );
    }
    s + "\n"
}

fn json_line(o: &Outcome, ctx: &Context) -> String {
    let mut v = json!({"file": o.file, "status": o.status.as_str()});
    if let Some(e) = &o.error {
        v["error"] = json!({"line": e.pos.line, "column": e.pos.col, "message": e.message});
    }
    if let Some(walk) = &o.walk {
        let r = walk.rulings();
        if walk.is_finished() {
            v["ruling"] = render::ruling_json(walk, ctx.lang);
        } else {
            v["incomplete_at"] = json!(r.qualified_id(walk.current()));
        }
    }
    if let Some(l) = &o.record {
        v["recorded"] = json!(
            l.record
                .ruling
                .as_ref()
                .map(|r| json!({"outcome": r.outcome, "citations": r.citations, "see": r.see}))
        );
        v["facts"] = serde_json::to_value(&l.record.facts).expect("facts serialize");
        v["same_rulings"] = json!(!o.other_digest);
    }
    serde_json::to_string(&v).expect("JSON of strings") + "\n"
}
