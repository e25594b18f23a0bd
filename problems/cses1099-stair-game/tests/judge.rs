//! The judge tool on CSES 1099: two classic wrong solutions get WA with a
//! small explained counterexample, an independent correct one passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::cses1099::Cses1099;

fn fixtures() -> Fixtures<Cses1099> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_cses1099"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    format!("{} wins", expected.trim_end())
}

/// One staircase of at most `stairs` stairs, each with at most `top` balls.
fn small(stairs: usize, top: u64) -> impl Fn(&[Vec<u64>]) -> bool {
    move |cases| cases.len() == 1 && cases[0].len() <= stairs && cases[0].iter().all(|&p| p <= top)
}

#[test]
fn counting_the_odd_stairs_is_caught() {
    fixtures().wrong("odd_stairs.c", small(2, 1), winner);
}

#[test]
fn plain_nim_over_every_stair_is_caught() {
    fixtures().wrong("plain_nim.c", small(2, 1), winner);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
