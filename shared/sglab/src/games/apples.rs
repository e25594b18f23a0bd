//! Lines of apples (HDU 2509 Be the Winner): a move takes one or more
//! consecutive apples from one line, so the line leaves zero, one or two
//! lines. HDU 2509 plays it misère (whoever takes the last apple loses).

use crate::search::Step;

/// The lines a line of `n` apples leaves, per move: take `t >= 1` apples
/// starting after the first `left`, leaving lines of `left` and
/// `n - t - left` apples (empty lines dropped, sorted). Each unordered
/// result is listed once.
fn results(n: usize) -> Vec<Vec<usize>> {
    let mut moves = Vec::new();
    for taken in 1..=n {
        let rest = n - taken;
        for left in 0..=rest / 2 {
            moves.push([left, rest - left].into_iter().filter(|&k| k > 0).collect());
        }
    }
    moves
}

/// The moves of one line of `n` apples.
pub fn steps(&n: &u32) -> Vec<Step<Vec<u32>>> {
    results(n as usize)
        .into_iter()
        .map(|lines| Step::To(lines.into_iter().map(|k| k as u32).collect()))
        .collect()
}

/// The same moves for `grundy::table`.
pub fn options(n: usize) -> Vec<Vec<usize>> {
    results(n)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_run_of_every_line() {
        assert!(options(0).is_empty());
        assert_eq!(options(1), vec![Vec::<usize>::new()]);
        assert_eq!(options(3), vec![vec![2], vec![1, 1], vec![1], vec![]]);
        // A line of n has n (n + 1) / 2 runs; left/right mirror images merge.
        for n in 1..30usize {
            let distinct: usize = (0..n).map(|rest| rest / 2 + 1).sum();
            assert_eq!(options(n).len(), distinct, "n = {n}");
            for lines in options(n) {
                assert!(lines.len() <= 2 && lines.iter().all(|&k| k > 0) && lines.iter().sum::<usize>() < n);
            }
        }
    }

    #[test]
    fn steps_and_options_agree() {
        for n in 0..10u32 {
            assert_eq!(crate::games::sizes_left(steps(&n)), options(n as usize));
        }
    }
}
