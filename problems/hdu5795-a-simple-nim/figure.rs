//! HDU 5795 (A Simple Nim): g(n) against n for 0 <= n <= 40 from the rules'
//! table (`rules_table`: mex over taking and splitting into three heaps),
//! on a grid with the diagonal g = n; the values off it are the swapped
//! pairs g(8k + 7) = 8k + 8, g(8k + 8) = 8k + 7, checked here. Tested by
//! shared/pack/tests/docs/figures.rs.

use crate::figures::style::{Figure, ACCENT, LOSE, P_CELL};
use crate::problems::hdu5795::rules_table;
use explorer::svg::grid::{grid, Grid, Kind, Ray};

/// The figure's file in this folder, linked from the write-up.
pub const FILE: &str = "values.svg";

const TOP: usize = 40;

pub fn draw() -> Figure {
    let g = rules_table();
    let swapped = |n: usize| n % 8 == 7 || (n % 8 == 0 && n > 0);
    let mut marks = Vec::new();
    for (n, &v) in g.iter().enumerate().take(TOP + 1) {
        let v = v as usize;
        let expected = match n % 8 {
            7 => n + 1,
            0 if n > 0 => n - 1,
            _ => n,
        };
        assert_eq!(v, expected, "HDU 5795: g({n})");
        marks.push((n, v, usize::from(v != n)));
    }
    let off = (0..=TOP).filter(|&n| swapped(n)).count();
    let top = marks.iter().map(|m| m.1).max().unwrap_or(0);
    let ticks: Vec<usize> = (0..=top).step_by(8).collect();
    let picture = Grid {
        title: "A Simple Nim (take, or split a heap into three): g(n), 0 ≤ n ≤ 40".to_string(),
        notes: vec![
            "From the rules' table (mex over every take and every split). One cell per n, at height g(n).".to_string(),
            "g(n) = n except that 8k + 7 and 8k + 8 swap values (the Claim's rule, checked on the table).".to_string(),
        ],
        x_name: "n (heap size)".to_string(),
        y_name: "g(n)".to_string(),
        x_min: 0,
        x_max: TOP,
        y_min: 0,
        y_max: top,
        kinds: vec![
            Kind {
                class: "on-diagonal",
                fill: P_CELL,
                label: "g(n) = n".to_string(),
            },
            Kind {
                class: "swapped",
                fill: LOSE,
                label: format!("g(n) ≠ n: n = 8k + 7 or 8k + 8 ({off} here)"),
            },
        ],
        marks,
        rays: vec![Ray {
            slope: 1.0,
            intercept: 0.0,
            colour: ACCENT,
            dashed: true,
            label: "g = n".to_string(),
        }],
        x_ticks: ticks.clone(),
        y_ticks: ticks,
        stressed: Vec::new(),
    };
    Figure::new(grid(&picture), &[("swapped", off), ("on-diagonal", TOP + 1 - off)])
}
