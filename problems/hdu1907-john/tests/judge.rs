//! The judge tool on HDU1907: classic wrong solutions get WA with a small
//! explained counterexample, an independent correct one passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::hdu1907::Hdu1907;

fn fixtures() -> Fixtures<Hdu1907> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_hdu1907"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    let who = if expected.starts_with("John") {
        "first"
    } else {
        "second"
    };
    format!("the {who} player wins")
}

/// One case: a single pile of one stone.
fn one_stone(cases: &[Vec<u64>]) -> bool {
    cases == [vec![1]]
}

#[test]
fn plain_nim_is_caught() {
    fixtures().wrong("plain_nim.py", one_stone, winner);
}

#[test]
fn reversed_all_ones_parity_is_caught() {
    fixtures().wrong("odd_ones.py", one_stone, winner);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
