//! The judge tool on HDU 2516: two classic wrong solutions get WA with a
//! small explained counterexample, an independent correct one passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::hdu2516::Hdu2516;

fn fixtures() -> Fixtures<Hdu2516> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_hdu2516"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    match expected.trim_end() {
        "First win" => "the first player wins".to_string(),
        _ => "the second player wins".to_string(),
    }
}

#[test]
fn taking_the_whole_pile_first_is_caught() {
    // Shrunk to the smallest pile, 2: the first move may take only 1.
    fixtures().wrong("take_all.py", |cases| cases == [2], winner);
}

#[test]
fn a_wrapped_32_bit_fibonacci_table_is_caught() {
    // The only pile it gets wrong is the wrapped entry itself.
    let report = fixtures().wrong("wrapped_i32.c", |cases| cases == [512_559_680], winner);
    assert!(report.contains("take "), "{report}");
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
