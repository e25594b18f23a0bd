//! HDU 1907 against exhaustive misère Nim: seeded random cases, every small
//! position, the golden files, the traps, and the bad-input suite.

use sglab::enumerate::multisets;
use sglab::format::counted_sized_lists;
use sglab::games::nim;
use sglab::grundy;
use sglab::harness::{self, Frame};
use sglab::judge::expected_output;
use sglab::problems::hdu1907::{answer, sj_first_wins, Hdu1907};
use sglab::problems::Problem;
use sglab::rng::Rng;

const BIN: &str = env!("CARGO_BIN_EXE_hdu1907");

/// The real game: misère Nim searched move by move (sglab::problems::hdu1907).
fn brute(piles: &[u32]) -> bool {
    let piles: Vec<u64> = piles.iter().map(|&p| u64::from(p)).collect();
    Hdu1907::brute(&[piles])[0].as_deref().expect("small enough to search") == answer(true)
}

fn random_piles(rng: &mut Rng) -> Vec<u32> {
    Hdu1907::random_small(rng).into_iter().map(|p| p as u32).collect()
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

#[test]
fn nim_values_from_the_rules_are_the_sizes() {
    // The reference's SJ theorem reads Grundy values as pile sizes.
    assert_eq!(grundy::table(300, nim::options), (0..=300).collect::<Vec<u32>>());
}

#[test]
fn reference_matches_brute_force() {
    let mut rng = Rng::new(99);
    for _ in 0..2000 {
        let piles: Vec<u32> = (0..rng.range(1, 4)).map(|_| rng.range(1, 8) as u32).collect();
        let as_u64: Vec<u64> = piles.iter().map(|&p| u64::from(p)).collect();
        assert_eq!(sj_first_wins(&as_u64), brute(&piles), "{piles:?}");
        assert_eq!(Hdu1907::reference(&as_u64), answer(brute(&piles)), "{piles:?}");
    }
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Hdu1907>);
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
