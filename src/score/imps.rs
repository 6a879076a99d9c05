//! Law 78B, the international matchpoint scale: a difference in points to IMPs.

/// The top of each band of the scale: a difference up to `BANDS[i]` is worth `i`
/// IMPs; 4000 and more is worth 24.
pub const BANDS: [u32; 24] = [
    10, 40, 80, 120, 160, 210, 260, 310, 360, 420, 490, 590, 740, 890, 1090, 1290, 1490, 1740,
    1990, 2240, 2490, 2990, 3490, 3990,
];

/// The IMPs for a difference of `diff` points, with its sign: positive to the side
/// whose score was higher.
///
/// Scores are multiples of 10, so every difference falls in a band; a difference
/// between two bands (15) counts in the higher one, as it exceeds the lower band's top.
pub fn imps(diff: i32) -> i32 {
    let d = diff.unsigned_abs();
    let imps = BANDS.iter().position(|&top| d <= top).unwrap_or(24) as i32;
    if diff < 0 { -imps } else { imps }
}
