//! The judge tool on AcWing 219: the 1 x 1 piece seeded as a plain terminal
//! (whoever cuts last wins) and strips of width 1 counted as dead pieces
//! get WA with a one-sheet counterexample, 2 x 2; an
//! independent correct solution passes.

use sglab::games::cutting::Rect;
use sglab::judge::testing::Fixtures;
use sglab::problems::acwing219::Acwing219;

fn fixtures() -> Fixtures<Acwing219> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_acwing219"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    let who = if expected.starts_with("WIN") { "first" } else { "second" };
    format!("the {who} player wins")
}

/// One sheet with both sides at most `side`.
fn small(side: usize) -> impl Fn(&[Rect]) -> bool {
    move |cases| cases.len() == 1 && cases[0].0 <= side && cases[0].1 <= side
}

#[test]
fn one_by_one_seeded_as_a_terminal_is_caught() {
    fixtures().wrong("last_cut_wins.c", small(2), winner);
}

#[test]
fn strips_counted_as_dead_pieces_are_caught() {
    fixtures().wrong("strips_are_dead.c", small(2), winner);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
