//! HDU 2509 against the misère game played exhaustively: seeded random
//! cases, every small position, the line values from the rules, why the SJ
//! theorem needs its condition, the golden files, and the bad-input suite.

use sglab::enumerate::partitions;
use sglab::format::sized_lists;
use sglab::games::{apples, nim};
use sglab::grundy;
use sglab::harness::{self, Frame};
use sglab::judge::expected_output;
use sglab::problems::hdu2509::{answer, sj_first_wins, Hdu2509};
use sglab::problems::Problem;
use sglab::rng::Rng;
use sglab::search::{sum_mover_wins, Play, Step};

const BIN: &str = env!("CARGO_BIN_EXE_hdu2509");

/// The real game, misère, searched move by move (sglab::problems::hdu2509).
fn brute(cases: &[Vec<u64>]) -> Vec<bool> {
    Hdu2509::brute(cases)
        .into_iter()
        .map(|a| a.expect("small enough to search") == answer(true))
        .collect()
}

fn answers(wins: &[bool]) -> String {
    wins.iter().map(|&w| answer(w)).collect()
}

fn random_case(rng: &mut Rng) -> Vec<u64> {
    Hdu2509::random_small(rng)
}

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    for seed in 1..=5 {
        let mut rng = Rng::new(seed);
        let cases: Vec<Vec<u64>> = (0..1000).map(|_| random_case(&mut rng)).collect();
        assert_eq!(
            harness::run_ok(BIN, &sized_lists(&cases)),
            answers(&brute(&cases)),
            "seed {seed}"
        );
    }
}

#[test]
fn every_position_with_at_most_fourteen_apples() {
    let mut cases = Vec::new();
    for sum in 1..=14 {
        cases.extend(partitions(sum));
    }
    assert_eq!(cases.len(), 507); // p(1) + ... + p(14)
    assert_eq!(harness::run_ok(BIN, &sized_lists(&cases)), answers(&brute(&cases)));
}

#[test]
fn a_line_of_k_apples_has_value_k() {
    // From the rules (mex over every run taken); value 0 only for no apples,
    // which is the condition the SJ theorem needs.
    let g = grundy::table(100, apples::options);
    assert_eq!(g, (0..=100).collect::<Vec<u32>>());
    // The same values decide the normal-play game, searched move by move.
    for a in 1..8u32 {
        for b in 0..8 {
            for c in 0..4 {
                let normal = sum_mover_wins(Play::Normal, &[a, b, c], apples::steps);
                assert_eq!(normal, a ^ b ^ c != 0, "{a} {b} {c}");
            }
        }
    }
}

#[test]
fn lines_of_one_apple_reverse_the_xor_rule() {
    // One line of 1: xor 1, yet the first player must take the last apple.
    let cases = vec![vec![1], vec![1, 1], vec![1, 1, 1], vec![2], vec![2, 2], vec![1, 1, 2]];
    let wins = brute(&cases);
    assert_eq!(wins, vec![false, true, false, true, false, true]);
    // No apple at all (only empty lines, which the random cases no longer
    // draw): the player to move cannot move and so wins, misère.
    assert_eq!(brute(&[vec![0], vec![0, 0]]), vec![true, true]);
    assert_eq!(harness::run_ok(BIN, "1\n0\n2\n0 0\n"), "Yes\nYes\n");
    assert_eq!(harness::run_ok(BIN, &sized_lists(&cases)), answers(&wins));
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
fn reference_matches_brute_force() {
    let mut rng = Rng::new(2509);
    let cases: Vec<Vec<u64>> = (0..3000).map(|_| random_case(&mut rng)).collect();
    for (lines, win) in cases.iter().zip(brute(&cases)) {
        assert_eq!(sj_first_wins(lines), win, "{lines:?}");
        assert_eq!(Hdu2509::reference(lines), answer(win), "{lines:?}");
    }
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Hdu2509>);
}

#[test]
fn layout_does_not_matter() {
    let expected = "No\nYes\n";
    for text in [
        "2\n2 2\n1\n3\n",
        "2\r\n2 2\r\n\r\n1\r\n3\r\n",
        "\n\n2 2\t2\n\n\n1 3",
        "2 2 2 1 3\n\n",
    ] {
        assert_eq!(harness::run_ok(BIN, text), expected, "{text:?}");
    }
}

#[test]
fn bad_input() {
    harness::bad_input_suite(
        BIN,
        Frame::UntilEof,
        &[("2\n2 2\n", "No\n"), ("1\n3\n", "Yes\n"), ("3\n1 1 1\n", "No\n")],
    );
    let error = harness::expect_failure(BIN, b"1\n3\n0\n", "Yes\n");
    assert_eq!(
        error,
        "error: n at byte 4: 0 is outside the supported range 1..=18446744073709551615"
    );
}
