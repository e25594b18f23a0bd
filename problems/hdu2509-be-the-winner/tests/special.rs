//! HDU 2509: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sglab::games::{apples, nim};
use sglab::prelude::*;
use pack::problems::hdu2509::*;
use sglab::search::sum_mover_wins;

sglab::suite!(Hdu2509);

#[test]
fn every_position_with_at_most_fourteen_apples() {
    let cases: Vec<Vec<u64>> = (1..=14).flat_map(partitions).collect();
    assert_eq!(cases.len(), 507); // p(1) + ... + p(14)
    assert_binary_is_brute(bin(), &mut Hdu2509::default(), &cases);
}

#[test]
fn a_line_of_k_apples_has_value_k() {
    // From the rules (mex over every run taken); value 0 only for no apples,
    // which is the condition the SJ theorem needs.
    let g = grundy::table(100, apples::options);
    assert_eq!(g, (0..=100).collect::<Vec<u32>>());
    // The same values decide the normal-play game, searched move by move.
    let lines = (1..8u32).flat_map(|a| (0..8).flat_map(move |b| (0..4).map(move |c| [a, b, c])));
    for [a, b, c] in lines {
        let normal = sum_mover_wins(Play::Normal, &[a, b, c], apples::steps);
        assert_eq!(normal, a ^ b ^ c != 0, "{a} {b} {c}");
    }
}

#[test]
fn lines_of_one_apple_reverse_the_xor_rule() {
    // One line of 1: xor 1, yet the first player must take the last apple.
    let cases = vec![vec![1], vec![1, 1], vec![1, 1, 1], vec![2], vec![2, 2], vec![1, 1, 2]];
    let mut p = Hdu2509::default();
    assert_eq!(brute_answers(&mut p, &cases), "No\nYes\nNo\nYes\nNo\nYes\n");
    // No apple at all (only empty lines, which the random cases do not
    // draw): the player to move cannot move and so wins, misère.
    assert_eq!(brute_answers(&mut p, &[vec![0], vec![0, 0]]), "Yes\nYes\n");
    assert_eq!(harness::run_ok(bin(), "1\n0\n2\n0 0\n"), "Yes\nYes\n");
    assert_binary_is_brute(bin(), &mut p, &cases);
}

/// A component that breaks the SJ condition: position 3 has Grundy value 0
/// (its only move goes to a Nim heap of 2, value 2) yet is not terminal.
fn broken(&h: &u32) -> Vec<Step<Vec<u32>>> {
    if h == 3 {
        vec![Step::To(vec![2])]
    } else {
        nim::steps(&h)
    }
}

#[test]
fn sj_formula_fails_without_its_condition() {
    // Alone, the formula (xor 0, no value above 1) says the mover wins; the
    // mover must go to heap 2, the opponent takes one, the mover takes the
    // last and loses.
    assert!(!sum_mover_wins(Play::Misere, &[3], broken));
    // The formula holds when every value-0 position is terminal (plain Nim).
    assert!(sum_mover_wins(Play::Misere, &[1, 1], nim::steps));
}

#[test]
fn upper_case_answers_are_caught_as_a_letter_case_difference() {
    sglab::assert_fixture_report!(Hdu2509, "upper_case.py", "only letter case differs");
}
