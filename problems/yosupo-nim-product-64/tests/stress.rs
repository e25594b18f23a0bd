//! Library Checker nim_product_64 against three implementations that share
//! nothing with it: the mex definition (every pair below 64), the product
//! from the 2^i (x) 2^j table and the plain recursion (seeded 64-bit
//! pairs); the field axioms on the binary's answers; the Tartan theorem's
//! worked example by exhaustive search of Turning Corners; the sample; the
//! golden files; range limits; and the bad-input suite.

use sglab::games::turning_corners::Grid;
use sglab::harness::{self, Frame};
use sglab::judge::expected_output;
use sglab::problems::nim_product_64::{bitwise, by_definition, recursive, NimProduct64, BRUTE_BELOW};
use sglab::problems::Problem;
use sglab::rng::Rng;
use sglab::search::{Play, Search};

const BIN: &str = env!("CARGO_BIN_EXE_nim_product_64");

/// The binary's products of `pairs`, one per pair.
fn products(pairs: &[(u64, u64)]) -> Vec<u64> {
    harness::run_ok(BIN, &NimProduct64::write(pairs))
        .lines()
        .map(|line| line.parse().expect("a number per line"))
        .collect()
}

fn seeded_pairs(seed: u64, count: usize) -> Vec<(u64, u64)> {
    let mut rng = Rng::new(seed);
    (0..count).map(|_| (rng.next_u64(), rng.next_u64())).collect()
}

#[test]
fn every_pair_below_64_is_the_mex_definition() {
    let pairs: Vec<(u64, u64)> = (0..BRUTE_BELOW)
        .flat_map(|a| (0..BRUTE_BELOW).map(move |b| (a, b)))
        .collect();
    let want: Vec<u64> = pairs.iter().map(|&(a, b)| by_definition(a, b).unwrap()).collect();
    assert_eq!(products(&pairs), want);
    // The other two implementations agree with the definition too.
    for &(a, b) in &pairs {
        assert_eq!(bitwise(a, b), want[(a * BRUTE_BELOW + b) as usize], "{a} {b}");
        assert_eq!(recursive(a, b, 64), want[(a * BRUTE_BELOW + b) as usize], "{a} {b}");
    }
}

#[test]
fn thousands_of_seeded_small_cases_match_the_brute_force() {
    for seed in 1..=3 {
        let mut rng = Rng::new(seed);
        let cases: Vec<(u64, u64)> = (0..2000).map(|_| NimProduct64::random_small(&mut rng)).collect();
        let want: String = NimProduct64::brute(&cases).into_iter().map(Option::unwrap).collect();
        assert_eq!(harness::run_ok(BIN, &NimProduct64::write(&cases)), want, "seed {seed}");
    }
}

#[test]
fn seeded_64_bit_pairs_match_two_independent_products() {
    let pairs = seeded_pairs(7, 5000);
    for (&(a, b), got) in pairs.iter().zip(products(&pairs)) {
        assert_eq!(got, bitwise(a, b), "{a} (x) {b}");
        assert_eq!(got, recursive(a, b, 64), "{a} (x) {b}");
    }
}

#[test]
fn sample_last_two_answers_agree_in_two_implementations() {
    let big = u64::MAX;
    assert_eq!(bitwise(3141, 5926), 14994);
    assert_eq!(recursive(3141, 5926, 64), 14994);
    assert_eq!(bitwise(big, big), recursive(big, big, 64));
    assert_eq!(bitwise(big, big), 11290409524105353207);
    // The first nine answers come from the definition.
    let first: Vec<u64> = (0..=8).map(|b| by_definition(5, b).unwrap()).collect();
    assert_eq!(first, vec![0, 5, 10, 15, 2, 7, 8, 13, 3]);
}

#[test]
fn field_axioms_hold_on_seeded_values() {
    let mut rng = Rng::new(11);
    let triples: Vec<[u64; 3]> = (0..2000)
        .map(|_| [rng.next_u64(), rng.next_u64(), rng.next_u64()])
        .collect();
    // Round 1: ab, ba, bc, a(b xor c), ac; round 2: (ab)c, a(bc).
    let mut first = Vec::new();
    for &[a, b, c] in &triples {
        first.extend([(a, b), (b, a), (b, c), (a, b ^ c), (a, c), (a, 1), (a, 0)]);
    }
    let p = products(&first);
    let mut second = Vec::new();
    for (i, &[a, _, c]) in triples.iter().enumerate() {
        let r = &p[7 * i..7 * i + 7];
        assert_eq!(r[0], r[1], "commutativity");
        assert_eq!(r[3], r[0] ^ r[4], "distributivity over xor");
        assert_eq!((r[5], r[6]), (a, 0), "1 is the unit, 0 absorbs");
        second.extend([(r[0], c), (a, r[2])]);
    }
    let q = products(&second);
    for pair in q.chunks(2) {
        assert_eq!(pair[0], pair[1], "associativity");
    }
    // Inverses: a^(2^64 - 2) (x) a = 1 for a != 0 (the multiplicative group
    // has order 2^64 - 1), powers by the plain recursion, checked by the binary.
    let inverses: Vec<(u64, u64)> = triples
        .iter()
        .take(200)
        .map(|&[a, _, _]| {
            let a = a.max(1);
            (a, power(a, u64::MAX - 1))
        })
        .collect();
    assert!(products(&inverses).iter().all(|&one| one == 1));
}

fn power(mut base: u64, mut exponent: u64) -> u64 {
    let mut result = 1;
    while exponent > 0 {
        if exponent & 1 == 1 {
            result = recursive(result, base, 64);
        }
        base = recursive(base, base, 64);
        exponent >>= 1;
    }
    result
}

#[test]
fn generator_of_the_16_bit_field_has_full_order() {
    // The binary's log tables need 258 to generate all 65,535 non-zero
    // nimbers below 2^16: its powers must not return to 1 early.
    for p in [3, 5, 17, 257] {
        assert_ne!(power(258, 65_535 / p), 1, "order divides 65535 / {p}");
    }
    assert_eq!(power(258, 65_535), 1);
}

/// Whether the player to move loses Turning Corners from `coins` plus a
/// Nim heap of `heap`: exhaustive search, no theory.
fn loses(grid: Grid, coins: &[(usize, usize)], heap: u32) -> bool {
    let mask = coins.iter().fold(0, |m, &(x, y)| m ^ grid.bit(x, y));
    let mut search = Search::new(Play::Normal, |p: &(u32, u32)| grid.steps(p));
    !search.mover_wins(&(mask, heap))
}

/// The Grundy value of `coins` in Turning Corners: the heap that makes the
/// sum a loss (unique, by the Sprague-Grundy theorem).
fn value(grid: Grid, coins: &[(usize, usize)], most: u32) -> u32 {
    let found: Vec<u32> = (0..=most).filter(|&v| loses(grid, coins, v)).collect();
    assert_eq!(found.len(), 1, "{coins:?}: losing heaps {found:?}");
    found[0]
}

#[test]
fn tartan_worked_example_by_exhaustive_search() {
    // The write-up's example: one coin at (3, 3) in Turning Corners on a
    // 4 x 4 grid has value 3 (x) 3 = 2, and the coins (2, 3) and (3, 2)
    // together 1 xor 1 = 0.
    let grid = Grid { width: 4, height: 4 };
    assert_eq!(value(grid, &[(3, 3)], 4), 2);
    assert_eq!(by_definition(3, 3), Some(2));
    assert_eq!(value(grid, &[(2, 3), (3, 2)], 4), 0);
    // Every single coin on the grid: value x (x) y.
    for x in 0..4 {
        for y in 0..4 {
            assert_eq!(
                u64::from(value(grid, &[(x, y)], 4)),
                bitwise(x as u64, y as u64),
                "({x}, {y})"
            );
        }
    }
}

#[test]
fn goldens_agree_with_the_oracle() {
    harness::check_goldens(env!("CARGO_MANIFEST_DIR"), BIN, expected_output::<NimProduct64>);
}

#[test]
fn ranges_are_enforced_by_name() {
    let max = u64::MAX;
    assert_eq!(
        harness::run_ok(BIN, &format!("2\n{max} 1\n0 {max}\n")),
        format!("{max}\n0\n")
    );
    let error = harness::expect_failure(BIN, format!("2\n2 2\n{max}0 1\n").as_bytes(), "3\n");
    assert!(error.starts_with("error: A at byte 6: "), "{error}");
    let error = harness::expect_failure(BIN, b"0\n", "");
    assert_eq!(
        error,
        "error: T at byte 0: 0 is outside the supported range 1..=1000000"
    );
    let error = harness::expect_failure(BIN, b"1000001\n1 1\n", "");
    assert!(error.starts_with("error: T at byte 0: 1000001 is outside"), "{error}");
}

#[test]
fn bad_input() {
    let big = format!("{}\n", bitwise(u64::MAX, 2));
    harness::bad_input_suite(
        BIN,
        Frame::Count,
        &[("5 3\n", "15\n"), ("18446744073709551615 2\n", &big)],
    );
}

#[test]
fn readme_table_is_the_mex_definition() {
    let rows: [[u64; 8]; 8] = [
        [0, 0, 0, 0, 0, 0, 0, 0],
        [0, 1, 2, 3, 4, 5, 6, 7],
        [0, 2, 3, 1, 8, 10, 11, 9],
        [0, 3, 1, 2, 12, 15, 13, 14],
        [0, 4, 8, 12, 6, 2, 14, 10],
        [0, 5, 10, 15, 2, 7, 8, 13],
        [0, 6, 11, 13, 14, 8, 5, 3],
        [0, 7, 9, 14, 10, 13, 3, 4],
    ];
    for (a, row) in rows.iter().enumerate() {
        for (b, &v) in row.iter().enumerate() {
            assert_eq!(by_definition(a as u64, b as u64), Some(v), "{a} (x) {b}");
        }
    }
    // The worked example's options of the coin (3, 3): values {0, 1, 3}.
    let mut options: Vec<u64> = (0..3)
        .flat_map(|x| (0..3).map(move |y| bitwise(x, 3) ^ bitwise(3, y) ^ bitwise(x, y)))
        .collect();
    options.sort_unstable();
    options.dedup();
    assert_eq!(options, vec![0, 1, 3]);
}
