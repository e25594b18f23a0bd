//! The judge tool on AGC017 D: two classic wrong solutions get WA with a
//! small explained counterexample, an independent correct one passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::agc017d::Agc017d;

fn fixtures() -> Fixtures<Agc017d> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_agc017d"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    format!("{} wins", expected.trim())
}

/// One tree of at most `vertices` vertices.
fn small(vertices: usize) -> impl Fn(&[Vec<(usize, usize)>]) -> bool {
    move |cases| cases.len() == 1 && cases[0].len() < vertices
}

#[test]
fn root_at_first_edge_is_caught() {
    fixtures().wrong("root_at_first_edge.py", small(6), winner);
}

#[test]
fn xor_without_the_edge_is_caught() {
    fixtures().wrong("xor_without_the_edge.py", small(3), winner);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
