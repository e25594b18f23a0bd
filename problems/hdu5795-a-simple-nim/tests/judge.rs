//! The judge tool on HDU 5795: three classic wrong solutions get WA with a
//! small explained counterexample, an independent correct one passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::hdu5795::Hdu5795;

fn fixtures() -> Fixtures<Hdu5795> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_hdu5795"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    let who = if expected.starts_with("First") {
        "first"
    } else {
        "second"
    };
    format!("the {who} player wins")
}

/// One case of at most `heaps` heaps, each at most `top`.
fn small(heaps: usize, top: u64) -> impl Fn(&[Vec<u64>]) -> bool {
    move |cases| cases.len() == 1 && cases[0].len() <= heaps && cases[0].iter().all(|&h| h <= top)
}

#[test]
fn plain_nim_is_caught() {
    fixtures().wrong("plain_nim.py", small(3, 8), winner);
}

#[test]
fn capital_player_is_caught() {
    let report = fixtures().wrong("capital_player.py", small(1, 1), winner);
    assert!(report.contains("only letter case differs"), "{report}");
}

#[test]
fn split_into_two_is_caught() {
    fixtures().wrong("split_into_two.py", small(3, 6), winner);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
