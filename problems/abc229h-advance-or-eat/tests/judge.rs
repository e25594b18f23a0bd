//! The judge tool on ABC229 H: two classic wrong solutions get WA with a
//! small explained counterexample (each column's value and their sum), an
//! independent correct one passes.

use sglab::judge::testing::Fixtures;
use sglab::problems::abc229h::{Abc229h, Board};

fn fixtures() -> Fixtures<Abc229h> {
    Fixtures::new(
        env!("CARGO_MANIFEST_DIR"),
        env!("CARGO_BIN_EXE_abc229h"),
        env!("CARGO_TARGET_TMPDIR"),
    )
}

/// The phrase the explanation must contain for the judge's answer.
fn winner(expected: &str) -> String {
    format!("{} wins", expected.trim_end())
}

fn small(n: usize) -> impl Fn(&[Board]) -> bool {
    move |boards| boards.len() == 1 && boards[0].n <= n
}

#[test]
fn the_xor_of_impartial_grundy_values_is_caught() {
    let report = fixtures().wrong("grundy_xor.py", small(2), winner);
    assert!(report.contains("column values (Takahashi positive)"), "{report}");
}

#[test]
fn a_zero_sum_read_as_a_takahashi_win_is_caught() {
    let report = fixtures().wrong("zero_is_takahashi.py", small(2), winner);
    assert!(report.contains("sum = 0"), "{report}");
}

#[test]
fn independent_solution_passes() {
    fixtures().correct("correct.c");
}
