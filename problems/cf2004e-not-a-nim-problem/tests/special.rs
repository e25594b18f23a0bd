//! Codeforces 2004E: the shared suite (`sglab::suite!`, which also defines `BIN` and
//! `MANIFEST`), then the checks only this problem needs.

use sglab::games::coprime;
use sglab::prelude::*;
use sglab::problems::cf2004e::*;
use sglab::search::sum_mover_wins;

sglab::suite!(cf2004e::Cf2004e);

const MAX_A: u32 = 10_000_000;

#[test]
fn every_position_of_up_to_three_piles_of_up_to_fifteen() {
    assert_binary_is_brute(BIN, &mut Cf2004e::default(), &multisets(3, 15));
}

#[test]
fn the_misread_rule_gives_alice_alice_alice_on_the_sample() {
    let sample = [vec![3, 2, 9], vec![3, 3, 6, 1], vec![1, 2, 3, 4, 5]];
    let answers = |steps: fn(&u32) -> Vec<Step<Vec<u32>>>| -> String {
        sample
            .iter()
            .map(|p| WORDS.line(sum_mover_wins(Play::Normal, p, steps)))
            .collect()
    };
    assert_eq!(answers(coprime::misread_steps), "Alice\nAlice\nAlice\n");
    // The real rule (the shared suite runs the binary on sample-1).
    assert_eq!(answers(coprime::steps), "Bob\nAlice\nBob\n");
}

#[test]
fn reference_and_sums_match_the_grundy_table_of_the_rules() {
    let table = grundy::table(600, coprime::options);
    let reference = Reference::up_to(600);
    for (x, &value) in table.iter().enumerate().skip(1) {
        assert_eq!(reference.grundy(x as u32), value, "g({x})");
    }
    // The table's xor decides sums of up to four piles of up to 16 as the brute force does.
    let (mut p, mut rng) = (Cf2004e::default(), Rng::new(77));
    for _ in 0..3000 {
        let piles: Vec<u32> = (0..rng.range(1, 4)).map(|_| rng.range(1, 16) as u32).collect();
        let xor = piles.iter().fold(0, |acc, &x| acc ^ table[x as usize]);
        assert_eq!(xor != 0, brute_wins(&mut p, &piles), "{piles:?}");
    }
}

/// A prime, a product of two primes above 1000, or any pile, up to MAX_A.
fn large_pile(rng: &mut Rng, sieve: &Reference) -> u32 {
    match rng.below(4) {
        0 => rng.pick(&sieve.primes),
        1 => sieve.composite(rng),
        _ => rng.range(1, u64::from(MAX_A)) as u32,
    }
}

/// `n` (even) piles in pairs of equal value, shuffled: xor 0.
fn paired_piles(n: usize, sieve: &Reference, rng: &mut Rng) -> Vec<u32> {
    let mut piles: Vec<u32> = (0..n / 2).map(|_| large_pile(rng, sieve)).collect();
    let partners: Vec<u32> = piles.iter().map(|&x| sieve.partner(x, rng)).collect();
    piles.extend(partners);
    rng.shuffle(&mut piles);
    piles
}

#[test]
fn full_size_inputs_match_the_reference() {
    let sieve = Reference::up_to(MAX_A);
    let mut rng = Rng::new(2004);
    // 10^4 two-pile cases and 10^4 cases of 30 piles (the judge's "many"
    // shape) in pairs of equal value: Bob exactly when the binary finds
    // equal values, so every answer checks values it computed. In half of
    // the cases one pile is replaced by a random one or by x + 2.
    let cases: Vec<Vec<u32>> = (0..20_000)
        .map(|i| {
            let mut piles = paired_piles(if i < 10_000 { 2 } else { 30 }, &sieve, &mut rng);
            match rng.below(4) {
                0 => piles[0] = large_pile(&mut rng, &sieve),
                1 => piles[0] = (piles[0] + 2).min(MAX_A),
                _ => {}
            }
            piles
        })
        .collect();
    let xor = |p: &Vec<u32>| p.iter().fold(0, |x, &a| x ^ sieve.grundy(a));
    for cases in cases.chunks(10_000) {
        let expected: String = cases.iter().map(|p| WORDS.line(xor(p) != 0)).collect();
        assert!(expected.contains("Bob") && expected.contains("Alice"));
        assert!(harness::run_ok(BIN, &write::<Cf2004e>(cases)) == expected);
    }
    // One case of 3*10^5 piles in pairs of equal value: Bob, unless a
    // single value is wrong; then one pair broken: Alice.
    let mut piles = paired_piles(300_000, &sieve, &mut rng);
    assert_eq!(harness::run_ok(BIN, &write::<Cf2004e>(&[piles.clone()])), "Bob\n");
    let broken = piles.iter().position(|&x| sieve.grundy(x) == 2).unwrap();
    piles[broken] = 9_999_991; // the largest prime: value 664579
    assert_eq!(sieve.grundy(9_999_991), 664_579);
    assert_eq!(harness::run_ok(BIN, &write::<Cf2004e>(&[piles])), "Alice\n");
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
