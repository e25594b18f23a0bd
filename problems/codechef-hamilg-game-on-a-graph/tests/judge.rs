//! The judge tool on HAMILG: two classic wrong solutions get WA with a
//! small explained counterexample, an independent correct one passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::hamilg::{Graph, Hamilg};

fn fixtures() -> Fixtures<Hamilg> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_hamilg"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    format!("winning vertices for A: {} (", expected.trim())
}

/// One graph of at most `vertices` vertices.
fn small(vertices: usize) -> impl Fn(&[Graph]) -> bool {
    move |cases| cases.len() == 1 && cases[0].n <= vertices
}

#[test]
fn bipartite_konig_is_caught() {
    // Shrinks to the triangle: 3 missable vertices, not 2.
    fixtures().wrong("bipartite_konig.py", small(3), winner);
}

#[test]
fn mover_first_is_caught() {
    // Shrinks to one vertex (B cannot move: A wins from it) or one edge.
    fixtures().wrong("mover_first.c", small(2), winner);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
