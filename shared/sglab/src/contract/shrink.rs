//! Shrinking a failing input: keep one failing case (the count line follows
//! from writing the cases again), else drop cases, then make each case
//! smaller with [`Problem::shrink`] while the program still fails.

use super::problem::Problem;

/// The most runs of the program one shrink may take.
const MAX_RUNS: usize = 3000;

/// A smallest list of cases found from the failing `cases` for which
/// `fails` still holds: greedy, one step at a time, at most [`MAX_RUNS`]
/// calls of `fails`. `hint` is the index of the case to try alone first.
pub fn shrink<P: Problem>(
    mut cases: Vec<P::Case>,
    hint: usize,
    mut fails: impl FnMut(&[P::Case]) -> bool,
) -> Vec<P::Case> {
    let mut runs = 0;
    let mut check = |cases: &[P::Case]| {
        runs += 1;
        runs <= MAX_RUNS && fails(cases)
    };
    if cases.len() > 1 {
        let mut order: Vec<usize> = (0..cases.len()).collect();
        if hint < cases.len() {
            order.retain(|&i| i != hint);
            order.insert(0, hint);
        }
        if let Some(i) = order.into_iter().find(|&i| check(std::slice::from_ref(&cases[i]))) {
            cases = vec![cases[i].clone()];
        }
    }
    // No case fails alone: drop chunks of cases, halves first.
    let mut chunk = cases.len() / 2;
    while chunk >= 1 {
        let mut start = 0;
        while start < cases.len() && cases.len() > 1 {
            let mut fewer = cases.clone();
            fewer.drain(start..(start + chunk).min(cases.len()));
            if !fewer.is_empty() && check(&fewer) {
                cases = fewer;
            } else {
                start += chunk;
            }
        }
        chunk /= 2;
    }
    // Then each case one step smaller, simplest step first, until no step
    // keeps the failure.
    'progress: loop {
        for i in 0..cases.len() {
            for smaller in P::shrink(&cases[i]) {
                let mut next = cases.clone();
                next[i] = smaller;
                if check(&next) {
                    cases = next;
                    continue 'progress;
                }
            }
        }
        return cases;
    }
}

/// Lists one step smaller than `items`: each half (when at least two
/// items), each item dropped (when at least two), then each item replaced
/// by a smaller one from `smaller`. For [`Problem::shrink`] of list-shaped
/// cases.
pub fn smaller_lists<T: Clone>(items: &[T], smaller: impl Fn(&T) -> Vec<T>) -> Vec<Vec<T>> {
    let mut lists = Vec::new();
    if items.len() >= 2 {
        let half = items.len() / 2;
        lists.push(items[..half].to_vec());
        lists.push(items[half..].to_vec());
        for i in 0..items.len().min(64) {
            let mut fewer = items.to_vec();
            fewer.remove(i);
            lists.push(fewer);
        }
    }
    for (i, item) in items.iter().enumerate().take(64) {
        for value in smaller(item) {
            let mut next = items.to_vec();
            next[i] = value;
            lists.push(next);
        }
    }
    lists
}

/// Values one step below `v` but at least `lo`: `lo`, half way, `v - 1`.
pub fn smaller_values(v: u64, lo: u64) -> Vec<u64> {
    let mut values: Vec<u64> = [lo, lo + (v.saturating_sub(lo)) / 2, v.saturating_sub(1)]
        .into_iter()
        .filter(|&x| x >= lo && x < v)
        .collect();
    values.dedup();
    values
}

/// [`smaller_values`] for a value of another unsigned type (`u32`, `usize`).
pub fn smaller_values_as<T: TryInto<u64> + TryFrom<u64>>(v: T, lo: u64) -> Vec<T> {
    let v = v
        .try_into()
        .unwrap_or_else(|_| unreachable!("an unsigned value fits in u64"));
    smaller_values(v, lo)
        .into_iter()
        .filter_map(|x| T::try_from(x).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn smaller_values_stay_in_range() {
        assert_eq!(smaller_values(10, 1), vec![1, 5, 9]);
        assert_eq!(smaller_values(2, 1), vec![1]);
        assert!(smaller_values(1, 1).is_empty());
        assert_eq!(smaller_values(3, 0), vec![0, 1, 2]);
        assert_eq!(smaller_values_as(10u32, 1), vec![1u32, 5, 9]);
        assert_eq!(smaller_values_as(2usize, 1), vec![1usize]);
    }

    #[test]
    fn smaller_lists_halve_drop_then_shrink() {
        let lists = smaller_lists(&[4u64, 2], |&v| smaller_values(v, 1));
        assert_eq!(
            lists,
            vec![
                vec![4],
                vec![2],
                vec![2],
                vec![4],
                vec![1, 2],
                vec![2, 2],
                vec![3, 2],
                vec![4, 1]
            ]
        );
        assert_eq!(
            smaller_lists(&[1u64], |&v| smaller_values(v, 1)),
            Vec::<Vec<u64>>::new()
        );
    }
}
