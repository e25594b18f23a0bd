//! The judge tool on POJ 3537: the false "3 divides n" rule and n = 2
//! answered as the real strip (not what the judge expects) get WA with an
//! explained counterexample of one small n; an independent correct
//! solution passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::poj3537::Poj3537;

fn fixtures() -> Fixtures<Poj3537> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_poj3537"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    let who = if expected.trim_end() == "1" { "first" } else { "second" };
    format!("the {who} player wins")
}

/// One case with n at most `top`.
fn small(top: usize) -> impl Fn(&[usize]) -> bool {
    move |cases| cases.len() == 1 && cases[0] <= top
}

#[test]
fn three_divides_n_is_caught() {
    fixtures().wrong("thirds.py", small(3), winner);
}

#[test]
fn n_two_as_the_real_strip_is_caught_and_the_judge_difference_named() {
    let report = fixtures().wrong("real_two.c", |cases| cases == [2], winner);
    assert!(report.contains("Edge cases and traps"), "{report}");
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
