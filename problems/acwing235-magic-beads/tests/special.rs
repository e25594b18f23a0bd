//! AcWing 235: the shared suite (`sglab::suite!`, which also defines `bin()` and
//! `write_up()`), then the checks only this problem needs.

use sg::mex::Mex;
use sglab::games::beads;
use sglab::prelude::*;
use pack::problems::acwing235::*;

sglab::suite!(Acwing235);

#[test]
fn every_pair_of_piles_up_to_thirty_matches_the_brute_force() {
    let cases: Vec<Vec<u32>> = (1..=30)
        .flat_map(|a| std::iter::once(vec![a]).chain((a..=30).map(move |b| vec![a, b])))
        .collect();
    let mut p = Acwing235::default();
    assert_binary_answers::<Acwing235>(bin(), &cases, |c| WORDS.answer(p.freda_wins(c)));
}

#[test]
fn mex_of_the_divisors_values_loses_to_the_brute_force() {
    // The common bug: sg(p) = mex of the divisors' own values, as if a move
    // went to one divisor instead of to all of them but one.
    let mut mex = Mex::new();
    let mut wrong = [0u32; 9];
    for p in 2..=8 {
        wrong[p] = mex.of(beads::proper_divisors(p).into_iter().map(|d| wrong[d]));
    }
    // One pile of 8 (divisors 1 2 4): the bug says value 3, Freda wins.
    assert_eq!(wrong[8], 3);
    // The real game: 8 -> {2,4} or {1,4} or {1,2}; each is answered by
    // a move to a position where the mover is stuck, so Freda loses.
    assert!(!Acwing235::default().freda_wins(&[8]));
    assert_eq!(harness::run_ok(bin(), "1\n8\n"), "rainbow\n");
}

#[test]
fn every_single_pile_and_a_pair_per_pile_up_to_the_bound_match_the_table() {
    // Single piles only test sg != 0; pairs with equal values test sg itself.
    let g = grundy::table(1000, beads::options);
    let cases: Vec<Vec<u32>> = (1..=1000u32)
        .flat_map(|a| [vec![a], vec![a, 1 + (a * 7919) % 1000]])
        .collect();
    let by_table = |c: &Vec<u32>| WORDS.answer(c.iter().fold(0, |x, &a| x ^ g[a as usize]) != 0);
    let mut p = Acwing235::default();
    assert!(cases.iter().all(|c| p.reference(c) == by_table(c)));
    assert_binary_answers::<Acwing235>(bin(), &cases, by_table);
}

#[test]
fn capitalised_names_are_caught_as_a_letter_case_difference() {
    sglab::assert_fixture_report!(Acwing235, "capital_names.py", "only letter case differs");
}

/// The divisor sieve pushes each d into its multiples 2d, 3d, ... <= 1000:
/// sum of (floor(1000 / d) - 1) = 6,069 pushes (sum of floor(1000 / d) =
/// 7,069 counts d itself), as the write-up says.
#[test]
fn acwing235_sieve_makes_6069_pushes() {
    use crate::flat;
    let with_d: usize = (1..=1000).map(|d| 1000 / d).sum();
    let pushes: usize = (1..=1000).map(|d| (2 * d..=1000).step_by(d).count()).sum();
    assert_eq!((with_d, pushes), (7069, 6069));
    let page = flat(&write_up());
    assert!(page.contains("6,069 pushes"));
}

/// The write-up's figures: over 1..=1000 the values 0..=4 occur 263, 168,
/// 299, 124 and 146 times, first at 1, 2, 4, 12, 24; the common bug (mex of
/// the divisors' own values) differs in who wins at 8, 16, 27, 30, 32, 42,
/// 48 among the piles up to 50.
#[test]
fn acwing235_value_counts_and_the_bugs_losses() {
    use crate::flat;
    use sglab::games::beads;
    let g = grundy::table(1000, beads::options);
    let counts: Vec<usize> = (0..5).map(|v| (1..=1000).filter(|&p| g[p] == v).count()).collect();
    assert_eq!(counts, [263, 168, 299, 124, 146]);
    let first: Vec<usize> = (0..5).map(|v| (1..=1000).find(|&p| g[p] == v).unwrap()).collect();
    assert_eq!(first, [1, 2, 4, 12, 24]);
    let mut bug = vec![0u32; 51];
    for p in 2..=50 {
        let mut seen: Vec<u32> = beads::proper_divisors(p).iter().map(|&d| bug[d]).collect();
        seen.sort_unstable();
        bug[p] = (0..).find(|v| seen.binary_search(v).is_err()).unwrap();
    }
    let differ: Vec<usize> = (1..=50).filter(|&p| (bug[p] == 0) != (g[p] == 0)).collect();
    assert_eq!(differ, [8, 16, 27, 30, 32, 42, 48]);
    let page = flat(&write_up());
    assert!(page.contains("occur 263, 168, 299, 124 and 146 times; the first pile of each value is 1, 2, 4, 12, 24"));
    assert!(page.contains("differs in who wins at $p = 8, 16, 27, 30, 32, 42, 48$ among the piles up to 50"));
}
