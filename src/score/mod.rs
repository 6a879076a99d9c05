//! Scoring (pure: no I/O, no wording): Law 77 points, 78A matchpoints, 78B IMPs,
//! 12C1 weighted and 12C2 artificial adjusted scores, and the TD's notation for them.
//!
//! One file per concern: `contract` (what was played), `notation` (reading it),
//! `points` (Law 77), `matchpoints` (78A), `imps` (78B), `weighted` (12C1),
//! `artificial` (12C2), `exact` (hundredths, so weighted sums are never rounded),
//! `adjusted` (an adjusted score as an incident record keeps it), `penalty` (a
//! procedural penalty, 90A, in the event's unit).

pub mod adjusted;
pub mod artificial;
pub mod contract;
pub mod exact;
pub mod imps;
pub mod matchpoints;
pub mod notation;
pub mod penalty;
pub mod points;
pub mod weighted;
