//! The judge tool on HDU1536: classic wrong solutions get WA with a small
//! explained counterexample, an independent correct one passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::hdu1536::{Hdu1536, TestCase};

fn fixtures() -> Fixtures<Hdu1536> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_hdu1536"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer (a
/// counterexample has one position).
fn winner(expected: &str) -> String {
    let who = if expected.starts_with('W') { "first" } else { "second" };
    format!("the {who} player wins")
}

/// One test case of one position: at most `sizes` sizes, one heap of at
/// most `top` beads.
fn small(sizes: usize, top: usize) -> impl Fn(&[TestCase]) -> bool {
    move |tests| match tests {
        [test] => {
            test.set.len() <= sizes
                && test.positions.len() == 1
                && test.positions[0].len() == 1
                && test.positions[0][0] <= top
        }
        _ => false,
    }
}

#[test]
fn plain_nim_is_caught() {
    fixtures().wrong("plain_nim.py", small(1, 2), winner);
}

#[test]
fn assuming_a_sorted_set_is_caught() {
    fixtures().wrong("assume_sorted.py", small(2, 3), winner);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
