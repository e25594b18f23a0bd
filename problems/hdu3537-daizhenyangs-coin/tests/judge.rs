//! The judge tool on HDU 3537: two classic wrong solutions get WA with a
//! small explained counterexample, an independent correct one passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::hdu3537::Hdu3537;

fn fixtures() -> Fixtures<Hdu3537> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_hdu3537"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer (`Yes`:
/// the first player loses).
fn winner(expected: &str) -> String {
    match expected.trim_end() {
        "Yes" => "the second player wins".to_string(),
        _ => "the first player wins".to_string(),
    }
}

#[test]
fn xoring_repeated_positions_is_caught() {
    // Shrunk to one case of two positions, the same coin twice.
    let report = fixtures().wrong(
        "no_dedup.py",
        |cases| cases.len() == 1 && cases[0].len() == 2 && cases[0][0] == cases[0][1],
        winner,
    );
    assert!(report.contains("repeated positions dropped"), "{report}");
}

#[test]
fn the_evil_values_are_caught() {
    fixtures().wrong("evil_values.py", |cases| cases == [vec![0]], winner);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
