//! Reading a pattern off a table g(0..=N): eventual periodicity
//! g(n + p) = g(n), or arithmetic periodicity g(n + p) = g(n) + s (saltus
//! s > 0), after a preperiod n0. O(N^2) time at worst, O(1) extra memory.
//! Unit tests below; shared/pack/tests/tools/known_results.rs checks the classic results.
//!
//! The rule. For a period p and saltus s, the preperiod n0 is the smallest
//! index such that the relation holds for every n with n0 <= n <= N - p. The
//! pair is accepted only when that stretch covers n0 <= n < 2 n0 + 2p + k,
//! that is N >= 2 n0 + 3p + k - 1, where k is the code length of an octal
//! game (0 for other games). Periods are tried smallest first, all with
//! s = 0 before any with s > 0 (the first accepted wins; s is then
//! g(N) - g(N - p)). This is a demand on the evidence: the repetition must
//! span the preperiod plus two periods, so a coincidence at the end of the
//! table (say, its last three values equal) is never taken for a period.
//!
//! The proof is a separate check, [`theorem_end`]. The octal periodicity
//! theorem (Guy and Smith 1956; Winning Ways ch. 4; Siegel, Combinatorial
//! Game Theory, IV.2), for a code whose moves remove at most k tokens and
//! leave at most two heaps: if g(n + p) = g(n) for n0 <= n < 2 n0 + p + k,
//! then for all n >= n0. Proof sketch: for n past that range, a two-heap
//! option a <= b of n + p has b >= n0 + p, and (a, b) <-> (a, b - p) matches
//! the options of n + p with those of n value for value; a one-heap option
//! n + p - j matches n - j. The same argument gives, for codes that leave at
//! most `parts` heaps (3 for hexadecimal codes with bit 8, 1 for
//! subtraction-like codes), the range n0 <= n < parts n0 + (parts - 1) p + k.
//! The code uses n0 >= 1 there (it replaces n0 = 0 by 1): with n0 = 0 an
//! option of n + p may leave a heap of exactly p that n's matching option
//! would leave empty, and the theorem fails (0.4, a token removed and the
//! rest split into two non-empty heaps: g = 0 0 0 1 ... repeats with p = 1
//! on 0 <= n < 2 but not after). `4.` codes (splits
//! without removal, j = 0) are covered by the same argument.

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

/// The end (exclusive) of the range n0 <= n < end over which g(n + p) = g(n)
/// proves the period for all n >= n0 in a take-and-break game whose moves
/// remove at most `k` tokens and leave at most `parts` heaps (the theorem
/// above; `parts` 0 counts as 1).
pub fn theorem_end(preperiod: usize, period: usize, parts: usize, k: usize) -> usize {
    let parts = parts.max(1);
    parts * preperiod.max(1) + (parts - 1) * period + k
}

/// A pure period (saltus 0) of `g` whose relation g(n + p) = g(n) holds
/// from its smallest preperiod n0 to the end over at least `spans` periods
/// (N - p + 1 - n0 >= spans p): of those, the one the theorem needs least
/// evidence for (smallest 2 n0 + 3p, then smallest p), so a coincidence at
/// the end of the table loses to a real period. For the prover, which then
/// computes as far as the theorem needs.
pub fn candidate(g: &[u16], spans: usize) -> Option<Pattern> {
    let len = g.len();
    let mut best: Option<Pattern> = None;
    for period in 1..=len / (spans + 1) {
        let mut preperiod = len - period;
        // A multiple of the best period so far holds wherever that one does:
        // start the walk at its preperiod instead of walking that far.
        if let Some(b) = best.filter(|b| period % b.period == 0) {
            preperiod = preperiod.min(b.preperiod);
        }
        while preperiod > 0 && g[preperiod - 1] == g[preperiod - 1 + period] {
            preperiod -= 1;
        }
        let cost = |p: &Pattern| 2 * p.preperiod + 3 * p.period;
        let found = Pattern {
            preperiod,
            period,
            saltus: 0,
        };
        if len - period - preperiod >= spans * period && best.map_or(true, |b| cost(&found) < cost(&b)) {
            best = Some(found);
        }
    }
    best
}

/// The pattern of `g` under the rule above, with `k` the octal code length
/// (0 for a game that is not octal).
pub fn find<T: Copy + Into<u64>>(g: &[T], k: usize) -> Option<Pattern> {
    let last = g.len().checked_sub(1)?;
    for arithmetic in [false, true] {
        for period in (1..=last).take_while(|&p| 3 * p + k <= last + 1) {
            let saltus = if arithmetic {
                match g[last].into().checked_sub(g[last - period].into()) {
                    Some(s) if s > 0 && s <= u32::MAX as u64 => s as u32,
                    _ => continue,
                }
            } else {
                0
            };
            let holds = |n: usize| g[n + period].into() == g[n].into() + saltus as u64;
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
        assert_eq!(find::<u32>(&[], 0), None);
        assert_eq!(find(&[3u32], 0), None);
    }

    #[test]
    fn the_theorem_needs_n0_at_least_one_and_the_parts() {
        // 0.4: g = 0 0 0 1 ...: g(n + 1) = g(n) for n = 0, 1 only, the whole
        // range 2 n0 + p + k = 2 with n0 = 0, so n0 = 0 must not count:
        // with n0 taken as 1 the range is n < 4, where the period fails.
        assert_eq!(theorem_end(0, 1, 2, 1), 4);
        assert_eq!(theorem_end(0, 3, 1, 2), 3);
        assert_eq!(theorem_end(498, 20, 2, 2), 2 * 498 + 20 + 2);
        assert_eq!(theorem_end(10, 4, 3, 1), 30 + 8 + 1);
        let g: Vec<u16> = (0..100).map(|n| if n < 7 { 9 } else { (n % 5) as u16 }).collect();
        assert_eq!(candidate(&g, 2).map(|p| (p.preperiod, p.period)), Some((7, 5)));
        assert_eq!(candidate(&[1, 2, 3, 1, 2], 2), None);
    }
}
