//! Luogu P2252 (Wythoff's game): the P-positions (a, b) for 0 <= a, b <= 40,
//! each cell decided by the exhaustive search of the real moves and checked
//! against the lab's `mover_loses`, with the Beatty rays y = phi x and
//! y = x / phi they lie along. At most one per row and column: a row or
//! column is empty exactly when its partner lies beyond 40 (checked here).
//! Tested by shared/pack/tests/docs/figures.rs.

use crate::figures::style::{Figure, ACCENT, P_CELL};
use crate::problems::luogu2252::{losing_pair, mover_loses};
use explorer::svg::grid::{grid, Grid, Kind, Ray};
use sglab::games::wythoff;
use sglab::search::{Play, Search};

/// The figure's file in this folder, linked from the write-up.
pub const FILE: &str = "p-positions.svg";

const TOP: usize = 40;

pub fn draw() -> Figure {
    let mut search = Search::new(Play::Normal, wythoff::steps);
    let mut marks = Vec::new();
    for a in 0..=TOP {
        for b in 0..=TOP {
            let loses = !search.mover_wins(&wythoff::ordered((a, b)));
            assert_eq!(loses, mover_loses(a as u64, b as u64), "Wythoff ({a}, {b})");
            if loses {
                marks.push((a, b, 0));
            }
        }
    }
    // The reference's count: (0, 0) and each pair (a_k, b_k), k >= 1, with
    // b_k <= TOP, both ways round.
    let pairs = (1..).take_while(|&k| losing_pair(k).1 <= TOP as u64).count();
    // Each row (and, the marks being symmetric, each column) holds at most
    // one P, and a row a is empty exactly when a = a_k with b_k past TOP
    // (a_k >= k, so k <= a; a partner a_k < b_k is never past it).
    for a in 0..=TOP {
        let in_row = marks.iter().filter(|m| m.0 == a).count();
        let partner_beyond = (1..=a as u64)
            .map(losing_pair)
            .any(|(x, y)| x == a as u64 && y > TOP as u64);
        assert!(in_row <= 1, "Wythoff row {a}: {in_row} P-positions");
        assert_eq!(
            in_row == 0,
            partner_beyond,
            "Wythoff row {a}: empty iff its partner is past {TOP}"
        );
    }
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let ticks: Vec<usize> = (0..=TOP).step_by(5).collect();
    let picture = Grid {
        title: "Wythoff's game: the P-positions (a, b), 0 ≤ a, b ≤ 40".to_string(),
        notes: vec![
            "Each cell decided by exhaustive search of the real moves; a filled cell: the player to move loses."
                .to_string(),
            "They are (⌊kφ⌋, ⌊kφ⌋ + k) and their mirrors, along two rays: at most one per row and column;".to_string(),
            format!("a row or column is empty only when its partner is beyond {TOP}."),
        ],
        x_name: "a (first heap)".to_string(),
        y_name: "b (second heap)".to_string(),
        x_min: 0,
        x_max: TOP,
        y_min: 0,
        y_max: TOP,
        kinds: vec![Kind {
            class: "P",
            fill: P_CELL,
            label: format!("P-position ({} cells)", 1 + 2 * pairs),
        }],
        marks,
        rays: vec![
            Ray {
                slope: phi,
                intercept: 0.0,
                colour: ACCENT,
                dashed: false,
                label: "b = φa (φ = 1.618...)".to_string(),
            },
            Ray {
                slope: 1.0 / phi,
                intercept: 0.0,
                colour: ACCENT,
                dashed: true,
                label: "b = a / φ".to_string(),
            },
        ],
        x_ticks: ticks.clone(),
        y_ticks: ticks,
        stressed: Vec::new(),
    };
    Figure::new(grid(&picture), &[("P", 1 + 2 * pairs)])
}
