//! A procedural penalty (Law 90) as the scorer enters it: an amount taken off one
//! side's score, in the event's unit.
//!
//! The laws leave the size to the TD and the event (90A: it is assessed on the
//! offending contestant; 12C3 spares a blameless partner in an individual event), so `td` does not choose it: the TD types it, in the
//! unit the event scores in. In pairs that is a share of a top, the usual way
//! regulations state it ("a quarter of a top"), shown in matchpoints when the top is
//! given; in teams IMPs, or VPs where the regulation says so. The amount is kept to
//! hundredths, as every other score is.

use crate::score::adjusted::SideResult;
use crate::score::contract::Side;
use crate::score::exact::Hundredths;
use crate::score::notation::{self, Bad};

/// The unit a penalty is stated in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// Percent of a top (pairs).
    TopPercent,
    Imps,
    Vps,
}

/// A penalty on one side: `amount` (positive) comes off its score.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Penalty {
    pub side: Side,
    pub amount: Hundredths,
    pub unit: Unit,
}

/// The most a penalty can be in each unit: a whole top, the most IMPs a board can
/// swing, or a match's worth of VPs. Beyond them it is a typing slip.
fn most(unit: Unit) -> Hundredths {
    match unit {
        Unit::TopPercent => Hundredths::whole(100),
        Unit::Imps => Hundredths::whole(24),
        Unit::Vps => Hundredths::whole(20),
    }
}

/// `NS:25%`, `EW:3imp`, `NS:1vp` (the side as the vulnerability names it, so `ØV`
/// in Norwegian; the unit in any case, `IMP`, `VP`, `pkt`).
pub fn parse(input: &str, lang: crate::texts::lang::Lang) -> Result<Penalty, Bad> {
    let bad = || Bad::Penalty(input.trim().to_string());
    let (side, amount) = input.trim().split_once(':').ok_or_else(bad)?;
    let side = match notation::vulnerability(side, lang) {
        Ok(crate::score::contract::Vulnerability::NS) => Side::NS,
        Ok(crate::score::contract::Vulnerability::EW) => Side::EW,
        _ => return Err(bad()),
    };
    let (amount, unit) = amount_of(amount).ok_or_else(bad)?;
    Ok(Penalty { side, amount, unit })
}

/// The amount of a penalty without its side, `25%`, `3imp`, `1vp`: as `--penalty`
/// reads it after the colon, and as an event's standard is set
/// (`--regulation penalty-standard=25%`).
pub fn amount_of(typed: &str) -> Option<(Hundredths, Unit)> {
    let a = typed.trim().to_lowercase();
    let (number, unit) = if let Some(n) = a.strip_suffix('%') {
        (n, Unit::TopPercent)
    } else if let Some(n) = a.strip_suffix("imps").or_else(|| a.strip_suffix("imp")) {
        (n, Unit::Imps)
    } else if let Some(n) = a.strip_suffix("vps").or_else(|| a.strip_suffix("vp")) {
        (n, Unit::Vps)
    } else {
        return None;
    };
    let number = number.trim();
    if number.starts_with(['-', '+']) {
        return None;
    }
    let amount = notation::session(number).ok()?;
    (amount.0 > 0 && amount <= most(unit)).then_some((amount, unit))
}

impl Penalty {
    /// What the penalty comes to for its side, from that side's point of view: a
    /// negative percentage (and matchpoints, given the top), IMPs or VPs. The other
    /// side's score does not change (90A penalizes the offender alone).
    pub fn result(self, top: Option<u32>) -> SideResult {
        let off = Hundredths(-self.amount.0);
        match self.unit {
            Unit::TopPercent => SideResult {
                percent: Some(off.to_string()),
                // A share of the top in matchpoints: top * percent / 100, exact to
                // hundredths for any whole top and a percentage kept to hundredths
                // only when it divides; rounded half away from zero otherwise.
                matchpoints: top.map(|t| share_of(off, t).to_string()),
                ..SideResult::default()
            },
            Unit::Imps => SideResult {
                imps: Some(off.to_string()),
                ..SideResult::default()
            },
            Unit::Vps => SideResult {
                vp: Some(off.to_string()),
                ..SideResult::default()
            },
        }
    }
}

/// `percent` (in hundredths of a percent) of `top` matchpoints, in hundredths of a
/// matchpoint, rounded half away from zero.
fn share_of(percent: Hundredths, top: u32) -> Hundredths {
    let num = percent.0 * top as i64;
    let q = (num.abs() + 50) / 100;
    Hundredths(if num < 0 { -q } else { q })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::texts::lang::Lang;

    #[test]
    fn amounts_in_each_unit() {
        let p = parse("NS:25%", Lang::En).unwrap();
        assert_eq!(
            (p.side, p.unit, p.amount),
            (Side::NS, Unit::TopPercent, Hundredths(2500))
        );
        let r = p.result(Some(12));
        assert_eq!(r.percent.as_deref(), Some("-25"));
        assert_eq!(r.matchpoints.as_deref(), Some("-3"));
        assert_eq!(
            parse("NS:10%", Lang::En)
                .unwrap()
                .result(Some(7))
                .matchpoints
                .as_deref(),
            Some("-0.7")
        );
        assert_eq!(
            parse("ew:3IMP", Lang::En)
                .unwrap()
                .result(None)
                .imps
                .as_deref(),
            Some("-3")
        );
        assert_eq!(
            parse("EW:0.5vp", Lang::En)
                .unwrap()
                .result(None)
                .vp
                .as_deref(),
            Some("-0.5")
        );
        assert_eq!(parse("ØV:1imp", Lang::Nb).unwrap().side, Side::EW);
    }

    #[test]
    fn slips_are_refused() {
        for bad in [
            "NS",
            "NS:25",
            "both:1imp",
            "NS:-3imp",
            "NS:0%",
            "NS:101%",
            "EW:25imp",
            "NS:1.234vp",
            "N:1imp",
        ] {
            assert!(parse(bad, Lang::En).is_err(), "{bad}");
        }
    }
}
