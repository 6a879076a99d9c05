//! The score step on a terminal: which score (among the kinds the ruling, or its
//! chain, allows), then its facts one per line, each checked as typed. It gives
//! `td score`'s arguments, which the core computes and words any error of in full,
//! as it does for a `score` line in line mode: one reading for both.

use std::io;

use dialoguer::theme::ColorfulTheme;

use crate::model::score_kind::{KindSet, ScoreKind};
use crate::score::notation;
use crate::terminal::prompt::{is_yes, optional_line, plain_theme, yes_no_hint};
use crate::texts::i18n::{Msg, t, tf};
use crate::texts::lang::Lang;

/// What the form needs from the ruling and the TD's settings.
pub struct ScoreForm<'a> {
    pub lang: Lang,
    pub color: bool,
    /// The kinds the TD may record here.
    pub kinds: KindSet,
    /// The event's standard procedural penalty, offered as the amount.
    pub penalty_standard: Option<&'a str>,
}

impl ScoreForm<'_> {
    /// `td score`'s arguments, the kind first where the words alone would not say
    /// it; `None` if the TD left the form (Esc at the menu, or an empty first line).
    pub fn ask(&self) -> Result<Option<Vec<String>>, io::Error> {
        let Some(kind) = self.kind()? else {
            return Ok(None);
        };
        match kind {
            ScoreKind::Stands => Ok(Some(vec![kind.id().to_string()])),
            ScoreKind::Rescored | ScoreKind::Transferred => self.one_result(kind),
            ScoreKind::Penalty => self.penalty(),
            ScoreKind::Adjusted | ScoreKind::Artificial => self.adjusted(),
        }
    }

    fn theme(&self) -> ColorfulTheme {
        if self.color {
            ColorfulTheme::default()
        } else {
            plain_theme()
        }
    }

    /// The kind, by the scorer's name for it, when more than one is allowed.
    /// Assigned and artificial share one form (its first line takes either), so
    /// they are one entry.
    fn kind(&self) -> Result<Option<ScoreKind>, io::Error> {
        let mut kinds = self.kinds.kinds();
        if kinds.contains(&ScoreKind::Adjusted) {
            kinds.retain(|k| *k != ScoreKind::Artificial);
        }
        if let [only] = kinds[..] {
            return Ok(Some(only));
        }
        let label = |k: &ScoreKind| {
            let name = |k: ScoreKind| {
                crate::texts::fluent::message(self.lang, &format!("sheet-kind-{}", k.id()), &[])
            };
            match k {
                ScoreKind::Adjusted if self.kinds.contains(ScoreKind::Artificial) => {
                    format!("{} / {}", name(*k), name(ScoreKind::Artificial))
                }
                _ => name(*k),
            }
        };
        let labels: Vec<String> = kinds.iter().map(label).collect();
        let chosen = dialoguer::Select::with_theme(&self.theme())
            .with_prompt(t(self.lang, Msg::ScoreFormKind))
            .items(&labels)
            .default(0)
            .interact_opt()
            .map_err(|dialoguer::Error::IO(e)| e)?;
        Ok(chosen.map(|i| kinds[i]))
    }

    /// One line, checked as typed with `check`; empty is allowed (and returned).
    fn line(
        &self,
        label: &str,
        check: &dyn Fn(&str) -> Result<(), String>,
    ) -> Result<String, io::Error> {
        optional_line(&self.theme(), label, check)
    }

    fn word(&self, b: notation::Bad) -> String {
        crate::score::words::word_bad(&b, self.lang)
    }

    fn vulnerability(&self) -> Result<String, io::Error> {
        self.line(t(self.lang, Msg::ScoreFormVul), &|s| {
            notation::vulnerability(s, self.lang)
                .map(|_| ())
                .map_err(|b| self.word(b))
        })
    }

    /// A result scored anew, or after tricks are transferred: the result with its
    /// declarer, and the vulnerability.
    fn one_result(&self, kind: ScoreKind) -> Result<Option<Vec<String>>, io::Error> {
        let result = self.line(t(self.lang, Msg::ScoreFormResult), &|s| {
            notation::outcome(s, None, self.lang)
                .map(|_| ())
                .map_err(|b| self.word(b))
        })?;
        if result.is_empty() {
            return Ok(None);
        }
        let vul = self.vulnerability()?;
        let mut args = vec![kind.id().to_string(), result];
        if !vul.is_empty() {
            args.extend(["--vul".to_string(), vul]);
        }
        Ok(Some(args))
    }

    /// A procedural penalty: the side, the amount (the event's standard if the TD
    /// leaves it empty and one is set), and the top for a share of it.
    fn penalty(&self) -> Result<Option<Vec<String>>, io::Error> {
        let side = self.line(
            t(self.lang, Msg::ScoreFormSide),
            &|s| match notation::vulnerability(s, self.lang) {
                Ok(
                    crate::score::contract::Vulnerability::NS
                    | crate::score::contract::Vulnerability::EW,
                ) => Ok(()),
                _ => Err(t(self.lang, Msg::ScoreFormSideBad).to_string()),
            },
        )?;
        if side.is_empty() {
            return Ok(None);
        }
        let label = match self.penalty_standard {
            Some(standard) => tf(self.lang, Msg::ScoreFormAmountStandard, &[standard]),
            None => t(self.lang, Msg::ScoreFormAmount).to_string(),
        };
        let amount = loop {
            let typed = self.line(&label, &|s| {
                crate::score::penalty::amount_of(s)
                    .map(|_| ())
                    .ok_or_else(|| t(self.lang, Msg::ScoreFormAmountBad).to_string())
            })?;
            match (typed.is_empty(), self.penalty_standard) {
                (false, _) => break typed,
                (true, Some(standard)) => break standard.to_string(),
                (true, None) => continue,
            }
        };
        let mut args = vec!["--penalty".to_string(), format!("{side}:{amount}")];
        if amount.ends_with('%') {
            let top = self.line(t(self.lang, Msg::ScoreFormTop), &|s| {
                s.trim()
                    .parse::<u32>()
                    .ok()
                    .filter(|n| *n > 0)
                    .map(|_| ())
                    .ok_or_else(|| t(self.lang, Msg::ScoreFormTopBad).to_string())
            })?;
            if !top.is_empty() {
                args.extend(["--top".to_string(), top]);
            }
        }
        Ok(Some(args))
    }

    /// An assigned or weighted score (the results with their weights), or an
    /// artificial one (A+, A, A- for N-S, then E-W): then what it is compared with
    /// (the field, or the other table), or whether it is team play.
    fn adjusted(&self) -> Result<Option<Vec<String>>, io::Error> {
        let lang = self.lang;
        let input =
            |label: &str, check: &dyn Fn(&str) -> Result<(), String>| self.line(label, check);
        let words = |s: &str| -> Vec<String> { s.split_whitespace().map(str::to_string).collect() };
        // The form only checks what a line can be; `td score`'s own reading, run on
        // the arguments, words any error in full.
        let word = |b: notation::Bad| crate::score::words::word_bad(&b, lang);
        let first = input(t(lang, Msg::ScoreFormResults), &|s| {
            if notation::artificial(s).is_ok() {
                return Ok(());
            }
            crate::score::words::weighted_results(&words(s), None, lang).map(|_| ())
        })?;
        if first.is_empty() {
            return Ok(None);
        }
        if notation::artificial(&first).is_ok() {
            let ew = input(t(lang, Msg::ScoreFormEw), &|s| {
                notation::artificial(s).map(|_| ()).map_err(word)
            })?;
            let teams = input(
                &format!("{} {}", t(lang, Msg::ScoreFormTeams), yes_no_hint(lang)),
                &|_| Ok(()),
            )?;
            let mut args = vec!["--ns".to_string(), first, "--ew".to_string(), ew];
            if is_yes(&teams) {
                args.push("--teams".into());
            }
            return Ok(Some(args));
        }
        let vul = input(t(lang, Msg::ScoreFormVul), &|s| {
            notation::vulnerability(s, lang).map(|_| ()).map_err(word)
        })?;
        let scores = |s: &str| -> Result<(), String> {
            words(s)
                .iter()
                .try_for_each(|w| notation::score(w).map(|_| ()))
                .map_err(word)
        };
        let field = input(t(lang, Msg::ScoreFormField), &scores)?;
        let other = if field.is_empty() {
            input(t(lang, Msg::ScoreFormOther), &|s| {
                notation::score(s).map(|_| ()).map_err(word)
            })?
        } else {
            String::new()
        };
        let mut args = Vec::new();
        if !vul.is_empty() {
            args.extend(["--vul".to_string(), vul]);
        }
        for r in words(&first) {
            args.extend(["--result".to_string(), r]);
        }
        if !field.is_empty() {
            args.extend(["--field".to_string(), words(&field).join(",")]);
        }
        if !other.is_empty() {
            args.extend(["--other-table".to_string(), other]);
        }
        Ok(Some(args))
    }
}
