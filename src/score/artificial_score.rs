//! Artificial adjusted scores (12C2): average plus, average or average minus for
//! each side, as a percentage in pairs or IMPs in teams; 12C2(c) where a side's
//! session score is given, and 12C4's average in a knockout.

use serde_json::json;

use crate::score::adjusted::{AdjustedScore, SideResult};
use crate::score::artificial::{self, Artificial, Form};
use crate::score::compute::Computed;
use crate::score::contract::Side;
use crate::score::exact::Hundredths;
use crate::score::input::ScoreInput;
use crate::score::notation::{self, Bad};
use crate::score::report::artificial_arg;
use crate::score::weighted;
use crate::score::words::{cite, num, shown, word_bad};
use crate::texts::i18n::{Msg, artificial_name, side_name, t, tf};
use crate::texts::lang::Lang;

/// Artificial adjusted scores (12C2) for both sides, in pairs or teams, with
/// 12C2(c)'s session exception and 12C4's knockout average.
pub fn compute(input: &ScoreInput, ns: &str, ew: &str, lang: Lang) -> Result<Computed, String> {
    let form = if input.teams {
        Form::Teams
    } else {
        Form::Pairs
    };
    let read = |flag: &str,
                art: &str,
                session: &Option<String>|
     -> Result<(Artificial, artificial::Awarded), String> {
        let fail = |flag: &str, b: Bad| format!("{flag}: {}", word_bad(&b, lang));
        let art = notation::artificial(art).map_err(|b| fail(flag, b))?;
        let sflag = format!("--session-{}", &flag[2..]);
        let session = session
            .as_deref()
            .map(|s| notation::session(s).map_err(|b| fail(&sflag, b)))
            .transpose()?;
        // A session is a percentage in pairs and IMPs a board in teams (at most
        // 24 either way): anything outside is a typing slip, not a score.
        let (range, out_of_range) = match form {
            Form::Pairs => (0..=10000, Msg::ScoreSessionRange),
            Form::Teams => (-2400..=2400, Msg::ScoreSessionImpsRange),
        };
        if let Some(s) = session
            && !range.contains(&s.0)
        {
            return Err(format!(
                "{sflag}: {}",
                tf(lang, out_of_range, &[&shown(args_session(input, &sflag))])
            ));
        }
        Ok((art, artificial::award(art, form, session)))
    };
    let mut sides = [
        (Side::NS, read("--ns", ns, &input.session_ns)?),
        (Side::EW, read("--ew", ew, &input.session_ew)?),
    ];
    // 12C4: in knockout play the two sides' scores, each worked out on its own,
    // are averaged and the average given to each (A+/A+ is 0/0, A/A- is
    // +1.5/-1.5). Only teams play knockouts; in pairs the flag changes nothing.
    let knockout = input.knockout && form == Form::Teams;
    if knockout {
        let share = weighted::knockout_average(sides[0].1.1.value, sides[1].1.1.value);
        sides[0].1.1.value = share;
        sides[1].1.1.value = Hundredths(-share.0);
    }
    let text = {
        {
            let mut out = format!(
                "{} · {}{}\n",
                tf(lang, Msg::ScoreArtificial, &[&cite("12C2", lang)]),
                t(
                    lang,
                    if form == Form::Pairs {
                        Msg::ScorePairs
                    } else {
                        Msg::ScoreTeams
                    }
                ),
                if knockout {
                    format!(" · {}", t(lang, Msg::ScoreKnockoutShort))
                } else {
                    String::new()
                }
            );
            for (side, (art, awarded)) in &sides {
                let value = match form {
                    Form::Pairs => tf(lang, Msg::ScorePercent, &[&num(awarded.value, lang, false)]),
                    Form::Teams => tf(lang, Msg::ScoreImps, &[&num(awarded.value, lang, true)]),
                };
                let name = artificial_name(*art, lang);
                let note = if awarded.session_exception {
                    format!(
                        " ({})",
                        tf(lang, Msg::ScoreSessionException, &[&cite("12C2(c)", lang)])
                    )
                } else {
                    String::new()
                };
                out += &format!("{:<5}{name}: {value}{note}\n", side_name(*side, lang));
            }
            out
        }
    };
    let side = |(art, awarded): &(Artificial, artificial::Awarded)| json!({"score": art, "value": awarded.value, "session_exception": awarded.session_exception});
    let json = json!({
        "kind": "artificial",
        "form": form,
        "ns": side(&sides[0].1),
        "ew": side(&sides[1].1),
    });
    let mut recorded_args = vec![
        "--ns".to_string(),
        artificial_arg(sides[0].1.0).to_string(),
        "--ew".to_string(),
        artificial_arg(sides[1].1.0).to_string(),
    ];
    if form == Form::Teams {
        recorded_args.push("--teams".into());
    }
    if knockout {
        recorded_args.push("--knockout".into());
    }
    for (flag, session) in [
        ("--session-ns", &input.session_ns),
        ("--session-ew", &input.session_ew),
    ] {
        if let Some(s) = session {
            // Read above: a valid session score.
            let value = notation::session(s).expect("checked above");
            recorded_args.push(flag.into());
            recorded_args.push(value.to_string());
        }
    }
    let recorded_side = |(art, awarded): &(Artificial, artificial::Awarded)| SideResult {
        artificial: Some(art.id().to_string()),
        percent: (form == Form::Pairs).then(|| awarded.value.to_string()),
        imps: (form == Form::Teams).then(|| awarded.value.signed()),
        ..SideResult::default()
    };
    Ok(Computed {
        text,
        json,
        recorded: AdjustedScore {
            args: recorded_args,
            ns: recorded_side(&sides[0].1),
            ew: recorded_side(&sides[1].1),
        },
    })
}

fn args_session<'a>(input: &'a ScoreInput, flag: &str) -> &'a str {
    if flag.ends_with("ns") {
        input.session_ns.as_deref().unwrap_or("")
    } else {
        input.session_ew.as_deref().unwrap_or("")
    }
}
