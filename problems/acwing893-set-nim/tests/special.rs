//! What only AcWing 893 needs beyond the shared suite (tests/suite.rs): the
//! traps as set rewrites that must not change the answer (order, repeats,
//! sizes past every heap), heaps of 0, and the write-up's table for the
//! sample's set.

use sglab::contract::{write, Problem};
use sglab::games::{set_nim, subtraction};
use sglab::grundy;
use sglab::harness;
use sglab::problems::acwing893::{Acwing893, WORDS};
use sglab::rng::Rng;
use sglab::suite::brute_wins;

const BIN: &str = env!("CARGO_BIN_EXE_acwing893");

/// The real game, searched move by move with no SG theory.
fn brute(p: &mut Acwing893, set: &[usize], heaps: &[usize]) -> bool {
    brute_wins(p, &(set.to_vec(), heaps.to_vec()))
}

#[test]
fn order_repeats_and_oversized_sizes_change_nothing() {
    let mut p = Acwing893::default();
    let mut rng = Rng::new(8930);
    for _ in 0..100 {
        let (set, heaps) = Acwing893::random_small(&mut rng);
        let wins = brute(&mut p, &set, &heaps);
        let mut reversed = set.clone();
        reversed.reverse();
        let repeated = [set.clone(), set.clone()].concat();
        let oversized = [set.clone(), vec![13, 10_000]].concat();
        // The brute force plays each rewritten set as given; so does the binary.
        for rewritten in [reversed, repeated, oversized] {
            assert_eq!(brute(&mut p, &rewritten, &heaps), wins, "{rewritten:?} {heaps:?}");
            let input = write::<Acwing893>(&[(rewritten, heaps.clone())]);
            assert_eq!(harness::run_ok(BIN, &input), WORDS.line(wins), "{input}");
        }
    }
}

#[test]
fn heaps_of_zero_are_empty_and_unreachable_sizes_lose() {
    let mut p = Acwing893::default();
    // A heap of 0 (beyond the statement's h_i >= 1) has no move.
    assert!(brute(&mut p, &[3], &[0, 3]) && !brute(&mut p, &[3], &[0, 0, 0]));
    assert_eq!(harness::run_ok(BIN, "1\n3\n2\n0 3\n"), "Yes\n");
    assert_eq!(harness::run_ok(BIN, "1\n3\n3\n0 0 0\n"), "No\n");
    // No size fits any heap: the first player cannot move (the search
    // decides it at once, past the brute force's usual bound).
    assert!(!set_nim::search().mover_wins(&set_nim::start(&[10_000, 9_999], &[9_998, 5])));
    assert_eq!(harness::run_ok(BIN, "2\n10000 9999\n2\n9998 5\n"), "No\n");
    assert_eq!(harness::run_ok(BIN, "2\n10000 9999\n1\n10000\n"), "Yes\n");
}

#[test]
fn readme_table_for_the_sample_set() {
    // The Table evidence rows: g(0..=13) for S = {2, 5}, and whether the
    // mover wins a single heap, by exhaustive search.
    let mut p = Acwing893::default();
    let g = grundy::table(13, |x| subtraction::options(&[2, 5], x));
    assert_eq!(g, [0, 0, 1, 1, 0, 2, 1, 0, 0, 1, 1, 0, 2, 1]);
    let mover_wins: Vec<bool> = (0..=13).map(|x| brute(&mut p, &[2, 5], &[x])).collect();
    let non_zero: Vec<bool> = g.iter().map(|&v| v != 0).collect();
    assert_eq!(mover_wins, non_zero);
}
