//! The judge tool on ACWING893: classic wrong solutions get WA with a small
//! explained counterexample, an independent correct one passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::acwing893::Acwing893;

fn fixtures() -> Fixtures<Acwing893> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_acwing893"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    let who = if expected.starts_with("Yes") { "first" } else { "second" };
    format!("the {who} player wins")
}

/// One case: S and the heaps.
type Case = (Vec<usize>, Vec<usize>);

/// At most `sizes` sizes and one heap of at most `top` stones.
fn small(sizes: usize, top: usize) -> impl Fn(&[Case]) -> bool {
    move |cases| match cases {
        [(set, heaps)] => set.len() <= sizes && heaps.len() == 1 && heaps[0] <= top,
        _ => false,
    }
}

#[test]
fn plain_nim_is_caught() {
    fixtures().wrong("plain_nim.py", small(1, 2), winner);
}

#[test]
fn mex_counted_from_one_is_caught() {
    fixtures().wrong("mex_from_one.py", small(1, 2), winner);
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
