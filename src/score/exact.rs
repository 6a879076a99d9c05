//! Exact hundredths: weights are whole percentages and matchpoints and IMPs whole
//! numbers, so a weighted sum of them is a whole number of hundredths, kept as one.
//! Nothing is rounded until a percentage of the top is shown (see `percent`).

use serde::Serialize;

/// A value in hundredths: `Hundredths(720)` is 7.2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(into = "f64")]
pub struct Hundredths(pub i64);

impl Hundredths {
    pub fn whole(n: i64) -> Hundredths {
        Hundredths(n * 100)
    }

    /// `value` as a percentage of `top`, to hundredths of a percent, rounded half
    /// away from zero (the only rounding in the engine; `top` is never zero here).
    pub fn percent_of(self, top: u32) -> Hundredths {
        let num = self.0 * 100;
        let den = top as i64;
        let q = (2 * num.abs() + den) / (2 * den);
        Hundredths(if num < 0 { -q } else { q })
    }

    /// With a sign: `+2.4`, `-3`, `0`.
    pub fn signed(self) -> String {
        if self.0 > 0 {
            format!("+{self}")
        } else {
            self.to_string()
        }
    }
}

impl From<Hundredths> for f64 {
    fn from(h: Hundredths) -> f64 {
        h.0 as f64 / 100.0
    }
}

impl std::fmt::Display for Hundredths {
    /// As few decimals as the value needs: `7.2`, `10`, `56.67`, `-0.5`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let (whole, frac) = (self.0.abs() / 100, self.0.abs() % 100);
        match frac {
            0 => write!(f, "{sign}{whole}"),
            f10 if f10 % 10 == 0 => write!(f, "{sign}{whole}.{}", f10 / 10),
            _ => write!(f, "{sign}{whole}.{frac:02}"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shown_with_the_decimals_it_needs() {
        assert_eq!(Hundredths(720).to_string(), "7.2");
        assert_eq!(Hundredths(1000).to_string(), "10");
        assert_eq!(Hundredths(5667).to_string(), "56.67");
        assert_eq!(Hundredths(-50).to_string(), "-0.5");
        assert_eq!(Hundredths(-5).to_string(), "-0.05");
        assert_eq!(Hundredths(240).signed(), "+2.4");
        assert_eq!(Hundredths(0).signed(), "0");
    }

    #[test]
    fn percentages_round_half_away_from_zero() {
        // 13.6 of 24 = 56.666...% -> 56.67
        assert_eq!(Hundredths(1360).percent_of(24), Hundredths(5667));
        // 1 of 8 = 12.5% exactly
        assert_eq!(Hundredths(100).percent_of(8), Hundredths(1250));
        // 1 of 16 = 6.25%; 0.01 of 16 = 0.0625% -> 0.06; 0.02 of 16 = 0.125% -> 0.13
        assert_eq!(Hundredths(1).percent_of(16), Hundredths(6));
        assert_eq!(Hundredths(2).percent_of(16), Hundredths(13));
        assert_eq!(Hundredths(-2).percent_of(16), Hundredths(-13));
    }
}
