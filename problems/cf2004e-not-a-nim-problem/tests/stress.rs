//! Codeforces 2004E against the real game: exhaustive search (sglab::search)
//! over sums of small piles on thousands of seeded cases; full-size inputs
//! against a plain-sieve reference that is itself checked against Grundy
//! tables of the rules; the misread rule on the sample; the golden files;
//! the limits and the bad-input suite.

use sglab::enumerate::multisets;
use sglab::format::counted_sized_lists;
use sglab::games::coprime;
use sglab::grundy;
use sglab::harness::{self, Frame};
use sglab::judge::expected_output;
use sglab::problems::cf2004e::{answer, Cf2004e, RealGame, Reference, MAX_A};
use sglab::problems::Problem;
use sglab::rng::Rng;
use sglab::search::{sum_mover_wins, Play};

const BIN: &str = env!("CARGO_BIN_EXE_cf2004e");
const SAMPLE: &str = "3\n3\n3 2 9\n4\n3 3 6 1\n5\n1 2 3 4 5\n";

#[test]
fn thousands_of_seeded_cases_match_the_brute_force() {
    let mut brute = RealGame::default();
    for seed in 1..=5 {
        let mut rng = Rng::new(seed);
        let cases: Vec<Vec<u32>> = (0..1000).map(|_| Cf2004e::random_small(&mut rng)).collect();
        let expected: String = cases.iter().map(|p| answer(brute.alice_wins(p))).collect();
        assert_eq!(
            harness::run_ok(BIN, &counted_sized_lists(&cases)),
            expected,
            "seed {seed}"
        );
    }
}

#[test]
fn every_position_of_up_to_three_piles_of_up_to_fifteen() {
    let cases = multisets(3, 15);
    let mut brute = RealGame::default();
    let expected: String = cases.iter().map(|p| answer(brute.alice_wins(p))).collect();
    assert_eq!(harness::run_ok(BIN, &counted_sized_lists(&cases)), expected);
}

#[test]
fn the_misread_rule_gives_alice_alice_alice_on_the_sample() {
    let cases = Cf2004e::parse(SAMPLE).unwrap();
    let misread: String = cases
        .iter()
        .map(|p| answer(sum_mover_wins(Play::Normal, p, coprime::misread_steps)))
        .collect();
    assert_eq!(misread, "Alice\nAlice\nAlice\n");
    let real: String = cases
        .iter()
        .map(|p| answer(sum_mover_wins(Play::Normal, p, coprime::steps)))
        .collect();
    assert_eq!(real, "Bob\nAlice\nBob\n");
    assert_eq!(harness::run_ok(BIN, SAMPLE), real);
}

#[test]
fn reference_matches_the_grundy_table_of_the_rules() {
    let n = 600;
    let table = grundy::table(n, coprime::options);
    let reference = Reference::up_to(n as u32);
    for (x, &value) in table.iter().enumerate().skip(1) {
        assert_eq!(reference.grundy(x as u32), value, "g({x})");
    }
}

#[test]
fn grundy_table_xor_decides_sums_like_the_brute_force() {
    let table = grundy::table(16, coprime::options);
    let mut brute = RealGame::default();
    let mut rng = Rng::new(77);
    for _ in 0..3000 {
        let piles: Vec<u32> = (0..rng.range(1, 4)).map(|_| rng.range(1, 16) as u32).collect();
        let xor = piles.iter().fold(0, |acc, &x| acc ^ table[x as usize]);
        assert_eq!(xor != 0, brute.alice_wins(&piles), "{piles:?}");
    }
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<Cf2004e>);
}

/// A pile with the same Grundy value as `x` but (mostly) another size: its
/// smallest prime factor p, or p * q for a prime q >= p, or another even.
fn partner(x: u32, reference: &Reference, rng: &mut Rng) -> u32 {
    if x == 1 {
        return 1;
    }
    if x % 2 == 0 {
        return 2 * rng.range(1, u64::from(MAX_A / 2)) as u32;
    }
    let p = reference.smallest_factor[x as usize];
    let q = reference.primes[rng.below(reference.primes.len())];
    if rng.chance(1, 2) && q >= p && u64::from(p) * u64::from(q) <= u64::from(MAX_A) {
        p * q
    } else {
        p
    }
}

fn random_large_pile(rng: &mut Rng, reference: &Reference) -> u32 {
    match rng.below(4) {
        0 => reference.primes[rng.below(reference.primes.len())],
        1 => {
            // p * q with primes 1000 < p <= q: the smallest factor is large.
            let roots = reference.primes.partition_point(|&p| p <= MAX_A / p);
            let p = reference.primes[rng.range(168, roots as u64 - 1) as usize];
            let q = reference.primes[rng.below(reference.primes.partition_point(|&q| q <= MAX_A / p))];
            p * q.max(p)
        }
        _ => rng.range(1, u64::from(MAX_A)) as u32,
    }
}

/// `n` (even) piles in pairs of equal value, shuffled: xor 0.
fn paired_piles(n: usize, reference: &Reference, rng: &mut Rng) -> Vec<u32> {
    let mut piles = Vec::with_capacity(n);
    while piles.len() < n {
        let x = random_large_pile(rng, reference);
        piles.push(x);
        piles.push(partner(x, reference, rng));
    }
    for i in (1..n).rev() {
        piles.swap(i, rng.below(i + 1));
    }
    piles
}

#[test]
fn full_size_inputs_match_the_reference() {
    let reference = Reference::up_to(MAX_A);
    let mut rng = Rng::new(2004);
    // 10^4 two-pile cases: Bob exactly when both piles have the same value,
    // so every answer checks one value the binary computed.
    let pairs: Vec<Vec<u32>> = (0..10_000)
        .map(|_| {
            let x = random_large_pile(&mut rng, &reference);
            let y = match rng.below(3) {
                0 => partner(x, &reference, &mut rng),
                1 => random_large_pile(&mut rng, &reference),
                _ => (x + 2).min(MAX_A),
            };
            vec![x, y]
        })
        .collect();
    // 10^4 cases of 30 piles (the judge's "many" shape): 15 pairs of equal
    // value, in half of the cases one pile replaced by a random one.
    let many: Vec<Vec<u32>> = (0..10_000)
        .map(|_| {
            let mut piles = paired_piles(30, &reference, &mut rng);
            if rng.chance(1, 2) {
                piles[0] = random_large_pile(&mut rng, &reference);
            }
            piles
        })
        .collect();
    for cases in [pairs, many] {
        let expected: String = cases.iter().map(|p| answer(reference.alice_wins(p))).collect();
        assert!(expected.contains("Bob") && expected.contains("Alice"));
        assert_eq!(harness::run_ok(BIN, &counted_sized_lists(&cases)), expected);
    }
    // One case of 3*10^5 piles in pairs of equal value: Bob, unless a
    // single value is wrong; then one pair broken: Alice.
    let mut piles = paired_piles(300_000, &reference, &mut rng);
    assert_eq!(harness::run_ok(BIN, &counted_sized_lists(&[piles.clone()])), "Bob\n");
    let broken = piles.iter().position(|&x| reference.grundy(x) == 2).unwrap();
    piles[broken] = 9_999_991; // the largest prime: value 664579
    assert_eq!(reference.grundy(9_999_991), 664_579);
    assert_eq!(harness::run_ok(BIN, &counted_sized_lists(&[piles])), "Alice\n");
}

#[test]
fn limits_are_refused_by_name() {
    let fails = |input: &str, answers: &str, message: &str| {
        let line = harness::expect_failure(BIN, input.as_bytes(), answers);
        assert!(line.contains(message), "{line:?} lacks {message:?}");
    };
    fails(
        "1\n1\n0\n",
        "",
        "a_i at byte 4: 0 is outside the supported range 1..=10000000",
    );
    fails("1\n1\n10000001\n", "", "a_i at byte 4: 10000001 is outside");
    fails("0\n", "", "t at byte 0: 0 is outside the supported range 1..=10000");
    fails("10001\n", "", "t at byte 0: 10001 is outside");
    fails("1\n0\n", "", "n at byte 2: 0 is outside the supported range 1..=300000");
    fails("1\n300001\n", "", "n at byte 2: 300001 is outside");
    // The sum of n: 300000 piles of 1 (xor 0) leave none for a second case,
    // 299999 (xor 1) leave one.
    let ones = |n: usize| vec!["1"; n].join(" ");
    fails(
        &format!("2\n300000\n{}\n1\n1\n", ones(300_000)),
        "Bob\n",
        "n at byte 600009: the sum of n over all cases would exceed 300000",
    );
    fails(
        &format!("2\n299999\n{}\n2\n1 1\n", ones(299_999)),
        "Alice\n",
        "n at byte 600007: the sum of n over all cases would exceed 300000",
    );
    assert_eq!(harness::run_ok(BIN, "1\n1\n10000000\n"), "Bob\n");
    assert_eq!(harness::run_ok(BIN, "1\n2\n9999991 3\n"), "Alice\n");
}

#[test]
fn bad_input() {
    harness::bad_input_suite(
        BIN,
        Frame::Count,
        &[
            ("3\n3 2 9\n", "Bob\n"),
            ("4\n3 3 6 1\n", "Alice\n"),
            ("5\n1 2 3 4 5\n", "Bob\n"),
        ],
    );
}
