//! The judge tool on AtCoder ABC206 F: two classic wrong solutions get WA
//! with a small explained counterexample, an independent correct one
//! passes.

use sglab::games::intervals::Interval;
use sglab::judge::testing::Fixtures;
use sglab::problems::abc206f::Abc206f;

fn fixtures() -> Fixtures<Abc206f> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_abc206f"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    format!("{} wins", expected.trim_end())
}

/// One test of at most `most` intervals.
fn small(most: usize) -> impl Fn(&[Vec<Interval>]) -> bool {
    move |cases| cases.len() == 1 && cases[0].len() <= most
}

#[test]
fn closed_ends_are_caught() {
    fixtures().wrong("closed_ends.py", small(3), winner);
}

#[test]
fn parity_of_disjoint_intervals_is_caught() {
    fixtures().wrong("disjoint_parity.py", small(4), winner);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
