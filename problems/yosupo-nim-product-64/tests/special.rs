//! What only nim_product_64 needs beyond the shared suite (tests/suite.rs):
//! every pair below 64 against the mex definition, seeded 64-bit pairs
//! against two independent products, the sample's last answers, the field
//! axioms on the binary's answers, the generator of the 16-bit field, the
//! Tartan theorem's worked example by exhaustive search of Turning
//! Corners, and the write-up's table.

use sglab::contract::write;
use sglab::games::turning_corners::Grid;
use sglab::harness;
use sglab::problems::nim_product_64::{mex_table, recursive, NimProduct64, BRUTE_BELOW};
use sglab::rng::Rng;
use sglab::search::{Play, Search};

const BIN: &str = env!("CARGO_BIN_EXE_nim_product_64");

/// The binary's products of `pairs`, one per pair.
fn products(pairs: &[(u64, u64)]) -> Vec<u64> {
    harness::run_ok(BIN, &write::<NimProduct64>(pairs))
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
    let (t, p) = (mex_table(BRUTE_BELOW as usize), NimProduct64::default());
    let want: Vec<u64> = pairs.iter().map(|&(a, b)| t[a as usize][b as usize]).collect();
    assert_eq!(products(&pairs), want);
    // The other two implementations agree with the definition too.
    for (&(a, b), &w) in pairs.iter().zip(&want) {
        assert_eq!((p.bitwise(a, b), recursive(a, b, 64)), (w, w), "{a} {b}");
    }
}

#[test]
fn seeded_64_bit_pairs_match_two_independent_products() {
    let (pairs, p) = (seeded_pairs(7, 5000), NimProduct64::default());
    for (&(a, b), got) in pairs.iter().zip(products(&pairs)) {
        assert_eq!((got, got), (p.bitwise(a, b), recursive(a, b, 64)), "{a} (x) {b}");
    }
}

#[test]
fn sample_last_two_answers_agree_in_two_implementations() {
    let (big, mut p) = (u64::MAX, NimProduct64::default());
    assert_eq!((p.bitwise(3141, 5926), recursive(3141, 5926, 64)), (14994, 14994));
    assert_eq!(p.bitwise(big, big), recursive(big, big, 64));
    assert_eq!(p.bitwise(big, big), 11290409524105353207);
    // The first nine answers come from the definition.
    let first: Vec<u64> = (0..=8).map(|b| p.by_definition(5, b).unwrap()).collect();
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
    let (grid, mut p) = (Grid { width: 4, height: 4 }, NimProduct64::default());
    assert_eq!(value(grid, &[(3, 3)], 4), 2);
    assert_eq!(p.by_definition(3, 3), Some(2));
    assert_eq!(value(grid, &[(2, 3), (3, 2)], 4), 0);
    // Every single coin on the grid: value x (x) y.
    for x in 0..4 {
        for y in 0..4 {
            assert_eq!(
                u64::from(value(grid, &[(x, y)], 4)),
                p.bitwise(x as u64, y as u64),
                "({x}, {y})"
            );
        }
    }
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
    let t = mex_table(8);
    assert!(rows.iter().zip(&t).all(|(row, defined)| row[..] == defined[..]));
    let p = NimProduct64::default();
    // The worked example's options of the coin (3, 3): values {0, 1, 3}.
    let mut options: Vec<u64> = (0..3)
        .flat_map(|x| (0..3).map(move |y| (x, y)))
        .map(|(x, y)| p.bitwise(x, 3) ^ p.bitwise(3, y) ^ p.bitwise(x, y))
        .collect();
    options.sort_unstable();
    options.dedup();
    assert_eq!(options, vec![0, 1, 3]);
}
