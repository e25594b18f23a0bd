//! The judge tool on HDU 3595: the xor of Grundy values (an ordinary sum)
//! and "MM wins some game" get WA with a counterexample of at most two
//! small games, explained by step counts; an independent correct solution
//! passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::hdu3595::{Game, Hdu3595};

fn fixtures() -> Fixtures<Hdu3595> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_hdu3595"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    format!("{} wins", expected.trim_end())
}

/// One case of at most `games` games, piles at most `top`.
fn small(games: usize, top: usize) -> impl Fn(&[Vec<Game>]) -> bool {
    move |cases| cases.len() == 1 && cases[0].len() <= games && cases[0].iter().all(|&(p, q)| p <= top && q <= top)
}

#[test]
fn grundy_xor_is_caught() {
    fixtures().wrong("sg_xor.c", small(2, 8), winner);
}

#[test]
fn some_game_won_is_caught() {
    fixtures().wrong("some_game_won.c", small(2, 8), winner);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
