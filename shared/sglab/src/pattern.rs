//! Reading a pattern off a table g(0..=N): eventual periodicity
//! g(n + p) = g(n), or arithmetic periodicity g(n + p) = g(n) + s (saltus
//! s > 0), after a preperiod n0. O(N^2) time at worst, O(1) extra memory.
//! Unit tests below; tests/known_results.rs checks the classic results.
//!
//! The rule. For a period p and saltus s, the preperiod n0 is the smallest
//! index such that the relation holds for every n with n0 <= n <= N - p. The
//! pair is accepted only when that stretch covers n0 <= n < 2 n0 + 2p + k,
//! that is N >= 2 n0 + 3p + k - 1, where k is the code length of an octal
//! game (0 for other games). Periods are tried smallest first, all with
//! s = 0 before any with s > 0 (the first accepted wins; s is then
//! g(N) - g(N - p)).
//!
//! Why this rule: for an octal game with a finite code `0.d1...dk` and s = 0
//! it is exactly the hypothesis of the octal periodicity theorem (Guy and
//! Smith; Siegel, Combinatorial Game Theory, IV.2), so the period is then
//! proven for all n. For other games it is a demand on the evidence: the
//! repetition must span the preperiod plus two periods, so a coincidence at
//! the end of the table (say, its last three values equal) is never taken
//! for a period.

/// g(n + period) = g(n) + saltus for all n >= preperiod.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Pattern {
    pub preperiod: usize,
    pub period: usize,
    pub saltus: u32,
}

impl Pattern {
    /// The end (exclusive) of the range n0 <= n < 2 n0 + 2p + k over which
    /// the rule needs the relation.
    pub fn needed_until(&self, k: usize) -> usize {
        2 * self.preperiod + 2 * self.period + k
    }
}

/// The pattern of `g` under the rule above, with `k` the octal code length
/// (0 for a game that is not octal).
pub fn find(g: &[u32], k: usize) -> Option<Pattern> {
    let last = g.len().checked_sub(1)?;
    for arithmetic in [false, true] {
        for period in (1..=last).take_while(|&p| 3 * p + k <= last + 1) {
            let saltus = if arithmetic {
                match g[last].checked_sub(g[last - period]) {
                    Some(s) if s > 0 => s,
                    _ => continue,
                }
            } else {
                0
            };
            let holds = |n: usize| g[n + period] as u64 == g[n] as u64 + saltus as u64;
            // Walk back from the end while the relation holds.
            let mut preperiod = last - period + 1;
            while preperiod > 0 && holds(preperiod - 1) {
                preperiod -= 1;
            }
            let found = Pattern {
                preperiod,
                period,
                saltus,
            };
            if last - period + 1 >= found.needed_until(k) {
                return Some(found);
            }
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pattern(preperiod: usize, period: usize, saltus: u32) -> Option<Pattern> {
        Some(Pattern {
            preperiod,
            period,
            saltus,
        })
    }

    #[test]
    fn pure_periods_with_their_smallest_preperiod() {
        let g: Vec<u32> = (0..40).map(|n| if n < 5 { 9 } else { n % 3 }).collect();
        assert_eq!(find(&g, 0), pattern(5, 3, 0));
        let constant = vec![0u32; 10];
        assert_eq!(find(&constant, 0), pattern(0, 1, 0));
        // The last pre-periodic value equals the periodic one: n0 moves back.
        let g: Vec<u32> = (0..40).map(|n| if n < 4 { 7 } else { n % 2 }).collect();
        assert_eq!(find(&g, 0), pattern(4, 2, 0));
    }

    #[test]
    fn arithmetic_periods_only_when_no_pure_one() {
        let nim: Vec<u32> = (0..20).collect();
        assert_eq!(find(&nim, 0), pattern(0, 1, 1));
        // 0, then blocks 1 2 4 3 shifted by 4 each block: period 4, saltus 4.
        let g: Vec<u32> = (0..41u32)
            .map(|n| {
                if n == 0 {
                    0
                } else {
                    [3, 1, 2, 4][(n % 4) as usize] + 4 * ((n - 1) / 4)
                }
            })
            .collect();
        assert_eq!(find(&g, 0), pattern(1, 4, 4));
    }

    #[test]
    fn the_stretch_must_cover_the_preperiod_and_two_periods() {
        // Distinct values, then three equal ones at the end: not a period.
        let mut g: Vec<u32> = (0..30).map(|n| 100 - n).collect();
        g.extend([5, 5, 5]);
        assert_eq!(find(&g, 0), None);
        // Period 3 from n0 = 4 needs N >= 2*4 + 3*3 + k - 1 = 16 + k.
        let g: Vec<u32> = (0..=16).map(|n| if n < 4 { 9 } else { n % 3 }).collect();
        assert_eq!(find(&g, 0), pattern(4, 3, 0));
        assert_eq!(find(&g, 1), None);
        assert_eq!(find(&g[..16], 0), None);
        assert_eq!(find(&[], 0), None);
        assert_eq!(find(&[3], 0), None);
    }
}
