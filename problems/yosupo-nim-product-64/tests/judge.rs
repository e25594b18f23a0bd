//! The judge tool on nim_product_64: two classic wrong solutions get WA
//! with a small explained counterexample, an independent correct one
//! passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::nim_product_64::NimProduct64;

fn fixtures() -> Fixtures<NimProduct64> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_nim_product_64"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn product(expected: &str) -> String {
    format!("= {}", expected.trim())
}

#[test]
fn carryless_product_is_caught() {
    fixtures().wrong(
        "carryless.py",
        |cases| cases.len() == 1 && cases[0].0 < 16 && cases[0].1 < 16,
        product,
    );
}

#[test]
fn signed_output_is_caught() {
    fixtures().wrong("signed_output.c", |cases| cases.len() == 1, product);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
