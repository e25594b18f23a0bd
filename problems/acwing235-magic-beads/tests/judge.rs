//! The judge tool on AcWing 235: the mex of the divisors' own values and
//! capitalised names get WA with a one-case counterexample of one small
//! pile, explained; an independent correct solution passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::acwing235::Acwing235;

fn fixtures() -> Fixtures<Acwing235> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_acwing235"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    if expected.starts_with("freda") {
        "Freda (first) wins".to_string()
    } else {
        "rainbow (second) wins".to_string()
    }
}

/// One case of at most `piles` piles, each at most `top`.
fn small(piles: usize, top: u32) -> impl Fn(&[Vec<u32>]) -> bool {
    move |cases| cases.len() == 1 && cases[0].len() <= piles && cases[0].iter().all(|&a| a <= top)
}

#[test]
fn mex_of_the_divisors_values_is_caught() {
    fixtures().wrong("mex_of_divisors.py", small(1, 8), winner);
}

#[test]
fn capitalised_names_are_caught() {
    let report = fixtures().wrong("capital_names.py", small(1, 1), winner);
    assert!(report.contains("only letter case differs"), "{report}");
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
