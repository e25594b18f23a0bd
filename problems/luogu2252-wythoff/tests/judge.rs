//! The judge tool on Luogu P2252: two classic wrong solutions get WA with
//! a small explained counterexample, an independent correct one passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::luogu2252::Luogu2252;

fn fixtures() -> Fixtures<Luogu2252> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_luogu2252"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    let outcome = if expected.starts_with('1') { "wins" } else { "loses" };
    format!("the first player {outcome}")
}

#[test]
fn floating_point_phi_is_caught() {
    // Only at heaps near 10^8 (golden file float-1): the case is one pair.
    let report = fixtures().wrong("float_phi.c", |cases| cases == [(165_580_140, 267_914_295)], winner);
    assert!(report.contains("float-1"), "{report}");
}

#[test]
fn two_heap_nim_is_caught() {
    fixtures().wrong(
        "plain_nim.c",
        |cases| cases.len() == 1 && cases[0].0.max(cases[0].1) <= 2,
        winner,
    );
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
