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
    let report = fixtures().wrong("dedup_tokens.py", small(4), winner);
    // The counterexample the write-up shows.
    assert!(report.contains("  2 1 2\n  1 2\n  1 1\n"), "{report}");
}

#[test]
fn max_plus_one_is_caught() {
    let report = fixtures().wrong("max_plus_one.py", small(4), winner);
    assert!(report.contains("  4 3 3\n  2 1\n  1 3\n  4 3\n  1 2 4\n"), "{report}");
    assert!(report.contains("g(1) = 1, g(2) = 0, g(4) = 1; xor = 0"), "{report}");
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
