//! The judge tool on HDU1848: classic wrong solutions get WA with a small
//! explained counterexample, an independent correct one passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::hdu1848::Hdu1848;

fn fixtures() -> Fixtures<Hdu1848> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_hdu1848"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    let who = if expected.starts_with("Fibo") {
        "first"
    } else {
        "second"
    };
    format!("the {who} player wins")
}

/// One case with piles of at most `top` stones.
fn small(top: usize) -> impl Fn(&[[usize; 3]]) -> bool {
    move |cases| cases.len() == 1 && cases[0].iter().all(|&p| p <= top)
}

#[test]
fn plain_nim_is_caught() {
    fixtures().wrong("plain_nim.py", small(4), winner);
}

#[test]
fn fibonacci_table_without_one_is_caught() {
    fixtures().wrong("fib_from_two.py", small(1), winner);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
