//! nim_product_64: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use pack::problems::nim_product_64::turning_corners::Grid;
use sglab::prelude::*;
use pack::problems::nim_product_64::*;
use std::collections::BTreeSet;

sglab::suite!(NimProduct64);

/// The binary's products of `pairs`, one per pair.
fn products(pairs: &[(u64, u64)]) -> Vec<u64> {
    let output = harness::run_ok(bin(), &write::<NimProduct64>(pairs));
    output.lines().map(|line| line.parse().expect("a number")).collect()
}

#[test]
fn every_pair_below_64_is_the_mex_definition() {
    let n = BRUTE_BELOW;
    let pairs: Vec<(u64, u64)> = (0..n).flat_map(|a| (0..n).map(move |b| (a, b))).collect();
    let mut p = NimProduct64::default();
    assert_binary_is_brute(bin(), &mut p, &pairs);
    // The other two implementations agree with the definition too.
    for &(a, b) in &pairs {
        let want = p.by_definition(a, b).unwrap();
        assert_eq!((p.bitwise(a, b), recursive(a, b, 64)), (want, want), "{a} {b}");
    }
}

/// The sample's last two pairs, then 5,000 seeded 64-bit pairs: the
/// binary, the Fermat-power table and the recursion agree.
#[test]
fn sample_last_two_and_seeded_64_bit_pairs_match_two_independent_products() {
    let (mut rng, p) = (Rng::new(7), NimProduct64::default());
    let mut pairs = vec![(3141, 5926), (u64::MAX, u64::MAX)];
    pairs.extend((0..5000).map(|_| (rng.next_u64(), rng.next_u64())));
    let got = products(&pairs);
    assert_eq!(got[..2], [14994, 11290409524105353207]);
    for (&(a, b), got) in pairs.iter().zip(got) {
        assert_eq!((got, got), (p.bitwise(a, b), recursive(a, b, 64)), "{a} (x) {b}");
    }
}

#[test]
fn field_axioms_hold_on_seeded_values() {
    let mut rng = Rng::new(11);
    let triples: Vec<[u64; 3]> = (0..2000).map(|_| [(); 3].map(|_| rng.next_u64())).collect();
    // Round 1: ab, ba, bc, a(b xor c), ac; round 2: (ab)c, a(bc).
    let mut first = Vec::new();
    for &[a, b, c] in &triples {
        first.extend([(a, b), (b, a), (b, c), (a, b ^ c), (a, c), (a, 1), (a, 0)]);
    }
    let p = products(&first);
    let mut second = Vec::new();
    for (r, &[a, _, c]) in p.chunks(7).zip(&triples) {
        assert_eq!(r[0], r[1], "commutativity");
        assert_eq!(r[3], r[0] ^ r[4], "distributivity over xor");
        assert_eq!((r[5], r[6]), (a, 0), "1 is the unit, 0 absorbs");
        second.extend([(r[0], c), (a, r[2])]);
    }
    let q = products(&second);
    assert!(q.chunks(2).all(|pair| pair[0] == pair[1]), "associativity");
    // Inverses: a^(2^64 - 2) (x) a = 1 for a != 0 (the multiplicative group
    // has order 2^64 - 1), powers by the plain recursion, checked by the binary.
    let nonzero = triples.iter().take(200).map(|&[a, _, _]| a.max(1));
    let inverses: Vec<(u64, u64)> = nonzero.map(|a| (a, power(a, u64::MAX - 1))).collect();
    assert!(products(&inverses).iter().all(|&one| one == 1));
}

/// base^exponent by the plain recursion, square and multiply.
fn power(base: u64, exponent: u64) -> u64 {
    (0..64).rev().fold(1, |result, bit| {
        let square = recursive(result, result, 64);
        if exponent >> bit & 1 == 1 {
            recursive(square, base, 64)
        } else {
            square
        }
    })
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

/// The Grundy value of `coins` in Turning Corners by exhaustive search (no
/// theory): the Nim heap that makes the sum a loss for the player to move
/// (unique, by the Sprague-Grundy theorem).
fn value(grid: Grid, coins: &[(usize, usize)], most: u32) -> u32 {
    let mask = coins.iter().fold(0, |m, &(x, y)| m ^ grid.bit(x, y));
    let mut search = Search::new(Play::Normal, |p: &(u32, u32)| grid.steps(p));
    let found: Vec<u32> = (0..=most).filter(|&heap| !search.mover_wins(&(mask, heap))).collect();
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
    for (x, y) in (0..4).flat_map(|x| (0..4).map(move |y| (x, y))) {
        let product = p.bitwise(x as u64, y as u64);
        assert_eq!(u64::from(value(grid, &[(x, y)], 4)), product, "({x}, {y})");
    }
    // The worked example's options of the coin (3, 3): values {0, 1, 3}.
    let option = |(x, y)| p.bitwise(x, 3) ^ p.bitwise(3, y) ^ p.bitwise(x, y);
    let options: BTreeSet<u64> = (0..3).flat_map(|x| (0..3).map(move |y| (x, y))).map(option).collect();
    assert_eq!(options, BTreeSet::from([0, 1, 3]));
}

#[test]
fn readme_table_is_the_mex_definition() {
    let rows: Vec<Vec<String>> = mex_table(8).into_iter().enumerate().map(|(a, t)| row(a, t)).collect();
    assert_write_up_has(&markdown_table(&row("$\\otimes$", 0..8), &rows));
}

/// The coin-turning lemma is proven once, in HDU 3537's write-up, and the
/// nim product cites it; LEARN.md defines coin-turning games in the part
/// that holds both, before any use; no write-up speaks of the explorer's
/// branch; the README quotes no timings.
#[test]
fn nim_product_lemma_branch_wording_and_readme_timings() {
    use crate::{flat, read};
    let product = flat(&write_up());
    assert!(product.contains("](../hdu3537-daizhenyangs-coin/README.md#proof)"));
    assert!(
        !product.contains("*Proof,* by induction on N(H)"),
        "the lemma is proven once, in HDU 3537's write-up"
    );
    let coins = flat(&read("problems/hdu3537-daizhenyangs-coin/README.md"));
    assert!(coins.contains("## Proof") && coins.contains("heads"));
    let learn = flat(&read("LEARN.md"));
    let part = learn
        .find("**6. Coin turning, and (optional) the nim product.**")
        .expect("the coin-turning part");
    let coin_link = learn.find("](problems/hdu3537-daizhenyangs-coin/README.md)").unwrap();
    let product_link = learn.find("](problems/yosupo-nim-product-64/README.md)").unwrap();
    assert!(part < coin_link && coin_link < product_link);
    assert!(learn[..part].find("coin-turning").is_none());
    assert!(!flat(&read("problems/cses2207-grundys-game/README.md")).contains("explorer's branch"));
    let readme = flat(&read("README.md"));
    for timing in [" ms", "113", "6.5 s", " s CPU", "CPU time of"] {
        assert!(!readme.contains(timing), "README quotes a timing: {timing:?}");
    }
}
