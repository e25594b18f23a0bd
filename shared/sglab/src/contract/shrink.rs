//! Shrinking a failing input: keep one failing case (the count line follows
//! from writing the cases again), else drop cases, then make each case
//! smaller with [`Problem::shrink`] while the program still fails. A
//! shrink is bounded by a [`Budget`] of runs, cases (games) and input
//! bytes, never seconds; an input already tried is not run again; and a
//! case too large to step through ([`STEP_BYTES`]) keeps its size, so the
//! judge never holds many copies of a largest input.

use super::cases::write;
use super::problem::Problem;
use std::collections::hash_map::DefaultHasher;
use std::collections::HashSet;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;

/// A case written larger than this is not made smaller step by step:
/// [`Problem::shrink`] lists every smaller case at once (a tree of n nodes
/// has n - 1 contractions, each a whole tree), so a largest case would need
/// gigabytes. Such a case is kept whole, and the report says why.
pub const STEP_BYTES: usize = 16 << 10;

/// How large a case or an input is as written: its tokens, the sum of its
/// numeric tokens, and the sum of the other tokens' bytes (words such as
/// grid rows, where a step may turn a piece into an empty square). The one
/// measure of "smaller", for the judge's choice between counterexamples
/// ([`Size::smaller_than`]) and for the suite's check that every shrinking
/// step gives a smaller case ([`Size::shrinks`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Size {
    pub tokens: usize,
    pub sum: u128,
    pub words: u128,
}

impl Size {
    /// The size of `text` (a case or an input as written).
    pub fn of(text: &str) -> Size {
        let mut size = Size {
            tokens: 0,
            sum: 0,
            words: 0,
        };
        for token in text.split_whitespace() {
            size.tokens += 1;
            match token.parse::<u128>() {
                // Saturating: many huge numbers make a large case, never
                // an overflow.
                Ok(value) => size.sum = size.sum.saturating_add(value),
                Err(_) => size.words += token.bytes().map(u128::from).sum::<u128>(),
            }
        }
        size
    }

    /// The judge's order, to pick the smaller of two counterexamples:
    /// fewer tokens, or as many and a smaller sum (of two alike in both,
    /// the one found first stays).
    pub fn smaller_than(&self, other: &Size) -> bool {
        (self.tokens, self.sum) < (other.tokens, other.sum)
    }

    /// A shrinking step from `from` to `self` made the case smaller: no
    /// measure grew and one fell (so steps cannot go on for ever, whichever
    /// measure each lowers).
    pub fn shrinks(&self, from: &Size) -> bool {
        self.tokens <= from.tokens && self.sum <= from.sum && self.words <= from.words && self != from
    }
}

/// What one shrink may spend, counted, never timed: runs of the program,
/// cases (games, for an interactive problem) fed to it over those runs,
/// and bytes of input fed to it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub runs: usize,
    pub cases: usize,
    pub bytes: usize,
}

impl Budget {
    /// The judge tool's: a failing Python program is reported, shrunk or
    /// not, within two minutes on a quiet two-core machine (a run of a
    /// small input costs it about 30 ms; docs/benchmarks.md).
    pub const JUDGE: Budget = Budget {
        runs: 1500,
        cases: 6000,
        bytes: 64 << 20,
    };
    /// The fixtures' (compiled players, or Python ones the write-ups'
    /// counterexamples were shrunk with): the judge tool's before it was
    /// bounded in cases and bytes.
    pub const FIXTURES: Budget = Budget {
        runs: 3000,
        cases: 60_000,
        bytes: 256 << 20,
    };
}

/// What a shrink spent, and why it stopped early if it did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Spent {
    pub runs: usize,
    pub cases: usize,
    pub bytes: usize,
    /// Inputs not run again: they were tried before.
    pub repeats: usize,
    /// Which part of the budget ran out, if one did.
    pub out_of: Option<&'static str>,
    /// The bytes of a case too large to step through ([`STEP_BYTES`]).
    pub too_large: Option<usize>,
    /// The most cases held at once as candidates (a structural bound on
    /// the judge's own memory).
    pub held: usize,
}

impl Spent {
    /// Whether a run on `cases` cases written in `bytes` bytes fits in
    /// `budget`; counts it if so, else records what ran out.
    pub fn take(&mut self, budget: &Budget, cases: usize, bytes: usize) -> bool {
        let out_of = if self.runs + 1 > budget.runs {
            Some("runs")
        } else if self.cases + cases > budget.cases {
            Some("cases")
        } else if self.bytes + bytes > budget.bytes {
            Some("bytes of input")
        } else {
            None
        };
        if out_of.is_some() {
            self.out_of = self.out_of.or(out_of);
            return false;
        }
        self.runs += 1;
        self.cases += cases;
        self.bytes += bytes;
        true
    }
}

fn hash(text: &str) -> u64 {
    let mut h = DefaultHasher::new();
    text.hash(&mut h);
    h.finish()
}

/// A smallest list of cases found from the failing `cases` for which
/// `fails` (given the cases and their input) still holds: greedy, one step
/// at a time, within `budget` (what was spent is added to `spent`). `hint`
/// is the index of the case to try alone first. An input already run
/// (hashed) is not run again: the judge's game is seeded by its input, so
/// a run's verdict is the input's.
pub fn shrink<P: Problem>(
    cases: Vec<P::Case>,
    hint: usize,
    budget: &Budget,
    spent: &mut Spent,
    fails: impl FnMut(&[P::Case], &str) -> bool,
) -> Vec<P::Case> {
    let mut trial = Trial::<P, _> {
        tried: HashSet::new(),
        budget,
        fails,
        problem: PhantomData,
    };
    let cases = trial.one_alone(cases, hint, spent);
    let cases = trial.fewer(cases, spent);
    trial.smaller(cases, spent)
}

/// One shrinking's runs: the inputs already run (hashed), the budget they
/// are counted against, and whether an input still fails.
struct Trial<'b, P, F> {
    tried: HashSet<u64>,
    budget: &'b Budget,
    fails: F,
    problem: PhantomData<fn() -> P>,
}

impl<P: Problem, F: FnMut(&[P::Case], &str) -> bool> Trial<'_, P, F> {
    /// Whether `cases` still fail: false, without a run, when the budget
    /// is spent or the same input was run before.
    fn check(&mut self, cases: &[P::Case], spent: &mut Spent) -> bool {
        if spent.out_of.is_some() {
            return false;
        }
        let text = write::<P>(cases);
        if !self.tried.insert(hash(&text)) {
            spent.repeats += 1;
            return false;
        }
        spent.take(self.budget, cases.len(), text.len()) && (self.fails)(cases, &text)
    }

    /// The first case that fails alone (case `hint` tried first), or all.
    fn one_alone(&mut self, mut cases: Vec<P::Case>, hint: usize, spent: &mut Spent) -> Vec<P::Case> {
        if cases.len() > 1 {
            let mut order: Vec<usize> = (0..cases.len()).collect();
            if hint < cases.len() {
                order.retain(|&i| i != hint);
                order.insert(0, hint);
            }
            if let Some(i) = order
                .into_iter()
                .find(|&i| self.check(std::slice::from_ref(&cases[i]), spent))
            {
                let one = cases.swap_remove(i);
                cases = vec![one];
            }
        }
        cases
    }

    /// No case fails alone: drop chunks of cases, halves first.
    fn fewer(&mut self, mut cases: Vec<P::Case>, spent: &mut Spent) -> Vec<P::Case> {
        let mut chunk = cases.len() / 2;
        while chunk >= 1 && spent.out_of.is_none() {
            let mut start = 0;
            while start < cases.len() && cases.len() > 1 && spent.out_of.is_none() {
                // Only the kept cases are cloned (a clone of all, then drained,
                // would hold the dropped ones too for a moment).
                let end = (start + chunk).min(cases.len());
                let fewer: Vec<P::Case> = cases[..start].iter().chain(&cases[end..]).cloned().collect();
                if !fewer.is_empty() && self.check(&fewer, spent) {
                    cases = fewer;
                } else {
                    start += chunk;
                }
            }
            chunk /= 2;
        }
        cases
    }

    /// Then each case one step smaller, simplest step first, until no step
    /// keeps the failure; a case too large to step through stays whole.
    fn smaller(&mut self, mut cases: Vec<P::Case>, spent: &mut Spent) -> Vec<P::Case> {
        'progress: loop {
            for i in 0..cases.len() {
                if spent.out_of.is_some() {
                    return cases;
                }
                let bytes = write::<P>(std::slice::from_ref(&cases[i])).len();
                if bytes > STEP_BYTES {
                    spent.too_large = Some(spent.too_large.map_or(bytes, |b| b.max(bytes)));
                    continue;
                }
                let steps = P::shrink(&cases[i]);
                spent.held = spent.held.max(steps.len());
                for smaller in steps {
                    let mut next = cases.clone();
                    next[i] = smaller;
                    if self.check(&next, spent) {
                        cases = next;
                        continue 'progress;
                    }
                }
            }
            return cases;
        }
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

/// [`smaller_values`] with the steps between half way and `v - 1` too:
/// `v - (v - lo) / 4`, `v - (v - lo) / 8`, .... For a case of a few large
/// values whose failure starts at a threshold (a wrong program that
/// overflows, say), the greedy shrink then walks to the threshold in about
/// log2(v)^2 runs, where `v - 1` alone takes a run per unit.
pub fn smaller_values_fine(v: u64, lo: u64) -> Vec<u64> {
    let mut values = smaller_values(v, lo);
    let span = v.saturating_sub(lo);
    let mut below = span / 4;
    while below > 1 {
        values.insert(values.len() - 1, v - below);
        below /= 2;
    }
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
        assert_eq!(smaller_values_fine(10, 1), vec![1, 5, 8, 9]);
        assert_eq!(smaller_values_fine(101, 1), vec![1, 51, 76, 89, 95, 98, 100]);
        assert_eq!(smaller_values_fine(3, 1), vec![1, 2]);
        assert!(smaller_values_fine(1, 1).is_empty());
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
