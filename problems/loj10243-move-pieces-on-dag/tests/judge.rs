//! The judge tool on LOJ 10243: two classic wrong solutions get WA with a
//! small explained counterexample, an independent correct one passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::loj10243::{Loj10243, Tokens};

fn fixtures() -> Fixtures<Loj10243> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_loj10243"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    match expected.trim() {
        "win" => "win: the first player wins".to_string(),
        _ => "lose: the second player wins".to_string(),
    }
}

/// One graph of at most `vertices` vertices and three tokens.
fn small(vertices: usize) -> impl Fn(&[Tokens]) -> bool {
    move |cases| cases.len() == 1 && cases[0].dag.n <= vertices && cases[0].tokens.len() <= 3
}

#[test]
fn dedup_tokens_is_caught() {
    fixtures().wrong("dedup_tokens.py", small(4), winner);
}

#[test]
fn max_plus_one_is_caught() {
    fixtures().wrong("max_plus_one.py", small(4), winner);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
