//! Interval Game 2 (AtCoder ABC206 F): a list of half-open intervals
//! [L, R); a move chooses a listed interval that shares no point with any
//! interval chosen so far. The position is the set of chosen intervals, a
//! bit mask over the list (at most 128 intervals).

use sglab::search::Step;

/// A half-open interval `[l, r)`.
pub type Interval = (u32, u32);

/// Whether `[a.0, a.1)` and `[b.0, b.1)` share a point.
pub fn meet(a: Interval, b: Interval) -> bool {
    a.0 < b.1 && b.0 < a.1
}

/// Every move from the set `chosen` (bit i: interval i is chosen): choose
/// an interval that meets none of the chosen ones. An interval listed twice
/// can be chosen once: its copy meets it.
pub fn steps(intervals: &[Interval], chosen: u128) -> Vec<Step<u128>> {
    assert!(intervals.len() <= 128, "at most 128 intervals fit the mask");
    let taken: Vec<Interval> = (0..intervals.len())
        .filter(|&i| chosen >> i & 1 == 1)
        .map(|i| intervals[i])
        .collect();
    (0..intervals.len())
        .filter(|&i| chosen >> i & 1 == 0 && taken.iter().all(|&t| !meet(t, intervals[i])))
        .map(|i| Step::To(chosen | 1 << i))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn half_open_ends_do_not_meet() {
        assert!(!meet((12, 53), (53, 98)));
        assert!(meet((12, 54), (53, 98)));
        assert!(meet((5, 9), (5, 9)));
        assert!(meet((1, 10), (3, 4)));
    }

    #[test]
    fn moves_follow_the_statement() {
        let list = [(53, 98), (8, 43), (12, 53), (8, 43)];
        assert_eq!(
            steps(&list, 0),
            vec![Step::To(1), Step::To(2), Step::To(4), Step::To(8)]
        );
        // After [8, 43): [53, 98) only ([12, 53) and the copy of [8, 43) meet it).
        assert_eq!(steps(&list, 2), vec![Step::To(3)]);
        assert!(steps(&list, 0b101).is_empty());
    }
}
