//! What only Codeforces 2004E needs beyond the shared suite
//! (tests/suite.rs): every position of up to three piles of up to 15
//! against the brute force, the misread rule on the sample, the reference
//! against the Grundy table of the rules and that table's xor against the
//! brute force, full-size inputs against the reference, and the sum of n
//! across cases.

use sglab::contract::write;
use sglab::enumerate::multisets;
use sglab::games::coprime;
use sglab::grundy;
use sglab::harness;
use sglab::problems::cf2004e::{Cf2004e, Reference, WORDS};
use sglab::rng::Rng;
use sglab::search::{sum_mover_wins, Play};

const BIN: &str = env!("CARGO_BIN_EXE_cf2004e");
const SAMPLE: &str = "3\n3\n3 2 9\n4\n3 3 6 1\n5\n1 2 3 4 5\n";
const MAX_A: u32 = 10_000_000;

fn input(cases: &[Vec<u32>]) -> String {
    write::<Cf2004e>(cases)
}

#[test]
fn every_position_of_up_to_three_piles_of_up_to_fifteen() {
    let cases = multisets(3, 15);
    let mut p = Cf2004e::default();
    let expected: String = cases.iter().map(|c| WORDS.line(p.alice_wins(c))).collect();
    assert_eq!(harness::run_ok(BIN, &input(&cases)), expected);
}

#[test]
fn the_misread_rule_gives_alice_alice_alice_on_the_sample() {
    let cases = [vec![3, 2, 9], vec![3, 3, 6, 1], vec![1, 2, 3, 4, 5]];
    let misread: String = cases
        .iter()
        .map(|p| WORDS.line(sum_mover_wins(Play::Normal, p, coprime::misread_steps)))
        .collect();
    assert_eq!(misread, "Alice\nAlice\nAlice\n");
    let real: String = cases
        .iter()
        .map(|p| WORDS.line(sum_mover_wins(Play::Normal, p, coprime::steps)))
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
    let (table, mut p, mut rng) = (grundy::table(16, coprime::options), Cf2004e::default(), Rng::new(77));
    for _ in 0..3000 {
        let piles: Vec<u32> = (0..rng.range(1, 4)).map(|_| rng.range(1, 16) as u32).collect();
        let xor = piles.iter().fold(0, |acc, &x| acc ^ table[x as usize]);
        assert_eq!(xor != 0, p.alice_wins(&piles), "{piles:?}");
    }
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
    rng.shuffle(&mut piles);
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
        let xor = |p: &Vec<u32>| p.iter().fold(0, |x, &a| x ^ reference.grundy(a));
        let expected: String = cases.iter().map(|p| WORDS.line(xor(p) != 0)).collect();
        assert!(expected.contains("Bob") && expected.contains("Alice"));
        assert!(harness::run_ok(BIN, &input(&cases)) == expected);
    }
    // One case of 3*10^5 piles in pairs of equal value: Bob, unless a
    // single value is wrong; then one pair broken: Alice.
    let mut piles = paired_piles(300_000, &reference, &mut rng);
    assert_eq!(harness::run_ok(BIN, &input(&[piles.clone()])), "Bob\n");
    let broken = piles.iter().position(|&x| reference.grundy(x) == 2).unwrap();
    piles[broken] = 9_999_991; // the largest prime: value 664579
    assert_eq!(reference.grundy(9_999_991), 664_579);
    assert_eq!(harness::run_ok(BIN, &input(&[piles])), "Alice\n");
}

#[test]
fn the_sum_of_n_across_cases_is_refused_at_the_first_pile_past_it() {
    // 300000 piles of 1 (xor 0) leave none for a second case, 299999
    // (xor 1) leave one.
    let ones = |n: usize| vec!["1"; n].join(" ");
    for (input, before, at) in [
        (format!("2\n300000\n{}\n1\n1\n", ones(300_000)), "Bob\n", 600_011),
        (format!("2\n299999\n{}\n2\n1 1\n", ones(299_999)), "Alice\n", 600_011),
    ] {
        let line = harness::expect_failure(BIN, input.as_bytes(), before);
        let want = format!("error: a_i at byte {at}: pile 300001 in all: the sum of n over all cases exceeds 300000");
        assert_eq!(line, want);
    }
}
