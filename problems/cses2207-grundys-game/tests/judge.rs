//! The judge tool on CSES 2207: two classic wrong solutions get WA with a
//! small explained counterexample, an independent correct one passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::cses2207::Cses2207;

fn fixtures() -> Fixtures<Cses2207> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_cses2207"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    format!("the {} player wins", expected.trim())
}

#[test]
fn equal_split_allowed_is_caught() {
    fixtures().wrong(
        "equal_split_allowed.c",
        |cases| cases.len() == 1 && cases[0] <= 10,
        winner,
    );
}

#[test]
fn table_to_1000_is_caught_at_1222() {
    fixtures().wrong("table_to_1000.c", |cases| cases == [1222], winner);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
