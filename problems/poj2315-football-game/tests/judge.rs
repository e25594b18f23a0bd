//! The judge tool on POJ 2315: plain Nim that ignores M and the Bash value
//! taken mod k instead of mod (k + 1) get WA with a small explained
//! counterexample; an independent correct solution (the judge's formula)
//! passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::poj2315::{Case, Poj2315};

fn fixtures() -> Fixtures<Poj2315> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_poj2315"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    format!("the formula says {}", expected.trim_end())
}

/// One case of at most `balls` balls, each at most `turns` turns away.
fn small(balls: usize, turns: u32) -> impl Fn(&[Case]) -> bool {
    move |cases| {
        cases.len() == 1 && {
            let (a, _) = cases[0].turns();
            a.len() <= balls && a.iter().all(|&t| t <= turns)
        }
    }
}

#[test]
fn plain_nim_ignoring_m_is_caught() {
    let report = fixtures().wrong("plain_nim.py", small(2, 2), winner);
    assert!(report.contains("M = 2"), "{report}");
}

#[test]
fn value_mod_k_is_caught() {
    fixtures().wrong("mod_k.py", small(1, 2), winner);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
