//! The judge tool on AGC010 F: two classic wrong solutions get WA with a
//! small explained counterexample, an independent correct one passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::agc010f::{Agc010f, Tree};

fn fixtures() -> Fixtures<Agc010f> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_agc010f"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    match expected.trim() {
        "" => "Takahashi wins from no vertex\n".to_string(),
        starts => format!("Takahashi wins from vertices {starts}\n"),
    }
}

/// One tree of at most `vertices` vertices.
fn small(vertices: usize) -> impl Fn(&[Tree]) -> bool {
    move |cases| cases.len() == 1 && cases[0].stones.len() <= vertices
}

#[test]
fn loose_inequality_is_caught() {
    fixtures().wrong("loose_inequality.py", small(2), winner);
}

#[test]
fn fewer_stones_only_is_caught() {
    fixtures().wrong("fewer_stones_only.py", small(3), winner);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
