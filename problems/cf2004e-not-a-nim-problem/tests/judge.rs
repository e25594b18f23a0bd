//! The judge tool on Codeforces 2004E: plain Nim and g(1) = 0 get WA with a
//! small explained counterexample; an independent correct solution passes,
//! the largest inputs included.

use sglab::judge::testing::Fixtures;
use sglab::problems::cf2004e::Cf2004e;

fn fixtures() -> Fixtures<Cf2004e> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_cf2004e"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    if expected.starts_with("Alice") {
        "Alice (first) wins".to_string()
    } else {
        "Bob (second) wins".to_string()
    }
}

/// One case of at most `piles` piles, each at most `top`.
fn small(piles: usize, top: u32) -> impl Fn(&[Vec<u32>]) -> bool {
    move |cases| cases.len() == 1 && cases[0].len() <= piles && cases[0].iter().all(|&a| a <= top)
}

#[test]
fn plain_nim_is_caught() {
    fixtures().wrong("plain_nim.py", small(1, 2), winner);
}

#[test]
fn one_as_a_finished_pile_is_caught() {
    fixtures().wrong("one_is_zero.c", small(1, 1), winner);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
