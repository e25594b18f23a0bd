//! HDU 2516 (Fibonacci Nim): the losing (stones, allowance) pairs for
//! 1 <= stones <= 34 and 0 <= allowance <= 34, each decided by the exhaustive search of the
//! real moves and checked against the Zeckendorf rule (the mover loses iff
//! the allowance is below the pile's smallest Zeckendorf term), with the
//! Fibonacci pile sizes stressed and the first move's allowance n - 1
//! drawn. Allowance 0 (no move: lost) is shown so that the first-move line
//! reaches every column, the pile of 1 (allowance 0) included. Tested by
//! shared/pack/tests/docs/figures.rs.

use crate::figures::style::{Figure, ACCENT, P_CELL};
use crate::problems::hdu2516::is_fibonacci;
use explorer::svg::grid::{grid, Grid, Kind, Ray};
use sglab::games::fibonacci_nim::{self, zeckendorf};

/// The figure's file in this folder, linked from the write-up.
pub const FILE: &str = "losing-pairs.svg";

const TOP: u64 = 34;

pub fn draw() -> Figure {
    let mut search = fibonacci_nim::search();
    let (mut marks, mut expected) = (Vec::new(), 0);
    for n in 1..=TOP {
        let smallest = *zeckendorf(n).iter().min().expect("n > 0 has a term");
        // Allowances 0..smallest - 1, those on the grid.
        expected += smallest.min(TOP + 1) as usize;
        for allowance in 0..=TOP {
            let loses = !search.mover_wins(&(n, allowance));
            assert_eq!(loses, allowance < smallest, "Fibonacci Nim ({n}, {allowance})");
            if loses {
                marks.push((n as usize, allowance as usize, 0));
            }
        }
    }
    let fibonacci: Vec<usize> = (1..=TOP).filter(|&n| is_fibonacci(n)).map(|n| n as usize).collect();
    // On the first-move line (n, n - 1) exactly the Fibonacci piles lose.
    let first_lost: Vec<usize> = (1..=TOP as usize).filter(|&n| marks.contains(&(n, n - 1, 0))).collect();
    assert_eq!(first_lost, fibonacci, "Fibonacci Nim: first moves lost");
    let picture = Grid {
        title: "Fibonacci Nim: the losing (stones, allowance) pairs, 1 ≤ n ≤ 34, 0 ≤ allowance ≤ 34".to_string(),
        notes: vec![
            "Each cell decided by exhaustive search of the real moves; a filled cell: the player to move loses."
                .to_string(),
            "The column of n stops below n's smallest Zeckendorf term (allowance 0: no move at all); on the"
                .to_string(),
            "first move (allowance n − 1) only the Fibonacci piles (shaded columns, 1 included) lose.".to_string(),
        ],
        x_name: "n (stones left)".to_string(),
        y_name: "allowance (most the mover may take)".to_string(),
        x_min: 1,
        x_max: TOP as usize,
        y_min: 0,
        y_max: TOP as usize,
        kinds: vec![Kind {
            class: "P",
            fill: P_CELL,
            label: format!("mover loses ({} cells)", marks.len()),
        }],
        marks,
        rays: vec![Ray {
            slope: 1.0,
            intercept: -1.0,
            colour: ACCENT,
            dashed: true,
            label: "first move: allowance n − 1".to_string(),
        }],
        x_ticks: fibonacci.clone(),
        y_ticks: std::iter::once(0).chain(fibonacci.iter().copied()).collect(),
        stressed: fibonacci,
    };
    Figure::new(grid(&picture), &[("P", expected)])
}
