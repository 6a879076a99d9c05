//! Scoring: Law 77 points, 78A matchpoints, 78B IMPs, 12C1 weighted and 12C2
//! artificial adjusted scores, procedural penalties (90A), and the TD's notation for
//! them. No I/O: both faces compute a score here.
//!
//! The arithmetic, pure and without wording, one file per concern: `contract` (what
//! was played), `notation` (reading it), `points` (Law 77), `matchpoints` (78A),
//! `imps` (78B), `weighted` (12C1), `artificial` (12C2), `exact` (hundredths, so
//! weighted sums are never rounded), `adjusted` (an adjusted score as an incident
//! record keeps it), `penalty` (a procedural penalty in the event's unit).
//!
//! A score from what the TD gave (`input`), computed and worded: `compute` (read,
//! checked, dispatched by kind), `report` (a contract's score and weighted
//! results), `artificial_score`, `penalty_score`, `words` (values and errors in
//! the TD's language), and `entered` (a recorded score as the scorer keys it).

pub mod adjusted;
pub mod artificial;
pub mod artificial_score;
pub mod compute;
pub mod contract;
pub mod entered;
pub mod exact;
pub mod imps;
pub mod input;
pub mod matchpoints;
pub mod notation;
pub mod penalty;
pub mod penalty_score;
pub mod points;
pub mod report;
pub mod weighted;
pub mod words;
