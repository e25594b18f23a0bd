//! The judge tool on HDU2509: classic wrong solutions get WA with a small
//! explained counterexample, an independent correct one passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::hdu2509::Hdu2509;

fn fixtures() -> Fixtures<Hdu2509> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_hdu2509"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    let who = if expected.starts_with("Yes") { "first" } else { "second" };
    format!("the {who} player wins")
}

/// One case of at most two lines of at most `top` apples.
fn small(top: u64) -> impl Fn(&[Vec<u64>]) -> bool {
    move |cases| cases.len() == 1 && cases[0].len() <= 2 && cases[0].iter().all(|&k| k <= top)
}

#[test]
fn normal_play_xor_is_caught() {
    fixtures().wrong("plain_xor.py", small(1), winner);
}

#[test]
fn upper_case_answers_are_caught() {
    let report = fixtures().wrong("upper_case.py", small(1), winner);
    assert!(report.contains("only letter case differs"), "{report}");
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
