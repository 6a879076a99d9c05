//! A recorded score as the scorer enters it, one side at a time: IMPs, a
//! percentage, a penalty's share of a top, or, where the record has no field to
//! compare against, the weighted results the scoring program takes. `td sheet` lists
//! these; the page shows them beside the ruling they were kept with.

use crate::model::score_kind::ScoreKind;
use crate::records::incident::RecordedScore;
use crate::score::adjusted::SideResult;
use crate::texts::i18n::{Msg, t, tf};
use crate::texts::lang::Lang;

/// What the scorer keys for one side: IMPs, or a percentage, or, with neither
/// (a weighted score and no field), that side's weighted results for the scoring
/// program.
pub fn value(score: &RecordedScore, side: &SideResult, own_results: &str, lang: Lang) -> String {
    let number = |s: &str| crate::texts::i18n::decimal(s, lang);
    if let Some(vp) = &side.vp {
        return format!("{} {}", number(vp), t(lang, Msg::ScoreUnitVp));
    }
    // A penalty's percentage is of a top, not the side's score on the board.
    if score.kind == ScoreKind::Penalty.id()
        && let Some(percent) = &side.percent
    {
        let share = tf(lang, Msg::ScorePenaltyTop, &[&number(percent)]);
        return match &side.matchpoints {
            Some(mp) => format!("{share} ({} {})", number(mp), t(lang, Msg::ScoreUnitMp)),
            None => share,
        };
    }
    if let Some(imps) = &side.imps {
        return format!("{} {}", number(imps), t(lang, Msg::ScoreUnitImps));
    }
    if let Some(percent) = &side.percent {
        return format!("{}%", number(percent));
    }
    // One result scored anew, or after tricks moved: its points are the score.
    if matches!(
        ScoreKind::from_id(&score.kind),
        Some(ScoreKind::Rescored | ScoreKind::Transferred)
    ) {
        return side.points.clone().unwrap_or_default();
    }
    let weighted: Vec<String> = score
        .args
        .windows(2)
        // `--result` weights both sides; a non-balancing score (12C1(e)) weights each
        // side's own (`--result-ns`, `--result-ew`).
        .filter(|w| w[0] == "--result" || w[0] == own_results)
        .map(|w| match w[1].rsplit_once(':') {
            Some((result, weight)) => format!("{result} {weight}%"),
            None => w[1].clone(),
        })
        .collect();
    if weighted.is_empty() {
        side.points.clone().unwrap_or_default()
    } else {
        tf(lang, Msg::SheetWeighted, &[&weighted.join(", ")])
    }
}

/// The kind of a recorded score, as the sheet and the page name it.
pub fn kind_word(kind: &str, lang: Lang) -> &'static str {
    match ScoreKind::from_id(kind) {
        Some(ScoreKind::Stands) => t(lang, Msg::SheetKindStands),
        Some(ScoreKind::Rescored) => t(lang, Msg::SheetKindRescored),
        Some(ScoreKind::Transferred) => t(lang, Msg::SheetKindTransferred),
        Some(ScoreKind::Artificial) => t(lang, Msg::SheetKindArtificial),
        Some(ScoreKind::Penalty) => t(lang, Msg::SheetKindPenalty),
        Some(ScoreKind::Adjusted) | None => t(lang, Msg::SheetKindAdjusted),
    }
}
