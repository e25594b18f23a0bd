//! CSES 2207: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sglab::prelude::*;
use pack::problems::cses2207::*;

sglab::suite!(Cses2207);

/// g(n) is recomputed to this size in `no_loss_above_1222_up_to_32768`.
const CHECKED_TO: usize = 1 << 15;

/// The losing heaps (g = 0) of every published table (the zeros of OEIS A002188).
const LOSSES: [usize; 42] = [
    0, 1, 2, 4, 7, 10, 20, 23, 26, 50, 53, 270, 273, 276, 282, 285, 288, 316, 334, 337, 340, 346, 359, 362, 365, 386,
    389, 392, 566, 630, 633, 636, 639, 673, 676, 682, 685, 923, 926, 929, 932, 1222,
];

#[test]
fn every_heap_the_search_reaches() {
    let mut p = Cses2207::default();
    let cases: Vec<u64> = (1..=BRUTE_MAX).collect();
    assert_binary_is_brute(bin(), &mut p, &cases);
    // The losses among them, straight from the search.
    let losses: Vec<u64> = cases.into_iter().filter(|n| !brute_wins(&mut p, n)).collect();
    assert_eq!(losses, vec![1, 2, 4, 7, 10, 20, 23, 26]);
}

/// g(0..=n) with the mex kept in a 256-bit mask (every value up to 2^15 is
/// below 256): the rules again, fast enough to go sixteen times past the
/// binary's table; equal to `rules_table` where both reach.
fn fast_table(n: usize) -> Vec<u8> {
    let mut g = vec![0u8; n + 1];
    for m in 3..=n {
        let mut seen = [0u64; 4];
        for a in 1..(m + 1) / 2 {
            let v = g[a] ^ g[m - a];
            seen[(v >> 6) as usize] |= 1 << (v & 63);
        }
        let mex = (0..256).find(|&v| seen[v >> 6] >> (v & 63) & 1 == 0).unwrap();
        g[m] = u8::try_from(mex).expect("g(n) < 256 in this range");
    }
    g
}

#[test]
fn no_loss_above_1222_up_to_32768() {
    let g = fast_table(CHECKED_TO);
    assert!(g.iter().zip(&rules_table()).all(|(&a, &b)| u32::from(a) == b));
    let losses: Vec<usize> = (0..=CHECKED_TO).filter(|&n| g[n] == 0).collect();
    assert_eq!(losses, LOSSES);
}

#[test]
fn equal_split_is_not_a_move() {
    // 2 = 1 + 1 and 4 = 2 + 2 are not allowed: 2 and 4 are losses, although
    // a rule allowing equal halves would give the mover a win at once.
    let expected = "second\nsecond\nsecond\n";
    assert_eq!(brute_answers(&mut Cses2207::default(), &[1, 2, 4]), expected);
    assert_eq!(harness::run_ok(bin(), "3\n1\n2\n4\n"), expected);
}

#[test]
fn table_to_1000_is_caught_at_1222() {
    sglab::assert_fixture_report!(Cses2207, "table_to_1000.c", "1222");
}

/// Grundy's game: n = 7,250,049 is the first heap whose value is 256 or
/// more, and its value is 256 (README). Up to 10^6 (CSES 2207's write-up):
/// 42 zeros counting n = 0, the last at 1222, and the largest value 231,
/// first at n = 763,622. A minute or two of CPU, so not in CI: `cargo test
/// -p pack --test problems cses2207:: -- --ignored`.
#[test]
#[ignore]
fn grundys_game_first_value_of_256_or_more_is_at_7250049() {
    use sglab::octal_table::{HeapRules, Method, Table};
    let mut table = Table::new(HeapRules::grundys_game(), Method::Sparse);
    table.extend_to(7_250_049, false).unwrap();
    let upto_million = &table.g[..=1_000_000];
    let zeros: Vec<usize> = (0..=1_000_000).filter(|&n| upto_million[n] == 0).collect();
    assert_eq!((zeros.len(), zeros.last()), (42, Some(&1222)));
    let largest = *upto_million.iter().max().unwrap();
    assert_eq!(
        (largest, upto_million.iter().position(|&v| v == largest)),
        (231, Some(763_622))
    );
    let first = table.g.iter().position(|&v| v >= 256);
    assert_eq!(first, Some(7_250_049));
    assert_eq!(table.g[7_250_049], 256);
}
