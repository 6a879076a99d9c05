//! A procedural penalty (90A) as a score: the amount off one side, in the unit
//! typed, shown as the scorer enters it; the other side's score is untouched
//! (90A penalizes the offender alone). The arithmetic and the reading are `crate::score::penalty`.

use serde_json::json;

use crate::score::adjusted::{AdjustedScore, SideResult};
use crate::score::compute::Computed;
use crate::score::contract::Side;
use crate::score::input::ScoreInput;
use crate::score::penalty;
use crate::score::words::word_bad;
use crate::texts::i18n::{Msg, decimal, side_name, t, tf};
use crate::texts::lang::Lang;

/// A procedural penalty (90A): the amount off one side's score, in the unit typed;
/// the other side's score is untouched (90A penalizes the offender alone).
pub fn compute(typed: &str, input: &ScoreInput, lang: Lang) -> Result<Computed, String> {
    let p =
        penalty::parse(typed, lang).map_err(|b| format!("--penalty: {}", word_bad(&b, lang)))?;
    let result = p.result(input.top);
    let (ns, ew) = match p.side {
        Side::NS => (result.clone(), SideResult::default()),
        Side::EW => (SideResult::default(), result.clone()),
    };
    let amount = match p.unit {
        penalty::Unit::TopPercent => {
            let mut s = tf(
                lang,
                Msg::ScorePenaltyTop,
                &[&decimal(result.percent.as_deref().unwrap_or(""), lang)],
            );
            if let Some(mp) = &result.matchpoints {
                s += &format!(" · {} {}", decimal(mp, lang), t(lang, Msg::ScoreUnitMp));
            }
            s
        }
        penalty::Unit::Imps => format!(
            "{} {}",
            decimal(result.imps.as_deref().unwrap_or(""), lang),
            t(lang, Msg::ScoreUnitImps)
        ),
        penalty::Unit::Vps => format!(
            "{} {}",
            decimal(result.vp.as_deref().unwrap_or(""), lang),
            t(lang, Msg::ScoreUnitVp)
        ),
    };
    let text = format!(
        "{}\n{}  {amount}\n",
        tf(lang, Msg::ScorePenaltyTitle, &[side_name(p.side, lang)]),
        side_name(p.side, lang)
    );
    let mut args_kept = vec!["--penalty".to_string(), canonical(&p)];
    if let Some(top) = input.top {
        args_kept.extend(["--top".to_string(), top.to_string()]);
    }
    let json = json!({
        "penalty": {
            "side": match p.side { Side::NS => "NS", Side::EW => "EW" },
            "ns": ns,
            "ew": ew,
        }
    });
    Ok(Computed {
        text,
        json,
        recorded: AdjustedScore {
            args: args_kept,
            ns,
            ew,
        },
    })
}

/// A penalty as a record keeps it, in English letters: `NS:25%`, `EW:3imp`.
fn canonical(p: &penalty::Penalty) -> String {
    let side = match p.side {
        Side::NS => "NS",
        Side::EW => "EW",
    };
    let unit = match p.unit {
        penalty::Unit::TopPercent => "%",
        penalty::Unit::Imps => "imp",
        penalty::Unit::Vps => "vp",
    };
    format!("{side}:{}{unit}", p.amount)
}
