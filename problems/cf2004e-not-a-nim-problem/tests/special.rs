//! Codeforces 2004E: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sglab::games::coprime;
use sglab::prelude::*;
use pack::problems::cf2004e::*;
use sglab::search::sum_mover_wins;

sglab::suite!(Cf2004e);

#[test]
fn the_misread_rule_gives_alice_alice_alice_on_the_sample() {
    let sample = [vec![3, 2, 9], vec![3, 3, 6, 1], vec![1, 2, 3, 4, 5]];
    let answers = |steps: fn(&u32) -> Vec<Step<Vec<u32>>>| -> String {
        let line = |p: &Vec<u32>| WORDS.line(sum_mover_wins(Play::Normal, p, steps));
        sample.iter().map(line).collect()
    };
    assert_eq!(answers(coprime::misread_steps), "Alice\nAlice\nAlice\n");
    // The real rule (the shared suite runs the binary on sample-1).
    assert_eq!(answers(coprime::steps), "Bob\nAlice\nBob\n");
}

/// The reference against the Grundy table of the rules up to 600; then on
/// every position of up to four piles of up to sixteen, the binary and the
/// table's xor against the brute force.
#[test]
fn every_position_of_up_to_four_piles_of_up_to_sixteen_and_the_grundy_table() {
    let (table, reference) = (grundy::table(600, coprime::options), Reference::up_to(600));
    let sieve: Vec<u32> = (0..=600).map(|x| reference.grundy(x)).collect();
    assert_eq!(sieve, table, "g(0..=600)");
    let (mut p, positions) = (Cf2004e::default(), multisets(4, 16));
    assert_binary_is_brute(bin(), &mut p, &positions);
    for piles in positions {
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
    let (sieve, mut rng) = (Reference::up_to(MAX_A), Rng::new(2004));
    // 10^4 two-pile cases and 10^4 cases of 30 piles (the judge's "many"
    // shape) in pairs of equal value: Bob exactly when the binary finds
    // equal values, so every answer checks values it computed. In half of
    // the cases one pile is replaced by a random one or by x + 2.
    let xor = |p: &Vec<u32>| p.iter().fold(0, |x, &a| x ^ sieve.grundy(a));
    for size in [2, 30] {
        let mut cases = Vec::new();
        for _ in 0..10_000 {
            let mut piles = paired_piles(size, &sieve, &mut rng);
            match rng.below(4) {
                0 => piles[0] = large_pile(&mut rng, &sieve),
                1 => piles[0] = (piles[0] + 2).min(MAX_A),
                _ => {}
            }
            cases.push(piles);
        }
        let expected: String = cases.iter().map(|p| WORDS.line(xor(p) != 0)).collect();
        assert!(expected.contains("Bob") && expected.contains("Alice"));
        assert!(harness::run_ok(bin(), &write::<Cf2004e>(&cases)) == expected);
    }
    // One case of 3*10^5 piles in pairs of equal value: Bob, unless a
    // single value is wrong; then one pair broken: Alice.
    let mut piles = paired_piles(300_000, &sieve, &mut rng);
    assert_eq!(harness::run_ok(bin(), &write::<Cf2004e>(&[piles.clone()])), "Bob\n");
    let broken = piles.iter().position(|&x| sieve.grundy(x) == 2).unwrap();
    piles[broken] = 9_999_991; // the largest prime: value 664579
    assert_eq!(sieve.grundy(9_999_991), 664_579);
    assert_eq!(harness::run_ok(bin(), &write::<Cf2004e>(&[piles])), "Alice\n");
}

#[test]
fn the_sum_of_n_across_cases_is_refused_at_the_first_pile_past_it() {
    // 300000 piles of 1 (xor 0) leave none for a second case, 299999
    // (xor 1) leave one.
    let ones = |n: usize| vec!["1"; n].join(" ");
    let want = "error: a_i at byte 600011: pile 300001 in all: the sum of n over all cases exceeds 300000";
    for (input, before) in [
        (format!("2\n300000\n{}\n1\n1\n", ones(300_000)), "Bob\n"),
        (format!("2\n299999\n{}\n2\n1 1\n", ones(299_999)), "Alice\n"),
    ] {
        assert_eq!(harness::expect_failure(bin(), input.as_bytes(), before), want);
    }
}
