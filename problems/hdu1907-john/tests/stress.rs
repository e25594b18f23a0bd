//! HDU 1907 against exhaustive misère Nim: seeded random cases, every small
//! position, the golden files, the traps, and the bad-input suite.

use sg::scan::Scanner;
use sglab::enumerate::multisets;
use sglab::format::counted_sized_lists;
use sglab::games::nim;
use sglab::grundy;
use sglab::harness::{self, Frame};
use sglab::rng::Rng;
use sglab::search::{sum_mover_wins, Play};

const BIN: &str = env!("CARGO_BIN_EXE_hdu1907");

/// The real game: misère Nim searched move by move.
fn brute(piles: &[u32]) -> bool {
    sum_mover_wins(Play::Misere, piles, nim::steps)
}

fn answer(first_wins: bool) -> &'static str {
    if first_wins {
        "John\n"
    } else {
        "Brother\n"
    }
}

fn random_piles(rng: &mut Rng) -> Vec<u32> {
    let n = rng.range(1, 5) as usize;
    let top = if rng.chance(1, 4) { 1 } else { 6 };
    (0..n).map(|_| rng.range(1, top) as u32).collect()
}

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    for seed in 1..=5 {
        let mut rng = Rng::new(seed);
        let cases: Vec<Vec<u32>> = (0..1000).map(|_| random_piles(&mut rng)).collect();
        let expected: String = cases.iter().map(|p| answer(brute(p))).collect();
        assert_eq!(
            harness::run_ok(BIN, &counted_sized_lists(&cases)),
            expected,
            "seed {seed}"
        );
    }
}

#[test]
fn every_position_of_up_to_four_piles_of_up_to_six() {
    let cases = multisets(4, 6);
    let expected: String = cases.iter().map(|p| answer(brute(p))).collect();
    assert_eq!(harness::run_ok(BIN, &counted_sized_lists(&cases)), expected);
}

#[test]
fn plain_xor_is_wrong_when_every_pile_is_one() {
    // xor says "first wins" for one pile of 1 and "first loses" for two;
    // misère play says the opposite, and so must the binary.
    assert!(!brute(&[1]) && brute(&[1, 1]) && !brute(&[1, 1, 1]));
    assert_eq!(
        harness::run_ok(BIN, "3\n1\n1\n2\n1 1\n3\n1 1 1\n"),
        "Brother\nJohn\nBrother\n"
    );
}

/// Expected output for any valid input: the brute force where the search is
/// small, else the SJ theorem over Grundy values tabulated from the rules
/// (checked against the brute force by `reference_matches_brute_force`).
fn oracle(input: &str) -> String {
    let cases = parse(input);
    let largest = cases.iter().flatten().copied().max().unwrap_or(0) as usize;
    let g = grundy::table(largest, nim::options);
    cases
        .iter()
        .map(|piles| {
            let small = piles.len() <= 5 && piles.iter().sum::<u32>() <= 24;
            answer(if small { brute(piles) } else { reference(piles, &g) })
        })
        .collect()
}

fn reference(piles: &[u32], g: &[u32]) -> bool {
    let xor = piles.iter().fold(0, |x, &p| x ^ g[p as usize]);
    let some_value_above_one = piles.iter().any(|&p| g[p as usize] > 1);
    if some_value_above_one {
        xor != 0
    } else {
        xor == 0
    }
}

fn parse(input: &str) -> Vec<Vec<u32>> {
    let mut scan = Scanner::new(input.as_bytes());
    let t = scan.u64("T").unwrap();
    (0..t)
        .map(|_| {
            let n = scan.u64("N").unwrap();
            (0..n).map(|_| scan.u64("A_i").unwrap() as u32).collect()
        })
        .collect()
}

#[test]
fn reference_matches_brute_force() {
    let g = grundy::table(8, nim::options);
    let mut rng = Rng::new(99);
    for _ in 0..2000 {
        let piles: Vec<u32> = (0..rng.range(1, 4)).map(|_| rng.range(1, 8) as u32).collect();
        assert_eq!(reference(&piles, &g), brute(&piles), "{piles:?}");
    }
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, oracle);
}

#[test]
fn bad_input() {
    harness::bad_input_suite(BIN, Frame::Count, &[("3\n3 5 1\n", "John\n"), ("1\n1\n", "Brother\n")]);
}

#[test]
fn counts_and_piles_of_zero_are_refused_by_name() {
    for (input, answers, error) in [
        (
            "0\n",
            "",
            "error: T at byte 0: 0 is outside the supported range 1..=18446744073709551615",
        ),
        (
            "2\n1\n2\n0\n",
            "John\n",
            "error: N at byte 6: 0 is outside the supported range 1..=18446744073709551615",
        ),
        (
            "1\n3\n1 0 2\n",
            "",
            "error: A_i at byte 6: 0 is outside the supported range 1..=18446744073709551615",
        ),
    ] {
        assert_eq!(harness::expect_failure(BIN, input.as_bytes(), answers), error);
    }
    // Past the judges' 5000 the rule still holds: one pile of 10^18 wins.
    assert_eq!(harness::run_ok(BIN, "1\n1\n1000000000000000000\n"), "John\n");
}
