//! Reading the TD's notation: a contract and its result (`4SX-2`, `3NT=`, `6H+1`,
//! `pass`; in Norwegian `3G=`, `2K+1`; in Polish `3BA=`, `4P-1`), a weighted result
//! (`4S=:60`, `5HX-2/E:40`), the vulnerability, a score, an artificial score.
//!
//! The contract's letters are read by `facts::contract`, as `--contract` reads them,
//! so the two never disagree. Errors are data (`Bad`), worded by the command.

use super::artificial::Artificial;
use super::contract::{Contract, Impossible, Outcome, Seat, Vulnerability};
use super::exact::Hundredths;
use super::weighted::Weighted;
use crate::texts::i18n::Msg;
use crate::texts::lang::Lang;

/// What is wrong with a piece of input; each carries the input as typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Bad {
    /// Neither a contract with its result nor a pass.
    Result(String),
    /// A contract with no result after it (`4S`).
    NoResult(String),
    /// A result no deal allows.
    Impossible {
        input: String,
        why: Impossible,
    },
    /// A played contract and no declarer (`--by`, or `/SEAT`).
    NoDeclarer(String),
    /// Not a seat, after the `/` of a result.
    Seat(String),
    /// The weight after `:` is not a whole percentage.
    Weight(String),
    /// One of several results has no weight.
    MissingWeight(String),
    Vulnerability(String),
    /// Not a whole number of points.
    Score(String),
    /// A whole number, but no duplicate score (not a multiple of 10, or beyond the
    /// 7600 of 7NTXX-13 vulnerable).
    NoSuchScore(String),
    Artificial(String),
    /// Not a session score: a number (decimals with `.` or `,`).
    Session(String),
    /// Not a procedural penalty: `NS:25%`, `EW:3imp`, `NS:1vp`.
    Penalty(String),
}

/// A passed-out board's words, in any of td's languages (the catalogues'
/// `notation-pass-reads`): a Polish `pas` is read with English letters too.
fn is_passed_out(typed: &str) -> bool {
    let typed = typed.to_lowercase();
    Lang::ALL.iter().any(|&l| {
        crate::records::facts::spellings(l, Msg::NotationPassReads)
            .any(|w| w.to_lowercase() == typed)
    })
}

/// A contract and its result, with an optional `/SEAT` for its declarer, else
/// `declarer`; or a passed-out board.
pub fn outcome(input: &str, declarer: Option<Seat>, lang: Lang) -> Result<Outcome, Bad> {
    let typed = input.trim();
    if is_passed_out(typed) {
        return Ok(Outcome::PassedOut);
    }
    let (body, seat) = match typed.rsplit_once('/') {
        Some((body, seat)) => (
            body,
            Some(seat_of(seat, lang).ok_or_else(|| Bad::Seat(seat.trim().to_string()))?),
        ),
        None => (typed, None),
    };
    let compact: String = body.chars().filter(|c| !c.is_whitespace()).collect();
    let Some(at) = compact.find(['=', '+', '-']) else {
        return Err(match crate::records::facts::contract(&compact, lang) {
            Ok(_) => Bad::NoResult(typed.to_string()),
            Err(_) => Bad::Result(typed.to_string()),
        });
    };
    let (head, tail) = compact.split_at(at);
    let contract = crate::records::facts::contract(head, lang)
        .ok()
        .and_then(|c| Contract::from_canonical(&c))
        .ok_or_else(|| Bad::Result(typed.to_string()))?;
    // `=`, or a sign and one or two digits (`+1`, `-13`; `-14` is read, then refused
    // as impossible with the reason).
    let digits = &tail[1..];
    let diff: i8 = match tail.as_bytes()[0] {
        b'=' if digits.is_empty() => 0,
        b'+' | b'-'
            if (1..=2).contains(&digits.len()) && digits.bytes().all(|b| b.is_ascii_digit()) =>
        {
            let n: i8 = digits.parse().map_err(|_| Bad::Result(typed.to_string()))?;
            if n == 0 {
                return Err(Bad::Result(typed.to_string()));
            }
            if tail.starts_with('+') { n } else { -n }
        }
        _ => return Err(Bad::Result(typed.to_string())),
    };
    let declarer = seat
        .or(declarer)
        .ok_or_else(|| Bad::NoDeclarer(typed.to_string()))?;
    Outcome::played(contract, declarer, diff).map_err(|why| Bad::Impossible {
        input: typed.to_string(),
        why,
    })
}

/// `RESULT[:WEIGHT]`: the weight is a whole percentage, `None` if not given.
pub fn weighted(
    input: &str,
    declarer: Option<Seat>,
    lang: Lang,
) -> Result<(Outcome, Option<u32>), Bad> {
    match input.rsplit_once(':') {
        Some((result, weight)) => {
            let w = weight
                .trim()
                .trim_end_matches('%')
                .parse::<u32>()
                .map_err(|_| Bad::Weight(input.trim().to_string()))?;
            Ok((outcome(result, declarer, lang)?, Some(w)))
        }
        None => Ok((outcome(input, declarer, lang)?, None)),
    }
}

/// Results as typed, with their weights: one result alone may leave its weight out
/// (it is 100); with several, every one needs one. The sum is checked by
/// `weighted::check`.
pub fn weighted_all(
    inputs: &[String],
    declarer: Option<Seat>,
    lang: Lang,
) -> Result<Vec<Weighted>, Bad> {
    let read: Vec<(Outcome, Option<u32>)> = inputs
        .iter()
        .map(|i| weighted(i, declarer, lang))
        .collect::<Result<_, _>>()?;
    if read.len() == 1 {
        let (outcome, w) = read[0];
        return Ok(vec![Weighted {
            outcome,
            weight: w.unwrap_or(100),
        }]);
    }
    read.iter()
        .zip(inputs)
        .map(|((outcome, w), typed)| {
            w.map(|weight| Weighted {
                outcome: *outcome,
                weight,
            })
            .ok_or_else(|| Bad::MissingWeight(typed.trim().to_string()))
        })
        .collect()
}

/// A seat in the TD's letters or words.
pub fn seat_of(s: &str, lang: Lang) -> Option<Seat> {
    crate::records::facts::seat(s, lang)
        .ok()
        .and_then(|l| Seat::from_letter(&l))
}

/// `none`, `NS`, `EW`, `both`, with common variants in each language.
pub fn vulnerability(input: &str, lang: Lang) -> Result<Vulnerability, Bad> {
    let v: String = input
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| !matches!(c, '-' | '/' | ' '))
        .collect();
    // English words are read in every language, then the TD's own (the
    // catalogues' `notation-vul-*-reads`); `-`, `/` and spaces are left out.
    let reads = |lang: Lang, msg: Msg| {
        crate::records::facts::spellings(lang, msg)
            .any(|w| w.to_lowercase().replace(['-', '/', ' '], "") == v)
    };
    [
        (Msg::NotationVulNoneReads, Vulnerability::None),
        (Msg::NotationVulNsReads, Vulnerability::NS),
        (Msg::NotationVulEwReads, Vulnerability::EW),
        (Msg::NotationVulBothReads, Vulnerability::Both),
    ]
    .into_iter()
    .find(|(msg, _)| reads(Lang::En, *msg) || reads(lang, *msg))
    .map(|(_, v)| v)
    .ok_or_else(|| Bad::Vulnerability(input.trim().to_string()))
}

/// The most a side can score on a board: 7NTXX-13 vulnerable (400 + 12 x 600).
pub const MAX_SCORE: i32 = 7600;

/// An N-S score as a traveller shows it: `420`, `+420`, `-50`.
pub fn score(input: &str) -> Result<i32, Bad> {
    let t = input.trim();
    let n: i32 = t
        .strip_prefix('+')
        .unwrap_or(t)
        .parse()
        .map_err(|_| Bad::Score(t.to_string()))?;
    if n % 10 != 0 || n.abs() > MAX_SCORE {
        return Err(Bad::NoSuchScore(t.to_string()));
    }
    Ok(n)
}

/// `A+`, `A`, `A-` (also `avg+`, `avg`, `avg-`; nb `gj+` or `middels+`; pl `śr+`).
pub fn artificial(input: &str) -> Result<Artificial, Bad> {
    let t: String = input
        .trim()
        .to_lowercase()
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    let (stem, art) = if let Some(s) = t.strip_suffix('+') {
        (s, Artificial::AveragePlus)
    } else if let Some(s) = t.strip_suffix('-') {
        (s, Artificial::AverageMinus)
    } else {
        (t.as_str(), Artificial::Average)
    };
    if [
        "a", "av", "avg", "ave", "average", "gj", "snitt", "middels", "śr", "sr",
    ]
    .contains(&stem)
    {
        Ok(art)
    } else {
        Err(Bad::Artificial(input.trim().to_string()))
    }
}

/// A session score, percent or IMPs per board: `64.5`, `64,5`, `64.5%`, `-4.2`.
/// Kept to hundredths; more decimals are refused rather than rounded.
pub fn session(input: &str) -> Result<Hundredths, Bad> {
    let bad = || Bad::Session(input.trim().to_string());
    let t = input.trim().trim_end_matches('%').trim().replace(',', ".");
    let (neg, t) = match t.strip_prefix('-') {
        Some(r) => (true, r.to_string()),
        None => (false, t.strip_prefix('+').unwrap_or(&t).to_string()),
    };
    let (whole, frac) = t.split_once('.').unwrap_or((&t, ""));
    if whole.is_empty()
        || !whole.chars().all(|c| c.is_ascii_digit())
        || !frac.chars().all(|c| c.is_ascii_digit())
        || frac.len() > 2
        || whole.len() > 4
    {
        return Err(bad());
    }
    let w: i64 = whole.parse().map_err(|_| bad())?;
    let f: i64 = format!("{frac:0<2}").parse().map_err(|_| bad())?;
    let h = w * 100 + f;
    Ok(Hundredths(if neg { -h } else { h }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::score::contract::{Doubling, Played, Strain};

    fn played(s: &str, lang: Lang) -> Played {
        match outcome(s, Some(Seat::S), lang).unwrap() {
            Outcome::Played(p) => p,
            Outcome::PassedOut => panic!("{s} passed out"),
        }
    }

    #[test]
    fn english_results() {
        let p = played("4SX-2", Lang::En);
        assert_eq!(
            (
                p.contract.level,
                p.contract.strain,
                p.contract.doubling,
                p.diff
            ),
            (4, Strain::Spades, Doubling::Doubled, -2)
        );
        assert_eq!(played("3NT=", Lang::En).to_string(), "3NT=");
        assert_eq!(played("6nt+1", Lang::En).to_string(), "6NT+1");
        assert_eq!(played("3CXX-1", Lang::En).to_string(), "3CXX-1");
        assert_eq!(played("4 S X - 2", Lang::En).to_string(), "4SX-2");
        assert_eq!(outcome("pass", None, Lang::En), Ok(Outcome::PassedOut));
        assert_eq!(
            outcome("Passed out", None, Lang::En),
            Ok(Outcome::PassedOut)
        );
    }

    #[test]
    fn national_results() {
        assert_eq!(played("3G=", Lang::Nb).to_string(), "3NT=");
        assert_eq!(played("2K+1", Lang::Nb).to_string(), "2C+1");
        assert_eq!(played("4R-1", Lang::Nb).to_string(), "4D-1");
        assert_eq!(played("3BA=", Lang::Pl).to_string(), "3NT=");
        assert_eq!(played("4PX-1", Lang::Pl).to_string(), "4SX-1");
        assert_eq!(
            played("2C+1", Lang::Pl).to_string(),
            "2H+1",
            "Polish C is kier"
        );
        assert_eq!(outcome("pas", None, Lang::Pl), Ok(Outcome::PassedOut));
    }

    #[test]
    fn declarer_from_the_result_or_by() {
        let Outcome::Played(p) = outcome("5HX-2/E", Some(Seat::S), Lang::En).unwrap() else {
            panic!()
        };
        assert_eq!(p.declarer, Seat::E);
        let Outcome::Played(p) = outcome("5HX-2/Ø", None, Lang::Nb).unwrap() else {
            panic!()
        };
        assert_eq!(p.declarer, Seat::E);
        assert_eq!(
            outcome("4S=", None, Lang::En),
            Err(Bad::NoDeclarer("4S=".into()))
        );
        assert_eq!(outcome("4S=/Q", None, Lang::En), Err(Bad::Seat("Q".into())));
    }

    #[test]
    fn bad_results() {
        let bad = |s: &str| outcome(s, Some(Seat::S), Lang::En).unwrap_err();
        assert_eq!(bad("4S"), Bad::NoResult("4S".into()));
        for s in [
            "4Z=", "8S=", "4S+", "4S-0", "4S+0", "4S=1", "4S--1", "4S+-1", "x", "", "4S-1000",
        ] {
            assert!(matches!(bad(s), Bad::Result(_)), "{s}: {:?}", bad(s));
        }
        assert_eq!(
            bad("4S+10"),
            Bad::Impossible {
                input: "4S+10".into(),
                why: Impossible::TooManyOver { most: 3 }
            }
        );
        assert_eq!(
            bad("7NT-14"),
            Bad::Impossible {
                input: "7NT-14".into(),
                why: Impossible::TooManyUnder { most: 13 }
            }
        );
    }

    #[test]
    fn weights() {
        let w = |v: &[&str]| {
            weighted_all(
                &v.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
                Some(Seat::S),
                Lang::En,
            )
        };
        assert_eq!(w(&["4S="]).unwrap()[0].weight, 100);
        assert_eq!(w(&["4S=:60", "4S-1:40%"]).unwrap()[1].weight, 40);
        assert_eq!(
            w(&["4S=:60", "4S-1"]),
            Err(Bad::MissingWeight("4S-1".into()))
        );
        assert_eq!(w(&["4S=:sixty"]), Err(Bad::Weight("4S=:sixty".into())));
    }

    #[test]
    fn vulnerabilities() {
        let v = |s, l| vulnerability(s, l);
        assert_eq!(v("none", Lang::En), Ok(Vulnerability::None));
        assert_eq!(v("N-S", Lang::En), Ok(Vulnerability::NS));
        assert_eq!(v("ew", Lang::En), Ok(Vulnerability::EW));
        assert_eq!(v("Both", Lang::En), Ok(Vulnerability::Both));
        assert_eq!(v("ØV", Lang::Nb), Ok(Vulnerability::EW));
        assert_eq!(v("alle", Lang::Nb), Ok(Vulnerability::Both));
        assert_eq!(v("obie", Lang::Pl), Ok(Vulnerability::Both));
        assert_eq!(v("NE", Lang::En), Err(Bad::Vulnerability("NE".into())));
        assert!(v("ØV", Lang::En).is_err());
    }

    #[test]
    fn scores() {
        assert_eq!(score("+420"), Ok(420));
        assert_eq!(score(" -50 "), Ok(-50));
        assert_eq!(score("0"), Ok(0));
        assert_eq!(score("7600"), Ok(7600));
        assert_eq!(score("42a"), Err(Bad::Score("42a".into())));
        assert_eq!(score("425"), Err(Bad::NoSuchScore("425".into())));
        assert_eq!(score("7610"), Err(Bad::NoSuchScore("7610".into())));
    }

    #[test]
    fn artificial_and_session() {
        assert_eq!(artificial("A+"), Ok(Artificial::AveragePlus));
        assert_eq!(artificial("avg-"), Ok(Artificial::AverageMinus));
        assert_eq!(artificial("a"), Ok(Artificial::Average));
        assert_eq!(artificial("śr+"), Ok(Artificial::AveragePlus));
        assert_eq!(artificial("middels -"), Ok(Artificial::AverageMinus));
        assert!(artificial("B+").is_err());
        assert_eq!(session("64.5"), Ok(Hundredths(6450)));
        assert_eq!(session("64,5%"), Ok(Hundredths(6450)));
        assert_eq!(session("-4.25"), Ok(Hundredths(-425)));
        assert_eq!(session("38"), Ok(Hundredths(3800)));
        for bad in ["", "x", "64.555", ".5", "1e3", "--4"] {
            assert!(session(bad).is_err(), "{bad}");
        }
    }
}
